package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// ThrottleRule says how many failures within Window lock a key, and for how long.
type ThrottleRule struct {
	Limit  int
	Window time.Duration
	Lock   time.Duration
}

// LoginLockedFor returns how long the longest lock among keys still lasts, or 0.
func (d *DB) LoginLockedFor(ctx context.Context, keys ...string) (time.Duration, error) {
	now := d.now()
	var longest time.Duration
	for _, k := range keys {
		var until sql.NullTime
		err := d.db.QueryRowContext(ctx, `SELECT locked_until FROM login_throttle WHERE key = $1`, k).Scan(&until)
		if err == sql.ErrNoRows {
			continue
		} else if err != nil {
			return 0, fmt.Errorf("read throttle: %w", err)
		}
		if until.Valid {
			if left := until.Time.Sub(now); left > longest {
				longest = left
			}
		}
	}
	return longest, nil
}

// RecordLoginFailure counts a failed sign-in against key and locks the key
// once the rule's limit is reached within its window.
func (d *DB) RecordLoginFailure(ctx context.Context, key string, rule ThrottleRule) error {
	now := d.now()
	windowStart := now.Add(-rule.Window)
	var firstLock *time.Time
	if rule.Limit <= 1 {
		t := now.Add(rule.Lock)
		firstLock = &t
	}
	// A failure outside the window starts a new count; the lock is set in the
	// same statement so that concurrent failures cannot slip past the limit.
	_, err := d.db.ExecContext(ctx, `
		INSERT INTO login_throttle (key, failures, window_start, locked_until)
		VALUES ($1, 1, $2, $6)
		ON CONFLICT (key) DO UPDATE SET
			failures = CASE WHEN login_throttle.window_start < $3 THEN 1 ELSE login_throttle.failures + 1 END,
			window_start = CASE WHEN login_throttle.window_start < $3 THEN $2 ELSE login_throttle.window_start END,
			locked_until = CASE
				WHEN (CASE WHEN login_throttle.window_start < $3 THEN 1 ELSE login_throttle.failures + 1 END) >= $4 THEN $5
				ELSE login_throttle.locked_until END`,
		key, now, windowStart, rule.Limit, now.Add(rule.Lock), firstLock)
	if err != nil {
		return fmt.Errorf("record login failure: %w", err)
	}
	return nil
}

// ClearLoginFailures forgets the failures of a key, after a good sign-in.
func (d *DB) ClearLoginFailures(ctx context.Context, key string) error {
	if _, err := d.db.ExecContext(ctx, `DELETE FROM login_throttle WHERE key = $1`, key); err != nil {
		return fmt.Errorf("clear throttle: %w", err)
	}
	return nil
}
