package ssr_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"jobportal/internal/ssr"
)

// engine is the smallest server build: it draws the address it was given,
// with what the API answered for it, after a promise and a timer.
const engine = `
var due = [], render = null;
globalThis.setTimeout = function (f) { due.push(f); return due.length; };
globalThis.jpResetTimers = function () { due = []; };
globalThis.jpTick = function () { var batch = due; due = []; batch.forEach(function (f) { f(); }); return batch.length; };
globalThis.jpWarmUp = function () {};
globalThis.jpPending = function () { return render !== null && render.pending > 0; };
globalThis.jpStart = function (url, lang) {
  if (url === '/throws') throw new Error('a broken page');
  render = { url: url, lang: lang, pending: 1, data: null };
  Promise.resolve().then(function () {
    setTimeout(function () { render.data = __jp_fetch('GET', '/api' + url); render.pending = 0; });
  });
};
globalThis.jpFinish = function () {
  if (render.url === '/forever') for (;;) {}
  var html = '<p>' + render.lang + ' ' + render.data + '</p>';
  return JSON.stringify({ state: { url: render.url }, answers: {}, language: render.lang, renderedAt: 1 }) + '\n' + html;
};
`

func newRenderer(t *testing.T, engines int) *ssr.Renderer {
	t.Helper()
	r, err := ssr.New(ssr.Options{Script: engine, Engines: engines, Timeout: 500 * time.Millisecond,
		Fetch: func(_ context.Context, address string) (int, []byte) { return 200, []byte("answer of " + address) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	return r
}

func TestRenderWaitsForItsDataAndDraws(t *testing.T) {
	r := newRenderer(t, 2)
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p, err := r.Render(context.Background(), "/job/3", "si")
			if err != nil {
				t.Error(err)
				return
			}
			if p.HTML != "<p>si 200\nanswer of /api/job/3</p>" || p.Language != "si" || string(p.State) != `{"url":"/job/3"}` {
				t.Errorf("drawn: %+v", p)
			}
		}()
	}
	wg.Wait()
	if st := r.Stats(); st.Renders != 8 || st.Failures != 0 {
		t.Errorf("stats %+v", st)
	}
}

func TestAFailedRenderIsReportedAndTheEngineReplaced(t *testing.T) {
	r := newRenderer(t, 1)
	if _, err := r.Render(context.Background(), "/throws", "en"); err == nil || !strings.Contains(err.Error(), "a broken page") {
		t.Fatalf("a throwing page: %v", err)
	}
	started := time.Now()
	_, err := r.Render(context.Background(), "/forever", "en")
	if !errors.Is(err, ssr.ErrTimeout) {
		t.Fatalf("a page that never ends: %v", err)
	}
	if took := time.Since(started); took > 2*time.Second {
		t.Errorf("the time-out took %v", took)
	}
	// The engine that ran out of time was replaced: the next page draws.
	if p, err := r.Render(context.Background(), "/about", "ta"); err != nil || !strings.Contains(p.HTML, "ta 200") {
		t.Fatalf("after failures: %v %v", p, err)
	}
	if st := r.Stats(); st.Renders != 3 || st.Failures != 2 || st.Timeouts != 1 {
		t.Errorf("stats %+v", st)
	}
}

func TestABadBuildIsRefusedAtStart(t *testing.T) {
	if _, err := ssr.New(ssr.Options{Script: "this is not JavaScript {", Fetch: nil}); err == nil {
		t.Fatal("a build that does not compile was taken")
	}
}

func TestAPageWaitsForAnEngineNoLongerThanItsTime(t *testing.T) {
	// The one engine is held by a page whose data does not come until the test lets it.
	hold := make(chan struct{})
	held := make(chan struct{}, 1)
	r, err := ssr.New(ssr.Options{Script: engine, Engines: 1, Timeout: 400 * time.Millisecond,
		Fetch: func(_ context.Context, address string) (int, []byte) {
			if address == "/api/slow" {
				held <- struct{}{}
				<-hold
			}
			return 200, []byte("answer")
		}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	done := make(chan error, 1)
	go func() {
		_, err := r.Render(context.Background(), "/slow", "en")
		done <- err
	}()
	<-held
	started := time.Now()
	_, err = r.Render(context.Background(), "/job/1", "en")
	if !errors.Is(err, ssr.ErrBusy) {
		t.Fatalf("a page that found the engine busy: %v", err)
	}
	if took := time.Since(started); took < 350*time.Millisecond || took > 900*time.Millisecond {
		t.Errorf("it waited %v for an engine, for a limit of 400 ms", took)
	}
	close(hold)
	<-done
	if st := r.Stats(); st.Busy != 1 {
		t.Errorf("stats %+v", st)
	}
}

// An engine that failed is replaced beside the pages, not by the next page:
// starting one (the server build's code, then its warm-up) takes seconds
// when the CPUs are busy, and a page that started it waited that long
// beyond its time (pages of 5-7 s under load, bench/deploy).
func TestAPageDoesNotWaitForAnEngineToStartBeyondItsTime(t *testing.T) {
	slowStart := strings.Replace(engine, "globalThis.jpWarmUp = function () {};",
		"globalThis.jpWarmUp = function () { var end = Date.now() + 1000; while (Date.now() < end) {} };", 1)
	r, err := ssr.New(ssr.Options{Script: slowStart, Engines: 1, Timeout: 300 * time.Millisecond,
		Fetch: func(_ context.Context, address string) (int, []byte) { return 200, []byte("answer") }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	if _, err := r.Render(context.Background(), "/throws", "en"); err == nil {
		t.Fatal("a throwing page drew")
	}
	started := time.Now()
	_, err = r.Render(context.Background(), "/job/1", "en")
	if took := time.Since(started); took > 700*time.Millisecond {
		t.Errorf("the page after a failed one took %v (%v), for a limit of 300 ms", took, err)
	}
	if !errors.Is(err, ssr.ErrBusy) {
		t.Errorf("the page after a failed one, while its replacement starts: %v", err)
	}
	// Once the replacement has started, pages draw again.
	deadline := time.Now().Add(10 * time.Second)
	for {
		p, err := r.Render(context.Background(), "/about", "ta")
		if err == nil && strings.Contains(p.HTML, "ta 200") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no page drew after the replacement started: %v", err)
		}
	}
}

func TestTakesTheAddressesTheAppsRoutesTake(t *testing.T) {
	script := engine + `globalThis.jpRoutes = function () { return JSON.stringify(['/', '/job/:jobId', '/job-Article', '/customer/login']); };`
	r, err := ssr.New(ssr.Options{Script: script, Engines: 1,
		Fetch: func(context.Context, string) (int, []byte) { return 404, nil }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	for path, want := range map[string]bool{
		"/": true, "": true, "/job/12": true, "/JOB/abc/": true, "/job-article": true, "/%6Aob/1": true, "/customer/login": true,
		"/job": false, "/job/12/x": false, "/job%2F12": false, "/customer": false, "/nope": false,
	} {
		if got := r.Takes(path); got != want {
			t.Errorf("Takes(%q) = %v", path, got)
		}
	}
	// A build that names no routes leaves every address to the app.
	if !newRenderer(t, 1).Takes("/nope") {
		t.Error("with no routes named, an address was refused")
	}
}

// The app's real server build takes the addresses its router has a page for,
// and no other: the same list the router's own test reads
// (web/src/app/router-addresses.json).
func TestTheAppsBuildTakesWhatItsRouterTakes(t *testing.T) {
	script, err := os.ReadFile("../../web/dist/.ssr.js")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("web/dist/.ssr.js is missing: make test builds the app before the Go tests")
		}
		t.Skip("web/dist/.ssr.js is missing: run make build first")
	}
	raw, err := os.ReadFile("../../web/src/app/router-addresses.json")
	if err != nil {
		t.Fatal(err)
	}
	var table struct{ Page, NotFound []string }
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	r, err := ssr.New(ssr.Options{Script: string(script), Engines: 1,
		Fetch: func(context.Context, string) (int, []byte) {
			return 404, []byte(`{"success":false,"message":"Not found"}`)
		}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	for _, p := range table.Page {
		if !r.Takes(p) {
			t.Errorf("%s is a page of the app's, but not taken", p)
		}
	}
	for _, p := range table.NotFound {
		if r.Takes(p) {
			t.Errorf("%s is the app's not-found page, but taken", p)
		}
	}
}
