package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
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
	seeds         map[string]any
	body, rootFor string
}

func (e *env) drawnPage(url, lang string) drawnPage {
	e.t.Helper()
	a := e.do("GET", languagePath(lang, url), "", "")
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
		Seeds   map[string]any `json:"seeds"`
	}
	if err := json.Unmarshal([]byte(m[3]), &data); err != nil {
		e.t.Fatalf("%s: the page's state is not JSON: %v", url, err)
	}
	p.state, p.answers, p.seeds = data.State, data.Answers, data.Seeds
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
		if !strings.Contains(p.body, "<title>Senior Go Engineer – Lanka Software Labs, ") {
			t.Errorf("the job page's head lost its title: %s", regexp.MustCompile(`<title>[^<]*</title>`).FindString(p.body))
		}

		// A Sinhala page asks for the app's Sinhala start texts with its code, in its head; an
		// English one does not.
		head := p.body[:strings.Index(p.body, "</head>")]
		texts := regexp.MustCompile(`<link rel="modulepreload" crossorigin href="(/assets/texts-si-[^"]+\.js)"`).FindStringSubmatch(head)
		if texts == nil {
			t.Errorf("the Sinhala job page's head does not ask for its texts: %s", head)
		} else if a := e.do("GET", texts[1], "", ""); a.Code != 200 || !strings.Contains(a.Header().Get("Content-Type"), "javascript") {
			t.Errorf("%s: status %d, %s", texts[1], a.Code, a.Header().Get("Content-Type"))
		}
		if en := e.drawnPage(fmt.Sprintf("/job/%d", jobID), "en"); strings.Contains(en.body, "/assets/texts-") {
			t.Error("the English job page asks for texts of another language")
		}
		// The texts of the pages the app draws itself are a file of their own: a drawn public
		// page does not ask for them, a page the browser draws (signing in, an account) asks for
		// both.
		account := regexp.MustCompile(`<link rel="modulepreload" crossorigin href="(/assets/texts-si-account-[^"]+\.js)"`)
		if account.MatchString(head) {
			t.Errorf("the Sinhala job page asks for the texts of the pages the app draws: %s", head)
		}
		shell := e.do("GET", "/si/customer/dashboard", "", "")
		if texts != nil && !strings.Contains(shell.Body.String(), `href="`+texts[1]+`"`) {
			t.Errorf("the Sinhala dashboard does not ask for the start texts: %s", shell.Body.String())
		}
		if m := account.FindStringSubmatch(shell.Body.String()); m == nil {
			t.Errorf("the Sinhala dashboard does not ask for the texts of the pages the app draws: %s", shell.Body.String())
		} else if a := e.do("GET", m[1], "", ""); a.Code != 200 || !strings.Contains(a.Header().Get("Content-Type"), "javascript") {
			t.Errorf("%s: status %d, %s", m[1], a.Code, a.Header().Get("Content-Type"))
		}
	})
}

