package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// publicTitle is the title the public answer of a job gives, or "" when it is not public.
func (e *env) publicTitle(id int64) string {
	e.t.Helper()
	a := e.do("GET", fmt.Sprintf("/api/jobs/%d", id), "", "")
	if a.Code != http.StatusOK {
		return ""
	}
	if _, leaked := a.data()["change"]; leaked {
		e.t.Fatalf("the public answer shows the change waiting for review: %s", a.Body.String())
	}
	title, _ := a.data()["title"].(string)
	return title
}

func TestJobChangeModeration(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		rival := e.companyToken("Rival Labs", "hr@rival.lk")
		seeker := e.customerToken("seeker@example.lk")
		admin := e.adminToken("admin")
		editor := e.adminTokenAs("writer", "editor")
		id := e.approvedJob(company, admin, set("title", "Machine Operator"))
		path := fmt.Sprintf("/api/jobs/%d", id)

		t.Run("the poster's edit of an approved job waits and the job stays public as approved", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "PUT", path, jobBody(set("title", "Senior Machine Operator"), set("description",
				"Run and look after the presses of a garment factory in Katunayake.")), company)
			ch, _ := a.data()["change"].(map[string]any)
			if a.data()["title"] != "Machine Operator" || ch == nil || ch["title"] != "Senior Machine Operator" || ch["status"] != "pending" {
				t.Fatalf("answer %s", a.Body.String())
			}
			if got := e.publicTitle(id); got != "Machine Operator" {
				t.Fatalf("public title %q", got)
			}
			for _, url := range []string{"/api/jobs?q=senior", "/api/jobs/search?q=senior"} {
				if b := e.must(200, "GET", url, "", "").Body.String(); strings.Contains(b, "Senior Machine") {
					t.Fatalf("%s shows the change: %s", url, b)
				}
			}
		})
		e.run(t, []scenario{
			{name: "the poster reads the change with the job", method: "GET", url: path, token: company, wantStatus: 200,
				wantBody: `"change":{"title":"Senior Machine Operator"`},
			{name: "the poster's list shows the change", method: "GET", url: "/api/jobs/customer/my-jobs", token: company,
				wantStatus: 200, wantBody: `"status":"pending"`},
			{name: "another customer does not read the change", method: "GET", url: path, token: seeker, wantStatus: 200},
			{name: "another company cannot change the job", method: "PUT", url: path, token: rival,
				body: jobBody(set("title", "Taken Over Job")), wantStatus: 404},
			{name: "the moderators' queue lists the change", method: "GET", url: "/api/jobs/admin/changes", token: admin,
				wantStatus: 200, wantBody: `"title":"Senior Machine Operator"`},
			{name: "the admins' figures count the change waiting", method: "GET", url: "/api/jobs/dashboard", token: admin,
				wantStatus: 200, wantBody: `"changes":1`},
			{name: "the poster's figures count it too", method: "GET", url: "/api/jobs/dashboard", token: company,
				wantStatus: 200, wantBody: `"changes":1`},
			{name: "another company's figures do not", method: "GET", url: "/api/jobs/dashboard", token: rival,
				wantStatus: 200, wantBody: `"changes":0`},
			{name: "a customer cannot see the queue", method: "GET", url: "/api/jobs/admin/changes", token: company,
				wantStatus: 403},
			{name: "an editor cannot see the queue", method: "GET", url: "/api/jobs/admin/changes", token: editor,
				wantStatus: 403},
			{name: "the poster cannot approve their own change", method: "PUT", url: path + "/change/approve", token: company,
				wantStatus: 403},
			{name: "an editor cannot approve a change", method: "PUT", url: path + "/change/approve", token: editor,
				wantStatus: 403},
			{name: "a rejection of a change needs a reason", method: "PUT", url: path + "/change/reject", token: admin,
				body: `{"reason":"  "}`, wantStatus: 422, wantFields: []string{"reason"}},
			{name: "approving a change of an unknown job is not found", method: "PUT", url: "/api/jobs/99999/change/approve",
				token: admin, wantStatus: 404},
		})
		if e.do("GET", path, "", seeker).data()["change"] != nil {
			t.Fatal("another customer reads the change")
		}
		t.Run("a rejected change keeps the public text and tells the poster why", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "PUT", path+"/change/reject", `{"reason":"Say which factory."}`, admin)
			ch, _ := a.data()["change"].(map[string]any)
			if ch["status"] != "rejected" || ch["rejectionReason"] != "Say which factory." {
				t.Fatalf("answer %s", a.Body.String())
			}
			if got := e.publicTitle(id); got != "Machine Operator" {
				t.Fatalf("public title %q", got)
			}
			m, ok := e.mail.Last("hr@lsl.lk")
			if !ok || !strings.Contains(m.Subject, "were not approved") || !strings.Contains(m.Text, "Say which factory.") {
				t.Fatalf("the poster's email: %+v", m)
			}
			before := len(e.mail.Messages())
			e.must(200, "PUT", path+"/change/reject", `{"reason":"Say which town."}`, admin)
			if len(e.mail.Messages()) != before {
				t.Fatal("a second rejection sent a second email")
			}
			e.must(409, "PUT", path+"/change/approve", "", admin)
		})
		t.Run("an edit sent again waits again and its approval makes it public", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", path, jobBody(set("title", "Senior Machine Operator, Katunayake")), company)
			a := e.must(200, "PUT", path+"/change/approve", "", admin)
			if a.data()["title"] != "Senior Machine Operator, Katunayake" {
				t.Fatalf("answer %s", a.Body.String())
			}
			if got := e.publicTitle(id); got != "Senior Machine Operator, Katunayake" {
				t.Fatalf("public title %q", got)
			}
			if j := e.storedJob(id); j.Status != "approved" || j.Slug != "senior-machine-operator-katunayake" {
				t.Fatalf("stored %+v", j)
			}
			m, ok := e.mail.Last("hr@lsl.lk")
			if !ok || !strings.Contains(m.Subject, "Senior Machine Operator, Katunayake") ||
				!strings.Contains(m.Text, fmt.Sprintf("/job/%d/senior-machine-operator-katunayake", id)) {
				t.Fatalf("the poster's email: %+v", m)
			}
			e.must(409, "PUT", path+"/change/approve", "", admin)
			if b := e.must(200, "GET", "/api/jobs/admin/changes", "", admin).Body.String(); strings.Contains(b, "Katunayake") {
				t.Fatalf("the queue still lists it: %s", b)
			}
		})
		t.Run("an edit back to the public text takes the change back", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", path, jobBody(set("title", "Something Else Entirely")), company)
			a := e.must(200, "PUT", path, jobBody(set("title", "Senior Machine Operator, Katunayake")), company)
			if _, has := a.data()["change"]; has {
				t.Fatalf("answer %s", a.Body.String())
			}
		})
	})
}

