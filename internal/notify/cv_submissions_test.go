package notify_test

import (
	"strings"
	"testing"

	"jobportal/internal/notify"
)

func TestCVSubmissionEmails(t *testing.T) {
	for _, l := range notify.Langs {
		t.Run("the acknowledgement is written in "+string(l), func(t *testing.T) {
			m, err := notify.CVSubmissionReceived(l, "nimali@example.lk", notify.CVReceived{Name: "Nimali",
				MainTopic: "Private Jobs", SubTopic: "IT and Software"})
			if err != nil {
				t.Fatal(err)
			}
			english, _ := notify.CVSubmissionReceived(notify.English, "nimali@example.lk", notify.CVReceived{Name: "Nimali",
				MainTopic: "Private Jobs", SubTopic: "IT and Software"})
			if m.To != "nimali@example.lk" || !strings.Contains(m.Text, "Nimali") || !strings.Contains(m.Text, "Private Jobs (IT and Software)") {
				t.Fatalf("%+v", m)
			}
			if l != notify.English && (m.Subject == english.Subject || m.Text == english.Text) {
				t.Fatalf("written in English: %q", m.Subject)
			}
		})
		t.Run("an admin's message is passed on in "+string(l), func(t *testing.T) {
			m, err := notify.CVSubmissionContact(l, "nimali@example.lk", notify.CVContact{Name: "Nimali",
				Subject: "An interview\nat Lanka Software", Message: "Can you come on Monday at 10?"})
			if err != nil {
				t.Fatal(err)
			}
			if m.Subject != "An interview at Lanka Software" || !strings.Contains(m.Text, "Can you come on Monday at 10?") ||
				!strings.Contains(m.Text, "Nimali") {
				t.Fatalf("%+v", m)
			}
		})
	}
	t.Run("without a sub-topic, none is named", func(t *testing.T) {
		m, _ := notify.CVSubmissionReceived(notify.English, "a@example.lk", notify.CVReceived{Name: "A", MainTopic: "Government Jobs"})
		if strings.Contains(m.Text, "()") || !strings.Contains(m.Text, "Government Jobs,") {
			t.Fatalf("%q", m.Text)
		}
	})
}
