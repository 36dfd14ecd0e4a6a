package store

import (
	"context"
	"database/sql"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

// migrate brings the schema up to date. Several servers may start at once on
// one database, so the migrations run under a lock that all of them take:
// PostgreSQL's advisory lock for the schema, or a lock on a file beside an
// SQLite database. A schema newer than this binary knows stops the start, so
// that an older binary never writes into tables it does not understand.
func (d *DB) migrate(ctx context.Context) error {
	p, err := d.migrationProvider(ctx)
	if err != nil {
		return err
	}
	if err := d.refuseNewerSchema(ctx, p); err != nil {
		return err
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

func (d *DB) migrationProvider(ctx context.Context) (*goose.Provider, error) {
	dir, err := fs.Sub(migrations, "migrations/"+string(d.dialect))
	if err != nil {
		return nil, fmt.Errorf("migrations: %w", err)
	}
	gd := goose.DialectSQLite3
	var opts []goose.ProviderOption
	if d.dialect == Postgres {
		gd = goose.DialectPostgres
		var schema string
		if err := d.db.QueryRowContext(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
			return nil, fmt.Errorf("migrations: %w", err)
		}
		opts = append(opts, goose.WithSessionLocker(advisoryLock{id: lockID(schema)}))
	} else {
		var path string
		if err := d.db.QueryRowContext(ctx, `SELECT file FROM pragma_database_list WHERE name = 'main'`).Scan(&path); err != nil {
			return nil, fmt.Errorf("migrations: %w", err)
		}
		// An in-memory database has no file, and no other process sees it.
		if path != "" {
			opts = append(opts, goose.WithLocker(&fileLock{path: path + ".migrate-lock"}))
		}
	}
	p, err := goose.NewProvider(gd, d.db, dir, opts...)
	if err != nil {
		return nil, fmt.Errorf("migrations: %w", err)
	}
	return p, nil
}

// ErrSchemaNewer says that the database was migrated by a newer binary.
var ErrSchemaNewer = fmt.Errorf("the database's schema is newer than this binary knows")

func (d *DB) refuseNewerSchema(ctx context.Context, p *goose.Provider) error {
	current, err := p.GetDBVersion(ctx)
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	var known int64
	for _, s := range p.ListSources() {
		known = max(known, s.Version)
	}
	if current > known {
		return fmt.Errorf("%w (version %d; this binary knows up to %d): run the newer binary, or restore a backup made for this one",
			ErrSchemaNewer, current, known)
	}
	return nil
}

// SchemaVersion returns the version of the newest migration applied and the
// newest this binary knows.
func (d *DB) SchemaVersion(ctx context.Context) (current, known int64, err error) {
	p, err := d.migrationProvider(ctx)
	if err != nil {
		return 0, 0, err
	}
	if current, err = p.GetDBVersion(ctx); err != nil {
		return 0, 0, err
	}
	versions := make([]int64, 0, len(p.ListSources()))
	for _, s := range p.ListSources() {
		versions = append(versions, s.Version)
	}
	return current, slices.Max(versions), nil
}

// lockID names the advisory lock of one PostgreSQL schema, so that servers of
// different schemas in one database (tests, staging beside production) do not
// wait for one another.
func lockID(schema string) int64 {
	h := fnv.New64a()
	h.Write([]byte("jobportal migrations " + schema))
	return int64(h.Sum64())
}

// advisoryLock holds PostgreSQL's session advisory lock while the migrations
// run on the connection that took it; pg_advisory_lock waits in the server,
// so the next server starts migrating as soon as the first is done.
type advisoryLock struct{ id int64 }

var _ lock.SessionLocker = advisoryLock{}

func (l advisoryLock) SessionLock(ctx context.Context, conn *sql.Conn) error {
	// Waiting for another server's migrations, or building an index on a
	// large table, may take longer than a request's statement may.
	if _, err := conn.ExecContext(ctx, `SET statement_timeout = 0`); err != nil {
		return fmt.Errorf("wait for the migration lock: %w", err)
	}
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, l.id); err != nil {
		return fmt.Errorf("wait for the migration lock: %w", err)
	}
	return nil
}

func (l advisoryLock) SessionUnlock(ctx context.Context, conn *sql.Conn) error {
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_unlock($1)`, l.id); err != nil {
		return fmt.Errorf("release the migration lock: %w", err)
	}
	if _, err := conn.ExecContext(ctx, `RESET statement_timeout`); err != nil {
		return fmt.Errorf("release the migration lock: %w", err)
	}
	return nil
}

// fileLock holds an exclusive lock on a file beside an SQLite database while
// its migrations run. SQLite's own lock covers one transaction at a time, and
// goose runs each migration in its own, so two servers starting together could
// both apply the first migration. The kernel drops the lock if the process dies.
type fileLock struct {
	path string
	f    *os.File
}

var _ lock.Locker = (*fileLock)(nil)

func (l *fileLock) Lock(ctx context.Context, _ *sql.DB) error {
	f, err := os.OpenFile(l.path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("open the migration lock: %w", err)
	}
	for {
		ok, err := tryLockFile(f)
		if err != nil {
			f.Close()
			return fmt.Errorf("take the migration lock: %w", err)
		}
		if ok {
			l.f = f
			return nil
		}
		select {
		case <-ctx.Done():
			f.Close()
			return fmt.Errorf("wait for the migration lock: %w", ctx.Err())
		case <-time.After(pollEvery):
		}
	}
}

// Unlock closes the file, which lets go of the lock; the file stays, since
// removing it could let a third server lock a new file while a second holds
// the old one.
func (l *fileLock) Unlock(context.Context, *sql.DB) error {
	if l.f == nil {
		return nil
	}
	err := l.f.Close()
	l.f = nil
	return err
}

// pollEvery is how often a waiting server tries the SQLite migration lock again.
const pollEvery = 50 * time.Millisecond

// KnownSchemaVersion returns the newest migration this binary knows for a
// dialect, without a database: backups are checked against it before a
// restore puts a database in place.
func KnownSchemaVersion(dialect Dialect) (int64, error) {
	entries, err := fs.ReadDir(migrations, "migrations/"+string(dialect))
	if err != nil {
		return 0, fmt.Errorf("migrations: %w", err)
	}
	var known int64
	for _, e := range entries {
		v, _, ok := strings.Cut(e.Name(), "_")
		if !ok {
			continue
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			continue
		}
		known = max(known, n)
	}
	if known == 0 {
		return 0, fmt.Errorf("migrations: none for %s", dialect)
	}
	return known, nil
}
