package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"jobportal/internal/jobportal"
)

const adminColumns = `id, username, name, email, role, must_change_password, created_at, updated_at`

func scanAdmin(row rowScanner, a *jobportal.AdminUser, extra ...any) error {
	dest := append([]any{&a.ID, &a.Username, &a.Name, &a.Email, &a.Role, &a.MustChangePassword, &a.CreatedAt, &a.UpdatedAt}, extra...)
	if err := row.Scan(dest...); err != nil {
		return err
	}
	a.CreatedAt, a.UpdatedAt = a.CreatedAt.UTC(), a.UpdatedAt.UTC()
	return nil
}

// CreateAdminUser stores a new admin user. A username in use is an ECONFLICT.
func (d *DB) CreateAdminUser(ctx context.Context, a *jobportal.AdminUser, passwordHash string) error {
	now := d.now()
	err := scanAdmin(d.db.QueryRowContext(ctx, `
		INSERT INTO admin_users (username, name, email, role, password_hash, must_change_password, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
		ON CONFLICT (username) DO NOTHING
		RETURNING `+adminColumns,
		a.Username, a.Name, a.Email, a.Role, passwordHash, a.MustChangePassword, now), a)
	if errors.Is(err, sql.ErrNoRows) {
		return jobportal.Errorf(jobportal.ECONFLICT, "An admin user with this username already exists.")
	} else if err != nil {
		return fmt.Errorf("create admin user: %w", err)
	}
	return nil
}

// CountAdminUsers returns how many admin users exist.
func (d *DB) CountAdminUsers(ctx context.Context) (int, error) {
	var n int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM admin_users`).Scan(&n); err != nil {
		return 0, fmt.Errorf("count admin users: %w", err)
	}
	return n, nil
}

// FindAdminUserByID returns an admin user.
func (d *DB) FindAdminUserByID(ctx context.Context, id int64) (*jobportal.AdminUser, error) {
	a := &jobportal.AdminUser{}
	err := scanAdmin(d.db.QueryRowContext(ctx, `SELECT `+adminColumns+` FROM admin_users WHERE id = $1`, id), a)
	if err != nil {
		return nil, notFound(err, "Admin user not found.")
	}
	return a, nil
}

// AdminCredentials returns the admin user with a username and their password hash.
func (d *DB) AdminCredentials(ctx context.Context, username string) (*jobportal.AdminUser, string, error) {
	a := &jobportal.AdminUser{}
	var hash string
	err := scanAdmin(d.db.QueryRowContext(ctx,
		`SELECT `+adminColumns+`, password_hash FROM admin_users WHERE username = $1`, username), a, &hash)
	if err != nil {
		return nil, "", notFound(err, "Admin user not found.")
	}
	return a, hash, nil
}

// AdminPasswordHash returns an admin user's password hash.
func (d *DB) AdminPasswordHash(ctx context.Context, id int64) (string, error) {
	var hash string
	err := d.db.QueryRowContext(ctx, `SELECT password_hash FROM admin_users WHERE id = $1`, id).Scan(&hash)
	if err != nil {
		return "", notFound(err, "Admin user not found.")
	}
	return hash, nil
}

// SetAdminPassword replaces an admin user's password hash, which they chose
// themselves (so a first password no longer needs changing), and ends their
// other sessions.
func (d *DB) SetAdminPassword(ctx context.Context, id int64, hash, keepTokenHash string) error {
	return d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE admin_users SET password_hash = $1, must_change_password = FALSE, updated_at = $2 WHERE id = $3`,
			hash, d.now(), id)
		if err != nil {
			return fmt.Errorf("set admin password: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, "Admin user not found.")
		}
		return deleteSessions(ctx, tx, jobportal.KindAdmin, id, keepTokenHash)
	})
}
