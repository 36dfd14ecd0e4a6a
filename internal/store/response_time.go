package store

import (
	"context"
	"slices"
	"time"

	"jobportal/internal/jobportal"
)

// CompanyResponseDays is how soon a company answers its applicants: over the
// applications to the jobs posted under its page in the last
// jobportal.ResponseWindow, the median time from an application to its first
// move by the employer (any stage but Applied and the applicant's own
// withdrawal), in whole days rounded up, at least 1. An application not yet
// moved counts with the time it has waited so far, so that silence raises
// the figure instead of leaving it out; one withdrawn before any move does
// not count. ok is false when fewer than jobportal.ResponseMinApplications
// count.
func (d *DB) CompanyResponseDays(ctx context.Context, companyID int64) (days int, ok bool, err error) {
	now := d.now()
	since := now.Add(-jobportal.ResponseWindow)
	type application struct {
		id      int64
		created time.Time
		status  string
	}
	apps, err := queryAll(ctx, d.db, "applications of a company for its response time",
		`SELECT a.id, a.created_at, a.status FROM applications a JOIN jobs j ON j.id = a.job_id
		WHERE j.company_id = $1 AND a.created_at >= $2`, []any{companyID, since},
		func(r rowScanner) (a application, err error) {
			err = r.Scan(&a.id, &a.created, &a.status)
			return a, err
		})
	if err != nil || len(apps) < jobportal.ResponseMinApplications {
		return 0, false, err
	}
	// The first move of each by the employer. Only direct columns are read:
	// SQLite gives an aggregate of timestamps back as text.
	type move struct {
		application int64
		at          time.Time
	}
	moves, err := queryAll(ctx, d.db, "first moves of a company's applications",
		`SELECT h.application_id, h.at FROM application_history h
		JOIN applications a ON a.id = h.application_id JOIN jobs j ON j.id = a.job_id
		WHERE j.company_id = $1 AND a.created_at >= $2 AND h.status NOT IN ($3, $4)`,
		[]any{companyID, since, jobportal.ApplicationSubmitted, jobportal.ApplicationWithdrawn},
		func(r rowScanner) (m move, err error) {
			err = r.Scan(&m.application, &m.at)
			return m, err
		})
	if err != nil {
		return 0, false, err
	}
	first := make(map[int64]time.Time, len(moves))
	for _, m := range moves {
		if at, seen := first[m.application]; !seen || m.at.Before(at) {
			first[m.application] = m.at
		}
	}
	waits := make([]time.Duration, 0, len(apps))
	for _, a := range apps {
		answered, moved := first[a.id]
		switch {
		case moved:
			waits = append(waits, max(answered.Sub(a.created), 0))
		case a.status == jobportal.ApplicationWithdrawn:
			// The applicant left before any answer.
		default:
			waits = append(waits, max(now.Sub(a.created), 0))
		}
	}
	if len(waits) < jobportal.ResponseMinApplications {
		return 0, false, nil
	}
	slices.Sort(waits)
	median := waits[len(waits)/2]
	if len(waits)%2 == 0 {
		median = (waits[len(waits)/2-1] + waits[len(waits)/2]) / 2
	}
	days = int((median + 24*time.Hour - 1) / (24 * time.Hour))
	return max(days, 1), true, nil
}
