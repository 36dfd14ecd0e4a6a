package store_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestFlyerTextIsSearchedOnceRead(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		const flyer, newFlyer = "/media/img/aa/flyer.jpg", "/media/img/bb/new.jpg"
		job := w.add("Vacancy", w.byCompany(w.company), func(j *jobportal.Job) { j.Image = flyer })
		w.add("Clerk")
		state := func(t *testing.T, image string) string {
			t.Helper()
			s, _, err := db.NoticeText(ctx, image)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
		claim := func(t *testing.T, holder string) []store.NoticeWork {
			t.Helper()
			c, err := db.ClaimNotices(ctx, holder, 5, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			return c
		}

		t.Run("a job's flyer is queued as the job is saved", func(t *testing.T) {
			if s := state(t, flyer); s != store.NoticePending {
				t.Fatalf("state %q", s)
			}
			if _, _, err := db.NoticeText(ctx, "/media/img/cc/none.jpg"); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatalf("an image never queued: %v", err)
			}
		})
		t.Run("one worker claims a flyer, and another gets nothing while the claim holds", func(t *testing.T) {
			got := claim(t, "one")
			if len(got) != 1 || got[0].Image != flyer || got[0].Attempts != 1 {
				t.Fatalf("claimed %+v", got)
			}
			if again := claim(t, "two"); len(again) != 0 {
				t.Fatalf("claimed twice: %+v", again)
			}
		})
		t.Run("before it is read the job is not found by the flyer's words", func(t *testing.T) {
			wantTitles(t, titles(w.search("Hambantota", nil)))
		})
		t.Run("a worker whose claim went to another cannot keep a text", func(t *testing.T) {
			if err := db.NoticeRead(ctx, flyer, "two", "Hambantota"); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatalf("err %v", err)
			}
		})
		t.Run("the text read is the job's, and the job is found by a printed word in any script", func(t *testing.T) {
			text := "WE ARE HIRING\nLorry drivers - Hambantota\nරියදුරු පුරප්පාඩු\nஓட்டுநர் வெற்றிடம்"
			if err := db.NoticeRead(ctx, flyer, "one", text); err != nil {
				t.Fatal(err)
			}
			if s := state(t, flyer); s != store.NoticeDone {
				t.Fatalf("state %q", s)
			}
			got, err := db.FindJob(ctx, job.ID)
			if err != nil || got.NoticeText != text {
				t.Fatalf("job %q, %v", got.NoticeText, err)
			}
			for _, word := range []string{"Hambantota", "lorry", "රියදුරු", "ஓட்டுநர்"} {
				wantTitles(t, titles(w.search(word, nil)), "Vacancy")
			}
		})
		t.Run("an edit with another flyer waits for review, and its text with it", func(t *testing.T) {
			w.clk.advance(time.Second)
			editFlyer(t, w, job.ID, newFlyer)
			if got := claim(t, "one"); len(got) != 1 || got[0].Image != newFlyer {
				t.Fatalf("claimed %+v", got)
			}
			if err := db.NoticeRead(ctx, newFlyer, "one", "Forklift operators - Matara"); err != nil {
				t.Fatal(err)
			}
			wantTitles(t, titles(w.search("Matara", nil)))
			wantTitles(t, titles(w.search("Hambantota", nil)), "Vacancy")
			if got, _ := db.FindJob(ctx, job.ID); got.NoticeText == "Forklift operators - Matara" {
				t.Fatal("the waiting flyer's text is public")
			}
		})
		t.Run("once the change is approved the new flyer's text is the public one", func(t *testing.T) {
			if _, _, err := db.ApproveJobChange(ctx, job.ID); err != nil {
				t.Fatal(err)
			}
			wantTitles(t, titles(w.search("Matara", nil)), "Vacancy")
			wantTitles(t, titles(w.search("Hambantota", nil)))
		})
		t.Run("a job that removes its flyer loses its text", func(t *testing.T) {
			j, err := db.FindJobAnyStatus(ctx, job.ID)
			if err != nil {
				t.Fatal(err)
			}
			j.Image = ""
			if err := db.UpdateJob(ctx, j); err != nil {
				t.Fatal(err)
			}
			wantTitles(t, titles(w.search("Matara", nil)))
		})
		t.Run("a new job showing a flyer already read has its text at once", func(t *testing.T) {
			w.add("Operator", func(j *jobportal.Job) { j.Image = newFlyer })
			wantTitles(t, titles(w.search("forklift", nil)), "Operator")
		})
		t.Run("a failed read is tried again later, and given up after the last try", func(t *testing.T) {
			const bad = "/media/img/dd/bad.jpg"
			w.add("Broken", func(j *jobportal.Job) { j.Image = bad })
			if got := claim(t, "one"); len(got) != 1 || got[0].Image != bad {
				t.Fatalf("claimed %+v", got)
			}
			if err := db.NoticeNotRead(ctx, bad, "one", "tesseract failed", db.Now().Add(time.Minute)); err != nil {
				t.Fatal(err)
			}
			if got := claim(t, "one"); len(got) != 0 {
				t.Fatalf("claimed before its time: %+v", got)
			}
			w.clk.advance(2 * time.Minute)
			got := claim(t, "one")
			if len(got) != 1 || got[0].Attempts != 2 {
				t.Fatalf("claimed %+v", got)
			}
			if err := db.NoticeNotRead(ctx, bad, "one", "tesseract failed", time.Time{}); err != nil {
				t.Fatal(err)
			}
			if s := state(t, bad); s != store.NoticeFailed {
				t.Fatalf("state %q", s)
			}
		})
		t.Run("a flyer found with no OCR program waits, and is queued again by a server that has one", func(t *testing.T) {
			const later = "/media/img/ee/later.jpg"
			w.add("Later", func(j *jobportal.Job) { j.Image = later })
			if got := claim(t, "one"); len(got) != 1 {
				t.Fatalf("claimed %+v", got)
			}
			if err := db.NoticeCannotBeRead(ctx, later, "one"); err != nil {
				t.Fatal(err)
			}
			if s := state(t, later); s != store.NoticeUnavailable {
				t.Fatalf("state %q", s)
			}
			if n, err := db.ResumeNotices(ctx); err != nil || n != 1 {
				t.Fatalf("resumed %d, %v", n, err)
			}
			if got := claim(t, "two"); len(got) != 1 || got[0].Image != later || got[0].Attempts != 1 {
				t.Fatalf("claimed %+v", got)
			}
		})
	})
}

