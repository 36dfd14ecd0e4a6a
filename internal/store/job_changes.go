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

// A poster's edits of an approved job: kept in job_changes until an admin
// decides, so that the job's columns in jobs, which every public answer
// reads, only ever hold text an admin approved (as company_changes.go does
// for company pages). Its closing date is not text: it changes at once.

const jobChangeColumns = `x.job_id, x.title, x.description, x.requirements, x.company_name, x.location, x.country,
	x.job_type, x.experience_level, x.main_topic, x.sub_topics, x.salary_min, x.salary_max, x.currency,
	x.apply_method, x.apply_email, x.apply_url, x.image, x.status, x.rejection_reason, x.created_at, x.updated_at,
	x.screening_questions, x.allows_no_cv, x.walk_in`

const noJobChangeWaiting = "No change to this job is waiting for review."

func scanJobChange(row rowScanner) (int64, *jobportal.JobChange, error) {
	var (
		id                   int64
		subTopics, questions string
		walkIn               string
		salaryMin, salaryMax sql.NullInt64
	)
	ch := &jobportal.JobChange{}
	if err := row.Scan(&id, &ch.Title, &ch.Description, &ch.Requirements, &ch.CompanyName, &ch.Location, &ch.Country,
		&ch.JobType, &ch.ExperienceLevel, &ch.MainTopic, &subTopics, &salaryMin, &salaryMax, &ch.Currency,
		&ch.ApplyMethod, &ch.ApplyEmail, &ch.ApplyURL, &ch.Image, &ch.Status, &ch.RejectionReason,
		&ch.CreatedAt, &ch.UpdatedAt, &questions, &ch.AllowsApplyWithoutCV, &walkIn); err != nil {
		return 0, nil, err
	}
	var err error
	if ch.ScreeningQuestions, err = readQuestions(questions); err != nil {
		return 0, nil, fmt.Errorf("read the screening questions of job change %d: %w", id, err)
	}
	if ch.WalkIn, err = readWalkIn(walkIn); err != nil {
		return 0, nil, fmt.Errorf("read the walk-in of job change %d: %w", id, err)
	}
	if err := json.Unmarshal([]byte(subTopics), &ch.SubTopics); err != nil {
		return 0, nil, fmt.Errorf("read sub-topics of job change %d: %w", id, err)
	}
	if ch.SubTopics == nil {
		ch.SubTopics = []string{}
	}
	ch.SalaryMin, ch.SalaryMax = nullable(salaryMin), nullable(salaryMax)
	ch.Slug = jobportal.Slugify(ch.Title, jobportal.JobSlugFallback)
	ch.CreatedAt, ch.UpdatedAt = ch.CreatedAt.UTC(), ch.UpdatedAt.UTC()
	return id, ch, nil
}

