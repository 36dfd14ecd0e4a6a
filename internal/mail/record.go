package mail

import (
	"context"
	"log/slog"
)

// What became of an email, as the email log keeps it.
const (
	StatusSent   = "sent"   // handed to the SMTP server
	StatusFailed = "failed" // the SMTP server could not be reached or refused it
	StatusLogged = "logged" // written to the log, since SMTP is not set up
)

// Record is an email and what became of it.
type Record struct {
	Message
	Status string
	Error  string
}

// Recorder is a Sender that hands every email to another Sender and then
// keeps it, with what became of it, through keep.
type Recorder struct {
	next Sender
	keep func(context.Context, Record) error
	log  *slog.Logger
}

// Recorded wraps next so that every email it sends, fails to send or logs
// is kept through keep. A failure to keep one is logged, and does not make
// the email fail. A sender already recorded is returned as it is, so that
// wrapping twice keeps each email once.
func Recorded(next Sender, keep func(context.Context, Record) error, log *slog.Logger) Sender {
	if r, ok := next.(*Recorder); ok {
		return r
	}
	return &Recorder{next: next, keep: keep, log: log}
}

// Send sends the email through the wrapped sender and keeps it.
func (r *Recorder) Send(ctx context.Context, m Message) error {
	err := r.next.Send(ctx, m)
	rec := Record{Message: m, Status: StatusSent}
	if _, ok := r.next.(*LogSender); ok {
		rec.Status = StatusLogged
	}
	if err != nil {
		rec.Status, rec.Error = StatusFailed, err.Error()
	}
	// Kept even when the request that sent it has ended.
	if kerr := r.keep(context.WithoutCancel(ctx), rec); kerr != nil && r.log != nil {
		r.log.ErrorContext(ctx, "keep an email in the email log", "err", kerr, "subject", m.Subject)
	}
	return err
}
