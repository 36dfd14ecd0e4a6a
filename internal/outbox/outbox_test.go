package outbox_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/outbox"
	"jobportal/internal/recovery"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

var ctx = context.Background()

// clock is a store clock that tests move by hand.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

func fakeClock(dbs ...*store.DB) *clock {
	c := &clock{t: time.Date(2026, 11, 23, 6, 0, 0, 0, time.UTC)}
	for _, db := range dbs {
		db.Now = c.now
	}
	return c
}

func worker(db *store.DB, sender mail.Sender, holder string) *outbox.Worker {
	return &outbox.Worker{DB: db, Mail: sender, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Holder: holder,
		MaxAttempts: 3, FirstDelay: time.Minute, MaxDelay: 10 * time.Minute}
}

func message(i int) mail.Message {
	return mail.Message{To: fmt.Sprintf("seeker%d@example.lk", i), Subject: fmt.Sprintf("Reset your password (%d)", i),
		Text:    "Open https://jobs.example.lk/customer/reset-password?token=secret-token-123 to choose a new one.",
		Headers: map[string]string{"List-Unsubscribe": "<https://jobs.example.lk/alerts/unsubscribe>"}}
}

// logged returns the email log's entries, oldest first.
func logged(t *testing.T, db *store.DB) []*jobportal.EmailLogEntry {
	t.Helper()
	list, _, err := db.ListEmails(ctx, jobportal.EmailLogFilter{Page: jobportal.Page{Number: 1, Limit: 100}})
	if err != nil {
		t.Fatal(err)
	}
	for i, j := 0, len(list)-1; i < j; i, j = i+1, j-1 {
		list[i], list[j] = list[j], list[i]
	}
	return list
}

func states(t *testing.T, db *store.DB) []store.OutboxState {
	t.Helper()
	s, err := db.OutboxStates(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func once(t *testing.T, w *outbox.Worker) int {
	t.Helper()
	n, err := w.RunOnce(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestAQueuedEmailIsSentOnceAndLogged(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		fakeClock(db)
		if err := db.QueueEmails(ctx, message(1)); err != nil {
			t.Fatal(err)
		}
		log := logged(t, db)
		if len(log) != 1 || log[0].Status != jobportal.EmailQueued || strings.Contains(log[0].Body, "secret-token") {
			t.Fatalf("the email log holds %+v, want one queued email with its token hidden", log)
		}
		select {
		case <-db.OutboxQueued():
		default:
			t.Fatal("queueing did not wake this process's worker")
		}
		sent := &mail.Capture{}
		w := worker(db, sent, "a")
		if n := once(t, w); n != 1 {
			t.Fatalf("claimed %d, want 1", n)
		}
		if n := once(t, w); n != 0 {
			t.Fatalf("claimed %d more, want none", n)
		}
		got := sent.Messages()
		if len(got) != 1 || got[0].To != "seeker1@example.lk" || !strings.Contains(got[0].Text, "token=secret-token-123") ||
			got[0].Headers["List-Unsubscribe"] == "" {
			t.Fatalf("sent %+v", got)
		}
		if log := logged(t, db); log[0].Status != jobportal.EmailSent || log[0].Error != "" {
			t.Fatalf("the email log holds %+v, want it sent", log[0])
		}
		if s := states(t, db); len(s) != 0 {
			t.Fatalf("the outbox holds %+v, want the email sent gone from it", s)
		}
	})
}

func TestWithoutSMTPTheEmailIsLogged(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if err := db.QueueEmails(ctx, message(1)); err != nil {
			t.Fatal(err)
		}
		once(t, worker(db, &mail.LogSender{Log: slog.New(slog.DiscardHandler)}, "a"))
		if log := logged(t, db); log[0].Status != jobportal.EmailLogged {
			t.Fatalf("the email log holds %+v, want it logged", log[0])
		}
	})
}

func TestAnEmailThatFailsIsTriedAgainLaterAndThenSent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		c := fakeClock(db)
		if err := db.QueueEmails(ctx, message(1)); err != nil {
			t.Fatal(err)
		}
		sent := &mail.Capture{}
		sent.FailWith(errors.New("dial tcp 10.0.0.5:587: connection refused"))
		w := worker(db, sent, "a")
		once(t, w)
		log := logged(t, db)
		if log[0].Status != jobportal.EmailQueued || !strings.Contains(log[0].Error, "try 1 failed") ||
			!strings.Contains(log[0].Error, "connection refused") {
			t.Fatalf("after a failure the email log holds %+v, want it queued with why", log[0])
		}
		// Not before its back-off: a minute after the first failure.
		c.add(59 * time.Second)
		if n := once(t, w); n != 0 {
			t.Fatalf("tried again after 59 s (%d)", n)
		}
		c.add(time.Second)
		if n := once(t, w); n != 1 {
			t.Fatalf("not tried again after a minute (%d)", n)
		}
		// The second failure waits twice as long.
		c.add(119 * time.Second)
		if n := once(t, w); n != 0 {
			t.Fatalf("tried a third time after 119 s (%d)", n)
		}
		sent.FailWith(nil)
		c.add(time.Second)
		if n := once(t, w); n != 1 {
			t.Fatalf("not tried a third time after two minutes (%d)", n)
		}
		if got := sent.Messages(); len(got) != 1 {
			t.Fatalf("sent %d emails, want 1", len(got))
		}
		if log := logged(t, db); log[0].Status != jobportal.EmailSent || log[0].Error != "" {
			t.Fatalf("the email log holds %+v, want it sent", log[0])
		}
	})
}

