package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
)

// Company pages: the directory, a company's page, its moderation and its
// followers. Reviews are in company_reviews.go.

const companyColumns = `c.id, c.owner_id, c.name, c.logo, c.cover, c.industry, c.size, c.location, c.website,
	c.email, c.phone, c.founded, c.description, c.status, c.rejection_reason, c.verified, c.followers_count,
	c.rating, c.reviews_count, c.jobs_count, c.created_at, c.updated_at`

const companyNotFound = "Company not found."

func scanCompany(row rowScanner, extra ...any) (*jobportal.Company, error) {
	c := &jobportal.Company{}
	var owner, founded sql.NullInt64
	dest := append([]any{&c.ID, &owner, &c.Name, &c.Logo, &c.Cover, &c.Industry, &c.Size, &c.Location, &c.Website,
		&c.Email, &c.Phone, &founded, &c.Description, &c.Status, &c.RejectionReason, &c.Verified, &c.FollowersCount,
		&c.Rating, &c.ReviewsCount, &c.JobsCount, &c.CreatedAt, &c.UpdatedAt}, extra...)
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	c.OwnerID = nullable(owner)
	if founded.Valid {
		y := int(founded.Int64)
		c.Founded = &y
	}
	// The slug follows the name, so it is made here rather than kept.
	c.Slug = jobportal.CompanySlug(c.Name)
	c.Rating = jobportal.RoundRating(c.Rating)
	c.CreatedAt, c.UpdatedAt = c.CreatedAt.UTC(), c.UpdatedAt.UTC()
	return c, nil
}

// execer is what writes need of a database or a transaction.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// insertCompany stores a new company page and fills its id and times.
func insertCompany(ctx context.Context, q execer, c *jobportal.Company) error {
	err := q.QueryRowContext(ctx, `
		INSERT INTO companies (owner_id, name, logo, cover, industry, size, location, website, email, phone,
			founded, description, status, rejection_reason, verified, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
		RETURNING id`,
		c.OwnerID, c.Name, c.Logo, c.Cover, c.Industry, c.Size, c.Location, c.Website, c.Email, c.Phone,
		c.Founded, c.Description, c.Status, c.RejectionReason, c.Verified, c.CreatedAt).Scan(&c.ID)
	if err != nil {
		return fmt.Errorf("create company: %w", err)
	}
	c.UpdatedAt = c.CreatedAt
	c.Slug = jobportal.CompanySlug(c.Name)
	return nil
}

// CreateCompany stores a company page that an admin makes: it has no owner.
func (d *DB) CreateCompany(ctx context.Context, c *jobportal.Company) error {
	c.CreatedAt, c.OwnerID = d.now(), nil
	return insertCompany(ctx, d.db, c)
}

// ownCompanyPage is the page a company account gets when it registers:
// pending, with what the account said of itself.
func ownCompanyPage(owner *jobportal.Customer) *jobportal.Company {
	id := owner.ID
	industry, _ := jobportal.IndustryNamed(owner.Industry)
	return &jobportal.Company{OwnerID: &id, Name: owner.Name, Industry: industry, Location: owner.District,
		Website: owner.Website, Status: jobportal.CompanyPending, CreatedAt: owner.CreatedAt}
}

// OwnCompany returns the company page of a company account, making a
// pending one if it has none (its page was deleted by an admin, or the
// account is older than company pages).
func (d *DB) OwnCompany(ctx context.Context, owner *jobportal.Customer) (*jobportal.Company, error) {
	find := func() (*jobportal.Company, error) {
		return scanCompany(d.db.QueryRowContext(ctx, `SELECT `+companyColumns+` FROM companies c WHERE c.owner_id = $1`, owner.ID))
	}
	c, err := find()
	if !errors.Is(err, sql.ErrNoRows) {
		if err != nil {
			return nil, fmt.Errorf("find own company: %w", err)
		}
		return c, nil
	}
	page := ownCompanyPage(owner)
	page.CreatedAt = d.now()
	// Two requests at once both find none; the page is made once.
	if _, err := d.db.ExecContext(ctx, `
		INSERT INTO companies (owner_id, name, industry, location, website, status, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (owner_id) DO NOTHING`,
		page.OwnerID, page.Name, page.Industry, page.Location, page.Website, page.Status, page.CreatedAt); err != nil {
		return nil, fmt.Errorf("create own company: %w", err)
	}
	if c, err = find(); err != nil {
		return nil, fmt.Errorf("find own company: %w", err)
	}
	return c, nil
}

