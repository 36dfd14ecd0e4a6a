package store_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// addMany stores n jobs in one transaction; the i-th is made by mod(i, job).
func (w *jobWorld) addMany(n int, mod func(i int, j *jobportal.Job)) []*jobportal.Job {
	w.t.Helper()
	jobs := make([]*jobportal.Job, n)
	for i := range jobs {
		jobs[i] = w.job(fmt.Sprintf("Accounts Clerk %d", i), posted(w.clk.t.Add(-time.Duration(i+1)*time.Minute)))
		if mod != nil {
			mod(i, jobs[i])
		}
	}
	if err := w.db.CreateJobs(ctx, jobs); err != nil {
		w.t.Fatalf("create jobs: %v", err)
	}
	return jobs
}

func TestCreateJobs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		jobs := w.addMany(3, func(i int, j *jobportal.Job) { j.SubTopics = []string{"IT and Software", "BPO"}[:i%2+1] })
		t.Run("every job gets an id and is stored with its sub-topics", func(t *testing.T) {
			for i, j := range jobs {
				got, err := db.FindJob(ctx, j.ID)
				if err != nil || got.Title != j.Title || len(got.SubTopics) != i%2+1 {
					t.Fatalf("job %d: %+v, %v", i, got, err)
				}
			}
		})
		t.Run("one bad job stores none of the batch", func(t *testing.T) {
			bad := []*jobportal.Job{w.job("Fine Job"), w.job("Bad Job", func(j *jobportal.Job) { j.PostedBy.Kind = "robot" })}
			if err := db.CreateJobs(ctx, bad); err == nil {
				t.Fatal("no error")
			}
			if c, _ := db.JobCounts(ctx); c.Total != 3 {
				t.Fatalf("%d jobs stored", c.Total)
			}
		})
	})
}

func TestJobPageAndSitemapQueries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		withSite := w.add("Software Engineer", w.byCompany(w.company))
		named := w.add("Shop Assistant")
		pending := w.add("Pending Job", status(jobportal.JobPending))
		rejected := w.add("Rejected Job", status(jobportal.JobRejected))
		expired := w.add("Expired Job", func(j *jobportal.Job) { j.ClosingDate = "2026-02-28" })
		website := "https://lsl.example.lk"
		page := w.companyPage(w.company)
		page.Website = website
		if err := db.UpdateCompany(ctx, page); err != nil {
			t.Fatal(err)
		}

		t.Run("a job's page has no website of a company page that is not public", func(t *testing.T) {
			j, site, err := db.FindJobPage(ctx, withSite.ID)
			if err != nil || j.Title != "Software Engineer" || site != "" {
				t.Fatalf("%+v %q %v", j, site, err)
			}
		})
		if _, _, err := db.ApproveCompany(ctx, page.ID); err != nil {
			t.Fatal(err)
		}

		t.Run("a public job's page has the website of its company page", func(t *testing.T) {
			j, site, err := db.FindJobPage(ctx, withSite.ID)
			if err != nil || j.Title != "Software Engineer" || site != website || j.CompanyName != "Lanka Software Labs" {
				t.Fatalf("%+v %q %v", j, site, err)
			}
		})
		t.Run("an employer named in words has no website", func(t *testing.T) {
			if _, site, err := db.FindJobPage(ctx, named.ID); err != nil || site != "" {
				t.Fatalf("%q %v", site, err)
			}
		})
		t.Run("a job that is not public has no page", func(t *testing.T) {
			for _, id := range []int64{pending.ID, rejected.ID, expired.ID, 999999} {
				_, _, err := db.FindJobPage(ctx, id)
				wantCode(t, err, jobportal.ENOTFOUND)
			}
		})
		t.Run("the sitemap lists public jobs only, in batches by id", func(t *testing.T) {
			more := w.addMany(5, nil)
			if n, err := db.CountPublicJobs(ctx); err != nil || n != 7 {
				t.Fatalf("count %d, %v", n, err)
			}
			first, err := db.PublicJobRefs(ctx, 0, 0, 4)
			if err != nil || len(first) != 4 || first[0].ID != withSite.ID || first[1].ID != named.ID ||
				first[2].ID != more[0].ID || first[0].Slug != "software-engineer" || first[0].UpdatedAt.IsZero() {
				t.Fatalf("first batch %+v, %v", first, err)
			}
			rest, err := db.PublicJobRefs(ctx, first[3].ID, 0, 4)
			if err != nil || len(rest) != 3 || rest[2].ID != more[4].ID {
				t.Fatalf("next batch %+v, %v", rest, err)
			}
			skipped, err := db.PublicJobRefs(ctx, 0, 5, 10)
			if err != nil || len(skipped) != 2 || skipped[0].ID != more[3].ID {
				t.Fatalf("after skipping five %+v, %v", skipped, err)
			}
		})
		t.Run("the feed is the newest first, whatever the filter's order", func(t *testing.T) {
			f := filter(func(f *jobportal.JobFilter) { f.SortBy = "salary"; f.SortOrder = "asc"; f.Keyword = "clerk" })
			jobs, err := db.FeedJobs(ctx, f, 3)
			if err != nil {
				t.Fatal(err)
			}
			wantTitles(t, titles(jobs), "Accounts Clerk 0", "Accounts Clerk 1", "Accounts Clerk 2")
			if jobs[0].Snippet != "" || len(jobs[0].SubTopics) != 1 {
				t.Fatalf("first %+v", jobs[0])
			}
		})
	})
}