// editFlyer has the company of w give its job id another flyer, as an edit
// its poster makes.
func editFlyer(t *testing.T, w *jobWorld, id int64, image string) {
	t.Helper()
	j, err := w.db.FindJobWithChange(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	d := j.Draft()
	d.Image = image
	if _, _, err := w.db.EditOwnJob(ctx, w.company.ID, d, ""); err != nil {
		t.Fatal(err)
	}
}

// On PostgreSQL a job's save and a worker keeping its flyer's text can run
// at once, each blind to the other's rows until they commit: the job must
// still end with the text. (SQLite writes one transaction at a time.)
func TestAFlyerReadWhileAJobShowingItIsSavedReachesTheJob(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if db.Dialect() != store.Postgres {
			t.Skip("on SQLite a write waits for the other to commit")
		}
		w := newJobWorld(t, db)
		// readInTheNextSave queues and claims flyer, and has the worker keep
		// its text just before the next transaction commits.
		readInTheNextSave := func(t *testing.T, flyer, text string) {
			t.Helper()
			if err := db.QueueNotice(ctx, flyer); err != nil {
				t.Fatal(err)
			}
			if got, err := db.ClaimNotices(ctx, "one", 5, time.Minute); err != nil || len(got) != 1 || got[0].Image != flyer {
				t.Fatalf("claimed %+v, %v", got, err)
			}
			db.SetBeforeCommit(func() {
				if err := db.NoticeRead(ctx, flyer, "one", text); err != nil {
					t.Errorf("keep the text: %v", err)
				}
			})
		}
		wantText := func(t *testing.T, id int64, text string) {
			t.Helper()
			j, err := db.FindJobAnyStatus(ctx, id)
			if err != nil || j.NoticeText != text {
				t.Fatalf("the job's text %q, %v; want %q", j.NoticeText, err, text)
			}
		}

		t.Run("a new job", func(t *testing.T) {
			const flyer, text = "/media/img/a1/new.jpg", "Tea pluckers - Nuwara Eliya"
			readInTheNextSave(t, flyer, text)
			j := w.add("Plucker", func(j *jobportal.Job) { j.Image = flyer })
			wantText(t, j.ID, text)
		})
		t.Run("a new job whose request ends as it is saved", func(t *testing.T) {
			const flyer, text = "/media/img/a6/left.jpg", "Cashiers - Matara"
			readInTheNextSave(t, flyer, text)
			reqCtx, leave := context.WithCancel(ctx)
			defer leave()
			// The worker's write commits inside the hook; the request
			// ends as the job's own transaction commits after it.
			keep := db.TakeBeforeCommit()
			db.SetBeforeCommit(func() {
				keep()
				db.SetAfterCommit(leave)
			})
			j := w.job("Cashier")
			j.Image = flyer
			if err := db.CreateJob(reqCtx, j); err != nil {
				t.Fatal(err)
			}
			wantText(t, j.ID, text)
		})
		t.Run("new jobs saved together", func(t *testing.T) {
			const flyer, text = "/media/img/a2/many.jpg", "Machine operators - Biyagama"
			readInTheNextSave(t, flyer, text)
			jobs := []*jobportal.Job{w.job("Operator 1"), w.job("Operator 2")}
			for _, j := range jobs {
				j.Image = flyer
			}
			if err := db.CreateJobs(ctx, jobs); err != nil {
				t.Fatal(err)
			}
			wantText(t, jobs[0].ID, text)
			wantText(t, jobs[1].ID, text)
		})
		t.Run("a job an admin gives the flyer", func(t *testing.T) {
			const flyer, text = "/media/img/a3/edit.jpg", "Chefs - Galle Fort"
			j := w.add("Chef")
			readInTheNextSave(t, flyer, text)
			j.Image = flyer
			if err := db.UpdateJob(ctx, j); err != nil {
				t.Fatal(err)
			}
			wantText(t, j.ID, text)
		})
		t.Run("a change approved with the flyer", func(t *testing.T) {
			const flyer, text = "/media/img/a4/change.jpg", "Nurses - Kandy"
			j := w.add("Nurse", w.byCompany(w.company))
			w.clk.advance(time.Second)
			editFlyer(t, w, j.ID, flyer)
			// The change queued the flyer; the worker claims it and keeps
			// its text while the approval is being saved.
			if got, err := db.ClaimNotices(ctx, "one", 5, time.Minute); err != nil || len(got) != 1 || got[0].Image != flyer {
				t.Fatalf("claimed %+v, %v", got, err)
			}
			db.SetBeforeCommit(func() {
				if err := db.NoticeRead(ctx, flyer, "one", text); err != nil {
					t.Errorf("keep the text: %v", err)
				}
			})
			if _, _, err := db.ApproveJobChange(ctx, j.ID); err != nil {
				t.Fatal(err)
			}
			wantText(t, j.ID, text)
		})
	})
}

