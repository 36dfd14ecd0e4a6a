package store_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// newCompany stores a company account with a name.
func (w *jobWorld) newCompany(name, email string) *jobportal.Customer {
	w.t.Helper()
	c, err := w.db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerCompany, Name: name,
		Email: email, ContactPerson: "Ruwan"}, "h")
	if err != nil {
		w.t.Fatal(err)
	}
	return c
}

// addN stores n jobs made by job with the given changes.
func (w *jobWorld) addN(n int, title string, mods ...func(*jobportal.Job)) {
	w.t.Helper()
	for i := range n {
		w.add(fmt.Sprintf("%s %d", title, i), mods...)
	}
}

// approve approves a company page.
func (w *jobWorld) approve(id int64) {
	w.t.Helper()
	if _, _, err := w.db.ApproveCompany(ctx, id); err != nil {
		w.t.Fatal(err)
	}
}

// adminCompany stores an approved page made by an admin, changed by mods.
func (w *jobWorld) adminCompany(name string, mods ...func(*jobportal.Company)) *jobportal.Company {
	w.t.Helper()
	c := &jobportal.Company{Name: name, Status: jobportal.CompanyApproved}
	for _, m := range mods {
		m(c)
	}
	if err := w.db.CreateCompany(ctx, c); err != nil {
		w.t.Fatal(err)
	}
	return c
}

func companyCounts(list []jobportal.FeaturedCompany) string {
	s := ""
	for i, c := range list {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%s=%d", c.Name, c.JobsCount)
	}
	return s
}

func companyNames(list []*jobportal.Company) string {
	names := make([]string, len(list))
	for i, c := range list {
		names[i] = c.Name
	}
	return strings.Join(names, ", ")
}

func TestFeaturedCompanies(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		lsl := w.companyPage(w.company)
		w.approve(lsl.ID)
		w.addN(2, "LSL Engineer", w.byCompany(w.company))
		w.add("LSL Pending", w.byCompany(w.company), status(jobportal.JobPending))
		w.add("LSL Expired", w.byCompany(w.company), closing("2026-02-28"))

		tea := w.newCompany("Ceylon Tea Co", "hr@tea.lk")
		w.approve(w.companyPage(tea).ID)
		w.addN(3, "Tea Taster", w.byCompany(tea))

		apex := w.newCompany("apex Garments", "hr@apex.lk")
		w.approve(w.companyPage(apex).ID)
		w.addN(2, "Machinist", w.byCompany(apex))
		w.add("Closing Today", w.byCompany(apex), closing("2026-03-01"))

		waiting := w.newCompany("Waiting Ltd", "hr@waiting.lk")
		w.addN(5, "Waiting Job", w.byCompany(waiting)) // its page is pending

		t.Run("approved companies are ordered by their public jobs, then by name", func(t *testing.T) {
			got, err := db.FeaturedCompanies(ctx, 12)
			if err != nil {
				t.Fatal(err)
			}
			want := "apex Garments=3, Ceylon Tea Co=3, Lanka Software Labs=2"
			if s := companyCounts(got); s != want {
				t.Fatalf("got %s, want %s", s, want)
			}
			if got[1].Slug != "ceylon-tea-co" {
				t.Fatalf("%+v", got[1])
			}
		})
		t.Run("the limit is kept", func(t *testing.T) {
			got, err := db.FeaturedCompanies(ctx, 1)
			if err != nil || len(got) != 1 || got[0].Name != "apex Garments" {
				t.Fatalf("%+v, %v", got, err)
			}
		})
		t.Run("a job that closes stops counting the next day", func(t *testing.T) {
			w.clk.advance(24 * time.Hour)
			got, _ := db.FeaturedCompanies(ctx, 12)
			want := "Ceylon Tea Co=3, apex Garments=2, Lanka Software Labs=2"
			if s := companyCounts(got); s != want {
				t.Fatalf("got %s, want %s", s, want)
			}
		})
		t.Run("deleting a job counts again at once", func(t *testing.T) {
			j := w.add("Tea Blender", w.byCompany(tea))
			if _, err := db.DeleteJob(ctx, j.ID); err != nil {
				t.Fatal(err)
			}
			got, _ := db.FeaturedCompanies(ctx, 12)
			if got[0].Name != "Ceylon Tea Co" || got[0].JobsCount != 3 {
				t.Fatalf("%s", companyCounts(got))
			}
		})
	})
}