// A drawn page goes out gzipped with its style sheet compressed once for
// every page (pagegzip.go): the stream is whole, and it is the page a client
// that takes no gzip gets.
func TestADrawnPageIsGzippedAroundItsStyleSheet(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		jobID := e.approvedJob(e.companyToken("Lanka Software Labs", "hr@lsl.lk"), e.adminToken("admin"), set("title", "Senior Go Engineer"))
		index, err := fs.ReadFile(builtWeb(t), "index.html")
		if err != nil {
			t.Fatal(err)
		}
		sheet := regexp.MustCompile(`(?s)<style[ >].*?</style>`).Find(index)
		if len(sheet) < 10_000 {
			t.Fatalf("index.html has no style sheet of its own: %.200s", sheet)
		}
		for _, lang := range []string{"en", "si"} {
			for _, url := range []string{fmt.Sprintf("/job/%d", jobID), "/about", "/job/999999"} {
				zipped := e.do("GET", languagePath(lang, url), "", "", "Accept-Encoding", "gzip, deflate, br")
				if zipped.Header().Get("Content-Encoding") != "gzip" {
					t.Fatalf("%s in %s: Content-Encoding %q", url, lang, zipped.Header().Get("Content-Encoding"))
				}
				zr, err := gzip.NewReader(zipped.Body)
				if err != nil {
					t.Fatal(err)
				}
				body, err := io.ReadAll(zr)
				if err != nil {
					t.Fatalf("%s in %s: %v", url, lang, err)
				}
				if bytes.Count(body, sheet) != 1 {
					t.Errorf("%s in %s: the style sheet is not in the page once", url, lang)
				}
				m := renderedRoot.FindSubmatch(body)
				if m == nil || string(m[1]) != lang {
					t.Fatalf("%s in %s: no page drawn in the language: %.300s", url, lang, body)
				}
				plain := e.do("GET", languagePath(lang, url), "", "", "Accept-Encoding", "")
				if plain.Code != zipped.Code || plain.Header().Get("Content-Encoding") != "" {
					t.Fatalf("%s in %s: %d and %q without gzip, %d with", url, lang, plain.Code, plain.Header().Get("Content-Encoding"), zipped.Code)
				}
				head := func(page []byte) []byte { return page[:bytes.Index(page, []byte(`<div id="root"`))] }
				if !bytes.Equal(head(body), head(plain.Body.Bytes())) {
					t.Errorf("%s in %s: the head differs with gzip", url, lang)
				}
			}
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
		if title := regexp.MustCompile(`<title>([^<]*)</title>`).FindStringSubmatch(p.body); title == nil || title[1] != "රැකියාව හමු නොවීය – JobPortal" {
			t.Errorf("the missing job's title: %q", title)
		}
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
globalThis.jpFinish = function () { return JSON.stringify({state: {}, answers: {}, language: 'en', renderedAt: 0}) + '\n<p>never</p>'; };
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

// TestEachLanguageHasItsOwnAddress: /si/... and /ta/... are the Sinhala and
// Tamil versions of a page, each with its canonical address, the addresses of
// the others (English as x-default), and its title and description in its
// language; a reader who chose a language is sent on to its version; robots
// read every version but the private pages'.
func TestEachLanguageHasItsOwnAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		jobID := e.approvedJob(company, admin, set("title", "Senior Go Engineer"))
		const base = "https://jobs.example.lk"
		job := fmt.Sprintf("/job/%d/senior-go-engineer", jobID)
		tag := func(body, pattern string) string {
			m := regexp.MustCompile(pattern).FindStringSubmatch(body)
			if m == nil {
				return "<missing>"
			}
			return html.UnescapeString(m[1])
		}

		for _, c := range []struct{ lang, path, title, description string }{
			{"en", job, "Senior Go Engineer – Lanka Software Labs, Colombo – JobPortal", ""},
			{"si", job, "Senior Go Engineer – Lanka Software Labs, කොළඹ – JobPortal", ""},
			{"ta", job, "Senior Go Engineer – Lanka Software Labs, கொழும்பு – JobPortal", ""},
			{"en", "/about", "About Us – JobPortal", ""},
			{"si", "/about", "අප ගැන – JobPortal", "JobPortal"},
			{"ta", "/jobs/district/kandy", "", "கண்டி"},
		} {
			a := e.do("GET", languagePath(c.lang, c.path), "", "")
			body := a.Body.String()
			if a.Code != 200 || tag(body, `<html lang="([a-z]+)"`) != c.lang || tag(body, `data-rendered="([a-z]+)"`) != c.lang {
				t.Fatalf("%s in %s: %d, not drawn in its language", c.path, c.lang, a.Code)
			}
			if got := tag(body, `<link rel="canonical" href="([^"]*)"`); got != base+languagePath(c.lang, c.path) {
				t.Errorf("%s in %s: canonical %q", c.path, c.lang, got)
			}
			for _, l := range []string{"en", "si", "ta"} {
				if got := tag(body, `<link rel="alternate" hreflang="`+l+`" href="([^"]*)"`); got != base+languagePath(l, c.path) {
					t.Errorf("%s in %s: the %s version is at %q", c.path, c.lang, l, got)
				}
			}
			if got := tag(body, `<link rel="alternate" hreflang="x-default" href="([^"]*)"`); got != base+c.path {
				t.Errorf("%s in %s: x-default %q", c.path, c.lang, got)
			}
			if title := tag(body, `<title>([^<]*)</title>`); c.title != "" && title != c.title {
				t.Errorf("%s in %s: title %q, want %q", c.path, c.lang, title, c.title)
			}
			if desc := tag(body, `<meta name="description" content="([^"]*)"`); !strings.Contains(desc, c.description) {
				t.Errorf("%s in %s: description %q lacks %q", c.path, c.lang, desc, c.description)
			}
			// The page's links keep its language.
			if c.lang != "en" && !strings.Contains(body, `href="/`+c.lang+`/browse"`) {
				t.Errorf("%s in %s: its links leave the language", c.path, c.lang)
			}
		}
		if desc := tag(e.do("GET", "/si/about", "", "").Body.String(), `<meta name="description" content="([^"]*)"`); !regexp.MustCompile(`[\x{0D80}-\x{0DFF}]`).MatchString(desc) {
			t.Errorf("the Sinhala About page's description is not in Sinhala: %q", desc)
		}

		// The site's own pages are written in their language, in the first
		// HTML: a paragraph of the language's text, and none of the English.
		for _, c := range []struct{ url, lang, says, english string }{
			{"/about", "si", "JobPortal යනු ශ්\u200dරී ලංකාව සඳහා", "JobPortal is a job board for Sri Lanka"},
			{"/privacy", "ta", "இலங்கையின் <strong>2022 ஆம் ஆண்டின் 9 ஆம் இலக்க தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டத்துக்கு</strong>",
				"This policy explains what personal data JobPortal collects"},
			{"/faq", "si", "JobPortal භාවිත කිරීමට මා මුදල් ගෙවිය යුතුද?", "Do I have to pay to use JobPortal?"},
			{"/faq", "si", "ශ්\u200dරී ලංකා විදේශ සේවා නියුක්ති කාර්යාංශයේ (SLBFE) බලපත්\u200dරලාභී ආයතනයක් හරහා", "Recruitment for work abroad"},
			{"/terms", "ta", "இலங்கை ஜனநாயக சோசலிசக் குடியரசின் சட்டங்களால்", "Democratic Socialist Republic"},
			{"/contact", "si", "අයදුම් කිරීම, රැකියා පළ කිරීම සහ විදේශයන්හි", "Before you write"},
		} {
			p := e.drawnPage(c.url, c.lang)
			text := html.UnescapeString(p.html)
			if p.status != 200 || p.rootFor != c.lang || !strings.Contains(text, c.says) || strings.Contains(text, c.english) {
				t.Errorf("%s in %s: %d, drawn in %q; shows %q: %v, English %q: %v", c.url, c.lang, p.status, p.rootFor,
					c.says, strings.Contains(text, c.says), c.english, strings.Contains(text, c.english))
			}
		}
		if p := e.drawnPage("/faq", "ta"); !strings.Contains(p.html, `id="foreign-employment"`) || !strings.Contains(p.html, `href="/ta/privacy"`) {
			t.Errorf("the Tamil FAQ lost its anchors or its links' language")
		}

		// Only the address without a prefix depends on the cookie (it may
		// send the reader on), so only it says so.
		for _, c := range []struct {
			path string
			vary bool
		}{{"/about", true}, {"/si/about", false}, {"/ta" + job, false}, {job, true}} {
			a := e.do("GET", c.path, "", "")
			vary := strings.Join(a.Header().Values("Vary"), ", ")
			if a.Code != 200 || strings.Contains(vary, "Cookie") != c.vary || !strings.Contains(vary, "Accept-Encoding") {
				t.Errorf("%s: %d, Vary %q", c.path, a.Code, vary)
			}
		}

		// The API and writes have one address, without a language.
		for _, c := range []struct{ method, path string }{
			{"GET", "/si/api/jobs"}, {"GET", "/ta/api"}, {"POST", "/si/api/contact"}, {"POST", "/si/about"},
		} {
			if a := e.do(c.method, c.path, `{}`, ""); a.Code != http.StatusNotFound {
				t.Errorf("%s %s: %d, want 404", c.method, c.path, a.Code)
			}
		}

		// A reader who chose Sinhala or Tamil goes on to that version; the
		// query goes along. A reader who chose English, or no one, stays.
		for _, c := range []struct{ cookie, path, want string }{
			{"lang=si", "/browse?q=go", "/si/browse?q=go"},
			{"lang=ta", "/", "/ta"},
			{"lang=si", job, "/si" + job},
		} {
			a := e.do("GET", c.path, "", "", "Cookie", c.cookie)
			if a.Code != http.StatusFound || a.Header().Get("Location") != c.want || a.Header().Get("Cache-Control") != "no-store" {
				t.Errorf("%s with %s: %d to %q", c.path, c.cookie, a.Code, a.Header().Get("Location"))
			}
		}
		for _, cookie := range []string{"", "lang=en", "lang=xx"} {
			if a := e.do("GET", "/about", "", "", "Cookie", cookie); a.Code != 200 || !strings.Contains(a.Body.String(), `<html lang="en"`) {
				t.Errorf("/about with %q: %d", cookie, a.Code)
			}
		}
		// English has no prefix of its own.
		if a := e.do("GET", "/en/about?x=1", "", ""); a.Code != http.StatusMovedPermanently || a.Header().Get("Location") != "/about?x=1" {
			t.Errorf("/en/about: %d to %q", a.Code, a.Header().Get("Location"))
		}
		// The app's other pages are served under a prefix too.
		if a := e.do("GET", "/si/customer/dashboard", "", ""); a.Code != 200 || !strings.Contains(a.Body.String(), `<div id="root">`) {
			t.Errorf("/si/customer/dashboard: %d", a.Code)
		}
		robots := e.do("GET", "/robots.txt", "", "").Body.String()
		for _, want := range []string{"Disallow: /dashboard\n", "Disallow: /si/dashboard\n", "Disallow: /ta/customer/\n", "Disallow: /si/jp-admin\n"} {
			if !strings.Contains(robots, want) {
				t.Errorf("robots.txt lacks %q:\n%s", want, robots)
			}
		}
	})
}

