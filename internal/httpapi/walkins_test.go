package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
)

// walkInJSON is a walk-in days from today, 09:00 to 13:00, taking RSVPs.
func walkInJSON(days int) map[string]any {
	return map[string]any{"date": day(days), "startTime": "09:00", "endTime": "13:00",
		"address": "Factory gate, 45 Negombo Road, Wattala", "documents": "NIC and O/L certificate", "rsvp": true}
}

func walkInWith(days int, k string, v any) map[string]any {
	w := walkInJSON(days)
	w[k] = v
	return w
}

func TestWalkInJobs(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Kelani Garments", "hr@kelani.lk")
		e.run(t, []scenario{
			{name: "a walk-in whose end is not after its start is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("walkIn", walkInWith(3, "endTime", "08:00"))), wantStatus: 422,
				wantBody: "The end time must be after the start time.", wantFields: []string{"walkIn.endTime"}},
			{name: "a walk-in in the past is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("walkIn", walkInJSON(-1))), wantStatus: 422, wantFields: []string{"walkIn.date"}},
			{name: "a walk-in without an address is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("walkIn", walkInWith(3, "address", "  "))), wantStatus: 422, wantFields: []string{"walkIn.address"}},
			{name: "a walk-in time that is not HH:MM is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("walkIn", walkInWith(3, "startTime", "9 am"))), wantStatus: 422, wantFields: []string{"walkIn.startTime"}},
			{name: "a walk-in with documents too long is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("walkIn", walkInWith(3, "documents", strings.Repeat("NIC ", 300)))), wantStatus: 422,
				wantFields: []string{"walkIn.documents"}},
			{name: "a walk-in with an unknown field is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("walkIn", walkInWith(3, "room", "2"))), wantStatus: 400},
			{name: "a walk-in address with a control character is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("walkIn", walkInWith(3, "address", "Gate\u0007 2"))), wantStatus: 422, wantFields: []string{"walkIn.address"}},
		})
		if n := e.jobCount(); n != 0 {
			t.Fatalf("refused jobs stored: %d", n)
		}

		id := e.approvedJob(company, admin, set("title", "Machine Operator"), set("walkIn", walkInJSON(3)),
			set("allowsApplyWithoutCV", true))
		plain := e.approvedJob(company, admin, set("title", "Accounts Clerk"))
		t.Run("the job's answer carries its walk-in and that it takes applications without a CV", func(t *testing.T) {
			e := e.sub(t)
			j := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d", id), "", "").data()
			w, _ := j["walkIn"].(map[string]any)
			if j["allowsApplyWithoutCV"] != true || w == nil || w["date"] != day(3) || w["startTime"] != "09:00" || w["rsvp"] != true {
				t.Fatalf("job %v", j)
			}
			if p := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d", plain), "", "").data(); p["walkIn"] != nil {
				t.Fatalf("plain job %v", p)
			}
		})
		t.Run("the walk-in filter lists walk-ins only", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/jobs?walkIn=true", "", "")
			list := a.body["data"].([]any)
			if len(list) != 1 || list[0].(map[string]any)["title"] != "Machine Operator" {
				t.Fatalf("list %v", list)
			}
			if all := e.must(200, "GET", "/api/jobs?walkIn=false", "", "").body["data"].([]any); len(all) != 2 {
				t.Fatalf("without the filter: %d", len(all))
			}
			wantStatus(t, e.do("GET", "/api/jobs?walkIn=maybe", "", ""), 422)
		})
		t.Run("an approved job's walk-in changed by its poster waits for review", func(t *testing.T) {
			e := e.sub(t)
			j := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d", plain), "", company).data()
			a := e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d", plain), jobBody(set("title", "Accounts Clerk"),
				set("walkIn", walkInJSON(5)), set("updatedAt", j["updatedAt"])), company)
			ch, _ := a.data()["change"].(map[string]any)
			if ch == nil || ch["walkIn"] == nil || a.data()["walkIn"] != nil {
				t.Fatalf("answer %v", a.data())
			}
			e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/change/approve", plain), "", admin)
			if after := e.storedJob(plain); after.WalkIn == nil || after.WalkIn.Date != day(5) {
				t.Fatalf("after approval %+v", after.WalkIn)
			}
		})
	})
}

