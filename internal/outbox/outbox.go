// Package outbox sends the emails the store has queued (store.ClaimEmails):
// each server runs a worker, which claims the due emails for a while, sends
// them, and records what became of each. One that fails is tried again
// later, each time waiting twice as long up to a cap, until it has been
// tried MaxAttempts times; then it has failed for good, and the email log
// says so. A claim that its server never finished (it died) runs out, and
// another worker takes the email.
package outbox

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"jobportal/internal/mail"
	"jobportal/internal/recovery"
	"jobportal/internal/store"
)

// Worker sends the outbox's emails.
type Worker struct {
	DB   *store.DB
	Mail mail.Sender
	Log  *slog.Logger
	// Holder names this worker in its claims; made at random when empty.
	Holder string
	// Poll is how often the worker looks for emails other servers queued or
	// that are due again; 2 s when zero. Emails queued through its own DB
	// wake it at once.
	Poll time.Duration
	// Parallel is how many emails are sent at once; 4 when zero.
	Parallel int
	// SendTimeout bounds one try; 1 minute when zero.
	SendTimeout time.Duration
	// StopGrace is how long tries in progress may go on once the worker is
	// told to stop; they are then cut short, and tried again later (by any
	// server). 10 s when zero.
	StopGrace time.Duration
	// ClaimTTL is how long a claim holds: longer than a try may take, so
	// that no email is taken from a worker still sending it. Twice
	// SendTimeout when zero.
	ClaimTTL time.Duration
	// MaxAttempts is how many tries an email gets; 10 when zero.
	MaxAttempts int
	// FirstDelay is the wait after the first failure, doubled after each
	// one up to MaxDelay; 30 s and 1 hour when zero (10 tries then span
	// about three hours).
	FirstDelay, MaxDelay time.Duration
}

func (w *Worker) holder() string {
	if w.Holder == "" {
		b := make([]byte, 8)
		rand.Read(b)
		w.Holder = hex.EncodeToString(b)
	}
	return w.Holder
}

func orDefault(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}

func (w *Worker) parallel() int {
	if w.Parallel > 0 {
		return w.Parallel
	}
	return 4
}

func (w *Worker) sendTimeout() time.Duration { return orDefault(w.SendTimeout, time.Minute) }

func (w *Worker) claimTTL() time.Duration { return orDefault(w.ClaimTTL, 2*w.sendTimeout()) }

func (w *Worker) maxAttempts() int {
	if w.MaxAttempts > 0 {
		return w.MaxAttempts
	}
	return 10
}

// Delay is how long an email waits before its next try after its
// attempts-th try failed: FirstDelay doubled for each try before, capped.
func (w *Worker) Delay(attempts int) time.Duration {
	first, most := orDefault(w.FirstDelay, 30*time.Second), orDefault(w.MaxDelay, time.Hour)
	d := first
	for i := 1; i < attempts && d < most; i++ {
		d *= 2
	}
	return min(d, most)
}

// Run sends the emails as they become due until ctx ends. Emails being sent
// then may finish within StopGrace; those claimed and not yet tried are
// given back for another server.
func (w *Worker) Run(ctx context.Context) {
	poll := time.NewTicker(orDefault(w.Poll, 2*time.Second))
	defer poll.Stop()
	for {
		var n int
		err := recovery.Guard("email outbox", func() (err error) { n, err = w.RunOnce(ctx); return err })
		if err != nil && ctx.Err() == nil {
			w.Log.Error("send queued emails", "err", err)
		}
		if n > 0 && ctx.Err() == nil {
			continue // there may be more due
		}
		select {
		case <-ctx.Done():
			return
		case <-w.DB.OutboxQueued():
		case <-poll.C:
		}
	}
}

// RunOnce claims the emails due now, up to Parallel of them, sends them at
// once, records each outcome, and returns how many it claimed.
func (w *Worker) RunOnce(ctx context.Context) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	claimed, err := w.DB.ClaimEmails(ctx, w.holder(), w.parallel(), w.claimTTL())
	if err != nil || len(claimed) == 0 {
		return 0, err
	}
	// Tries go on when ctx ends, for StopGrace, so that an email the mail
	// server is taking is not cut off (and sent twice) at every stop.
	sendCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	grace := context.AfterFunc(ctx, func() { time.AfterFunc(orDefault(w.StopGrace, 10*time.Second), cancel) })
	defer grace()
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		errs []error
	)
	for _, e := range claimed {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Not Run's goroutine: a panic here must be caught here.
			err := recovery.Guard("email outbox", func() error { return w.sendOne(ctx, sendCtx, e) })
			if err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return len(claimed), errors.Join(errs...)
}

// Drain sends every email due now, and those that come due meanwhile,
// until none is left: what tests call instead of waiting for Run.
func (w *Worker) Drain(ctx context.Context) error {
	for {
		n, err := w.RunOnce(ctx)
		if err != nil || n == 0 {
			return err
		}
	}
}

// sendOne tries one claimed email, within sendCtx, and records the outcome,
// even when ctx has ended meanwhile: the email has been tried. An email not
// yet tried when ctx ends is given back.
func (w *Worker) sendOne(ctx, sendCtx context.Context, e *store.OutboxEmail) error {
	keep := context.WithoutCancel(ctx)
	if ctx.Err() != nil {
		return w.DB.ReleaseEmail(keep, e.ID, w.holder())
	}
	try, cancel := context.WithTimeout(sendCtx, w.sendTimeout())
	err := w.Mail.Send(try, e.Message)
	cancel()
	if err == nil {
		status := mail.StatusSent
		if _, ok := w.Mail.(*mail.LogSender); ok {
			status = mail.StatusLogged
		}
		if err := w.DB.EmailSent(keep, e.ID, w.holder(), status); err != nil {
			return fmt.Errorf("record email %d as sent: %w", e.ID, err)
		}
		return nil
	}
	if e.Attempts >= w.maxAttempts() {
		w.Log.Error("an email failed for good", "email", e.ID, "to", e.To, "subject", e.Subject,
			"attempts", e.Attempts, "err", err)
		why := fmt.Sprintf("%d tries failed; the last: %v", e.Attempts, err)
		if err := w.DB.EmailFailedForGood(keep, e.ID, w.holder(), why); err != nil {
			return fmt.Errorf("record email %d as failed: %w", e.ID, err)
		}
		return nil
	}
	next := w.DB.Now().Add(w.Delay(e.Attempts))
	w.Log.Warn("an email failed; it will be tried again", "email", e.ID, "to", e.To,
		"attempts", e.Attempts, "next", next, "err", err)
	if err := w.DB.RetryEmail(keep, e.ID, w.holder(), err.Error(), next); err != nil {
		return fmt.Errorf("record email %d for another try: %w", e.ID, err)
	}
	return nil
}
