package store_test

import (
	"sync"
	"testing"
	"time"

	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestCountJobView(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		job := w.add("Nurse")
		views := func() int64 {
			t.Helper()
			j, err := db.FindJobAnyStatus(ctx, job.ID)
			if err != nil {
				t.Fatal(err)
			}
			return j.Views
		}
		count := func(viewer string) bool {
			t.Helper()
			counted, err := db.CountJobView(ctx, job.ID, viewer, 30*time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			return counted
		}
		t.Run("a viewer's first view is written at once, the next ones in the window are not counted", func(t *testing.T) {
			if !count("192.0.2.1") || count("192.0.2.1") || !count("192.0.2.2") {
				t.Fatal("counted the wrong views")
			}
			if v := views(); v != 2 {
				t.Fatalf("views = %d, want 2", v)
			}
		})
		t.Run("after the window the viewer counts again", func(t *testing.T) {
			w.clk.advance(30 * time.Minute)
			if !count("192.0.2.1") {
				t.Fatal("not counted after the window")
			}
			if v := views(); v != 3 {
				t.Fatalf("views = %d, want 3", v)
			}
		})
		t.Run("a viewer counting at once on many connections counts once", func(t *testing.T) {
			var wg sync.WaitGroup
			var mu sync.Mutex
			counted := 0
			for range 16 {
				wg.Go(func() {
					ok, err := db.CountJobView(ctx, job.ID, "192.0.2.77", 30*time.Minute)
					if err != nil {
						t.Error(err)
					}
					if ok {
						mu.Lock()
						counted++
						mu.Unlock()
					}
				})
			}
			wg.Wait()
			if counted != 1 || views() != 4 {
				t.Fatalf("counted %d times, views = %d; want 1 and 4", counted, views())
			}
		})
		t.Run("pruning removes only the marks past the window", func(t *testing.T) {
			w.clk.advance(20 * time.Minute)
			// 192.0.2.2 was counted 50 minutes ago, 192.0.2.1 and .77 20 minutes ago.
			n, err := db.PruneViewMarks(ctx, 30*time.Minute)
			if err != nil || n != 1 {
				t.Fatalf("pruned %d, %v; want 1", n, err)
			}
			if count("192.0.2.1") || !count("192.0.2.2") {
				t.Fatal("a pruned mark held back a view, or a kept one did not")
			}
		})
		t.Run("a post's views are kept apart from a job's of the same id", func(t *testing.T) {
			counted, err := db.CountPostView(ctx, job.ID, "192.0.2.1", 30*time.Minute)
			if err != nil || !counted {
				t.Fatalf("counted %v, %v", counted, err)
			}
		})
	})
}
