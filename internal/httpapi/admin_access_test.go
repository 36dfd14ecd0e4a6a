package httpapi_test

import (
	"fmt"
	"net/http"
	"testing"

	"jobportal/internal/jobportal"
)

// TestAdminConsoleAccess is the table of the admin console's routes against
// every kind of account (docs/ACCESS.md, "Admin console"), beside the access
// rules' own table (internal/jobportal/access_test.go). A role that may use a
// route is sent a request that fails after the access check, with an
// invalid body (422) or a missing id (404), so that nothing is stored; the
// test then checks that nothing was.
func TestAdminConsoleAccess(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		superID := e.adminID(super)
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		editor := e.adminTokenAs("writer", jobportal.RoleEditor)
		seeker := e.customerToken("nimali@example.lk")
		employer := e.companyToken("Kandy Tea Traders", "hr@kandytea.lk")
		seekerID := int64(e.must(http.StatusOK, "GET", "/api/customers/profile", "", seeker).data()["id"].(float64))
		tokens := []struct{ name, token string }{
			{"a superadmin", super}, {"an admin", admin}, {"an editor", editor},
			{"a job seeker", seeker}, {"an employer", employer}, {"a visitor", ""},
		}
		seekerURL := func(format string) string { return fmt.Sprintf(format, seekerID) }
		adminsBefore := e.adminCount()
		before, _ := e.db.FindCustomerByID(ctxb, seekerID)

		for _, row := range []struct {
			method, url, body string
			// want holds the status for each of tokens, in order: superadmin,
			// admin, editor, job seeker, employer, visitor.
			want [6]int
		}{
			{"GET", "/api/admin-users", "", [6]int{200, 403, 403, 403, 403, 401}},
			{"POST", "/api/admin-users", `{"role":"owner"}`, [6]int{422, 403, 403, 403, 403, 401}},
			{"GET", fmt.Sprintf("/api/admin-users/%d", superID), "", [6]int{200, 403, 403, 403, 403, 401}},
			{"PUT", fmt.Sprintf("/api/admin-users/%d", superID), `{"role":"owner"}`, [6]int{422, 403, 403, 403, 403, 401}},
			{"PUT", fmt.Sprintf("/api/admin-users/%d", superID), `{"password":"taken-over-1"}`, [6]int{422, 403, 403, 403, 403, 401}},
			{"DELETE", "/api/admin-users/99999", "", [6]int{404, 403, 403, 403, 403, 401}},
			{"GET", "/api/admin-users/me", "", [6]int{200, 200, 200, 403, 403, 401}},
			{"GET", "/api/users", "", [6]int{200, 200, 403, 403, 403, 401}},
			{"GET", seekerURL("/api/users/%d"), "", [6]int{200, 200, 403, 403, 403, 401}},
			{"PUT", seekerURL("/api/users/%d"), `{"phone":"call me"}`, [6]int{422, 422, 403, 403, 403, 401}},
			{"DELETE", "/api/users/99999", "", [6]int{404, 404, 403, 403, 403, 401}},
			{"PATCH", seekerURL("/api/users/%d/ban"), `{"reason":""}`, [6]int{422, 422, 403, 403, 403, 401}},
			{"PATCH", "/api/users/99999/unban", "", [6]int{404, 404, 403, 403, 403, 401}},
			{"GET", "/api/customers", "", [6]int{200, 200, 403, 403, 403, 401}},
			{"GET", "/api/customers/type/individual", "", [6]int{200, 200, 403, 403, 403, 401}},
			{"GET", "/api/customers/search/query?q=nimali", "", [6]int{200, 200, 403, 403, 403, 401}},
			{"DELETE", "/api/customers/99999", "", [6]int{404, 404, 403, 403, 403, 401}},
			{"GET", seekerURL("/api/customers/admin/%d"), "", [6]int{200, 200, 403, 403, 403, 401}},
			{"PUT", seekerURL("/api/customers/admin/%d"), `{"email":"not an address"}`, [6]int{422, 422, 403, 403, 403, 401}},
			{"GET", seekerURL("/api/customers/%d"), "", [6]int{200, 200, 403, 200, 404, 401}},
			{"PUT", seekerURL("/api/customers/%d"), `{"phone":"call me"}`, [6]int{422, 422, 403, 422, 404, 401}},
			{"GET", "/api/admin/audit", "", [6]int{200, 200, 403, 403, 403, 401}},
			{"GET", "/api/admin/emails", "", [6]int{200, 200, 403, 403, 403, 401}},
			{"GET", "/api/admin/stats", "", [6]int{200, 200, 200, 403, 403, 401}},
			{"GET", "/api/cvs/submissions", "", [6]int{200, 200, 403, 403, 403, 401}},
			{"GET", "/api/cvs/submissions/99999/file", "", [6]int{404, 404, 403, 403, 403, 401}},
			{"DELETE", "/api/cvs/submissions/99999", "", [6]int{404, 404, 403, 403, 403, 401}},
			{"POST", "/api/cvs/submissions/99999/contact", `{"subject":""}`, [6]int{422, 422, 403, 403, 403, 401}},
		} {
			for i, who := range tokens {
				t.Run(fmt.Sprintf("%s %s by %s", row.method, row.url, who.name), func(t *testing.T) {
					e := e.sub(t)
					a := e.do(row.method, row.url, row.body, who.token)
					if a.Code != row.want[i] {
						t.Fatalf("status = %d, want %d: %s", a.Code, row.want[i], a.Body.String())
					}
				})
			}
		}

		if got := e.adminCount(); got != adminsBefore {
			t.Fatalf("the admin users went from %d to %d", adminsBefore, got)
		}
		after, _ := e.db.FindCustomerByID(ctxb, seekerID)
		if *after != *before {
			t.Fatalf("the job seeker changed: %+v, then %+v", before, after)
		}
		// Reading the email log is recorded (emails_log.go); nothing else was done.
		entries, _, err := e.db.ListAudit(ctxb, jobportal.AuditFilter{Page: jobportal.NewPage(1, 100)})
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range entries {
			if a.Action != "email_log.read" {
				t.Fatalf("audit entry %+v, but nothing was done", a)
			}
		}
	})
}

