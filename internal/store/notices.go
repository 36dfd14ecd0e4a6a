package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"jobportal/internal/jobportal"
)

// The text printed on flyers (migration 00028): each image a job or a
// poster's change shows is queued in notice_texts in the transaction that
// makes it shown, a worker on each server reads it (internal/notices), and
// the text becomes the public jobs.notice_text of the jobs that show it,
// which the job search indexes on both databases.

// States of a flyer's text.
const (
	NoticePending     = "pending"
	NoticeDone        = "done"
	NoticeFailed      = "failed"
	NoticeUnavailable = "unavailable"
)

// NoticeWork is a flyer claimed for reading.
type NoticeWork struct {
	// Image is the flyer's /media path.
	Image string
	// Attempts counts this one.
	Attempts int
}

// noticeKeep is how long the text of a flyer that nothing shows is kept
// (CleanNotices): a job posted again with the same flyer within it is not
// read again.
const noticeKeep = 30 * 24 * time.Hour

// noticeTouch is the age from which a row asked for again is made fresh.
const noticeTouch = 24 * time.Hour

// queueNotice asks for the text of an image, unless it is asked for already.
// queued is true when it was not, and the caller then wakes the worker once
// tx commits (noticesQueued).
func queueNotice(ctx context.Context, tx *sql.Tx, image string, now time.Time) (queued bool, err error) {
	// A row asked for again is made fresh first, so that a cleanup, which
	// cannot see this transaction's job, leaves it: on PostgreSQL it skips
	// the row this locks, or deletes it first and this inserts it anew.
	// Only a row a day old is touched, never one being read (its claim
	// touched it minutes ago): the worker locks its row, then the jobs that
	// show it, and an edit, which holds its job, must not wait for that row.
	if _, err := tx.ExecContext(ctx, `UPDATE notice_texts SET updated_at = $1 WHERE image = $2 AND updated_at < $3`,
		now, image, now.Add(-noticeTouch)); err != nil {
		return false, fmt.Errorf("queue a flyer's text: %w", err)
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO notice_texts (image, next_attempt_at, created_at, updated_at)
		VALUES ($1, $2, $2, $2) ON CONFLICT (image) DO NOTHING`, image, now)
	if err != nil {
		return false, fmt.Errorf("queue a flyer's text: %w", err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// NoticesQueued receives a value after a flyer was queued through this DB,
// for this process's worker to read it at once. Workers of other servers
// find it at their next look.
func (d *DB) NoticesQueued() <-chan struct{} { return d.noticeSignal.ch() }

// noticesQueued wakes this process's worker when queued; called after the
// commit of the transaction that queued.
func (d *DB) noticesQueued(queued bool) {
	if queued {
		d.noticeSignal.send()
	}
}

// flyers is what a transaction that saved jobs' flyers leaves to do once it
// has committed (flyersSaved).
type flyers struct {
	// queued is true when a flyer was queued to be read.
	queued bool
	// unread holds the flyers jobs were given while their text was not read.
	unread map[string]bool
}

// add takes in what saving one job left to do.
func (f *flyers) add(g flyers) {
	f.queued = f.queued || g.queued
	for image := range g.unread {
		f.markUnread(image)
	}
}

func (f *flyers) markUnread(image string) {
	if f.unread == nil {
		f.unread = map[string]bool{}
	}
	f.unread[image] = true
}

// flyersSaved follows the commit of a transaction that saved jobs' flyers:
// it wakes this process's worker for a flyer queued and, on PostgreSQL, gives
// the jobs the text of a flyer read while the transaction ran. A worker that
// kept such a text in that time could not see the jobs, which were not yet
// committed, and the transaction could not see the text; one of the two
// looks made after both commits (here and in NoticeRead) sees both. On
// SQLite one transaction writes at a time, so each saw the other. The look
// outlives the request: a reader who leaves once the job is saved must not
// leave it without its text.
func (d *DB) flyersSaved(ctx context.Context, f flyers) {
	d.noticesQueued(f.queued)
	if d.dialect != Postgres || len(f.unread) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	for image := range f.unread {
		d.adoptNoticeText(ctx, image)
	}
}

// adoptNoticeText gives the jobs that show image its text, once read. It
// never clears a text, so a look made with an older view of the flyer
// cannot undo a newer one. A failure is logged: the write it follows has
// committed, and the flyer's text is a help to search, not the job.
func (d *DB) adoptNoticeText(ctx context.Context, image string) {
	if _, err := d.db.ExecContext(ctx, `UPDATE jobs SET notice_text = n.text FROM notice_texts n
		WHERE n.image = $1 AND n.state = 'done' AND jobs.image = n.image AND jobs.notice_text <> n.text`,
		image); err != nil {
		slog.Warn("flyers: giving jobs a flyer's text", "image", image, "err", err)
	}
}

// showFlyer follows a job's save in tx: it queues the flyer the job now
// shows, if any, and gives the job that flyer's text, or none.
func showFlyer(ctx context.Context, tx *sql.Tx, jobID int64, image string, now time.Time) (f flyers, err error) {
	if image != "" {
		if f.queued, err = queueNotice(ctx, tx, image, now); err != nil {
			return f, err
		}
	}
	unread, err := syncNoticeText(ctx, tx, jobID)
	if err != nil {
		return f, err
	}
	if unread != "" {
		f.markUnread(unread)
	}
	return f, nil
}

// syncNoticeText gives a job the text of the flyer it shows, when read, or
// none; unread is the flyer when its text is still to come.
func syncNoticeText(ctx context.Context, tx *sql.Tx, jobID int64) (unread string, err error) {
	var image, text string
	if err := tx.QueryRowContext(ctx, `UPDATE jobs SET notice_text = COALESCE((SELECT n.text FROM notice_texts n
		WHERE n.image = jobs.image AND n.state = 'done'), '') WHERE id = $1 RETURNING image, notice_text`,
		jobID).Scan(&image, &text); err != nil {
		return "", fmt.Errorf("set a job's flyer text: %w", err)
	}
	if image != "" && text == "" {
		return image, nil
	}
	return "", nil
}

// QueueNotice asks for the text of an image a job shows, for images stored
// before their job (the demo's) and for tests.
func (d *DB) QueueNotice(ctx context.Context, image string) error {
	var queued bool
	err := d.inTx(ctx, func(tx *sql.Tx) (err error) {
		queued, err = queueNotice(ctx, tx, image, d.now())
		return err
	})
	if err == nil {
		d.noticesQueued(queued)
	}
	return err
}

// ClaimNotices claims up to n flyers whose text is due to be read, for
// holder, until ttl from now, and counts the attempt. As with the outbox
// (ClaimEmails), a row another worker holds is not taken until its claim has
// run out, so no flyer goes to two workers at once.
func (d *DB) ClaimNotices(ctx context.Context, holder string, n int, ttl time.Duration) ([]NoticeWork, error) {
	now := d.now()
	due := func(o string) string {
		return o + `state = 'pending' AND ` + o + `next_attempt_at <= $1 AND (` + o + `claimed_until IS NULL OR ` + o + `claimed_until < $1)`
	}
	claim := `
		UPDATE notice_texts SET claimed_by = $2, claimed_until = $3, attempts = attempts + 1, updated_at = $1
		WHERE image IN (SELECT image FROM notice_texts WHERE ` + due("") + ` ORDER BY next_attempt_at, image LIMIT $4) AND ` + due("") + `
		RETURNING image, attempts`
	if d.dialect == Postgres {
		claim = `
			WITH chosen AS MATERIALIZED (
				SELECT image FROM notice_texts WHERE ` + due("") + ` ORDER BY next_attempt_at, image LIMIT $4 FOR UPDATE SKIP LOCKED)
			UPDATE notice_texts o SET claimed_by = $2, claimed_until = $3, attempts = o.attempts + 1, updated_at = $1
			FROM chosen WHERE o.image = chosen.image AND ` + due("o.") + `
			RETURNING o.image, o.attempts`
	}
	return queryAll(ctx, d.db, "claim flyers", claim, []any{now, holder, now.Add(ttl), n},
		func(r rowScanner) (w NoticeWork, err error) { return w, r.Scan(&w.Image, &w.Attempts) })
}

// noticeLost is the error of a worker whose claim on a flyer ran out and
// went to another.
var noticeLost = jobportal.Errorf(jobportal.ENOTFOUND, "This flyer is no longer claimed by this worker.")

// NoticeRead keeps the text read of a claimed flyer and makes it the public
// text of the jobs that show the image: approved or not, since a job's
// public answers are only ever those of an approved one. A change waiting
// for review shows its image in job_changes, which this leaves alone. On
// PostgreSQL it looks again once committed, for jobs saved meanwhile
// (flyersSaved). ENOTFOUND when holder no longer holds its claim.
func (d *DB) NoticeRead(ctx context.Context, image, holder, text string) error {
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		now := d.now()
		res, err := tx.ExecContext(ctx, `UPDATE notice_texts SET state = 'done', text = $1, error = '',
			claimed_by = '', claimed_until = NULL, updated_at = $2 WHERE image = $3 AND claimed_by = $4 AND state = 'pending'`,
			text, now, image, holder)
		if err != nil {
			return fmt.Errorf("keep a flyer's text: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return noticeLost
		}
		if _, err := tx.ExecContext(ctx, `UPDATE jobs SET notice_text = $1 WHERE image = $2 AND notice_text <> $1`,
			text, image); err != nil {
			return fmt.Errorf("keep a flyer's text: %w", err)
		}
		return nil
	})
	if err == nil && d.dialect == Postgres {
		d.adoptNoticeText(ctx, image)
	}
	return err
}

// NoticeNotRead records that reading a claimed flyer failed: it is tried
// again at retryAt, or, when retryAt is zero, never (failed).
// ENOTFOUND when holder no longer holds its claim.
func (d *DB) NoticeNotRead(ctx context.Context, image, holder, why string, retryAt time.Time) error {
	state, next := NoticePending, retryAt
	if retryAt.IsZero() {
		state, next = NoticeFailed, d.now()
	}
	res, err := d.db.ExecContext(ctx, `UPDATE notice_texts SET state = $1, error = $2, next_attempt_at = $3,
		claimed_by = '', claimed_until = NULL, updated_at = $4 WHERE image = $5 AND claimed_by = $6 AND state = 'pending'`,
		state, shorten(why, 500), next, d.now(), image, holder)
	if err != nil {
		return fmt.Errorf("record a flyer not read: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return noticeLost
	}
	return nil
}

// NoticeCannotBeRead marks a claimed flyer unavailable: no OCR program on
// the server that claimed it. ResumeNotices queues it again.
func (d *DB) NoticeCannotBeRead(ctx context.Context, image, holder string) error {
	if _, err := d.db.ExecContext(ctx, `UPDATE notice_texts SET state = 'unavailable', attempts = attempts - 1,
		claimed_by = '', claimed_until = NULL, updated_at = $1 WHERE image = $2 AND claimed_by = $3 AND state = 'pending'`,
		d.now(), image, holder); err != nil {
		return fmt.Errorf("record a flyer not read: %w", err)
	}
	return nil
}

// ResumeNotices queues again the flyers found while no OCR program was
// installed, for a server that has one, and returns how many.
func (d *DB) ResumeNotices(ctx context.Context) (int64, error) {
	now := d.now()
	res, err := d.db.ExecContext(ctx, `UPDATE notice_texts SET state = 'pending', next_attempt_at = $1, updated_at = $1
		WHERE state = 'unavailable'`, now)
	if err != nil {
		return 0, fmt.Errorf("resume flyers: %w", err)
	}
	return res.RowsAffected()
}

// CleanNotices deletes the texts of the flyers that no job and no poster's
// change (pending or rejected: it still shows its image, as in mediaInUse)
// shows, and that were not updated for 30 days, and returns how many. Every
// server's worker runs it: in one statement, two at once delete each row
// once, on PostgreSQL by skipping the rows another transaction holds (another
// cleanup, or a job showing the row again: queueNotice); a later cleanup
// deletes those still unshown.
func (d *DB) CleanNotices(ctx context.Context) (int64, error) {
	unshown := `updated_at < $1 AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.image = notice_texts.image)
		AND NOT EXISTS (SELECT 1 FROM job_changes x WHERE x.image = notice_texts.image)`
	clean := `DELETE FROM notice_texts WHERE ` + unshown
	if d.dialect == Postgres {
		clean = `WITH gone AS MATERIALIZED (SELECT image FROM notice_texts WHERE ` + unshown + ` FOR UPDATE SKIP LOCKED)
			DELETE FROM notice_texts n USING gone WHERE n.image = gone.image`
	}
	res, err := d.db.ExecContext(ctx, clean, d.now().Add(-noticeKeep))
	if err != nil {
		return 0, fmt.Errorf("clean flyers' text: %w", err)
	}
	return res.RowsAffected()
}

// NoticeText is the state and the text of a flyer, by its /media path.
// ENOTFOUND when it was never queued, or cleaned since (CleanNotices).
func (d *DB) NoticeText(ctx context.Context, image string) (state, text string, err error) {
	err = d.db.QueryRowContext(ctx, `SELECT state, text FROM notice_texts WHERE image = $1`, image).Scan(&state, &text)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", jobportal.Errorf(jobportal.ENOTFOUND, "This flyer's text is not being read.")
	}
	if err != nil {
		return "", "", fmt.Errorf("find a flyer's text: %w", err)
	}
	return state, text, nil
}

// PendingNotices counts the flyers waiting to be read.
func (d *DB) PendingNotices(ctx context.Context) (int, error) {
	var n int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM notice_texts WHERE state = 'pending'`).Scan(&n); err != nil {
		return 0, fmt.Errorf("count flyers: %w", err)
	}
	return n, nil
}

// shorten cuts s to at most n runes.
func shorten(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}
