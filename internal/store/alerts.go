package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
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
// of their ids after afterID, whose owners are active, have confirmed their
// email and have not paused their job alerts (notifications.jobAlerts and
// jobAlerts.enabled).
func (d *DB) DueAlerts(ctx context.Context, frequency string, afterID int64, limit int) ([]*AlertRecipient, error) {
	return queryAll(ctx, d.db, "list due job alerts", `SELECT `+alertColumns+`, c.email, c.name, COALESCE(p.language, 'en')
		FROM job_alerts a JOIN customers c ON c.id = a.customer_id
		LEFT JOIN customer_preferences p ON p.customer_id = a.customer_id
		WHERE a.frequency = $1 AND a.enabled = TRUE AND a.id > $2 AND c.status = 'active'
			AND c.email_confirmed_at IS NOT NULL
			AND (p.customer_id IS NULL OR (p.notify_job_alerts = TRUE AND p.alerts_enabled = TRUE))
		ORDER BY a.id LIMIT $3`, []any{frequency, afterID, limit}, func(r rowScanner) (*AlertRecipient, error) {
		rc := &AlertRecipient{}
		var err error
		rc.Alert, err = scanAlert(r, &rc.Email, &rc.Name, &rc.Language)
		return rc, err
	})
}

// AlertSent is what one alert has just sent.
type AlertSent struct {
	AlertID int64
	JobIDs  []int64
	// Email is the alert's email, queued with the record of its jobs.
	Email mail.Message
}

// MarkAlertsSent records the jobs alerts have sent, and when, in one
// transaction: a run sends thousands, and a commit each would wait for the
// disk thousands of times. The pairs go as arrays (PostgreSQL) or one JSON
// array (SQLite) per statement, rather than as thousands of arguments. The
// alerts' emails are queued in the same transaction, so that an alert's
// jobs count as sent if and only if its email is on its way.
func (d *DB) MarkAlertsSent(ctx context.Context, sent []AlertSent, at time.Time) error {
	at = at.UTC().Truncate(time.Microsecond)
	insert := `INSERT INTO job_alert_sent (alert_id, job_id, sent_at)
		SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), $2 FROM json_each($1) WHERE TRUE
		ON CONFLICT (alert_id, job_id) DO NOTHING` // WHERE TRUE: SQLite would read ON as a join's
	touch := `UPDATE job_alerts SET last_sent_at = $2 WHERE id IN (SELECT value FROM json_each($1))`
	if d.dialect == Postgres {
		insert = `INSERT INTO job_alert_sent (alert_id, job_id, sent_at)
			SELECT a, j, $3 FROM unnest($1::bigint[], $2::bigint[]) AS t (a, j)
			ON CONFLICT (alert_id, job_id) DO NOTHING`
		touch = `UPDATE job_alerts SET last_sent_at = $2 WHERE id = ANY ($1::bigint[])`
	}
	var emails []mail.Message
	for _, s := range sent {
		if s.Email.To != "" {
			emails = append(emails, s.Email)
		}
	}
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		for chunk := range slices.Chunk(sent, 1000) {
			var pairs [][2]int64
			ids := make([]int64, 0, len(chunk))
			for _, s := range chunk {
				ids = append(ids, s.AlertID)
				for _, j := range s.JobIDs {
					pairs = append(pairs, [2]int64{s.AlertID, j})
				}
			}
			var insertArgs, touchArgs []any
			if d.dialect == Postgres {
				alerts, jobs := make([]int64, len(pairs)), make([]int64, len(pairs))
				for i, p := range pairs {
					alerts[i], jobs[i] = p[0], p[1]
				}
				insertArgs, touchArgs = []any{alerts, jobs, at}, []any{ids, at}
			} else {
				p, _ := json.Marshal(pairs)
				a, _ := json.Marshal(ids)
				insertArgs, touchArgs = []any{string(p), at}, []any{string(a), at}
			}
			if _, err := tx.ExecContext(ctx, insert, insertArgs...); err != nil {
				return fmt.Errorf("record job alerts sent: %w", err)
			}
			if _, err := tx.ExecContext(ctx, touch, touchArgs...); err != nil {
				return fmt.Errorf("record job alerts sent: %w", err)
			}
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return err
	}
	d.emailsQueued(emails)
	return nil
}