// The other order: the worker keeps the text after the job was saved and
// before it committed, and commits after the job's look once committed.
// Two servers (two handles on one PostgreSQL) hold the two transactions.
func TestAJobSavedWhileTheWorkerKeepsTheTextGetsIt(t *testing.T) {
	if !slices.Contains(storetest.Dialects(t), store.Postgres) {
		t.Skip("on SQLite a write waits for the other to commit")
	}
	web, worker := storetest.OpenTwice(t, store.Postgres)
	w := newJobWorld(t, web)
	const flyer, text = "/media/img/a5/worker.jpg", "Drivers - Jaffna"
	if err := web.QueueNotice(ctx, flyer); err != nil {
		t.Fatal(err)
	}
	if got, err := worker.ClaimNotices(ctx, "one", 5, time.Minute); err != nil || len(got) != 1 {
		t.Fatalf("claimed %+v, %v", got, err)
	}
	saving, commit := make(chan struct{}), make(chan struct{})
	web.SetBeforeCommit(func() {
		close(saving)
		<-commit
	})
	saved := make(chan error, 1)
	j := w.job("Driver", func(j *jobportal.Job) { j.Image = flyer })
	go func() { saved <- web.CreateJob(ctx, j) }()
	<-saving
	worker.SetBeforeCommit(func() {
		close(commit)
		if err := <-saved; err != nil {
			t.Errorf("save the job: %v", err)
		}
	})
	if err := worker.NoticeRead(ctx, flyer, "one", text); err != nil {
		t.Fatal(err)
	}
	got, err := web.FindJobAnyStatus(ctx, j.ID)
	if err != nil || got.NoticeText != text {
		t.Fatalf("the job's text %q, %v; want %q", got.NoticeText, err, text)
	}
}

