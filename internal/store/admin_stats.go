package store

import (
	"context"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
)

// AdminStats returns the admin console's figures: totals, a count for each
// of the last jobportal.StatsDays days (in Sri Lanka's time) of jobs
// posted and approved, applications, registrations by type, reviews and
// comments, and the districts and topics of the jobs posted in those days.
func (d *DB) AdminStats(ctx context.Context) (*jobportal.AdminStats, error) {
	now := d.now()
	days := jobportal.SeriesDays(now)
	start, err := time.ParseInLocation(jobportal.DateLayout, days[0], jobportal.SriLankaTime)
	if err != nil {
		return nil, err
	}
	from := start.UTC()
	st := &jobportal.AdminStats{From: days[0], To: days[len(days)-1], Totals: map[string]int{},
		Series: map[string][]jobportal.DayCount{}}

	totals := []struct {
		name, sql string
		args      []any
	}{
		{"jobs", `SELECT COUNT(*) FROM jobs`, nil},
		{"jobsPending", `SELECT COUNT(*) FROM jobs WHERE status = 'pending'`, nil},
		{"jobsOpen", `SELECT COUNT(*) FROM jobs j WHERE ` + publicJob + `$1`, []any{jobportal.Today(now)}},
		{"applications", `SELECT COUNT(*) FROM applications`, nil},
		{"customers", `SELECT COUNT(*) FROM customers`, nil},
		{"individuals", `SELECT COUNT(*) FROM customers WHERE type = 'individual'`, nil},
		{"companies", `SELECT COUNT(*) FROM customers WHERE type = 'company'`, nil},
		{"banned", `SELECT COUNT(*) FROM customers WHERE status = 'banned'`, nil},
		{"companiesPending", `SELECT COUNT(*) FROM companies WHERE status = 'pending'`, nil},
		{"reviews", `SELECT COUNT(*) FROM company_reviews`, nil},
		{"comments", `SELECT COUNT(*) FROM blog_comments`, nil},
		{"postsPublished", `SELECT COUNT(*) FROM blog_posts WHERE published`, nil},
		{"adminUsers", `SELECT COUNT(*) FROM admin_users`, nil},
	}
	for _, t := range totals {
		var n int
		if err := d.db.QueryRowContext(ctx, t.sql, t.args...).Scan(&n); err != nil {
			return nil, fmt.Errorf("admin stats %s: %w", t.name, err)
		}
		st.Totals[t.name] = n
	}

	series := []struct{ name, sql string }{
		{"jobsPosted", `SELECT created_at FROM jobs WHERE created_at >= $1`},
		{"jobsApproved", `SELECT posted_date FROM jobs WHERE status = 'approved' AND posted_date >= $1`},
		{"applications", `SELECT created_at FROM applications WHERE created_at >= $1`},
		{"registrationsIndividual", `SELECT created_at FROM customers WHERE type = 'individual' AND created_at >= $1`},
		{"registrationsCompany", `SELECT created_at FROM customers WHERE type = 'company' AND created_at >= $1`},
		{"reviews", `SELECT created_at FROM company_reviews WHERE created_at >= $1`},
		{"comments", `SELECT created_at FROM blog_comments WHERE created_at >= $1`},
	}
	for _, s := range series {
		times, err := queryAll(ctx, d.db, "admin stats "+s.name, s.sql, []any{from}, func(row rowScanner) (time.Time, error) {
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

	top := func(column string) ([]jobportal.NameCount, error) {
		return queryAll(ctx, d.db, "admin stats top "+column, `SELECT `+column+`, COUNT(*) FROM jobs
			WHERE created_at >= $1 AND `+column+` <> '' GROUP BY `+column+` ORDER BY COUNT(*) DESC, `+column+` LIMIT 10`,
			[]any{from}, func(row rowScanner) (jobportal.NameCount, error) {
				var c jobportal.NameCount
				return c, row.Scan(&c.Name, &c.Count)
			})
	}
	if st.TopDistricts, err = top("location"); err != nil {
		return nil, err
	}
	if st.TopTopics, err = top("main_topic"); err != nil {
		return nil, err
	}
	return st, nil
}
