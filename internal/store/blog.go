package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
)

// The blog's posts: writing, publishing, deleting, reading one, and the
// customers' likes and bookmarks. Lists and search are in blog_list.go,
// comments in blog_comments.go, categories and tags in blog_terms.go.

const postNotFound = "Blog post not found."

// postJoins add a post's author's name and its category, each found by
// its primary key, to a read of posts p; postFrom is the FROM of most.
const (
	postJoins = `LEFT JOIN admin_users a ON a.id = p.admin_id LEFT JOIN blog_categories c ON c.id = p.category_id`
	postFrom  = `blog_posts p ` + postJoins
)

// postColumns are the columns scanPost reads; contentColumn is p.content
// for a post's page and ” for lists, which show the excerpt only.
func postColumns(contentColumn string) string {
	return `p.id, p.title, p.slug, p.excerpt, ` + contentColumn + `, p.cover_image, p.admin_id,
	COALESCE(a.name, ''), p.category_id, COALESCE(c.name, ''), COALESCE(c.slug, ''), p.published,
	p.published_at, p.read_time, p.featured, p.views, p.likes_count, p.comments_count, p.created_at, p.updated_at`
}

func scanPost(row rowScanner, extra ...any) (*jobportal.Post, error) {
	p := &jobportal.Post{}
	var (
		adminID, categoryID sql.NullInt64
		catName, catSlug    string
		publishedAt         sql.NullTime
	)
	dest := append([]any{&p.ID, &p.Title, &p.Slug, &p.Excerpt, &p.Content, &p.CoverImage, &adminID,
		&p.Author.Name, &categoryID, &catName, &catSlug, &p.Published, &publishedAt, &p.ReadTime, &p.Featured,
		&p.Views, &p.LikesCount, &p.CommentsCount, &p.CreatedAt, &p.UpdatedAt}, extra...)
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	p.Author.ID = adminID.Int64
	if categoryID.Valid {
		p.Category = &jobportal.CategoryRef{ID: categoryID.Int64, Name: catName, Slug: catSlug}
	}
	if publishedAt.Valid {
		t := publishedAt.Time.UTC()
		p.PublishedAt = &t
	}
	p.Tags = []jobportal.TagRef{}
	p.CreatedAt, p.UpdatedAt = p.CreatedAt.UTC(), p.UpdatedAt.UTC()
	return p, nil
}

// postTagsSQL reads the tags of posts whose ids follow, closed by ")".
const postTagsSQL = `SELECT pt.post_id, t.id, t.name, t.slug FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id
	WHERE pt.post_id IN (`

// loadPostTags fills in the tags of posts, in the order they were chosen.
func loadPostTags(ctx context.Context, q querier, posts []*jobportal.Post) error {
	if len(posts) == 0 {
		return nil
	}
	byID := make(map[int64]*jobportal.Post, len(posts))
	ids := make([]int64, 0, len(posts))
	for _, p := range posts {
		byID[p.ID] = p
		ids = append(ids, p.ID)
	}
	type postTag struct {
		post int64
		tag  jobportal.TagRef
	}
	var args params
	tags, err := queryAll(ctx, q, "load post tags", postTagsSQL+placeholders(&args, ids)+`) ORDER BY pt.post_id, pt.position`, args,
		func(r rowScanner) (pt postTag, err error) {
			err = r.Scan(&pt.post, &pt.tag.ID, &pt.tag.Name, &pt.tag.Slug)
			return pt, err
		})
	if err != nil {
		return err
	}
	for _, pt := range tags {
		if p := byID[pt.post]; p != nil {
			p.Tags = append(p.Tags, pt.tag)
		}
	}
	return nil
}

// LoadReactions sets IsLiked and IsBookmarked on posts for one customer.
func (d *DB) LoadReactions(ctx context.Context, customerID int64, posts []*jobportal.Post) error {
	if len(posts) == 0 || customerID == 0 {
		return nil
	}
	byID := make(map[int64]*jobportal.Post, len(posts))
	ids := make([]int64, 0, len(posts))
	for _, p := range posts {
		byID[p.ID] = p
		ids = append(ids, p.ID)
	}
	type flag struct {
		post int64
		kind string
	}
	var args params
	cust := args.add(customerID)
	in := placeholders(&args, ids)
	flags, err := queryAll(ctx, reads{d}, "load reactions", `
		SELECT post_id, 'like' FROM blog_likes WHERE customer_id = `+cust+` AND post_id IN (`+in+`)
		UNION ALL
		SELECT post_id, 'bookmark' FROM blog_bookmarks WHERE customer_id = `+cust+` AND post_id IN (`+in+`)`, args,
		func(r rowScanner) (f flag, err error) {
			err = r.Scan(&f.post, &f.kind)
			return f, err
		})
	if err != nil {
		return err
	}
	for _, f := range flags {
		if p := byID[f.post]; p != nil {
			if f.kind == "like" {
				p.IsLiked = true
			} else {
				p.IsBookmarked = true
			}
		}
	}
	return nil
}