// FindCompany returns a company page in any status; the caller applies the access rules.
func (d *DB) FindCompany(ctx context.Context, id int64) (*jobportal.Company, error) {
	c, err := scanCompany(reads{d}.QueryRowContext(ctx, `SELECT `+companyColumns+` FROM companies c WHERE c.id = $1`, id))
	if err != nil {
		return nil, notFound(err, companyNotFound)
	}
	return c, nil
}

// UpdateCompany saves the editable fields and the images of a company page;
// its counters stay as they are, and so do its status and verified mark
// unless review sends it back to pending and unverified. The page's name
// carries over to the jobs posted under it.
func (d *DB) UpdateCompany(ctx context.Context, c *jobportal.Company, review bool) error {
	c.UpdatedAt = d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		if review {
			if _, err := tx.ExecContext(ctx, `UPDATE companies SET status = 'pending', verified = FALSE WHERE id = $1`, c.ID); err != nil {
				return fmt.Errorf("update company: %w", err)
			}
		}
		res, err := tx.ExecContext(ctx, `
			UPDATE companies SET name = $1, logo = $2, cover = $3, industry = $4, size = $5, location = $6,
				website = $7, email = $8, phone = $9, founded = $10, description = $11, updated_at = $12
			WHERE id = $13`,
			c.Name, c.Logo, c.Cover, c.Industry, c.Size, c.Location, c.Website, c.Email, c.Phone, c.Founded,
			c.Description, c.UpdatedAt, c.ID)
		if err != nil {
			return fmt.Errorf("update company: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE jobs SET company_name = $1 WHERE company_id = $2 AND company_name <> $1`,
			c.Name, c.ID); err != nil {
			return fmt.Errorf("update company name of jobs: %w", err)
		}
		return nil
	})
}

// ApproveCompany makes a company page public. changed is false when it was
// approved already.
func (d *DB) ApproveCompany(ctx context.Context, id int64) (*jobportal.Company, bool, error) {
	return d.setCompanyStatus(ctx, id, jobportal.CompanyApproved, "")
}

// RejectCompany takes a company page out of the public's sight, with a
// reason. changed is false when it was rejected already; its reason is then
// replaced.
func (d *DB) RejectCompany(ctx context.Context, id int64, reason string) (*jobportal.Company, bool, error) {
	return d.setCompanyStatus(ctx, id, jobportal.CompanyRejected, reason)
}

