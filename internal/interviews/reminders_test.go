package interviews_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"jobportal/internal/interviews"
	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/outbox"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// world is an approved job of an employer who reads English and an
// application of a job seeker who reads Sinhala, on a store whose clock the
// test moves.
type world struct {
	db      *store.DB
	now     time.Time
	app     *jobportal.Application
	poster  jobportal.Mover
	sent    *mail.Capture
	letters *interviews.Letters
}

func newWorld(t *testing.T, db *store.DB) *world {
	t.Helper()
	ctx := context.Background()
	w := &world{db: db, now: time.Date(2026, 3, 1, 4, 30, 0, 0, time.UTC), sent: &mail.Capture{}}
	db.Now = func() time.Time { return w.now }
	employer, err := db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerCompany, Name: "Kelani Hardware",
		Email: "hr@kelani.lk", ContactPerson: "Sunil"}, "h")
	if err != nil {
		t.Fatal(err)
	}
	seeker, err := db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerIndividual, Name: "Nimali Perera",
		Email: "nimali@example.lk"}, "h")
	if err != nil {
		t.Fatal(err)
	}
	prefs := jobportal.DefaultPreferences()
	prefs.Language = "si"
	if err := db.SavePreferences(ctx, seeker.ID, &prefs); err != nil {
		t.Fatal(err)
	}
	j := &jobportal.Job{Title: "Stores Assistant", Slug: "stores-assistant", Description: "Keep the stock book.",
		CompanyName: "Kelani Hardware", Location: "Gampaha", JobType: "Full Time Jobs", ExperienceLevel: "Entry Level",
		MainTopic: "Private Jobs", Currency: "LKR", ClosingDate: "2026-03-31", Status: jobportal.JobApproved,
		ApplyMethod: jobportal.ApplyOnSite, PostedBy: jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: employer.ID}}
	if err := db.CreateJob(ctx, j); err != nil {
		t.Fatal(err)
	}
	w.app, err = db.CreateApplication(ctx, &jobportal.Application{JobID: j.ID, Applicant: jobportal.ApplicationApplicant{ID: seeker.ID},
		CoverLetter: "Hello.", CVKey: "cv/1.pdf", CV: jobportal.CVFile{Name: "cv.pdf", Type: "application/pdf", Size: 10}})
	if err != nil {
		t.Fatal(err)
	}
	w.poster = jobportal.Mover{Kind: jobportal.KindCustomer, ID: employer.ID, Name: "Kelani Hardware"}
	w.letters = &interviews.Letters{BaseURL: "https://jobs.example.lk", Now: db.Now}
	return w
}

// send sends the emails queued since the last call and returns them.
func (w *world) send(t *testing.T) []mail.Message {
	t.Helper()
	before := len(w.sent.Messages())
	worker := &outbox.Worker{DB: w.db, Mail: w.sent, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Holder: "test", Parallel: 1}
	if err := worker.Drain(context.Background()); err != nil {
		t.Fatal(err)
	}
	return w.sent.Messages()[before:]
}

