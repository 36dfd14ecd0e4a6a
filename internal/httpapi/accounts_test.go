package httpapi_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestRegistration(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		e.registerIndividual("taken@example.lk")
		huge := `{"name":"` + strings.Repeat("a", 2<<20) + `"}`
		e.run(t, []scenario{
			{name: "a job seeker registers", method: "POST", url: "/api/customers/register/individual",
				body:       `{"name":"Kasun Silva","email":"Kasun@Example.lk ","password":"` + password + `","phone":"077 555 1234"}`,
				wantStatus: 201, wantBody: `"email":"kasun@example.lk"`},
			{name: "a company registers with a contact person", method: "POST", url: "/api/customers/register/company",
				body:       `{"name":"Ceylon Tea Traders","contactPerson":"Ruwan","email":"hr@ceylontea.lk","password":"` + password + `","district":"Kandy","website":"https://ceylontea.lk"}`,
				wantStatus: 201, wantBody: `"type":"company"`},
			{name: "registration does not sign in", method: "POST", url: "/api/customers/register/individual",
				body:       `{"name":"No Token","email":"notoken@example.lk","password":"` + password + `"}`,
				wantStatus: 201, wantBody: "Registration successful. Please sign in."},
			{name: "an email already in use is a conflict", method: "POST", url: "/api/customers/register/individual",
				body:       `{"name":"Again","email":"TAKEN@example.lk","password":"` + password + `"}`,
				wantStatus: 409, wantBody: "An account with this email already exists.", wantFields: []string{"email"}},
			{name: "missing fields are each named", method: "POST", url: "/api/customers/register/individual",
				body: `{}`, wantStatus: 422, wantFields: []string{"name", "email", "password"}},
			{name: "a bad email and a short password are refused", method: "POST", url: "/api/customers/register/individual",
				body: `{"name":"X","email":"not-an-email","password":"short"}`, wantStatus: 422,
				wantFields: []string{"email", "password"}},
			{name: "a company needs a contact person", method: "POST", url: "/api/customers/register/company",
				body:       `{"name":"Acme","email":"acme@example.lk","password":"` + password + `"}`,
				wantStatus: 422, wantFields: []string{"contactPerson"}},
			{name: "an unknown district is refused", method: "POST", url: "/api/customers/register/individual",
				body:       `{"name":"X","email":"x@example.lk","password":"` + password + `","district":"Atlantis"}`,
				wantStatus: 422, wantFields: []string{"district"}},
			{name: "a bad phone number is refused", method: "POST", url: "/api/customers/register/individual",
				body:       `{"name":"X","email":"x@example.lk","password":"` + password + `","phone":"call me"}`,
				wantStatus: 422, wantFields: []string{"phone"}},
			{name: "malformed JSON is a bad request", method: "POST", url: "/api/customers/register/individual",
				body: `{"name":`, wantStatus: 400, wantBody: "not valid JSON"},
			{name: "an unknown field is refused", method: "POST", url: "/api/customers/register/individual",
				body:       `{"name":"X","email":"y@example.lk","password":"` + password + `","role":"superadmin"}`,
				wantStatus: 400, wantFields: []string{"role"}},
			{name: "a request without a body or its type is the wrong media type", method: "POST",
				url: "/api/customers/register/individual", wantStatus: 415, wantBody: "application/json"},
			{name: "a body of the wrong shape is a bad request", method: "POST", url: "/api/customers/register/individual",
				body: `["a"]`, wantStatus: 400},
			{name: "a field of the wrong type is named", method: "POST", url: "/api/customers/register/individual",
				body: `{"name":5}`, wantStatus: 400, wantFields: []string{"name"}},
			{name: "a huge body is refused", method: "POST", url: "/api/customers/register/individual",
				body: huge, wantStatus: 413},
		})
		t.Run("nothing is stored by a refused registration", func(t *testing.T) {
			for _, email := range []string{"x@example.lk", "y@example.lk", "acme@example.lk"} {
				if _, _, err := e.db.CustomerCredentials(ctxb, email); err == nil {
					t.Errorf("%s was stored", email)
				}
			}
		})
		t.Run("an empty JSON body is a bad request", func(t *testing.T) {
			a := e.do("POST", "/api/customers/register/individual", "", "", "Content-Type", "application/json")
			if a.Code != http.StatusBadRequest || !strings.Contains(a.msg(), "empty") {
				t.Fatalf("status = %d: %s", a.Code, a.Body.String())
			}
		})
		t.Run("a form-encoded body is the wrong media type", func(t *testing.T) {
			a := e.do("POST", "/api/customers/register/individual", "name=x", "", "Content-Type", "application/x-www-form-urlencoded")
			if a.Code != http.StatusUnsupportedMediaType {
				t.Fatalf("status = %d", a.Code)
			}
		})
	})
}

