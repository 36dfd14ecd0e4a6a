package httpapi

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"jobportal/internal/recovery"
)

// viewCounter adds up views (of jobs, or of blog posts) in memory and writes
// them to the database in batches, so that counting a view takes no write
// lock. Counts that fail to be written are kept for the next batch; close
// writes the last of them.
//
// A viewer's views of one job or post count once per viewWindow, so that a
// loop of requests cannot inflate the figures. Who has viewed what is kept
// in memory only, for at most maxViewsSeen pairs: past that, a view from a
// new viewer is not counted until older ones leave their window.
type viewCounter struct {
	write  func(context.Context, map[int64]int64) error
	what   string // "job views", for messages
	log    *slog.Logger
	now    func() time.Time
	mu     sync.Mutex
	counts map[int64]int64
	seen   map[viewKey]time.Time
	stop   chan struct{}
	done   chan struct{}
	once   sync.Once
}

// viewKey is one viewer of one job or post.
type viewKey struct {
	id     int64
	viewer string
}

const (
	viewWindow   = 30 * time.Minute
	maxViewsSeen = 200_000
)

func newViewCounter(write func(context.Context, map[int64]int64) error, what string, log *slog.Logger, every time.Duration, now func() time.Time) *viewCounter {
	v := &viewCounter{write: write, what: what, log: log, now: now, counts: map[int64]int64{}, seen: map[viewKey]time.Time{},
		stop: make(chan struct{}), done: make(chan struct{})}
	go v.run(every)
	return v
}

func (v *viewCounter) run(every time.Duration) {
	defer close(v.done)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-v.stop:
			return
		case <-t.C:
			ctx, cancel := context.WithTimeout(context.Background(), every)
			if err := recovery.Guard(v.what, func() error { return v.flush(ctx) }); err != nil {
				v.log.Error("write "+v.what, "err", err)
			}
			cancel()
		}
	}
}

// add counts a view of id by viewer, unless the viewer's last counted view
// of it is less than viewWindow old; it reports whether it counted.
func (v *viewCounter) add(id int64, viewer string) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	now := v.now()
	k := viewKey{id, viewer}
	if at, ok := v.seen[k]; ok && now.Sub(at) < viewWindow {
		return false
	}
	if len(v.seen) >= maxViewsSeen {
		v.forget(now)
		if len(v.seen) >= maxViewsSeen {
			return false
		}
	}
	v.seen[k] = now
	v.counts[id]++
	return true
}

// forget drops the viewers whose window has passed; v.mu is held.
func (v *viewCounter) forget(now time.Time) {
	for k, at := range v.seen {
		if now.Sub(at) >= viewWindow {
			delete(v.seen, k)
		}
	}
}

// flush writes the views counted so far.
func (v *viewCounter) flush(ctx context.Context) error {
	v.mu.Lock()
	batch := v.counts
	v.counts = map[int64]int64{}
	v.forget(v.now())
	v.mu.Unlock()
	if len(batch) == 0 {
		return nil
	}
	if err := v.write(ctx, batch); err != nil {
		v.mu.Lock()
		for id, n := range batch {
			v.counts[id] += n
		}
		v.mu.Unlock()
		return fmt.Errorf("write %s: %w", v.what, err)
	}
	return nil
}

// close stops the batches and writes what is left.
func (v *viewCounter) close(ctx context.Context) error {
	v.once.Do(func() { close(v.stop) })
	select {
	case <-v.done:
	case <-ctx.Done():
		return ctx.Err()
	}
	return v.flush(ctx)
}

// viewer is who a view is counted for: the client's address (its /64 for
// IPv6), which a loop of requests cannot change as it can a token or a
// header.
func viewer(r *http.Request) string { return throttleAddress(clientIP(r)) }
