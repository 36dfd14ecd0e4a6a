package store

import "context"

// SentJobsCount counts the rows of job_alert_sent of an alert, for the tests
// outside the package.
func (d *DB) SentJobsCount(ctx context.Context, alertID int64) (int, error) {
	var n int
	err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM job_alert_sent WHERE alert_id = $1`, alertID).Scan(&n)
	return n, err
}
