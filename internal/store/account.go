package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"jobportal/internal/jobportal"
)

// The job seeker's account: career profile, preferences, saved jobs, job
// alerts and the history of applications.

// words writes a list as the JSON text it is kept as.
func words(list []string) string {
	if list == nil {
		list = []string{}
	}
	b, _ := json.Marshal(list)
	return string(b)
}

// wordList reads a list kept as JSON text.
type wordList []string

// Scan reads a JSON array of text.
func (w *wordList) Scan(v any) error {
	var b []byte
	switch v := v.(type) {
	case string:
		b = []byte(v)
	case []byte:
		b = v
	case nil:
		*w = []string{}
		return nil
	default:
		return fmt.Errorf("scan word list: unexpected %T", v)
	}
	var out []string
	if err := json.Unmarshal(b, &out); err != nil {
		return fmt.Errorf("scan word list: %w", err)
	}
	if out == nil {
		out = []string{}
	}
	*w = out
	return nil
}

// CareerProfile returns a customer's career profile, empty when they have
// written none, with the customer's district and avatar.
func (d *DB) CareerProfile(ctx context.Context, customerID int64) (*jobportal.CareerProfile, error) {
	p := &jobportal.CareerProfile{}
	var (
		skills, langs   wordList
		years, salary   sql.NullInt64
		updated         sql.NullTime
		headline, about sql.NullString
		availability    sql.NullString
		openToWork      sql.NullBool
	)
	err := d.db.QueryRowContext(ctx, `SELECT c.district, c.avatar, p.headline, p.about, p.skills, p.languages,
			p.years_of_experience, p.expected_salary, p.availability, p.open_to_work, p.updated_at
		FROM customers c LEFT JOIN career_profiles p ON p.customer_id = c.id WHERE c.id = $1`, customerID).
		Scan(&p.District, &p.AvatarURL, &headline, &about, &skills, &langs, &years, &salary, &availability, &openToWork, &updated)
	if err != nil {
		return nil, notFound(err, "Customer not found.")
	}
	p.Headline, p.About, p.Availability, p.OpenToWork = headline.String, about.String, availability.String, openToWork.Bool
	p.Skills, p.Languages = nonNilWords(skills), nonNilWords(langs)
	p.YearsOfExperience, p.ExpectedSalary = nullable(years), nullable(salary)
	if updated.Valid {
		t := updated.Time.UTC()
		p.UpdatedAt = &t
	}
	p.Complete()
	return p, nil
}

func nonNilWords(w wordList) []string {
	if w == nil {
		return []string{}
	}
	return w
}

