package store_test

import (
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func submission(name, email, main, sub string) *jobportal.CVSubmission {
	return &jobportal.CVSubmission{Name: name, Email: email, Phone: "077 123 4567", MainTopic: main, SubTopic: sub,
		Language: "si", FileKey: "cv/" + strings.ToLower(strings.Fields(name)[0]) + ".pdf", FileName: name + " CV.pdf",
		FileType: "application/pdf", FileSize: 2048}
}

func TestCVSubmissionsStore(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clk := useClock(db)
		var made []*jobportal.CVSubmission
		for _, s := range []*jobportal.CVSubmission{
			submission("Nimali Perera", "nimali@example.lk", "Private Jobs", "IT and Software"),
			submission("Kasun Silva", "kasun@example.lk", "Private Jobs", "Accounting and Finance"),
			submission("Ayesha Fernando", "ayesha@example.lk", "International Jobs", "Middle East"),
		} {
			clk.advance(time.Minute)
			if err := db.CreateCVSubmission(ctx, s); err != nil {
				t.Fatal(err)
			}
			if s.ID == 0 || s.FileURL == "" || !s.CreatedAt.Equal(clk.now()) {
				t.Fatalf("created %+v", s)
			}
			made = append(made, s)
		}
		list := func(f jobportal.CVSubmissionFilter) ([]string, int) {
			t.Helper()
			if f.Page.Limit == 0 {
				f.Page = jobportal.NewPage(1, 10)
			}
			got, total, err := db.ListCVSubmissions(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, s := range got {
				names = append(names, s.Name)
			}
			return names, total
		}
		for _, c := range []struct {
			name  string
			f     jobportal.CVSubmissionFilter
			want  string
			total int
		}{
			{"everything, newest first", jobportal.CVSubmissionFilter{}, "Ayesha Fernando,Kasun Silva,Nimali Perera", 3},
			{"a main topic", jobportal.CVSubmissionFilter{MainTopic: "Private Jobs"}, "Kasun Silva,Nimali Perera", 2},
			{"a sub-topic", jobportal.CVSubmissionFilter{SubTopic: "Middle East"}, "Ayesha Fernando", 1},
			{"a name in any case", jobportal.CVSubmissionFilter{Search: "KASUN"}, "Kasun Silva", 1},
			{"an email", jobportal.CVSubmissionFilter{Search: "nimali@"}, "Nimali Perera", 1},
			{"a percent sign matches itself", jobportal.CVSubmissionFilter{Search: "%"}, "", 0},
			{"a second page", jobportal.CVSubmissionFilter{Page: jobportal.NewPage(2, 2)}, "Nimali Perera", 3},
		} {
			t.Run(c.name, func(t *testing.T) {
				names, total := list(c.f)
				if got := strings.Join(names, ","); got != c.want || total != c.total {
					t.Fatalf("%q (%d), want %q (%d)", got, total, c.want, c.total)
				}
			})
		}

		got, err := db.FindCVSubmission(ctx, made[0].ID)
		if err != nil || got.Email != "nimali@example.lk" || got.Language != "si" || got.FileKey != "cv/nimali.pdf" || got.ContactedAt != nil {
			t.Fatalf("found %+v %v", got, err)
		}
		clk.advance(time.Hour)
		contacted, err := db.MarkCVSubmissionContacted(ctx, made[0].ID)
		if err != nil || contacted.ContactedAt == nil || !contacted.ContactedAt.Equal(clk.now()) {
			t.Fatalf("contacted %+v %v", contacted, err)
		}
		deleted, err := db.DeleteCVSubmission(ctx, made[1].ID)
		if err != nil || deleted.FileKey != "cv/kasun.pdf" {
			t.Fatalf("deleted %+v %v", deleted, err)
		}
		for _, err := range []error{
			func() error { _, err := db.FindCVSubmission(ctx, made[1].ID); return err }(),
			func() error { _, err := db.DeleteCVSubmission(ctx, made[1].ID); return err }(),
			func() error { _, err := db.MarkCVSubmissionContacted(ctx, 999); return err }(),
		} {
			wantCode(t, err, jobportal.ENOTFOUND)
		}
	})
}

