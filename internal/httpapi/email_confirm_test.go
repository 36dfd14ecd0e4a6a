package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// linkToken is the token of the last link to path emailed to an address.
func (e *env) linkToken(to, path string) string {
	e.t.Helper()
	m, ok := e.mail.Last(to)
	if !ok {
		e.t.Fatalf("no email to %s", to)
	}
	_, rest, found := strings.Cut(m.Text, "https://jobs.example.lk"+path+"?token=")
	if !found {
		e.t.Fatalf("the last email to %s has no link to %s:\n%s", to, path, m.Text)
	}
	return strings.Fields(rest)[0]
}

func (e *env) emailConfirmed(email string) bool {
	e.t.Helper()
	c, _, err := e.db.CustomerCredentials(ctxb, email)
	if err != nil {
		e.t.Fatal(err)
	}
	return c.EmailConfirmed
}

// confirm marks a customer's email confirmed, as its link would.
func (e *env) confirm(email string) {
	e.t.Helper()
	c, _, err := e.db.CustomerCredentials(ctxb, email)
	if err == nil {
		err = e.db.MarkEmailConfirmed(ctxb, c.ID)
	}
	if err != nil {
		e.t.Fatal(err)
	}
}

// noticesSent are the emails sent but the confirmation links of registrations.
func (e *env) noticesSent() []mail.Message {
	var out []mail.Message
	for _, m := range e.mail.Messages() {
		if m.Subject != "Confirm your email address for JobPortal" {
			out = append(out, m)
		}
	}
	return out
}

func TestEmailConfirmation(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		const email = "nimali@example.lk"
		a := e.must(http.StatusCreated, "POST", "/api/customers/register/individual",
			`{"name":"Nimali Perera","email":"`+email+`","password":"`+password+`"}`, "")
		if a.data()["emailConfirmed"] != false || !strings.HasPrefix(a.msg(), "Registration successful. Please sign in.") {
			t.Fatalf("registration answer %s", a.Body.String())
		}
		m, _ := e.mail.Last(email)
		if m.Subject != "Confirm your email address for JobPortal" {
			t.Fatalf("email %q", m.Subject)
		}
		token := e.linkToken(email, "/customer/confirm-email")
		seeker := e.loginCustomer(email, password)

		t.Run("an alert made before confirming is kept, and the answer says its emails wait", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(http.StatusCreated, "POST", "/api/user/alerts", `{"name":"Nurses","keywords":["nurse"]}`, seeker)
			if !strings.Contains(a.msg(), "emails start once you confirm your email address") {
				t.Fatalf("answer %s", a.Body.String())
			}
		})
		e.run(t, []scenario{
			{name: "a confirmation without a token is a 422", method: "POST", url: "/api/customers/confirm-email", body: `{}`,
				wantStatus: 422, wantFields: []string{"token"}},
			{name: "a made-up token is a 400", method: "POST", url: "/api/customers/confirm-email", body: `{"token":"made-up"}`,
				wantStatus: 400, wantBody: "This confirmation link is invalid or has expired."},
			{name: "an unknown field is a 400", method: "POST", url: "/api/customers/confirm-email", body: `{"token":"x","email":"x"}`,
				wantStatus: 400},
			{name: "a visitor cannot ask for a new link", method: "POST", url: "/api/customers/confirm-email/resend", wantStatus: 401},
		})
		if e.emailConfirmed(email) {
			t.Fatal("a bad request confirmed the email")
		}
		t.Run("new links are throttled per account", func(t *testing.T) {
			e := e.sub(t)
			for range 3 {
				a := e.must(http.StatusOK, "POST", "/api/customers/confirm-email/resend", "", seeker)
				if a.msg() != "We have sent a new confirmation link to "+email+"." {
					t.Fatalf("answer %s", a.Body.String())
				}
			}
			wantTooMany(t, e.do("POST", "/api/customers/confirm-email/resend", "", seeker), 0, "Too many confirmation emails.")
		})
		t.Run("the link confirms the address once; older links die with it", func(t *testing.T) {
			e := e.sub(t)
			latest := e.linkToken(email, "/customer/confirm-email")
			a := e.must(http.StatusOK, "POST", "/api/customers/confirm-email", `{"token":"`+latest+`"}`, "")
			if a.msg() != "Your email address is confirmed. Job alerts will now be sent to it." || a.data()["emailConfirmed"] != true {
				t.Fatalf("answer %s", a.Body.String())
			}
			if !e.emailConfirmed(email) {
				t.Fatal("not confirmed")
			}
			e.must(http.StatusBadRequest, "POST", "/api/customers/confirm-email", `{"token":"`+latest+`"}`, "")
			e.must(http.StatusBadRequest, "POST", "/api/customers/confirm-email", `{"token":"`+token+`"}`, "")
			if p := e.must(http.StatusOK, "GET", "/api/customers/profile", "", seeker).data(); p["emailConfirmed"] != true {
				t.Fatalf("profile %v", p)
			}
			a = e.do("POST", "/api/customers/confirm-email/resend", "", seeker)
			if a.Code != http.StatusConflict || a.msg() != "Your email address is already confirmed." {
				t.Fatalf("resend after confirming: %d %s", a.Code, a.Body.String())
			}
		})
		t.Run("the email is written in the language the app was used in", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("POST", "/api/customers/register/individual",
				`{"name":"Kavitha","email":"kavitha@example.lk","password":"`+password+`"}`, "", "Cookie", "lang=ta")
			wantStatus(t, a, http.StatusCreated)
			m, _ := e.mail.Last("kavitha@example.lk")
			if !strings.Contains(m.Subject, "உறுதிப்படுத்தவும்") {
				t.Fatalf("subject %q", m.Subject)
			}
		})
		t.Run("an admin's change of a customer's email sends a link to the new address", func(t *testing.T) {
			e := e.sub(t)
			admin := e.adminToken("moderator")
			c, _, _ := e.db.CustomerCredentials(ctxb, email)
			e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/users/%d", c.ID), `{"email":"nimali.new@example.lk"}`, admin)
			if e.emailConfirmed("nimali.new@example.lk") {
				t.Fatal("the new address counts as confirmed")
			}
			e.linkToken("nimali.new@example.lk", "/customer/confirm-email")
		})
	})
}

