package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// applicationColumns are the columns scanApplication reads: the application
// a, its job j and its applicant c.
const applicationColumns = `a.id, a.job_id, j.title, j.slug, j.company_name, c.id, c.name, c.email,
	a.cover_letter, a.phone, a.cv_key, a.cv_name, a.cv_type, a.cv_size, a.status, a.created_at, a.updated_at,
	j.customer_id, j.admin_id`

const applicationFrom = ` FROM applications a JOIN jobs j ON j.id = a.job_id JOIN customers c ON c.id = a.customer_id`

func scanApplication(row rowScanner) (*jobportal.Application, error) {
	a := &jobportal.Application{}
	var customerID, adminID sql.NullInt64
	err := row.Scan(&a.ID, &a.JobID, &a.JobTitle, &a.JobSlug, &a.CompanyName, &a.Applicant.ID, &a.Applicant.Name,
		&a.Applicant.Email, &a.CoverLetter, &a.Phone, &a.CVKey, &a.CV.Name, &a.CV.Type, &a.CV.Size, &a.Status,
		&a.CreatedAt, &a.UpdatedAt, &customerID, &adminID)
	if err != nil {
		return nil, err
	}
	if customerID.Valid {
		a.JobPostedBy = jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: customerID.Int64}
	} else {
		a.JobPostedBy = jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: adminID.Int64}
	}
	a.CV.URL = "/api/applications/" + strconv.FormatInt(a.ID, 10) + "/cv"
	a.CreatedAt, a.UpdatedAt = a.CreatedAt.UTC(), a.UpdatedAt.UTC()
	return a, nil
}

// HasApplied reports whether a customer has applied for a job.
func (d *DB) HasApplied(ctx context.Context, jobID, customerID int64) (bool, error) {
	var applied bool
	err := d.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM applications WHERE job_id = $1 AND customer_id = $2)`,
		jobID, customerID).Scan(&applied)
	if err != nil {
		return false, fmt.Errorf("check application: %w", err)
	}
	return applied, nil
}

// CreateApplication stores an application for a public job (approved and
// open) and counts it on the job, then returns it as stored. The job not
// being public is ENOTFOUND; a second application of one person for one job
// is ECONFLICT. a carries the job, the applicant, the letter, the phone and
// the CV file's key, name, type and size.
//
// emails are queued in the same transaction: they go if and only if the
// application is made.
func (d *DB) CreateApplication(ctx context.Context, a *jobportal.Application, emails ...mail.Message) (*jobportal.Application, error) {
	now := d.now()
	var id int64
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		// The count goes first: it holds the job's row until the commit, so
		// that deleting the job waits for this application and removes its CV.
		res, err := tx.ExecContext(ctx, `UPDATE jobs SET applications_count = applications_count + 1
			WHERE id = $1 AND status = 'approved' AND closing_date >= $2`, a.JobID, jobportal.Today(now))
		if err != nil {
			return fmt.Errorf("create application: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
		}
		err = tx.QueryRowContext(ctx, `
			INSERT INTO applications (job_id, customer_id, cover_letter, phone, cv_key, cv_name, cv_type, cv_size,
				status, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'submitted', $9, $9)
			ON CONFLICT (job_id, customer_id) DO NOTHING
			RETURNING id`,
			a.JobID, a.Applicant.ID, a.CoverLetter, a.Phone, a.CVKey, a.CV.Name, a.CV.Type, a.CV.Size, now).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return jobportal.Errorf(jobportal.ECONFLICT, "You have already applied for this job.")
		} else if err != nil {
			return fmt.Errorf("create application: %w", err)
		}
		if err := addApplicationEvent(ctx, tx, id, jobportal.ApplicationSubmitted, now); err != nil {
			return err
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return nil, err
	}
	d.emailsQueued(emails)
	return d.FindApplication(ctx, id)
}

// FindApplication returns an application with its job and applicant.
func (d *DB) FindApplication(ctx context.Context, id int64) (*jobportal.Application, error) {
	a, err := scanApplication(d.db.QueryRowContext(ctx, `SELECT `+applicationColumns+applicationFrom+` WHERE a.id = $1`, id))
	if err != nil {
		return nil, notFound(err, "Application not found.")
	}
	return a, nil
}

// ListJobApplications returns a page of a job's applications, newest first,
// only those of one status when status is not empty, and how many there are.
func (d *DB) ListJobApplications(ctx context.Context, jobID int64, status string, p jobportal.Page) ([]*jobportal.Application, int, error) {
	var w where
	w.add("a.job_id = " + w.arg(jobID))
	if status != "" {
		w.add("a.status = " + w.arg(status))
	}
	return d.listApplications(ctx, w, p)
}

// ListCustomerApplications returns a page of a customer's own applications,
// newest first, and how many there are.
func (d *DB) ListCustomerApplications(ctx context.Context, customerID int64, p jobportal.Page) ([]*jobportal.Application, int, error) {
	var w where
	w.add("a.customer_id = " + w.arg(customerID))
	return d.listApplications(ctx, w, p)
}

func (d *DB) listApplications(ctx context.Context, w where, p jobportal.Page) ([]*jobportal.Application, int, error) {
	var total int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM applications a`+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count applications: %w", err)
	}
	args := params(slices.Clone(w.args))
	query := `SELECT ` + applicationColumns + applicationFrom + w.sql() + ` ORDER BY a.created_at DESC, a.id DESC` + args.page(p)
	list, err := queryAll(ctx, d.db, "list applications", query, args, scanApplication)
	if err != nil {
		return nil, 0, err
	}
	return list, total, nil
}

// SetApplicationStatus moves an application to a status and returns it.
// changed is false when it had that status already.
//
// emails are queued in the same transaction when the status changes.
func (d *DB) SetApplicationStatus(ctx context.Context, id int64, status string, emails ...mail.Message) (a *jobportal.Application, changed bool, err error) {
	now := d.now()
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE applications SET status = $1, updated_at = $2 WHERE id = $3 AND status <> $1`,
			status, now, id)
		if err != nil {
			return fmt.Errorf("set application status: %w", err)
		}
		if n, _ := res.RowsAffected(); n > 0 {
			changed = true
			if err := addApplicationEvent(ctx, tx, id, status, now); err != nil {
				return err
			}
			return d.queueEmails(ctx, tx, emails)
		}
		return nil
	})
	if err != nil {
		return nil, false, err
	}
	if changed {
		d.emailsQueued(emails)
	}
	a, err = d.FindApplication(ctx, id)
	return a, changed, err
}

// applicationCVKeys lists where the CV files of a job's applications are kept.
func applicationCVKeys(ctx context.Context, q querier, jobID int64) ([]string, error) {
	return queryAll(ctx, q, "list CV files", `SELECT cv_key FROM applications WHERE job_id = $1 ORDER BY id`, []any{jobID},
		func(r rowScanner) (key string, err error) {
			err = r.Scan(&key)
			return key, err
		})
}
