package store

import (
	"context"
	"database/sql/driver"
	"fmt"
	"time"

	"modernc.org/sqlite"

	"jobportal/internal/jobportal"
)

// The email log: every email the site queued (outbox.go), sent, failed to
// send, or wrote to its log, kept for jobportal.EmailLogDays, with the
// tokens of its links hidden (jobportal.MaskSecretLinks): whoever reads the
// log must not be able to use a reset or confirmation link sent to someone else.

// Migration 00016 hides the tokens of the emails logged before, and SQLite
// has no regular expressions of its own: it calls the Go function.
func init() {
	err := sqlite.RegisterDeterministicScalarFunction("mask_secret_links", 1,
		func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
			switch v := args[0].(type) {
			case string:
				return jobportal.MaskSecretLinks(v), nil
			case []byte:
				return jobportal.MaskSecretLinks(string(v)), nil
			default:
				return v, nil
			}
		})
	if err != nil {
		panic(fmt.Sprintf("register mask_secret_links: %v", err))
	}
}

const emailLogColumns = `id, recipient, subject, body, status, error, created_at`

func scanEmailLog(row rowScanner) (*jobportal.EmailLogEntry, error) {
	e := &jobportal.EmailLogEntry{}
	err := row.Scan(&e.ID, &e.Recipient, &e.Subject, &e.Body, &e.Status, &e.Error, &e.CreatedAt)
	e.CreatedAt = e.CreatedAt.UTC()
	return e, err
}

// RecordEmail adds an email to the log, at the store's time, with the
// accounts whose addresses it was sent to and names (e.About) at that time,
// by which an erasure finds it, and the tokens of its links hidden.
func (d *DB) RecordEmail(ctx context.Context, e *jobportal.EmailLogEntry) error {
	e.CreatedAt = d.now()
	e.Subject, e.Body = jobportal.MaskSecretLinks(e.Subject), jobportal.MaskSecretLinks(e.Body)
	err := d.db.QueryRowContext(ctx, `
		INSERT INTO email_log (recipient, subject, body, status, error, created_at, recipient_id, about, about_id)
		VALUES ($1, $2, $3, $4, $5, $6, (SELECT id FROM customers WHERE email = lower($1)), lower($7),
			(SELECT id FROM customers WHERE email = lower($7) AND $7 <> '')) RETURNING id`,
		e.Recipient, e.Subject, e.Body, e.Status, e.Error, e.CreatedAt, e.About).Scan(&e.ID)
	if err != nil {
		return fmt.Errorf("record email: %w", err)
	}
	return nil
}

// ListEmails returns a page of the email log, newest first, and how many entries the filter finds.
func (d *DB) ListEmails(ctx context.Context, f jobportal.EmailLogFilter) ([]*jobportal.EmailLogEntry, int, error) {
	var w where
	if f.Recipient != "" {
		w.add("lower(recipient) LIKE " + w.arg(likePattern(f.Recipient)) + ` ESCAPE '\'`)
	}
	if f.Status != "" {
		w.add("status = " + w.arg(f.Status))
	}
	var total int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM email_log`+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count emails: %w", err)
	}
	args := w.args
	q := `SELECT ` + emailLogColumns + ` FROM email_log` + w.sql() + ` ORDER BY created_at DESC, id DESC` + args.page(f.Page)
	list, err := queryAll(ctx, d.db, "list emails", q, args, scanEmailLog)
	if err != nil {
		return nil, 0, err
	}
	return list, total, nil
}

// PruneEmails removes the emails logged more than jobportal.EmailLogDays ago.
func (d *DB) PruneEmails(ctx context.Context) (int64, error) {
	cutoff := d.now().Add(-jobportal.EmailLogDays * 24 * time.Hour)
	res, err := d.db.ExecContext(ctx, `DELETE FROM email_log WHERE created_at < $1`, cutoff)
	if err != nil {
		return 0, fmt.Errorf("prune email log: %w", err)
	}
	n, _ := res.RowsAffected()
	return n, nil
}
