package main

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// bulkJobs writes generated jobs many to a statement, into the real tables
// (with their triggers, generated columns and indexes), as store.CreateJobs
// would one by one: one statement a job took 160 s for 100,000 jobs on a
// shared 2-core machine, most of it in round trips and index updates. The
// ids are given, from one past the largest, so that the sub-topics can be
// written many to a statement too; the seeder is the only writer while it
// runs. On PostgreSQL the id sequence is then moved past them. A run that
// stops half way leaves PostgreSQL's jobs without their secondary indexes;
// -fresh starts again from nothing.
type bulkJobs struct {
	db      *sql.DB
	dialect store.Dialect
	next    int64
	now     time.Time
	indexes []string // the definitions of the indexes dropped while writing
}

// jobInsertColumns are the columns bulkJobs writes, in the order of jobRow.
const jobInsertColumns = `id, title, slug, description, requirements, company_id, company_name, location,
	country, job_type, experience_level, main_topic, salary_min, salary_max, currency, closing_date,
	posted_date, status, rejection_reason, apply_method, apply_email, apply_url, image, views,
	featured, hot, customer_id, admin_id, created_at, updated_at`

const jobInsertCount = 30

func newBulkJobs(ctx context.Context, dsn string, now time.Time) (*bulkJobs, error) {
	db, dialect, err := store.Connect(dsn)
	if err != nil {
		return nil, err
	}
	var last int64
	if err := db.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM jobs`).Scan(&last); err != nil {
		db.Close()
		return nil, fmt.Errorf("largest job id: %w", err)
	}
	b := &bulkJobs{db: db, dialect: dialect, next: last + 1, now: now.UTC().Truncate(time.Microsecond)}
	if dialect == store.Postgres {
		if err := b.dropIndexes(ctx); err != nil {
			db.Close()
			return nil, err
		}
	}
	return b, nil
}

// dropIndexes drops the secondary indexes of the jobs and their sub-topics
// on PostgreSQL, keeping their definitions for finish, which builds them
// again once the rows are in: building an index once is much faster than
// updating all of them row by row (the GIN index of the search above all).
func (b *bulkJobs) dropIndexes(ctx context.Context) error {
	rows, err := b.db.QueryContext(ctx, `SELECT i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid)
		FROM pg_index i WHERE i.indrelid IN ('jobs'::regclass, 'job_subtopics'::regclass)
		AND NOT i.indisprimary AND NOT i.indisunique ORDER BY 1`)
	if err != nil {
		return fmt.Errorf("list indexes: %w", err)
	}
	var names []string
	for rows.Next() {
		var name, def string
		if err := rows.Scan(&name, &def); err != nil {
			rows.Close()
			return fmt.Errorf("list indexes: %w", err)
		}
		names, b.indexes = append(names, name), append(b.indexes, def)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("list indexes: %w", err)
	}
	for _, name := range names {
		if _, err := b.db.ExecContext(ctx, `DROP INDEX `+name); err != nil {
			return fmt.Errorf("drop index %s: %w", name, err)
		}
	}
	return nil
}

// buildIndexes builds again the indexes dropIndexes dropped, on one
// connection given more memory to sort in.
func (b *bulkJobs) buildIndexes(ctx context.Context) error {
	if len(b.indexes) == 0 {
		return nil
	}
	conn, err := b.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `SET maintenance_work_mem = '256MB'`); err != nil {
		return err
	}
	start := time.Now()
	for _, def := range b.indexes {
		if _, err := conn.ExecContext(ctx, def); err != nil {
			return fmt.Errorf("%s: %w", def, err)
		}
	}
	fmt.Fprintf(os.Stderr, "seedjobs: built %d indexes again in %.1f s\n", len(b.indexes), time.Since(start).Seconds())
	b.indexes = nil
	return nil
}

func (b *bulkJobs) Close() error { return b.db.Close() }

// jobRow is a job's values in the order of jobInsertColumns.
func (b *bulkJobs) jobRow(j *jobportal.Job) []any {
	var customerID, adminID *int64
	switch j.PostedBy.Kind {
	case jobportal.KindCustomer:
		customerID = &j.PostedBy.ID
	case jobportal.KindAdmin:
		adminID = &j.PostedBy.ID
	}
	return []any{j.ID, j.Title, j.Slug, j.Description, j.Requirements, j.CompanyID, j.CompanyName, j.Location,
		j.Country, j.JobType, j.ExperienceLevel, j.MainTopic, j.SalaryMin, j.SalaryMax, j.Currency, j.ClosingDate,
		j.PostedDate, j.Status, j.RejectionReason, j.ApplyMethod, j.ApplyEmail, j.ApplyURL, j.Image, j.Views,
		j.Featured, j.Hot, customerID, adminID, b.now, b.now}
}

// write stores jobs in one transaction, benchRows to a statement, and
// sets their ids.
func (b *bulkJobs) write(ctx context.Context, jobs []*jobportal.Job) error {
	for _, j := range jobs {
		j.ID = b.next
		b.next++
		j.PostedDate = j.PostedDate.UTC().Truncate(time.Microsecond)
	}
	tx, err := b.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	insert := `INSERT INTO jobs (` + jobInsertColumns + `) `
	if b.dialect == store.Postgres {
		insert += `OVERRIDING SYSTEM VALUE `
	}
	for start := 0; start < len(jobs); start += benchRows {
		part := jobs[start:min(start+benchRows, len(jobs))]
		rows := make([][]any, len(part))
		for i, j := range part {
			rows[i] = b.jobRow(j)
		}
		if err := execRows(ctx, tx, insert+`VALUES `, jobInsertCount, rows); err != nil {
			return fmt.Errorf("insert jobs: %w", err)
		}
	}
	var topics [][]any
	for _, j := range jobs {
		for i, t := range j.SubTopics {
			topics = append(topics, []any{j.ID, t, i})
		}
	}
	for start := 0; start < len(topics); start += benchRows {
		if err := execRows(ctx, tx, `INSERT INTO job_subtopics (job_id, sub_topic, position) VALUES `, 3,
			topics[start:min(start+benchRows, len(topics))]); err != nil {
			return fmt.Errorf("insert sub-topics: %w", err)
		}
	}
	return tx.Commit()
}

// finish builds the indexes dropped again, moves PostgreSQL's id sequence
// past the ids given, and counts each
// company's public jobs as the store keeps them.
func (b *bulkJobs) finish(ctx context.Context) error {
	if err := b.buildIndexes(ctx); err != nil {
		return err
	}
	if b.dialect == store.Postgres {
		if _, err := b.db.ExecContext(ctx, `SELECT setval(pg_get_serial_sequence('jobs', 'id'), (SELECT MAX(id) FROM jobs))`); err != nil {
			return fmt.Errorf("move the job id sequence: %w", err)
		}
	}
	_, err := b.db.ExecContext(ctx, `UPDATE companies SET jobs_count = (SELECT COUNT(*) FROM jobs j
		WHERE j.company_id = companies.id AND j.status = 'approved' AND j.closing_date >= $1)`, jobportal.Today(b.now))
	if err != nil {
		return fmt.Errorf("count company jobs: %w", err)
	}
	return nil
}

// execRows runs one INSERT of rows, each of cols values, after insert.
func execRows(ctx context.Context, tx *sql.Tx, insert string, cols int, rows [][]any) error {
	var sb strings.Builder
	args := make([]any, 0, len(rows)*cols)
	sb.WriteString(insert)
	for i, row := range rows {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString("(")
		for c := range cols {
			if c > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString("$" + strconv.Itoa(len(args)+c+1))
		}
		sb.WriteString(")")
		args = append(args, row...)
	}
	_, err := tx.ExecContext(ctx, sb.String(), args...)
	return err
}
