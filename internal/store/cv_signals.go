package store

import (
	"context"
	"strconv"
	"time"

	"jobportal/internal/jobportal"
)

// What the analysis of a person's CVs reads of the jobs they look at.

// CVJobSignal is a job the person viewed, saved or applied to, for the
// analysis of their CVs: its title and its words (description,
// requirements, topics).
type CVJobSignal struct {
	JobID   int64
	Title   string
	Text    string
	Applied bool
	At      time.Time
}

// maxCVJobSignals is how many of a person's jobs the analysis reads.
const maxCVJobSignals = 50

// MaxCVViewedJobs is how many recently viewed jobs the analysis reads.
const MaxCVViewedJobs = 50

// cvSignalColumns are the columns scanCVSignal reads of the jobs table named j.
func (d *DB) cvSignalColumns() string {
	return `j.id, j.title, j.description, j.requirements, j.main_topic,
		COALESCE((SELECT ` + d.stringAgg("sub_topic") + ` FROM job_subtopics s WHERE s.job_id = j.id), '')`
}

// scanCVSignal reads a job's signal, and extra columns after it.
func scanCVSignal(row rowScanner, s *CVJobSignal, extra ...any) error {
	var desc, req, topic, subs string
	err := row.Scan(append([]any{&s.JobID, &s.Title, &desc, &req, &topic, &subs}, extra...)...)
	s.Text = desc + "\n" + req + "\n" + topic + "\n" + subs
	return err
}

// CVJobSignals returns the jobs a customer applied to or saved, newest
// first, at most fifty. A job both saved and applied to counts once, as applied.
func (d *DB) CVJobSignals(ctx context.Context, customerID int64) ([]CVJobSignal, error) {
	q := `SELECT ` + d.cvSignalColumns() + `, x.applied, x.at
		FROM (
			SELECT job_id, TRUE AS applied, created_at AS at FROM applications WHERE customer_id = $1
			UNION ALL
			SELECT job_id, FALSE AS applied, created_at AS at FROM saved_jobs sj WHERE customer_id = $1
				AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.customer_id = $1 AND a.job_id = sj.job_id)
		) x JOIN jobs j ON j.id = x.job_id
		ORDER BY x.at DESC, j.id DESC LIMIT ` + strconv.Itoa(maxCVJobSignals)
	return queryAll(ctx, d.db, "jobs for the CV analysis", q, []any{customerID}, func(row rowScanner) (CVJobSignal, error) {
		var s CVJobSignal
		err := scanCVSignal(row, &s, &s.Applied, &s.At)
		s.At = s.At.UTC()
		return s, err
	})
}

// CVViewedJobSignals returns the public jobs (approved, open, of an account
// not banned) among the ids of jobs a person viewed, by id; any other id is
// left out, so the analysis never reads a job its visitors may not. At most
// MaxCVViewedJobs ids are read.
func (d *DB) CVViewedJobSignals(ctx context.Context, ids []int64) ([]CVJobSignal, error) {
	if len(ids) == 0 {
		return []CVJobSignal{}, nil
	}
	ids = ids[:min(len(ids), MaxCVViewedJobs)]
	var p params
	q := `SELECT ` + d.cvSignalColumns() + ` FROM jobs j
		WHERE j.id IN (` + placeholders(&p, ids) + `) AND ` + d.publicByID() + p.add(jobportal.Today(d.now())) + `
		ORDER BY j.id`
	return queryAll(ctx, d.db, "viewed jobs for the CV analysis", q, p, func(row rowScanner) (CVJobSignal, error) {
		var s CVJobSignal
		return s, scanCVSignal(row, &s)
	})
}

// stringAgg is the dialect's aggregate that joins a column's texts with commas.
func (d *DB) stringAgg(column string) string {
	if d.dialect == Postgres {
		return "string_agg(" + column + ", ', ')"
	}
	return "group_concat(" + column + ", ', ')"
}
