package backup

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"jobportal/internal/blob"
	"jobportal/internal/store"
)

// Report says what a restore put back, every part checked against the manifest.
type Report struct {
	Dialect       string
	SchemaVersion int64
	Tables        int
	Rows          int64
	Blobs         int
	BlobBytes     int64
}

// Restore puts the backup in src back: the database named by dsn and the
// uploads in blobs. The backup is checked whole before anything is written.
// The target must hold no data and no uploads unless force is set, and no
// server may be running on it. After the restore, the database's rows and
// every upload are checked against the manifest again.
func Restore(ctx context.Context, dsn string, blobs blob.Bucket, src string, force bool) (*Report, error) {
	m, err := ReadManifest(src)
	if err != nil {
		return nil, err
	}
	dialect := store.SQLite
	if store.IsPostgresURL(dsn) {
		dialect = store.Postgres
	}
	if m.Dialect != string(dialect) {
		return nil, fmt.Errorf("the backup is of a %s database and DATABASE_URL names a %s one", m.Dialect, dialect)
	}
	known, err := store.KnownSchemaVersion(dialect)
	if err != nil {
		return nil, err
	}
	if m.SchemaVersion > known {
		return nil, fmt.Errorf("the backup's schema (version %d) is newer than this binary knows (%d): restore it with the binary that made it", m.SchemaVersion, known)
	}
	if err := verifyBackup(ctx, src, m); err != nil {
		return nil, err
	}

	existing, err := uploadKeys(ctx, blobs)
	if err != nil {
		return nil, fmt.Errorf("list the uploads of the target: %w", err)
	}
	if len(existing) > 0 && !force {
		return nil, fmt.Errorf("the uploads store already holds %d files: restore into an empty one, or give -force to replace them", len(existing))
	}
	if dialect == store.SQLite {
		err = restoreSQLite(ctx, dsn, filepath.Join(src, SQLiteName), force)
	} else {
		err = restorePostgresChecked(ctx, dsn, filepath.Join(src, PostgresName), m.Schema, force)
	}
	if err != nil {
		return nil, err
	}
	if err := restoreBlobs(ctx, blobs, src, m, existing); err != nil {
		return nil, err
	}
	return verifyTarget(ctx, dsn, blobs, m)
}

// verifyBackup checks the database file and every upload of a backup against
// its manifest.
func verifyBackup(ctx context.Context, src string, m *Manifest) error {
	sum, _, err := fileSHA256(filepath.Join(src, m.Database))
	if errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("the backup lacks its database file %s", m.Database)
	} else if err != nil {
		return err
	}
	if sum != m.DatabaseSHA256 {
		return fmt.Errorf("the backup's database file %s was changed or damaged: its sha256 differs from the manifest's", m.Database)
	}
	var bad []string
	for _, b := range m.Blobs {
		if err := ctx.Err(); err != nil {
			return err
		}
		sum, size, err := fileSHA256(filepath.Join(src, UploadsDir, filepath.FromSlash(b.Key)))
		switch {
		case errors.Is(err, os.ErrNotExist):
			bad = append(bad, b.Key+" (missing)")
		case err != nil:
			return err
		case size != b.Size || sum != b.SHA256:
			bad = append(bad, b.Key+" (changed)")
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("%d uploads of the backup differ from its manifest: %s", len(bad), listSome(bad))
	}
	return nil
}

func listSome(s []string) string {
	if len(s) > 5 {
		return strings.Join(s[:5], ", ") + fmt.Sprintf(" and %d more", len(s)-5)
	}
	return strings.Join(s, ", ")
}

