package httpapi_test

import (
	"fmt"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// TestCompanyChangesWaitForReview renames an approved, verified page and
// changes its website, email and description, and reads every public
// surface before and after an admin decides.
func TestCompanyChangesWaitForReview(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		w := newCompanyWorld(t, e)
		e.must(200, "PATCH", w.hotelsURL+"/verify", "", w.admin)
		jobID := e.postJob(w.hotels, false, set("title", "Night Receptionist"), set("location", "Kandy"))
		e.approve(w.admin, jobID)
		e.must(200, "POST", w.hotelsURL+"/follow", "", w.seeker)
		slug := func(name string) string { return jobportal.CompanySlug(name) }

		// public reads what a visitor, a search engine, a feed reader and a
		// follower are given, by address.
		public := func(e *env) map[string]string {
			e.t.Helper()
			out := map[string]string{}
			for _, u := range []string{w.hotelsURL, "/api/companies", "/api/companies/search?q=hill",
				"/api/companies/featured", "/api/companies/industry/hotels-and-tourism", w.hotelsURL + "/jobs",
				"/api/jobs", "/api/jobs/search?q=receptionist", fmt.Sprintf("/api/jobs/%d", jobID),
				fmt.Sprintf("/api/jobs/company/%d", w.hotelsID), "/api/jobs/recent", "/jobs.rss", "/sitemap.xml",
				fmt.Sprintf("/company/%d", w.hotelsID), fmt.Sprintf("/company/%d/%s", w.hotelsID, slug("Hill Country Hotels")),
				fmt.Sprintf("/job/%d", jobID), "/company", "/browse"} {
				a := e.do("GET", u, "", "")
				if a.Code != 200 {
					e.t.Fatalf("GET %s = %d: %s", u, a.Code, a.Body.String())
				}
				out[u] = a.Body.String()
			}
			out["followed companies"] = e.must(200, "GET", "/api/user/followed-companies", "", w.seeker).Body.String()
			return out
		}
		// shows fails unless every surface names the company by want and
		// none shows any of the words in never.
		shows := func(e *env, want string, never ...string) {
			e.t.Helper()
			for u, body := range public(e) {
				if u != "/api/companies/featured" && u != "/sitemap.xml" && !strings.Contains(body, want) {
					e.t.Errorf("%s does not name %q", u, want)
				}
				for _, n := range never {
					if strings.Contains(body, n) {
						e.t.Errorf("%s shows %q", u, n)
					}
				}
			}
		}
		edit := `{"name":"Hill Country Resorts","industry":"Hotels and Tourism","size":"201-500","location":"Kandy",` +
			`"founded":1998,"website":"https://resorts.example.lk","email":"hello@resorts.example.lk",` +
			`"description":"Resorts by the lake of Kandy."}`

		t.Run("before any edit every surface shows the approved page", func(t *testing.T) {
			shows(e.sub(t), "Hill Country Hotels", "Resorts", "resorts.example.lk")
		})

		t.Run("an edit of an approved page waits for review and the page stays public as approved", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "PUT", "/api/companies/mine", edit, w.hotels)
			d := a.data()
			ch, _ := d["change"].(map[string]any)
			if d["name"] != "Hill Country Hotels" || d["status"] != "approved" || d["verified"] != true || ch == nil ||
				ch["status"] != "pending" || ch["name"] != "Hill Country Resorts" || ch["website"] != "https://resorts.example.lk" ||
				!strings.Contains(a.msg(), "admin approves") {
				t.Fatalf("%s", a.Body.String())
			}
			c := w.company(w.hotelsID)
			if c.Name != "Hill Country Hotels" || c.Website != "https://hotels.example.lk" || c.Email != "" ||
				c.Status != jobportal.CompanyApproved || !c.Verified {
				t.Fatalf("%+v", c)
			}
			if j := e.storedJob(jobID); j.CompanyName != "Hill Country Hotels" {
				t.Fatalf("the job is under %q", j.CompanyName)
			}
			shows(e, "Hill Country Hotels", "Resorts", "resorts.example.lk", "by the lake")
		})

		t.Run("the owner and moderators see the change, no one else", func(t *testing.T) {
			e := e.sub(t)
			for _, token := range []string{w.hotels, w.admin} {
				d := e.must(200, "GET", w.hotelsURL, "", token).data()
				if ch, _ := d["change"].(map[string]any); d["name"] != "Hill Country Hotels" || ch == nil || ch["name"] != "Hill Country Resorts" {
					t.Fatalf("%v", d)
				}
			}
			if ch, _ := e.must(200, "GET", "/api/companies/mine", "", w.hotels).data()["change"].(map[string]any); ch == nil ||
				ch["status"] != "pending" || ch["description"] != "Resorts by the lake of Kandy." {
				t.Fatalf("%v", ch)
			}
			for _, token := range []string{"", w.seeker, w.labs} {
				if body := e.must(200, "GET", w.hotelsURL, "", token).Body.String(); strings.Contains(body, "Resorts") {
					t.Fatalf("%s", body)
				}
			}
		})

		t.Run("the moderators' queue holds the page with its change beside the approved facts", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/companies?review=true", "", w.admin)
			var found bool
			for _, item := range a.body["data"].([]any) {
				c := item.(map[string]any)
				if int64(c["id"].(float64)) == w.hotelsID {
					ch, _ := c["change"].(map[string]any)
					found = c["name"] == "Hill Country Hotels" && ch != nil && ch["name"] == "Hill Country Resorts"
				}
				if int64(c["id"].(float64)) == w.ministryID {
					t.Fatal("a page with nothing to decide is in the queue")
				}
			}
			if !found {
				t.Fatalf("%s", a.Body.String())
			}
			if !strings.Contains(a.Body.String(), "Lanka Software Labs") {
				t.Fatalf("the pending page is not in the queue: %s", a.Body.String())
			}
		})

		e.run(t, []scenario{
			{name: "only admins list the pages waiting for review", method: "GET", url: "/api/companies?review=true",
				token: w.seeker, wantStatus: 403},
			{name: "the queue is asked for with true or false", method: "GET", url: "/api/companies?review=yes",
				token: w.admin, wantStatus: 422, wantFields: []string{"review"}},
			{name: "the queue is not asked for with a status", method: "GET", url: "/api/companies?review=true&status=pending",
				token: w.admin, wantStatus: 422, wantFields: []string{"review"}},
			{name: "an owner cannot approve its own change", method: "PATCH", url: w.hotelsURL + "/change/approve",
				token: w.hotels, wantStatus: 403},
			{name: "an editor cannot approve a change", method: "PATCH", url: w.hotelsURL + "/change/approve",
				token: w.editor, wantStatus: 403},
			{name: "rejecting a change needs a reason", method: "PATCH", url: w.hotelsURL + "/change/reject", body: `{}`,
				token: w.admin, wantStatus: 422, wantFields: []string{"reason"}},
			{name: "a page with no change has none to approve", method: "PATCH", url: w.ministryURL + "/change/approve",
				token: w.admin, wantStatus: 409},
			{name: "a page with no change has none to reject", method: "PATCH", url: w.ministryURL + "/change/reject",
				body: `{"reason":"No."}`, token: w.admin, wantStatus: 409},
			{name: "a missing page has no change", method: "PATCH", url: "/api/companies/999/change/approve",
				token: w.admin, wantStatus: 404},
		})
		if c := w.company(w.hotelsID); c.Name != "Hill Country Hotels" {
			t.Fatalf("the refused requests changed the page: %+v", c)
		}

		t.Run("rejecting a change keeps the approved facts and tells the owner why", func(t *testing.T) {
			e := e.sub(t)
			before := len(e.mail.Messages())
			a := e.must(200, "PATCH", w.hotelsURL+"/change/reject", `{"reason":"The website is not the hotel's."}`, w.admin)
			if ch, _ := a.data()["change"].(map[string]any); ch == nil || ch["status"] != "rejected" {
				t.Fatalf("%s", a.Body.String())
			}
			sent := e.mail.Messages()
			if len(sent) != before+1 || sent[len(sent)-1].To != "hr@hotels.lk" ||
				!strings.Contains(sent[len(sent)-1].Text, "The website is not the hotel's.") ||
				!strings.Contains(sent[len(sent)-1].Subject, "changes") {
				t.Fatalf("%+v", sent)
			}
			d := e.must(200, "GET", "/api/companies/mine", "", w.hotels).data()
			if ch, _ := d["change"].(map[string]any); d["name"] != "Hill Country Hotels" || d["status"] != "approved" || ch == nil ||
				ch["status"] != "rejected" || ch["rejectionReason"] != "The website is not the hotel's." {
				t.Fatalf("%v", d)
			}
			shows(e, "Hill Country Hotels", "Resorts", "resorts.example.lk")
			e.must(200, "PATCH", w.hotelsURL+"/change/reject", `{"reason":"The website is not the hotel's."}`, w.admin)
			if len(e.mail.Messages()) != before+1 {
				t.Fatal("rejecting twice sent a second email")
			}
		})

		t.Run("approving a change makes it public everywhere", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", "/api/companies/mine", edit, w.hotels)
			before := len(e.mail.Messages())
			a := e.must(200, "PATCH", w.hotelsURL+"/change/approve", "", w.admin)
			if ch, _ := a.data()["change"].(map[string]any); a.data()["name"] != "Hill Country Resorts" || ch == nil || ch["status"] != "approved" {
				t.Fatalf("%s", a.Body.String())
			}
			if sent := e.mail.Messages(); len(sent) != before+1 || !strings.Contains(sent[len(sent)-1].Text, slug("Hill Country Resorts")) {
				t.Fatalf("%+v", sent)
			}
			c := w.company(w.hotelsID)
			if c.Name != "Hill Country Resorts" || c.Website != "https://resorts.example.lk" || c.Email != "hello@resorts.example.lk" ||
				c.Status != jobportal.CompanyApproved || !c.Verified {
				t.Fatalf("%+v", c)
			}
			if j := e.storedJob(jobID); j.CompanyName != "Hill Country Resorts" {
				t.Fatalf("the job is under %q", j.CompanyName)
			}
			if d := e.must(200, "GET", "/api/companies/mine", "", w.hotels).data(); d["change"] != nil {
				t.Fatalf("the approved change is still kept: %v", d)
			}
			pub := public(e)
			for _, u := range []string{w.hotelsURL, "/api/companies", "/api/jobs", fmt.Sprintf("/api/jobs/%d", jobID), "/jobs.rss",
				fmt.Sprintf("/company/%d", w.hotelsID), fmt.Sprintf("/job/%d", jobID), "followed companies"} {
				if !strings.Contains(pub[u], "Hill Country Resorts") || strings.Contains(pub[u], "Hill Country Hotels") {
					t.Errorf("%s does not show the approved change", u)
				}
			}
			if !strings.Contains(pub["/sitemap.xml"], slug("Hill Country Resorts")) {
				t.Error("the sitemap has the old address")
			}
			if ld := e.page(fmt.Sprintf("/job/%d", jobID)).posting(t).HiringOrganization; ld.Name != "Hill Country Resorts" ||
				ld.SameAs != "https://resorts.example.lk" {
				t.Errorf("hiringOrganization %+v", ld)
			}
			e.must(409, "PATCH", w.hotelsURL+"/change/approve", "", w.admin)
		})

		t.Run("a verified page's new website alone needs review", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", "/api/companies/mine", strings.Replace(edit, "https://resorts.example.lk", "https://phish.example.com", 1), w.hotels)
			if c := w.company(w.hotelsID); c.Website != "https://resorts.example.lk" || !c.Verified {
				t.Fatalf("%+v", c)
			}
			shows(e, "Hill Country Resorts", "phish.example.com")
		})

		t.Run("an edit back to the approved facts takes the change back", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "PUT", "/api/companies/mine", edit, w.hotels)
			if a.data()["change"] != nil || strings.Contains(a.msg(), "admin approves") {
				t.Fatalf("%s", a.Body.String())
			}
			if a := e.must(200, "GET", "/api/companies?review=true", "", w.admin); strings.Contains(a.Body.String(), "Hill Country Resorts") {
				t.Fatalf("%s", a.Body.String())
			}
		})

		t.Run("renaming the company account waits for review as well", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", "/api/customers/profile", `{"name":"Lakeside Resorts"}`, w.hotels)
			if c := w.company(w.hotelsID); c.Name != "Hill Country Resorts" {
				t.Fatalf("%+v", c)
			}
			if j := e.storedJob(jobID); j.CompanyName != "Hill Country Resorts" {
				t.Fatalf("the job is under %q", j.CompanyName)
			}
			shows(e, "Hill Country Resorts", "Lakeside")
			if ch, _ := e.must(200, "GET", "/api/companies/mine", "", w.hotels).data()["change"].(map[string]any); ch == nil ||
				ch["name"] != "Lakeside Resorts" || ch["website"] != "https://resorts.example.lk" {
				t.Fatalf("%v", ch)
			}
		})

		t.Run("an admin's own edit is public at once", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", w.hotelsURL, edit, w.admin)
			if c := w.company(w.hotelsID); c.Name != "Hill Country Resorts" {
				t.Fatalf("%+v", c)
			}
			e.must(200, "PUT", w.hotelsURL, strings.Replace(edit, "Hill Country Resorts", "Kandy Lake Resorts", 1), w.admin)
			if j := e.storedJob(jobID); j.CompanyName != "Kandy Lake Resorts" {
				t.Fatalf("the job is under %q", j.CompanyName)
			}
		})
	})
}

