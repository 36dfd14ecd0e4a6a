// Command pipeline measures the hiring pipeline of one job with many
// applications, at the store and through the API: a page of the newest 100,
// the same filtered by stage, by applied dates and by what the screening
// answers come to, the counts per stage, a move of one application and a
// bulk move of 50. It posts one job as a company, -n job seekers apply for
// it over 60 days with their applications spread over the stages and half
// of them giving the wanted screening answer, then runs each operation
// -runs times and prints its p50, p99, most and the processor time one run
// took (which, unlike the others, a machine busy with other work does not
// stretch): first the store's calls, then the same operations as HTTP
// requests to the server built as the binary builds it (httpapi.New with the
// built web app), on a loopback listener, signed in as the job's poster, one
// request at a time.
//
//	go run ./bench/pipeline -dir /var/tmp -n 2000
//	go run ./bench/pipeline -database-url 'postgres://postgres@127.0.0.1:5432/test?sslmode=disable' -n 2000
//
// A PostgreSQL run works in a schema of its own, dropped at the end.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"strings"
	"syscall"
	"time"

	"jobportal/bench/benchdb"
	"jobportal/internal/auth"
	"jobportal/internal/httpapi"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/web"
)

// goal is the p99 each operation must stay under at the API.
const goal = 50 * time.Millisecond

func main() {
	var (
		dir   = flag.String("dir", os.TempDir(), "folder of the SQLite database")
		dbURL = flag.String("database-url", "", "a PostgreSQL URL to measure instead of SQLite")
		n     = flag.Int("n", 2000, "applications for the job")
		runs  = flag.Int("runs", 200, "times each operation runs")
	)
	flag.Parse()
	if *n < 100 || *runs < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(context.Background(), *dir, *dbURL, *n, *runs); err != nil {
		fmt.Fprintln(os.Stderr, "pipeline:", err)
		os.Exit(1)
	}
}

// op is one operation of the pipeline, run again and again.
type op struct {
	name string
	do   func() error
}

