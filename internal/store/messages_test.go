package store_test

import (
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		job := w.add("Accounts Assistant", w.byCompany(w.company))
		other := w.add("Store Keeper", w.byCompany(w.company))
		kasun := mustCreateCustomer(t, db, "kasun@example.lk")
		app := w.apply(job.ID, w.person, "cv/1.pdf")
		elsewhere := w.apply(other.ID, kasun, "cv/2.pdf")
		employer := store.MessageAuthor{Side: jobportal.SideEmployer, ID: w.company.ID, Name: "Lanka Software Labs"}
		applicant := store.MessageAuthor{Side: jobportal.SideApplicant, ID: w.person.ID, Name: "Nimali"}
		toApplicant := &mail.Message{To: "nimali@example.lk", Subject: "New message", Text: "x"}
		toEmployer := &mail.Message{To: "hr@lsl.lk", Subject: "New message", Text: "x"}
		waiting := func() int64 {
			d, err := db.OutboxDepth(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return d.Waiting
		}
		post := func(by store.MessageAuthor, body, key string, notice *mail.Message) (*jobportal.Message, bool) {
			t.Helper()
			m, created, err := db.PostMessage(ctx, app.ID, by, body, key, notice)
			if err != nil {
				t.Fatal(err)
			}
			return m, created
		}

		t.Run("the first message is stored, counted unread for the other side and notices them", func(t *testing.T) {
			before := waiting()
			m, created := post(employer, "Could you come in on Monday?", "k1", toApplicant)
			if !created || m.Side != jobportal.SideEmployer || m.AuthorName != "Lanka Software Labs" || m.ReadAt != nil {
				t.Fatalf("%+v created=%v", m, created)
			}
			if got := waiting() - before; got != 1 {
				t.Fatalf("queued %d notices, want 1", got)
			}
			unread, err := db.CustomerUnreadMessages(ctx, w.person.ID)
			if err != nil || unread[app.ID] != 1 || len(unread) != 1 {
				t.Fatalf("applicant's unread %v, %v", unread, err)
			}
			if mine, _ := db.JobUnreadMessages(ctx, job.ID); len(mine) != 0 {
				t.Fatalf("the writer's own message counts for them: %v", mine)
			}
		})
		t.Run("the same key again stores nothing and returns the first message", func(t *testing.T) {
			before := waiting()
			m, created := post(employer, "Could you come in on Monday?", "k1", toApplicant)
			list, _, _ := db.ApplicationMessages(ctx, app.ID)
			if created || len(list) != 1 || m.ID != list[0].ID || waiting() != before {
				t.Fatalf("created=%v, %d messages", created, len(list))
			}
		})
		t.Run("a second message within 30 minutes while the first is unread sends no notice", func(t *testing.T) {
			w.clk.advance(10 * time.Minute)
			before := waiting()
			post(employer, "Or Tuesday, if that suits you better.", "k2", toApplicant)
			if got := waiting() - before; got != 0 {
				t.Fatalf("queued %d notices, want none", got)
			}
			if unread, _ := db.CustomerUnreadMessages(ctx, w.person.ID); unread[app.ID] != 2 {
				t.Fatalf("unread %v", unread)
			}
		})
		t.Run("after 30 minutes a new message notices again", func(t *testing.T) {
			w.clk.advance(31 * time.Minute)
			before := waiting()
			post(employer, "Please let us know.", "", toApplicant)
			if got := waiting() - before; got != 1 {
				t.Fatalf("queued %d notices, want 1", got)
			}
		})
		t.Run("reading marks the other side's messages read, and the next message notices at once", func(t *testing.T) {
			n, err := db.MarkMessagesRead(ctx, app.ID, jobportal.SideApplicant)
			if err != nil || n != 3 {
				t.Fatalf("marked %d, %v", n, err)
			}
			if unread, _ := db.CustomerUnreadMessages(ctx, w.person.ID); len(unread) != 0 {
				t.Fatalf("unread after reading %v", unread)
			}
			w.clk.advance(time.Minute)
			before := waiting()
			post(employer, "One more thing: bring your NIC.", "", toApplicant)
			if got := waiting() - before; got != 1 {
				t.Fatalf("queued %d notices, want 1", got)
			}
		})
		t.Run("the applicant's reply notices the employer, whose batch is their own", func(t *testing.T) {
			before := waiting()
			post(applicant, "Monday suits me, thank you.", "a1", toEmployer)
			post(applicant, "I will bring it.", "a2", toEmployer)
			if got := waiting() - before; got != 1 {
				t.Fatalf("queued %d notices, want 1", got)
			}
			unread, err := db.JobUnreadMessages(ctx, job.ID)
			if err != nil || unread[app.ID] != 2 || len(unread) != 1 {
				t.Fatalf("employer's unread %v, %v", unread, err)
			}
			if other, _ := db.JobUnreadMessages(ctx, other.ID); len(other) != 0 {
				t.Fatalf("another job's counts %v", other)
			}
		})
		t.Run("a thread lists its messages in order, each with when the other side read it", func(t *testing.T) {
			list, share, err := db.ApplicationMessages(ctx, app.ID)
			if err != nil || len(list) != 6 || share {
				t.Fatalf("%d messages, share=%v, %v", len(list), share, err)
			}
			if list[0].ReadAt == nil || list[4].ReadAt != nil || list[4].Side != jobportal.SideApplicant {
				t.Fatalf("%+v", list)
			}
			if empty, _, _ := db.ApplicationMessages(ctx, elsewhere.ID); len(empty) != 0 {
				t.Fatalf("another thread shows %d messages", len(empty))
			}
		})
		t.Run("the applicant's choice to share their address is kept per thread", func(t *testing.T) {
			if err := db.SetShareEmail(ctx, app.ID, true); err != nil {
				t.Fatal(err)
			}
			if _, share, _ := db.ApplicationMessages(ctx, app.ID); !share {
				t.Fatal("not shared")
			}
			if _, share, _ := db.ApplicationMessages(ctx, elsewhere.ID); share {
				t.Fatal("shared in another thread")
			}
			if err := db.SetShareEmail(ctx, app.ID, false); err != nil {
				t.Fatal(err)
			}
			if _, share, _ := db.ApplicationMessages(ctx, app.ID); share {
				t.Fatal("still shared")
			}
		})
		t.Run("erasing the employer's account takes the messages they wrote and leaves the applicant's", func(t *testing.T) {
			if _, _, err := db.PostMessage(ctx, elsewhere.ID, store.MessageAuthor{Side: jobportal.SideApplicant, ID: kasun.ID, Name: "Kasun"}, "Hello", "", nil); err != nil {
				t.Fatal(err)
			}
			if _, err := db.EraseCustomer(ctx, w.company.ID); err != nil {
				t.Fatal(err)
			}
			list, _, _ := db.ApplicationMessages(ctx, app.ID)
			if len(list) != 2 || list[0].Side != jobportal.SideApplicant {
				t.Fatalf("left %+v", list)
			}
		})
		t.Run("erasing the applicant's account takes their thread with their application", func(t *testing.T) {
			if _, err := db.EraseCustomer(ctx, kasun.ID); err != nil {
				t.Fatal(err)
			}
			if list, _, _ := db.ApplicationMessages(ctx, elsewhere.ID); len(list) != 0 {
				t.Fatalf("left %d messages", len(list))
			}
		})
	})
}
