package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
)

// A company's figures: the directory's stats, the job counts kept on each
// company, and its followers.

// CompanyStats returns the directory's figures, over approved companies;
// with byStatus, also the number of pages in each status.
func (d *DB) CompanyStats(ctx context.Context, byStatus bool) (jobportal.CompanyStats, error) {
	if err := d.refreshJobCounts(ctx); err != nil {
		return jobportal.CompanyStats{}, err
	}
	var s jobportal.CompanyStats
	var ratingTotal, reviews int64
	err := reads{d}.QueryRowContext(ctx, `SELECT COUNT(*), CAST(COALESCE(SUM(c.jobs_count), 0) AS BIGINT),
			CAST(COALESCE(SUM(c.rating_total), 0) AS BIGINT), CAST(COALESCE(SUM(c.reviews_count), 0) AS BIGINT),
			COALESCE(SUM(CASE WHEN c.verified THEN 1 ELSE 0 END), 0)
		FROM companies c WHERE c.status = 'approved' AND `+ownerNotBanned).Scan(&s.TotalCompanies, &s.TotalJobs, &ratingTotal, &reviews, &s.Verified)
	if err != nil {
		return s, fmt.Errorf("company stats: %w", err)
	}
	// The average of every review, not of the companies' averages: a
	// company with one review weighs as much as one review.
	if reviews > 0 {
		s.AverageRating = jobportal.RoundRating(float64(ratingTotal) / float64(reviews))
	}
	s.TopIndustries, err = queryAll(ctx, reads{d}, "top industries", `SELECT c.industry, COUNT(*) FROM companies c
		WHERE c.status = 'approved' AND `+ownerNotBanned+` AND c.industry <> '' GROUP BY c.industry ORDER BY COUNT(*) DESC, c.industry LIMIT $1`,
		[]any{jobportal.TopIndustriesLimit}, func(r rowScanner) (i jobportal.IndustryCount, err error) {
			err = r.Scan(&i.Industry, &i.Count)
			i.Slug = jobportal.Slugify(i.Industry, "industry")
			return i, err
		})
	if err != nil || !byStatus {
		return s, err
	}
	s.ByStatus = map[string]int{}
	for _, st := range jobportal.CompanyStatuses {
		s.ByStatus[st] = 0
	}
	return s, countInto(ctx, d.db, s.ByStatus, `SELECT status, COUNT(*) FROM companies GROUP BY status`)
}

// refreshJobCounts brings the companies' numbers of public jobs up to date
// once a day: a job stops being public when its closing date passes, which
// no write marks. Writes to jobs keep the counts in step the rest of the
// time (syncJobCounts). It runs at the first read of a new day in each
// process; running it twice gives the same counts.
func (d *DB) refreshJobCounts(ctx context.Context) error {
	today := jobportal.Today(d.now())
	d.jobCountDay.Lock()
	defer d.jobCountDay.Unlock()
	if d.jobCountDay.day == today {
		return nil
	}
	if _, err := d.db.ExecContext(ctx, `UPDATE companies SET jobs_count = (SELECT COUNT(*) FROM jobs j
			WHERE j.company_id = companies.id AND `+publicJob+`$1)
		WHERE jobs_count > 0`, today); err != nil {
		return fmt.Errorf("refresh job counts: %w", err)
	}
	d.jobCountDay.day = today
	return nil
}

// syncJobCounts counts again the public jobs of the companies named (nil
// ids are passed over), in the transaction that changed their jobs.
func syncJobCounts(ctx context.Context, tx execer, now time.Time, ids ...*int64) error {
	for _, id := range ids {
		if id == nil {
			continue
		}
		if _, err := tx.ExecContext(ctx, `UPDATE companies SET jobs_count = (SELECT COUNT(*) FROM jobs j
				WHERE j.company_id = $1 AND `+publicJob+`$2) WHERE id = $1`, *id, jobportal.Today(now)); err != nil {
			return fmt.Errorf("count company jobs: %w", err)
		}
	}
	return nil
}

