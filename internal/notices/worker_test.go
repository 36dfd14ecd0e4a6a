package notices_test

import (
	"context"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/jobportal"
	"jobportal/internal/media/notice"
	"jobportal/internal/notices"
	"jobportal/internal/ocr"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

var ctx = context.Background()

// world is a database with an admin's job showing a flyer kept in blobs.
type world struct {
	db    *store.DB
	blobs blob.Bucket
	job   *jobportal.Job
}

const flyerPath = "/media/img/ab/ab000000000000000000000000000000.jpg"

func newWorld(t *testing.T, db *store.DB, lines []string) *world {
	t.Helper()
	a := &jobportal.AdminUser{Username: "admin", Name: "Admin", Role: jobportal.RoleSuperadmin}
	if err := db.CreateAdminUser(ctx, a, "h"); err != nil {
		t.Fatal(err)
	}
	data, err := notice.JPEG(1200, 1600, 7, lines)
	if err != nil {
		t.Fatal(err)
	}
	blobs := blob.NewMemory()
	if err := blobs.Put(ctx, strings.TrimPrefix(flyerPath, "/media/"), data); err != nil {
		t.Fatal(err)
	}
	j := &jobportal.Job{Title: "Vacancy", Slug: "vacancy", Description: "See the flyer.", CompanyName: "Ceylon Traders",
		Location: "Colombo", JobType: "Full Time Jobs", ExperienceLevel: "Mid Level", MainTopic: "Private Jobs",
		SubTopics: []string{}, Currency: "LKR", ClosingDate: jobportal.Today(time.Now().AddDate(0, 1, 0)),
		Status: jobportal.JobApproved, ApplyMethod: jobportal.ApplyOnSite, Image: flyerPath,
		PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: a.ID}}
	if err := db.CreateJob(ctx, j); err != nil {
		t.Fatal(err)
	}
	return &world{db: db, blobs: blobs, job: j}
}

// post stores a flyer printed with lines at path and a job showing it.
func (w *world) post(t *testing.T, path string, lines []string) *jobportal.Job {
	t.Helper()
	// Small, so that reading it takes little of the time the test allows.
	data, err := notice.JPEG(300, 400, 7, lines)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.blobs.Put(ctx, strings.TrimPrefix(path, "/media/"), data); err != nil {
		t.Fatal(err)
	}
	j := *w.job
	j.ID, j.Title, j.Slug, j.Image = 0, "Another vacancy", "another-vacancy", path
	if err := w.db.CreateJob(ctx, &j); err != nil {
		t.Fatal(err)
	}
	return &j
}

// standIn is a tesseract that says it reads English and reads text from
// any image, at once.
func standIn(t *testing.T, text string) *ocr.Reader {
	t.Helper()
	fake := filepath.Join(t.TempDir(), "tesseract")
	script := "#!/bin/sh\nif [ \"$1\" = --list-langs ]; then echo eng; exit 0; fi\ncat >/dev/null\necho '" + text + "'\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return &ocr.Reader{Program: fake}
}

// waitRead waits up to within for the text of image to be read.
func waitRead(t *testing.T, db *store.DB, image string, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		state, _, err := db.NoticeText(ctx, image)
		if err != nil {
			t.Fatal(err)
		}
		if state == store.NoticeDone {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s is %s after %s", image, state, within)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func search(t *testing.T, db *store.DB, word string) int {
	t.Helper()
	jobs, _, err := db.SearchJobs(ctx, jobportal.JobFilter{Keyword: word, Page: 1, Limit: 10, SortBy: jobportal.SortRelevance})
	if err != nil {
		t.Fatal(err)
	}
	return len(jobs)
}

func TestWorkerReadsAFlyerAndTheJobIsFoundByItsWords(t *testing.T) {
	if _, err := exec.LookPath("tesseract"); err != nil {
		t.Skip("tesseract is not installed (Debian: tesseract-ocr tesseract-ocr-sin tesseract-ocr-tam)")
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db, []string{"Lorry Drivers - Polonnaruwa", "Heavy vehicle licence required.",
			"Salary: Rs. 65,000 a month", "Send your CV to drivers@transport.example.lk"})
		if n := search(t, db, "Polonnaruwa"); n != 0 {
			t.Fatalf("found %d before the flyer was read", n)
		}
		worker := &notices.Worker{DB: db, Blobs: w.blobs, Reader: &ocr.Reader{}, Log: quiet()}
		n, err := worker.RunOnce(ctx)
		if err != nil || n != 1 {
			t.Fatalf("read %d, %v", n, err)
		}
		got, err := db.FindJob(ctx, w.job.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(got.NoticeText, "Polonnaruwa") || !strings.Contains(got.NoticeText, "WE ARE HIRING") {
			t.Fatalf("notice text %q", got.NoticeText)
		}
		for _, word := range []string{"Polonnaruwa", "licence", "drivers"} {
			if n := search(t, db, word); n != 1 {
				t.Fatalf("%q found %d jobs", word, n)
			}
		}
		if n, err := worker.RunOnce(ctx); err != nil || n != 0 {
			t.Fatalf("read again %d, %v", n, err)
		}
	})
}

