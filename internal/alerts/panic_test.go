package alerts_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/recovery"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// panickyMail panics on one address and passes the others on.
type panickyMail struct {
	to   string
	next mail.Sender
}

func (p panickyMail) Send(ctx context.Context, m mail.Message) error {
	if m.To == p.to {
		panic("the mail server's client failed")
	}
	return p.next.Send(ctx, m)
}

func TestAPanicInOneAlertStopsNeitherTheWorkerNorTheOthers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		wk := w.worker("a")
		wk.Mail = panickyMail{to: "nimali@example.lk", next: w.mail}
		nimali := w.seeker("nimali@example.lk", "en")
		kasun := w.seeker("kasun@example.lk", "en")
		w.alert(nimali, jobportal.FrequencyInstant, nil)
		w.alert(kasun, jobportal.FrequencyInstant, nil)
		w.run(wk) // starts the count

		w.clock.add(10 * time.Second)
		w.approvedJob("Software Engineer", "Kandy")
		w.clock.add(50 * time.Second)
		_, err := wk.RunOnce(ctx)
		var p *recovery.PanicError
		if !errors.As(err, &p) {
			t.Fatalf("the round answered %v, want the panic as an error", err)
		}
		if len(w.mailsTo("kasun@example.lk")) != 1 {
			t.Fatal("the other alert's email was not sent")
		}
	})
}
