package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// The outbox: every email is written to it in the transaction of the change
// that causes it (queueEmails), with its entry in the email log marked
// queued; the workers of internal/outbox claim the due ones, send them, and
// record here what became of each. The store's clock decides what is due,
// so that tests move time by moving the store's clock.

// OutboxEmail is an email of the outbox that a worker has claimed.
type OutboxEmail struct {
	ID int64
	mail.Message
	// Attempts counts the tries so far, this one included: a claim counts as
	// a try, so that an email whose sending stops a server is not tried forever.
	Attempts int
}

// OutboxQueued receives a value after emails were queued through this DB.
// Workers of other servers find them at their next look.
func (d *DB) OutboxQueued() <-chan struct{} { return d.outboxSignal.ch() }

// emailsQueued wakes this process's worker; called after the commit.
func (d *DB) emailsQueued(msgs []mail.Message) {
	if len(msgs) > 0 {
		d.outboxSignal.send()
	}
}

// queueEmails writes emails to the outbox and to the email log, as queued,
// in tx: they are sent if and only if tx commits. A run of the job alerts
// queues thousands in one transaction, so they go a chunk per statement.
func (d *DB) queueEmails(ctx context.Context, tx *sql.Tx, msgs []mail.Message) error {
	for chunk := range slices.Chunk(msgs, 200) {
		if err := d.queueChunk(ctx, tx, chunk); err != nil {
			return fmt.Errorf("queue emails: %w", err)
		}
	}
	return nil
}

func (d *DB) queueChunk(ctx context.Context, tx *sql.Tx, msgs []mail.Message) error {
	now := d.now()
	var p params
	at := p.add(now)
	rows := make([]string, len(msgs))
	for i, m := range msgs {
		to, about := p.add(m.To), p.add(m.About)
		rows[i] = "(" + to + ", " + p.add(jobportal.MaskSecretLinks(m.Subject)) + ", " + p.add(jobportal.MaskSecretLinks(m.Text)) +
			", 'queued', '', " + at + ", (SELECT id FROM customers WHERE email = lower(" + to + ")), lower(" + about + ")" +
			", (SELECT id FROM customers WHERE email = lower(" + about + ") AND " + about + " <> ''))"
	}
	// A statement's rows take their ids in the order of its VALUES (one
	// sequence, or SQLite's next rowid, row after row), so the ids sorted
	// are the emails' in order.
	ids, err := queryAll(ctx, tx, "log queued emails", `
		INSERT INTO email_log (recipient, subject, body, status, error, created_at, recipient_id, about, about_id)
		VALUES `+strings.Join(rows, ", ")+` RETURNING id`, p, func(r rowScanner) (id int64, err error) {
		err = r.Scan(&id)
		return id, err
	})
	if err != nil {
		return err
	}
	if len(ids) != len(msgs) {
		return fmt.Errorf("logged %d emails of %d", len(ids), len(msgs))
	}
	slices.Sort(ids)
	p = params{}
	at = p.add(now)
	for i, m := range msgs {
		headers := ""
		if len(m.Headers) > 0 {
			b, err := json.Marshal(m.Headers)
			if err != nil {
				return err
			}
			headers = string(b)
		}
		files := ""
		if len(m.Attachments) > 0 {
			b, err := json.Marshal(m.Attachments)
			if err != nil {
				return err
			}
			files = string(b)
		}
		rows[i] = "(" + p.add(ids[i]) + ", " + p.add(m.To) + ", " + p.add(m.Subject) + ", " + p.add(m.Text) + ", " +
			p.add(headers) + ", " + p.add(files) + ", " + at + ", " + at + ", " + at + ")"
	}
	_, err = tx.ExecContext(ctx, `
		INSERT INTO outbox (email_log_id, recipient, subject, body, headers, attachments, next_attempt_at, created_at, updated_at)
		VALUES `+strings.Join(rows, ", "), p...)
	return err
}

// QueueEmails writes emails to the outbox on their own, for work that
// changes nothing else in the database.
func (d *DB) QueueEmails(ctx context.Context, msgs ...mail.Message) error {
	if len(msgs) == 0 {
		return nil
	}
	if err := d.inTx(ctx, func(tx *sql.Tx) error { return d.queueEmails(ctx, tx, msgs) }); err != nil {
		return err
	}
	d.emailsQueued(msgs)
	return nil
}

