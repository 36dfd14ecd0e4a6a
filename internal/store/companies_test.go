package store_test

import (
	"fmt"
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

func TestFeaturedCompanies(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		t.Run("with no public jobs there are no companies", func(t *testing.T) {
			w.add("Admin Job")
			got, err := db.FeaturedCompanies(ctx, 12)
			if err != nil || got == nil || len(got) != 0 {
				t.Fatalf("%+v, %v", got, err)
			}
		})

		lsl := w.company
		w.addN(2, "LSL Engineer", byCompany(lsl))
		w.add("LSL Pending", byCompany(lsl), status(jobportal.JobPending))
		w.add("LSL Rejected", byCompany(lsl), status(jobportal.JobRejected))
		w.add("LSL Expired", byCompany(lsl), closing("2026-02-28"))

		tea := w.newCompany("Ceylon Tea Co", "hr@tea.lk")
		tea.Industry, tea.District = "Agriculture", "Nuwara Eliya"
		if err := db.UpdateCustomerProfile(ctx, tea); err != nil {
			t.Fatal(err)
		}
		w.addN(3, "Tea Taster", byCompany(tea))

		apex := w.newCompany("apex Garments", "hr@apex.lk")
		w.addN(2, "Machinist", byCompany(apex))
		w.add("Closing Today", byCompany(apex), closing("2026-03-01"))

		banned := w.newCompany("Banned Holdings", "hr@banned.lk")
		w.addN(5, "Banned Job", byCompany(banned))
		if err := db.SetCustomerStatus(ctx, banned.ID, jobportal.StatusBanned); err != nil {
			t.Fatal(err)
		}

		waiting := w.newCompany("Waiting Ltd", "hr@waiting.lk")
		w.add("Waiting Pending", byCompany(waiting), status(jobportal.JobPending))
		w.add("Waiting Expired", byCompany(waiting), closing("2026-01-31"))

		// A job seeker's id as a company id cannot be made through the API;
		// the list still never shows an individual account.
		w.addN(4, "Odd Job", func(j *jobportal.Job) { j.CompanyID, j.CompanyName = &w.person.ID, w.person.Name })

		t.Run("companies are ordered by their public jobs, then by name", func(t *testing.T) {
			got, err := db.FeaturedCompanies(ctx, 12)
			if err != nil {
				t.Fatal(err)
			}
			// apex Garments has 3 (one closes today), Ceylon Tea Co 3, Lanka Software Labs 2.
			want := "apex Garments=3, Ceylon Tea Co=3, Lanka Software Labs=2"
			if s := companyCounts(got); s != want {
				t.Fatalf("got %s, want %s", s, want)
			}
		})
		t.Run("each company carries its profile and a slug", func(t *testing.T) {
			got, _ := db.FeaturedCompanies(ctx, 12)
			c := got[1]
			if c.ID != tea.ID || c.Slug != "ceylon-tea-co" || c.Industry != "Agriculture" || c.District != "Nuwara Eliya" || c.Avatar != "" {
				t.Fatalf("%+v", c)
			}
		})
		t.Run("the limit is kept", func(t *testing.T) {
			got, err := db.FeaturedCompanies(ctx, 1)
			if err != nil || len(got) != 1 || got[0].ID != apex.ID {
				t.Fatalf("%+v, %v", got, err)
			}
		})
		t.Run("a job that stops being public stops counting", func(t *testing.T) {
			w.clk.advance(24 * time.Hour) // a day: apex's job closing on 1 March has closed
			got, _ := db.FeaturedCompanies(ctx, 12)
			want := "Ceylon Tea Co=3, apex Garments=2, Lanka Software Labs=2"
			if s := companyCounts(got); s != want {
				t.Fatalf("got %s, want %s", s, want)
			}
		})
		t.Run("a banned company comes back when it is active again", func(t *testing.T) {
			if err := db.SetCustomerStatus(ctx, banned.ID, jobportal.StatusActive); err != nil {
				t.Fatal(err)
			}
			got, _ := db.FeaturedCompanies(ctx, 12)
			if len(got) != 4 || got[0].ID != banned.ID || got[0].JobsCount != 5 {
				t.Fatalf("%s", companyCounts(got))
			}
		})
	})
}
