package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// applicationColumns are the columns scanApplication reads: the application
// a, its job j and its applicant c.
const applicationColumns = `a.id, a.job_id, j.title, j.slug, j.company_name, c.id, c.name, c.email,
	a.cover_letter, a.phone, a.cv_key, a.cv_name, a.cv_type, a.cv_size, a.status, a.created_at, a.updated_at,
	j.customer_id, j.admin_id, a.rating, (SELECT COUNT(*) FROM application_notes n WHERE n.application_id = a.id),
	a.screening_answers, a.screening_met, a.screening_knockout, a.without_cv, a.given_name, a.district`

const applicationFrom = ` FROM applications a JOIN jobs j ON j.id = a.job_id JOIN customers c ON c.id = a.customer_id`

func scanApplication(row rowScanner) (*jobportal.Application, error) {
	a := &jobportal.Application{}
	var customerID, adminID, rating sql.NullInt64
	var answers string
	var met sql.NullBool
	err := row.Scan(&a.ID, &a.JobID, &a.JobTitle, &a.JobSlug, &a.CompanyName, &a.Applicant.ID, &a.Applicant.Name,
		&a.Applicant.Email, &a.CoverLetter, &a.Phone, &a.CVKey, &a.CV.Name, &a.CV.Type, &a.CV.Size, &a.Status,
		&a.CreatedAt, &a.UpdatedAt, &customerID, &adminID, &rating, &a.NotesCount, &answers, &met, &a.Screening.Knockout,
		&a.WithoutCV, &a.GivenName, &a.District)
	if err != nil {
		return nil, err
	}
	if a.Screening.Answers, err = readAnswers(answers); err != nil {
		return nil, fmt.Errorf("read the screening answers of application %d: %w", a.ID, err)
	}
	if met.Valid {
		a.Screening.Met = &met.Bool
	}
	if rating.Valid {
		r := int(rating.Int64)
		a.Rating = &r
	}
	if customerID.Valid {
		a.JobPostedBy = jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: customerID.Int64}
	} else {
		a.JobPostedBy = jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: adminID.Int64}
	}
	if !a.WithoutCV {
		a.CV.URL = "/api/applications/" + strconv.FormatInt(a.ID, 10) + "/cv"
	}
	a.CreatedAt, a.UpdatedAt = a.CreatedAt.UTC(), a.UpdatedAt.UTC()
	return a, nil
}