func TestCustomerLogin(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		e.registerIndividual("amaya@example.lk")
		e.run(t, []scenario{
			{name: "a wrong password is refused", method: "POST", url: "/api/customers/login",
				body: `{"email":"amaya@example.lk","password":"wrong-password"}`, wantStatus: 401, wantBody: "Invalid email or password."},
			{name: "an unknown email gets the same answer", method: "POST", url: "/api/customers/login",
				body: `{"email":"ghost@example.lk","password":"wrong-password"}`, wantStatus: 401, wantBody: "Invalid email or password."},
			{name: "a missing password is named", method: "POST", url: "/api/customers/login",
				body: `{"email":"amaya@example.lk"}`, wantStatus: 422, wantFields: []string{"password"}},
			{name: "a username is not how customers sign in", method: "POST", url: "/api/customers/login",
				body: `{"username":"amaya","password":"x"}`, wantStatus: 400},
		})
		t.Run("the right password gives a token and the user", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "POST", "/api/customers/login", `{"email":" AMAYA@example.lk","password":"`+password+`"}`, "")
			user := a.body["user"].(map[string]any)
			if a.body["token"] == "" || user["email"] != "amaya@example.lk" || user["name"] != "Nimali Perera" {
				t.Fatalf("answer %s", a.Body.String())
			}
			if _, ok := user["passwordHash"]; ok || strings.Contains(a.Body.String(), "argon2") {
				t.Fatal("the password hash leaked")
			}
		})
	})
}

func TestLoginThrottling(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		e.registerIndividual("target@example.lk")
		for i := 0; i < 5; i++ {
			e.must(401, "POST", "/api/customers/login", `{"email":"target@example.lk","password":"guess-`+string(rune('a'+i))+`xxxx"}`, "")
		}
		t.Run("after five failures even the right password waits", func(t *testing.T) {
			a := e.do("POST", "/api/customers/login", `{"email":"target@example.lk","password":"`+password+`"}`, "")
			if a.Code != http.StatusTooManyRequests || a.Header().Get("Retry-After") != "900" {
				t.Fatalf("status %d, Retry-After %q: %s", a.Code, a.Header().Get("Retry-After"), a.Body.String())
			}
			if !strings.Contains(a.msg(), "Too many failed sign-in attempts") {
				t.Fatalf("message %q", a.msg())
			}
		})
		t.Run("another account from the same address is not locked", func(t *testing.T) {
			e := e.sub(t)
			e.registerIndividual("other@example.lk")
			e.loginCustomer("other@example.lk", password)
		})
		t.Run("the lock ends after fifteen minutes", func(t *testing.T) {
			e := e.sub(t)
			real := e.db.Now
			e.db.Now = func() time.Time { return real().Add(16 * time.Minute) }
			defer func() { e.db.Now = real }()
			e.loginCustomer("target@example.lk", password)
		})
	})
}

