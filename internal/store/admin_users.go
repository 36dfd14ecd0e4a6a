package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"jobportal/internal/jobportal"
)

// The management of admin users by superadmins: the list, changes of role
// and password, and deletion, none of which may leave the site without a
// superadmin.

// likePattern is a LIKE pattern that finds s anywhere, lower-cased, with
// LIKE's own characters taken literally (ESCAPE '\').
func likePattern(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(strings.ToLower(strings.TrimSpace(s))) + "%"
}

// ListAdminUsers returns a page of admin users, by username, and how many the filter finds.
func (d *DB) ListAdminUsers(ctx context.Context, f jobportal.AdminUserFilter) ([]*jobportal.AdminUser, int, error) {
	var w where
	if strings.TrimSpace(f.Search) != "" {
		p := w.arg(likePattern(f.Search))
		w.add("(lower(username) LIKE " + p + ` ESCAPE '\' OR lower(name) LIKE ` + p + ` ESCAPE '\' OR lower(email) LIKE ` + p + ` ESCAPE '\')`)
	}
	var total int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM admin_users`+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count admin users: %w", err)
	}
	args := w.args
	q := `SELECT ` + adminColumns + ` FROM admin_users` + w.sql() + ` ORDER BY username` + args.page(f.Page)
	list, err := queryAll(ctx, d.db, "list admin users", q, args, func(row rowScanner) (*jobportal.AdminUser, error) {
		a := &jobportal.AdminUser{}
		return a, scanAdmin(row, a)
	})
	if err != nil {
		return nil, 0, err
	}
	return list, total, nil
}

// lockSuperadmins counts the superadmins other than id, holding their rows
// on PostgreSQL so that two superadmins demoting each other at once cannot
// both succeed (SQLite's transactions take the write lock at BEGIN).
func (d *DB) lockSuperadmins(ctx context.Context, tx *sql.Tx, id int64) (int, error) {
	lock := ""
	if d.dialect == Postgres {
		lock = " FOR UPDATE"
	}
	ids, err := queryAll(ctx, tx, "count superadmins",
		`SELECT id FROM admin_users WHERE role = 'superadmin' AND id <> $1`+lock, []any{id},
		func(row rowScanner) (int64, error) {
			var v int64
			return v, row.Scan(&v)
		})
	return len(ids), err
}

// UpdateAdminUser saves an admin user's name, email and role. A superadmin
// who would no longer be one is refused (ECONFLICT) when no other
// superadmin is left; one who changes role loses every session, so that the
// new role applies from their next sign-in.
func (d *DB) UpdateAdminUser(ctx context.Context, a *jobportal.AdminUser) error {
	now := d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		var role string
		if err := tx.QueryRowContext(ctx, `SELECT role FROM admin_users WHERE id = $1`, a.ID).Scan(&role); err != nil {
			return notFound(err, "Admin user not found.")
		}
		if role == jobportal.RoleSuperadmin && a.Role != jobportal.RoleSuperadmin {
			others, err := d.lockSuperadmins(ctx, tx, a.ID)
			if err != nil {
				return err
			}
			if others == 0 {
				return jobportal.ErrLastSuperadmin("demoted")
			}
		}
		err := scanAdmin(tx.QueryRowContext(ctx, `
			UPDATE admin_users SET name = $1, email = $2, role = $3, updated_at = $4 WHERE id = $5
			RETURNING `+adminColumns, a.Name, a.Email, a.Role, now, a.ID), a)
		if err != nil {
			return fmt.Errorf("update admin user: %w", err)
		}
		if role != a.Role {
			return deleteSessions(ctx, tx, jobportal.KindAdmin, a.ID, "")
		}
		return nil
	})
}

// ResetAdminPassword gives an admin user a first password, which they must
// change at their next sign-in, and ends all their sessions.
func (d *DB) ResetAdminPassword(ctx context.Context, id int64, hash string) error {
	return d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE admin_users SET password_hash = $1, must_change_password = TRUE, updated_at = $2 WHERE id = $3`,
			hash, d.now(), id)
		if err != nil {
			return fmt.Errorf("reset admin password: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, "Admin user not found.")
		}
		return deleteSessions(ctx, tx, jobportal.KindAdmin, id, "")
	})
}

// DeleteAdminUser deletes an admin user and ends their sessions. The last
// superadmin is not deleted (ECONFLICT). Their jobs and posts stay, without
// an author; the audit log keeps their username.
func (d *DB) DeleteAdminUser(ctx context.Context, id int64) error {
	return d.inTx(ctx, func(tx *sql.Tx) error {
		var role string
		if err := tx.QueryRowContext(ctx, `SELECT role FROM admin_users WHERE id = $1`, id).Scan(&role); err != nil {
			return notFound(err, "Admin user not found.")
		}
		if role == jobportal.RoleSuperadmin {
			others, err := d.lockSuperadmins(ctx, tx, id)
			if err != nil {
				return err
			}
			if others == 0 {
				return jobportal.ErrLastSuperadmin("deleted")
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM admin_users WHERE id = $1`, id); err != nil {
			return fmt.Errorf("delete admin user: %w", err)
		}
		return deleteSessions(ctx, tx, jobportal.KindAdmin, id, "")
	})
}

// RefreshSession replaces a live session with a new one for the same
// account, in one step: it lasts idle from now, but never beyond lifetime
// from the sign-in, which the new session keeps as its start. A session
// past either is an EUNAUTHORIZED error.
func (d *DB) RefreshSession(ctx context.Context, oldHash, newHash string, idle, lifetime time.Duration) (*Session, error) {
	now := d.now()
	s := &Session{TokenHash: newHash}
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `
			DELETE FROM sessions WHERE token_hash = $1 AND expires_at > $2 RETURNING kind, account_id, created_at`,
			oldHash, now).Scan(&s.Kind, &s.AccountID, &s.CreatedAt)
		if err == sql.ErrNoRows {
			return jobportal.Errorf(jobportal.EUNAUTHORIZED, "Your session has ended. Please sign in again.")
		} else if err != nil {
			return fmt.Errorf("refresh session: %w", err)
		}
		s.CreatedAt = s.CreatedAt.UTC()
		s.ExpiresAt = now.Add(idle)
		if end := s.CreatedAt.Add(lifetime); end.Before(s.ExpiresAt) {
			s.ExpiresAt = end
		}
		if !s.ExpiresAt.After(now) {
			return jobportal.Errorf(jobportal.EUNAUTHORIZED, "Your session has ended. Please sign in again.")
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO sessions (token_hash, kind, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
			s.TokenHash, s.Kind, s.AccountID, s.CreatedAt, s.ExpiresAt)
		if err != nil {
			return fmt.Errorf("refresh session: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}
