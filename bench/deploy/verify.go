package main

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
)

// checked is what the check after the load found.
type checked struct {
	writes      int
	writesBy    map[string]int
	lostWrites  []string
	emails      int
	captured    int
	inOutbox    []string // queued, not sent yet: claimed by a killed server until its claim runs out
	lostEmails  []string
	duplicates  int // expected emails captured more than once (sent again after a kill)
	emailsWaits time.Duration
}

// verify finds every acknowledged write in the database (and its file in
// the bucket), and every email those writes caused in what the SMTP server
// captured, waiting up to emailWait for the outbox's workers.
func verify(ctx context.Context, c *cluster, l *load, emailWait time.Duration) (*checked, error) {
	db, err := sql.Open("pgx", c.pg.url)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	s3, err := c.s3Client()
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	writes := append([]write(nil), l.writes...)
	emails := append([]expectedEmail(nil), l.emails...)
	l.mu.Unlock()
	out := &checked{writes: len(writes), writesBy: map[string]int{}, emails: len(emails)}

	// The last acknowledged picture of each account, unless a later upload
	// went unanswered (it may have replaced it).
	lastAvatar := map[int64]string{}
	for _, w := range writes {
		if w.kind == "avatar" {
			lastAvatar[w.id] = w.key
		}
	}
	l.mu.Lock()
	for _, a := range l.accounts {
		if a.avatarPending {
			delete(lastAvatar, a.id)
		}
	}
	l.mu.Unlock()

	lost := func(format string, args ...any) {
		out.lostWrites = append(out.lostWrites, fmt.Sprintf(format, args...))
	}
	for _, w := range writes {
		out.writesBy[w.kind]++
		switch w.kind {
		case "customer":
			var email string
			if err := db.QueryRowContext(ctx, `SELECT email FROM customers WHERE id = $1`, w.id).Scan(&email); err != nil || email != w.email {
				lost("customer %d (%s): %v %q", w.id, w.email, err, email)
			}
		case "job":
			var title string
			if err := db.QueryRowContext(ctx, `SELECT title FROM jobs WHERE id = $1`, w.id).Scan(&title); err != nil || title != w.title {
				lost("job %d (%s): %v %q", w.id, w.title, err, title)
			}
		case "approval":
			var status string
			if err := db.QueryRowContext(ctx, `SELECT status FROM jobs WHERE id = $1`, w.id).Scan(&status); err != nil || status != "approved" {
				lost("approval of job %d: %v, status %q", w.id, err, status)
			}
		case "application":
			var key string
			if err := db.QueryRowContext(ctx, `SELECT cv_key FROM applications WHERE id = $1`, w.id).Scan(&key); err != nil {
				lost("application %d: %v", w.id, err)
			} else if _, err := s3.StatObject(ctx, bucket, key, minio.StatObjectOptions{}); err != nil {
				lost("application %d: its CV %s is not in the bucket: %v", w.id, key, err)
			}
		case "avatar":
			if lastAvatar[w.id] != w.key {
				continue // replaced later
			}
			var avatar string
			if err := db.QueryRowContext(ctx, `SELECT avatar FROM customers WHERE id = $1`, w.id).Scan(&avatar); err != nil ||
				avatar == "" || !strings.Contains(w.key, strings.TrimPrefix(avatar, "/media/")) {
				lost("picture of customer %d: %v, stored %q, acknowledged %q", w.id, err, avatar, w.key)
				continue
			}
			res, err := http.Get(c.url() + w.key)
			if err != nil {
				lost("picture of customer %d (%s): %v", w.id, w.key, err)
				continue
			}
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				lost("picture of customer %d (%s): GET answered %d", w.id, w.key, res.StatusCode)
			}
		}
	}

	// Emails: wait for the outbox's workers, then look for what is missing.
	start := time.Now()
	var missing []expectedEmail
	for {
		missing, out.captured, out.duplicates = matchEmails(emails, c.smtp.messages())
		if len(missing) == 0 || time.Since(start) > emailWait {
			break
		}
		time.Sleep(500 * time.Millisecond)
	}
	out.emailsWaits = time.Since(start)
	for _, e := range missing {
		rows, err := db.QueryContext(ctx, `SELECT subject || E'\n' || body FROM outbox WHERE lower(recipient) = $1`, e.to)
		if err != nil {
			return nil, fmt.Errorf("look for an email in the outbox: %w", err)
		}
		queued := false
		for rows.Next() {
			var text string
			if err := rows.Scan(&text); err != nil {
				rows.Close()
				return nil, err
			}
			queued = queued || containsAll(text, e.needles) && (e.without == "" || !strings.Contains(text, e.without))
		}
		rows.Close()
		if queued {
			out.inOutbox = append(out.inOutbox, e.why)
		} else {
			out.lostEmails = append(out.lostEmails, e.why+" to "+e.to)
		}
	}
	return out, nil
}

// matchEmails pairs each expected email with a captured one to the same
// recipient holding its needle, each captured email used once.
func matchEmails(want []expectedEmail, got []captured) (missing []expectedEmail, found, duplicates int) {
	byTo := map[string][]int{}
	for i, m := range got {
		for _, to := range m.to {
			byTo[to] = append(byTo[to], i)
		}
	}
	used := make([]bool, len(got))
	for _, e := range want {
		hits := 0
		matched := false
		for _, i := range byTo[strings.ToLower(e.to)] {
			if !containsAll(got[i].text, e.needles) || (e.without != "" && strings.Contains(got[i].text, e.without)) {
				continue
			}
			if !used[i] && !matched {
				used[i], matched = true, true
			}
			hits++
		}
		if matched {
			found++
		} else {
			missing = append(missing, e)
		}
		if hits > 1 {
			duplicates++
			if os.Getenv("DEPLOY_DEBUG") != "" {
				fmt.Println("sent twice:", e.why, e.to, e.needles)
			}
		}
	}
	return missing, found, duplicates
}

func containsAll(s string, needles []string) bool {
	for _, n := range needles {
		if !strings.Contains(s, n) {
			return false
		}
	}
	return true
}
