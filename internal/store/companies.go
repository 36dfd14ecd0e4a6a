package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// Company pages: a company's page, its writes and its moderation. The
// directory is in companies_list.go, the figures and followers in
// companies_follow.go, reviews in company_reviews.go.

const companyColumns = `c.id, c.owner_id, c.name, c.logo, c.cover, c.industry, c.size, c.location, c.website,
	c.email, c.phone, c.founded, c.description, c.status, c.rejection_reason, c.verified, c.followers_count,
	c.rating, c.reviews_count, c.jobs_count, c.created_at, c.updated_at`

const companyNotFound = "Company not found."

func scanCompany(row rowScanner, extra ...any) (*jobportal.Company, error) {
	c := &jobportal.Company{}
	var owner, founded sql.NullInt64
	dest := append([]any{&c.ID, &owner, &c.Name, &c.Logo, &c.Cover, &c.Industry, &c.Size, &c.Location, &c.Website,
		&c.Email, &c.Phone, &founded, &c.Description, &c.Status, &c.RejectionReason, &c.Verified, &c.FollowersCount,
		&c.Rating, &c.ReviewsCount, &c.JobsCount, &c.CreatedAt, &c.UpdatedAt}, extra...)
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	c.OwnerID = nullable(owner)
	if founded.Valid {
		y := int(founded.Int64)
		c.Founded = &y
	}
	// The slug follows the name, so it is made here rather than kept.
	c.Slug = jobportal.CompanySlug(c.Name)
	c.Rating = jobportal.RoundRating(c.Rating)
	c.CreatedAt, c.UpdatedAt = c.CreatedAt.UTC(), c.UpdatedAt.UTC()
	return c, nil
}

// execer is what writes need of a database or a transaction.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// insertCompany stores a new company page and fills its id and times.
func insertCompany(ctx context.Context, q execer, c *jobportal.Company) error {
	err := q.QueryRowContext(ctx, `
		INSERT INTO companies (owner_id, name, logo, cover, industry, size, location, website, email, phone,
			founded, description, status, rejection_reason, verified, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
		RETURNING id`,
		c.OwnerID, c.Name, c.Logo, c.Cover, c.Industry, c.Size, c.Location, c.Website, c.Email, c.Phone,
		c.Founded, c.Description, c.Status, c.RejectionReason, c.Verified, c.CreatedAt).Scan(&c.ID)
	if err != nil {
		return fmt.Errorf("create company: %w", err)
	}
	c.UpdatedAt = c.CreatedAt
	c.Slug = jobportal.CompanySlug(c.Name)
	return nil
}

// CreateCompany stores a company page that an admin makes: it has no owner.
func (d *DB) CreateCompany(ctx context.Context, c *jobportal.Company) error {
	c.CreatedAt, c.OwnerID = d.now(), nil
	return insertCompany(ctx, d.db, c)
}

// ownCompanyPage is the page a company account gets when it registers:
// pending, with what the account said of itself.
func ownCompanyPage(owner *jobportal.Customer) *jobportal.Company {
	id := owner.ID
	industry, _ := jobportal.IndustryNamed(owner.Industry)
	return &jobportal.Company{OwnerID: &id, Name: owner.Name, Industry: industry, Location: owner.District,
		Website: owner.Website, Status: jobportal.CompanyPending, CreatedAt: owner.CreatedAt}
}

// OwnCompany returns the company page of a company account, making a
// pending one if it has none (its page was deleted by an admin, or the
// account is older than company pages).
func (d *DB) OwnCompany(ctx context.Context, owner *jobportal.Customer) (*jobportal.Company, error) {
	find := func() (*jobportal.Company, error) {
		return scanCompany(d.db.QueryRowContext(ctx, `SELECT `+companyColumns+` FROM companies c WHERE c.owner_id = $1`, owner.ID))
	}
	c, err := find()
	if !errors.Is(err, sql.ErrNoRows) {
		if err != nil {
			return nil, fmt.Errorf("find own company: %w", err)
		}
		return c, nil
	}
	page := ownCompanyPage(owner)
	page.CreatedAt = d.now()
	// Two requests at once both find none; the page is made once.
	if _, err := d.db.ExecContext(ctx, `
		INSERT INTO companies (owner_id, name, industry, location, website, status, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (owner_id) DO NOTHING`,
		page.OwnerID, page.Name, page.Industry, page.Location, page.Website, page.Status, page.CreatedAt); err != nil {
		return nil, fmt.Errorf("create own company: %w", err)
	}
	if c, err = find(); err != nil {
		return nil, fmt.Errorf("find own company: %w", err)
	}
	return c, nil
}

// FindCompany returns a company page in any status; the caller applies the access rules.
func (d *DB) FindCompany(ctx context.Context, id int64) (*jobportal.Company, error) {
	c, err := scanCompany(reads{d}.QueryRowContext(ctx, `SELECT `+companyColumns+` FROM companies c WHERE c.id = $1`, id))
	if err != nil {
		return nil, notFound(err, companyNotFound)
	}
	return c, nil
}

