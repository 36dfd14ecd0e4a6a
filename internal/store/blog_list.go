package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"

	"jobportal/internal/jobportal"
)

// Lists of posts: the blog's pages, its search, the featured posts, the
// feed and a customer's saved articles.

// postSelect says what a list of posts is besides its filter.
type postSelect struct {
	snippets     bool   // highlight the matches of the keyword
	noCount      bool   // the caller needs no total
	bookmarkedBy int64  // only the posts this customer saved, most recently saved first
	orderBy      string // instead of the filter's order
}

// ListPosts returns a page of the posts that pass a normalized filter, and
// how many pass it in all. A keyword finds posts by full-text search.
func (d *DB) ListPosts(ctx context.Context, f jobportal.BlogFilter) ([]*jobportal.Post, int, error) {
	return d.findPosts(ctx, postSelect{}, f)
}

// SearchPosts is ListPosts for a keyword search: each post carries a
// snippet with the matches marked. A filter without search terms is EINVALID.
func (d *DB) SearchPosts(ctx context.Context, f jobportal.BlogFilter) ([]*jobportal.Post, int, error) {
	if len(jobportal.SearchTerms(f.Keyword)) == 0 {
		return nil, 0, &jobportal.Error{Code: jobportal.EINVALID, Message: "Enter a word to search for.",
			Fields: []jobportal.FieldError{{Field: "q", Message: "Enter a word to search for."}}}
	}
	return d.findPosts(ctx, postSelect{snippets: true}, f)
}

// FeaturedPosts returns the newest featured published posts.
func (d *DB) FeaturedPosts(ctx context.Context, limit int) ([]*jobportal.Post, error) {
	f := jobportal.BlogFilter{Featured: true, Limit: limit}
	f.Normalize()
	posts, _, err := d.findPosts(ctx, postSelect{noCount: true}, f)
	return posts, err
}

// FeedPosts returns the newest published posts of a category (all for "").
func (d *DB) FeedPosts(ctx context.Context, categorySlug string, limit int) ([]*jobportal.Post, error) {
	f := jobportal.BlogFilter{Limit: limit}
	if categorySlug != "" {
		f.Categories = []string{categorySlug}
	}
	f.Normalize()
	posts, _, err := d.findPosts(ctx, postSelect{noCount: true}, f)
	return posts, err
}

// BookmarkedPosts returns a page of the published posts a customer saved,
// most recently saved first.
func (d *DB) BookmarkedPosts(ctx context.Context, customerID int64, p jobportal.Page) ([]*jobportal.Post, int, error) {
	f := jobportal.BlogFilter{Page: p.Number, Limit: p.Limit}
	f.Normalize()
	return d.findPosts(ctx, postSelect{bookmarkedBy: customerID, orderBy: "b.created_at DESC, p.id DESC"}, f)
}

// postListSQL holds the statements of a list of posts.
type postListSQL struct {
	from, where, order, cols string
	// countFrom is from without the joins that only add columns, so that a
	// count reads an index alone; byIDsFrom is the FROM of reading the posts
	// of a ranking by their ids.
	countFrom, byIDsFrom string
	// idsWhere is where for reading posts by id: on SQLite, without
	// statistics, the state must not pick an index there, or every published
	// post would be walked to find a dozen ids.
	idsWhere     string
	args         []any // of cols, from and where
	whereArgs    []any // of from and where
	withSnippets bool
	// score is the relevance of a search (best first), when the list is in that order.
	score string
	// plainWhere is where without the search words, and plainArgs its
	// arguments: for reading by id the posts of a kept ranking, which has
	// matched them already.
	plainWhere string
	plainArgs  []any
}

func (s postListSQL) page(p jobportal.Page) Query {
	args := params(slices.Clone(s.args))
	return Query{Name: "page", Args: args,
		SQL: "SELECT " + s.cols + " FROM " + s.from + s.where + " ORDER BY " + s.order + args.page(p)}
}

func (s postListSQL) count() Query {
	return Query{Name: "count", SQL: "SELECT COUNT(*) FROM " + s.countFrom + s.where, Args: slices.Clone(s.whereArgs)}
}