func TestJobEditChecks(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		admin := e.adminToken("admin")
		pending := e.postJob(company, false, set("title", "Data Analyst"))
		approved := e.approvedJob(company, admin, set("title", "Delivery Driver"))
		rejected := e.postJob(company, false, set("title", "Night Watcher"))
		e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/reject", rejected), `{"reason":"Unclear."}`, admin)
		pPath, aPath := fmt.Sprintf("/api/jobs/%d", pending), fmt.Sprintf("/api/jobs/%d", approved)
		base := e.storedJob(pending).UpdatedAt.Format("2006-01-02T15:04:05.999999999Z07:00")

		e.run(t, []scenario{
			{name: "a change without a title is refused", method: "PUT", url: aPath, token: company,
				body: jobBody(set("title", "")), wantStatus: 422, wantFields: []string{"title"}},
			{name: "a change without a description is refused", method: "PUT", url: aPath, token: company,
				body: jobBody(unset("description")), wantStatus: 422, wantFields: []string{"description"}},
			{name: "a change to a past closing date is refused", method: "PUT", url: aPath, token: company,
				body: jobBody(set("closingDate", day(-1))), wantStatus: 422, wantFields: []string{"closingDate"}},
			{name: "a change with control characters is refused", method: "PUT", url: aPath, token: company,
				body: jobBody(set("title", "Delivery\u0007Driver")), wantStatus: 422, wantFields: []string{"title"}},
			{name: "a change with unknown fields is refused", method: "PUT", url: aPath, token: company,
				body: jobBody(set("status", "approved")), wantStatus: 400, wantFields: []string{"status"}},
			{name: "a huge change is refused", method: "PUT", url: aPath, token: company,
				body: jobBody(set("description", strings.Repeat("long text ", 200_000))), wantStatus: 413},
			{name: "a rejected job cannot be changed", method: "PUT", url: fmt.Sprintf("/api/jobs/%d", rejected), token: company,
				body: jobBody(), wantStatus: 409},
			{name: "an updatedAt that is not a time is refused", method: "PUT", url: pPath, token: company,
				body: jobBody(set("updatedAt", "yesterday")), wantStatus: 422, wantFields: []string{"updatedAt"}},
			{name: "an edit from the current version is saved", method: "PUT", url: pPath, token: company,
				body: jobBody(set("title", "Data Analyst II"), set("updatedAt", base)), wantStatus: 200},
			{name: "a second edit from the same old version is a conflict", method: "PUT", url: pPath, token: company,
				body: jobBody(set("title", "Data Analyst III"), set("updatedAt", base)), wantStatus: 409,
				wantBody: "changed elsewhere"},
		})
		t.Run("refused changes left the jobs as they were", func(t *testing.T) {
			e := e.sub(t)
			if j := e.storedJob(pending); j.Title != "Data Analyst II" {
				t.Fatalf("pending %+v", j)
			}
			a := e.must(200, "GET", aPath, "", company)
			if a.data()["title"] != "Delivery Driver" || a.data()["change"] != nil {
				t.Fatalf("approved %s", a.Body.String())
			}
		})
		t.Run("a wrong file type as the flyer is refused", func(t *testing.T) {
			e := e.sub(t)
			a := e.sendForm("PUT", aPath, company, jobFields(), formFile{"image", "flyer.png", []byte("%PDF-1.4 not a picture")})
			if a.Code != http.StatusUnsupportedMediaType && a.Code != http.StatusUnprocessableEntity {
				t.Fatalf("status %d: %s", a.Code, a.Body.String())
			}
		})
		t.Run("a new flyer of an approved job waits with the change and replaces the old one on approval", func(t *testing.T) {
			e := e.sub(t)
			a := e.sendForm("PUT", aPath, company, jobFields([2]string{"title", "Delivery Driver"}),
				formFile{"image", "flyer.png", testGraphic(t, 400, 300)})
			if a.Code != 200 {
				t.Fatalf("status %d: %s", a.Code, a.Body.String())
			}
			ch, _ := a.data()["change"].(map[string]any)
			flyer, _ := ch["image"].(string)
			if !strings.HasPrefix(flyer, "/media/") || a.data()["image"] != "" {
				t.Fatalf("answer %s", a.Body.String())
			}
			if used, err := e.db.MediaInUse(ctxb, flyer); err != nil || !used {
				t.Fatalf("the waiting flyer is not counted as in use: %v %v", used, err)
			}
			a = e.must(200, "PUT", aPath+"/change/approve", "", admin)
			if a.data()["image"] != flyer {
				t.Fatalf("approved %s", a.Body.String())
			}
		})
	})
}

