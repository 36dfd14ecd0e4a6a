// Package alerts writes the job alerts' emails: every tick it matches the
// jobs made public since the last run of each frequency against the enabled
// alerts of that frequency, with the job list's own filter (store.AlertWindow),
// and queues an email of each alert's new matches once, in its owner's
// language, in the transaction that records them as sent; the outbox sends
// it (internal/outbox). A lease in the database decides which of several
// servers does the matching.
package alerts

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"sync"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/notify"
	"jobportal/internal/recovery"
	"jobportal/internal/store"
)

// LeaseName names the lease of the alerts' work among the servers' leases.
const LeaseName = "job-alerts"

// batch is how many alerts are read at a time.
const batch = 500

// Worker sends the job alerts' emails.
type Worker struct {
	DB      *store.DB
	Log     *slog.Logger
	BaseURL string
	// Tick is how often the worker looks (ALERTS_TICK); a minute when zero.
	Tick time.Duration
	// Now is the worker's clock; time.Now when nil. Tests set it, and the
	// store's clock, to the same fake time.
	Now func() time.Time
	// Holder names this worker in the lease; made at random when empty.
	Holder string
	// Parallel is how many alerts are matched at once; 4 when zero.
	Parallel int
	// LeaseTTL is how long the lease outlives its holder's last renewal:
	// another server takes over within it when the holder dies. The holder
	// renews it four times as often; 20 s when zero.
	LeaseTTL time.Duration
}

// Report says what one run did.
type Report struct {
	// Leader is false when another server holds the lease: nothing was done.
	Leader bool
	// Checked counts the alerts matched, and Sent the emails queued, by frequency.
	Checked map[string]int
	Sent    map[string]int
}

func (w *Worker) now() time.Time {
	if w.Now != nil {
		return w.Now().UTC()
	}
	return time.Now().UTC()
}

func (w *Worker) tick() time.Duration {
	if w.Tick > 0 {
		return w.Tick
	}
	return time.Minute
}

// leaseTTL is how long the lease holds without being renewed. The holder
// renews it every heartbeat, between runs and during them (keepLease), so a
// run may last longer than the lease; other servers try for it every
// heartbeat, so that it moves within the TTL of its holder dying.
func (w *Worker) leaseTTL() time.Duration {
	if w.LeaseTTL > 0 {
		return w.LeaseTTL
	}
	return 20 * time.Second
}

func (w *Worker) heartbeat() time.Duration { return w.leaseTTL() / 4 }

func (w *Worker) holder() string {
	if w.Holder == "" {
		b := make([]byte, 8)
		rand.Read(b)
		w.Holder = hex.EncodeToString(b)
	}
	return w.Holder
}

// Run runs the worker every tick until ctx ends, then gives up the lease.
// Between runs it keeps the lease, or tries to take it, every heartbeat; a
// server that has just taken it over runs at once.
func (w *Worker) Run(ctx context.Context) {
	beat := time.NewTicker(w.heartbeat())
	defer beat.Stop()
	var last time.Time
	held := false
	for {
		if time.Since(last) >= w.tick() {
			last = time.Now()
			// A panic in one round is logged and counted; the next round runs.
			var rep Report
			err := recovery.Guard("job alerts", func() (err error) { rep, err = w.RunOnce(ctx); return err })
			if err != nil && ctx.Err() == nil {
				w.Log.Error("send job alerts", "err", err)
			}
			held = rep.Leader
		} else if ok, err := w.DB.TakeLease(ctx, LeaseName, w.holder(), w.leaseTTL()); err != nil {
			if ctx.Err() == nil {
				w.Log.Error("keep the job alerts' lease", "err", err)
			}
		} else if ok && !held {
			// Taken over from a server that stopped renewing it.
			last = time.Time{}
			continue
		} else {
			held = ok
		}
		select {
		case <-ctx.Done():
			release, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			if err := w.DB.ReleaseLease(release, LeaseName, w.holder()); err != nil {
				w.Log.Error("give up the job alerts' lease", "err", err)
			}
			cancel()
			return
		case <-beat.C:
		}
	}
}

