package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/search"
)

// What every area's statements are built and read with: numbered
// arguments, WHERE clauses, pages, and reading every row of a result.

// rowScanner is a row, or the current row of rows, being read.
type rowScanner interface{ Scan(...any) error }

// querier is what reads need of a database or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// params are the numbered arguments of a statement, gathered as its text is written.
type params []any

// add appends v and returns its placeholder, such as $3.
func (p *params) add(v any) string {
	*p = append(*p, v)
	return "$" + strconv.Itoa(len(*p))
}

// page appends a page's limit and offset and returns the clause that reads them.
func (p *params) page(pg jobportal.Page) string {
	return " LIMIT " + p.add(pg.Limit) + " OFFSET " + p.add(pg.Offset())
}

// placeholders appends each of vs and returns their placeholders separated
// by commas, for an IN (...).
func placeholders[T any](p *params, vs []T) string {
	marks := make([]string, len(vs))
	for i, v := range vs {
		marks[i] = p.add(v)
	}
	return strings.Join(marks, ", ")
}

// where gathers the conditions of a statement, all of which must hold, and
// their arguments.
type where struct {
	conds []string
	args  params
}

// add adds a condition, written with placeholders from arg.
func (w *where) add(cond string) { w.conds = append(w.conds, cond) }

// arg appends an argument and returns its placeholder.
func (w *where) arg(v any) string { return w.args.add(v) }

// sql is the WHERE clause, with a leading space, or "" when there are no conditions.
func (w *where) sql() string {
	if len(w.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(w.conds, " AND ")
}

// queryAll runs a statement and reads each row with scan: an empty result
// is an empty list, never nil. Errors say what was being read.
func queryAll[T any](ctx context.Context, q querier, what, query string, args []any, scan func(rowScanner) (T, error)) ([]T, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return out, nil
}

// day reads a calendar day: PostgreSQL gives a DATE as a time, SQLite the text it keeps.
type day string

// Scan reads a DATE column.
func (d *day) Scan(v any) error {
	switch v := v.(type) {
	case time.Time:
		*d = day(v.Format(jobportal.DateLayout))
	case string:
		*d = day(v)
	case []byte:
		*d = day(v)
	default:
		return fmt.Errorf("scan day: unexpected %T", v)
	}
	return nil
}

// nullable turns a nullable whole number into a pointer, nil for NULL.
func nullable(n sql.NullInt64) *int64 {
	if !n.Valid {
		return nil
	}
	v := n.Int64
	return &v
}

// direction is the SQL of a sort order: " ASC" for asc, else " DESC".
func direction(order string) string {
	if order == "asc" {
		return " ASC"
	}
	return " DESC"
}

// searchQuery writes search terms as the dialect's full-text query, each
// term also matching the words it begins: for PostgreSQL's to_tsquery
// ("accoun:* & clerk:*"), for SQLite's FTS5 MATCH ("accoun"* AND "clerk"*). Terms
// hold only letters, digits, marks and joiners, with a letter or digit
// (jobportal.SearchTerms), so no query syntax gets through.
func searchQuery(d Dialect, terms []string) string {
	groups := make([][]string, len(terms))
	for i, t := range terms {
		if d == Postgres {
			// PostgreSQL's indexes hold Sinhala words without their joiners
			// (migrations 00023 and 00027).
			groups[i] = []string{search.Unjoined(t)}
		} else {
			// SQLite's hold them as written, which is with the joiner or
			// without (ක්‍රීඩා, ක්රීඩා).
			groups[i] = search.Variants(t)
		}
	}
	return matchQuery(d, groups)
}

// matchQuery is searchQuery for groups of forms: a group matches when any of
// its forms does, and every group must match. A form of several words is a
// phrase whose last word may be begun. Forms hold only words of letters,
// digits and marks (search.Words), so no query syntax gets through.
func matchQuery(d Dialect, groups [][]string) string {
	parts := make([]string, 0, len(groups))
	for _, forms := range groups {
		alts := make([]string, len(forms))
		for i, f := range forms {
			if d == Postgres {
				alts[i] = strings.Join(strings.Fields(f), " <-> ") + ":*"
			} else {
				alts[i] = `"` + f + `"*`
			}
		}
		p := alts[0]
		if len(alts) > 1 && d == Postgres {
			p = "(" + strings.Join(alts, " | ") + ")"
		} else if len(alts) > 1 {
			p = "(" + strings.Join(alts, " OR ") + ")"
		}
		parts = append(parts, p)
	}
	if d == Postgres {
		return strings.Join(parts, " & ")
	}
	return strings.Join(parts, " AND ")
}
