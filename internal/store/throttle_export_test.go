package store

import "context"

// ThrottleRows counts the rows the throttles keep, for the tests outside the
// package to see old counts removed.
func (d *DB) ThrottleRows(ctx context.Context) (keys, hits int, err error) {
	if err = d.db.QueryRowContext(ctx, `SELECT count(*) FROM throttles`).Scan(&keys); err != nil {
		return 0, 0, err
	}
	err = d.db.QueryRowContext(ctx, `SELECT count(*) FROM throttle_hits`).Scan(&hits)
	return keys, hits, err
}
