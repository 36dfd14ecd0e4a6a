package store

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"jobportal/internal/recovery"
)

// Two parts of a public job list cost in proportion to the number of jobs
// that pass its filter rather than to the page shown: the total, which reads
// every one of them, and the ranking of a keyword search, which scores every
// match before it can sort. With 100,000 jobs a broad filter's total or a
// common word's ranking takes 10 to 70 ms, so those results are kept for a
// short time and shared by the visitors who ask the same (the first page of
// the list, a popular search, the next pages). Small results are quick to
// make again and are never kept, so they are always exact; a kept one lags
// behind the jobs by less than cacheTTL, on every server (see cache). Each
// server keeps its own.
const (
	// cacheFrom is the smallest total worth keeping.
	cacheFrom = 500
	// cacheTTL bounds the age of a kept result: one made longer ago is never
	// used. From half of it on, it is made again in the background.
	cacheTTL = 10 * time.Second
	// cacheEntries bounds the results kept of each kind.
	cacheEntries = 1024
	// refreshTimeout bounds the making of a value again in the background,
	// which no request waits for (or cancels).
	refreshTimeout = 30 * time.Second
)

// cache keeps values by key for cacheTTL from the moment their making began.
// While one caller makes a value, the others asking for the same key wait for
// it. Once a kept value is half that old, the first caller to find it so
// starts making it again in the background and, like everyone until that is
// done, takes the kept one: a busy key is never made by many callers at once,
// and its callers do not wait, since a making takes far less than half of
// cacheTTL. A value cacheTTL old is never used: a key nobody asked for in the
// meantime (after a quiet spell) is made again while its caller waits. So a
// kept value never lags behind the jobs by more than cacheTTL.
type cache[V any] struct {
	mu      sync.Mutex
	entries map[string]*cacheEntry[V]
}

type cacheEntry[V any] struct {
	val        V
	err        error
	done       bool          // val and err are set
	ready      chan struct{} // closed once done
	made       time.Time     // when the making of val began
	refreshing bool
}

// get returns the value of key, made by build when there is none, or the
// value kept when there is one, starting to make it again when it is too old.
// build also says whether the value is worth keeping; one that is not goes
// to the callers waiting for it and is then dropped. build runs with ctx when
// a caller waits for it, and with a context of its own in the background.
func (c *cache[V]) get(ctx context.Context, key string, now time.Time, build func(context.Context) (V, bool, error)) (V, error) {
	c.mu.Lock()
	if c.entries == nil {
		c.entries = map[string]*cacheEntry[V]{}
	}
	e := c.entries[key]
	if e != nil && e.done && !now.Before(e.made.Add(cacheTTL)) {
		// Too old to use, even while it is made again.
		delete(c.entries, key)
		e = nil
	}
	switch {
	case e == nil:
		c.evict(now)
		e = &cacheEntry[V]{ready: make(chan struct{})}
		c.entries[key] = e
		c.mu.Unlock()
		v, keep, err := guardBuild(ctx, build)
		c.mu.Lock()
		e.val, e.err, e.done, e.made = v, err, true, now
		close(e.ready)
		if (err != nil || !keep) && c.entries[key] == e {
			delete(c.entries, key)
		}
		c.mu.Unlock()
		return v, err

	case !e.done:
		c.mu.Unlock()
		select {
		case <-e.ready:
		case <-ctx.Done():
			var zero V
			return zero, ctx.Err()
		}
		c.mu.Lock()
		v, err := e.val, e.err
		c.mu.Unlock()
		if err != nil {
			// The caller who made it may have given up; try once more alone.
			v, _, err = guardBuild(ctx, build)
		}
		return v, err

	case now.Before(e.made.Add(cacheTTL/2)) || e.refreshing:
		v := e.val
		c.mu.Unlock()
		return v, nil

	default:
		e.refreshing = true
		v := e.val
		c.mu.Unlock()
		go c.refresh(context.WithoutCancel(ctx), key, e, now, build)
		return v, nil
	}
}

// refresh makes the value of a kept entry again, which callers meanwhile
// take as it was. A failure keeps the old value, to be made again by the
// next caller.
func (c *cache[V]) refresh(ctx context.Context, key string, e *cacheEntry[V], now time.Time, build func(context.Context) (V, bool, error)) {
	ctx, cancel := context.WithTimeout(ctx, refreshTimeout)
	defer cancel()
	// Run on a goroutine of its own, a panic here would stop the process.
	v, keep, err := guardBuild(ctx, build)
	c.mu.Lock()
	defer c.mu.Unlock()
	e.refreshing = false
	if err == nil {
		e.val, e.made = v, now
	}
	if err == nil && !keep && c.entries[key] == e {
		delete(c.entries, key)
	}
}

// guardBuild runs build, turning a panic into an error: a panic while the
// entry is being made would otherwise leave it unfinished, and everyone
// asking for that key would wait for it until they gave up.
func guardBuild[V any](ctx context.Context, build func(context.Context) (V, bool, error)) (v V, keep bool, err error) {
	err = recovery.Guard("kept answers", func() (err error) {
		v, keep, err = build(ctx)
		return err
	})
	return v, keep, err
}

// evict makes room for one more entry: first by dropping those that are too
// old, then any that is not being made. The caller holds c.mu.
func (c *cache[V]) evict(now time.Time) {
	if len(c.entries) < cacheEntries {
		return
	}
	for k, e := range c.entries {
		if e.done && !e.refreshing && !now.Before(e.made.Add(cacheTTL)) {
			delete(c.entries, k)
		}
	}
	for k, e := range c.entries {
		if len(c.entries) < cacheEntries {
			return
		}
		if e.done && !e.refreshing {
			delete(c.entries, k)
		}
	}
}

// queryKey identifies a statement with its arguments.
func queryKey(q Query) string {
	var b strings.Builder
	b.WriteString(q.SQL)
	for _, a := range q.Args {
		fmt.Fprintf(&b, "\x00%T:%v", a, a)
	}
	return b.String()
}