// ranking is the statement of the ids of the first limit posts of a search
// in order of relevance, each row with the number of matches. The score is
// taken in a subquery: SQLite's bm25 works only beside its MATCH.
func (s postListSQL) ranking(limit int) Query {
	args := params(slices.Clone(s.whereArgs))
	return Query{Name: "ranking", Args: args, SQL: "SELECT id, COUNT(*) OVER () FROM (SELECT p.id, " + s.score +
		" AS score, p.published_at FROM " + s.countFrom + s.where + ") AS m ORDER BY score" + scoreDir(s.score) +
		", published_at DESC, id DESC LIMIT " + args.add(limit)}
}

// byIDs is the statement of the posts of the list with the given ids, in no order.
func (s postListSQL) byIDs(ids []int64) Query {
	args := params(slices.Clone(s.args))
	return Query{Name: "page by ids", Args: args, SQL: "SELECT " + s.cols + " FROM " + s.byIDsFrom + s.idsWhere +
		" AND p.id IN (" + placeholders(&args, ids) + ")"}
}

// plainByIDs is byIDs without the search words: posts read by their
// primary key alone, without their snippets.
func (s postListSQL) plainByIDs(ids []int64) Query {
	args := params(slices.Clone(s.plainArgs))
	cond := " WHERE "
	if s.plainWhere != "" {
		cond = s.plainWhere + " AND "
	}
	return Query{Name: "page by ids", Args: args, SQL: "SELECT " + postColumns("''") + " FROM " + postFrom + cond +
		"p.id IN (" + placeholders(&args, ids) + ")"}
}

// scoreDir is the direction that puts the best matches first: ts_rank is
// larger for better matches, bm25 smaller.
func scoreDir(score string) string {
	if strings.HasPrefix(score, "ts_rank") {
		return " DESC"
	}
	return ""
}

// PostListQueries returns the statements ListPosts, or SearchPosts when
// search is set, runs for a normalized filter, so that their plans can be
// shown (bench/blogplans).
func (d *DB) PostListQueries(f jobportal.BlogFilter, search bool) []Query {
	s := d.postListSQL(postSelect{snippets: search}, f)
	if s.score != "" {
		ids := []int64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}
		kept := s.plainByIDs(ids)
		kept.Name = "page by ids, of a kept ranking"
		return []Query{s.ranking(rankedIDs), s.byIDs(ids), kept}
	}
	return []Query{s.page(f.Paging()), s.count()}
}

// CommentPageQuery is the statement of a page of a post's comments, for bench/blogplans.
func (d *DB) CommentPageQuery(postID int64, p jobportal.Page) Query {
	args := params{postID}
	return Query{Name: "comments", SQL: commentPageSQL + args.page(p), Args: args}
}

func (d *DB) postListSQL(sel postSelect, f jobportal.BlogFilter) postListSQL {
	q := &jobQuery{from: postFrom, fromByIDs: "blog_posts p"}
	switch f.Status {
	case jobportal.PostsPublished:
		q.add("p.published = TRUE")
	case jobportal.PostsDraft:
		q.add("p.published = FALSE")
	}
	if sel.bookmarkedBy != 0 {
		q.from = "blog_bookmarks b JOIN blog_posts p ON p.id = b.post_id " + postJoins
		q.fromByIDs = "blog_bookmarks b JOIN blog_posts p ON p.id = b.post_id"
		q.add("b.customer_id = " + q.arg(sel.bookmarkedBy))
	}
	if len(f.Categories) > 0 {
		q.add("p.category_id IN (SELECT id FROM blog_categories WHERE slug IN (" + placeholders(&q.args, f.Categories) + "))")
	}
	if len(f.Tags) > 0 {
		q.add("p.id IN (SELECT pt.post_id FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE t.slug IN (" +
			placeholders(&q.args, f.Tags) + "))")
	}
	if len(f.Authors) > 0 {
		q.add("p.admin_id IN (" + placeholders(&q.args, f.Authors) + ")")
	}
	if from := f.PublishedFrom(); !from.IsZero() {
		q.add("p.published_at >= " + q.arg(from))
	}
	if before := f.PublishedBefore(); !before.IsZero() {
		q.add("p.published_at < " + q.arg(before))
	}
	if f.ReadTimeMin != nil && *f.ReadTimeMin > 0 {
		q.add("p.read_time >= " + q.arg(*f.ReadTimeMin))
	}
	if f.ReadTimeMax != nil && *f.ReadTimeMax < jobportal.MaxReadTimeFilter {
		q.add("p.read_time <= " + q.arg(*f.ReadTimeMax))
	}
	if f.Featured {
		q.add("p.featured = TRUE")
	}
	var (
		score   string
		snippet func() string
	)
	// The conditions without the search words, for reading by id the posts
	// of a ranking already made.
	plain := where{conds: slices.Clone(q.conds), args: slices.Clone(q.args)}
	if terms := jobportal.SearchTerms(f.Keyword); len(terms) > 0 {
		score, snippet = d.postFullText(q, terms)
	}
	s := postListSQL{from: q.from, countFrom: q.fromByIDs, where: q.sql(), cols: postColumns("''"), order: sel.orderBy}
	s.byIDsFrom, s.idsWhere = postFrom, s.where
	if d.dialect == SQLite && score != "" {
		// Posts read by id are found by id first, and their match after.
		s.countFrom = "blog_posts_fts CROSS JOIN blog_posts p ON p.id = blog_posts_fts.rowid"
		s.byIDsFrom = "blog_posts p CROSS JOIN blog_posts_fts ON blog_posts_fts.rowid = p.id " + postJoins
		s.idsWhere = strings.ReplaceAll(s.where, "p.published = ", "+p.published = ")
	}
	s.plainWhere, s.plainArgs = plain.sql(), plain.args
	if d.dialect == SQLite {
		s.plainWhere = strings.ReplaceAll(s.plainWhere, "p.published = ", "+p.published = ")
	}
	s.whereArgs = slices.Clone([]any(q.args))
	if sel.snippets && snippet != nil {
		s.cols += ", " + snippet()
		s.withSnippets = true
	}
	s.args = q.args
	if s.order == "" {
		s.order = postOrder(f, score)
		if score != "" && f.SortBy == jobportal.PostSortRelevance {
			s.score = score
		}
	}
	return s
}

