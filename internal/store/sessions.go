package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
)

// Session is a signed-in account. Only the SHA-256 of its token is stored.
type Session struct {
	TokenHash string
	Kind      string
	AccountID int64
	CreatedAt time.Time
	ExpiresAt time.Time
}

// CreateSession stores a new session that lasts ttl.
func (d *DB) CreateSession(ctx context.Context, tokenHash, kind string, accountID int64, ttl time.Duration) (*Session, error) {
	now := d.now()
	s := &Session{TokenHash: tokenHash, Kind: kind, AccountID: accountID, CreatedAt: now, ExpiresAt: now.Add(ttl)}
	_, err := d.db.ExecContext(ctx, `
		INSERT INTO sessions (token_hash, kind, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
		s.TokenHash, s.Kind, s.AccountID, s.CreatedAt, s.ExpiresAt)
	if err != nil {
		return nil, fmt.Errorf("create session: %w", err)
	}
	return s, nil
}

// FindSession returns the live session with a token hash. A missing, revoked
// or expired session is an EUNAUTHORIZED error.
func (d *DB) FindSession(ctx context.Context, tokenHash string) (*Session, error) {
	s := &Session{}
	err := d.db.QueryRowContext(ctx, `
		SELECT token_hash, kind, account_id, created_at, expires_at FROM sessions
		WHERE token_hash = $1 AND expires_at > $2`, tokenHash, d.now()).
		Scan(&s.TokenHash, &s.Kind, &s.AccountID, &s.CreatedAt, &s.ExpiresAt)
	if err == sql.ErrNoRows {
		return nil, jobportal.Errorf(jobportal.EUNAUTHORIZED, "Your session has ended. Please sign in again.")
	} else if err != nil {
		return nil, fmt.Errorf("find session: %w", err)
	}
	return s, nil
}

// DeleteSession revokes one session. Revoking a session that is gone is not an error.
func (d *DB) DeleteSession(ctx context.Context, tokenHash string) error {
	if _, err := d.db.ExecContext(ctx, `DELETE FROM sessions WHERE token_hash = $1`, tokenHash); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// RotateSession replaces a session with a new one for the same account, in one step.
func (d *DB) RotateSession(ctx context.Context, oldHash, newHash string, ttl time.Duration) (*Session, error) {
	now := d.now()
	s := &Session{TokenHash: newHash, CreatedAt: now, ExpiresAt: now.Add(ttl)}
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `
			DELETE FROM sessions WHERE token_hash = $1 AND expires_at > $2 RETURNING kind, account_id`,
			oldHash, now).Scan(&s.Kind, &s.AccountID)
		if err == sql.ErrNoRows {
			return jobportal.Errorf(jobportal.EUNAUTHORIZED, "Your session has ended. Please sign in again.")
		} else if err != nil {
			return fmt.Errorf("rotate session: %w", err)
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO sessions (token_hash, kind, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
			s.TokenHash, s.Kind, s.AccountID, s.CreatedAt, s.ExpiresAt)
		if err != nil {
			return fmt.Errorf("rotate session: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// DeleteExpiredSessions removes sessions and reset tokens whose time is up,
// and throttle counts too old to matter.
func (d *DB) DeleteExpiredSessions(ctx context.Context) (int64, error) {
	now := d.now()
	res, err := d.db.ExecContext(ctx, `DELETE FROM sessions WHERE expires_at <= $1`, now)
	if err != nil {
		return 0, fmt.Errorf("delete expired sessions: %w", err)
	}
	if _, err := d.db.ExecContext(ctx, `DELETE FROM password_resets WHERE expires_at <= $1`, now); err != nil {
		return 0, fmt.Errorf("delete expired resets: %w", err)
	}
	if err := d.deleteStaleThrottles(ctx, now); err != nil {
		return 0, err
	}
	n, _ := res.RowsAffected()
	return n, nil
}

func deleteSessions(ctx context.Context, tx *sql.Tx, kind string, accountID int64, keepTokenHash string) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE kind = $1 AND account_id = $2 AND token_hash <> $3`,
		kind, accountID, keepTokenHash)
	if err != nil {
		return fmt.Errorf("delete sessions: %w", err)
	}
	return nil
}
