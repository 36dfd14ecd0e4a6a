package backup

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"strings"

	"jobportal/internal/store"
)

// dumpPostgres runs pg_dump in PostgreSQL's custom format into path. The rows
// are counted in a transaction whose snapshot pg_dump is given, so that the
// manifest's counts are those of the dump.
func dumpPostgres(ctx context.Context, dsn, path string, m *Manifest) error {
	pgDump, err := exec.LookPath("pg_dump")
	if err != nil {
		return fmt.Errorf("pg_dump is not on PATH: install PostgreSQL's client programs, or back up with "+
			"`pg_dump --format=custom --file %s \"$DATABASE_URL\"` and copy the uploads yourself", path)
	}
	db, _, err := store.Connect(dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	tx, err := db.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	if err != nil {
		return fmt.Errorf("begin the backup's snapshot: %w", err)
	}
	defer tx.Rollback()
	var snapshot string
	if err := tx.QueryRowContext(ctx, `SELECT pg_export_snapshot()`).Scan(&snapshot); err != nil {
		return fmt.Errorf("begin the backup's snapshot: %w", err)
	}
	if m.Schema, err = targetSchema(ctx, tx); err != nil {
		return err
	}
	if m.Tables, err = countPostgres(ctx, tx); err != nil {
		return err
	}
	if m.SchemaVersion, err = schemaVersion(ctx, tx); err != nil {
		return err
	}
	conn, env, err := libpqURL(dsn)
	if err != nil {
		return err
	}
	if err := runPG(ctx, pgDump, env, "--format=custom", "--no-owner", "--no-privileges",
		"--snapshot="+snapshot, "--schema="+m.Schema, "--file="+path, "--dbname="+conn); err != nil {
		return err
	}
	// The dump holds password hashes: readable by its owner only, as the
	// SQLite copy and the uploads are.
	return os.Chmod(path, 0o600)
}

// targetSchema names the schema the store's tables are in: the first of the
// search path, which may not exist yet in a database being restored into.
func targetSchema(ctx context.Context, q querier) (string, error) {
	var current sql.NullString
	var path string
	if err := q.QueryRowContext(ctx, `SELECT current_schema(), current_setting('search_path')`).Scan(&current, &path); err != nil {
		return "", fmt.Errorf("find the schema: %w", err)
	}
	if current.Valid {
		return current.String, nil
	}
	first, _, _ := strings.Cut(path, ",")
	first = strings.Trim(strings.TrimSpace(first), `"`)
	if first == "" || first == "$user" {
		return "public", nil
	}
	return first, nil
}

// countPostgres counts the rows of every table of the current schema.
func countPostgres(ctx context.Context, q querier) (map[string]int64, error) {
	names, err := queryStrings(ctx, q, `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`)
	if err != nil {
		return nil, fmt.Errorf("list the tables: %w", err)
	}
	return countTables(ctx, q, names, func(n string) string { return `"` + n + `"` })
}

// restorePostgres runs pg_restore of the archive at path into the database
// named by dsn, in one transaction, so that a failure leaves it unchanged.
func restorePostgres(ctx context.Context, dsn, path string, clean bool) error {
	pgRestore, err := exec.LookPath("pg_restore")
	if err != nil {
		return fmt.Errorf("pg_restore is not on PATH: install PostgreSQL's client programs, or restore with "+
			"`pg_restore --no-owner --no-privileges --single-transaction --dbname \"$DATABASE_URL\" %s` and copy the uploads back yourself", path)
	}
	conn, env, err := libpqURL(dsn)
	if err != nil {
		return err
	}
	args := []string{"--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error"}
	if clean {
		args = append(args, "--clean", "--if-exists")
	}
	return runPG(ctx, pgRestore, env, append(args, "--dbname="+conn, path)...)
}

func runPG(ctx context.Context, prog string, env []string, args ...string) error {
	cmd := exec.CommandContext(ctx, prog, args...)
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w: %s", prog, err, strings.TrimSpace(out.String()))
	}
	return nil
}

// libpqKeys are the URL parameters libpq knows; the store's URLs may carry
// others, which pgx sends as settings of the session (search_path=...).
var libpqKeys = map[string]bool{
	"host": true, "hostaddr": true, "port": true, "dbname": true, "user": true, "password": true,
	"passfile": true, "connect_timeout": true, "client_encoding": true, "options": true,
	"application_name": true, "sslmode": true, "sslcert": true, "sslkey": true, "sslrootcert": true,
	"sslcrl": true, "sslpassword": true, "target_session_attrs": true, "service": true,
}

// libpqURL turns one of the store's PostgreSQL URLs into one that pg_dump and
// pg_restore take, and PGOPTIONS carrying the session settings libpq would
// refuse as URL parameters.
func libpqURL(dsn string) (string, []string, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return "", nil, fmt.Errorf("DATABASE_URL: %w", err)
	}
	q := u.Query()
	var opts []string
	for k, vs := range q {
		if libpqKeys[k] {
			continue
		}
		if k != "pool_max_conns" && k != "statement_timeout" {
			for _, v := range vs {
				if strings.ContainsAny(v, " \\") {
					return "", nil, fmt.Errorf("DATABASE_URL: the setting %s=%q cannot be passed to pg_dump", k, v)
				}
				opts = append(opts, "-c "+k+"="+v)
			}
		}
		q.Del(k)
	}
	u.RawQuery = q.Encode()
	var env []string
	if len(opts) > 0 {
		env = append(env, "PGOPTIONS="+strings.Join(opts, " "))
	}
	return u.String(), env, nil
}