// TestEveryAdminActionIsAudited does each admin action once and finds each in the audit log.
func TestEveryAdminActionIsAudited(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		employer := e.companyToken("Kandy Tea Traders", "hr@kandytea.lk")
		seeker := e.customerToken("nimali@example.lk")
		id := func(a answer) int64 { return int64(a.data()["id"].(float64)) }
		pending := e.postJob(employer, false)
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/jobs/%d/approve", pending), "", admin)
		rejected := e.postJob(employer, false)
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/jobs/%d/reject", rejected), `{"reason":"No salary given"}`, admin)
		own := e.postJob(admin, true, set("companyName", "Ceylon Tea Estates"))
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/jobs/%d", pending), jobBody(set("title", "Tea Taster"), set("companyName", "Kandy Tea Traders")), admin)
		cv := formFile{"cv", "cv.pdf", testPDF}
		app := id(e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", pending), seeker, applyForm(cv), cv))
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/applications/%d", app), `{"status":"reviewed"}`, admin)
		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/jobs/%d", own), "", admin)
		page := e.ownPage(employer)
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/companies/%d/reject", page), `{"reason":"No address"}`, admin)
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/companies/%d/approve", page), "", admin)
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/companies/%d/verify", page), "", admin)
		made := id(e.must(http.StatusCreated, "POST", "/api/companies", `{"name":"Ceylon Tea Estates","industry":"IT and Software"}`, admin))
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/companies/%d", made), `{"name":"Ceylon Tea Estates Ltd","industry":"IT and Software"}`, admin)
		review := id(e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/companies/%d/reviews", made), `{"rating":4,"title":"Good","text":"Fair pay."}`, seeker))
		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/companies/%d/reviews/%d", made, review), "", admin)
		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/companies/%d", made), "", admin)
		post := id(e.must(http.StatusCreated, "POST", "/api/blogs", `{"title":"Writing a CV","content":"<p>Two pages.</p>"}`, admin))
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/blogs/%d/publish", post), "", admin)
		comment := id(e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/blogs/%d/comments", post), `{"text":"Useful."}`, seeker))
		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/blogs/%d/comments/%d", post, comment), "", admin)
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/blogs/%d/unpublish", post), "", admin)
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/blogs/%d", post), `{"title":"Writing a good CV","content":"<p>Two pages.</p>"}`, admin)
		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/blogs/%d", post), "", admin)
		tag := id(e.must(http.StatusCreated, "POST", "/api/blogs/tags", `{"name":"CV"}`, admin))
		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/blogs/tags/%d", tag), "", admin)

		want := map[string]string{"job.approve": "", "job.reject": "No salary given", "job.create": "", "job.update": "",
			"job.delete": "", "application.status": "reviewed", "company.reject": "No address", "company.approve": "",
			"company.verify": "", "company.create": "", "company.update": "", "company.delete": "", "review.delete": "",
			"post.create": "", "post.publish": "", "post.unpublish": "", "post.update": "", "post.delete": "",
			"comment.delete": "", "blog.tag.delete": ""}
		list, _, err := e.db.ListAudit(ctxb, jobportal.AuditFilter{Page: jobportal.NewPage(1, 100)})
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, a := range list {
			if a.ActorUsername != "moderator" {
				t.Errorf("%s was recorded as done by %q", a.Action, a.ActorUsername)
			}
			if reason, ok := want[a.Action]; ok && a.Reason != reason {
				t.Errorf("%s was recorded with the reason %q, want %q", a.Action, a.Reason, reason)
			}
			seen[a.Action] = true
		}
		for action := range want {
			if !seen[action] {
				t.Errorf("%s is not in the audit log", action)
			}
		}
		// A customer's own actions are not admin actions.
		for _, a := range list {
			if a.TargetType == "job" && a.Action == "job.create" && a.TargetID != own {
				t.Errorf("a customer's job was recorded as an admin's: %+v", a)
			}
		}
	})
}
