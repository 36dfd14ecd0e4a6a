package httpapi_test

import (
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// idWorld is a database whose customer ids and company page ids collide on
// purpose: the job seeker is customer 1 and Lanka Software Labs, owned by
// customer 2, is company page 1; the ministry's page, an admin's, is page 2.
type idWorld struct {
	*env
	admin, seeker, employer, saver string
	seekerID, employerID, saverID  int64
	labs, ministry                 int64 // company pages
	// The jobs: the employer's own, and an admin's under each page.
	labsJob, adminLabsJob, ministryJob int64
}

func newIDWorld(t *testing.T, e *env) *idWorld {
	w := &idWorld{env: e}
	w.admin = e.adminToken("admin")
	w.seeker = e.customerToken("nimali@example.lk")
	w.employer = e.companyToken("Lanka Software Labs", "hr@lsl.lk")
	w.saver = e.customerToken("kasun@example.lk")
	id := func(tok string) int64 {
		return int64(e.must(http.StatusOK, "GET", "/api/customers/profile", "", tok).data()["id"].(float64))
	}
	w.seekerID, w.employerID, w.saverID = id(w.seeker), id(w.employer), id(w.saver)
	w.labs = e.ownPage(w.employer)
	e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/companies/%d/approve", w.labs), "", w.admin)
	a := e.must(http.StatusCreated, "POST", "/api/companies", `{"name":"Ministry of Health","industry":"Government",`+
		`"size":"5000+","location":"Colombo","description":"The ministry that runs the public hospitals."}`, w.admin)
	w.ministry = int64(a.data()["id"].(float64))
	if w.labs != w.seekerID || w.ministry != w.employerID {
		t.Fatalf("the ids do not collide: seeker %d, labs %d, employer %d, ministry %d", w.seekerID, w.labs, w.employerID, w.ministry)
	}
	w.labsJob = e.approvedJob(w.employer, w.admin, set("title", "Golang Engineer"))
	w.adminLabsJob = e.postJob(w.admin, true, set("companyId", w.labs), set("title", "Quality Tester"))
	w.ministryJob = e.postJob(w.admin, true, set("companyId", w.ministry), set("title", "Medical Officer"))
	for _, j := range []int64{w.adminLabsJob, w.ministryJob} {
		e.approve(w.admin, j)
	}
	cv := formFile{"cv", "kasun.pdf", testPDF}
	for _, j := range w.jobs() {
		e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/user/favorites/%d", j), "", w.saver)
		wantStatus(t, e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", j), w.saver, applyForm(cv), cv), http.StatusCreated)
	}
	return w
}

func (w *idWorld) jobs() []int64 { return []int64{w.labsJob, w.adminLabsJob, w.ministryJob} }

// shown tells, for each of the world's jobs, where the public (and the
// saver, in their own lists) finds it, as "where" entries: all of them for
// a public job, none for a hidden one.
func (w *idWorld) shown(t *testing.T, job int64) []string {
	t.Helper()
	title := w.storedJob(job).Title
	var where []string
	has := func(name, url, token, text string) {
		t.Helper()
		a := w.do("GET", url, "", token)
		if a.Code == http.StatusOK && strings.Contains(a.Body.String(), text) {
			where = append(where, name)
		}
	}
	word := strings.Fields(title)[0]
	var page int64
	if c := w.storedJob(job).CompanyID; c != nil {
		page = *c
	}
	has("list", "/api/jobs", "", title)
	has("search", "/api/jobs/search?q="+word, "", title)
	has("company's jobs", fmt.Sprintf("/api/jobs/company/%d", page), "", title)
	has("company page's jobs", fmt.Sprintf("/api/companies/%d/jobs", page), "", title)
	has("job page", fmt.Sprintf("/api/jobs/%d", job), "", title)
	has("feed", "/jobs.rss", "", title)
	has("sitemap", "/sitemap.xml", "", fmt.Sprintf("/job/%d/", job))
	for _, item := range w.must(http.StatusOK, "GET", "/api/user/favorites", "", w.saver).body["data"].([]any) {
		if s := item.(map[string]any); s["jobId"] == float64(job) && s["status"] == jobportal.SavedJobOpen && s["job"] != nil {
			where = append(where, "saved jobs")
		}
	}
	return where
}

// wantShown checks that each job is public or hidden as expected.
func (w *idWorld) wantShown(t *testing.T, when string, public map[int64]bool) {
	t.Helper()
	all := []string{"list", "search", "company's jobs", "company page's jobs", "job page", "feed", "sitemap", "saved jobs"}
	for job, want := range public {
		got := w.shown(t, job)
		if want && len(got) != len(all) {
			t.Errorf("%s, job %d (%s) is shown only in %v", when, job, w.storedJob(job).Title, got)
		}
		if !want && len(got) != 0 {
			t.Errorf("%s, job %d (%s) is still shown in %v", when, job, w.storedJob(job).Title, got)
		}
	}
	total := int(w.must(http.StatusOK, "GET", "/api/jobs", "", "").body["total"].(float64))
	n := 0
	for _, p := range public {
		if p {
			n++
		}
	}
	if total != n {
		t.Errorf("%s, the job list counts %d jobs, want %d", when, total, n)
	}
	totals := w.must(http.StatusOK, "GET", "/api/admin/stats", "", w.admin).data()["totals"].(map[string]any)
	if totals["jobsOpen"] != float64(n) {
		t.Errorf("%s, the admin's figures count %v open jobs, want %d", when, totals["jobsOpen"], n)
	}
}

// TestBansAndErasureTellAccountsFromCompanyPages checks that a ban or an
// erasure of customer N acts on that customer's jobs and company page, and
// never on the jobs of company page N, which another account owns.
func TestBansAndErasureTellAccountsFromCompanyPages(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newIDWorld(t, e)
		all := map[int64]bool{w.labsJob: true, w.adminLabsJob: true, w.ministryJob: true}
		w.wantShown(t, "before any ban", all)
		ban := func(id int64) {
			e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/users/%d/ban", id), `{"reason":"Spam reported"}`, w.admin)
		}
		unban := func(id int64) { e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/users/%d/unban", id), "", w.admin) }

		ban(w.seekerID)
		w.wantShown(t, "with the job seeker banned", all)
		unban(w.seekerID)

		ban(w.employerID)
		w.wantShown(t, "with the employer banned", map[int64]bool{w.labsJob: false, w.adminLabsJob: false, w.ministryJob: true})
		// The employer still sees the applications to their job, and the applicant their application.
		e.must(http.StatusOK, "GET", fmt.Sprintf("/api/jobs/%d/applications", w.labsJob), "", w.admin)
		unban(w.employerID)
		w.employer = e.loginCustomer("hr@lsl.lk", password)
		w.wantShown(t, "after the unban", all)

		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/customers/%d", w.seekerID), "", w.admin)
		w.wantShown(t, "after the job seeker's erasure", all)
		for _, j := range w.jobs() {
			got := w.storedJob(j)
			if got.Expired || got.Status != jobportal.JobApproved || got.CompanyID == nil {
				t.Errorf("job %d after the job seeker's erasure: %+v", j, got)
			}
		}
		if got := w.storedJob(w.labsJob); got.PostedBy.Kind != jobportal.KindCustomer || got.PostedBy.ID != w.employerID {
			t.Errorf("the employer's job lost its poster: %+v", got.PostedBy)
		}
		apps := e.must(http.StatusOK, "GET", fmt.Sprintf("/api/jobs/%d/applications", w.labsJob), "", w.employer)
		if !strings.Contains(apps.Body.String(), fmt.Sprintf(`"applicant":{"id":%d,`, w.saverID)) {
			t.Errorf("the employer lost the applications to their job: %s", apps.Body.String())
		}
		mine := e.must(http.StatusOK, "GET", "/api/user/applications", "", w.saver).Body.String()
		for _, j := range w.jobs() {
			if !strings.Contains(mine, w.storedJob(j).Title) {
				t.Errorf("the applicant's list lacks job %d: %s", j, mine)
			}
		}
		if c := e.must(http.StatusOK, "GET", fmt.Sprintf("/api/companies/%d", w.labs), "", "").data(); c["jobsCount"] != 2.0 {
			t.Errorf("Lanka Software Labs counts %v public jobs, want 2", c["jobsCount"])
		}

		// The employer's erasure closes the jobs of their page, and not the ministry's.
		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/customers/%d", w.employerID), "", w.admin)
		w.wantShown(t, "after the employer's erasure", map[int64]bool{w.labsJob: false, w.adminLabsJob: false, w.ministryJob: true})
		if got := w.storedJob(w.ministryJob); got.CompanyID == nil || *got.CompanyID != w.ministry || got.Expired {
			t.Errorf("the ministry's job after the employer's erasure: %+v", got)
		}
	})
}

// TestAnOldUnsubscribeLinkNeverPausesANewAlert checks that the link of a
// deleted alert does nothing to a later alert, of another person, that a
// database gave the same id (as SQLite did before AUTOINCREMENT; the test
// gives the id by hand).
func TestAnOldUnsubscribeLinkNeverPausesANewAlert(t *testing.T) {
	eachRawEnv(t, func(t *testing.T, e *env, raw *sql.DB) {
		first := e.customerToken("nimali@example.lk")
		second := e.customerToken("kasun@example.lk")
		oldID := int64(e.must(http.StatusCreated, "POST", "/api/user/alerts", alertBody(), first).data()["id"].(float64))
		key, err := e.db.ServerKey(ctxb, jobportal.UnsubscribeKeyName)
		if err != nil {
			t.Fatal(err)
		}
		old, err := e.db.FindAlert(ctxb, 0, oldID)
		if err != nil {
			t.Fatal(err)
		}
		link := "/alerts/unsubscribe?token=" + url.QueryEscape(jobportal.UnsubscribeToken(key, oldID, old.CreatedAt))
		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/user/alerts/%d", oldID), "", first)
		newID := int64(e.must(http.StatusCreated, "POST", "/api/user/alerts", alertBody(set("name", "Nurses in Jaffna")), second).data()["id"].(float64))
		if newID == oldID {
			t.Fatalf("the new alert was given the deleted alert's id %d", oldID)
		}
		if e.db.Dialect() == store.Postgres {
			if _, err := raw.Exec(`ALTER TABLE job_alerts ALTER COLUMN id SET GENERATED BY DEFAULT`); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := raw.Exec(fmt.Sprintf(`UPDATE job_alerts SET id = %d WHERE id = %d`, oldID, newID)); err != nil {
			t.Fatal(err)
		}
		for _, method := range []string{"GET", "POST"} {
			a := e.do(method, link, "", "")
			if a.Code != http.StatusBadRequest || strings.Contains(a.Body.String(), "Nurses in Jaffna") {
				t.Fatalf("%s of the old link: %d %s", method, a.Code, a.Body.String())
			}
		}
		if a, err := e.db.FindAlert(ctxb, 0, oldID); err != nil || !a.Enabled || a.Name != "Nurses in Jaffna" {
			t.Fatalf("the new alert after the old link: %+v, %v", a, err)
		}
	})
}
