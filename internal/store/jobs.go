package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
)

// jobColumns are the columns scanJob reads, of the jobs table named j.
const jobColumns = `j.id, j.title, j.slug, j.description, j.requirements, j.company_id, j.company_name,
	j.location, j.country, j.job_type, j.experience_level, j.main_topic, j.salary_min, j.salary_max,
	j.currency, j.closing_date, j.posted_date, j.status, j.rejection_reason, j.apply_method,
	j.apply_email, j.apply_url, j.image, j.views, j.applications_count, j.featured, j.hot,
	j.customer_id, j.admin_id, j.created_at, j.updated_at, j.screening_questions, j.allows_no_cv, j.walk_in`

// posterNotBanned is true of a job whose poster and company account are not
// banned: a banned account's jobs leave the public lists while the ban
// lasts, and come back when it is lifted (docs/DECISIONS.md). The company
// account is the owner of the company page the job is posted under:
// j.company_id names a page, whose id says nothing of any customer's.
const posterNotBanned = `NOT EXISTS (SELECT 1 FROM customers b WHERE b.id IN (j.customer_id,
	(SELECT pc.owner_id FROM companies pc WHERE pc.id = j.company_id)) AND b.status = 'banned')`

// publicJob is the condition every public query puts on jobs: approved, not
// of a banned account, and the closing date (the argument) not passed.
const publicJob = `j.status = 'approved' AND ` + posterNotBanned + ` AND j.closing_date >= `

// publicJobInOrder is publicJob for a query on SQLite whose order an index
// gives (a list newest first, the sitemap by id). SQLite has no statistics
// unless someone gathers them, and without them it would rather read every
// open job by its closing date and sort them than walk the index of the order
// and stop after a page: 300 ms instead of 0.3 at 100,000 jobs. The unary +
// keeps the closing date from choosing an index; it is then checked on the
// rows the order's index gives. Counts keep publicJob, whose index they read.
const publicJobInOrder = `j.status = 'approved' AND ` + posterNotBanned + ` AND +j.closing_date >= `

// publicJobMatchLeads is publicJob for PostgreSQL's full-text search, whose
// matches must lead. Three jobs in four are open, yet PostgreSQL would also
// gather every open job's row address from an index on the closing date, to
// intersect them with a common word's matches before reading those: at
// 1,000,000 jobs that took 200 ms of the 1.1 s a common word's ranking took,
// to skip a quarter of the rows it then read. Adding nothing to the date
// keeps it from choosing an index; it is checked on the matches' rows.
const publicJobMatchLeads = `j.status = 'approved' AND ` + posterNotBanned + ` AND j.closing_date + 0 >= `

// publicInOrder is the dialect's publicJob for a query in an index's order.
func (d *DB) publicInOrder() string {
	if d.dialect == SQLite {
		return publicJobInOrder
	}
	return publicJob
}

// publicByID is the dialect's publicJob for a query of jobs by their ids,
// or in the order of their ids. SQLite, without statistics, would rather
// walk every approved job through an index on the status than look up a few
// ids (or read the table in their order), so neither condition may pick an
// index there.
func (d *DB) publicByID() string {
	if d.dialect == SQLite {
		return `+j.status = 'approved' AND ` + posterNotBanned + ` AND +j.closing_date >= `
	}
	return publicJob
}

