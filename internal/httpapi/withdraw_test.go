package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
)

func TestWithdrawalTellsTheEmployerAndFreesTheInterview(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Kelani Hardware", "hr@kelani.lk")
		e.must(200, "PUT", "/api/user/preferences", `{"language":"si"}`, company)
		nimali := e.customerToken("nimali@example.lk")
		kasun := e.customerToken("kasun@example.lk")
		job := e.approvedJob(company, admin, set("title", "Stores Assistant"))
		cv := formFile{"cv", "cv.pdf", testPDF}
		apply := func(token string) int64 {
			a := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), token, applyForm(cv, [2]string{"phone", "077 123 4567"}), cv)
			wantStatus(t, a, 201)
			return int64(a.data()["id"].(float64))
		}
		app := apply(nimali)
		withdraw := fmt.Sprintf("/api/applications/%d/withdraw", app)
		iv := e.must(201, "POST", fmt.Sprintf("/api/applications/%d/interviews", app),
			fmt.Sprintf(`{"kind":"phone","slots":%s,"version":0}`, slotsJSON(48)), company).data()
		slot := int64(iv["slots"].([]any)[0].(map[string]any)["id"].(float64))
		iv = e.must(200, "POST", fmt.Sprintf("/api/interviews/%v/pick", iv["id"]), fmt.Sprintf(`{"slotId":%d,"version":%v}`, slot, iv["version"]), nimali).data()

		e.run(t, []scenario{
			{name: "another customer cannot withdraw it: not found", method: "POST", url: withdraw, token: kasun, wantStatus: 404},
			{name: "the employer cannot withdraw it: not found", method: "POST", url: withdraw, token: company, wantStatus: 404},
			{name: "an admin cannot withdraw it", method: "POST", url: withdraw, token: admin, wantStatus: 403},
			{name: "a visitor must sign in", method: "POST", url: withdraw, wantStatus: 401},
			{name: "an application that does not exist is not found", method: "POST", url: "/api/applications/999999/withdraw",
				token: nimali, wantStatus: 404},
			{name: "an id that is not a number is not found", method: "POST", url: "/api/applications/x1/withdraw",
				token: nimali, wantStatus: 404},
		})
		if got := e.must(200, "GET", fmt.Sprintf("/api/applications/%d/interviews", app), "", nimali).body["data"].([]any); got[0].(map[string]any)["state"] != "booked" {
			t.Fatalf("a refused withdrawal changed the interview: %v", got)
		}

		t.Run("the withdrawal cancels the booked interview and tells the employer in their language, with a calendar cancellation", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			a := e.must(200, "POST", withdraw, "", nimali).data()
			if a["status"] != "withdrawn" {
				t.Fatalf("%v", a)
			}
			list := e.must(200, "GET", fmt.Sprintf("/api/applications/%d/interviews", app), "", company).body["data"].([]any)
			if got := list[0].(map[string]any); got["state"] != "cancelled" || got["cancelledBy"] != "applicant" {
				t.Fatalf("%v", got)
			}
			news := e.mail.Messages()[sent:]
			if len(news) != 2 {
				t.Fatalf("emails %+v", news)
			}
			for _, m := range news {
				ics := calendarFile(t, m)
				if !strings.Contains(ics, "METHOD:CANCEL") || !strings.Contains(ics, "SEQUENCE:2") ||
					!strings.Contains(ics, fmt.Sprintf("UID:interview-%v@", iv["id"])) {
					t.Errorf("to %s:\n%s", m.To, ics)
				}
			}
			employer, ok := e.mail.Last("hr@kelani.lk")
			if !ok || !strings.Contains(employer.Subject, "Stores Assistant") || !strings.Contains(employer.Subject, "ඉල්ලා අස්") ||
				!strings.Contains(employer.Text, "/customer/dashboard") {
				t.Fatalf("to the employer: %q %q", employer.Subject, employer.Text)
			}
			applicant, ok := e.mail.Last("nimali@example.lk")
			if !ok || !strings.Contains(applicant.Text, "You withdrew your application") {
				t.Fatalf("to the applicant: %q", applicant.Text)
			}
		})
		t.Run("a second withdrawal (another tab, a second click) changes nothing and sends no second email", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			wantStatus(t, e.do("POST", withdraw, "", nimali), 409)
			if news := e.mail.Messages()[sent:]; len(news) != 0 {
				t.Fatalf("emails %+v", news)
			}
		})
		t.Run("a withdrawal with an interview only proposed cancels it and tells the employer alone", func(t *testing.T) {
			e := e.sub(t)
			other := apply(kasun)
			e.must(201, "POST", fmt.Sprintf("/api/applications/%d/interviews", other),
				fmt.Sprintf(`{"kind":"phone","slots":%s,"version":0}`, slotsJSON(48)), company)
			sent := len(e.mail.Messages())
			e.must(200, "POST", fmt.Sprintf("/api/applications/%d/withdraw", other), "", kasun)
			news := e.mail.Messages()[sent:]
			if len(news) != 1 || news[0].To != "hr@kelani.lk" || len(news[0].Attachments) != 0 {
				t.Fatalf("emails %+v", news)
			}
			list := e.must(200, "GET", fmt.Sprintf("/api/applications/%d/interviews", other), "", company).body["data"].([]any)
			if list[0].(map[string]any)["state"] != "cancelled" {
				t.Fatalf("%v", list)
			}
		})
	})
}
