package store

import (
	"context"
	"strconv"
	"time"
)

// What the analysis of a person's CVs reads of the jobs they look at.

// CVJobSignal is a job the person saved or applied to, for the analysis of
// their CVs: its title and its words (description, requirements, topics).
type CVJobSignal struct {
	Title   string
	Text    string
	Applied bool
	At      time.Time
}

// maxCVJobSignals is how many of a person's jobs the analysis reads.
const maxCVJobSignals = 50

// CVJobSignals returns the jobs a customer applied to or saved, newest
// first, at most fifty. A job both saved and applied to counts once, as applied.
func (d *DB) CVJobSignals(ctx context.Context, customerID int64) ([]CVJobSignal, error) {
	q := `SELECT j.title, j.description, j.requirements, j.main_topic,
			COALESCE((SELECT ` + d.stringAgg("sub_topic") + ` FROM job_subtopics s WHERE s.job_id = j.id), ''),
			x.applied, x.at
		FROM (
			SELECT job_id, TRUE AS applied, created_at AS at FROM applications WHERE customer_id = $1
			UNION ALL
			SELECT job_id, FALSE AS applied, created_at AS at FROM saved_jobs sj WHERE customer_id = $1
				AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.customer_id = $1 AND a.job_id = sj.job_id)
		) x JOIN jobs j ON j.id = x.job_id
		ORDER BY x.at DESC, j.id DESC LIMIT ` + strconv.Itoa(maxCVJobSignals)
	return queryAll(ctx, d.db, "jobs for the CV analysis", q, []any{customerID}, func(row rowScanner) (CVJobSignal, error) {
		var s CVJobSignal
		var desc, req, topic, subs string
		err := row.Scan(&s.Title, &desc, &req, &topic, &subs, &s.Applied, &s.At)
		s.Text = desc + "\n" + req + "\n" + topic + "\n" + subs
		s.At = s.At.UTC()
		return s, err
	})
}

// stringAgg is the dialect's aggregate that joins a column's texts with commas.
func (d *DB) stringAgg(column string) string {
	if d.dialect == Postgres {
		return "string_agg(" + column + ", ', ')"
	}
	return "group_concat(" + column + ", ', ')"
}
