package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// These tests are inside the package: the cache is unexported, and what it
// does under concurrent callers is hard to see through the store's methods.

func TestCache(t *testing.T) {
	ctx := context.Background()
	t0 := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)

	t.Run("callers asking at once for a missing value wait for one maker", func(t *testing.T) {
		var c cache[int]
		var builds atomic.Int32
		release := make(chan struct{})
		var wg sync.WaitGroup
		got := make([]int, 8)
		for i := range got {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got[i], _ = c.get(ctx, "k", t0, func(context.Context) (int, bool, error) {
					builds.Add(1)
					<-release
					return 42, true, nil
				})
			}()
		}
		// Let every caller reach the cache before the value is made.
		for c.waiting("k") < 1 {
			time.Sleep(time.Millisecond)
		}
		time.Sleep(20 * time.Millisecond)
		close(release)
		wg.Wait()
		if builds.Load() != 1 {
			t.Fatalf("made %d times", builds.Load())
		}
		for i, v := range got {
			if v != 42 {
				t.Fatalf("caller %d got %d", i, v)
			}
		}
	})

	t.Run("a kept value is used until half its TTL, then made again in the background, and never once its TTL old", func(t *testing.T) {
		var c cache[int]
		var n atomic.Int32
		build := func(context.Context) (int, bool, error) { return int(n.Add(1)), true, nil }
		half := cacheTTL / 2
		for _, tc := range []struct {
			at   time.Duration
			want int
		}{
			{0, 1}, {half - time.Second, 1},
			{half, 1},                          // made again in the background, from half
			{half + time.Second, 2},            // the value made at half
			{half + cacheTTL - time.Second, 2}, // remade in the background, from 2*half
			{half + cacheTTL, 3},
			{5 * cacheTTL, 4}, // after a quiet spell, the caller waits for a new value
			{5*cacheTTL + half - time.Second, 4},
		} {
			if v, err := c.get(ctx, "k", t0.Add(tc.at), build); err != nil || v != tc.want {
				t.Fatalf("at %s: %d, %v; want %d", tc.at, v, err, tc.want)
			}
			c.settled("k")
		}
	})

	t.Run("a value made cacheTTL ago is not used, on any server", func(t *testing.T) {
		var c cache[int]
		c.get(ctx, "k", t0, func(context.Context) (int, bool, error) { return 1, true, nil })
		if v, _ := c.get(ctx, "k", t0.Add(cacheTTL), func(context.Context) (int, bool, error) { return 2, true, nil }); v != 2 {
			t.Fatalf("a value cacheTTL old was used: %d", v)
		}
	})

	t.Run("while a value that is too old is made again, every caller takes the old one at once", func(t *testing.T) {
		var c cache[int]
		c.get(ctx, "k", t0, func(context.Context) (int, bool, error) { return 1, true, nil })
		later := t0.Add(cacheTTL/2 + time.Second)
		started, release := make(chan struct{}), make(chan struct{})
		v, err := c.get(ctx, "k", later, func(context.Context) (int, bool, error) { close(started); <-release; return 2, true, nil })
		if err != nil || v != 1 {
			t.Fatalf("the caller who found it old: %d, %v", v, err)
		}
		<-started
		v, err = c.get(ctx, "k", later, func(context.Context) (int, bool, error) { t.Error("made twice"); return 0, true, nil })
		if err != nil || v != 1 {
			t.Fatalf("during the remake: %d, %v", v, err)
		}
		close(release)
		c.settled("k")
		if v, _ := c.get(ctx, "k", later, nil); v != 2 {
			t.Fatalf("after the remake: %d", v)
		}
	})

	t.Run("the remake outlives the request that started it", func(t *testing.T) {
		var c cache[int]
		c.get(ctx, "k", t0, func(context.Context) (int, bool, error) { return 1, true, nil })
		req, cancel := context.WithCancel(ctx)
		release := make(chan struct{})
		c.get(req, "k", t0.Add(cacheTTL/2), func(ctx context.Context) (int, bool, error) {
			<-release
			if err := ctx.Err(); err != nil {
				return 0, true, err
			}
			return 2, true, nil
		})
		cancel()
		close(release)
		c.settled("k")
		if v, _ := c.get(ctx, "k", t0.Add(cacheTTL/2), nil); v != 2 {
			t.Fatalf("after the request went: %d", v)
		}
	})

	t.Run("a remake that fails keeps the old value, and the next caller tries again", func(t *testing.T) {
		var c cache[int]
		c.get(ctx, "k", t0, func(context.Context) (int, bool, error) { return 1, true, nil })
		later := t0.Add(cacheTTL / 2)
		if v, _ := c.get(ctx, "k", later, func(context.Context) (int, bool, error) { return 0, true, errors.New("boom") }); v != 1 {
			t.Fatalf("got %d", v)
		}
		c.settled("k")
		if v, _ := c.get(ctx, "k", later, func(context.Context) (int, bool, error) { return 3, true, nil }); v != 1 {
			t.Fatalf("got %d", v)
		}
		c.settled("k")
		if v, _ := c.get(ctx, "k", later, nil); v != 3 {
			t.Fatalf("after a second remake: %d", v)
		}
	})

	t.Run("a value not worth keeping and an error are not kept", func(t *testing.T) {
		var c cache[int]
		boom := errors.New("boom")
		if _, err := c.get(ctx, "k", t0, func(context.Context) (int, bool, error) { return 0, false, boom }); err != boom {
			t.Fatalf("error %v", err)
		}
		if v, _ := c.get(ctx, "k", t0, func(context.Context) (int, bool, error) { return 3, false, nil }); v != 3 {
			t.Fatalf("got %d", v)
		}
		if v, _ := c.get(ctx, "k", t0, func(context.Context) (int, bool, error) { return 4, true, nil }); v != 4 {
			t.Fatalf("got %d, want a new value", v)
		}
	})

	t.Run("a full cache drops old values first", func(t *testing.T) {
		var c cache[int]
		keep := func(context.Context) (int, bool, error) { return 1, true, nil }
		c.get(ctx, "old", t0, keep)
		later := t0.Add(cacheTTL)
		for i := range cacheEntries + 10 {
			c.get(ctx, string(rune('a'+i%26))+time.Duration(i).String(), later, keep)
		}
		if len(c.entries) > cacheEntries {
			t.Fatalf("%d entries", len(c.entries))
		}
		if _, ok := c.entries["old"]; ok {
			t.Fatal("the old value was kept")
		}
	})

	t.Run("statements with other arguments have other keys", func(t *testing.T) {
		a := queryKey(Query{SQL: "SELECT $1", Args: []any{"1"}})
		b := queryKey(Query{SQL: "SELECT $1", Args: []any{1}})
		if a == b || a != queryKey(Query{SQL: "SELECT $1", Args: []any{"1"}}) {
			t.Fatalf("keys %q and %q", a, b)
		}
	})
}

