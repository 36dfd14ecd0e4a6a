// Command alerts measures one daily run of the job alerts' worker at scale:
// with -seed it fills a database with job seekers, their daily alerts, and
// older and new jobs; with -run it runs the worker once, at 07:00 Colombo
// time on the seeded day, queueing the emails in the outbox, and prints
// the time it took and the memory it used (the process's peak RSS, which
// covers only the run, and the peak of Go's heap).
//
//	go run ./bench/alerts -db /tmp/alerts.db -seed
//	go run ./bench/alerts -db /tmp/alerts.db -run
//
// A PostgreSQL URL names its schema with search_path; -seed makes it.
package main

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/url"
	"os"
	"regexp"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver, to make the schema

	"jobportal/internal/alerts"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// runAt is the moment of the daily run: a Monday, 07:00 in Colombo.
var runAt = time.Date(2026, 11, 23, 7, 0, 0, 0, jobportal.SriLankaTime).UTC()

func main() {
	var (
		dsn      = flag.String("db", "", "SQLite file or postgres:// URL with search_path")
		seed     = flag.Bool("seed", false, "fill the database")
		run      = flag.Bool("run", false, "run the daily alerts once and print the figures")
		nAlerts  = flag.Int("alerts", 100000, "daily alerts")
		nPeople  = flag.Int("people", 25000, "job seekers who own them")
		nNew     = flag.Int("jobs", 2000, "jobs approved in the day before the run")
		nOld     = flag.Int("old", 20000, "jobs approved before that day")
		parallel = flag.Int("parallel", 4, "alerts matched at once")
		profile  = flag.String("cpuprofile", "", "write a CPU profile of the run to this file")
	)
	flag.Parse()
	ctx := context.Background()
	var err error
	switch {
	case *dsn == "":
		err = errors.New("-db is required")
	case *seed:
		err = fill(ctx, *dsn, *nPeople, *nAlerts, *nNew, *nOld)
	case *run:
		if *profile != "" {
			f, ferr := os.Create(*profile)
			if ferr != nil {
				err = ferr
				break
			}
			pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile()
		}
		err = measure(ctx, *dsn, *parallel)
	default:
		err = errors.New("give -seed or -run")
	}
	if err != nil {
		pprof.StopCPUProfile()
		fmt.Fprintln(os.Stderr, "alerts:", err)
		os.Exit(1)
	}
}

var (
	titles = []string{"Software Engineer", "Senior Software Engineer", "Accountant", "Staff Nurse", "Primary Teacher",
		"Delivery Driver", "Sales Executive", "Data Analyst", "Branch Manager", "Java Developer", "Office Clerk",
		"Hotel Receptionist", "Chef de Partie", "Civil Engineer", "Marketing Manager", "HR Executive", "Cashier",
		"Store Keeper", "Electrician", "Security Officer", "Graphic Designer", "Customer Service Agent",
		"Quantity Surveyor", "Pharmacist", "Lab Technician", "Mechanic", "Tour Guide", "Machine Operator",
		"Quality Assurance Engineer", "Network Administrator"}
	keywords = []string{"engineer", "software", "accountant", "nurse", "teacher", "driver", "sales", "analyst",
		"manager", "developer", "java", "clerk", "receptionist", "chef", "civil", "marketing", "executive",
		"cashier", "electrician", "security", "designer", "customer", "surveyor", "pharmacist", "technician",
		"mechanic", "guide", "operator", "quality", "network"}
)

