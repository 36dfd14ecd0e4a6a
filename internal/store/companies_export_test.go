package store

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
)

// MigrateTo brings the database at dsn up to a version of the schema and no
// further, so that a test can store data as it was before a migration.
func MigrateTo(ctx context.Context, dsn string, version int64) error {
	sqldb, dialect, err := Connect(dsn)
	if err != nil {
		return err
	}
	defer sqldb.Close()
	dir, err := fs.Sub(migrations, "migrations/"+string(dialect))
	if err != nil {
		return err
	}
	gd := goose.DialectSQLite3
	if dialect == Postgres {
		gd = goose.DialectPostgres
	}
	p, err := goose.NewProvider(gd, sqldb, dir)
	if err != nil {
		return err
	}
	if _, err := p.UpTo(ctx, version); err != nil {
		return fmt.Errorf("migrate to %d: %w", version, err)
	}
	return nil
}

// Exec runs a statement on the database, for tests that set up data as an
// older schema held it.
func Exec(ctx context.Context, dsn, query string, args ...any) error {
	sqldb, _, err := Connect(dsn)
	if err != nil {
		return err
	}
	defer sqldb.Close()
	_, err = sqldb.ExecContext(ctx, query, args...)
	return err
}