// postByIDSQL reads one post with its content.
var postByIDSQL = `SELECT ` + postColumns("p.content") + ` FROM ` + postFrom + ` WHERE p.id = $1`

// PostPageQueries returns the statements of an article's page: the post,
// its tags and its first page of comments, as the store sends them, so that
// their plans can be shown (bench/blogplans).
func (d *DB) PostPageQueries(id int64, comments jobportal.Page) []Query {
	return []Query{
		{Name: "post", SQL: postByIDSQL, Args: []any{id}},
		{Name: "tags", SQL: postTagsSQL + `$1) ORDER BY pt.post_id, pt.position`, Args: []any{id}},
		d.CommentPageQuery(id, comments),
	}
}

// FindPost returns a post with its content and tags, published or not: the
// caller asks jobportal.CanSeePost.
func (d *DB) FindPost(ctx context.Context, id int64) (*jobportal.Post, error) {
	row := reads{d}.QueryRowContext(ctx, postByIDSQL, id)
	p, err := scanPost(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, postNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find post: %w", err)
	}
	if err := loadPostTags(ctx, reads{d}, []*jobportal.Post{p}); err != nil {
		return nil, err
	}
	return p, nil
}

// PublishedPostExists reports whether a post is published.
func (d *DB) PublishedPostExists(ctx context.Context, id int64) (bool, error) {
	var one int
	row := reads{d}.QueryRowContext(ctx, `SELECT 1 FROM blog_posts WHERE id = $1 AND published = TRUE`, id)
	err := row.Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("check post: %w", err)
	}
	return true, nil
}

// CreatePost stores a new post written by an admin user, published at once
// when p.Published is set, and reads it back with its category's and tags'
// names. An unknown category or tag is EINVALID.
func (d *DB) CreatePost(ctx context.Context, p *jobportal.Post) error {
	now := d.now()
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		if err := checkPostTerms(ctx, tx, p); err != nil {
			return err
		}
		return insertPost(ctx, tx, p, now)
	})
	if err != nil {
		return err
	}
	return d.reload(ctx, p)
}

// CreatePosts stores many new posts in one transaction, without checking
// their category and tags: for generated data, where a commit per post would be slow.
func (d *DB) CreatePosts(ctx context.Context, posts []*jobportal.Post) error {
	now := d.now()
	return d.inTx(ctx, func(tx *sql.Tx) error {
		for _, p := range posts {
			if err := insertPost(ctx, tx, p, now); err != nil {
				return err
			}
		}
		return nil
	})
}

func insertPost(ctx context.Context, tx *sql.Tx, p *jobportal.Post, now time.Time) error {
	p.CreatedAt, p.UpdatedAt = now, now
	if p.Published && p.PublishedAt == nil {
		p.PublishedAt = &now
	}
	var adminID *int64
	if p.Author.ID != 0 {
		adminID = &p.Author.ID
	}
	err := tx.QueryRowContext(ctx, `
		INSERT INTO blog_posts (title, slug, excerpt, content, content_text, cover_image, admin_id, category_id,
			published, published_at, read_time, featured, views, likes_count, comments_count, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
		RETURNING id`,
		p.Title, p.Slug, p.Excerpt, p.Content, p.Text, p.CoverImage, adminID, categoryID(p), p.Published,
		p.PublishedAt, p.ReadTime, p.Featured, p.Views, p.LikesCount, p.CommentsCount, now).Scan(&p.ID)
	if err != nil {
		return fmt.Errorf("create post: %w", err)
	}
	return savePostTags(ctx, tx, p, false)
}

func categoryID(p *jobportal.Post) *int64 {
	if p.Category == nil {
		return nil
	}
	return &p.Category.ID
}

