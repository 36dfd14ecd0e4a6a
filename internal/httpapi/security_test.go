package httpapi_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"testing/fstest"

	"jobportal/internal/blob"
	"jobportal/internal/httpapi"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// newEnvWith is newEnv with a configuration, a built app and a log of the
// test's choosing.
func newEnvWith(t *testing.T, db *store.DB, cfg httpapi.Config, web fstest.MapFS, log *slog.Logger) *env {
	t.Helper()
	capture := newOutboxMail(t, db)
	blobs := blob.NewMemory()
	cfg.Blobs = blobs
	if cfg.ContactEmail == "" {
		cfg.ContactEmail = "team@example.lk"
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	srv, err := httpapi.New(db, log, cfg, web)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close(context.Background()) })
	return &env{t: t, db: db, srv: srv, mail: capture, blobs: blobs}
}

// bootScript is an inline script of the kind a build may put in index.html;
// the page's policy must allow it by its hash.
const bootScript = "\n      window.__jobportalBoot = Date.now();\n    "

// inlineStyleText is an inline style block, allowed by its hash the same way.
const inlineStyleText = "body{margin:0}"

// appWithInlineScript is a built app whose index.html carries an inline
// script and style beside the usual module script, with CRLF line ends as a
// Windows checkout might have them.
var appWithInlineScript = fstest.MapFS{
	"index.html": {Data: []byte(strings.ReplaceAll("<!doctype html>\n<html><head><title>JobPortal</title>\n"+
		`<meta name="description" content="Jobs" />`+"\n<script>"+bootScript+"</script>\n"+
		`<script type="module" crossorigin src="/assets/index-abc123.js"></script>`+"\n"+
		"<style>"+inlineStyleText+"</style>\n</head><body><div id=\"root\"></div></body></html>\n", "\n", "\r\n"))},
	"assets/index-abc123.js": {Data: []byte("console.log('JobPortal');\n")},
	"favicon.svg":            {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`)},
}

func sha256Source(text string) string {
	sum := sha256.Sum256([]byte(text))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// directives splits a Content-Security-Policy into its directives.
func directives(csp string) map[string]string {
	out := map[string]string{}
	for _, d := range strings.Split(csp, ";") {
		name, value, _ := strings.Cut(strings.TrimSpace(d), " ")
		if name != "" {
			out[name] = value
		}
	}
	return out
}

func TestSecurityHeaders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnvWith(t, db, httpapi.Config{BaseURL: "https://jobs.example.lk"}, appWithInlineScript, nil)
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		admin := e.adminToken("admin")
		flyerAnswer := e.sendForm("POST", "/api/jobs", company, jobFields(), formFile{"image", "flyer.jpeg", testPhoto(t, 64, 48, 0)})
		wantStatus(t, flyerAnswer, 201)
		jobID := int64(flyerAnswer.data()["id"].(float64))
		flyer, _ := flyerAnswer.data()["image"].(string)
		e.approve(admin, jobID)

		wantPage := map[string]string{
			"default-src":     "'self'",
			"script-src":      "'self' " + sha256Source(bootScript),
			"style-src":       "'self' " + sha256Source(inlineStyleText),
			"style-src-attr":  "'unsafe-inline'",
			"img-src":         "'self' blob:",
			"font-src":        "'self'",
			"connect-src":     "'self'",
			"object-src":      "'none'",
			"base-uri":        "'self'",
			"frame-ancestors": "'none'",
			"form-action":     "'self'",
		}
		pages := []struct{ name, url string }{
			{"the home page", "/"},
			{"a page of the app", "/customer/register"},
			{"a job page filled on the server", fmt.Sprintf("/job/%d", jobID)},
			{"a missing job's page", "/job/999999/gone"},
		}
		for _, p := range pages {
			t.Run(p.name+" carries the page policies", func(t *testing.T) {
				e := e.sub(t)
				a := e.do("GET", p.url, "", "", "Accept-Encoding", "gzip")
				h := a.Header()
				if !strings.HasPrefix(h.Get("Content-Type"), "text/html") {
					t.Fatalf("%s: Content-Type %q", p.url, h.Get("Content-Type"))
				}
				got := directives(h.Get("Content-Security-Policy"))
				for name, want := range wantPage {
					if got[name] != want {
						t.Errorf("%s: %s is %q, want %q (policy %q)", p.url, name, got[name], want, h.Get("Content-Security-Policy"))
					}
				}
				if len(got) != len(wantPage) {
					t.Errorf("%s: policy %q has other directives", p.url, h.Get("Content-Security-Policy"))
				}
				pp := h.Get("Permissions-Policy")
				for _, off := range []string{"camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"} {
					if !strings.Contains(pp, off) {
						t.Errorf("%s: Permissions-Policy %q lacks %s", p.url, pp, off)
					}
				}
				if strings.Contains(pp, "web-share") {
					t.Errorf("%s: Permissions-Policy %q turns off sharing, which the job page uses", p.url, pp)
				}
				if h.Get("Strict-Transport-Security") != "max-age=63072000; includeSubDomains" {
					t.Errorf("%s: HSTS %q", p.url, h.Get("Strict-Transport-Security"))
				}
			})
		}
		t.Run("the module script is allowed by 'self', not by a hash", func(t *testing.T) {
			e := e.sub(t)
			csp := e.do("GET", "/", "", "").Header().Get("Content-Security-Policy")
			if n := strings.Count(csp, "'sha256-"); n != 2 {
				t.Fatalf("%d hashes in %q, want the inline script's and the inline style's", n, csp)
			}
		})

		others := []struct{ name, url string }{
			{"a JSON answer", "/api/auth/status"},
			{"a JSON error", "/api/no-such-thing"},
			{"an uploaded image", flyer},
			{"a script of the app", "/assets/index-abc123.js"},
			{"the icon, an SVG", "/favicon.svg"},
			{"the feed", "/jobs.rss"},
		}
		for _, o := range others {
			t.Run(o.name+" loads nothing and cannot be framed", func(t *testing.T) {
				e := e.sub(t)
				a := e.do("GET", o.url, "", "")
				h := a.Header()
				if a.Code >= 500 || strings.HasPrefix(h.Get("Content-Type"), "text/html") {
					t.Fatalf("%s = %d %q", o.url, a.Code, h.Get("Content-Type"))
				}
				if csp := h.Get("Content-Security-Policy"); csp != "default-src 'none'; frame-ancestors 'none'" {
					t.Errorf("%s: policy %q", o.url, csp)
				}
				if pp := h.Get("Permissions-Policy"); pp != "" {
					t.Errorf("%s: Permissions-Policy %q on an answer that is not a page", o.url, pp)
				}
				if h.Get("Strict-Transport-Security") == "" || h.Get("X-Content-Type-Options") != "nosniff" {
					t.Errorf("%s: headers %v", o.url, h)
				}
			})
		}
	})
}

func TestNoHSTSOverHTTP(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnvWith(t, db, httpapi.Config{BaseURL: "http://localhost:8080"}, testApp, nil)
		for _, url := range []string{"/", "/api/auth/status", "/job/1"} {
			a := e.do("GET", url, "", "")
			if v := a.Header().Get("Strict-Transport-Security"); v != "" {
				t.Errorf("%s: HSTS %q from an http site", url, v)
			}
			if a.Header().Get("Content-Security-Policy") == "" {
				t.Errorf("%s: no policy", url)
			}
		}
		// A page with no inline script allows scripts from the site alone.
		if csp := e.do("GET", "/", "", "").Header().Get("Content-Security-Policy"); directives(csp)["script-src"] != "'self'" {
			t.Errorf("policy %q", csp)
		}
	})
}

func TestMetricsAccess(t *testing.T) {
	const token = "scrape-8f2c1e7b"
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		get := func(h http.Handler, path, auth string) *httptest.ResponseRecorder {
			r := httptest.NewRequest("GET", path, nil)
			if auth != "" {
				r.Header.Set("Authorization", auth)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			return w
		}

		t.Run("without a token or an address of their own, metrics are not served", func(t *testing.T) {
			e := newEnvWith(t, db, httpapi.Config{BaseURL: "http://localhost:8080"}, testApp, nil)
			for _, auth := range []string{"", "Bearer ", "Bearer anything"} {
				if w := get(e.srv, "/metrics", auth); w.Code != 404 || strings.Contains(w.Body.String(), "http_requests_total") {
					t.Fatalf("auth %q: %d %s", auth, w.Code, w.Body.String())
				}
			}
		})

		t.Run("with a token, only its bearer reads them", func(t *testing.T) {
			e := newEnvWith(t, db, httpapi.Config{BaseURL: "http://localhost:8080", MetricsToken: token}, testApp, nil)
			e.do("GET", "/api/auth/status", "", "")
			for _, auth := range []string{"", "Bearer", "Bearer ", "Basic " + token, "Bearer " + token + "x", "Bearer " + token[:5], token} {
				w := get(e.srv, "/metrics", auth)
				if w.Code != 401 || w.Header().Get("WWW-Authenticate") == "" || strings.Contains(w.Body.String(), "http_requests_total") {
					t.Fatalf("auth %q: %d %v %s", auth, w.Code, w.Header(), w.Body.String())
				}
			}
			for _, auth := range []string{"Bearer " + token, "bearer  " + token} {
				w := get(e.srv, "/metrics", auth)
				body := w.Body.String()
				if w.Code != 200 || w.Header().Get("Cache-Control") != "no-store" {
					t.Fatalf("auth %q: %d %s", auth, w.Code, body)
				}
				for _, want := range []string{
					`http_requests_total{route="GET /api/auth/status",status="200"} 1`,
					`http_request_duration_seconds_count{route="GET /api/auth/status"} 1`,
					`http_requests_total{route="GET /metrics",status="401"}`,
					"go_goroutines ", "db_open_connections ",
				} {
					if !strings.Contains(body, want) {
						t.Errorf("metrics lack %q:\n%s", want, body)
					}
				}
			}
		})

		t.Run("on an address of their own, the main address never serves them", func(t *testing.T) {
			e := newEnvWith(t, db, httpapi.Config{BaseURL: "http://localhost:8080", MetricsOwnAddress: true}, testApp, nil)
			if w := get(e.srv, "/metrics", ""); w.Code != 404 {
				t.Fatalf("main address: %d", w.Code)
			}
			own := e.srv.MetricsHandler()
			if w := get(own, "/metrics", ""); w.Code != 200 || !strings.Contains(w.Body.String(), "go_goroutines ") {
				t.Fatalf("own address: %d %s", w.Code, w.Body.String())
			}
			for _, path := range []string{"/", "/api/auth/status", "/healthz", "/metrics/x"} {
				if w := get(own, path, ""); w.Code != 404 {
					t.Errorf("own address serves %s: %d", path, w.Code)
				}
			}
		})

		t.Run("on an address of their own with a token, both are needed", func(t *testing.T) {
			e := newEnvWith(t, db, httpapi.Config{BaseURL: "http://localhost:8080", MetricsOwnAddress: true,
				MetricsToken: token}, testApp, nil)
			if w := get(e.srv, "/metrics", "Bearer "+token); w.Code != 404 {
				t.Fatalf("main address with the token: %d", w.Code)
			}
			own := e.srv.MetricsHandler()
			if w := get(own, "/metrics", ""); w.Code != 401 {
				t.Fatalf("own address without the token: %d", w.Code)
			}
			if w := get(own, "/metrics", "Bearer "+token); w.Code != 200 {
				t.Fatalf("own address with the token: %d", w.Code)
			}
		})
	})
}

func TestClientAddressBehindProxies(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		for _, tc := range []struct {
			name    string
			trusted []netip.Prefix
			want    string
		}{
			{"with no trusted proxy the socket is the client", nil, "remote=10.0.0.5"},
			{"behind a trusted proxy the forwarded address is the client",
				[]netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}, "remote=198.51.100.23"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				var logged bytes.Buffer
				log := slog.New(slog.NewTextHandler(&logged, nil))
				e := newEnvWith(t, db, httpapi.Config{BaseURL: "http://localhost:8080", TrustedProxies: tc.trusted}, testApp, log)
				r := httptest.NewRequest("GET", "/api/auth/status", nil)
				r.RemoteAddr = "10.0.0.5:41234"
				r.Header.Set("X-Forwarded-For", "203.0.113.9, 198.51.100.23")
				e.srv.ServeHTTP(httptest.NewRecorder(), r)
				if !strings.Contains(logged.String(), tc.want+"\n") {
					t.Fatalf("log lacks %q:\n%s", tc.want, logged.String())
				}
			})
		}
	})
}