// TestPartsThatLoadForThemselvesAreDrawn: the home page's top companies and a
// job's similar jobs, which their parts load for themselves rather than into
// the store, are in the first HTML answer too, with the seeds the browser
// hydrates them with.
func TestPartsThatLoadForThemselvesAreDrawn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		w := newCompanyWorld(t, e)
		chef := e.approvedJob(w.hotels, w.admin, set("title", "Hotel Chef"), set("subTopics", []string{"Hospitality and Tourism"}))
		e.approvedJob(w.hotels, w.admin, set("title", "Night Receptionist"), set("subTopics", []string{"Hospitality and Tourism"}))

		home := e.drawnPage("/", "si")
		if !strings.Contains(html.UnescapeString(home.html), "Hill Country Hotels") {
			t.Errorf("the home page's top companies are not drawn")
		}
		if _, ok := home.seeds["companies/featured"].([]any); !ok {
			t.Errorf("the home page carries no seed of its top companies: %v", home.seeds)
		}
		// And the calls that filled its store, which the browser does not make again as it
		// hydrates (web/src/app/create-api-thunk.ts).
		if calls, _ := home.seeds["stored-calls"].([]any); !slices.Contains(calls, any(`jobs/fetchJobHighlights {"kind":"recent","limit":10}`)) {
			t.Errorf("the home page does not name the calls that filled its store: %v", home.seeds["stored-calls"])
		}
		job := e.drawnPage(fmt.Sprintf("/job/%d", chef), "en")
		text := html.UnescapeString(job.html)
		if !strings.Contains(text, "Night Receptionist") || !strings.Contains(text, `id="similar-heading"`) {
			t.Errorf("the job's similar jobs are not drawn")
		}
		if _, ok := job.seeds[fmt.Sprintf("jobs/similar/%d", chef)].([]any); !ok {
			t.Errorf("the job page carries no seed of its similar jobs: %v", job.seeds)
		}
	})
}

