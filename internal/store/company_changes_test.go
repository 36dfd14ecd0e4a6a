package store_test

import (
	"slices"
	"testing"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestCompanyChanges(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		page := w.companyPage(w.company)
		page.Logo, page.Website = "/media/old-logo.webp", "https://lsl.example.lk"
		if err := db.UpdateCompany(ctx, page); err != nil {
			t.Fatal(err)
		}
		w.approve(page.ID)
		job := w.add("Software Engineer", w.byCompany(w.company))
		inUse := func(path string) bool {
			t.Helper()
			used, err := db.MediaInUse(ctx, path)
			if err != nil {
				t.Fatal(err)
			}
			return used
		}
		stored := func() *jobportal.Company {
			t.Helper()
			c, err := db.FindCompany(ctx, page.ID)
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
		queue := func() []int64 {
			t.Helper()
			f := jobportal.CompanyFilter{Review: true}
			f.Normalize()
			list, _, err := db.ListCompanies(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			var ids []int64
			for _, c := range list {
				ids = append(ids, c.ID)
			}
			return ids
		}
		draft := stored()
		draft.Name, draft.Logo, draft.Website = "LSL Technologies", "/media/new-logo.webp", "https://lsl-tech.example.lk"

		t.Run("the owner's edit of an approved page waits apart from the public facts", func(t *testing.T) {
			c, err := db.SaveOwnCompany(ctx, draft)
			if err != nil {
				t.Fatal(err)
			}
			if c.Name != "Lanka Software Labs" || c.Website != "https://lsl.example.lk" || c.Change == nil ||
				c.Change.Status != jobportal.ChangePending || c.Change.Name != "LSL Technologies" {
				t.Fatalf("%+v %+v", c, c.Change)
			}
			if s := stored(); s.Name != "Lanka Software Labs" || s.Logo != "/media/old-logo.webp" || !s.Public() {
				t.Fatalf("%+v", s)
			}
			if j, _ := db.FindJob(ctx, job.ID); j.CompanyName != "Lanka Software Labs" {
				t.Fatalf("the job is under %q", j.CompanyName)
			}
			if !inUse("/media/new-logo.webp") || !inUse("/media/old-logo.webp") {
				t.Fatal("an image the change or the page shows is not in use")
			}
			if !slices.Contains(queue(), page.ID) {
				t.Fatalf("the page is not waiting for review: %v", queue())
			}
			if found := w.search("technologies", nil); len(found) != 0 {
				t.Fatalf("the unapproved name is searched: %q", titles(found))
			}
		})

		t.Run("a rejected change keeps its reason until the owner sends it again", func(t *testing.T) {
			c, changed, err := db.RejectCompanyChange(ctx, page.ID, "Not the registered name.")
			if err != nil || !changed || c.Change == nil || c.Change.Status != jobportal.ChangeRejected ||
				c.Change.RejectionReason != "Not the registered name." || c.Name != "Lanka Software Labs" {
				t.Fatalf("%+v %v %v", c, changed, err)
			}
			if _, changed, _ := db.RejectCompanyChange(ctx, page.ID, "Still not."); changed {
				t.Fatal("rejecting twice changed the status")
			}
			if slices.Contains(queue(), page.ID) {
				t.Fatal("a rejected change is still in the queue")
			}
			if _, err := db.ApproveCompanyChange(ctx, page.ID); jobportal.ErrorCode(err) != jobportal.ECONFLICT {
				t.Fatalf("approving a rejected change: %v", err)
			}
			c, err = db.SaveOwnCompany(ctx, draft)
			if err != nil || c.Change.Status != jobportal.ChangePending || c.Change.RejectionReason != "" {
				t.Fatalf("%+v %v", c.Change, err)
			}
		})

		t.Run("approving the change makes it public, renames the jobs and drops the change", func(t *testing.T) {
			c, err := db.ApproveCompanyChange(ctx, page.ID)
			if err != nil || c.Name != "LSL Technologies" || c.Change == nil || c.Change.Status != jobportal.ChangeApproved {
				t.Fatalf("%+v %v", c, err)
			}
			if s := stored(); s.Logo != "/media/new-logo.webp" || s.Website != "https://lsl-tech.example.lk" || !s.Public() {
				t.Fatalf("%+v", s)
			}
			if j, _ := db.FindJob(ctx, job.ID); j.CompanyName != "LSL Technologies" {
				t.Fatalf("the job is under %q", j.CompanyName)
			}
			if inUse("/media/old-logo.webp") {
				t.Fatal("the replaced logo is still in use")
			}
			list := []*jobportal.Company{stored()}
			if err := db.LoadCompanyChanges(ctx, list); err != nil || list[0].Change != nil {
				t.Fatalf("the change is still kept: %+v %v", list[0].Change, err)
			}
			if _, err := db.ApproveCompanyChange(ctx, page.ID); jobportal.ErrorCode(err) != jobportal.ECONFLICT {
				t.Fatalf("approving twice: %v", err)
			}
		})

		t.Run("an edit back to the approved facts takes the change back", func(t *testing.T) {
			edit := stored()
			edit.Description = "We build software."
			if _, err := db.SaveOwnCompany(ctx, edit); err != nil {
				t.Fatal(err)
			}
			c, err := db.SaveOwnCompany(ctx, stored())
			if err != nil || c.Change != nil {
				t.Fatalf("%+v %v", c, err)
			}
		})

		t.Run("deleting a page gives back the images of its change", func(t *testing.T) {
			edit := stored()
			edit.Cover = "/media/new-cover.webp"
			if _, err := db.SaveOwnCompany(ctx, edit); err != nil {
				t.Fatal(err)
			}
			images, err := db.DeleteCompany(ctx, page.ID)
			if err != nil || !slices.Contains(images, "/media/new-cover.webp") || !slices.Contains(images, "/media/new-logo.webp") {
				t.Fatalf("%v %v", images, err)
			}
		})
	})
}

func TestCompanyEditsOfPagesNotPublic(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		job := w.add("Software Engineer", w.byCompany(w.company))
		draft := w.companyPage(w.company)
		draft.Name = "LSL Technologies"
		c, err := db.SaveOwnCompany(ctx, draft)
		if err != nil || c.Name != "LSL Technologies" || c.Change != nil || c.Public() {
			t.Fatalf("%+v %v", c, err)
		}
		if j, _ := db.FindJob(ctx, job.ID); j.CompanyName != "Lanka Software Labs" {
			t.Fatalf("the job took the name of a page no admin approved: %q", j.CompanyName)
		}
		w.approve(c.ID)
		if j, _ := db.FindJob(ctx, job.ID); j.CompanyName != "LSL Technologies" {
			t.Fatalf("the approved page's name did not reach its jobs: %q", j.CompanyName)
		}
	})
}
