package httpapi_test

import (
	"context"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"testing"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/httpapi"
	"jobportal/internal/store"
)

// builtWeb is the web app as `make build` leaves it, with its server build,
// for the tests of pages drawn on the server. make test builds it before the
// Go tests; run alone before a build, those tests are skipped (and fail in CI).
func builtWeb(t *testing.T) fs.FS {
	t.Helper()
	dist := os.DirFS("../../web/dist")
	for _, name := range []string{"index.html", ".ssr.js"} {
		if _, err := fs.Stat(dist, name); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("web/dist/%s is missing: make test builds the app before the Go tests", name)
			}
			t.Skipf("web/dist/%s is missing: run make build first to test pages drawn on the server", name)
		}
	}
	return dist
}

// newRenderingEnv is newEnv with the built app, which draws public pages.
func newRenderingEnv(t *testing.T, db *store.DB) *env {
	t.Helper()
	web := builtWeb(t)
	capture := newOutboxMail(t, db)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	blobs := blob.NewMemory()
	srv, err := httpapi.New(db, log, httpapi.Config{BaseURL: "https://jobs.example.lk",
		ContactEmail: "team@example.lk", Blobs: blobs, SharedAnswerTTL: time.Second}, web)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close(context.Background()) })
	return &env{t: t, db: db, srv: srv, mail: capture, blobs: blobs}
}

// languagePath is the address of the page at p in lang: English at p, the
// other languages under their prefix (/si/..., /ta/...).
func languagePath(lang, p string) string {
	switch {
	case lang == "en":
		return p
	case p == "/":
		return "/" + lang
	default:
		return "/" + lang + p
	}
}