func TestSessions(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		cust := e.customerToken("dilan@example.lk")
		adm := e.adminToken("root")
		e.run(t, []scenario{
			{name: "a customer sees their profile", method: "GET", url: "/api/customers/profile", token: cust,
				wantStatus: 200, wantBody: `"email":"dilan@example.lk"`},
			{name: "no token is unauthorized", method: "GET", url: "/api/customers/profile",
				wantStatus: 401, wantBody: "Please sign in"},
			{name: "a made-up token is unauthorized", method: "GET", url: "/api/customers/profile", token: "made-up",
				wantStatus: 401},
			{name: "an absurdly long token is unauthorized", method: "GET", url: "/api/customers/profile",
				token: strings.Repeat("x", 500), wantStatus: 401},
			{name: "an admin token on a customer route is forbidden", method: "GET", url: "/api/customers/profile", token: adm,
				wantStatus: 403},
			{name: "a customer token on an admin route is forbidden", method: "GET", url: "/api/admin-users/me", token: cust,
				wantStatus: 403, wantBody: "admins only"},
			{name: "an admin sees themself", method: "GET", url: "/api/admin-users/me", token: adm,
				wantStatus: 200, wantBody: `"role":"superadmin"`},
			{name: "auth status without a token says signed out", method: "GET", url: "/api/auth/status",
				wantStatus: 200, wantBody: `"authenticated":false`},
			{name: "auth status with a customer token names the customer", method: "GET", url: "/api/auth/status", token: cust,
				wantStatus: 200, wantBody: `"userType":"customer"`},
			{name: "auth status with an admin token names the admin", method: "GET", url: "/api/auth/status", token: adm,
				wantStatus: 200, wantBody: `"userType":"admin"`},
			{name: "auth status with a bad token says signed out", method: "GET", url: "/api/auth/status", token: "nope",
				wantStatus: 200, wantBody: `"authenticated":false`},
		})
		t.Run("customer logout revokes the token", func(t *testing.T) {
			e := e.sub(t)
			tok := e.loginCustomer("dilan@example.lk", password)
			e.must(200, "POST", "/api/customers/logout", "", tok)
			e.must(401, "GET", "/api/customers/profile", "", tok)
			e.must(200, "GET", "/api/customers/profile", "", cust)
		})
		t.Run("admin logout revokes the token", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "POST", "/api/admin-users/login", `{"username":"root","password":"`+password+`"}`, "")
			tok := a.body["token"].(string)
			e.must(200, "POST", "/api/admin/logout", "", tok)
			e.must(401, "GET", "/api/admin-users/me", "", tok)
		})
		t.Run("a token refresh replaces the old token", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "POST", "/api/admin/refresh-token", "", adm)
			fresh := a.body["token"].(string)
			if fresh == adm || a.body["user"].(map[string]any)["username"] != "root" {
				t.Fatalf("answer %s", a.Body.String())
			}
			e.must(401, "GET", "/api/admin-users/me", "", adm)
			e.must(200, "GET", "/api/admin-users/me", "", fresh)
			e.must(403, "POST", "/api/admin/refresh-token", "", cust)
		})
		t.Run("an expired customer session is unauthorized", func(t *testing.T) {
			e := e.sub(t)
			real := e.db.Now
			e.db.Now = func() time.Time { return real().Add(31 * 24 * time.Hour) }
			defer func() { e.db.Now = real }()
			e.must(401, "GET", "/api/customers/profile", "", cust)
		})
		t.Run("admin sign-in is checked", func(t *testing.T) {
			e.run(t, []scenario{
				{name: "a wrong admin password is refused", method: "POST", url: "/api/admin-users/login",
					body: `{"username":"root","password":"nope-nope"}`, wantStatus: 401, wantBody: "Invalid username or password."},
				{name: "an unknown admin gets the same answer", method: "POST", url: "/api/admin-users/login",
					body: `{"username":"ghost","password":"nope-nope"}`, wantStatus: 401, wantBody: "Invalid username or password."},
				{name: "a customer's email is not an admin sign-in", method: "POST", url: "/api/admin-users/login",
					body: `{"email":"dilan@example.lk","password":"` + password + `"}`, wantStatus: 400},
				{name: "a missing username is named", method: "POST", url: "/api/admin-users/login",
					body: `{"password":"x"}`, wantStatus: 422, wantFields: []string{"username"}},
			})
		})
	})
}

func TestProfile(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		cust := e.customerToken("ishara@example.lk")
		e.run(t, []scenario{
			{name: "a profile change is saved", method: "PUT", url: "/api/customers/profile", token: cust,
				body: `{"name":"Ishara Wijesinghe","district":"Galle","phone":"+94 77 123 4567"}`, wantStatus: 200,
				wantBody: "Profile updated successfully"},
			{name: "an empty name is refused", method: "PUT", url: "/api/customers/profile", token: cust,
				body: `{"name":"  "}`, wantStatus: 422, wantFields: []string{"name"}},
			{name: "the email cannot be changed here", method: "PUT", url: "/api/customers/profile", token: cust,
				body: `{"email":"new@example.lk"}`, wantStatus: 400, wantFields: []string{"email"}},
			{name: "a job seeker has no company fields", method: "PUT", url: "/api/customers/profile", token: cust,
				body: `{"website":"https://x.lk"}`, wantStatus: 422},
			{name: "an unknown district is refused", method: "PUT", url: "/api/customers/profile", token: cust,
				body: `{"district":"Gotham"}`, wantStatus: 422, wantFields: []string{"district"}},
		})
		t.Run("refused changes left the profile as it was", func(t *testing.T) {
			e := e.sub(t)
			d := e.must(200, "GET", "/api/customers/profile", "", cust).data()
			if d["name"] != "Ishara Wijesinghe" || d["district"] != "Galle" || d["email"] != "ishara@example.lk" || d["website"] != "" {
				t.Fatalf("profile %v", d)
			}
		})
	})
}

