// Command seedjobs fills a database with generated, realistic Sri Lankan
// jobs for benchmarks: titles with seniority, districts weighted towards the
// Western Province, topics and sub-topics, job types, salaries in rupees (and
// in the currency of the country for work abroad), posted over the last 60
// days, mostly open, about 90% approved. The database is made by the store's
// migrations and the company accounts through the store; the jobs are then
// written many to a statement into the real tables, with their triggers and
// generated columns (on PostgreSQL the jobs' indexes are dropped while they
// are written and built again from their own definitions after), which is
// what makes a million jobs a matter of minutes (bulk.go).
//
//	go run ./bench/seedjobs -db /tmp/jobs.db -n 100000 -fresh
//	go run ./bench/seedjobs -db 'postgres://postgres@127.0.0.1:5432/test?sslmode=disable&search_path=bench_jobs' -fresh
//
// With -fresh, the SQLite file is removed first, or the PostgreSQL schema
// named by the URL's search_path is dropped and made again; -drop only
// removes them. The same -seed
// makes the same jobs (their dates follow the day it runs).
package main

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver, for -fresh

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storebench"
)

func main() {
	var (
		dsn       = flag.String("db", "", "an SQLite file, or a postgres:// URL whose search_path names the schema (required)")
		n         = flag.Int("n", 100000, "number of jobs")
		companies = flag.Int("companies", 400, "number of company accounts posting jobs")
		batch     = flag.Int("batch", 2000, "jobs per transaction")
		seed      = flag.Uint64("seed", 1, "random seed")
		fresh     = flag.Bool("fresh", false, "start from an empty database")
		drop      = flag.Bool("drop", false, "only remove the database (as -fresh does) and make nothing")
		pages     = flag.Int("pages", 0, "company pages in all, with reviews and follows (0: only the company accounts' pages)")
		people    = flag.Int("people", 20000, "with -pages: job seekers who review and follow")
		reviews   = flag.Int("reviews", 200000, "with -pages: reviews")
		follows   = flag.Int("follows", 200000, "with -pages: follows")
	)
	flag.Parse()
	if *dsn == "" || *n < 1 || *batch < 1 || *companies < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if *drop {
		if err := emptyDatabase(context.Background(), *dsn, true); err != nil {
			fmt.Fprintln(os.Stderr, "seedjobs:", err)
			os.Exit(1)
		}
		return
	}
	if *pages > 0 && (*people < 1 || *reviews > *people*(*pages)/2 || *follows > *people*(*pages)/2) {
		fmt.Fprintln(os.Stderr, "seedjobs: -reviews and -follows must each be at most half of -people times -pages")
		os.Exit(2)
	}
	c := companyPlan{pages: *pages, people: *people, reviews: *reviews, follows: *follows}
	if err := run(context.Background(), *dsn, *n, *companies, *batch, *seed, *fresh, c); err != nil {
		fmt.Fprintln(os.Stderr, "seedjobs:", err)
		os.Exit(1)
	}
}

// companyPlan is how many company pages, reviewers, reviews and follows to make.
type companyPlan struct{ pages, people, reviews, follows int }

func run(ctx context.Context, dsn string, n, companies, batch int, seed uint64, fresh bool, plan companyPlan) error {
	if fresh {
		if err := emptyDatabase(ctx, dsn, false); err != nil {
			return err
		}
	}
	start := time.Now()
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer db.Close()

	g := newGenerator(seed, time.Now().UTC())
	if err := g.accounts(ctx, db, companies); err != nil {
		return err
	}
	bulk, err := newBulkJobs(ctx, dsn, db.Now())
	if err != nil {
		return err
	}
	defer bulk.Close()
	jobs := make([]*jobportal.Job, 0, batch)
	for i := range n {
		jobs = append(jobs, g.job())
		if len(jobs) == batch || i == n-1 {
			if err := bulk.write(ctx, jobs); err != nil {
				return err
			}
			jobs = jobs[:0]
			fmt.Fprintf(os.Stderr, "\rseedjobs: %d of %d jobs", i+1, n)
		}
	}
	fmt.Fprintln(os.Stderr)
	if err := bulk.finish(ctx); err != nil {
		return err
	}
	if plan.pages > 0 {
		if err := g.companyPages(ctx, dsn, plan.pages, plan.people, plan.reviews, plan.follows); err != nil {
			return err
		}
	}
	inserted := time.Since(start)
	// PostgreSQL's autovacuum gathers statistics after a bulk load; doing it
	// now only saves waiting for it. Nothing gathers them on SQLite, where
	// the server never runs ANALYZE, so the jobs are left as it would find them.
	if db.Dialect() == store.Postgres {
		if err := analyze(ctx, dsn); err != nil {
			return err
		}
	}
	c, err := db.JobCounts(ctx)
	if err != nil {
		return err
	}
	s, err := db.CompanyStats(ctx, true)
	if err != nil {
		return err
	}
	fmt.Printf("seeded %s: %d jobs (%d public, %d expired, %d pending, %d rejected) and %d company pages (%d approved) in %.1f s, then %.1f s to analyze and count\n",
		db.Dialect(), c.Total, c.Live, c.Expired, c.Pending, c.Rejected, s.ByStatus["pending"]+s.ByStatus["approved"]+s.ByStatus["rejected"],
		s.ByStatus["approved"], inserted.Seconds(), (time.Since(start) - inserted).Seconds())
	return nil
}

// analyze brings the planner's statistics up to date.
func analyze(ctx context.Context, dsn string) error {
	plans, err := storebench.Open(dsn)
	if err != nil {
		return err
	}
	defer plans.Close()
	return plans.Analyze(ctx)
}

var schemaName = regexp.MustCompile(`^[a-z_][a-z0-9_]{0,62}$`)

// emptyDatabase removes an SQLite file, or drops the PostgreSQL schema named
// by the URL's search_path (never public) and, unless drop, creates it again.
func emptyDatabase(ctx context.Context, dsn string, drop bool) error {
	if !store.IsPostgresURL(dsn) {
		path := strings.TrimPrefix(dsn, "sqlite://")
		for _, p := range []string{path, path + "-wal", path + "-shm"} {
			if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
				return err
			}
		}
		return nil
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return err
	}
	schema := u.Query().Get("search_path")
	if !schemaName.MatchString(schema) || schema == "public" {
		return fmt.Errorf("-fresh and -drop need a search_path=<schema> other than public in the URL (got %q)", schema)
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `DROP SCHEMA IF EXISTS `+schema+` CASCADE`); err != nil {
		return fmt.Errorf("drop schema %s: %w", schema, err)
	}
	if drop {
		return nil
	}
	if _, err := db.ExecContext(ctx, `CREATE SCHEMA `+schema); err != nil {
		return fmt.Errorf("create schema %s: %w", schema, err)
	}
	return nil
}