// postOrder is the ORDER BY of a filter; score orders by relevance, best
// first, when there are search terms. Drafts have no publication time and
// go by their last change instead.
func postOrder(f jobportal.BlogFilter, score string) string {
	dir := " DESC"
	if f.SortOrder == "asc" {
		dir = " ASC"
	}
	switch f.SortBy {
	case jobportal.PostSortRelevance:
		if score != "" {
			return score + scoreDir(score) + ", p.published_at DESC, p.id DESC"
		}
	case jobportal.PostSortViews:
		return "p.views" + dir + ", p.id" + dir
	case jobportal.PostSortLikes:
		return "p.likes_count" + dir + ", p.id" + dir
	case jobportal.PostSortTitle:
		return "p.title" + dir + ", p.id" + dir
	}
	if f.Status != jobportal.PostsPublished {
		return "p.updated_at" + dir + ", p.id" + dir
	}
	if f.SortBy == jobportal.PostSortPublishedAt {
		return "p.published_at" + dir + ", p.id" + dir
	}
	return "p.published_at DESC, p.id DESC"
}

// postFullText adds the match of search terms to a query of posts and
// returns the ORDER BY term of relevance and the column of a snippet,
// PostgreSQL through the weighted tsvector and its GIN index, SQLite through
// FTS5 with bm25 weighing the title most, as for jobs (fullText).
func (d *DB) postFullText(q *jobQuery, terms []string) (score string, snippet func() string) {
	match := q.arg(searchQuery(d.dialect, terms))
	if d.dialect == Postgres {
		tsq := "to_tsquery('english', " + match + ")"
		q.add("p.search @@ " + tsq)
		// The headline's options are an argument of the page alone, added
		// only once the count and the ranking have taken theirs.
		return "ts_rank(p.search, " + tsq + ")", func() string {
			return "ts_headline('english', p.content_text, " + tsq + ", " + q.arg(headlineOptions) + ")"
		}
	}
	// The matches lead, so that SQLite runs the match once rather than for
	// every published post.
	q.from = "blog_posts_fts CROSS JOIN blog_posts p ON p.id = blog_posts_fts.rowid " + postJoins
	q.add("blog_posts_fts MATCH " + match)
	return "bm25(blog_posts_fts, 10.0, 5.0, 1.0)", func() string {
		return "snippet(blog_posts_fts, 2, char(57344), char(57345), '…', 24)"
	}
}

