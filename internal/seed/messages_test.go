package seed_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"testing"

	"jobportal/internal/auth"
	"jobportal/internal/seed"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestDemoMessages(t *testing.T) {
	auth.DefaultParams = auth.Params{Memory: 64, Time: 1, Threads: 1}
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		n := 0
		keepImage := func(_ context.Context, data []byte) (string, error) {
			n++
			return fmt.Sprintf("/media/img/00/%032d.png", n), nil
		}
		keepDocument := func(_ context.Context, data []byte) (string, string, error) {
			n++
			return fmt.Sprintf("cv/%d.pdf", n), "application/pdf", nil
		}
		if err := seed.Demo(ctx, db, "admin", keepImage, log); err != nil {
			t.Fatal(err)
		}
		if err := seed.DemoPipeline(ctx, db, keepDocument, log); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if err := seed.DemoMessages(ctx, db, log); err != nil {
				t.Fatal(err)
			}
		}
		seeker, _, err := db.CustomerCredentials(ctx, "seeker@demo.jobportal.lk")
		if err != nil {
			t.Fatal(err)
		}
		unread, err := db.CustomerUnreadMessages(ctx, seeker.ID)
		if err != nil || len(unread) != 1 {
			t.Fatalf("the demo job seeker's unread threads %v, %v", unread, err)
		}
		for id, count := range unread {
			list, _, err := db.ApplicationMessages(ctx, id)
			if err != nil || len(list) != 3 || count != 1 {
				t.Fatalf("the thread has %d messages (%d unread), %v; run twice, it must not grow", len(list), count, err)
			}
			a, _ := db.FindApplication(ctx, id)
			waiting, _ := db.JobUnreadMessages(ctx, a.JobID)
			if len(waiting) != 1 {
				t.Fatalf("the employer's unread threads %v", waiting)
			}
		}
	})
}
