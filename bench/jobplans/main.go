// Command jobplans prints the query plans of the job lists that bench/jobs.sh
// loads: the first page, a filtered page, a search for a common and for a
// rare word, each with the count that goes with it; with -companies, those of
// the company directory and a company's page that bench/companies.sh loads.
// The statements are the store's own (store.JobListQueries,
// store.CompanyListQueries, store.CompanyPageQueries), with the same arguments. On SQLite the
// plan is EXPLAIN QUERY PLAN; on PostgreSQL EXPLAIN (ANALYZE, BUFFERS), which
// runs the statement and shows what it took. A step that reads a whole table
// is flagged. Each statement is also timed alone: the median of 21 runs.
// With -c, each case's statements are then run in turn from that many callers
// at once for -d, through a pool of the server's size, with nothing kept: the
// cost of a list or search that no cache answers.
//
//	go run ./bench/jobplans -db /tmp/jobs.db [-c 16 -d 10s]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storebench"
)

// fullScan matches a plan step that reads every row of a table: SQLite's
// "SCAN j" (without USING INDEX, which walks an index in order and stops at
// the LIMIT) and PostgreSQL's "Seq Scan on jobs".
var fullScan = regexp.MustCompile(`^\s*(SCAN (j|jobs|s|job_subtopics|c|customers|companies|r|u|f|company_reviews|company_follows)\s*$|` +
	`.*Seq Scan on (jobs|job_subtopics|customers|companies|company_reviews|company_follows)\b)`)

// timedRuns is how many times each statement is run to time it.
const timedRuns = 21

func main() {
	dsn := flag.String("db", "", "an SQLite file or a postgres:// URL (required)")
	common := flag.String("common", "accountant", "a word many jobs have")
	rare := flag.String("rare", "gemmologist", "a word few jobs have")
	companies := flag.Bool("companies", false, "show the company directory's and a company page's plans instead")
	company := flag.Int64("company", 1, "with -companies: the company whose page is shown")
	callers := flag.Int("c", 0, "also run each case's statements from this many callers at once, with nothing kept (0: do not)")
	dur := flag.Duration("d", 10*time.Second, "with -c: how long to run each case")
	flag.Parse()
	if *dsn == "" {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(context.Background(), *dsn, *companies, *common, *rare, *company, *callers, *dur); err != nil {
		fmt.Fprintln(os.Stderr, "jobplans:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, dsn string, companies bool, common, rare string, company int64, callers int, dur time.Duration) error {
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	plans, err := storebench.Open(dsn)
	if err != nil {
		return err
	}
	defer plans.Close()
	var cases []storebench.Case
	if companies {
		cases, err = companyCases(ctx, db, common, company)
	} else {
		cases, err = jobCases(ctx, db, common, rare)
	}
	if err != nil {
		return err
	}
	if err := plans.ShowAll(ctx, os.Stdout, cases, timedRuns, fullScan); err != nil {
		return err
	}
	if callers < 1 {
		return nil
	}
	fmt.Printf("\nuncached load: each case's statements in turn, %d callers at once for %s, through the server's pool\n", callers, dur)
	fmt.Printf("%-8s %8s %9s %9s  %s\n", "runs", "runs/s", "p50 ms", "p99 ms", "case")
	for _, c := range cases {
		r, err := plans.Load(ctx, c.Queries, callers, dur)
		if err != nil {
			return fmt.Errorf("%s: %w", c.Name, err)
		}
		fmt.Printf("%-8d %8.1f %9.2f %9.2f  %s\n", r.Runs, r.PerSec, ms(r.P50), ms(r.P99), c.Name)
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// jobCases are the job lists' first page, a filtered page, and a search for
// a common and for a rare word.
func jobCases(ctx context.Context, db *store.DB, common, rare string) ([]storebench.Case, error) {
	filter := func(f jobportal.JobFilter) jobportal.JobFilter {
		f.Normalize()
		return f
	}
	cases := []struct {
		name   string
		f      jobportal.JobFilter
		search bool
	}{
		{"list, first page (GET /api/jobs)", filter(jobportal.JobFilter{}), false},
		{"filtered list, page 3 (jobType=Full Time Jobs, location=Colombo, mainTopics=Private Jobs)",
			filter(jobportal.JobFilter{JobType: "Full Time Jobs", Location: "Colombo",
				MainTopics: []string{"Private Jobs"}, Page: 3}), false},
		{"search, common word (q=" + common + ")", filter(jobportal.JobFilter{Keyword: common}), true},
		{"search, rare word (q=" + rare + ")", filter(jobportal.JobFilter{Keyword: rare}), true},
	}
	var out []storebench.Case
	for _, c := range cases {
		queries, err := db.JobListQueries(ctx, c.f, c.search)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", c.name, err)
		}
		name := c.name
		if c.search && len(queries) == 1 {
			name += "; nothing matched, so the store reads no page by ids"
		}
		out = append(out, storebench.Case{Name: name, Queries: queries})
	}
	return out, nil
}

// companyCases are the company directory's first page, a filtered page, a
// search, and a company's page.
func companyCases(ctx context.Context, db *store.DB, word string, company int64) ([]storebench.Case, error) {
	lists := []struct {
		name string
		f    jobportal.CompanyFilter
	}{
		{"directory, first page (GET /api/companies)", jobportal.CompanyFilter{}},
		{"directory, filtered, page 2 (industry=IT and Software, location=Colombo)",
			jobportal.CompanyFilter{Industries: []string{"IT and Software"}, Locations: []string{"Colombo"}, Page: 2}},
		{"search (q=" + word + ")", jobportal.CompanyFilter{Keyword: word}},
	}
	var out []storebench.Case
	for _, c := range lists {
		c.f.Normalize()
		queries, err := db.CompanyListQueries(ctx, c.f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", c.name, err)
		}
		out = append(out, storebench.Case{Name: c.name, Queries: queries})
	}
	name := fmt.Sprintf("company page %d (GET /api/companies/%d, /jobs, /reviews)", company, company)
	return append(out, storebench.Case{Name: name, Queries: db.CompanyPageQueries(company)}), nil
}
