package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// CountJobView counts one view of a job by viewer, written at once, unless
// the viewer's last counted view of it is less than window old (on any
// server); it reports whether it counted. A job deleted meanwhile gains
// nothing.
func (d *DB) CountJobView(ctx context.Context, id int64, viewer string, window time.Duration) (bool, error) {
	return d.countView(ctx, "job", "jobs", id, viewer, window)
}

// CountPostView counts one view of a blog post, as CountJobView does a job's.
func (d *DB) CountPostView(ctx context.Context, id int64, viewer string, window time.Duration) (bool, error) {
	return d.countView(ctx, "post", "blog_posts", id, viewer, window)
}

// countView writes the viewer's mark and the view in one transaction. The
// mark's row is the pair's lock: of two servers counting the same pair at
// once, the second waits for the first and then finds a fresh mark, so it
// counts nothing.
func (d *DB) countView(ctx context.Context, kind, table string, id int64, viewer string, window time.Duration) (bool, error) {
	now := d.now()
	counted := false
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			INSERT INTO view_marks (kind, item_id, viewer, counted_at) VALUES ($1, $2, $3, $4)
			ON CONFLICT (kind, item_id, viewer) DO UPDATE SET counted_at = excluded.counted_at
			WHERE view_marks.counted_at <= $5`, kind, id, viewer, now, now.Add(-window))
		if err != nil {
			return fmt.Errorf("count %s view: %w", kind, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("count %s view: %w", kind, err)
		} else if n == 0 {
			return nil
		}
		if _, err := tx.ExecContext(ctx, `UPDATE `+table+` SET views = views + 1 WHERE id = $1`, id); err != nil {
			return fmt.Errorf("count %s view: %w", kind, err)
		}
		counted = true
		return nil
	})
	if err != nil {
		return false, err
	}
	return counted, nil
}

// PruneViewMarks removes the marks of views counted before the window, which
// no longer hold back a view, and answers how many went.
func (d *DB) PruneViewMarks(ctx context.Context, window time.Duration) (int64, error) {
	res, err := d.db.ExecContext(ctx, `DELETE FROM view_marks WHERE counted_at <= $1`, d.now().Add(-window))
	if err != nil {
		return 0, fmt.Errorf("prune view marks: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("prune view marks: %w", err)
	}
	return n, nil
}
