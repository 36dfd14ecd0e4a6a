// Command searchquality measures how well the job search understands the way
// Sri Lanka types: it stores a generated set of Sinhala, Tamil and English
// jobs (jobs.go) on SQLite and on PostgreSQL, runs the hand-typed searches of
// queries.tsv, and prints the share whose intended job is among the first
// ten results (goal: at least 90%) and the share that found nothing (goal: at
// most 2%), before (each word searched as typed, with the tokenisers of
// migration 00022) and after (Sinhala and Tamil words whole, words widened
// through internal/search). It never fails because a figure is poor.
//
//	go run ./bench/searchquality                  # make bench-search
//	go run ./bench/searchquality -v -dbs sqlite   # and each query's outcome
//
// PostgreSQL is reached at -pg (default BENCH_PG_URL, else the test server),
// in a schema of its own that is dropped afterwards.
package main

import (
	"bufio"
	"context"
	"database/sql"
	_ "embed"
	"flag"
	"fmt"
	"log"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

//go:embed queries.tsv
var queriesTSV string

// query is a search as typed and the job it means.
type query struct {
	text, kind, lang, district string
}

func (q query) matches(j demoJob) bool {
	return (q.kind == "*" || q.kind == j.kind) && (q.lang == "*" || q.lang == j.lang) &&
		(q.district == "*" || q.district == j.district.en)
}

func readQueries() ([]query, error) {
	var qs []query
	sc := bufio.NewScanner(strings.NewReader(queriesTSV))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			return nil, fmt.Errorf("queries.tsv line %d: %d fields, want 4", n, len(f))
		}
		qs = append(qs, query{text: f[0], kind: f[1], lang: f[2], district: f[3]})
	}
	return qs, sc.Err()
}

// outcome is how one way of searching did on the query set.
type outcome struct {
	found, empty int
	misses       []string
}

func main() {
	pgDefault := os.Getenv("BENCH_PG_URL")
	if pgDefault == "" {
		pgDefault = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
	}
	pgURL := flag.String("pg", pgDefault, "PostgreSQL URL (its database; a schema of its own is made there)")
	dbs := flag.String("dbs", "sqlite postgres", "the databases to measure")
	verbose := flag.Bool("v", false, "print the queries whose intended job was not in the first ten")
	flag.Parse()
	log.SetFlags(0)

	qs, err := readQueries()
	if err != nil {
		log.Fatal(err)
	}
	jobs := demoJobs(qs)
	langs := map[string]int{}
	for _, j := range jobs {
		langs[j.lang]++
	}
	fmt.Printf("JobPortal search quality — %s\n", time.Now().UTC().Format("2006-01-02 15:04:05 UTC"))
	fmt.Printf("queries: %d typed by hand (bench/searchquality/queries.tsv); jobs: %d generated (%d Sinhala, %d Tamil, %d English)\n\n",
		len(qs), len(jobs), langs["si"], langs["ta"], langs["en"])
	fmt.Printf("%-9s %-8s %12s %12s\n", "database", "search", "top 10", "no result")
	for _, name := range strings.Fields(*dbs) {
		before, typed, after, err := measure(name, *pgURL, qs, jobs)
		if err != nil {
			log.Fatalf("%s: %v", name, err)
		}
		for _, r := range []struct {
			label string
			o     outcome
		}{{"before", before}, {"as typed", typed}, {"after", after}} {
			fmt.Printf("%-9s %-8s %5.1f%% %2d/%d %5.1f%% %2d/%d\n", name, r.label,
				pct(r.o.found, len(qs)), r.o.found, len(qs), pct(r.o.empty, len(qs)), r.o.empty, len(qs))
		}
		if *verbose {
			for _, m := range after.misses {
				fmt.Printf("  after, missed: %s\n", m)
			}
		}
	}
	fmt.Printf("\ngoals: top 10 at least 90%%, no result at most 2%%. before: each word as typed, the tokenisers of\n" +
		"migration 00022 (SQLite unicode61 splitting words at vowel signs; PostgreSQL at joiners); as typed: each\n" +
		"word as typed, with this build's tokenisers; after: this build.\n")
}

func pct(n, of int) float64 { return 100 * float64(n) / float64(of) }

// measure stores the jobs in a fresh database and runs the queries after,
// as typed, then before.
func measure(name, pgURL string, qs []query, jobs []demoJob) (before, typed, after outcome, err error) {
	ctx := context.Background()
	dsn, cleanup, err := freshDatabase(ctx, name, pgURL)
	if err != nil {
		return before, typed, after, err
	}
	defer cleanup()
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return before, typed, after, err
	}
	defer db.Close()
	if err := storeJobs(ctx, db, jobs); err != nil {
		return before, typed, after, err
	}
	db.RefreshSearchWords(ctx)
	if after, err = run(ctx, db, qs, jobs); err != nil {
		return before, typed, after, err
	}
	db.SearchAsTyped(true)
	if typed, err = run(ctx, db, qs, jobs); err != nil {
		return before, typed, after, err
	}
	if err := oldTokenisers(ctx, name, dsn); err != nil {
		return before, typed, after, err
	}
	before, err = run(ctx, db, qs, jobs)
	return before, typed, after, err
}