func run(ctx context.Context, dir, dbURL string, n, runs int) error {
	dsn, done, err := benchdb.Fresh("pipeline", dir, dbURL)
	if err != nil {
		return err
	}
	defer done()
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	start := time.Now()
	p, err := setUp(ctx, db, n)
	if err != nil {
		return err
	}
	fmt.Printf("%s: one job, %d applications over 60 days (made in %s); %d runs each; load average %s\n", db.Dialect(), n,
		time.Since(start).Round(time.Second), runs, loadAverage())

	now := time.Now().UTC()
	from := jobportal.Today(now.AddDate(0, 0, -30))
	to := jobportal.Today(now.AddDate(0, 0, -20))
	stages := jobportal.ApplicationStages
	page := jobportal.Page{Number: 1, Limit: 100}
	list := func(f jobportal.ApplicationFilter) func() error {
		return func() error { _, _, err := db.ListJobApplications(ctx, p.job, f, page); return err }
	}
	i := 0
	fmt.Println("at the store:")
	if _, err := measure(runs, []op{
		{"list, newest 100", list(jobportal.ApplicationFilter{})},
		{"list, one stage", list(jobportal.ApplicationFilter{Status: jobportal.ApplicationInterview})},
		{"list, 10 applied days", list(jobportal.ApplicationFilter{From: from, To: to})},
		{"list, answers met", list(jobportal.ApplicationFilter{Screening: jobportal.ScreeningMet})},
		{"counts per stage", func() error { _, err := db.JobApplicationStages(ctx, p.job, jobportal.ApplicationFilter{}); return err }},
		{"move one", func() error {
			i++
			_, err := db.MoveApplications(ctx, p.job, []int64{p.ids[i%n]}, stages[i%len(stages)], p.by, nil)
			return err
		}},
		{"move 50 at once", func() error {
			i++
			k := (i * 50) % (n - 50)
			_, err := db.MoveApplications(ctx, p.job, p.ids[k:k+50], stages[i%len(stages)], p.by, nil)
			return err
		}},
	}); err != nil {
		return err
	}

	dist, err := fs.Sub(web.Dist, "dist")
	if err != nil {
		return err
	}
	srv, err := httpapi.New(db, slog.New(slog.DiscardHandler), httpapi.Config{BaseURL: "http://127.0.0.1",
		SharedAnswerTTL: time.Second, CopiesAtUpload: true}, dist)
	if err != nil {
		return err
	}
	defer srv.Close(ctx)
	ts := httptest.NewServer(srv)
	defer ts.Close()
	c := &client{http: ts.Client(), base: ts.URL, token: p.token}
	apps := fmt.Sprintf("/api/jobs/%d/applications", p.job)
	get := func(query url.Values) func() error {
		query.Set("limit", "100")
		return func() error { return c.do("GET", apps+"?"+query.Encode(), nil) }
	}
	fmt.Println("through the API, signed in as the poster (moves email the applicants, as the app's default):")
	worst, err := measure(runs, []op{
		{"list, newest 100", get(url.Values{})},
		{"list, one stage", get(url.Values{"status": {jobportal.ApplicationInterview}})},
		{"list, 10 applied days", get(url.Values{"from": {from}, "to": {to}})},
		{"list, answers met", get(url.Values{"screening": {jobportal.ScreeningMet}})},
		{"counts per stage", func() error { return c.do("GET", apps+"/stages", nil) }},
		{"move one", func() error {
			i++
			return c.do("PATCH", fmt.Sprintf("/api/applications/%d", p.ids[i%n]), map[string]any{"status": stages[i%len(stages)], "notify": true})
		}},
		{"move 50 at once", func() error {
			i++
			k := (i * 50) % (n - 50)
			return c.do("POST", apps+"/move", map[string]any{"ids": p.ids[k : k+50], "status": stages[i%len(stages)], "notify": true})
		}},
	})
	if err != nil {
		return err
	}
	verdict := "met"
	if worst >= goal {
		verdict = "NOT met"
	}
	fmt.Printf("goal: every operation's p99 at the API under %s: %s (the slowest %s); load average %s\n", goal, verdict, round(worst), loadAverage())
	return nil
}

// pipeline is what setUp made: the job, its poster's session, who moves
// at the store, and the applications, oldest first.
type pipeline struct {
	job   int64
	token string
	by    jobportal.Mover
	ids   []int64
}

