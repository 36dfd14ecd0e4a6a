package notify_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"text/template"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/notify"
)

// message is one email of each kind, made with values that must all show.
type message struct {
	name  string
	make  func(notify.Lang) (mail.Message, error)
	shows []string
}

func messages() []message {
	ms := []message{
		{"password reset", func(l notify.Lang) (mail.Message, error) {
			return notify.PasswordResetLink(l, "nimali@example.lk", notify.PasswordReset{Name: "Nimali",
				Link: "https://jobs.example.lk/customer/reset-password?token=abc"})
		}, []string{"Nimali", "https://jobs.example.lk/customer/reset-password?token=abc"}},
		{"email confirmation", func(l notify.Lang) (mail.Message, error) {
			return notify.EmailConfirmation(l, "nimali@example.lk", notify.EmailConfirm{Name: "Nimali",
				Link: "https://jobs.example.lk/customer/confirm-email?token=abc", Days: 7})
		}, []string{"Nimali", "https://jobs.example.lk/customer/confirm-email?token=abc", "7"}},
		{"job approved", func(l notify.Lang) (mail.Message, error) {
			return notify.JobApproved(l, "hr@example.lk", notify.JobDecision{Name: "Lanka Software", Title: "Night Receptionist",
				URL: "https://jobs.example.lk/job/7/night-receptionist", ClosingDate: "2026-12-31"})
		}, []string{"Lanka Software", "Night Receptionist", "https://jobs.example.lk/job/7/night-receptionist", "2026-12-31"}},
		{"job rejected with a reason", func(l notify.Lang) (mail.Message, error) {
			return notify.JobRejected(l, "hr@example.lk", notify.JobDecision{Name: "Lanka Software", Title: "Night Receptionist",
				DashboardURL: "https://jobs.example.lk/customer/dashboard", Reason: "Please add the salary."})
		}, []string{"Lanka Software", "Night Receptionist", "https://jobs.example.lk/customer/dashboard", "Please add the salary."}},
		{"job change approved", func(l notify.Lang) (mail.Message, error) {
			return notify.JobChangeApproved(l, "hr@example.lk", notify.JobDecision{Name: "Lanka Software", Title: "Senior Night Receptionist",
				URL: "https://jobs.example.lk/job/7/senior-night-receptionist"})
		}, []string{"Lanka Software", "Senior Night Receptionist", "https://jobs.example.lk/job/7/senior-night-receptionist"}},
		{"job change rejected with a reason", func(l notify.Lang) (mail.Message, error) {
			return notify.JobChangeRejected(l, "hr@example.lk", notify.JobDecision{Name: "Lanka Software", Title: "Night Receptionist",
				DashboardURL: "https://jobs.example.lk/customer/dashboard", Reason: "Name the hotel."})
		}, []string{"Lanka Software", "Night Receptionist", "https://jobs.example.lk/customer/dashboard", "Name the hotel."}},
		{"company approved", func(l notify.Lang) (mail.Message, error) {
			return notify.CompanyApproved(l, "hr@example.lk", notify.CompanyDecision{Name: "Hill Country Hotels", Contact: "Ruwan",
				URL: "https://jobs.example.lk/company/3/hill-country-hotels"})
		}, []string{"Hill Country Hotels", "Ruwan", "https://jobs.example.lk/company/3/hill-country-hotels"}},
		{"company rejected with a reason", func(l notify.Lang) (mail.Message, error) {
			return notify.CompanyRejected(l, "hr@example.lk", notify.CompanyDecision{Name: "Hill Country Hotels", Contact: "Ruwan",
				DashboardURL: "https://jobs.example.lk/customer/dashboard", Reason: "Please add a real address."})
		}, []string{"Hill Country Hotels", "Ruwan", "https://jobs.example.lk/customer/dashboard", "Please add a real address."}},
		{"company change approved", func(l notify.Lang) (mail.Message, error) {
			return notify.CompanyChangeApproved(l, "hr@example.lk", notify.CompanyDecision{Name: "Hill Country Resorts", Contact: "Ruwan",
				URL: "https://jobs.example.lk/company/3/hill-country-resorts"})
		}, []string{"Hill Country Resorts", "Ruwan", "https://jobs.example.lk/company/3/hill-country-resorts"}},
		{"company change rejected with a reason", func(l notify.Lang) (mail.Message, error) {
			return notify.CompanyChangeRejected(l, "hr@example.lk", notify.CompanyDecision{Name: "Hill Country Hotels", Contact: "Ruwan",
				DashboardURL: "https://jobs.example.lk/customer/dashboard", Reason: "The website is not the hotel's."})
		}, []string{"Hill Country Hotels", "Ruwan", "https://jobs.example.lk/customer/dashboard", "The website is not the hotel's."}},
		{"contact form", func(l notify.Lang) (mail.Message, error) {
			return notify.ContactForm(l, "team@example.lk", notify.Contact{Name: "Sunil", Email: "sunil@example.lk",
				Subject: "Posting", Message: "How do I post a vacancy?"})
		}, []string{"Sunil", "sunil@example.lk", "Posting", "How do I post a vacancy?"}},
		{"new application", func(l notify.Lang) (mail.Message, error) {
			return notify.ApplicationReceived(l, "hr@example.lk", notify.NewApplication{Name: "Lanka Software",
				Applicant: "Nimali Perera", Title: "Software Engineer", DashboardURL: "https://jobs.example.lk/customer/dashboard"})
		}, []string{"Lanka Software", "Nimali Perera", "Software Engineer", "https://jobs.example.lk/customer/dashboard"}},
	}
	ms = append(ms, message{"application withdrawn", func(l notify.Lang) (mail.Message, error) {
		return notify.ApplicationWithdrawn(l, "hr@example.lk", notify.Withdrawal{Name: "Lanka Software", Applicant: "Nimali Perera",
			Title: "Software Engineer", Cancelled: []string{"Saturday 5 December 2026, 10:30–11:00 (Sri Lanka time)", ""},
			DashboardURL: "https://jobs.example.lk/customer/dashboard"})
	}, []string{"Lanka Software", "Nimali Perera", "Software Engineer", "Saturday 5 December 2026, 10:30–11:00 (Sri Lanka time)",
		"https://jobs.example.lk/customer/dashboard"}})
	for _, freq := range jobportal.Frequencies {
		ms = append(ms, message{"job alert " + freq, func(l notify.Lang) (mail.Message, error) {
			return notify.JobAlert(l, "nimali@example.lk", notify.AlertNews{Name: "Nimali", AlertName: "Kandy IT", Frequency: freq,
				Jobs: []notify.AlertJob{
					{Title: "Software Engineer", Employer: "Lanka Software", District: "Kandy", Salary: "LKR 150,000 - 250,000",
						Link: "https://jobs.example.lk/job/7/software-engineer"},
					{Title: "QA Engineer", Employer: "Hill Soft", District: "Kandy", Link: "https://jobs.example.lk/job/8/qa-engineer"}},
				ManageURL: "https://jobs.example.lk/customer/dashboard", UnsubscribeURL: "https://jobs.example.lk/alerts/unsubscribe?token=1.x"})
		}, []string{"Nimali", "Kandy IT", "Software Engineer", "Lanka Software", "LKR 150,000 - 250,000",
			"https://jobs.example.lk/job/7/software-engineer", "QA Engineer", "https://jobs.example.lk/job/8/qa-engineer",
			"https://jobs.example.lk/alerts/unsubscribe?token=1.x", "https://jobs.example.lk/customer/dashboard"}})
	}
	ms = append(ms, message{"new message", func(l notify.Lang) (mail.Message, error) {
		return notify.MessageReceived(l, "nimali@example.lk", notify.MessageNotice{Name: "Nimali", From: "Lanka Software",
			Title: "Software Engineer", Preview: "Could you come in on Monday?",
			URL: "https://jobs.example.lk/customer/dashboard?tab=applications&messages=7"})
	}, []string{"Nimali", "Lanka Software", "Software Engineer", "Could you come in on Monday?",
		"https://jobs.example.lk/customer/dashboard?tab=applications&messages=7"}})
	for _, status := range jobportal.ApplicationStatuses {
		ms = append(ms, message{"application " + status, func(l notify.Lang) (mail.Message, error) {
			return notify.ApplicationMoved(l, "nimali@example.lk", notify.ApplicationNews{Name: "Nimali", Title: "Software Engineer",
				Company: "Lanka Software", Status: status, DashboardURL: "https://jobs.example.lk/customer/dashboard"})
		}, []string{"Nimali", "Software Engineer", "Lanka Software", "https://jobs.example.lk/customer/dashboard"}})
	}
	return ms
}

