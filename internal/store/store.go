// Package store keeps the portal's data in SQLite or PostgreSQL with one set of
// hand-written SQL. Where the two databases differ, the dialect says so.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib" // also registers the "pgx" driver
	"modernc.org/sqlite"             // also registers the "sqlite" driver

	"jobportal/internal/jobportal"
)

//go:embed migrations
var migrations embed.FS

// Dialect names the database behind a DB.
type Dialect string

// The dialects the store speaks.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is the portal's database.
type DB struct {
	db      *sql.DB
	dialect Dialect
	// Now returns the current time; tests replace it.
	Now func() time.Time
	// counts, rankings and snippets keep the totals, search rankings and
	// their pages' snippets of large public job lists for a few seconds
	// (cache.go).
	counts   cache[int]
	rankings cache[ranking]
	snippets cache[map[int64]string]
	// jobCountDay is the day in Colombo for which the companies' numbers of
	// public jobs were last brought up to date (refreshJobCounts).
	jobCountDay struct {
		sync.Mutex
		day string
	}
	// writeTurn lets this process's transactions on SQLite begin one at a
	// time (inTx); nil on PostgreSQL.
	writeTurn chan struct{}
	// stmts keeps the prepared statements of hot reads on SQLite (stmts.go).
	stmts stmtCache
	// outboxSignal wakes this process's outbox worker when emails are queued.
	outboxSignal signal
	// noticeSignal wakes this process's flyers' text worker when a flyer is
	// queued to be read (notices.go).
	noticeSignal signal
	// searchWords holds the job search's lexicon (search_words.go).
	searchWords lexiconHolder
	// beforeCommit, when set, runs in each transaction of inTx just before
	// its commit, and afterCommit just after a commit: the tests make another
	// write happen there, or the request end.
	beforeCommit, afterCommit func()
}

// IsPostgresURL reports whether a database URL names PostgreSQL.
func IsPostgresURL(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Open connects to the database named by dsn (a postgres:// URL or an SQLite
// file path) and brings its schema up to date.
func Open(ctx context.Context, dsn string) (*DB, error) {
	sqldb, dialect, err := Connect(dsn)
	if err != nil {
		return nil, err
	}
	d := &DB{db: sqldb, dialect: dialect, Now: func() time.Time { return time.Now().UTC() }}
	if dialect == SQLite {
		d.writeTurn = make(chan struct{}, 1)
	}
	if err := d.migrate(ctx); err != nil {
		sqldb.Close()
		return nil, err
	}
	return d, nil
}

// Connect opens the connection pool of the database named by dsn as Open
// does, but neither migrates it nor puts the store around it: for tools that
// look at how the database runs the store's statements (bench/jobplans).
func Connect(dsn string) (*sql.DB, Dialect, error) {
	if IsPostgresURL(dsn) {
		dsn, conns, err := postgresPool(dsn)
		if err != nil {
			return nil, "", err
		}
		cfg, err := pgx.ParseConfig(dsn)
		if err != nil {
			return nil, "", fmt.Errorf("open postgres: %w", err)
		}
		// pgx prepares each statement once per connection, and after five
		// runs PostgreSQL may plan it once for any arguments. Such a plan
		// cannot know how many jobs a search word matches, and searched a
		// rare word ten times slower; a plan made for the arguments takes a
		// fraction of a millisecond more. A URL may still choose otherwise.
		if _, set := cfg.RuntimeParams["plan_cache_mode"]; !set {
			cfg.RuntimeParams["plan_cache_mode"] = "force_custom_plan"
		}
		// The store's statements are short; compiling one to machine code
		// (PostgreSQL's JIT, for statements whose estimated cost is high,
		// such as a common word's ranking at a million jobs) took 20 to 400
		// ms, more than it saved. A URL may still turn it on.
		if _, set := cfg.RuntimeParams["jit"]; !set {
			cfg.RuntimeParams["jit"] = "off"
		}
		// A statement that runs past this is stopped by PostgreSQL and its
		// request answered 503 (faults.go), rather than holding a connection
		// while requests pile up behind it; a new connection that cannot be
		// made in 5 s fails the same way. Migrations lift the limit
		// (migrate.go). A URL may choose other values.
		if _, set := cfg.RuntimeParams["statement_timeout"]; !set {
			cfg.RuntimeParams["statement_timeout"] = "10s"
		}
		if !strings.Contains(dsn, "connect_timeout=") {
			cfg.ConnectTimeout = 5 * time.Second
		}
		sqldb := stdlib.OpenDB(*cfg)
		sqldb.SetMaxOpenConns(conns)
		sqldb.SetMaxIdleConns(conns)
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
		return sqldb, Postgres, nil
	}
	path := strings.TrimPrefix(dsn, "sqlite://")
	if dir := filepath.Dir(path); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, "", fmt.Errorf("create database folder: %w", err)
		}
	}
	// WAL lets readers go on while one writer writes; an immediate
	// transaction takes the write lock at BEGIN, so two writers wait on the
	// busy timeout instead of failing on a lock upgrade. synchronous=FULL
	// syncs the WAL at every commit, so an acknowledged write survives a
	// power cut, not only a killed process (docs/DECISIONS.md).
	q := "?_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)" +
		"&_pragma=synchronous(FULL)&_txlock=immediate&_time_format=sqlite"
	sqldb, err := sql.Open("sqlite", "file:"+path+q)
	if err != nil {
		return nil, "", fmt.Errorf("open sqlite: %w", err)
	}
	// As many connections as are kept idle: database/sql keeps two by
	// default, and every other one was closed after use, losing its
	// prepared statements and its page cache.
	sqldb.SetMaxOpenConns(defaultConns())
	sqldb.SetMaxIdleConns(defaultConns())
	if err := firstConnection(sqldb); err != nil {
		sqldb.Close()
		return nil, "", err
	}
	return sqldb, SQLite, nil
}

