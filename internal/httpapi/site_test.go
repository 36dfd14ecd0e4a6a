package httpapi_test

import (
	"compress/gzip"
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"jobportal/internal/httpapi"
)

func TestContact(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		e.run(t, []scenario{
			{name: "a message is accepted", method: "POST", url: "/api/contact",
				body:       `{"name":"Sunil","email":"sunil@example.lk","subject":"Advertising","message":"How do I post a vacancy for my shop?"}`,
				wantStatus: 200, wantBody: "Thank you"},
			{name: "an id cannot be chosen by the sender", method: "POST", url: "/api/contact",
				body: `{"id":7,"name":"S","email":"s@example.lk","subject":"x","message":"hello there team"}`, wantStatus: 400, wantFields: []string{"id"}},
			{name: "missing fields are named", method: "POST", url: "/api/contact", body: `{}`,
				wantStatus: 422, wantFields: []string{"name", "email", "subject", "message"}},
		})
		t.Run("the message reaches the team by email", func(t *testing.T) {
			m, ok := e.mail.Last("team@example.lk")
			if !ok || !strings.Contains(m.Text, "How do I post a vacancy") || !strings.Contains(m.Text, "sunil@example.lk") {
				t.Fatalf("email %+v", m)
			}
		})
	})
}

func TestOperations(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		t.Run("health and readiness answer", func(t *testing.T) {
			e := e.sub(t)
			if a := e.do("GET", "/healthz", "", ""); a.Code != 200 {
				t.Fatalf("healthz %d", a.Code)
			}
			if a := e.do("GET", "/readyz", "", ""); a.Code != 200 || !strings.Contains(a.Body.String(), "ready") {
				t.Fatalf("readyz %d", a.Code)
			}
		})
		t.Run("a server told to stop is not ready, yet answers everything else", func(t *testing.T) {
			d := newEnv(t, e.db)
			d.srv.Drain()
			if a := d.do("GET", "/readyz", "", ""); a.Code != 503 || !strings.Contains(a.Body.String(), "stopping") {
				t.Fatalf("readyz %d %s", a.Code, a.Body)
			}
			if a := d.do("GET", "/healthz", "", ""); a.Code != 200 {
				t.Fatalf("healthz %d", a.Code)
			}
			if a := d.do("GET", "/api/jobs", "", ""); a.Code != 200 {
				t.Fatalf("jobs %d", a.Code)
			}
		})
		t.Run("a disk with too little space left makes the server not ready", func(t *testing.T) {
			for _, c := range []struct {
				least uint64
				want  int
			}{{1, 200}, {1 << 62, 503}} {
				srv, err := httpapi.New(e.db, slog.New(slog.NewTextHandler(io.Discard, nil)),
					httpapi.Config{BaseURL: "https://jobs.example.lk", Disks: []string{t.TempDir()}, MinFreeBytes: c.least}, testApp)
				if err != nil {
					t.Fatal(err)
				}
				w := httptest.NewRecorder()
				srv.ServeHTTP(w, httptest.NewRequest("GET", "/readyz", nil))
				srv.Close(context.Background())
				if w.Code != c.want || (c.want == 503 && !strings.Contains(w.Body.String(), "storage full")) {
					t.Fatalf("at least %d bytes free: %d %s", c.least, w.Code, w.Body)
				}
			}
		})
		t.Run("every answer carries a request id", func(t *testing.T) {
			e := e.sub(t)
			if id := e.do("GET", "/api/auth/status", "", "").Header().Get("X-Request-Id"); len(id) != 16 {
				t.Fatalf("request id %q", id)
			}
			if id := e.do("GET", "/api/auth/status", "", "", "X-Request-Id", "abc").Header().Get("X-Request-Id"); id != "abc" {
				t.Fatalf("request id %q", id)
			}
		})
		e.run(t, []scenario{
			{name: "an unknown API path is a JSON 404", method: "GET", url: "/api/no-such-thing", wantStatus: 404,
				wantBody: "There is no API at /api/no-such-thing."},
			{name: "a wrong method is a 405", method: "DELETE", url: "/api/customers/register/individual", wantStatus: 405},
		})
		t.Run("API answers are compressed for clients that ask", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("GET", "/api/auth/status", "", "", "Accept-Encoding", "gzip")
			if a.Header().Get("Content-Encoding") != "gzip" {
				t.Fatal("not compressed")
			}
			zr, err := gzip.NewReader(a.Body)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(zr)
			if !strings.Contains(string(body), `"authenticated":false`) {
				t.Fatalf("body %s", body)
			}
		})
	})
}

