package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// MediaInUse reports whether a stored image, named by its /media path, is
// still shown by any job, company page, blog post or account's avatar. Files are named by
// their content, so two that upload the same picture share one file, which
// stays until none shows it.
func (d *DB) MediaInUse(ctx context.Context, path string) (bool, error) {
	return mediaInUse(ctx, d.db, path)
}

type rowQuerier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func mediaInUse(ctx context.Context, q rowQuerier, path string) (bool, error) {
	var used bool
	if err := q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM jobs WHERE image = $1)
		OR EXISTS (SELECT 1 FROM companies WHERE logo = $1) OR EXISTS (SELECT 1 FROM companies WHERE cover = $1)
		OR EXISTS (SELECT 1 FROM company_changes WHERE logo = $1) OR EXISTS (SELECT 1 FROM company_changes WHERE cover = $1)
		OR EXISTS (SELECT 1 FROM customers WHERE avatar = $1) OR EXISTS (SELECT 1 FROM cvs WHERE photo = $1)`, path).Scan(&used); err != nil {
		return false, fmt.Errorf("check media in use: %w", err)
	}
	if !used {
		return blogMediaInUse(ctx, q, path)
	}
	return used, nil
}

// NoteUnclaimedImage records that an image, named by its /media path, was
// stored before anything shows it (a CV's photo, an article's image), so
// that SweepUnclaimedImages can find it if nothing ever does. Storing the
// same image again starts its wait again.
func (d *DB) NoteUnclaimedImage(ctx context.Context, path string) error {
	if _, err := d.db.ExecContext(ctx, `INSERT INTO unclaimed_images (path, stored_at) VALUES ($1, $2)
		ON CONFLICT (path) DO UPDATE SET stored_at = excluded.stored_at`, path, d.now()); err != nil {
		return fmt.Errorf("note unclaimed image: %w", err)
	}
	return nil
}

// UnclaimedImages returns at most limit of the images noted by
// NoteUnclaimedImage that were stored before a time, oldest first.
func (d *DB) UnclaimedImages(ctx context.Context, before time.Time, limit int) ([]string, error) {
	return queryAll(ctx, d.db, "unclaimed images", `SELECT path FROM unclaimed_images WHERE stored_at < $1
		ORDER BY stored_at, path LIMIT $2`, []any{before, limit}, func(r rowScanner) (p string, err error) {
		return p, r.Scan(&p)
	})
}

// ForgetUnclaimedImage drops the note of an image whose fate is settled:
// something shows it, or it was removed. A note made again since storedBefore
// (the image was stored anew) is kept.
func (d *DB) ForgetUnclaimedImage(ctx context.Context, path string, storedBefore time.Time) error {
	if _, err := d.db.ExecContext(ctx, `DELETE FROM unclaimed_images WHERE path = $1 AND stored_at < $2`,
		path, storedBefore); err != nil {
		return fmt.Errorf("forget unclaimed image: %w", err)
	}
	return nil
}
