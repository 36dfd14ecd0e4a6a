package notify_test

import (
	"strings"
	"testing"
	"time"

	"jobportal/internal/mail"
	"jobportal/internal/notify"
)

func TestInterviewTimeIsWrittenInSriLankaTimeInEachLanguage(t *testing.T) {
	start := time.Date(2026, 12, 5, 5, 0, 0, 0, time.UTC) // 10:30 in Colombo, a Saturday
	for lang, want := range map[notify.Lang]string{
		notify.English: "Saturday 5 December 2026, 10:30–11:15 (Sri Lanka time)",
		notify.Sinhala: "2026 දෙසැම්බර් 5, සෙනසුරාදා, 10:30–11:15 (ශ්\u200dරී ලංකා වේලාව)",
		notify.Tamil:   "2026 டிசம்பர் 5, சனி, 10:30–11:15 (இலங்கை நேரம்)",
	} {
		if got := notify.InterviewTime(lang, start, 45); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	if got := notify.InterviewTime(notify.Lang("fr"), start, 30); !strings.HasPrefix(got, "Saturday") {
		t.Errorf("an unknown language: %q", got)
	}
}

func TestEveryInterviewEmailIsWrittenInEveryLanguage(t *testing.T) {
	base := notify.InterviewNews{Name: "Nimali", Applicant: "Nimali Perera", Title: "Stores Assistant", Company: "Kelani Hardware",
		Kind: "in_person", Address: "12 Kandy Road, Kelaniya", Note: "Bring your NIC.", DashboardURL: "https://jobs.example.lk/customer/dashboard"}
	with := func(change func(*notify.InterviewNews)) notify.InterviewNews {
		d := base
		change(&d)
		return d
	}
	cases := []struct {
		name  string
		make  func(notify.Lang, string, notify.InterviewNews) (mail.Message, error)
		data  notify.InterviewNews
		shows []string
	}{
		{"proposal", notify.InterviewProposed, with(func(d *notify.InterviewNews) { d.Times = []string{"TIME-ONE", "TIME-TWO"} }),
			[]string{"Stores Assistant", "Kelani Hardware", "TIME-ONE", "TIME-TWO", "12 Kandy Road, Kelaniya", "Bring your NIC."}},
		{"proposal again by video", notify.InterviewProposed, with(func(d *notify.InterviewNews) {
			d.Times, d.Again, d.Kind, d.Link = []string{"TIME-ONE"}, true, "video", "https://meet.example.lk/x"
		}), []string{"TIME-ONE", "https://meet.example.lk/x"}},
		{"reschedule", notify.InterviewProposed, with(func(d *notify.InterviewNews) { d.Times, d.Again, d.Rescheduled = []string{"TIME-ONE"}, true, true }),
			[]string{"TIME-ONE"}},
		{"booking to the applicant", notify.InterviewBooked, with(func(d *notify.InterviewNews) { d.When = "WHEN" }),
			[]string{"WHEN", "Kelani Hardware", "12 Kandy Road, Kelaniya", "Bring your NIC."}},
		{"booking to the employer by phone", notify.InterviewBooked, with(func(d *notify.InterviewNews) {
			d.When, d.ForEmployer, d.Name, d.Kind = "WHEN", true, "Kelani Hardware", "phone"
		}), []string{"WHEN", "Nimali Perera"}},
		{"a request for other times", notify.InterviewChangeAsked, with(func(d *notify.InterviewNews) {
			d.ForEmployer, d.ChangeNote = true, "After 3 pm please"
		}), []string{"Nimali Perera", "After 3 pm please"}},
		{"a cancellation by the employer of a booking", notify.InterviewCancelled, with(func(d *notify.InterviewNews) {
			d.ByEmployer, d.When = true, "WHEN"
		}), []string{"Kelani Hardware", "WHEN"}},
		{"a cancellation by the applicant of a proposal", notify.InterviewCancelled, with(func(d *notify.InterviewNews) { d.ForEmployer = true }),
			[]string{"Nimali Perera"}},
		{"a cancellation of a booking by the applicant's withdrawal", notify.InterviewCancelled, with(func(d *notify.InterviewNews) {
			d.Withdrawn, d.When = true, "WHEN"
		}), []string{"Stores Assistant", "WHEN"}},
		{"a reminder", notify.InterviewReminder, with(func(d *notify.InterviewNews) { d.When = "WHEN" }), []string{"WHEN", "Kelani Hardware"}},
		{"a reminder to the employer", notify.InterviewReminder, with(func(d *notify.InterviewNews) { d.When, d.ForEmployer = "WHEN", true }),
			[]string{"WHEN", "Nimali Perera"}},
	}
	for _, c := range cases {
		english, err := c.make(notify.English, "nimali@example.lk", c.data)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range notify.Langs {
			t.Run("the "+c.name+" email in "+string(l), func(t *testing.T) {
				m, err := c.make(l, "nimali@example.lk", c.data)
				if err != nil {
					t.Fatal(err)
				}
				all := m.Subject + "\n" + m.Text
				for _, s := range append(c.shows, "https://jobs.example.lk/customer/dashboard") {
					if !strings.Contains(all, s) {
						t.Errorf("%q is not in %q", s, all)
					}
				}
				if strings.Contains(m.Subject, "\n") || strings.Contains(all, "<no value>") {
					t.Errorf("%q", all)
				}
				if l != notify.English && (m.Subject == english.Subject || m.Text == english.Text) {
					t.Errorf("written in English: %q", m.Subject)
				}
			})
		}
	}
}