// setUp makes a company with an approved job asking one screening question
// (a wanted yes), and n job seekers' applications spread over 60 days and
// the stages, every other one with the wanted answer.
func setUp(ctx context.Context, db *store.DB, n int) (*pipeline, error) {
	company, err := db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerCompany, Name: "Kelani Hardware",
		Email: "hr@kelani.bench.example", ContactPerson: "Nimal"}, "!")
	if err != nil {
		return nil, err
	}
	token, hash, err := auth.NewToken()
	if err != nil {
		return nil, err
	}
	if _, err := db.CreateSession(ctx, hash, jobportal.KindCustomer, company.ID, 24*time.Hour); err != nil {
		return nil, err
	}
	question := jobportal.ScreeningQuestion{Kind: jobportal.QuestionYesNo, Text: "Do you hold a driving licence?", Required: true, Wanted: "yes"}
	job := newJob(company.ID, question)
	if err := db.CreateJob(ctx, job); err != nil {
		return nil, err
	}
	p := &pipeline{job: job.ID, token: token, ids: make([]int64, n),
		by: jobportal.Mover{Kind: jobportal.KindCustomer, ID: company.ID, Name: company.Name}}
	now := time.Now().UTC()
	yes, no := true, false
	for i := range n {
		c, err := db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerIndividual,
			Name: fmt.Sprintf("Applicant %d", i), Email: fmt.Sprintf("applicant%d@bench.example", i)}, "!")
		if err != nil {
			return nil, err
		}
		answer, met := "yes", &yes
		if i%2 == 1 {
			answer, met = "no", &no
		}
		at := now.Add(-time.Duration(n-i) * (60 * 24 * time.Hour / time.Duration(n)))
		a, err := db.CreateApplicationAt(ctx, at, &jobportal.Application{JobID: job.ID, Applicant: jobportal.ApplicationApplicant{ID: c.ID},
			CoverLetter: "I would like to apply.", CVKey: fmt.Sprintf("cv/%d.pdf", i), CV: jobportal.CVFile{Name: "cv.pdf",
				Type: "application/pdf", Size: 1000},
			Screening: jobportal.Screening{Answers: []jobportal.ScreeningAnswer{{ScreeningQuestion: question, Answer: answer, Met: met}},
				Met: met, Knockout: !*met}})
		if err != nil {
			return nil, err
		}
		p.ids[i] = a.ID
		if stage := jobportal.ApplicationStages[i%len(jobportal.ApplicationStages)]; stage != jobportal.ApplicationSubmitted {
			if _, err := db.MoveApplicationsAt(ctx, at.Add(time.Hour), job.ID, []int64{a.ID}, stage, p.by, nil); err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

// client sends the poster's requests and reads each answer whole.
type client struct {
	http  *http.Client
	base  string
	token string
}

func (c *client) do(method, path string, body any) error {
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.base+path, r)
	if err != nil {
		return err
	}
	req.Header.Set("x-auth-token", c.token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	got, err := io.ReadAll(res.Body)
	if err != nil {
		return err
	}
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("%s %s: %d %s", method, path, res.StatusCode, got)
	}
	return nil
}

// measure runs each operation runs times, one after another, prints its
// p50, p99 and most, and returns the highest p99.
func measure(runs int, ops []op) (time.Duration, error) {
	var worst time.Duration
	for _, op := range ops {
		times := make([]time.Duration, runs)
		cpu := cpuTime()
		for r := range runs {
			t := time.Now()
			if err := op.do(); err != nil {
				return 0, fmt.Errorf("%s: %w", op.name, err)
			}
			times[r] = time.Since(t)
		}
		slices.Sort(times)
		p99 := times[runs*99/100]
		worst = max(worst, p99)
		perOp := (cpuTime() - cpu) / time.Duration(runs)
		fmt.Printf("  %-22s p50 %7s  p99 %7s  most %7s  cpu %7s\n", op.name, round(times[runs/2]), round(p99), round(times[runs-1]), round(perOp))
	}
	return worst, nil
}

func round(d time.Duration) time.Duration { return d.Round(10 * time.Microsecond) }

// cpuTime is the processor time the process has used, user and system: the
// server's and the client's work, which unlike the wall-clock times does not
// grow when other programs take the cores.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// loadAverage is the machine's load over the last minute, as /proc/loadavg
// says (empty where there is none): a busy machine stretches the times.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

func newJob(posterID int64, q jobportal.ScreeningQuestion) *jobportal.Job {
	closing := time.Now().In(jobportal.SriLankaTime).AddDate(0, 0, 30).Format(jobportal.DateLayout)
	return &jobportal.Job{
		Title: "Stores Assistant", Slug: "stores-assistant",
		Description:        "Receive, count and issue stock at our Kelaniya stores, and keep the stock book.",
		CompanyName:        "Kelani Hardware",
		Location:           "Gampaha",
		JobType:            "Full Time Jobs",
		ExperienceLevel:    "Entry Level",
		MainTopic:          "Private Jobs",
		SubTopics:          []string{jobportal.SubTopics["Private Jobs"][0]},
		Currency:           jobportal.DefaultCurrency,
		ClosingDate:        closing,
		Status:             jobportal.JobApproved,
		ApplyMethod:        jobportal.ApplyOnSite,
		ScreeningQuestions: []jobportal.ScreeningQuestion{q},
		PostedBy:           jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: posterID},
	}
}