func TestCompanyDirectory(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		year := func(y int) *int { return &y }
		boc := w.adminCompany("Bank of Ceylon", func(c *jobportal.Company) {
			c.Industry, c.Size, c.Location, c.Founded = "Banking and Finance", "5000+", "Colombo", year(1939)
			c.Description = "The largest state bank, with branches in every district."
		})
		w.adminCompany("Hayleys Fabric", func(c *jobportal.Company) {
			c.Industry, c.Size, c.Location, c.Founded = "Apparel and Textiles", "1001-5000", "Ratnapura", year(1993)
			c.Description = "Knitted fabric for the world's apparel brands."
		})
		w.adminCompany("WSO2", func(c *jobportal.Company) {
			c.Industry, c.Size, c.Location, c.Founded = "IT and Software", "501-1000", "Colombo", year(2005)
			c.Description = "Open-source integration and identity software."
		})
		w.adminCompany("Cinnamon Hotels", func(c *jobportal.Company) {
			c.Industry, c.Size, c.Location = "Hotels and Tourism", "1001-5000", "Colombo"
			c.Description = "Hotels and resorts across the island."
		})
		w.adminCompany("Hidden Bank", func(c *jobportal.Company) {
			c.Industry, c.Status = "Banking and Finance", jobportal.CompanyRejected
		})
		lsl := w.companyPage(w.company) // pending
		list := func(t *testing.T, f jobportal.CompanyFilter) ([]*jobportal.Company, int) {
			t.Helper()
			f.Normalize()
			if err := f.Validate(); err != nil {
				t.Fatal(err)
			}
			got, total, err := db.ListCompanies(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			return got, total
		}
		for _, c := range []struct {
			name      string
			f         jobportal.CompanyFilter
			want      string
			wantTotal int
		}{
			{"the directory lists approved companies by name", jobportal.CompanyFilter{},
				"Bank of Ceylon, Cinnamon Hotels, Hayleys Fabric, WSO2", 4},
			{"a page of two", jobportal.CompanyFilter{Limit: 2, Page: 2}, "Hayleys Fabric, WSO2", 4},
			{"name descending", jobportal.CompanyFilter{SortOrder: "desc"}, "WSO2, Hayleys Fabric, Cinnamon Hotels, Bank of Ceylon", 4},
			{"by industry", jobportal.CompanyFilter{Industries: []string{"banking and finance", "IT and Software"}}, "Bank of Ceylon, WSO2", 2},
			{"by size", jobportal.CompanyFilter{Sizes: []string{"1001-5000"}}, "Cinnamon Hotels, Hayleys Fabric", 2},
			{"by district", jobportal.CompanyFilter{Locations: []string{"Colombo"}}, "Bank of Ceylon, Cinnamon Hotels, WSO2", 3},
			{"by founding year", jobportal.CompanyFilter{FoundedMin: year(1990), FoundedMax: year(2000)}, "Hayleys Fabric", 1},
			{"newest first", jobportal.CompanyFilter{SortBy: "newest"}, "Cinnamon Hotels, WSO2, Hayleys Fabric, Bank of Ceylon", 4},
			{"search ranks the name first", jobportal.CompanyFilter{Keyword: "bank"}, "Bank of Ceylon", 1},
			{"search finds words of the description", jobportal.CompanyFilter{Keyword: "software"}, "WSO2", 1},
			{"search by a prefix", jobportal.CompanyFilter{Keyword: "hote"}, "Cinnamon Hotels", 1},
			{"moderators list by status", jobportal.CompanyFilter{Status: jobportal.CompanyPending}, "Lanka Software Labs", 1},
		} {
			t.Run(c.name, func(t *testing.T) {
				got, total := list(t, c.f)
				if s := companyNames(got); s != c.want || total != c.wantTotal {
					t.Fatalf("got %s (%d), want %s (%d)", s, total, c.want, c.wantTotal)
				}
			})
		}

		seekers := make([]*jobportal.Customer, 3)
		for i := range seekers {
			seekers[i] = mustCreateCustomer(t, db, fmt.Sprintf("seeker%d@example.lk", i))
		}
		review := func(company int64, by *jobportal.Customer, stars int) *jobportal.Review {
			t.Helper()
			r := &jobportal.Review{CompanyID: company, Author: jobportal.ReviewAuthor{ID: by.ID}, Rating: stars,
				Title: "Good place", Text: "Fair pay and kind managers."}
			if err := db.CreateReview(ctx, r); err != nil {
				t.Fatal(err)
			}
			return r
		}
		t.Run("the rating is the average of the reviews and follows each change", func(t *testing.T) {
			review(boc.ID, seekers[0], 5)
			r := review(boc.ID, seekers[1], 4)
			review(boc.ID, seekers[2], 2)
			c, _ := db.FindCompany(ctx, boc.ID)
			if c.ReviewsCount != 3 || c.Rating != 3.67 {
				t.Fatalf("%d reviews, rating %v", c.ReviewsCount, c.Rating)
			}
			r.Rating = 1
			if err := db.UpdateReview(ctx, r); err != nil {
				t.Fatal(err)
			}
			if c, _ = db.FindCompany(ctx, boc.ID); c.Rating != 2.67 {
				t.Fatalf("after a change: %v", c.Rating)
			}
			if err := db.DeleteReview(ctx, boc.ID, r.ID); err != nil {
				t.Fatal(err)
			}
			if c, _ = db.FindCompany(ctx, boc.ID); c.ReviewsCount != 2 || c.Rating != 3.5 {
				t.Fatalf("after a removal: %d, %v", c.ReviewsCount, c.Rating)
			}
			s, err := db.RatingSummary(ctx, boc.ID)
			if err != nil || s.Count != 2 || s.Average != 3.5 || s.Stars["5"] != 1 || s.Stars["2"] != 1 || s.Stars["4"] != 0 {
				t.Fatalf("%+v %v", s, err)
			}
		})
		t.Run("a second review by the same customer is a conflict", func(t *testing.T) {
			err := db.CreateReview(ctx, &jobportal.Review{CompanyID: boc.ID, Author: jobportal.ReviewAuthor{ID: seekers[0].ID},
				Rating: 1, Title: "Again", Text: "Again."})
			if jobportal.ErrorCode(err) != jobportal.ECONFLICT {
				t.Fatalf("got %v", err)
			}
		})
		t.Run("a pending company cannot be reviewed", func(t *testing.T) {
			err := db.CreateReview(ctx, &jobportal.Review{CompanyID: lsl.ID, Author: jobportal.ReviewAuthor{ID: seekers[0].ID},
				Rating: 3, Title: "Hm", Text: "Hm."})
			if jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatalf("got %v", err)
			}
		})
		t.Run("rating filters and sorts", func(t *testing.T) {
			min := 3.0
			got, _ := list(t, jobportal.CompanyFilter{RatingMin: &min})
			if s := companyNames(got); s != "Bank of Ceylon" {
				t.Fatalf("got %s", s)
			}
			got, _ = list(t, jobportal.CompanyFilter{SortBy: "rating", Limit: 1})
			if s := companyNames(got); s != "Bank of Ceylon" {
				t.Fatalf("got %s", s)
			}
		})
		t.Run("following twice counts once, and unfollowing twice takes one away", func(t *testing.T) {
			for range 2 {
				if _, err := db.FollowCompany(ctx, boc.ID, seekers[0].ID); err != nil {
					t.Fatal(err)
				}
			}
			c, err := db.FollowCompany(ctx, boc.ID, seekers[1].ID)
			if err != nil || c.FollowersCount != 2 || !c.IsFollowed {
				t.Fatalf("%+v %v", c, err)
			}
			for range 2 {
				if c, err = db.UnfollowCompany(ctx, boc.ID, seekers[1].ID); err != nil {
					t.Fatal(err)
				}
			}
			if c.FollowersCount != 1 || c.IsFollowed {
				t.Fatalf("%+v", c)
			}
			followed, total, err := db.FollowedCompanies(ctx, seekers[0].ID, jobportal.NewPage(1, 20))
			if err != nil || total != 1 || companyNames(followed) != "Bank of Ceylon" || !followed[0].IsFollowed {
				t.Fatalf("%s %d %v", companyNames(followed), total, err)
			}
		})
		t.Run("a pending or missing company cannot be followed", func(t *testing.T) {
			for _, id := range []int64{lsl.ID, 9999} {
				if _, err := db.FollowCompany(ctx, id, seekers[0].ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
					t.Fatalf("company %d: %v", id, err)
				}
			}
		})
		t.Run("deleting a company removes its reviews and follows and keeps its jobs", func(t *testing.T) {
			j := w.add("Teller", func(j *jobportal.Job) { j.CompanyID, j.CompanyName = &boc.ID, boc.Name })
			if _, err := db.DeleteCompany(ctx, boc.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := db.FindCompany(ctx, boc.ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatalf("still there: %v", err)
			}
			followed, total, _ := db.FollowedCompanies(ctx, seekers[0].ID, jobportal.NewPage(1, 20))
			if total != 0 || len(followed) != 0 {
				t.Fatal("a follow was left")
			}
			got, err := db.FindJob(ctx, j.ID)
			if err != nil || got.CompanyID != nil || got.CompanyName != "Bank of Ceylon" {
				t.Fatalf("%+v %v", got, err)
			}
		})
	})
}