func scanJob(row rowScanner, today string, extra ...any) (*jobportal.Job, error) {
	j := &jobportal.Job{}
	var (
		companyID, salaryMin, salaryMax, customerID, adminID sql.NullInt64
		closing                                              day
		questions, walkIn                                    string
	)
	dest := append([]any{&j.ID, &j.Title, &j.Slug, &j.Description, &j.Requirements, &companyID, &j.CompanyName,
		&j.Location, &j.Country, &j.JobType, &j.ExperienceLevel, &j.MainTopic, &salaryMin, &salaryMax,
		&j.Currency, &closing, &j.PostedDate, &j.Status, &j.RejectionReason, &j.ApplyMethod,
		&j.ApplyEmail, &j.ApplyURL, &j.Image, &j.Views, &j.ApplicationsCount, &j.Featured, &j.Hot,
		&customerID, &adminID, &j.CreatedAt, &j.UpdatedAt, &questions, &j.AllowsApplyWithoutCV, &walkIn}, extra...)
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	var err error
	if j.ScreeningQuestions, err = readQuestions(questions); err != nil {
		return nil, fmt.Errorf("read the screening questions of job %d: %w", j.ID, err)
	}
	if j.WalkIn, err = readWalkIn(walkIn); err != nil {
		return nil, fmt.Errorf("read the walk-in of job %d: %w", j.ID, err)
	}
	j.CompanyID, j.SalaryMin, j.SalaryMax = nullable(companyID), nullable(salaryMin), nullable(salaryMax)
	j.ClosingDate = string(closing)
	j.Expired = j.ClosingDate < today
	if customerID.Valid {
		j.PostedBy = jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: customerID.Int64}
	} else {
		// An admin's job keeps saying so after that admin's account is gone (id 0).
		j.PostedBy = jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: adminID.Int64}
	}
	j.SubTopics = []string{}
	j.PostedDate, j.CreatedAt, j.UpdatedAt = j.PostedDate.UTC(), j.CreatedAt.UTC(), j.UpdatedAt.UTC()
	return j, nil
}

// loadSubTopics fills in the sub-topics of jobs, in the order they were chosen.
func loadSubTopics(ctx context.Context, q querier, jobs []*jobportal.Job) error {
	if len(jobs) == 0 {
		return nil
	}
	byID := make(map[int64]*jobportal.Job, len(jobs))
	ids := make([]int64, 0, len(jobs))
	for _, j := range jobs {
		byID[j.ID] = j
		ids = append(ids, j.ID)
	}
	type subTopic struct {
		job   int64
		topic string
	}
	var p params
	topics, err := queryAll(ctx, q, "load sub-topics", `SELECT job_id, sub_topic FROM job_subtopics
		WHERE job_id IN (`+placeholders(&p, ids)+`) ORDER BY job_id, position`, p,
		func(r rowScanner) (st subTopic, err error) {
			err = r.Scan(&st.job, &st.topic)
			return st, err
		})
	if err != nil {
		return err
	}
	for _, st := range topics {
		if j := byID[st.job]; j != nil {
			j.SubTopics = append(j.SubTopics, st.topic)
		}
	}
	return nil
}

func saveSubTopics(ctx context.Context, tx *sql.Tx, jobID int64, topics []string, replace bool) error {
	if replace {
		if _, err := tx.ExecContext(ctx, `DELETE FROM job_subtopics WHERE job_id = $1`, jobID); err != nil {
			return fmt.Errorf("save sub-topics: %w", err)
		}
	}
	for i, t := range topics {
		if _, err := tx.ExecContext(ctx, `INSERT INTO job_subtopics (job_id, sub_topic, position) VALUES ($1, $2, $3)`,
			jobID, t, i); err != nil {
			return fmt.Errorf("save sub-topics: %w", err)
		}
	}
	return nil
}

// CreateJob stores a new job with the status, poster and posted date it
// carries (a zero posted date means now), and sets its id and times.
func (d *DB) CreateJob(ctx context.Context, j *jobportal.Job) error {
	now := d.now()
	var f flyers
	err := d.inTx(ctx, func(tx *sql.Tx) (err error) {
		if f, err = insertJob(ctx, tx, j, now); err != nil {
			return err
		}
		return syncJobCounts(ctx, tx, now, j.CompanyID)
	})
	if err == nil {
		d.flyersSaved(ctx, f)
	}
	return err
}

