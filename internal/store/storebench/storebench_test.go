package storebench_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storebench"
	"jobportal/internal/store/storetest"
)

func TestPlansOfTheJobList(t *testing.T) {
	ctx := context.Background()
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			dsn := storetest.DSN(t, d)
			db, err := store.Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			admin := &jobportal.AdminUser{Username: "admin", Name: "Admin", Role: jobportal.RoleSuperadmin}
			if err := db.CreateAdminUser(ctx, admin, "h"); err != nil {
				t.Fatal(err)
			}
			closing := jobportal.Today(time.Now().AddDate(0, 0, 30))
			jobs := make([]*jobportal.Job, 20)
			for i := range jobs {
				jobs[i] = &jobportal.Job{Title: "Accounts Clerk", Slug: "accounts-clerk", Description: "Keep the books.",
					CompanyName: "Ceylon Traders", Location: "Colombo", JobType: "Full Time Jobs", ExperienceLevel: "Mid Level",
					MainTopic: "Private Jobs", Currency: "LKR", ClosingDate: closing, Status: jobportal.JobApproved,
					ApplyMethod: jobportal.ApplyOnSite, PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: admin.ID}}
			}
			if err := db.CreateJobs(ctx, jobs); err != nil {
				t.Fatal(err)
			}
			plans, err := storebench.Open(dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer plans.Close()
			f := jobportal.JobFilter{Keyword: "clerk"}
			f.Normalize()
			qs, err := db.JobListQueries(ctx, f, true)
			if err != nil || len(qs) == 0 {
				t.Fatalf("%d statements, %v", len(qs), err)
			}
			for _, q := range qs {
				t.Run("the plan and time of the "+q.Name+" statement are shown", func(t *testing.T) {
					plan, err := plans.Explain(ctx, q)
					if err != nil || !strings.Contains(strings.ToLower(plan), "jobs") {
						t.Fatalf("plan %q, %v", plan, err)
					}
					took, rows, err := plans.TimeQuery(ctx, q, 3)
					if err != nil || took <= 0 || rows == 0 {
						t.Fatalf("%s, %d rows, %v", took, rows, err)
					}
				})
			}
			t.Run("a search that matches nothing has the ranking alone, whose plan is shown", func(t *testing.T) {
				f := jobportal.JobFilter{Keyword: "gemmologist"}
				f.Normalize()
				qs, err := db.JobListQueries(ctx, f, true)
				if err != nil || len(qs) != 1 || qs[0].Name != "ranking" {
					t.Fatalf("%+v, %v", qs, err)
				}
				if _, err := plans.Explain(ctx, qs[0]); err != nil {
					t.Fatal(err)
				}
			})
			t.Run("statistics can be brought up to date", func(t *testing.T) {
				if err := plans.Analyze(ctx); err != nil {
					t.Fatal(err)
				}
			})
		})
	}
}
