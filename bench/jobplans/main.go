// Command jobplans prints the query plans of the job lists that bench/jobs.sh
// loads: the first page, a filtered page, a search for a common and for a
// rare word, each with the count that goes with it. The statements are the
// store's own (store.JobListQueries), with the same arguments. On SQLite the
// plan is EXPLAIN QUERY PLAN; on PostgreSQL EXPLAIN (ANALYZE, BUFFERS), which
// runs the statement and shows what it took. A step that reads a whole table
// is flagged. Each statement is also timed alone: the median of 21 runs.
//
//	go run ./bench/jobplans -db /tmp/jobs.db
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storebench"
)

// fullScan matches a plan step that reads every row of a table: SQLite's
// "SCAN j" (without USING INDEX, which walks an index in order and stops at
// the LIMIT) and PostgreSQL's "Seq Scan on jobs".
var fullScan = regexp.MustCompile(`^\s*(SCAN (j|jobs|s|job_subtopics|c|customers)\s*$|.*Seq Scan on (jobs|job_subtopics|customers)\b)`)

// timedRuns is how many times each statement is run to time it.
const timedRuns = 21

func main() {
	dsn := flag.String("db", "", "an SQLite file or a postgres:// URL (required)")
	common := flag.String("common", "accountant", "a word many jobs have")
	rare := flag.String("rare", "gemmologist", "a word few jobs have")
	flag.Parse()
	if *dsn == "" {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(context.Background(), *dsn, *common, *rare); err != nil {
		fmt.Fprintln(os.Stderr, "jobplans:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, dsn, common, rare string) error {
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
	flagged := 0
	for _, c := range cases {
		queries, err := db.JobListQueries(ctx, c.f, c.search)
		if err != nil {
			return fmt.Errorf("%s: %w", c.name, err)
		}
		for _, q := range queries {
			n, err := plans.Show(ctx, os.Stdout, c.name, q, timedRuns, fullScan)
			if err != nil {
				return err
			}
			flagged += n
		}
	}
	fmt.Println()
	if flagged == 0 {
		fmt.Printf("%s: no step reads a whole table\n", db.Dialect())
	} else {
		fmt.Printf("%s: %d steps read a whole table (marked !!)\n", db.Dialect(), flagged)
	}
	return nil
}