func (d *DB) setCompanyStatus(ctx context.Context, id int64, status, reason string) (*jobportal.Company, bool, error) {
	var changed bool
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var was string
		if err := tx.QueryRowContext(ctx, `SELECT status FROM companies WHERE id = $1`+d.forUpdate(), id).Scan(&was); err != nil {
			return notFound(err, companyNotFound)
		}
		changed = was != status
		_, err := tx.ExecContext(ctx, `UPDATE companies SET status = $1, rejection_reason = $2, updated_at = $3 WHERE id = $4`,
			status, reason, d.now(), id)
		if err != nil {
			return fmt.Errorf("set company status: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, false, err
	}
	c, err := d.FindCompany(ctx, id)
	return c, changed, err
}

// VerifyCompany sets or clears the verified mark of a company page.
func (d *DB) VerifyCompany(ctx context.Context, id int64, verified bool) (*jobportal.Company, error) {
	res, err := d.db.ExecContext(ctx, `UPDATE companies SET verified = $1, updated_at = $2 WHERE id = $3`, verified, d.now(), id)
	if err != nil {
		return nil, fmt.Errorf("verify company: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound)
	}
	return d.FindCompany(ctx, id)
}

// DeleteCompany removes a company page with its reviews and follows. Its
// jobs stay, under the company's name but no longer linked to a page. It
// returns the images the page showed that nothing else shows, to be removed.
func (d *DB) DeleteCompany(ctx context.Context, id int64) ([]string, error) {
	var images []string
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var logo, cover string
		if err := tx.QueryRowContext(ctx, `SELECT logo, cover FROM companies WHERE id = $1`+d.forUpdate(), id).Scan(&logo, &cover); err != nil {
			return notFound(err, companyNotFound)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM companies WHERE id = $1`, id); err != nil {
			return fmt.Errorf("delete company: %w", err)
		}
		for _, img := range []string{logo, cover} {
			if img == "" {
				continue
			}
			used, err := mediaInUse(ctx, tx, img)
			if err != nil {
				return err
			}
			if !used {
				images = append(images, img)
			}
		}
		return nil
	})
	return images, err
}

// forUpdate locks the rows a SELECT reads until the transaction ends, on
// PostgreSQL. SQLite needs nothing: a transaction there takes the write lock
// when it begins (_txlock=immediate), so writers already go one at a time.
func (d *DB) forUpdate() string {
	if d.dialect == Postgres {
		return " FOR UPDATE"
	}
	return ""
}

// ListCompanies returns a page of the company directory and the number of
// companies that pass the filter. The public sees approved companies only;
// a moderator may ask for a status (f.Status). With a keyword, the companies
// are searched by full text and ranked by relevance, then by name.
func (d *DB) ListCompanies(ctx context.Context, f jobportal.CompanyFilter) ([]*jobportal.Company, int, error) {
	if err := d.refreshJobCounts(ctx); err != nil {
		return nil, 0, err
	}
	l := d.companyListSQL(f)
	if l.ranking != nil {
		return d.rankedCompanies(ctx, l, f.Paging())
	}
	list, err := queryAll(ctx, reads{d}, "list companies", l.page.SQL, l.page.Args, func(r rowScanner) (*jobportal.Company, error) {
		return scanCompany(r)
	})
	if err != nil {
		return nil, 0, err
	}
	p := f.Paging()
	total := p.Offset() + len(list)
	if len(list) == p.Limit || (len(list) == 0 && p.Offset() > 0) {
		build := func() (int, bool, error) {
			var n int
			if err := (reads{d}).QueryRowContext(ctx, l.count.SQL, l.count.Args...).Scan(&n); err != nil {
				return 0, false, fmt.Errorf("count companies: %w", err)
			}
			return n, n >= cacheFrom, nil
		}
		if total, err = d.counts.get(ctx, queryKey(l.count), d.now(), build); err != nil {
			return nil, 0, err
		}
	}
	return list, total, nil
}

// rankedCompanies answers a page of a search in order of relevance. Ranking
// scores every match before it can sort (5 ms for a word a thousand pages
// use, most of a search's time), so the ranking, the ids of the first
// rankedIDs matches and their number, is kept for a while when it is large,
// as the job search's is (cache.go); the page's companies are then read by
// id, fresh, and one that is no longer approved is left out.
func (d *DB) rankedCompanies(ctx context.Context, l companyListSQL, p jobportal.Page) ([]*jobportal.Company, int, error) {
	r, err := d.keptRanking(ctx, *l.ranking, d.now())
	if err != nil {
		return nil, 0, err
	}
	ids, ok := r.page(p)
	if !ok {
		list, err := queryAll(ctx, reads{d}, "list companies", l.page.SQL, l.page.Args, func(r rowScanner) (*jobportal.Company, error) {
			return scanCompany(r)
		})
		return list, r.total, err
	}
	list := []*jobportal.Company{}
	if len(ids) == 0 {
		return list, r.total, nil
	}
	q := companyByIDs(ids)
	found, err := queryAll(ctx, reads{d}, "companies by ids", q.SQL, q.Args, func(r rowScanner) (*jobportal.Company, error) {
		return scanCompany(r)
	})
	if err != nil {
		return nil, 0, err
	}
	byID := make(map[int64]*jobportal.Company, len(found))
	for _, c := range found {
		byID[c.ID] = c
	}
	for _, id := range ids {
		if c := byID[id]; c != nil && c.Public() {
			list = append(list, c)
		}
	}
	return list, r.total, nil
}

// CompanyListQueries returns the statements ListCompanies runs for a
// normalized filter, so that their plans can be shown (bench/companies.sh):
// the page and its count, or for a search in order of relevance its ranking
// (run here to fill in the ids) and the page's companies by id.
func (d *DB) CompanyListQueries(ctx context.Context, f jobportal.CompanyFilter) ([]Query, error) {
	l := d.companyListSQL(f)
	if l.ranking == nil {
		return []Query{l.page, l.count}, nil
	}
	r, err := d.rank(ctx, *l.ranking)
	if err != nil {
		return nil, err
	}
	ids, ok := r.page(f.Paging())
	if !ok || len(ids) == 0 {
		return []Query{*l.ranking, l.page}, nil
	}
	return []Query{*l.ranking, companyByIDs(ids)}, nil
}

// companyListSQL writes the statements of a directory filter.
func (d *DB) companyListSQL(f jobportal.CompanyFilter) (l companyListSQL) {
	var w where
	from := "companies c"
	status := jobportal.CompanyApproved
	if f.Status != "" {
		status = f.Status
	}
	w.add("c.status = " + w.arg(status))
	if len(f.Industries) > 0 {
		w.add("c.industry IN (" + placeholders(&w.args, f.Industries) + ")")
	}
	if len(f.Sizes) > 0 {
		w.add("c.size IN (" + placeholders(&w.args, f.Sizes) + ")")
	}
	if len(f.Locations) > 0 {
		w.add("c.location IN (" + placeholders(&w.args, f.Locations) + ")")
	}
	if f.FoundedMin != nil {
		w.add("c.founded >= " + w.arg(*f.FoundedMin))
	}
	if f.FoundedMax != nil {
		w.add("c.founded <= " + w.arg(*f.FoundedMax))
	}
	if f.RatingMin != nil {
		w.add("c.rating >= " + w.arg(*f.RatingMin))
	}
	if f.RatingMax != nil {
		w.add("c.rating <= " + w.arg(*f.RatingMax))
	}
	if f.HasJobs {
		w.add("c.jobs_count > 0")
	}
	rank, rankDir := "", ""
	if terms := jobportal.SearchTerms(f.Keyword); len(terms) > 0 {
		match := w.arg(searchQuery(d.dialect, terms))
		if d.dialect == Postgres {
			tsq := "to_tsquery('english', " + match + ")"
			w.add("c.search @@ " + tsq)
			rank, rankDir = "ts_rank(c.search, "+tsq+")", " DESC"
		} else {
			// The matches lead, as in the job search (jobs_list.go).
			from = "companies_fts CROSS JOIN companies c ON c.id = companies_fts.rowid"
			w.add("companies_fts MATCH " + match)
			rank, rankDir = "bm25(companies_fts, 10.0, 3.0, 3.0, 1.0)", ""
		}
	}
	l = companyListSQL{count: Query{Name: "count companies", SQL: `SELECT COUNT(*) FROM ` + from + w.sql(),
		Args: append([]any(nil), w.args...)}}
	if rank != "" && f.SortBy == jobportal.CompanySortRelevance {
		args := append(params(nil), w.args...)
		l.ranking = &Query{Name: "ranking of companies", SQL: `SELECT id, COUNT(*) OVER () FROM (SELECT c.id, ` + rank +
			` AS score, c.sort_name FROM ` + from + w.sql() + `) AS m ORDER BY score` + rankDir + `, sort_name, id LIMIT ` +
			args.add(rankedIDs), Args: args}
		rank += rankDir
	}
	order := companyOrder(f, rank)
	args := append(params(nil), w.args...)
	limit := args.page(f.Paging())
	l.page = Query{Name: "page of companies", SQL: `SELECT ` + companyColumns + ` FROM ` + from + w.sql() + ` ORDER BY ` + order + limit,
		Args: args}
	return l
}

// companyListSQL holds the statements of a directory filter: a page and the
// count, and for a search in order of relevance the ranking of its matches.
type companyListSQL struct {
	page    Query
	count   Query
	ranking *Query
}

// companyByIDs is the statement of the companies with the given ids, in no
// order. It reads them by their key alone: with the status in the WHERE,
// SQLite, which has no statistics, went through the status index instead
// (10 ms rather than 0.1), so the caller checks the status.
func companyByIDs(ids []int64) Query {
	var args params
	return Query{Name: "companies by ids", SQL: `SELECT ` + companyColumns + ` FROM companies c
		WHERE c.id IN (` + placeholders(&args, ids) + `)`, Args: args}
}

// companyOrder is the ORDER BY of a directory filter; the id breaks ties
// in the same direction, so that an index gives the order.
func companyOrder(f jobportal.CompanyFilter, rank string) string {
	dir := direction(f.SortOrder)
	switch f.SortBy {
	case jobportal.CompanySortRelevance:
		if rank != "" {
			return rank + ", c.sort_name, c.id"
		}
	case jobportal.CompanySortRating:
		return "c.rating" + dir + ", c.id" + dir
	case jobportal.CompanySortJobs:
		return "c.jobs_count" + dir + ", c.id" + dir
	case jobportal.CompanySortFollowers:
		return "c.followers_count" + dir + ", c.id" + dir
	case jobportal.CompanySortNewest:
		return "c.created_at" + dir + ", c.id" + dir
	}
	return "c.sort_name" + dir + ", c.id" + dir
}

// FeaturedCompanies returns up to limit approved companies that have public
// jobs, those with the most first, then by name.
func (d *DB) FeaturedCompanies(ctx context.Context, limit int) ([]jobportal.FeaturedCompany, error) {
	if err := d.refreshJobCounts(ctx); err != nil {
		return nil, err
	}
	return queryAll(ctx, reads{d}, "featured companies", `SELECT c.id, c.name, c.industry, c.location, c.logo,
			c.jobs_count, c.verified, c.rating
		FROM companies c WHERE c.status = 'approved' AND c.jobs_count > 0
		ORDER BY c.jobs_count DESC, c.sort_name, c.id LIMIT $1`, []any{limit},
		func(r rowScanner) (c jobportal.FeaturedCompany, err error) {
			err = r.Scan(&c.ID, &c.Name, &c.Industry, &c.District, &c.Avatar, &c.JobsCount, &c.Verified, &c.Rating)
			c.Slug, c.Rating = jobportal.CompanySlug(c.Name), jobportal.RoundRating(c.Rating)
			return c, err
		})
}

// CompanyStats returns the directory's figures, over approved companies;
// with byStatus, also the number of pages in each status.
func (d *DB) CompanyStats(ctx context.Context, byStatus bool) (jobportal.CompanyStats, error) {
	if err := d.refreshJobCounts(ctx); err != nil {
		return jobportal.CompanyStats{}, err
	}
	var s jobportal.CompanyStats
	var ratingTotal, reviews int64
	err := reads{d}.QueryRowContext(ctx, `SELECT COUNT(*), CAST(COALESCE(SUM(c.jobs_count), 0) AS BIGINT),
			CAST(COALESCE(SUM(c.rating_total), 0) AS BIGINT), CAST(COALESCE(SUM(c.reviews_count), 0) AS BIGINT),
			COALESCE(SUM(CASE WHEN c.verified THEN 1 ELSE 0 END), 0)
		FROM companies c WHERE c.status = 'approved'`).Scan(&s.TotalCompanies, &s.TotalJobs, &ratingTotal, &reviews, &s.Verified)
	if err != nil {
		return s, fmt.Errorf("company stats: %w", err)
	}
	// The average of every review, not of the companies' averages: a
	// company with one review weighs as much as one review.
	if reviews > 0 {
		s.AverageRating = jobportal.RoundRating(float64(ratingTotal) / float64(reviews))
	}
	s.TopIndustries, err = queryAll(ctx, reads{d}, "top industries", `SELECT c.industry, COUNT(*) FROM companies c
		WHERE c.status = 'approved' AND c.industry <> '' GROUP BY c.industry ORDER BY COUNT(*) DESC, c.industry LIMIT $1`,
		[]any{jobportal.TopIndustriesLimit}, func(r rowScanner) (i jobportal.IndustryCount, err error) {
			err = r.Scan(&i.Industry, &i.Count)
			i.Slug = jobportal.Slugify(i.Industry, "industry")
			return i, err
		})
	if err != nil || !byStatus {
		return s, err
	}
	s.ByStatus = map[string]int{}
	for _, st := range jobportal.CompanyStatuses {
		s.ByStatus[st] = 0
	}
	return s, countInto(ctx, d.db, s.ByStatus, `SELECT status, COUNT(*) FROM companies GROUP BY status`)
}

// refreshJobCounts brings the companies' numbers of public jobs up to date
// once a day: a job stops being public when its closing date passes, which
// no write marks. Writes to jobs keep the counts in step the rest of the
// time (syncJobCounts). It runs at the first read of a new day in each
// process; running it twice gives the same counts.
func (d *DB) refreshJobCounts(ctx context.Context) error {
	today := jobportal.Today(d.now())
	d.jobCountDay.Lock()
	defer d.jobCountDay.Unlock()
	if d.jobCountDay.day == today {
		return nil
	}
	if _, err := d.db.ExecContext(ctx, `UPDATE companies SET jobs_count = (SELECT COUNT(*) FROM jobs j
			WHERE j.company_id = companies.id AND `+publicJob+`$1)
		WHERE jobs_count > 0`, today); err != nil {
		return fmt.Errorf("refresh job counts: %w", err)
	}
	d.jobCountDay.day = today
	return nil
}

// syncJobCounts counts again the public jobs of the companies named (nil
// ids are passed over), in the transaction that changed their jobs.
func syncJobCounts(ctx context.Context, tx execer, now time.Time, ids ...*int64) error {
	for _, id := range ids {
		if id == nil {
			continue
		}
		if _, err := tx.ExecContext(ctx, `UPDATE companies SET jobs_count = (SELECT COUNT(*) FROM jobs j
				WHERE j.company_id = $1 AND `+publicJob+`$2) WHERE id = $1`, *id, jobportal.Today(now)); err != nil {
			return fmt.Errorf("count company jobs: %w", err)
		}
	}
	return nil
}

// syncJobCountsOf counts again the public jobs of the company of a job.
func syncJobCountsOf(ctx context.Context, tx execer, now time.Time, jobID int64) error {
	var company sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT company_id FROM jobs WHERE id = $1`, jobID).Scan(&company); err != nil {
		return notFound(err, "Job not found.")
	}
	return syncJobCounts(ctx, tx, now, nullable(company))
}

// FollowCompany makes a customer follow an approved company. Following it
// again changes nothing: followersCount always equals the number of rows
// of company_follows, as both change in one transaction, and only when a
// row was really added. It returns the company as it is now.
func (d *DB) FollowCompany(ctx context.Context, companyID, customerID int64) (*jobportal.Company, error) {
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var status string
		err := tx.QueryRowContext(ctx, `SELECT status FROM companies WHERE id = $1`+d.forUpdate(), companyID).Scan(&status)
		if err != nil || status != jobportal.CompanyApproved {
			if err == nil || errors.Is(err, sql.ErrNoRows) {
				return jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound)
			}
			return fmt.Errorf("follow company: %w", err)
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO company_follows (company_id, customer_id, created_at)
			VALUES ($1, $2, $3) ON CONFLICT (company_id, customer_id) DO NOTHING`, companyID, customerID, d.now())
		if err != nil {
			return fmt.Errorf("follow company: %w", err)
		}
		return addFollowers(ctx, tx, res, companyID, "+")
	})
	if err != nil {
		return nil, err
	}
	return d.companyFor(ctx, companyID, customerID)
}

// UnfollowCompany stops a customer following a company, in any status, so
// that one can leave a page that is no longer public. Unfollowing twice
// changes nothing.
func (d *DB) UnfollowCompany(ctx context.Context, companyID, customerID int64) (*jobportal.Company, error) {
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var one int
		if err := tx.QueryRowContext(ctx, `SELECT 1 FROM companies WHERE id = $1`+d.forUpdate(), companyID).Scan(&one); err != nil {
			return notFound(err, companyNotFound)
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM company_follows WHERE company_id = $1 AND customer_id = $2`,
			companyID, customerID)
		if err != nil {
			return fmt.Errorf("unfollow company: %w", err)
		}
		return addFollowers(ctx, tx, res, companyID, "-")
	})
	if err != nil {
		return nil, err
	}
	return d.companyFor(ctx, companyID, customerID)
}