func TestJobExtendAndClose(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		rival := e.companyToken("Rival Labs", "hr@rival.lk")
		seeker := e.customerToken("seeker@example.lk")
		admin := e.adminToken("admin")
		id := e.approvedJob(company, admin, set("title", "Security Officer"))
		pending := e.postJob(company, false, set("title", "Cashier Trainee"))
		path := fmt.Sprintf("/api/jobs/%d", id)
		date := func(n int) string { return `{"closingDate":"` + day(n) + `"}` }

		e.run(t, []scenario{
			{name: "another company cannot extend the job", method: "PUT", url: path + "/extend", token: rival,
				body: date(60), wantStatus: 404},
			{name: "extending needs a sign-in", method: "PUT", url: path + "/extend", body: date(60), wantStatus: 401},
			{name: "a closing date of today is no extension", method: "PUT", url: path + "/extend", token: company,
				body: date(0), wantStatus: 422, wantFields: []string{"closingDate"}},
			{name: "a past closing date is refused", method: "PUT", url: path + "/extend", token: company,
				body: date(-2), wantStatus: 422, wantFields: []string{"closingDate"}},
			{name: "a closing date beyond 180 days is refused", method: "PUT", url: path + "/extend", token: company,
				body: date(181), wantStatus: 422, wantFields: []string{"closingDate"}},
			{name: "a closing date that is not a date is refused", method: "PUT", url: path + "/extend", token: company,
				body: `{"closingDate":"soon"}`, wantStatus: 422, wantFields: []string{"closingDate"}},
			{name: "an extension with unknown fields is refused", method: "PUT", url: path + "/extend", token: company,
				body: `{"closingDate":"` + day(60) + `","title":"x"}`, wantStatus: 400},
			{name: "the poster extends the job at once", method: "PUT", url: path + "/extend", token: company,
				body: date(90), wantStatus: 200, wantBody: `"closingDate":"` + day(90) + `"`},
			{name: "another company cannot close the job", method: "PUT", url: path + "/close", token: rival, wantStatus: 404},
			{name: "a job seeker cannot close the job", method: "PUT", url: path + "/close", token: seeker, wantStatus: 404},
			{name: "a pending job cannot be closed", method: "PUT", url: fmt.Sprintf("/api/jobs/%d/close", pending),
				token: company, wantStatus: 409},
		})
		t.Run("the extension needed no review and the job stays public", func(t *testing.T) {
			e := e.sub(t)
			if j := e.storedJob(id); j.ClosingDate != day(90) || j.Status != "approved" {
				t.Fatalf("stored %+v", j)
			}
			if e.publicTitle(id) != "Security Officer" {
				t.Fatal("not public")
			}
		})
		t.Run("closing early takes the job off the site and stops applications", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "PUT", path+"/close", "", company)
			if a.data()["expired"] != true {
				t.Fatalf("answer %s", a.Body.String())
			}
			if e.publicTitle(id) != "" {
				t.Fatal("still public")
			}
			e.must(404, "POST", path+"/apply", `{"coverLetter":"I would like to apply."}`, seeker)
			e.must(409, "PUT", path+"/close", "", company)
		})
		t.Run("an admin extends a closed job and it is public again", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", path+"/extend", date(30), admin)
			if e.publicTitle(id) != "Security Officer" {
				t.Fatal("not public again")
			}
		})
	})
}