// HasApplied reports whether a customer has applied for a job.
func (d *DB) HasApplied(ctx context.Context, jobID, customerID int64) (bool, error) {
	var applied bool
	err := d.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM applications WHERE job_id = $1 AND customer_id = $2)`,
		jobID, customerID).Scan(&applied)
	if err != nil {
		return false, fmt.Errorf("check application: %w", err)
	}
	return applied, nil
}

// CreateApplication stores an application for a public job (approved and
// open) and counts it on the job, then returns it as stored. The job not
// being public is ENOTFOUND; a second application of one person for one job
// is ECONFLICT. a carries the job, the applicant, the letter, the phone,
// the CV file's key, name, type and size, and the screening answers.
//
// emails are queued in the same transaction: they go if and only if the
// application is made.
func (d *DB) CreateApplication(ctx context.Context, a *jobportal.Application, emails ...mail.Message) (*jobportal.Application, error) {
	return d.CreateApplicationAt(ctx, d.now(), a, emails...)
}

// CreateApplicationAt is CreateApplication as made at a given time: the
// demo data's applications were sent over past weeks.
func (d *DB) CreateApplicationAt(ctx context.Context, now time.Time, a *jobportal.Application, emails ...mail.Message) (*jobportal.Application, error) {
	var id int64
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		// The count goes first: it holds the job's row until the commit, so
		// that deleting the job waits for this application and removes its CV.
		res, err := tx.ExecContext(ctx, `UPDATE jobs SET applications_count = applications_count + 1
			WHERE id = $1 AND status = 'approved' AND closing_date >= $2`, a.JobID, jobportal.Today(now))
		if err != nil {
			return fmt.Errorf("create application: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
		}
		err = tx.QueryRowContext(ctx, `
			INSERT INTO applications (job_id, customer_id, cover_letter, phone, cv_key, cv_name, cv_type, cv_size,
				status, created_at, updated_at, screening_answers, screening_met, screening_knockout, without_cv,
				given_name, district)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'submitted', $9, $9, $10, $11, $12, $13, $14, $15)
			ON CONFLICT (job_id, customer_id) DO NOTHING
			RETURNING id`,
			a.JobID, a.Applicant.ID, a.CoverLetter, a.Phone, a.CVKey, a.CV.Name, a.CV.Type, a.CV.Size, now,
			writeAnswers(a.Screening.Answers), a.Screening.Met, a.Screening.Knockout, a.WithoutCV, a.GivenName,
			a.District).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return jobportal.Errorf(jobportal.ECONFLICT, "You have already applied for this job.")
		} else if err != nil {
			return fmt.Errorf("create application: %w", err)
		}
		if err := addApplicationEvent(ctx, tx, id, jobportal.ApplicationSubmitted, now); err != nil {
			return err
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return nil, err
	}
	d.emailsQueued(emails)
	return d.FindApplication(ctx, id)
}

// FindApplication returns an application with its job and applicant.
func (d *DB) FindApplication(ctx context.Context, id int64) (*jobportal.Application, error) {
	a, err := scanApplication(d.db.QueryRowContext(ctx, `SELECT `+applicationColumns+applicationFrom+` WHERE a.id = $1`, id))
	if err != nil {
		return nil, notFound(err, "Application not found.")
	}
	return a, nil
}

// ListJobApplications returns a page of a job's applications, newest first
// or in the order f.Sort names, narrowed by f (which Validate has checked),
// and how many there are.
func (d *DB) ListJobApplications(ctx context.Context, jobID int64, f jobportal.ApplicationFilter, p jobportal.Page) ([]*jobportal.Application, int, error) {
	order := newestFirst
	if f.Sort == jobportal.SortScreening {
		order = screeningFirst
	}
	return d.listApplicationsIn(ctx, jobApplicationsWhere(jobID, f), order, p)
}

const newestFirst = ` ORDER BY a.created_at DESC, a.id DESC`

// screeningFirst orders applications by what their screening answers come
// to: every wanted answer given, no answer wanted, some missing, knocked out.
const screeningFirst = ` ORDER BY CASE WHEN a.screening_knockout THEN 3 WHEN a.screening_met THEN 0
	WHEN a.screening_met IS NULL THEN 1 ELSE 2 END, a.created_at DESC, a.id DESC`

func jobApplicationsWhere(jobID int64, f jobportal.ApplicationFilter) where {
	var w where
	w.add("a.job_id = " + w.arg(jobID))
	if f.Status != "" {
		w.add("a.status = " + w.arg(f.Status))
	}
	switch f.Screening {
	case jobportal.ScreeningMet:
		w.add("a.screening_met = " + w.arg(true))
	case jobportal.ScreeningUnmet:
		w.add("a.screening_met = " + w.arg(false))
	case jobportal.ScreeningKnockout:
		// Those a knock-out would move: the employer has not yet moved them
		// on from Applied.
		w.add("a.screening_knockout = " + w.arg(true))
		w.add("a.status = " + w.arg(jobportal.ApplicationSubmitted))
	}
	from, until := f.Range()
	if !from.IsZero() {
		w.add("a.created_at >= " + w.arg(from))
	}
	if !until.IsZero() {
		w.add("a.created_at < " + w.arg(until))
	}
	return w
}

// JobApplicationStages counts a job's applications in each status, every
// status present (0 when none), narrowed by the days of f (not its status).
func (d *DB) JobApplicationStages(ctx context.Context, jobID int64, f jobportal.ApplicationFilter) (map[string]int, error) {
	f.Status = ""
	w := jobApplicationsWhere(jobID, f)
	counts := make(map[string]int, len(jobportal.ApplicationStatuses))
	for _, s := range jobportal.ApplicationStatuses {
		counts[s] = 0
	}
	_, err := queryAll(ctx, d.db, "count applications by status", `SELECT a.status, COUNT(*) FROM applications a`+w.sql()+
		` GROUP BY a.status`, w.args, func(r rowScanner) (status string, err error) {
		var n int
		err = r.Scan(&status, &n)
		counts[status] = n
		return status, err
	})
	if err != nil {
		return nil, err
	}
	return counts, nil
}

// MaxExport bounds how many applications one CSV export holds.
const MaxExport = 20000

// ExportJobApplications returns a job's applications, oldest first, for a
// CSV file: at most MaxExport.
func (d *DB) ExportJobApplications(ctx context.Context, jobID int64) ([]*jobportal.Application, error) {
	return queryAll(ctx, d.db, "export applications", `SELECT `+applicationColumns+applicationFrom+
		` WHERE a.job_id = $1 ORDER BY a.created_at, a.id LIMIT `+strconv.Itoa(MaxExport), []any{jobID}, scanApplication)
}

// FindJobApplications returns the applications ids names among a job's,
// in the order of ids. An id that is not one of the job's is ENOTFOUND,
// naming it.
func (d *DB) FindJobApplications(ctx context.Context, jobID int64, ids []int64) ([]*jobportal.Application, error) {
	var p params
	query := `SELECT ` + applicationColumns + applicationFrom + ` WHERE a.job_id = ` + p.add(jobID) +
		` AND a.id IN (` + placeholders(&p, ids) + `)`
	list, err := queryAll(ctx, d.db, "find applications", query, p, scanApplication)
	if err != nil {
		return nil, err
	}
	byID := make(map[int64]*jobportal.Application, len(list))
	for _, a := range list {
		byID[a.ID] = a
	}
	out := make([]*jobportal.Application, len(ids))
	for i, id := range ids {
		if out[i] = byID[id]; out[i] == nil {
			return nil, jobportal.Errorf(jobportal.ENOTFOUND, "Application %d not found among this job's applications.", id)
		}
	}
	return out, nil
}

// ListCustomerApplications returns a page of a customer's own applications,
// newest first, and how many there are.
func (d *DB) ListCustomerApplications(ctx context.Context, customerID int64, p jobportal.Page) ([]*jobportal.Application, int, error) {
	var w where
	w.add("a.customer_id = " + w.arg(customerID))
	return d.listApplications(ctx, w, p)
}

func (d *DB) listApplications(ctx context.Context, w where, p jobportal.Page) ([]*jobportal.Application, int, error) {
	return d.listApplicationsIn(ctx, w, newestFirst, p)
}

func (d *DB) listApplicationsIn(ctx context.Context, w where, order string, p jobportal.Page) ([]*jobportal.Application, int, error) {
	var total int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM applications a`+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count applications: %w", err)
	}
	args := params(slices.Clone(w.args))
	query := `SELECT ` + applicationColumns + applicationFrom + w.sql() + order + args.page(p)
	list, err := queryAll(ctx, d.db, "list applications", query, args, scanApplication)
	if err != nil {
		return nil, 0, err
	}
	return list, total, nil
}

