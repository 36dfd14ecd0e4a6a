package httpapi_test

import (
	"encoding/csv"
	"fmt"
	"strings"
	"testing"
)

func TestPipeline(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		rival := e.companyToken("Hill Country Hotels", "jobs@hch.lk")
		nimali := e.customerToken("nimali@example.lk")
		kasun := e.customerToken("kasun@example.lk")
		ruwan := e.customerToken("ruwan@example.lk")
		job := e.approvedJob(company, admin, set("title", "Accounts Assistant"))
		rivalJob := e.approvedJob(rival, admin, set("title", "Front Office Assistant"))
		cv := formFile{"cv", "cv.pdf", testPDF}
		apply := func(token string, jobID int64, phone string) int64 {
			a := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", jobID), token, applyForm(cv, [2]string{"phone", phone}), cv)
			wantStatus(t, a, 201)
			return int64(a.data()["id"].(float64))
		}
		a1 := apply(nimali, job, "+94 77 123 4567")
		a2 := apply(kasun, job, "077 555 0101")
		a3 := apply(ruwan, job, "077 555 0102")
		theirs := apply(kasun, rivalJob, "077 555 0101")
		move := fmt.Sprintf("/api/jobs/%d/applications/move", job)

		t.Run("a bulk move with another employer's application is a 404 and moves none", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			a := e.do("POST", move, fmt.Sprintf(`{"ids":[%d,%d],"status":"interview"}`, a1, theirs), company)
			wantStatus(t, a, 404)
			if !strings.Contains(a.msg(), fmt.Sprint(theirs)) {
				t.Fatalf("message %q does not name the application", a.msg())
			}
			stages := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/applications/stages", job), "", company).data()
			if stages["submitted"] != 3.0 || stages["interview"] != 0.0 || len(e.mail.Messages()) != sent {
				t.Fatalf("stages %v", stages)
			}
			wantStatus(t, e.do("POST", fmt.Sprintf("/api/jobs/%d/applications/move", rivalJob),
				fmt.Sprintf(`{"ids":[%d],"status":"hired"}`, theirs), company), 404)
		})
		t.Run("a bulk move sends one email per applicant, in one request, each in the applicant's language", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", "/api/user/preferences", `{"language":"si"}`, kasun)
			sent := len(e.mail.Messages())
			a := e.must(200, "POST", move, fmt.Sprintf(`{"ids":[%d,%d],"status":"interview"}`, a1, a2), company)
			if list := a.body["data"].([]any); len(list) != 2 || list[0].(map[string]any)["status"] != "interview" || a.msg() != "Moved 2 applications." {
				t.Fatalf("answer %s", a.Body.String())
			}
			news := e.mail.Messages()[sent:]
			if len(news) != 2 {
				t.Fatalf("emails %+v", news)
			}
			sinhala := func(text string) bool {
				return strings.ContainsFunc(text, func(r rune) bool { return r >= 0x0D80 && r <= 0x0DFF })
			}
			for _, m := range news {
				switch m.To {
				case "nimali@example.lk":
					if sinhala(m.Subject) || !strings.Contains(m.Text, "interview") {
						t.Fatalf("Nimali, who never chose a language, got %q: %s", m.Subject, m.Text)
					}
				case "kasun@example.lk":
					if !sinhala(m.Subject) || !sinhala(m.Text) {
						t.Fatalf("Kasun, who reads Sinhala, got %q: %s", m.Subject, m.Text)
					}
				default:
					t.Fatalf("an email to %s", m.To)
				}
			}
			e.must(200, "PUT", "/api/user/preferences", `{"language":"en"}`, kasun)
		})
		t.Run("a move without notice sends nothing, but not selected always does, kindly", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			e.must(200, "PATCH", fmt.Sprintf("/api/applications/%d", a1), `{"status":"offered","notify":false}`, company)
			if len(e.mail.Messages()) != sent {
				t.Fatal("emailed without notice")
			}
			e.must(200, "PATCH", fmt.Sprintf("/api/applications/%d", a2), `{"status":"rejected","notify":false}`, admin)
			news := e.mail.Messages()[sent:]
			if len(news) != 1 || news[0].To != "kasun@example.lk" || !strings.Contains(news[0].Text, "Thank you") {
				t.Fatalf("emails %+v", news)
			}
		})
		t.Run("the employer sees each move with who made it", func(t *testing.T) {
			e := e.sub(t)
			list := e.must(200, "GET", fmt.Sprintf("/api/applications/%d/history", a2), "", company).body["data"].([]any)
			if len(list) != 3 {
				t.Fatalf("history %v", list)
			}
			last := list[2].(map[string]any)
			if last["status"] != "rejected" || last["by"].(map[string]any)["kind"] != "admin" || last["notified"] != true {
				t.Fatalf("last move %v", last)
			}
			if list[0].(map[string]any)["by"] != nil {
				t.Fatalf("the application itself has a mover: %v", list[0])
			}
		})
		t.Run("notes and ratings are the employer's and never reach the applicant", func(t *testing.T) {
			e := e.sub(t)
			notes := fmt.Sprintf("/api/applications/%d/notes", a1)
			n := e.must(201, "POST", notes, `{"body":"Strong on Excel; SECRET-NOTE"}`, company).data()
			if n["author"].(map[string]any)["name"] != "Lanka Software Labs" {
				t.Fatalf("note %v", n)
			}
			e.must(200, "PUT", fmt.Sprintf("/api/applications/%d/rating", a1), `{"rating":5}`, company)
			list := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/applications", job), "", company).body["data"].([]any)
			found := false
			for _, it := range list {
				m := it.(map[string]any)
				if m["id"] == float64(a1) {
					found = m["rating"] == 5.0 && m["notesCount"] == 1.0
				}
			}
			if !found {
				t.Fatalf("list %v", list)
			}
			for _, url := range []string{notes, fmt.Sprintf("/api/applications/%d/history", a1)} {
				wantStatus(t, e.do("GET", url, "", nimali), 404)
				wantStatus(t, e.do("GET", url, "", rival), 404)
			}
			wantStatus(t, e.do("POST", notes, `{"body":"mine"}`, nimali), 404)
			wantStatus(t, e.do("PUT", fmt.Sprintf("/api/applications/%d/rating", a1), `{"rating":1}`, nimali), 404)
			mine := e.must(200, "GET", "/api/user/applications", "", nimali)
			body := mine.Body.String()
			if strings.Contains(body, "SECRET-NOTE") || strings.Contains(body, "rating") || strings.Contains(body, "notesCount") ||
				strings.Contains(body, "Lanka Software Labs\",\"kind") {
				t.Fatalf("the applicant reads the employer's notes: %s", body)
			}
			history := mine.body["data"].([]any)[0].(map[string]any)["history"].([]any)
			if len(history) != 3 || history[2].(map[string]any)["status"] != "offered" || history[2].(map[string]any)["at"] == nil {
				t.Fatalf("history %v", history)
			}
		})
		e.run(t, []scenario{
			{name: "an empty note is refused", method: "POST", url: fmt.Sprintf("/api/applications/%d/notes", a1), token: company,
				body: `{"body":"  "}`, wantStatus: 422, wantFields: []string{"body"}},
			{name: "a note over 2000 characters is refused", method: "POST", url: fmt.Sprintf("/api/applications/%d/notes", a1), token: company,
				body: `{"body":"` + strings.Repeat("x", 2001) + `"}`, wantStatus: 422, wantFields: []string{"body"}},
			{name: "a rating of 6 is refused", method: "PUT", url: fmt.Sprintf("/api/applications/%d/rating", a1), token: company,
				body: `{"rating":6}`, wantStatus: 422, wantFields: []string{"rating"}},
			{name: "a rating is cleared with null", method: "PUT", url: fmt.Sprintf("/api/applications/%d/rating", a1), token: company,
				body: `{"rating":null}`, wantStatus: 200, wantBody: `"rating":null`},
			{name: "the employer cannot withdraw an application", method: "PATCH", url: fmt.Sprintf("/api/applications/%d", a3), token: company,
				body: `{"status":"withdrawn"}`, wantStatus: 422, wantFields: []string{"status"}},
			{name: "a bulk move needs ids", method: "POST", url: move, token: company, body: `{"ids":[],"status":"hired"}`,
				wantStatus: 422, wantFields: []string{"ids"}},
			{name: "a bad date filter is refused", method: "GET", url: fmt.Sprintf("/api/jobs/%d/applications?from=yesterday", job),
				token: company, wantStatus: 422, wantFields: []string{"from"}},
			{name: "the list filters by stage", method: "GET", url: fmt.Sprintf("/api/jobs/%d/applications?status=offered", job),
				token: company, wantStatus: 200, wantBody: `"total":1`},
			{name: "another's application cannot be withdrawn", method: "POST", url: fmt.Sprintf("/api/applications/%d/withdraw", a3),
				token: nimali, wantStatus: 404},
			{name: "an employer cannot withdraw for the applicant", method: "POST", url: fmt.Sprintf("/api/applications/%d/withdraw", a3),
				token: company, wantStatus: 404},
			{name: "another employer cannot export the job's applications", method: "GET",
				url: fmt.Sprintf("/api/jobs/%d/applications/export", job), token: rival, wantStatus: 404},
		})
		t.Run("the applicant withdraws; the employer sees it and cannot move it", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "POST", fmt.Sprintf("/api/applications/%d/withdraw", a3), "", ruwan)
			if a.data()["status"] != "withdrawn" {
				t.Fatalf("answer %s", a.Body.String())
			}
			wantStatus(t, e.do("POST", fmt.Sprintf("/api/applications/%d/withdraw", a3), "", ruwan), 409)
			m := e.do("PATCH", fmt.Sprintf("/api/applications/%d", a3), `{"status":"reviewed"}`, company)
			wantStatus(t, m, 409)
			if !strings.Contains(m.msg(), "withdrawn") {
				t.Fatalf("message %q", m.msg())
			}
			wantStatus(t, e.do("POST", move, fmt.Sprintf(`{"ids":[%d,%d],"status":"hired"}`, a1, a3), company), 409)
			e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/applications?status=withdrawn", job), "", company)
		})
		t.Run("the CSV export is named after the job and safe to open in a spreadsheet", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("GET", fmt.Sprintf("/api/jobs/%d/applications/export", job), "", admin)
			wantStatus(t, a, 200)
			if h := a.Header(); h.Get("Content-Disposition") != "attachment; filename=accounts-assistant-applications.csv" ||
				!strings.HasPrefix(h.Get("Content-Type"), "text/csv") || h.Get("Cache-Control") != "private, no-store" {
				t.Fatalf("headers %v", h)
			}
			rows, err := csv.NewReader(strings.NewReader(a.Body.String())).ReadAll()
			if err != nil || len(rows) != 4 {
				t.Fatalf("rows %v, %v", rows, err)
			}
			if strings.Join(rows[0], ",") != "Name,Email,Phone,Stage,Applied,Last change,Rating,District,Without CV,Note" {
				t.Fatalf("header %v", rows[0])
			}
			if rows[1][2] != "'+94 77 123 4567" || rows[1][3] != "Offered" || rows[2][3] != "Not selected" || rows[3][3] != "Withdrawn" {
				t.Fatalf("rows %v", rows)
			}
		})
	})
}