func fill(ctx context.Context, dsn string, people, nAlerts, nNew, nOld int) error {
	if store.IsPostgresURL(dsn) {
		if err := makeSchema(ctx, dsn); err != nil {
			return err
		}
	}
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	db.Now = func() time.Time { return runAt }
	rng := rand.New(rand.NewPCG(7, 11))
	admin := &jobportal.AdminUser{Username: "bench", Name: "Bench", Role: jobportal.RoleSuperadmin}
	if err := db.CreateAdminUser(ctx, admin, "x"); err != nil {
		return err
	}
	start := time.Now()
	makeJob := func(posted time.Time) *jobportal.Job {
		title := titles[rng.IntN(len(titles))]
		min := int64(30000 + rng.IntN(40)*5000)
		max := min + int64(rng.IntN(20)*5000)
		j := &jobportal.Job{Title: title, Slug: jobportal.Slugify(title, "job"),
			Description:  "We are hiring a " + strings.ToLower(title) + " to join a growing team. Good pay, training and a friendly place to work.",
			Requirements: "Two years of experience as a " + strings.ToLower(title) + ".",
			CompanyName:  fmt.Sprintf("Company %d", rng.IntN(500)), Location: jobportal.Locations[rng.IntN(len(jobportal.Locations))],
			JobType: jobportal.JobTypes[rng.IntN(len(jobportal.JobTypes))], ExperienceLevel: jobportal.ExperienceLevels[rng.IntN(4)],
			MainTopic: jobportal.MainTopics[rng.IntN(len(jobportal.MainTopics))], Currency: "LKR",
			ClosingDate: jobportal.Today(runAt.AddDate(0, 0, 30)), PostedDate: posted, Status: jobportal.JobApproved,
			ApplyMethod: jobportal.ApplyOnSite, PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: admin.ID}}
		if rng.IntN(4) > 0 {
			j.SalaryMin, j.SalaryMax = &min, &max
		}
		if j.Location == jobportal.Foreign {
			j.Country = "Qatar"
		}
		return j
	}
	var jobs []*jobportal.Job
	for i := range nOld + nNew {
		posted := runAt.Add(-24*time.Hour - time.Duration(rng.Int64N(int64(29*24*time.Hour))))
		if i >= nOld {
			posted = runAt.Add(-time.Duration(1 + rng.Int64N(int64(24*time.Hour-time.Second))))
		}
		jobs = append(jobs, makeJob(posted))
		if len(jobs) == 1000 {
			if err := db.CreateJobs(ctx, jobs); err != nil {
				return err
			}
			jobs = jobs[:0]
		}
	}
	if len(jobs) > 0 {
		if err := db.CreateJobs(ctx, jobs); err != nil {
			return err
		}
	}
	fmt.Printf("jobs: %d approved before the day, %d in it (%s)\n", nOld, nNew, time.Since(start).Round(time.Millisecond))

	start = time.Now()
	raw, _, err := store.Connect(dsn)
	if err != nil {
		return err
	}
	defer raw.Close()
	ts := runAt.Add(-48 * time.Hour)
	// Alerts go only to confirmed addresses.
	err = inserts(ctx, raw, people, `INSERT INTO customers (type, name, email, password_hash, email_confirmed_at, created_at, updated_at) VALUES `, 7,
		func(i int) []any {
			return []any{"individual", fmt.Sprintf("Seeker %d", i), fmt.Sprintf("seeker%d@bench.example.lk", i), "x", ts, ts, ts}
		})
	if err != nil {
		return err
	}
	var firstID int64
	if err := raw.QueryRowContext(ctx, `SELECT MIN(id) FROM customers`).Scan(&firstID); err != nil {
		return err
	}
	err = inserts(ctx, raw, nAlerts, `INSERT INTO job_alerts (customer_id, name, keywords, locations, job_types, main_topics,
		min_salary, frequency, enabled, created_at, updated_at) VALUES `, 11, func(i int) []any {
		var kw, loc, types, topics []string
		if rng.IntN(10) < 7 {
			kw = append(kw, keywords[rng.IntN(len(keywords))])
		}
		for range rng.IntN(3) {
			loc = append(loc, jobportal.Locations[1+rng.IntN(len(jobportal.Locations)-1)])
		}
		if rng.IntN(2) == 0 {
			types = append(types, jobportal.JobTypes[rng.IntN(len(jobportal.JobTypes))])
		}
		if rng.IntN(3) == 0 {
			topics = append(topics, jobportal.MainTopics[rng.IntN(len(jobportal.MainTopics))])
		}
		var minSalary any
		if rng.IntN(3) == 0 {
			minSalary = int64(40000 + rng.IntN(30)*5000)
		}
		return []any{firstID + int64(i%people), fmt.Sprintf("Alert %d", i), list(kw), list(loc), list(types), list(topics),
			minSalary, "daily", true, ts, ts}
	})
	if err != nil {
		return err
	}
	fmt.Printf("job seekers: %d; daily alerts: %d (%s)\n", people, nAlerts, time.Since(start).Round(time.Millisecond))
	// The daily count starts a day before the run; the other frequencies are up to date.
	day := runAt.Add(-24 * time.Hour)
	for f, mark := range map[string]time.Time{"daily": day, "instant": runAt, "weekly": runAt} {
		if _, err := db.ClaimAlertPeriod(ctx, f, nil, mark); err != nil {
			return err
		}
	}
	return nil
}