// withdrawnConflict is the answer to moving an application its applicant withdrew.
func withdrawnConflict(name string) error {
	if name == "" {
		return jobportal.Errorf(jobportal.ECONFLICT, "This application was withdrawn by the applicant and cannot be moved any more.")
	}
	return jobportal.Errorf(jobportal.ECONFLICT, "The application of %s was withdrawn by the applicant and cannot be moved any more.", name)
}

// MoveApplications moves applications of one job to a status, all or none:
// an id that is not the job's is ENOTFOUND and one withdrawn is ECONFLICT,
// and then nothing moves. Each application whose status changes gets a row
// of history naming by; one that has the status already is left as it is.
// emails holds, by application id, the messages to queue, in the same
// transaction, when that application's status changes. It returns the
// applications as they are then, in the order of ids.
func (d *DB) MoveApplications(ctx context.Context, jobID int64, ids []int64, status string, by jobportal.Mover,
	emails map[int64][]mail.Message) ([]*jobportal.Application, error) {
	return d.MoveApplicationsAt(ctx, d.now(), jobID, ids, status, by, emails)
}

// MoveApplicationsAt is MoveApplications as done at a given time, for the
// demo data's history.
func (d *DB) MoveApplicationsAt(ctx context.Context, now time.Time, jobID int64, ids []int64, status string, by jobportal.Mover,
	emails map[int64][]mail.Message) ([]*jobportal.Application, error) {
	var queued []mail.Message
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var p params
		// The rows are locked first, so that a withdrawal cannot come
		// between the check and the move.
		found := map[int64]string{}
		names := map[int64]string{}
		_, err := queryAll(ctx, tx, "read applications to move", `SELECT a.id, a.status, c.name FROM applications a
			JOIN customers c ON c.id = a.customer_id WHERE a.job_id = `+p.add(jobID)+` AND a.id IN (`+placeholders(&p, ids)+`)`+
			d.forUpdateOf("a"), p, func(r rowScanner) (id int64, err error) {
			var st, name string
			err = r.Scan(&id, &st, &name)
			found[id], names[id] = st, name
			return id, err
		})
		if err != nil {
			return err
		}
		for _, id := range ids {
			st, ok := found[id]
			if !ok {
				return jobportal.Errorf(jobportal.ENOTFOUND, "Application %d not found among this job's applications.", id)
			}
			if st == jobportal.ApplicationWithdrawn {
				if len(ids) == 1 {
					return withdrawnConflict("")
				}
				return withdrawnConflict(names[id])
			}
		}
		var moving []int64
		for _, id := range ids {
			if found[id] != status {
				moving = append(moving, id)
				queued = append(queued, emails[id]...)
			}
		}
		if len(moving) == 0 {
			return nil
		}
		// One statement for the applications and one for their history,
		// however many move.
		var up params
		if _, err := tx.ExecContext(ctx, `UPDATE applications SET status = `+up.add(status)+`, updated_at = `+up.add(now)+
			` WHERE id IN (`+placeholders(&up, moving)+`)`, up...); err != nil {
			return fmt.Errorf("move applications: %w", err)
		}
		var h params
		rows := make([]string, len(moving))
		for i, id := range moving {
			rows[i] = "(" + h.add(id) + ", " + h.add(status) + ", " + h.add(now) + ", " + h.add(by.Kind) + ", " + h.add(by.ID) +
				", " + h.add(by.Name) + ", " + h.add(len(emails[id]) > 0) + ")"
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO application_history (application_id, status, at, actor_kind, actor_id, actor_name, notified)
			VALUES `+strings.Join(rows, ", "), h...); err != nil {
			return fmt.Errorf("record application moves: %w", err)
		}
		return d.queueEmails(ctx, tx, queued)
	})
	if err != nil {
		return nil, err
	}
	d.emailsQueued(queued)
	return d.FindJobApplications(ctx, jobID, ids)
}

// CancelledInterview is an interview a withdrawal cancelled, as it was
// before (Prev) and after (Next).
type CancelledInterview struct {
	Prev, Next *jobportal.Interview
}

// WithdrawalEmails writes the emails of a withdrawal, given the interviews
// it cancelled (none, most often).
type WithdrawalEmails func(cancelled []CancelledInterview) []mail.Message

// WithdrawApplication withdraws a customer's own application. Another's is
// ENOTFOUND; one withdrawn already, or not selected, is ECONFLICT. In the
// same transaction it cancels the application's open interviews (proposed,
// asked to change, or booked and still to come: no reminder goes, and a
// booking's calendar sequence grows for its cancellation) and queues the
// emails write makes of them. write may be nil.
func (d *DB) WithdrawApplication(ctx context.Context, id int64, by jobportal.Mover, write WithdrawalEmails) (*jobportal.Application, error) {
	return d.WithdrawApplicationAt(ctx, d.now(), id, by, write)
}

// WithdrawApplicationAt is WithdrawApplication as done at a given time, for the demo data.
func (d *DB) WithdrawApplicationAt(ctx context.Context, now time.Time, id int64, by jobportal.Mover, write WithdrawalEmails) (*jobportal.Application, error) {
	var queued []mail.Message
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var status string
		err := tx.QueryRowContext(ctx, `SELECT status FROM applications WHERE id = $1 AND customer_id = $2`+d.forUpdate(),
			id, by.ID).Scan(&status)
		if err != nil {
			return notFound(err, "Application not found.")
		}
		switch status {
		case jobportal.ApplicationWithdrawn:
			return jobportal.Errorf(jobportal.ECONFLICT, "You have already withdrawn this application.")
		case jobportal.ApplicationRejected:
			return jobportal.Errorf(jobportal.ECONFLICT, "This application was not selected, so there is nothing to withdraw.")
		}
		if _, err := tx.ExecContext(ctx, `UPDATE applications SET status = $1, updated_at = $2 WHERE id = $3`,
			jobportal.ApplicationWithdrawn, now, id); err != nil {
			return fmt.Errorf("withdraw application: %w", err)
		}
		if err := addApplicationMove(ctx, tx, id, jobportal.ApplicationWithdrawn, now, &by, false); err != nil {
			return err
		}
		cancelled, err := cancelOpenInterviews(ctx, tx, id, now)
		if err != nil {
			return err
		}
		if write != nil {
			queued = write(cancelled)
		}
		return d.queueEmails(ctx, tx, queued)
	})
	if err != nil {
		return nil, err
	}
	d.emailsQueued(queued)
	return d.FindApplication(ctx, id)
}

// cancelOpenInterviews cancels, for the applicant, an application's
// interviews that are still open, and returns them before and after.
func cancelOpenInterviews(ctx context.Context, tx *sql.Tx, applicationID int64, now time.Time) ([]CancelledInterview, error) {
	list, err := findInterviews(ctx, tx, ` WHERE i.application_id = $1 AND i.state <> 'cancelled' ORDER BY i.id`, []any{applicationID})
	if err != nil {
		return nil, err
	}
	var out []CancelledInterview
	for _, prev := range list {
		if !prev.Open(now) {
			continue
		}
		sequence := prev.Sequence
		if prev.State == jobportal.InterviewBooked {
			sequence++
		}
		if _, err := tx.ExecContext(ctx, `UPDATE interviews SET state = 'cancelled', cancelled_by = $1, sequence = $2, remind_at = NULL,
			version = version + 1, updated_at = $3 WHERE id = $4`, jobportal.SideApplicant, sequence, now, prev.ID); err != nil {
			return nil, fmt.Errorf("cancel the interview of a withdrawn application: %w", err)
		}
		next, err := findInterview(ctx, tx, prev.ID)
		if err != nil {
			return nil, err
		}
		out = append(out, CancelledInterview{Prev: prev, Next: next})
	}
	return out, nil
}

// ApplicationMoves returns the statuses an application took, oldest first,
// with who moved it: for the employer's side only.
func (d *DB) ApplicationMoves(ctx context.Context, id int64) ([]jobportal.ApplicationMove, error) {
	return queryAll(ctx, d.db, "read application moves", `SELECT status, at, actor_kind, actor_name, notified
		FROM application_history WHERE application_id = $1 ORDER BY at, id`, []any{id},
		func(r rowScanner) (m jobportal.ApplicationMove, err error) {
			var kind, name string
			err = r.Scan(&m.Status, &m.At, &kind, &name, &m.Notified)
			m.At = m.At.UTC()
			if kind != "" {
				m.By = &jobportal.Mover{Kind: kind, Name: name}
			}
			return m, err
		})
}

// AddApplicationNote adds a private note by author to an application and returns it.
func (d *DB) AddApplicationNote(ctx context.Context, id int64, author jobportal.Mover, body string) (*jobportal.ApplicationNote, error) {
	return d.AddApplicationNoteAt(ctx, d.now(), id, author, body)
}

// AddApplicationNoteAt is AddApplicationNote as written at a given time, for the demo data.
func (d *DB) AddApplicationNoteAt(ctx context.Context, at time.Time, id int64, author jobportal.Mover, body string) (*jobportal.ApplicationNote, error) {
	n := &jobportal.ApplicationNote{Body: body, Author: author, At: at.UTC()}
	// In a transaction, so that a note sent again after a crash is not added twice (request_keys.go).
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		return tx.QueryRowContext(ctx, `INSERT INTO application_notes (application_id, author_kind, author_id, author_name, body, created_at)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, id, author.Kind, author.ID, author.Name, body, n.At).Scan(&n.ID)
	})
	if err != nil {
		if errors.Is(err, RequestKeyTaken) {
			return nil, err
		}
		return nil, fmt.Errorf("add application note: %w", err)
	}
	return n, nil
}