// CreateJobs stores many new jobs in one transaction, as CreateJob stores
// one: for imports and generated data, where a commit per job would be slow.
func (d *DB) CreateJobs(ctx context.Context, jobs []*jobportal.Job) error {
	now := d.now()
	var f flyers
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		// Each company's jobs are counted once, after all are stored.
		companies := map[int64]bool{}
		for _, j := range jobs {
			g, err := insertJob(ctx, tx, j, now)
			if err != nil {
				return err
			}
			f.add(g)
			if j.CompanyID != nil && !companies[*j.CompanyID] {
				companies[*j.CompanyID] = true
			}
		}
		for id := range companies {
			if err := syncJobCounts(ctx, tx, now, &id); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil {
		d.flyersSaved(ctx, f)
	}
	return err
}

// insertJob stores a new job in tx; f says what its flyer leaves to do once
// tx has committed (flyersSaved).
func insertJob(ctx context.Context, tx *sql.Tx, j *jobportal.Job, now time.Time) (f flyers, err error) {
	j.CreatedAt, j.UpdatedAt = now, now
	if j.PostedDate.IsZero() {
		j.PostedDate = now
	}
	j.PostedDate = j.PostedDate.UTC().Truncate(time.Microsecond)
	var customerID, adminID *int64
	switch j.PostedBy.Kind {
	case jobportal.KindCustomer:
		customerID = &j.PostedBy.ID
	case jobportal.KindAdmin:
		adminID = &j.PostedBy.ID
	default:
		return f, fmt.Errorf("create job: unknown poster kind %q", j.PostedBy.Kind)
	}
	walk := writeWalkIn(j.WalkIn)
	err = tx.QueryRowContext(ctx, `
		INSERT INTO jobs (title, slug, description, requirements, company_id, company_name, location,
			country, job_type, experience_level, main_topic, salary_min, salary_max, currency, closing_date,
			posted_date, status, rejection_reason, apply_method, apply_email, apply_url, image, views,
			featured, hot, customer_id, admin_id, created_at, updated_at, screening_questions, allows_no_cv,
			walk_in, walk_in_starts_at, walk_in_ends_at, walk_in_rsvp)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
			$21, $22, $23, $24, $25, $26, $27, $28, $28, $29, $30, $31, $32, $33, $34)
		RETURNING id`,
		j.Title, j.Slug, j.Description, j.Requirements, j.CompanyID, j.CompanyName, j.Location,
		j.Country, j.JobType, j.ExperienceLevel, j.MainTopic, j.SalaryMin, j.SalaryMax, j.Currency, j.ClosingDate,
		j.PostedDate, j.Status, j.RejectionReason, j.ApplyMethod, j.ApplyEmail, j.ApplyURL, j.Image, j.Views,
		j.Featured, j.Hot, customerID, adminID, now, writeQuestions(j.ScreeningQuestions), j.AllowsApplyWithoutCV,
		walk.json, walk.starts, walk.ends, walk.rsvp).Scan(&j.ID)
	if err != nil {
		return f, fmt.Errorf("create job: %w", err)
	}
	if err := saveSubTopics(ctx, tx, j.ID, j.SubTopics, false); err != nil {
		return f, err
	}
	if j.Image != "" {
		if f, err = showFlyer(ctx, tx, j.ID, j.Image, now); err != nil {
			return f, err
		}
	}
	j.Expired = j.ClosingDate < jobportal.Today(now)
	if j.SubTopics == nil {
		j.SubTopics = []string{}
	}
	if j.ScreeningQuestions == nil {
		j.ScreeningQuestions = []jobportal.ScreeningQuestion{}
	}
	return f, nil
}

// FindJob returns a public job: approved, with its closing date not passed.
// Any other job is ENOTFOUND.
func (d *DB) FindJob(ctx context.Context, id int64) (*jobportal.Job, error) {
	today := jobportal.Today(d.now())
	return d.findOneJob(ctx, today, `SELECT `+jobColumns+`, j.notice_text FROM jobs j WHERE j.id = $1 AND `+publicJob+`$2`, id, today)
}

// FindJobAnyStatus returns a job whatever its status and closing date, for
// its poster and for admins.
func (d *DB) FindJobAnyStatus(ctx context.Context, id int64) (*jobportal.Job, error) {
	return d.findOneJob(ctx, jobportal.Today(d.now()), `SELECT `+jobColumns+`, j.notice_text FROM jobs j WHERE j.id = $1`, id)
}

// findOneJob reads one job by a query of jobColumns and the flyer's text.
func (d *DB) findOneJob(ctx context.Context, today, query string, args ...any) (*jobportal.Job, error) {
	var notice string
	j, err := scanJob(reads{d}.QueryRowContext(ctx, query, args...), today, &notice)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
	} else if err != nil {
		return nil, fmt.Errorf("find job: %w", err)
	}
	j.NoticeText = notice
	if err := loadSubTopics(ctx, reads{d}, []*jobportal.Job{j}); err != nil {
		return nil, err
	}
	return j, nil
}

