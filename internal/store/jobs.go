package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"html"
	"slices"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/jobportal"
)

// jobColumns are the columns scanJob reads, of the jobs table named j.
const jobColumns = `j.id, j.title, j.slug, j.description, j.requirements, j.company_id, j.company_name,
	j.location, j.country, j.job_type, j.experience_level, j.main_topic, j.salary_min, j.salary_max,
	j.currency, j.closing_date, j.posted_date, j.status, j.rejection_reason, j.apply_method,
	j.apply_email, j.apply_url, j.image, j.views, j.applications_count, j.featured, j.hot,
	j.customer_id, j.admin_id, j.created_at, j.updated_at`

// publicJob is the condition every public query puts on jobs: approved, and
// the closing date (the argument) not passed.
const publicJob = `j.status = 'approved' AND j.closing_date >= `

// publicJobInOrder is publicJob for a query on SQLite whose order an index
// gives (a list newest first, the sitemap by id). SQLite has no statistics
// unless someone gathers them, and without them it would rather read every
// open job by its closing date and sort them than walk the index of the order
// and stop after a page: 300 ms instead of 0.3 at 100,000 jobs. The unary +
// keeps the closing date from choosing an index; it is then checked on the
// rows the order's index gives. Counts keep publicJob, whose index they read.
const publicJobInOrder = `j.status = 'approved' AND +j.closing_date >= `

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
		return `+j.status = 'approved' AND +j.closing_date >= `
	}
	return publicJob
}

// Private-use characters mark the start and end of a match in a snippet, so
// that the text around them can be escaped before they become <mark> tags.
const (
	markStart = "\ue000"
	markEnd   = "\ue001"
)

// headlineOptions shape PostgreSQL's ts_headline like SQLite's snippet().
const headlineOptions = "StartSel=" + markStart + ", StopSel=" + markEnd +
	`, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`

type rowScanner interface{ Scan(...any) error }

// day reads a calendar day: PostgreSQL gives a DATE as a time, SQLite the text it keeps.
type day string

func (d *day) Scan(v any) error {
	switch v := v.(type) {
	case time.Time:
		*d = day(v.Format(jobportal.DateLayout))
	case string:
		*d = day(v)
	case []byte:
		*d = day(v)
	default:
		return fmt.Errorf("scan day: unexpected %T", v)
	}
	return nil
}

