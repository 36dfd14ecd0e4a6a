package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

const interviewNotFound = "Interview not found."

// interviewChanged is the answer to a change made on a version of an
// interview that is no longer the current one: another tab, or a second
// click, got there first.
func interviewChanged() error {
	return jobportal.Errorf(jobportal.ECONFLICT, "This interview was changed meanwhile. Reload to see it as it is now.")
}

const interviewColumns = `i.id, i.application_id, a.job_id, j.title, j.company_name, c.id, c.name, c.email, j.customer_id, j.admin_id,
	i.kind, i.address, i.link, i.note, i.state, i.starts_at, i.minutes, i.request_note, i.cancelled_by, i.sequence, i.version,
	i.created_at, i.updated_at, COALESCE(p.name, ''), COALESCE(p.email, ''), COALESCE(ap.language, 'en'), COALESCE(pp.language, 'en')`

const interviewFrom = ` FROM interviews i JOIN applications a ON a.id = i.application_id JOIN jobs j ON j.id = a.job_id
	JOIN customers c ON c.id = a.customer_id LEFT JOIN customers p ON p.id = j.customer_id
	LEFT JOIN customer_preferences ap ON ap.customer_id = c.id LEFT JOIN customer_preferences pp ON pp.customer_id = p.id`

func scanInterview(r rowScanner) (*jobportal.Interview, error) {
	iv := &jobportal.Interview{Slots: []jobportal.InterviewSlot{}}
	var customerID, adminID sql.NullInt64
	var start sql.NullTime
	var minutes int
	err := r.Scan(&iv.ID, &iv.ApplicationID, &iv.JobID, &iv.JobTitle, &iv.CompanyName, &iv.ApplicantID, &iv.ApplicantName,
		&iv.ApplicantEmail, &customerID, &adminID, &iv.Kind, &iv.Address, &iv.Link, &iv.Note, &iv.State, &start, &minutes,
		&iv.ChangeNote, &iv.CancelledBy, &iv.Sequence, &iv.Version, &iv.CreatedAt, &iv.UpdatedAt,
		&iv.PosterName, &iv.PosterEmail, &iv.ApplicantLang, &iv.PosterLang)
	if err != nil {
		return nil, err
	}
	if customerID.Valid {
		iv.JobPostedBy = jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: customerID.Int64}
	} else {
		iv.JobPostedBy = jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: adminID.Int64}
	}
	if start.Valid {
		iv.Booked = &jobportal.InterviewSlot{Start: start.Time.UTC(), Minutes: minutes}
	}
	iv.CreatedAt, iv.UpdatedAt = iv.CreatedAt.UTC(), iv.UpdatedAt.UTC()
	return iv, nil
}

// findInterviews reads interviews and their proposed times.
func findInterviews(ctx context.Context, q querier, where string, args []any) ([]*jobportal.Interview, error) {
	list, err := queryAll(ctx, q, "read interviews", `SELECT `+interviewColumns+interviewFrom+where, args, scanInterview)
	if err != nil || len(list) == 0 {
		return list, err
	}
	byID := make(map[int64]*jobportal.Interview, len(list))
	ids := make([]int64, len(list))
	for i, iv := range list {
		byID[iv.ID], ids[i] = iv, iv.ID
	}
	var p params
	_, err = queryAll(ctx, q, "read interview times", `SELECT id, interview_id, starts_at, minutes FROM interview_slots
		WHERE interview_id IN (`+placeholders(&p, ids)+`) ORDER BY starts_at, id`, p, func(r rowScanner) (int64, error) {
		var s jobportal.InterviewSlot
		var ivID int64
		err := r.Scan(&s.ID, &ivID, &s.Start, &s.Minutes)
		s.Start = s.Start.UTC()
		byID[ivID].Slots = append(byID[ivID].Slots, s)
		return ivID, err
	})
	if err != nil {
		return nil, err
	}
	return list, nil
}

// FindInterview returns an interview with its application's job and applicant.
func (d *DB) FindInterview(ctx context.Context, id int64) (*jobportal.Interview, error) {
	return findInterview(ctx, d.db, id)
}

func findInterview(ctx context.Context, q querier, id int64) (*jobportal.Interview, error) {
	list, err := findInterviews(ctx, q, ` WHERE i.id = $1`, []any{id})
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, interviewNotFound)
	}
	return list[0], nil
}

