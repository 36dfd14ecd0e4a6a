package store

import (
	"context"

	"jobportal/internal/jobportal"
)

// FeaturedCompanies returns up to limit active company accounts that have
// public jobs, those with the most first, then by name, each with the number
// of its public jobs. One query: the public jobs (by the status and closing
// date index) are counted by company, and the companies found by their key.
func (d *DB) FeaturedCompanies(ctx context.Context, limit int) ([]jobportal.FeaturedCompany, error) {
	return queryAll(ctx, reads{d}, "featured companies", `SELECT c.id, c.name, c.industry, c.district, c.avatar, n.jobs
		FROM (SELECT j.company_id, COUNT(*) AS jobs FROM jobs j
			WHERE j.company_id IS NOT NULL AND `+publicJob+`$1
			GROUP BY j.company_id) AS n
		JOIN customers c ON c.id = n.company_id
		WHERE c.type = $2 AND c.status = $3
		ORDER BY n.jobs DESC, LOWER(c.name), c.id
		LIMIT $4`,
		[]any{jobportal.Today(d.now()), jobportal.CustomerCompany, jobportal.StatusActive, limit},
		func(r rowScanner) (c jobportal.FeaturedCompany, err error) {
			err = r.Scan(&c.ID, &c.Name, &c.Industry, &c.District, &c.Avatar, &c.JobsCount)
			c.Slug = jobportal.CompanySlug(c.Name)
			return c, err
		})
}
