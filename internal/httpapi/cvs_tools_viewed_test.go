package httpapi_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// viewedBody is the analysis's body that names the jobs viewed.
func viewedBody(ids ...int64) string {
	words := make([]string, len(ids))
	for i, id := range ids {
		words[i] = fmt.Sprint(id)
	}
	return `{"viewedJobIds":[` + strings.Join(words, ",") + `]}`
}

func TestCVAnalysisOfJobsViewed(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("root")
		employer := e.companyToken("Ceylon Traders PLC", "hr@ceylontraders.lk")
		other := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		seeker := e.customerToken("nimal@example.lk")
		id := e.savedCV(seeker)
		url := fmt.Sprintf("/api/cvs/%d/analyze", id)

		public := e.approvedJob(other, admin, set("title", "Data Analyst"), set("requirements", "Power BI and Tableau."))
		pending := e.postJob(employer, false, set("title", "Software Engineer"), set("requirements", "Kubernetes and Golang."))
		rejected := e.postJob(employer, false, set("title", "Web Developer"), set("requirements", "Laravel and WordPress."))
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/jobs/%d/reject", rejected), `{"reason":"No salary given"}`, admin)
		saved := e.approvedJob(employer, admin, set("title", "Accountant"), set("requirements", "QuickBooks and payroll."))
		e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/user/favorites/%d", saved), "", seeker)

		t.Run("a public job viewed is read, whoever posted it; pending and rejected ones are not", func(t *testing.T) {
			e := e.sub(t)
			body := e.must(http.StatusOK, "POST", url, viewedBody(pending, public, rejected, public), seeker).Body.String()
			for _, want := range []string{`"skill":"Power BI"`, `"skill":"Tableau"`, `"skill":"QuickBooks"`} {
				if !strings.Contains(body, want) {
					t.Errorf("the analysis lacks %s: %s", want, body)
				}
			}
			for _, hidden := range []string{"Kubernetes", "Golang", "Laravel", "WordPress"} {
				if strings.Contains(body, hidden) {
					t.Errorf("a job that is not public shows through %s: %s", hidden, body)
				}
			}
			// The saved job (weight 2) comes before the job only viewed (weight 1).
			if i, j := strings.Index(body, `"skill":"QuickBooks"`), strings.Index(body, `"skill":"Power BI"`); i > j {
				t.Errorf("a job viewed outweighs a job saved: %s", body)
			}
		})
		t.Run("a job viewed and saved counts once", func(t *testing.T) {
			e := e.sub(t)
			body := e.must(http.StatusOK, "POST", url, viewedBody(saved, public), seeker).Body.String()
			if !strings.Contains(body, "QuickBooks is asked for in 1 of the jobs") {
				t.Errorf("the saved job counted twice: %s", body)
			}
		})
		t.Run("without a body, or with no ids, the jobs viewed are not read", func(t *testing.T) {
			e := e.sub(t)
			for _, body := range []string{"", `{}`, `{"viewedJobIds":[]}`, `{"viewedJobIds":null}`} {
				a := e.must(http.StatusOK, "POST", url, body, seeker)
				if s := a.Body.String(); strings.Contains(s, "Power BI") || !strings.Contains(s, `"skill":"QuickBooks"`) {
					t.Errorf("%q: %s", body, s)
				}
			}
		})
		t.Run("bad lists are refused", func(t *testing.T) {
			e := e.sub(t)
			many := make([]int64, 51)
			for i := range many {
				many[i] = int64(i + 1)
			}
			same := slices.Repeat([]int64{public}, 60)
			for _, c := range []struct {
				body   string
				status int
			}{
				{viewedBody(many...), http.StatusUnprocessableEntity},
				{viewedBody(public, 0), http.StatusUnprocessableEntity},
				{viewedBody(-3), http.StatusUnprocessableEntity},
				{`{"viewedJobIds":["12"]}`, http.StatusBadRequest},
				{`{"viewedJobIds":[1.5]}`, http.StatusBadRequest},
				{`{"viewedJobs":[1]}`, http.StatusBadRequest},
			} {
				a := e.do("POST", url, c.body, seeker)
				wantStatus(t, a, c.status)
				if f := a.fieldErrors(); !slices.Contains(f, "viewedJobIds") && c.body != `{"viewedJobs":[1]}` {
					t.Errorf("%s: the error names %q: %s", c.body, f, a.Body.String())
				}
			}
			// Duplicates are left out before counting.
			e.must(http.StatusOK, "POST", url, viewedBody(same...), seeker)
			wantStatus(t, e.do("POST", url, viewedBody(public), seeker, "Content-Type", "text/plain"), http.StatusUnsupportedMediaType)
		})
	})
}