// MarkAlertSent records the jobs one alert has sent, and when.
func (d *DB) MarkAlertSent(ctx context.Context, alertID int64, jobIDs []int64, at time.Time) error {
	return d.MarkAlertsSent(ctx, []AlertSent{{AlertID: alertID, JobIDs: jobIDs}}, at)
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

// ExistingServerKey returns a server key if it has been made: before, no
// token signed with it can exist, and nothing is written to find that out.
func (d *DB) ExistingServerKey(ctx context.Context, name string) ([]byte, bool, error) {
	var v string
	err := d.db.QueryRowContext(ctx, `SELECT value FROM server_keys WHERE name = $1`, name).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	} else if err != nil {
		return nil, false, fmt.Errorf("read key %s: %w", name, err)
	}
	k, err := hex.DecodeString(v)
	return k, err == nil, err
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

// AlertWindow matches many alerts against the jobs made public in one
// window (after, until], as AlertMatches does one alert, with the job list's
// filter: each condition an alert may hold (a search word, a location, a job
// type, a main topic, a minimum salary) is run once through jobListSQL over
// the window, and an alert's matches are the jobs that pass every condition
// it holds (and one of its locations, job types and topics), as the list's
// WHERE joins them with AND. A daily run of 100,000 alerts so asks a few
// hundred questions of the database instead of 100,000.
type AlertWindow struct {
	d            *DB
	after, until time.Time
	now          time.Time
	ids          []int64       // the window's public jobs, newest first
	pos          map[int64]int // a job's place in ids
	mu           sync.Mutex
	sets         map[string]bitset
	sent         map[int64][]int64 // jobs of the window each alert has sent already
}

// bitset holds places in the window's list of jobs.
type bitset []uint64

func newBitset(n int) bitset { return make(bitset, (n+63)/64) }

func (b bitset) set(i int)      { b[i/64] |= 1 << (i % 64) }
func (b bitset) has(i int) bool { return b[i/64]&(1<<(i%64)) != 0 }
func (b bitset) and(o bitset) {
	for i := range b {
		b[i] &= o[i]
	}
}
func (b bitset) or(o bitset) {
	for i := range b {
		b[i] |= o[i]
	}
}

// NewAlertWindow reads the public jobs made public in (after, until], and
// what the alerts have sent of them already.
func (d *DB) NewAlertWindow(ctx context.Context, after, until time.Time) (*AlertWindow, error) {
	w := &AlertWindow{d: d, after: after.UTC(), until: until.UTC(), now: d.now(), sets: map[string]bitset{},
		sent: map[int64][]int64{}, pos: map[int64]int{}}
	f := jobportal.JobFilter{SortBy: jobportal.SortPostedDate}
	f.Normalize()
	var err error
	if w.ids, err = w.query(ctx, w.sel(), f); err != nil {
		return nil, err
	}
	for i, id := range w.ids {
		w.pos[id] = i
	}
	for chunk := range slices.Chunk(w.ids, 500) {
		var p params
		_, err := queryAll(ctx, d.db, "read job alerts sent", `SELECT alert_id, job_id FROM job_alert_sent
			WHERE job_id IN (`+placeholders(&p, chunk)+`)`, p, func(r rowScanner) (struct{}, error) {
			var alert, job int64
			err := r.Scan(&alert, &job)
			w.sent[alert] = append(w.sent[alert], job)
			return struct{}{}, err
		})
		if err != nil {
			return nil, err
		}
	}
	return w, nil
}

// Jobs is the number of jobs in the window.
func (w *AlertWindow) Jobs() int { return len(w.ids) }

func (w *AlertWindow) sel() jobSelect {
	return jobSelect{public: true, noCount: true, postedAfter: w.after, postedUntil: w.until}
}

// query runs the job list's statement of ids for a selection and a filter.
func (w *AlertWindow) query(ctx context.Context, sel jobSelect, f jobportal.JobFilter) ([]int64, error) {
	q := w.d.jobListSQL(sel, f, w.now).ids(1 << 30)
	return queryAll(ctx, w.d.db, "match job alerts", q.SQL, q.Args, func(r rowScanner) (id int64, err error) {
		err = r.Scan(&id)
		return id, err
	})
}

// condition returns the places of the window's jobs that pass one condition,
// asked of the database once.
func (w *AlertWindow) condition(ctx context.Context, key string, sel jobSelect, f jobportal.JobFilter) (bitset, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if b, ok := w.sets[key]; ok {
		return b, nil
	}
	if f.SortBy == "" {
		f.SortBy = jobportal.SortPostedDate
	}
	f.Normalize()
	ids, err := w.query(ctx, sel, f)
	if err != nil {
		return nil, err
	}
	b := newBitset(len(w.ids))
	for _, id := range ids {
		if i, ok := w.pos[id]; ok { // a job made public since the window was read is left for the next
			b.set(i)
		}
	}
	w.sets[key] = b
	return b, nil
}

// anyOf is the union of a condition over several values.
func (w *AlertWindow) anyOf(ctx context.Context, kind string, values []string, make func(string) (jobSelect, jobportal.JobFilter)) (bitset, error) {
	if len(values) == 0 {
		return nil, nil
	}
	out := newBitset(len(w.ids))
	for _, v := range values {
		sel, f := make(v)
		b, err := w.condition(ctx, kind+":"+v, sel, f)
		if err != nil {
			return nil, err
		}
		out.or(b)
	}
	return out, nil
}

// Matches returns the ids of the window's jobs that an alert matches and has
// not sent yet, newest first, at most jobportal.MaxAlertJobs: what
// AlertMatches returns for the alert and the window.
func (w *AlertWindow) Matches(ctx context.Context, a *jobportal.JobAlert) ([]int64, error) {
	if len(w.ids) == 0 {
		return nil, nil
	}
	m := newBitset(len(w.ids))
	for i := range len(w.ids) {
		m.set(i)
	}
	filter := a.Filter()
	for _, term := range jobportal.SearchTerms(filter.Keyword) {
		b, err := w.condition(ctx, "q:"+term, w.sel(), jobportal.JobFilter{Keyword: term})
		if err != nil {
			return nil, err
		}
		m.and(b)
	}
	for _, part := range []struct {
		kind   string
		values []string
		make   func(string) (jobSelect, jobportal.JobFilter)
	}{
		{"location", a.Locations, func(v string) (jobSelect, jobportal.JobFilter) {
			s := w.sel()
			s.locations = []string{v}
			return s, jobportal.JobFilter{}
		}},
		{"type", a.JobTypes, func(v string) (jobSelect, jobportal.JobFilter) {
			s := w.sel()
			s.jobTypes = []string{v}
			return s, jobportal.JobFilter{}
		}},
		{"topic", filter.MainTopics, func(v string) (jobSelect, jobportal.JobFilter) {
			return w.sel(), jobportal.JobFilter{MainTopics: []string{v}}
		}},
	} {
		b, err := w.anyOf(ctx, part.kind, part.values, part.make)
		if err != nil {
			return nil, err
		}
		if b != nil {
			m.and(b)
		}
	}
	if filter.SalaryMin != nil {
		min := *filter.SalaryMin
		b, err := w.condition(ctx, "salary:"+strconv.FormatInt(min, 10), w.sel(), jobportal.JobFilter{SalaryMin: &min})
		if err != nil {
			return nil, err
		}
		m.and(b)
	}
	w.mu.Lock()
	sent := w.sent[a.ID]
	w.mu.Unlock()
	for _, id := range sent {
		if i, ok := w.pos[id]; ok {
			m[i/64] &^= 1 << (i % 64)
		}
	}
	var out []int64
	for i := range len(w.ids) {
		if m.has(i) {
			out = append(out, w.ids[i])
			if len(out) == jobportal.MaxAlertJobs {
				break
			}
		}
	}
	return out, nil
}

// LeaseHolder returns who holds a lease and until when; "" when nobody has
// taken it or its holder gave it up.
func (d *DB) LeaseHolder(ctx context.Context, name string) (string, time.Time, error) {
	var holder string
	var until time.Time
	err := d.db.QueryRowContext(ctx, `SELECT holder, expires_at FROM worker_leases WHERE name = $1`, name).Scan(&holder, &until)
	if errors.Is(err, sql.ErrNoRows) {
		return "", time.Time{}, nil
	} else if err != nil {
		return "", time.Time{}, fmt.Errorf("read lease %s: %w", name, err)
	}
	return holder, until, nil
}