func (d *DB) findPosts(ctx context.Context, sel postSelect, f jobportal.BlogFilter) ([]*jobportal.Post, int, error) {
	s := d.postListSQL(sel, f)
	if s.score != "" {
		return d.findRankedPosts(ctx, s, f)
	}
	posts, err := d.queryPosts(ctx, s, s.page(f.Paging()))
	if err != nil {
		return nil, 0, err
	}
	total := f.Paging().Offset() + len(posts)
	if !sel.noCount && (len(posts) == f.Limit || (len(posts) == 0 && f.Paging().Offset() > 0)) {
		// A large total is kept a few seconds, as the job lists' are (cache.go).
		cq := s.count()
		total, err = d.counts.get(ctx, queryKey(cq), d.now(), func(ctx context.Context) (int, bool, error) {
			var n int
			if err := (reads{d}).QueryRowContext(ctx, cq.SQL, cq.Args...).Scan(&n); err != nil {
				return 0, false, fmt.Errorf("count posts: %w", err)
			}
			return n, n >= cacheFrom, nil
		})
		if err != nil {
			return nil, 0, err
		}
	}
	return posts, total, nil
}

// findRankedPosts answers a page of a search in order of relevance, as
// findRanked does for jobs: the ranking (ids and the number of matches) is
// made by one statement and kept a few seconds, since it scores every match;
// the page's posts are then read by their ids, with the list's conditions
// but not the search words checked again, so that they are current.
func (d *DB) findRankedPosts(ctx context.Context, s postListSQL, f jobportal.BlogFilter) ([]*jobportal.Post, int, error) {
	rq := s.ranking(rankedIDs)
	// Unlike a job search's, a post search's ranking is kept whatever its
	// size: posts change a few times a day, not by the minute, and on
	// PostgreSQL even a rare word's ranking reads every match's tsvector
	// and its page every post's text for the snippets (tens of ms at
	// 50,000 posts).
	r, err := d.rankings.get(ctx, queryKey(rq), d.now(), func(ctx context.Context) (ranking, bool, error) {
		r, err := d.rank(ctx, rq)
		return r, true, err
	})
	if err != nil {
		return nil, 0, err
	}
	ids, ok := r.page(f.Paging())
	if !ok {
		posts, err := d.queryPosts(ctx, s, s.page(f.Paging()))
		return posts, r.total, err
	}
	if len(ids) == 0 {
		return []*jobportal.Post{}, r.total, nil
	}
	found, err := d.keptRankingPosts(ctx, s, rq, ids)
	if err != nil {
		return nil, 0, err
	}
	byID := make(map[int64]*jobportal.Post, len(found))
	for _, p := range found {
		byID[p.ID] = p
	}
	posts := make([]*jobportal.Post, 0, len(ids))
	for _, id := range ids {
		if p := byID[id]; p != nil {
			posts = append(posts, p)
		}
	}
	return posts, r.total, nil
}

// keptRankingPosts reads the posts of a page of a kept ranking by their ids
// alone. Their snippets, which need the full-text match (most of a page's
// time), are kept too, by the ranking and the page's ids, as for jobs.
func (d *DB) keptRankingPosts(ctx context.Context, s postListSQL, rq Query, ids []int64) ([]*jobportal.Post, error) {
	var snippets map[int64]string
	if s.withSnippets {
		var err error
		key := queryKey(Query{SQL: rq.SQL, Args: append(slices.Clone(rq.Args), ids)})
		snippets, err = d.snippets.get(ctx, key, d.now(), func(ctx context.Context) (map[int64]string, bool, error) {
			posts, err := d.queryPosts(ctx, s, s.byIDs(ids))
			m := make(map[int64]string, len(posts))
			for _, p := range posts {
				m[p.ID] = p.Snippet
			}
			return m, true, err
		})
		if err != nil {
			return nil, err
		}
	}
	plain := s
	plain.withSnippets = false
	posts, err := d.queryPosts(ctx, plain, s.plainByIDs(ids))
	if err != nil {
		return nil, err
	}
	for _, p := range posts {
		p.Snippet = snippets[p.ID]
	}
	return posts, nil
}

// queryPosts reads the posts a statement of the list selects, with their tags.
func (d *DB) queryPosts(ctx context.Context, s postListSQL, pq Query) ([]*jobportal.Post, error) {
	posts, err := queryAll(ctx, reads{d}, "list posts", pq.SQL, pq.Args, func(r rowScanner) (*jobportal.Post, error) {
		if !s.withSnippets {
			return scanPost(r)
		}
		var raw sql.NullString
		p, err := scanPost(r, &raw)
		if err == nil {
			p.Snippet = highlight(raw.String)
		}
		return p, err
	})
	if err != nil {
		return nil, err
	}
	if err := loadPostTags(ctx, reads{d}, posts); err != nil {
		return nil, err
	}
	return posts, nil
}
