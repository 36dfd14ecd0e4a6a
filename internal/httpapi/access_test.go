package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
)

// TestAdminRolesReachWhatTheirRoleDoes checks the routes against the access
// rules for the admin roles: an editor runs the blog and reads the figures,
// so the job moderation routes answer 403; an admin moderates jobs.
func TestAdminRolesReachWhatTheirRoleDoes(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		editor := e.adminTokenAs("editor", jobportal.RoleEditor)
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		employer := e.customerToken("employer@example.lk")
		pending := e.postJob(employer, false, set("title", "Night Receptionist"), set("companyName", "Galle Face Hotel"))
		public := e.postJob(super, true, set("title", "Day Receptionist"), set("companyName", "Galle Face Hotel"))
		job := func(format string) string { return fmt.Sprintf(format, pending) }
		e.run(t, []scenario{
			{name: "an editor may not see the queue of pending jobs", method: "GET", url: "/api/jobs/admin/pending",
				token: editor, wantStatus: 403, wantBody: "does not moderate jobs"},
			{name: "an editor may not see the approved jobs", method: "GET", url: "/api/jobs/admin/approved",
				token: editor, wantStatus: 403},
			{name: "an editor may not approve a job", method: "PUT", url: job("/api/jobs/%d/approve"),
				token: editor, wantStatus: 403},
			{name: "an editor may not reject a job", method: "PUT", url: job("/api/jobs/%d/reject"),
				token: editor, wantStatus: 403},
			{name: "an editor may not publish a job", method: "POST", url: "/api/jobs/admin", body: jobBody(set("companyName", "Galle Face Hotel")),
				token: editor, wantStatus: 403},
			{name: "an editor may not edit a job", method: "PUT", url: job("/api/jobs/%d"), body: jobBody(set("companyName", "Galle Face Hotel")),
				token: editor, wantStatus: 403},
			{name: "an editor may not delete a job", method: "DELETE", url: job("/api/jobs/%d"),
				token: editor, wantStatus: 403},
			{name: "an editor may not see the changes waiting for review", method: "GET", url: "/api/jobs/admin/changes",
				token: editor, wantStatus: 403},
			{name: "an editor may not approve a change", method: "PUT", url: job("/api/jobs/%d/change/approve"),
				token: editor, wantStatus: 403},
			{name: "an editor may not reject a change", method: "PUT", url: job("/api/jobs/%d/change/reject"),
				body: `{"reason":"No."}`, token: editor, wantStatus: 403},
			{name: "an editor may not extend a job", method: "PUT", url: job("/api/jobs/%d/extend"),
				body: `{"closingDate":"` + day(40) + `"}`, token: editor, wantStatus: 403},
			{name: "an editor may not close a job", method: "PUT", url: fmt.Sprintf("/api/jobs/%d/close", public),
				token: editor, wantStatus: 403},
			{name: "a visitor may not extend a job", method: "PUT", url: job("/api/jobs/%d/extend"),
				body: `{"closingDate":"` + day(40) + `"}`, wantStatus: 401},
			{name: "a visitor may not close a job", method: "PUT", url: fmt.Sprintf("/api/jobs/%d/close", public), wantStatus: 401},
			{name: "a visitor may not see the changes waiting for review", method: "GET", url: "/api/jobs/admin/changes", wantStatus: 401},
			{name: "an editor may not read a job's applications", method: "GET", url: job("/api/jobs/%d/applications"),
				token: editor, wantStatus: 403},
			{name: "an editor may not read the knock-outs of a job's screening", method: "GET",
				url: job("/api/jobs/%d/applications?screening=knockout"), token: editor, wantStatus: 403},
			{name: "an admin reads the applications that meet a job's wanted answers", method: "GET",
				url: job("/api/jobs/%d/applications?screening=met&sort=screening"), token: admin, wantStatus: 200},
			{name: "a visitor may not read the knock-outs of a job's screening", method: "GET",
				url: job("/api/jobs/%d/applications?screening=knockout"), wantStatus: 401},
			{name: "an editor may not open a pending job", method: "GET", url: job("/api/jobs/%d"),
				token: editor, wantStatus: 404},
			{name: "an editor opens a public job as anyone does", method: "GET", url: fmt.Sprintf("/api/jobs/%d", public),
				token: editor, wantStatus: 200},
			{name: "an editor reads the site's figures", method: "GET", url: "/api/jobs/dashboard",
				token: editor, wantStatus: 200, wantBody: `"customers":{`},
			{name: "an admin sees the queue of pending jobs", method: "GET", url: "/api/jobs/admin/pending",
				token: admin, wantStatus: 200, wantBody: "Night Receptionist"},
			{name: "an admin reads a job's applications", method: "GET", url: job("/api/jobs/%d/applications"),
				token: admin, wantStatus: 200},
			{name: "an editor may not count a job's applications by stage", method: "GET", url: job("/api/jobs/%d/applications/stages"),
				token: editor, wantStatus: 403},
			{name: "an editor may not export a job's applications", method: "GET", url: job("/api/jobs/%d/applications/export"),
				token: editor, wantStatus: 403},
			{name: "an editor may not move a job's applications", method: "POST", url: job("/api/jobs/%d/applications/move"),
				body: `{"ids":[1],"status":"reviewed"}`, token: editor, wantStatus: 403},
			{name: "an admin counts a job's applications by stage", method: "GET", url: job("/api/jobs/%d/applications/stages"),
				token: admin, wantStatus: 200, wantBody: `"withdrawn":0`},
			{name: "a visitor may not export a job's applications", method: "GET", url: job("/api/jobs/%d/applications/export"),
				wantStatus: 401},
			{name: "an admin approves a job", method: "PUT", url: job("/api/jobs/%d/approve"),
				token: admin, wantStatus: 200, wantBody: `"status":"approved"`},
		})
	})
}

