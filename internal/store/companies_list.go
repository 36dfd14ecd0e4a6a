package store

import (
	"context"
	"fmt"

	"jobportal/internal/jobportal"
)

// The company directory: its list, keyword search and order, the featured
// companies and the approved pages the sitemap and page heads read.

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
		build := func(ctx context.Context) (int, bool, error) {
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

// ownerNotBanned is true of a company page whose owner is not a banned
// account: such a page leaves the public lists while the ban lasts.
const ownerNotBanned = `NOT EXISTS (SELECT 1 FROM customers b WHERE b.id = c.owner_id AND b.status = 'banned')`

// companyListSQL writes the statements of a directory filter.
func (d *DB) companyListSQL(f jobportal.CompanyFilter) (l companyListSQL) {
	var w where
	from := "companies c"
	status := jobportal.CompanyApproved
	if f.Status != "" {
		status = f.Status
	}
	switch {
	case f.Review:
		w.add("(c.status = " + w.arg(jobportal.CompanyPending) + ` OR EXISTS (SELECT 1 FROM company_changes x
			WHERE x.company_id = c.id AND x.status = ` + w.arg(jobportal.ChangePending) + "))")
	default:
		w.add("c.status = " + w.arg(status))
	}
	if f.Status == "" && !f.Review {
		w.add(ownerNotBanned)
	}
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
		WHERE c.id IN (` + placeholders(&args, ids) + `) AND ` + ownerNotBanned, Args: args}
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
		FROM companies c WHERE c.status = 'approved' AND c.jobs_count > 0 AND `+ownerNotBanned+`
		ORDER BY c.jobs_count DESC, c.sort_name, c.id LIMIT $1`, []any{limit},
		func(r rowScanner) (c jobportal.FeaturedCompany, err error) {
			err = r.Scan(&c.ID, &c.Name, &c.Industry, &c.District, &c.Avatar, &c.JobsCount, &c.Verified, &c.Rating)
			c.Slug, c.Rating = jobportal.CompanySlug(c.Name), jobportal.RoundRating(c.Rating)
			return c, err
		})
}

// CountPublicCompanies returns the number of approved companies.
func (d *DB) CountPublicCompanies(ctx context.Context) (int, error) {
	var n int
	if err := (reads{d}).QueryRowContext(ctx, `SELECT COUNT(*) FROM companies c WHERE c.status = 'approved' AND `+ownerNotBanned).Scan(&n); err != nil {
		return 0, fmt.Errorf("count public companies: %w", err)
	}
	return n, nil
}

// PublicCompanyRefs returns up to limit approved companies in the order of
// their ids, after skipping skip of them and those with an id up to
// afterID, for the sitemap (read in batches as PublicJobRefs is).
func (d *DB) PublicCompanyRefs(ctx context.Context, afterID int64, skip, limit int) ([]PageRef, error) {
	return queryAll(ctx, reads{d}, "list public companies", `SELECT c.id, c.name, c.updated_at FROM companies c
		WHERE c.id > $1 AND c.status = 'approved' AND `+ownerNotBanned+` ORDER BY c.id LIMIT $2 OFFSET $3`,
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
		WHERE c.id = $1 AND c.status = 'approved' AND `+ownerNotBanned, id))
	if err != nil {
		return nil, notFound(err, companyNotFound)
	}
	return c, nil
}