// settled waits until key is not being made again in the background.
func (c *cache[V]) settled(key string) {
	for {
		c.mu.Lock()
		e := c.entries[key]
		busy := e != nil && e.refreshing
		c.mu.Unlock()
		if !busy {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// waiting reports whether key is being made (1) or not (0).
func (c *cache[V]) waiting(key string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e := c.entries[key]; e != nil && !e.done {
		return 1
	}
	return 0
}

func TestStatementCache(t *testing.T) {
	ctx := context.Background()
	d, err := Open(ctx, t.TempDir()+"/test.db")
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	one := func(query string, args ...any) int {
		t.Helper()
		var n int
		if err := (reads{d}).QueryRowContext(ctx, query, args...).Scan(&n); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		return n
	}
	t.Run("a statement is prepared once and kept", func(t *testing.T) {
		if one("SELECT $1 + 1", 1) != 2 || one("SELECT $1 + 1", 41) != 42 || len(d.stmts.stmts) != 1 {
			t.Fatalf("%d statements kept", len(d.stmts.stmts))
		}
		rows, err := reads{d}.QueryContext(ctx, "SELECT $1 + 1", 2)
		if err != nil {
			t.Fatal(err)
		}
		rows.Close()
		if len(d.stmts.stmts) != 1 {
			t.Fatalf("%d statements kept", len(d.stmts.stmts))
		}
	})
	t.Run("a statement that cannot be prepared fails with its error, and is not kept", func(t *testing.T) {
		var n int
		if err := (reads{d}).QueryRowContext(ctx, "SELECT nope FROM nowhere").Scan(&n); err == nil {
			t.Fatal("no error")
		}
		if len(d.stmts.stmts) != 1 {
			t.Fatalf("%d statements kept", len(d.stmts.stmts))
		}
	})
	t.Run("past the bound, statements run unprepared", func(t *testing.T) {
		for i := len(d.stmts.stmts); i < maxStmts; i++ {
			one(fmt.Sprintf("SELECT %d", i))
		}
		if one("SELECT 7 * 6") != 42 || len(d.stmts.stmts) != maxStmts {
			t.Fatalf("%d statements kept", len(d.stmts.stmts))
		}
	})
}