// TestRefusalStatuses lists the refusals the API makes and the status of
// each. 401 and 403 say that this session may not: it is not signed in, its
// account kind or role may not, it is suspended, or an admin's first password
// waits to be changed; the web app signs out on them (SPEC section 4). A
// refusal about the state of things (applied already, one's own job or page,
// the last superadmin) is a 409, and one about the request's content a 422,
// each with its message, so that the app shows it and keeps the session.
func TestRefusalStatuses(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		editor := e.adminTokenAs("writer", jobportal.RoleEditor)
		seeker := e.customerToken("nimali@example.lk")
		poster := e.customerToken("kasun@example.lk")
		employer := e.companyToken("Hill Country Hotels", "hr@hotels.lk")
		page := e.ownPage(employer)
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/companies/%d/approve", page), "", admin)
		job := e.approvedJob(employer, admin)
		ownJob := e.approvedJob(poster, admin, set("companyName", "Kasun Stores"))
		byEmail := e.approvedJob(employer, admin, set("applyMethod", "email"), set("applyEmail", "jobs@hotels.lk"))
		pendingJob := e.postJob(poster, false, set("companyName", "Kasun Stores"))
		cv := formFile{"cv", "Nimali Perera CV.pdf", testPDF}
		apply := func(id int64) string { return fmt.Sprintf("/api/jobs/%d/apply", id) }
		wantStatus(t, e.sendForm("POST", apply(job), seeker, applyForm(cv), cv), http.StatusCreated)
		reviews := fmt.Sprintf("/api/companies/%d/reviews", page)
		e.must(http.StatusCreated, "POST", reviews, `{"rating":4,"title":"Good","text":"Fair pay."}`, seeker)
		post := int64(e.must(http.StatusCreated, "POST", "/api/blogs", `{"title":"Writing a CV","content":"<p>Two pages.</p>"}`, editor).data()["id"].(float64))
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/blogs/%d/publish", post), "", editor)
		comment := int64(e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/blogs/%d/comments", post), `{"text":"Useful."}`, seeker).data()["id"].(float64))
		firstPassword := func() string {
			e.must(http.StatusCreated, "POST", "/api/admin-users",
				`{"username":"new.editor","name":"New Editor","email":"new.editor@example.lk","role":"editor","password":"first-pass-1"}`, super)
			return e.must(http.StatusOK, "POST", "/api/admin-users/login", `{"username":"new.editor","password":"first-pass-1"}`, "").body["token"].(string)
		}()
		banned := e.customerToken("banned@example.lk")
		bannedID := int64(e.must(http.StatusOK, "GET", "/api/customers/profile", "", banned).data()["id"].(float64))
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/users/%d/ban", bannedID), `{"reason":"Spam"}`, admin)
		superID := e.adminID(super)

		for _, row := range []struct {
			refusal, method, url, body, token string
			// form sends the body as an application's form, with a CV file.
			form       bool
			wantStatus int
			wantBody   string
		}{
			// This session may not: 401 and 403.
			{refusal: "not signed in", method: "POST", url: apply(job), form: true, wantStatus: 401, wantBody: "Please sign in"},
			{refusal: "a session that has ended", method: "GET", url: "/api/customers/profile", token: banned, wantStatus: 401},
			{refusal: "a suspended account signing in", method: "POST", url: "/api/customers/login",
				body: `{"email":"banned@example.lk","password":"` + password + `"}`, wantStatus: 403, wantBody: jobportal.SuspendedMessage},
			{refusal: "an admin's first password waits to be changed", method: "GET", url: "/api/jobs/admin/pending", token: firstPassword,
				wantStatus: 403, wantBody: "change your first password"},
			{refusal: "an admin on a customer route", method: "POST", url: apply(job), token: admin, form: true, wantStatus: 403,
				wantBody: "for customer accounts"},
			{refusal: "a customer on an admin route", method: "GET", url: "/api/admin/stats", token: seeker, wantStatus: 403,
				wantBody: "for admins only"},
			{refusal: "a company account applying", method: "POST", url: apply(job), token: employer, form: true, wantStatus: 403,
				wantBody: "Company accounts cannot apply"},
			{refusal: "a company account building a CV", method: "GET", url: "/api/cvs", token: employer, wantStatus: 403},
			{refusal: "a job seeker's company page", method: "GET", url: "/api/companies/mine", token: seeker, wantStatus: 403,
				wantBody: "Only company accounts"},
			{refusal: "an editor moderating jobs", method: "GET", url: "/api/jobs/admin/pending", token: editor, wantStatus: 403,
				wantBody: "does not moderate jobs"},
			{refusal: "an editor reading the talent pool", method: "GET", url: "/api/cvs/submissions", token: editor, wantStatus: 403},
			{refusal: "an editor reading customer accounts", method: "GET", url: "/api/customers", token: editor, wantStatus: 403},
			{refusal: "an admin managing admin users", method: "GET", url: "/api/admin-users", token: admin, wantStatus: 403},
			{refusal: "a customer writing posts", method: "POST", url: "/api/blogs", body: `{"title":"Mine"}`, token: seeker, wantStatus: 403},
			{refusal: "an admin liking a post", method: "POST", url: fmt.Sprintf("/api/blogs/%d/like", post), token: admin, wantStatus: 403},
			{refusal: "a customer changing another's comment", method: "PUT",
				url: fmt.Sprintf("/api/blogs/%d/comments/%d", post, comment), body: `{"text":"Mine now."}`, token: poster,
				wantStatus: 403, wantBody: "your own comments"},
			// A state of things: 409.
			{refusal: "applying for a job one posted", method: "POST", url: apply(ownJob), token: poster, form: true,
				wantStatus: 409, wantBody: "You cannot apply for a job you posted."},
			{refusal: "applying twice", method: "POST", url: apply(job), token: seeker, form: true, wantStatus: 409,
				wantBody: "already applied"},
			{refusal: "applying on the site for a job that takes emails", method: "POST", url: apply(byEmail), token: seeker, form: true,
				wantStatus: 409, wantBody: "jobs@hotels.lk"},
			{refusal: "a company reviewing its own page", method: "POST", url: reviews, body: `{"rating":5,"title":"Best","text":"We are great."}`,
				token: employer, wantStatus: 409, wantBody: "A company cannot review its own page."},
			{refusal: "a second review", method: "POST", url: reviews, body: `{"rating":5,"title":"Again","text":"Still fair."}`,
				token: seeker, wantStatus: 409},
			{refusal: "a customer closing their job before it is public", method: "PUT", url: fmt.Sprintf("/api/jobs/%d/close", pendingJob),
				token: poster, wantStatus: 409, wantBody: "Only an open job can be closed early"},
			{refusal: "approving a change when none waits", method: "PUT", url: fmt.Sprintf("/api/jobs/%d/change/approve", ownJob),
				token: admin, wantStatus: 409, wantBody: "No change to this job"},
			{refusal: "deleting oneself", method: "DELETE", url: fmt.Sprintf("/api/admin-users/%d", superID), token: super, wantStatus: 409},
			// The request's content: 422.
			{refusal: "a ban without a reason", method: "PATCH", url: fmt.Sprintf("/api/users/%d/ban", bannedID), body: `{"reason":""}`,
				token: admin, wantStatus: 422},
			{refusal: "a wrong current password", method: "POST", url: "/api/auth/change-password",
				body: `{"currentPassword":"not-my-password","newPassword":"a-new-pass-3"}`, token: seeker, wantStatus: 422,
				wantBody: "current password is not correct"},
			{refusal: "a customer featuring their job", method: "PUT", url: fmt.Sprintf("/api/jobs/%d", pendingJob),
				body: jobBody(set("companyName", "Kasun Stores"), set("featured", true)), token: poster, wantStatus: 422},
		} {
			t.Run(fmt.Sprintf("%s is a %d", row.refusal, row.wantStatus), func(t *testing.T) {
				e := e.sub(t)
				var a answer
				if row.form {
					a = e.sendForm(row.method, row.url, row.token, applyForm(cv), cv)
				} else {
					a = e.do(row.method, row.url, row.body, row.token)
				}
				if a.Code != row.wantStatus || !strings.Contains(a.msg(), row.wantBody) {
					t.Fatalf("%s %s = %d %q, want %d with %q", row.method, row.url, a.Code, a.msg(), row.wantStatus, row.wantBody)
				}
			})
		}
	})
}

