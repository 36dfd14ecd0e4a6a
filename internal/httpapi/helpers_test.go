package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"jobportal/internal/jobportal"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"jobportal/internal/auth"
	"jobportal/internal/blob"
	"jobportal/internal/httpapi"
	"jobportal/internal/mail"
	"jobportal/internal/outbox"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestMain(m *testing.M) {
	// Cheap hashes keep the tests quick; the format and the checks are the same.
	auth.DefaultParams = auth.Params{Memory: 64, Time: 1, Threads: 1}
	os.Exit(m.Run())
}

// testApp is a tiny built app for the app handler's tests.
var testApp = fstest.MapFS{
	"index.html":                {Data: []byte(`<!doctype html><html><head><title>JobPortal</title></head><body><div id="root"></div></body></html>`)},
	"assets/index-abc123.js":    {Data: []byte(strings.Repeat("console.log('JobPortal');\n", 100))},
	"assets/index-abc123.js.br": {Data: []byte("the build's Brotli form of index-abc123.js")},
	"assets/gone-456.js.br":     {Data: []byte("a Brotli form whose file is not in the build")},
	"favicon.svg":               {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`)},
	"fonts/NotoSansSinhala.ttf": {Data: []byte("font")},
	".fonts-version":            {Data: []byte("0123456789ab\n")},
}

// env is a server on a fresh database with an outbox whose emails are
// captured, and a blob store in memory.
type env struct {
	t     *testing.T
	db    *store.DB
	srv   *httpapi.Server
	mail  *outboxMail
	blobs *blob.Memory
}

// outboxMail is the emails the outbox has sent. Reading them first sends
// every email due, as the server's worker would (outbox.Worker.Drain), so
// that a test reads the emails of the requests it made without waiting.
type outboxMail struct {
	*mail.Capture
	t      testing.TB
	worker *outbox.Worker
}

func newOutboxMail(t testing.TB, db *store.DB) *outboxMail {
	capture := &mail.Capture{}
	return &outboxMail{Capture: capture, t: t, worker: &outbox.Worker{DB: db, Mail: capture,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Holder: "test", Parallel: 1}}
}

func (m *outboxMail) drain() {
	if err := m.worker.Drain(context.Background()); err != nil {
		m.t.Errorf("send the queued emails: %v", err)
	}
}

// Messages sends the emails due and returns those sent so far.
func (m *outboxMail) Messages() []mail.Message { m.drain(); return m.Capture.Messages() }

// Last sends the emails due and returns the last one sent to an address.
func (m *outboxMail) Last(to string) (mail.Message, bool) { m.drain(); return m.Capture.Last(to) }

func newEnv(t *testing.T, db *store.DB) *env {
	t.Helper()
	capture := newOutboxMail(t, db)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	blobs := blob.NewMemory()
	srv, err := httpapi.New(db, log, httpapi.Config{BaseURL: "https://jobs.example.lk",
		ContactEmail: "team@example.lk", Blobs: blobs, SharedAnswerTTL: time.Second}, testApp)
	if err != nil {
		t.Fatal(err)
	}
	// Cleanups run last first, so the server stops before its database closes.
	t.Cleanup(func() { srv.Close(context.Background()) })
	return &env{t: t, db: db, srv: srv, mail: capture, blobs: blobs}
}

// sub returns the env for a subtest: the same server and database, with
// failures reported to the subtest's t.
func (e *env) sub(t *testing.T) *env {
	c := *e
	c.t = t
	return &c
}

// eachEnv runs fn on a fresh server for every database dialect.
func eachEnv(t *testing.T, fn func(t *testing.T, e *env)) {
	storetest.Each(t, func(t *testing.T, db *store.DB) { fn(t, newEnv(t, db)) })
}

// answer is a recorded response with its JSON body decoded.
type answer struct {
	*httptest.ResponseRecorder
	body map[string]any
}

func (a answer) msg() string { s, _ := a.body["message"].(string); return s }

func (a answer) data() map[string]any { m, _ := a.body["data"].(map[string]any); return m }

// fieldErrors returns the field names listed in the error body.
func (a answer) fieldErrors() []string {
	var out []string
	list, _ := a.body["errors"].([]any)
	for _, item := range list {
		if m, ok := item.(map[string]any); ok {
			out = append(out, m["field"].(string))
		}
	}
	return out
}

// do sends a request with a JSON body (unless body is empty), an optional
// token and headers as name, value pairs; an empty value leaves the header out.
func (e *env) do(method, url, body, token string, headers ...string) answer {
	e.t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	r := httptest.NewRequest(method, url, rd)
	if body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		r.Header.Set("x-auth-token", token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i+1] == "" {
			r.Header.Del(headers[i]) // a header given empty is left out
		} else {
			r.Header.Set(headers[i], headers[i+1])
		}
	}
	w := httptest.NewRecorder()
	e.srv.ServeHTTP(w, r)
	a := answer{ResponseRecorder: w}
	if strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") && w.Header().Get("Content-Encoding") == "" {
		if err := json.Unmarshal(w.Body.Bytes(), &a.body); err != nil {
			e.t.Fatalf("%s %s: answer is not JSON: %v: %s", method, url, err, w.Body.String())
		}
	}
	return a
}

// must sends a request and fails the test unless the status is want.
func (e *env) must(want int, method, url, body, token string) answer {
	e.t.Helper()
	a := e.do(method, url, body, token)
	if a.Code != want {
		e.t.Fatalf("%s %s = %d, want %d: %s", method, url, a.Code, want, a.Body.String())
	}
	return a
}

const password = "kottu-roti-42"

// registerIndividual opens a job seeker's account and returns its email.
func (e *env) registerIndividual(email string) {
	e.t.Helper()
	e.must(http.StatusCreated, "POST", "/api/customers/register/individual",
		`{"name":"Nimali Perera","email":"`+email+`","password":"`+password+`"}`, "")
}

// loginCustomer signs a customer in and returns the token.
func (e *env) loginCustomer(email, pw string) string {
	e.t.Helper()
	a := e.must(http.StatusOK, "POST", "/api/customers/login", `{"email":"`+email+`","password":"`+pw+`"}`, "")
	return a.body["token"].(string)
}

// customerToken registers a job seeker and signs them in.
func (e *env) customerToken(email string) string {
	e.t.Helper()
	e.registerIndividual(email)
	return e.loginCustomer(email, password)
}

// adminToken creates a superadmin and signs them in.
func (e *env) adminToken(username string) string {
	e.t.Helper()
	return e.adminTokenAs(username, jobportal.RoleSuperadmin)
}

// adminTokenAs creates an admin user of a role and signs them in.
func (e *env) adminTokenAs(username, role string) string {
	e.t.Helper()
	hash, _ := auth.HashPassword(password)
	if err := e.db.CreateAdminUser(ctxb, &adminUser{Username: username, Name: "Admin", Role: role}, hash); err != nil {
		e.t.Fatal(err)
	}
	a := e.must(http.StatusOK, "POST", "/api/admin-users/login", `{"username":"`+username+`","password":"`+password+`"}`, "")
	return a.body["token"].(string)
}

// scenario is one request and what must come back.
type scenario struct {
	name       string
	method     string
	url        string
	body       string
	token      string
	wantStatus int
	wantBody   string   // a substring of the answer
	wantFields []string // fields named in errors[]
}

func (e *env) run(t *testing.T, cases []scenario) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := e.sub(t)
			a := e.do(c.method, c.url, c.body, c.token)
			if a.Code != c.wantStatus {
				t.Fatalf("status = %d, want %d: %s", a.Code, c.wantStatus, a.Body.String())
			}
			if c.wantBody != "" && !strings.Contains(a.Body.String(), c.wantBody) {
				t.Fatalf("body %s does not contain %q", a.Body.String(), c.wantBody)
			}
			if c.wantFields != nil {
				got := strings.Join(a.fieldErrors(), ",")
				if got != strings.Join(c.wantFields, ",") {
					t.Fatalf("error fields = %q, want %q (%s)", got, strings.Join(c.wantFields, ","), a.Body.String())
				}
			}
			if c.wantStatus >= 400 && a.body["success"] != false {
				t.Fatalf("an error answer must say success: false: %s", a.Body.String())
			}
		})
	}
}

var ctxb = context.Background()

type adminUser = jobportal.AdminUser