// restoreSQLite puts the backup's file in place of the database: written
// beside it, synced, then renamed over it, with the old WAL removed.
func restoreSQLite(ctx context.Context, dsn, from string, force bool) error {
	path := strings.TrimPrefix(dsn, "sqlite://")
	if _, err := os.Stat(path); err == nil {
		db, err := openSQLiteFile(path)
		if err != nil {
			return err
		}
		counts, err := countSQLite(ctx, db)
		db.Close()
		if err != nil {
			return fmt.Errorf("the target database %s: %w", path, err)
		}
		if err := refuseData(ctx, counts, force); err != nil {
			return err
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("the target database: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("create the database folder: %w", err)
	}
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	tmp := path + ".restoring"
	os.Remove(tmp)
	if _, err := writeFile(tmp, in); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write the database: %w", err)
	}
	for _, suffix := range []string{"-wal", "-shm"} {
		if err := os.Remove(path + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			os.Remove(tmp)
			return fmt.Errorf("remove the old database's %s file: %w", suffix, err)
		}
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("put the database in place: %w", err)
	}
	return nil
}

func restorePostgresChecked(ctx context.Context, dsn, from, schema string, force bool) error {
	db, _, err := store.Connect(dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	target, err := targetSchema(ctx, db)
	if err != nil {
		return err
	}
	if target != schema {
		return fmt.Errorf("the backup is of the schema %q and DATABASE_URL names the schema %q: pg_restore puts tables back into the schema they came from, so restore into a database whose search_path starts with %q", schema, target, schema)
	}
	counts, err := countPostgres(ctx, db)
	if err != nil {
		return fmt.Errorf("the target database: %w", err)
	}
	if err := refuseData(ctx, counts, force); err != nil {
		return err
	}
	return restorePostgres(ctx, dsn, from, len(counts) > 0)
}

// refuseData refuses a target database that holds data, unless force is set.
// A table has data when it has more rows than a freshly migrated database's,
// so that a server started once on the target does not stop a restore.
func refuseData(ctx context.Context, counts map[string]int64, force bool) error {
	if force {
		return nil
	}
	fresh, err := freshCounts(ctx)
	if err != nil {
		return err
	}
	var full []string
	for name, n := range counts {
		if name != "goose_db_version" && n > fresh[name] {
			full = append(full, fmt.Sprintf("%s (%d rows)", name, n))
		}
	}
	if len(full) > 0 {
		slices.Sort(full)
		return fmt.Errorf("the target database already holds data in %s: restore into an empty database, or give -force to replace it", listSome(full))
	}
	return nil
}

// freshCounts migrates a new SQLite database in a temporary folder and counts
// its rows: what an empty database holds.
func freshCounts(ctx context.Context) (map[string]int64, error) {
	dir, err := os.MkdirTemp("", "jobportal-fresh-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "fresh.db")
	db, err := store.Open(ctx, path)
	if err != nil {
		return nil, err
	}
	db.Close()
	sdb, err := openSQLiteFile(path)
	if err != nil {
		return nil, err
	}
	defer sdb.Close()
	return countSQLite(ctx, sdb)
}

// restoreBlobs copies the backup's uploads into the bucket, and removes the
// files there that the backup does not hold (when forced over a full one).
func restoreBlobs(ctx context.Context, blobs blob.Bucket, src string, m *Manifest, existing []string) error {
	keep := make(map[string]bool, len(m.Blobs))
	for _, b := range m.Blobs {
		keep[b.Key] = true
		data, err := os.ReadFile(filepath.Join(src, UploadsDir, filepath.FromSlash(b.Key)))
		if err != nil {
			return fmt.Errorf("read the upload %s: %w", b.Key, err)
		}
		if err := blobs.Put(ctx, b.Key, data); err != nil {
			return fmt.Errorf("restore the upload %s: %w", b.Key, err)
		}
	}
	for _, key := range existing {
		if !keep[key] {
			if err := blobs.Delete(ctx, key); err != nil {
				return fmt.Errorf("remove the upload %s: %w", key, err)
			}
		}
	}
	return nil
}

// verifyTarget counts the restored database's rows and reads every restored
// upload back, against the manifest.
func verifyTarget(ctx context.Context, dsn string, blobs blob.Bucket, m *Manifest) (*Report, error) {
	var counts map[string]int64
	var version int64
	if m.Dialect == string(store.SQLite) {
		db, err := openSQLiteFile(strings.TrimPrefix(dsn, "sqlite://"))
		if err != nil {
			return nil, err
		}
		defer db.Close()
		if counts, err = countSQLite(ctx, db); err != nil {
			return nil, err
		}
		if version, err = schemaVersion(ctx, db); err != nil {
			return nil, err
		}
	} else {
		db, _, err := store.Connect(dsn)
		if err != nil {
			return nil, err
		}
		defer db.Close()
		if counts, err = countPostgres(ctx, db); err != nil {
			return nil, err
		}
		if version, err = schemaVersion(ctx, db); err != nil {
			return nil, err
		}
	}
	if version != m.SchemaVersion {
		return nil, fmt.Errorf("the restored schema is version %d, the manifest says %d", version, m.SchemaVersion)
	}
	r := &Report{Dialect: m.Dialect, SchemaVersion: version, Tables: len(m.Tables)}
	var bad []string
	for name, want := range m.Tables {
		got, ok := counts[name]
		if !ok || got != want {
			bad = append(bad, fmt.Sprintf("%s has %d rows, the manifest %d", name, got, want))
		}
		r.Rows += got
	}
	if len(bad) > 0 {
		slices.Sort(bad)
		return nil, fmt.Errorf("the restored database differs from the manifest: %s", listSome(bad))
	}
	for _, b := range m.Blobs {
		rd, err := blobs.Open(ctx, b.Key)
		if err != nil {
			return nil, fmt.Errorf("read back the upload %s: %w", b.Key, err)
		}
		h := sha256.New()
		n, err := io.Copy(h, rd)
		rd.Close()
		if err != nil {
			return nil, fmt.Errorf("read back the upload %s: %w", b.Key, err)
		}
		if n != b.Size || !bytes.Equal([]byte(hex.EncodeToString(h.Sum(nil))), []byte(b.SHA256)) {
			return nil, fmt.Errorf("the restored upload %s differs from the manifest", b.Key)
		}
		r.Blobs++
		r.BlobBytes += n
	}
	return r, nil
}