func TestAnEmailThatAlwaysFailsFailsForGood(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		c := fakeClock(db)
		if err := db.QueueEmails(ctx, message(1)); err != nil {
			t.Fatal(err)
		}
		sent := &mail.Capture{}
		sent.FailWith(errors.New("550 mailbox unavailable"))
		w := worker(db, sent, "a")
		for try := 1; try <= 3; try++ {
			if n := once(t, w); n != 1 {
				t.Fatalf("try %d claimed %d", try, n)
			}
			c.add(time.Hour)
		}
		if n := once(t, w); n != 0 {
			t.Fatalf("tried a fourth time (%d)", n)
		}
		log := logged(t, db)
		if log[0].Status != jobportal.EmailFailed || !strings.Contains(log[0].Error, "3 tries failed") ||
			!strings.Contains(log[0].Error, "550 mailbox unavailable") {
			t.Fatalf("the email log holds %+v, want it failed for good", log[0])
		}
		if s := states(t, db); s[0].State != "failed" || s[0].Text != "" || s[0].Attempts != 3 {
			t.Fatalf("the outbox holds %+v", s)
		}
		// The admins' filter finds it.
		failed, _, err := db.ListEmails(ctx, jobportal.EmailLogFilter{Status: jobportal.EmailFailed, Page: jobportal.Page{Number: 1, Limit: 10}})
		if err != nil || len(failed) != 1 {
			t.Fatalf("%d failed emails listed (%v)", len(failed), err)
		}
	})
}

func TestTheBackOffDoublesUpToItsCap(t *testing.T) {
	w := &outbox.Worker{}
	want := []time.Duration{30 * time.Second, time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute,
		16 * time.Minute, 32 * time.Minute, time.Hour, time.Hour, time.Hour}
	for i, d := range want {
		if got := w.Delay(i + 1); got != d {
			t.Errorf("after try %d: %s, want %s", i+1, got, d)
		}
	}
}

// counting is a sender that counts the emails to each address, slowly
// enough that two workers overlap.
type counting struct {
	mu   sync.Mutex
	sent map[string]int
}

func (c *counting) Send(ctx context.Context, m mail.Message) error {
	time.Sleep(2 * time.Millisecond)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sent[m.To]++
	return nil
}

func TestTwoServersNeverSendAnEmailTwice(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			dsn := storetest.DSN(t, d)
			var dbs []*store.DB
			for range 2 {
				db, err := store.Open(ctx, dsn)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { db.Close() })
				dbs = append(dbs, db)
			}
			const emails = 60
			var batch []mail.Message
			for i := range emails {
				batch = append(batch, message(i))
			}
			if err := dbs[0].QueueEmails(ctx, batch...); err != nil {
				t.Fatal(err)
			}
			sent := &counting{sent: map[string]int{}}
			var wg sync.WaitGroup
			errs := make([]error, 2)
			for i, db := range dbs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					errs[i] = worker(db, sent, fmt.Sprintf("server-%d", i)).Drain(ctx)
				}()
			}
			wg.Wait()
			if err := errors.Join(errs...); err != nil {
				t.Fatal(err)
			}
			if len(sent.sent) != emails {
				t.Fatalf("%d addresses got an email, want %d", len(sent.sent), emails)
			}
			for to, n := range sent.sent {
				if n != 1 {
					t.Errorf("%s got %d emails", to, n)
				}
			}
			if s := states(t, dbs[0]); len(s) != 0 {
				t.Errorf("the outbox still holds %+v", s)
			}
		})
	}
}