// ApplicationInterviews returns an application's interviews, newest first.
func (d *DB) ApplicationInterviews(ctx context.Context, applicationID int64) ([]*jobportal.Interview, error) {
	return findInterviews(ctx, d.db, ` WHERE i.application_id = $1 ORDER BY i.created_at DESC, i.id DESC`, []any{applicationID})
}

// MaxCustomerInterviews bounds how many of an applicant's interviews one answer lists.
const MaxCustomerInterviews = 200

// CustomerInterviews returns the interviews of a customer's applications,
// newest first: at most MaxCustomerInterviews.
func (d *DB) CustomerInterviews(ctx context.Context, customerID int64) ([]*jobportal.Interview, error) {
	return findInterviews(ctx, d.db, ` WHERE a.customer_id = $1 ORDER BY i.created_at DESC, i.id DESC LIMIT `+
		fmt.Sprint(MaxCustomerInterviews), []any{customerID})
}

// InterviewEmails writes the emails of a change to an interview: prev is
// the interview before it (nil for a new one), next after it.
type InterviewEmails func(prev, next *jobportal.Interview) []mail.Message

// ProposeInterview proposes times for an interview of an application, by
// the job's poster, and moves the application to the interview stage (a
// move recorded as by, the applicant told by the proposal's email). When the
// application has an open interview (proposed, asked to change, or booked
// and still to come) that one gets the new proposal: a booked one is
// rescheduled, its booking ended and its calendar sequence grown. in.Version
// must be that interview's version, or 0 when there is none; otherwise
// ECONFLICT. A withdrawn application is ECONFLICT. The emails write makes
// are queued with the change.
func (d *DB) ProposeInterview(ctx context.Context, applicationID int64, in jobportal.InterviewProposal, by jobportal.Mover,
	write InterviewEmails) (*jobportal.Interview, error) {
	return d.ProposeInterviewAt(ctx, d.now(), applicationID, in, by, write)
}

// ProposeInterviewAt is ProposeInterview as done at a given time, for the demo data.
func (d *DB) ProposeInterviewAt(ctx context.Context, now time.Time, applicationID int64, in jobportal.InterviewProposal,
	by jobportal.Mover, write InterviewEmails) (*jobportal.Interview, error) {
	var id int64
	var queued []mail.Message
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		// The application's row is locked first: two proposals at once
		// cannot both find no open interview.
		var status string
		err := tx.QueryRowContext(ctx, `SELECT status FROM applications WHERE id = $1`+d.forUpdate(), applicationID).Scan(&status)
		if err != nil {
			return notFound(err, "Application not found.")
		}
		if status == jobportal.ApplicationWithdrawn {
			return jobportal.Errorf(jobportal.ECONFLICT, "This application was withdrawn by the applicant: no interview can be proposed.")
		}
		list, err := findInterviews(ctx, tx, ` WHERE i.application_id = $1 AND i.state <> 'cancelled' ORDER BY i.id DESC`, []any{applicationID})
		if err != nil {
			return err
		}
		var prev *jobportal.Interview
		for _, iv := range list {
			if iv.Open(now) {
				prev = iv
				break
			}
		}
		switch {
		case prev == nil && in.Version != 0, prev != nil && in.Version != prev.Version:
			return interviewChanged()
		}
		slots := in.SortedSlots()
		if prev == nil {
			err = tx.QueryRowContext(ctx, `INSERT INTO interviews (application_id, kind, address, link, note, state, created_at, updated_at)
				VALUES ($1, $2, $3, $4, $5, 'proposed', $6, $6) RETURNING id`,
				applicationID, in.Kind, in.Address, in.Link, in.Note, now).Scan(&id)
			if err != nil {
				return fmt.Errorf("propose interview: %w", err)
			}
		} else {
			id = prev.ID
			sequence := prev.Sequence
			if prev.State == jobportal.InterviewBooked {
				sequence++
			}
			_, err = tx.ExecContext(ctx, `UPDATE interviews SET kind = $1, address = $2, link = $3, note = $4, state = 'proposed',
				starts_at = NULL, minutes = 0, request_note = '', remind_at = NULL, reminded_at = NULL, sequence = $5,
				version = version + 1, updated_at = $6 WHERE id = $7`,
				in.Kind, in.Address, in.Link, in.Note, sequence, now, id)
			if err != nil {
				return fmt.Errorf("propose interview again: %w", err)
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM interview_slots WHERE interview_id = $1`, id); err != nil {
				return fmt.Errorf("propose interview again: %w", err)
			}
		}
		var p params
		rows := make([]string, len(slots))
		for i, s := range slots {
			rows[i] = "(" + p.add(id) + ", " + p.add(s.Start) + ", " + p.add(s.Minutes) + ")"
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO interview_slots (interview_id, starts_at, minutes) VALUES `+
			strings.Join(rows, ", "), p...); err != nil {
			return fmt.Errorf("propose interview times: %w", err)
		}
		if status != jobportal.ApplicationInterview {
			if _, err := tx.ExecContext(ctx, `UPDATE applications SET status = $1, updated_at = $2 WHERE id = $3`,
				jobportal.ApplicationInterview, now, applicationID); err != nil {
				return fmt.Errorf("move application to interview: %w", err)
			}
			if err := addApplicationMove(ctx, tx, applicationID, jobportal.ApplicationInterview, now, &by, true); err != nil {
				return err
			}
		}
		next, err := findInterview(ctx, tx, id)
		if err != nil {
			return err
		}
		queued = write(prev, next)
		return d.queueEmails(ctx, tx, queued)
	})
	if err != nil {
		return nil, err
	}
	d.emailsQueued(queued)
	return d.FindInterview(ctx, id)
}

