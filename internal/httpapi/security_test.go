package httpapi_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"testing/fstest"

	"jobportal/internal/blob"
	"jobportal/internal/httpapi"
	"jobportal/internal/mail"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// newEnvWith is newEnv with a configuration, a built app and a log of the
// test's choosing.
func newEnvWith(t *testing.T, db *store.DB, cfg httpapi.Config, web fstest.MapFS, log *slog.Logger) *env {
	t.Helper()
	capture := &mail.Capture{}
	blobs := blob.NewMemory()
	cfg.Blobs = blobs
	if cfg.ContactEmail == "" {
		cfg.ContactEmail = "team@example.lk"
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	srv, err := httpapi.New(db, capture, log, cfg, web)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close(context.Background()) })
	return &env{t: t, db: db, srv: srv, mail: capture, blobs: blobs}
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
