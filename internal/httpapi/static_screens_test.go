package httpapi_test

import (
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"jobportal/internal/httpapi"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestStaticPagesFirstScreen(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		t.Run("a page the build drew goes out with it as its first screen, in the frame", func(t *testing.T) {
			e := e.sub(t)
			p := e.page("/about")
			if p.status != http.StatusOK {
				t.Fatalf("status %d", p.status)
			}
			s := firstScreen(t, p.body)
			for _, want := range []string{
				`<header class="sticky top-0`,
				`<main id="first-screen-main"`,
				`<div class="border-b"><h1>About JobPortal</h1></div><p>A job board for Sri Lanka.</p></main>`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
			// index.html's own title and description stay.
			if !strings.Contains(p.body, "<title>JobPortal</title>") {
				t.Errorf("the page's head changed:\n%s", p.body)
			}
			if s := firstScreen(t, e.page("/contact").body); !strings.Contains(s, `<form inert novalidate>`) {
				t.Errorf("the contact form is not the build's:\n%s", s)
			}
		})

		t.Run("in Sinhala, under a deeper path and for a page the build did not draw, the app alone", func(t *testing.T) {
			e := e.sub(t)
			for _, c := range []struct{ path, cookie string }{{"/about", "lang=si"}, {"/about", "lang=ta"}, {"/about/team", ""}, {"/terms", ""}} {
				a := e.do("GET", c.path, "", "", "Cookie", c.cookie)
				if a.Code != http.StatusOK || strings.Contains(a.Body.String(), `id="first-screen"`) {
					t.Errorf("%s (%s): status %d, first screen: %v", c.path, c.cookie, a.Code, strings.Contains(a.Body.String(), `id="first-screen"`))
				}
			}
		})

		t.Run("the file the pages come from is not served", func(t *testing.T) {
			a := e.sub(t).do("GET", "/.first-screens.json", "", "")
			if strings.Contains(a.Body.String(), "A job board for Sri Lanka") {
				t.Errorf("status %d, body %s", a.Code, a.Body.String())
			}
		})
	})
}

func TestStaticPagesUnreadable(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		broken := fstest.MapFS{"index.html": testApp["index.html"], ".first-screens.json": {Data: []byte(`{"/about":`)}}
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		if _, err := httpapi.New(db, log, httpapi.Config{}, broken); err == nil || !strings.Contains(err.Error(), ".first-screens.json") {
			t.Fatalf("a build with an unreadable %s started: %v", ".first-screens.json", err)
		}
	})
}
