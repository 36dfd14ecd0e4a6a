package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
)

// accountFigures is the "account" part of GET /api/companies/dashboard.
type accountFigures struct {
	CompanyID    *int64 `json:"companyId"`
	Followers    int    `json:"followers"`
	JobsTotal    int    `json:"jobsTotal"`
	Views        int    `json:"views"`
	Applications int    `json:"applications"`
	Jobs         []struct {
		ID           int64  `json:"id"`
		Title        string `json:"title"`
		Status       string `json:"status"`
		Views        int    `json:"views"`
		Applications int    `json:"applications"`
	} `json:"jobs"`
	Series map[string][]struct {
		Day   string `json:"day"`
		Count int    `json:"count"`
	} `json:"series"`
}

// dashboardFigures reads GET /api/companies/dashboard as the token's account,
// and whether the answer had an "account" part.
func (e *env) dashboardFigures(token string) (accountFigures, bool) {
	e.t.Helper()
	a := e.must(http.StatusOK, "GET", "/api/companies/dashboard", "", token)
	var body struct {
		Data struct {
			Account *accountFigures `json:"account"`
		} `json:"data"`
	}
	if err := json.Unmarshal(a.Body.Bytes(), &body); err != nil {
		e.t.Fatal(err)
	}
	if body.Data.Account == nil {
		return accountFigures{}, false
	}
	return *body.Data.Account, true
}

func TestCompanyDashboardGivesACompanyAccountItsOwnFigures(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		job := e.approvedJob(w.hotels, w.admin)
		quiet := e.postJob(w.hotels, false, set("title", "Night Receptionist"))
		e.approvedJob(w.labs, w.admin) // another employer's job counts for it alone
		cv := formFile{"cv", "Nimali Perera CV.pdf", testPDF}
		wantStatus(t, e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), w.seeker, applyForm(cv), cv), http.StatusCreated)
		e.mustFrom(http.StatusOK, addrA, "POST", fmt.Sprintf("/api/jobs/%d/view", job), "", "")
		e.mustFrom(http.StatusOK, addrB, "POST", fmt.Sprintf("/api/jobs/%d/view", job), "", "")
		e.must(http.StatusOK, "POST", w.hotelsURL+"/follow", "", w.seeker)
		e.must(http.StatusOK, "POST", w.hotelsURL+"/follow", "", w.other)

		t.Run("the employer sees its page's followers and each job's views and applications", func(t *testing.T) {
			f, ok := e.dashboardFigures(w.hotels)
			if !ok {
				t.Fatal("no account figures for a company account")
			}
			if f.CompanyID == nil || *f.CompanyID != w.hotelsID || f.Followers != 2 || f.JobsTotal != 2 || f.Views != 2 || f.Applications != 1 {
				t.Fatalf("totals %+v", f)
			}
			if len(f.Jobs) != 2 || f.Jobs[0].ID != quiet || f.Jobs[1].ID != job {
				t.Fatalf("jobs, newest first: %+v", f.Jobs)
			}
			if j := f.Jobs[1]; j.Views != 2 || j.Applications != 1 || j.Status != "approved" {
				t.Fatalf("the job's figures %+v", j)
			}
			if j := f.Jobs[0]; j.Views != 0 || j.Applications != 0 || j.Status != "pending" || j.Title != "Night Receptionist" {
				t.Fatalf("the pending job's figures %+v", j)
			}
		})
		t.Run("over time: today's new followers and applications, in 30 days", func(t *testing.T) {
			f, _ := e.dashboardFigures(w.hotels)
			for name, want := range map[string]int{"followers": 2, "applications": 1} {
				days := f.Series[name]
				if len(days) != 30 {
					t.Fatalf("%s: %d days", name, len(days))
				}
				if days[29].Count != want {
					t.Fatalf("%s today: %+v", name, days[29])
				}
				sum := 0
				for _, d := range days {
					sum += d.Count
				}
				if sum != want {
					t.Fatalf("%s over the days: %d", name, sum)
				}
			}
		})
		t.Run("another employer's figures are its own", func(t *testing.T) {
			f, _ := e.dashboardFigures(w.labs)
			if f.CompanyID == nil || *f.CompanyID != w.labsID || f.Followers != 0 || f.JobsTotal != 1 || f.Views != 0 || f.Applications != 0 {
				t.Fatalf("%+v", f)
			}
		})
		t.Run("a job seeker, an admin and a visitor get the directory's figures only", func(t *testing.T) {
			for _, token := range []string{w.seeker, w.admin, ""} {
				if _, ok := e.dashboardFigures(token); ok {
					t.Fatalf("account figures for %q", token)
				}
			}
		})
	})
}
