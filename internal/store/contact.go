package store

import (
	"context"
	"fmt"

	"jobportal/internal/jobportal"
)

// SaveContactMessage keeps a message sent through the contact page.
func (d *DB) SaveContactMessage(ctx context.Context, m *jobportal.ContactMessage) error {
	m.CreatedAt = d.now()
	err := d.db.QueryRowContext(ctx, `
		INSERT INTO contact_messages (name, email, subject, message, created_at)
		VALUES ($1, $2, $3, $4, $5) RETURNING id`,
		m.Name, m.Email, m.Subject, m.Message, m.CreatedAt).Scan(&m.ID)
	if err != nil {
		return fmt.Errorf("save contact message: %w", err)
	}
	return nil
}
