package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"jobportal/internal/jobportal"
)

const customerColumns = `id, type, name, email, email_confirmed_at IS NOT NULL, phone, contact_person, website, industry,
	district, avatar, status, ban_reason, created_at, updated_at`

func scanCustomer(row rowScanner, c *jobportal.Customer, extra ...any) error {
	dest := append([]any{&c.ID, &c.Type, &c.Name, &c.Email, &c.EmailConfirmed, &c.Phone, &c.ContactPerson, &c.Website,
		&c.Industry, &c.District, &c.Avatar, &c.Status, &c.BanReason, &c.CreatedAt, &c.UpdatedAt}, extra...)
	if err := row.Scan(dest...); err != nil {
		return err
	}
	c.CreatedAt, c.UpdatedAt = c.CreatedAt.UTC(), c.UpdatedAt.UTC()
	return nil
}

// CreateCustomer stores a new customer account; a company account gets its
// company page, pending, in the same transaction. An email already in use
// is an ECONFLICT.
func (d *DB) CreateCustomer(ctx context.Context, r jobportal.Registration, passwordHash string) (*jobportal.Customer, error) {
	now := d.now()
	c := &jobportal.Customer{}
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		err := scanCustomer(tx.QueryRowContext(ctx, `
			INSERT INTO customers (type, name, email, password_hash, phone, contact_person, website,
				industry, district, status, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'active', $10, $10)
			ON CONFLICT (email) DO NOTHING
			RETURNING `+customerColumns,
			r.Type, r.Name, r.Email, passwordHash, r.Phone, r.ContactPerson, r.Website, r.Industry, r.District, now), c)
		if errors.Is(err, sql.ErrNoRows) {
			return &jobportal.Error{Code: jobportal.ECONFLICT, Message: "An account with this email already exists.",
				Fields: []jobportal.FieldError{{Field: "email", Message: "An account with this email already exists."}}}
		} else if err != nil {
			return fmt.Errorf("create customer: %w", err)
		}
		if c.Type != jobportal.CustomerCompany {
			return nil
		}
		return insertCompany(ctx, tx, ownCompanyPage(c))
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// FindCustomerByID returns a customer.
func (d *DB) FindCustomerByID(ctx context.Context, id int64) (*jobportal.Customer, error) {
	c := &jobportal.Customer{}
	err := scanCustomer(d.db.QueryRowContext(ctx, `SELECT `+customerColumns+` FROM customers WHERE id = $1`, id), c)
	if err != nil {
		return nil, notFound(err, "Customer not found.")
	}
	return c, nil
}

// CustomerCredentials returns the customer with an email and their password hash.
func (d *DB) CustomerCredentials(ctx context.Context, email string) (*jobportal.Customer, string, error) {
	c := &jobportal.Customer{}
	var hash string
	err := scanCustomer(d.db.QueryRowContext(ctx,
		`SELECT `+customerColumns+`, password_hash FROM customers WHERE email = $1`, email), c, &hash)
	if err != nil {
		return nil, "", notFound(err, "Customer not found.")
	}
	return c, hash, nil
}

// CustomerPasswordHash returns a customer's password hash.
func (d *DB) CustomerPasswordHash(ctx context.Context, id int64) (string, error) {
	var hash string
	err := d.db.QueryRowContext(ctx, `SELECT password_hash FROM customers WHERE id = $1`, id).Scan(&hash)
	if err != nil {
		return "", notFound(err, "Customer not found.")
	}
	return hash, nil
}

// UpdateCustomerProfile saves the editable profile fields of a customer. A
// company account's new name carries over to its company page as the
// owner's edit of it, which an approved page holds for review; its jobs
// take the name once it is approved (company_changes.go).
func (d *DB) UpdateCustomerProfile(ctx context.Context, c *jobportal.Customer) error {
	c.UpdatedAt = d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE customers SET name = $1, phone = $2, contact_person = $3, website = $4, industry = $5,
				district = $6, updated_at = $7
			WHERE id = $8`,
			c.Name, c.Phone, c.ContactPerson, c.Website, c.Industry, c.District, c.UpdatedAt, c.ID)
		if err != nil {
			return fmt.Errorf("update customer: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, "Customer not found.")
		}
		return d.renameOwnCompany(ctx, tx, c.ID, c.Name, c.UpdatedAt)
	})
}

// CountCustomers counts customer accounts by type.
func (d *DB) CountCustomers(ctx context.Context) (jobportal.CustomerCounts, error) {
	var c jobportal.CustomerCounts
	err := d.db.QueryRowContext(ctx, `
		SELECT COUNT(*),
			COALESCE(SUM(CASE WHEN type = 'individual' THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN type = 'company' THEN 1 ELSE 0 END), 0)
		FROM customers`).Scan(&c.Total, &c.Individual, &c.Company)
	if err != nil {
		return c, fmt.Errorf("count customers: %w", err)
	}
	return c, nil
}

// SetCustomerPassword replaces a customer's password hash and ends every
// session of theirs except keepTokenHash (which may be empty), and every
// reset link sent before: one stolen earlier must not undo the change.
func (d *DB) SetCustomerPassword(ctx context.Context, id int64, hash, keepTokenHash string) error {
	now := d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE customers SET password_hash = $1, updated_at = $2 WHERE id = $3`,
			hash, now, id)
		if err != nil {
			return fmt.Errorf("set customer password: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, "Customer not found.")
		}
		if err := voidResetLinks(ctx, tx, id, now); err != nil {
			return err
		}
		return deleteSessions(ctx, tx, jobportal.KindCustomer, id, keepTokenHash)
	})
}
