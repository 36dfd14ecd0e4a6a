package httpapi

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync/atomic"
	"testing"
	"time"
)

// countingHandler answers "n" with the number of times it was called, and
// 404 for /missing.
type countingHandler struct {
	calls  int
	during func() // runs while the answer is being made
}

func (h *countingHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.calls++
	if h.during != nil {
		h.during()
	}
	if r.URL.Path == "/missing" {
		http.Error(w, "no", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Write([]byte(strconv.Itoa(h.calls)))
}

func get(t *testing.T, h http.Handler, target string, gzip bool) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, target, nil)
	if gzip {
		r.Header.Set("Accept-Encoding", "gzip")
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestSharedAnswersKeepAndDrop(t *testing.T) {
	c := newSharedAnswers(time.Hour)
	next := &countingHandler{}
	h := c.wrap(next)

	if got := get(t, h, "/api/jobs?page=1", false).Body.String(); got != "1" {
		t.Fatalf("first answer = %q, want 1", got)
	}
	w := get(t, h, "/api/jobs?page=1", false)
	if got := w.Body.String(); got != "1" || next.calls != 1 {
		t.Fatalf("second answer = %q after %d calls, want the kept 1 after 1 call", got, next.calls)
	}
	if ct := w.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Errorf("kept answer's Content-Type = %q", ct)
	}
	if got := get(t, h, "/api/jobs?page=2", false).Body.String(); got != "2" {
		t.Errorf("another query = %q, want a fresh 2", got)
	}
	if got := get(t, h, "/api/jobs?page=1", true).Body.String(); got != "3" {
		t.Errorf("the same query with gzip = %q, want a fresh 3 (kept apart)", got)
	}
	for range 2 {
		if w := get(t, h, "/missing", false); w.Code != http.StatusNotFound {
			t.Fatalf("missing: status %d", w.Code)
		}
	}
	if next.calls != 5 {
		t.Errorf("calls = %d after two 404s, want 5: errors are never kept", next.calls)
	}

	c.changed(areasAll)
	if got := get(t, h, "/api/jobs?page=1", false).Body.String(); got != "6" {
		t.Errorf("after a change = %q, want a fresh 6", got)
	}
}

func TestSharedAnswersExpire(t *testing.T) {
	c := newSharedAnswers(20 * time.Millisecond)
	next := &countingHandler{}
	h := c.wrap(next)
	get(t, h, "/api/jobs", false)
	time.Sleep(30 * time.Millisecond)
	if got := get(t, h, "/api/jobs", false).Body.String(); got != "2" {
		t.Errorf("after the TTL = %q, want a fresh 2", got)
	}
}

// An answer whose making overlapped a change may hold the old data: it goes
// to its own client but is not kept.
func TestSharedAnswersMadeDuringAChangeAreNotKept(t *testing.T) {
	c := newSharedAnswers(time.Hour)
	next := &countingHandler{}
	next.during = func() {
		if next.calls == 1 {
			c.changed(areasAll)
		}
	}
	h := c.wrap(next)
	get(t, h, "/api/jobs", false)
	if got := get(t, h, "/api/jobs", false).Body.String(); got != "2" {
		t.Errorf("second answer = %q, want a fresh 2", got)
	}
	if got := get(t, h, "/api/jobs", false).Body.String(); got != "2" {
		t.Errorf("third answer = %q, want the kept 2", got)
	}
}

func TestSharedAnswersOffWithoutTTL(t *testing.T) {
	next := &countingHandler{}
	h := newSharedAnswers(0).wrap(next)
	get(t, h, "/api/jobs", false)
	get(t, h, "/api/jobs", false)
	if next.calls != 2 {
		t.Errorf("calls = %d, want 2: nothing kept without a TTL", next.calls)
	}
}

// A request that names an account gets its own answer, never a kept one, and
// leaves none behind.
func TestSharedAnswersNotForCredentials(t *testing.T) {
	h := &countingHandler{}
	c := newSharedAnswers(time.Minute).wrap(h)
	if b := get(t, c, "/list", false).Body.String(); b != "1" {
		t.Fatalf("first answer %q", b)
	}
	for _, name := range []string{"x-auth-token", "Authorization"} {
		r := httptest.NewRequest(http.MethodGet, "/list", nil)
		r.Header.Set(name, "secret")
		w := httptest.NewRecorder()
		c.ServeHTTP(w, r)
		if w.Body.String() == "1" {
			t.Fatalf("a request with %s got the kept answer", name)
		}
	}
	if b := get(t, c, "/list", false).Body.String(); b != "1" {
		t.Fatalf("after the signed-in requests the public got %q, want the kept 1", b)
	}
	if h.calls != 3 {
		t.Fatalf("the handler ran %d times, want 3", h.calls)
	}
}

// A change drops the kept answers of its areas only: a post published leaves
// the job lists kept, and a job approved leaves the articles kept.
func TestSharedAnswersDropOnlyTheAreasChanged(t *testing.T) {
	c := newSharedAnswers(time.Hour)
	next := &countingHandler{}
	h := c.wrap(next)
	for _, url := range []string{"/api/jobs", "/api/companies/4", "/api/blogs", "/job/7"} {
		get(t, h, url, false)
	}
	c.changed(areaBlog)
	for _, url := range []string{"/api/jobs", "/api/companies/4", "/job/7"} {
		get(t, h, url, false)
	}
	if next.calls != 4 {
		t.Fatalf("the handler ran %d times after a change of the blog, want 4: the jobs' and companies' answers stay", next.calls)
	}
	if got := get(t, h, "/api/blogs", false).Body.String(); got != "5" {
		t.Fatalf("the post list after a change of the blog = %q, want a fresh 5", got)
	}
	c.changed(areaCompanies)
	if got := get(t, h, "/api/jobs", false).Body.String(); got != "6" {
		t.Fatalf("the job list after a change of companies = %q, want a fresh 6: jobs show their company", got)
	}
	if got := get(t, h, "/api/blogs", false).Body.String(); got != "5" {
		t.Fatalf("the post list after a change of companies = %q, want the kept 5", got)
	}
	c.changed(0)
	if got := get(t, h, "/api/jobs", false).Body.String(); got != "6" {
		t.Fatalf("the job list after a change of nothing = %q, want the kept 6", got)
	}
}

func TestChangedAreas(t *testing.T) {
	for _, c := range []struct {
		name, method, pattern string
		status                int
		panicked              bool
		want                  answerAreas
	}{
		{"a read changes nothing", "GET", "GET /api/jobs", 200, false, 0},
		{"a POST no route takes changes nothing", "POST", "", 404, false, 0},
		{"a POST to an API path no route takes changes nothing", "POST", "/api/", 404, false, 0},
		{"a method a route does not take changes nothing", "DELETE", "GET /api/jobs", 405, false, 0},
		{"a refused job changes nothing", "POST", "POST /api/jobs", 422, false, 0},
		{"a job for a visitor changes nothing", "POST", "POST /api/jobs", 401, false, 0},
		{"a job that failed on our side changes nothing", "POST", "POST /api/jobs", 500, false, 0},
		{"a job posted changes the jobs", "POST", "POST /api/jobs", 201, false, areaJobs},
		{"a job approved changes the jobs", "PUT", "PUT /api/jobs/{id}/approve", 200, false, areaJobs},
		{"a view counted changes nothing kept", "POST", "POST /api/jobs/{id}/view", 200, false, 0},
		{"an application changes its job's count", "POST", "POST /api/jobs/{id}/apply", 201, false, areaJobs},
		{"an application's status changes nothing kept", "PATCH", "PATCH /api/applications/{id}", 200, false, 0},
		{"a company approved changes the companies", "PATCH", "PATCH /api/companies/{id}/approve", 200, false, areaCompanies},
		{"a review changes the companies", "POST", "POST /api/companies/{id}/reviews", 201, false, areaCompanies},
		{"a comment changes the blog", "POST", "POST /api/blogs/{id}/comments", 201, false, areaBlog},
		{"a CV saved changes nothing kept", "POST", "POST /api/cvs", 201, false, 0},
		{"a CV for the talent pool changes nothing kept", "POST", "POST /api/cvs/submit", 201, false, 0},
		{"a sign-in changes nothing kept", "POST", "POST /api/customers/login", 200, false, 0},
		{"an alert changes nothing kept", "POST", "POST /api/user/alerts", 201, false, 0},
		{"a job seeker's new name may show on their reviews and comments", "PUT", "PUT /api/user/profile", 200, false, areasAll},
		{"a ban may hide an account's reviews and comments", "PATCH", "PATCH /api/users/{id}/ban", 200, false, areasAll},
		{"an answer never written is a 200", "DELETE", "DELETE /api/jobs/{id}", 0, false, areaJobs},
		{"a write that panicked may have changed its data", "DELETE", "DELETE /api/jobs/{id}", 500, true, areaJobs},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := changedAreas(c.method, c.pattern, c.status, c.panicked); got != c.want {
				t.Fatalf("changedAreas(%q, %q, %d, %v) = %03b, want %03b", c.method, c.pattern, c.status, c.panicked, got, c.want)
			}
		})
	}
}

