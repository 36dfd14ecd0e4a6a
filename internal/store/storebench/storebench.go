// Package storebench looks at how the database runs the store's
// statements: their plans, their times, and the planner's statistics. It is
// for bench/ and tests; the server never imports it.
package storebench

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"time"

	"jobportal/internal/store"
)

// DB is a connection to a store's database for looking at its statements.
type DB struct {
	db      *sql.DB
	dialect store.Dialect
}

// Open connects to the database named by dsn, as store.Open does, without
// migrating it.
func Open(dsn string) (*DB, error) {
	db, dialect, err := store.Connect(dsn)
	if err != nil {
		return nil, err
	}
	return &DB{db: db, dialect: dialect}, nil
}

// Close closes the connections.
func (d *DB) Close() error { return d.db.Close() }

// Explain returns the database's plan of a statement, one line per step:
// EXPLAIN QUERY PLAN on SQLite; EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL,
// which runs the statement and adds what it took.
func (d *DB) Explain(ctx context.Context, q store.Query) (string, error) {
	prefix := "EXPLAIN QUERY PLAN "
	if d.dialect == store.Postgres {
		prefix = "EXPLAIN (ANALYZE, BUFFERS) "
	}
	rows, err := d.db.QueryContext(ctx, prefix+q.SQL, q.Args...)
	if err != nil {
		return "", fmt.Errorf("explain: %w", err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return "", fmt.Errorf("explain: %w", err)
	}
	var b strings.Builder
	if d.dialect == store.Postgres {
		for rows.Next() {
			var line string
			if err := rows.Scan(&line); err != nil {
				return "", fmt.Errorf("explain: %w", err)
			}
			b.WriteString(line + "\n")
		}
		return b.String(), rows.Err()
	}
	// SQLite gives rows of (id, parent, notused, detail); a step is indented
	// under its parent as the sqlite3 shell shows it.
	if len(cols) != 4 {
		return "", fmt.Errorf("explain: %d columns, want 4", len(cols))
	}
	depth := map[int64]int{}
	for rows.Next() {
		var (
			id, parent, unused int64
			detail             string
		)
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			return "", fmt.Errorf("explain: %w", err)
		}
		depth[id] = depth[parent] + 1
		b.WriteString(strings.Repeat("  ", depth[id]-1) + detail + "\n")
	}
	return b.String(), rows.Err()
}

// Analyze brings the query planner's statistics up to date after a bulk
// load, as PostgreSQL's autovacuum would in time: ANALYZE on SQLite; VACUUM
// (ANALYZE) of the job and company tables on PostgreSQL, which also clears
// the row versions a bulk update left and marks their pages all-visible for
// index-only scans.
func (d *DB) Analyze(ctx context.Context) error {
	stmt := "ANALYZE"
	if d.dialect == store.Postgres {
		stmt = "VACUUM (ANALYZE) jobs, job_subtopics, customers, companies, company_reviews, company_follows, blog_posts, blog_post_tags, blog_tags, blog_categories, blog_comments"
	}
	if _, err := d.db.ExecContext(ctx, stmt); err != nil {
		return fmt.Errorf("analyze: %w", err)
	}
	return nil
}

