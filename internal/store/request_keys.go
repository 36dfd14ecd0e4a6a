package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
)

// RequestKey is a write named by its client (an Idempotency-Key): who is
// working on it and, once done, its answer. Status is 0 until then.
type RequestKey struct {
	Owner      string
	LeaseUntil time.Time
	Wrote      bool
	Status     int
	// Headers are the answer's headers as JSON.
	Headers    string
	Answer     []byte
	AnswerKept bool
}

type requestKeyCtx struct{}

type requestKeyOf struct{ key, owner string }

// WithRequestKey has every transaction run with ctx record, in itself, that
// the write named key happened, and fail if another server has taken the key
// over (RequestKeyTaken).
func WithRequestKey(ctx context.Context, key, owner string) context.Context {
	return context.WithValue(ctx, requestKeyCtx{}, requestKeyOf{key, owner})
}

// RequestKeyTaken is the error of a write whose key another server took
// over after this one's lease ran out: the write is not made.
var RequestKeyTaken = jobportal.Errorf(jobportal.ECONFLICT,
	"This was sent again while it was still being saved. Reload the page to see what was saved.")

// markWrite records in tx that the request of ctx wrote, when it has a key.
func (d *DB) markWrite(ctx context.Context, tx *sql.Tx) error {
	rk, ok := ctx.Value(requestKeyCtx{}).(requestKeyOf)
	if !ok {
		return nil
	}
	res, err := tx.ExecContext(ctx, `UPDATE request_keys SET wrote = TRUE WHERE key = $1 AND owner = $2`, rk.key, rk.owner)
	if err != nil {
		return fmt.Errorf("mark the request's write: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return nil
	}
	var owner string
	err = tx.QueryRowContext(ctx, `SELECT owner FROM request_keys WHERE key = $1`, rk.key).Scan(&owner)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // pruned: nothing to guard any more
	} else if err != nil {
		return fmt.Errorf("read the request's key: %w", err)
	}
	return RequestKeyTaken
}

// ClaimRequestKey starts work on key for owner, until lease from now. When
// another has it (working, or done), it returns false and that row.
func (d *DB) ClaimRequestKey(ctx context.Context, key, owner string, lease time.Duration) (bool, *RequestKey, error) {
	now := d.now()
	res, err := d.exec(ctx, `INSERT INTO request_keys (key, owner, lease_until, created_at)
		VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING`, key, owner, now.Add(lease), now)
	if err != nil {
		return false, nil, fmt.Errorf("claim a request key: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return true, nil, nil
	}
	rk, err := d.RequestKey(ctx, key)
	if errors.Is(err, sql.ErrNoRows) {
		// Dropped between the two statements (its first try failed): try again.
		return d.ClaimRequestKey(ctx, key, owner, lease)
	}
	return false, rk, err
}

// RequestKey reads a key's row; sql.ErrNoRows when there is none.
func (d *DB) RequestKey(ctx context.Context, key string) (*RequestKey, error) {
	var rk RequestKey
	var body []byte
	err := d.db.QueryRowContext(ctx, `SELECT owner, lease_until, wrote, status, headers, body
		FROM request_keys WHERE key = $1`, key).
		Scan(&rk.Owner, &rk.LeaseUntil, &rk.Wrote, &rk.Status, &rk.Headers, &body)
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
		return nil, fmt.Errorf("read a request key: %w", err)
	}
	rk.Answer, rk.AnswerKept = body, body != nil
	return &rk, nil
}

// TakeOverRequestKey gives owner a key whose holder stopped (its lease ran
// out) before its write happened. It reports whether owner has it now.
func (d *DB) TakeOverRequestKey(ctx context.Context, key, owner string, lease time.Duration) (bool, error) {
	now := d.now()
	res, err := d.exec(ctx, `UPDATE request_keys SET owner = $1, lease_until = $2
		WHERE key = $3 AND status = 0 AND NOT wrote AND lease_until < $4`, owner, now.Add(lease), key, now)
	if err != nil {
		return false, fmt.Errorf("take over a request key: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// RenewRequestKey keeps owner's lease on a key it is still working on.
func (d *DB) RenewRequestKey(ctx context.Context, key, owner string, lease time.Duration) error {
	if _, err := d.exec(ctx, `UPDATE request_keys SET lease_until = $1 WHERE key = $2 AND owner = $3 AND status = 0`,
		d.now().Add(lease), key, owner); err != nil {
		return fmt.Errorf("renew a request key: %w", err)
	}
	return nil
}

// FinishRequestKey keeps the answer of owner's work on key: its status, its
// headers as JSON, and its body, nil when the answer is not kept whole (a
// repeat is then told the write was done).
func (d *DB) FinishRequestKey(ctx context.Context, key, owner string, status int, headers string, body []byte) error {
	if _, err := d.exec(ctx, `UPDATE request_keys SET status = $1, headers = $2, body = $3
		WHERE key = $4 AND owner = $5`, status, headers, body, key, owner); err != nil {
		return fmt.Errorf("keep a request's answer: %w", err)
	}
	return nil
}

// DropRequestKey forgets owner's key unless its write happened, so that a
// repeat of a request that failed runs it again. It reports whether it did.
func (d *DB) DropRequestKey(ctx context.Context, key, owner string) (bool, error) {
	res, err := d.exec(ctx, `DELETE FROM request_keys WHERE key = $1 AND owner = $2 AND NOT wrote`, key, owner)
	if err != nil {
		return false, fmt.Errorf("drop a request key: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// PruneRequestKeys removes keys older than keep: a client sends a write
// again within seconds or minutes, never a day later.
func (d *DB) PruneRequestKeys(ctx context.Context, keep time.Duration) (int64, error) {
	res, err := d.exec(ctx, `DELETE FROM request_keys WHERE created_at < $1`, d.now().Add(-keep))
	if err != nil {
		return 0, fmt.Errorf("prune request keys: %w", err)
	}
	return res.RowsAffected()
}
