package httpapi_test

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"jobportal/internal/httpapi"
	"jobportal/internal/mail"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestMetricsShowTheOutboxDepth(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		const token = "outbox-metrics-token-2026"
		e := newEnvWith(t, db, httpapi.Config{BaseURL: "http://localhost:8080", MetricsToken: token}, testApp, nil)
		want := func(t *testing.T, lines ...string) {
			t.Helper()
			r := httptest.NewRequest("GET", "/metrics", nil)
			r.Header.Set("Authorization", "Bearer "+token)
			w := httptest.NewRecorder()
			e.srv.ServeHTTP(w, r)
			if w.Code != 200 {
				t.Fatalf("metrics: %d %s", w.Code, w.Body.String())
			}
			for _, l := range lines {
				if !strings.Contains(w.Body.String(), "\n"+l+"\n") {
					t.Errorf("metrics lack %q:\n%s", l, w.Body.String())
				}
			}
		}
		queue := func(to string) {
			t.Helper()
			if err := db.QueueEmails(ctxb, mail.Message{To: to, Subject: "Your application", Text: "Thank you."}); err != nil {
				t.Fatal(err)
			}
		}

		t.Run("an empty outbox is three zeros", func(t *testing.T) {
			want(t, "# TYPE outbox_emails_waiting gauge", "outbox_emails_waiting 0",
				"# TYPE outbox_oldest_waiting_age_seconds gauge", "outbox_oldest_waiting_age_seconds 0",
				"# TYPE outbox_emails_failed_for_good gauge", "outbox_emails_failed_for_good 0")
		})
		t.Run("waiting emails, the oldest one's age and those failed for good are counted", func(t *testing.T) {
			queue("first@example.lk")
			now = now.Add(time.Minute)
			queue("second@example.lk")
			queue("third@example.lk")
			now = now.Add(30 * time.Second)
			want(t, "outbox_emails_waiting 3", "outbox_oldest_waiting_age_seconds 90", "outbox_emails_failed_for_good 0")

			claimed, err := db.ClaimEmails(ctxb, "other-server", 2, time.Minute)
			if err != nil || len(claimed) != 2 || claimed[0].To != "first@example.lk" {
				t.Fatalf("claimed %v, %v", claimed, err)
			}
			if err := db.EmailFailedForGood(ctxb, claimed[0].ID, "other-server", "550 no such mailbox"); err != nil {
				t.Fatal(err)
			}
			// The second is being sent by another server: it still waits.
			want(t, "outbox_emails_waiting 2", "outbox_oldest_waiting_age_seconds 30", "outbox_emails_failed_for_good 1")
			if err := db.ReleaseEmail(ctxb, claimed[1].ID, "other-server"); err != nil {
				t.Fatal(err)
			}
		})
		t.Run("once the emails are sent none waits and the failed one stays", func(t *testing.T) {
			e.mail.drain()
			if n := len(e.mail.Capture.Messages()); n != 2 {
				t.Fatalf("%d emails sent, want 2", n)
			}
			want(t, "outbox_emails_waiting 0", "outbox_oldest_waiting_age_seconds 0", "outbox_emails_failed_for_good 1")
		})
	})
}
