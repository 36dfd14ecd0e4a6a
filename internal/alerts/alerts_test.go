package alerts_test

import (
	"context"
	"io"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"jobportal/internal/alerts"
	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/outbox"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

var ctx = context.Background()

// clock is a fake time that the worker and the store share.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func (c *clock) set(t time.Time) { c.mu.Lock(); c.t = t; c.mu.Unlock() }

func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// colombo is a time in Colombo.
func colombo(y int, m time.Month, d, h, min int) time.Time {
	return time.Date(y, m, d, h, min, 0, 0, jobportal.SriLankaTime)
}

type world struct {
	t     *testing.T
	db    *store.DB
	clock *clock
	mail  *outboxMail
	admin int64
}

// outboxMail is the emails the outbox has sent: reading them first sends
// the emails the alerts queued, as the server's outbox worker would.
type outboxMail struct {
	*mail.Capture
	t      *testing.T
	worker *outbox.Worker
}

// Messages sends the queued emails and returns those sent so far.
func (m *outboxMail) Messages() []mail.Message {
	if err := m.worker.Drain(ctx); err != nil {
		m.t.Errorf("send the queued emails: %v", err)
	}
	return m.Capture.Messages()
}

func newWorld(t *testing.T, db *store.DB) *world {
	c := &clock{t: colombo(2026, 11, 23, 6, 0)} // a Monday
	db.Now = c.now
	capture := &mail.Capture{}
	w := &world{t: t, db: db, clock: c, mail: &outboxMail{Capture: capture, t: t,
		worker: &outbox.Worker{DB: db, Mail: capture, Log: slog.New(slog.DiscardHandler), Holder: "test", Parallel: 1}}}
	if err := db.CreateAdminUser(ctx, &jobportal.AdminUser{Username: "admin", Name: "Admin", Role: jobportal.RoleSuperadmin}, "x"); err != nil {
		t.Fatal(err)
	}
	admin, _, err := db.AdminCredentials(ctx, "admin")
	if err != nil {
		t.Fatal(err)
	}
	w.admin = admin.ID
	return w
}

func (w *world) worker(holder string) *alerts.Worker {
	return &alerts.Worker{DB: w.db, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		BaseURL: "https://jobs.example.lk", Tick: time.Minute, Now: w.clock.now, Holder: holder}
}

// seeker opens a job seeker's account with a language, its email confirmed.
func (w *world) seeker(email, lang string) int64 {
	w.t.Helper()
	id := w.unconfirmedSeeker(email, lang)
	if err := w.db.MarkEmailConfirmed(ctx, id); err != nil {
		w.t.Fatal(err)
	}
	return id
}

// unconfirmedSeeker opens a job seeker's account whose email is not confirmed.
func (w *world) unconfirmedSeeker(email, lang string) int64 {
	w.t.Helper()
	c, err := w.db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerIndividual, Name: "Nimali", Email: email}, "x")
	if err != nil {
		w.t.Fatal(err)
	}
	p := jobportal.DefaultPreferences()
	p.Language = lang
	if err := w.db.SavePreferences(ctx, c.ID, &p); err != nil {
		w.t.Fatal(err)
	}
	return c.ID
}

func (w *world) alert(owner int64, frequency string, mod func(*jobportal.JobAlert)) *jobportal.JobAlert {
	w.t.Helper()
	a := &jobportal.JobAlert{CustomerID: owner, Name: "IT in Kandy", Keywords: []string{}, Locations: []string{"Kandy"},
		JobTypes: []string{}, MainTopics: []string{}, Frequency: frequency, Enabled: true}
	if mod != nil {
		mod(a)
	}
	a, err := w.db.CreateAlert(ctx, a)
	if err != nil {
		w.t.Fatal(err)
	}
	return a
}

// approvedJob posts a pending job and approves it now, as an admin does.
func (w *world) approvedJob(title, location string) int64 {
	w.t.Helper()
	min, max := int64(150000), int64(250000)
	j := &jobportal.Job{Title: title, Slug: jobportal.Slugify(title, "job"), Description: "Build web services in " + location + ".",
		CompanyName: "Lanka Software", Location: location, JobType: "Full Time Jobs", ExperienceLevel: "Mid Level",
		MainTopic: "Private Jobs", SalaryMin: &min, SalaryMax: &max, Currency: "LKR",
		ClosingDate: jobportal.Today(w.clock.now().AddDate(0, 0, 30)), Status: jobportal.JobPending,
		ApplyMethod: jobportal.ApplyOnSite, PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: w.admin}}
	if err := w.db.CreateJob(ctx, j); err != nil {
		w.t.Fatal(err)
	}
	if _, _, err := w.db.ApproveJob(ctx, j.ID); err != nil {
		w.t.Fatal(err)
	}
	return j.ID
}

func (w *world) run(wk *alerts.Worker) alerts.Report {
	w.t.Helper()
	rep, err := wk.RunOnce(ctx)
	if err != nil {
		w.t.Fatal(err)
	}
	return rep
}

