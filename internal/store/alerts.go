package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
)

// What the job alerts' worker reads and writes: the alerts due, their
// matches, the jobs sent, how far each frequency has been sent, the lease
// that says which server sends, and the key of the unsubscribe links.

// AlertMatches returns the ids of the public jobs, made public after after
// and up to until, that an alert's filter lets through and that it has not
// sent yet, newest first, at most jobportal.MaxAlertJobs of them. The
// filter is the job list's (jobListSQL), with the alert's locations and job
// types beside it.
func (d *DB) AlertMatches(ctx context.Context, a *jobportal.JobAlert, after, until time.Time) ([]int64, error) {
	f := a.Filter()
	sel := jobSelect{public: true, noCount: true, locations: a.Locations, jobTypes: a.JobTypes,
		postedAfter: after.UTC(), postedUntil: until.UTC(), notSentBy: a.ID}
	q := d.jobListSQL(sel, f, d.now()).ids(jobportal.MaxAlertJobs)
	return queryAll(ctx, d.db, "match job alert", q.SQL, q.Args, func(r rowScanner) (id int64, err error) {
		err = r.Scan(&id)
		return id, err
	})
}

// AlertRecipient is an alert due to be sent, with its owner.
type AlertRecipient struct {
	Alert    *jobportal.JobAlert
	Email    string
	Name     string
	Language string
}

// DueAlerts returns up to limit enabled alerts of a frequency, in the order
// of their ids after afterID, whose owners are active and have not paused
// their job alerts (notifications.jobAlerts and jobAlerts.enabled).
func (d *DB) DueAlerts(ctx context.Context, frequency string, afterID int64, limit int) ([]*AlertRecipient, error) {
	return queryAll(ctx, d.db, "list due job alerts", `SELECT `+alertColumns+`, c.email, c.name, COALESCE(p.language, 'en')
		FROM job_alerts a JOIN customers c ON c.id = a.customer_id
		LEFT JOIN customer_preferences p ON p.customer_id = a.customer_id
		WHERE a.frequency = $1 AND a.enabled = TRUE AND a.id > $2 AND c.status = 'active'
			AND (p.customer_id IS NULL OR (p.notify_job_alerts = TRUE AND p.alerts_enabled = TRUE))
		ORDER BY a.id LIMIT $3`, []any{frequency, afterID, limit}, func(r rowScanner) (*AlertRecipient, error) {
		rc := &AlertRecipient{}
		var err error
		rc.Alert, err = scanAlert(r, &rc.Email, &rc.Name, &rc.Language)
		return rc, err
	})
}

// MarkAlertSent records the jobs an alert has sent, and when.
func (d *DB) MarkAlertSent(ctx context.Context, alertID int64, jobIDs []int64, at time.Time) error {
	at = at.UTC().Truncate(time.Microsecond)
	return d.inTx(ctx, func(tx *sql.Tx) error {
		for _, id := range jobIDs {
			if _, err := tx.ExecContext(ctx, `INSERT INTO job_alert_sent (alert_id, job_id, sent_at) VALUES ($1, $2, $3)
				ON CONFLICT (alert_id, job_id) DO NOTHING`, alertID, id, at); err != nil {
				return fmt.Errorf("record job alert sent: %w", err)
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE job_alerts SET last_sent_at = $1 WHERE id = $2`, at, alertID); err != nil {
			return fmt.Errorf("record job alert sent: %w", err)
		}
		return nil
	})
}

// AlertMark returns how far a frequency's alerts have been sent: the jobs
// made public up to it have been matched. ok is false before the first run.
func (d *DB) AlertMark(ctx context.Context, frequency string) (mark time.Time, ok bool, err error) {
	err = d.db.QueryRowContext(ctx, `SELECT sent_until FROM job_alert_marks WHERE frequency = $1`, frequency).Scan(&mark)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, false, nil
	} else if err != nil {
		return time.Time{}, false, fmt.Errorf("read job alert mark: %w", err)
	}
	return mark.UTC(), true, nil
}

// ClaimAlertPeriod moves a frequency's mark from old (nil before the first
// run) to until, and reports whether this call moved it: of two servers
// that claim the same period, only one gets it.
func (d *DB) ClaimAlertPeriod(ctx context.Context, frequency string, old *time.Time, until time.Time) (bool, error) {
	until = until.UTC().Truncate(time.Microsecond)
	var res sql.Result
	var err error
	if old == nil {
		res, err = d.db.ExecContext(ctx, `INSERT INTO job_alert_marks (frequency, sent_until) VALUES ($1, $2)
			ON CONFLICT (frequency) DO NOTHING`, frequency, until)
	} else {
		res, err = d.db.ExecContext(ctx, `UPDATE job_alert_marks SET sent_until = $1 WHERE frequency = $2 AND sent_until = $3`,
			until, frequency, old.UTC())
	}
	if err != nil {
		return false, fmt.Errorf("claim job alert period: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// TakeLease takes or renews the lease name for holder until ttl from now,
// and reports whether holder has it: a lease another holder keeps and has
// not let expire stays theirs.
func (d *DB) TakeLease(ctx context.Context, name, holder string, ttl time.Duration) (bool, error) {
	now := d.now()
	res, err := d.db.ExecContext(ctx, `INSERT INTO worker_leases (name, holder, expires_at) VALUES ($1, $2, $3)
		ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
		WHERE worker_leases.holder = excluded.holder OR worker_leases.expires_at < $4`, name, holder, now.Add(ttl), now)
	if err != nil {
		return false, fmt.Errorf("take lease %s: %w", name, err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// ReleaseLease gives up a lease that holder has, so that another server
// may take it at once.
func (d *DB) ReleaseLease(ctx context.Context, name, holder string) error {
	if _, err := d.db.ExecContext(ctx, `DELETE FROM worker_leases WHERE name = $1 AND holder = $2`, name, holder); err != nil {
		return fmt.Errorf("release lease %s: %w", name, err)
	}
	return nil
}

// ServerKey returns the secret key of a name that every server of the
// database shares, made at random on first use.
func (d *DB) ServerKey(ctx context.Context, name string) ([]byte, error) {
	b := make([]byte, 32)
	rand.Read(b)
	if _, err := d.db.ExecContext(ctx, `INSERT INTO server_keys (name, value, created_at) VALUES ($1, $2, $3)
		ON CONFLICT (name) DO NOTHING`, name, hex.EncodeToString(b), d.now()); err != nil {
		return nil, fmt.Errorf("make key %s: %w", name, err)
	}
	var v string
	if err := d.db.QueryRowContext(ctx, `SELECT value FROM server_keys WHERE name = $1`, name).Scan(&v); err != nil {
		return nil, fmt.Errorf("read key %s: %w", name, err)
	}
	return hex.DecodeString(v)
}
