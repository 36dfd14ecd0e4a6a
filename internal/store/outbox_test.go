package store_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func outboxRows(t *testing.T, db *store.DB) []store.OutboxState {
	t.Helper()
	s, err := db.OutboxStates(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestAnEmailGoesOnlyWithItsChange(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		m := mail.Message{To: "hr@lsl.lk", Subject: "A new application", Text: "Nimali applied."}
		t.Run("a change that fails queues nothing", func(t *testing.T) {
			_, err := db.CreateApplication(ctx, &jobportal.Application{JobID: 999999,
				Applicant: jobportal.ApplicationApplicant{ID: 1}, CVKey: "cv/x.pdf"}, m)
			if jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatalf("applied for a missing job: %v", err)
			}
			if rows := outboxRows(t, db); len(rows) != 0 {
				t.Fatalf("the outbox holds %+v", rows)
			}
			if list, _, _ := db.ListEmails(ctx, jobportal.EmailLogFilter{Page: jobportal.Page{Number: 1, Limit: 10}}); len(list) != 0 {
				t.Fatalf("the email log holds %+v", list)
			}
		})
		t.Run("a reset link is queued for an active account, and nothing for an unknown address", func(t *testing.T) {
			c, err := db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerIndividual, Name: "Nimali",
				Email: "nimali@example.lk"}, "hash")
			if err != nil {
				t.Fatal(err)
			}
			var wrote []string
			write := func(c *jobportal.Customer, lang string) (mail.Message, error) {
				wrote = append(wrote, c.Email+" "+lang)
				return mail.Message{To: c.Email, Subject: "Reset your password", Text: "Open the link."}, nil
			}
			if err := db.RequestPasswordReset(ctx, "nobody@example.lk", "hash-1", time.Hour, write); err != nil {
				t.Fatal(err)
			}
			if rows := outboxRows(t, db); len(rows) != 0 {
				t.Fatalf("an unknown address queued %+v", rows)
			}
			if err := db.RequestPasswordReset(ctx, c.Email, "hash-2", time.Hour, write); err != nil {
				t.Fatal(err)
			}
			if rows := outboxRows(t, db); len(rows) != 1 || rows[0].Recipient != c.Email || rows[0].State != "queued" {
				t.Fatalf("the outbox holds %+v", rows)
			}
			if err := db.CheckPasswordReset(ctx, "hash-2"); err != nil {
				t.Fatalf("the link was not stored with its email: %v", err)
			}
			if err := db.CheckPasswordReset(ctx, "hash-1"); err == nil {
				t.Fatal("a link was stored for an unknown address")
			}
			// The same work either way: the email is written for both.
			if len(wrote) != 2 || wrote[1] != "nimali@example.lk en" {
				t.Fatalf("wrote %q", wrote)
			}
		})
	})
}

func TestEmailsQueuedTogetherKeepTheirOwnLogEntries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var batch []mail.Message
		for _, to := range []string{"a@example.lk", "b@example.lk", "c@example.lk", "d@example.lk", "e@example.lk"} {
			batch = append(batch, mail.Message{To: to, Subject: "For " + to, Text: "Hello " + to})
		}
		if err := db.QueueEmails(ctx, batch...); err != nil {
			t.Fatal(err)
		}
		claimed, err := db.ClaimEmails(ctx, "w", 10, time.Minute)
		if err != nil || len(claimed) != 5 {
			t.Fatalf("claimed %d (%v)", len(claimed), err)
		}
		for _, e := range claimed {
			if e.Subject != "For "+e.To || e.Text != "Hello "+e.To {
				t.Fatalf("claimed %+v", e)
			}
			if e.To == "c@example.lk" {
				err = db.EmailFailedForGood(ctx, e.ID, "w", "550 no such mailbox")
			} else {
				err = db.EmailSent(ctx, e.ID, "w", mail.StatusSent)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		list, _, err := db.ListEmails(ctx, jobportal.EmailLogFilter{Page: jobportal.Page{Number: 1, Limit: 10}})
		if err != nil || len(list) != 5 {
			t.Fatalf("%d logged (%v)", len(list), err)
		}
		for _, l := range list {
			want := jobportal.EmailSent
			if l.Recipient == "c@example.lk" {
				want = jobportal.EmailFailed
			}
			if l.Status != want || l.Subject != "For "+l.Recipient {
				t.Errorf("logged %+v, want status %s", l, want)
			}
		}
	})
}

func TestAClaimTakesNoMoreThanAskedForOldestFirst(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var batch []mail.Message
		for i := range 5 {
			batch = append(batch, mail.Message{To: fmt.Sprintf("p%d@example.lk", i), Subject: "Hello", Text: "Hello"})
		}
		if err := db.QueueEmails(ctx, batch...); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			n    int
			want []string
		}{{1, []string{"p0"}}, {2, []string{"p1", "p2"}}, {10, []string{"p3", "p4"}}, {10, nil}} {
			claimed, err := db.ClaimEmails(ctx, "w", c.n, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range claimed {
				got = append(got, strings.TrimSuffix(e.To, "@example.lk"))
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("claiming %d took %q, want %q", c.n, got, c.want)
			}
		}
	})
}

func TestAnEmailKeepsItsAttachmentsInTheOutbox(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ics := []byte("BEGIN:VCALENDAR\r\nSUMMARY:සම්මුඛ\r\nEND:VCALENDAR\r\n")
		m := mail.Message{To: "nimali@example.lk", Subject: "Interview booked", Text: "See the file.",
			Attachments: []mail.Attachment{{Name: "interview.ics", ContentType: "text/calendar; charset=utf-8; method=REQUEST", Data: ics}}}
		plain := mail.Message{To: "kasun@example.lk", Subject: "News", Text: "No file."}
		if err := db.QueueEmails(ctx, m, plain); err != nil {
			t.Fatal(err)
		}
		got, err := db.ClaimEmails(ctx, "w1", 10, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 {
			t.Fatalf("claimed %d emails", len(got))
		}
		a := got[0].Attachments
		if len(a) != 1 || a[0].Name != "interview.ics" || a[0].ContentType != m.Attachments[0].ContentType || string(a[0].Data) != string(ics) {
			t.Errorf("attachments %+v", a)
		}
		if len(got[1].Attachments) != 0 {
			t.Errorf("an email without files came with %+v", got[1].Attachments)
		}
	})
}