// findJobChange returns the change kept for a job, or nil when there is none.
func findJobChange(ctx context.Context, q rowQuerier, jobID int64) (*jobportal.JobChange, error) {
	_, ch, err := scanJobChange(q.QueryRowContext(ctx, `SELECT `+jobChangeColumns+` FROM job_changes x WHERE x.job_id = $1`, jobID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("find job change: %w", err)
	}
	return ch, nil
}

// LoadJobChanges gives each job of the list the change its poster made, if
// any, for answers to the poster and to moderators only.
func (d *DB) LoadJobChanges(ctx context.Context, list []*jobportal.Job) error {
	if len(list) == 0 {
		return nil
	}
	byID := make(map[int64]*jobportal.Job, len(list))
	ids := make([]int64, 0, len(list))
	for _, j := range list {
		byID[j.ID] = j
		ids = append(ids, j.ID)
	}
	var args params
	_, err := queryAll(ctx, reads{d}, "list job changes", `SELECT `+jobChangeColumns+` FROM job_changes x
		WHERE x.job_id IN (`+placeholders(&args, ids)+`)`, args, func(r rowScanner) (struct{}, error) {
		id, ch, err := scanJobChange(r)
		if err == nil {
			byID[id].Change = ch
		}
		return struct{}{}, err
	})
	return err
}

// FindJobWithChange returns a job in any status with its poster's change,
// for the poster and moderators.
func (d *DB) FindJobWithChange(ctx context.Context, id int64) (*jobportal.Job, error) {
	j, err := d.FindJobAnyStatus(ctx, id)
	if err != nil {
		return nil, err
	}
	return j, d.LoadJobChanges(ctx, []*jobportal.Job{j})
}

// ListJobChanges returns a page of the approved jobs whose poster's change
// waits for review, the longest waiting first, each with its change.
func (d *DB) ListJobChanges(ctx context.Context, p jobportal.Page) ([]*jobportal.Job, int, error) {
	jobs, total, err := d.findJobs(ctx, jobSelect{status: jobportal.JobApproved, changed: true,
		orderBy: "(SELECT x.updated_at FROM job_changes x WHERE x.job_id = j.id) ASC, j.id ASC"}, pageOnly(p))
	if err != nil {
		return nil, 0, err
	}
	return jobs, total, d.LoadJobChanges(ctx, jobs)
}

// lockJob reads a job for a change to it, locking it until the transaction
// ends; customerID, when not 0, must be its poster (else ENOTFOUND).
func (d *DB) lockJob(ctx context.Context, tx *sql.Tx, id, customerID int64) (*jobportal.Job, error) {
	j, err := scanJob(tx.QueryRowContext(ctx, `SELECT `+jobColumns+` FROM jobs j WHERE j.id = $1`+d.forUpdate(), id),
		jobportal.Today(d.now()))
	if err != nil {
		return nil, notFound(err, "Job not found.")
	}
	if customerID != 0 && !j.PostedByCustomer(customerID) {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
	}
	if err := loadSubTopics(ctx, tx, []*jobportal.Job{j}); err != nil {
		return nil, err
	}
	if j.Change, err = findJobChange(ctx, tx, id); err != nil {
		return nil, err
	}
	return j, nil
}

// EditOwnJob saves a poster's edit of their own job, given as the job with
// the edit applied (text, closing date and image), after checking that the
// job has not changed since the version the edit started from (base, see
// jobportal.CheckEditBase). A pending job takes the edit at once. An
// approved job takes the closing date at once and keeps its public text:
// the rest waits for review, replacing a change that waited or was
// rejected, and an edit that brings back the public text takes such a change
// back. A rejected job is ECONFLICT; another's job ENOTFOUND. The answer is
// the job as it is now, with its change, and the images that nothing shows
// any longer (a replaced flyer), for the caller to remove unless something
// still shows it.
func (d *DB) EditOwnJob(ctx context.Context, customerID int64, draft *jobportal.Job, base string) (*jobportal.Job, []string, error) {
	var dropped []string
	var f flyers
	now := d.now()
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		j, err := d.lockJob(ctx, tx, draft.ID, customerID)
		if err != nil {
			return err
		}
		if err := jobportal.CheckEditBase(base, j.UpdatedAt); err != nil {
			return err
		}
		switch j.Status {
		case jobportal.JobPending:
			draft.Featured, draft.Hot, draft.UpdatedAt = j.Featured, j.Hot, now
			if f, err = updateJobColumns(ctx, tx, draft); err != nil {
				return err
			}
			if j.Image != draft.Image {
				dropped = append(dropped, j.Image)
			}
			return syncJobCounts(ctx, tx, now, j.CompanyID, draft.CompanyID)
		case jobportal.JobApproved:
		default:
			return jobportal.Errorf(jobportal.ECONFLICT, "This job has been %s, so it can no longer be changed.", j.Status)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE jobs SET closing_date = $1, updated_at = $2 WHERE id = $3`,
			draft.ClosingDate, now, j.ID); err != nil {
			return fmt.Errorf("update closing date: %w", err)
		}
		if err := syncJobCounts(ctx, tx, now, j.CompanyID); err != nil {
			return err
		}
		ch := jobportal.JobChangeOf(draft)
		if j.Change != nil && j.Change.Image != ch.Image && j.Change.Image != j.Image {
			dropped = append(dropped, j.Change.Image)
		}
		if ch.SameText(j) {
			_, err := tx.ExecContext(ctx, `DELETE FROM job_changes WHERE job_id = $1`, j.ID)
			if err != nil {
				return fmt.Errorf("drop job change: %w", err)
			}
			return nil
		}
		f.queued, err = saveJobChange(ctx, tx, j.ID, ch, now)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	d.flyersSaved(ctx, f)
	j, err := d.FindJobWithChange(ctx, draft.ID)
	if err != nil {
		return nil, nil, err
	}
	return j, dropped, nil
}

// saveJobChange stores the change waiting for review of a job, in the
// place of the one kept before; queued says its flyer was queued to be read
// (queueNotice).
func saveJobChange(ctx context.Context, tx *sql.Tx, jobID int64, ch *jobportal.JobChange, now time.Time) (queued bool, err error) {
	subs, err := json.Marshal(ch.SubTopics)
	if err != nil {
		return false, fmt.Errorf("save job change: %w", err)
	}
	_, err = tx.ExecContext(ctx, `
		INSERT INTO job_changes (job_id, title, description, requirements, company_name, location, country,
			job_type, experience_level, main_topic, sub_topics, salary_min, salary_max, currency, apply_method,
			apply_email, apply_url, image, status, rejection_reason, created_at, updated_at, screening_questions,
			allows_no_cv, walk_in)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, 'pending', '', $19, $19, $20,
			$21, $22)
		ON CONFLICT (job_id) DO UPDATE SET title = excluded.title, description = excluded.description,
			requirements = excluded.requirements, company_name = excluded.company_name,
			location = excluded.location, country = excluded.country, job_type = excluded.job_type,
			experience_level = excluded.experience_level, main_topic = excluded.main_topic,
			sub_topics = excluded.sub_topics, salary_min = excluded.salary_min, salary_max = excluded.salary_max,
			currency = excluded.currency, apply_method = excluded.apply_method, apply_email = excluded.apply_email,
			apply_url = excluded.apply_url, image = excluded.image, status = 'pending', rejection_reason = '',
			updated_at = excluded.updated_at, screening_questions = excluded.screening_questions,
			allows_no_cv = excluded.allows_no_cv, walk_in = excluded.walk_in`,
		jobID, ch.Title, ch.Description, ch.Requirements, ch.CompanyName, ch.Location, ch.Country, ch.JobType,
		ch.ExperienceLevel, ch.MainTopic, string(subs), ch.SalaryMin, ch.SalaryMax, ch.Currency, ch.ApplyMethod,
		ch.ApplyEmail, ch.ApplyURL, ch.Image, now, writeQuestions(ch.ScreeningQuestions), ch.AllowsApplyWithoutCV,
		writeWalkIn(ch.WalkIn).json)
	if err != nil {
		return false, fmt.Errorf("save job change: %w", err)
	}
	if ch.Image == "" {
		return false, nil
	}
	// The new flyer is read while the change waits; its text goes public
	// with the change (updateJobColumns).
	return queueNotice(ctx, tx, ch.Image, now)
}

// ApproveJobChange makes the change waiting for review the job's public
// text, and no longer keeps it. The answer's job holds the change it
// approved, marked approved, and the flyer it replaced, for the caller to
// remove unless something still shows it. A job with no change waiting is
// ECONFLICT. emails (the poster's news) are queued in the same transaction.
func (d *DB) ApproveJobChange(ctx context.Context, id int64, emails ...mail.Message) (*jobportal.Job, []string, error) {
	var approved *jobportal.JobChange
	var dropped []string
	var f flyers
	now := d.now()
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		j, err := d.lockJob(ctx, tx, id, 0)
		if err != nil {
			return err
		}
		approved = j.Change
		if approved == nil || approved.Status != jobportal.ChangePending {
			return jobportal.Errorf(jobportal.ECONFLICT, noJobChangeWaiting)
		}
		if j.Image != approved.Image {
			dropped = append(dropped, j.Image)
		}
		approved.ApplyTo(j)
		j.UpdatedAt = now
		if f, err = updateJobColumns(ctx, tx, j); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM job_changes WHERE job_id = $1`, id); err != nil {
			return fmt.Errorf("drop job change: %w", err)
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return nil, nil, err
	}
	d.emailsQueued(emails)
	d.flyersSaved(ctx, f)
	j, err := d.FindJobAnyStatus(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	approved.Status, approved.UpdatedAt = jobportal.ChangeApproved, now
	j.Change = approved
	return j, dropped, nil
}

// RejectJobChange turns down the change waiting for review, with a reason
// the poster is shown; the job keeps its public text. changed is false when
// the change was rejected already; its reason is then replaced. A job with
// no change kept is ECONFLICT. emails are queued in the same transaction
// when it changed.
func (d *DB) RejectJobChange(ctx context.Context, id int64, reason string, emails ...mail.Message) (*jobportal.Job, bool, error) {
	var changed bool
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		j, err := d.lockJob(ctx, tx, id, 0)
		if err != nil {
			return err
		}
		if j.Change == nil {
			return jobportal.Errorf(jobportal.ECONFLICT, noJobChangeWaiting)
		}
		changed = j.Change.Status != jobportal.ChangeRejected
		now := d.now()
		if _, err := tx.ExecContext(ctx, `UPDATE job_changes SET status = 'rejected', rejection_reason = $1,
			updated_at = $2 WHERE job_id = $3`, reason, now, id); err != nil {
			return fmt.Errorf("reject job change: %w", err)
		}
		// The poster's form reads the job's version; a decision on its
		// change is a new one.
		if _, err := tx.ExecContext(ctx, `UPDATE jobs SET updated_at = $1 WHERE id = $2`, now, id); err != nil {
			return fmt.Errorf("reject job change: %w", err)
		}
		if !changed {
			return nil
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return nil, false, err
	}
	if changed {
		d.emailsQueued(emails)
	}
	j, err := d.FindJobWithChange(ctx, id)
	return j, changed, err
}

// SetJobClosingDate gives a job a new closing date, at once: to extend it
// (the caller checks the date) or to close it early (yesterday's date). The
// job's company's count of public jobs follows. customerID, when not 0,
// must be the job's poster (else ENOTFOUND).
func (d *DB) SetJobClosingDate(ctx context.Context, id, customerID int64, date string) (*jobportal.Job, error) {
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		j, err := d.lockJob(ctx, tx, id, customerID)
		if err != nil {
			return err
		}
		now := d.now()
		if _, err := tx.ExecContext(ctx, `UPDATE jobs SET closing_date = $1, updated_at = $2 WHERE id = $3`, date, now, id); err != nil {
			return fmt.Errorf("set closing date: %w", err)
		}
		return syncJobCounts(ctx, tx, now, j.CompanyID)
	})
	if err != nil {
		return nil, err
	}
	return d.FindJobWithChange(ctx, id)
}