// syncJobCountsOf counts again the public jobs of the company of a job.
func syncJobCountsOf(ctx context.Context, tx execer, now time.Time, jobID int64) error {
	var company sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT company_id FROM jobs WHERE id = $1`, jobID).Scan(&company); err != nil {
		return notFound(err, "Job not found.")
	}
	return syncJobCounts(ctx, tx, now, nullable(company))
}

// FollowCompany makes a customer follow an approved company. Following it
// again changes nothing: followersCount always equals the number of rows
// of company_follows, as both change in one transaction, and only when a
// row was really added. It returns the company as it is now.
func (d *DB) FollowCompany(ctx context.Context, companyID, customerID int64) (*jobportal.Company, error) {
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var status string
		err := tx.QueryRowContext(ctx, `SELECT status FROM companies WHERE id = $1`+d.forUpdate(), companyID).Scan(&status)
		if err != nil || status != jobportal.CompanyApproved {
			if err == nil || errors.Is(err, sql.ErrNoRows) {
				return jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound)
			}
			return fmt.Errorf("follow company: %w", err)
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO company_follows (company_id, customer_id, created_at)
			VALUES ($1, $2, $3) ON CONFLICT (company_id, customer_id) DO NOTHING`, companyID, customerID, d.now())
		if err != nil {
			return fmt.Errorf("follow company: %w", err)
		}
		return addFollowers(ctx, tx, res, companyID, "+")
	})
	if err != nil {
		return nil, err
	}
	return d.companyFor(ctx, companyID, customerID)
}

// UnfollowCompany stops a customer following a company, in any status, so
// that one can leave a page that is no longer public. Unfollowing twice
// changes nothing.
func (d *DB) UnfollowCompany(ctx context.Context, companyID, customerID int64) (*jobportal.Company, error) {
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var one int
		if err := tx.QueryRowContext(ctx, `SELECT 1 FROM companies WHERE id = $1`+d.forUpdate(), companyID).Scan(&one); err != nil {
			return notFound(err, companyNotFound)
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM company_follows WHERE company_id = $1 AND customer_id = $2`,
			companyID, customerID)
		if err != nil {
			return fmt.Errorf("unfollow company: %w", err)
		}
		return addFollowers(ctx, tx, res, companyID, "-")
	})
	if err != nil {
		return nil, err
	}
	return d.companyFor(ctx, companyID, customerID)
}

// addFollowers moves a company's followers count by one, up or down (sign),
// when res says a follow row was added or removed.
func addFollowers(ctx context.Context, tx *sql.Tx, res sql.Result, companyID int64, sign string) error {
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("follow company: %w", err)
	} else if n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE companies SET followers_count = followers_count `+sign+` 1 WHERE id = $1`,
		companyID); err != nil {
		return fmt.Errorf("count followers: %w", err)
	}
	return nil
}

// companyFor returns a company with whether the customer follows it.
func (d *DB) companyFor(ctx context.Context, companyID, customerID int64) (*jobportal.Company, error) {
	c, err := d.FindCompany(ctx, companyID)
	if err != nil {
		return nil, err
	}
	return c, d.MarkFollowed(ctx, customerID, []*jobportal.Company{c})
}

// MarkFollowed sets IsFollowed on those of the companies the customer follows.
func (d *DB) MarkFollowed(ctx context.Context, customerID int64, list []*jobportal.Company) error {
	if len(list) == 0 {
		return nil
	}
	var p params
	ids := make([]int64, len(list))
	for i, c := range list {
		ids[i] = c.ID
	}
	cust := p.add(customerID)
	followed, err := queryAll(ctx, reads{d}, "find follows", `SELECT company_id FROM company_follows
		WHERE customer_id = `+cust+` AND company_id IN (`+placeholders(&p, ids)+`)`, p,
		func(r rowScanner) (id int64, err error) { return id, r.Scan(&id) })
	if err != nil {
		return err
	}
	for _, c := range list {
		for _, id := range followed {
			if c.ID == id {
				c.IsFollowed = true
			}
		}
	}
	return nil
}

// FollowedCompanies returns a page of the companies a customer follows, the
// latest followed first, that are still public, and their number.
func (d *DB) FollowedCompanies(ctx context.Context, customerID int64, p jobportal.Page) ([]*jobportal.Company, int, error) {
	var total int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM company_follows f JOIN companies c ON c.id = f.company_id
		WHERE f.customer_id = $1 AND c.status = 'approved'`, customerID).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count followed companies: %w", err)
	}
	var args params
	cust := args.add(customerID)
	limit := args.page(p)
	list, err := queryAll(ctx, d.db, "followed companies", `SELECT `+companyColumns+`
		FROM company_follows f JOIN companies c ON c.id = f.company_id
		WHERE f.customer_id = `+cust+` AND c.status = 'approved'
		ORDER BY f.created_at DESC, f.company_id DESC`+limit, args,
		func(r rowScanner) (*jobportal.Company, error) {
			c, err := scanCompany(r)
			if c != nil {
				c.IsFollowed = true
			}
			return c, err
		})
	return list, total, err
}
