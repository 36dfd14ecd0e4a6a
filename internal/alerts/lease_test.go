package alerts_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"jobportal/internal/alerts"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// With the real clock: a living holder keeps the lease through many TTLs,
// and when it dies (its connections gone, so it neither renews nor gives the
// lease up) another server takes it over within the TTL, although its tick
// is a minute.
func TestLeaseMovesWhenItsHolderDies(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			const ttl = time.Second
			dbA, dbB := storetest.OpenTwice(t, d)
			worker := func(db *store.DB, holder string) *alerts.Worker {
				return &alerts.Worker{DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
					BaseURL: "https://jobs.example.lk", Tick: time.Minute, Holder: holder, LeaseTTL: ttl}
			}
			holderIs := func(want string, within time.Duration) time.Duration {
				t.Helper()
				start := time.Now()
				for {
					h, _, err := dbB.LeaseHolder(ctx, alerts.LeaseName)
					if err != nil {
						t.Fatal(err)
					}
					if h == want {
						return time.Since(start)
					}
					if time.Since(start) > within {
						t.Fatalf("the lease is %q's, not %q's, after %s", h, want, within)
					}
					time.Sleep(20 * time.Millisecond)
				}
			}
			runA, stopA := context.WithCancel(ctx)
			defer stopA()
			go worker(dbA, "a").Run(runA)
			holderIs("a", 5*time.Second)
			runB, stopB := context.WithCancel(ctx)
			doneB := make(chan struct{})
			go func() { worker(dbB, "b").Run(runB); close(doneB) }()
			defer func() { stopB(); <-doneB }()

			time.Sleep(4 * ttl)
			holderIs("a", 0)

			dbA.Close()
			took := holderIs("b", 3*ttl)
			t.Logf("b took the lease %s after a died (TTL %s)", took, ttl)
		})
	}
}
