package store_test

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// beforeIDs is the last migration of a database whose SQLite tables gave
// deleted ids out again.
const beforeIDs = 14

// sqliteTables lists the database's own tables, without SQLite's, goose's
// and the full-text indexes' (which the tables' triggers fill).
func sqliteTables(t *testing.T, q querier) []string {
	t.Helper()
	return strs(t, q, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
		AND name <> 'goose_db_version' AND name NOT LIKE '%_fts%' ORDER BY name`)
}

type querier interface {
	Query(query string, args ...any) (*sql.Rows, error)
}

func strs(t *testing.T, q querier, query string, args ...any) []string {
	t.Helper()
	rows, err := q.Query(query, args...)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s sql.NullString
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s.String)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// rowsOf reads every row of a table as text, column by column, in the order
// of their rowids.
func rowsOf(t *testing.T, q querier, table string) []map[string]string {
	t.Helper()
	rows, err := q.Query(`SELECT * FROM ` + table + ` ORDER BY rowid`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var out []map[string]string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		for i, c := range cols {
			m[c] = fmt.Sprint(vals[i])
		}
		out = append(out, m)
	}
	return out
}

// idTables lists the tables whose rows are named by an integer id.
func idTables(t *testing.T, q querier) []string {
	t.Helper()
	var out []string
	for _, table := range sqliteTables(t, q) {
		if slices.Contains(strs(t, q, `SELECT name FROM pragma_table_info(?) WHERE pk = 1 AND lower(type) = 'integer'`, table), "id") {
			out = append(out, table)
		}
	}
	return out
}

// oneOf finds the columns a table's CHECK constraints hold to a list of
// words, and the first word of each list.
var oneOf = regexp.MustCompile(`(\w+)\s+IN\s*\(\s*'([^']*)'`)

// fillRow adds a row to a table with made-up values in every column the
// database does not make itself, and returns its rowid. The values keep to
// the CHECK constraints (as every row a server wrote does), while foreign
// keys are not checked on the connection, so that any table takes one.
func fillRow(t *testing.T, conn *sql.Conn, table string, n int) int64 {
	t.Helper()
	words := map[string]string{}
	var def string
	if err := conn.QueryRowContext(ctx, `SELECT sql FROM sqlite_master WHERE name = ?`, table).Scan(&def); err != nil {
		t.Fatal(err)
	}
	for _, m := range oneOf.FindAllStringSubmatch(def, -1) {
		words[m[1]] = m[2]
	}
	type col struct {
		name, typ string
		hidden    int
	}
	rows, err := conn.QueryContext(ctx, `SELECT name, lower(type), hidden FROM pragma_table_xinfo(?)`, table)
	if err != nil {
		t.Fatal(err)
	}
	var cols []col
	for rows.Next() {
		var c col
		if err := rows.Scan(&c.name, &c.typ, &c.hidden); err != nil {
			t.Fatal(err)
		}
		cols = append(cols, c)
	}
	rows.Close()
	var names, marks []string
	var args []any
	for _, c := range cols {
		if c.hidden != 0 || c.name == "id" {
			continue
		}
		var v any
		switch {
		case words[c.name] != "":
			v = words[c.name]
		case c.name == "rating":
			v = n%5 + 1
		case strings.Contains(c.typ, "int"):
			v = n
		case strings.Contains(c.typ, "bool"):
			v = n % 2
		case strings.Contains(c.typ, "real"):
			v = float64(n) / 2
		case strings.Contains(c.typ, "timestamp"):
			v = time.Date(2026, 1, 1, 0, 0, n, 0, time.UTC)
		default:
			v = fmt.Sprintf("%s %s %d", table, c.name, n)
		}
		names, marks, args = append(names, c.name), append(marks, "?"), append(args, v)
	}
	var id int64
	if err := conn.QueryRowContext(ctx, `INSERT INTO `+table+` (`+strings.Join(names, ", ")+`) VALUES (`+
		strings.Join(marks, ", ")+`) RETURNING rowid`, args...).Scan(&id); err != nil {
		t.Fatalf("fill %s: %v", table, err)
	}
	return id
}

// looseConn is a connection that does not check foreign keys, for made-up rows.
func looseConn(t *testing.T, db *sql.DB) *sql.Conn {
	t.Helper()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if _, err := conn.ExecContext(ctx, `PRAGMA foreign_keys = OFF`); err != nil {
		t.Fatal(err)
	}
	return conn
}

// schemaOf is what a migration that only remakes tables must keep: each
// table's columns and foreign keys, and every index and trigger.
func schemaOf(t *testing.T, q querier) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, table := range sqliteTables(t, q) {
		out["columns of "+table] = strs(t, q, `SELECT name || ' ' || type || ' ' || "notnull" || ' ' || COALESCE(dflt_value, '') || ' ' || pk || ' ' || hidden
			FROM pragma_table_xinfo(?) ORDER BY cid`, table)
		out["foreign keys of "+table] = strs(t, q, `SELECT "from" || ' -> ' || "table" || '(' || "to" || ') ' || on_update || ' ' || on_delete
			FROM pragma_foreign_key_list(?) ORDER BY id, seq`, table)
		out["indexes of "+table] = strs(t, q, `SELECT name || ' ' || "unique" || ' ' || origin || ' ' || partial FROM pragma_index_list(?) ORDER BY name`, table)
	}
	out["indexes and triggers"] = strs(t, q, `SELECT type || ' ' || name || ' ON ' || tbl_name || ': ' || sql FROM sqlite_master
		WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY name`)
	return out
}

