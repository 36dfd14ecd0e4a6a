package store_test

import (
	"slices"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestJobEditsWaitForReview(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		job := w.add("Machine Operator", w.byCompany(w.company), closing("2026-03-20"),
			func(j *jobportal.Job) { j.Image = "/media/img/aa/old.png" })
		edit := func(t *testing.T, mods ...func(*jobportal.Job)) (*jobportal.Job, []string) {
			t.Helper()
			j, err := db.FindJobWithChange(ctx, job.ID)
			if err != nil {
				t.Fatal(err)
			}
			d := j.Draft()
			for _, m := range mods {
				m(d)
			}
			w.clk.advance(time.Second)
			saved, dropped, err := db.EditOwnJob(ctx, w.company.ID, d, "")
			if err != nil {
				t.Fatal(err)
			}
			return saved, dropped
		}
		retitle := func(title string) func(*jobportal.Job) {
			return func(j *jobportal.Job) { j.Title, j.Slug = title, jobportal.Slugify(title, jobportal.JobSlugFallback) }
		}

		t.Run("an edit of an approved job waits and the public job keeps its text", func(t *testing.T) {
			saved, _ := edit(t, retitle("Senior Machine Operator"), func(j *jobportal.Job) {
				j.SubTopics, j.Image, j.ClosingDate = []string{"Apparel", "Logistics"}, "/media/img/bb/new.png", "2026-04-30"
			})
			if saved.Title != "Machine Operator" || saved.Image != "/media/img/aa/old.png" || saved.Change == nil ||
				saved.Change.Title != "Senior Machine Operator" || saved.Change.Status != jobportal.ChangePending ||
				!slices.Equal(saved.Change.SubTopics, []string{"Apparel", "Logistics"}) {
				t.Fatalf("saved %+v, change %+v", saved, saved.Change)
			}
			if saved.ClosingDate != "2026-04-30" {
				t.Fatalf("the closing date waits too: %s", saved.ClosingDate)
			}
			public, err := db.FindJob(ctx, job.ID)
			if err != nil || public.Title != "Machine Operator" || public.Change != nil {
				t.Fatalf("public %+v, %v", public, err)
			}
			wantTitles(t, titles(w.search("senior", nil)))
			if used, err := db.MediaInUse(ctx, "/media/img/bb/new.png"); err != nil || !used {
				t.Fatalf("the waiting flyer is not in use: %v, %v", used, err)
			}
		})
		t.Run("the queue lists the job with its change", func(t *testing.T) {
			list, total, err := db.ListJobChanges(ctx, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 1 || list[0].ID != job.ID || list[0].Change == nil {
				t.Fatalf("list %+v, %d, %v", list, total, err)
			}
		})
		t.Run("a newer edit replaces the one waiting and gives back its unused flyer", func(t *testing.T) {
			saved, dropped := edit(t, retitle("Senior Machine Operator (Katunayake)"), func(j *jobportal.Job) {
				j.Image = "/media/img/cc/newer.png"
			})
			if saved.Change.Title != "Senior Machine Operator (Katunayake)" || !slices.Equal(dropped, []string{"/media/img/bb/new.png"}) {
				t.Fatalf("change %+v, dropped %v", saved.Change, dropped)
			}
		})
		t.Run("a rejection keeps the public text and the change with its reason", func(t *testing.T) {
			j, changed, err := db.RejectJobChange(ctx, job.ID, "Name the factory.")
			if err != nil || !changed || j.Change.Status != jobportal.ChangeRejected || j.Change.RejectionReason != "Name the factory." ||
				j.Title != "Machine Operator" {
				t.Fatalf("%+v %v %v", j, changed, err)
			}
			if _, changed, _ := db.RejectJobChange(ctx, job.ID, "Again."); changed {
				t.Fatal("a second rejection counts as a change")
			}
			_, _, err = db.ApproveJobChange(ctx, job.ID)
			wantCode(t, err, jobportal.ECONFLICT)
			if list, _, _ := db.ListJobChanges(ctx, jobportal.Page{Number: 1, Limit: 10}); len(list) != 0 {
				t.Fatalf("a rejected change is still in the queue: %+v", list)
			}
		})
		t.Run("an approval makes the change the public text and gives back the old flyer", func(t *testing.T) {
			edit(t, retitle("Senior Machine Operator, Katunayake"))
			j, dropped, err := db.ApproveJobChange(ctx, job.ID)
			if err != nil || j.Title != "Senior Machine Operator, Katunayake" || j.Slug != "senior-machine-operator-katunayake" ||
				j.Image != "/media/img/cc/newer.png" || j.Change.Status != jobportal.ChangeApproved ||
				!slices.Equal(dropped, []string{"/media/img/aa/old.png"}) || !slices.Equal(j.SubTopics, []string{"Apparel", "Logistics"}) {
				t.Fatalf("%+v, dropped %v, %v", j, dropped, err)
			}
			wantTitles(t, titles(w.search("katunayake", nil)), "Senior Machine Operator, Katunayake")
			if again, _ := db.FindJobWithChange(ctx, job.ID); again.Change != nil {
				t.Fatalf("the change is still kept: %+v", again.Change)
			}
		})
		t.Run("an edit that brings back the public text keeps no change", func(t *testing.T) {
			edit(t, retitle("Something Else"))
			saved, _ := edit(t, retitle("Senior Machine Operator, Katunayake"))
			if saved.Change != nil {
				t.Fatalf("change %+v", saved.Change)
			}
		})
		t.Run("an edit from an old version is a conflict and changes nothing", func(t *testing.T) {
			j, _ := db.FindJobWithChange(ctx, job.ID)
			old := j.UpdatedAt.Format(time.RFC3339Nano)
			edit(t, retitle("First Tab"))
			d := j.Draft()
			d.Title = "Second Tab"
			_, _, err := db.EditOwnJob(ctx, w.company.ID, d, old)
			wantCode(t, err, jobportal.ECONFLICT)
			if now, _ := db.FindJobWithChange(ctx, job.ID); now.Change.Title != "First Tab" {
				t.Fatalf("change %+v", now.Change)
			}
		})
		t.Run("another customer's edit is not found", func(t *testing.T) {
			j, _ := db.FindJobWithChange(ctx, job.ID)
			_, _, err := db.EditOwnJob(ctx, w.person.ID, j.Draft(), "")
			wantCode(t, err, jobportal.ENOTFOUND)
		})
		t.Run("closing early and extending change the date at once", func(t *testing.T) {
			j, err := db.SetJobClosingDate(ctx, job.ID, w.company.ID, jobportal.ClosedDay("2026-03-01"))
			if err != nil || !j.Expired || j.ClosingDate != "2026-02-28" {
				t.Fatalf("%+v %v", j, err)
			}
			if _, err := db.FindJob(ctx, job.ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatalf("a closed job is public: %v", err)
			}
			if page := w.companyPage(w.company); page.JobsCount != 0 {
				t.Fatalf("jobsCount %d", page.JobsCount)
			}
			_, err = db.SetJobClosingDate(ctx, job.ID, w.person.ID, "2026-04-01")
			wantCode(t, err, jobportal.ENOTFOUND)
			if j, err = db.SetJobClosingDate(ctx, job.ID, 0, "2026-04-01"); err != nil || j.Expired {
				t.Fatalf("%+v %v", j, err)
			}
			if _, err := db.FindJob(ctx, job.ID); err != nil {
				t.Fatalf("an extended job is not public: %v", err)
			}
		})
		t.Run("deleting the job gives back the flyer of its change", func(t *testing.T) {
			edit(t, func(j *jobportal.Job) { j.Image = "/media/img/dd/last.png" })
			files, err := db.DeleteCustomerJob(ctx, w.company.ID, job.ID)
			if err != nil || files.ChangeImage != "/media/img/dd/last.png" {
				t.Fatalf("files %+v, %v", files, err)
			}
		})
	})
}
