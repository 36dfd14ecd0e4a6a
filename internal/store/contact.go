package store

import (
	"context"
	"database/sql"
	"fmt"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// SaveContactMessage keeps a message sent through the contact page.
//
// emails (the team's copy) are queued in the same transaction.
func (d *DB) SaveContactMessage(ctx context.Context, m *jobportal.ContactMessage, emails ...mail.Message) error {
	m.CreatedAt = d.now()
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `
			INSERT INTO contact_messages (name, email, subject, message, created_at)
			VALUES ($1, $2, $3, $4, $5) RETURNING id`,
			m.Name, m.Email, m.Subject, m.Message, m.CreatedAt).Scan(&m.ID)
		if err != nil {
			return fmt.Errorf("save contact message: %w", err)
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return err
	}
	d.emailsQueued(emails)
	return nil
}
