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

func TestDemoWalkIns(t *testing.T) {
	auth.DefaultParams = auth.Params{Memory: 64, Time: 1, Threads: 1}
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		keepImage := func(_ context.Context, data []byte) (string, error) { return "/media/img/00/x.png", nil }
		if err := seed.Demo(ctx, db, "admin", keepImage, log); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if err := seed.DemoWalkIns(ctx, db, log); err != nil {
				t.Fatal(err)
			}
		}
		f := jobportal.JobFilter{WalkIn: true}
		f.Normalize()
		walkIns, total, err := db.ListJobs(ctx, f)
		if err != nil || total != 1 || !walkIns[0].WalkIn.RSVP || !walkIns[0].AllowsApplyWithoutCV {
			t.Fatalf("walk-ins %d %v", total, err)
		}
		_, rsvps, _ := db.ListWalkInRSVPs(ctx, walkIns[0].ID, jobportal.Page{Number: 1, Limit: 20})
		if rsvps != 3 {
			t.Fatalf("%d RSVPs", rsvps)
		}
		withoutCV := 0
		all, _, _ := db.ListJobs(ctx, func() jobportal.JobFilter { f := jobportal.JobFilter{Limit: 100}; f.Normalize(); return f }())
		for _, j := range all {
			if !j.AllowsApplyWithoutCV || j.ApplicationsCount == 0 {
				continue
			}
			list, _, _ := db.ListJobApplications(ctx, j.ID, jobportal.ApplicationFilter{}, jobportal.Page{Number: 1, Limit: 20})
			for _, a := range list {
				if a.WithoutCV && a.District != "" && a.GivenName != "" {
					withoutCV++
				}
			}
		}
		if withoutCV != 2 {
			t.Fatalf("%d applications without a CV, want 2 (added once)", withoutCV)
		}
	})
}
