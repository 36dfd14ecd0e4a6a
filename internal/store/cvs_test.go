package store_test

import (
	"sync"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func newCV(owner int64, title string) *jobportal.CV {
	cv := &jobportal.CV{OwnerID: owner, Title: title, BuilderData: jobportal.CVData{
		PersonalInfo: jobportal.CVPersonalInfo{FirstName: "Nimal", LastName: "Perera", ProfilePhoto: "/media/img/ab/photo.jpg"},
		Experience:   []jobportal.CVExperience{{Company: "WSO2", Position: "Engineer", StartDate: "2021-03"}},
	}}
	cv.Normalize()
	return cv
}

func TestCVStore(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		owner := mustCreateCustomer(t, db, "nimal@example.lk")
		other := mustCreateCustomer(t, db, "kamala@example.lk")
		cv, err := db.CreateCV(ctx, newCV(owner.ID, "Engineer"))
		if err != nil || cv.Version != 1 || cv.Completion != 30 || cv.BuilderData.Experience[0].Company != "WSO2" ||
			cv.BuilderData.Education == nil || cv.Customization.Template != "modern" {
			t.Fatalf("created %+v %v", cv, err)
		}
		if _, err := db.FindCV(ctx, other.ID, cv.ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
			t.Fatalf("another's CV: %v", err)
		}
		if used, _ := db.MediaInUse(ctx, "/media/img/ab/photo.jpg"); !used {
			t.Fatal("a CV's photo is not in use")
		}

		t.Run("a save at the stored version succeeds once", func(t *testing.T) {
			edit := *cv
			edit.Title = "Backend engineer"
			got, err := db.UpdateCV(ctx, &edit, 1)
			if err != nil || got.Version != 2 || got.Title != "Backend engineer" {
				t.Fatalf("%+v %v", got, err)
			}
			edit.Title = "Stale"
			got, err = db.UpdateCV(ctx, &edit, 1)
			if jobportal.ErrorCode(err) != jobportal.ECONFLICT || got == nil || got.Title != "Backend engineer" || got.Version != 2 {
				t.Fatalf("stale save: %+v %v", got, err)
			}
			edit.OwnerID = other.ID
			if _, err := db.UpdateCV(ctx, &edit, 2); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatalf("another's save: %v", err)
			}
		})
		t.Run("two saves of one version at once: one wins", func(t *testing.T) {
			var wg sync.WaitGroup
			errs := make([]error, 4)
			for i := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					edit := *cv
					edit.Title = "Race"
					_, errs[i] = db.UpdateCV(ctx, &edit, 2)
				}()
			}
			wg.Wait()
			ok := 0
			for _, err := range errs {
				if err == nil {
					ok++
				} else if jobportal.ErrorCode(err) != jobportal.ECONFLICT {
					t.Fatal(err)
				}
			}
			if got, _ := db.FindCV(ctx, owner.ID, cv.ID); ok != 1 || got.Version != 3 {
				t.Fatalf("%d saves succeeded, version %d", ok, got.Version)
			}
		})
		t.Run("duplicates, lists and figures", func(t *testing.T) {
			dup, err := db.DuplicateCV(ctx, owner.ID, cv.ID)
			if err != nil || dup.Title != "Race (copy)" || dup.Version != 1 || dup.Views != 0 || dup.ID == cv.ID {
				t.Fatalf("%+v %v", dup, err)
			}
			if _, err := db.DuplicateCV(ctx, other.ID, cv.ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatal(err)
			}
			list, err := db.ListCVs(ctx, owner.ID)
			if err != nil || len(list) != 2 || list[0].ID != dup.ID {
				t.Fatalf("list %v %v", list, err)
			}
			if list, _ := db.ListCVs(ctx, other.ID); len(list) != 0 {
				t.Fatalf("another's list %v", list)
			}
			dash, err := db.CVDashboard(ctx, owner.ID)
			if err != nil || dash.TotalCVs != 2 || dash.Completion != 30 || dash.LastUpdated == nil {
				t.Fatalf("dashboard %+v %v", dash, err)
			}
			if dash, _ := db.CVDashboard(ctx, other.ID); dash.TotalCVs != 0 || dash.LastUpdated != nil || dash.Completion != 0 {
				t.Fatalf("empty dashboard %+v", dash)
			}
		})
		t.Run("exports count downloads", func(t *testing.T) {
			e, dropped, err := db.AddCVExport(ctx, owner.ID, &jobportal.CVExport{CVID: cv.ID, Key: "cvpdf/1/a.pdf", FileName: "Nimal-Perera-CV.pdf", Size: 1234})
			if err != nil || e.Size != 1234 || e.Format != "pdf" || e.URL == "" || len(dropped) != 0 {
				t.Fatalf("%+v %v", e, err)
			}
			if _, _, err := db.AddCVExport(ctx, other.ID, &jobportal.CVExport{CVID: cv.ID, Key: "x", FileName: "x"}); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatal(err)
			}
			if list, _ := db.CVExports(ctx, owner.ID, cv.ID); len(list) != 1 || list[0].ID != e.ID {
				t.Fatalf("exports %v", list)
			}
			if _, err := db.CVExports(ctx, other.ID, cv.ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatal(err)
			}
			if got, _ := db.FindCV(ctx, owner.ID, cv.ID); got.Downloads != 1 {
				t.Fatalf("downloads %d", got.Downloads)
			}
		})
		t.Run("share links work until revoked or expired", func(t *testing.T) {
			past := time.Now().Add(-time.Hour)
			if _, err := db.CreateCVShare(ctx, other.ID, cv.ID, "someone-elses", nil, false); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatal(err)
			}
			s, err := db.CreateCVShare(ctx, owner.ID, cv.ID, "tok-open", nil, true)
			if err != nil || s.URL != "/cv/s/tok-open" || s.ExpiresAt != nil || !s.AllowDownload {
				t.Fatalf("%+v %v", s, err)
			}
			if _, err := db.CreateCVShare(ctx, owner.ID, cv.ID, "tok-old", &past, false); err != nil {
				t.Fatal(err)
			}
			if list, _ := db.CVShares(ctx, owner.ID, cv.ID); len(list) != 1 || list[0].Token != "tok-open" {
				t.Fatalf("shares %v", list)
			}
			got, share, err := db.SharedCV(ctx, "tok-open")
			if err != nil || got.ID != cv.ID || share.ID != s.ID {
				t.Fatal(err)
			}
			if err := db.CountSharedCVView(ctx, share.ID, got.ID); err != nil {
				t.Fatal(err)
			}
			if got, _ := db.FindCV(ctx, owner.ID, cv.ID); got.Views != 1 {
				t.Fatalf("views %d", got.Views)
			}
			for _, tok := range []string{"tok-old", "tok-opeN", ""} {
				if _, _, err := db.SharedCV(ctx, tok); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
					t.Fatalf("%q: %v", tok, err)
				}
			}
			if err := db.DeleteCVShare(ctx, other.ID, cv.ID, s.ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatal(err)
			}
			if err := db.DeleteCVShare(ctx, owner.ID, cv.ID, s.ID); err != nil {
				t.Fatal(err)
			}
			if _, _, err := db.SharedCV(ctx, "tok-open"); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatal(err)
			}
		})
		t.Run("imports", func(t *testing.T) {
			if _, err := db.RecordCVImport(ctx, owner.ID, "linkedin"); err != nil {
				t.Fatal(err)
			}
			if _, err := db.RecordCVImport(ctx, owner.ID, "text"); err != nil {
				t.Fatal(err)
			}
			list, err := db.CVImports(ctx, owner.ID)
			if err != nil || len(list) != 2 || list[0].Source != "text" {
				t.Fatalf("%v %v", list, err)
			}
			if list, _ := db.CVImports(ctx, other.ID); len(list) != 0 {
				t.Fatalf("%v", list)
			}
		})
		t.Run("deleting leaves the files to remove", func(t *testing.T) {
			if _, err := db.DeleteCV(ctx, other.ID, cv.ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatal(err)
			}
			files, err := db.DeleteCV(ctx, owner.ID, cv.ID)
			if err != nil || files.Photo != "/media/img/ab/photo.jpg" || len(files.Keys) != 1 || files.Keys[0] != "cvpdf/1/a.pdf" {
				t.Fatalf("%+v %v", files, err)
			}
			if _, err := db.FindCV(ctx, owner.ID, cv.ID); jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				t.Fatal(err)
			}
		})
	})
}

func TestCVLimit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		owner := mustCreateCustomer(t, db, "nimal@example.lk")
		var first *jobportal.CV
		for i := range jobportal.MaxCVs {
			cv, err := db.CreateCV(ctx, newCV(owner.ID, "CV"))
			if err != nil {
				t.Fatal(i, err)
			}
			first = cv
		}
		if _, err := db.CreateCV(ctx, newCV(owner.ID, "One too many")); jobportal.ErrorCode(err) != jobportal.EINVALID {
			t.Fatal(err)
		}
		if _, err := db.DuplicateCV(ctx, owner.ID, first.ID); jobportal.ErrorCode(err) != jobportal.EINVALID {
			t.Fatal(err)
		}
	})
}
