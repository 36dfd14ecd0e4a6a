package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"jobportal/internal/mail"
)

// slotsJSON writes proposed times, each hours from now, 30 minutes long.
func slotsJSON(hours ...int) string {
	parts := make([]string, len(hours))
	for i, h := range hours {
		start := time.Now().Add(time.Duration(h) * time.Hour).UTC().Truncate(time.Minute).Format(time.RFC3339)
		parts[i] = fmt.Sprintf(`{"start":%q,"minutes":30}`, start)
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// calendarFile returns the .ics attachment of an email, or fails.
func calendarFile(t *testing.T, m mail.Message) string {
	t.Helper()
	for _, a := range m.Attachments {
		if a.Name == "interview.ics" && strings.HasPrefix(a.ContentType, "text/calendar") {
			return strings.ReplaceAll(string(a.Data), "\r\n ", "")
		}
	}
	t.Fatalf("no calendar file in %q: %+v", m.Subject, m.Attachments)
	return ""
}

func TestInterviews(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Kelani Hardware", "hr@kelani.lk")
		rival := e.companyToken("Hill Country Hotels", "jobs@hch.lk")
		nimali := e.customerToken("nimali@example.lk")
		kasun := e.customerToken("kasun@example.lk")
		job := e.approvedJob(company, admin, set("title", "Stores Assistant"))
		cv := formFile{"cv", "cv.pdf", testPDF}
		a := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), nimali, applyForm(cv, [2]string{"phone", "077 123 4567"}), cv)
		wantStatus(t, a, 201)
		app := int64(a.data()["id"].(float64))
		propose := fmt.Sprintf("/api/applications/%d/interviews", app)
		inPerson := func(version int, slots string) string {
			return fmt.Sprintf(`{"kind":"in_person","address":"12 Kandy Road, Kelaniya","note":"Bring your NIC.","slots":%s,"version":%d}`, slots, version)
		}

		e.run(t, []scenario{
			{name: "a time in the past is refused", method: "POST", url: propose, token: company,
				body: inPerson(0, slotsJSON(-2, 24)), wantStatus: 422, wantBody: "Time 1 is in the past", wantFields: []string{"slots.0"}},
			{name: "six times are refused", method: "POST", url: propose, token: company,
				body: inPerson(0, slotsJSON(24, 25, 26, 27, 28, 29)), wantStatus: 422, wantBody: "at most 5 times", wantFields: []string{"slots"}},
			{name: "overlapping times are refused", method: "POST", url: propose, token: company,
				body: inPerson(0, slotsJSON(48, 24, 24)), wantStatus: 422, wantBody: "Times 2 and 3 overlap", wantFields: []string{"slots.2"}},
			{name: "a time years ahead is refused", method: "POST", url: propose, token: company,
				body: `{"kind":"phone","slots":[{"start":"2099-01-01T04:00:00Z","minutes":60}]}`, wantStatus: 422, wantBody: "more than a year ahead"},
			{name: "no times are refused", method: "POST", url: propose, token: company,
				body: `{"kind":"phone","slots":[]}`, wantStatus: 422, wantFields: []string{"slots"}},
			{name: "an interview in person without an address is refused", method: "POST", url: propose, token: company,
				body: fmt.Sprintf(`{"kind":"in_person","slots":%s}`, slotsJSON(24)), wantStatus: 422, wantFields: []string{"address"}},
			{name: "a video interview without a link is refused", method: "POST", url: propose, token: company,
				body: fmt.Sprintf(`{"kind":"video","slots":%s}`, slotsJSON(24)), wantStatus: 422, wantFields: []string{"link"}},
			{name: "a video link that is not http(s) is refused", method: "POST", url: propose, token: company,
				body: fmt.Sprintf(`{"kind":"video","link":"javascript:alert(1)","slots":%s}`, slotsJSON(24)), wantStatus: 422,
				wantBody: "starting with https://", wantFields: []string{"link"}},
			{name: "a start that is not a time is refused", method: "POST", url: propose, token: company,
				body: `{"kind":"phone","slots":[{"start":"tomorrow","minutes":30}]}`, wantStatus: 400},
			{name: "an unknown field is refused", method: "POST", url: propose, token: company,
				body: fmt.Sprintf(`{"kind":"phone","slots":%s,"admin":true}`, slotsJSON(24)), wantStatus: 400},
			{name: "another company cannot propose: not found", method: "POST", url: propose, token: rival,
				body: inPerson(0, slotsJSON(24)), wantStatus: 404},
			{name: "the applicant cannot propose: not found", method: "POST", url: propose, token: nimali,
				body: inPerson(0, slotsJSON(24)), wantStatus: 404},
			{name: "an admin cannot propose: not found", method: "POST", url: propose, token: admin,
				body: inPerson(0, slotsJSON(24)), wantStatus: 404},
			{name: "a visitor must sign in", method: "POST", url: propose, body: inPerson(0, slotsJSON(24)), wantStatus: 401},
		})
		if list := e.must(200, "GET", propose, "", company).body["data"].([]any); len(list) != 0 {
			t.Fatalf("a refused proposal made %v", list)
		}

		var iv map[string]any
		t.Run("the employer proposes two times: the application moves to interview and the applicant is emailed", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			iv = e.must(201, "POST", propose, inPerson(0, slotsJSON(48, 24)), company).data()
			if iv["state"] != "proposed" || len(iv["slots"].([]any)) != 2 || iv["jobTitle"] != "Stores Assistant" {
				t.Fatalf("interview %v", iv)
			}
			if _, leaked := iv["applicantEmail"]; leaked {
				t.Fatal("the answer holds an address")
			}
			news := e.mail.Messages()[sent:]
			if len(news) != 1 || news[0].To != "nimali@example.lk" || !strings.Contains(news[0].Text, "12 Kandy Road") ||
				len(news[0].Attachments) != 0 {
				t.Fatalf("emails %+v", news)
			}
			stages := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/applications/stages", job), "", company).data()
			if stages["interview"] != 1.0 {
				t.Fatalf("stages %v", stages)
			}
			wantStatus(t, e.do("POST", propose, inPerson(0, slotsJSON(72)), company), 409)
		})
		id := int64(iv["id"].(float64))
		slot := func(iv map[string]any, i int) int64 {
			return int64(iv["slots"].([]any)[i].(map[string]any)["id"].(float64))
		}
		version := func(iv map[string]any) int { return int(iv["version"].(float64)) }

		e.run(t, []scenario{
			{name: "another applicant cannot see the interviews: not found", method: "GET", url: propose, token: kasun, wantStatus: 404},
			{name: "another company cannot see them: not found", method: "GET", url: propose, token: rival, wantStatus: 404},
			{name: "an admin cannot see them: not found", method: "GET", url: propose, token: admin, wantStatus: 404},
			{name: "another applicant cannot pick: not found", method: "POST", url: fmt.Sprintf("/api/interviews/%d/pick", id), token: kasun,
				body: fmt.Sprintf(`{"slotId":%d,"version":1}`, slot(iv, 0)), wantStatus: 404},
			{name: "the employer cannot pick for the applicant: not found", method: "POST", url: fmt.Sprintf("/api/interviews/%d/pick", id),
				token: company, body: fmt.Sprintf(`{"slotId":%d,"version":1}`, slot(iv, 0)), wantStatus: 404},
			{name: "another company cannot cancel: not found", method: "POST", url: fmt.Sprintf("/api/interviews/%d/cancel", id),
				token: rival, body: `{"version":1}`, wantStatus: 404},
			{name: "a pick without a time is refused", method: "POST", url: fmt.Sprintf("/api/interviews/%d/pick", id), token: nimali,
				body: `{"version":1}`, wantStatus: 422, wantFields: []string{"slotId"}},
			{name: "a time not proposed is refused", method: "POST", url: fmt.Sprintf("/api/interviews/%d/pick", id), token: nimali,
				body: `{"slotId":999999,"version":1}`, wantStatus: 409},
			{name: "asking for other times without a note is refused", method: "POST", url: fmt.Sprintf("/api/interviews/%d/other-times", id),
				token: nimali, body: `{"note":"  ","version":1}`, wantStatus: 422, wantFields: []string{"note"}},
			{name: "an interview that does not exist is not found", method: "POST", url: "/api/interviews/999999/cancel",
				token: nimali, body: `{"version":1}`, wantStatus: 404},
		})

		t.Run("the applicant asks for other times, the employer is told and proposes again", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			got := e.must(200, "POST", fmt.Sprintf("/api/interviews/%d/other-times", id),
				`{"note":"Any weekday after 3 pm","version":1}`, nimali).data()
			if got["state"] != "change_requested" || got["changeNote"] != "Any weekday after 3 pm" {
				t.Fatalf("%v", got)
			}
			news := e.mail.Messages()[sent:]
			if len(news) != 1 || news[0].To != "hr@kelani.lk" || !strings.Contains(news[0].Text, "Any weekday after 3 pm") {
				t.Fatalf("emails %+v", news)
			}
			iv = e.must(200, "POST", propose, inPerson(version(got), slotsJSON(50, 74)), company).data()
			if iv["state"] != "proposed" || int64(iv["id"].(float64)) != id {
				t.Fatalf("%v", iv)
			}
		})
		t.Run("the applicant picks a time: both are emailed a calendar invitation, a second click is refused", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			body := fmt.Sprintf(`{"slotId":%d,"version":%d}`, slot(iv, 1), version(iv))
			got := e.must(200, "POST", fmt.Sprintf("/api/interviews/%d/pick", id), body, nimali).data()
			if got["state"] != "booked" || got["booked"] == nil {
				t.Fatalf("%v", got)
			}
			wantStatus(t, e.do("POST", fmt.Sprintf("/api/interviews/%d/pick", id), body, nimali), 409)
			news := e.mail.Messages()[sent:]
			if len(news) != 2 {
				t.Fatalf("emails %+v", news)
			}
			for _, m := range news {
				ics := calendarFile(t, m)
				for _, want := range []string{"METHOD:REQUEST", fmt.Sprintf("UID:interview-%d@jobs.example.lk", id), "SEQUENCE:1",
					"STATUS:CONFIRMED", "LOCATION:12 Kandy Road\\, Kelaniya", "mailto:" + m.To} {
					if !strings.Contains(ics, want) {
						t.Errorf("the file to %s has no %q:\n%s", m.To, want, ics)
					}
				}
			}
			iv = got
		})
		t.Run("the employer reschedules: the booking ends with a cancellation file, the UID stays and the sequence grows", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			iv = e.must(200, "POST", propose, inPerson(version(iv), slotsJSON(100)), company).data()
			if iv["state"] != "proposed" || iv["booked"] != nil {
				t.Fatalf("%v", iv)
			}
			news := e.mail.Messages()[sent:]
			if len(news) != 2 {
				t.Fatalf("emails %+v", news)
			}
			for _, m := range news {
				if ics := calendarFile(t, m); !strings.Contains(ics, "METHOD:CANCEL") || !strings.Contains(ics, "SEQUENCE:2") ||
					!strings.Contains(ics, fmt.Sprintf("UID:interview-%d@", id)) {
					t.Errorf("to %s:\n%s", m.To, ics)
				}
			}
			iv = e.must(200, "POST", fmt.Sprintf("/api/interviews/%d/pick", id), fmt.Sprintf(`{"slotId":%d,"version":%d}`, slot(iv, 0), version(iv)), nimali).data()
			if m, _ := e.mail.Last("nimali@example.lk"); !strings.Contains(calendarFile(t, m), "SEQUENCE:3") {
				t.Errorf("the new booking's file is not the next in the sequence")
			}
		})
		t.Run("the applicant sees the interview in their list; another customer sees none", func(t *testing.T) {
			e := e.sub(t)
			mine := e.must(200, "GET", "/api/user/interviews", "", nimali).body["data"].([]any)
			if len(mine) != 1 || mine[0].(map[string]any)["state"] != "booked" {
				t.Fatalf("%v", mine)
			}
			if theirs := e.must(200, "GET", "/api/user/interviews", "", kasun).body["data"].([]any); len(theirs) != 0 {
				t.Fatalf("%v", theirs)
			}
		})
		t.Run("the employer cancels: both get a cancellation file; a second cancel is refused", func(t *testing.T) {
			e := e.sub(t)
			sent := len(e.mail.Messages())
			got := e.must(200, "POST", fmt.Sprintf("/api/interviews/%d/cancel", id), fmt.Sprintf(`{"version":%d}`, version(iv)), company).data()
			if got["state"] != "cancelled" || got["cancelledBy"] != "employer" {
				t.Fatalf("%v", got)
			}
			news := e.mail.Messages()[sent:]
			if len(news) != 2 {
				t.Fatalf("emails %+v", news)
			}
			for _, m := range news {
				if ics := calendarFile(t, m); !strings.Contains(ics, "METHOD:CANCEL") || !strings.Contains(ics, "STATUS:CANCELLED") ||
					!strings.Contains(ics, "SEQUENCE:4") {
					t.Errorf("to %s:\n%s", m.To, ics)
				}
			}
			wantStatus(t, e.do("POST", fmt.Sprintf("/api/interviews/%d/cancel", id), fmt.Sprintf(`{"version":%d}`, version(got)), nimali), 409)
		})
	})
}