// TestCompanyCountersUnderConcurrency has 20 customers follow and review
// one company at once: the counters must equal the rows.
func TestCompanyCountersUnderConcurrency(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		c := w.adminCompany("Dialog Axiata")
		const n = 20
		people := make([]*jobportal.Customer, n)
		for i := range people {
			people[i] = mustCreateCustomer(t, db, fmt.Sprintf("p%d@example.lk", i))
		}
		var wg sync.WaitGroup
		errs := make(chan error, 4*n)
		for i, p := range people {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := db.FollowCompany(ctx, c.ID, p.ID)
				errs <- err
				_, err = db.FollowCompany(ctx, c.ID, p.ID)
				errs <- err
				errs <- db.CreateReview(ctx, &jobportal.Review{CompanyID: c.ID, Author: jobportal.ReviewAuthor{ID: p.ID},
					Rating: i%5 + 1, Title: "Review", Text: "Text."})
				if i%2 == 0 {
					_, err = db.UnfollowCompany(ctx, c.ID, p.ID)
					errs <- err
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		got, err := db.FindCompany(ctx, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		// Stars 1 to 5, four times each: 60 stars over 20 reviews.
		if got.FollowersCount != n/2 || got.ReviewsCount != n || got.Rating != 3 {
			t.Fatalf("followers %d, reviews %d, rating %v", got.FollowersCount, got.ReviewsCount, got.Rating)
		}
		s, _ := db.RatingSummary(ctx, c.ID)
		if s.Count != n || s.Average != 3 {
			t.Fatalf("%+v", s)
		}
	})
}

// TestCompanyMigration stores company accounts and their jobs as they were
// before company pages, and checks that the migration gives each account
// its page and points its jobs at it.
func TestCompanyMigration(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			dsn := storetest.DSN(t, d)
			if err := store.MigrateTo(ctx, dsn, 5); err != nil {
				t.Fatal(err)
			}
			at := time.Date(2026, 1, 5, 8, 0, 0, 0, time.UTC)
			for _, q := range []string{
				`INSERT INTO customers (type, name, email, password_hash, industry, district, website, created_at, updated_at)
					VALUES ('individual', 'Nimali', 'n@example.lk', 'h', '', '', '', $1, $1)`,
				`INSERT INTO customers (type, name, email, password_hash, industry, district, website, created_at, updated_at)
					VALUES ('company', 'Hill Country Hotels', 'hr@hotels.lk', 'h', 'hotels and tourism', 'Kandy', 'https://hotels.lk', $1, $1)`,
				`INSERT INTO customers (type, name, email, password_hash, industry, district, website, created_at, updated_at)
					VALUES ('company', 'Quiet Traders', 'hr@quiet.lk', 'h', 'Trading', '', '', $1, $1)`,
			} {
				if err := store.Exec(ctx, dsn, q, at); err != nil {
					t.Fatal(err)
				}
			}
			job := `INSERT INTO jobs (title, slug, description, company_id, company_name, location, job_type,
				experience_level, main_topic, closing_date, posted_date, status, customer_id, created_at, updated_at)
				VALUES ($1, 'x', 'd', $2, $3, 'Kandy', 'Full Time Jobs', 'Mid Level', 'Private Jobs', '2099-12-31', $4, $5, $2, $4, $4)`
			for _, j := range []struct {
				title, company, status string
				owner                  int64
			}{
				{"Chef", "Hill Country Hotels", "approved", 2}, {"Waiter", "Hill Country Hotels", "pending", 2},
				{"Clerk", "Quiet Traders", "pending", 3},
			} {
				if err := store.Exec(ctx, dsn, job, j.title, j.owner, j.company, at, j.status); err != nil {
					t.Fatal(err)
				}
			}

			db, err := store.Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			pages, total, err := db.ListCompanies(ctx, jobportal.CompanyFilter{Status: jobportal.CompanyPending, SortBy: "name",
				SortOrder: "asc", Page: 1, Limit: 20})
			if err != nil || total != 1 || pages[0].Name != "Quiet Traders" || pages[0].Industry != "" || *pages[0].OwnerID != 3 {
				t.Fatalf("pending: %+v %d %v", pages, total, err)
			}
			pages, _, _ = db.ListCompanies(ctx, jobportal.CompanyFilter{SortBy: "name", SortOrder: "asc", Page: 1, Limit: 20})
			if len(pages) != 1 {
				t.Fatalf("approved: %+v", pages)
			}
			hotels := pages[0]
			if hotels.Name != "Hill Country Hotels" || *hotels.OwnerID != 2 || hotels.Industry != "Hotels and Tourism" ||
				hotels.Location != "Kandy" || hotels.Website != "https://hotels.lk" || hotels.JobsCount != 1 {
				t.Fatalf("%+v", hotels)
			}
			for id, want := range map[int64]int64{1: hotels.ID, 2: hotels.ID} {
				j, err := db.FindJobAnyStatus(ctx, id)
				if err != nil || j.CompanyID == nil || *j.CompanyID != want {
					t.Fatalf("job %d: %+v %v", id, j, err)
				}
			}
			j, _ := db.FindJobAnyStatus(ctx, 3)
			if j.CompanyID == nil || *j.CompanyID == hotels.ID || j.CompanyName != "Quiet Traders" {
				t.Fatalf("%+v", j)
			}
		})
	}
}