func TestAPageTheAppDrawsComesInTheLanguageOfItsAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		texts := regexp.MustCompile(`<link rel="modulepreload" crossorigin href="/assets/texts-([a-z]+)-[\w-]+\.js" />\s*</head>`)
		for _, c := range []struct{ path, lang string }{
			{"/customer/login", "en"},
			{"/si/customer/login", "si"},
			{"/ta/customer/dashboard", "ta"},
			{"/si/customer/reset-password?token=abc", "si"},
		} {
			a := e.do("GET", c.path, "", "", "Accept-Encoding", "br, gzip")
			if a.Code != 200 || a.Header().Get("Cache-Control") != "no-cache" {
				t.Fatalf("%s: %d, %q", c.path, a.Code, a.Header().Get("Cache-Control"))
			}
			body := a.Body.Bytes()
			switch a.Header().Get("Content-Encoding") {
			case "gzip":
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatal(err)
				}
				if body, err = io.ReadAll(zr); err != nil {
					t.Fatal(err)
				}
			case "br":
				if c.lang != "en" {
					t.Fatalf("%s: Brotli, which only the build's own English page has", c.path)
				}
				continue
			}
			page := string(body)
			if !strings.Contains(page, `<html lang="`+c.lang+`"`) {
				t.Errorf("%s: not a page in %s: %.120s", c.path, c.lang, page)
			}
			// Its start texts come with the app's code, before the app asks for them.
			m := texts.FindStringSubmatch(page)
			if c.lang == "en" && m != nil || c.lang != "en" && (m == nil || m[1] != c.lang) {
				t.Errorf("%s: the start texts' link is %q", c.path, m)
			}
			if !strings.Contains(page, `<div id="root"></div>`) {
				t.Errorf("%s: not the app's empty page", c.path)
			}
		}
		// Each language's page is its own for a cache: an ETag of its own.
		if e.do("GET", "/si/customer/login", "", "").Header().Get("ETag") == e.do("GET", "/customer/login", "", "").Header().Get("ETag") {
			t.Error("the Sinhala and the English page share an ETag")
		}
	})
}