// TestMessageThreadsHaveTwoSides checks the access rules of an application's
// thread: the job's poster and the applicant read and write it; anyone
// else, admins of every role included, finds no application.
func TestMessageThreadsHaveTwoSides(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		editor := e.adminTokenAs("editor", jobportal.RoleEditor)
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		employer := e.companyToken("Galle Face Hotel", "hr@gfh.lk")
		seeker := e.customerToken("nimali@example.lk")
		stranger := e.customerToken("kasun@example.lk")
		job := e.approvedJob(employer, super, set("title", "Night Receptionist"))
		cv := formFile{"cv", "cv.pdf", testPDF}
		applied := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), seeker, applyForm(cv), cv)
		wantStatus(t, applied, 201)
		thread := fmt.Sprintf("/api/applications/%d/messages", int64(applied.data()["id"].(float64)))
		unread := fmt.Sprintf("/api/jobs/%d/messages/unread", job)
		e.run(t, []scenario{
			{name: "the employer writes", method: "POST", url: thread, body: `{"body":"Hello"}`, token: employer, wantStatus: 201},
			{name: "the applicant reads", method: "GET", url: thread, token: seeker, wantStatus: 200, wantBody: `"side":"applicant"`},
			{name: "the applicant replies", method: "POST", url: thread, body: `{"body":"Hello to you"}`, token: seeker, wantStatus: 201},
			{name: "the employer counts the unread", method: "GET", url: unread, token: employer, wantStatus: 200},
			{name: "the applicant counts their unread", method: "GET", url: "/api/user/messages/unread", token: seeker, wantStatus: 200},
			{name: "a stranger may not read", method: "GET", url: thread, token: stranger, wantStatus: 404},
			{name: "a superadmin may not read", method: "GET", url: thread, token: super, wantStatus: 404},
			{name: "an admin may not write", method: "POST", url: thread, body: `{"body":"Hi"}`, token: admin, wantStatus: 404},
			{name: "an editor may not mark read", method: "POST", url: thread + "/read", token: editor, wantStatus: 404},
			{name: "the applicant may not count a job's unread", method: "GET", url: unread, token: seeker, wantStatus: 404},
			{name: "an admin may not count a job's unread", method: "GET", url: unread, token: admin, wantStatus: 404},
			{name: "an admin has no unread of their own", method: "GET", url: "/api/user/messages/unread", token: super, wantStatus: 403},
			{name: "a visitor may not read", method: "GET", url: thread, wantStatus: 401},
		})
	})
}

