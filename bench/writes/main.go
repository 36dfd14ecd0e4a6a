// Command writes measures how many jobs a second the SQLite store can post,
// one job per transaction as POST /api/jobs does, with SQLite's
// synchronous=NORMAL and with synchronous=FULL (the server's setting). Each
// round posts into a fresh database file through store.CreateJob, with
// several posters at once as several employers would; rounds of the two
// settings alternate, so that a busy moment on a shared machine does not
// fall on one setting only, and the median of each is printed.
//
//	go run ./bench/writes -dir /var/tmp -n 2000 -c 8 -rounds 3
//
// The folder must be on the disk the server would use: on a tmpfs an fsync
// costs nothing and both settings measure the same.
package main

import (
	"context"
	"database/sql/driver"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"modernc.org/sqlite"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

func main() {
	var (
		dir    = flag.String("dir", os.TempDir(), "folder for the database files (on the disk to measure, not a tmpfs)")
		n      = flag.Int("n", 2000, "jobs posted in each round")
		c      = flag.Int("c", 8, "posters at once")
		rounds = flag.Int("rounds", 3, "rounds of each setting")
	)
	flag.Parse()
	if *n < 1 || *c < 1 || *rounds < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(context.Background(), *dir, *n, *c, *rounds); err != nil {
		fmt.Fprintln(os.Stderr, "writes:", err)
		os.Exit(1)
	}
}

// override is the synchronous setting the connection hook imposes on every
// new connection ("" keeps the store's own), and seen collects the setting
// each connection ended up with, so that the figures are known to belong to
// the setting they are printed under.
var (
	mu       sync.Mutex
	override string
	seen     = map[string]bool{}
)

// syncNames are the values PRAGMA synchronous reads back as.
var syncNames = map[int64]string{0: "OFF", 1: "NORMAL", 2: "FULL", 3: "EXTRA"}

// hook runs after the store's own pragmas on each new SQLite connection.
func hook(conn sqlite.ExecQuerierContext, _ string) error {
	ctx := context.Background()
	mu.Lock()
	want := override
	mu.Unlock()
	if want != "" {
		if _, err := conn.ExecContext(ctx, "PRAGMA synchronous="+want, nil); err != nil {
			return fmt.Errorf("set synchronous=%s: %w", want, err)
		}
	}
	rows, err := conn.QueryContext(ctx, "PRAGMA synchronous", nil)
	if err != nil {
		return fmt.Errorf("read synchronous: %w", err)
	}
	defer rows.Close()
	v := make([]driver.Value, 1)
	if err := rows.Next(v); err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("read synchronous: %w", err)
	}
	level, _ := v[0].(int64)
	mu.Lock()
	seen[syncNames[level]] = true
	mu.Unlock()
	return nil
}

func run(ctx context.Context, dir string, n, c, rounds int) error {
	sqlite.RegisterConnectionHook(hook)
	work, err := os.MkdirTemp(dir, "jobportal-writes-")
	if err != nil {
		return fmt.Errorf("make the work folder: %w", err)
	}
	defer os.RemoveAll(work)
	fmt.Printf("posting %d jobs a round, %d posters at once, one transaction per job, in %s\n", n, c, work)

	// NORMAL is imposed by the hook; FULL is the store's own setting, so a
	// round of it also checks that the server runs with FULL.
	settings := []struct{ name, impose string }{{"NORMAL", "NORMAL"}, {"FULL", ""}}
	rates := map[string][]float64{}
	for r := range rounds {
		for _, set := range settings {
			s := set.name
			rate, err := round(ctx, filepath.Join(work, fmt.Sprintf("%s-%d.db", s, r)), s, set.impose, n, c)
			if err != nil {
				return fmt.Errorf("synchronous=%s, round %d: %w", s, r+1, err)
			}
			fmt.Printf("  round %d  synchronous=%-6s  %7.0f jobs/s\n", r+1, s, rate)
			rates[s] = append(rates[s], rate)
		}
	}
	normal, full := median(rates["NORMAL"]), median(rates["FULL"])
	fmt.Printf("median: synchronous=NORMAL %.0f jobs/s, synchronous=FULL %.0f jobs/s (FULL posts %.0f%% of NORMAL's rate)\n",
		normal, full, 100*full/normal)
	return nil
}

// round posts n jobs into a new database, imposing the synchronous setting
// impose ("" for the store's own), and answers the jobs posted per second.
// It fails unless every connection ran with synchronous=setting.
func round(ctx context.Context, path, setting, impose string, n, c int) (float64, error) {
	mu.Lock()
	override = impose
	clear(seen)
	mu.Unlock()
	db, err := store.Open(ctx, path)
	if err != nil {
		return 0, err
	}
	defer db.Close()
	admin := &jobportal.AdminUser{Username: "bench-admin", Name: "Bench Admin", Role: jobportal.RoleAdmin}
	if err := db.CreateAdminUser(ctx, admin, "!"); err != nil {
		return 0, err
	}

	var (
		next    atomic.Int64
		wg      sync.WaitGroup
		errOnce sync.Once
		first   error
	)
	start := time.Now()
	for range c {
		wg.Go(func() {
			for i := next.Add(1); i <= int64(n); i = next.Add(1) {
				if err := db.CreateJob(ctx, newJob(i, admin.ID)); err != nil {
					errOnce.Do(func() { first = err })
					return
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	if first != nil {
		return 0, first
	}
	mu.Lock()
	got := strings.Join(slices.Sorted(func(yield func(string) bool) {
		for k := range seen {
			if !yield(k) {
				return
			}
		}
	}), ",")
	mu.Unlock()
	if got != setting {
		return 0, fmt.Errorf("the connections ran with synchronous=%s", got)
	}
	return float64(n) / elapsed.Seconds(), nil
}

// newJob makes the i-th job, as an employer's form would post it.
func newJob(i, adminID int64) *jobportal.Job {
	title := fmt.Sprintf("Accountant %d", i)
	closing := time.Now().In(jobportal.SriLankaTime).AddDate(0, 0, 30).Format(jobportal.DateLayout)
	return &jobportal.Job{
		Title:           title,
		Slug:            jobportal.Slugify(title, jobportal.JobSlugFallback),
		Description:     "Keep the books of a growing trading company in Colombo and prepare the monthly accounts.",
		Requirements:    "A degree in accounting or part of a professional qualification; two years of experience.",
		CompanyName:     "Lanka Traders",
		Location:        "Colombo",
		JobType:         "Full Time Jobs",
		ExperienceLevel: "Mid Level",
		MainTopic:       "Private Jobs",
		SubTopics:       []string{jobportal.SubTopics["Private Jobs"][0]},
		Currency:        jobportal.DefaultCurrency,
		ClosingDate:     closing,
		Status:          jobportal.JobPending,
		ApplyMethod:     jobportal.ApplyOnSite,
		PostedBy:        jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: adminID},
	}
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