// PublicJobExists reports whether a job is public: approved and open.
func (d *DB) PublicJobExists(ctx context.Context, id int64) (bool, error) {
	var one int
	err := d.db.QueryRowContext(ctx, `SELECT 1 FROM jobs j WHERE j.id = $1 AND `+publicJob+`$2`,
		id, jobportal.Today(d.now())).Scan(&one)
	if err == sql.ErrNoRows {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("check job: %w", err)
	}
	return true, nil
}

// UpdateJob saves the editable fields of a job and its image, for an admin:
// its status, counters and poster stay as they are.
func (d *DB) UpdateJob(ctx context.Context, j *jobportal.Job) error {
	j.UpdatedAt = d.now()
	var f flyers
	err := d.inTx(ctx, func(tx *sql.Tx) (err error) {
		// The job may move from one company to another, or its closing
		// date change: both companies' counts are made again.
		var was sql.NullInt64
		if err := tx.QueryRowContext(ctx, `SELECT company_id FROM jobs WHERE id = $1`, j.ID).Scan(&was); err != nil {
			return notFound(err, "Job not found.")
		}
		if f, err = updateJobColumns(ctx, tx, j); err != nil {
			return err
		}
		return syncJobCounts(ctx, tx, j.UpdatedAt, nullable(was), j.CompanyID)
	})
	if err == nil {
		d.flyersSaved(ctx, f)
	}
	return err
}

// DeleteJob removes a job with its applications, for an admin, and returns
// the stored files they leave behind.
func (d *DB) DeleteJob(ctx context.Context, id int64) (JobFiles, error) {
	return d.deleteJob(ctx, id, 0)
}

// DeleteCustomerJob removes a job a customer posted, with its applications,
// and returns the stored files they leave behind. Another's job is
// ENOTFOUND and stays.
func (d *DB) DeleteCustomerJob(ctx context.Context, customerID, id int64) (JobFiles, error) {
	return d.deleteJob(ctx, id, customerID)
}

// JobFiles are the stored files a deleted job leaves behind: its image, when
// no other job shows the same file, and the CV files of its applications.
type JobFiles struct {
	Image string
	// ChangeImage is the flyer of the poster's change that waited for
	// review, when no other job or change shows it.
	ChangeImage string
	CVKeys      []string
}

