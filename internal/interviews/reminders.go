package interviews

import (
	"context"
	"log/slog"
	"time"

	"jobportal/internal/recovery"
	"jobportal/internal/store"
)

// Reminders sends the day-before reminders of booked interviews. Every
// server runs one; the store claims each reminder in the transaction that
// queues its emails (store.RemindInterviews), so none goes twice.
type Reminders struct {
	DB      *store.DB
	Letters *Letters
	Log     *slog.Logger
	// Tick is how often it looks for reminders that are due; 5 minutes when zero.
	Tick time.Duration
}

// RunOnce queues the reminders that are due now, and returns how many
// interviews were reminded of.
func (w *Reminders) RunOnce(ctx context.Context) (int, error) {
	return drain(func() (int, error) { return w.DB.RemindInterviews(ctx, w.Letters.Reminder) })
}

// Run looks for due reminders every tick until ctx ends.
func (w *Reminders) Run(ctx context.Context) {
	runEvery(ctx, w.Tick, "interview reminders", w.Log, w.RunOnce)
}

// drain runs rounds until one finds nothing (or fails), and returns how
// many they did in all: a round takes at most a batch, the next what is left.
func drain(round func() (int, error)) (int, error) {
	total := 0
	for {
		n, err := round()
		total += n
		if err != nil || n == 0 {
			return total, err
		}
	}
}

// runEvery runs once at once, then every tick (5 minutes when zero) until
// ctx ends. A failed round or a panic in one is logged; the next runs.
func runEvery(ctx context.Context, tick time.Duration, what string, log *slog.Logger, once func(context.Context) (int, error)) {
	if tick <= 0 {
		tick = 5 * time.Minute
	}
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		err := recovery.Guard(what, func() error { _, err := once(ctx); return err })
		if err != nil && ctx.Err() == nil {
			log.Error("send "+what, "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