// changeInterview runs change on an interview at the version the caller
// saw, in one transaction with its emails: a version that is not the
// current one is ECONFLICT. change returns the SQL that ends with WHERE
// id = <the interview> and its arguments.
func (d *DB) changeInterview(ctx context.Context, id int64, version int, write InterviewEmails,
	change func(iv *jobportal.Interview) (string, []any, error)) (*jobportal.Interview, error) {
	var queued []mail.Message
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var found int
		err := tx.QueryRowContext(ctx, `SELECT version FROM interviews WHERE id = $1`+d.forUpdate(), id).Scan(&found)
		if err != nil {
			return notFound(err, interviewNotFound)
		}
		prev, err := findInterview(ctx, tx, id)
		if err != nil {
			return err
		}
		if version != prev.Version {
			return interviewChanged()
		}
		query, args, err := change(prev)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, query, args...); err != nil {
			return fmt.Errorf("change interview: %w", err)
		}
		next, err := findInterview(ctx, tx, id)
		if err != nil {
			return err
		}
		queued = write(prev, next)
		return d.queueEmails(ctx, tx, queued)
	})
	if err != nil {
		return nil, err
	}
	d.emailsQueued(queued)
	return d.FindInterview(ctx, id)
}

// PickInterviewTime books one of a proposed interview's times, for the
// applicant. An interview not waiting for an answer, a time not among its
// times or already begun, is ECONFLICT. The booking's calendar file is a
// new one in the sequence. The reminder is due a day before
// the interview, unless the booking comes later than that.
func (d *DB) PickInterviewTime(ctx context.Context, id int64, slotID int64, version int, write InterviewEmails) (*jobportal.Interview, error) {
	now := d.now()
	return d.changeInterview(ctx, id, version, write, func(iv *jobportal.Interview) (string, []any, error) {
		if iv.State != jobportal.InterviewProposed {
			return "", nil, jobportal.Errorf(jobportal.ECONFLICT, "This interview is not waiting for you to pick a time.")
		}
		s, ok := iv.Slot(slotID)
		if !ok {
			return "", nil, jobportal.Errorf(jobportal.ECONFLICT, "That time is not one the employer proposed.")
		}
		if !s.Start.After(now) {
			return "", nil, jobportal.Errorf(jobportal.ECONFLICT, "That time has passed. Pick a later one, or ask for another time.")
		}
		var remind *time.Time
		if at := s.Start.Add(-jobportal.InterviewReminderLead); at.After(now) {
			remind = &at
		}
		return `UPDATE interviews SET state = 'booked', starts_at = $1, minutes = $2, remind_at = $3, reminded_at = NULL,
			sequence = sequence + 1, version = version + 1, updated_at = $4 WHERE id = $5`, []any{s.Start, s.Minutes, remind, now, id}, nil
	})
}

