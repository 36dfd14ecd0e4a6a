package store_test

import (
	"fmt"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// A company's response time is the median time to its first move on an
// application of the last 90 days, with silence counted as time waited, on
// both databases.
func TestCompanyResponseDays(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		page := w.companyPage(w.company)
		open := closing(w.clk.t.AddDate(0, 0, 200).Format(time.DateOnly))
		job := w.add("Accounts Assistant", w.byCompany(w.company), open)
		elsewhere := w.add("Store Keeper", open) // another employer's
		poster := jobportal.Mover{Kind: jobportal.KindCustomer, ID: w.company.ID, Name: "Lanka Software Labs"}
		want := func(t *testing.T, wantDays int, wantOK bool) {
			t.Helper()
			days, ok, err := db.CompanyResponseDays(ctx, page.ID)
			if err != nil || ok != wantOK || (ok && days != wantDays) {
				t.Fatalf("response days %d, %v, %v; want %d, %v", days, ok, err, wantDays, wantOK)
			}
		}
		applicant := func(i int) *jobportal.Customer {
			return mustCreateCustomer(t, db, fmt.Sprintf("applicant%d@example.lk", i))
		}
		// An application 95 days old is outside the window; four of 80 days are in it.
		old := w.apply(job.ID, applicant(0), "cv/0.pdf")
		w.clk.advance(15 * 24 * time.Hour)
		applied := w.clk.t
		var apps []*jobportal.Application
		people := map[int64]*jobportal.Customer{}
		for i := 1; i <= 4; i++ {
			who := applicant(i)
			a := w.apply(job.ID, who, fmt.Sprintf("cv/%d.pdf", i))
			apps, people[a.ID] = append(apps, a), who
			w.apply(elsewhere.ID, who, fmt.Sprintf("cv/e%d.pdf", i))
		}
		move := func(t *testing.T, a *jobportal.Application, stage string) {
			t.Helper()
			if _, err := db.MoveApplications(ctx, job.ID, []int64{a.ID}, stage, poster, nil); err != nil {
				t.Fatal(err)
			}
		}
		w.clk.advance(80 * 24 * time.Hour)
		now := w.clk.t

		t.Run("fewer than five applications of the window give no figure", func(t *testing.T) {
			want(t, 0, false)
			move(t, old, jobportal.ApplicationReviewed) // still outside the window
			want(t, 0, false)
		})
		t.Run("the median of first moves, in days rounded up", func(t *testing.T) {
			who := applicant(5)
			fifth := w.apply(job.ID, who, "cv/5.pdf")
			apps, people[fifth.ID] = append(apps, fifth), who
			// The first is answered in 12 hours (a later move does not
			// count), the second in 3 days, the rest not yet.
			w.clk.t = applied.Add(12 * time.Hour)
			move(t, apps[0], jobportal.ApplicationShortlisted)
			w.clk.t = applied.Add(2 * 24 * time.Hour)
			move(t, apps[0], jobportal.ApplicationInterview)
			w.clk.t = applied.Add(3 * 24 * time.Hour)
			move(t, apps[1], jobportal.ApplicationRejected)
			w.clk.t = now
			// Waits: 12 hours, 3 days, 80 days, 80 days and 0: 3 days.
			want(t, 3, true)
		})
		t.Run("silence raises the figure and a withdrawal before any answer does not count", func(t *testing.T) {
			w.clk.advance(4 * 24 * time.Hour)
			// The fifth has now waited 4 days: the median is 4.
			want(t, 4, true)
			fifth := apps[4]
			if _, err := db.WithdrawApplication(ctx, fifth.ID, jobportal.Mover{Kind: jobportal.KindCustomer, ID: people[fifth.ID].ID, Name: "Applicant"}, nil); err != nil {
				t.Fatal(err)
			}
			// Four count: fewer than five.
			want(t, 0, false)
		})
		t.Run("a company with no page applications has none", func(t *testing.T) {
			other := w.adminCompany("Empty Company")
			if _, ok, err := db.CompanyResponseDays(ctx, other.ID); ok || err != nil {
				t.Fatalf("%v, %v", ok, err)
			}
		})
	})
}
