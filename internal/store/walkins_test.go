package store_test

import (
	"sync"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// walkIn is a walk-in on 3 March 2026, 09:00 to 13:00 in Sri Lanka
// (03:30 to 07:30 UTC), two days after the test clock's start.
func walkIn(rsvp bool) *jobportal.WalkIn {
	return &jobportal.WalkIn{Date: "2026-03-03", StartTime: "09:00", EndTime: "13:00",
		Address: "Factory gate, 45 Negombo Road, Wattala", Documents: "NIC, O/L certificate", RSVP: rsvp}
}

func TestWalkIns(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		walk := w.add("Machine Operator", w.byCompany(w.company), func(j *jobportal.Job) {
			j.WalkIn, j.AllowsApplyWithoutCV = walkIn(true), true
		})
		plain := w.add("Accounts Clerk")
		noRSVP := w.add("Security Officer", func(j *jobportal.Job) { j.WalkIn = walkIn(false) })
		seeker := w.person
		other := mustCreateCustomer(t, db, "kamal@example.lk")

		t.Run("a job keeps its walk-in and whether it takes applications without a CV", func(t *testing.T) {
			got, err := db.FindJob(ctx, walk.ID)
			if err != nil || !got.AllowsApplyWithoutCV || !got.WalkIn.Same(walkIn(true)) {
				t.Fatalf("%+v %v", got, err)
			}
			if p, _ := db.FindJob(ctx, plain.ID); p.WalkIn != nil || p.AllowsApplyWithoutCV {
				t.Fatalf("plain job %+v", p)
			}
		})
		t.Run("the walk-in filter lists the jobs whose walk-in has not ended", func(t *testing.T) {
			f := jobportal.JobFilter{WalkIn: true}
			f.Normalize()
			list, total, err := db.ListJobs(ctx, f)
			if err != nil || total != 2 || len(list) != 2 {
				t.Fatalf("%d jobs (%d) %v", len(list), total, err)
			}
			for _, j := range list {
				if j.WalkIn == nil {
					t.Fatalf("job %q has no walk-in", j.Title)
				}
			}
		})
		t.Run("an RSVP is kept once, and a second changes nothing", func(t *testing.T) {
			created, err := db.RSVPWalkIn(ctx, walk.ID, seeker.ID)
			if err != nil || !created {
				t.Fatalf("%v %v", created, err)
			}
			created, err = db.RSVPWalkIn(ctx, walk.ID, seeker.ID)
			if err != nil || created {
				t.Fatalf("again: %v %v", created, err)
			}
			if yes, _ := db.HasRSVPed(ctx, walk.ID, seeker.ID); !yes {
				t.Fatal("not kept")
			}
			if _, err := db.RSVPWalkIn(ctx, walk.ID, other.ID); err != nil {
				t.Fatal(err)
			}
			list, total, err := db.ListWalkInRSVPs(ctx, walk.ID, jobportal.Page{Number: 1, Limit: 20})
			if err != nil || total != 2 || len(list) != 2 || list[0].Email != "nimali@example.lk" || list[0].Name == "" {
				t.Fatalf("%+v %d %v", list, total, err)
			}
		})
		t.Run("a job without a walk-in, or whose walk-in takes no RSVPs, refuses one; an unknown job is not found", func(t *testing.T) {
			_, err := db.RSVPWalkIn(ctx, plain.ID, seeker.ID)
			wantCode(t, err, jobportal.ECONFLICT)
			_, err = db.RSVPWalkIn(ctx, noRSVP.ID, seeker.ID)
			wantCode(t, err, jobportal.ECONFLICT)
			_, err = db.RSVPWalkIn(ctx, 999999, seeker.ID)
			wantCode(t, err, jobportal.ENOTFOUND)
		})
		t.Run("the reminder goes once, within a day of the start, however many look at once", func(t *testing.T) {
			var mu sync.Mutex
			var sent []string
			remind := func(r *jobportal.WalkInReminder) []mail.Message {
				mu.Lock()
				defer mu.Unlock()
				sent = append(sent, r.Email)
				if r.JobTitle != "Machine Operator" || r.WalkIn.Address == "" || r.Lang != "en" {
					t.Errorf("reminder %+v", r)
				}
				return []mail.Message{{To: r.Email, Subject: "Walk-in", Text: "x"}}
			}
			if n, err := db.RemindWalkIns(ctx, remind); err != nil || n != 0 {
				t.Fatalf("reminded %d two days ahead (%v)", n, err)
			}
			w.clk.advance(20 * time.Hour) // 05:00 UTC on 2 March: 22.5 hours before
			var wg sync.WaitGroup
			counts := make([]int, 4)
			for i := range counts {
				wg.Add(1)
				go func() {
					defer wg.Done()
					n, err := db.RemindWalkIns(ctx, remind)
					if err != nil {
						t.Error(err)
					}
					counts[i] = n
				}()
			}
			wg.Wait()
			if total := counts[0] + counts[1] + counts[2] + counts[3]; total != 2 || len(sent) != 2 {
				t.Fatalf("reminded %v times: %v", counts, sent)
			}
			if n, _ := db.RemindWalkIns(ctx, remind); n != 0 {
				t.Fatal("reminded again")
			}
		})
		t.Run("a walk-in moved to another day is reminded of again, when that day comes", func(t *testing.T) {
			j, err := db.FindJobAnyStatus(ctx, walk.ID)
			if err != nil {
				t.Fatal(err)
			}
			j.WalkIn.Date = "2026-03-05"
			if err := db.UpdateJob(ctx, j); err != nil {
				t.Fatal(err)
			}
			remind := func(r *jobportal.WalkInReminder) []mail.Message { return nil }
			if n, _ := db.RemindWalkIns(ctx, remind); n != 0 {
				t.Fatalf("reminded %d days ahead", n)
			}
			w.clk.advance(48 * time.Hour)
			if n, _ := db.RemindWalkIns(ctx, remind); n != 2 {
				t.Fatalf("reminded %d", n)
			}
		})
		t.Run("a cancelled RSVP is no longer listed, and cancelling again removes nothing", func(t *testing.T) {
			removed, err := db.CancelWalkInRSVP(ctx, walk.ID, other.ID)
			if err != nil || !removed {
				t.Fatalf("%v %v", removed, err)
			}
			removed, _ = db.CancelWalkInRSVP(ctx, walk.ID, other.ID)
			if removed {
				t.Fatal("removed twice")
			}
			_, total, _ := db.ListWalkInRSVPs(ctx, walk.ID, jobportal.Page{Number: 1, Limit: 20})
			if total != 1 {
				t.Fatalf("%d left", total)
			}
		})
		t.Run("once the walk-in has ended it takes no RSVP and leaves the filter", func(t *testing.T) {
			w.clk.advance(72 * time.Hour)
			_, err := db.RSVPWalkIn(ctx, walk.ID, other.ID)
			wantCode(t, err, jobportal.ECONFLICT)
			f := jobportal.JobFilter{WalkIn: true}
			f.Normalize()
			if _, total, _ := db.ListJobs(ctx, f); total != 0 {
				t.Fatalf("%d walk-ins listed", total)
			}
		})
	})
}

