package httpapi_test

import (
	"encoding/csv"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// driverQuestions asks for a licence (required, wanted yes), years of
// driving (preferred, at least 3), a shift (choice) and a note (text).
var driverQuestions = []map[string]any{
	{"kind": "yesno", "text": "Do you hold a heavy vehicle licence?", "required": true, "wanted": "Yes"},
	{"kind": "number", "text": "Years of driving?", "wanted": "3"},
	{"kind": "choice", "text": "Which shift?", "options": []string{"Day", " Night "}, "wanted": "Day"},
	{"kind": "text", "text": "Which routes do you know?"},
}

func reply(question int, answer string) [2]string {
	return [2]string{"answers", fmt.Sprintf(`{"question":%d,"answer":%q}`, question, answer)}
}

func TestScreening(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Transport", "hr@lt.lk")
		rival := e.companyToken("Hill Country Hotels", "jobs@hch.lk")
		job := e.approvedJob(company, admin, set("title", "Lorry Driver"), set("screeningQuestions", driverQuestions))
		cv := formFile{"cv", "cv.pdf", testPDF}
		tokens := map[string]string{}
		for _, email := range []string{"nimali@example.lk", "kasun@example.lk", "ruwan@example.lk"} {
			tokens[email] = e.customerToken(email)
		}
		apply := func(email string, answers ...[2]string) answer {
			return e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), tokens[email], applyForm(cv, answers...), cv)
		}

		t.Run("a job keeps its questions, written as stored", func(t *testing.T) {
			qs := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d", job), "", "").data()["screeningQuestions"].([]any)
			first, third := qs[0].(map[string]any), qs[2].(map[string]any)
			if len(qs) != 4 || first["wanted"] != "yes" || first["required"] != true || third["options"].([]any)[1] != "Night" {
				t.Fatalf("questions %v", qs)
			}
		})
		t.Run("bad questions are refused beside their fields and nothing is stored", func(t *testing.T) {
			e := e.sub(t)
			before := e.jobCount()
			many := slices.Repeat([]map[string]any{{"kind": "yesno", "text": "Can you start at once?"}}, 11)
			a := e.do("POST", "/api/jobs", jobBody(set("screeningQuestions", many)), company)
			wantStatus(t, a, 422)
			if !slices.Contains(a.fieldErrors(), "screeningQuestions") {
				t.Fatalf("fields %v", a.fieldErrors())
			}
			bad := []map[string]any{
				{"kind": "choice", "text": "Which shift?", "options": []string{"Day"}},
				{"kind": "number", "text": "Years?", "wanted": "many"},
				{"kind": "riddle", "text": "Why?"},
				{"kind": "yesno", "text": strings.Repeat("a", 201)},
			}
			a = e.do("POST", "/api/jobs", jobBody(set("screeningQuestions", bad)), company)
			wantStatus(t, a, 422)
			for _, f := range []string{"screeningQuestions.0.options", "screeningQuestions.1.wanted", "screeningQuestions.2.kind", "screeningQuestions.3.text"} {
				if !slices.Contains(a.fieldErrors(), f) {
					t.Fatalf("no problem for %s in %v", f, a.fieldErrors())
				}
			}
			if e.jobCount() != before {
				t.Fatal("a job with bad questions was stored")
			}
		})
		t.Run("a job posted as a form with its flyer takes questions as JSON fields", func(t *testing.T) {
			e := e.sub(t)
			a := e.sendForm("POST", "/api/jobs", company, jobFields([2]string{"screeningQuestions", `{"kind":"yesno","text":"Can you start at once?","required":true,"wanted":"yes"}`}))
			wantStatus(t, a, 201)
			if qs := a.data()["screeningQuestions"].([]any); len(qs) != 1 {
				t.Fatalf("questions %v", qs)
			}
			wantStatus(t, e.sendForm("POST", "/api/jobs", company, jobFields([2]string{"screeningQuestions", "yes"})), 400)
		})

		t.Run("a required question left unanswered is refused with its text", func(t *testing.T) {
			e := e.sub(t)
			a := apply("kasun@example.lk", reply(1, "5"))
			wantStatus(t, a, 422)
			if !slices.Contains(a.fieldErrors(), "answers.0") || !strings.Contains(a.Body.String(), "heavy vehicle licence") {
				t.Fatalf("answer %s", a.Body.String())
			}
			if e.applicationCount(job) != 0 {
				t.Fatal("the application was stored")
			}
		})
		t.Run("answers are checked by kind", func(t *testing.T) {
			a := apply("kasun@example.lk", reply(0, "perhaps"), reply(1, "many"), reply(2, "Evening"), reply(3, strings.Repeat("x", 301)))
			wantStatus(t, a, 422)
			if got := a.fieldErrors(); !slices.Equal(got, []string{"answers.0", "answers.1", "answers.2", "answers.3"}) {
				t.Fatalf("fields %v", got)
			}
			wantStatus(t, apply("kasun@example.lk", reply(0, "yes"), reply(7, "x")), 422)
			wantStatus(t, apply("kasun@example.lk", [2]string{"answers", "yes"}), 400)
		})

		ids := map[string]int64{}
		for _, c := range []struct {
			email   string
			answers [][2]string
		}{
			{"nimali@example.lk", [][2]string{reply(0, "Yes"), reply(1, "4.5"), reply(2, "Day"), reply(3, "Colombo to Kandy")}},
			{"kasun@example.lk", [][2]string{reply(0, "yes"), reply(1, "1")}},
			{"ruwan@example.lk", [][2]string{reply(0, "no"), reply(1, "10"), reply(2, "Day")}},
		} {
			a := apply(c.email, c.answers...)
			wantStatus(t, a, 201)
			ids[c.email] = int64(a.data()["id"].(float64))
			if _, leaked := a.data()["screeningKnockout"]; leaked {
				t.Fatalf("the applicant is told what the answers come to: %s", a.Body.String())
			}
		}
		list := func(t *testing.T, query, token string) []map[string]any {
			t.Helper()
			a := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/applications?%s", job, query), "", token)
			var out []map[string]any
			for _, item := range a.body["data"].([]any) {
				out = append(out, item.(map[string]any))
			}
			return out
		}
		idsOf := func(list []map[string]any) []int64 {
			var out []int64
			for _, a := range list {
				out = append(out, int64(a["id"].(float64)))
			}
			return out
		}

		t.Run("the employer sees the answers beside each application", func(t *testing.T) {
			all := list(t, "", company)
			nimali := all[2]
			answers := nimali["screeningAnswers"].([]any)
			years := answers[1].(map[string]any)
			if nimali["screeningMet"] != true || nimali["screeningKnockout"] != false || len(answers) != 4 ||
				years["answer"] != "4.5" || years["met"] != true || years["text"] != "Years of driving?" ||
				answers[3].(map[string]any)["met"] != nil {
				t.Fatalf("application %v", nimali)
			}
			if all[0]["screeningKnockout"] != true || all[1]["screeningMet"] != false || all[1]["screeningKnockout"] != false {
				t.Fatalf("marks %v / %v", all[0], all[1])
			}
		})
		t.Run("the pile filters and sorts by the answers", func(t *testing.T) {
			n, k, r := ids["nimali@example.lk"], ids["kasun@example.lk"], ids["ruwan@example.lk"]
			if got := idsOf(list(t, "screening=met", company)); !slices.Equal(got, []int64{n}) {
				t.Fatalf("met %v", got)
			}
			if got := idsOf(list(t, "screening=unmet", company)); !slices.Equal(got, []int64{r, k}) {
				t.Fatalf("unmet %v", got)
			}
			if got := idsOf(list(t, "screening=knockout", admin)); !slices.Equal(got, []int64{r}) {
				t.Fatalf("knockout %v", got)
			}
			if got := idsOf(list(t, "sort=screening", company)); !slices.Equal(got, []int64{n, k, r}) {
				t.Fatalf("sorted %v", got)
			}
			wantStatus(t, e.do("GET", fmt.Sprintf("/api/jobs/%d/applications?screening=maybe", job), "", company), 422)
			wantStatus(t, e.do("GET", fmt.Sprintf("/api/jobs/%d/applications?sort=name", job), "", company), 422)
		})
		t.Run("another company's job is not found", func(t *testing.T) {
			wantStatus(t, e.do("GET", fmt.Sprintf("/api/jobs/%d/applications?screening=knockout", job), "", rival), 404)
			wantStatus(t, e.do("GET", fmt.Sprintf("/api/jobs/%d/applications?screening=knockout", job), "", tokens["kasun@example.lk"]), 404)
		})
		t.Run("the CSV export has a column per question with each applicant's answer", func(t *testing.T) {
			a := e.do("GET", fmt.Sprintf("/api/jobs/%d/applications/export", job), "", company)
			wantStatus(t, a, 200)
			rows, err := csv.NewReader(strings.NewReader(a.Body.String())).ReadAll()
			if err != nil || len(rows) != 4 {
				t.Fatalf("%d rows, %v", len(rows), err)
			}
			header := rows[0][len(rows[0])-4:]
			if !slices.Equal(header, []string{"Do you hold a heavy vehicle licence?", "Years of driving?", "Which shift?", "Which routes do you know?"}) {
				t.Fatalf("header %q", rows[0])
			}
			// Oldest first: Nimali, Kasun, Ruwan.
			answers := func(row int) []string { return rows[row][len(rows[row])-4:] }
			if got := answers(1); !slices.Equal(got, []string{"yes", "4.5", "Day", "Colombo to Kandy"}) {
				t.Fatalf("nimali %q in %q", got, rows)
			}
			if got := answers(2); !slices.Equal(got, []string{"yes", "1", "", ""}) {
				t.Fatalf("kasun %q", got)
			}
			if got := answers(3); !slices.Equal(got, []string{"no", "10", "Day", ""}) {
				t.Fatalf("ruwan %q", got)
			}
		})
		t.Run("the knock-out is the bulk move to not selected, which emails", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			out := idsOf(list(t, "screening=knockout", company))
			moved := e.must(200, "POST", fmt.Sprintf("/api/jobs/%d/applications/move", job), fmt.Sprintf(`{"ids":[%d],"status":"rejected","notify":false}`, out[0]), company)
			if moved.msg() != "Moved 1 application." {
				t.Fatalf("message %q", moved.msg())
			}
			if news := e.mail.Messages()[sent:]; len(news) != 1 || news[0].To != "ruwan@example.lk" {
				t.Fatalf("emails %+v", news)
			}
			if got := list(t, "screening=knockout", company); len(got) != 0 {
				t.Fatalf("still offered %v", got)
			}
		})
		t.Run("the applicant's own list does not carry the employer's marks", func(t *testing.T) {
			a := e.must(200, "GET", "/api/user/applications", "", tokens["ruwan@example.lk"])
			if strings.Contains(a.Body.String(), "screeningKnockout") || strings.Contains(a.Body.String(), "screeningMet") {
				t.Fatalf("answer %s", a.Body.String())
			}
		})
	})
}
