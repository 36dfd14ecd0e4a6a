package httpapi_test

import (
	"compress/gzip"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/httpapi"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// build is a built app of its own: its entry script, and a style sheet that
// every build shares (the same name and content).
func build(name string) fstest.MapFS {
	return fstest.MapFS{
		"index.html": {Data: []byte(`<!doctype html><html><head><script type="module" src="/assets/index-` + name + `.js"></script>` +
			`</head><body><div id="root"></div></body></html>`)},
		"assets/index-" + name + ".js": {Data: []byte(strings.Repeat("console.log('build "+name+"');\n", 60))},
		"assets/shared-Zx9_Q1.css":     {Data: []byte("body{margin:0}")},
		"favicon.svg":                  {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`)},
	}
}

func TestAServerServesTheScriptsOfOtherBuilds(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		now := time.Now().UTC()
		db.Now = func() time.Time { return now }
		blobs := blob.NewMemory()
		start := func(name string) *httpapi.Server {
			t.Helper()
			srv, err := httpapi.New(db, slog.New(slog.NewTextHandler(io.Discard, nil)),
				httpapi.Config{BaseURL: "https://jobs.example.lk", Blobs: blobs}, build(name))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { srv.Close(ctxb) })
			if err := srv.KeepBuildAssets(ctxb); err != nil {
				t.Fatal(err)
			}
			return srv
		}
		get := func(srv *httpapi.Server, path string, gz bool) *httptest.ResponseRecorder {
			r := httptest.NewRequest("GET", path, nil)
			if gz {
				r.Header.Set("Accept-Encoding", "gzip")
			}
			w := httptest.NewRecorder()
			srv.ServeHTTP(w, r)
			return w
		}
		wantScript := func(t *testing.T, srv *httpapi.Server, name string) {
			t.Helper()
			w := get(srv, "/assets/index-"+name+".js", false)
			if w.Code != 200 || !strings.HasPrefix(w.Body.String(), "console.log('build "+name+"');") ||
				!strings.HasPrefix(w.Header().Get("Content-Type"), "text/javascript") ||
				w.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" {
				t.Fatalf("build %s's script: %d %v %.60q", name, w.Code, w.Header(), w.Body.String())
			}
		}
		wantMissing := func(t *testing.T, srv *httpapi.Server, path string) {
			t.Helper()
			if w := get(srv, path, false); w.Code != 404 {
				t.Fatalf("%s: %d %.80q, want 404", path, w.Code, w.Body.String())
			}
		}

		a := start("AbC12xYz")
		now = now.Add(time.Minute)
		b := start("Qr7_kLm9")
		t.Run("the new build serves the old build's script", func(t *testing.T) {
			wantScript(t, b, "AbC12xYz")
			w := get(b, "/assets/index-AbC12xYz.js", true)
			if w.Header().Get("Content-Encoding") != "gzip" {
				t.Fatalf("not compressed: %v", w.Header())
			}
			zr, err := gzip.NewReader(w.Body)
			if err != nil {
				t.Fatal(err)
			}
			if body, _ := io.ReadAll(zr); !strings.HasPrefix(string(body), "console.log('build AbC12xYz');") {
				t.Fatalf("body %.60q", body)
			}
		})
		t.Run("the old build serves the new build's script", func(t *testing.T) {
			wantScript(t, a, "Qr7_kLm9")
		})
		t.Run("a file neither build has is still a 404", func(t *testing.T) {
			wantMissing(t, b, "/assets/index-NoSuch00.js")
			wantMissing(t, b, "/assets/sub/index-AbC12xYz.js")
			wantMissing(t, b, "/assets/index%20AbC12xYz.js")
		})
		t.Run("the stored files are no uploads", func(t *testing.T) {
			keys, err := blobs.List(ctxb, "")
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range keys {
				if !strings.HasPrefix(k, blob.WebAssetsPrefix) {
					t.Fatalf("key %s outside %s", k, blob.WebAssetsPrefix)
				}
			}
			// Two builds' lists, two entry scripts and the shared style sheet.
			if len(keys) != 5 {
				t.Fatalf("keys %v", keys)
			}
		})
		t.Run("builds not started for 30 days go, but for the newest three", func(t *testing.T) {
			now = now.Add(31 * 24 * time.Hour)
			c := start("Cc000001")
			now = now.Add(time.Minute)
			// A and B are old but among the newest three builds.
			wantScript(t, c, "AbC12xYz")
			d := start("Dd000002")
			now = now.Add(time.Minute)
			wantMissing(t, d, "/assets/index-AbC12xYz.js")
			wantScript(t, d, "Qr7_kLm9")
			// A build started again is new again.
			now = now.Add(time.Minute)
			start("Qr7_kLm9")
			e := start("Ee000003")
			wantScript(t, e, "Qr7_kLm9")
			wantScript(t, e, "Cc000001")
			wantScript(t, e, "Dd000002")
			if w := get(e, "/assets/shared-Zx9_Q1.css", false); w.Code != 200 {
				t.Fatalf("the shared style sheet: %d", w.Code)
			}
		})
	})
}

func TestAnUnbuiltAppKeepsNothing(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	blobs := blob.NewMemory()
	srv, err := httpapi.New(db, slog.New(slog.NewTextHandler(io.Discard, nil)), httpapi.Config{Blobs: blobs}, fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close(ctxb)
	if err := srv.KeepBuildAssets(ctxb); err != nil {
		t.Fatal(err)
	}
	if keys, _ := blobs.List(ctxb, ""); len(keys) != 0 {
		t.Fatalf("kept %v", keys)
	}
	r := httptest.NewRequest("GET", "/assets/index-AbC12xYz.js", nil)
	w := httptest.NewRecorder()
	srv.ServeHTTP(w, r)
	if w.Code != 404 {
		t.Fatalf("status %d", w.Code)
	}
}

// failingOpens is a bucket whose reads fail, as a store that is down.
type failingOpens struct{ blob.Bucket }

func (failingOpens) Open(context.Context, string) (*blob.Reader, error) {
	return nil, errors.New("connection refused")
}

func TestAKeptScriptThatCannotBeReadIsA503(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	srv, err := httpapi.New(db, slog.New(slog.NewTextHandler(io.Discard, nil)),
		httpapi.Config{Blobs: failingOpens{blob.NewMemory()}}, build("AbC12xYz"))
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close(ctxb)
	w := httptest.NewRecorder()
	srv.ServeHTTP(w, httptest.NewRequest("GET", "/assets/index-Qr7_kLm9.js", nil))
	if w.Code != 503 || w.Header().Get("Retry-After") == "" || w.Header().Get("Cache-Control") == "public, max-age=31536000, immutable" {
		t.Fatalf("%d %v %q", w.Code, w.Header(), w.Body.String())
	}
	// The build's own files do not need the store.
	w = httptest.NewRecorder()
	srv.ServeHTTP(w, httptest.NewRequest("GET", "/assets/index-AbC12xYz.js", nil))
	if w.Code != 200 {
		t.Fatalf("own script: %d", w.Code)
	}
}
