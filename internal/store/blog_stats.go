package store

import (
	"context"
	"fmt"
	"math"

	"jobportal/internal/jobportal"
)

// BlogStats returns the blog's figures: its posts counted by state, the
// views, likes and comments they have had, the average read time of the
// published ones and the categories and tags with the most published posts
// (ties by name). The counters are read from the posts, where every like and
// comment keeps them exact; the query reads blog_posts once, which is small
// beside the tables of likes and comments.
func (d *DB) BlogStats(ctx context.Context) (jobportal.BlogStats, error) {
	var s jobportal.BlogStats
	var readTime float64
	err := reads{d}.QueryRowContext(ctx, `SELECT COUNT(*),
			COALESCE(SUM(CASE WHEN published THEN 1 ELSE 0 END), 0),
			CAST(COALESCE(SUM(views), 0) AS BIGINT), CAST(COALESCE(SUM(likes_count), 0) AS BIGINT),
			CAST(COALESCE(SUM(comments_count), 0) AS BIGINT),
			CAST(COALESCE(AVG(CASE WHEN published THEN read_time END), 0) AS DOUBLE PRECISION)
		FROM blog_posts`).Scan(&s.TotalPosts, &s.PublishedPosts, &s.TotalViews, &s.TotalLikes, &s.TotalComments, &readTime)
	if err != nil {
		return s, fmt.Errorf("blog stats: %w", err)
	}
	s.DraftPosts = s.TotalPosts - s.PublishedPosts
	s.AverageReadTime = math.Round(readTime*10) / 10
	scan := func(r rowScanner) (t jobportal.TermCount, err error) {
		err = r.Scan(&t.ID, &t.Name, &t.Slug, &t.Count)
		return t, err
	}
	if s.TopCategories, err = queryAll(ctx, reads{d}, "top categories", `SELECT c.id, c.name, c.slug, COUNT(*)
		FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id
		WHERE p.published = TRUE GROUP BY c.id, c.name, c.slug ORDER BY COUNT(*) DESC, c.name LIMIT $1`,
		[]any{jobportal.BlogTopTermsLimit}, scan); err != nil {
		return s, err
	}
	s.TopTags, err = queryAll(ctx, reads{d}, "top tags", `SELECT t.id, t.name, t.slug, COUNT(*)
		FROM blog_post_tags pt JOIN blog_posts p ON p.id = pt.post_id JOIN blog_tags t ON t.id = pt.tag_id
		WHERE p.published = TRUE GROUP BY t.id, t.name, t.slug ORDER BY COUNT(*) DESC, t.name LIMIT $1`,
		[]any{jobportal.BlogTopTermsLimit}, scan)
	return s, err
}