// list writes words as the JSON array the store keeps.
func list(ws []string) string {
	if len(ws) == 0 {
		return "[]"
	}
	return `["` + strings.Join(ws, `","`) + `"]`
}

// inserts adds n rows, 200 to a statement, in one transaction.
func inserts(ctx context.Context, db *sql.DB, n int, head string, cols int, row func(int) []any) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	const per = 200
	for from := 0; from < n; from += per {
		var (
			b    strings.Builder
			args []any
		)
		b.WriteString(head)
		for i := from; i < min(n, from+per); i++ {
			if i > from {
				b.WriteString(", ")
			}
			b.WriteString("(")
			for c := range cols {
				if c > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "$%d", len(args)+c+1)
			}
			b.WriteString(")")
			args = append(args, row(i)...)
		}
		if _, err := tx.ExecContext(ctx, b.String(), args...); err != nil {
			return err
		}
	}
	return tx.Commit()
}

var schemaName = regexp.MustCompile(`^[a-z_][a-z0-9_]{0,62}$`)

// makeSchema makes the PostgreSQL schema the URL's search_path names.
func makeSchema(ctx context.Context, dsn string) error {
	u, err := url.Parse(dsn)
	if err != nil {
		return err
	}
	schema := u.Query().Get("search_path")
	if !schemaName.MatchString(schema) || schema == "public" {
		return fmt.Errorf("the URL needs a search_path=<schema> other than public (got %q)", schema)
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	_, err = db.ExecContext(ctx, `CREATE SCHEMA IF NOT EXISTS `+schema)
	return err
}

func measure(ctx context.Context, dsn string, parallel int) error {
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	db.Now = func() time.Time { return runAt }
	w := &alerts.Worker{DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		BaseURL: "https://jobs.example.lk", Now: func() time.Time { return runAt }, Holder: "bench", Parallel: parallel}

	var (
		peakHeap uint64
		stop     = make(chan struct{})
		wg       sync.WaitGroup
	)
	runtime.GC()
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			peakHeap = max(peakHeap, ms.HeapAlloc)
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	}()
	var before syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &before)
	cpuBefore := time.Duration(before.Utime.Nano() + before.Stime.Nano())
	start := time.Now()
	rep, err := w.RunOnce(ctx)
	took := time.Since(start)
	close(stop)
	wg.Wait()
	if err != nil {
		return err
	}
	if !rep.Leader {
		return errors.New("the worker did not get the lease")
	}
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	cpu := time.Duration(ru.Utime.Nano()+ru.Stime.Nano()) - cpuBefore
	fmt.Printf("daily run: %d alerts checked, %d emails queued in %s (this process's CPU time: %s; the database's, on PostgreSQL, is not in it)\n",
		rep.Checked["daily"], rep.Sent["daily"], took.Round(time.Millisecond), cpu.Round(time.Millisecond))
	fmt.Printf("memory: peak RSS %.1f MB, peak Go heap %.1f MB\n", float64(ru.Maxrss)/1024, float64(peakHeap)/(1<<20))
	fmt.Printf("goal: under 60 s and 200 MB: %s\n", map[bool]string{true: "met", false: "NOT met"}[took < time.Minute && ru.Maxrss < 200*1024])
	return nil
}