// checkPostTerms checks that a post's category and tags exist.
func checkPostTerms(ctx context.Context, tx *sql.Tx, p *jobportal.Post) error {
	var problems jobportal.Problems
	if p.Category != nil {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_categories WHERE id = $1`, p.Category.ID).Scan(&n); err != nil {
			return fmt.Errorf("check category: %w", err)
		}
		if n == 0 {
			problems.Add("categoryId", "Choose a category from the list.")
		}
	}
	if len(p.Tags) > 0 {
		var args params
		ids := make([]int64, len(p.Tags))
		for i, t := range p.Tags {
			ids[i] = t.ID
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_tags WHERE id IN (`+placeholders(&args, ids)+`)`,
			args...).Scan(&n); err != nil {
			return fmt.Errorf("check tags: %w", err)
		}
		if n != len(ids) {
			problems.Add("tagIds", "Choose tags from the list.")
		}
	}
	return problems.Err()
}

func savePostTags(ctx context.Context, tx *sql.Tx, p *jobportal.Post, replace bool) error {
	if replace {
		if _, err := tx.ExecContext(ctx, `DELETE FROM blog_post_tags WHERE post_id = $1`, p.ID); err != nil {
			return fmt.Errorf("save post tags: %w", err)
		}
	}
	for i, t := range p.Tags {
		if _, err := tx.ExecContext(ctx, `INSERT INTO blog_post_tags (post_id, tag_id, position) VALUES ($1, $2, $3)`,
			p.ID, t.ID, i); err != nil {
			return fmt.Errorf("save post tags: %w", err)
		}
	}
	return nil
}

// reload reads a post back into p, with the names the store keeps.
func (d *DB) reload(ctx context.Context, p *jobportal.Post) error {
	fresh, err := d.FindPost(ctx, p.ID)
	if err != nil {
		return err
	}
	*p = *fresh
	return nil
}

// UpdatePost saves the editable fields of a post and its cover; its
// author, publishing and counters stay. An unknown category or tag is EINVALID.
func (d *DB) UpdatePost(ctx context.Context, p *jobportal.Post) error {
	now := d.now()
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		if err := checkPostTerms(ctx, tx, p); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `
			UPDATE blog_posts SET title = $1, slug = $2, excerpt = $3, content = $4, content_text = $5,
				cover_image = $6, category_id = $7, read_time = $8, featured = $9, updated_at = $10
			WHERE id = $11`,
			p.Title, p.Slug, p.Excerpt, p.Content, p.Text, p.CoverImage, categoryID(p), p.ReadTime, p.Featured, now, p.ID)
		if err != nil {
			return fmt.Errorf("update post: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, postNotFound)
		}
		return savePostTags(ctx, tx, p, true)
	})
	if err != nil {
		return err
	}
	return d.reload(ctx, p)
}

// SetPostPublished publishes or unpublishes a post. A post keeps the time
// it was first published, so that taking it down for a fix does not move it
// to the top of the list. changed is false when it was so already.
func (d *DB) SetPostPublished(ctx context.Context, id int64, published bool) (p *jobportal.Post, changed bool, err error) {
	now := d.now()
	res, err := d.db.ExecContext(ctx, `UPDATE blog_posts SET published = $1,
		published_at = CASE WHEN $1 THEN COALESCE(published_at, $2) ELSE published_at END, updated_at = $2
		WHERE id = $3 AND published <> $1`, published, now, id)
	if err != nil {
		return nil, false, fmt.Errorf("publish post: %w", err)
	}
	n, _ := res.RowsAffected()
	p, err = d.FindPost(ctx, id)
	return p, n > 0, err
}

// DeletePost removes a post with its comments, likes and bookmarks, and
// returns its cover when nothing else shows that file.
func (d *DB) DeletePost(ctx context.Context, id int64) (cover string, err error) {
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `DELETE FROM blog_posts WHERE id = $1 RETURNING cover_image`, id).Scan(&cover)
		if errors.Is(err, sql.ErrNoRows) {
			return jobportal.Errorf(jobportal.ENOTFOUND, postNotFound)
		} else if err != nil {
			return fmt.Errorf("delete post: %w", err)
		}
		if cover != "" {
			inUse, err := mediaInUse(ctx, tx, cover)
			if err != nil {
				return err
			}
			if inUse {
				cover = ""
			}
		}
		return nil
	})
	return cover, err
}

// AddPostViews adds counted views to posts, as AddJobViews does to jobs.
func (d *DB) AddPostViews(ctx context.Context, views map[int64]int64) error {
	return d.addViews(ctx, "blog_posts", views)
}

// The customers' reactions. Each is one transaction that changes the row
// of blog_likes or blog_bookmarks and, only when that row came or went, the
// post's counter: doing a thing twice changes nothing, and two customers
// liking at once both count, since the counter is added to in the database,
// never written from a value read before.

