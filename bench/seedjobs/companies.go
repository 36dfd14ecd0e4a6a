package main

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// What each industry's generated pages say of themselves, so that a search
// for a word of one industry (software, bank, hotel) matches a share of the
// pages as it would in the real directory.
var industryWords = map[string]string{
	"Banking and Finance":          "A bank serving households and small firms with loans, deposits and digital banking.",
	"Insurance":                    "Life and general insurance sold through advisors in every district.",
	"IT and Software":              "A software company building web and mobile products for clients abroad.",
	"BPO and Shared Services":      "Finance, accounting and customer support for companies overseas.",
	"Apparel and Textiles":         "Garments and fabric made for international apparel brands.",
	"Hotels and Tourism":           "Hotels and resorts for travellers to the island's beaches and hills.",
	"Telecommunications":           "Mobile, broadband and fibre networks across the island.",
	"Manufacturing":                "Factories making goods for the local market and for export.",
	"Retail and Consumer Goods":    "Supermarkets and shops selling food and household goods.",
	"Construction and Real Estate": "Building contractors for homes, roads and offices.",
	"Healthcare":                   "Private hospitals, clinics and laboratories.",
	"Education":                    "Schools, colleges and training institutes.",
	"Logistics and Shipping":       "Freight forwarding, warehousing and customs clearance.",
	"Agriculture and Plantations":  "Tea, rubber and coconut estates with their factories.",
	"Energy and Utilities":         "Power generation from solar, wind and hydro plants.",
	"Media and Advertising":        "Newspapers, radio and advertising agencies.",
	"Government":                   "A government institution recruiting through gazetted examinations.",
	"Non-profit":                   "A charity working with communities on health and education.",
	"Other":                        "A trading company with offices in Colombo.",
}

// benchRows is how many rows one INSERT writes: well under both databases'
// limits on the number of arguments of a statement.
const benchRows = 400