func TestChangePassword(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		cust := e.customerToken("chamari@example.lk")
		other := e.loginCustomer("chamari@example.lk", password)
		adm := e.adminToken("boss")
		e.run(t, []scenario{
			{name: "a wrong current password is named", method: "POST", url: "/api/auth/change-password", token: cust,
				body: `{"currentPassword":"not-it-at-all","newPassword":"new-password-1"}`, wantStatus: 422,
				wantFields: []string{"currentPassword"}},
			{name: "a short new password is named", method: "POST", url: "/api/auth/change-password", token: cust,
				body: `{"currentPassword":"` + password + `","newPassword":"short"}`, wantStatus: 422,
				wantFields: []string{"newPassword"}},
			{name: "signed out, the password cannot change", method: "POST", url: "/api/auth/change-password",
				body: `{"currentPassword":"` + password + `","newPassword":"new-password-1"}`, wantStatus: 401},
			{name: "the customer's password changes", method: "POST", url: "/api/auth/change-password", token: cust,
				body: `{"currentPassword":"` + password + `","newPassword":"new-password-1"}`, wantStatus: 200,
				wantBody: "Password changed successfully"},
			{name: "an admin's password changes", method: "POST", url: "/api/auth/change-password", token: adm,
				body: `{"currentPassword":"` + password + `","newPassword":"new-admin-pass"}`, wantStatus: 200},
		})
		t.Run("the current session stays and the others end", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "GET", "/api/customers/profile", "", cust)
			e.must(401, "GET", "/api/customers/profile", "", other)
		})
		t.Run("the new password signs in and the old does not", func(t *testing.T) {
			e := e.sub(t)
			e.loginCustomer("chamari@example.lk", "new-password-1")
			e.must(401, "POST", "/api/customers/login", `{"email":"chamari@example.lk","password":"`+password+`"}`, "")
			e.must(200, "POST", "/api/admin-users/login", `{"username":"boss","password":"new-admin-pass"}`, "")
		})
	})
}

func TestPasswordReset(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		old := e.customerToken("reset@example.lk")
		var token string
		t.Run("asking for a reset emails a link", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "POST", "/api/auth/forgot-password", `{"email":"Reset@example.lk"}`, "")
			if a.msg() != "If an account exists for that email, we have sent a link to reset the password." {
				t.Fatalf("message %q", a.msg())
			}
			m, ok := e.mail.Last("reset@example.lk")
			if !ok {
				t.Fatal("no email was sent")
			}
			i := strings.Index(m.Text, "https://jobs.example.lk/customer/reset-password?token=")
			if i < 0 {
				t.Fatalf("no link in %q", m.Text)
			}
			link, _ := url.Parse(strings.Fields(m.Text[i:])[0])
			token = link.Query().Get("token")
		})
		t.Run("an unknown email gets the same answer and no email", func(t *testing.T) {
			e := e.sub(t)
			before := len(e.mail.Messages())
			a := e.must(200, "POST", "/api/auth/forgot-password", `{"email":"nobody@example.lk"}`, "")
			if a.msg() != "If an account exists for that email, we have sent a link to reset the password." || len(e.mail.Messages()) != before {
				t.Fatalf("message %q, %d emails", a.msg(), len(e.mail.Messages())-before)
			}
		})
		e.run(t, []scenario{
			{name: "a missing email is named", method: "POST", url: "/api/auth/forgot-password", body: `{}`,
				wantStatus: 422, wantFields: []string{"email"}},
			{name: "a short new password is refused", method: "POST", url: "/api/auth/reset-password",
				body: `{"token":"x","password":"short"}`, wantStatus: 422, wantFields: []string{"password"}},
			{name: "a made-up token is refused", method: "POST", url: "/api/auth/reset-password",
				body: `{"token":"made-up","password":"brand-new-pass"}`, wantStatus: 400, wantBody: "invalid or has expired"},
		})
		t.Run("the link sets a new password once", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "POST", "/api/auth/reset-password", `{"token":"`+token+`","password":"brand-new-pass"}`, "")
			e.must(400, "POST", "/api/auth/reset-password", `{"token":"`+token+`","password":"another-pass"}`, "")
			e.loginCustomer("reset@example.lk", "brand-new-pass")
			e.must(401, "POST", "/api/customers/login", `{"email":"reset@example.lk","password":"another-pass"}`, "")
		})
		t.Run("the reset ended the sessions signed in before", func(t *testing.T) {
			e := e.sub(t)
			e.must(401, "GET", "/api/customers/profile", "", old)
		})
		t.Run("asking again and again sends at most three emails in half an hour", func(t *testing.T) {
			e := e.sub(t)
			e.registerIndividual("spam@example.lk")
			for i := 0; i < 6; i++ {
				e.must(200, "POST", "/api/auth/forgot-password", `{"email":"spam@example.lk"}`, "")
			}
			n := 0
			for _, m := range e.mail.Messages() {
				if m.To == "spam@example.lk" && m.Subject == "Reset your JobPortal password" {
					n++
				}
			}
			if n != 3 {
				t.Fatalf("%d emails", n)
			}
		})
	})
}
