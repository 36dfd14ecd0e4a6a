package store_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestThrottle(t *testing.T) {
	rule := store.ThrottleRule{Limit: 3, Window: 10 * time.Minute}
	th := func(key string) store.Throttle { return store.Throttle{Key: key, Rule: rule} }
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clk := useClock(db)
		take := func(t *testing.T, want time.Duration, ts ...store.Throttle) {
			t.Helper()
			got, err := db.TakeThrottle(ctx, ts...)
			if err != nil || got != want {
				t.Fatalf("take = %v, %v; want %v", got, err, want)
			}
		}

		t.Run("the limit holds, and a refused attempt is not counted", func(t *testing.T) {
			for i := 0; i < 3; i++ {
				take(t, 0, th("a"))
			}
			take(t, 10*time.Minute, th("a"))
			clk.advance(4 * time.Minute)
			take(t, 6*time.Minute, th("a"))
			clk.advance(6 * time.Minute)
			take(t, 0, th("a"))
		})

		t.Run("the window slides: a place frees when the oldest attempt leaves it", func(t *testing.T) {
			take(t, 0, th("b"))
			clk.advance(4 * time.Minute)
			take(t, 0, th("b"))
			clk.advance(4 * time.Minute)
			take(t, 0, th("b"))
			clk.advance(time.Minute)
			take(t, time.Minute, th("b"))
			clk.advance(time.Minute)
			take(t, 0, th("b"))
			take(t, 4*time.Minute, th("b"))
		})

		t.Run("all or none: a full key stops the others being counted", func(t *testing.T) {
			full := store.Throttle{Key: "c-full", Rule: store.ThrottleRule{Limit: 1, Window: time.Hour}}
			take(t, 0, full)
			take(t, time.Hour, th("c"), full)
			for i := 0; i < 3; i++ {
				take(t, 0, th("c"))
			}
		})

		t.Run("the longest wait of the full keys is answered", func(t *testing.T) {
			short := store.Throttle{Key: "d-short", Rule: store.ThrottleRule{Limit: 1, Window: time.Minute}}
			long := store.Throttle{Key: "d-long", Rule: store.ThrottleRule{Limit: 1, Window: time.Hour}}
			take(t, 0, short, long)
			take(t, time.Hour, short, long)
		})

		t.Run("an attempt given back frees its place, and clearing frees all", func(t *testing.T) {
			for i := 0; i < 3; i++ {
				take(t, 0, th("e"))
			}
			if err := db.UntakeThrottle(ctx, "e"); err != nil {
				t.Fatal(err)
			}
			take(t, 0, th("e"))
			take(t, 10*time.Minute, th("e"))
			if err := db.ClearThrottle(ctx, "e"); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 3; i++ {
				take(t, 0, th("e"))
			}
		})

		t.Run("no more than 100 in any hour, even across a window's end", func(t *testing.T) {
			ceiling := store.Throttle{Key: "f", Rule: store.ThrottleRule{Limit: 100, Window: time.Hour}}
			for i := 0; i < 50; i++ {
				take(t, 0, ceiling)
			}
			clk.advance(50 * time.Minute)
			for i := 0; i < 50; i++ {
				take(t, 0, ceiling)
			}
			clk.advance(9 * time.Minute)
			take(t, time.Minute, ceiling)
			clk.advance(time.Minute)
			for i := 0; i < 50; i++ {
				take(t, 0, ceiling)
			}
			take(t, 50*time.Minute, ceiling)
		})

		t.Run("attempts at the same time never pass the limit", func(t *testing.T) {
			const tries = 20
			var (
				wg      sync.WaitGroup
				mu      sync.Mutex
				allowed int
				errs    []error
			)
			for i := 0; i < tries; i++ {
				wg.Go(func() {
					wait, err := db.TakeThrottle(ctx, th("g"), th(fmt.Sprintf("g-%d", i)))
					mu.Lock()
					defer mu.Unlock()
					if err != nil {
						errs = append(errs, err)
					} else if wait == 0 {
						allowed++
					}
				})
			}
			wg.Wait()
			if len(errs) > 0 || allowed != rule.Limit {
				t.Fatalf("%d of %d allowed, errors %v", allowed, tries, errs)
			}
		})

		t.Run("a rule that cannot be kept is an error", func(t *testing.T) {
			for _, r := range []store.ThrottleRule{{Limit: 0, Window: time.Minute}, {Limit: 1}, {Limit: 1, Window: 48 * time.Hour}} {
				if _, err := db.TakeThrottle(ctx, store.Throttle{Key: "h", Rule: r}); err == nil {
					t.Errorf("rule %+v was taken", r)
				}
			}
		})

		t.Run("counts older than a day are removed with the expired sessions", func(t *testing.T) {
			take(t, 0, th("i"))
			clk.advance(24*time.Hour + time.Second)
			take(t, 0, th("j"))
			if _, err := db.DeleteExpiredSessions(ctx); err != nil {
				t.Fatal(err)
			}
			keys, hits, err := db.ThrottleRows(ctx)
			if err != nil || keys != 1 || hits != 1 {
				t.Fatalf("%d keys and %d attempts left, %v; want only j's", keys, hits, err)
			}
		})
	})
}
