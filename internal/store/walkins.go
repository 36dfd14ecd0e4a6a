package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// A job's walk-in is kept as JSON in walk_in, with its window as instants
// beside it (walk_in_starts_at, walk_in_ends_at) for the browse filter and
// the reminders, and walk_in_rsvp for the reminders' question.

// readWalkIn reads a walk-in as stored: nil for none.
func readWalkIn(stored string) (*jobportal.WalkIn, error) {
	if stored == "" {
		return nil, nil
	}
	w := &jobportal.WalkIn{}
	if err := json.Unmarshal([]byte(stored), w); err != nil {
		return nil, err
	}
	return w, nil
}

// walkInColumns are the values of a walk-in's columns: its JSON, start,
// end and whether it takes RSVPs.
type walkInColumns struct {
	json         string
	starts, ends *time.Time
	rsvp         bool
}

func writeWalkIn(w *jobportal.WalkIn) walkInColumns {
	if w == nil {
		return walkInColumns{}
	}
	b, _ := json.Marshal(w) // plain values: it cannot fail
	c := walkInColumns{json: string(b), rsvp: w.RSVP}
	if s, e := w.Starts(), w.Ends(); !s.IsZero() && !e.IsZero() {
		c.starts, c.ends = &s, &e
	}
	return c
}

// saveWalkIn writes the walk-in columns of a job.
func saveWalkIn(ctx context.Context, tx *sql.Tx, jobID int64, w *jobportal.WalkIn) error {
	c := writeWalkIn(w)
	_, err := tx.ExecContext(ctx, `UPDATE jobs SET walk_in = $1, walk_in_starts_at = $2, walk_in_ends_at = $3,
		walk_in_rsvp = $4 WHERE id = $5`, c.json, c.starts, c.ends, c.rsvp, jobID)
	if err != nil {
		return fmt.Errorf("save walk-in: %w", err)
	}
	return nil
}

// Messages of RSVPs refused.
const (
	noRSVPs    = "This job's walk-in interview does not take RSVPs."
	walkInOver = "This walk-in interview is over."
)

// RSVPWalkIn records that a job seeker will come to a public job's walk-in,
// once: a second RSVP changes nothing (created is false). A job that is not
// public is ENOTFOUND; one with no walk-in taking RSVPs, or whose walk-in
// has ended, ECONFLICT.
func (d *DB) RSVPWalkIn(ctx context.Context, jobID, customerID int64) (created bool, err error) {
	now := d.now()
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		var stored string
		var rsvp bool
		err := tx.QueryRowContext(ctx, `SELECT j.walk_in, j.walk_in_rsvp FROM jobs j WHERE j.id = $1 AND `+publicJob+`$2`,
			jobID, jobportal.Today(now)).Scan(&stored, &rsvp)
		if err != nil {
			return notFound(err, "Job not found.")
		}
		w, err := readWalkIn(stored)
		if err != nil {
			return fmt.Errorf("read walk-in of job %d: %w", jobID, err)
		}
		switch {
		case w == nil || !rsvp:
			return jobportal.Errorf(jobportal.ECONFLICT, noRSVPs)
		case !w.Ends().After(now):
			return jobportal.Errorf(jobportal.ECONFLICT, walkInOver)
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO walk_in_rsvps (job_id, customer_id, created_at) VALUES ($1, $2, $3)
			ON CONFLICT (job_id, customer_id) DO NOTHING`, jobID, customerID, now)
		if err != nil {
			return fmt.Errorf("rsvp walk-in: %w", err)
		}
		n, _ := res.RowsAffected()
		created = n > 0
		return nil
	})
	return created, err
}

// CancelWalkInRSVP takes back a job seeker's RSVP; removed is false when
// there was none.
func (d *DB) CancelWalkInRSVP(ctx context.Context, jobID, customerID int64) (removed bool, err error) {
	res, err := d.db.ExecContext(ctx, `DELETE FROM walk_in_rsvps WHERE job_id = $1 AND customer_id = $2`, jobID, customerID)
	if err != nil {
		return false, fmt.Errorf("cancel rsvp: %w", err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// HasRSVPed reports whether a job seeker said they will come to a job's walk-in.
func (d *DB) HasRSVPed(ctx context.Context, jobID, customerID int64) (bool, error) {
	var yes bool
	err := d.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM walk_in_rsvps WHERE job_id = $1 AND customer_id = $2)`,
		jobID, customerID).Scan(&yes)
	if err != nil {
		return false, fmt.Errorf("check rsvp: %w", err)
	}
	return yes, nil
}

