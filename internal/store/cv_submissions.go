package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// The talent pool: CVs sent through the header's "Apply Now".

const cvSubmissionNotFound = "CV submission not found."

const cvSubmissionColumns = `id, name, email, phone, main_topic, sub_topic, language, file_key, file_name, file_type,
	file_size, contacted_at, created_at`

func scanCVSubmission(row rowScanner) (*jobportal.CVSubmission, error) {
	s := &jobportal.CVSubmission{}
	var contacted sql.NullTime
	err := row.Scan(&s.ID, &s.Name, &s.Email, &s.Phone, &s.MainTopic, &s.SubTopic, &s.Language, &s.FileKey, &s.FileName,
		&s.FileType, &s.FileSize, &contacted, &s.CreatedAt)
	if err != nil {
		return nil, err
	}
	if contacted.Valid {
		t := contacted.Time.UTC()
		s.ContactedAt = &t
	}
	s.CreatedAt = s.CreatedAt.UTC()
	s.FileURL = "/api/cvs/submissions/" + strconv.FormatInt(s.ID, 10) + "/file"
	return s, nil
}

// CreateCVSubmission keeps a CV sent for the talent pool, whose file is
// already in the blob store under s.FileKey, and fills in its id, address
// and time.
//
// emails (the acknowledgement) are queued in the same transaction.
func (d *DB) CreateCVSubmission(ctx context.Context, s *jobportal.CVSubmission, emails ...mail.Message) error {
	s.CreatedAt = d.now()
	s.ContactedAt = nil
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `
			INSERT INTO cv_submissions (name, email, phone, main_topic, sub_topic, language, file_key, file_name, file_type,
				file_size, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
			s.Name, s.Email, s.Phone, s.MainTopic, s.SubTopic, s.Language, s.FileKey, s.FileName, s.FileType, s.FileSize,
			s.CreatedAt).Scan(&s.ID)
		if err != nil {
			return fmt.Errorf("create CV submission: %w", err)
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return err
	}
	d.emailsQueued(emails)
	s.FileURL = "/api/cvs/submissions/" + strconv.FormatInt(s.ID, 10) + "/file"
	return nil
}

// ListCVSubmissions returns a page of the talent pool, newest first, and how
// many submissions the filter finds.
func (d *DB) ListCVSubmissions(ctx context.Context, f jobportal.CVSubmissionFilter) ([]*jobportal.CVSubmission, int, error) {
	var w where
	if f.MainTopic != "" {
		w.add("main_topic = " + w.arg(f.MainTopic))
	}
	if f.SubTopic != "" {
		w.add("sub_topic = " + w.arg(f.SubTopic))
	}
	if f.Search != "" {
		p := w.arg(likePattern(f.Search))
		w.add("(lower(name) LIKE " + p + ` ESCAPE '\' OR email LIKE ` + p + ` ESCAPE '\' OR phone LIKE ` + p + ` ESCAPE '\')`)
	}
	var total int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM cv_submissions`+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count CV submissions: %w", err)
	}
	args := w.args
	q := `SELECT ` + cvSubmissionColumns + ` FROM cv_submissions` + w.sql() + ` ORDER BY created_at DESC, id DESC` + args.page(f.Page)
	list, err := queryAll(ctx, d.db, "list CV submissions", q, args, scanCVSubmission)
	if err != nil {
		return nil, 0, err
	}
	return list, total, nil
}

// FindCVSubmission returns one submission of the talent pool.
func (d *DB) FindCVSubmission(ctx context.Context, id int64) (*jobportal.CVSubmission, error) {
	s, err := scanCVSubmission(d.db.QueryRowContext(ctx, `SELECT `+cvSubmissionColumns+` FROM cv_submissions WHERE id = $1`, id))
	if err != nil {
		return nil, notFound(err, cvSubmissionNotFound)
	}
	return s, nil
}

// DeleteCVSubmission removes a submission and returns it, for the caller to
// remove its file from the blob store.
func (d *DB) DeleteCVSubmission(ctx context.Context, id int64) (*jobportal.CVSubmission, error) {
	s, err := scanCVSubmission(d.db.QueryRowContext(ctx, `DELETE FROM cv_submissions WHERE id = $1 RETURNING `+cvSubmissionColumns, id))
	if err != nil {
		return nil, notFound(err, cvSubmissionNotFound)
	}
	return s, nil
}

// MarkCVSubmissionContacted records that an admin wrote to the sender of a
// submission, now, and returns the submission.
//
// emails (the admin's message) are queued in the same transaction.
func (d *DB) MarkCVSubmissionContacted(ctx context.Context, id int64, emails ...mail.Message) (*jobportal.CVSubmission, error) {
	var s *jobportal.CVSubmission
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		s, err = scanCVSubmission(tx.QueryRowContext(ctx,
			`UPDATE cv_submissions SET contacted_at = $1 WHERE id = $2 RETURNING `+cvSubmissionColumns, d.now(), id))
		if err != nil {
			return notFound(err, cvSubmissionNotFound)
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return nil, err
	}
	d.emailsQueued(emails)
	return s, nil
}

// eraseCVSubmissions removes the submissions sent with an email address (in
// lower case), in an account's erasure, and returns their files' keys.
func eraseCVSubmissions(ctx context.Context, tx *sql.Tx, email string) ([]string, error) {
	keys, err := queryAll(ctx, tx, "CV submissions of the account", `DELETE FROM cv_submissions WHERE email = $1 RETURNING file_key`,
		[]any{email}, func(row rowScanner) (string, error) {
			var k string
			return k, row.Scan(&k)
		})
	if err != nil {
		return nil, fmt.Errorf("erase CV submissions: %w", err)
	}
	return keys, nil
}