func TestResetLinksDieWithPasswordChangesAndBans(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("moderator")
		reset := func(email string) (token string) {
			e.must(http.StatusOK, "POST", "/api/auth/forgot-password", `{"email":"`+email+`"}`, "")
			return e.linkToken(email, "/customer/reset-password")
		}
		useLink := func(token string) answer {
			return e.do("POST", "/api/auth/reset-password", `{"token":"`+token+`","password":"stolen-link-99"}`, "")
		}
		t.Run("the customer's own change of password", func(t *testing.T) {
			e := e.sub(t)
			seeker := e.customerToken("change@example.lk")
			link := reset("change@example.lk")
			e.must(http.StatusOK, "POST", "/api/auth/change-password",
				`{"currentPassword":"`+password+`","newPassword":"new-password-77"}`, seeker)
			if a := useLink(link); a.Code != http.StatusBadRequest || !strings.Contains(a.msg(), "invalid or has expired") {
				t.Fatalf("an old link after a change: %d %s", a.Code, a.Body.String())
			}
			e.loginCustomer("change@example.lk", "new-password-77")
		})
		t.Run("a ban", func(t *testing.T) {
			e := e.sub(t)
			e.registerIndividual("banned@example.lk")
			link := reset("banned@example.lk")
			c, _, _ := e.db.CustomerCredentials(ctxb, "banned@example.lk")
			e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/users/%d/ban", c.ID), `{"reason":"Fake vacancies"}`, admin)
			if a := useLink(link); a.Code != http.StatusBadRequest {
				t.Fatalf("an old link after a ban: %d %s", a.Code, a.Body.String())
			}
			e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/users/%d/unban", c.ID), "", admin)
			if a := useLink(link); a.Code != http.StatusBadRequest {
				t.Fatalf("an old link after the ban was lifted: %d %s", a.Code, a.Body.String())
			}
		})
		t.Run("an admin's change of the account's email", func(t *testing.T) {
			e := e.sub(t)
			e.registerIndividual("moved@example.lk")
			link := reset("moved@example.lk")
			c, _, _ := e.db.CustomerCredentials(ctxb, "moved@example.lk")
			e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/customers/admin/%d", c.ID), `{"email":"moved.new@example.lk"}`, admin)
			if a := useLink(link); a.Code != http.StatusBadRequest {
				t.Fatalf("an old link after the email changed: %d %s", a.Code, a.Body.String())
			}
		})
		t.Run("erasure", func(t *testing.T) {
			e := e.sub(t)
			e.registerIndividual("erased@example.lk")
			link := reset("erased@example.lk")
			c, _, _ := e.db.CustomerCredentials(ctxb, "erased@example.lk")
			e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/customers/%d", c.ID), "", admin)
			if a := useLink(link); a.Code != http.StatusBadRequest {
				t.Fatalf("an old link after erasure: %d %s", a.Code, a.Body.String())
			}
		})
	})
}

func TestUnconfirmedAddressesGetNoAlerts(t *testing.T) {
	// The alerts worker reads its recipients through store.DueAlerts; the
	// store's and the worker's tests check both sides, this the account's.
	eachEnv(t, func(t *testing.T, e *env) {
		seeker := e.customerToken("alerts@example.lk")
		e.must(http.StatusCreated, "POST", "/api/user/alerts", `{"name":"Nurses","keywords":["nurse"]}`, seeker)
		due, err := e.db.DueAlerts(ctxb, jobportal.FrequencyDaily, 0, 10)
		if err != nil || len(due) != 0 {
			t.Fatalf("due before confirming: %d %v", len(due), err)
		}
		token := e.linkToken("alerts@example.lk", "/customer/confirm-email")
		e.must(http.StatusOK, "POST", "/api/customers/confirm-email", `{"token":"`+token+`"}`, "")
		due, err = e.db.DueAlerts(ctxb, jobportal.FrequencyDaily, 0, 10)
		if err != nil || len(due) != 1 || due[0].Email != "alerts@example.lk" {
			t.Fatalf("due after confirming: %d %v", len(due), err)
		}
	})
}