func TestAnAddressTheAppHasNoPageForIsItsNotFoundPageDrawnInTheLanguage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		for _, c := range []struct{ path, lang, title string }{
			{"/no/such/page", "en", "Page not found – JobPortal"},
			{"/si/nope", "si", "පිටුව හමු නොවීය – JobPortal"},
			{"/ta/about/more", "ta", "பக்கம் கிடைக்கவில்லை – JobPortal"},
			{"/company/1/a/b", "en", "Page not found – JobPortal"},
			{"/index.html", "en", "Page not found – JobPortal"},
		} {
			a := e.do("GET", c.path, "", "")
			page := a.Body.String()
			if a.Code != http.StatusNotFound {
				t.Fatalf("%s: %d", c.path, a.Code)
			}
			if !strings.Contains(page, `<html lang="`+c.lang+`"`) || !strings.Contains(page, `<div id="root" data-rendered="`+c.lang+`">`) {
				t.Errorf("%s: not drawn in %s: %.200s", c.path, c.lang, page)
			}
			if !strings.Contains(page, "<title>"+c.title+"</title>") || !strings.Contains(page, `<meta name="robots" content="noindex" />`) {
				t.Errorf("%s: the head is not the not-found page's: %.600s", c.path, page)
			}
			if h := e.do("HEAD", c.path, "", ""); h.Code != http.StatusNotFound {
				t.Errorf("HEAD %s: %d", c.path, h.Code)
			}
		}
		// While another such address is being drawn (a scanner's), the next goes out as the
		// app's page in its language, with the same 404 and noindex, for the browser to draw.
		release := httpapi.HoldUnknownPageTurn(e.srv)
		a := e.do("GET", "/si/wp-login.php", "", "")
		page := a.Body.String()
		release()
		if a.Code != http.StatusNotFound || !strings.Contains(page, `<html lang="si"`) || !strings.Contains(page, `<div id="root"></div>`) ||
			!strings.Contains(page, `<meta name="robots" content="noindex" />`) {
			t.Errorf("while another is drawn: %d %.300s", a.Code, page)
		}
		if a := e.do("GET", "/si/wp-login.php", "", ""); !strings.Contains(a.Body.String(), `<div id="root" data-rendered="si">`) {
			t.Error("once the turn is free, the address is not drawn again")
		}
		// A reader who chose Sinhala is answered at the Sinhala address, as on every drawn page.
		if a := e.do("GET", "/nope?x=1", "", "", "Cookie", "lang=si"); a.Code != http.StatusFound || a.Header().Get("Location") != "/si/nope?x=1" {
			t.Errorf("with the Sinhala cookie: %d %q", a.Code, a.Header().Get("Location"))
		}
		// A drawn page asked for in other letters, as the app's router takes it, is sent to its one address.
		for from, to := range map[string]string{"/ABOUT/": "/about", "/job-article?x=1": "/job-Article?x=1", "/si/Company/7/Acme": "/si/company/7/Acme"} {
			if a := e.do("GET", from, "", ""); a.Code != http.StatusMovedPermanently || a.Header().Get("Location") != to {
				t.Errorf("%s: %d to %q, want %s", from, a.Code, a.Header().Get("Location"), to)
			}
		}
		// The addresses the app has a page for, the way its router takes them, stay its own.
		for _, p := range []string{"/customer/login", "/si/customer/dashboard", "/Customer/Login", "/customer/cv/12", "/cv-templates/3"} {
			if a := e.do("GET", p, "", ""); a.Code != http.StatusOK {
				t.Errorf("%s: %d", p, a.Code)
			}
		}
		// Files and the app's code are not pages.
		if a := e.do("GET", "/favicon.svg", "", ""); a.Code != http.StatusOK {
			t.Errorf("/favicon.svg: %d", a.Code)
		}
		if a := e.do("GET", "/assets/nothing.js", "", ""); a.Code != http.StatusNotFound || strings.Contains(a.Body.String(), "<html") {
			t.Errorf("/assets/nothing.js: %d %.80s", a.Code, a.Body.String())
		}
	})
}