// SaveCareerProfile writes a customer's career profile, and its district to
// the customer, and returns it as stored.
func (d *DB) SaveCareerProfile(ctx context.Context, customerID int64, p *jobportal.CareerProfile) (*jobportal.CareerProfile, error) {
	now := d.now()
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE customers SET district = $1, updated_at = $2 WHERE id = $3 AND district <> $1`,
			p.District, now, customerID); err != nil {
			return fmt.Errorf("save district: %w", err)
		}
		_, err := tx.ExecContext(ctx, `
			INSERT INTO career_profiles (customer_id, headline, about, skills, languages, years_of_experience,
				expected_salary, availability, open_to_work, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
			ON CONFLICT (customer_id) DO UPDATE SET headline = excluded.headline, about = excluded.about,
				skills = excluded.skills, languages = excluded.languages, years_of_experience = excluded.years_of_experience,
				expected_salary = excluded.expected_salary, availability = excluded.availability,
				open_to_work = excluded.open_to_work, updated_at = excluded.updated_at`,
			customerID, p.Headline, p.About, words(p.Skills), words(p.Languages), p.YearsOfExperience, p.ExpectedSalary,
			p.Availability, p.OpenToWork, now)
		if err != nil {
			return fmt.Errorf("save career profile: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return d.CareerProfile(ctx, customerID)
}

// SetCustomerAvatar sets the /media path of a customer's avatar ("" for
// none) and returns the one it replaces.
func (d *DB) SetCustomerAvatar(ctx context.Context, customerID int64, path string) (old string, err error) {
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, `SELECT avatar FROM customers WHERE id = $1`, customerID).Scan(&old); err != nil {
			return notFound(err, "Customer not found.")
		}
		if _, err := tx.ExecContext(ctx, `UPDATE customers SET avatar = $1, updated_at = $2 WHERE id = $3`,
			path, d.now(), customerID); err != nil {
			return fmt.Errorf("set avatar: %w", err)
		}
		return nil
	})
	return old, err
}

const preferenceColumns = `theme, language, notify_email, notify_push, notify_job_alerts, notify_newsletter,
	alerts_enabled, alerts_frequency, alerts_keywords, alerts_locations, alerts_job_types,
	profile_visibility, show_email, show_phone`

// Preferences returns a customer's preferences, the defaults when they have set none.
func (d *DB) Preferences(ctx context.Context, customerID int64) (*jobportal.Preferences, error) {
	p := jobportal.DefaultPreferences()
	var kw, loc, types wordList
	err := d.db.QueryRowContext(ctx, `SELECT `+preferenceColumns+` FROM customer_preferences WHERE customer_id = $1`, customerID).
		Scan(&p.Theme, &p.Language, &p.Notifications.Email, &p.Notifications.Push, &p.Notifications.JobAlerts,
			&p.Notifications.Newsletter, &p.JobAlerts.Enabled, &p.JobAlerts.Frequency, &kw, &loc, &types,
			&p.Privacy.ProfileVisibility, &p.Privacy.ShowEmail, &p.Privacy.ShowPhone)
	if errors.Is(err, sql.ErrNoRows) {
		return &p, nil
	} else if err != nil {
		return nil, fmt.Errorf("read preferences: %w", err)
	}
	p.JobAlerts.Keywords, p.JobAlerts.Locations, p.JobAlerts.JobTypes = nonNilWords(kw), nonNilWords(loc), nonNilWords(types)
	return &p, nil
}

// SavePreferences writes a customer's preferences.
func (d *DB) SavePreferences(ctx context.Context, customerID int64, p *jobportal.Preferences) error {
	_, err := d.db.ExecContext(ctx, `
		INSERT INTO customer_preferences (customer_id, `+preferenceColumns+`, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
		ON CONFLICT (customer_id) DO UPDATE SET theme = excluded.theme, language = excluded.language,
			notify_email = excluded.notify_email, notify_push = excluded.notify_push,
			notify_job_alerts = excluded.notify_job_alerts, notify_newsletter = excluded.notify_newsletter,
			alerts_enabled = excluded.alerts_enabled, alerts_frequency = excluded.alerts_frequency,
			alerts_keywords = excluded.alerts_keywords, alerts_locations = excluded.alerts_locations,
			alerts_job_types = excluded.alerts_job_types, profile_visibility = excluded.profile_visibility,
			show_email = excluded.show_email, show_phone = excluded.show_phone, updated_at = excluded.updated_at`,
		customerID, p.Theme, p.Language, p.Notifications.Email, p.Notifications.Push, p.Notifications.JobAlerts,
		p.Notifications.Newsletter, p.JobAlerts.Enabled, p.JobAlerts.Frequency, words(p.JobAlerts.Keywords),
		words(p.JobAlerts.Locations), words(p.JobAlerts.JobTypes), p.Privacy.ProfileVisibility, p.Privacy.ShowEmail,
		p.Privacy.ShowPhone, d.now())
	if err != nil {
		return fmt.Errorf("save preferences: %w", err)
	}
	return nil
}

// CustomerLanguage returns the language a customer's emails are written
// in: their preference, English when they have none.
func (d *DB) CustomerLanguage(ctx context.Context, customerID int64) (string, error) {
	var lang string
	err := d.db.QueryRowContext(ctx, `SELECT language FROM customer_preferences WHERE customer_id = $1`, customerID).Scan(&lang)
	if errors.Is(err, sql.ErrNoRows) {
		return "en", nil
	} else if err != nil {
		return "", fmt.Errorf("read language: %w", err)
	}
	return lang, nil
}

// CustomerLanguages returns the language of each of the customers' emails,
// "en" for one who never chose, in one query however many they are.
func (d *DB) CustomerLanguages(ctx context.Context, customerIDs []int64) (map[int64]string, error) {
	out := make(map[int64]string, len(customerIDs))
	for _, id := range customerIDs {
		out[id] = "en"
	}
	if len(customerIDs) == 0 {
		return out, nil
	}
	var p params
	_, err := queryAll(ctx, d.db, "read languages", `SELECT customer_id, language FROM customer_preferences
		WHERE customer_id IN (`+placeholders(&p, customerIDs)+`)`, p, func(r rowScanner) (struct{}, error) {
		var id int64
		var lang string
		err := r.Scan(&id, &lang)
		out[id] = lang
		return struct{}{}, err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// ContactPrivacy is what an applicant lets employers see.
type ContactPrivacy struct{ ShowEmail, ShowPhone bool }

// ContactPrivacies returns what each of the customers lets employers see of
// their applications; a customer without preferences shows neither.
func (d *DB) ContactPrivacies(ctx context.Context, customerIDs []int64) (map[int64]ContactPrivacy, error) {
	out := make(map[int64]ContactPrivacy, len(customerIDs))
	if len(customerIDs) == 0 {
		return out, nil
	}
	var p params
	_, err := queryAll(ctx, d.db, "read privacy", `SELECT customer_id, show_email, show_phone FROM customer_preferences
		WHERE customer_id IN (`+placeholders(&p, customerIDs)+`)`, p, func(r rowScanner) (struct{}, error) {
		var id int64
		var c ContactPrivacy
		err := r.Scan(&id, &c.ShowEmail, &c.ShowPhone)
		out[id] = c
		return struct{}{}, err
	})
	return out, err
}

// SaveJob keeps a public job among a customer's saved jobs. created is
// false when it was saved already. A job that is not public is ENOTFOUND;
// beyond MaxSavedJobs, EINVALID.
func (d *DB) SaveJob(ctx context.Context, customerID, jobID int64) (created bool, err error) {
	now := d.now()
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		var one int
		err := tx.QueryRowContext(ctx, `SELECT 1 FROM jobs j WHERE j.id = $1 AND `+publicJob+`$2`, jobID, jobportal.Today(now)).Scan(&one)
		if err != nil {
			return notFound(err, "Job not found")
		}
		var saved, total int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*), COALESCE(SUM(CASE WHEN job_id = $2 THEN 1 ELSE 0 END), 0)
			FROM saved_jobs WHERE customer_id = $1`, customerID, jobID).Scan(&total, &saved); err != nil {
			return fmt.Errorf("count saved jobs: %w", err)
		}
		if saved > 0 {
			return nil
		}
		if total >= jobportal.MaxSavedJobs {
			return jobportal.Errorf(jobportal.EINVALID, "You can save at most %d jobs. Remove some saved jobs first.", jobportal.MaxSavedJobs)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO saved_jobs (customer_id, job_id, created_at) VALUES ($1, $2, $3)`,
			customerID, jobID, now); err != nil {
			return fmt.Errorf("save job: %w", err)
		}
		created = true
		return nil
	})
	return created, err
}

// UnsaveJob removes a job from a customer's saved jobs, if it is there.
func (d *DB) UnsaveJob(ctx context.Context, customerID, jobID int64) error {
	if _, err := d.db.ExecContext(ctx, `DELETE FROM saved_jobs WHERE customer_id = $1 AND job_id = $2`, customerID, jobID); err != nil {
		return fmt.Errorf("remove saved job: %w", err)
	}
	return nil
}

// SavedJobs returns a customer's saved jobs, newest saved first, each with
// its job (nil once deleted) and whether it is closed.
func (d *DB) SavedJobs(ctx context.Context, customerID int64) ([]*jobportal.SavedJob, error) {
	saved, err := queryAll(ctx, d.db, "list saved jobs", `SELECT job_id, created_at FROM saved_jobs WHERE customer_id = $1
		ORDER BY created_at DESC, job_id DESC LIMIT $2`, []any{customerID, jobportal.MaxSavedJobs},
		func(r rowScanner) (*jobportal.SavedJob, error) {
			s := &jobportal.SavedJob{}
			err := r.Scan(&s.JobID, &s.SavedAt)
			s.SavedAt = s.SavedAt.UTC()
			return s, err
		})
	if err != nil || len(saved) == 0 {
		return saved, err
	}
	ids := make([]int64, len(saved))
	for i, s := range saved {
		ids[i] = s.JobID
	}
	jobs, err := d.jobsByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	// Shown means approved and of no banned account, whatever the closing date.
	var p params
	shown, err := queryAll(ctx, d.db, "saved jobs still shown", `SELECT j.id FROM jobs j
		WHERE j.id IN (`+placeholders(&p, ids)+`) AND j.status = 'approved' AND `+posterNotBanned, p,
		func(r rowScanner) (id int64, err error) { return id, r.Scan(&id) })
	if err != nil {
		return nil, err
	}
	for _, s := range saved {
		j := jobs[s.JobID]
		switch {
		case j == nil:
			s.Status = jobportal.SavedJobUnavailable
		case !slices.Contains(shown, s.JobID):
			s.Status, s.Title = jobportal.SavedJobUnavailable, j.Title
		case j.Expired:
			s.Status, s.Title, s.Job = jobportal.SavedJobClosed, j.Title, j
		default:
			s.Status, s.Title, s.Job = jobportal.SavedJobOpen, j.Title, j
		}
		s.Closed = s.Status != jobportal.SavedJobOpen
	}
	return saved, nil
}

// jobsByID reads jobs by id, whatever their status, with their sub-topics.
func (d *DB) jobsByID(ctx context.Context, ids []int64) (map[int64]*jobportal.Job, error) {
	out := make(map[int64]*jobportal.Job, len(ids))
	for chunk := range slices.Chunk(ids, 500) {
		var p params
		jobs, err := d.queryJobs(ctx, Query{SQL: `SELECT ` + jobColumns + ` FROM jobs j WHERE j.id IN (` + placeholders(&p, chunk) + `)`,
			Args: p}, false, jobportal.Today(d.now()))
		if err != nil {
			return nil, err
		}
		for _, j := range jobs {
			out[j.ID] = j
		}
	}
	return out, nil
}

// JobsByID reads jobs by id, whatever their status: for the alerts, which
// read the jobs their matches name.
func (d *DB) JobsByID(ctx context.Context, ids []int64) (map[int64]*jobportal.Job, error) {
	return d.jobsByID(ctx, ids)
}

const alertColumns = `a.id, a.customer_id, a.name, a.keywords, a.locations, a.job_types, a.main_topics, a.min_salary,
	a.frequency, a.enabled, a.last_sent_at, a.created_at, a.updated_at`

func scanAlert(r rowScanner, extra ...any) (*jobportal.JobAlert, error) {
	a := &jobportal.JobAlert{}
	var (
		kw, loc, types, topics wordList
		minSalary              sql.NullInt64
		lastSent               sql.NullTime
	)
	err := r.Scan(append([]any{&a.ID, &a.CustomerID, &a.Name, &kw, &loc, &types, &topics, &minSalary, &a.Frequency, &a.Enabled,
		&lastSent, &a.CreatedAt, &a.UpdatedAt}, extra...)...)
	if err != nil {
		return nil, err
	}
	a.Keywords, a.Locations, a.JobTypes, a.MainTopics = nonNilWords(kw), nonNilWords(loc), nonNilWords(types), nonNilWords(topics)
	a.MinSalary = nullable(minSalary)
	if lastSent.Valid {
		t := lastSent.Time.UTC()
		a.LastSentAt = &t
	}
	a.CreatedAt, a.UpdatedAt = a.CreatedAt.UTC(), a.UpdatedAt.UTC()
	return a, nil
}

const alertNotFound = "Job alert not found"

// ListAlerts returns a customer's job alerts, newest first.
func (d *DB) ListAlerts(ctx context.Context, customerID int64) ([]*jobportal.JobAlert, error) {
	return queryAll(ctx, d.db, "list job alerts", `SELECT `+alertColumns+` FROM job_alerts a WHERE a.customer_id = $1
		ORDER BY a.created_at DESC, a.id DESC`, []any{customerID}, func(r rowScanner) (*jobportal.JobAlert, error) { return scanAlert(r) })
}

// FindAlert returns one job alert; ENOTFOUND unless it is the customer's
// (customerID 0 finds any customer's).
func (d *DB) FindAlert(ctx context.Context, customerID, id int64) (*jobportal.JobAlert, error) {
	a, err := scanAlert(d.db.QueryRowContext(ctx, `SELECT `+alertColumns+` FROM job_alerts a WHERE a.id = $1`, id))
	if err != nil {
		return nil, notFound(err, alertNotFound)
	}
	if customerID != 0 && a.CustomerID != customerID {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, alertNotFound)
	}
	return a, nil
}

// CreateAlert stores a new job alert of a customer; the customer having
// MaxAlerts already is EINVALID.
func (d *DB) CreateAlert(ctx context.Context, a *jobportal.JobAlert) (*jobportal.JobAlert, error) {
	now := d.now()
	var id int64
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		// Taking the customer's row first makes two creations at once wait
		// for each other, so that neither goes past the limit.
		if _, err := tx.ExecContext(ctx, `UPDATE customers SET updated_at = updated_at WHERE id = $1`, a.CustomerID); err != nil {
			return fmt.Errorf("create job alert: %w", err)
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM job_alerts WHERE customer_id = $1`, a.CustomerID).Scan(&n); err != nil {
			return fmt.Errorf("count job alerts: %w", err)
		}
		if n >= jobportal.MaxAlerts {
			return jobportal.Errorf(jobportal.EINVALID, "You can have at most %d job alerts", jobportal.MaxAlerts)
		}
		err := tx.QueryRowContext(ctx, `INSERT INTO job_alerts (customer_id, name, keywords, locations, job_types, main_topics,
				min_salary, frequency, enabled, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
			a.CustomerID, a.Name, words(a.Keywords), words(a.Locations), words(a.JobTypes), words(a.MainTopics), a.MinSalary,
			a.Frequency, a.Enabled, now).Scan(&id)
		if err != nil {
			return fmt.Errorf("create job alert: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return d.FindAlert(ctx, 0, id)
}

// UpdateAlert replaces a customer's job alert.
func (d *DB) UpdateAlert(ctx context.Context, a *jobportal.JobAlert) (*jobportal.JobAlert, error) {
	res, err := d.db.ExecContext(ctx, `UPDATE job_alerts SET name = $1, keywords = $2, locations = $3, job_types = $4,
			main_topics = $5, min_salary = $6, frequency = $7, enabled = $8, updated_at = $9
		WHERE id = $10 AND customer_id = $11`,
		a.Name, words(a.Keywords), words(a.Locations), words(a.JobTypes), words(a.MainTopics), a.MinSalary, a.Frequency,
		a.Enabled, d.now(), a.ID, a.CustomerID)
	if err != nil {
		return nil, fmt.Errorf("update job alert: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, alertNotFound)
	}
	return d.FindAlert(ctx, 0, a.ID)
}

// DeleteAlert removes a customer's job alert.
func (d *DB) DeleteAlert(ctx context.Context, customerID, id int64) error {
	res, err := d.db.ExecContext(ctx, `DELETE FROM job_alerts WHERE id = $1 AND customer_id = $2`, id, customerID)
	if err != nil {
		return fmt.Errorf("delete job alert: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return jobportal.Errorf(jobportal.ENOTFOUND, alertNotFound)
	}
	return nil
}

// DisableAlert pauses an alert, whoever's it is (an unsubscribe link).
func (d *DB) DisableAlert(ctx context.Context, id int64) error {
	res, err := d.db.ExecContext(ctx, `UPDATE job_alerts SET enabled = FALSE, updated_at = $1 WHERE id = $2`, d.now(), id)
	if err != nil {
		return fmt.Errorf("disable job alert: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return jobportal.Errorf(jobportal.ENOTFOUND, alertNotFound)
	}
	return nil
}

// ApplicationsWithHistory adds to each of a customer's applications its
// job's state and the statuses it has been through.
func (d *DB) ApplicationsWithHistory(ctx context.Context, apps []*jobportal.Application) ([]*jobportal.MyApplication, error) {
	out := make([]*jobportal.MyApplication, len(apps))
	if len(apps) == 0 {
		return out, nil
	}
	ids, jobIDs := make([]int64, len(apps)), make([]int64, len(apps))
	for i, a := range apps {
		ids[i], jobIDs[i] = a.ID, a.JobID
		out[i] = &jobportal.MyApplication{Application: a, JobStatus: jobportal.JobClosed, History: []jobportal.ApplicationEvent{},
			ScreeningAnswers: a.OwnAnswers()}
	}
	var p params
	open := map[int64]bool{}
	_, err := queryAll(ctx, d.db, "read job states", `SELECT j.id FROM jobs j WHERE j.id IN (`+placeholders(&p, jobIDs)+
		`) AND `+publicJob+p.add(jobportal.Today(d.now())), p, func(r rowScanner) (id int64, err error) {
		err = r.Scan(&id)
		open[id] = true
		return id, err
	})
	if err != nil {
		return nil, err
	}
	var q params
	history := map[int64][]jobportal.ApplicationEvent{}
	_, err = queryAll(ctx, d.db, "read application history", `SELECT application_id, status, at FROM application_history
		WHERE application_id IN (`+placeholders(&q, ids)+`) ORDER BY at, id`, q, func(r rowScanner) (id int64, err error) {
		var e jobportal.ApplicationEvent
		err = r.Scan(&id, &e.Status, &e.At)
		e.At = e.At.UTC()
		history[id] = append(history[id], e)
		return id, err
	})
	if err != nil {
		return nil, err
	}
	for _, m := range out {
		if open[m.JobID] {
			m.JobStatus = jobportal.JobOpen
		}
		if h := history[m.ID]; h != nil {
			m.History = h
		}
	}
	return out, nil
}

// addApplicationEvent records a status an application took by itself (its submission).
func addApplicationEvent(ctx context.Context, q execer, id int64, status string, at time.Time) error {
	return addApplicationMove(ctx, q, id, status, at, nil, false)
}

// addApplicationMove records a status an application took, who moved it
// (nil for the application itself) and whether the applicant was emailed.
func addApplicationMove(ctx context.Context, q execer, id int64, status string, at time.Time, by *jobportal.Mover, notified bool) error {
	var kind, name string
	var actorID *int64
	if by != nil {
		kind, name, actorID = by.Kind, by.Name, &by.ID
	}
	if _, err := q.ExecContext(ctx, `INSERT INTO application_history (application_id, status, at, actor_kind, actor_id, actor_name, notified)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, id, status, at, kind, actorID, name, notified); err != nil {
		return fmt.Errorf("record application status: %w", err)
	}
	return nil
}
