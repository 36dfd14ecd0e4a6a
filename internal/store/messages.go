package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// messageColumns are the columns scanMessage reads.
const messageColumns = `id, side, author_name, body, created_at, read_at`

func scanMessage(r rowScanner) (jobportal.Message, error) {
	var m jobportal.Message
	var read sql.NullTime
	if err := r.Scan(&m.ID, &m.Side, &m.AuthorName, &m.Body, &m.CreatedAt, &read); err != nil {
		return m, err
	}
	m.CreatedAt = m.CreatedAt.UTC()
	if read.Valid {
		at := read.Time.UTC()
		m.ReadAt = &at
	}
	return m, nil
}

// ApplicationMessages returns the messages of an application's thread,
// oldest first, and whether the applicant shares their email address in it.
func (d *DB) ApplicationMessages(ctx context.Context, applicationID int64) ([]jobportal.Message, bool, error) {
	list, err := queryAll(ctx, d.db, "read messages", `SELECT `+messageColumns+` FROM application_messages
		WHERE application_id = $1 ORDER BY id`, []any{applicationID}, scanMessage)
	if err != nil {
		return nil, false, err
	}
	var share bool
	err = d.db.QueryRowContext(ctx, `SELECT share_email FROM message_threads WHERE application_id = $1`, applicationID).Scan(&share)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, false, fmt.Errorf("read message thread: %w", err)
	}
	return list, share, nil
}

// MessageAuthor is who writes a message: the side they write for, their
// account and the name the message shows.
type MessageAuthor struct {
	Side string
	ID   int64
	Name string
}

// PostMessage adds a message to an application's thread and returns it,
// with whether it was made now: a message with the key of one the same
// side sent before is not stored again, and that one is returned.
//
// notice is the email that tells the other side of it; it is queued with
// the message, unless that side was emailed less than MessageNoticeGap ago
// and has not read the thread since (so notices come in batches, not one
// per message).
func (d *DB) PostMessage(ctx context.Context, applicationID int64, by MessageAuthor, body, key string, notice *mail.Message) (*jobportal.Message, bool, error) {
	return d.PostMessageAt(ctx, d.now(), applicationID, by, body, key, notice)
}

// PostMessageAt is PostMessage as written at a given time, for the demo data.
func (d *DB) PostMessageAt(ctx context.Context, now time.Time, applicationID int64, by MessageAuthor, body, key string,
	notice *mail.Message) (*jobportal.Message, bool, error) {
	now = now.UTC()
	var clientKey any
	if key != "" {
		clientKey = key
	}
	var (
		msg     jobportal.Message
		created bool
		queued  []mail.Message
	)
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		// The thread's row is held first: two messages sent at once see one
		// another's notice.
		if _, err := tx.ExecContext(ctx, `INSERT INTO message_threads (application_id) VALUES ($1)
			ON CONFLICT (application_id) DO NOTHING`, applicationID); err != nil {
			return fmt.Errorf("post message: %w", err)
		}
		recipient := jobportal.OtherSide(by.Side)
		var noticed sql.NullTime
		if err := tx.QueryRowContext(ctx, `SELECT `+recipient+`_noticed_at FROM message_threads WHERE application_id = $1`+d.forUpdate(),
			applicationID).Scan(&noticed); err != nil {
			return fmt.Errorf("post message: %w", err)
		}
		var id int64
		err := tx.QueryRowContext(ctx, `INSERT INTO application_messages (application_id, side, author_id, author_name, body, client_key, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7)
			ON CONFLICT (application_id, side, client_key) DO NOTHING RETURNING id`,
			applicationID, by.Side, by.ID, by.Name, body, clientKey, now).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			msg, err = scanMessage(tx.QueryRowContext(ctx, `SELECT `+messageColumns+` FROM application_messages
				WHERE application_id = $1 AND side = $2 AND client_key = $3`, applicationID, by.Side, key))
			if err != nil {
				return fmt.Errorf("find message sent before: %w", err)
			}
			return nil
		} else if err != nil {
			return fmt.Errorf("post message: %w", err)
		}
		created = true
		msg = jobportal.Message{ID: id, Side: by.Side, AuthorName: by.Name, Body: body, CreatedAt: now}
		if notice == nil {
			return nil
		}
		// Messages to the recipient before this one that they have not read
		// mean that a notice told them of these already, unless it is old.
		var waiting int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM application_messages
			WHERE application_id = $1 AND side = $2 AND read_at IS NULL AND id < $3`, applicationID, by.Side, id).Scan(&waiting); err != nil {
			return fmt.Errorf("post message: %w", err)
		}
		if noticed.Valid && waiting > 0 && now.Sub(noticed.Time) < jobportal.MessageNoticeGap {
			return nil
		}
		if _, err := tx.ExecContext(ctx, `UPDATE message_threads SET `+recipient+`_noticed_at = $1 WHERE application_id = $2`,
			now, applicationID); err != nil {
			return fmt.Errorf("post message: %w", err)
		}
		queued = []mail.Message{*notice}
		return d.queueEmails(ctx, tx, queued)
	})
	if err != nil {
		return nil, false, err
	}
	d.emailsQueued(queued)
	return &msg, created, nil
}

// MarkMessagesRead marks as read, now, the messages of an application's
// thread written to side, and returns how many were unread.
func (d *DB) MarkMessagesRead(ctx context.Context, applicationID int64, side string) (int, error) {
	res, err := d.db.ExecContext(ctx, `UPDATE application_messages SET read_at = $1
		WHERE application_id = $2 AND side = $3 AND read_at IS NULL`, d.now().UTC(), applicationID, jobportal.OtherSide(side))
	if err != nil {
		return 0, fmt.Errorf("mark messages read: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// SetShareEmail records whether the applicant shows their email address to
// the employer in an application's thread.
func (d *DB) SetShareEmail(ctx context.Context, applicationID int64, share bool) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO message_threads (application_id, share_email) VALUES ($1, $2)
		ON CONFLICT (application_id) DO UPDATE SET share_email = excluded.share_email`, applicationID, share)
	if err != nil {
		return fmt.Errorf("share email: %w", err)
	}
	return nil
}

// JobUnreadMessages counts, by application, the messages of applicants to
// a job's poster that the poster has not read; applications with none are left out.
func (d *DB) JobUnreadMessages(ctx context.Context, jobID int64) (map[int64]int, error) {
	return d.unreadMessages(ctx, `a.job_id = $1`, jobportal.SideApplicant, jobID)
}

// CustomerUnreadMessages counts, by application, the messages to an
// applicant that they have not read; applications with none are left out.
func (d *DB) CustomerUnreadMessages(ctx context.Context, customerID int64) (map[int64]int, error) {
	return d.unreadMessages(ctx, `a.customer_id = $1`, jobportal.SideEmployer, customerID)
}

func (d *DB) unreadMessages(ctx context.Context, cond, from string, arg int64) (map[int64]int, error) {
	counts := map[int64]int{}
	_, err := queryAll(ctx, d.db, "count unread messages", `SELECT m.application_id, COUNT(*) FROM application_messages m
		JOIN applications a ON a.id = m.application_id
		WHERE `+cond+` AND m.side = $2 AND m.read_at IS NULL GROUP BY m.application_id`, []any{arg, from},
		func(r rowScanner) (id int64, err error) {
			var n int
			err = r.Scan(&id, &n)
			counts[id] = n
			return id, err
		})
	if err != nil {
		return nil, err
	}
	return counts, nil
}
