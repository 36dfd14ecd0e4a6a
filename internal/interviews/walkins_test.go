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
	"jobportal/internal/notify"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestWalkInRemindersGoOnceInTheSeekersLanguageWithACalendarFile(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db) // 10:00 in Colombo on 1 March; the seeker reads Sinhala
		j := &jobportal.Job{Title: "Machine Operator", Slug: "machine-operator", Description: "Run the line.",
			CompanyName: "Kelani Garments", Location: "Gampaha", JobType: "Full Time Jobs", ExperienceLevel: "Entry Level",
			MainTopic: "Private Jobs", Currency: "LKR", ClosingDate: "2026-03-31", Status: jobportal.JobApproved,
			ApplyMethod: jobportal.ApplyOnSite, PostedBy: w.app.JobPostedBy,
			WalkIn: &jobportal.WalkIn{Date: "2026-03-04", StartTime: "09:00", EndTime: "13:00",
				Address: "45 Negombo Road, Wattala", Documents: "NIC", RSVP: true}}
		if err := db.CreateJob(ctx, j); err != nil {
			t.Fatal(err)
		}
		if _, err := db.RSVPWalkIn(ctx, j.ID, w.app.Applicant.ID); err != nil {
			t.Fatal(err)
		}
		reminders := &interviews.WalkInReminders{DB: db, Letters: w.letters, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
		if n, err := reminders.RunOnce(ctx); err != nil || n != 0 {
			t.Fatalf("reminded %d three days ahead (%v)", n, err)
		}
		w.now = time.Date(2026, 3, 3, 5, 0, 0, 0, time.UTC) // 10:30 the day before in Colombo
		if n, err := reminders.RunOnce(ctx); err != nil || n != 1 {
			t.Fatalf("reminded %d the day before (%v)", n, err)
		}
		if n, _ := reminders.RunOnce(ctx); n != 0 {
			t.Fatal("reminded twice")
		}
		sent := w.send(t)
		if len(sent) != 1 {
			t.Fatalf("reminders %+v", sent)
		}
		m := sent[0]
		if m.To != "nimali@example.lk" || !strings.Contains(m.Subject, "සිහිකැඳවීම") || !strings.Contains(m.Text, "09:00–13:00") ||
			!strings.Contains(m.Text, "45 Negombo Road, Wattala") || !strings.Contains(m.Text, "https://jobs.example.lk/job/") {
			t.Fatalf("the reminder, in Sinhala: %q / %q", m.Subject, m.Text)
		}
		if len(m.Attachments) != 1 || !strings.Contains(string(m.Attachments[0].Data), "DTSTART:20260304T033000Z") ||
			!strings.Contains(string(m.Attachments[0].Data), "DTEND:20260304T073000Z") {
			t.Fatalf("calendar file %+v", m.Attachments)
		}
	})
}

func TestWalkInReminderInEachLanguage(t *testing.T) {
	d := notify.WalkInNews{Name: "Nimali", Title: "Machine Operator", Company: "Kelani Garments", When: "x",
		Address: "Wattala", Documents: "NIC", JobURL: "https://jobs.example.lk/job/1/machine-operator"}
	for lang, word := range map[notify.Lang]string{notify.English: "Reminder", notify.Sinhala: "සිහිකැඳවීම", notify.Tamil: "நினைவூட்டல்"} {
		m, err := notify.WalkInReminder(lang, "n@example.lk", d)
		if err != nil || !strings.Contains(m.Subject, word) || !strings.Contains(m.Text, "NIC") || !strings.Contains(m.Text, d.JobURL) {
			t.Errorf("%s: %q %q %v", lang, m.Subject, m.Text, err)
		}
	}
}