// UpdateCompany saves a moderator's changes to the editable fields and the
// images of a company page; its counters, status and verified mark stay as
// they are, and so does a change its owner sent for review. The name of a
// public page carries over to the jobs posted under it at once, since a
// moderator's word is the approval; a page that is not public gives its
// jobs its name when it is approved.
func (d *DB) UpdateCompany(ctx context.Context, c *jobportal.Company) error {
	c.UpdatedAt = d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		was, err := d.lockCompany(ctx, tx, c.ID)
		if err != nil {
			return err
		}
		if err := updateCompanyFacts(ctx, tx, c); err != nil {
			return err
		}
		if !was.Public() {
			return nil
		}
		return renameCompanyJobs(ctx, tx, c)
	})
}

// ApproveCompany makes a company page public, and its jobs carry its name.
// changed is false when it was approved already. A change its owner made
// since is decided apart (ApproveCompanyChange). emails (the owner's news)
// are queued in the same transaction when it changed.
func (d *DB) ApproveCompany(ctx context.Context, id int64, emails ...mail.Message) (*jobportal.Company, bool, error) {
	return d.setCompanyStatus(ctx, id, jobportal.CompanyApproved, "", emails)
}

// RejectCompany takes a company page out of the public's sight, with a
// reason. changed is false when it was rejected already; its reason is then
// replaced. emails are queued in the same transaction when it changed.
func (d *DB) RejectCompany(ctx context.Context, id int64, reason string, emails ...mail.Message) (*jobportal.Company, bool, error) {
	return d.setCompanyStatus(ctx, id, jobportal.CompanyRejected, reason, emails)
}

func (d *DB) setCompanyStatus(ctx context.Context, id int64, status, reason string, emails []mail.Message) (*jobportal.Company, bool, error) {
	var changed bool
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var was string
		if err := tx.QueryRowContext(ctx, `SELECT status FROM companies WHERE id = $1`+d.forUpdate(), id).Scan(&was); err != nil {
			return notFound(err, companyNotFound)
		}
		changed = was != status
		_, err := tx.ExecContext(ctx, `UPDATE companies SET status = $1, rejection_reason = $2, updated_at = $3 WHERE id = $4`,
			status, reason, d.now(), id)
		if err != nil {
			return fmt.Errorf("set company status: %w", err)
		}
		if changed {
			if err := d.queueEmails(ctx, tx, emails); err != nil {
				return err
			}
		}
		if status != jobportal.CompanyApproved {
			return nil
		}
		// The jobs posted while the page waited kept the name they were
		// approved with; the page's name is approved now.
		_, err = tx.ExecContext(ctx, `UPDATE jobs SET company_name = (SELECT name FROM companies WHERE id = $1)
			WHERE company_id = $1 AND company_name <> (SELECT name FROM companies WHERE id = $1)`, id)
		if err != nil {
			return fmt.Errorf("update company name of jobs: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, false, err
	}
	if changed {
		d.emailsQueued(emails)
	}
	c, err := d.FindCompany(ctx, id)
	return c, changed, err
}

// VerifyCompany sets or clears the verified mark of a company page.
func (d *DB) VerifyCompany(ctx context.Context, id int64, verified bool) (*jobportal.Company, error) {
	res, err := d.db.ExecContext(ctx, `UPDATE companies SET verified = $1, updated_at = $2 WHERE id = $3`, verified, d.now(), id)
	if err != nil {
		return nil, fmt.Errorf("verify company: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound)
	}
	return d.FindCompany(ctx, id)
}

// DeleteCompany removes a company page with its reviews and follows. Its
// jobs stay, under the company's name but no longer linked to a page. It
// returns the images the page showed that nothing else shows, to be removed.
func (d *DB) DeleteCompany(ctx context.Context, id int64) ([]string, error) {
	var images []string
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var logo, cover string
		if err := tx.QueryRowContext(ctx, `SELECT logo, cover FROM companies WHERE id = $1`+d.forUpdate(), id).Scan(&logo, &cover); err != nil {
			return notFound(err, companyNotFound)
		}
		// A change waiting for review goes with the page, and so do its images.
		ch, err := findChange(ctx, tx, id)
		if err != nil {
			return err
		}
		imgs := []string{logo, cover}
		if ch != nil {
			imgs = append(imgs, ch.Logo, ch.Cover)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM companies WHERE id = $1`, id); err != nil {
			return fmt.Errorf("delete company: %w", err)
		}
		for _, img := range imgs {
			if img == "" || slices.Contains(images, img) {
				continue
			}
			used, err := mediaInUse(ctx, tx, img)
			if err != nil {
				return err
			}
			if !used {
				images = append(images, img)
			}
		}
		return nil
	})
	return images, err
}

// forUpdate locks the rows a SELECT reads until the transaction ends, on
// PostgreSQL. SQLite needs nothing: a transaction there takes the write lock
// when it begins (_txlock=immediate), so writers already go one at a time.
func (d *DB) forUpdate() string {
	if d.dialect == Postgres {
		return " FOR UPDATE"
	}
	return ""
}
