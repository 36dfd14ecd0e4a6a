package store_test

import (
	"slices"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func statuses(list []*jobportal.Application) []string {
	out := make([]string, len(list))
	for i, a := range list {
		out[i] = a.Status
	}
	return out
}

func TestPipeline(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		job := w.add("Accounts Assistant", w.byCompany(w.company))
		other := w.add("Store Keeper")
		kasun := mustCreateCustomer(t, db, "kasun@example.lk")
		ruwan := mustCreateCustomer(t, db, "ruwan@example.lk")
		a1 := w.apply(job.ID, w.person, "cv/1.pdf")
		w.clk.advance(24 * time.Hour)
		a2 := w.apply(job.ID, kasun, "cv/2.pdf")
		w.clk.advance(24 * time.Hour)
		a3 := w.apply(job.ID, ruwan, "cv/3.pdf")
		elsewhere := w.apply(other.ID, kasun, "cv/4.pdf")
		poster := jobportal.Mover{Kind: jobportal.KindCustomer, ID: w.company.ID, Name: "Lanka Software Labs"}
		admin := jobportal.Mover{Kind: jobportal.KindAdmin, ID: w.adminID, Name: "Admin"}

		t.Run("a bulk move moves every application, records who moved each and queues their emails", func(t *testing.T) {
			before, _ := db.OutboxDepth(ctx)
			emails := map[int64][]mail.Message{
				a1.ID: {{To: "nimali@example.lk", Subject: "Interview", Text: "x"}},
				a2.ID: {{To: "kasun@example.lk", Subject: "Interview", Text: "x"}},
			}
			moved, err := db.MoveApplications(ctx, job.ID, []int64{a1.ID, a2.ID}, jobportal.ApplicationInterview, poster, emails)
			if err != nil || !slices.Equal(statuses(moved), []string{"interview", "interview"}) {
				t.Fatalf("%v, %v", statuses(moved), err)
			}
			after, _ := db.OutboxDepth(ctx)
			if after.Waiting-before.Waiting != 2 {
				t.Fatalf("queued %d emails, want 2", after.Waiting-before.Waiting)
			}
			h, err := db.ApplicationMoves(ctx, a1.ID)
			if err != nil || len(h) != 2 || h[0].Status != "submitted" || h[0].By != nil ||
				h[1].Status != "interview" || h[1].By == nil || h[1].By.Name != "Lanka Software Labs" || !h[1].Notified {
				t.Fatalf("history %+v, %v", h, err)
			}
		})
		t.Run("a bulk move with another job's application moves none", func(t *testing.T) {
			_, err := db.MoveApplications(ctx, job.ID, []int64{a3.ID, elsewhere.ID}, jobportal.ApplicationHired, poster, nil)
			wantCode(t, err, jobportal.ENOTFOUND)
			if a, _ := db.FindApplication(ctx, a3.ID); a.Status != jobportal.ApplicationSubmitted {
				t.Fatalf("moved anyway: %s", a.Status)
			}
		})
		t.Run("two moves of one application: the last wins and the history shows both", func(t *testing.T) {
			if _, err := db.MoveApplications(ctx, job.ID, []int64{a2.ID}, jobportal.ApplicationOffered, poster, nil); err != nil {
				t.Fatal(err)
			}
			w.clk.advance(time.Minute)
			if _, err := db.MoveApplications(ctx, job.ID, []int64{a2.ID}, jobportal.ApplicationRejected, admin, nil); err != nil {
				t.Fatal(err)
			}
			h, _ := db.ApplicationMoves(ctx, a2.ID)
			if len(h) != 4 || h[2].Status != "offered" || h[3].Status != "rejected" || h[3].By.Kind != jobportal.KindAdmin || h[3].Notified {
				t.Fatalf("history %+v", h)
			}
		})
		t.Run("the applicant withdraws, and then no move takes the application, alone or in a bulk move", func(t *testing.T) {
			_, err := db.WithdrawApplication(ctx, a3.ID, jobportal.Mover{Kind: jobportal.KindCustomer, ID: w.person.ID, Name: "Nimali"}, nil)
			wantCode(t, err, jobportal.ENOTFOUND)
			a, err := db.WithdrawApplication(ctx, a3.ID, jobportal.Mover{Kind: jobportal.KindCustomer, ID: ruwan.ID, Name: "Ruwan"}, nil)
			if err != nil || a.Status != jobportal.ApplicationWithdrawn {
				t.Fatalf("%+v, %v", a, err)
			}
			_, err = db.WithdrawApplication(ctx, a3.ID, jobportal.Mover{Kind: jobportal.KindCustomer, ID: ruwan.ID, Name: "Ruwan"}, nil)
			wantCode(t, err, jobportal.ECONFLICT)
			_, err = db.MoveApplications(ctx, job.ID, []int64{a3.ID}, jobportal.ApplicationReviewed, poster, nil)
			wantCode(t, err, jobportal.ECONFLICT)
			_, err = db.MoveApplications(ctx, job.ID, []int64{a1.ID, a3.ID}, jobportal.ApplicationHired, poster, nil)
			wantCode(t, err, jobportal.ECONFLICT)
			if a, _ := db.FindApplication(ctx, a1.ID); a.Status != jobportal.ApplicationInterview {
				t.Fatalf("moved anyway: %s", a.Status)
			}
			// An application not selected cannot be withdrawn.
			_, err = db.WithdrawApplication(ctx, a2.ID, jobportal.Mover{Kind: jobportal.KindCustomer, ID: kasun.ID, Name: "Kasun"}, nil)
			wantCode(t, err, jobportal.ECONFLICT)
		})
		t.Run("stage counts and filters by status and applied date", func(t *testing.T) {
			counts, err := db.JobApplicationStages(ctx, job.ID, jobportal.ApplicationFilter{})
			if err != nil || counts["interview"] != 1 || counts["rejected"] != 1 || counts["withdrawn"] != 1 || counts["hired"] != 0 {
				t.Fatalf("counts %v, %v", counts, err)
			}
			list, total, err := db.ListJobApplications(ctx, job.ID, jobportal.ApplicationFilter{Status: "interview"}, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 1 || list[0].ID != a1.ID {
				t.Fatalf("interview %v, %d, %v", applicationIDs(list), total, err)
			}
			// a1 was sent on 1 March, a2 on 2 March and a3 on 3 March (09:00 UTC).
			f := jobportal.ApplicationFilter{From: "2026-03-02", To: "2026-03-02"}
			list, total, err = db.ListJobApplications(ctx, job.ID, f, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 1 || list[0].ID != a2.ID {
				t.Fatalf("2 March %v, %d, %v", applicationIDs(list), total, err)
			}
			list, _, _ = db.ListJobApplications(ctx, job.ID, jobportal.ApplicationFilter{From: "2026-03-02"}, jobportal.Page{Number: 1, Limit: 10})
			if !slices.Equal(applicationIDs(list), []int64{a3.ID, a2.ID}) {
				t.Fatalf("from 2 March %v", applicationIDs(list))
			}
			counts, _ = db.JobApplicationStages(ctx, job.ID, jobportal.ApplicationFilter{To: "2026-03-01"})
			if counts["interview"] != 1 || counts["rejected"] != 0 {
				t.Fatalf("counts to 1 March %v", counts)
			}
		})
		t.Run("notes and ratings are kept with their authors", func(t *testing.T) {
			n, err := db.AddApplicationNote(ctx, a1.ID, poster, "Strong on Excel.")
			if err != nil || n.ID == 0 {
				t.Fatalf("%+v, %v", n, err)
			}
			if _, err := db.AddApplicationNote(ctx, a1.ID, admin, "Called her; available from April."); err != nil {
				t.Fatal(err)
			}
			notes, err := db.ApplicationNotes(ctx, a1.ID)
			if err != nil || len(notes) != 2 || notes[0].Body != "Strong on Excel." || notes[0].Author.Name != "Lanka Software Labs" ||
				notes[1].Author.Kind != jobportal.KindAdmin {
				t.Fatalf("notes %+v, %v", notes, err)
			}
			four := 4
			a, err := db.SetApplicationRating(ctx, a1.ID, &four)
			if err != nil || a.Rating == nil || *a.Rating != 4 || a.NotesCount != 2 {
				t.Fatalf("%+v, %v", a, err)
			}
			six := 6
			if _, err := db.SetApplicationRating(ctx, a1.ID, &six); err == nil {
				t.Fatal("the database took a rating of 6")
			}
			if a, err = db.SetApplicationRating(ctx, a1.ID, nil); err != nil || a.Rating != nil {
				t.Fatalf("cleared: %+v, %v", a, err)
			}
			_, err = db.SetApplicationRating(ctx, 999999, &four)
			wantCode(t, err, jobportal.ENOTFOUND)
		})
		t.Run("the export holds the job's applications, oldest first", func(t *testing.T) {
			list, err := db.ExportJobApplications(ctx, job.ID)
			if err != nil || !slices.Equal(applicationIDs(list), []int64{a1.ID, a2.ID, a3.ID}) {
				t.Fatalf("%v, %v", applicationIDs(list), err)
			}
		})
		t.Run("the applicant's history shows each status with its date", func(t *testing.T) {
			list, _, _ := db.ListCustomerApplications(ctx, kasun.ID, jobportal.Page{Number: 1, Limit: 10})
			mine, err := db.ApplicationsWithHistory(ctx, list)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range mine {
				if m.ID == a2.ID && len(m.History) != 4 {
					t.Fatalf("history %+v", m.History)
				}
			}
		})
	})
}