// ClaimEmails claims up to n queued emails that are due, for holder, until
// ttl from now, and counts the attempt. An email another worker claimed is
// not taken until its claim has run out: PostgreSQL skips the rows another
// transaction is claiming (SKIP LOCKED) and SQLite runs one writer at a
// time, and the UPDATE checks the claim again, so no row goes to two workers.
// On PostgreSQL the due rows are chosen once, in a materialized WITH: as a
// subquery of the UPDATE's WHERE, the planner may run the LIMIT's query again
// for each row and claim more than n.
func (d *DB) ClaimEmails(ctx context.Context, holder string, n int, ttl time.Duration) ([]*OutboxEmail, error) {
	now := d.now()
	// due is the condition on a row o of the outbox that may be claimed now.
	due := func(o string) string {
		return o + `state = 'queued' AND ` + o + `next_attempt_at <= $1 AND (` + o + `claimed_until IS NULL OR ` + o + `claimed_until < $1)`
	}
	claim := `
		UPDATE outbox SET claimed_by = $2, claimed_until = $3, attempts = attempts + 1, updated_at = $1
		WHERE id IN (SELECT id FROM outbox WHERE ` + due("") + ` ORDER BY next_attempt_at, id LIMIT $4) AND ` + due("") + `
		RETURNING id, recipient, subject, body, headers, attachments, attempts`
	if d.dialect == Postgres {
		claim = `
			WITH chosen AS MATERIALIZED (
				SELECT id FROM outbox WHERE ` + due("") + ` ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
			UPDATE outbox o SET claimed_by = $2, claimed_until = $3, attempts = o.attempts + 1, updated_at = $1
			FROM chosen WHERE o.id = chosen.id AND ` + due("o.") + `
			RETURNING o.id, o.recipient, o.subject, o.body, o.headers, o.attachments, o.attempts`
	}
	list, err := queryAll(ctx, d.db, "claim emails", claim,
		[]any{now, holder, now.Add(ttl), n}, func(r rowScanner) (*OutboxEmail, error) {
			e := &OutboxEmail{}
			var headers, files string
			if err := r.Scan(&e.ID, &e.To, &e.Subject, &e.Text, &headers, &files, &e.Attempts); err != nil {
				return nil, err
			}
			if files != "" {
				if err := json.Unmarshal([]byte(files), &e.Attachments); err != nil {
					return nil, fmt.Errorf("email %d: attachments: %w", e.ID, err)
				}
			}
			if headers != "" {
				if err := json.Unmarshal([]byte(headers), &e.Headers); err != nil {
					return nil, fmt.Errorf("email %d: headers: %w", e.ID, err)
				}
			}
			return e, nil
		})
	if err != nil {
		return nil, err
	}
	slices.SortFunc(list, func(a, b *OutboxEmail) int { return cmp.Compare(a.ID, b.ID) })
	return list, nil
}

// EmailSent records that a claimed email was handed to the mail server (or,
// without one, written to the server's log: status is mail.StatusSent or
// mail.StatusLogged). It leaves the outbox; the email log keeps the masked
// copy and the status. A daily run of the alerts sends tens of thousands, so
// the outbox keeps only what is still to send and what failed.
// ENOTFOUND when holder no longer holds its claim.
func (d *DB) EmailSent(ctx context.Context, id int64, holder, status string) error {
	return d.finishEmail(ctx, status, "", `
		DELETE FROM outbox WHERE id = $1 AND claimed_by = $2 AND state = 'queued' RETURNING email_log_id`, id, holder)
}

// EmailFailedForGood records that a claimed email will not be tried again:
// it stays in the outbox as failed, its text cleared, and the email log
// shows it failed, with why.
func (d *DB) EmailFailedForGood(ctx context.Context, id int64, holder, why string) error {
	return d.finishEmail(ctx, mail.StatusFailed, why, `
		UPDATE outbox SET state = 'failed', subject = '', body = '', headers = '', attachments = '', claimed_by = '', claimed_until = NULL,
			last_error = $3, updated_at = $4
		WHERE id = $1 AND claimed_by = $2 AND state = 'queued'
		RETURNING email_log_id`, id, holder, why, d.now())
}

// finishEmail runs finish, which ends a claimed email's row and returns its
// email log entry, and gives that entry its final status, in one transaction.
func (d *DB) finishEmail(ctx context.Context, logStatus, why, finish string, args ...any) error {
	return d.inTx(ctx, func(tx *sql.Tx) error {
		var logID int64
		if err := tx.QueryRowContext(ctx, finish, args...).Scan(&logID); err != nil {
			return notFound(err, "The email is not claimed by this worker.")
		}
		if _, err := tx.ExecContext(ctx, `UPDATE email_log SET status = $1, error = $2 WHERE id = $3`,
			logStatus, jobportal.MaskSecretLinks(why), logID); err != nil {
			return fmt.Errorf("finish email: %w", err)
		}
		return nil
	})
}