// TestPendingCompanyPagesLendNothing checks that a page no admin approved
// gives its jobs neither its facts nor a name no one reviewed.
func TestPendingCompanyPagesLendNothing(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		jobID := e.postJob(w.labs, false, set("title", "QA Engineer"))
		e.approve(w.admin, jobID)
		e.must(200, "PUT", "/api/companies/mine", `{"name":"LSL Crypto Giveaway","website":"https://giveaway.example.com",`+
			`"email":"win@giveaway.example.com"}`, w.labs)
		if c := w.company(w.labsID); c.Name != "LSL Crypto Giveaway" || c.Status != jobportal.CompanyPending {
			t.Fatalf("%+v", c)
		}
		for _, u := range []string{"/api/jobs", fmt.Sprintf("/api/jobs/%d", jobID), "/jobs.rss", fmt.Sprintf("/job/%d", jobID),
			"/api/companies", "/sitemap.xml"} {
			body := e.must(200, "GET", u, "", "").Body.String()
			if strings.Contains(body, "Giveaway") || strings.Contains(body, "giveaway.example.com") {
				t.Errorf("%s shows the page no one approved: %s", u, body)
			}
		}
		e.must(200, "PATCH", w.labsURL+"/approve", "", w.admin)
		if j := e.storedJob(jobID); j.CompanyName != "LSL Crypto Giveaway" {
			t.Fatalf("the approved page's name did not reach its jobs: %q", j.CompanyName)
		}
	})
}
