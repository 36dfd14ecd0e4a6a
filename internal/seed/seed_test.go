package seed_test

import (
	"bytes"
	"context"
	"fmt"
	"image/jpeg"
	"image/png"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"unicode"

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
		var logos [][]byte
		flyers := map[string][]byte{}
		keep := func(_ context.Context, data []byte) (string, error) {
			if bytes.HasPrefix(data, []byte{0xff, 0xd8}) {
				path := fmt.Sprintf("/media/img/01/%032d.jpg", len(flyers))
				flyers[path] = data
				return path, nil
			}
			logos = append(logos, data)
			return fmt.Sprintf("/media/img/00/%032d.png", len(logos)), nil
		}
		if err := seed.Demo(ctx, db, "admin", keep, log); err != nil {
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
		t.Run("every demo account's email counts as confirmed, so its alerts are sent", func(t *testing.T) {
			for _, email := range []string{"seeker@demo.jobportal.lk", "employer@demo.jobportal.lk"} {
				c, _, err := db.CustomerCredentials(ctx, email)
				if err != nil || !c.EmailConfirmed {
					t.Fatalf("%s: confirmed %v, %v", email, c != nil && c.EmailConfirmed, err)
				}
			}
		})
		t.Run("the demo job seeker has CVs in English and Sinhala, one shared", func(t *testing.T) {
			seeker, _, err := db.CustomerCredentials(ctx, "seeker@demo.jobportal.lk")
			if err != nil {
				t.Fatal(err)
			}
			cvs, err := db.ListCVs(ctx, seeker.ID)
			if err != nil || len(cvs) != 2 || cvs[0].Language != "en" || cvs[1].Language != "si" || cvs[0].Completion != 100 {
				t.Fatalf("%+v %v", cvs, err)
			}
			shares, err := db.CVShares(ctx, seeker.ID, cvs[0].ID)
			if err != nil || len(shares) != 1 || !shares[0].AllowDownload {
				t.Fatalf("%+v %v", shares, err)
			}
			if err := seed.Demo(ctx, db, "admin", keep, log); err != nil {
				t.Fatal(err)
			}
			if again, _ := db.ListCVs(ctx, seeker.ID); len(again) != 2 {
				t.Fatalf("a second run made %d CVs", len(again))
			}
		})
		t.Run("the demo has an admin of the admin role beside the superadmin", func(t *testing.T) {
			a, _, err := db.AdminCredentials(ctx, "moderator")
			if err != nil || a.Role != jobportal.RoleAdmin || a.MustChangePassword {
				t.Fatalf("%+v %v", a, err)
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
		t.Run("the demo companies are approved, with logos, and the employers' jobs are under their pages", func(t *testing.T) {
			stats, err := db.CompanyStats(ctx, true)
			if err != nil || stats.TotalCompanies != 15 || stats.ByStatus["pending"] != 0 || stats.Verified < 5 ||
				stats.AverageRating != 4 || len(logos) != 15 {
				t.Fatalf("%+v, %d logos, %v", stats, len(logos), err)
			}
			for _, l := range logos {
				if img, err := png.Decode(bytes.NewReader(l)); err != nil || img.Bounds().Dx() != 256 {
					t.Fatalf("a logo is not a 256-pixel PNG: %v", err)
				}
			}
			employer, _, _ := db.CustomerCredentials(ctx, "employer@demo.jobportal.lk")
			page, err := db.OwnCompany(ctx, employer)
			if err != nil || page.Status != jobportal.CompanyApproved || !page.Verified || page.JobsCount == 0 || page.Logo == "" {
				t.Fatalf("%+v %v", page, err)
			}
			seeker, _, _ := db.CustomerCredentials(ctx, "seeker@demo.jobportal.lk")
			followed, n, err := db.FollowedCompanies(ctx, seeker.ID, jobportal.NewPage(1, 20))
			if err != nil || n != 4 || len(followed) != 4 {
				t.Fatalf("follows %d %v", n, err)
			}
		})
		t.Run("two demo jobs come with a flyer, a phone's photo of their printed notice, past the list's first six", func(t *testing.T) {
			f := jobportal.JobFilter{Limit: 100}
			f.Normalize()
			jobs, _, err := db.ListJobs(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			var with []string
			for i, j := range jobs {
				if j.Image == "" {
					continue
				}
				with = append(with, j.Title)
				img, err := jpeg.Decode(bytes.NewReader(flyers[j.Image]))
				if err != nil || img.Bounds().Dx() != 1200 || img.Bounds().Dy() != 1600 {
					t.Errorf("the flyer of %q is not a 1200 x 1600 JPEG: %v", j.Title, err)
				}
				// A flyer among the first cards of /browse would be the largest paint of a phone's first screen.
				if i < 6 {
					t.Errorf("%q, with a flyer, is number %d of the list", j.Title, i+1)
				}
			}
			slices.Sort(with)
			if !slices.Equal(with, []string{"Development Officer", "Food Factory Worker"}) || len(flyers) != 2 {
				t.Fatalf("jobs with a flyer: %q; flyers stored: %d", with, len(flyers))
			}
			drawn, err := seed.DemoFlyers(db.Now())
			if err != nil || len(drawn) != 2 || drawn[0].Title != "Development Officer" || len(drawn[0].JPEG) < 100_000 {
				t.Fatalf("DemoFlyers: %d %v", len(drawn), err)
			}
		})
		t.Run("initials make the logo's text", func(t *testing.T) {
			for name, want := range map[string]string{"Lanka Software Labs": "LS", "ministry of education": "MO", "WSO2": "W", "& Co": "C"} {
				if got := seed.Initials(name); got != want {
					t.Errorf("%q: %q, want %q", name, got, want)
				}
			}
		})
		seeker, _, err := db.CustomerCredentials(ctx, "seeker@demo.jobportal.lk")
		if err != nil {
			t.Fatal(err)
		}
		t.Run("the demo job seeker has a career profile, preferences, saved jobs and two alerts", func(t *testing.T) {
			p, err := db.CareerProfile(ctx, seeker.ID)
			if err != nil || p.Headline == "" || len(p.Skills) == 0 || p.Completeness.Percent < 80 {
				t.Fatalf("profile %+v %v", p, err)
			}
			prefs, _ := db.Preferences(ctx, seeker.ID)
			if !prefs.Privacy.ShowEmail || len(prefs.JobAlerts.Locations) == 0 {
				t.Fatalf("preferences %+v", prefs)
			}
			if saved, _ := db.SavedJobs(ctx, seeker.ID); len(saved) < 2 || saved[0].Closed {
				t.Fatalf("%d saved jobs", len(saved))
			}
			if alerts, _ := db.ListAlerts(ctx, seeker.ID); len(alerts) != 2 {
				t.Fatalf("%d alerts", len(alerts))
			}
		})
		t.Run("one employer's edit of a live job waits for review, changing its title, pay and description", func(t *testing.T) {
			list, total, err := db.ListJobChanges(ctx, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 1 || len(list) != 1 || first.Changes != 1 {
				t.Fatalf("%d changes (counted %d), %v", total, first.Changes, err)
			}
			j := list[0]
			ch := j.Change
			if ch == nil || ch.Status != jobportal.ChangePending || j.Title != "DevOps Engineer" || ch.Title != "DevOps Engineer (AWS)" {
				t.Fatalf("job %q, change %+v", j.Title, ch)
			}
			if ch.Description == j.Description || !strings.HasPrefix(ch.Description, j.Description) ||
				ch.SalaryMax == nil || j.SalaryMax == nil || *ch.SalaryMax != *j.SalaryMax+50000 {
				t.Fatalf("the change keeps the job's text: %+v", ch)
			}
		})
		t.Run("running it again adds nothing", func(t *testing.T) {
			stats, _ := db.CompanyStats(ctx, true)
			if err := seed.Demo(ctx, db, "admin", keep, log); err != nil {
				t.Fatal(err)
			}
			if again, _ := db.JobCounts(ctx); again != first {
				t.Fatalf("counts %+v, then %+v", first, again)
			}
			if again, _ := db.CompanyStats(ctx, true); again.TotalCompanies != stats.TotalCompanies || again.AverageRating != stats.AverageRating {
				t.Fatalf("companies %+v, then %+v", stats, again)
			}
			if alerts, _ := db.ListAlerts(ctx, seeker.ID); len(alerts) != 2 {
				t.Fatalf("%d alerts after a second run", len(alerts))
			}
		})
		t.Run("an edit an admin approved is not sent again", func(t *testing.T) {
			list, _, err := db.ListJobChanges(ctx, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || len(list) != 1 {
				t.Fatalf("%d changes, %v", len(list), err)
			}
			if _, _, err := db.ApproveJobChange(ctx, list[0].ID); err != nil {
				t.Fatal(err)
			}
			if err := seed.Demo(ctx, db, "admin", keep, log); err != nil {
				t.Fatal(err)
			}
			if _, total, err := db.ListJobChanges(ctx, jobportal.Page{Number: 1, Limit: 10}); err != nil || total != 0 {
				t.Fatalf("%d changes after a run, %v", total, err)
			}
		})
	})
}

func TestDemoBlog(t *testing.T) {
	auth.DefaultParams = auth.Params{Memory: 64, Time: 1, Threads: 1}
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		images := map[string][]byte{}
		keep := func(_ context.Context, data []byte) (string, error) {
			path := fmt.Sprintf("/media/img/00/%032d.png", len(images)+1)
			images[path] = data
			return path, nil
		}
		if err := seed.Demo(ctx, db, "admin", keep, log); err != nil {
			t.Fatal(err)
		}
		if err := seed.DemoBlog(ctx, db, keep, log); err != nil {
			t.Fatal(err)
		}
		f := jobportal.BlogFilter{Limit: 100}
		f.Normalize()
		posts, total, err := db.ListPosts(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		t.Run("at least eight articles are published, with covers, some in Sinhala and Tamil", func(t *testing.T) {
			scripts := map[string]bool{}
			for _, p := range posts {
				if p.CoverImage == "" || p.Category == nil || len(p.Tags) == 0 {
					t.Fatalf("post %+v", p)
				}
				if img, err := png.Decode(bytes.NewReader(images[p.CoverImage])); err != nil || img.Bounds().Dx() != 1200 {
					t.Fatalf("the cover of %q is not a 1200-pixel PNG: %v", p.Title, err)
				}
				for _, r := range p.Title {
					switch {
					case unicode.Is(unicode.Sinhala, r):
						scripts["si"] = true
					case unicode.Is(unicode.Tamil, r):
						scripts["ta"] = true
					}
				}
			}
			if total < 8 || !scripts["si"] || !scripts["ta"] {
				t.Fatalf("%d posts, scripts %v", total, scripts)
			}
		})
		t.Run("the demo job seeker liked, saved and commented", func(t *testing.T) {
			var likes, comments int64
			for _, p := range posts {
				likes += p.LikesCount
				comments += p.CommentsCount
			}
			seeker, _, err := db.CustomerCredentials(ctx, "seeker@demo.jobportal.lk")
			if err != nil {
				t.Fatal(err)
			}
			_, saved, err := db.BookmarkedPosts(ctx, seeker.ID, jobportal.NewPage(1, 12))
			if err != nil || likes == 0 || comments == 0 || saved == 0 {
				t.Fatalf("%v: %d likes, %d comments, %d saved", err, likes, comments, saved)
			}
		})
		t.Run("running it again adds nothing", func(t *testing.T) {
			if err := seed.DemoBlog(ctx, db, keep, log); err != nil {
				t.Fatal(err)
			}
			_, again, err := db.ListPosts(ctx, f)
			if err != nil || again != total {
				t.Fatalf("%v: %d posts, then %d", err, total, again)
			}
		})
	})
}

func TestDemoTalentPool(t *testing.T) {
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		files := map[string][]byte{}
		keep := func(_ context.Context, data []byte) (string, string, error) {
			key := fmt.Sprintf("cvs/%d.pdf", len(files)+1)
			files[key] = data
			return key, "application/pdf", nil
		}
		for range 2 {
			if err := seed.DemoTalentPool(ctx, db, keep, log); err != nil {
				t.Fatal(err)
			}
		}
		list, total, err := db.ListCVSubmissions(ctx, jobportal.CVSubmissionFilter{Page: jobportal.Page{Number: 1, Limit: 50}})
		if err != nil {
			t.Fatal(err)
		}
		if total != 3 || len(files) != 3 {
			t.Fatalf("%d submissions and %d files after two runs, want 3 of each", total, len(files))
		}
		topics := map[string]bool{}
		for _, s := range list {
			topics[s.MainTopic] = true
			data := files[s.FileKey]
			if !bytes.HasPrefix(data, []byte("%PDF-")) || s.FileSize != int64(len(data)) || !strings.HasSuffix(s.FileName, "-CV.pdf") {
				t.Fatalf("submission %+v: file of %d bytes", s, len(data))
			}
		}
		if len(topics) != 3 {
			t.Fatalf("the demo pool covers the topics %v, want all three", topics)
		}
	})
}

func TestDemoSignIns(t *testing.T) {
	auth.DefaultParams = auth.Params{Memory: 64, Time: 1, Threads: 1}
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if _, err := seed.FirstAdmin(ctx, db, "admin", "admin-demo-2026", log); err != nil {
			t.Fatal(err)
		}
		keep := func(_ context.Context, data []byte) (string, error) {
			return fmt.Sprintf("/media/img/00/%032d.png", len(data)), nil
		}
		if err := seed.Demo(ctx, db, "admin", keep, log); err != nil {
			t.Fatal(err)
		}
		if err := seed.DemoBlog(ctx, db, keep, log); err != nil {
			t.Fatal(err)
		}
		t.Run("every printed password signs in", func(t *testing.T) {
			rows, err := seed.DemoSignIns(ctx, db, "admin", "admin-demo-2026")
			if err != nil {
				t.Fatal(err)
			}
			var logins []string
			for _, r := range rows {
				logins = append(logins, r.Login)
				var hash string
				if r.Path == "/jp-admin" {
					_, hash, err = db.AdminCredentials(ctx, r.Login)
				} else {
					_, hash, err = db.CustomerCredentials(ctx, r.Login)
				}
				if ok, _ := auth.CheckPassword(hash, r.Password); err != nil || !ok {
					t.Errorf("%s / %q does not sign in (%v)", r.Login, r.Password, err)
				}
			}
			want := []string{"admin", "moderator", "editor", "seeker@demo.jobportal.lk", "employer@demo.jobportal.lk", "hotels@demo.jobportal.lk"}
			if !slices.Equal(logins, want) {
				t.Fatalf("logins %v, want %v", logins, want)
			}
		})
		t.Run("a changed password is not printed", func(t *testing.T) {
			seeker, _, err := db.CustomerCredentials(ctx, "seeker@demo.jobportal.lk")
			if err != nil {
				t.Fatal(err)
			}
			hash, _ := auth.HashPassword("another-pass-2026")
			if err := db.SetCustomerPassword(ctx, seeker.ID, hash, ""); err != nil {
				t.Fatal(err)
			}
			rows, err := seed.DemoSignIns(ctx, db, "admin", "not-the-admin-password")
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			seed.WriteSignIns(&out, "http://localhost:8080/", rows)
			text := out.String()
			for _, want := range []string{
				"http://localhost:8080/jp-admin",
				"seeker@demo.jobportal.lk / (its password was changed)",
				"admin / (its password was changed)",
				"moderator / demo-pass-2026",
				"employer@demo.jobportal.lk / demo-pass-2026",
			} {
				if !strings.Contains(text, want) {
					t.Errorf("the table lacks %q:\n%s", want, text)
				}
			}
		})
	})
}
