package httpapi

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/recovery"
)

// These tests are inside the package: they put a panic where no input can
// reach one today, to show that the work beside the requests survives it.

func TestAPanicMakingACopyShowsTheOriginal(t *testing.T) {
	ctx := context.Background()
	s := &Server{blobs: blob.NewMemory(), log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	key := "img/ab/ab000000000000000000000000000000.png"
	if err := s.blobs.Put(ctx, key, []byte("\x89PNG\r\n\x1a\n")); err != nil {
		t.Fatal(err)
	}
	release := make(chan struct{})
	var calls sync.WaitGroup
	calls.Add(1)
	old := makeCopy
	t.Cleanup(func() { makeCopy = old })
	makeCopy = func(context.Context, []byte, int, bool) ([]byte, error) {
		calls.Done()
		<-release
		panic("the encoder failed")
	}
	before := recovery.Counts()["image copies"]
	// Several wait for the same copy: singleflight would re-panic on a
	// goroutine of its own for them, which nothing could recover.
	var wg sync.WaitGroup
	got := make([]string, 4)
	errs := make([]error, 4)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], errs[i] = s.variant(ctx, key, 320, true)
		}()
		if i == 0 {
			calls.Wait()
		}
	}
	time.Sleep(50 * time.Millisecond)
	close(release)
	wg.Wait()
	for i := range got {
		if errs[i] != nil || got[i] != key {
			t.Fatalf("request %d got %q, %v; want the original", i, got[i], errs[i])
		}
	}
	if n := recovery.Counts()["image copies"]; n != before+1 {
		t.Fatalf("counted %d panics, want %d", n, before+1)
	}
	// The copy is marked as the original: the panic is not met again.
	makeCopy = func(context.Context, []byte, int, bool) ([]byte, error) {
		t.Fatal("the copy was made again")
		return nil, nil
	}
	if v, err := s.variant(ctx, key, 320, true); err != nil || v != key {
		t.Fatalf("%q, %v", v, err)
	}
}

func TestAPanicPruningViewMarksKeepsTheCounter(t *testing.T) {
	var mu sync.Mutex
	prunes := 0
	prune := func(context.Context, time.Duration) (int64, error) {
		mu.Lock()
		defer mu.Unlock()
		prunes++
		if prunes == 1 {
			panic("the database driver failed")
		}
		return 0, nil
	}
	count := func(context.Context, int64, string, time.Duration) (bool, error) { return true, nil }
	before := recovery.Counts()["test views"]
	v := newViewCounter(count, prune, "test views", slog.New(slog.NewTextHandler(io.Discard, nil)), time.Millisecond, time.Now)
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(time.Millisecond) {
		mu.Lock()
		p := prunes
		mu.Unlock()
		if p >= 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("pruned %d times in 5 s", p)
		}
	}
	if counted, err := v.add(context.Background(), 2, "192.0.2.1"); err != nil || !counted {
		t.Fatalf("a view after the panic: %v %v", counted, err)
	}
	if err := v.close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n := recovery.Counts()["test views"]; n != before+1 {
		t.Fatalf("counted %d panics, want %d", n, before+1)
	}
}

func TestMetricsCountRecoveredPanics(t *testing.T) {
	recovery.Count("metrics test")
	var b strings.Builder
	newMetrics().write(&b, func() (int, int) { return 0, 0 })
	if !strings.Contains(b.String(), "# TYPE panics_recovered_total counter\n") ||
		!strings.Contains(b.String(), `panics_recovered_total{where="metrics test"} 1`+"\n") {
		t.Fatalf("metrics:\n%s", b.String())
	}
}
