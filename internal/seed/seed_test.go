package seed_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"jobportal/internal/auth"
	"jobportal/internal/jobportal"
	"jobportal/internal/seed"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestDemo(t *testing.T) {
	auth.DefaultParams = auth.Params{Memory: 64, Time: 1, Threads: 1}
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if _, err := seed.FirstAdmin(ctx, db, "admin", "admin-demo-2026", log); err != nil {
			t.Fatal(err)
		}
		if err := seed.Demo(ctx, db, "admin", log); err != nil {
			t.Fatal(err)
		}
		first, err := db.JobCounts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		t.Run("the demo jobs are valid, mostly public, with a few pending, one rejected and one closed", func(t *testing.T) {
			if first.Total < 30 || first.Pending != 3 || first.Rejected != 1 || first.Expired != 1 || first.Live != first.Total-5 {
				t.Fatalf("counts %+v", first)
			}
		})
		t.Run("the demo jobs spread over topics, districts and job types", func(t *testing.T) {
			f := jobportal.JobFilter{Limit: 100}
			f.Normalize()
			jobs, _, err := db.ListJobs(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			topics, locations, types := map[string]bool{}, map[string]bool{}, map[string]bool{}
			for _, j := range jobs {
				topics[j.MainTopic], locations[j.Location], types[j.JobType] = true, true, true
			}
			if len(topics) != 3 || len(locations) < 12 || len(types) != 5 {
				t.Fatalf("%d topics, %d locations, %d job types", len(topics), len(locations), len(types))
			}
		})
		t.Run("running it again adds nothing", func(t *testing.T) {
			if err := seed.Demo(ctx, db, "admin", log); err != nil {
				t.Fatal(err)
			}
			if again, _ := db.JobCounts(ctx); again != first {
				t.Fatalf("counts %+v, then %+v", first, again)
			}
		})
	})
}