// TestInterviewsReachOnlyTheirTwoSides checks every interview route against
// each kind of account: only the job's poster and the applicant reach an
// application's interviews; anyone else, admins included, finds nothing.
func TestInterviewsReachOnlyTheirTwoSides(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		editor := e.adminTokenAs("writer", jobportal.RoleEditor)
		employer := e.companyToken("Kelani Hardware", "hr@kelani.lk")
		rival := e.companyToken("Hill Country Hotels", "hr@hotels.lk")
		seeker := e.customerToken("nimali@example.lk")
		other := e.customerToken("kasun@example.lk")
		job := e.approvedJob(employer, admin)
		cv := formFile{"cv", "cv.pdf", testPDF}
		a := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), seeker, applyForm(cv), cv)
		wantStatus(t, a, http.StatusCreated)
		app := int64(a.data()["id"].(float64))
		list := fmt.Sprintf("/api/applications/%d/interviews", app)
		start := time.Now().Add(72 * time.Hour).UTC().Truncate(time.Minute).Format(time.RFC3339)
		proposal := `{"kind":"phone","slots":[{"start":"` + start + `","minutes":30}]}`
		iv := e.must(http.StatusCreated, "POST", list, proposal, employer).data()
		id := int64(iv["id"].(float64))
		slot := int64(iv["slots"].([]any)[0].(map[string]any)["id"].(float64))
		pick := fmt.Sprintf("/api/interviews/%d/pick", id)
		pickBody := fmt.Sprintf(`{"slotId":%d,"version":1}`, slot)
		otherTimes := fmt.Sprintf("/api/interviews/%d/other-times", id)
		cancel := fmt.Sprintf("/api/interviews/%d/cancel", id)

		var cases []scenario
		for _, who := range []struct{ name, token string }{{"another job seeker", other}, {"another employer", rival},
			{"an editor", editor}, {"an admin", admin}, {"a superadmin", super}} {
			cases = append(cases,
				scenario{name: who.name + " does not find the interviews", method: "GET", url: list, token: who.token, wantStatus: 404},
				scenario{name: who.name + " does not find the application to propose", method: "POST", url: list, body: proposal, token: who.token, wantStatus: 404},
				scenario{name: who.name + " does not find the interview to pick", method: "POST", url: pick, body: pickBody, token: who.token, wantStatus: 404},
				scenario{name: who.name + " does not find the interview to ask for others", method: "POST", url: otherTimes,
					body: `{"note":"Later","version":1}`, token: who.token, wantStatus: 404},
				scenario{name: who.name + " does not find the interview to cancel", method: "POST", url: cancel, body: `{"version":1}`, token: who.token, wantStatus: 404},
			)
		}
		cases = append(cases,
			scenario{name: "a visitor signs in first to read", method: "GET", url: list, wantStatus: 401},
			scenario{name: "a visitor signs in first to cancel", method: "POST", url: cancel, body: `{"version":1}`, wantStatus: 401},
			scenario{name: "a visitor signs in first for their interviews", method: "GET", url: "/api/user/interviews", wantStatus: 401},
			scenario{name: "an admin has no interviews of their own", method: "GET", url: "/api/user/interviews", token: admin, wantStatus: 403},
			scenario{name: "the applicant may not propose", method: "POST", url: list, body: proposal, token: seeker, wantStatus: 404},
			scenario{name: "the employer may not pick for the applicant", method: "POST", url: pick, body: pickBody, token: employer, wantStatus: 404},
			scenario{name: "the employer may not ask for other times", method: "POST", url: otherTimes, body: `{"note":"Later","version":1}`,
				token: employer, wantStatus: 404},
			scenario{name: "the employer reads the interviews", method: "GET", url: list, token: employer, wantStatus: 200, wantBody: `"state":"proposed"`},
			scenario{name: "the applicant reads the interviews", method: "GET", url: list, token: seeker, wantStatus: 200, wantBody: `"state":"proposed"`},
			scenario{name: "the applicant picks a time", method: "POST", url: pick, body: pickBody, token: seeker, wantStatus: 200, wantBody: `"state":"booked"`},
		)
		e.run(t, cases)
	})
}