func TestRemindersGoOnceTheDayBeforeInEachSidesLanguage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db)
		start := w.now.Add(72 * time.Hour) // 10:00 in Colombo on 4 March
		iv, err := db.ProposeInterview(ctx, w.app.ID, jobportal.InterviewProposal{Kind: jobportal.InterviewVideo,
			Link: "https://meet.example.lk/abc", Slots: []jobportal.InterviewSlotTime{{Start: start, Minutes: 30}}}, w.poster, w.letters.Changed)
		if err != nil {
			t.Fatal(err)
		}
		proposal := w.send(t)
		if len(proposal) != 1 || proposal[0].To != "nimali@example.lk" || !strings.Contains(proposal[0].Text, "10:00–10:30") ||
			!strings.Contains(proposal[0].Text, "මාර්තු") || len(proposal[0].Attachments) != 0 {
			t.Fatalf("the proposal, in Sinhala: %+v", proposal)
		}
		if _, err := db.PickInterviewTime(ctx, iv.ID, iv.Slots[0].ID, iv.Version, w.letters.Changed); err != nil {
			t.Fatal(err)
		}
		confirmations := w.send(t)
		if len(confirmations) != 2 {
			t.Fatalf("confirmations %+v", confirmations)
		}
		for _, m := range confirmations {
			if len(m.Attachments) != 1 || !strings.Contains(string(m.Attachments[0].Data), "DTSTART:20260304T043000Z") {
				t.Errorf("the confirmation to %s: %+v", m.To, m.Attachments)
			}
		}

		reminders := &interviews.Reminders{DB: db, Letters: w.letters, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
		if n, err := reminders.RunOnce(ctx); err != nil || n != 0 {
			t.Fatalf("reminded %d three days ahead (%v)", n, err)
		}
		w.now = start.Add(-23 * time.Hour)
		if n, err := reminders.RunOnce(ctx); err != nil || n != 1 {
			t.Fatalf("reminded %d the day before (%v)", n, err)
		}
		if n, _ := reminders.RunOnce(ctx); n != 0 {
			t.Fatal("reminded twice")
		}
		sent := w.send(t)
		if len(sent) != 2 {
			t.Fatalf("reminders %+v", sent)
		}
		byTo := map[string]mail.Message{}
		for _, m := range sent {
			byTo[m.To] = m
		}
		if m := byTo["nimali@example.lk"]; !strings.Contains(m.Subject, "සිහිකැඳවීම") || !strings.Contains(m.Text, "https://meet.example.lk/abc") {
			t.Errorf("the applicant's reminder, in Sinhala: %q / %q", m.Subject, m.Text)
		}
		if m := byTo["hr@kelani.lk"]; !strings.HasPrefix(m.Subject, "Reminder: interview tomorrow") || !strings.Contains(m.Text, "Nimali Perera") {
			t.Errorf("the employer's reminder, in English: %q / %q", m.Subject, m.Text)
		}
	})
}

func TestARescheduleEndsTheBookingInBothCalendars(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db)
		slot := func(h int) []jobportal.InterviewSlotTime {
			return []jobportal.InterviewSlotTime{{Start: w.now.Add(time.Duration(h) * time.Hour), Minutes: 45}}
		}
		iv, err := db.ProposeInterview(ctx, w.app.ID, jobportal.InterviewProposal{Kind: jobportal.InterviewPhone, Slots: slot(30)}, w.poster, w.letters.Changed)
		if err != nil {
			t.Fatal(err)
		}
		if iv, err = db.PickInterviewTime(ctx, iv.ID, iv.Slots[0].ID, iv.Version, w.letters.Changed); err != nil {
			t.Fatal(err)
		}
		w.send(t)
		if _, err := db.ProposeInterview(ctx, w.app.ID, jobportal.InterviewProposal{Kind: jobportal.InterviewPhone, Slots: slot(50),
			Version: iv.Version}, w.poster, w.letters.Changed); err != nil {
			t.Fatal(err)
		}
		sent := w.send(t)
		if len(sent) != 2 {
			t.Fatalf("emails %+v", sent)
		}
		for _, m := range sent {
			ics := string(m.Attachments[0].Data)
			for _, want := range []string{"METHOD:CANCEL", "STATUS:CANCELLED", "SEQUENCE:2", w.letters.UID(iv), "mailto:" + m.To} {
				if !strings.Contains(strings.ReplaceAll(ics, "\r\n ", ""), want) {
					t.Errorf("the file to %s has no %q:\n%s", m.To, want, ics)
				}
			}
		}
		if !strings.Contains(sent[0].Subject+sent[1].Subject, "නව වේලාවන්") {
			t.Errorf("the applicant is not told of the new times in Sinhala: %q", sent[0].Subject+sent[1].Subject)
		}
	})
}
