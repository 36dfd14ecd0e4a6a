package store_test

import (
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestCVViewedJobSignals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		w.clk.t = time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
		open := w.add("Accountant", func(j *jobportal.Job) {
			j.Requirements = "QuickBooks and SLFRS."
			j.SubTopics = []string{"Accounting and Finance"}
		})
		pending := w.add("Payroll Officer", func(j *jobportal.Job) { j.Status = jobportal.JobPending })
		rejected := w.add("Tally Operator", func(j *jobportal.Job) { j.Status = jobportal.JobRejected })
		closed := w.add("Auditor", func(j *jobportal.Job) { j.ClosingDate = "2026-02-28" })
		other := w.add("Cashier")

		got, err := db.CVViewedJobSignals(ctx, []int64{other.ID, pending.ID, rejected.ID, closed.ID, open.ID, 999999})
		if err != nil {
			t.Fatal(err)
		}
		var titles []string
		for _, s := range got {
			titles = append(titles, s.Title)
			if s.Title == "Accountant" && (s.JobID != open.ID || s.Applied ||
				!strings.Contains(s.Text, "QuickBooks") || !strings.Contains(s.Text, "Accounting and Finance")) {
				t.Errorf("signal %+v", s)
			}
		}
		if strings.Join(titles, ",") != "Accountant,Cashier" {
			t.Fatalf("only the public jobs, by id: %q", titles)
		}
		if got, err := db.CVViewedJobSignals(ctx, nil); err != nil || got == nil || len(got) != 0 {
			t.Fatalf("no ids: %+v %v", got, err)
		}
	})
}
