// Package benchdb gives the benchmarks a fresh database to measure: a
// SQLite file in a temporary folder, or a PostgreSQL schema of its own with
// a random name, each removed when the benchmark is done.
package benchdb

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"

	// The pgx driver, registered as "pgx", creates and drops the schema.
	_ "github.com/jackc/pgx/v5/stdlib"
)

// Fresh returns the address of an empty database named after name and a
// function that removes it. With dbURL empty it is a SQLite file in a new
// folder under dir (which must be on the disk to measure: on a tmpfs a
// commit's fsync costs nothing); otherwise a new schema in the PostgreSQL
// database dbURL names, which the address selects as its search path.
func Fresh(name, dir, dbURL string) (string, func(), error) {
	if dbURL == "" {
		work, err := os.MkdirTemp(dir, "jobportal-"+name+"-")
		if err != nil {
			return "", nil, fmt.Errorf("make the work folder: %w", err)
		}
		return filepath.Join(work, name+".db"), func() { os.RemoveAll(work) }, nil
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := "bench_" + name + "_" + hex.EncodeToString(b)
	u, err := url.Parse(dbURL)
	if err != nil {
		return "", nil, fmt.Errorf("read the database URL: %w", err)
	}
	admin, err := sql.Open("pgx", dbURL)
	if err != nil {
		return "", nil, err
	}
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("create schema: %w", err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), func() { admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`); admin.Close() }, nil
}