// TestApplicantsReadTheirAnswersWithoutTheEmployersJudgement checks that an
// applicant reads each screening question with their own answer, in their
// list and in a withdrawal's answer, and never the employer's wanted
// answer, what the answers come to (met, knock-out), the rating or the notes.
func TestApplicantsReadTheirAnswersWithoutTheEmployersJudgement(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Transport", "hr@lt.lk")
		seeker := e.customerToken("ruwan@example.lk")
		job := e.approvedJob(company, admin, set("title", "Lorry Driver"), set("screeningQuestions", driverQuestions))
		cv := formFile{"cv", "cv.pdf", testPDF}
		applied := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), seeker,
			applyForm(cv, reply(0, "no"), reply(1, "10"), reply(2, "Night")), cv)
		wantStatus(t, applied, 201)
		id := int64(applied.data()["id"].(float64))
		e.must(200, "PUT", fmt.Sprintf("/api/applications/%d/rating", id), `{"rating":2}`, company)
		e.must(201, "POST", fmt.Sprintf("/api/applications/%d/notes", id), `{"body":"No licence: a knock-out."}`, company)
		if got := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/applications", job), "", company).Body.String(); !strings.Contains(got, `"screeningKnockout":true`) {
			t.Fatalf("the employer does not see the knock-out: %s", got)
		}

		check := func(t *testing.T, body string, mine map[string]any) {
			t.Helper()
			for _, hidden := range []string{`"wanted"`, `"met"`, `"screeningMet"`, `"screeningKnockout"`, `"rating"`, `"notesCount"`,
				"No licence: a knock-out.", `"required"`, `"options"`} {
				if strings.Contains(body, hidden) {
					t.Errorf("the applicant's answer holds %s: %s", hidden, body)
				}
			}
			answers := mine["screeningAnswers"].([]any)
			want := [][3]string{{"yesno", "Do you hold a heavy vehicle licence?", "no"}, {"number", "Years of driving?", "10"},
				{"choice", "Which shift?", "Night"}, {"text", "Which routes do you know?", ""}}
			if len(answers) != len(want) {
				t.Fatalf("answers %v", answers)
			}
			for i, w := range want {
				a := answers[i].(map[string]any)
				if a["kind"] != w[0] || a["question"] != w[1] || a["answer"] != w[2] || len(a) != 3 {
					t.Errorf("answer %d = %v, want %v", i, a, w)
				}
			}
		}
		t.Run("in the applicant's list", func(t *testing.T) {
			a := e.must(200, "GET", "/api/user/applications", "", seeker)
			check(t, a.Body.String(), a.body["data"].([]any)[0].(map[string]any))
		})
		t.Run("in the answer to a withdrawal", func(t *testing.T) {
			a := e.must(200, "POST", fmt.Sprintf("/api/applications/%d/withdraw", id), "", seeker)
			check(t, a.Body.String(), a.data())
		})
	})
}