// RunOnce takes or renews the lease and, when this worker holds it, sends
// the alerts of every frequency whose period is due, renewing the lease
// every heartbeat meanwhile; the work stops if the lease is lost.
func (w *Worker) RunOnce(ctx context.Context) (Report, error) {
	rep := Report{Checked: map[string]int{}, Sent: map[string]int{}}
	ok, err := w.DB.TakeLease(ctx, LeaseName, w.holder(), w.leaseTTL())
	if err != nil || !ok {
		return rep, err
	}
	rep.Leader = true
	ctx, stop := w.keepLease(ctx)
	defer stop()
	key, err := w.DB.ServerKey(ctx, jobportal.UnsubscribeKeyName)
	if err != nil {
		return rep, err
	}
	var errs []error
	for _, f := range jobportal.Frequencies {
		if err := w.runFrequency(ctx, f, key, &rep); err != nil {
			errs = append(errs, fmt.Errorf("%s alerts: %w", f, err))
		}
	}
	return rep, errors.Join(errs...)
}

// keepLease renews the lease every heartbeat until stop is called. The
// context it returns ends if the lease is lost, so that a worker whose
// renewals failed for longer than the TTL stops before another starts.
func (w *Worker) keepLease(ctx context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		beat := time.NewTicker(w.heartbeat())
		defer beat.Stop()
		lastHeld := time.Now()
		for {
			select {
			case <-ctx.Done():
				return
			case <-beat.C:
			}
			ok, err := w.DB.TakeLease(ctx, LeaseName, w.holder(), w.leaseTTL())
			switch {
			case ok:
				lastHeld = time.Now()
			case err == nil:
				cancel(errors.New("the lease went to another server"))
				return
			case time.Since(lastHeld) > w.leaseTTL()-w.heartbeat():
				cancel(fmt.Errorf("the lease could not be renewed: %w", err))
				return
			}
		}
	}()
	return ctx, func() { cancel(nil); <-done }
}

// runFrequency sends a frequency's alerts when its period is due: for jobs
// made public after its mark and up to now. The mark is moved first, so
// that of two servers only one sends a period; the sent-jobs table keeps
// any job from being sent twice by one alert.
func (w *Worker) runFrequency(ctx context.Context, f string, key []byte, rep *Report) error {
	now := w.now()
	mark, ok, err := w.DB.AlertMark(ctx, f)
	if err != nil {
		return err
	}
	start := jobportal.AlertPeriodStart(f, now)
	if !ok {
		// The first run starts the count: instant alerts look back a
		// minute, the others wait for their next period, which then
		// covers the jobs since the last 07:00.
		initial := start
		if f == jobportal.FrequencyInstant {
			initial = now.Add(-jobportal.AlertPeriod(f))
		}
		if _, err := w.DB.ClaimAlertPeriod(ctx, f, nil, initial); err != nil {
			return err
		}
		if mark, ok, err = w.DB.AlertMark(ctx, f); err != nil || !ok {
			return err
		}
	}
	if f == jobportal.FrequencyInstant {
		if !mark.Before(now) {
			return nil
		}
	} else if !mark.Before(start) {
		return nil
	}
	claimed, err := w.DB.ClaimAlertPeriod(ctx, f, &mark, now)
	if err != nil || !claimed {
		return err
	}
	return w.send(ctx, f, mark, now, key, rep)
}

// send matches every due alert of a frequency against the jobs made public
// in (from, until] and emails the matches.
func (w *Worker) send(ctx context.Context, f string, from, until time.Time, key []byte, rep *Report) error {
	window, err := w.DB.NewAlertWindow(ctx, from, until)
	if err != nil || window.Jobs() == 0 {
		return err // no new job, no email
	}
	jobs := &jobCache{db: w.DB, jobs: map[int64]*jobportal.Job{}}
	var (
		mu      sync.Mutex
		errs    []error
		checked int
		sent    int
	)
	parallel := w.Parallel
	if parallel <= 0 {
		parallel = 4
	}
	var after int64
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		// The lease is renewed between batches; a worker that lost it stops.
		if ok, err := w.DB.TakeLease(ctx, LeaseName, w.holder(), w.leaseTTL()); err != nil || !ok {
			if err == nil {
				err = errors.New("the lease went to another server")
			}
			return err
		}
		due, err := w.DB.DueAlerts(ctx, f, after, batch)
		if err != nil {
			return err
		}
		if len(due) == 0 {
			break
		}
		after = due[len(due)-1].Alert.ID
		work := make(chan *store.AlertRecipient)
		var (
			wg   sync.WaitGroup
			done []store.AlertSent
		)
		for range min(parallel, len(due)) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for rc := range work {
					// These goroutines are not Run's: a panic in one
					// alert must be caught here or it stops the process.
					var news store.AlertSent
					err := recovery.Guard("job alerts", func() (err error) {
						news, err = w.writeOne(ctx, rc, window, key, jobs)
						return err
					})
					mu.Lock()
					checked++
					if len(news.JobIDs) > 0 {
						sent++
						done = append(done, news)
					}
					if err != nil && len(errs) < 10 {
						errs = append(errs, err)
					}
					mu.Unlock()
				}
			}()
		}
		for _, rc := range due {
			work <- rc
		}
		close(work)
		wg.Wait()
		// What the batch sent is recorded, and its emails queued, in one transaction.
		if err := w.DB.MarkAlertsSent(ctx, done, w.now()); err != nil {
			return err
		}
		if len(due) < batch {
			break
		}
	}
	rep.Checked[f] += checked
	rep.Sent[f] += sent
	if sent > 0 {
		w.Log.Info("sent job alerts", "frequency", f, "alerts", checked, "emails", sent)
	}
	return errors.Join(errs...)
}

