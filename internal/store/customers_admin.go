package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"jobportal/internal/jobportal"
)

// The admin views of customer accounts: the list with its filters, an
// admin's edit, bans, and the erasure of an account.

// ListCustomers returns a page of customer accounts, newest first, and how many the filter finds.
func (d *DB) ListCustomers(ctx context.Context, f jobportal.UserFilter) ([]*jobportal.Customer, int, error) {
	var w where
	if f.Type != "" {
		w.add("type = " + w.arg(f.Type))
	}
	if f.Status != "" {
		w.add("status = " + w.arg(f.Status))
	}
	if f.District != "" {
		w.add("district = " + w.arg(f.District))
	}
	addTimeRange(&w, "created_at", f.FromTime(), f.ToTime())
	if strings.TrimSpace(f.Search) != "" {
		p := w.arg(likePattern(f.Search))
		w.add("(lower(name) LIKE " + p + ` ESCAPE '\' OR lower(email) LIKE ` + p + ` ESCAPE '\' OR lower(contact_person) LIKE ` + p + ` ESCAPE '\')`)
	}
	var total int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM customers`+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count customers: %w", err)
	}
	args := w.args
	q := `SELECT ` + customerColumns + ` FROM customers` + w.sql() + ` ORDER BY created_at DESC, id DESC` + args.page(f.Page)
	list, err := queryAll(ctx, d.db, "list customers", q, args, func(row rowScanner) (*jobportal.Customer, error) {
		c := &jobportal.Customer{}
		return c, scanCustomer(row, c)
	})
	if err != nil {
		return nil, 0, err
	}
	return list, total, nil
}

// AdminUpdateCustomer saves an admin's change to a customer account: the
// profile fields, as UpdateCustomerProfile does, and the email, which must
// stay unique (ECONFLICT). A new email is unconfirmed, and the reset and
// confirmation links sent to the old one stop working.
func (d *DB) AdminUpdateCustomer(ctx context.Context, c *jobportal.Customer) error {
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var was string
		if err := tx.QueryRowContext(ctx, `SELECT email FROM customers WHERE id = $1`, c.ID).Scan(&was); err != nil {
			return notFound(err, "Customer not found.")
		}
		var other int64
		err := tx.QueryRowContext(ctx, `SELECT id FROM customers WHERE email = $1 AND id <> $2`, c.Email, c.ID).Scan(&other)
		if err == nil {
			return &jobportal.Error{Code: jobportal.ECONFLICT, Message: "An account with this email already exists.",
				Fields: []jobportal.FieldError{{Field: "email", Message: "An account with this email already exists."}}}
		} else if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("check email: %w", err)
		}
		if was == c.Email {
			return nil
		}
		if _, err := tx.ExecContext(ctx, `UPDATE customers SET email = $1, email_confirmed_at = NULL WHERE id = $2`, c.Email, c.ID); err != nil {
			return fmt.Errorf("update email: %w", err)
		}
		c.EmailConfirmed = false
		now := d.now()
		if err := voidResetLinks(ctx, tx, c.ID, now); err != nil {
			return err
		}
		return voidEmailConfirmations(ctx, tx, c.ID, now)
	})
	if err != nil {
		return err
	}
	return d.UpdateCustomerProfile(ctx, c)
}

// SetCustomerBan bans a customer account with a reason, ending every
// session of theirs at once, or lifts the ban (reason ignored). It answers
// the account as it is now and whether its status changed.
func (d *DB) SetCustomerBan(ctx context.Context, id int64, banned bool, reason string) (*jobportal.Customer, bool, error) {
	c := &jobportal.Customer{}
	changed := false
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var status string
		if err := tx.QueryRowContext(ctx, `SELECT status FROM customers WHERE id = $1`, id).Scan(&status); err != nil {
			return notFound(err, "Customer not found.")
		}
		next, nextReason := jobportal.StatusActive, ""
		if banned {
			next, nextReason = jobportal.StatusBanned, reason
		}
		changed = status != next
		err := scanCustomer(tx.QueryRowContext(ctx, `UPDATE customers SET status = $1, ban_reason = $2, updated_at = $3
			WHERE id = $4 RETURNING `+customerColumns, next, nextReason, d.now(), id), c)
		if err != nil {
			return fmt.Errorf("ban customer: %w", err)
		}
		if banned {
			if err := voidResetLinks(ctx, tx, id, d.now()); err != nil {
				return err
			}
			return deleteSessions(ctx, tx, jobportal.KindCustomer, id, "")
		}
		return nil
	})
	if err != nil {
		return nil, false, err
	}
	return c, changed, nil
}

// ErasedFiles are the uploaded files of an erased account, for the caller
// to remove from the blob store once the rows are gone: public images by
// their /media path, private files (CVs) by their key.
type ErasedFiles struct {
	Images []string
	Keys   []string
}

// EraseCustomer deletes a customer account as Sri Lanka's Personal Data
// Protection Act asks: the account and everything that names the person
// (applications and their CV files, the messages they wrote, the CVs they sent to the talent pool,
// reviews, follows, comments, likes, bookmarks, reset links, sessions,
// contact messages, logged emails to or about them and photos stored for a
// CV never saved) go, found by the account's id and address only;
// the jobs they posted are closed and kept without them; a company account's
// company page goes with it. The audit log keeps its entries, which hold
// ids, but loses the reasons written about this account.
func (d *DB) EraseCustomer(ctx context.Context, id int64) (ErasedFiles, error) {
	var files ErasedFiles
	now := d.now()
	yesterday := jobportal.Today(now.Add(-24 * time.Hour))
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var email, avatar string
		err := tx.QueryRowContext(ctx, `SELECT email, avatar FROM customers WHERE id = $1`, id).Scan(&email, &avatar)
		if err != nil {
			return notFound(err, "Customer not found.")
		}
		files.Images = append(files.Images, avatar)
		str := func(row rowScanner) (string, error) {
			var s string
			return s, row.Scan(&s)
		}
		// Their applications, with their CV files, and the jobs' counts of them.
		cvs, err := queryAll(ctx, tx, "CVs of the account", `SELECT cv_key FROM applications WHERE customer_id = $1 AND cv_key <> ''`, []any{id}, str)
		if err != nil {
			return err
		}
		files.Keys = append(files.Keys, cvs...)
		// Their built CVs' photos and kept PDFs; the rows go with the account.
		photos, exports, err := cvFilesOf(ctx, tx, id)
		if err != nil {
			return err
		}
		files.Images, files.Keys = append(files.Images, photos...), append(files.Keys, exports...)

		sent, err := eraseCVSubmissions(ctx, tx, strings.ToLower(email))
		if err != nil {
			return err
		}
		files.Keys = append(files.Keys, sent...)
		steps := []struct{ what, sql string }{
			{"applications' counts", `UPDATE jobs SET applications_count = applications_count - 1
				WHERE id IN (SELECT job_id FROM applications WHERE customer_id = $1) AND applications_count > 0`},
			// The messages they wrote, as an applicant or as a job's poster
			// (every author is a customer); their applications' threads go
			// with the applications.
			{"messages", `DELETE FROM application_messages WHERE author_id = $1`},
			{"applications", `DELETE FROM applications WHERE customer_id = $1`},
			{"followers' counts", `UPDATE companies SET followers_count = followers_count - 1
				WHERE id IN (SELECT company_id FROM company_follows WHERE customer_id = $1) AND followers_count > 0`},
			{"follows", `DELETE FROM company_follows WHERE customer_id = $1`},
			{"likes' counts", `UPDATE blog_posts SET likes_count = likes_count - 1
				WHERE id IN (SELECT post_id FROM blog_likes WHERE customer_id = $1) AND likes_count > 0`},
			{"likes", `DELETE FROM blog_likes WHERE customer_id = $1`},
			{"bookmarks", `DELETE FROM blog_bookmarks WHERE customer_id = $1`},
			{"comments' counts", `UPDATE blog_posts SET comments_count = (SELECT COUNT(*) FROM blog_comments c
					WHERE c.post_id = blog_posts.id AND c.customer_id <> $1)
				WHERE id IN (SELECT post_id FROM blog_comments WHERE customer_id = $1)`},
			{"comments", `DELETE FROM blog_comments WHERE customer_id = $1`},
		}
		for _, s := range steps {
			if _, err := tx.ExecContext(ctx, s.sql, id); err != nil {
				return fmt.Errorf("erase %s: %w", s.what, err)
			}
		}
		// Their reviews, and the figures of the companies they reviewed.
		reviewed, err := queryAll(ctx, tx, "reviews of the account", `SELECT company_id FROM company_reviews WHERE customer_id = $1`,
			[]any{id}, func(row rowScanner) (int64, error) {
				var v int64
				return v, row.Scan(&v)
			})
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM company_reviews WHERE customer_id = $1`, id); err != nil {
			return fmt.Errorf("erase reviews: %w", err)
		}
		for _, cid := range reviewed {
			if _, err := tx.ExecContext(ctx, `UPDATE companies SET
					reviews_count = (SELECT COUNT(*) FROM company_reviews r WHERE r.company_id = companies.id),
					rating_total = (SELECT COALESCE(SUM(r.rating), 0) FROM company_reviews r WHERE r.company_id = companies.id),
					rating = COALESCE((SELECT AVG(r.rating * 1.0) FROM company_reviews r WHERE r.company_id = companies.id), 0)
				WHERE id = $1`, cid); err != nil {
				return fmt.Errorf("erase reviews: %w", err)
			}
		}
		// Their jobs stay, closed, without them: posted by no one, with no
		// address of theirs to apply to, and a pending one refused. Their
		// jobs are those they posted and those under their company page
		// (jobs.company_id names a page, not an account); a job of theirs
		// under another's page keeps that page, whose count of public jobs
		// is then taken again.
		const theirPage = `(SELECT p.id FROM companies p WHERE p.owner_id = $1)`
		others, err := queryAll(ctx, tx, "pages of the account's jobs", `SELECT DISTINCT company_id FROM jobs
			WHERE customer_id = $1 AND company_id IS NOT NULL AND company_id NOT IN `+theirPage, []any{id},
			func(row rowScanner) (*int64, error) {
				var v int64
				return &v, row.Scan(&v)
			})
		if err != nil {
			return err
		}
		// Edits of their jobs waiting for review go, with their flyers.
		edits, err := queryAll(ctx, tx, "edits of the account's jobs", `SELECT x.image FROM job_changes x
			JOIN jobs j ON j.id = x.job_id WHERE j.customer_id = $1 OR j.company_id IN `+theirPage, []any{id}, str)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM job_changes WHERE job_id IN (SELECT j.id FROM jobs j
			WHERE j.customer_id = $1 OR j.company_id IN `+theirPage+`)`, id); err != nil {
			return fmt.Errorf("erase job edits: %w", err)
		}
		files.Images = append(files.Images, edits...)
		if _, err := tx.ExecContext(ctx, `UPDATE jobs SET
				closing_date = CASE WHEN closing_date > $2 THEN $2 ELSE closing_date END,
				status = CASE WHEN status = 'pending' THEN 'rejected' ELSE status END,
				rejection_reason = CASE WHEN status = 'pending' THEN 'The account that posted it was deleted.' ELSE rejection_reason END,
				apply_method = CASE WHEN apply_method = 'email' THEN 'site' ELSE apply_method END,
				apply_email = '', customer_id = NULL,
				company_id = CASE WHEN company_id IN `+theirPage+` THEN NULL ELSE company_id END, updated_at = $3
			WHERE customer_id = $1 OR company_id IN `+theirPage, id, yesterday, now); err != nil {
			return fmt.Errorf("close jobs: %w", err)
		}
		if err := syncJobCounts(ctx, tx, now, others...); err != nil {
			return err
		}
		// A company account's page goes with it; its jobs keep the company's name.
		pages, err := queryAll(ctx, tx, "company page of the account", `SELECT logo, cover FROM companies WHERE owner_id = $1`,
			[]any{id}, func(row rowScanner) ([2]string, error) {
				var v [2]string
				return v, row.Scan(&v[0], &v[1])
			})
		if err != nil {
			return err
		}
		for _, p := range pages {
			files.Images = append(files.Images, p[0], p[1])
		}
		// Photos they stored for a CV and never saved: the notes go, and the
		// files with them (their caller removes each that nothing shows).
		unsaved, err := queryAll(ctx, tx, "unsaved images of the account", `SELECT path FROM unclaimed_images WHERE owner_id = $1`,
			[]any{id}, str)
		if err != nil {
			return err
		}
		files.Images = append(files.Images, unsaved...)
		rest := []struct {
			what string
			sql  string
			args []any
		}{
			{"company page", `DELETE FROM companies WHERE owner_id = $1`, []any{id}},
			{"reset links", `DELETE FROM password_resets WHERE customer_id = $1`, []any{id}},
			{"confirmation links", `DELETE FROM email_confirmations WHERE customer_id = $1`, []any{id}},
			{"sessions", `DELETE FROM sessions WHERE kind = 'customer' AND account_id = $1`, []any{id}},
			{"contact messages", `DELETE FROM contact_messages WHERE lower(email) = $1`, []any{email}},
			{"unsaved images", `DELETE FROM unclaimed_images WHERE owner_id = $1`, []any{id}},
			// Emails to them, and about them (an application's notice names
			// the applicant), found by their account and their address: a
			// name or an address inside other text would also find others'.
			{"logged emails", `DELETE FROM email_log WHERE lower(recipient) = $1 OR recipient_id = $2
				OR about = $1 OR about_id = $2`, []any{strings.ToLower(email), id}},
			{"audit reasons", `UPDATE audit_log SET reason = '' WHERE target_type = 'customer' AND target_id = $1`, []any{id}},
			{"account", `DELETE FROM customers WHERE id = $1`, []any{id}},
		}
		for _, s := range rest {
			if _, err := tx.ExecContext(ctx, s.sql, s.args...); err != nil {
				return fmt.Errorf("erase %s: %w", s.what, err)
			}
		}
		return nil
	})
	if err != nil {
		return ErasedFiles{}, err
	}
	return files, nil
}