// ApplicationNotes returns an application's private notes, oldest first.
func (d *DB) ApplicationNotes(ctx context.Context, id int64) ([]jobportal.ApplicationNote, error) {
	return queryAll(ctx, d.db, "read application notes", `SELECT id, body, author_kind, author_id, author_name, created_at
		FROM application_notes WHERE application_id = $1 ORDER BY created_at, id`, []any{id},
		func(r rowScanner) (n jobportal.ApplicationNote, err error) {
			err = r.Scan(&n.ID, &n.Body, &n.Author.Kind, &n.Author.ID, &n.Author.Name, &n.At)
			n.At = n.At.UTC()
			return n, err
		})
}

// SetApplicationRating sets the employer's rating of an application, or
// clears it when rating is nil, and returns the application.
func (d *DB) SetApplicationRating(ctx context.Context, id int64, rating *int) (*jobportal.Application, error) {
	res, err := d.db.ExecContext(ctx, `UPDATE applications SET rating = $1 WHERE id = $2`, rating, id)
	if err != nil {
		return nil, fmt.Errorf("rate application: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, "Application not found.")
	}
	return d.FindApplication(ctx, id)
}

// applicationCVKeys lists where the CV files of a job's applications are kept.
func applicationCVKeys(ctx context.Context, q querier, jobID int64) ([]string, error) {
	return queryAll(ctx, q, "list CV files", `SELECT cv_key FROM applications WHERE job_id = $1 AND cv_key <> '' ORDER BY id`, []any{jobID},
		func(r rowScanner) (key string, err error) {
			err = r.Scan(&key)
			return key, err
		})
}

// forUpdateOf locks, on PostgreSQL, the rows of one table of a SELECT that
// joins others (see forUpdate).
func (d *DB) forUpdateOf(alias string) string {
	if d.dialect == Postgres {
		return " FOR UPDATE OF " + alias
	}
	return ""
}
