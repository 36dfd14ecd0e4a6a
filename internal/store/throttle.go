package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"
)

// ThrottleRule allows at most Limit attempts within any Window: the window
// slides, so no burst around a boundary lets more through.
type ThrottleRule struct {
	Limit  int
	Window time.Duration
}

// Throttle is one count of attempts: a key (an account, an address, or a
// pair of both) under its rule. A key always goes with the same rule.
type Throttle struct {
	Key  string
	Rule ThrottleRule
}

// throttleKeep is how long counted attempts are kept, and so the longest
// window a rule may have.
const throttleKeep = 24 * time.Hour

// TakeThrottle counts one attempt against every throttle, all or none. When
// any of them already holds its limit of attempts within its window, nothing
// is counted and TakeThrottle returns how long until all of them allow one
// more; otherwise it returns 0.
//
// Attempts are counted when they start, not when they fail: so a throttle
// also holds for attempts running at the same time, and the caller can refuse
// before doing anything costly. An attempt that turns out well can be given
// back with UntakeThrottle.
func (d *DB) TakeThrottle(ctx context.Context, throttles ...Throttle) (time.Duration, error) {
	now := d.now()
	// One order for every caller, so that two attempts sharing keys cannot
	// each hold a key the other waits for.
	ts := slices.SortedFunc(slices.Values(throttles), func(a, b Throttle) int { return cmp.Compare(a.Key, b.Key) })
	for _, t := range ts {
		if t.Rule.Limit < 1 || t.Rule.Window <= 0 || t.Rule.Window > throttleKeep {
			return 0, fmt.Errorf("throttle %s: limit %d in %v is not a rule", t.Key, t.Rule.Limit, t.Rule.Window)
		}
	}
	var wait time.Duration
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		for _, t := range ts {
			// Writing the key's row holds it until the transaction ends, so
			// that two attempts cannot both take the last place.
			if _, err := tx.ExecContext(ctx, `
				INSERT INTO throttles (key, touched_at) VALUES ($1, $2)
				ON CONFLICT (key) DO UPDATE SET touched_at = excluded.touched_at`, t.Key, now); err != nil {
				return fmt.Errorf("take throttle: %w", err)
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM throttle_hits WHERE key = $1 AND at <= $2`,
				t.Key, now.Add(-t.Rule.Window)); err != nil {
				return fmt.Errorf("take throttle: %w", err)
			}
			// The Limit-th latest attempt still in the window, if there is
			// one, says when a place frees up: when it leaves the window.
			var at time.Time
			err := tx.QueryRowContext(ctx, `
				SELECT at FROM throttle_hits WHERE key = $1 ORDER BY at DESC LIMIT 1 OFFSET $2`,
				t.Key, t.Rule.Limit-1).Scan(&at)
			if errors.Is(err, sql.ErrNoRows) {
				continue
			} else if err != nil {
				return fmt.Errorf("take throttle: %w", err)
			}
			wait = max(wait, at.Add(t.Rule.Window).Sub(now))
		}
		if wait > 0 {
			return nil
		}
		for _, t := range ts {
			if _, err := tx.ExecContext(ctx, `INSERT INTO throttle_hits (key, at) VALUES ($1, $2)`, t.Key, now); err != nil {
				return fmt.Errorf("take throttle: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return wait, nil
}

// UntakeThrottle gives back the latest attempt counted against key, for an
// attempt that turned out well.
func (d *DB) UntakeThrottle(ctx context.Context, key string) error {
	_, err := d.db.ExecContext(ctx, `
		DELETE FROM throttle_hits WHERE id = (
			SELECT id FROM throttle_hits WHERE key = $1 ORDER BY at DESC, id DESC LIMIT 1)`, key)
	if err != nil {
		return fmt.Errorf("give back throttle: %w", err)
	}
	return nil
}

// ClearThrottle forgets every attempt counted against key.
func (d *DB) ClearThrottle(ctx context.Context, key string) error {
	if _, err := d.db.ExecContext(ctx, `DELETE FROM throttle_hits WHERE key = $1`, key); err != nil {
		return fmt.Errorf("clear throttle: %w", err)
	}
	return nil
}

// deleteStaleThrottles removes attempts older than any window, and the keys
// that have had none since.
func (d *DB) deleteStaleThrottles(ctx context.Context, now time.Time) error {
	cutoff := now.Add(-throttleKeep)
	if _, err := d.db.ExecContext(ctx, `DELETE FROM throttle_hits WHERE at <= $1`, cutoff); err != nil {
		return fmt.Errorf("delete old throttle counts: %w", err)
	}
	if _, err := d.db.ExecContext(ctx, `DELETE FROM throttles WHERE touched_at <= $1`, cutoff); err != nil {
		return fmt.Errorf("delete old throttle counts: %w", err)
	}
	return nil
}