// freshDatabase names an empty database: an SQLite file in a new folder, or a
// new schema in PostgreSQL; cleanup removes it.
func freshDatabase(ctx context.Context, name, pgURL string) (dsn string, cleanup func(), err error) {
	switch name {
	case "sqlite":
		dir, err := os.MkdirTemp("", "searchquality")
		if err != nil {
			return "", nil, err
		}
		return filepath.Join(dir, "jobs.db"), func() { os.RemoveAll(dir) }, nil
	case "postgres":
		schema := fmt.Sprintf("searchquality_%d", os.Getpid())
		raw, _, err := store.Connect(pgURL)
		if err != nil {
			return "", nil, err
		}
		if _, err := raw.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
			raw.Close()
			return "", nil, err
		}
		u, err := url.Parse(pgURL)
		if err != nil {
			raw.Close()
			return "", nil, err
		}
		v := u.Query()
		v.Set("search_path", schema)
		u.RawQuery = v.Encode()
		return u.String(), func() {
			raw.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
			raw.Close()
		}, nil
	}
	return "", nil, fmt.Errorf("unknown database %q (sqlite or postgres)", name)
}

func storeJobs(ctx context.Context, db *store.DB, jobs []demoJob) error {
	a := &jobportal.AdminUser{Username: "admin", Name: "Admin", Role: jobportal.RoleSuperadmin}
	if err := db.CreateAdminUser(ctx, a, "x"); err != nil {
		return err
	}
	closing := time.Now().In(jobportal.SriLankaTime).AddDate(0, 0, 30).Format(jobportal.DateLayout)
	posted := time.Now().UTC().Add(-time.Hour)
	for i, d := range jobs {
		j := &jobportal.Job{
			Title: d.title, Slug: jobportal.Slugify(d.title, jobportal.JobSlugFallback), Description: d.desc,
			CompanyName: "Lanka Employers", Location: d.district.en, JobType: "Full Time Jobs",
			ExperienceLevel: "Mid Level", MainTopic: d.mainTopic, Currency: "LKR", ClosingDate: closing,
			Status: jobportal.JobApproved, ApplyMethod: jobportal.ApplyOnSite, PostedDate: posted.Add(-time.Duration(i) * time.Minute),
			PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: a.ID},
		}
		if err := db.CreateJob(ctx, j); err != nil {
			return fmt.Errorf("store job %q: %w", d.title, err)
		}
	}
	return nil
}

// run searches each query as the site does (relevance, ten a page).
func run(ctx context.Context, db *store.DB, qs []query, jobs []demoJob) (outcome, error) {
	byTitle := map[string][]demoJob{}
	for _, j := range jobs {
		byTitle[j.title] = append(byTitle[j.title], j)
	}
	var o outcome
	for _, q := range qs {
		f := jobportal.JobFilter{Keyword: q.text, Page: 1, Limit: 10, SortBy: jobportal.SortRelevance}
		f.Normalize()
		found, total, err := db.SearchJobs(ctx, f)
		if err != nil {
			return o, fmt.Errorf("search %q: %w", q.text, err)
		}
		if total == 0 {
			o.empty++
		}
		hit := false
		for _, j := range found {
			for _, d := range byTitle[j.Title] {
				hit = hit || q.matches(d)
			}
		}
		if hit {
			o.found++
		} else {
			o.misses = append(o.misses, fmt.Sprintf("%q (%s, %s, %s): %d results", q.text, q.kind, q.lang, q.district, total))
		}
	}
	return o, nil
}

// oldTokenisers puts back the full-text indexes of migration 00022: FTS5's
// unicode61 with its default categories, PostgreSQL's search text with the
// joiners in it.
func oldTokenisers(ctx context.Context, name, dsn string) error {
	raw, _, err := store.Connect(dsn)
	if err != nil {
		return err
	}
	defer raw.Close()
	stmts := []string{
		`DROP TABLE jobs_fts`,
		`CREATE VIRTUAL TABLE jobs_fts USING fts5(title, company_name, description, requirements,
			content = 'jobs', content_rowid = 'id', tokenize = 'porter unicode61 remove_diacritics 2')`,
		`INSERT INTO jobs_fts (jobs_fts) VALUES ('rebuild')`,
	}
	if name == "postgres" {
		stmts = []string{
			`DROP INDEX jobs_search`,
			`ALTER TABLE jobs DROP COLUMN search`,
			`ALTER TABLE jobs ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
				setweight(to_tsvector('english', title), 'A') ||
				setweight(to_tsvector('english', company_name), 'B') ||
				setweight(to_tsvector('english', description || ' ' || requirements), 'C')) STORED`,
			`CREATE INDEX jobs_search ON jobs USING GIN (search)`,
		}
	}
	return inTx(ctx, raw, stmts)
}

func inTx(ctx context.Context, db *sql.DB, stmts []string) error {
	for _, s := range stmts {
		if _, err := db.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", strings.Fields(s)[0], err)
		}
	}
	return nil
}
