package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// Email confirmation: a customer's address counts as theirs once they open
// a link sent to it. Until then alerts and other repeated emails do not go
// there, so that no one can have them sent to someone else's mailbox.

// CreateEmailConfirmation stores a confirmation token for the customer's
// current email, valid for ttl.
//
// emails (the link's) are queued in the same transaction.
func (d *DB) CreateEmailConfirmation(ctx context.Context, customerID int64, email, tokenHash string, ttl time.Duration, emails ...mail.Message) error {
	now := d.now()
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO email_confirmations (token_hash, customer_id, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
			tokenHash, customerID, email, now, now.Add(ttl))
		if err != nil {
			return fmt.Errorf("create email confirmation: %w", err)
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return err
	}
	d.emailsQueued(emails)
	return nil
}

func errConfirmLink() error {
	return &jobportal.Error{Code: jobportal.EBADREQUEST,
		Message: "This confirmation link is invalid or has expired. Please ask for a new one from your dashboard."}
}

// ConfirmEmail uses a confirmation token once: the customer's email counts
// as confirmed if it is still the address the link was sent to, and the
// other links sent for it stop working. It answers the customer as now.
func (d *DB) ConfirmEmail(ctx context.Context, tokenHash string) (*jobportal.Customer, error) {
	now := d.now()
	c := &jobportal.Customer{}
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var (
			id    int64
			email string
		)
		err := tx.QueryRowContext(ctx, `
			UPDATE email_confirmations SET used_at = $1
			WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1
			RETURNING customer_id, email`, now, tokenHash).Scan(&id, &email)
		if errors.Is(err, sql.ErrNoRows) {
			return errConfirmLink()
		} else if err != nil {
			return fmt.Errorf("use email confirmation: %w", err)
		}
		// A link sent to an address the account no longer has confirms nothing.
		err = scanCustomer(tx.QueryRowContext(ctx, `
			UPDATE customers SET email_confirmed_at = COALESCE(email_confirmed_at, $1)
			WHERE id = $2 AND email = $3 AND status = 'active'
			RETURNING `+customerColumns, now, id, email), c)
		if errors.Is(err, sql.ErrNoRows) {
			return errConfirmLink()
		} else if err != nil {
			return fmt.Errorf("confirm email: %w", err)
		}
		return voidEmailConfirmations(ctx, tx, id, now)
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// MarkEmailConfirmed confirms a customer's email without a link: for the
// demo accounts, whose addresses are made up.
func (d *DB) MarkEmailConfirmed(ctx context.Context, customerID int64) error {
	res, err := d.db.ExecContext(ctx, `UPDATE customers SET email_confirmed_at = COALESCE(email_confirmed_at, $1) WHERE id = $2`,
		d.now(), customerID)
	if err != nil {
		return fmt.Errorf("mark email confirmed: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return jobportal.Errorf(jobportal.ENOTFOUND, "Customer not found.")
	}
	return nil
}

// voidEmailConfirmations ends the unused confirmation links of a customer.
func voidEmailConfirmations(ctx context.Context, tx *sql.Tx, customerID int64, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `UPDATE email_confirmations SET used_at = $1 WHERE customer_id = $2 AND used_at IS NULL`,
		now, customerID); err != nil {
		return fmt.Errorf("void confirmation links: %w", err)
	}
	return nil
}