// heldHandler answers with the number of its call, each call held until
// release is closed; a call whose number is in panics panics.
type heldHandler struct {
	calls   atomic.Int64
	release chan struct{}
	panics  map[int64]bool
}

func (h *heldHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n := h.calls.Add(1)
	<-h.release
	if h.panics[n] {
		panic("the making failed")
	}
	w.Write([]byte(strconv.FormatInt(n, 10)))
}

// getAsync asks h for target in a goroutine, recovering a panic, and sends
// the body (or "panic") on the returned channel.
func getAsync(h http.Handler, target string) <-chan string {
	out := make(chan string, 1)
	go func() {
		defer func() {
			if recover() != nil {
				out <- "panic"
			}
		}()
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, target, nil))
		out <- w.Body.String()
	}()
	return out
}

// waitFor waits until cond holds, for at most a few seconds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for start := time.Now(); !cond(); time.Sleep(time.Millisecond) {
		if time.Since(start) > 5*time.Second {
			t.Fatalf("waited in vain for %s", what)
		}
	}
}

// startMaking wraps a held handler in fresh kept answers and starts a
// first request for target, returning once its making has begun.
func startMaking(t *testing.T, target string, panics map[int64]bool) (*sharedAnswers, *heldHandler, http.Handler, <-chan string) {
	t.Helper()
	c := newSharedAnswers(time.Hour)
	next := &heldHandler{release: make(chan struct{}), panics: panics}
	h := c.wrap(next)
	first := getAsync(h, target)
	waitFor(t, "the first making", func() bool { return next.calls.Load() == 1 })
	return c, next, h, first
}