func TestApplicationsWithoutCV(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		job := w.add("Driver", func(j *jobportal.Job) { j.AllowsApplyWithoutCV = true })
		in := &jobportal.Application{JobID: job.ID, Applicant: jobportal.ApplicationApplicant{ID: w.person.ID},
			CoverLetter: "I hold a heavy vehicle licence.", Phone: "077 123 4567", WithoutCV: true,
			GivenName: "Nimali Perera", District: "Gampaha"}
		t.Run("it is stored with no CV, with the name and district given", func(t *testing.T) {
			a, err := db.CreateApplication(ctx, in)
			if err != nil {
				t.Fatal(err)
			}
			if !a.WithoutCV || a.GivenName != "Nimali Perera" || a.District != "Gampaha" || a.CV.URL != "" || a.CV.Name != "" ||
				a.Phone != "077 123 4567" || a.CoverLetter != "I hold a heavy vehicle licence." {
				t.Fatalf("%+v", a)
			}
			list, total, err := db.ListJobApplications(ctx, job.ID, jobportal.ApplicationFilter{}, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 1 || !list[0].WithoutCV || list[0].District != "Gampaha" {
				t.Fatalf("%+v %v", list, err)
			}
		})
		t.Run("a second application of the same person is refused", func(t *testing.T) {
			_, err := db.CreateApplication(ctx, in)
			wantCode(t, err, jobportal.ECONFLICT)
		})
		t.Run("deleting the job leaves no CV file to remove", func(t *testing.T) {
			files, err := db.DeleteJob(ctx, job.ID)
			if err != nil || len(files.CVKeys) != 0 {
				t.Fatalf("%+v %v", files, err)
			}
		})
	})
}

func TestJobChangeCarriesWalkIn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		job := w.add("Security Officer", w.byCompany(w.company))
		d := job.Draft()
		d.WalkIn, d.AllowsApplyWithoutCV = walkIn(true), true
		t.Run("an approved job's new walk-in waits for review, and the public job has none meanwhile", func(t *testing.T) {
			saved, _, err := db.EditOwnJob(ctx, w.company.ID, d, "")
			if err != nil || saved.Change == nil || !saved.Change.WalkIn.Same(walkIn(true)) || !saved.Change.AllowsApplyWithoutCV {
				t.Fatalf("%+v %v", saved, err)
			}
			if pub, _ := db.FindJob(ctx, job.ID); pub.WalkIn != nil || pub.AllowsApplyWithoutCV {
				t.Fatalf("public %+v", pub)
			}
		})
		t.Run("approved, the change gives the job its walk-in", func(t *testing.T) {
			if _, _, err := db.ApproveJobChange(ctx, job.ID); err != nil {
				t.Fatal(err)
			}
			pub, _ := db.FindJob(ctx, job.ID)
			if !pub.WalkIn.Same(walkIn(true)) || !pub.AllowsApplyWithoutCV {
				t.Fatalf("public %+v", pub)
			}
			f := jobportal.JobFilter{WalkIn: true}
			f.Normalize()
			if _, total, _ := db.ListJobs(ctx, f); total != 1 {
				t.Fatalf("%d walk-ins listed", total)
			}
		})
	})
}
