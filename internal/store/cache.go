package store

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"
)

// Two parts of a public job list cost in proportion to the number of jobs
// that pass its filter rather than to the page shown: the total, which reads
// every one of them, and the ranking of a keyword search, which scores every
// match before it can sort. With 100,000 jobs a broad filter's total or a
// common word's ranking takes 10 to 70 ms, so those results are kept for a
// short time and shared by the visitors who ask the same (the first page of
// the list, a popular search, the next pages). Small results are quick to
// make again and are never kept, so they are always exact; a kept one may lag
// behind the jobs by up to cacheTTL. Each server keeps its own.
const (
	// cacheFrom is the smallest total worth keeping.
	cacheFrom = 500
	// cacheTTL is how long a kept result is used before it is made again.
	cacheTTL = 10 * time.Second
	// cacheEntries bounds the results kept of each kind.
	cacheEntries = 1024
)

// cache keeps values by key for cacheTTL. While one caller makes a value,
// the others asking for the same key wait for it; once it has a value that
// is too old, one caller makes it again while the others take the old one,
// so that a busy key is never made by many callers at once.
type cache[V any] struct {
	mu      sync.Mutex
	entries map[string]*cacheEntry[V]
}

type cacheEntry[V any] struct {
	val        V
	err        error
	done       bool          // val and err are set
	ready      chan struct{} // closed once done
	expires    time.Time
	refreshing bool
}

// get returns the value of key, made by build when there is none or it is
// too old. build also says whether the value is worth keeping; one that is not
// goes to the callers waiting for it and is then dropped.
func (c *cache[V]) get(ctx context.Context, key string, now time.Time, build func() (V, bool, error)) (V, error) {
	c.mu.Lock()
	if c.entries == nil {
		c.entries = map[string]*cacheEntry[V]{}
	}
	e := c.entries[key]
	switch {
	case e == nil:
		c.evict(now)
		e = &cacheEntry[V]{ready: make(chan struct{})}
		c.entries[key] = e
		c.mu.Unlock()
		v, keep, err := build()
		c.mu.Lock()
		e.val, e.err, e.done, e.expires = v, err, true, now.Add(cacheTTL)
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
			v, _, err = build()
		}
		return v, err

	case now.Before(e.expires) || e.refreshing:
		v := e.val
		c.mu.Unlock()
		return v, nil

	default:
		e.refreshing = true
		c.mu.Unlock()
		v, keep, err := build()
		c.mu.Lock()
		e.refreshing = false
		if err == nil {
			e.val, e.expires = v, now.Add(cacheTTL)
		}
		if err == nil && !keep && c.entries[key] == e {
			delete(c.entries, key)
		}
		c.mu.Unlock()
		return v, err
	}
}

// evict makes room for one more entry: first by dropping those that are too
// old, then any that is not being made. The caller holds c.mu.
func (c *cache[V]) evict(now time.Time) {
	if len(c.entries) < cacheEntries {
		return
	}
	for k, e := range c.entries {
		if e.done && !e.refreshing && !now.Before(e.expires) {
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
