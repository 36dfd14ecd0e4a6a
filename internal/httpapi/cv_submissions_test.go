package httpapi_test

import (
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"jobportal/internal/cvtools"
	"jobportal/internal/jobportal"
)

// submitForm is the "Apply Now" form of a person, changed by the given pairs.
func submitForm(more ...[2]string) [][2]string {
	fields := [][2]string{
		{"name", "Nimali Perera"}, {"email", "nimali@example.lk"}, {"phone", "077 123 4567"},
		{"mainTopic", "Private Jobs"}, {"subTopic", "IT and Software"}, {"language", "si"}, {"consent", "true"},
	}
	for _, m := range more {
		if i := slices.IndexFunc(fields, func(f [2]string) bool { return f[0] == m[0] }); i >= 0 {
			if m[1] == "" {
				fields = slices.Delete(fields, i, i+1)
			} else {
				fields[i] = m
			}
		} else {
			fields = append(fields, m)
		}
	}
	return fields
}

// submit sends the "Apply Now" form with a file and returns the answer.
func (e *env) submit(cv formFile, more ...[2]string) answer {
	e.t.Helper()
	return e.sendForm("POST", "/api/cvs/submit", "", submitForm(more...), cv)
}

func TestSendingACVToTheTalentPool(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		pdf := formFile{"cv", "Nimali Perera CV.pdf", testPDF}
		t.Run("a PDF is kept and acknowledged in the sender's language", func(t *testing.T) {
			e := e.sub(t)
			a := e.submit(pdf)
			wantStatus(t, a, http.StatusCreated)
			if a.msg() != "Your CV was sent. We will contact you when a suitable job comes up." || a.data()["id"] == nil {
				t.Fatalf("answer %s", a.Body.String())
			}
			m, ok := e.mail.Last("nimali@example.lk")
			if !ok || m.Subject != "ඔබගේ CV ලැබුණා" || !strings.Contains(m.Text, "Private Jobs (IT and Software)") {
				t.Fatalf("acknowledgement %+v", m)
			}
			if keys := e.blobKeys(); len(keys) != 1 || !strings.HasPrefix(keys[0], "cv/") {
				t.Fatalf("files %q", keys)
			}
		})
		t.Run("a Word file is kept, the email in lower case and the topics as the lists write them", func(t *testing.T) {
			e := e.sub(t)
			a := e.submit(formFile{"cv", "kasun.docx", testDocx(t)}, [2]string{"email", " Kasun@Example.LK "},
				[2]string{"mainTopic", "international jobs"}, [2]string{"subTopic", "middle east"}, [2]string{"language", ""})
			wantStatus(t, a, http.StatusCreated)
			admin := e.adminTokenAs("pool-reader", jobportal.RoleAdmin)
			got := e.must(200, "GET", "/api/cvs/submissions?mainTopic=International%20Jobs", "", admin).body["data"].([]any)
			s := got[0].(map[string]any)
			if s["email"] != "kasun@example.lk" || s["subTopic"] != "Middle East" || s["language"] != "en" || s["fileName"] != "kasun.docx" ||
				s["fileType"] != "application/vnd.openxmlformats-officedocument.wordprocessingml.document" || s["contactedAt"] != nil {
				t.Fatalf("submission %v", s)
			}
			if m, ok := e.mail.Last("kasun@example.lk"); !ok || m.Subject != "We received your CV" {
				t.Fatalf("acknowledgement %+v", m)
			}
		})
		keys := len(e.blobKeys())
		png := testGraphic(t, 40, 40)
		for _, c := range []struct {
			name   string
			send   func(e *env) answer
			status int
			field  string
			msg    string
		}{
			{"a PNG named .pdf is refused by its content", func(e *env) answer {
				return e.submit(formFile{"cv", "cv.pdf", png})
			}, 415, "cv", "PDF or Word"},
			{"a file over 5 MB is too large", func(e *env) answer {
				return e.submit(formFile{"cv", "cv.pdf", append(bytes.Clone(testPDF), make([]byte, 5<<20)...)})
			}, 413, "cv", "larger than 5 MB"},
			{"without consent nothing is kept", func(e *env) answer {
				return e.submit(pdf, [2]string{"consent", ""})
			}, 422, "consent", "Please agree"},
			{"consent must be true", func(e *env) answer {
				return e.submit(pdf, [2]string{"consent", "false"})
			}, 422, "consent", "Please agree"},
			{"a bad email", func(e *env) answer {
				return e.submit(pdf, [2]string{"email", "nimali@"})
			}, 422, "email", "valid email"},
			{"no phone", func(e *env) answer {
				return e.submit(pdf, [2]string{"phone", ""})
			}, 422, "phone", "Phone is required"},
			{"an unknown main topic", func(e *env) answer {
				return e.submit(pdf, [2]string{"mainTopic", "Space Jobs"})
			}, 422, "mainTopic", "main topic"},
			{"a sub-topic of another main topic", func(e *env) answer {
				return e.submit(pdf, [2]string{"subTopic", "Middle East"})
			}, 422, "subTopic", "sub-topic of Private Jobs"},
			{"an unknown language", func(e *env) answer {
				return e.submit(pdf, [2]string{"language", "fr"})
			}, 422, "language", "en, si or ta"},
			{"no file", func(e *env) answer {
				return e.sendForm("POST", "/api/cvs/submit", "", submitForm())
			}, 422, "cv", "Attach your CV"},
			{"an unknown field", func(e *env) answer {
				return e.submit(pdf, [2]string{"salary", "100000"})
			}, 400, "salary", "not accepted"},
			{"a PDF that runs a script when opened", func(e *env) answer {
				return e.submit(formFile{"cv", "cv.pdf", onePagePDF("/OpenAction << /S /JavaScript /J#53 (app.alert\\(1\\)) >>")})
			}, 415, "cv", "PDF files with scripts"},
			{"JSON instead of a form", func(e *env) answer {
				return e.do("POST", "/api/cvs/submit", `{"name":"Nimali"}`, "")
			}, 415, "", "multipart/form-data"},
		} {
			t.Run(c.name, func(t *testing.T) {
				e := e.sub(t)
				a := c.send(e)
				wantStatus(t, a, c.status)
				if !strings.Contains(a.msg(), c.msg) {
					t.Fatalf("message %q, want %q", a.msg(), c.msg)
				}
				if c.field != "" && !slices.Contains(a.fieldErrors(), c.field) {
					t.Fatalf("errors %v do not name %s", a.body["errors"], c.field)
				}
			})
		}
		t.Run("nothing refused was kept", func(t *testing.T) {
			e := e.sub(t)
			if n := len(e.blobKeys()); n != keys {
				t.Fatalf("%d files, want %d", n, keys)
			}
			admin := e.adminTokenAs("pool-admin", jobportal.RoleAdmin)
			if total := e.must(200, "GET", "/api/cvs/submissions", "", admin).body["pagination"].(map[string]any)["total"]; total != 2.0 {
				t.Fatalf("total %v", total)
			}
		})
	})
}