func TestApplyWithoutCV(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Kelani Garments", "hr@kelani.lk")
		rival := e.companyToken("Hill Country Hotels", "jobs@hch.lk")
		seeker := e.customerToken("nimali@example.lk")
		job := e.approvedJob(company, admin, set("title", "Machine Operator"), set("allowsApplyWithoutCV", true),
			set("screeningQuestions", []map[string]any{{"kind": "yesno", "text": "Can you work night shifts?", "required": true, "wanted": "Yes"}}))
		needsCV := e.approvedJob(company, admin, set("title", "Accounts Clerk"))
		url := fmt.Sprintf("/api/jobs/%d/apply-without-cv", job)
		body := func(phone, district string) string {
			return fmt.Sprintf(`{"name":"Nimali Perera","phone":%q,"district":%q,"note":"Five years on sewing machines.",
				"answers":[{"question":0,"answer":"Yes"}]}`, phone, district)
		}
		mails := len(e.mail.Messages())
		e.run(t, []scenario{
			{name: "a visitor must sign in", method: "POST", url: url, body: body("0771234567", "Gampaha"), wantStatus: 401},
			{name: "a company account cannot apply", method: "POST", url: url, token: rival, body: body("0771234567", "Gampaha"), wantStatus: 403},
			{name: "a job that asks for a CV refuses it", method: "POST", url: fmt.Sprintf("/api/jobs/%d/apply-without-cv", needsCV),
				token: seeker, body: body("0771234567", "Gampaha"), wantStatus: 409, wantBody: "This job asks for a CV."},
			{name: "an unknown job is not found", method: "POST", url: "/api/jobs/999999/apply-without-cv", token: seeker,
				body: body("0771234567", "Gampaha"), wantStatus: 404},
			{name: "a phone number that is not Sri Lankan is refused", method: "POST", url: url, token: seeker,
				body: body("+44 20 7946 0958", "Gampaha"), wantStatus: 422, wantFields: []string{"phone"}},
			{name: "a district off the list is refused", method: "POST", url: url, token: seeker,
				body: body("0771234567", "Foreign"), wantStatus: 422, wantFields: []string{"district"}},
			{name: "missing name, phone and district are named", method: "POST", url: url, token: seeker,
				body: `{"note":"hello","answers":[{"question":0,"answer":"Yes"}]}`, wantStatus: 422, wantFields: []string{"name", "phone", "district"}},
			{name: "a note too long is refused", method: "POST", url: url, token: seeker,
				body: fmt.Sprintf(`{"name":"N","phone":"0771234567","district":"Kandy","note":%q,"answers":[{"question":0,"answer":"Yes"}]}`,
					strings.Repeat("a", 501)), wantStatus: 422, wantFields: []string{"note"}},
			{name: "a required screening question left unanswered is refused", method: "POST", url: url, token: seeker,
				body: `{"name":"N","phone":"0771234567","district":"Kandy"}`, wantStatus: 422},
			{name: "an unknown field is refused", method: "POST", url: url, token: seeker,
				body: `{"name":"N","phone":"0771234567","district":"Kandy","cv":"x"}`, wantStatus: 400},
		})
		if n := e.applicationCount(job); n != 0 {
			t.Fatalf("refused applications counted: %d", n)
		}
		t.Run("a job seeker applies without a CV; the employer is told and sees the fields in the list and the CSV", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(201, "POST", url, body("+94 77 123 4567", "gampaha"), seeker).data()
			if a["withoutCv"] != true || a["phone"] != "077 123 4567" || a["district"] != "Gampaha" || a["givenName"] != "Nimali Perera" {
				t.Fatalf("application %v", a)
			}
			news := e.mail.Messages()[mails:]
			if len(news) != 1 || news[0].To != "hr@kelani.lk" {
				t.Fatalf("emails %+v", news)
			}
			list := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/applications", job), "", company).body["data"].([]any)
			got := list[0].(map[string]any)
			if got["withoutCv"] != true || got["phone"] != "077 123 4567" || got["district"] != "Gampaha" ||
				got["coverLetter"] != "Five years on sewing machines." || got["cv"].(map[string]any)["url"] != "" {
				t.Fatalf("listed %v", got)
			}
			csv := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/applications/export", job), "", company).Body.String()
			if !strings.Contains(csv, "Nimali Perera,,077 123 4567,Applied,") ||
				!strings.Contains(csv, ",Gampaha,Yes,Five years on sewing machines.") {
				t.Fatalf("csv %s", csv)
			}
			id := int64(a["id"].(float64))
			wantStatus(t, e.do("GET", fmt.Sprintf("/api/applications/%d/cv", id), "", company), 404)
		})
		t.Run("a second application is refused as for any apply", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("POST", url, body("0771234567", "Gampaha"), seeker)
			wantStatus(t, a, 409)
			if !strings.Contains(a.Body.String(), "already applied") {
				t.Fatal(a.Body.String())
			}
		})
	})
}