func TestEveryMessageRendersInEveryLanguage(t *testing.T) {
	for _, m := range messages() {
		english, err := m.make(notify.English)
		if err != nil {
			t.Fatalf("%s in English: %v", m.name, err)
		}
		for _, l := range notify.Langs {
			t.Run("the "+m.name+" email is written in "+string(l), func(t *testing.T) {
				got, err := m.make(l)
				if err != nil {
					t.Fatal(err)
				}
				if got.To == "" || got.Subject == "" || got.Text == "" || strings.Contains(got.Subject, "\n") {
					t.Fatalf("incomplete: %+v", got)
				}
				for _, s := range m.shows {
					if !strings.Contains(got.Subject+"\n"+got.Text, s) {
						t.Errorf("%q is not in %q / %q", s, got.Subject, got.Text)
					}
				}
				if strings.Contains(got.Text, "<no value>") || strings.Contains(got.Subject, "<no value>") {
					t.Errorf("a value is missing: %q", got.Text)
				}
				if l != notify.English && (got.Subject == english.Subject || got.Text == english.Text) {
					t.Errorf("written in English: %q", got.Subject)
				}
			})
		}
	}
}

func TestStatusesAreTranslated(t *testing.T) {
	for _, l := range []notify.Lang{notify.Sinhala, notify.Tamil} {
		for _, status := range jobportal.ApplicationStatuses {
			t.Run("the status "+status+" is said in "+string(l), func(t *testing.T) {
				m, err := notify.ApplicationMoved(l, "nimali@example.lk", notify.ApplicationNews{Name: "Nimali",
					Title: "Engineer", Company: "Lanka Software", Status: status, DashboardURL: "https://jobs.example.lk"})
				if err != nil {
					t.Fatal(err)
				}
				if strings.Contains(m.Subject+m.Text, status) {
					t.Fatalf("the English word is left in: %q / %q", m.Subject, m.Text)
				}
			})
		}
	}
}