func scanJob(row rowScanner, today string, extra ...any) (*jobportal.Job, error) {
	j := &jobportal.Job{}
	var (
		companyID, salaryMin, salaryMax, customerID, adminID sql.NullInt64
		closing                                              day
	)
	dest := append([]any{&j.ID, &j.Title, &j.Slug, &j.Description, &j.Requirements, &companyID, &j.CompanyName,
		&j.Location, &j.Country, &j.JobType, &j.ExperienceLevel, &j.MainTopic, &salaryMin, &salaryMax,
		&j.Currency, &closing, &j.PostedDate, &j.Status, &j.RejectionReason, &j.ApplyMethod,
		&j.ApplyEmail, &j.ApplyURL, &j.Image, &j.Views, &j.ApplicationsCount, &j.Featured, &j.Hot,
		&customerID, &adminID, &j.CreatedAt, &j.UpdatedAt}, extra...)
	if err := row.Scan(dest...); err != nil {
		return nil, err
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

func nullable(n sql.NullInt64) *int64 {
	if !n.Valid {
		return nil
	}
	v := n.Int64
	return &v
}

// querier is what reads need of a database or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// loadSubTopics fills in the sub-topics of jobs, in the order they were chosen.
func loadSubTopics(ctx context.Context, q querier, jobs []*jobportal.Job) error {
	if len(jobs) == 0 {
		return nil
	}
	byID := make(map[int64]*jobportal.Job, len(jobs))
	marks := make([]string, 0, len(jobs))
	args := make([]any, 0, len(jobs))
	for _, j := range jobs {
		byID[j.ID] = j
		args = append(args, j.ID)
		marks = append(marks, "$"+strconv.Itoa(len(args)))
	}
	rows, err := q.QueryContext(ctx, `SELECT job_id, sub_topic FROM job_subtopics
		WHERE job_id IN (`+strings.Join(marks, ", ")+`) ORDER BY job_id, position`, args...)
	if err != nil {
		return fmt.Errorf("load sub-topics: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id    int64
			topic string
		)
		if err := rows.Scan(&id, &topic); err != nil {
			return fmt.Errorf("load sub-topics: %w", err)
		}
		if j := byID[id]; j != nil {
			j.SubTopics = append(j.SubTopics, topic)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("load sub-topics: %w", err)
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
	return d.inTx(ctx, func(tx *sql.Tx) error { return insertJob(ctx, tx, j, now) })
}

// CreateJobs stores many new jobs in one transaction, as CreateJob stores
// one: for imports and generated data, where a commit per job would be slow.
func (d *DB) CreateJobs(ctx context.Context, jobs []*jobportal.Job) error {
	now := d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		for _, j := range jobs {
			if err := insertJob(ctx, tx, j, now); err != nil {
				return err
			}
		}
		return nil
	})
}

func insertJob(ctx context.Context, tx *sql.Tx, j *jobportal.Job, now time.Time) error {
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
		return fmt.Errorf("create job: unknown poster kind %q", j.PostedBy.Kind)
	}
	err := tx.QueryRowContext(ctx, `
		INSERT INTO jobs (title, slug, description, requirements, company_id, company_name, location,
			country, job_type, experience_level, main_topic, salary_min, salary_max, currency, closing_date,
			posted_date, status, rejection_reason, apply_method, apply_email, apply_url, image, views,
			featured, hot, customer_id, admin_id, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
			$21, $22, $23, $24, $25, $26, $27, $28, $28)
		RETURNING id`,
		j.Title, j.Slug, j.Description, j.Requirements, j.CompanyID, j.CompanyName, j.Location,
		j.Country, j.JobType, j.ExperienceLevel, j.MainTopic, j.SalaryMin, j.SalaryMax, j.Currency, j.ClosingDate,
		j.PostedDate, j.Status, j.RejectionReason, j.ApplyMethod, j.ApplyEmail, j.ApplyURL, j.Image, j.Views,
		j.Featured, j.Hot, customerID, adminID, now).Scan(&j.ID)
	if err != nil {
		return fmt.Errorf("create job: %w", err)
	}
	if err := saveSubTopics(ctx, tx, j.ID, j.SubTopics, false); err != nil {
		return err
	}
	j.Expired = j.ClosingDate < jobportal.Today(now)
	if j.SubTopics == nil {
		j.SubTopics = []string{}
	}
	return nil
}

// FindJob returns a public job: approved, with its closing date not passed.
// Any other job is ENOTFOUND.
func (d *DB) FindJob(ctx context.Context, id int64) (*jobportal.Job, error) {
	today := jobportal.Today(d.now())
	return d.findOneJob(ctx, today, `SELECT `+jobColumns+` FROM jobs j WHERE j.id = $1 AND `+publicJob+`$2`, id, today)
}

// FindJobAnyStatus returns a job whatever its status and closing date, for
// its poster and for admins.
func (d *DB) FindJobAnyStatus(ctx context.Context, id int64) (*jobportal.Job, error) {
	return d.findOneJob(ctx, jobportal.Today(d.now()), `SELECT `+jobColumns+` FROM jobs j WHERE j.id = $1`, id)
}

func (d *DB) findOneJob(ctx context.Context, today, query string, args ...any) (*jobportal.Job, error) {
	j, err := scanJob(reads{d}.QueryRowContext(ctx, query, args...), today)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
	} else if err != nil {
		return nil, fmt.Errorf("find job: %w", err)
	}
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

// jobSelect says which jobs a list may hold and how it is made.
type jobSelect struct {
	public     bool   // approved and open: what visitors see
	status     string // only jobs of this status
	customerID int64  // only jobs this customer posted
	featured   bool   // only featured jobs
	orderBy    string // instead of the filter's order
	snippets   bool   // highlight the matches of the keyword
	noCount    bool   // the caller needs no total
}

// jobQuery gathers the parts of a query on jobs and its numbered arguments.
type jobQuery struct {
	from      string
	fromByIDs string // from, for reading jobs by id, when it differs
	where     []string
	args      []any
}

func (q *jobQuery) arg(v any) string {
	q.args = append(q.args, v)
	return "$" + strconv.Itoa(len(q.args))
}

func (q *jobQuery) list(vs []string) string {
	marks := make([]string, len(vs))
	for i, v := range vs {
		marks[i] = q.arg(v)
	}
	return strings.Join(marks, ", ")
}

// ListJobs returns a page of public jobs that pass a normalized filter, and
// how many pass it in all. A keyword finds jobs by full-text search.
func (d *DB) ListJobs(ctx context.Context, f jobportal.JobFilter) ([]*jobportal.Job, int, error) {
	return d.findJobs(ctx, jobSelect{public: true}, f)
}

// SearchJobs is ListJobs for a keyword search: each job carries a snippet with
// the matches marked. A filter without search terms is EINVALID.
func (d *DB) SearchJobs(ctx context.Context, f jobportal.JobFilter) ([]*jobportal.Job, int, error) {
	if len(jobportal.SearchTerms(f.Keyword)) == 0 {
		return nil, 0, &jobportal.Error{Code: jobportal.EINVALID, Message: "Enter a word to search for.",
			Fields: []jobportal.FieldError{{Field: "q", Message: "Enter a word to search for."}}}
	}
	return d.findJobs(ctx, jobSelect{public: true, snippets: true}, f)
}

// ListCustomerJobs returns a page of the jobs a customer posted, whatever
// their status, newest first.
func (d *DB) ListCustomerJobs(ctx context.Context, customerID int64, page, limit int) ([]*jobportal.Job, int, error) {
	return d.findJobs(ctx, jobSelect{customerID: customerID, orderBy: "j.created_at DESC, j.id DESC"}, pageOnly(page, limit))
}

// ListPendingJobs returns a page of the jobs waiting for approval, oldest first.
func (d *DB) ListPendingJobs(ctx context.Context, page, limit int) ([]*jobportal.Job, int, error) {
	return d.findJobs(ctx, jobSelect{status: jobportal.JobPending, orderBy: "j.posted_date ASC, j.id ASC"}, pageOnly(page, limit))
}

// ListApprovedJobs returns a page of the approved jobs, expired ones
// included, newest first.
func (d *DB) ListApprovedJobs(ctx context.Context, page, limit int) ([]*jobportal.Job, int, error) {
	return d.findJobs(ctx, jobSelect{status: jobportal.JobApproved}, pageOnly(page, limit))
}

// RecentJobs returns the newest public jobs.
func (d *DB) RecentJobs(ctx context.Context, limit int) ([]*jobportal.Job, error) {
	jobs, _, err := d.findJobs(ctx, jobSelect{public: true, noCount: true}, pageOnly(1, limit))
	return jobs, err
}

// FeaturedJobs returns the newest public jobs an admin featured.
func (d *DB) FeaturedJobs(ctx context.Context, limit int) ([]*jobportal.Job, error) {
	jobs, _, err := d.findJobs(ctx, jobSelect{public: true, featured: true, noCount: true}, pageOnly(1, limit))
	return jobs, err
}

// HotJobs returns the public jobs an admin marked hot, then the most viewed.
func (d *DB) HotJobs(ctx context.Context, limit int) ([]*jobportal.Job, error) {
	jobs, _, err := d.findJobs(ctx, jobSelect{public: true, noCount: true,
		orderBy: "j.hot DESC, j.views DESC, j.posted_date DESC, j.id DESC"}, pageOnly(1, limit))
	return jobs, err
}

func pageOnly(page, limit int) jobportal.JobFilter {
	f := jobportal.JobFilter{Page: page, Limit: limit}
	f.Normalize()
	return f
}

// Query is one SQL statement with its arguments, and what it is for.
type Query struct {
	Name string
	SQL  string
	Args []any
}

// jobListSQL holds the parts of the statements of a job list.
type jobListSQL struct {
	cols, from, where, order string
	fromByIDs                string // from, for reading jobs by id
	// pageWhere is where for the statements that read rows in order
	// (publicInOrder); counts use where.
	pageWhere string
	// idsWhere is where for reading jobs by id (publicByID); plainWhere is
	// idsWhere without the search words, and plainArgs its arguments: for
	// reading by id the jobs of a ranking already made.
	idsWhere        string
	plainWhere      string
	plainArgs       []any
	args            []any // of cols, from and where
	whereArgs       []any // of from and where alone
	withSnippets    bool  // cols end with a snippet
	ranked          bool  // ordered by the relevance of a keyword search
	score, scoreDir string
}

// page is the statement of one page of the list.
func (s jobListSQL) page(limit, offset int) Query {
	args := append(slices.Clone(s.args), limit, offset)
	n := len(s.args)
	return Query{Name: "page", Args: args, SQL: "SELECT " + s.cols + " FROM " + s.from + s.pageWhere +
		" ORDER BY " + s.order + " LIMIT $" + strconv.Itoa(n+1) + " OFFSET $" + strconv.Itoa(n+2)}
}

// count is the statement of the number of jobs in the list.
func (s jobListSQL) count() Query {
	return Query{Name: "count", SQL: "SELECT COUNT(*) FROM " + s.from + s.where, Args: slices.Clone(s.whereArgs)}
}

// ranking is the statement of the ids of the first limit jobs of a search
// in order of relevance, each row with the number of jobs in the whole list.
// The score is taken in a subquery: SQLite's bm25 works only beside its MATCH.
func (s jobListSQL) ranking(limit int) Query {
	return Query{Name: "ranking", Args: append(slices.Clone(s.whereArgs), limit),
		SQL: "SELECT id, COUNT(*) OVER () FROM (SELECT j.id, " + s.score + " AS score, j.posted_date FROM " +
			s.from + s.pageWhere + ") AS m ORDER BY score" + s.scoreDir + ", posted_date DESC, id DESC LIMIT $" +
			strconv.Itoa(len(s.whereArgs)+1)}
}

// byIDs is the statement of the jobs of the list that have the given ids, in no order.
func (s jobListSQL) byIDs(ids []int64) Query {
	args := slices.Clone(s.args)
	marks := make([]string, len(ids))
	for i, id := range ids {
		args = append(args, id)
		marks[i] = "$" + strconv.Itoa(len(args))
	}
	cond := " WHERE "
	if s.idsWhere != "" {
		cond = s.idsWhere + " AND "
	}
	return Query{Name: "page by ids", Args: args,
		SQL: "SELECT " + s.cols + " FROM " + s.fromByIDs + cond + "j.id IN (" + strings.Join(marks, ", ") + ")"}
}

// plainByIDs is byIDs without the search words, which a kept ranking has
// matched already: jobs read by their primary key alone.
func (s jobListSQL) plainByIDs(ids []int64) Query {
	args := slices.Clone(s.plainArgs)
	marks := make([]string, len(ids))
	for i, id := range ids {
		args = append(args, id)
		marks[i] = "$" + strconv.Itoa(len(args))
	}
	cond := " WHERE "
	if s.plainWhere != "" {
		cond = s.plainWhere + " AND "
	}
	return Query{Name: "page by ids", Args: args,
		SQL: "SELECT " + jobColumns + " FROM jobs j" + cond + "j.id IN (" + strings.Join(marks, ", ") + ")"}
}

func (d *DB) jobListSQL(sel jobSelect, f jobportal.JobFilter, now time.Time) jobListSQL {
	q := &jobQuery{from: "jobs j"}
	add := func(cond string) { q.where = append(q.where, cond) }

	if sel.public {
		add(publicJob + q.arg(jobportal.Today(now)))
	}
	if sel.status != "" {
		add("j.status = " + q.arg(sel.status))
	}
	if sel.customerID != 0 {
		add("j.customer_id = " + q.arg(sel.customerID))
	}
	if sel.featured {
		add("j.featured = TRUE")
	}
	if f.JobType != "" {
		add("j.job_type = " + q.arg(f.JobType))
	}
	switch f.Location {
	case "":
	case jobportal.LocationSriLanka:
		add("j.location <> " + q.arg(jobportal.Foreign))
	default:
		add("j.location = " + q.arg(f.Location))
	}
	if f.CompanyID != nil {
		add("j.company_id = " + q.arg(*f.CompanyID))
	}
	if f.ExperienceLevel != "" {
		add("j.experience_level = " + q.arg(f.ExperienceLevel))
	}
	if len(f.MainTopics) > 0 {
		add("j.main_topic IN (" + q.list(f.MainTopics) + ")")
	}
	if len(f.SubTopics) > 0 {
		add("j.id IN (SELECT job_id FROM job_subtopics WHERE sub_topic IN (" + q.list(f.SubTopics) + "))")
	}
	if f.SalaryMin != nil || f.SalaryMax != nil {
		// Ranges overlap; a job without a top is open-ended, one without a
		// bottom starts at nothing, and one without either does not match.
		add("(j.salary_min IS NOT NULL OR j.salary_max IS NOT NULL)")
		add("j.currency = " + q.arg(f.Currency))
		if f.SalaryMin != nil {
			add("(j.salary_max IS NULL OR j.salary_max >= " + q.arg(*f.SalaryMin) + ")")
		}
		if f.SalaryMax != nil {
			add("(j.salary_min IS NULL OR j.salary_min <= " + q.arg(*f.SalaryMax) + ")")
		}
	}
	if since := f.PostedSince(now); !since.IsZero() {
		add("j.posted_date >= " + q.arg(since))
	}
	var (
		score, scoreDir string
		snippet         func() string
		plainWhere      = slices.Clone(q.where)
		plainArgs       = slices.Clone(q.args)
	)
	if terms := jobportal.SearchTerms(f.Keyword); len(terms) > 0 {
		score, scoreDir, snippet = d.fullText(q, terms)
	}

	s := jobListSQL{from: q.from, fromByIDs: q.from, cols: jobColumns, order: sel.orderBy}
	if q.fromByIDs != "" {
		s.fromByIDs = q.fromByIDs
	}
	if len(q.where) > 0 {
		s.where = " WHERE " + strings.Join(q.where, " AND ")
	}
	s.pageWhere, s.idsWhere = s.where, s.where
	if len(plainWhere) > 0 {
		s.plainWhere = " WHERE " + strings.Join(plainWhere, " AND ")
	}
	s.plainArgs = plainArgs
	if sel.public {
		s.pageWhere = strings.Replace(s.where, publicJob, d.publicInOrder(), 1)
		s.idsWhere = strings.Replace(s.where, publicJob, d.publicByID(), 1)
		s.plainWhere = strings.Replace(s.plainWhere, publicJob, d.publicByID(), 1)
	}
	s.whereArgs = slices.Clone(q.args)
	s.withSnippets = sel.snippets && snippet != nil
	if s.withSnippets {
		s.cols += ", " + snippet()
	}
	s.args = q.args
	if s.order == "" {
		rank := ""
		if score != "" {
			rank = score + scoreDir
		}
		s.order = jobOrder(f, rank)
		s.ranked = rank != "" && f.SortBy == jobportal.SortRelevance
		s.score, s.scoreDir = score, scoreDir
	}
	return s
}

// rankedIDs is how many ids of a search's ranking are kept: a hundred pages.
const rankedIDs = 1000

// ranking is the start of a search's results in order, and their number.
type ranking struct {
	ids   []int64
	total int
}

func (d *DB) findJobs(ctx context.Context, sel jobSelect, f jobportal.JobFilter) ([]*jobportal.Job, int, error) {
	now := d.now()
	today := jobportal.Today(now)
	sq := d.jobListSQL(sel, f, now)
	if sq.ranked && sel.public {
		return d.findRanked(ctx, sq, f, now, today)
	}
	jobs, err := d.queryJobs(ctx, sq.page(f.Limit, f.Offset()), sq.withSnippets, today)
	if err != nil {
		return nil, 0, err
	}
	total := f.Offset() + len(jobs)
	if !sel.noCount && (len(jobs) == f.Limit || (len(jobs) == 0 && f.Offset() > 0)) {
		count := sq.count()
		countJobs := func() (int, bool, error) {
			var n int
			if err := (reads{d}).QueryRowContext(ctx, count.SQL, count.Args...).Scan(&n); err != nil {
				return 0, false, fmt.Errorf("count jobs: %w", err)
			}
			return n, n >= cacheFrom, nil
		}
		if sel.public {
			total, err = d.counts.get(ctx, queryKey(count), now, countJobs)
		} else {
			total, _, err = countJobs()
		}
		if err != nil {
			return nil, 0, err
		}
	}
	return jobs, total, nil
}

// findRanked answers a page of a search in order of relevance. The ranking
// (ids only) is kept when it is large (see cache.go); the jobs of the page are
// then read by id, with the list's conditions checked again, so that they are
// current and a job that has stopped being public is left out.
func (d *DB) findRanked(ctx context.Context, sq jobListSQL, f jobportal.JobFilter, now time.Time, today string) ([]*jobportal.Job, int, error) {
	rq := sq.ranking(rankedIDs)
	r, err := d.rankings.get(ctx, queryKey(rq), now, func() (ranking, bool, error) {
		r, err := d.rank(ctx, rq)
		return r, r.total >= cacheFrom, err
	})
	if err != nil {
		return nil, 0, err
	}
	start, end := f.Offset(), f.Offset()+f.Limit
	if end > len(r.ids) && r.total > len(r.ids) {
		// Beyond the ranking kept: this page is ranked on its own.
		jobs, err := d.queryJobs(ctx, sq.page(f.Limit, f.Offset()), sq.withSnippets, today)
		return jobs, r.total, err
	}
	ids := r.ids[min(start, len(r.ids)):min(end, len(r.ids))]
	if len(ids) == 0 {
		return []*jobportal.Job{}, r.total, nil
	}
	var found []*jobportal.Job
	if r.total < cacheFrom {
		found, err = d.queryJobs(ctx, sq.byIDs(ids), sq.withSnippets, today)
	} else {
		found, err = d.keptRankingPage(ctx, sq, rq, ids, now, today)
	}
	if err != nil {
		return nil, 0, err
	}
	byID := make(map[int64]*jobportal.Job, len(found))
	for _, j := range found {
		byID[j.ID] = j
	}
	jobs := make([]*jobportal.Job, 0, len(ids))
	for _, id := range ids {
		if j := byID[id]; j != nil {
			jobs = append(jobs, j)
		}
	}
	return jobs, r.total, nil
}

// keptRankingPage reads the jobs of a page of a kept ranking by their ids
// alone. Their snippets, which need the full-text match (most of a page's
// time), are kept too, by the ranking and the page's ids.
func (d *DB) keptRankingPage(ctx context.Context, sq jobListSQL, rq Query, ids []int64, now time.Time, today string) ([]*jobportal.Job, error) {
	var snippets map[int64]string
	if sq.withSnippets {
		var err error
		key := queryKey(Query{SQL: rq.SQL, Args: append(slices.Clone(rq.Args), ids)})
		snippets, err = d.snippets.get(ctx, key, now, func() (map[int64]string, bool, error) {
			jobs, err := d.queryJobs(ctx, sq.byIDs(ids), true, today)
			m := make(map[int64]string, len(jobs))
			for _, j := range jobs {
				m[j.ID] = j.Snippet
			}
			return m, true, err
		})
		if err != nil {
			return nil, err
		}
	}
	jobs, err := d.queryJobs(ctx, sq.plainByIDs(ids), false, today)
	if err != nil {
		return nil, err
	}
	for _, j := range jobs {
		j.Snippet = snippets[j.ID]
	}
	return jobs, nil
}

func (d *DB) rank(ctx context.Context, q Query) (ranking, error) {
	r := ranking{ids: []int64{}}
	rows, err := reads{d}.QueryContext(ctx, q.SQL, q.Args...)
	if err != nil {
		return r, fmt.Errorf("rank jobs: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id, &r.total); err != nil {
			return r, fmt.Errorf("rank jobs: %w", err)
		}
		r.ids = append(r.ids, id)
	}
	if err := rows.Err(); err != nil {
		return r, fmt.Errorf("rank jobs: %w", err)
	}
	return r, nil
}

// queryJobs reads the jobs a statement selects, with their sub-topics.
func (d *DB) queryJobs(ctx context.Context, q Query, withSnippets bool, today string) ([]*jobportal.Job, error) {
	rows, err := reads{d}.QueryContext(ctx, q.SQL, q.Args...)
	if err != nil {
		return nil, fmt.Errorf("list jobs: %w", err)
	}
	defer rows.Close()
	jobs := []*jobportal.Job{}
	for rows.Next() {
		var (
			j   *jobportal.Job
			err error
		)
		if withSnippets {
			var raw sql.NullString
			if j, err = scanJob(rows, today, &raw); err == nil {
				j.Snippet = highlight(raw.String)
			}
		} else {
			j, err = scanJob(rows, today)
		}
		if err != nil {
			return nil, fmt.Errorf("list jobs: %w", err)
		}
		jobs = append(jobs, j)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list jobs: %w", err)
	}
	rows.Close()
	if err := loadSubTopics(ctx, reads{d}, jobs); err != nil {
		return nil, err
	}
	return jobs, nil
}

// jobOrder is the ORDER BY of a filter. rank orders by relevance, best first,
// when there are search terms; otherwise relevance falls back to the date.
func jobOrder(f jobportal.JobFilter, rank string) string {
	dir := " DESC"
	if f.SortOrder == "asc" {
		dir = " ASC"
	}
	switch f.SortBy {
	case jobportal.SortRelevance:
		if rank != "" {
			return rank + ", j.posted_date DESC, j.id DESC"
		}
	case jobportal.SortSalary:
		return "COALESCE(j.salary_max, j.salary_min)" + dir + " NULLS LAST, j.posted_date DESC, j.id DESC"
	case jobportal.SortViews:
		return "j.views" + dir + ", j.posted_date DESC, j.id DESC"
	case jobportal.SortPostedDate:
		return "j.posted_date" + dir + ", j.id" + dir
	}
	return "j.posted_date DESC, j.id DESC"
}

// fullText adds the match of search terms to a query, and returns how to
// order by relevance (best first) and a function that adds the selection of
// a snippet. It is the one place where the two databases search differently:
// PostgreSQL through the weighted tsvector column and its GIN index, SQLite
// through the FTS5 table with like weights given to bm25.
func (d *DB) fullText(q *jobQuery, terms []string) (score, dir string, snippet func() string) {
	parts := make([]string, len(terms))
	if d.dialect == Postgres {
		for i, t := range terms {
			parts[i] = t + ":*"
		}
		tsq := "to_tsquery('english', " + q.arg(strings.Join(parts, " & ")) + ")"
		q.where = append(q.where, "j.search @@ "+tsq)
		return "ts_rank(j.search, " + tsq + ")", " DESC", func() string {
			return "ts_headline('english', j.description || ' ' || j.requirements, " + tsq + ", " + q.arg(headlineOptions) + ")"
		}
	}
	for i, t := range terms {
		parts[i] = `"` + t + `"*`
	}
	// The matches lead: without statistics SQLite would otherwise walk the
	// open jobs and run the match for each, minutes for a common word. Jobs
	// read by id are found by id first.
	q.from = "jobs_fts CROSS JOIN jobs j ON j.id = jobs_fts.rowid"
	q.fromByIDs = "jobs j JOIN jobs_fts ON jobs_fts.rowid = j.id"
	q.where = append(q.where, "jobs_fts MATCH "+q.arg(strings.Join(parts, " ")))
	// Like the headline above, the snippet comes from the description, or
	// from the requirements when only they match.
	snip := func(col string) string { return "snippet(jobs_fts, " + col + ", char(57344), char(57345), '…', 24)" }
	return "bm25(jobs_fts, 10.0, 5.0, 1.0, 1.0)", "", func() string {
		return "CASE WHEN instr(" + snip("2") + ", char(57344)) = 0 AND instr(" + snip("3") + ", char(57344)) > 0 THEN " +
			snip("3") + " ELSE " + snip("2") + " END"
	}
}

// highlight turns a snippet with match markers into HTML whose only markup
// is <mark>: the job's own text is escaped.
func highlight(raw string) string {
	s := html.EscapeString(raw)
	s = strings.ReplaceAll(s, markStart, "<mark>")
	return strings.ReplaceAll(s, markEnd, "</mark>")
}

// UpdateJob saves the editable fields of a job and its image, for an admin:
// its status, counters and poster stay as they are.
func (d *DB) UpdateJob(ctx context.Context, j *jobportal.Job) error {
	j.UpdatedAt = d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE jobs SET title = $1, slug = $2, description = $3, requirements = $4, company_id = $5,
				company_name = $6, location = $7, country = $8, job_type = $9, experience_level = $10,
				main_topic = $11, salary_min = $12, salary_max = $13, currency = $14, closing_date = $15,
				apply_method = $16, apply_email = $17, apply_url = $18, featured = $19, hot = $20, updated_at = $21,
				image = $23
			WHERE id = $22`,
			j.Title, j.Slug, j.Description, j.Requirements, j.CompanyID, j.CompanyName, j.Location, j.Country,
			j.JobType, j.ExperienceLevel, j.MainTopic, j.SalaryMin, j.SalaryMax, j.Currency, j.ClosingDate,
			j.ApplyMethod, j.ApplyEmail, j.ApplyURL, j.Featured, j.Hot, j.UpdatedAt, j.ID, j.Image)
		if err != nil {
			return fmt.Errorf("update job: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
		}
		return saveSubTopics(ctx, tx, j.ID, j.SubTopics, true)
	})
}

// UpdatePendingCustomerJob saves the editable fields and the image of a
// customer's own job while it waits for approval. Another's job is ENOTFOUND; a job already
// approved or rejected is ECONFLICT. Featured and hot stay as they are.
func (d *DB) UpdatePendingCustomerJob(ctx context.Context, customerID int64, j *jobportal.Job) error {
	j.UpdatedAt = d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE jobs SET title = $1, slug = $2, description = $3, requirements = $4, company_id = $5,
				company_name = $6, location = $7, country = $8, job_type = $9, experience_level = $10,
				main_topic = $11, salary_min = $12, salary_max = $13, currency = $14, closing_date = $15,
				apply_method = $16, apply_email = $17, apply_url = $18, updated_at = $19, image = $22
			WHERE id = $20 AND customer_id = $21 AND status = 'pending'`,
			j.Title, j.Slug, j.Description, j.Requirements, j.CompanyID, j.CompanyName, j.Location, j.Country,
			j.JobType, j.ExperienceLevel, j.MainTopic, j.SalaryMin, j.SalaryMax, j.Currency, j.ClosingDate,
			j.ApplyMethod, j.ApplyEmail, j.ApplyURL, j.UpdatedAt, j.ID, customerID, j.Image)
		if err != nil {
			return fmt.Errorf("update job: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			var status string
			err := tx.QueryRowContext(ctx, `SELECT status FROM jobs WHERE id = $1 AND customer_id = $2`,
				j.ID, customerID).Scan(&status)
			if err == sql.ErrNoRows {
				return jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
			} else if err != nil {
				return fmt.Errorf("update job: %w", err)
			}
			return jobportal.Errorf(jobportal.ECONFLICT, "This job has been %s, so it can no longer be changed.", status)
		}
		return saveSubTopics(ctx, tx, j.ID, j.SubTopics, true)
	})
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
	Image  string
	CVKeys []string
}