func TestErasureRemovesTheAccountsCVSubmissions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		c := mustCreateCustomer(t, db, "nimali@example.lk")
		mine := submission("Nimali Perera", "nimali@example.lk", "Private Jobs", "")
		other := submission("Kasun Silva", "kasun@example.lk", "Private Jobs", "")
		for _, s := range []*jobportal.CVSubmission{mine, other} {
			if err := db.CreateCVSubmission(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		files, err := db.EraseCustomer(ctx, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(files.Keys, ","), mine.FileKey) {
			t.Fatalf("the file of the submission is not among %q", files.Keys)
		}
		if _, err := db.FindCVSubmission(ctx, mine.ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
			t.Fatalf("the submission is still there: %v", err)
		}
		if _, err := db.FindCVSubmission(ctx, other.ID); err != nil {
			t.Fatalf("another's submission went: %v", err)
		}
	})
}

func TestCVImportHistory(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clk := useClock(db)
		a := mustCreateCustomer(t, db, "nimali@example.lk")
		b := mustCreateCustomer(t, db, "kasun@example.lk")
		for _, src := range []string{"text", "json-resume", "linkedin"} {
			clk.advance(time.Minute)
			if im, err := db.RecordCVImport(ctx, a.ID, src); err != nil || im.ID == 0 || im.Source != src || !im.Timestamp.Equal(clk.now()) {
				t.Fatalf("record %+v %v", im, err)
			}
		}
		if _, err := db.RecordCVImport(ctx, a.ID, "pdf"); err == nil {
			t.Fatal("an unknown source was recorded")
		}
		got, err := db.CVImports(ctx, a.ID)
		if err != nil || len(got) != 3 || got[0].Source != "linkedin" || got[2].Source != "text" {
			t.Fatalf("history %+v %v", got, err)
		}
		if got, err := db.CVImports(ctx, b.ID); err != nil || got == nil || len(got) != 0 {
			t.Fatalf("another's history %+v %v", got, err)
		}
	})
}

func TestCVJobSignals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		w.clk.t = time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
		saved := w.add("Accountant", func(j *jobportal.Job) {
			j.Description, j.Requirements = "Keep the books.", "QuickBooks and SLFRS."
			j.SubTopics = []string{"Accounting and Finance"}
		})
		applied := w.add("Payroll Officer", func(j *jobportal.Job) { j.Description = "Run the payroll." })
		both := w.add("Tally Operator", func(j *jobportal.Job) { j.Description = "Tally." })
		w.add("Chef") // neither saved nor applied to
		for _, id := range []int64{saved.ID, both.ID} {
			w.clk.advance(time.Minute)
			if _, err := db.SaveJob(ctx, w.person.ID, id); err != nil {
				t.Fatal(err)
			}
		}
		for _, id := range []int64{applied.ID, both.ID} {
			w.clk.advance(time.Minute)
			w.apply(id, w.person, "cv/x.pdf")
		}
		got, err := db.CVJobSignals(ctx, w.person.ID)
		if err != nil {
			t.Fatal(err)
		}
		var titles []string
		for _, s := range got {
			titles = append(titles, s.Title)
			if s.Title == "Accountant" && (s.Applied || !strings.Contains(s.Text, "QuickBooks") ||
				!strings.Contains(s.Text, "Accounting and Finance") || !strings.Contains(s.Text, "Keep the books.")) {
				t.Errorf("signal %+v", s)
			}
			if s.Title == "Tally Operator" && !s.Applied {
				t.Errorf("a job saved and applied to counts as applied: %+v", s)
			}
		}
		if strings.Join(titles, ",") != "Tally Operator,Payroll Officer,Accountant" {
			t.Fatalf("titles %q", titles)
		}
		if got, err := db.CVJobSignals(ctx, w.company.ID); err != nil || len(got) != 0 {
			t.Fatalf("another's jobs %+v %v", got, err)
		}
	})
}
