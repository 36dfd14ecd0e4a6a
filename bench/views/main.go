// Command views measures what counting a view costs when each view is
// written as it is counted (store.CountJobView: the viewer's mark and the
// job's count, one transaction per view) against the batches the server
// wrote before (views added up in memory, store.AddJobViews every 5 s, which
// a kill -9 lost). It posts -jobs jobs into a fresh database, then -c
// viewers at once count -n views, each from a viewer of its own spread over
// the jobs, and prints views a second and the latency of one view; then it
// writes the same views as one batch and prints its time.
//
//	go run ./bench/views -dir /var/tmp -n 5000 -c 16
//	go run ./bench/views -database-url 'postgres://postgres@127.0.0.1:5432/test?sslmode=disable' -n 5000 -c 16
//
// The SQLite folder must be on the disk the server would use (each commit
// waits for an fsync; on a tmpfs it costs nothing). A PostgreSQL run works in
// a schema of its own, dropped at the end.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"jobportal/bench/benchdb"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

func main() {
	var (
		dir    = flag.String("dir", os.TempDir(), "folder of the SQLite database (on the disk to measure, not a tmpfs)")
		dbURL  = flag.String("database-url", "", "a PostgreSQL URL to measure instead of SQLite")
		n      = flag.Int("n", 5000, "views counted")
		c      = flag.Int("c", 16, "viewers at once")
		nJobs  = flag.Int("jobs", 50, "jobs the views are spread over")
		window = 30 * time.Minute
	)
	flag.Parse()
	if *n < 1 || *c < 1 || *nJobs < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(context.Background(), *dir, *dbURL, *n, *c, *nJobs, window); err != nil {
		fmt.Fprintln(os.Stderr, "views:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, dir, dbURL string, n, c, nJobs int, window time.Duration) error {
	dsn, done, err := benchdb.Fresh("views", dir, dbURL)
	if err != nil {
		return err
	}
	defer done()
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	admin := &jobportal.AdminUser{Username: "bench-admin", Name: "Bench Admin", Role: jobportal.RoleAdmin}
	if err := db.CreateAdminUser(ctx, admin, "!"); err != nil {
		return err
	}
	ids := make([]int64, nJobs)
	for i := range ids {
		j := newJob(i, admin.ID)
		if err := db.CreateJob(ctx, j); err != nil {
			return err
		}
		ids[i] = j.ID
	}
	fmt.Printf("%s: %d views over %d jobs, %d viewers at once\n", db.Dialect(), n, nJobs, c)

	// Written through: one transaction per view, as POST /api/jobs/{id}/view does.
	var (
		next    atomic.Int64
		wg      sync.WaitGroup
		mu      sync.Mutex
		lat     = make([]time.Duration, 0, n)
		first   error
		errOnce sync.Once
	)
	start := time.Now()
	for range c {
		wg.Go(func() {
			mine := make([]time.Duration, 0, n/c+1)
			for i := next.Add(1); i <= int64(n); i = next.Add(1) {
				t := time.Now()
				counted, err := db.CountJobView(ctx, ids[int(i)%nJobs], fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255), window)
				if err == nil && !counted {
					err = fmt.Errorf("view %d was not counted", i)
				}
				if err != nil {
					errOnce.Do(func() { first = err })
					return
				}
				mine = append(mine, time.Since(t))
			}
			mu.Lock()
			lat = append(lat, mine...)
			mu.Unlock()
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	if first != nil {
		return first
	}
	slices.Sort(lat)
	fmt.Printf("  written through: %7.0f views/s, one view p50 %v p99 %v\n", float64(n)/elapsed.Seconds(),
		lat[len(lat)/2].Round(time.Microsecond), lat[len(lat)*99/100].Round(time.Microsecond))

	// Batched, as before: the same views added up in memory and written in one transaction.
	batch := map[int64]int64{}
	for i := 1; i <= n; i++ {
		batch[ids[i%nJobs]]++
	}
	start = time.Now()
	if err := db.AddJobViews(ctx, batch); err != nil {
		return err
	}
	b := time.Since(start)
	fmt.Printf("  one batch:       %v for all %d views (%v a view), but up to 5 s of views lost on kill -9\n",
		b.Round(time.Microsecond), n, (b / time.Duration(n)).Round(time.Nanosecond))

	var total int64
	for _, id := range ids {
		j, err := db.FindJobAnyStatus(ctx, id)
		if err != nil {
			return err
		}
		total += j.Views
	}
	if total != int64(2*n) {
		return fmt.Errorf("the jobs hold %d views, want %d", total, 2*n)
	}
	return nil
}

// newJob makes the i-th approved job.
func newJob(i int, adminID int64) *jobportal.Job {
	title := fmt.Sprintf("Accountant %d", i)
	closing := time.Now().In(jobportal.SriLankaTime).AddDate(0, 0, 30).Format(jobportal.DateLayout)
	return &jobportal.Job{
		Title:           title,
		Slug:            jobportal.Slugify(title, jobportal.JobSlugFallback),
		Description:     "Keep the books of a growing trading company in Colombo and prepare the monthly accounts.",
		Requirements:    "A degree in accounting; two years of experience.",
		CompanyName:     "Lanka Traders",
		Location:        "Colombo",
		JobType:         "Full Time Jobs",
		ExperienceLevel: "Mid Level",
		MainTopic:       "Private Jobs",
		SubTopics:       []string{jobportal.SubTopics["Private Jobs"][0]},
		Currency:        jobportal.DefaultCurrency,
		ClosingDate:     closing,
		Status:          jobportal.JobApproved,
		ApplyMethod:     jobportal.ApplyOnSite,
		PostedBy:        jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: adminID},
	}
}
