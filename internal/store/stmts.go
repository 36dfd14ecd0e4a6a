package store

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
)

// The SQLite driver parses and plans a statement every time it runs one
// that was not prepared: for the first page of the job list that was 40% of
// the request's time, more than running it. The hot reads therefore go
// through statements prepared once and kept, by their text. PostgreSQL needs
// none of this: pgx keeps each connection's prepared statements itself.

// maxStmts bounds the statements kept. The job lists' statements vary with
// the filters given, so their number is bounded but can be large; past the
// bound, statements simply run unprepared.
const maxStmts = 512

type stmtCache struct {
	mu    sync.Mutex
	stmts map[string]*sql.Stmt
}

// stmt returns the kept statement of query, preparing it the first time;
// nil when the cache is full.
func (c *stmtCache) stmt(ctx context.Context, db *sql.DB, query string) (*sql.Stmt, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if st, ok := c.stmts[query]; ok {
		return st, nil
	}
	if len(c.stmts) >= maxStmts {
		return nil, nil
	}
	st, err := db.PrepareContext(ctx, query)
	if err != nil {
		return nil, fmt.Errorf("prepare: %w", err)
	}
	if c.stmts == nil {
		c.stmts = map[string]*sql.Stmt{}
	}
	c.stmts[query] = st
	return st, nil
}

func (c *stmtCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, st := range c.stmts {
		st.Close()
	}
	c.stmts = nil
}

// reads runs read statements, on SQLite through kept prepared statements. It
// is a querier, for helpers that read either in or out of a transaction.
type reads struct{ d *DB }

// QueryContext runs a statement that returns rows.
func (r reads) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if r.d.dialect == SQLite {
		st, err := r.d.stmts.stmt(ctx, r.d.db, query)
		if err != nil {
			return nil, err
		}
		if st != nil {
			return st.QueryContext(ctx, args...)
		}
	}
	return r.d.db.QueryContext(ctx, query, args...)
}

// QueryRowContext runs a statement that returns at most one row.
func (r reads) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	if r.d.dialect == SQLite {
		// A statement that fails to prepare fails again below, with its error.
		if st, err := r.d.stmts.stmt(ctx, r.d.db, query); err == nil && st != nil {
			return st.QueryRowContext(ctx, args...)
		}
	}
	return r.d.db.QueryRowContext(ctx, query, args...)
}
