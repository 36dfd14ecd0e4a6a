package store

import (
	"context"
	"fmt"

	"jobportal/internal/jobportal"
)

// FeaturedCompanies returns up to limit active company accounts that have
// public jobs, those with the most first, then by name, each with the number
// of its public jobs. One query: the public jobs (by the status and closing
// date index) are counted by company, and the companies found by their key.
func (d *DB) FeaturedCompanies(ctx context.Context, limit int) ([]jobportal.FeaturedCompany, error) {
	rows, err := reads{d}.QueryContext(ctx, `SELECT c.id, c.name, c.industry, c.district, c.avatar, n.jobs
		FROM (SELECT j.company_id, COUNT(*) AS jobs FROM jobs j
			WHERE j.company_id IS NOT NULL AND `+publicJob+`$1
			GROUP BY j.company_id) AS n
		JOIN customers c ON c.id = n.company_id
		WHERE c.type = $2 AND c.status = $3
		ORDER BY n.jobs DESC, LOWER(c.name), c.id
		LIMIT $4`,
		jobportal.Today(d.now()), jobportal.CustomerCompany, jobportal.StatusActive, limit)
	if err != nil {
		return nil, fmt.Errorf("featured companies: %w", err)
	}
	defer rows.Close()
	out := []jobportal.FeaturedCompany{}
	for rows.Next() {
		var c jobportal.FeaturedCompany
		if err := rows.Scan(&c.ID, &c.Name, &c.Industry, &c.District, &c.Avatar, &c.JobsCount); err != nil {
			return nil, fmt.Errorf("featured companies: %w", err)
		}
		c.Slug = jobportal.CompanySlug(c.Name)
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("featured companies: %w", err)
	}
	return out, nil
}