func TestApp(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		t.Run("client routes get index.html, never cached", func(t *testing.T) {
			for _, p := range []string{"/", "/browse", "/customer/login", "/no/such/page"} {
				a := e.do("GET", p, "", "")
				if a.Code != 200 || !strings.Contains(a.Body.String(), `<div id="root">`) || a.Header().Get("Cache-Control") != "no-cache" {
					t.Errorf("%s: %d %q", p, a.Code, a.Header().Get("Cache-Control"))
				}
			}
		})
		t.Run("hashed assets are cached for a year and gzipped", func(t *testing.T) {
			a := e.do("GET", "/assets/index-abc123.js", "", "", "Accept-Encoding", "gzip")
			if a.Code != 200 || a.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" ||
				a.Header().Get("Content-Encoding") != "gzip" || !strings.HasPrefix(a.Header().Get("Content-Type"), "text/javascript") {
				t.Fatalf("%d %v", a.Code, a.Header())
			}
			if a.Body.Len() >= 100*len("console.log('JobPortal');\n") {
				t.Fatal("body not compressed")
			}
		})
		t.Run("a web face asked for by the build's fonts version is kept a year, else a day", func(t *testing.T) {
			for _, c := range []struct{ path, cache string }{
				{"/fonts/NotoSansSinhala.ttf?v=0123456789ab", "public, max-age=31536000, immutable"},
				{"/fonts/NotoSansSinhala.ttf?v=ba9876543210", "public, max-age=86400"},
				{"/fonts/NotoSansSinhala.ttf?v=", "public, max-age=86400"},
				{"/fonts/NotoSansSinhala.ttf", "public, max-age=86400"},
				{"/favicon.svg?v=0123456789ab", "public, max-age=86400"},
			} {
				a := e.do("GET", c.path, "", "")
				if a.Code != 200 || a.Header().Get("Cache-Control") != c.cache || a.Body.String() != "font" && strings.HasPrefix(c.path, "/fonts/") {
					t.Errorf("%s: %d %q, want %q", c.path, a.Code, a.Header().Get("Cache-Control"), c.cache)
				}
			}
			if a := e.do("GET", "/.fonts-version", "", ""); a.Code == 200 && strings.Contains(a.Body.String(), "0123456789ab") {
				t.Error("the build's fonts version is served as a file")
			}
		})
		t.Run("an asset goes out in the build's Brotli form to a browser that takes it", func(t *testing.T) {
			brotli := "the build's Brotli form of index-abc123.js"
			for _, c := range []struct{ accept, encoding string }{
				{"gzip, deflate, br, zstd", "br"},
				{"BR;q=0.5, gzip", "br"},
				{"br;q=0, gzip", "gzip"},
				{"br; q=0.0 , gzip;q=0.8", "gzip"},
				{"gzip", "gzip"},
				{"", ""},
			} {
				a := e.do("GET", "/assets/index-abc123.js", "", "", "Accept-Encoding", c.accept)
				if a.Code != 200 || a.Header().Get("Content-Encoding") != c.encoding || !strings.Contains(a.Header().Get("Vary"), "Accept-Encoding") {
					t.Fatalf("Accept-Encoding %q: %d %v, want %q", c.accept, a.Code, a.Header(), c.encoding)
				}
				if (c.encoding == "br") != (a.Body.String() == brotli) || a.Header().Get("Content-Length") != strconv.Itoa(a.Body.Len()) {
					t.Fatalf("Accept-Encoding %q: body %.50q, length %s", c.accept, a.Body.String(), a.Header().Get("Content-Length"))
				}
			}
			for _, p := range []string{"/assets/index-abc123.js.br", "/assets/gone-456.js.br", "/assets/gone-456.js"} {
				if a := e.do("GET", p, "", "", "Accept-Encoding", "br"); a.Code != 404 {
					t.Fatalf("%s: %d, want 404", p, a.Code)
				}
			}
		})
		t.Run("an unchanged asset is not sent again", func(t *testing.T) {
			etag := e.do("GET", "/favicon.svg", "", "").Header().Get("ETag")
			if a := e.do("GET", "/favicon.svg", "", "", "If-None-Match", etag); a.Code != 304 {
				t.Fatalf("status %d", a.Code)
			}
		})
		t.Run("a missing asset is a 404, not the app", func(t *testing.T) {
			if a := e.do("GET", "/assets/gone-123.js", "", ""); a.Code != 404 {
				t.Fatalf("status %d", a.Code)
			}
		})
		t.Run("the app takes only GET and HEAD", func(t *testing.T) {
			if a := e.do("POST", "/browse", "", ""); a.Code != 405 {
				t.Fatalf("status %d", a.Code)
			}
		})
	})
}