func (w *world) mailsTo(addr string) []mail.Message {
	var out []mail.Message
	for _, m := range w.mail.Messages() {
		if m.To == addr {
			out = append(out, m)
		}
	}
	return out
}

func TestInstantAlerts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		wk := w.worker("a")
		nimali := w.seeker("nimali@example.lk", "si")
		kasun := w.seeker("kasun@example.lk", "en")
		paused := w.seeker("paused@example.lk", "en")
		// Registered with an address that may be someone else's: every job matches its alert.
		unconfirmed := w.unconfirmedSeeker("unconfirmed@example.lk", "en")
		w.alert(unconfirmed, jobportal.FrequencyInstant, nil)
		a := w.alert(nimali, jobportal.FrequencyInstant, func(a *jobportal.JobAlert) { a.Keywords = []string{"engineer"} })
		w.alert(kasun, jobportal.FrequencyInstant, func(a *jobportal.JobAlert) { a.Locations = []string{"Galle"} })
		w.alert(paused, jobportal.FrequencyInstant, nil)
		p := jobportal.DefaultPreferences()
		p.Notifications.JobAlerts = false
		if err := db.SavePreferences(ctx, paused, &p); err != nil {
			t.Fatal(err)
		}
		w.run(wk) // starts the count

		w.clock.add(10 * time.Second)
		match := w.approvedJob("Software Engineer", "Kandy")
		w.approvedJob("Accountant", "Kandy") // not the keyword
		w.approvedJob("QA Engineer", "Colombo")
		w.clock.add(50 * time.Second)
		rep := w.run(wk)
		if !rep.Leader || rep.Sent[jobportal.FrequencyInstant] != 1 || rep.Checked[jobportal.FrequencyInstant] != 2 {
			t.Fatalf("report %+v", rep)
		}
		got := w.mailsTo("nimali@example.lk")
		if len(got) != 1 {
			t.Fatalf("%d emails to nimali", len(got))
		}
		m := got[0]
		if !strings.Contains(m.Subject, "රැකියා") || !strings.Contains(m.Text, "Software Engineer") ||
			!strings.Contains(m.Text, "Lanka Software") || !strings.Contains(m.Text, "LKR 150,000 - 250,000") ||
			!strings.Contains(m.Text, "https://jobs.example.lk/job/") || strings.Contains(m.Text, "Accountant") ||
			strings.Contains(m.Text, "QA Engineer") {
			t.Fatalf("email in Sinhala with the one match:\n%s\n%s", m.Subject, m.Text)
		}
		if len(w.mailsTo("kasun@example.lk")) != 0 {
			t.Fatal("an alert with no match sent an email")
		}
		if len(w.mailsTo("paused@example.lk")) != 0 {
			t.Fatal("an account whose job alerts are off got one")
		}
		if len(w.mailsTo("unconfirmed@example.lk")) != 0 {
			t.Fatal("an unconfirmed address got an alert")
		}
		// The unsubscribe header carries a token that the server accepts.
		link := strings.Trim(m.Headers["List-Unsubscribe"], "<>")
		if m.Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" || !strings.HasPrefix(link, "https://jobs.example.lk/alerts/unsubscribe?token=") {
			t.Fatalf("headers %v", m.Headers)
		}
		u, _ := url.Parse(link)
		key, _ := db.ServerKey(ctx, jobportal.UnsubscribeKeyName)
		stored, _ := db.FindAlert(ctx, 0, a.ID)
		if id, ok := jobportal.UnsubscribeTokenAlert(u.Query().Get("token")); !ok || id != a.ID ||
			!jobportal.CheckUnsubscribeToken(key, u.Query().Get("token"), stored.ID, stored.CreatedAt) {
			t.Fatalf("token names %d, %v", id, ok)
		}
		if stored.LastSentAt == nil {
			t.Fatal("lastSentAt not set")
		}

		// Nothing new: nothing sent. The same job is never sent twice, even
		// when the alert becomes daily and its day covers it.
		w.clock.add(time.Minute)
		if rep := w.run(wk); rep.Sent[jobportal.FrequencyInstant] != 0 {
			t.Fatalf("sent again: %+v", rep)
		}
		a.Frequency = jobportal.FrequencyDaily
		if _, err := db.UpdateAlert(ctx, a); err != nil {
			t.Fatal(err)
		}
		w.clock.set(colombo(2026, 11, 24, 7, 0))
		w.run(wk)
		if n := len(w.mailsTo("nimali@example.lk")); n != 1 {
			t.Fatalf("the job was sent %d times", n)
		}
		_ = match
	})
}

