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
	total := 0
	for {
		// A round takes at most a batch; the next takes what is left.
		n, err := w.DB.RemindInterviews(ctx, w.Letters.Reminder)
		total += n
		if err != nil || n == 0 {
			return total, err
		}
	}
}

// Run looks for due reminders every tick until ctx ends.
func (w *Reminders) Run(ctx context.Context) {
	tick := w.Tick
	if tick <= 0 {
		tick = 5 * time.Minute
	}
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		// A panic in one round is logged; the next round runs.
		err := recovery.Guard("interview reminders", func() error { _, err := w.RunOnce(ctx); return err })
		if err != nil && ctx.Err() == nil {
			w.Log.Error("send interview reminders", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
