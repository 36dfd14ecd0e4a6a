package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"jobportal/internal/auth"
)

// Addresses the throttle tests come from.
const (
	addrA = "198.51.100.7"
	addrB = "203.0.113.9"
)

// from sends a JSON request as do does, from the client address addr.
func (e *env) from(addr, method, url, body, token string) answer {
	e.t.Helper()
	r := httptest.NewRequest(method, url, strings.NewReader(body))
	r.RemoteAddr = addr + ":40000"
	if strings.Contains(addr, ":") {
		r.RemoteAddr = "[" + addr + "]:40000"
	}
	r.Header.Set("Content-Type", "application/json")
	if token != "" {
		r.Header.Set("x-auth-token", token)
	}
	w := httptest.NewRecorder()
	e.srv.ServeHTTP(w, r)
	a := answer{ResponseRecorder: w}
	if err := json.Unmarshal(w.Body.Bytes(), &a.body); err != nil {
		e.t.Fatalf("%s %s: answer is not JSON: %v: %s", method, url, err, w.Body.String())
	}
	return a
}

// mustFrom sends a request from addr and fails the test unless the status is want.
func (e *env) mustFrom(want int, addr, method, url, body, token string) answer {
	e.t.Helper()
	a := e.from(addr, method, url, body, token)
	if a.Code != want {
		e.t.Fatalf("%s %s from %s = %d, want %d: %s", method, url, addr, a.Code, want, a.Body.String())
	}
	return a
}

// stopClock fixes the database's time, and returns a function that moves it on.
func (e *env) stopClock() func(time.Duration) {
	now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	e.db.Now = func() time.Time { return now }
	return func(d time.Duration) { now = now.Add(d) }
}

// wantTooMany fails the test unless a is a 429 waiting retryAfter seconds
// (any number from 1 when retryAfter is 0) with message in its text.
func wantTooMany(t *testing.T, a answer, retryAfter int, message string) {
	t.Helper()
	got := a.Header().Get("Retry-After")
	if a.Code != http.StatusTooManyRequests || (retryAfter > 0 && got != fmt.Sprint(retryAfter)) || got == "" || got == "0" {
		t.Fatalf("status %d, Retry-After %q, want 429 after %d: %s", a.Code, got, retryAfter, a.Body.String())
	}
	if !strings.Contains(a.msg(), message) || a.body["success"] != false {
		t.Fatalf("answer %s does not say %q", a.Body.String(), message)
	}
}

// impossibleHashes makes every new password hash panic until the test ends,
// so that an answer other than a 500 proves that no hash was made.
func impossibleHashes(t *testing.T) {
	saved := auth.DefaultParams
	auth.DefaultParams.Time = 0 // argon2 refuses to run no passes
	t.Cleanup(func() { auth.DefaultParams = saved })
}

func signIn(email, pw string) string {
	return `{"email":"` + email + `","password":"` + pw + `"}`
}

