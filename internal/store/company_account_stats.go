package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
)

// CompanyAccountStats returns a company account's own figures: the
// followers of its page, the views and applications of the jobs it posted
// (in total and for each of the newest jobportal.CompanyAccountJobsLimit),
// and the new followers and applications of each of the last
// jobportal.StatsDays days, in Sri Lanka's time. A job's views are kept as
// one total, so they have no series.
func (d *DB) CompanyAccountStats(ctx context.Context, customerID int64) (*jobportal.CompanyAccountStats, error) {
	now := d.now()
	days := jobportal.SeriesDays(now)
	start, err := time.ParseInLocation(jobportal.DateLayout, days[0], jobportal.SriLankaTime)
	if err != nil {
		return nil, err
	}
	from := start.UTC()
	st := &jobportal.CompanyAccountStats{From: days[0], To: days[len(days)-1], Series: map[string][]jobportal.DayCount{}}

	var companyID int64
	err = reads{d}.QueryRowContext(ctx, `SELECT id, followers_count FROM companies WHERE owner_id = $1`, customerID).Scan(&companyID, &st.Followers)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return nil, fmt.Errorf("company account stats: company: %w", err)
	default:
		st.CompanyID = &companyID
	}

	err = reads{d}.QueryRowContext(ctx, `SELECT COUNT(*), CAST(COALESCE(SUM(views), 0) AS BIGINT), CAST(COALESCE(SUM(applications_count), 0) AS BIGINT)
		FROM jobs WHERE customer_id = $1`, customerID).Scan(&st.JobsTotal, &st.Views, &st.Applications)
	if err != nil {
		return nil, fmt.Errorf("company account stats: totals: %w", err)
	}

	st.Jobs, err = queryAll(ctx, reads{d}, "company account stats: jobs", `SELECT id, title, slug, status, posted_date, views, applications_count
		FROM jobs WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
		[]any{customerID, jobportal.CompanyAccountJobsLimit}, func(row rowScanner) (jobportal.JobFigures, error) {
			var j jobportal.JobFigures
			var posted time.Time
			if err := row.Scan(&j.ID, &j.Title, &j.Slug, &j.Status, &posted, &j.Views, &j.Applications); err != nil {
				return j, err
			}
			j.PostedDate = posted.In(jobportal.SriLankaTime).Format(jobportal.DateLayout)
			return j, nil
		})
	if err != nil {
		return nil, err
	}

	series := []struct{ name, sql string }{
		{"followers", `SELECT f.created_at FROM company_follows f JOIN companies c ON c.id = f.company_id
			WHERE c.owner_id = $1 AND f.created_at >= $2`},
		{"applications", `SELECT a.created_at FROM applications a JOIN jobs j ON j.id = a.job_id
			WHERE j.customer_id = $1 AND a.created_at >= $2`},
	}
	for _, s := range series {
		times, err := queryAll(ctx, reads{d}, "company account stats: "+s.name, s.sql, []any{customerID, from}, func(row rowScanner) (time.Time, error) {
			var t time.Time
			return t, row.Scan(&t)
		})
		if err != nil {
			return nil, err
		}
		byDay := map[string]int{}
		for _, t := range times {
			byDay[t.In(jobportal.SriLankaTime).Format(jobportal.DateLayout)]++
		}
		out := make([]jobportal.DayCount, len(days))
		for i, day := range days {
			out[i] = jobportal.DayCount{Day: day, Count: byDay[day]}
		}
		st.Series[s.name] = out
	}
	return st, nil
}
