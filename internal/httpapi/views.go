package httpapi

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"jobportal/internal/recovery"
)

// viewCounter adds up views (of jobs, or of blog posts) in memory and writes
// them to the database in batches, so that counting a view takes no write
// lock. Counts that fail to be written are kept for the next batch; close
// writes the last of them.
type viewCounter struct {
	write  func(context.Context, map[int64]int64) error
	what   string // "job views", for messages
	log    *slog.Logger
	mu     sync.Mutex
	counts map[int64]int64
	stop   chan struct{}
	done   chan struct{}
	once   sync.Once
}

func newViewCounter(write func(context.Context, map[int64]int64) error, what string, log *slog.Logger, every time.Duration) *viewCounter {
	v := &viewCounter{write: write, what: what, log: log, counts: map[int64]int64{}, stop: make(chan struct{}), done: make(chan struct{})}
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

func (v *viewCounter) add(id int64) {
	v.mu.Lock()
	v.counts[id]++
	v.mu.Unlock()
}

// flush writes the views counted so far.
func (v *viewCounter) flush(ctx context.Context) error {
	v.mu.Lock()
	batch := v.counts
	v.counts = map[int64]int64{}
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
