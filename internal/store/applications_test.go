package store_test

import (
	"slices"
	"strconv"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// application is what a job seeker sends for a job, with a CV kept under key.
func application(jobID int64, applicant *jobportal.Customer, key string) *jobportal.Application {
	return &jobportal.Application{JobID: jobID, Applicant: jobportal.ApplicationApplicant{ID: applicant.ID},
		CoverLetter: "I have five years of experience.", Phone: "077 123 4567", CVKey: key,
		CV: jobportal.CVFile{Name: "Nimali Perera.pdf", Type: "application/pdf", Size: 1234}}
}

func (w *jobWorld) apply(jobID int64, applicant *jobportal.Customer, key string) *jobportal.Application {
	w.t.Helper()
	a, err := w.db.CreateApplication(ctx, application(jobID, applicant, key))
	if err != nil {
		w.t.Fatalf("apply: %v", err)
	}
	return a
}

func (w *jobWorld) applicationsCount(id int64) int64 {
	w.t.Helper()
	j, err := w.db.FindJobAnyStatus(ctx, id)
	if err != nil {
		w.t.Fatal(err)
	}
	return j.ApplicationsCount
}

func applicationIDs(list []*jobportal.Application) []int64 {
	ids := make([]int64, len(list))
	for i, a := range list {
		ids[i] = a.ID
	}
	return ids
}

func TestApplications(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		job := w.add("Accounts Assistant", w.byCompany(w.company))
		other := w.add("Store Keeper")
		second := mustCreateCustomer(t, db, "kasun@example.lk")
		var first *jobportal.Application

		t.Run("an application is stored with its job, applicant and CV, and counted on the job", func(t *testing.T) {
			w.t = t
			first = w.apply(job.ID, w.person, "cv/one.pdf")
			if first.ID == 0 || first.JobTitle != "Accounts Assistant" || first.CompanyName != "Lanka Software Labs" ||
				first.JobSlug != "accounts-assistant" || first.Applicant.Email != "nimali@example.lk" ||
				first.Status != jobportal.ApplicationSubmitted || first.CVKey != "cv/one.pdf" ||
				first.CV.URL != "/api/applications/"+itoa(first.ID)+"/cv" || first.CV.Size != 1234 ||
				first.JobPostedBy != (jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: w.company.ID}) {
				t.Fatalf("application %+v", first)
			}
			if n := w.applicationsCount(job.ID); n != 1 {
				t.Fatalf("applications count %d", n)
			}
			if applied, err := db.HasApplied(ctx, job.ID, w.person.ID); err != nil || !applied {
				t.Fatalf("has applied: %v, %v", applied, err)
			}
		})
		t.Run("applying twice for one job is a conflict and counts nothing", func(t *testing.T) {
			w.t = t
			_, err := db.CreateApplication(ctx, application(job.ID, w.person, "cv/two.pdf"))
			wantCode(t, err, jobportal.ECONFLICT)
			if n := w.applicationsCount(job.ID); n != 1 {
				t.Fatalf("applications count %d", n)
			}
		})
		for _, c := range []struct {
			name string
			mod  func(*jobportal.Job)
		}{
			{"a pending job takes no applications", status(jobportal.JobPending)},
			{"a rejected job takes no applications", status(jobportal.JobRejected)},
			{"a closed job takes no applications", closing("2026-02-28")},
		} {
			t.Run(c.name, func(t *testing.T) {
				w.t = t
				hidden := w.add("Hidden Job", c.mod)
				_, err := db.CreateApplication(ctx, application(hidden.ID, w.person, "cv/x.pdf"))
				wantCode(t, err, jobportal.ENOTFOUND)
				if n := w.applicationsCount(hidden.ID); n != 0 {
					t.Fatalf("applications count %d", n)
				}
			})
		}
		t.Run("an application for a missing job is not found", func(t *testing.T) {
			_, err := db.CreateApplication(ctx, application(999999, w.person, "cv/x.pdf"))
			wantCode(t, err, jobportal.ENOTFOUND)
		})

		var later *jobportal.Application
		t.Run("a job's applications are listed newest first, and by status", func(t *testing.T) {
			w.t = t
			w.clk.advance(time.Hour)
			later = w.apply(job.ID, second, "cv/three.docx")
			list, total, err := db.ListJobApplications(ctx, job.ID, jobportal.ApplicationFilter{}, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 2 || !slices.Equal(applicationIDs(list), []int64{later.ID, first.ID}) {
				t.Fatalf("list %v, total %d, %v", applicationIDs(list), total, err)
			}
			list, total, err = db.ListJobApplications(ctx, job.ID, jobportal.ApplicationFilter{Status: jobportal.ApplicationShortlisted}, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 0 || len(list) != 0 || list == nil {
				t.Fatalf("shortlisted %v, total %d, %v", list, total, err)
			}
			list, total, err = db.ListJobApplications(ctx, job.ID, jobportal.ApplicationFilter{}, jobportal.Page{Number: 2, Limit: 1})
			if err != nil || total != 2 || !slices.Equal(applicationIDs(list), []int64{first.ID}) {
				t.Fatalf("second page %v, total %d, %v", applicationIDs(list), total, err)
			}
		})
		t.Run("a person's applications are theirs alone", func(t *testing.T) {
			w.t = t
			mine := w.apply(other.ID, w.person, "cv/four.pdf")
			list, total, err := db.ListCustomerApplications(ctx, w.person.ID, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 2 || !slices.Equal(applicationIDs(list), []int64{mine.ID, first.ID}) {
				t.Fatalf("list %v, total %d, %v", applicationIDs(list), total, err)
			}
			if mine.JobPostedBy.Kind != jobportal.KindAdmin || mine.CompanyName != "Ceylon Traders" {
				t.Fatalf("application %+v", mine)
			}
		})
		t.Run("a status change is saved once", func(t *testing.T) {
			by := jobportal.Mover{Kind: jobportal.KindCustomer, ID: w.company.ID, Name: "Lanka Software Labs"}
			moved, err := db.MoveApplications(ctx, job.ID, []int64{first.ID}, jobportal.ApplicationShortlisted, by, nil)
			if err != nil || len(moved) != 1 || moved[0].Status != jobportal.ApplicationShortlisted {
				t.Fatalf("%+v, %v", moved, err)
			}
			if _, err = db.MoveApplications(ctx, job.ID, []int64{first.ID}, jobportal.ApplicationShortlisted, by, nil); err != nil {
				t.Fatal(err)
			}
			if h, err := db.ApplicationMoves(ctx, first.ID); err != nil || len(h) != 2 {
				t.Fatalf("history %+v, %v", h, err)
			}
			_, err = db.MoveApplications(ctx, job.ID, []int64{999999}, jobportal.ApplicationHired, by, nil)
			wantCode(t, err, jobportal.ENOTFOUND)
		})
		t.Run("a status the table does not know is refused by the database too", func(t *testing.T) {
			_, err := db.MoveApplications(ctx, job.ID, []int64{first.ID}, "archived", jobportal.Mover{Kind: jobportal.KindAdmin, ID: w.adminID}, nil)
			if err == nil {
				t.Fatal("no error")
			}
		})
		t.Run("deleting a job gives back its CV files and removes its applications", func(t *testing.T) {
			files, err := db.DeleteCustomerJob(ctx, w.company.ID, job.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(files.CVKeys, []string{"cv/one.pdf", "cv/three.docx"}) || files.Image != "" {
				t.Fatalf("files %+v", files)
			}
			_, err = db.FindApplication(ctx, first.ID)
			wantCode(t, err, jobportal.ENOTFOUND)
			list, total, err := db.ListCustomerApplications(ctx, w.person.ID, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 1 || len(list) != 1 {
				t.Fatalf("left %v, total %d, %v", applicationIDs(list), total, err)
			}
		})
	})
}

func TestJobImages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		const flyer = "/media/img/ab/ab0123456789abcdef0123456789abcd.jpg"
		a := w.add("Nurse", func(j *jobportal.Job) { j.Image = flyer })
		b := w.add("Driver", func(j *jobportal.Job) { j.Image = flyer })

		t.Run("an image two jobs show stays in use until neither shows it", func(t *testing.T) {
			files, err := db.DeleteJob(ctx, a.ID)
			if err != nil || files.Image != "" || len(files.CVKeys) != 0 {
				t.Fatalf("files %+v, %v", files, err)
			}
			if used, err := db.MediaInUse(ctx, flyer); err != nil || !used {
				t.Fatalf("in use %v, %v", used, err)
			}
		})
		t.Run("an admin's change replaces a job's image", func(t *testing.T) {
			j, _ := db.FindJobAnyStatus(ctx, b.ID)
			j.Image = ""
			if err := db.UpdateJob(ctx, j); err != nil {
				t.Fatal(err)
			}
			if j, _ = db.FindJobAnyStatus(ctx, b.ID); j.Image != "" {
				t.Fatalf("image %q", j.Image)
			}
			if used, err := db.MediaInUse(ctx, flyer); err != nil || used {
				t.Fatalf("in use %v, %v", used, err)
			}
		})
		t.Run("a customer's change to a pending job replaces its image", func(t *testing.T) {
			p := w.add("Cashier", w.byCompany(w.company), status(jobportal.JobPending))
			p.Image = flyer
			if _, _, err := db.EditOwnJob(ctx, w.company.ID, p, ""); err != nil {
				t.Fatal(err)
			}
			files, err := db.DeleteCustomerJob(ctx, w.company.ID, p.ID)
			if err != nil || files.Image != flyer {
				t.Fatalf("files %+v, %v", files, err)
			}
		})
	})
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