func TestSignInThrottle(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		advance := e.stopClock()
		e.registerIndividual("owner@example.lk")
		const login = "/api/customers/login"
		for i := 0; i < 5; i++ {
			e.mustFrom(401, addrA, "POST", login, signIn("owner@example.lk", fmt.Sprintf("guess-%d-xx", i)), "")
		}

		t.Run("the guessing address is refused, the right password too and alike", func(t *testing.T) {
			e := e.sub(t)
			right := e.from(addrA, "POST", login, signIn("owner@example.lk", password), "")
			wrong := e.from(addrA, "POST", login, signIn("owner@example.lk", "guess-6-xx"), "")
			wantTooMany(t, right, 900, "Too many failed sign-in attempts. Please try again in 15 minutes.")
			if right.Body.String() != wrong.Body.String() || wrong.Header().Get("Retry-After") != "900" {
				t.Fatalf("the right password answered %s, a wrong one %s", right.Body.String(), wrong.Body.String())
			}
		})
		t.Run("the owner signs in from another address meanwhile", func(t *testing.T) {
			e := e.sub(t)
			e.mustFrom(200, addrB, "POST", login, signIn("owner@example.lk", password), "")
			// and that does not free the guessing address.
			e.mustFrom(429, addrA, "POST", login, signIn("owner@example.lk", password), "")
		})
		t.Run("the guessing address may try again fifteen minutes on", func(t *testing.T) {
			e := e.sub(t)
			advance(10 * time.Minute)
			wantTooMany(t, e.from(addrA, "POST", login, signIn("owner@example.lk", password), ""), 300, "5 minutes")
			advance(5 * time.Minute)
			e.mustFrom(200, addrA, "POST", login, signIn("owner@example.lk", password), "")
		})
		t.Run("a good sign-in clears that address's failures", func(t *testing.T) {
			e := e.sub(t)
			const c = "192.0.2.44"
			for i := 0; i < 4; i++ {
				e.mustFrom(401, c, "POST", login, signIn("owner@example.lk", "not-the-one"), "")
			}
			e.mustFrom(200, c, "POST", login, signIn("owner@example.lk", password), "")
			for i := 0; i < 5; i++ {
				e.mustFrom(401, c, "POST", login, signIn("owner@example.lk", "not-the-one"), "")
			}
			e.mustFrom(429, c, "POST", login, signIn("owner@example.lk", password), "")
		})
		t.Run("thirty failures over many accounts stop the address, not the accounts", func(t *testing.T) {
			e := e.sub(t)
			const d = "192.0.2.55"
			for i := 0; i < 30; i++ {
				e.mustFrom(401, d, "POST", login, signIn(fmt.Sprintf("nobody%d@example.lk", i), "not-the-one"), "")
			}
			wantTooMany(t, e.from(d, "POST", login, signIn("owner@example.lk", password), ""), 900, "Too many failed sign-in attempts")
			e.mustFrom(200, addrB, "POST", login, signIn("owner@example.lk", password), "")
		})
		t.Run("an IPv6 network counts as one address", func(t *testing.T) {
			e := e.sub(t)
			for i := 0; i < 5; i++ {
				e.mustFrom(401, fmt.Sprintf("2001:db8:0:7::%x", i+1), "POST", login, signIn("owner@example.lk", "not-the-one"), "")
			}
			e.mustFrom(429, "2001:db8:0:7::99", "POST", login, signIn("owner@example.lk", password), "")
			e.mustFrom(200, "2001:db8:0:8::1", "POST", login, signIn("owner@example.lk", password), "")
		})
		t.Run("admins are throttled alike", func(t *testing.T) {
			e := e.sub(t)
			e.adminToken("root")
			for i := 0; i < 5; i++ {
				e.mustFrom(401, addrA, "POST", "/api/admin-users/login", `{"username":"root","password":"nope-nope"}`, "")
			}
			e.mustFrom(429, addrA, "POST", "/api/admin-users/login", `{"username":"root","password":"`+password+`"}`, "")
			e.mustFrom(200, addrB, "POST", "/api/admin-users/login", `{"username":"root","password":"`+password+`"}`, "")
		})
	})
}

func TestSignInAccountCeiling(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		advance := e.stopClock()
		e.registerIndividual("famous@example.lk")
		const login = "/api/customers/login"
		// A hundred addresses guess once each over most of an hour: no
		// address comes near its own limits.
		for i := 0; i < 100; i++ {
			addr := fmt.Sprintf("10.%d.0.1", i)
			e.mustFrom(401, addr, "POST", login, signIn("famous@example.lk", "guess-guess"), "")
			e.mustFrom(401, addr, "POST", login, signIn("ghost@example.lk", "guess-guess"), "")
			if i%10 == 9 {
				advance(5 * time.Minute)
			}
		}
		t.Run("the hundred-and-first guess in an hour is refused from anywhere", func(t *testing.T) {
			e := e.sub(t)
			// The first ten guesses were made 50 minutes ago.
			wantTooMany(t, e.from(addrB, "POST", login, signIn("famous@example.lk", password), ""), 600, "10 minutes")
		})
		t.Run("an unknown email is refused the same way", func(t *testing.T) {
			e := e.sub(t)
			wantTooMany(t, e.from(addrB, "POST", login, signIn("ghost@example.lk", password), ""), 600, "10 minutes")
		})
		t.Run("an hour after the first guesses, their places free up, and no more", func(t *testing.T) {
			e := e.sub(t)
			advance(10 * time.Minute)
			// A good sign-in takes no place: it is given back.
			e.mustFrom(200, addrB, "POST", login, signIn("famous@example.lk", password), "")
			for i := 0; i < 10; i++ {
				e.mustFrom(401, fmt.Sprintf("10.200.0.%d", i), "POST", login, signIn("famous@example.lk", "guess-guess"), "")
			}
			wantTooMany(t, e.from("10.200.0.99", "POST", login, signIn("famous@example.lk", password), ""), 300, "5 minutes")
		})
	})
}