// ListWalkInRSVPs returns a page of those who said they will come to a
// job's walk-in, first come first, and how many there are.
func (d *DB) ListWalkInRSVPs(ctx context.Context, jobID int64, p jobportal.Page) ([]jobportal.WalkInRSVP, int, error) {
	var total int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM walk_in_rsvps WHERE job_id = $1`, jobID).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count rsvps: %w", err)
	}
	args := params{jobID}
	list, err := queryAll(ctx, d.db, "list rsvps", `SELECT r.id, c.id, c.name, c.email, c.phone, r.created_at
		FROM walk_in_rsvps r JOIN customers c ON c.id = r.customer_id WHERE r.job_id = $1
		ORDER BY r.created_at, r.id`+args.page(p), args, func(r rowScanner) (v jobportal.WalkInRSVP, err error) {
		err = r.Scan(&v.ID, &v.CustomerID, &v.Name, &v.Email, &v.Phone, &v.CreatedAt)
		v.CreatedAt = v.CreatedAt.UTC()
		return v, err
	})
	if err != nil {
		return nil, 0, err
	}
	if list == nil {
		list = []jobportal.WalkInRSVP{}
	}
	return list, total, nil
}

// RemindWalkIns queues the reminders of walk-ins that begin within
// jobportal.WalkInReminderLead, to those who said they will come, each
// written by write. Each is claimed by setting reminded_for to the start it
// is sent for, in the transaction that queues its emails, so that it goes
// once however many servers look at once (PostgreSQL skips the rows another
// server is claiming; SQLite has one writer at a time); a walk-in moved to
// another start is reminded of again. It returns how many were reminded,
// at most a batch.
func (d *DB) RemindWalkIns(ctx context.Context, write func(r *jobportal.WalkInReminder) []mail.Message) (int, error) {
	now := d.now()
	var queued []mail.Message
	var n int
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		lock := ""
		if d.dialect == Postgres {
			lock = " FOR UPDATE OF r SKIP LOCKED"
		}
		type due struct {
			id   int64
			r    jobportal.WalkInReminder
			walk string
		}
		list, err := queryAll(ctx, tx, "find due walk-in reminders", `SELECT r.id, j.id, j.title, j.slug, j.company_name,
				j.walk_in, c.name, c.email, COALESCE((SELECT p.language FROM customer_preferences p WHERE p.customer_id = c.id), 'en')
			FROM walk_in_rsvps r JOIN jobs j ON j.id = r.job_id JOIN customers c ON c.id = r.customer_id
			WHERE j.walk_in_rsvp = TRUE AND j.status = 'approved' AND j.walk_in_starts_at > $1 AND j.walk_in_starts_at <= $2
				AND (r.reminded_for IS NULL OR r.reminded_for <> j.walk_in_starts_at)
			ORDER BY j.walk_in_starts_at, r.id LIMIT 200`+lock, []any{now, now.Add(jobportal.WalkInReminderLead)},
			func(row rowScanner) (x due, err error) {
				err = row.Scan(&x.id, &x.r.JobID, &x.r.JobTitle, &x.r.JobSlug, &x.r.CompanyName, &x.walk, &x.r.Name,
					&x.r.Email, &x.r.Lang)
				x.r.RSVPID = x.id
				return x, err
			})
		if err != nil || len(list) == 0 {
			return err
		}
		for _, x := range list {
			w, err := readWalkIn(x.walk)
			if err != nil || w == nil {
				return fmt.Errorf("read walk-in of job %d: %w", x.r.JobID, errors.Join(err, errors.New("none stored")))
			}
			x.r.WalkIn = *w
			res, err := tx.ExecContext(ctx, `UPDATE walk_in_rsvps SET reminded_for = (SELECT j.walk_in_starts_at FROM jobs j
				WHERE j.id = walk_in_rsvps.job_id) WHERE id = $1`, x.id)
			if err != nil {
				return fmt.Errorf("claim walk-in reminder: %w", err)
			}
			if got, _ := res.RowsAffected(); got != 1 {
				return fmt.Errorf("claim walk-in reminder %d: claimed %d", x.id, got)
			}
			queued = append(queued, write(&x.r)...)
		}
		n = len(list)
		return d.queueEmails(ctx, tx, queued)
	})
	if err != nil {
		return 0, err
	}
	d.emailsQueued(queued)
	return n, nil
}
