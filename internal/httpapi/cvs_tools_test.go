package httpapi_test

import (
	"encoding/json"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

func TestCVImport(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		seeker := e.customerToken("nimali@example.lk")
		other := e.customerToken("kasun@example.lk")
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		text, _ := json.Marshal("Nimali Perera\nnimali@example.lk\n077 123 4567\n\nExperience\nAccountant at Ceylon Traders 2019 - Present\n" +
			"• Cut the close from 10 to 6 days\n\nSkills\nTally, QuickBooks\n")
		linkedIn, _ := json.Marshal(map[string]string{"skills": "Name\nExcel\n"})
		e.run(t, []scenario{
			{name: "a visitor must sign in", method: "POST", url: "/api/cvs/import", body: `{"source":"text","data":"x"}`, wantStatus: 401},
			{name: "an admin cannot import", method: "POST", url: "/api/cvs/import", body: `{"source":"text","data":"x"}`,
				token: admin, wantStatus: 403},
			{name: "pasted text is read", method: "POST", url: "/api/cvs/import", body: `{"source":"text","data":` + string(text) + `}`,
				token: seeker, wantStatus: 200, wantBody: `"position":"Accountant","startDate":"2019-01","endDate":"","current":true`},
			{name: "a JSON Resume as an object", method: "POST", url: "/api/cvs/import",
				body:  `{"source":"json-resume","data":{"basics":{"name":"Nimali Perera","email":"nimali@example.lk"},"hobbies":[]}}`,
				token: seeker, wantStatus: 200, wantBody: `"warnings":["These parts are not in the JSON Resume schema and were left out: hobbies."]`},
			{name: "a JSON Resume as a string", method: "POST", url: "/api/cvs/import",
				body:  `{"source":"json-resume","data":"{\"work\":[{\"name\":\"Dialog\",\"position\":\"Sales Executive\"}]}"}`,
				token: seeker, wantStatus: 200, wantBody: `"company":"Dialog"`},
			{name: "LinkedIn's skills alone", method: "POST", url: "/api/cvs/import", body: `{"source":"linkedin","data":` + string(linkedIn) + `}`,
				token: seeker, wantStatus: 200, wantBody: `"technical":[{"name":"Excel","level":"intermediate"}]`},
			{name: "something that is not JSON Resume", method: "POST", url: "/api/cvs/import",
				body: `{"source":"json-resume","data":{"name":"Nimali"}}`, token: seeker, wantStatus: 422, wantFields: []string{"data"},
				wantBody: "This is not a JSON Resume document"},
			{name: "a JSON Resume of the wrong types", method: "POST", url: "/api/cvs/import",
				body: `{"source":"json-resume","data":{"work":"Dialog"}}`, token: seeker, wantStatus: 422, wantFields: []string{"data"}},
			{name: "LinkedIn with no file", method: "POST", url: "/api/cvs/import", body: `{"source":"linkedin","data":{}}`,
				token: seeker, wantStatus: 422, wantFields: []string{"data"}},
			{name: "empty text", method: "POST", url: "/api/cvs/import", body: `{"source":"text","data":"  "}`,
				token: seeker, wantStatus: 422, wantFields: []string{"data"}},
			{name: "an unknown source", method: "POST", url: "/api/cvs/import", body: `{"source":"pdf","data":"x"}`,
				token: seeker, wantStatus: 422, wantFields: []string{"source"}},
			{name: "no source and no data", method: "POST", url: "/api/cvs/import", body: `{}`,
				token: seeker, wantStatus: 422, wantFields: []string{"source", "data"}},
			{name: "data that is null", method: "POST", url: "/api/cvs/import", body: `{"source":"text","data":null}`,
				token: seeker, wantStatus: 422, wantFields: []string{"data"}},
			{name: "an unknown field", method: "POST", url: "/api/cvs/import", body: `{"source":"text","data":"x","cvId":3}`,
				token: seeker, wantStatus: 400, wantFields: []string{"cvId"}},
			{name: "malformed JSON", method: "POST", url: "/api/cvs/import", body: `{"source":`, token: seeker, wantStatus: 400},
		})
		t.Run("the answer has every list, and the import is in the history", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "POST", "/api/cvs/import", `{"source":"text","data":`+string(text)+`}`, seeker)
			d := a.data()
			if d["source"] != "text" || d["importedAt"] == nil || a.msg() != "CV data imported successfully" {
				t.Fatalf("answer %s", a.Body.String())
			}
			if strings.Contains(a.Body.String(), "null") {
				t.Fatalf("null in %s", a.Body.String())
			}
			history := e.must(200, "GET", "/api/cvs/imports", "", seeker).body["data"].([]any)
			var sources []string
			for _, h := range history {
				m := h.(map[string]any)
				sources = append(sources, m["source"].(string))
				if m["id"] == nil || m["timestamp"] == nil {
					t.Fatalf("entry %v", m)
				}
			}
			// Newest first; the refused imports are not in it.
			if got := strings.Join(sources, ","); got != "text,linkedin,json-resume,json-resume,text" {
				t.Fatalf("history %s", got)
			}
			if others := e.must(200, "GET", "/api/cvs/imports", "", other).body["data"].([]any); len(others) != 0 {
				t.Fatalf("another's history %v", others)
			}
			e.must(401, "GET", "/api/cvs/imports", "", "")
		})
	})
}

func TestCVToolsOfAMissingCV(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		seeker := e.customerToken("nimali@example.lk")
		admin := e.adminToken("root")
		e.run(t, []scenario{
			{name: "the export of an unknown CV", method: "GET", url: "/api/cvs/999/json-resume", token: seeker, wantStatus: 404,
				wantBody: "CV not found."},
			{name: "the analysis of an unknown CV", method: "POST", url: "/api/cvs/999/analyze", token: seeker, wantStatus: 404},
			{name: "an id that is not a number", method: "POST", url: "/api/cvs/abc/analyze", token: seeker, wantStatus: 404},
			{name: "a visitor must sign in to export", method: "GET", url: "/api/cvs/1/json-resume", wantStatus: 401},
			{name: "a visitor must sign in to analyse", method: "POST", url: "/api/cvs/1/analyze", wantStatus: 401},
			{name: "an admin has no CVs", method: "POST", url: "/api/cvs/1/analyze", token: admin, wantStatus: 403},
		})
	})
}
