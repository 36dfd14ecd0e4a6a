// Command pipeline measures the hiring pipeline of one job with many
// applications at the store, where the API's time goes: a page of the
// newest 100, the same filtered by stage and by applied dates, the counts
// per stage, a move of one application and a bulk move of 50. It posts one
// job, -n job seekers apply for it over 60 days with their applications
// spread over the stages, then runs each operation -runs times and prints
// its p50, p99 and most.
//
//	go run ./bench/pipeline -dir /var/tmp -n 2000
//	go run ./bench/pipeline -database-url 'postgres://postgres@127.0.0.1:5432/test?sslmode=disable' -n 2000
//
// A PostgreSQL run works in a schema of its own, dropped at the end.
package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

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

func run(ctx context.Context, dir, dbURL string, n, runs int) error {
	dsn, done, err := database(dir, dbURL)
	if err != nil {
		return err
	}
	defer done()
	db, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	admin := &jobportal.AdminUser{Username: "bench-admin", Name: "Bench Admin", Role: jobportal.RoleAdmin}
	if err := db.CreateAdminUser(ctx, admin, "!"); err != nil {
		return err
	}
	job := newJob(admin.ID)
	if err := db.CreateJob(ctx, job); err != nil {
		return err
	}
	start := time.Now()
	now := time.Now().UTC()
	by := jobportal.Mover{Kind: jobportal.KindAdmin, ID: admin.ID, Name: admin.Name}
	ids := make([]int64, n)
	for i := range n {
		c, err := db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerIndividual,
			Name: fmt.Sprintf("Applicant %d", i), Email: fmt.Sprintf("applicant%d@bench.example", i)}, "!")
		if err != nil {
			return err
		}
		at := now.Add(-time.Duration(n-i) * (60 * 24 * time.Hour / time.Duration(n)))
		a, err := db.CreateApplicationAt(ctx, at, &jobportal.Application{JobID: job.ID, Applicant: jobportal.ApplicationApplicant{ID: c.ID},
			CoverLetter: "I would like to apply.", CVKey: fmt.Sprintf("cv/%d.pdf", i), CV: jobportal.CVFile{Name: "cv.pdf",
				Type: "application/pdf", Size: 1000}})
		if err != nil {
			return err
		}
		ids[i] = a.ID
		if stage := jobportal.ApplicationStages[i%len(jobportal.ApplicationStages)]; stage != jobportal.ApplicationSubmitted {
			if _, err := db.MoveApplicationsAt(ctx, at.Add(time.Hour), job.ID, []int64{a.ID}, stage, by, nil); err != nil {
				return err
			}
		}
	}
	fmt.Printf("%s: one job, %d applications over 60 days (made in %s); %d runs each\n", db.Dialect(), n,
		time.Since(start).Round(time.Second), runs)
	page := jobportal.Page{Number: 1, Limit: 100}
	from := jobportal.Today(now.AddDate(0, 0, -30))
	to := jobportal.Today(now.AddDate(0, 0, -20))
	i := 0
	ops := []struct {
		name string
		do   func() error
	}{
		{"list, newest 100", func() error {
			_, _, err := db.ListJobApplications(ctx, job.ID, jobportal.ApplicationFilter{}, page)
			return err
		}},
		{"list, one stage", func() error {
			_, _, err := db.ListJobApplications(ctx, job.ID, jobportal.ApplicationFilter{Status: jobportal.ApplicationInterview}, page)
			return err
		}},
		{"list, 10 applied days", func() error {
			_, _, err := db.ListJobApplications(ctx, job.ID, jobportal.ApplicationFilter{From: from, To: to}, page)
			return err
		}},
		{"counts per stage", func() error {
			_, err := db.JobApplicationStages(ctx, job.ID, jobportal.ApplicationFilter{})
			return err
		}},
		{"move one", func() error {
			i++
			_, err := db.MoveApplications(ctx, job.ID, []int64{ids[i%n]}, jobportal.ApplicationStages[i%len(jobportal.ApplicationStages)], by, nil)
			return err
		}},
		{"move 50 at once", func() error {
			i++
			k := (i * 50) % (n - 50)
			_, err := db.MoveApplications(ctx, job.ID, ids[k:k+50], jobportal.ApplicationStages[i%len(jobportal.ApplicationStages)], by, nil)
			return err
		}},
	}
	for _, op := range ops {
		times := make([]time.Duration, runs)
		for r := range runs {
			t := time.Now()
			if err := op.do(); err != nil {
				return fmt.Errorf("%s: %w", op.name, err)
			}
			times[r] = time.Since(t)
		}
		slices.Sort(times)
		fmt.Printf("  %-22s p50 %7s  p99 %7s  most %7s\n", op.name, round(times[runs/2]), round(times[runs*99/100]), round(times[runs-1]))
	}
	return nil
}

func round(d time.Duration) time.Duration { return d.Round(10 * time.Microsecond) }

func database(dir, dbURL string) (string, func(), error) {
	if dbURL == "" {
		work, err := os.MkdirTemp(dir, "jobportal-pipeline-")
		if err != nil {
			return "", nil, fmt.Errorf("make the work folder: %w", err)
		}
		return filepath.Join(work, "pipeline.db"), func() { os.RemoveAll(work) }, nil
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := "bench_pipeline_" + hex.EncodeToString(b)
	admin, err := sql.Open("pgx", dbURL)
	if err != nil {
		return "", nil, err
	}
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("create schema: %w", err)
	}
	u, err := url.Parse(dbURL)
	if err != nil {
		admin.Close()
		return "", nil, err
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), func() { admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`); admin.Close() }, nil
}

func newJob(adminID int64) *jobportal.Job {
	closing := time.Now().In(jobportal.SriLankaTime).AddDate(0, 0, 30).Format(jobportal.DateLayout)
	return &jobportal.Job{
		Title: "Stores Assistant", Slug: "stores-assistant",
		Description:     "Receive, count and issue stock at our Kelaniya stores, and keep the stock book.",
		CompanyName:     "Kelani Hardware",
		Location:        "Gampaha",
		JobType:         "Full Time Jobs",
		ExperienceLevel: "Entry Level",
		MainTopic:       "Private Jobs",
		SubTopics:       []string{jobportal.SubTopics["Private Jobs"][0]},
		Currency:        jobportal.DefaultCurrency,
		ClosingDate:     closing,
		Status:          jobportal.JobApproved,
		ApplyMethod:     jobportal.ApplyOnSite,
		PostedBy:        jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: adminID},
	}
}