// updateJobColumns saves the editable fields, the image and the sub-topics
// of a job; f says what its flyer leaves to do once tx has committed
// (flyersSaved).
func updateJobColumns(ctx context.Context, tx *sql.Tx, j *jobportal.Job) (f flyers, err error) {
	res, err := tx.ExecContext(ctx, `
		UPDATE jobs SET title = $1, slug = $2, description = $3, requirements = $4, company_id = $5,
			company_name = $6, location = $7, country = $8, job_type = $9, experience_level = $10,
			main_topic = $11, salary_min = $12, salary_max = $13, currency = $14, closing_date = $15,
			apply_method = $16, apply_email = $17, apply_url = $18, featured = $19, hot = $20, updated_at = $21,
			image = $23, screening_questions = $24, allows_no_cv = $25
		WHERE id = $22`,
		j.Title, j.Slug, j.Description, j.Requirements, j.CompanyID, j.CompanyName, j.Location, j.Country,
		j.JobType, j.ExperienceLevel, j.MainTopic, j.SalaryMin, j.SalaryMax, j.Currency, j.ClosingDate,
		j.ApplyMethod, j.ApplyEmail, j.ApplyURL, j.Featured, j.Hot, j.UpdatedAt, j.ID, j.Image,
		writeQuestions(j.ScreeningQuestions), j.AllowsApplyWithoutCV)
	if err != nil {
		return f, fmt.Errorf("update job: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return f, jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
	}
	if f, err = showFlyer(ctx, tx, j.ID, j.Image, j.UpdatedAt); err != nil {
		return f, err
	}
	if err := saveWalkIn(ctx, tx, j.ID, j.WalkIn); err != nil {
		return f, err
	}
	return f, saveSubTopics(ctx, tx, j.ID, j.SubTopics, true)
}
