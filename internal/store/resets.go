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

// CreatePasswordReset stores a reset token for a customer, valid for ttl.
func (d *DB) CreatePasswordReset(ctx context.Context, customerID int64, tokenHash string, ttl time.Duration) error {
	return d.inTx(ctx, func(tx *sql.Tx) error { return d.createPasswordReset(ctx, tx, customerID, tokenHash, ttl) })
}

func (d *DB) createPasswordReset(ctx context.Context, tx *sql.Tx, customerID int64, tokenHash string, ttl time.Duration) error {
	now := d.now()
	_, err := tx.ExecContext(ctx, `
		INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
		tokenHash, customerID, now, now.Add(ttl))
	if err != nil {
		return fmt.Errorf("create password reset: %w", err)
	}
	return nil
}

// ResetEmail writes the email that carries a reset link to a customer, in
// their language.
type ResetEmail func(c *jobportal.Customer, lang string) (mail.Message, error)

// RequestPasswordReset stores a reset token, valid for ttl, for the active
// account with this email, and queues the email write makes for it, in one
// transaction. For an address with no active account it writes nothing, but
// does the same work otherwise (the same reads, an email written for no
// one), so that its time tells little of whether the account exists.
func (d *DB) RequestPasswordReset(ctx context.Context, email, tokenHash string, ttl time.Duration, write ResetEmail) error {
	var queued []mail.Message
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		c := &jobportal.Customer{}
		var lang sql.NullString
		err := scanCustomer(tx.QueryRowContext(ctx, `SELECT `+customerColumns+`, (SELECT language FROM customer_preferences p
			WHERE p.customer_id = customers.id) FROM customers WHERE email = $1`, email), c, &lang)
		found := err == nil && c.Status == jobportal.StatusActive
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("request password reset: %w", err)
		}
		if !found {
			// No account, or one whose link would not work (CheckPasswordReset).
			c = &jobportal.Customer{Name: "-", Email: email}
		}
		if !lang.Valid {
			lang.String = "en"
		}
		m, err := write(c, lang.String)
		if err != nil || !found {
			return err
		}
		if err := d.createPasswordReset(ctx, tx, c.ID, tokenHash, ttl); err != nil {
			return err
		}
		queued = []mail.Message{m}
		return d.queueEmails(ctx, tx, queued)
	})
	if err != nil {
		return err
	}
	d.emailsQueued(queued)
	return nil
}

func errResetLink() error {
	return &jobportal.Error{Code: jobportal.EBADREQUEST,
		Message: "This reset link is invalid or has expired. Please ask for a new one."}
}

// CheckPasswordReset tells, without using it, whether a reset token would
// still work: a lookup by key, cheap enough to come before hashing the new
// password, so that a made-up token never costs a hash.
func (d *DB) CheckPasswordReset(ctx context.Context, tokenHash string) error {
	var one int
	err := d.db.QueryRowContext(ctx, `
		SELECT 1 FROM password_resets r JOIN customers c ON c.id = r.customer_id
		WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2 AND c.status = 'active'`,
		tokenHash, d.now()).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return errResetLink()
	} else if err != nil {
		return fmt.Errorf("check password reset: %w", err)
	}
	return nil
}

// ResetPassword uses a reset token once: it sets the customer's new password
// hash, marks the token used and ends all of the customer's sessions.
func (d *DB) ResetPassword(ctx context.Context, tokenHash, newHash string) (customerID int64, err error) {
	now := d.now()
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `
			UPDATE password_resets SET used_at = $1
			WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1
				AND customer_id IN (SELECT id FROM customers WHERE status = 'active')
			RETURNING customer_id`, now, tokenHash).Scan(&customerID)
		if err == sql.ErrNoRows {
			return errResetLink()
		} else if err != nil {
			return fmt.Errorf("use password reset: %w", err)
		}
		// Other links sent earlier stop working too.
		if err := voidResetLinks(ctx, tx, customerID, now); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE customers SET password_hash = $1, updated_at = $2 WHERE id = $3`,
			newHash, now, customerID); err != nil {
			return fmt.Errorf("reset password: %w", err)
		}
		return deleteSessions(ctx, tx, jobportal.KindCustomer, customerID, "")
	})
	return customerID, err
}

// voidResetLinks ends every reset link of a customer that is still unused:
// a change of password, email or standing makes the links sent before void.
func voidResetLinks(ctx context.Context, tx *sql.Tx, customerID int64, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `UPDATE password_resets SET used_at = $1 WHERE customer_id = $2 AND used_at IS NULL`,
		now, customerID); err != nil {
		return fmt.Errorf("void reset links: %w", err)
	}
	return nil
}