func TestUnknownLanguageFallsBackToEnglish(t *testing.T) {
	d := notify.PasswordReset{Name: "Nimali", Link: "https://jobs.example.lk/r"}
	got, err := notify.PasswordResetLink("fr", "n@example.lk", d)
	want, _ := notify.PasswordResetLink(notify.English, "n@example.lk", d)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("%+v, %v", got, err)
	}
}

// TestLanguagesDefineTheSameMessages keeps the three languages in step: a
// message added in English and forgotten in Sinhala fails here, not in an inbox.
func TestLanguagesDefineTheSameMessages(t *testing.T) {
	names := func(l notify.Lang) []string {
		set, err := template.ParseFS(notify.Templates, "templates/"+string(l)+"/*.tmpl")
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		var out []string
		for _, tmpl := range set.Templates() {
			if name := tmpl.Name(); strings.HasSuffix(name, ".subject") || strings.HasSuffix(name, ".body") {
				out = append(out, name)
			}
		}
		slices.Sort(out)
		return out
	}
	english := names(notify.English)
	for _, l := range notify.Langs[1:] {
		if got := names(l); !slices.Equal(got, english) {
			t.Errorf("%s defines %q, English %q", l, got, english)
		}
	}
}

// A job alert's email carries RFC 8058's one-click unsubscribe headers, and
// the unsubscribe page is written in every language.
func TestJobAlertHeadersAndPage(t *testing.T) {
	m, err := notify.JobAlert(notify.Tamil, "n@example.lk", notify.AlertNews{Name: "N", AlertName: "A", Frequency: "daily",
		Jobs:      []notify.AlertJob{{Title: "T", Employer: "E", District: "Kandy", Link: "https://x/job/1/t"}},
		ManageURL: "https://x/customer/dashboard", UnsubscribeURL: "https://x/alerts/unsubscribe?token=1.y"})
	if err != nil {
		t.Fatal(err)
	}
	if m.Headers["List-Unsubscribe"] != "<https://x/alerts/unsubscribe?token=1.y>" ||
		m.Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" {
		t.Fatalf("headers %v", m.Headers)
	}
	en, _, _, _ := notify.UnsubscribeTexts(notify.English, notify.UnsubscribePage{AlertName: "A"})
	for _, l := range notify.Langs[1:] {
		for _, d := range []notify.UnsubscribePage{{AlertName: "A"}, {AlertName: "A", Done: true}, {Invalid: true}} {
			title, text, button, err := notify.UnsubscribeTexts(l, d)
			if err != nil || title == "" || text == "" || button == "" || (!d.Done && !d.Invalid && title == en) {
				t.Fatalf("%s %+v: %q %q %q %v", l, d, title, text, button, err)
			}
		}
	}
}
