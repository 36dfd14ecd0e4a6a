package mail_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"

	"jobportal/internal/mail"
)

// failing is a sender whose server is down.
type failing struct{}

func (failing) Send(context.Context, mail.Message) error {
	return errors.New("dial tcp: connection refused")
}

func TestRecorded(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	var kept []mail.Record
	keep := func(_ context.Context, r mail.Record) error { kept = append(kept, r); return nil }
	m := mail.Message{To: "nimali@example.lk", Subject: "Reset your password", Text: "Open the link."}

	capture := &mail.Capture{}
	sent := mail.Recorded(capture, keep, log)
	if err := sent.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	if err := mail.Recorded(failing{}, keep, log).Send(context.Background(), m); err == nil {
		t.Fatal("a failure was not passed on")
	}
	if err := mail.Recorded(&mail.LogSender{Log: log}, keep, log).Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	// Wrapping twice keeps each email once.
	if err := mail.Recorded(sent, keep, log).Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	want := []struct{ status, err string }{{"sent", ""}, {"failed", "dial tcp: connection refused"}, {"logged", ""}, {"sent", ""}}
	if len(kept) != len(want) {
		t.Fatalf("kept %d emails, want %d", len(kept), len(want))
	}
	for i, w := range want {
		if kept[i].Status != w.status || kept[i].Error != w.err || kept[i].To != m.To || kept[i].Text != m.Text {
			t.Errorf("email %d kept as %+v, want %s %q", i, kept[i], w.status, w.err)
		}
	}
	if n := len(capture.Messages()); n != 2 {
		t.Fatalf("the wrapped sender got %d emails, want 2", n)
	}

	// A log that cannot keep an email does not make it fail.
	broken := mail.Recorded(&mail.Capture{}, func(context.Context, mail.Record) error { return errors.New("disk full") }, log)
	if err := broken.Send(context.Background(), m); err != nil {
		t.Fatalf("a failure to keep failed the email: %v", err)
	}
}