// TestSQLiteIDsMigrationKeepsEverything fills every table of a database as
// an older server left it, and checks that the migration that gives the
// tables AUTOINCREMENT keeps every row, column, foreign key, index and
// trigger, and the full-text search; and that afterwards a deleted id is
// never given again, in any table with an integer id.
func TestSQLiteIDsMigrationKeepsEverything(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	if err := store.MigrateSQLiteTo(ctx, path, beforeIDs); err != nil {
		t.Fatal(err)
	}
	raw, _, err := store.Connect(path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	conn := looseConn(t, raw)
	tables := sqliteTables(t, raw)
	ids := idTables(t, raw)
	if len(tables) < 30 || len(ids) < 20 {
		t.Fatalf("found only the tables %v, with ids %v", tables, ids)
	}
	n := 0
	for _, table := range tables {
		for range 3 {
			n++
			fillRow(t, conn, table, n)
		}
	}
	// The newest job is deleted before the migration: the old tables may
	// give its id again once, which no one can know afterwards.
	if _, err := conn.ExecContext(ctx, `DELETE FROM jobs WHERE id = (SELECT MAX(id) FROM jobs)`); err != nil {
		t.Fatal(err)
	}
	conn.Close()
	before := map[string][]map[string]string{}
	for _, table := range tables {
		before[table] = rowsOf(t, raw, table)
	}
	schemaBefore := schemaOf(t, raw)
	fkBefore := strs(t, raw, `SELECT "table" || ' ' || rowid || ' ' || parent FROM pragma_foreign_key_check ORDER BY 1`)
	raw.Close()

	// Up to this migration alone: later ones change the schema in their own ways.
	if err := store.MigrateSQLiteTo(ctx, path, beforeIDs+1); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	raw, _, err = store.Connect(path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()

	t.Run("every row is kept", func(t *testing.T) {
		for _, table := range tables {
			after := rowsOf(t, raw, table)
			if len(after) != len(before[table]) {
				t.Errorf("%s has %d rows, had %d", table, len(after), len(before[table]))
				continue
			}
			for i, row := range before[table] {
				for col, v := range row {
					if after[i][col] != v {
						t.Errorf("%s row %d: %s is %q, was %q", table, i, col, after[i][col], v)
					}
				}
			}
		}
	})
	t.Run("columns, foreign keys, indexes and triggers are kept", func(t *testing.T) {
		schemaAfter := schemaOf(t, raw)
		added := map[string][]string{
			"columns of email_log":        {"recipient_id INTEGER 0  0 0", "about TEXT 1 '' 0 0", "about_id INTEGER 0  0 0"},
			"columns of unclaimed_images": {"owner_id INTEGER 0  0 0"},
		}
		for what, was := range schemaBefore {
			got := schemaAfter[what]
			if what == "indexes and triggers" || strings.HasPrefix(what, "indexes of") {
				for _, x := range was {
					if !slices.Contains(got, x) {
						t.Errorf("%s: lost %q", what, x)
					}
				}
				continue
			}
			if want := append(slices.Clone(was), added[what]...); !reflect.DeepEqual(got, want) {
				t.Errorf("%s:\n got %q\nwant %q", what, got, want)
			}
		}
		if fk := strs(t, raw, `SELECT "table" || ' ' || rowid || ' ' || parent FROM pragma_foreign_key_check ORDER BY 1`); !reflect.DeepEqual(fk, fkBefore) {
			t.Errorf("the rows that refer to nothing changed:\n got %q\nwant %q", fk, fkBefore)
		}
		if ok := strs(t, raw, `PRAGMA integrity_check`); !reflect.DeepEqual(ok, []string{"ok"}) {
			t.Errorf("integrity check: %v", ok)
		}
	})
	t.Run("the full-text indexes still find the rows", func(t *testing.T) {
		for _, fts := range []struct{ table, column string }{{"jobs", "title"}, {"companies", "name"}, {"blog_posts", "title"}} {
			var id int64
			if err := raw.QueryRow(`SELECT id FROM ` + fts.table + ` ORDER BY id LIMIT 1`).Scan(&id); err != nil {
				t.Fatal(err)
			}
			var text string
			if err := raw.QueryRow(`SELECT `+fts.column+` FROM `+fts.table+` WHERE id = ?`, id).Scan(&text); err != nil {
				t.Fatal(err)
			}
			word := strings.Fields(text)[len(strings.Fields(text))-1] // the row's number
			found := strs(t, raw, `SELECT rowid FROM `+fts.table+`_fts WHERE `+fts.table+`_fts MATCH ?`, fts.column+` : "`+word+`"`)
			if !reflect.DeepEqual(found, []string{fmt.Sprint(id)}) {
				t.Errorf("%s_fts finds %v for %q, want [%d]", fts.table, found, word, id)
			}
		}
	})
	t.Run("a deleted id is never given again", func(t *testing.T) {
		conn := looseConn(t, raw)
		for _, table := range ids {
			if !strings.Contains(strs(t, raw, `SELECT sql FROM sqlite_master WHERE name = ?`, table)[0], "AUTOINCREMENT") {
				t.Errorf("%s has no AUTOINCREMENT", table)
			}
			first := fillRow(t, conn, table, 1000)
			if _, err := conn.ExecContext(ctx, `DELETE FROM `+table+` WHERE id = ?`, first); err != nil {
				t.Fatal(err)
			}
			if next := fillRow(t, conn, table, 1001); next <= first {
				t.Errorf("%s gave id %d again after it was deleted (now %d)", table, first, next)
			}
		}
	})
}

// TestAlertsMatchTheJobsOfAPageWhoseIDIsABannedCustomers checks the alerts'
// matching with ids that collide on purpose: the job seeker is customer 1,
// and company page 1 belongs to customer 2. A ban of customer 1 leaves page
// 1's jobs in the alerts; a ban of customer 2 takes them out.
func TestAlertsMatchTheJobsOfAPageWhoseIDIsABannedCustomers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := &jobWorld{t: t, db: db, clk: useClock(db)}
		w.person = mustCreateCustomer(t, db, "nimali@example.lk")
		var err error
		w.company, err = db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerCompany,
			Name: "Lanka Software Labs", Email: "hr@lsl.lk", ContactPerson: "Kasun"}, "h")
		if err != nil {
			t.Fatal(err)
		}
		page := w.companyPage(w.company)
		if page.ID != w.person.ID {
			t.Fatalf("page %d and job seeker %d do not collide", page.ID, w.person.ID)
		}
		reader := mustCreateCustomer(t, db, "kasun@example.lk")
		start := w.clk.now()
		w.clk.advance(time.Minute)
		job := w.add("Golang Engineer", func(j *jobportal.Job) {
			j.PostedBy = jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: w.company.ID}
			j.CompanyID, j.CompanyName = &page.ID, page.Name
		})
		w.clk.advance(time.Minute)
		alert, err := db.CreateAlert(ctx, &jobportal.JobAlert{CustomerID: reader.ID, Name: "Go", Keywords: []string{"golang"},
			Locations: []string{}, JobTypes: []string{}, MainTopics: []string{}, Frequency: jobportal.FrequencyInstant, Enabled: true})
		if err != nil {
			t.Fatal(err)
		}
		matches := func() ([]int64, []int64) {
			t.Helper()
			one, err := db.AlertMatches(ctx, alert, start, w.clk.now())
			if err != nil {
				t.Fatal(err)
			}
			win, err := db.NewAlertWindow(ctx, start, w.clk.now())
			if err != nil {
				t.Fatal(err)
			}
			all, err := win.Matches(ctx, alert)
			if err != nil {
				t.Fatal(err)
			}
			return one, all
		}
		ban := func(c *jobportal.Customer, banned bool) {
			t.Helper()
			if _, _, err := db.SetCustomerBan(ctx, c.ID, banned, "Spam reported"); err != nil {
				t.Fatal(err)
			}
		}
		ban(w.person, true)
		if one, all := matches(); !slices.Equal(one, []int64{job.ID}) || !slices.Equal(all, []int64{job.ID}) {
			t.Errorf("with the job seeker banned the alert matches %v and %v, want [%d]", one, all, job.ID)
		}
		ban(w.person, false)
		ban(w.company, true)
		if one, all := matches(); len(one) != 0 || len(all) != 0 {
			t.Errorf("with the employer banned the alert matches %v and %v", one, all)
		}
	})
}