func TestTalentPoolThrottlesAnAddress(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		pdf := formFile{"cv", "cv.pdf", testPDF}
		for i := range 5 {
			wantStatus(t, e.submit(pdf, [2]string{"email", fmt.Sprintf("person%d@example.lk", i)}), http.StatusCreated)
		}
		a := e.submit(pdf, [2]string{"email", "sixth@example.lk"})
		wantStatus(t, a, http.StatusTooManyRequests)
		if a.Header().Get("Retry-After") == "" || !strings.Contains(a.msg(), "Too many CVs sent from this address") {
			t.Fatalf("answer %s %v", a.Body.String(), a.Header())
		}
		if _, ok := e.mail.Last("sixth@example.lk"); ok {
			t.Fatal("the refused sender was emailed")
		}
		if n := len(e.blobKeys()); n != 5 {
			t.Fatalf("%d files kept", n)
		}
	})
}

func TestTalentPoolForAdmins(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		seeker := e.customerToken("kasun@example.lk")
		id := func(a answer) int64 { wantStatus(e.t, a, 201); return int64(a.data()["id"].(float64)) }
		nimali := id(e.submit(formFile{"cv", "Nimali CV.pdf", testPDF}))
		ayesha := id(e.submit(formFile{"cv", "ayesha.docx", testDocx(t)}, [2]string{"name", "Ayesha Fernando"},
			[2]string{"email", "ayesha@example.lk"}, [2]string{"mainTopic", "Government Jobs"}, [2]string{"subTopic", "Teaching"},
			[2]string{"language", "ta"}))
		ruwan := id(e.submit(formFile{"cv", "ruwan.pdf", testPDF}, [2]string{"name", "Ruwan Kumara"},
			[2]string{"email", "ruwan@example.lk"}, [2]string{"subTopic", "Accounting and Finance"}, [2]string{"phone", "071 999 8888"}))
		list := "/api/cvs/submissions"
		e.run(t, []scenario{
			{name: "a visitor must sign in", method: "GET", url: list, wantStatus: 401},
			{name: "a customer may not read the pool", method: "GET", url: list, token: seeker, wantStatus: 403},
			{name: "an admin reads the pool, newest first", method: "GET", url: list, token: admin, wantStatus: 200,
				wantBody: `"name":"Ruwan Kumara"`},
			{name: "by main topic", method: "GET", url: list + "?mainTopic=Private%20Jobs", token: admin, wantStatus: 200,
				wantBody: `"total":2`},
			{name: "by sub-topic", method: "GET", url: list + "?subTopic=teaching", token: admin, wantStatus: 200,
				wantBody: `"total":1`},
			{name: "by a phone's digits", method: "GET", url: list + "?search=999", token: admin, wantStatus: 200,
				wantBody: `"total":1`},
			{name: "a page", method: "GET", url: list + "?page=2&limit=2", token: admin, wantStatus: 200, wantBody: `"totalPages":2`},
			{name: "an unknown topic is refused", method: "GET", url: list + "?mainTopic=Space", token: admin, wantStatus: 422,
				wantFields: []string{"mainTopic"}},
			{name: "an unknown parameter is refused", method: "GET", url: list + "?sort=name", token: admin, wantStatus: 422,
				wantFields: []string{"sort"}},
			{name: "a customer may not download a file", method: "GET", url: fmt.Sprintf("%s/%d/file", list, nimali), token: seeker,
				wantStatus: 403},
			{name: "an unknown submission's file", method: "GET", url: list + "/999/file", token: admin, wantStatus: 404},
			{name: "a customer may not delete", method: "DELETE", url: fmt.Sprintf("%s/%d", list, nimali), token: seeker, wantStatus: 403},
			{name: "a visitor may not contact", method: "POST", url: fmt.Sprintf("%s/%d/contact", list, nimali),
				body: `{"subject":"Hi","message":"Hello"}`, wantStatus: 401},
			{name: "a message needs a subject", method: "POST", url: fmt.Sprintf("%s/%d/contact", list, nimali),
				body: `{"message":"Hello"}`, token: admin, wantStatus: 422, wantFields: []string{"subject"}},
			{name: "a message needs its text", method: "POST", url: fmt.Sprintf("%s/%d/contact", list, nimali),
				body: `{"subject":"Hi","message":"  "}`, token: admin, wantStatus: 422, wantFields: []string{"message"}},
			{name: "an unknown submission cannot be contacted", method: "POST", url: list + "/999/contact",
				body: `{"subject":"Hi","message":"Hello"}`, token: admin, wantStatus: 404},
			{name: "an unknown submission cannot be deleted", method: "DELETE", url: list + "/999", token: admin, wantStatus: 404},
		})
		t.Run("an admin downloads the file as it was sent", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", fmt.Sprintf("%s/%d/file", list, ayesha), "", admin)
			if !bytes.Equal(a.Body.Bytes(), testDocx(t)) || !strings.Contains(a.Header().Get("Content-Disposition"), `filename=ayesha.docx`) ||
				a.Header().Get("Cache-Control") != "private, no-store" || !strings.HasPrefix(a.Header().Get("Content-Type"), "application/vnd.openxml") {
				t.Fatalf("download %v %d bytes", a.Header(), a.Body.Len())
			}
		})
		t.Run("a message the mail server refuses is queued with the mark, and waits to be tried again", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			e.mail.FailWith(errors.New("dial tcp 127.0.0.1:25: connection refused"))
			defer e.mail.FailWith(nil)
			a := e.must(200, "POST", fmt.Sprintf("%s/%d/contact", list, nimali),
				`{"subject":"Interview","message":"Can you come on Monday?"}`, admin)
			if a.data()["contactedAt"] == nil || a.msg() != "Your message to nimali@example.lk is on its way. The email log shows when it is sent." ||
				strings.Contains(a.Body.String(), "connection refused") {
				t.Fatalf("answer %d %s", a.Code, a.Body.String())
			}
			if len(e.mail.Messages()) != sent {
				t.Fatal("an email was recorded as sent")
			}
			logged := e.must(200, "GET", "/api/admin/emails?recipient=nimali@&status=queued", "", super)
			if !strings.Contains(logged.Body.String(), `"subject":"Interview"`) ||
				!strings.Contains(logged.Body.String(), "try 1 failed") || !strings.Contains(logged.Body.String(), "connection refused") {
				t.Fatalf("the email log shows %s", logged.Body.String())
			}
		})
		t.Run("an admin's message is emailed in the sender's language, and recorded", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "POST", fmt.Sprintf("%s/%d/contact", list, ayesha),
				`{"subject":"Teaching post in Jaffna","message":"Can you come for an interview on Monday at 10?"}`, admin)
			if a.data()["contactedAt"] == nil || a.msg() != "Your message to ayesha@example.lk is on its way. The email log shows when it is sent." {
				t.Fatalf("answer %s", a.Body.String())
			}
			m, ok := e.mail.Last("ayesha@example.lk")
			if !ok || m.Subject != "Teaching post in Jaffna" || !strings.Contains(m.Text, "Can you come for an interview on Monday at 10?") ||
				!strings.Contains(m.Text, "வணக்கம் Ayesha Fernando") {
				t.Fatalf("email %+v", m)
			}
			audit := e.must(200, "GET", fmt.Sprintf("/api/admin/audit?target=cv_submission&targetId=%d", ayesha), "", super)
			if !strings.Contains(audit.Body.String(), `"cv_submission.contact"`) {
				t.Fatalf("audit %s", audit.Body.String())
			}
		})
		t.Run("deleting removes the submission and its file, and is recorded", func(t *testing.T) {
			e := e.sub(t)
			before := len(e.blobKeys())
			e.must(200, "DELETE", fmt.Sprintf("%s/%d", list, ruwan), "", admin)
			if n := len(e.blobKeys()); n != before-1 {
				t.Fatalf("%d files, want %d", n, before-1)
			}
			e.must(404, "GET", fmt.Sprintf("%s/%d/file", list, ruwan), "", admin)
			e.must(404, "DELETE", fmt.Sprintf("%s/%d", list, ruwan), "", admin)
			if b := e.must(200, "GET", list, "", admin).Body.String(); strings.Contains(b, "Ruwan") {
				t.Fatalf("still listed: %s", b)
			}
			audit := e.must(200, "GET", fmt.Sprintf("/api/admin/audit?target=cv_submission&targetId=%d", ruwan), "", super)
			if !strings.Contains(audit.Body.String(), `"cv_submission.delete"`) {
				t.Fatalf("audit %s", audit.Body.String())
			}
		})
	})
}

