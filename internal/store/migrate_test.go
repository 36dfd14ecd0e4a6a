package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestMigrations(t *testing.T) {
	ctx := context.Background()
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			t.Run("servers started together on an empty database all start, and migrate it once", func(t *testing.T) {
				dsn := storetest.DSN(t, d)
				const servers = 4
				errs := make([]error, servers)
				dbs := make([]*store.DB, servers)
				var wg sync.WaitGroup
				for i := range servers {
					wg.Go(func() { dbs[i], errs[i] = store.Open(ctx, dsn) })
				}
				wg.Wait()
				for i, err := range errs {
					if err != nil {
						t.Errorf("server %d: %v", i, err)
						continue
					}
					defer dbs[i].Close()
				}
				if errs[0] != nil {
					return
				}
				current, known, err := dbs[0].SchemaVersion(ctx)
				if err != nil || current != known {
					t.Fatalf("schema at %d of %d (%v)", current, known, err)
				}
			})
			t.Run("a binary older than the schema refuses to start", func(t *testing.T) {
				dsn := storetest.DSN(t, d)
				db, err := store.Open(ctx, dsn)
				if err != nil {
					t.Fatal(err)
				}
				_, known, err := db.SchemaVersion(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if err := db.MarkSchemaVersion(ctx, known+1); err != nil {
					t.Fatal(err)
				}
				db.Close()
				again, err := store.Open(ctx, dsn)
				if err == nil {
					again.Close()
				}
				if !errors.Is(err, store.ErrSchemaNewer) {
					t.Fatalf("opened a newer schema: %v", err)
				}
			})
		})
	}
}