func TestLargeListsAreKeptAWhile(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		w.addMany(1100, func(i int, j *jobportal.Job) {
			j.Description = "Keep the books of a busy shop as its clerk."
			if i%2 == 1 {
				j.Location = "Kandy"
			}
		})
		kandy := filter(func(f *jobportal.JobFilter) { f.Location = "Kandy" })
		total := func(f jobportal.JobFilter) int {
			t.Helper()
			_, n, err := db.ListJobs(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		search := func(page int) ([]*jobportal.Job, int) {
			t.Helper()
			jobs, n, err := db.SearchJobs(ctx, filter(func(f *jobportal.JobFilter) { f.Keyword = "clerk"; f.Page = page }))
			if err != nil {
				t.Fatal(err)
			}
			return jobs, n
		}
		if n := total(kandy); n != 550 {
			t.Fatalf("total %d", n)
		}
		firstPage, n := search(1)
		if n != 1100 || len(firstPage) != 10 || firstPage[0].Title != "Accounts Clerk 0" {
			t.Fatalf("search: %d jobs, %q", n, titles(firstPage))
		}
		for _, j := range firstPage {
			if !strings.Contains(j.Snippet, "<mark>clerk</mark>") {
				t.Fatalf("snippet of %s: %q", j.Title, j.Snippet)
			}
		}
		t.Run("a large search reads its page by id, with the snippets kept", func(t *testing.T) {
			qs, err := db.JobListQueries(ctx, filter(func(f *jobportal.JobFilter) { f.Keyword = "clerk" }), true)
			if err != nil || len(qs) != 3 || qs[0].Name != "ranking" || qs[1].Name != "snippets by ids" ||
				qs[2].Name != "page by ids" || strings.Contains(strings.ToLower(qs[2].SQL), "match") || strings.Contains(qs[2].SQL, "@@") {
				t.Fatalf("%+v, %v", qs, err)
			}
		})

		late := w.add("Accounts Clerk Late", func(j *jobportal.Job) {
			j.Location, j.Description = "Kandy", "Keep the books of a busy shop as its clerk."
		})
		// Accounts Clerk 2, in Colombo.
		if _, _, err := db.RejectJob(ctx, firstPage[2].ID, ""); err != nil {
			t.Fatal(err)
		}
		t.Run("a large total is kept for a few seconds", func(t *testing.T) {
			if n := total(kandy); n != 550 {
				t.Fatalf("total %d, want the kept 550", n)
			}
		})
		t.Run("a kept ranking still leaves out a job that is no longer public", func(t *testing.T) {
			jobs, n := search(1)
			if n != 1100 || len(jobs) != 9 || jobs[1].ID != firstPage[1].ID || jobs[2].ID != firstPage[3].ID {
				t.Fatalf("search: %d jobs, %q", n, titles(jobs))
			}
			if jobs[2].Snippet != firstPage[3].Snippet || jobs[2].Snippet == "" {
				t.Fatalf("kept snippet %q, first %q", jobs[2].Snippet, firstPage[3].Snippet)
			}
		})
		t.Run("a page beyond the kept ranking is ranked on its own", func(t *testing.T) {
			jobs, n := search(101)
			if n != 1100 || len(jobs) != 10 || jobs[0].Title != "Accounts Clerk 1000" {
				t.Fatalf("search: %d jobs, %q", n, titles(jobs))
			}
			if jobs, n := search(111); n != 1100 || len(jobs) != 0 {
				t.Fatalf("past the end: %d jobs, %q", n, titles(jobs))
			}
		})
		t.Run("after five seconds the totals and rankings are made again, while the kept ones serve", func(t *testing.T) {
			w.clk.advance(6 * time.Second)
			if n := total(kandy); n != 550 {
				t.Fatalf("total %d, want the kept 550 while it is made again", n)
			}
			if _, n := search(1); n != 1100 {
				t.Fatalf("search: %d jobs", n)
			}
			for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
				n := total(kandy)
				jobs, found := search(1)
				if n == 551 && found == 1100 && jobs[0].ID == late.ID {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("total %d, want 551; search: %d jobs, %q", n, found, titles(jobs))
				}
			}
		})
		t.Run("after a quiet spell, no total older than ten seconds is used", func(t *testing.T) {
			if _, _, err := db.RejectJob(ctx, late.ID, ""); err != nil {
				t.Fatal(err)
			}
			w.clk.advance(10 * time.Second)
			if n := total(kandy); n != 550 {
				t.Fatalf("total %d, ten seconds after it was made", n)
			}
		})
		t.Run("a small total is never kept", func(t *testing.T) {
			galle := filter(func(f *jobportal.JobFilter) { f.Location = "Galle"; f.Limit = 1 })
			w.add("Galle Clerk 1", func(j *jobportal.Job) { j.Location = "Galle" })
			w.add("Galle Clerk 2", func(j *jobportal.Job) { j.Location = "Galle" })
			if n := total(galle); n != 2 {
				t.Fatalf("total %d", n)
			}
			w.add("Galle Clerk 3", func(j *jobportal.Job) { j.Location = "Galle" })
			if n := total(galle); n != 3 {
				t.Fatalf("total %d, want 3", n)
			}
		})
	})
}