// TestErasingAnAccountErasesItsCVSubmissions checks that the erasure of an
// account also removes the CVs sent to the talent pool with its email, in
// any case, and their files.
func TestErasingAnAccountErasesItsCVSubmissions(t *testing.T) {
	eachRawEnv(t, func(t *testing.T, e *env, raw *sql.DB) {
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		const name, email = "Tharindu Wijesinghe", "tharindu.w@example.lk"
		e.must(http.StatusCreated, "POST", "/api/customers/register/individual",
			`{"name":"`+name+`","email":"`+email+`","password":"`+password+`"}`, "")
		person := e.loginCustomer(email, password)
		personID := int64(e.must(http.StatusOK, "GET", "/api/customers/profile", "", person).data()["id"].(float64))
		wantStatus(t, e.submit(formFile{"cv", "Tharindu CV.pdf", testPDF}, [2]string{"name", name},
			[2]string{"email", "Tharindu.W@Example.lk"}), http.StatusCreated)
		wantStatus(t, e.submit(formFile{"cv", "other.pdf", testPDF}, [2]string{"name", "Someone Else"},
			[2]string{"email", "someone@example.lk"}), http.StatusCreated)
		if hits := textsMentioning(t, raw, email); len(hits) < 2 {
			t.Fatalf("the fixture left too little to erase: %v", hits)
		}
		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/customers/%d", personID), "", admin)
		if hits := textsMentioning(t, raw, name, email, "tharindu"); len(hits) > 0 {
			t.Fatalf("the database still names the person:\n%s", strings.Join(hits, "\n"))
		}
		if n := len(e.blobKeys()); n != 1 {
			t.Fatalf("the blob store holds %d files, want 1 (another's CV): %v", n, e.blobKeys())
		}
	})
}

// TestCVToolSchemasMatchGoTypes checks that the descriptions of the CV
// tools' and the talent pool's answers list the JSON names of their Go
// types, no more and no fewer.
func TestCVToolSchemasMatchGoTypes(t *testing.T) {
	doc, err := os.ReadFile(openapiFile)
	if err != nil {
		t.Fatal(err)
	}
	for schema, v := range map[string]any{
		"CVImport":            jobportal.CVImport{},
		"CVSubmission":        jobportal.CVSubmission{},
		"CVSubmissionContact": jobportal.CVSubmissionContact{},
		"CVAnalysis":          cvtools.Analysis{},
		"CVCheck":             cvtools.Check{},
		"CVSuggestion":        cvtools.Suggestion{},
	} {
		t.Run(schema+" has the JSON names of its Go type", func(t *testing.T) {
			got, err := schemaProperties(string(doc), schema)
			if err != nil {
				t.Fatal(err)
			}
			want := jsonNames(reflect.TypeOf(v))
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("schema %v, Go type %v", got, want)
			}
		})
	}
}