// TestWalkInRoutesReachWhoTheRulesSay checks the walk-in and no-CV routes
// against each kind of account (docs/ACCESS.md): job seekers RSVP and
// apply; the job's poster and admins who moderate jobs list the RSVPs.
func TestWalkInRoutesReachWhoTheRulesSay(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		editor := e.adminTokenAs("writer", jobportal.RoleEditor)
		employer := e.companyToken("Kelani Garments", "hr@kelani.lk")
		rival := e.companyToken("Hill Country Hotels", "hr@hotels.lk")
		seeker := e.customerToken("nimali@example.lk")
		job := e.approvedJob(employer, admin, set("walkIn", walkInJSON(3)), set("allowsApplyWithoutCV", true))
		rsvp := fmt.Sprintf("/api/jobs/%d/walk-in/rsvp", job)
		rsvps := fmt.Sprintf("/api/jobs/%d/walk-in/rsvps", job)
		quick := fmt.Sprintf("/api/jobs/%d/apply-without-cv", job)
		quickBody := `{"name":"Nimali Perera","phone":"0771234567","district":"Kandy"}`
		var cases []scenario
		for _, who := range []struct{ name, token string }{{"an employer", rival}, {"an editor", editor},
			{"an admin", admin}, {"a superadmin", super}} {
			cases = append(cases,
				scenario{name: who.name + " may not RSVP", method: "POST", url: rsvp, token: who.token, wantStatus: 403},
				scenario{name: who.name + " may not apply without a CV", method: "POST", url: quick, body: quickBody, token: who.token, wantStatus: 403},
			)
		}
		cases = append(cases,
			scenario{name: "a visitor signs in first to RSVP", method: "POST", url: rsvp, wantStatus: 401},
			scenario{name: "a visitor signs in first to read an RSVP", method: "GET", url: rsvp, wantStatus: 401},
			scenario{name: "a visitor signs in first to cancel one", method: "DELETE", url: rsvp, wantStatus: 401},
			scenario{name: "a visitor signs in first to apply", method: "POST", url: quick, body: quickBody, wantStatus: 401},
			scenario{name: "a visitor may not list the RSVPs", method: "GET", url: rsvps, wantStatus: 401},
			scenario{name: "the poster may not RSVP to their own walk-in", method: "POST", url: rsvp, token: employer, wantStatus: 403},
			scenario{name: "a job seeker RSVPs", method: "POST", url: rsvp, token: seeker, wantStatus: 201},
			scenario{name: "a job seeker reads their RSVP", method: "GET", url: rsvp, token: seeker, wantStatus: 200, wantBody: `"rsvp":true`},
			scenario{name: "a job seeker may not list the RSVPs", method: "GET", url: rsvps, token: seeker, wantStatus: 404},
			scenario{name: "another employer may not list them", method: "GET", url: rsvps, token: rival, wantStatus: 404},
			scenario{name: "an editor may not list them", method: "GET", url: rsvps, token: editor, wantStatus: 403},
			scenario{name: "the poster lists them", method: "GET", url: rsvps, token: employer, wantStatus: 200, wantBody: `"total":1`},
			scenario{name: "an admin lists them", method: "GET", url: rsvps, token: admin, wantStatus: 200, wantBody: `nimali@example.lk`},
			scenario{name: "a job seeker applies without a CV", method: "POST", url: quick, body: quickBody, token: seeker, wantStatus: 201},
		)
		e.run(t, cases)
	})
}
