package store

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"html"
	"slices"
	"strings"
	"time"

	"jobportal/internal/jobportal"
)

// Private-use characters mark the start and end of a match in a snippet, so
// that the text around them can be escaped before they become <mark> tags.
const (
	markStart = "\ue000"
	markEnd   = "\ue001"
)

// headlineOptions shape PostgreSQL's ts_headline like SQLite's snippet().
const headlineOptions = "StartSel=" + markStart + ", StopSel=" + markEnd +
	`, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`

// jobSelect says which jobs a list may hold and how it is made.
type jobSelect struct {
	public     bool   // approved and open: what visitors see
	status     string // only jobs of this status
	customerID int64  // only jobs this customer posted
	changed    bool   // only jobs whose poster's change waits for review
	featured   bool   // only featured jobs
	orderBy    string // instead of the filter's order
	snippets   bool   // highlight the matches of the keyword
	noCount    bool   // the caller needs no total
	// A job alert's selection: the jobs in any of locations and of any of
	// jobTypes, made public after postedAfter and up to postedUntil, that
	// the alert notSentBy has not sent yet.
	locations   []string
	jobTypes    []string
	postedAfter time.Time
	postedUntil time.Time
	notSentBy   int64
}

// jobQuery gathers the parts of a query on jobs: its FROM and its conditions.
type jobQuery struct {
	where
	from      string
	fromByIDs string // from, for reading jobs by id, when it differs
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
func (d *DB) ListCustomerJobs(ctx context.Context, customerID int64, p jobportal.Page) ([]*jobportal.Job, int, error) {
	return d.findJobs(ctx, jobSelect{customerID: customerID, orderBy: "j.created_at DESC, j.id DESC"}, pageOnly(p))
}

// ListPendingJobs returns a page of the jobs waiting for approval, oldest first.
func (d *DB) ListPendingJobs(ctx context.Context, p jobportal.Page) ([]*jobportal.Job, int, error) {
	return d.findJobs(ctx, jobSelect{status: jobportal.JobPending, orderBy: "j.posted_date ASC, j.id ASC"}, pageOnly(p))
}

// ListApprovedJobs returns a page of the approved jobs, expired ones
// included, newest first.
func (d *DB) ListApprovedJobs(ctx context.Context, p jobportal.Page) ([]*jobportal.Job, int, error) {
	return d.findJobs(ctx, jobSelect{status: jobportal.JobApproved}, pageOnly(p))
}

// RecentJobs returns the newest public jobs.
func (d *DB) RecentJobs(ctx context.Context, limit int) ([]*jobportal.Job, error) {
	jobs, _, err := d.findJobs(ctx, jobSelect{public: true, noCount: true}, pageOnly(jobportal.Page{Number: 1, Limit: limit}))
	return jobs, err
}

// FeaturedJobs returns the newest public jobs an admin featured.
func (d *DB) FeaturedJobs(ctx context.Context, limit int) ([]*jobportal.Job, error) {
	jobs, _, err := d.findJobs(ctx, jobSelect{public: true, featured: true, noCount: true}, pageOnly(jobportal.Page{Number: 1, Limit: limit}))
	return jobs, err
}

// HotJobs returns the public jobs an admin marked hot, then the most viewed.
func (d *DB) HotJobs(ctx context.Context, limit int) ([]*jobportal.Job, error) {
	jobs, _, err := d.findJobs(ctx, jobSelect{public: true, noCount: true,
		orderBy: "j.hot DESC, j.views DESC, j.posted_date DESC, j.id DESC"}, pageOnly(jobportal.Page{Number: 1, Limit: limit}))
	return jobs, err
}

// SimilarJobs returns up to limit public jobs like j, never j itself: the
// latest added of those sharing one of its sub-topics, then others of its
// main topic in the public list's order. Nothing is counted: a panel shows
// them, not a list with pages, and a total would read every job of the topic.
func (d *DB) SimilarJobs(ctx context.Context, j *jobportal.Job, limit int) ([]*jobportal.Job, error) {
	today := jobportal.Today(d.now())
	found := make([]*jobportal.Job, 0, limit)
	add := func(jobs []*jobportal.Job) {
		for _, other := range jobs {
			if len(found) < limit && other.ID != j.ID && !slices.ContainsFunc(found, func(x *jobportal.Job) bool { return x.ID == other.ID }) {
				found = append(found, other)
			}
		}
	}
	// Each sub-topic's index is walked from its latest job and stops at the
	// first limit+1 public ones: a few rows, where a filter on the list
	// would first gather every job of the sub-topics.
	var shared []*jobportal.Job
	for _, topic := range j.SubTopics {
		jobs, err := d.queryJobs(ctx, Query{Name: "similar by sub-topic", Args: []any{topic, today, limit + 1},
			SQL: "SELECT " + jobColumns + " FROM job_subtopics s JOIN jobs j ON j.id = s.job_id WHERE s.sub_topic = $1 AND " +
				d.publicByID() + "$2 ORDER BY s.job_id DESC LIMIT $3"}, false, today)
		if err != nil {
			return nil, err
		}
		shared = append(shared, jobs...)
	}
	slices.SortFunc(shared, func(a, b *jobportal.Job) int { return cmp.Compare(b.ID, a.ID) })
	add(shared)
	if len(found) < limit && j.MainTopic != "" {
		f := jobportal.JobFilter{MainTopics: []string{j.MainTopic}, Page: 1, Limit: limit + 1}
		f.Normalize()
		jobs, _, err := d.findJobs(ctx, jobSelect{public: true, noCount: true}, f)
		if err != nil {
			return nil, err
		}
		add(jobs)
	}
	return found, nil
}

// pageOnly is the filter of a list that takes nothing but its page.
func pageOnly(p jobportal.Page) jobportal.JobFilter {
	f := jobportal.JobFilter{Page: p.Number, Limit: p.Limit}
	f.Normalize()
	return f
}

// JobListQueries returns the statements that ListJobs, or SearchJobs when
// search is set, runs for a normalized filter, as the store sends them, so
// that their plans can be shown (bench/jobs.sh). A list runs its page and,
// when the page is full, its count (kept a while when large). A search in
// order of relevance runs its ranking and reads the page's jobs by id with
// their snippets; when the ranking is large, it is kept a while, and so are
// the snippets of its pages, so that a page then reads its jobs by id alone.
// To fill in the ids, the ranking is run here; when it holds none for the
// page (nothing matched), the ranking is the only statement, as in findRanked.
func (d *DB) JobListQueries(ctx context.Context, f jobportal.JobFilter, search bool) ([]Query, error) {
	sq := d.jobListSQL(jobSelect{public: true, snippets: search}, f, d.now())
	if !sq.ranked {
		return []Query{sq.page(f.Paging()), sq.count()}, nil
	}
	rq := sq.ranking(rankedIDs)
	r, err := d.rank(ctx, rq)
	if err != nil {
		return nil, err
	}
	ids := r.ids[min(f.Offset(), len(r.ids)):min(f.Offset()+f.Limit, len(r.ids))]
	if len(ids) == 0 {
		// Nothing to read: the store runs the ranking alone (findRanked).
		return []Query{rq}, nil
	}
	if r.total < cacheFrom {
		return []Query{rq, sq.byIDs(ids)}, nil
	}
	snippets := sq.byIDs(ids)
	snippets.Name = "snippets by ids"
	return []Query{rq, snippets, sq.plainByIDs(ids)}, nil
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
	// rankFence ends the ranking's subquery so that the database scores
	// each match there (PostgreSQL: OFFSET 0) rather than after counting.
	rankFence string
}

// page is the statement of one page of the list.
func (s jobListSQL) page(p jobportal.Page) Query {
	args := params(slices.Clone(s.args))
	text := "SELECT " + s.cols + " FROM " + s.from + s.pageWhere + " ORDER BY " + s.order + args.page(p)
	return Query{Name: "page", Args: args, SQL: text}
}

// ids is the statement of the ids of the first limit jobs of the list, in its order.
func (s jobListSQL) ids(limit int) Query {
	args := params(slices.Clone(s.whereArgs))
	text := "SELECT j.id FROM " + s.from + s.pageWhere + " ORDER BY " + s.order + " LIMIT " + args.add(limit)
	return Query{Name: "ids", Args: args, SQL: text}
}

// count is the statement of the number of jobs in the list.
func (s jobListSQL) count() Query {
	return Query{Name: "count", SQL: "SELECT COUNT(*) FROM " + s.from + s.where, Args: slices.Clone(s.whereArgs)}
}

// ranking is the statement of the ids of the first limit jobs of a search
// in order of relevance, each row with the number of jobs in the whole list.
// The score is taken in a subquery: SQLite's bm25 works only beside its MATCH.
// PostgreSQL would otherwise merge the subquery and score the matches only
// after counting them, carrying every match's whole text through the count:
// at 1,000,000 jobs the 40,000 matches of a common word spilled to disk.
func (s jobListSQL) ranking(limit int) Query {
	args := params(slices.Clone(s.whereArgs))
	text := "SELECT id, COUNT(*) OVER () FROM (SELECT j.id, " + s.score + " AS score, j.posted_date FROM " +
		s.from + s.pageWhere + s.rankFence + ") AS m ORDER BY score" + s.scoreDir + ", posted_date DESC, id DESC LIMIT " + args.add(limit)
	return Query{Name: "ranking", Args: args, SQL: text}
}

// byIDs is the statement of the jobs of the list that have the given ids, in no order.
func (s jobListSQL) byIDs(ids []int64) Query {
	return idsQuery(s.cols, s.fromByIDs, s.idsWhere, s.args, ids)
}

// plainByIDs is byIDs without the search words, which a kept ranking has
// matched already: jobs read by their primary key alone.
func (s jobListSQL) plainByIDs(ids []int64) Query {
	return idsQuery(jobColumns, "jobs j", s.plainWhere, s.plainArgs, ids)
}

// idsQuery reads cols of the jobs with the given ids among those that
// where, with its arguments args, lets through.
func idsQuery(cols, from, where string, args []any, ids []int64) Query {
	p := params(slices.Clone(args))
	cond := " WHERE "
	if where != "" {
		cond = where + " AND "
	}
	return Query{Name: "page by ids", Args: p, SQL: "SELECT " + cols + " FROM " + from + cond + "j.id IN (" + placeholders(&p, ids) + ")"}
}

func (d *DB) jobListSQL(sel jobSelect, f jobportal.JobFilter, now time.Time) jobListSQL {
	q := &jobQuery{from: "jobs j"}
	add := q.add

	if sel.public {
		add(publicJob + q.arg(jobportal.Today(now)))
	}
	if sel.status != "" {
		add("j.status = " + q.arg(sel.status))
	}
	if sel.changed {
		add("EXISTS (SELECT 1 FROM job_changes x WHERE x.job_id = j.id AND x.status = " + q.arg(jobportal.ChangePending) + ")")
	}
	if sel.customerID != 0 {
		add("j.customer_id = " + q.arg(sel.customerID))
	}
	if sel.featured {
		add("j.featured = TRUE")
	}
	if len(sel.locations) > 0 {
		add("j.location IN (" + placeholders(&q.args, sel.locations) + ")")
	}
	if len(sel.jobTypes) > 0 {
		add("j.job_type IN (" + placeholders(&q.args, sel.jobTypes) + ")")
	}
	if !sel.postedAfter.IsZero() {
		add("j.posted_date > " + q.arg(sel.postedAfter))
	}
	if !sel.postedUntil.IsZero() {
		add("j.posted_date <= " + q.arg(sel.postedUntil))
	}
	if sel.notSentBy != 0 {
		add("NOT EXISTS (SELECT 1 FROM job_alert_sent s WHERE s.alert_id = " + q.arg(sel.notSentBy) + " AND s.job_id = j.id)")
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
		add("j.main_topic IN (" + placeholders(&q.args, f.MainTopics) + ")")
	}
	if len(f.SubTopics) > 0 {
		add("j.id IN (SELECT job_id FROM job_subtopics WHERE sub_topic IN (" + placeholders(&q.args, f.SubTopics) + "))")
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
	if f.WalkIn {
		// A walk-in yet to end; to the minute, so that counts kept a while are found again.
		add("j.walk_in_ends_at > " + q.arg(now.UTC().Truncate(time.Minute)))
	}
	if since := f.PostedSince(now); !since.IsZero() {
		add("j.posted_date >= " + q.arg(since))
	}
	var (
		score, scoreDir string
		snippet         func() string
		plainWhere      = slices.Clone(q.conds)
		plainArgs       = slices.Clone([]any(q.args))
	)
	if terms := jobportal.SearchTerms(f.Keyword); len(terms) > 0 {
		if !sel.postedAfter.IsZero() && d.dialect == SQLite {
			// A window of new jobs (a job alert's) is small: its jobs lead,
			// and the match gives only the ids it holds, from the full-text
			// index alone. Led by the match, a common word read every job it
			// names, new or old, from the table.
			groups, _ := d.searchGroups(terms)
			q.add("j.id IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH " + q.arg(matchQuery(d.dialect, groups)) + ")")
		} else {
			groups, first := d.searchGroups(terms)
			score, scoreDir, snippet = d.fullText(q, groups, first)
		}
	}

	s := jobListSQL{from: q.from, fromByIDs: q.from, cols: jobColumns, order: sel.orderBy}
	if q.fromByIDs != "" {
		s.fromByIDs = q.fromByIDs
	}
	s.where = q.sql()
	s.pageWhere, s.idsWhere = s.where, s.where
	if len(plainWhere) > 0 {
		s.plainWhere = " WHERE " + strings.Join(plainWhere, " AND ")
	}
	s.plainArgs = plainArgs
	if sel.public {
		s.pageWhere = strings.Replace(s.where, publicJob, d.publicInOrder(), 1)
		if score != "" && d.dialect == Postgres {
			s.pageWhere = strings.Replace(s.where, publicJob, publicJobMatchLeads, 1)
		}
		s.idsWhere = strings.Replace(s.where, publicJob, d.publicByID(), 1)
		s.plainWhere = strings.Replace(s.plainWhere, publicJob, d.publicByID(), 1)
	}
	s.whereArgs = slices.Clone([]any(q.args))
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
		if d.dialect == Postgres {
			s.rankFence = " OFFSET 0"
		}
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

// page returns the ids of a page of the results, or false when the page goes
// beyond the ids kept while there are more results: it is then ranked on its own.
func (r ranking) page(p jobportal.Page) ([]int64, bool) {
	start, end := p.Offset(), p.Offset()+p.Limit
	if end > len(r.ids) && r.total > len(r.ids) {
		return nil, false
	}
	return r.ids[min(start, len(r.ids)):min(end, len(r.ids))], true
}

func (d *DB) findJobs(ctx context.Context, sel jobSelect, f jobportal.JobFilter) ([]*jobportal.Job, int, error) {
	now := d.now()
	today := jobportal.Today(now)
	sq := d.jobListSQL(sel, f, now)
	if sq.ranked && sel.public {
		return d.findRanked(ctx, sq, f, now, today)
	}
	jobs, err := d.queryJobs(ctx, sq.page(f.Paging()), sq.withSnippets, today)
	if err != nil {
		return nil, 0, err
	}
	total := f.Offset() + len(jobs)
	if !sel.noCount && (len(jobs) == f.Limit || (len(jobs) == 0 && f.Offset() > 0)) {
		count := sq.count()
		countJobs := func(ctx context.Context) (int, bool, error) {
			var n int
			if err := (reads{d}).QueryRowContext(ctx, count.SQL, count.Args...).Scan(&n); err != nil {
				return 0, false, fmt.Errorf("count jobs: %w", err)
			}
			return n, n >= cacheFrom, nil
		}
		if sel.public {
			total, err = d.counts.get(ctx, queryKey(count), now, countJobs)
		} else {
			total, _, err = countJobs(ctx)
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
	r, err := d.keptRanking(ctx, rq, now)
	if err != nil {
		return nil, 0, err
	}
	ids, ok := r.page(f.Paging())
	if !ok {
		jobs, err := d.queryJobs(ctx, sq.page(f.Paging()), sq.withSnippets, today)
		return jobs, r.total, err
	}
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
		snippets, err = d.snippets.get(ctx, key, now, func(ctx context.Context) (map[int64]string, bool, error) {
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

// rank reads a search's ranking: the ids in order, each row with the number of matches.
// keptRanking runs a search's ranking, or takes the one kept for it; a
// large one is kept for others asking the same (cache.go).
func (d *DB) keptRanking(ctx context.Context, q Query, now time.Time) (ranking, error) {
	return d.rankings.get(ctx, queryKey(q), now, func(ctx context.Context) (ranking, bool, error) {
		r, err := d.rank(ctx, q)
		return r, r.total >= cacheFrom, err
	})
}

func (d *DB) rank(ctx context.Context, q Query) (ranking, error) {
	var total int
	ids, err := queryAll(ctx, reads{d}, "rank jobs", q.SQL, q.Args, func(r rowScanner) (id int64, err error) {
		err = r.Scan(&id, &total)
		return id, err
	})
	if err != nil {
		return ranking{ids: []int64{}}, err
	}
	return ranking{ids: ids, total: total}, nil
}

// queryJobs reads the jobs a statement selects, with their sub-topics.
func (d *DB) queryJobs(ctx context.Context, q Query, withSnippets bool, today string) ([]*jobportal.Job, error) {
	jobs, err := queryAll(ctx, reads{d}, "list jobs", q.SQL, q.Args, func(r rowScanner) (*jobportal.Job, error) {
		if !withSnippets {
			return scanJob(r, today)
		}
		var raw sql.NullString
		j, err := scanJob(r, today, &raw)
		if err == nil {
			j.Snippet = highlight(raw.String)
		}
		return j, err
	})
	if err != nil {
		return nil, err
	}
	if err := loadSubTopics(ctx, reads{d}, jobs); err != nil {
		return nil, err
	}
	return jobs, nil
}

// jobOrder is the ORDER BY of a filter. rank orders by relevance, best first,
// when there are search terms; otherwise relevance falls back to the date.
func jobOrder(f jobportal.JobFilter, rank string) string {
	dir := direction(f.SortOrder)
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

// fullText adds the match of search terms, each widened to a group of forms
// (searchGroups), to a query, and returns how to order by relevance (best
// first) and a function that adds the selection of a snippet. It is the one
// place where the two databases search differently: PostgreSQL through the
// weighted tsvector column and its GIN index, SQLite through the FTS5 table
// with like weights given to bm25. When a term was widened, the jobs that
// hold the first forms of every group (the words as typed, or the script
// forms of a word typed in Latin letters) come first.
func (d *DB) fullText(q *jobQuery, groups [][]string, first []int) (score, dir string, snippet func() string) {
	match := q.arg(matchQuery(d.dialect, groups))
	widened := false
	typed := make([][]string, len(groups))
	for i, g := range groups {
		typed[i] = g[:first[i]]
		widened = widened || len(g) > first[i]
	}
	typedMatch := ""
	if widened {
		// The words as typed are an argument of the score alone; every
		// statement of the list carries the where's arguments, so the
		// where names it too, in a condition that always holds.
		typedMatch = q.arg(matchQuery(d.dialect, typed))
		q.add("CAST(" + typedMatch + " AS TEXT) <> ''")
	}
	if d.dialect == Postgres {
		tsq := "to_tsquery('english', " + match + ")"
		q.add("j.search @@ " + tsq)
		score = "ts_rank(j.search, " + tsq + ")"
		if widened {
			score += " + CASE WHEN j.search @@ to_tsquery('english', " + typedMatch + ") THEN 1 ELSE 0 END"
		}
		return score, " DESC", func() string {
			return "ts_headline('english', j.description || ' ' || j.requirements, " + tsq + ", " + q.arg(headlineOptions) + ")"
		}
	}
	// The matches lead: without statistics SQLite would otherwise walk the
	// open jobs and run the match for each, minutes for a common word. Jobs
	// read by id are found by id first.
	q.from = "jobs_fts CROSS JOIN jobs j ON j.id = jobs_fts.rowid"
	q.fromByIDs = "jobs j JOIN jobs_fts ON jobs_fts.rowid = j.id"
	q.add("jobs_fts MATCH " + match)
	score = "bm25(jobs_fts, 10.0, 5.0, 1.0, 1.0, 1.0)"
	if widened {
		// bm25 is negative, the best lowest; no score reaches a thousand.
		score += " - CASE WHEN j.id IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH " + typedMatch + ") THEN 1000 ELSE 0 END"
	}
	// Like the headline above, the snippet comes from the description, or
	// from the requirements when only they match.
	snip := func(col string) string { return "snippet(jobs_fts, " + col + ", char(57344), char(57345), '…', 24)" }
	return score, "", func() string {
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