// A company that has not written about itself is described by its facts in
// the page's language, not by the server's English sentence.
func TestACompanyWithoutWordsOfItsOwnIsDescribedInTheReadersLanguage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		admin := e.adminToken("admin")
		made := int64(e.must(http.StatusCreated, "POST", "/api/companies", `{"name":"Ceylon Tea Estates","industry":"IT and Software","location":"Kandy"}`, admin).data()["id"].(float64))
		description := regexp.MustCompile(`<meta name="description" content="([^"]*)"`)
		for lang, want := range map[string]*regexp.Regexp{
			"en": regexp.MustCompile(`^Ceylon Tea Estates, IT and Software, Kandy\. Open jobs, reviews and the company&#39;s profile on JobPortal\.$`),
			"si": regexp.MustCompile(`^Ceylon Tea Estates, [\x{0D80}-\x{0DFF}\x{200D} ]+, මහනුවර\. JobPortal හි `),
			"ta": regexp.MustCompile(`^Ceylon Tea Estates, [\x{0B80}-\x{0BFF} ]+, கண்டி\. JobPortal இல் `),
		} {
			a := e.do("GET", languagePath(lang, fmt.Sprintf("/company/%d/ceylon-tea-estates", made)), "", "")
			m := description.FindStringSubmatch(a.Body.String())
			if a.Code != http.StatusOK || m == nil || !want.MatchString(m[1]) {
				t.Errorf("%s: %d, description %q", lang, a.Code, m)
			}
		}
	})
}