func (d *DB) deleteJob(ctx context.Context, id, customerID int64) (JobFiles, error) {
	var files JobFiles
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		// Writing the job's row first makes an application being sent for it
		// wait (it counts itself on that row before it is stored), so every
		// application's CV is in the list read below.
		var w where
		w.add("id = " + w.arg(id))
		if customerID != 0 {
			w.add("customer_id = " + w.arg(customerID))
		}
		res, err := tx.ExecContext(ctx, `UPDATE jobs SET updated_at = updated_at`+w.sql(), w.args...)
		if err != nil {
			return fmt.Errorf("delete job: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
		}
		var company sql.NullInt64
		if err := tx.QueryRowContext(ctx, `SELECT image, company_id FROM jobs WHERE id = $1`, id).Scan(&files.Image, &company); err != nil {
			return fmt.Errorf("delete job: %w", err)
		}
		err = tx.QueryRowContext(ctx, `SELECT image FROM job_changes WHERE job_id = $1`, id).Scan(&files.ChangeImage)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("delete job: %w", err)
		}
		if files.CVKeys, err = applicationCVKeys(ctx, tx, id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM jobs WHERE id = $1`, id); err != nil {
			return fmt.Errorf("delete job: %w", err)
		}
		if err := syncJobCounts(ctx, tx, d.now(), nullable(company)); err != nil {
			return err
		}
		for _, img := range []*string{&files.Image, &files.ChangeImage} {
			if *img == "" {
				continue
			}
			inUse, err := mediaInUse(ctx, tx, *img)
			if err != nil {
				return err
			}
			if inUse {
				*img = ""
			}
		}
		return nil
	})
	return files, err
}

// ApproveJob makes a job public from now on: its posted date becomes the
// time of approval. changed is false when it was approved already. emails
// (the poster's news) are queued in the same transaction when it changed.
func (d *DB) ApproveJob(ctx context.Context, id int64, emails ...mail.Message) (j *jobportal.Job, changed bool, err error) {
	now := d.now()
	var n int64
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE jobs SET status = 'approved', rejection_reason = '', posted_date = $1, updated_at = $1
			WHERE id = $2 AND status <> 'approved'`, now, id)
		if err != nil {
			return fmt.Errorf("approve job: %w", err)
		}
		n, _ = res.RowsAffected()
		if err := syncJobCountsOf(ctx, tx, now, id); err != nil || n == 0 {
			return err
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return nil, false, err
	}
	if n > 0 {
		d.emailsQueued(emails)
	}
	j, err = d.FindJobAnyStatus(ctx, id)
	return j, n > 0, err
}

