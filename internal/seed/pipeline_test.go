package seed_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"testing"

	"jobportal/internal/auth"
	"jobportal/internal/jobportal"
	"jobportal/internal/seed"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestDemoPipeline(t *testing.T) {
	auth.DefaultParams = auth.Params{Memory: 64, Time: 1, Threads: 1}
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		images := 0
		keepImage := func(_ context.Context, data []byte) (string, error) {
			images++
			return fmt.Sprintf("/media/img/00/%032d.png", images), nil
		}
		files := 0
		keepDocument := func(_ context.Context, data []byte) (string, string, error) {
			files++
			return fmt.Sprintf("cv/%d.pdf", files), "application/pdf", nil
		}
		if err := seed.Demo(ctx, db, "admin", keepImage, log); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if err := seed.DemoPipeline(ctx, db, keepDocument, log); err != nil {
				t.Fatal(err)
			}
		}
		var jobs []*jobportal.Job
		for _, email := range []string{"employer@demo.jobportal.lk", "hotels@demo.jobportal.lk"} {
			employer, _, err := db.CustomerCredentials(ctx, email)
			if err != nil {
				t.Fatal(err)
			}
			list, _, _ := db.ListCustomerJobs(ctx, employer.ID, jobportal.Page{Number: 1, Limit: 50})
			jobs = append(jobs, list...)
		}
		withApplications, total := 0, 0
		everywhere := map[string]int{}
		for _, j := range jobs {
			if j.ApplicationsCount == 0 {
				continue
			}
			withApplications++
			counts, err := db.JobApplicationStages(ctx, j.ID, jobportal.ApplicationFilter{})
			if err != nil {
				t.Fatal(err)
			}
			stages := 0
			for _, status := range jobportal.ApplicationStatuses {
				if counts[status] > 0 {
					stages++
				}
				everywhere[status] += counts[status]
				total += counts[status]
			}
			if stages < 7 {
				t.Errorf("job %q has applications at only %d stages: %v", j.Title, stages, counts)
			}
			list, _, _ := db.ListJobApplications(ctx, j.ID, jobportal.ApplicationFilter{Status: jobportal.ApplicationHired}, jobportal.Page{Number: 1, Limit: 10})
			if len(list) == 0 || list[0].Rating == nil || list[0].NotesCount == 0 {
				t.Fatalf("the hired application has no rating or notes: %+v", list)
			}
			moves, _ := db.ApplicationMoves(ctx, list[0].ID)
			if len(moves) != 6 || moves[5].By == nil || !moves[0].At.Before(moves[5].At) {
				t.Fatalf("history %+v", moves)
			}
		}
		asking := 0
		for _, j := range jobs {
			if len(j.ScreeningQuestions) == 0 {
				continue
			}
			asking++
			for _, f := range jobportal.ScreeningFilters {
				list, _, err := db.ListJobApplications(ctx, j.ID, jobportal.ApplicationFilter{Screening: f}, jobportal.Page{Number: 1, Limit: 10})
				if err != nil || len(list) == 0 {
					t.Errorf("job %q has no demo application that is %s: %v", j.Title, f, err)
				}
			}
		}
		if asking != 2 {
			t.Errorf("%d demo jobs ask screening questions, want 2", asking)
		}
		for _, status := range jobportal.ApplicationStatuses {
			if everywhere[status] == 0 {
				t.Errorf("no demo application is at %s", status)
			}
		}
		if withApplications != 4 || files != total {
			t.Fatalf("%d jobs with applications, %d files for %d applications after two runs", withApplications, files, total)
		}
		seeker, _, _ := db.CustomerCredentials(ctx, "seeker@demo.jobportal.lk")
		mine, n, _ := db.ListCustomerApplications(ctx, seeker.ID, jobportal.Page{Number: 1, Limit: 10})
		if n != 2 {
			t.Fatalf("the demo job seeker has %d applications, want 2: %v", n, mine)
		}
	})
}

func TestDemoInterviews(t *testing.T) {
	auth.DefaultParams = auth.Params{Memory: 64, Time: 1, Threads: 1}
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		keepImage := func(context.Context, []byte) (string, error) { return "/media/img/00/0.png", nil }
		files := 0
		keepDocument := func(context.Context, []byte) (string, string, error) {
			files++
			return fmt.Sprintf("cv/%d.pdf", files), "application/pdf", nil
		}
		if err := seed.Demo(ctx, db, "admin", keepImage, log); err != nil {
			t.Fatal(err)
		}
		if err := seed.DemoPipeline(ctx, db, keepDocument, log); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if err := seed.DemoInterviews(ctx, db, log); err != nil {
				t.Fatal(err)
			}
		}
		seeker, _, err := db.CustomerCredentials(ctx, "seeker@demo.jobportal.lk")
		if err != nil {
			t.Fatal(err)
		}
		mine, err := db.CustomerInterviews(ctx, seeker.ID)
		if err != nil || len(mine) != 1 || mine[0].State != jobportal.InterviewProposed || len(mine[0].Slots) != 3 {
			t.Fatalf("the demo job seeker's interviews: %+v, %v", mine, err)
		}
		app, err := db.FindApplication(ctx, mine[0].ApplicationID)
		if err != nil || app.Status != jobportal.ApplicationInterview {
			t.Fatalf("the application is at %v (%v)", app, err)
		}
		booked := 0
		for _, email := range []string{"tharindu.bandara@demo.jobportal.lk", "shalini.r@demo.jobportal.lk", "rifkan.m@demo.jobportal.lk",
			"priyanka.n@demo.jobportal.lk", "chamath.g@demo.jobportal.lk", "dinithi.w@demo.jobportal.lk", "asanka.h@demo.jobportal.lk"} {
			c, _, err := db.CustomerCredentials(ctx, email)
			if err != nil {
				t.Fatal(err)
			}
			list, _ := db.CustomerInterviews(ctx, c.ID)
			for _, iv := range list {
				if iv.State == jobportal.InterviewBooked && iv.Booked != nil && iv.Booked.Start.After(db.Now()) {
					booked++
				}
			}
		}
		if booked != 1 {
			t.Fatalf("%d booked interviews, want 1", booked)
		}
	})
}
