package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"

	"jobportal/internal/jobportal"
)

// Reviews of companies. A company's reviews_count, rating_total and rating
// change in the transaction that adds, changes or removes a review, by
// arithmetic on the row (never from a count read earlier), with the
// company's row locked first: so they stay exact when many reviews come at once.

const reviewColumns = `r.id, r.company_id, r.customer_id, u.name, u.avatar, r.rating, r.title, r.text, r.pros,
	r.cons, r.created_at, r.updated_at`

const reviewNotFound = "Review not found."

func scanReview(row rowScanner) (*jobportal.Review, error) {
	r := &jobportal.Review{}
	err := row.Scan(&r.ID, &r.CompanyID, &r.Author.ID, &r.Author.Name, &r.Author.Avatar, &r.Rating, &r.Title, &r.Text,
		&r.Pros, &r.Cons, &r.CreatedAt, &r.UpdatedAt)
	r.CreatedAt, r.UpdatedAt = r.CreatedAt.UTC(), r.UpdatedAt.UTC()
	return r, err
}

// ratingAfter is the SET clause that moves a company's review figures by
// count reviews and stars stars (placeholders or numbers), keeping rating
// the quotient of the two.
func ratingAfter(count, stars string) string {
	return `reviews_count = reviews_count + ` + count + `, rating_total = rating_total + ` + stars + `,
		rating = CASE WHEN reviews_count + ` + count + ` = 0 THEN 0
			ELSE (rating_total + ` + stars + `) * 1.0 / (reviews_count + ` + count + `) END`
}

// CreateReview stores a customer's review of an approved company. A second
// review of the same company by the same customer is ECONFLICT; a company
// that is missing or not public is ENOTFOUND.
func (d *DB) CreateReview(ctx context.Context, r *jobportal.Review) error {
	now := d.now()
	r.CreatedAt, r.UpdatedAt = now, now
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var status string
		err := tx.QueryRowContext(ctx, `SELECT status FROM companies WHERE id = $1`+d.forUpdate(), r.CompanyID).Scan(&status)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && status != jobportal.CompanyApproved) {
			return jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound)
		} else if err != nil {
			return fmt.Errorf("add review: %w", err)
		}
		err = tx.QueryRowContext(ctx, `INSERT INTO company_reviews (company_id, customer_id, rating, title, text, pros,
				cons, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
			ON CONFLICT (company_id, customer_id) DO NOTHING RETURNING id`,
			r.CompanyID, r.Author.ID, r.Rating, r.Title, r.Text, r.Pros, r.Cons, now).Scan(&r.ID)
		if errors.Is(err, sql.ErrNoRows) {
			return jobportal.Errorf(jobportal.ECONFLICT, "You have already reviewed this company. Edit your review instead.")
		} else if err != nil {
			return fmt.Errorf("add review: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE companies SET `+ratingAfter("1", "$1")+` WHERE id = $2`,
			r.Rating, r.CompanyID); err != nil {
			return fmt.Errorf("rate company: %w", err)
		}
		return tx.QueryRowContext(ctx, `SELECT name, avatar FROM customers WHERE id = $1`, r.Author.ID).
			Scan(&r.Author.Name, &r.Author.Avatar)
	})
	return err
}

// FindReview returns a review of a company; one of another company is ENOTFOUND.
func (d *DB) FindReview(ctx context.Context, companyID, id int64) (*jobportal.Review, error) {
	r, err := scanReview(d.db.QueryRowContext(ctx, `SELECT `+reviewColumns+`
		FROM company_reviews r JOIN customers u ON u.id = r.customer_id WHERE r.id = $1 AND r.company_id = $2`, id, companyID))
	if err != nil {
		return nil, notFound(err, reviewNotFound)
	}
	return r, nil
}

// UpdateReview saves a review's rating and texts, and moves the company's
// rating by the change of stars.
func (d *DB) UpdateReview(ctx context.Context, r *jobportal.Review) error {
	r.UpdatedAt = d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		if err := lockCompanyOf(ctx, d, tx, r.CompanyID); err != nil {
			return err
		}
		var was int
		if err := tx.QueryRowContext(ctx, `SELECT rating FROM company_reviews WHERE id = $1 AND company_id = $2`,
			r.ID, r.CompanyID).Scan(&was); err != nil {
			return notFound(err, reviewNotFound)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE company_reviews SET rating = $1, title = $2, text = $3, pros = $4,
				cons = $5, updated_at = $6 WHERE id = $7`,
			r.Rating, r.Title, r.Text, r.Pros, r.Cons, r.UpdatedAt, r.ID); err != nil {
			return fmt.Errorf("update review: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE companies SET `+ratingAfter("0", "$1")+` WHERE id = $2`,
			r.Rating-was, r.CompanyID); err != nil {
			return fmt.Errorf("rate company: %w", err)
		}
		return nil
	})
}

