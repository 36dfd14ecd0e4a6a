package httpapi_test

import (
	"archive/zip"
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// applyForm is a valid application with a CV file, changed by the given fields.
func applyForm(cv formFile, more ...[2]string) [][2]string {
	fields := [][2]string{{"coverLetter", "I kept the books of a hardware shop for three years."}}
	return append(fields, more...)
}

// approvedJob posts a job as a customer and has an admin approve it.
func (e *env) approvedJob(token, admin string, fields ...jobField) int64 {
	e.t.Helper()
	id := e.postJob(token, false, fields...)
	e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/approve", id), "", admin)
	return id
}

// applicationCount is the job's applicationsCount as stored.
func (e *env) applicationCount(id int64) int64 {
	e.t.Helper()
	return e.storedJob(id).ApplicationsCount
}

func TestApplying(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		seeker := e.customerToken("nimali@example.lk")
		other := e.customerToken("kasun@example.lk")
		job := e.approvedJob(company, admin)
		pending := e.postJob(company, false, set("title", "Pending Job"))
		byEmail := e.approvedJob(company, admin, set("applyMethod", "email"), set("applyEmail", "jobs@lsl.lk"))
		ownJob := e.approvedJob(other, admin, set("companyName", "Kasun Stores"))
		apply := fmt.Sprintf("/api/jobs/%d/apply", job)
		cv := formFile{"cv", "Nimali Perera CV.pdf", testPDF}
		mails := len(e.mail.Messages())

		keys, count := e.blobKeys(), e.applicationCount(job)
		for _, c := range []struct {
			name       string
			url        string
			token      string
			fields     [][2]string
			files      []formFile
			wantStatus int
			wantBody   string
			wantFields string
		}{
			{"a picture named cv.pdf is the wrong type", apply, seeker, applyForm(cv), []formFile{{"cv", "cv.pdf", testPhoto(t, 50, 50, 0)}}, 415, "PDF or Word", "cv"},
			{"a text file named cv.docx is the wrong type", apply, seeker, applyForm(cv), []formFile{{"cv", "cv.docx", []byte("I am a great accountant.")}}, 415, "PDF or Word", "cv"},
			{"a zip that is not a Word document is the wrong type", apply, seeker, applyForm(cv), []formFile{{"cv", "cv.docx", zipOf(t, "notes.txt")}}, 415, "PDF or Word", "cv"},
			{"an old .doc file is refused with a way out", apply, seeker, applyForm(cv), []formFile{{"cv", "cv.doc", []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1rest")}}, 415, "save your CV as PDF", "cv"},
			{"a CV over 5 MB is too large", apply, seeker, applyForm(cv), []formFile{{"cv", "cv.pdf", append(bytes.Clone(testPDF), make([]byte, 5<<20)...)}}, 413, "larger than 5 MB", "cv"},
			{"an application without a CV names the field", apply, seeker, applyForm(cv), nil, 422, "Attach your CV", "cv"},
			{"an application without a letter names the field", apply, seeker, nil, []formFile{cv}, 422, "cover letter is required", "coverLetter"},
			{"a letter over 5000 characters is refused", apply, seeker, [][2]string{{"coverLetter", strings.Repeat("ශ", 5001)}}, []formFile{cv}, 422, "at most 5000", "coverLetter"},
			{"a phone that is not a phone is refused", apply, seeker, applyForm(cv, [2]string{"phone", "call me"}), []formFile{cv}, 422, "valid phone", "phone"},
			{"an unknown field is refused", apply, seeker, applyForm(cv, [2]string{"salary", "lots"}), []formFile{cv}, 400, "", "salary"},
			{"a second file field is refused", apply, seeker, applyForm(cv), []formFile{cv, {"photo", "me.jpg", testPhoto(t, 20, 20, 0)}}, 400, "", "photo"},
			{"a pending job takes no applications", fmt.Sprintf("/api/jobs/%d/apply", pending), seeker, applyForm(cv), []formFile{cv}, 404, "Job not found", ""},
			{"a missing job takes no applications", "/api/jobs/999999/apply", seeker, applyForm(cv), []formFile{cv}, 404, "Job not found", ""},
			{"a job that takes applications by email says where", fmt.Sprintf("/api/jobs/%d/apply", byEmail), seeker, applyForm(cv), []formFile{cv}, 409, "jobs@lsl.lk", ""},
			{"a company account cannot apply", apply, company, applyForm(cv), []formFile{cv}, 403, "Company accounts cannot apply", ""},
			{"nobody applies for their own job", fmt.Sprintf("/api/jobs/%d/apply", ownJob), other, applyForm(cv), []formFile{cv}, 409, "a job you posted", ""},
			{"an admin cannot apply", apply, admin, applyForm(cv), []formFile{cv}, 403, "", ""},
			{"applying needs a sign-in", apply, "", applyForm(cv), []formFile{cv}, 401, "", ""},
		} {
			t.Run(c.name, func(t *testing.T) {
				e := e.sub(t)
				a := e.sendForm("POST", c.url, c.token, c.fields, c.files...)
				wantStatus(t, a, c.wantStatus)
				if !strings.Contains(a.msg(), c.wantBody) || strings.Join(a.fieldErrors(), ",") != c.wantFields {
					t.Fatalf("message %q, fields %q", a.msg(), a.fieldErrors())
				}
			})
		}
		t.Run("an application sent as JSON is the wrong type", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("POST", apply, `{"coverLetter":"Hello"}`, seeker)
			wantStatus(t, a, 415)
		})
		t.Run("no refused application stored a file, a row or an email", func(t *testing.T) {
			e := e.sub(t)
			if got := e.blobKeys(); !slices.Equal(got, keys) {
				t.Fatalf("stored %q, want %q", got, keys)
			}
			if n := e.applicationCount(job); n != count {
				t.Fatalf("applications count %d, want %d", n, count)
			}
			if list := e.must(200, "GET", "/api/user/applications", "", seeker).body["data"].([]any); len(list) != 0 {
				t.Fatalf("applications %v", list)
			}
			if sent := e.mail.Messages()[mails:]; len(sent) != 0 {
				t.Fatalf("%d emails sent", len(sent))
			}
		})

		var appID int64
		t.Run("a job seeker applies with a PDF, and the employer is told", func(t *testing.T) {
			e := e.sub(t)
			a := e.sendForm("POST", apply, seeker, applyForm(cv), cv)
			wantStatus(t, a, 201)
			d := a.data()
			appID = int64(d["id"].(float64))
			file := d["cv"].(map[string]any)
			if d["status"] != "submitted" || d["jobTitle"] != "Software Engineer" || d["companyName"] != "Lanka Software Labs" ||
				file["name"] != "Nimali Perera CV.pdf" || file["type"] != "application/pdf" ||
				file["url"] != fmt.Sprintf("/api/applications/%d/cv", appID) || file["size"] != float64(len(testPDF)) ||
				d["applicant"].(map[string]any)["email"] != "nimali@example.lk" || d["cvKey"] != nil {
				t.Fatalf("application %s", a.Body.String())
			}
			if n := e.applicationCount(job); n != 1 {
				t.Fatalf("applications count %d", n)
			}
			sent := e.mail.Messages()[mails:]
			if len(sent) != 1 || sent[0].To != "hr@lsl.lk" || !strings.Contains(sent[0].Subject, "Software Engineer") ||
				!strings.Contains(sent[0].Text, "Nimali Perera") {
				t.Fatalf("emails %+v", sent)
			}
			if got := e.blobKeys(); len(got) != len(keys)+1 {
				t.Fatalf("stored %q", got)
			}
		})
		t.Run("applying twice is a conflict and stores nothing more", func(t *testing.T) {
			e := e.sub(t)
			before := e.blobKeys()
			a := e.sendForm("POST", apply, seeker, applyForm(cv), cv)
			wantStatus(t, a, 409)
			if !strings.Contains(a.msg(), "already applied") || !slices.Equal(e.blobKeys(), before) || e.applicationCount(job) != 1 {
				t.Fatalf("message %q, stored %q", a.msg(), e.blobKeys())
			}
		})
		t.Run("a Word CV is taken too, and downloads under a clean name", func(t *testing.T) {
			e := e.sub(t)
			a := e.sendForm("POST", apply, other, applyForm(cv), formFile{"cv", `..\..\Kasun "CV" <final>.DOCX`, testDocx(t)})
			wantStatus(t, a, 201)
			file := a.data()["cv"].(map[string]any)
			if file["name"] != "Kasun CV final.docx" || !strings.Contains(file["type"].(string), "wordprocessingml") {
				t.Fatalf("cv %v", file)
			}
			if e.applicationCount(job) != 2 {
				t.Fatalf("applications count %d", e.applicationCount(job))
			}
		})
		t.Run("the applicant sees their own applications with the job and status", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/user/applications", "", seeker)
			list := a.body["data"].([]any)
			if len(list) != 1 || a.body["pagination"].(map[string]any)["total"] != 1.0 {
				t.Fatalf("answer %s", a.Body.String())
			}
			if first := list[0].(map[string]any); first["jobTitle"] != "Software Engineer" || first["status"] != "submitted" ||
				first["companyName"] != "Lanka Software Labs" {
				t.Fatalf("application %v", first)
			}
		})
		t.Run("the poster and admins read the CV; the applicant too; nobody else", func(t *testing.T) {
			e := e.sub(t)
			url := fmt.Sprintf("/api/applications/%d/cv", appID)
			for _, token := range []string{company, admin, seeker} {
				a := e.do("GET", url, "", token)
				wantStatus(t, a, 200)
				h := a.Header()
				if !bytes.Equal(a.Body.Bytes(), testPDF) || h.Get("Content-Type") != "application/pdf" ||
					h.Get("Content-Disposition") != `attachment; filename="Nimali Perera CV.pdf"` ||
					h.Get("Cache-Control") != "private, no-store" || h.Get("X-Content-Type-Options") != "nosniff" {
					t.Fatalf("headers %v, body %q", h, a.Body.String())
				}
			}
			wantStatus(t, e.do("GET", url, "", other), 404)
			wantStatus(t, e.do("GET", url, "", ""), 401)
			wantStatus(t, e.do("GET", "/api/applications/999999/cv", "", admin), 404)
			wantStatus(t, e.do("GET", "/api/applications/abc/cv", "", admin), 404)
		})
		t.Run("the CV file is not under the public media path", func(t *testing.T) {
			e := e.sub(t)
			for _, k := range e.blobKeys() {
				if strings.HasPrefix(k, "cv/") {
					if a := e.do("GET", "/media/"+k, "", ""); a.Code != 404 {
						t.Fatalf("/media/%s = %d", k, a.Code)
					}
				}
			}
		})

		url := fmt.Sprintf("/api/jobs/%d/applications", job)
		status := fmt.Sprintf("/api/applications/%d", appID)
		e.run(t, []scenario{
			{name: "the poster lists the job's applications, newest first", method: "GET", url: url, token: company,
				wantStatus: 200, wantBody: `"total":2`},
			{name: "an admin lists them too", method: "GET", url: url, token: admin, wantStatus: 200, wantBody: "Kasun CV final.docx"},
			{name: "the list filters by status", method: "GET", url: url + "?status=hired", token: company,
				wantStatus: 200, wantBody: `"total":0`},
			{name: "an unknown status filter is refused", method: "GET", url: url + "?status=archived", token: company,
				wantStatus: 422, wantFields: []string{"status"}},
			{name: "an unknown parameter is refused", method: "GET", url: url + "?sort=name", token: company,
				wantStatus: 422, wantFields: []string{"sort"}},
			{name: "an applicant cannot list the job's applications", method: "GET", url: url, token: seeker, wantStatus: 404},
			{name: "another customer cannot list them", method: "GET", url: url, token: other, wantStatus: 404},
			{name: "listing needs a sign-in", method: "GET", url: url, wantStatus: 401},
			{name: "a company's own applications list is empty", method: "GET", url: "/api/user/applications", token: company,
				wantStatus: 200, wantBody: `"data":[]`},
			{name: "an admin has no applications of their own", method: "GET", url: "/api/user/applications", token: admin, wantStatus: 403},
			{name: "an invalid status is refused", method: "PATCH", url: status, token: company, body: `{"status":"archived"}`,
				wantStatus: 422, wantFields: []string{"status"}},
			{name: "a missing status is refused", method: "PATCH", url: status, token: company, body: `{}`,
				wantStatus: 422, wantFields: []string{"status"}},
			{name: "malformed JSON is a bad request", method: "PATCH", url: status, token: company, body: `{"status":`, wantStatus: 400},
			{name: "an unknown field is refused", method: "PATCH", url: status, token: company, body: `{"status":"hired","note":"x"}`,
				wantStatus: 400, wantFields: []string{"note"}},
			{name: "the applicant cannot move their own application", method: "PATCH", url: status, token: seeker,
				body: `{"status":"hired"}`, wantStatus: 404},
			{name: "another customer's application is not found", method: "PATCH", url: status, token: other,
				body: `{"status":"hired"}`, wantStatus: 404},
			{name: "a missing application is not found", method: "PATCH", url: "/api/applications/999999", token: admin,
				body: `{"status":"hired"}`, wantStatus: 404},
		})
		t.Run("refused status changes changed nothing and sent nothing", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/user/applications", "", seeker)
			if st := a.body["data"].([]any)[0].(map[string]any)["status"]; st != "submitted" {
				t.Fatalf("status %v", st)
			}
			if sent := e.mail.Messages()[mails:]; len(sent) != 2 { // one to the poster per application
				t.Fatalf("%d emails", len(sent))
			}
		})
		t.Run("the poster shortlists the application and the applicant is told once", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			a := e.must(200, "PATCH", status, `{"status":"Shortlisted"}`, company)
			if a.data()["status"] != "shortlisted" {
				t.Fatalf("answer %s", a.Body.String())
			}
			e.must(200, "PATCH", status, `{"status":"shortlisted"}`, company)
			news := e.mail.Messages()[sent:]
			if len(news) != 1 || news[0].To != "nimali@example.lk" || !strings.Contains(news[0].Text, "shortlisted") {
				t.Fatalf("emails %+v", news)
			}
			e.must(200, "PATCH", status, `{"status":"hired"}`, admin)
			if len(e.mail.Messages()) != sent+2 {
				t.Fatal("an admin's change sent no email")
			}
		})
		t.Run("deleting the job removes its applications and their CV files", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "DELETE", fmt.Sprintf("/api/jobs/customer/%d", job), "", company)
			for _, k := range e.blobKeys() {
				if strings.HasPrefix(k, "cv/") {
					t.Fatalf("left %s", k)
				}
			}
			wantStatus(t, e.do("GET", fmt.Sprintf("/api/applications/%d/cv", appID), "", admin), 404)
			if list := e.must(200, "GET", "/api/user/applications", "", seeker).body["data"].([]any); len(list) != 0 {
				t.Fatalf("applications %v", list)
			}
		})
	})
}

// zipOf is a zip holding empty files of the given names.
func zipOf(t *testing.T, names ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, n := range names {
		zw.Create(n)
	}
	zw.Close()
	return buf.Bytes()
}