func TestAFlyerQueuedWakesTheWorkerAfterItsCommit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		woken := func() bool {
			select {
			case <-db.NoticesQueued():
				return true
			default:
				return false
			}
		}
		current := func(j *jobportal.Job) *jobportal.Job {
			t.Helper()
			got, err := db.FindJobWithChange(ctx, j.ID)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		var approved, pending *jobportal.Job
		cases := []struct {
			name string
			do   func(t *testing.T) error
			want bool
		}{
			{"a job posted without a flyer does not wake it", func(t *testing.T) error {
				return db.CreateJob(ctx, w.job("Clerk"))
			}, false},
			{"a job posted with a new flyer wakes it", func(t *testing.T) error {
				approved = w.job("Driver", w.byCompany(w.company), func(j *jobportal.Job) { j.Image = "/media/img/aa/one.jpg" })
				return db.CreateJob(ctx, approved)
			}, true},
			{"a job showing a flyer queued already does not", func(t *testing.T) error {
				return db.CreateJob(ctx, w.job("Driver too", func(j *jobportal.Job) { j.Image = "/media/img/aa/one.jpg" }))
			}, false},
			{"jobs posted together wake it once they are stored", func(t *testing.T) error {
				return db.CreateJobs(ctx, []*jobportal.Job{w.job("Cook"), w.job("Baker", func(j *jobportal.Job) { j.Image = "/media/img/bb/two.jpg" })})
			}, true},
			{"jobs whose transaction fails after a flyer was queued do not", func(t *testing.T) error {
				err := db.CreateJobs(ctx, []*jobportal.Job{w.job("Guard", func(j *jobportal.Job) { j.Image = "/media/img/cc/lost.jpg" }),
					w.job("Nobody's", func(j *jobportal.Job) { j.PostedBy = jobportal.PostedBy{} })})
				if err == nil {
					t.Fatal("a job without a poster was stored")
				}
				if _, _, err := db.NoticeText(ctx, "/media/img/cc/lost.jpg"); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
					t.Fatalf("the flyer of a job not stored is queued: %v", err)
				}
				return nil
			}, false},
			{"an admin's edit with a new flyer wakes it", func(t *testing.T) error {
				j := current(approved)
				j.Image = "/media/img/dd/admin.jpg"
				return db.UpdateJob(ctx, j)
			}, true},
			{"a poster's edit of a pending job with a new flyer wakes it", func(t *testing.T) error {
				pending = w.add("Pending", w.byCompany(w.company), func(j *jobportal.Job) { j.Status = jobportal.JobPending })
				d := current(pending).Draft()
				d.Image = "/media/img/ee/pending.jpg"
				_, _, err := db.EditOwnJob(ctx, w.company.ID, d, "")
				return err
			}, true},
			{"a poster's change of an approved job with a new flyer wakes it as it waits for review", func(t *testing.T) error {
				d := current(approved).Draft()
				d.Image = "/media/img/ff/change.jpg"
				_, _, err := db.EditOwnJob(ctx, w.company.ID, d, "")
				return err
			}, true},
			{"approving that change does not: its flyer was queued with it", func(t *testing.T) error {
				_, _, err := db.ApproveJobChange(ctx, approved.ID)
				return err
			}, false},
			{"an image queued on its own wakes it", func(t *testing.T) error {
				return db.QueueNotice(ctx, "/media/img/ab/demo.jpg")
			}, true},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				woken()
				if err := c.do(t); err != nil {
					t.Fatal(err)
				}
				if got := woken(); got != c.want {
					t.Fatalf("woken %v, want %v", got, c.want)
				}
			})
		}
	})
}