// addFollowers moves a company's followers count by one, up or down (sign),
// when res says a follow row was added or removed.
func addFollowers(ctx context.Context, tx *sql.Tx, res sql.Result, companyID int64, sign string) error {
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("follow company: %w", err)
	} else if n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE companies SET followers_count = followers_count `+sign+` 1 WHERE id = $1`,
		companyID); err != nil {
		return fmt.Errorf("count followers: %w", err)
	}
	return nil
}

// companyFor returns a company with whether the customer follows it.
func (d *DB) companyFor(ctx context.Context, companyID, customerID int64) (*jobportal.Company, error) {
	c, err := d.FindCompany(ctx, companyID)
	if err != nil {
		return nil, err
	}
	return c, d.MarkFollowed(ctx, customerID, []*jobportal.Company{c})
}

// MarkFollowed sets IsFollowed on those of the companies the customer follows.
func (d *DB) MarkFollowed(ctx context.Context, customerID int64, list []*jobportal.Company) error {
	if len(list) == 0 {
		return nil
	}
	var p params
	ids := make([]int64, len(list))
	for i, c := range list {
		ids[i] = c.ID
	}
	cust := p.add(customerID)
	followed, err := queryAll(ctx, reads{d}, "find follows", `SELECT company_id FROM company_follows
		WHERE customer_id = `+cust+` AND company_id IN (`+placeholders(&p, ids)+`)`, p,
		func(r rowScanner) (id int64, err error) { return id, r.Scan(&id) })
	if err != nil {
		return err
	}
	for _, c := range list {
		for _, id := range followed {
			if c.ID == id {
				c.IsFollowed = true
			}
		}
	}
	return nil
}

// FollowedCompanies returns a page of the companies a customer follows, the
// latest followed first, that are still public, and their number.
func (d *DB) FollowedCompanies(ctx context.Context, customerID int64, p jobportal.Page) ([]*jobportal.Company, int, error) {
	var total int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM company_follows f JOIN companies c ON c.id = f.company_id
		WHERE f.customer_id = $1 AND c.status = 'approved'`, customerID).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count followed companies: %w", err)
	}
	var args params
	cust := args.add(customerID)
	limit := args.page(p)
	list, err := queryAll(ctx, d.db, "followed companies", `SELECT `+companyColumns+`
		FROM company_follows f JOIN companies c ON c.id = f.company_id
		WHERE f.customer_id = `+cust+` AND c.status = 'approved'
		ORDER BY f.created_at DESC, f.company_id DESC`+limit, args,
		func(r rowScanner) (*jobportal.Company, error) {
			c, err := scanCompany(r)
			if c != nil {
				c.IsFollowed = true
			}
			return c, err
		})
	return list, total, err
}

