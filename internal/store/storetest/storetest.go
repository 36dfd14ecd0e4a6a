// Package storetest gives tests a fresh database of each kind the store speaks.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"jobportal/internal/store"
)

// Dialects lists the databases tests run on: SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set. Under CI, a missing TEST_DATABASE_URL fails the
// test instead of quietly testing one database.
func Dialects(t testing.TB) []store.Dialect {
	t.Helper()
	if os.Getenv("TEST_DATABASE_URL") != "" {
		return []store.Dialect{store.SQLite, store.Postgres}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("TEST_DATABASE_URL is not set: CI must test PostgreSQL as well as SQLite")
	}
	return []store.Dialect{store.SQLite}
}

// Each runs fn as a subtest on a fresh database of every dialect.
func Each(t *testing.T, fn func(t *testing.T, db *store.DB)) {
	t.Helper()
	for _, d := range Dialects(t) {
		t.Run(string(d), func(t *testing.T) { fn(t, MustOpen(t, d)) })
	}
}

// MustOpen returns a migrated, empty database of the given dialect that is
// removed when the test ends.
func MustOpen(t testing.TB, d store.Dialect) *store.DB {
	t.Helper()
	return open(t, DSN(t, d))
}

// OpenTwice returns two handles on one migrated, empty database of the given
// dialect, as two servers on it have.
func OpenTwice(t testing.TB, d store.Dialect) (*store.DB, *store.DB) {
	t.Helper()
	dsn := DSN(t, d)
	return open(t, dsn), open(t, dsn)
}

func open(t testing.TB, dsn string) *store.DB {
	t.Helper()
	db, err := store.Open(context.Background(), dsn)
	if err != nil {
		t.Fatalf("open %s: %v", dsn, err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// DSN returns the address of a fresh, empty database of the given dialect:
// an SQLite file in a temporary folder, or a PostgreSQL schema of its own that
// is dropped when the test ends.
func DSN(t testing.TB, d store.Dialect) string {
	t.Helper()
	if d == store.SQLite {
		return filepath.Join(t.TempDir(), "test.db")
	}
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Fatal("TEST_DATABASE_URL is not set")
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := "t_" + hex.EncodeToString(b)

	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("connect to postgres: %v", err)
	}
	defer admin.Close()
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		t.Fatalf("create schema (is PostgreSQL running at TEST_DATABASE_URL?): %v", err)
	}
	t.Cleanup(func() {
		admin, err := sql.Open("pgx", base)
		if err != nil {
			return
		}
		defer admin.Close()
		admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`)
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse TEST_DATABASE_URL: %v", err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
