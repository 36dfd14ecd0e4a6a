package httpapi

import (
	"net/http"
	"net/http/httptest"
	"strconv"
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

	c.changed()
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
			c.changed()
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