func TestWalkInRSVPs(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Kelani Garments", "hr@kelani.lk")
		rival := e.companyToken("Hill Country Hotels", "jobs@hch.lk")
		seeker := e.customerToken("nimali@example.lk")
		other := e.customerToken("kasun@example.lk")
		job := e.approvedJob(company, admin, set("title", "Machine Operator"), set("walkIn", walkInJSON(3)))
		noRSVP := e.approvedJob(company, admin, set("title", "Security Officer"), set("walkIn", walkInWith(3, "rsvp", false)))
		plain := e.approvedJob(company, admin, set("title", "Accounts Clerk"))
		rsvp := fmt.Sprintf("/api/jobs/%d/walk-in/rsvp", job)
		rsvps := fmt.Sprintf("/api/jobs/%d/walk-in/rsvps", job)
		e.run(t, []scenario{
			{name: "a visitor must sign in to RSVP", method: "POST", url: rsvp, wantStatus: 401},
			{name: "a company account cannot RSVP", method: "POST", url: rsvp, token: rival, wantStatus: 403},
			{name: "a walk-in without RSVPs refuses one", method: "POST", url: fmt.Sprintf("/api/jobs/%d/walk-in/rsvp", noRSVP), token: seeker,
				wantStatus: 409, wantBody: "does not take RSVPs"},
			{name: "a job without a walk-in refuses one", method: "POST", url: fmt.Sprintf("/api/jobs/%d/walk-in/rsvp", plain), token: seeker,
				wantStatus: 409},
			{name: "an unknown job is not found", method: "POST", url: "/api/jobs/999999/walk-in/rsvp", token: seeker, wantStatus: 404},
			{name: "a body with a field is refused", method: "POST", url: rsvp, token: seeker, body: `{"count":3}`, wantStatus: 400},
			{name: "another company cannot list the RSVPs: not found", method: "GET", url: rsvps, token: rival, wantStatus: 404},
			{name: "a job seeker cannot list them: not found", method: "GET", url: rsvps, token: seeker, wantStatus: 404},
			{name: "a visitor cannot list them", method: "GET", url: rsvps, wantStatus: 401},
		})
		t.Run("a job seeker RSVPs; a second tap changes nothing; the employer sees the count and the list", func(t *testing.T) {
			e := e.sub(t)
			if a := e.must(201, "POST", rsvp, "", seeker).data(); a["rsvp"] != true {
				t.Fatalf("%v", a)
			}
			e.must(200, "POST", rsvp, "", seeker)
			e.must(201, "POST", rsvp, "", other)
			if a := e.must(200, "GET", rsvp, "", seeker).data(); a["rsvp"] != true {
				t.Fatalf("status %v", a)
			}
			a := e.must(200, "GET", rsvps, "", company)
			list := a.body["data"].([]any)
			first := list[0].(map[string]any)
			if a.body["pagination"].(map[string]any)["total"] != 2.0 || len(list) != 2 || first["name"] != "Nimali Perera" {
				t.Fatalf("list %v", a.body)
			}
			// The employer reads an address only when its owner shows it; an admin always does.
			if first["email"] != "" {
				t.Fatalf("a hidden address was shown: %v", first)
			}
			if byAdmin := e.must(200, "GET", rsvps, "", admin).body["data"].([]any); byAdmin[0].(map[string]any)["email"] != "nimali@example.lk" {
				t.Fatalf("admin's list %v", byAdmin)
			}
		})
		t.Run("cancelling takes the RSVP back, and cancelling again is no error", func(t *testing.T) {
			e := e.sub(t)
			if a := e.must(200, "DELETE", rsvp, "", other).data(); a["rsvp"] != false {
				t.Fatalf("%v", a)
			}
			e.must(200, "DELETE", rsvp, "", other)
			if a := e.must(200, "GET", rsvp, "", other).data(); a["rsvp"] != false {
				t.Fatalf("status %v", a)
			}
			if total := e.must(200, "GET", rsvps, "", company).body["pagination"].(map[string]any)["total"]; total != 1.0 {
				t.Fatalf("total %v", total)
			}
		})
	})
}