// RetryEmail gives up a claimed email that failed to send, to be tried again
// at the given time; the email log, still showing it queued, says why the
// last try failed. ENOTFOUND when holder no longer holds its claim.
func (d *DB) RetryEmail(ctx context.Context, id int64, holder, why string, at time.Time) error {
	now := d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		var logID int64
		var attempts int
		err := tx.QueryRowContext(ctx, `
			UPDATE outbox SET claimed_by = '', claimed_until = NULL, next_attempt_at = $1, last_error = $2, updated_at = $3
			WHERE id = $4 AND claimed_by = $5 AND state = 'queued'
			RETURNING email_log_id, attempts`, at.UTC(), why, now, id, holder).Scan(&logID, &attempts)
		if err != nil {
			return notFound(err, "The email is not claimed by this worker.")
		}
		note := fmt.Sprintf("try %d failed, tried again from %s: %s", attempts, at.UTC().Format(time.RFC3339), why)
		if _, err := tx.ExecContext(ctx, `UPDATE email_log SET error = $1 WHERE id = $2`,
			jobportal.MaskSecretLinks(note), logID); err != nil {
			return fmt.Errorf("retry email: %w", err)
		}
		return nil
	})
}

// ReleaseEmail gives back a claimed email that was not tried (its worker is
// stopping), so that another worker may send it at once; the claim's
// attempt is not counted.
func (d *DB) ReleaseEmail(ctx context.Context, id int64, holder string) error {
	_, err := d.db.ExecContext(ctx, `
		UPDATE outbox SET claimed_by = '', claimed_until = NULL, attempts = attempts - 1, updated_at = $1
		WHERE id = $2 AND claimed_by = $3 AND state = 'queued'`, d.now(), id, holder)
	if err != nil {
		return fmt.Errorf("release email: %w", err)
	}
	return nil
}

// OutboxState is what the outbox holds of one email still to send, or that
// failed for good, for tests and the operators' figures.
type OutboxState struct {
	ID         int64
	EmailLogID int64
	Recipient  string
	State      string
	Attempts   int
	LastError  string
	// Text is the body still waiting to be sent; empty once failed for good.
	Text string
}

// OutboxStates lists the outbox, oldest first.
func (d *DB) OutboxStates(ctx context.Context) ([]OutboxState, error) {
	return queryAll(ctx, d.db, "list outbox", `
		SELECT id, email_log_id, recipient, state, attempts, last_error, body FROM outbox ORDER BY id`, nil,
		func(r rowScanner) (s OutboxState, err error) {
			err = r.Scan(&s.ID, &s.EmailLogID, &s.Recipient, &s.State, &s.Attempts, &s.LastError, &s.Text)
			return s, err
		})
}

// OutboxDepth is how far the outbox's workers are behind, for /metrics.
type OutboxDepth struct {
	// Waiting counts the emails still to send (queued, or being sent now).
	Waiting int64
	// OldestWaiting is how long the oldest of them has waited since it was
	// queued; zero when none waits.
	OldestWaiting time.Duration
	// FailedForGood counts the emails given up on that are still kept.
	FailedForGood int64
}

// OutboxDepth counts the outbox's emails by state and finds the oldest one
// waiting, by the store's clock.
func (d *DB) OutboxDepth(ctx context.Context) (OutboxDepth, error) {
	var o OutboxDepth
	if err := d.db.QueryRowContext(ctx, `
		SELECT COALESCE(SUM(CASE WHEN state = 'queued' THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN state = 'failed' THEN 1 ELSE 0 END), 0)
		FROM outbox`).Scan(&o.Waiting, &o.FailedForGood); err != nil {
		return o, fmt.Errorf("count the outbox: %w", err)
	}
	if o.Waiting == 0 {
		return o, nil
	}
	// Ids grow with the time of queueing, so the lowest waiting id is the
	// oldest, found through the primary key.
	var oldest time.Time
	err := d.db.QueryRowContext(ctx, `SELECT created_at FROM outbox WHERE state = 'queued' ORDER BY id LIMIT 1`).Scan(&oldest)
	if errors.Is(err, sql.ErrNoRows) {
		// Sent between the two questions.
		return o, nil
	} else if err != nil {
		return o, fmt.Errorf("find the oldest email waiting: %w", err)
	}
	o.OldestWaiting = max(0, d.now().Sub(oldest))
	return o, nil
}