// Requests that miss while the same answer is being made wait for it: the
// answer is made once, however many ask at once.
func TestSharedAnswersMadeOnceForRequestsAtOnce(t *testing.T) {
	_, next, h, first := startMaking(t, "/job/7", nil)
	var others []<-chan string
	for range 9 {
		others = append(others, getAsync(h, "/job/7"))
	}
	time.Sleep(50 * time.Millisecond) // the others reach the wait
	close(next.release)
	if got := <-first; got != "1" {
		t.Fatalf("first answer %q", got)
	}
	for i, o := range others {
		if got := <-o; got != "1" {
			t.Errorf("request %d got %q, want the one answer 1", i+2, got)
		}
	}
	if n := next.calls.Load(); n != 1 {
		t.Errorf("the answer was made %d times, want once", n)
	}
}

// A request that comes after a change does not take an answer whose making
// began before it, and one whose maker panicked makes its own.
func TestSharedAnswersWaitersMakeTheirOwnAfterAChangeOrAPanic(t *testing.T) {
	c, next, h, first := startMaking(t, "/job/7", nil)
	c.changed(areasAll)
	after := getAsync(h, "/job/7")
	time.Sleep(50 * time.Millisecond)
	close(next.release)
	if got := <-first; got != "1" {
		t.Fatalf("first answer %q", got)
	}
	if got := <-after; got != "2" {
		t.Errorf("the request after the change got %q, want its own 2", got)
	}

	_, next, h, first = startMaking(t, "/job/8", map[int64]bool{1: true})
	waiting := getAsync(h, "/job/8")
	time.Sleep(50 * time.Millisecond)
	close(next.release)
	if got := <-first; got != "panic" {
		t.Fatalf("the first making gave %q, want a panic", got)
	}
	if got := <-waiting; got != "2" {
		t.Errorf("the request waiting on a panicked making got %q, want its own 2", got)
	}
}
