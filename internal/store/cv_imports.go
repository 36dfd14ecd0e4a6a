package store

import (
	"context"
	"fmt"
	"strconv"

	"jobportal/internal/jobportal"
)

// The CV builder's import history.

// maxCVImports is how many imports of one owner the history lists.
const maxCVImports = 100

// RecordCVImport adds an import into the CV builder to its owner's history.
func (d *DB) RecordCVImport(ctx context.Context, ownerID int64, source string) (jobportal.CVImport, error) {
	im := jobportal.CVImport{Source: source, Timestamp: d.now()}
	err := d.db.QueryRowContext(ctx, `INSERT INTO cv_imports (customer_id, source, created_at) VALUES ($1, $2, $3) RETURNING id`,
		ownerID, source, im.Timestamp).Scan(&im.ID)
	if err != nil {
		return jobportal.CVImport{}, fmt.Errorf("record CV import: %w", err)
	}
	return im, nil
}

// CVImports returns an owner's import history, newest first, at most the
// last hundred.
func (d *DB) CVImports(ctx context.Context, ownerID int64) ([]jobportal.CVImport, error) {
	return queryAll(ctx, d.db, "list CV imports", `SELECT id, source, created_at FROM cv_imports WHERE customer_id = $1
		ORDER BY created_at DESC, id DESC LIMIT `+strconv.Itoa(maxCVImports), []any{ownerID},
		func(row rowScanner) (jobportal.CVImport, error) {
			var im jobportal.CVImport
			err := row.Scan(&im.ID, &im.Source, &im.Timestamp)
			im.Timestamp = im.Timestamp.UTC()
			return im, err
		})
}