// TestDeletedIDsAreNeverGivenAgain checks, on each database, that a row
// made after the newest was deleted gets a new id, and on PostgreSQL that
// every id is an identity, which only counts up.
func TestDeletedIDsAreNeverGivenAgain(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) { deletedIDsAreNeverGivenAgain(t, storetest.DSN(t, d)) })
	}
}

func deletedIDsAreNeverGivenAgain(t *testing.T, dsn string) {
	db, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	w := newJobWorld(t, db)
	first := w.add("Nurse")
	if _, err := db.DeleteJob(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	if next := w.add("Driver"); next.ID <= first.ID {
		t.Errorf("a job got id %d after job %d was deleted", next.ID, first.ID)
	}
	a, err := db.CreateAlert(ctx, &jobportal.JobAlert{CustomerID: w.person.ID, Name: "Nurses", Keywords: []string{"nurse"},
		Locations: []string{}, JobTypes: []string{}, MainTopics: []string{}, Frequency: jobportal.FrequencyDaily, Enabled: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteAlert(ctx, w.person.ID, a.ID); err != nil {
		t.Fatal(err)
	}
	b, err := db.CreateAlert(ctx, &jobportal.JobAlert{CustomerID: w.person.ID, Name: "Drivers", Keywords: []string{"driver"},
		Locations: []string{}, JobTypes: []string{}, MainTopics: []string{}, Frequency: jobportal.FrequencyDaily, Enabled: true})
	if err != nil || b.ID <= a.ID {
		t.Errorf("an alert got id %d after alert %d was deleted (%v)", b.ID, a.ID, err)
	}
	if db.Dialect() != store.Postgres {
		return
	}
	raw, _, err := store.Connect(dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	notIdentity := strs(t, raw, `SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema()
		AND table_name <> 'goose_db_version' AND column_name = 'id' AND (is_identity <> 'YES' OR identity_generation <> 'ALWAYS') ORDER BY 1`)
	if len(notIdentity) > 0 {
		t.Errorf("ids that are not identities: %v", notIdentity)
	}
	if n := len(strs(t, raw, `SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema()
		AND column_name = 'id'`)); n < 20 {
		t.Errorf("found only %d tables with ids", n)
	}
}