// CountPublicCompanies returns the number of approved companies.
func (d *DB) CountPublicCompanies(ctx context.Context) (int, error) {
	var n int
	if err := (reads{d}).QueryRowContext(ctx, `SELECT COUNT(*) FROM companies c WHERE c.status = 'approved'`).Scan(&n); err != nil {
		return 0, fmt.Errorf("count public companies: %w", err)
	}
	return n, nil
}

// PublicCompanyRefs returns up to limit approved companies in the order of
// their ids, after skipping skip of them and those with an id up to
// afterID, for the sitemap (read in batches as PublicJobRefs is).
func (d *DB) PublicCompanyRefs(ctx context.Context, afterID int64, skip, limit int) ([]PageRef, error) {
	return queryAll(ctx, reads{d}, "list public companies", `SELECT c.id, c.name, c.updated_at FROM companies c
		WHERE c.id > $1 AND c.status = 'approved' ORDER BY c.id LIMIT $2 OFFSET $3`,
		[]any{afterID, limit, skip}, func(r rowScanner) (ref PageRef, err error) {
			var name string
			err = r.Scan(&ref.ID, &name, &ref.UpdatedAt)
			ref.Slug, ref.UpdatedAt = jobportal.CompanySlug(name), ref.UpdatedAt.UTC()
			return ref, err
		})
}

// FindCompanyPage returns an approved company for the head of its page; any
// other is ENOTFOUND.
func (d *DB) FindCompanyPage(ctx context.Context, id int64) (*jobportal.Company, error) {
	c, err := scanCompany(reads{d}.QueryRowContext(ctx, `SELECT `+companyColumns+` FROM companies c
		WHERE c.id = $1 AND c.status = 'approved'`, id))
	if err != nil {
		return nil, notFound(err, companyNotFound)
	}
	return c, nil
}