// TimeQuery runs a statement runs times, reading every row, and returns the
// median time of a run and the number of rows of the last.
func (d *DB) TimeQuery(ctx context.Context, q store.Query, runs int) (time.Duration, int, error) {
	times := make([]time.Duration, 0, runs)
	n := 0
	for range runs {
		start := time.Now()
		rows, err := d.db.QueryContext(ctx, q.SQL, q.Args...)
		if err != nil {
			return 0, 0, fmt.Errorf("time query: %w", err)
		}
		n = 0
		for rows.Next() {
			n++
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return 0, 0, fmt.Errorf("time query: %w", err)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	return times[len(times)/2], n, nil
}

// Show writes what bench/jobplans and bench/blogplans print of one
// statement: its name, its arguments, its time alone (the median of runs)
// and its plan, a line per step, each step that fullScan matches marked
// with !!. It returns how many steps it marked.
func (d *DB) Show(ctx context.Context, w io.Writer, title string, q store.Query, runs int, fullScan *regexp.Regexp) (int, error) {
	took, rows, err := d.TimeQuery(ctx, q, runs)
	if err != nil {
		return 0, fmt.Errorf("%s, %s: %w", title, q.Name, err)
	}
	plan, err := d.Explain(ctx, q)
	if err != nil {
		return 0, fmt.Errorf("%s, %s: %w", title, q.Name, err)
	}
	fmt.Fprintf(w, "\n-- %s: %s query --\n", title, q.Name)
	fmt.Fprintf(w, "args: %s\n", showArgs(q.Args))
	fmt.Fprintf(w, "time: %.2f ms (median of %d runs, one connection, no load), %d rows\n",
		float64(took.Microseconds())/1000, runs, rows)
	flagged := 0
	for _, line := range strings.Split(strings.TrimRight(plan, "\n"), "\n") {
		mark := "   "
		if fullScan.MatchString(line) {
			mark = "!! "
			flagged++
		}
		fmt.Fprintln(w, mark+line)
	}
	return flagged, nil
}

// showArgs writes a statement's arguments on one line, shortening long ones.
func showArgs(vs []any) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		s := fmt.Sprintf("%v", v)
		if len(s) > 40 {
			s = s[:37] + "..."
		}
		parts[i] = fmt.Sprintf("$%d=%q", i+1, s)
	}
	return strings.Join(parts, " ")
}

// Case is a page of the site and the statements behind it.
type Case struct {
	Name    string
	Queries []store.Query
}

// ShowAll shows every statement of each case, as Show does, and ends with
// how many steps read a whole table: what bench/jobplans and bench/blogplans
// print.
func (d *DB) ShowAll(ctx context.Context, w io.Writer, cases []Case, runs int, fullScan *regexp.Regexp) error {
	flagged := 0
	for _, c := range cases {
		for _, q := range c.Queries {
			n, err := d.Show(ctx, w, c.Name, q, runs, fullScan)
			if err != nil {
				return err
			}
			flagged += n
		}
	}
	fmt.Fprintln(w)
	if flagged == 0 {
		fmt.Fprintf(w, "%s: no step reads a whole table\n", d.dialect)
	} else {
		fmt.Fprintf(w, "%s: %d steps read a whole table (marked !!)\n", d.dialect, flagged)
	}
	return nil
}

// LoadResult is what Load measured: how many times the statements were run
// in all, and the 50th and 99th percentile of one run of all of them.
type LoadResult struct {
	Runs     int
	P50, P99 time.Duration
	PerSec   float64
}

// Load runs the statements qs one after the other, again and again, from
// callers at once for d, through the connection pool the store would have
// (as many connections as the server keeps, which callers share as the
// server's requests do), reading every row, with nothing kept between runs:
// the cost of a list or search that no cache answers.
func (d *DB) Load(ctx context.Context, qs []store.Query, callers int, dur time.Duration) (LoadResult, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type result struct {
		times []time.Duration
		err   error
	}
	results := make(chan result, callers)
	start := time.Now()
	end := start.Add(dur)
	for range callers {
		go func() {
			var r result
			for time.Now().Before(end) {
				t := time.Now()
				for _, q := range qs {
					if _, _, err := d.TimeQuery(ctx, q, 1); err != nil {
						r.err = err
						cancel()
						results <- r
						return
					}
				}
				r.times = append(r.times, time.Since(t))
			}
			results <- r
		}()
	}
	var all []time.Duration
	var firstErr error
	for range callers {
		r := <-results
		all = append(all, r.times...)
		if r.err != nil && firstErr == nil {
			firstErr = r.err
		}
	}
	if firstErr != nil {
		return LoadResult{}, firstErr
	}
	took := time.Since(start)
	if len(all) == 0 {
		return LoadResult{}, fmt.Errorf("load: no run finished in %s", dur)
	}
	slices.Sort(all)
	pick := func(p float64) time.Duration { return all[min(len(all)-1, int(p*float64(len(all))))] }
	return LoadResult{Runs: len(all), P50: pick(0.50), P99: pick(0.99), PerSec: float64(len(all)) / took.Seconds()}, nil
}