// LikePost records a customer's like of a published post.
func (d *DB) LikePost(ctx context.Context, postID, customerID int64) (jobportal.PostReaction, error) {
	return d.react(ctx, postID, customerID, true, `INSERT INTO blog_likes (post_id, customer_id, created_at)
		VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, `likes_count = likes_count + 1`)
}

// UnlikePost takes a customer's like back; a post they never liked stays as it is.
func (d *DB) UnlikePost(ctx context.Context, postID, customerID int64) (jobportal.PostReaction, error) {
	return d.react(ctx, postID, customerID, false, `DELETE FROM blog_likes WHERE post_id = $1 AND customer_id = $2`,
		`likes_count = likes_count - 1`)
}

// BookmarkPost keeps a published post in a customer's saved articles.
func (d *DB) BookmarkPost(ctx context.Context, postID, customerID int64) (jobportal.PostReaction, error) {
	return d.react(ctx, postID, customerID, true, `INSERT INTO blog_bookmarks (post_id, customer_id, created_at)
		VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, "")
}

// UnbookmarkPost takes a post out of a customer's saved articles.
func (d *DB) UnbookmarkPost(ctx context.Context, postID, customerID int64) (jobportal.PostReaction, error) {
	return d.react(ctx, postID, customerID, false, `DELETE FROM blog_bookmarks WHERE post_id = $1 AND customer_id = $2`, "")
}

// react runs change (taking the post, the customer and, when adds, the
// time) on a published post and, when it changed a row, counter on the post. An
// unpublished or missing post is ENOTFOUND.
func (d *DB) react(ctx context.Context, postID, customerID int64, adds bool, change, counter string) (jobportal.PostReaction, error) {
	r := jobportal.PostReaction{ID: postID}
	now := d.now()
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var published bool
		err := tx.QueryRowContext(ctx, `SELECT published FROM blog_posts WHERE id = $1`, postID).Scan(&published)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && !published) {
			return jobportal.Errorf(jobportal.ENOTFOUND, postNotFound)
		} else if err != nil {
			return fmt.Errorf("react to post: %w", err)
		}
		args := []any{postID, customerID}
		if adds {
			args = append(args, now)
		}
		res, err := tx.ExecContext(ctx, change, args...)
		if err != nil {
			return fmt.Errorf("react to post: %w", err)
		}
		if n, _ := res.RowsAffected(); n > 0 && counter != "" {
			if _, err := tx.ExecContext(ctx, `UPDATE blog_posts SET `+counter+` WHERE id = $1`, postID); err != nil {
				return fmt.Errorf("count reaction: %w", err)
			}
		}
		return tx.QueryRowContext(ctx, `SELECT p.likes_count,
				EXISTS (SELECT 1 FROM blog_likes WHERE post_id = p.id AND customer_id = $2),
				EXISTS (SELECT 1 FROM blog_bookmarks WHERE post_id = p.id AND customer_id = $2)
			FROM blog_posts p WHERE p.id = $1`, postID, customerID).Scan(&r.LikesCount, &r.IsLiked, &r.IsBookmarked)
	})
	if err != nil {
		return r, err
	}
	return r, nil
}

// CountPublishedPosts returns the number of published posts.
func (d *DB) CountPublishedPosts(ctx context.Context) (int, error) {
	var n int
	err := reads{d}.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_posts WHERE published = TRUE`).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("count posts: %w", err)
	}
	return n, nil
}

// PublishedPostRefs returns up to limit published posts in the order of
// their ids, after skipping skip of them and those with an id up to afterID.
func (d *DB) PublishedPostRefs(ctx context.Context, afterID int64, skip, limit int) ([]PageRef, error) {
	return queryAll(ctx, reads{d}, "list published posts", `SELECT id, slug, updated_at FROM blog_posts
		WHERE id > $1 AND published = TRUE ORDER BY id LIMIT $2 OFFSET $3`,
		[]any{afterID, limit, skip}, func(r rowScanner) (ref PageRef, err error) {
			err = r.Scan(&ref.ID, &ref.Slug, &ref.UpdatedAt)
			ref.UpdatedAt = ref.UpdatedAt.UTC()
			return ref, err
		})
}

// blogMediaInUse reports whether a post shows an image, as its cover or in
// its text. The text is searched, which reads every post: it runs only when
// an image is let go of, never on a page.
func blogMediaInUse(ctx context.Context, q rowQuerier, path string) (bool, error) {
	var used bool
	err := q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM blog_posts WHERE cover_image = $1)
		OR EXISTS (SELECT 1 FROM blog_posts WHERE content LIKE '%' || $2 || '%')`, path, path).Scan(&used)
	if err != nil {
		return false, fmt.Errorf("check blog media in use: %w", err)
	}
	return used, nil
}