func (d *DB) deleteJob(ctx context.Context, id, customerID int64) (JobFiles, error) {
	var files JobFiles
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		// Writing the job's row first makes an application being sent for it
		// wait (it counts itself on that row before it is stored), so every
		// application's CV is in the list read below.
		lock, args := `UPDATE jobs SET updated_at = updated_at WHERE id = $1`, []any{id}
		if customerID != 0 {
			lock, args = lock+` AND customer_id = $2`, append(args, customerID)
		}
		res, err := tx.ExecContext(ctx, lock, args...)
		if err != nil {
			return fmt.Errorf("delete job: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, "Job not found.")
		}
		if err := tx.QueryRowContext(ctx, `SELECT image FROM jobs WHERE id = $1`, id).Scan(&files.Image); err != nil {
			return fmt.Errorf("delete job: %w", err)
		}
		if files.CVKeys, err = applicationCVKeys(ctx, tx, id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM jobs WHERE id = $1`, id); err != nil {
			return fmt.Errorf("delete job: %w", err)
		}
		if files.Image != "" {
			inUse, err := mediaInUse(ctx, tx, files.Image)
			if err != nil {
				return err
			}
			if inUse {
				files.Image = ""
			}
		}
		return nil
	})
	return files, err
}

// ApproveJob makes a job public from now on: its posted date becomes the
// time of approval. changed is false when it was approved already.
func (d *DB) ApproveJob(ctx context.Context, id int64) (j *jobportal.Job, changed bool, err error) {
	now := d.now()
	res, err := d.db.ExecContext(ctx, `
		UPDATE jobs SET status = 'approved', rejection_reason = '', posted_date = $1, updated_at = $1
		WHERE id = $2 AND status <> 'approved'`, now, id)
	if err != nil {
		return nil, false, fmt.Errorf("approve job: %w", err)
	}
	n, _ := res.RowsAffected()
	j, err = d.FindJobAnyStatus(ctx, id)
	return j, n > 0, err
}

// RejectJob refuses a job, or takes an approved one down, with an optional
// reason. changed is false when it was rejected already; its reason is then
// replaced.
func (d *DB) RejectJob(ctx context.Context, id int64, reason string) (j *jobportal.Job, changed bool, err error) {
	now := d.now()
	res, err := d.db.ExecContext(ctx, `
		UPDATE jobs SET status = 'rejected', rejection_reason = $1, updated_at = $2
		WHERE id = $3 AND status <> 'rejected'`, reason, now, id)
	if err != nil {
		return nil, false, fmt.Errorf("reject job: %w", err)
	}
	n, _ := res.RowsAffected()
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
	if len(views) == 0 {
		return nil
	}
	ids := make([]int64, 0, len(views))
	for id := range views {
		ids = append(ids, id)
	}
	// One order for every writer, so that two servers flushing at once cannot deadlock.
	slices.Sort(ids)
	return d.inTx(ctx, func(tx *sql.Tx) error {
		for _, id := range ids {
			if _, err := tx.ExecContext(ctx, `UPDATE jobs SET views = views + $1 WHERE id = $2`, views[id], id); err != nil {
				return fmt.Errorf("add job views: %w", err)
			}
		}
		return nil
	})
}

// JobCounts counts every job by state, for the admin dashboard.
func (d *DB) JobCounts(ctx context.Context) (jobportal.JobCounts, error) {
	return d.jobCounts(ctx, "", nil)
}

// CustomerJobCounts counts a customer's own jobs by state, for their dashboard.
func (d *DB) CustomerJobCounts(ctx context.Context, customerID int64) (jobportal.JobCounts, error) {
	return d.jobCounts(ctx, " WHERE customer_id = $2", customerID)
}

func (d *DB) jobCounts(ctx context.Context, where string, arg any) (jobportal.JobCounts, error) {
	args := []any{jobportal.Today(d.now())}
	if arg != nil {
		args = append(args, arg)
	}
	var c jobportal.JobCounts
	err := d.db.QueryRowContext(ctx, `
		SELECT COUNT(*),
			COALESCE(SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status = 'approved' THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status = 'approved' AND closing_date >= $1 THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status = 'approved' AND closing_date < $1 THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status = 'rejected' THEN 1 ELSE 0 END), 0),
			CAST(COALESCE(SUM(views), 0) AS BIGINT)
		FROM jobs`+where, args...).
		Scan(&c.Total, &c.Pending, &c.Approved, &c.Live, &c.Expired, &c.Rejected, &c.Views)
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

func countInto(ctx context.Context, q querier, counts map[string]int, query string, args ...any) error {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("count topics: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			name string
			n    int
		)
		if err := rows.Scan(&name, &n); err != nil {
			return fmt.Errorf("count topics: %w", err)
		}
		counts[name] = n
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("count topics: %w", err)
	}
	return nil
}