func TestDailyAndWeeklySchedule(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		wk := w.worker("a")
		daily := w.seeker("daily@example.lk", "ta")
		weekly := w.seeker("weekly@example.lk", "en")
		w.alert(daily, jobportal.FrequencyDaily, nil)
		w.alert(weekly, jobportal.FrequencyWeekly, nil)
		w.run(wk) // Monday 06:00: the count starts at Sunday 07:00 for daily, last Monday for weekly

		w.approvedJob("Software Engineer", "Kandy") // Monday 06:00
		w.clock.set(colombo(2026, 11, 23, 6, 59))
		w.run(wk)
		if len(w.mail.Messages()) != 0 {
			t.Fatal("sent before 07:00")
		}
		w.clock.set(colombo(2026, 11, 23, 7, 0))
		w.run(wk)
		if len(w.mailsTo("daily@example.lk")) != 1 || len(w.mailsTo("weekly@example.lk")) != 1 {
			t.Fatalf("at Monday 07:00: %d daily, %d weekly", len(w.mailsTo("daily@example.lk")), len(w.mailsTo("weekly@example.lk")))
		}
		if m := w.mailsTo("daily@example.lk")[0]; !strings.Contains(m.Text, "வணக்கம்") {
			t.Fatalf("not in Tamil: %s", m.Text)
		}
		// Once per period: running again the same morning sends nothing.
		w.clock.set(colombo(2026, 11, 23, 9, 0))
		w.approvedJob("Data Engineer", "Kandy")
		w.run(wk)
		if len(w.mail.Messages()) != 2 {
			t.Fatalf("%d emails", len(w.mail.Messages()))
		}
		// Tuesday 07:00: the daily one, not the weekly.
		w.clock.set(colombo(2026, 11, 24, 7, 1))
		w.run(wk)
		if len(w.mailsTo("daily@example.lk")) != 2 || len(w.mailsTo("weekly@example.lk")) != 1 {
			t.Fatal("Tuesday")
		}
		if m := w.mailsTo("daily@example.lk")[1]; !strings.Contains(m.Text, "Data Engineer") || strings.Contains(m.Text, "Software Engineer") {
			t.Fatalf("Tuesday's email: %s", m.Text)
		}
		// Next Monday 07:00: the weekly one lists the week's job.
		w.clock.set(colombo(2026, 11, 30, 7, 0))
		w.run(wk)
		if ms := w.mailsTo("weekly@example.lk"); len(ms) != 2 || !strings.Contains(ms[1].Text, "Data Engineer") {
			t.Fatal("the next week")
		}
	})
}

// Two servers on one database: only the one that holds the lease sends, and
// a period is sent once even when both run at the same moment.
func TestTwoWorkersOneDatabase(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) { twoWorkers(t, d) })
	}
}

func twoWorkers(t *testing.T, d store.Dialect) {
	{
		// Each server has its own connections to the one database.
		dsn := storetest.DSN(t, d)
		db, err := store.Open(ctx, dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		second, err := store.Open(ctx, dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { second.Close() })
		w := newWorld(t, db)
		second.Now = w.clock.now
		a, b := w.worker("server-a"), w.worker("server-b")
		b.DB = second
		for i := range 5 {
			w.alert(w.seeker(string(rune('a'+i))+"@example.lk", "en"), jobportal.FrequencyInstant, nil)
		}
		if ra, rb := w.run(a), w.run(b); !ra.Leader || rb.Leader {
			t.Fatalf("leaders: a %v, b %v", ra.Leader, rb.Leader)
		}
		w.clock.add(10 * time.Second)
		w.approvedJob("Software Engineer", "Kandy")
		w.clock.add(20 * time.Second)
		var wg sync.WaitGroup
		for _, wk := range []*alerts.Worker{a, b, a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := wk.RunOnce(ctx); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if n := len(w.mail.Messages()); n != 5 {
			t.Fatalf("%d emails for 5 alerts", n)
		}
		// When the holder stops and gives up its lease, the other takes over.
		if err := db.ReleaseLease(ctx, alerts.LeaseName, "server-a"); err != nil {
			t.Fatal(err)
		}
		w.clock.add(time.Minute)
		if rb := w.run(b); !rb.Leader {
			t.Fatal("b did not take the free lease")
		}
		if ra := w.run(a); ra.Leader {
			t.Fatal("a took b's lease")
		}
		// A lease that is not renewed expires.
		w.clock.add(10 * time.Minute)
		if ra := w.run(a); !ra.Leader {
			t.Fatal("a did not take the expired lease")
		}
	}
}

// Run stops when its context ends, and gives up the lease.
func TestRunStops(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		wk := w.worker("a")
		wk.Tick = 5 * time.Millisecond
		c, cancel := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { wk.Run(c); close(done) }()
		time.Sleep(30 * time.Millisecond)
		cancel()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatal("Run did not stop")
		}
		if ok, err := db.TakeLease(ctx, alerts.LeaseName, "b", time.Minute); err != nil || !ok {
			t.Fatalf("the lease was kept: %v %v", ok, err)
		}
	})
}

func TestSalary(t *testing.T) {
	n := func(v int64) *int64 { return &v }
	for _, c := range []struct {
		min, max *int64
		want     string
	}{
		{n(80000), n(1200000), "LKR 80,000 - 1,200,000"}, {n(500), nil, "LKR 500+"}, {nil, nil, ""}, {n(100), n(100), "LKR 100"},
	} {
		if got := alerts.Salary(&jobportal.Job{SalaryMin: c.min, SalaryMax: c.max, Currency: "LKR"}); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}
