package httpapi_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"jobportal/internal/blob"
	"jobportal/internal/httpapi"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// A fault of the database or the disk is no bug of the request's: clients
// and load balancers are told to come back (503 with Retry-After) or that
// the storage is full (507), never a 500.
func TestFaultsAreNotInternalErrors(t *testing.T) {
	cases := []struct {
		name       string
		err        error
		wantStatus int
		wantRetry  string
	}{
		{"PostgreSQL shutting down", fmt.Errorf("list jobs: %w", &pgconn.PgError{Code: "57P01"}), 503, "5"},
		{"PostgreSQL starting up", &pgconn.PgError{Code: "57P03"}, 503, "5"},
		{"a statement over statement_timeout", &pgconn.PgError{Code: "57014"}, 503, "5"},
		{"a refused connection", fmt.Errorf("connect: %w", syscall.ECONNREFUSED), 503, "5"},
		{"the request's deadline", fmt.Errorf("find job: %w", context.DeadlineExceeded), 503, "5"},
		{"PostgreSQL's disk full", &pgconn.PgError{Code: "53100"}, 507, ""},
		{"the upload disk full", &os.PathError{Op: "write", Path: "/uploads/x", Err: syscall.ENOSPC}, 507, ""},
		{"the S3 bucket full", fmt.Errorf("put img/a.jpg: %w: no space left on device", blob.ErrFull), 507, ""},
		{"the S3 server unreachable or overloaded", fmt.Errorf("put img/a.jpg: %w: SlowDown", blob.ErrUnavailable), 503, "5"},
		{"a bug is still a 500", errors.New("nil map"), 500, ""},
		{"a broken statement is still a 500", &pgconn.PgError{Code: "42601"}, 500, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			httpapi.Error(w, httptest.NewRequest("GET", "/api/jobs", nil), c.err)
			if w.Code != c.wantStatus || w.Header().Get("Retry-After") != c.wantRetry {
				t.Fatalf("status %d, Retry-After %q", w.Code, w.Header().Get("Retry-After"))
			}
			if c.wantStatus != 500 && strings.Contains(w.Body.String(), "Something went wrong") {
				t.Fatalf("body %s", w.Body)
			}
		})
	}
}

// When PostgreSQL drops every connection (a restart), requests get a 503
// with Retry-After or, once the pool has connected again, their answer.
func TestPostgresDroppingConnections(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		if d != store.Postgres {
			continue
		}
		// Only this test's connections are dropped, by their application name:
		// other tests share the database.
		app := fmt.Sprintf("faults_test_%d", time.Now().UnixNano())
		dsn := storetest.DSN(t, store.Postgres) + "&application_name=" + app
		db, err := store.Open(context.Background(), dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		e := newEnv(t, db)
		paths := []string{"/api/jobs?page=", "/api/jobs?search=nurse&page=", "/api/companies?page=", "/api/blogs?page="}
		for _, path := range paths {
			if a := e.do("GET", path+"1", "", ""); a.Code != 200 {
				t.Fatalf("%s before: %d", path, a.Code)
			}
		}
		admin, err := sql.Open("pgx", os.Getenv("TEST_DATABASE_URL"))
		if err != nil {
			t.Fatal(err)
		}
		defer admin.Close()
		dropped := 0
		// Each round asks for other pages, which no kept answer holds.
		for round := 2; round <= 4; round++ {
			var n int
			if err := admin.QueryRow(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
				WHERE application_name = $1`, app).Scan(&n); err != nil {
				t.Fatal(err)
			}
			dropped += n
			for _, path := range paths {
				a := e.do("GET", path+fmt.Sprint(round), "", "")
				if a.Code != 200 && (a.Code != 503 || a.Header().Get("Retry-After") == "") {
					t.Fatalf("%s after dropped connections: %d %s", path, a.Code, a.Body)
				}
			}
		}
		if dropped == 0 {
			t.Fatal("no connection was dropped")
		}
	}
}
