package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"

	"jobportal/internal/jobportal"
)

// Comments on posts. A post's commentsCount moves in the same transaction
// as each comment that comes or goes, so it stays exact and a page of
// comments needs no count of its own.

const commentNotFound = "Comment not found."

// commentPageSQL reads a post's comments oldest first, through the index
// on (post_id, id); the page's limit and offset are added.
const commentPageSQL = `SELECT m.id, m.post_id, m.customer_id, cu.name, cu.avatar, m.text, m.created_at, m.updated_at
	FROM blog_comments m JOIN customers cu ON cu.id = m.customer_id
	WHERE m.post_id = $1 ORDER BY m.id`

func scanComment(r rowScanner) (*jobportal.Comment, error) {
	c := &jobportal.Comment{}
	err := r.Scan(&c.ID, &c.PostID, &c.Author.ID, &c.Author.Name, &c.Author.Avatar, &c.Text, &c.CreatedAt, &c.UpdatedAt)
	if err != nil {
		return nil, err
	}
	c.CreatedAt, c.UpdatedAt = c.CreatedAt.UTC(), c.UpdatedAt.UTC()
	c.Edited = c.UpdatedAt.After(c.CreatedAt)
	return c, nil
}

// ListComments returns a page of a post's comments, oldest first.
func (d *DB) ListComments(ctx context.Context, postID int64, p jobportal.Page) ([]*jobportal.Comment, error) {
	q := d.CommentPageQuery(postID, p)
	return queryAll(ctx, reads{d}, "list comments", q.SQL, q.Args, scanComment)
}

// FindComment returns a comment of a post; one of another post is ENOTFOUND.
func (d *DB) FindComment(ctx context.Context, postID, id int64) (*jobportal.Comment, error) {
	row := reads{d}.QueryRowContext(ctx, `SELECT m.id, m.post_id, m.customer_id, cu.name, cu.avatar, m.text,
		m.created_at, m.updated_at FROM blog_comments m JOIN customers cu ON cu.id = m.customer_id
		WHERE m.id = $1 AND m.post_id = $2`, id, postID)
	c, err := scanComment(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, commentNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find comment: %w", err)
	}
	return c, nil
}

// AddComment stores a customer's comment on a published post and counts
// it; an unpublished or missing post is ENOTFOUND.
func (d *DB) AddComment(ctx context.Context, postID, customerID int64, text string) (*jobportal.Comment, error) {
	now := d.now()
	var id int64
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE blog_posts SET comments_count = comments_count + 1
			WHERE id = $1 AND published = TRUE`, postID)
		if err != nil {
			return fmt.Errorf("add comment: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, postNotFound)
		}
		err = tx.QueryRowContext(ctx, `INSERT INTO blog_comments (post_id, customer_id, text, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $4) RETURNING id`, postID, customerID, text, now).Scan(&id)
		if err != nil {
			return fmt.Errorf("add comment: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return d.FindComment(ctx, postID, id)
}

// CreateComments stores many comments at once, in statements of many rows,
// and counts them on their posts: for generated data.
func (d *DB) CreateComments(ctx context.Context, comments []jobportal.Comment) error {
	const perStatement = 500
	return d.inTx(ctx, func(tx *sql.Tx) error {
		counts := map[int64]int64{}
		for start := 0; start < len(comments); start += perStatement {
			batch := comments[start:min(start+perStatement, len(comments))]
			var args params
			rows := make([]string, len(batch))
			for i, c := range batch {
				at := c.CreatedAt.UTC()
				rows[i] = "(" + args.add(c.PostID) + ", " + args.add(c.Author.ID) + ", " + args.add(c.Text) + ", " +
					args.add(at) + ", " + args.add(at) + ")"
				counts[c.PostID]++
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO blog_comments (post_id, customer_id, text, created_at, updated_at)
				VALUES `+strings.Join(rows, ", "), args...); err != nil {
				return fmt.Errorf("create comments: %w", err)
			}
		}
		// One statement per many posts, not one per post: a batch of comments
		// spread over thousands of posts would otherwise be as many round trips.
		ids := make([]int64, 0, len(counts))
		for id := range counts {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for start := 0; start < len(ids); start += perStatement {
			var args params
			rows := make([]string, 0, perStatement)
			for _, id := range ids[start:min(start+perStatement, len(ids))] {
				rows = append(rows, "(CAST("+args.add(id)+" AS BIGINT), CAST("+args.add(counts[id])+" AS BIGINT))")
			}
			if _, err := tx.ExecContext(ctx, `UPDATE blog_posts SET comments_count = comments_count + v.column2
				FROM (VALUES `+strings.Join(rows, ", ")+`) AS v WHERE blog_posts.id = v.column1`, args...); err != nil {
				return fmt.Errorf("count comments: %w", err)
			}
		}
		return nil
	})
}

// UpdateComment replaces the text of a comment; the caller has asked
// jobportal.CanEditComment.
func (d *DB) UpdateComment(ctx context.Context, postID, id int64, text string) (*jobportal.Comment, error) {
	res, err := d.db.ExecContext(ctx, `UPDATE blog_comments SET text = $1, updated_at = $2 WHERE id = $3 AND post_id = $4`,
		text, d.now(), id, postID)
	if err != nil {
		return nil, fmt.Errorf("update comment: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, commentNotFound)
	}
	return d.FindComment(ctx, postID, id)
}

// DeleteComment removes a comment and uncounts it; the caller has asked
// jobportal.CanDeleteComment.
func (d *DB) DeleteComment(ctx context.Context, postID, id int64) error {
	return d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM blog_comments WHERE id = $1 AND post_id = $2`, id, postID)
		if err != nil {
			return fmt.Errorf("delete comment: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, commentNotFound)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE blog_posts SET comments_count = comments_count - 1 WHERE id = $1`, postID); err != nil {
			return fmt.Errorf("uncount comment: %w", err)
		}
		return nil
	})
}