// AskForOtherInterviewTimes records, for the applicant, that none of a
// proposed interview's times suits, with a note; the employer proposes
// again. One not waiting for an answer is ECONFLICT.
func (d *DB) AskForOtherInterviewTimes(ctx context.Context, id int64, note string, version int, write InterviewEmails) (*jobportal.Interview, error) {
	now := d.now()
	return d.changeInterview(ctx, id, version, write, func(iv *jobportal.Interview) (string, []any, error) {
		if iv.State != jobportal.InterviewProposed {
			return "", nil, jobportal.Errorf(jobportal.ECONFLICT, "This interview is not waiting for you to pick a time.")
		}
		return `UPDATE interviews SET state = 'change_requested', request_note = $1, version = version + 1, updated_at = $2
			WHERE id = $3`, []any{note, now, id}, nil
	})
}

// CancelInterview cancels an interview for one side (jobportal.SideEmployer
// or SideApplicant). A booked one's calendar sequence grows, for the
// cancellation's calendar file. One cancelled already, or whose booked time
// is over, is ECONFLICT.
func (d *DB) CancelInterview(ctx context.Context, id int64, side string, version int, write InterviewEmails) (*jobportal.Interview, error) {
	now := d.now()
	return d.changeInterview(ctx, id, version, write, func(iv *jobportal.Interview) (string, []any, error) {
		if iv.State == jobportal.InterviewCancelled {
			return "", nil, jobportal.Errorf(jobportal.ECONFLICT, "This interview is cancelled already.")
		}
		if !iv.Open(now) {
			return "", nil, jobportal.Errorf(jobportal.ECONFLICT, "This interview has taken place, so it cannot be cancelled.")
		}
		sequence := iv.Sequence
		if iv.State == jobportal.InterviewBooked {
			sequence++
		}
		return `UPDATE interviews SET state = 'cancelled', cancelled_by = $1, sequence = $2, remind_at = NULL,
			version = version + 1, updated_at = $3 WHERE id = $4`, []any{side, sequence, now, id}, nil
	})
}

// RemindInterviews queues the day-before reminders that are due: of booked
// interviews whose reminder time has come and that have not begun. Each is
// claimed by setting reminded_at in the transaction that queues its emails,
// so that it goes once however many servers look at once (PostgreSQL skips
// the rows another server is claiming; SQLite has one writer at a time). It
// returns how many interviews were reminded of.
func (d *DB) RemindInterviews(ctx context.Context, write func(iv *jobportal.Interview) []mail.Message) (int, error) {
	now := d.now()
	var queued []mail.Message
	var n int
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		lock := ""
		if d.dialect == Postgres {
			lock = " FOR UPDATE SKIP LOCKED"
		}
		// An application withdrawn since the booking has no interview to remind of.
		ids, err := queryAll(ctx, tx, "find due reminders", `SELECT i.id FROM interviews i
			WHERE i.state = 'booked' AND i.reminded_at IS NULL AND i.remind_at <= $1 AND i.starts_at > $1
				AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.id = i.application_id AND a.status = 'withdrawn')
			ORDER BY i.remind_at, i.id LIMIT 200`+lock, []any{now}, func(r rowScanner) (id int64, err error) {
			err = r.Scan(&id)
			return id, err
		})
		if err != nil || len(ids) == 0 {
			return err
		}
		var p params
		at := p.add(now)
		res, err := tx.ExecContext(ctx, `UPDATE interviews SET reminded_at = `+at+` WHERE reminded_at IS NULL AND id IN (`+
			placeholders(&p, ids)+`)`, p...)
		if err != nil {
			return fmt.Errorf("claim reminders: %w", err)
		}
		if got, _ := res.RowsAffected(); got != int64(len(ids)) {
			return fmt.Errorf("claim reminders: claimed %d of %d", got, len(ids))
		}
		var q params
		list, err := findInterviews(ctx, tx, ` WHERE i.id IN (`+placeholders(&q, ids)+`) ORDER BY i.id`, q)
		if err != nil {
			return err
		}
		for _, iv := range list {
			queued = append(queued, write(iv)...)
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