func TestWorkerWithoutTesseract(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db, []string{"Cashier"})
		worker := &notices.Worker{DB: db, Blobs: w.blobs, Reader: &ocr.Reader{Program: "/nonexistent/tesseract"}, Log: quiet()}
		t.Run("the flyer waits as unavailable and the job stays as it was", func(t *testing.T) {
			if n, err := worker.RunOnce(ctx); err != nil || n != 0 {
				t.Fatalf("read %d, %v", n, err)
			}
			state, text, err := db.NoticeText(ctx, flyerPath)
			if err != nil || state != store.NoticeUnavailable || text != "" {
				t.Fatalf("state %q text %q, %v", state, text, err)
			}
			if got, err := db.FindJob(ctx, w.job.ID); err != nil || got.NoticeText != "" {
				t.Fatalf("job %+v, %v", got, err)
			}
		})
		t.Run("a flyer no longer stored fails for good at once", func(t *testing.T) {
			if _, err := db.ResumeNotices(ctx); err != nil {
				t.Fatal(err)
			}
			if err := w.blobs.Delete(ctx, strings.TrimPrefix(flyerPath, "/media/")); err != nil {
				t.Fatal(err)
			}
			// A stand-in that says it reads English: the image is gone before it is asked.
			fake := filepath.Join(t.TempDir(), "tesseract")
			if err := os.WriteFile(fake, []byte("#!/bin/sh\necho eng\n"), 0o755); err != nil {
				t.Fatal(err)
			}
			fine := &notices.Worker{DB: db, Blobs: w.blobs, Reader: &ocr.Reader{Program: fake}, Log: quiet()}
			if _, err := fine.RunOnce(ctx); err != nil {
				t.Fatal(err)
			}
			if state, _, _ := db.NoticeText(ctx, flyerPath); state != store.NoticeFailed {
				t.Fatalf("state %q", state)
			}
		})
	})
}

func TestWorkerReadsAFlyerPostedHereAtOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db, []string{"Cashier"})
		// An hour's tick: only the wake can bring the second flyer in time.
		worker := &notices.Worker{DB: db, Blobs: w.blobs, Reader: standIn(t, "Forklift operators Matara"), Log: quiet(), Tick: time.Hour}
		run, stop := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { worker.Run(run); close(done) }()
		t.Cleanup(func() { stop(); <-done })

		waitRead(t, db, flyerPath, 20*time.Second)
		// The first round's last look, which finds nothing, is over.
		time.Sleep(200 * time.Millisecond)
		const second = "/media/img/cd/cd000000000000000000000000000000.jpg"
		posted := time.Now()
		j := w.post(t, second, []string{"Forklift operators - Matara"})
		waitRead(t, db, second, 3*time.Second)
		t.Logf("read %s after the job was posted", time.Since(posted).Round(time.Millisecond))
		got, err := db.FindJob(ctx, j.ID)
		if err != nil || got.NoticeText != "Forklift operators Matara" {
			t.Fatalf("job's text %q, %v", got.NoticeText, err)
		}
	})
}

func TestWorkerCleansAsItStarts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		const gone = "/media/img/ef/ef000000000000000000000000000000.jpg"
		now := db.Now
		db.Now = func() time.Time { return now().AddDate(0, 0, -31) }
		if err := db.QueueNotice(ctx, gone); err != nil {
			t.Fatal(err)
		}
		db.Now = now
		// Read, it would be fresh; cleaned first, it is gone before.
		worker := &notices.Worker{DB: db, Blobs: blob.NewMemory(), Reader: standIn(t, "Cashier"), Log: quiet(), Tick: time.Hour}
		run, stop := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { worker.Run(run); close(done) }()
		t.Cleanup(func() { stop(); <-done })
		deadline := time.Now().Add(10 * time.Second)
		for {
			_, _, err := db.NoticeText(ctx, gone)
			if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("the text of a flyer nothing showed for 31 days is kept (%v)", err)
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}