// writeOne writes the email of one alert's new matches, if it has any, and
// returns it with the ids of the jobs it names, for the caller to record
// and queue.
func (w *Worker) writeOne(ctx context.Context, rc *store.AlertRecipient, window *store.AlertWindow, key []byte, jobs *jobCache) (store.AlertSent, error) {
	a := rc.Alert
	none := store.AlertSent{AlertID: a.ID}
	ids, err := window.Matches(ctx, a)
	if err != nil || len(ids) == 0 {
		return none, err
	}
	found, err := jobs.get(ctx, ids)
	if err != nil {
		return none, err
	}
	news := notify.AlertNews{Name: rc.Name, AlertName: a.Name, Frequency: a.Frequency,
		ManageURL:      w.BaseURL + "/customer/dashboard",
		UnsubscribeURL: w.BaseURL + "/alerts/unsubscribe?token=" + url.QueryEscape(jobportal.UnsubscribeToken(key, a.ID, a.CreatedAt))}
	sentIDs := make([]int64, 0, len(ids))
	for _, id := range ids {
		j := found[id]
		if j == nil {
			continue
		}
		sentIDs = append(sentIDs, id)
		district := j.Location
		if j.Location == jobportal.Foreign && j.Country != "" {
			district = j.Country
		}
		news.Jobs = append(news.Jobs, notify.AlertJob{Title: j.Title, Employer: j.CompanyName, District: district,
			Salary: Salary(j), Link: w.BaseURL + "/job/" + strconv.FormatInt(j.ID, 10) + "/" + j.Slug})
	}
	if len(news.Jobs) == 0 {
		return none, nil
	}
	m, err := notify.JobAlert(notify.Lang(rc.Language), rc.Email, news)
	if err != nil {
		return none, fmt.Errorf("write job alert %d: %w", a.ID, err)
	}
	return store.AlertSent{AlertID: a.ID, JobIDs: sentIDs, Email: m}, nil
}

// Salary writes a job's salary as an email shows it: "LKR 80,000 - 120,000",
// "LKR 80,000+", "up to LKR 120,000", or "" when the job gives none.
func Salary(j *jobportal.Job) string {
	switch {
	case j.SalaryMin != nil && j.SalaryMax != nil && *j.SalaryMin != *j.SalaryMax:
		return j.Currency + " " + jobportal.Thousands(*j.SalaryMin) + " - " + jobportal.Thousands(*j.SalaryMax)
	case j.SalaryMin != nil && j.SalaryMax != nil:
		return j.Currency + " " + jobportal.Thousands(*j.SalaryMin)
	case j.SalaryMin != nil:
		return j.Currency + " " + jobportal.Thousands(*j.SalaryMin) + "+"
	case j.SalaryMax != nil:
		return "≤ " + j.Currency + " " + jobportal.Thousands(*j.SalaryMax)
	}
	return ""
}

// jobCache keeps the jobs of one run, read once however many alerts match them.
type jobCache struct {
	db   *store.DB
	mu   sync.Mutex
	jobs map[int64]*jobportal.Job
}

func (c *jobCache) get(ctx context.Context, ids []int64) (map[int64]*jobportal.Job, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var missing []int64
	for _, id := range ids {
		if _, ok := c.jobs[id]; !ok {
			missing = append(missing, id)
		}
	}
	if len(missing) > 0 {
		found, err := c.db.JobsByID(ctx, missing)
		if err != nil {
			return nil, err
		}
		for _, id := range missing {
			c.jobs[id] = found[id] // nil for a job gone since it matched
		}
	}
	out := make(map[int64]*jobportal.Job, len(ids))
	for _, id := range ids {
		out[id] = c.jobs[id]
	}
	return out, nil
}