// DeleteReview removes a review and takes its stars out of the company's rating.
func (d *DB) DeleteReview(ctx context.Context, companyID, id int64) error {
	return d.inTx(ctx, func(tx *sql.Tx) error {
		if err := lockCompanyOf(ctx, d, tx, companyID); err != nil {
			return err
		}
		var was int
		err := tx.QueryRowContext(ctx, `DELETE FROM company_reviews WHERE id = $1 AND company_id = $2 RETURNING rating`,
			id, companyID).Scan(&was)
		if err != nil {
			return notFound(err, reviewNotFound)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE companies SET `+ratingAfter("-1", "$1")+` WHERE id = $2`,
			-was, companyID); err != nil {
			return fmt.Errorf("rate company: %w", err)
		}
		return nil
	})
}

// lockCompanyOf takes the row of a review's company before the review is
// read, so that two changes of one company's reviews go one after the other.
func lockCompanyOf(ctx context.Context, d *DB, tx *sql.Tx, companyID int64) error {
	var one int
	if err := tx.QueryRowContext(ctx, `SELECT 1 FROM companies WHERE id = $1`+d.forUpdate(), companyID).Scan(&one); err != nil {
		return notFound(err, companyNotFound)
	}
	return nil
}

// reviewQueries are the statements of a page of a company's reviews and of
// its rating summary.
func reviewQueries(companyID int64, p jobportal.Page) (page, summary Query) {
	var args params
	company := args.add(companyID)
	limit := args.page(p)
	page = Query{Name: "page of reviews", SQL: `SELECT ` + reviewColumns + `
		FROM company_reviews r JOIN customers u ON u.id = r.customer_id
		WHERE r.company_id = ` + company + ` ORDER BY r.created_at DESC, r.id DESC` + limit, Args: args}
	summary = Query{Name: "rating summary", SQL: `SELECT CAST(rating AS TEXT), COUNT(*) FROM company_reviews
		WHERE company_id = $1 GROUP BY rating`, Args: []any{companyID}}
	return page, summary
}

// CompanyPageQueries returns the statements a company's page runs, as the
// store sends them, so that their plans can be shown (bench/companies.sh):
// the company, the first page of its public jobs (with their count), and
// the first page of its reviews with their summary.
func (d *DB) CompanyPageQueries(companyID int64) []Query {
	company := Query{Name: "company", SQL: `SELECT ` + companyColumns + ` FROM companies c WHERE c.id = $1`, Args: []any{companyID}}
	f := jobportal.JobFilter{CompanyID: &companyID}
	f.Normalize()
	jobs := d.jobListSQL(jobSelect{public: true}, f, d.now())
	page, summary := reviewQueries(companyID, jobportal.NewPage(1, jobportal.DefaultPerPage))
	return []Query{company, jobs.page(f.Paging()), jobs.count(), page, summary}
}

// CompanyReviews returns a page of a company's reviews, newest first, and
// their number. count is the company's reviews_count as the caller read it
// with the company (a company's page reads the company first): it is the
// number of a full page, so that no second statement asks for it again.
func (d *DB) CompanyReviews(ctx context.Context, companyID int64, p jobportal.Page, count int) ([]*jobportal.Review, int, error) {
	page, _ := reviewQueries(companyID, p)
	list, err := queryAll(ctx, reads{d}, "list reviews", page.SQL, page.Args, scanReview)
	if err != nil {
		return nil, 0, err
	}
	total := p.Offset() + len(list)
	switch {
	case len(list) == p.Limit:
		// A review added between the two reads: the page has seen it.
		total = max(count, total)
	case len(list) == 0 && p.Offset() > 0:
		total = count
	}
	return list, total, nil
}

// RatingSummary returns a company's average rating and its number of reviews per star.
func (d *DB) RatingSummary(ctx context.Context, companyID int64) (jobportal.RatingSummary, error) {
	s := jobportal.RatingSummary{Stars: map[string]int{}}
	for i := 1; i <= 5; i++ {
		s.Stars[strconv.Itoa(i)] = 0
	}
	_, q := reviewQueries(companyID, jobportal.NewPage(1, 1))
	err := countInto(ctx, reads{d}, s.Stars, q.SQL, q.Args...)
	if err != nil {
		return s, fmt.Errorf("rating summary: %w", err)
	}
	total := 0
	for star, n := range s.Stars {
		v, _ := strconv.Atoi(star)
		s.Count += n
		total += v * n
	}
	if s.Count > 0 {
		s.Average = jobportal.RoundRating(float64(total) / float64(s.Count))
	}
	return s, nil
}