func TestJobQueryPlans(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		w.addMany(20, nil)
		for _, tc := range []struct {
			name   string
			f      jobportal.JobFilter
			search bool
			want   []string
		}{
			{"a list runs its page and its count", filter(nil), false, []string{"page", "count"}},
			{"a search runs its ranking and reads its page by id",
				filter(func(f *jobportal.JobFilter) { f.Keyword = "clerk" }), true, []string{"ranking", "page by ids"}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				qs, err := db.JobListQueries(ctx, tc.f, tc.search)
				if err != nil || len(qs) != len(tc.want) {
					t.Fatalf("%d queries, %v", len(qs), err)
				}
				for i, q := range qs {
					if q.Name != tc.want[i] {
						t.Fatalf("query %d is %q, want %q", i, q.Name, tc.want[i])
					}
				}
			})
		}
	})
}

func TestPostgresPool(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		if d != store.Postgres {
			continue
		}
		t.Run("the pool holds two connections per CPU, at least four", func(t *testing.T) {
			db := storetest.MustOpen(t, store.Postgres)
			if n := db.Stats().MaxOpenConnections; n != max(4, 2*runtime.GOMAXPROCS(0)) {
				t.Fatalf("%d connections", n)
			}
		})
		t.Run("pool_max_conns in the address sets it", func(t *testing.T) {
			db, err := store.Open(ctx, storetest.DSN(t, store.Postgres)+"&pool_max_conns=3")
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if n := db.Stats().MaxOpenConnections; n != 3 {
				t.Fatalf("%d connections", n)
			}
		})
		t.Run("a pool_max_conns that is not a number from 1 is refused", func(t *testing.T) {
			for _, v := range []string{"0", "many", "-2"} {
				if db, err := store.Open(ctx, storetest.DSN(t, store.Postgres)+"&pool_max_conns="+v); err == nil {
					db.Close()
					t.Fatalf("%s accepted", v)
				}
			}
		})
	}
}