func TestRegistrationThrottle(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		advance := e.stopClock()
		register := func(addr string, n int) answer {
			return e.from(addr, "POST", "/api/customers/register/individual",
				fmt.Sprintf(`{"name":"Sunil Fernando","email":"sunil%d@example.lk","password":"%s"}`, n, password), "")
		}
		for i := 0; i < 10; i++ {
			if a := register(addrA, i); a.Code != 201 {
				t.Fatalf("registration %d: %d %s", i, a.Code, a.Body.String())
			}
		}
		t.Run("the eleventh in an hour from one address is refused before any hash", func(t *testing.T) {
			impossibleHashes(t)
			wantTooMany(t, register(addrA, 10), 3600, "Too many registrations from this address. Please try again in 60 minutes.")
		})
		t.Run("a refused registration stores nothing", func(t *testing.T) {
			if _, _, err := e.db.CustomerCredentials(ctxb, "sunil10@example.lk"); err == nil {
				t.Fatal("the refused registration was stored")
			}
		})
		t.Run("another address registers", func(t *testing.T) {
			if a := register(addrB, 11); a.Code != 201 {
				t.Fatalf("%d %s", a.Code, a.Body.String())
			}
		})
		t.Run("an hour on, the address registers again", func(t *testing.T) {
			advance(time.Hour)
			if a := register(addrA, 12); a.Code != 201 {
				t.Fatalf("%d %s", a.Code, a.Body.String())
			}
		})
	})
}

func TestResetPasswordThrottle(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		e.stopClock()
		const reset = "/api/auth/reset-password"
		t.Run("a made-up token is refused before the new password is hashed", func(t *testing.T) {
			e := e.sub(t)
			impossibleHashes(t)
			a := e.mustFrom(400, addrA, "POST", reset, `{"token":"made-up","password":"brand-new-pass"}`, "")
			if !strings.Contains(a.msg(), "invalid or has expired") {
				t.Fatalf("message %q", a.msg())
			}
		})
		t.Run("ten tries in a quarter of an hour from one address, then a wait", func(t *testing.T) {
			e := e.sub(t)
			for i := 0; i < 9; i++ {
				e.mustFrom(400, addrA, "POST", reset, `{"token":"made-up","password":"brand-new-pass"}`, "")
			}
			wantTooMany(t, e.from(addrA, "POST", reset, `{"token":"made-up","password":"brand-new-pass"}`, ""), 900,
				"Too many password reset attempts. Please try again in 15 minutes.")
			e.mustFrom(400, addrB, "POST", reset, `{"token":"made-up","password":"brand-new-pass"}`, "")
		})
	})
}

func TestChangePasswordThrottle(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		advance := e.stopClock()
		tok := e.customerToken("kamal@example.lk")
		change := func(token, current, next string) answer {
			return e.do("POST", "/api/auth/change-password", `{"currentPassword":"`+current+`","newPassword":"`+next+`"}`, token)
		}
		// A right current password is not counted against the account.
		e.must(200, "POST", "/api/auth/change-password", `{"currentPassword":"`+password+`","newPassword":"second-pass-1"}`, tok)
		for i := 0; i < 5; i++ {
			if a := change(tok, fmt.Sprintf("guess-%d-xx", i), "whatever-new-1"); a.Code != 422 {
				t.Fatalf("guess %d: %d %s", i, a.Code, a.Body.String())
			}
		}
		t.Run("five wrong current passwords lock changing it, for the right one too", func(t *testing.T) {
			wantTooMany(t, change(tok, "second-pass-1", "third-pass-1"), 900,
				"Too many wrong current passwords. Please try again in 15 minutes.")
		})
		t.Run("the lock is the account's, whatever the session", func(t *testing.T) {
			e := e.sub(t)
			tok2 := e.loginCustomer("kamal@example.lk", "second-pass-1")
			wantTooMany(t, change(tok2, "second-pass-1", "third-pass-1"), 900, "wrong current passwords")
		})
		t.Run("another account is not locked", func(t *testing.T) {
			e := e.sub(t)
			tok3 := e.customerToken("nimal@example.lk")
			if a := change(tok3, password, "fresh-pass-123"); a.Code != 200 {
				t.Fatalf("%d %s", a.Code, a.Body.String())
			}
		})
		t.Run("fifteen minutes on, the right password changes it", func(t *testing.T) {
			advance(15 * time.Minute)
			if a := change(tok, "second-pass-1", "third-pass-1"); a.Code != 200 {
				t.Fatalf("%d %s", a.Code, a.Body.String())
			}
		})
	})
}

