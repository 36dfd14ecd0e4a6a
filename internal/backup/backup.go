// Package backup copies the portal's database and uploads into a folder that
// can be checked and put back: `jobportal backup` and `jobportal restore`.
//
// A backup folder holds the database (an SQLite file made by VACUUM INTO, or
// a pg_dump archive), every upload under uploads/, and manifest.json, written
// last: the schema version, the rows of every table as the database copy holds
// them, and each upload's size and sha256. A folder without a manifest is an
// unfinished backup.
package backup

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/store"
)

// Format is the version of the manifest this binary writes and reads.
const Format = 1

// The names inside a backup folder.
const (
	ManifestName = "manifest.json"
	SQLiteName   = "jobportal.db"
	PostgresName = "jobportal.pgdump"
	UploadsDir   = "uploads"
)

// Manifest describes a backup, so that a restore can check it.
type Manifest struct {
	Format        int       `json:"format"`
	CreatedAt     time.Time `json:"createdAt"`
	Dialect       string    `json:"dialect"`
	SchemaVersion int64     `json:"schemaVersion"`
	// Schema is the PostgreSQL schema dumped: pg_restore puts its tables
	// back into a schema of that name.
	Schema string `json:"schema,omitempty"`
	// Database is the file of the database inside the folder and its sha256.
	Database       string `json:"database"`
	DatabaseSHA256 string `json:"databaseSha256"`
	// Tables are the rows of each table, counted in the same snapshot the
	// database copy was made from.
	Tables map[string]int64 `json:"tables"`
	Blobs  []Blob           `json:"blobs"`
}

// Blob is one upload kept in a backup, under uploads/KEY.
type Blob struct {
	Key    string `json:"key"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// Backup writes a backup of the database named by dsn and of every file in
// blobs into dest, a folder that must be missing or empty. It runs beside
// servers that go on writing: the database is copied from one snapshot, then
// the uploads are copied, so that every upload the copied rows name is there
// (uploads are written before the rows that name them).
func Backup(ctx context.Context, dsn string, blobs blob.Bucket, dest string) (*Manifest, error) {
	if err := emptyFolder(dest); err != nil {
		return nil, err
	}
	m := &Manifest{Format: Format, CreatedAt: time.Now().UTC().Truncate(time.Second)}
	var err error
	if store.IsPostgresURL(dsn) {
		m.Dialect, m.Database = string(store.Postgres), PostgresName
		err = dumpPostgres(ctx, dsn, filepath.Join(dest, PostgresName), m)
	} else {
		m.Dialect, m.Database = string(store.SQLite), SQLiteName
		err = copySQLite(ctx, dsn, filepath.Join(dest, SQLiteName), m)
	}
	if err != nil {
		return nil, err
	}
	if m.DatabaseSHA256, _, err = fileSHA256(filepath.Join(dest, m.Database)); err != nil {
		return nil, err
	}
	if m.Blobs, err = copyBlobs(ctx, blobs, filepath.Join(dest, UploadsDir)); err != nil {
		return nil, err
	}
	if err := writeManifest(filepath.Join(dest, ManifestName), m); err != nil {
		return nil, err
	}
	return m, nil
}

// emptyFolder creates dir, or checks that it is empty, so that a backup never
// mixes with another.
func emptyFolder(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return fmt.Errorf("create the backup folder: %w", err)
		}
		return nil
	} else if err != nil {
		return fmt.Errorf("the backup folder: %w", err)
	}
	if len(entries) > 0 {
		return fmt.Errorf("the backup folder %s is not empty: give a new folder for each backup", dir)
	}
	return nil
}

// copySQLite copies the live database into path with VACUUM INTO, which reads
// one snapshot while the server goes on writing (a copy of the file could
// catch it half written, and misses what is still in the WAL), then counts
// the copy's rows.
func copySQLite(ctx context.Context, dsn, path string, m *Manifest) error {
	src := strings.TrimPrefix(dsn, "sqlite://")
	if _, err := os.Stat(src); err != nil {
		return fmt.Errorf("the database %s: %w", src, err)
	}
	db, _, err := store.Connect(dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, path); err != nil {
		return fmt.Errorf("copy the database: %w", err)
	}
	// Password hashes are in it: its owner's only, as the uploads are.
	if err := os.Chmod(path, 0o600); err != nil {
		return err
	}
	snap, err := openSQLiteFile(path)
	if err != nil {
		return err
	}
	defer snap.Close()
	// The copy is made one file, with no WAL beside it.
	if _, err := snap.ExecContext(ctx, `PRAGMA journal_mode = DELETE`); err != nil {
		return fmt.Errorf("the database copy: %w", err)
	}
	if m.Tables, err = countSQLite(ctx, snap); err != nil {
		return err
	}
	m.SchemaVersion, err = schemaVersion(ctx, snap)
	return err
}

// openSQLiteFile opens one SQLite file on one connection, without the
// server's settings (it may not be a live database).
func openSQLiteFile(path string) (*sql.DB, error) {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	return db, nil
}

// countSQLite counts the rows of every table of an SQLite database (virtual
// tables are left out: their rows are those of the tables they index).
func countSQLite(ctx context.Context, db *sql.DB) (map[string]int64, error) {
	names, err := queryStrings(ctx, db, `SELECT name FROM sqlite_schema WHERE type = 'table'
		AND name NOT LIKE 'sqlite\_%' ESCAPE '\' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name`)
	if err != nil {
		return nil, fmt.Errorf("list the tables: %w", err)
	}
	return countTables(ctx, db, names, func(n string) string { return `"` + n + `"` })
}

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func queryStrings(ctx context.Context, q querier, query string, args ...any) ([]string, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

func countTables(ctx context.Context, q querier, names []string, quote func(string) string) (map[string]int64, error) {
	counts := make(map[string]int64, len(names))
	for _, n := range names {
		if strings.ContainsAny(n, `"`) {
			return nil, fmt.Errorf("the table name %q cannot be quoted", n)
		}
		var c int64
		if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+quote(n)).Scan(&c); err != nil {
			return nil, fmt.Errorf("count the rows of %s: %w", n, err)
		}
		counts[n] = c
	}
	return counts, nil
}

