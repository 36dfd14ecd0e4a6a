package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"log/slog"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/httpapi"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

var (
	renderedRoot = regexp.MustCompile(`(?s)<div id="root" data-rendered="([a-z]+)">(.*?)</div><script id="app-state" type="application/json">(.*?)</script>`)
	htmlLang     = regexp.MustCompile(`<html lang="([a-z]+)"`)
)

// drawnPage is a public page as the server sends it: its language, the HTML drawn
// into the root, and the state the browser hydrates with.
type drawnPage struct {
	status        int
	lang, html    string
	state         map[string]any
	answers       map[string]any
	body, rootFor string
}

func (e *env) drawnPage(url, lang string) drawnPage {
	e.t.Helper()
	a := e.do("GET", url, "", "", "Cookie", "lang="+lang)
	p := drawnPage{status: a.Code, body: a.Body.String()}
	if m := htmlLang.FindStringSubmatch(p.body); m != nil {
		p.lang = m[1]
	}
	m := renderedRoot.FindStringSubmatch(p.body)
	if m == nil {
		return p
	}
	p.rootFor, p.html = m[1], m[2]
	var data struct {
		State   map[string]any `json:"state"`
		Answers map[string]any `json:"answers"`
	}
	if err := json.Unmarshal([]byte(m[3]), &data); err != nil {
		e.t.Fatalf("%s: the page's state is not JSON: %v", url, err)
	}
	p.state, p.answers = data.State, data.Answers
	return p
}

// TestPublicPagesAreDrawnInTheReadersLanguage reads the first HTML answer of
// each kind of public page, as curl would: the page's content is in it, in
// the reader's language, with the state the browser hydrates with.
func TestPublicPagesAreDrawnInTheReadersLanguage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		jobID := e.approvedJob(company, admin, set("title", "Senior Go Engineer"))

		// Words of the shell and the pages, from the app's own texts.
		skipLink := map[string]string{"en": "Skip to main content", "si": "ප්\u200dරධාන අන්තර්ගතයට යන්න", "ta": "முதன்மை உள்ளடக்கத்துக்குச் செல்லவும்"}
		for _, lang := range []string{"en", "si", "ta"} {
			for _, c := range []struct{ url, shows string }{
				{"/", ""},
				{"/browse", "Senior Go Engineer"},
				{"/browse?q=engineer", "Senior Go Engineer"},
				{fmt.Sprintf("/job/%d", jobID), "Senior Go Engineer"},
				{fmt.Sprintf("/job/%d/senior-go-engineer/full-details", jobID), "Three years of Go or Java."},
				{"/company", ""},
				{"/blogs", ""},
				{"/about", ""},
				{"/faq", ""},
				{"/contact", ""},
				{"/privacy", ""},
				{"/terms", ""},
			} {
				p := e.drawnPage(c.url, lang)
				if p.status != 200 {
					t.Fatalf("%s in %s: status %d", c.url, lang, p.status)
				}
				if p.rootFor != lang || p.lang != lang {
					t.Fatalf("%s in %s: drawn in %q, <html lang=%q>", c.url, lang, p.rootFor, p.lang)
				}
				text := html.UnescapeString(p.html)
				if !strings.Contains(text, "<h1") {
					t.Errorf("%s in %s: the page has no heading", c.url, lang)
				}
				if !strings.Contains(text, skipLink[lang]) {
					t.Errorf("%s in %s: the shell is not in the reader's language (no %q)", c.url, lang, skipLink[lang])
				}
				if c.shows != "" && !strings.Contains(text, c.shows) {
					t.Errorf("%s in %s: the page does not show %q", c.url, lang, c.shows)
				}
				if p.state["jobs"] == nil {
					t.Errorf("%s in %s: no state to hydrate with", c.url, lang)
				}
			}
		}

		// The page's data is the API's own answer, handed to the browser so it does not ask again.
		p := e.drawnPage(fmt.Sprintf("/job/%d", jobID), "si")
		key := fmt.Sprintf("GET /api/jobs/%d", jobID)
		answer, ok := p.answers[key].(map[string]any)
		if !ok || answer["status"] != float64(200) {
			t.Fatalf("the job page's answers lack %s: %v", key, p.answers)
		}
		api := e.do("GET", fmt.Sprintf("/api/jobs/%d", jobID), "", "")
		var fromAPI any
		json.Unmarshal(api.Body.Bytes(), &fromAPI)
		if got, _ := json.Marshal(answer["data"]); string(got) != mustJSON(t, fromAPI) {
			t.Errorf("the page's answer differs from the API's:\n%s\n%s", got, mustJSON(t, fromAPI))
		}
		if !strings.Contains(p.body, "<title>Senior Go Engineer – Lanka Software Labs, Colombo") {
			t.Errorf("the job page's head lost its title")
		}
	})
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestAPageCannotBreakOutOfItsState puts markup in a job's title: it is text
// in the drawn page and data in the state, never markup the browser runs.
func TestAPageCannotBreakOutOfItsState(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		title := `Cook </script><script>alert(1)</script><!--`
		jobID := e.approvedJob(company, admin, set("title", title))
		for _, url := range []string{fmt.Sprintf("/job/%d", jobID), "/browse", "/"} {
			p := e.drawnPage(url, "en")
			if p.state == nil {
				t.Fatalf("%s: not drawn: %s", url, p.body)
			}
			if strings.Contains(p.body, "<script>alert(1)") {
				t.Errorf("%s: the title's markup is in the page as markup", url)
			}
			if n := strings.Count(p.body, "</script>"); n != strings.Count(p.body, "<script") {
				t.Errorf("%s: %d scripts closed for %d opened", url, n, strings.Count(p.body, "<script"))
			}
		}
		p := e.drawnPage(fmt.Sprintf("/job/%d", jobID), "en")
		if !strings.Contains(mustJSON(t, p.state), "alert(1)") {
			t.Errorf("the state lost the title")
		}
	})
}