func TestAClaimWhoseServerDiedIsTakenOverWhenItRunsOut(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		c := fakeClock(db)
		if err := db.QueueEmails(ctx, message(1)); err != nil {
			t.Fatal(err)
		}
		// A server claims it and dies before sending.
		claimed, err := db.ClaimEmails(ctx, "dead-server", 10, 2*time.Minute)
		if err != nil || len(claimed) != 1 {
			t.Fatalf("claimed %d (%v)", len(claimed), err)
		}
		sent := &mail.Capture{}
		w := worker(db, sent, "alive")
		c.add(2 * time.Minute)
		if n := once(t, w); n != 0 {
			t.Fatal("another server took an email whose claim still held")
		}
		c.add(time.Second)
		again, err := db.ClaimEmails(ctx, "alive", 10, 2*time.Minute)
		if err != nil || len(again) != 1 || again[0].Attempts != 2 {
			t.Fatalf("the email was not taken over after its claim ran out (%+v, %v)", again, err)
		}
		// The dead server's late word changes nothing.
		if err := db.EmailSent(ctx, claimed[0].ID, "dead-server", mail.StatusSent); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
			t.Fatalf("a lost claim recorded its email: %v", err)
		}
		if err := db.EmailSent(ctx, again[0].ID, "alive", mail.StatusSent); err != nil {
			t.Fatal(err)
		}
		if log := logged(t, db); log[0].Status != jobportal.EmailSent {
			t.Fatalf("the email log holds %+v", log[0])
		}
	})
}

func TestAnEmailGivenBackIsSentAtOnceByAnother(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		fakeClock(db)
		if err := db.QueueEmails(ctx, message(1)); err != nil {
			t.Fatal(err)
		}
		claimed, err := db.ClaimEmails(ctx, "stopping", 10, time.Hour)
		if err != nil || len(claimed) != 1 {
			t.Fatalf("claimed %d (%v)", len(claimed), err)
		}
		if err := db.ReleaseEmail(ctx, claimed[0].ID, "stopping"); err != nil {
			t.Fatal(err)
		}
		again, err := db.ClaimEmails(ctx, "other", 10, time.Hour)
		if err != nil || len(again) != 1 {
			t.Fatalf("another worker claimed %d (%v)", len(again), err)
		}
		if again[0].Attempts != 1 {
			t.Fatalf("the given-back claim counted as a try: %d tries", again[0].Attempts)
		}
	})
}

// panicky panics on one address and passes the others on.
type panicky struct {
	to   string
	next mail.Sender
}

func (p panicky) Send(ctx context.Context, m mail.Message) error {
	if m.To == p.to {
		panic("the mail client failed")
	}
	return p.next.Send(ctx, m)
}

func TestAPanicSendingOneEmailStopsNeitherTheWorkerNorTheOthers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if err := db.QueueEmails(ctx, message(1), message(2)); err != nil {
			t.Fatal(err)
		}
		sent := &mail.Capture{}
		_, err := worker(db, panicky{to: "seeker1@example.lk", next: sent}, "a").RunOnce(ctx)
		var p *recovery.PanicError
		if !errors.As(err, &p) {
			t.Fatalf("the round answered %v, want the panic as an error", err)
		}
		if _, ok := sent.Last("seeker2@example.lk"); !ok {
			t.Fatal("the other email was not sent")
		}
	})
}

// gate is a sender that tells when it is called and waits to be let go.
type gate struct {
	called chan mail.Message
	open   chan struct{}
}

func (g *gate) Send(ctx context.Context, m mail.Message) error {
	g.called <- m
	select {
	case <-g.open:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func TestRunSendsWhatIsQueuedAndStopsWhenAsked(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		g := &gate{called: make(chan mail.Message, 4), open: make(chan struct{})}
		w := worker(db, g, "a")
		w.Poll = time.Hour // only the signal of a queued email wakes it
		runCtx, stop := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { w.Run(runCtx); close(done) }()
		if err := db.QueueEmails(ctx, message(1)); err != nil {
			t.Fatal(err)
		}
		select {
		case m := <-g.called:
			if m.To != "seeker1@example.lk" {
				t.Fatalf("sent to %s", m.To)
			}
		case <-time.After(20 * time.Second):
			t.Fatal("the worker did not wake for a queued email")
		}
		// Stopped while sending: the email being sent is finished and recorded.
		stop()
		close(g.open)
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatal("the worker did not stop")
		}
		if log := logged(t, db); log[0].Status != jobportal.EmailSent {
			t.Fatalf("the email log holds %+v", log[0])
		}
	})
}

func TestATryThatOutlastsTheStopIsCutShortAndTriedAgainLater(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		g := &gate{called: make(chan mail.Message, 4), open: make(chan struct{})} // never opened
		w := worker(db, g, "a")
		w.StopGrace = 50 * time.Millisecond
		runCtx, stop := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { w.Run(runCtx); close(done) }()
		if err := db.QueueEmails(ctx, message(1)); err != nil {
			t.Fatal(err)
		}
		select {
		case <-g.called:
		case <-time.After(20 * time.Second):
			t.Fatal("the worker did not wake for a queued email")
		}
		stop()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatal("the worker waited for the mail server after its grace")
		}
		s := states(t, db)
		if len(s) != 1 || s[0].State != "queued" || s[0].Attempts != 1 || !strings.Contains(s[0].LastError, "context canceled") {
			t.Fatalf("the outbox holds %+v, want the email queued for another try", s)
		}
	})
}