func TestFlyerTextNothingShowsIsCleanedAfter30Days(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		const (
			old      = "/media/img/a1/old.jpg"
			shown    = "/media/img/a2/shown.jpg"
			change   = "/media/img/a3/change.jpg"
			rejected = "/media/img/a4/rejected.jpg"
			recent   = "/media/img/a5/recent.jpg"
			again    = "/media/img/a6/again.jpg"
		)
		queue := func(t *testing.T, image string) {
			t.Helper()
			if err := db.QueueNotice(ctx, image); err != nil {
				t.Fatal(err)
			}
		}
		propose := func(t *testing.T, title, image string) *jobportal.Job {
			t.Helper()
			j := w.add(title, w.byCompany(w.company))
			d := j.Draft()
			d.Image = image
			if _, _, err := db.EditOwnJob(ctx, w.company.ID, d, ""); err != nil {
				t.Fatal(err)
			}
			return j
		}
		clean := func(t *testing.T, want int64) {
			t.Helper()
			if n, err := db.CleanNotices(ctx); err != nil || n != want {
				t.Fatalf("cleaned %d, %v; want %d", n, err, want)
			}
		}
		kept := func(t *testing.T, want bool, images ...string) {
			t.Helper()
			for _, image := range images {
				_, _, err := db.NoticeText(ctx, image)
				if got := jobportal.ErrorCode(err) != jobportal.ENOTFOUND; got != want {
					t.Fatalf("%s kept %v, want %v (%v)", image, got, want, err)
				}
			}
		}

		queue(t, old)
		queue(t, again)
		w.add("Shown", func(j *jobportal.Job) { j.Image = shown })
		propose(t, "Changed", change)
		turnedDown := propose(t, "Turned down", rejected)
		if _, _, err := db.RejectJobChange(ctx, turnedDown.ID, "Not this flyer."); err != nil {
			t.Fatal(err)
		}
		w.clk.advance(20 * 24 * time.Hour)
		queue(t, recent)
		w.clk.advance(11 * 24 * time.Hour)

		t.Run("a row nothing has shown for 30 days is deleted; a recent one, and one shown again since, are kept", func(t *testing.T) {
			j := w.add("Again", func(j *jobportal.Job) { j.Image = again })
			if _, err := db.DeleteJob(ctx, j.ID); err != nil {
				t.Fatal(err)
			}
			clean(t, 1)
			kept(t, false, old)
			kept(t, true, recent, again)
		})
		t.Run("a row shown by a job, a poster's change or a rejected change is kept however old", func(t *testing.T) {
			kept(t, true, shown, change, rejected)
		})
		t.Run("30 days later those are deleted too, and a cleanup again deletes nothing", func(t *testing.T) {
			w.clk.advance(31 * 24 * time.Hour)
			clean(t, 2)
			kept(t, false, recent, again)
			kept(t, true, shown, change, rejected)
			clean(t, 0)
		})
		t.Run("two cleanups at once delete each row once", func(t *testing.T) {
			for i := range 6 {
				queue(t, fmt.Sprintf("/media/img/b%d/many.jpg", i))
			}
			w.clk.advance(31 * 24 * time.Hour)
			counts := make(chan int64, 2)
			errs := make(chan error, 2)
			for range 2 {
				go func() {
					n, err := db.CleanNotices(ctx)
					counts <- n
					errs <- err
				}()
			}
			total := <-counts + <-counts
			if err := errors.Join(<-errs, <-errs); err != nil || total != 6 {
				t.Fatalf("cleaned %d in all, %v", total, err)
			}
			kept(t, true, shown, change, rejected)
		})
	})
}