// TestAMissingPageIsDrawnAsNotFound: a job that is not public is a 404 that
// robots do not index, drawn by the app's own not-found state.
func TestAMissingPageIsDrawnAsNotFound(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		p := e.drawnPage("/job/999999/gone", "si")
		if p.status != 404 || !strings.Contains(p.body, `<meta name="robots" content="noindex"`) {
			t.Fatalf("a missing job: %d, noindex %v", p.status, strings.Contains(p.body, "noindex"))
		}
		if p.rootFor != "si" || !strings.Contains(p.html, "<h1") {
			t.Errorf("the missing job's page is not drawn in Sinhala: %q", p.html)
		}
	})
}

// TestARenderThatFailsServesTheShell: a render that throws or never ends
// gives the app's empty shell (the browser draws the page), never a 500, and
// is counted.
func TestARenderThatFailsServesTheShell(t *testing.T) {
	const engine = `
globalThis.jpResetTimers = function () {};
globalThis.jpWarmUp = function () {};
globalThis.jpTick = function () { return 0; };
globalThis.jpPending = function () { return false; };
globalThis.jpFinish = function () { return JSON.stringify({html: '<p>never</p>', state: {}, answers: {}, language: 'en', renderedAt: 0}); };
`
	for _, c := range []struct{ name, start, reason string }{
		{"a render that throws", `globalThis.jpStart = function () { throw new Error('broken page'); };`, "error"},
		{"a render that never ends", `globalThis.jpStart = function () { for (;;) {} };`, "timeout"},
	} {
		t.Run(c.name, func(t *testing.T) {
			db := storetest.MustOpen(t, store.SQLite)
			web := fstest.MapFS{}
			for k, v := range testApp {
				web[k] = v
			}
			web[".ssr.js"] = &fstest.MapFile{Data: []byte(engine + c.start)}
			log := slog.New(slog.NewTextHandler(io.Discard, nil))
			srv, err := httpapi.New(db, log, httpapi.Config{BaseURL: "https://jobs.example.lk", Blobs: blob.NewMemory()}, web)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { srv.Close(context.Background()) })
			e := &env{t: t, db: db, srv: srv}
			started := time.Now()
			a := e.do("GET", "/about", "", "")
			if a.Code != 200 || !strings.Contains(a.Body.String(), `<div id="root"></div>`) || strings.Contains(a.Body.String(), "never") {
				t.Fatalf("%d: %s", a.Code, a.Body.String())
			}
			if took := time.Since(started); took > 5*time.Second {
				t.Errorf("the shell took %v", took)
			}
			rec := httptest.NewRecorder()
			srv.MetricsHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
			metrics := rec.Body.String()
			if want := `page_render_failures_total{reason="` + c.reason + `"} 1`; !strings.Contains(metrics, want) {
				t.Errorf("/metrics lacks %s:\n%s", want, metrics)
			}
		})
	}
}
