package httpapi_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// These scenarios need the CV store (POST and PUT /api/cvs); they run with
// go test -tags cvstore.

// cvBuilderData is a CV's facts as the builder saves them.
const cvBuilderData = `{
  "personalInfo": {"firstName": "Nimal", "lastName": "Perera", "email": "nimal@example.lk", "phone": "077 123 4567",
    "address": "", "city": "Nugegoda", "country": "Sri Lanka", "postalCode": "", "dateOfBirth": "", "nationality": "",
    "profilePhoto": "", "summary": "Accountant.", "objective": ""},
  "experience": [{"id": "exp-1", "company": "Ceylon Traders PLC", "position": "Senior Acountant", "startDate": "2019-03",
    "endDate": "", "current": true, "description": "Cut the close from 10 to 6 days.", "location": "Colombo"}],
  "education": [{"id": "edu-1", "institution": "University of Kelaniya", "degree": "BSc", "field": "Accounting",
    "startDate": "2013-01", "endDate": "2017-01", "current": false, "gpa": "", "description": "", "location": ""}],
  "skills": {"technical": [{"name": "Tally", "level": "advanced"}], "soft": [], "languages": [{"name": "Sinhala", "level": "expert"}]},
  "certifications": [], "projects": [], "achievements": [], "references": [], "customSections": []
}`

// savedCV creates a CV for a token and saves the facts into it.
func (e *env) savedCV(token string) int64 {
	e.t.Helper()
	a := e.must(201, "POST", "/api/cvs", `{"title":"Accounts CV"}`, token)
	id := int64(a.data()["id"].(float64))
	version := int64(a.data()["version"].(float64))
	e.must(200, "PUT", fmt.Sprintf("/api/cvs/%d", id), fmt.Sprintf(`{"version":%d,"builderData":%s}`, version, cvBuilderData), token)
	return id
}

func TestCVToolsOfAStoredCV(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("root")
		employer := e.companyToken("Ceylon Traders PLC", "hr@ceylontraders.lk")
		seeker := e.customerToken("nimal@example.lk")
		other := e.customerToken("kasun@example.lk")
		id := e.savedCV(seeker)

		t.Run("the export is a JSON Resume download that imports back", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", fmt.Sprintf("/api/cvs/%d/json-resume", id), "", seeker)
			if d := a.Header().Get("Content-Disposition"); d != `attachment; filename=Nimal-Perera-resume.json` {
				t.Fatalf("Content-Disposition %q", d)
			}
			var doc map[string]any
			if err := json.Unmarshal(a.Body.Bytes(), &doc); err != nil || doc["basics"].(map[string]any)["name"] != "Nimal Perera" {
				t.Fatalf("document %s", a.Body.String())
			}
			back := e.must(200, "POST", "/api/cvs/import", `{"source":"json-resume","data":`+a.Body.String()+`}`, seeker)
			if !strings.Contains(back.Body.String(), `"company":"Ceylon Traders PLC"`) {
				t.Fatalf("imported back %s", back.Body.String())
			}
		})
		t.Run("another's CV is not found", func(t *testing.T) {
			e := e.sub(t)
			e.must(404, "GET", fmt.Sprintf("/api/cvs/%d/json-resume", id), "", other)
			e.must(404, "POST", fmt.Sprintf("/api/cvs/%d/analyze", id), "", other)
		})
		t.Run("the analysis follows the jobs saved and applied to", func(t *testing.T) {
			e := e.sub(t)
			saved := e.approvedJob(employer, admin, set("title", "Accountant"),
				set("requirements", "QuickBooks and payroll; SLFRS."))
			applied := e.approvedJob(employer, admin, set("title", "Accounts Executive"),
				set("requirements", "QuickBooks, VAT returns."))
			e.must(201, "POST", fmt.Sprintf("/api/user/favorites/%d", saved), "", seeker)
			cv := formFile{"cv", "cv.pdf", testPDF}
			wantStatus(t, e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", applied), seeker, applyForm(cv), cv), 201)

			a := e.must(200, "POST", fmt.Sprintf("/api/cvs/%d/analyze", id), "", seeker)
			d := a.data()
			score := d["score"].(float64)
			if d["cvId"].(float64) != float64(id) || score <= 0 || score >= 100 || d["analyzedAt"] == nil {
				t.Fatalf("analysis %s", a.Body.String())
			}
			body := a.Body.String()
			for _, want := range []string{`"id":"summary","section":"summary","passed":false`, `"Acountant\" should be \"Accountant\"`,
				`"type":"improve_summary"`, `"skill":"QuickBooks"`, `"skill":"Payroll"`} {
				if !strings.Contains(body, want) {
					t.Errorf("the analysis lacks %s: %s", want, body)
				}
			}
			// QuickBooks is in both jobs, so it comes first among the skills.
			if i, j := strings.Index(body, `"skill":"QuickBooks"`), strings.Index(body, `"skill":"Payroll"`); i > j {
				t.Errorf("QuickBooks is not first: %s", body)
			}
		})
	})
}
