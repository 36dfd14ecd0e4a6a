package store

import (
	"context"
	"database/sql"
	"fmt"
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
		OR EXISTS (SELECT 1 FROM customers WHERE avatar = $1) OR EXISTS (SELECT 1 FROM cvs WHERE photo = $1)`, path).Scan(&used); err != nil {
		return false, fmt.Errorf("check media in use: %w", err)
	}
	if !used {
		return blogMediaInUse(ctx, q, path)
	}
	return used, nil
}
