package store

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
)

// MarkSchemaVersion records a migration as applied, as a newer binary would
// have, for the tests of what an older binary does then.
func (d *DB) MarkSchemaVersion(ctx context.Context, version int64) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO goose_db_version (version_id, is_applied) VALUES ($1, $2)`, version, true)
	return err
}

// MigrateSQLiteTo brings a new SQLite database at path up to a migration's
// version and no further, for the tests of a later migration on a database
// that an older server filled.
func MigrateSQLiteTo(ctx context.Context, path string, version int64) error {
	sqldb, _, err := Connect(path)
	if err != nil {
		return err
	}
	defer sqldb.Close()
	dir, err := fs.Sub(migrations, "migrations/sqlite")
	if err != nil {
		return err
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, sqldb, dir)
	if err != nil {
		return err
	}
	if _, err := p.UpTo(ctx, version); err != nil {
		return fmt.Errorf("migrate to %d: %w", version, err)
	}
	return nil
}