// schemaVersion reads the newest migration applied, as the store's
// migrations record it.
func schemaVersion(ctx context.Context, q querier) (int64, error) {
	var v sql.NullInt64
	if err := q.QueryRowContext(ctx, `SELECT MAX(version_id) FROM goose_db_version WHERE is_applied`).Scan(&v); err != nil {
		return 0, fmt.Errorf("read the schema version: %w", err)
	}
	return v.Int64, nil
}

// uploadKeys lists the bucket's uploads: every key but the web app's files
// that the servers keep there (blob.WebAssetsPrefix), which are no data and
// which any server of their build puts back when it starts.
func uploadKeys(ctx context.Context, blobs blob.Bucket) ([]string, error) {
	keys, err := blobs.List(ctx, "")
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(keys, func(k string) bool { return strings.HasPrefix(k, blob.WebAssetsPrefix) }), nil
}

// copyBlobs copies every upload into dir through the bucket's interface, so
// that any kind of bucket is backed up the same way. A file deleted between
// the listing and its copy is left out.
func copyBlobs(ctx context.Context, blobs blob.Bucket, dir string) ([]Blob, error) {
	keys, err := uploadKeys(ctx, blobs)
	if err != nil {
		return nil, fmt.Errorf("list the uploads: %w", err)
	}
	out := make([]Blob, 0, len(keys))
	for _, key := range keys {
		if !blob.ValidKey(key) {
			return nil, fmt.Errorf("the upload %q has a key no bucket should hold", key)
		}
		r, err := blobs.Open(ctx, key)
		if errors.Is(err, blob.ErrNotFound) {
			continue
		} else if err != nil {
			return nil, fmt.Errorf("read the upload %s: %w", key, err)
		}
		b, err := writeFile(filepath.Join(dir, filepath.FromSlash(key)), r)
		r.Close()
		if err != nil {
			return nil, fmt.Errorf("copy the upload %s: %w", key, err)
		}
		b.Key = key
		out = append(out, b)
	}
	return out, nil
}

// writeFile writes r to path, synced, and returns its size and sha256.
func writeFile(path string, r io.Reader) (Blob, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return Blob{}, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return Blob{}, err
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(f, h), r)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return Blob{}, err
	}
	return Blob{Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

func fileSHA256(path string) (string, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return "", 0, fmt.Errorf("read %s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), n, nil
}

func writeManifest(path string, m *Manifest) error {
	slices.SortFunc(m.Blobs, func(a, b Blob) int { return strings.Compare(a.Key, b.Key) })
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o600); err != nil {
		return fmt.Errorf("write the manifest: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("write the manifest: %w", err)
	}
	return nil
}

// ReadManifest reads and checks the manifest of the backup in dir.
func ReadManifest(dir string) (*Manifest, error) {
	data, err := os.ReadFile(filepath.Join(dir, ManifestName))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%s has no %s: it is not a backup, or its backup did not finish", dir, ManifestName)
	} else if err != nil {
		return nil, fmt.Errorf("read the manifest: %w", err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("the manifest %s is damaged: %w", filepath.Join(dir, ManifestName), err)
	}
	switch {
	case m.Format != Format:
		return nil, fmt.Errorf("the manifest is of format %d; this binary reads format %d", m.Format, Format)
	case m.Dialect == string(store.SQLite) && m.Database != SQLiteName,
		m.Dialect == string(store.Postgres) && (m.Database != PostgresName || m.Schema == ""),
		m.Dialect != string(store.SQLite) && m.Dialect != string(store.Postgres):
		return nil, fmt.Errorf("the manifest is damaged: database %q of dialect %q", m.Database, m.Dialect)
	case len(m.DatabaseSHA256) != 64 || len(m.Tables) == 0:
		return nil, fmt.Errorf("the manifest is damaged: it lacks the database's sha256 or its tables")
	}
	for _, b := range m.Blobs {
		if !blob.ValidKey(b.Key) || len(b.SHA256) != 64 || b.Size < 0 {
			return nil, fmt.Errorf("the manifest is damaged: upload %q", b.Key)
		}
	}
	return &m, nil
}