// firstConnection opens one connection, which turns a new database to WAL.
// Two processes turning the same new file to WAL at once can get SQLITE_BUSY
// straight away, without SQLite waiting the busy timeout: servers started
// together on an empty database failed so. Once the file is in WAL, a
// connection's journal_mode pragma changes nothing and waits as any other
// statement does, so only this first one is tried again, for as long as the
// busy timeout.
func firstConnection(sqldb *sql.DB) error {
	deadline := time.Now().Add(10 * time.Second)
	for {
		err := sqldb.Ping()
		var lite *sqlite.Error
		if errors.As(err, &lite) && lite.Code()&0xff == 5 && time.Now().Before(deadline) { // SQLITE_BUSY
			time.Sleep(5 * time.Millisecond)
			continue
		}
		if err != nil {
			return fmt.Errorf("open sqlite: %w", err)
		}
		return nil
	}
}

// defaultConns is the most connections to the database the server keeps
// open, unless told otherwise: two per CPU, and at least four.
func defaultConns() int { return max(4, 2*runtime.GOMAXPROCS(0)) }

// postgresPool reads and removes pool_max_conns (pgxpool's name for it) from
// a PostgreSQL URL: the most connections the server keeps open. Without it,
// defaultConns. Connections beyond what the database's cores
// can run at once only wait inside PostgreSQL, where a backend that loses its
// CPU while it holds a lock stalls the others: with PostgreSQL on the same two
// cores and 16 requests at a time, 20 connections gave the job list a p99 of
// 80 ms, and 4 gave 22 ms and more requests per second.
func postgresPool(dsn string) (string, int, error) {
	n := defaultConns()
	u, err := url.Parse(dsn)
	if err != nil {
		return "", 0, fmt.Errorf("open postgres: %w", err)
	}
	q := u.Query()
	if v := q.Get("pool_max_conns"); v != "" {
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			return "", 0, fmt.Errorf("open postgres: pool_max_conns must be a whole number from 1, not %q", v)
		}
		q.Del("pool_max_conns")
		u.RawQuery = q.Encode()
		dsn = u.String()
	}
	return dsn, n, nil
}

// Dialect tells which database this is.
func (d *DB) Dialect() Dialect { return d.dialect }

// Close closes the connections.
func (d *DB) Close() error {
	d.stmts.close()
	return d.db.Close()
}

// Ping checks that the database answers.
func (d *DB) Ping(ctx context.Context) error { return d.db.PingContext(ctx) }

// now returns the store's clock, in UTC and at the microsecond precision that
// both databases keep.
func (d *DB) now() time.Time { return d.Now().UTC().Truncate(time.Microsecond) }

// signal tells a worker of this process that work was queued, so that it
// runs at once rather than at its next look. Sent after the commit, else the
// worker could look before the work is there and wait for its next tick.
type signal struct {
	once sync.Once
	c    chan struct{}
}

func (s *signal) ch() chan struct{} {
	s.once.Do(func() { s.c = make(chan struct{}, 1) })
	return s.c
}

func (s *signal) send() {
	select {
	case s.ch() <- struct{}{}:
	default: // the worker has been told already
	}
}

// inTx runs fn in a transaction and commits it when fn returns nil. A
// request's write named by a key (WithRequestKey) is recorded in the same
// transaction, so that the key tells whether the write happened.
func (d *DB) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	release, err := d.takeTurn(ctx)
	if err != nil {
		return err
	}
	defer release()
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return err
	}
	if err := d.markWrite(ctx, tx); err != nil {
		return err
	}
	if d.beforeCommit != nil {
		d.beforeCommit()
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if d.afterCommit != nil {
		d.afterCommit()
	}
	return nil
}

// takeTurn waits, on SQLite, until this process's writes before have ended.
// A transaction there takes the write lock as it begins (_txlock=immediate).
// Writers that find it taken would poll for it in SQLite's busy handler,
// sleeping up to 100 ms between looks, so under a few writers at once the
// unlucky waited far longer than the writes took. Here they queue in Go and
// each begins as soon as the one before has ended. Other processes on the
// file (a backup) still meet the busy timeout.
func (d *DB) takeTurn(ctx context.Context) (func(), error) {
	if d.writeTurn == nil {
		return func() {}, nil
	}
	t := time.NewTimer(writeTurnWait)
	defer t.Stop()
	select {
	case d.writeTurn <- struct{}{}:
		return func() { <-d.writeTurn }, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("begin: %w", ctx.Err())
	case <-t.C:
		return nil, fmt.Errorf("begin: waited %s for the other writes", writeTurnWait)
	}
}

// exec runs one writing statement, in its turn on SQLite (takeTurn).
func (d *DB) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	release, err := d.takeTurn(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	return d.db.ExecContext(ctx, query, args...)
}

// writeTurnWait is how long a transaction on SQLite waits for the ones
// before it, as the busy timeout does for the lock.
const writeTurnWait = 10 * time.Second

// notFound turns sql.ErrNoRows into an ENOTFOUND error with the given message.
func notFound(err error, msg string) error {
	if errors.Is(err, sql.ErrNoRows) {
		return jobportal.Errorf(jobportal.ENOTFOUND, "%s", msg)
	}
	return err
}

// Stats reports the connection pool's figures.
func (d *DB) Stats() sql.DBStats { return d.db.Stats() }