func TestForgotPasswordThrottle(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		advance := e.stopClock()
		e.registerIndividual("victim@example.lk")
		const forgot = "/api/auth/forgot-password"
		sent := func() int {
			n := 0
			for _, m := range e.mail.Messages() {
				if m.To == "victim@example.lk" && m.Subject == "Reset your JobPortal password" {
					n++
				}
			}
			return n
		}
		normal := e.mustFrom(200, addrA, "POST", forgot, `{"email":"victim@example.lk"}`, "")
		e.mustFrom(200, addrA, "POST", forgot, `{"email":"victim@example.lk"}`, "")
		advance(10 * time.Minute)
		e.mustFrom(200, addrA, "POST", forgot, `{"email":"victim@example.lk"}`, "")

		t.Run("over the limit the answer is the same and no email goes", func(t *testing.T) {
			e := e.sub(t)
			advance(10 * time.Minute)
			over := e.mustFrom(200, addrB, "POST", forgot, `{"email":"victim@example.lk"}`, "")
			if over.Body.String() != normal.Body.String() || over.Header().Get("Retry-After") != "" {
				t.Fatalf("over the limit %s, under it %s", over.Body.String(), normal.Body.String())
			}
			if n := sent(); n != 3 {
				t.Fatalf("%d emails, want 3", n)
			}
		})
		t.Run("meanwhile the latest link in the mailbox works", func(t *testing.T) {
			e := e.sub(t)
			m, _ := e.mail.Last("victim@example.lk")
			i := strings.Index(m.Text, "https://jobs.example.lk/customer/reset-password?token=")
			link, err := url.Parse(strings.Fields(m.Text[i:])[0])
			if i < 0 || err != nil {
				t.Fatalf("no link in %q", m.Text)
			}
			e.mustFrom(200, addrB, "POST", "/api/auth/reset-password",
				`{"token":"`+link.Query().Get("token")+`","password":"owner-chose-this"}`, "")
		})
		t.Run("when the first request is half an hour old, the owner gets a link again", func(t *testing.T) {
			e := e.sub(t)
			advance(10 * time.Minute)
			e.mustFrom(200, addrB, "POST", forgot, `{"email":"victim@example.lk"}`, "")
			if n := sent(); n != 4 {
				t.Fatalf("%d emails, want 4", n)
			}
		})
		t.Run("one address asks for ten emails a quarter of an hour at most", func(t *testing.T) {
			e := e.sub(t)
			const c = "192.0.2.66"
			for i := 0; i < 10; i++ {
				e.mustFrom(200, c, "POST", forgot, fmt.Sprintf(`{"email":"someone%d@example.lk"}`, i), "")
			}
			over := e.mustFrom(200, c, "POST", forgot, `{"email":"victim@example.lk"}`, "")
			if over.Body.String() != normal.Body.String() || sent() != 4 {
				t.Fatalf("answer %s, %d emails", over.Body.String(), sent())
			}
		})
	})
}

func TestImageUploadThrottle(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		advance := e.stopClock()
		tok := e.customerToken("kamal@example.lk")
		avatar := func(token string, seed uint8) answer {
			return e.sendForm("POST", "/api/user/avatar", token, nil, formFile{"avatar", "me.jpg", testPhoto(t, 24, 24, seed)})
		}
		for i := range 30 {
			if a := avatar(tok, uint8(i)); a.Code != 200 {
				t.Fatalf("upload %d: %d %s", i, a.Code, a.Body.String())
			}
		}
		t.Run("thirty images in ten minutes hold the account's uploads", func(t *testing.T) {
			e := e.sub(t)
			keys := e.blobKeys()
			wantTooMany(t, avatar(tok, 99), 600, "Too many image uploads. Please try again in 10 minutes.")
			if !slices.Equal(e.blobKeys(), keys) {
				t.Fatal("a refused upload stored a file")
			}
		})
		t.Run("another account is not held", func(t *testing.T) {
			e := e.sub(t)
			if a := avatar(e.customerToken("nimal@example.lk"), 1); a.Code != 200 {
				t.Fatalf("%d %s", a.Code, a.Body.String())
			}
		})
		t.Run("ten minutes on, the account uploads again", func(t *testing.T) {
			advance(10 * time.Minute)
			if a := avatar(tok, 97); a.Code != 200 {
				t.Fatalf("%d %s", a.Code, a.Body.String())
			}
		})
	})
}
