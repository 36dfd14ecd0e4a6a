package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestMessages(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		rival := e.companyToken("Hill Country Hotels", "jobs@hch.lk")
		nimali := e.customerToken("nimali@example.lk")
		kasun := e.customerToken("kasun@example.lk")
		job := e.approvedJob(company, admin, set("title", "Accounts Assistant"))
		teamJob := e.postJob(admin, true, set("title", "Data Entry Clerk"), set("companyName", "Ceylon Traders"))
		cv := formFile{"cv", "cv.pdf", testPDF}
		apply := func(token string, jobID int64) int64 {
			a := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", jobID), token, applyForm(cv), cv)
			wantStatus(t, a, 201)
			return int64(a.data()["id"].(float64))
		}
		app := apply(nimali, job)
		kasunApp := apply(kasun, job)
		teamApp := apply(nimali, teamJob)
		thread := fmt.Sprintf("/api/applications/%d/messages", app)
		e.must(200, "PUT", "/api/user/preferences", `{"language":"si"}`, nimali)

		t.Run("only the two sides reach a thread: anyone else, another company and admins included, finds no application", func(t *testing.T) {
			e := e.sub(t)
			var cases []scenario
			for _, who := range []struct{ name, token string }{{"another applicant", kasun}, {"another company", rival}, {"an admin", admin}} {
				cases = append(cases,
					scenario{name: who.name + " may not read it", method: "GET", url: thread, token: who.token, wantStatus: 404, wantBody: "Application not found."},
					scenario{name: who.name + " may not write in it", method: "POST", url: thread, body: `{"body":"Hello"}`, token: who.token, wantStatus: 404},
					scenario{name: who.name + " may not mark it read", method: "POST", url: thread + "/read", token: who.token, wantStatus: 404},
					scenario{name: who.name + " may not share the applicant's address", method: "PUT", url: thread + "/share-email", body: `{"share":true}`, token: who.token, wantStatus: 404},
				)
			}
			cases = append(cases,
				scenario{name: "a visitor may not read it", method: "GET", url: thread, wantStatus: 401},
				scenario{name: "a visitor may not write in it", method: "POST", url: thread, body: `{"body":"Hello"}`, wantStatus: 401},
				scenario{name: "a visitor may not count unread messages", method: "GET", url: "/api/user/messages/unread", wantStatus: 401},
				scenario{name: "another company may not count a job's unread messages", method: "GET", url: fmt.Sprintf("/api/jobs/%d/messages/unread", job), token: rival, wantStatus: 404},
				scenario{name: "an admin may not count a job's unread messages", method: "GET", url: fmt.Sprintf("/api/jobs/%d/messages/unread", job), token: admin, wantStatus: 404},
				scenario{name: "the employer may not choose for the applicant to share their address", method: "PUT", url: thread + "/share-email", body: `{"share":true}`, token: company, wantStatus: 403},
				scenario{name: "an unknown application is not found", method: "GET", url: "/api/applications/999999/messages", token: nimali, wantStatus: 404},
			)
			e.run(t, cases)
		})

		t.Run("a bad message is refused with a reason and stores nothing", func(t *testing.T) {
			e := e.sub(t)
			e.run(t, []scenario{
				{name: "an empty message", method: "POST", url: thread, body: `{"body":""}`, token: company, wantStatus: 422, wantFields: []string{"body"}},
				{name: "a message of spaces only", method: "POST", url: thread, body: `{"body":"  \n\t "}`, token: company, wantStatus: 422, wantBody: "it is empty"},
				{name: "a message too long", method: "POST", url: thread, body: `{"body":"` + strings.Repeat("අ", 4001) + `"}`, token: company, wantStatus: 422, wantBody: "at most 4000 characters (it has 4001)"},
				{name: "a control character", method: "POST", url: thread, body: `{"body":"Hello\u0007there"}`, token: company, wantStatus: 422, wantBody: "control character"},
				{name: "a key with odd characters", method: "POST", url: thread, body: `{"body":"Hello","key":"a b"}`, token: company, wantStatus: 422, wantFields: []string{"key"}},
				{name: "an unknown field", method: "POST", url: thread, body: `{"body":"Hello","to":"x@y.lk"}`, token: company, wantStatus: 400},
				{name: "a body too large to read", method: "POST", url: thread, body: `{"body":"` + strings.Repeat("a", 2<<20) + `"}`, token: company, wantStatus: 413},
				{name: "a share without its choice", method: "PUT", url: thread + "/share-email", body: `{}`, token: nimali, wantStatus: 422, wantFields: []string{"share"}},
			})
			if list := e.must(200, "GET", thread, "", company).data()["messages"].([]any); len(list) != 0 {
				t.Fatalf("stored %v", list)
			}
		})

		t.Run("a message sent twice with its key is stored once", func(t *testing.T) {
			e := e.sub(t)
			first := e.must(201, "POST", thread, `{"body":"Could you come in on Monday at 10?","key":"c1-first"}`, company).data()
			again := e.must(200, "POST", thread, `{"body":"Could you come in on Monday at 10?","key":"c1-first"}`, company).data()
			if first["id"] != again["id"] || first["authorName"] != "Lanka Software Labs" || first["side"] != "employer" {
				t.Fatalf("%v, %v", first, again)
			}
			if list := e.must(200, "GET", thread, "", nimali).data()["messages"].([]any); len(list) != 1 {
				t.Fatalf("%d messages", len(list))
			}
		})

		t.Run("notices are batched: one per thread while unread, again once read or after 30 minutes", func(t *testing.T) {
			e := e.sub(t)
			sent := e.mail.Messages()
			notices := func() []string {
				var to []string
				for _, m := range e.mail.Messages()[len(sent):] {
					to = append(to, m.To)
				}
				return to
			}
			// The first message above sent the applicant a notice, in Sinhala.
			first, ok := e.mail.Last("nimali@example.lk")
			if !ok || !strings.Contains(first.Text, "Lanka Software Labs") || !strings.Contains(first.Subject, "නව පණිවිඩයක්") ||
				!strings.Contains(first.Text, fmt.Sprintf("/customer/dashboard?tab=applications&messages=%d", app)) {
				t.Fatalf("notice %+v", first)
			}
			e.must(201, "POST", thread, `{"body":"Please bring your NIC."}`, company)
			e.must(201, "POST", thread, `{"body":"And your O/L certificate."}`, company)
			if got := notices(); len(got) != 0 {
				t.Fatalf("notices while unread: %v", got)
			}
			unread := e.must(200, "GET", "/api/user/messages/unread", "", nimali).data()
			if unread[fmt.Sprint(app)] != 3.0 || len(unread) != 1 {
				t.Fatalf("unread %v", unread)
			}
			if n := e.must(200, "POST", thread+"/read", "", nimali).data()["marked"]; n != 3.0 {
				t.Fatalf("marked %v", n)
			}
			e.must(201, "POST", thread, `{"body":"See you on Monday."}`, company)
			if got := notices(); len(got) != 1 || got[0] != "nimali@example.lk" {
				t.Fatalf("notices after reading: %v", got)
			}
			real := e.db.Now
			e.db.Now = func() time.Time { return real().Add(31 * time.Minute) }
			defer func() { e.db.Now = real }()
			e.must(201, "POST", thread, `{"body":"The office is on the second floor."}`, company)
			if got := notices(); len(got) != 2 {
				t.Fatalf("notices after 30 minutes: %v", got)
			}
		})

		t.Run("the applicant replies; the employer's notice and thread show no address until the applicant shares it", func(t *testing.T) {
			e := e.sub(t)
			long := "Thank you, I will be there. My email is nimali.private@example.lk " + strings.Repeat("and I look forward to it ", 10) + "TAIL-WORDS"
			e.must(201, "POST", thread, `{"body":"`+long+`","key":"r1"}`, nimali)
			notice, ok := e.mail.Last("hr@lsl.lk")
			if !ok || !strings.Contains(notice.Subject, "New message from") || !strings.Contains(notice.Text, "Thank you, I will be there.") {
				t.Fatalf("notice %+v", notice)
			}
			for _, hidden := range []string{"nimali@example.lk", "nimali.private@example.lk", "TAIL-WORDS"} {
				if strings.Contains(notice.Text, hidden) || strings.Contains(notice.Subject, hidden) {
					t.Fatalf("the notice shows %q: %s", hidden, notice.Text)
				}
			}
			if !strings.Contains(notice.Text, fmt.Sprintf("tab=jobs&job=%d&messages=%d", job, app)) {
				t.Fatalf("no link to the thread: %s", notice.Text)
			}
			unread := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/messages/unread", job), "", company).data()
			if unread[fmt.Sprint(app)] != 1.0 || len(unread) != 1 {
				t.Fatalf("employer's unread %v", unread)
			}
			seen := e.must(200, "GET", thread, "", company)
			if strings.Contains(seen.Body.String(), "nimali@example.lk") || seen.data()["with"] != "Nimali Perera" || seen.data()["side"] != "employer" {
				t.Fatalf("thread %s", seen.Body.String())
			}
			e.must(200, "PUT", thread+"/share-email", `{"share":true}`, nimali)
			if d := e.must(200, "GET", thread, "", company).data(); d["applicantEmail"] != "nimali@example.lk" || d["shareEmail"] != true {
				t.Fatalf("shared thread %v", d)
			}
			other := e.must(200, "GET", fmt.Sprintf("/api/applications/%d/messages", kasunApp), "", company).data()
			if _, shown := other["applicantEmail"]; shown {
				t.Fatalf("another thread shows an address: %v", other)
			}
			e.must(200, "PUT", thread+"/share-email", `{"share":false}`, nimali)
			if d := e.must(200, "GET", thread, "", company).data(); d["applicantEmail"] != nil {
				t.Fatalf("still shared %v", d)
			}
		})

		t.Run("a job posted by the site's team has no one to write to", func(t *testing.T) {
			e := e.sub(t)
			url := fmt.Sprintf("/api/applications/%d/messages", teamApp)
			if d := e.must(200, "GET", url, "", nimali).data(); d["open"] != false {
				t.Fatalf("thread %v", d)
			}
			wantStatus(t, e.do("POST", url, `{"body":"Hello"}`, nimali), 409)
		})

		t.Run("one account writing a flood of messages is stopped for a while", func(t *testing.T) {
			e := e.sub(t)
			url := fmt.Sprintf("/api/applications/%d/messages", kasunApp)
			var last answer
			for i := range 25 {
				if last = e.do("POST", url, fmt.Sprintf(`{"body":"Message %d"}`, i), kasun); last.Code != 201 {
					break
				}
			}
			wantStatus(t, last, 429)
			if !strings.Contains(last.msg(), "Too many messages") {
				t.Fatalf("message %q", last.msg())
			}
		})
	})
}