// companyPages brings the company pages to pages in all (the job generator's
// company accounts have theirs already, and are approved here), and adds
// people job seekers who write reviews reviews and follow follows times, spread
// at random over the approved pages. The rows are written many to a
// statement, then every page's counters are made from them in one
// statement, as the store keeps them.
func (g *generator) companyPages(ctx context.Context, dsn string, pages, people, reviews, follows int) error {
	sqldb, _, err := store.Connect(dsn)
	if err != nil {
		return err
	}
	defer sqldb.Close()
	r := g.r
	now := g.now.Truncate(time.Microsecond)
	if _, err := sqldb.ExecContext(ctx, `UPDATE companies SET status = 'approved'`); err != nil {
		return fmt.Errorf("approve pages: %w", err)
	}
	var have int
	if err := sqldb.QueryRowContext(ctx, `SELECT COUNT(*) FROM companies`).Scan(&have); err != nil {
		return fmt.Errorf("count pages: %w", err)
	}
	first := []string{"Lanka", "Ceylon", "Serendib", "Lotus", "Ruhuna", "Kandyan", "Island", "Southern", "Western",
		"Blue Ocean", "Sigiri", "Kelani", "Pearl", "Golden", "Sapphire", "Horizon", "Tropical", "Nova", "Pinnacle", "Unity"}
	kinds := []string{"Group", "Holdings", "Partners", "Enterprises", "Services", "Company", "Works", "Associates"}
	err = insertRows(ctx, sqldb, "companies", `INSERT INTO companies (name, industry, size, location, founded, description,
		status, verified, created_at, updated_at) VALUES `, 10, pages-have, func(i int) []any {
		industry := jobportal.Industries[r.IntN(len(jobportal.Industries))]
		name := fmt.Sprintf("%s %s %s %d", first[r.IntN(len(first))], strings.Fields(industry)[0], kinds[r.IntN(len(kinds))], i+1)
		status := jobportal.CompanyApproved
		switch r.IntN(20) {
		case 0:
			status = jobportal.CompanyPending
		case 1:
			status = jobportal.CompanyRejected
		}
		created := now.Add(-time.Duration(r.IntN(3*365*24)) * time.Hour)
		return []any{name, industry, jobportal.CompanySizes[r.IntN(len(jobportal.CompanySizes))], districts.pick(r),
			1950 + r.IntN(75), industryWords[industry], status, r.IntN(10) == 0, created, created}
	})
	if err != nil {
		return err
	}
	approved, err := ids(ctx, sqldb, `SELECT id FROM companies WHERE status = 'approved' ORDER BY id`)
	if err != nil {
		return err
	}
	err = insertRows(ctx, sqldb, "people", `INSERT INTO customers (type, name, email, password_hash, created_at, updated_at) VALUES `,
		6, people, func(i int) []any {
			return []any{jobportal.CustomerIndividual, fmt.Sprintf("Reviewer %d", i+1),
				fmt.Sprintf("reviewer%d@people.example.lk", i+1), "!", now, now}
		})
	if err != nil {
		return err
	}
	persons, err := ids(ctx, sqldb, `SELECT id FROM customers WHERE type = 'individual' ORDER BY id`)
	if err != nil {
		return err
	}
	// Each person reviews and follows a page at most once: pairs already
	// taken are drawn again.
	pairs := func() func() [2]int64 {
		taken := map[[2]int64]bool{}
		return func() [2]int64 {
			for {
				p := [2]int64{approved[r.IntN(len(approved))], persons[r.IntN(len(persons))]}
				if !taken[p] {
					taken[p] = true
					return p
				}
			}
		}
	}
	reviewPair := pairs()
	// Ratings lean to the upper half, as reviews on job boards do.
	ratings := []int{1, 2, 3, 3, 4, 4, 4, 5, 5, 5}
	err = insertRows(ctx, sqldb, "reviews", `INSERT INTO company_reviews (company_id, customer_id, rating, title, text,
		created_at, updated_at) VALUES `, 7, reviews, func(int) []any {
		p := reviewPair()
		at := now.Add(-time.Duration(r.IntN(365*24*60)) * time.Minute)
		return []any{p[0], p[1], ratings[r.IntN(len(ratings))], "A review", "Good training, fair pay and kind managers.", at, at}
	})
	if err != nil {
		return err
	}
	followPair := pairs()
	err = insertRows(ctx, sqldb, "follows", `INSERT INTO company_follows (company_id, customer_id, created_at) VALUES `,
		3, follows, func(int) []any {
			p := followPair()
			return []any{p[0], p[1], now.Add(-time.Duration(r.IntN(365*24*60)) * time.Minute)}
		})
	if err != nil {
		return err
	}
	fmt.Fprintln(os.Stderr, "seedjobs: counting reviews and followers")
	_, err = sqldb.ExecContext(ctx, `UPDATE companies SET
		reviews_count = (SELECT COUNT(*) FROM company_reviews r WHERE r.company_id = companies.id),
		rating_total = (SELECT COALESCE(SUM(r.rating), 0) FROM company_reviews r WHERE r.company_id = companies.id),
		followers_count = (SELECT COUNT(*) FROM company_follows f WHERE f.company_id = companies.id)`)
	if err == nil {
		_, err = sqldb.ExecContext(ctx, `UPDATE companies SET
			rating = CASE WHEN reviews_count = 0 THEN 0 ELSE rating_total * 1.0 / reviews_count END`)
	}
	if err != nil {
		return fmt.Errorf("count reviews and followers: %w", err)
	}
	return nil
}

// insertRows writes n rows of cols columns, made by row, benchRows to an
// INSERT and a few thousand to a transaction.
func insertRows(ctx context.Context, db *sql.DB, what, insert string, cols, n int, row func(int) []any) error {
	for done := 0; done < n; {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		for end := min(n, done+10*benchRows); done < end; {
			rows := min(benchRows, end-done)
			var b strings.Builder
			args := make([]any, 0, rows*cols)
			b.WriteString(insert)
			for i := range rows {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString("(")
				for c := range cols {
					if c > 0 {
						b.WriteString(", ")
					}
					b.WriteString("$" + strconv.Itoa(len(args)+c+1))
				}
				b.WriteString(")")
				args = append(args, row(done+i)...)
			}
			if _, err := tx.ExecContext(ctx, b.String(), args...); err != nil {
				tx.Rollback()
				return fmt.Errorf("%s: %w", what, err)
			}
			done += rows
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		fmt.Fprintf(os.Stderr, "\rseedjobs: %d of %d %s", done, n, what)
	}
	if n > 0 {
		fmt.Fprintln(os.Stderr)
	}
	return nil
}

// ids reads a column of ids.
func ids(ctx context.Context, db *sql.DB, query string) ([]int64, error) {
	rows, err := db.QueryContext(ctx, query)
	if err != nil {
		return nil, fmt.Errorf("read ids: %w", err)
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("read ids: %w", err)
		}
		out = append(out, id)
	}
	return out, rows.Err()
}
