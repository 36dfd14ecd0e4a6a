package backup_test

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"jobportal/internal/backup"
	"jobportal/internal/blob"
	"jobportal/internal/blob/s3test"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func addCustomer(t *testing.T, db *store.DB, n int) {
	t.Helper()
	_, err := db.CreateCustomer(context.Background(), jobportal.Registration{Type: jobportal.CustomerIndividual,
		Name: fmt.Sprintf("Seeker %d", n), Email: fmt.Sprintf("seeker%d@example.lk", n)}, "hash")
	if err != nil {
		t.Fatal(err)
	}
}

// TestBackupAndRestore backs up a database and its uploads, changes both,
// and puts the backup back over them: on SQLite, and on PostgreSQL through
// pg_dump and pg_restore.
func TestBackupAndRestore(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			dsn := storetest.DSN(t, d)
			db, err := store.Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			blobs := blob.NewMemory()
			for i := range 3 {
				addCustomer(t, db, i)
				if err := blobs.Put(ctx, fmt.Sprintf("cv/%d.pdf", i), []byte(strings.Repeat("cv", i+1))); err != nil {
					t.Fatal(err)
				}
			}
			// The web app's files that servers keep for one another are no
			// uploads: left out of the backup, left alone by the restore.
			if err := blobs.Put(ctx, blob.WebAssetsPrefix+"files/6a73", []byte("js")); err != nil {
				t.Fatal(err)
			}
			dest := filepath.Join(t.TempDir(), "backup")
			m, err := backup.Backup(ctx, dsn, blobs, dest)
			if err != nil {
				t.Fatal(err)
			}
			if m.Tables["customers"] != 3 || len(m.Blobs) != 3 || m.SchemaVersion == 0 {
				t.Fatalf("manifest: %d customers, %d uploads, schema %d", m.Tables["customers"], len(m.Blobs), m.SchemaVersion)
			}

			// What happens after the backup is undone by restoring it.
			addCustomer(t, db, 3)
			blobs.Put(ctx, "cv/late.pdf", []byte("late"))
			blobs.Delete(ctx, "cv/0.pdf")
			if _, err := backup.Restore(ctx, dsn, blobs, dest, false); err == nil || !strings.Contains(err.Error(), "uploads store already holds") {
				t.Fatalf("a full uploads store: %v", err)
			}
			if _, err := backup.Restore(ctx, dsn, blob.NewMemory(), dest, false); err == nil ||
				!strings.Contains(err.Error(), "already holds data in customers (4 rows)") {
				t.Fatalf("a database with data: %v", err)
			}
			db.Close()
			r, err := backup.Restore(ctx, dsn, blobs, dest, true)
			if err != nil {
				t.Fatal(err)
			}
			if r.Blobs != 3 || r.Tables != len(m.Tables) {
				t.Fatalf("report %+v", r)
			}
			keys, _ := blobs.List(ctx, "")
			if strings.Join(keys, " ") != "cv/0.pdf cv/1.pdf cv/2.pdf "+blob.WebAssetsPrefix+"files/6a73" {
				t.Fatalf("uploads after the restore: %q", keys)
			}
			db, err = store.Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if _, _, err := db.CustomerCredentials(ctx, "seeker3@example.lk"); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatalf("the customer added after the backup: %v", err)
			}
			if _, _, err := db.CustomerCredentials(ctx, "seeker2@example.lk"); err != nil {
				t.Fatalf("a customer of the backup: %v", err)
			}

			if d == store.Postgres {
				// Another schema is refused: pg_restore would write into the
				// backup's own schema.
				other := storetest.DSN(t, d)
				_, err := backup.Restore(ctx, other, blob.NewMemory(), dest, false)
				if err == nil || !strings.Contains(err.Error(), "names the schema") {
					t.Fatalf("another schema: %v", err)
				}
				u, _ := url.Parse(other)
				if !strings.HasPrefix(u.Query().Get("search_path"), "t_") {
					t.Fatalf("the test's URL %s", other)
				}
			} else {
				// A fresh folder gets the file, even
				// whose uploads store holds only a started server's web files.
				target := filepath.Join(t.TempDir(), "new", "jobportal.db")
				started := blob.NewMemory()
				started.Put(ctx, blob.WebAssetsPrefix+"builds/0123abcd", []byte("index-AbC12xYz.js"))
				if _, err := backup.Restore(ctx, target, started, dest, false); err != nil {
					t.Fatal(err)
				}
				if _, err := os.Stat(target); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestBackupAndRestoreOnS3 backs up uploads kept in an S3 bucket (a real
// versitygw) and restores them into a fresh bucket beside a fresh database.
func TestBackupAndRestoreOnS3(t *testing.T) {
	s := s3test.Start(t)
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			dsn := storetest.DSN(t, d)
			db, err := store.Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			blobs := s.Open(t)
			want := map[string]string{}
			for i := range 3 {
				addCustomer(t, db, i)
				key := fmt.Sprintf("img/0%d/photo.jpg", i)
				want[key] = strings.Repeat("jpeg", 1000*(i+1))
				if err := blobs.Put(ctx, key, []byte(want[key])); err != nil {
					t.Fatal(err)
				}
			}
			dest := filepath.Join(t.TempDir(), "backup")
			m, err := backup.Backup(ctx, dsn, blobs, dest)
			if err != nil {
				t.Fatal(err)
			}
			if len(m.Blobs) != 3 {
				t.Fatalf("%d uploads backed up", len(m.Blobs))
			}
			target, fresh := storetest.DSN(t, d), s.Open(t)
			if d == store.Postgres {
				// pg_restore writes into the dumped schema: the source is emptied
				// and restored into, as an operator's new server would be.
				db.Close()
				target = dsn
			}
			r, err := backup.Restore(ctx, target, fresh, dest, d == store.Postgres)
			if err != nil {
				t.Fatal(err)
			}
			if r.Blobs != 3 {
				t.Fatalf("report %+v", r)
			}
			for key, data := range want {
				f, err := fresh.Open(ctx, key)
				if err != nil {
					t.Fatal(err)
				}
				got, err := io.ReadAll(f)
				f.Close()
				if err != nil || string(got) != data {
					t.Fatalf("%s: %d bytes, %v", key, len(got), err)
				}
			}
		})
	}
}