// RejectJob refuses a job, or takes an approved one down, with an optional
// reason. changed is false when it was rejected already; its reason is then
// replaced. emails are queued in the same transaction when it changed.
func (d *DB) RejectJob(ctx context.Context, id int64, reason string, emails ...mail.Message) (j *jobportal.Job, changed bool, err error) {
	now := d.now()
	var n int64
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE jobs SET status = 'rejected', rejection_reason = $1, updated_at = $2
			WHERE id = $3 AND status <> 'rejected'`, reason, now, id)
		if err != nil {
			return fmt.Errorf("reject job: %w", err)
		}
		n, _ = res.RowsAffected()
		if err := syncJobCountsOf(ctx, tx, now, id); err != nil || n == 0 {
			return err
		}
		return d.queueEmails(ctx, tx, emails)
	})
	if err != nil {
		return nil, false, err
	}
	if n > 0 {
		d.emailsQueued(emails)
	}
	if n == 0 {
		res, err := d.db.ExecContext(ctx, `UPDATE jobs SET rejection_reason = $1, updated_at = $2 WHERE id = $3`,
			reason, now, id)
		if err != nil {
			return nil, false, fmt.Errorf("reject job: %w", err)
		}
		if m, _ := res.RowsAffected(); m == 0 {
			return nil, false, jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
		}
	}
	j, err = d.FindJobAnyStatus(ctx, id)
	return j, n > 0, err
}

// AddJobViews adds counted views to jobs, in one transaction. Jobs deleted
// meanwhile are passed over.
func (d *DB) AddJobViews(ctx context.Context, views map[int64]int64) error {
	return d.addViews(ctx, "jobs", views)
}

// addViews adds counted views to the rows of a table by id, in one
// transaction, in the order of the ids, so that two servers flushing at
// once cannot deadlock. Rows deleted meanwhile are passed over.
func (d *DB) addViews(ctx context.Context, table string, views map[int64]int64) error {
	if len(views) == 0 {
		return nil
	}
	ids := make([]int64, 0, len(views))
	for id := range views {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return d.inTx(ctx, func(tx *sql.Tx) error {
		for _, id := range ids {
			if _, err := tx.ExecContext(ctx, `UPDATE `+table+` SET views = views + $1 WHERE id = $2`, views[id], id); err != nil {
				return fmt.Errorf("add %s views: %w", table, err)
			}
		}
		return nil
	})
}

// JobCounts counts every job by state, for the admin dashboard.
func (d *DB) JobCounts(ctx context.Context) (jobportal.JobCounts, error) {
	return d.jobCounts(ctx, 0)
}

// CustomerJobCounts counts a customer's own jobs by state, for their dashboard.
func (d *DB) CustomerJobCounts(ctx context.Context, customerID int64) (jobportal.JobCounts, error) {
	return d.jobCounts(ctx, customerID)
}

// jobCounts counts the jobs of a customer, or every job for customerID 0.
func (d *DB) jobCounts(ctx context.Context, customerID int64) (jobportal.JobCounts, error) {
	var w where
	today := w.arg(jobportal.Today(d.now()))
	if customerID != 0 {
		w.add("customer_id = " + w.arg(customerID))
	}
	var c jobportal.JobCounts
	err := d.db.QueryRowContext(ctx, `
		SELECT COUNT(*),
			COALESCE(SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status = 'approved' THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status = 'approved' AND closing_date >= `+today+` THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status = 'approved' AND closing_date < `+today+` THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status = 'rejected' THEN 1 ELSE 0 END), 0),
			CAST(COALESCE(SUM(views), 0) AS BIGINT),
			(SELECT COUNT(*) FROM job_changes x WHERE x.status = 'pending' AND x.job_id IN (SELECT id FROM jobs`+w.sql()+`))
		FROM jobs`+w.sql(), w.args...).
		Scan(&c.Total, &c.Pending, &c.Approved, &c.Live, &c.Expired, &c.Rejected, &c.Views, &c.Changes)
	if err != nil {
		return c, fmt.Errorf("count jobs: %w", err)
	}
	return c, nil
}

// TopicCounts returns every main topic with its sub-topics, in the order of
// jobportal.MainTopics and jobportal.SubTopics, each with its number of public jobs.
func (d *DB) TopicCounts(ctx context.Context) ([]jobportal.TopicCount, error) {
	today := jobportal.Today(d.now())
	counts := map[string]int{}
	for _, query := range []string{
		`SELECT j.main_topic, COUNT(*) FROM jobs j WHERE ` + publicJob + `$1 GROUP BY j.main_topic`,
		`SELECT s.sub_topic, COUNT(*) FROM job_subtopics s JOIN jobs j ON j.id = s.job_id
			WHERE ` + publicJob + `$1 GROUP BY s.sub_topic`,
	} {
		if err := countInto(ctx, d.db, counts, query, today); err != nil {
			return nil, err
		}
	}
	topics := make([]jobportal.TopicCount, 0, len(jobportal.MainTopics))
	for _, main := range jobportal.MainTopics {
		t := jobportal.TopicCount{Name: main, Slug: jobportal.TopicSlug(main), Count: counts[main]}
		for _, sub := range jobportal.SubTopics[main] {
			t.SubTopics = append(t.SubTopics, jobportal.TopicCount{Name: sub, Slug: jobportal.TopicSlug(sub), Count: counts[sub]})
		}
		topics = append(topics, t)
	}
	return topics, nil
}

// countInto reads the rows of (name, count) a statement gives into counts.
func countInto(ctx context.Context, q querier, counts map[string]int, query string, args ...any) error {
	type count struct {
		name string
		n    int
	}
	rows, err := queryAll(ctx, q, "count topics", query, args, func(r rowScanner) (c count, err error) {
		err = r.Scan(&c.name, &c.n)
		return c, err
	})
	for _, c := range rows {
		counts[c.name] = c.n
	}
	return err
}
