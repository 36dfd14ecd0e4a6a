package store_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestCVExportsAreBounded(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		cv, err := db.CreateCV(ctx, newCV(w.person.ID, "Engineer"))
		if err != nil {
			t.Fatal(err)
		}
		key := func(i int) string { return fmt.Sprintf("cvpdf/%d/%02d.pdf", w.person.ID, i) }
		export := func(i int) []string {
			t.Helper()
			w.clk.advance(time.Minute)
			_, dropped, err := db.AddCVExport(ctx, w.person.ID, &jobportal.CVExport{CVID: cv.ID, Key: key(i), FileName: "CV.pdf", Size: 100})
			if err != nil {
				t.Fatal(err)
			}
			return dropped
		}
		keys := func() []string {
			t.Helper()
			list, err := db.CVExports(ctx, w.person.ID, cv.ID)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, e := range list {
				out = append(out, e.Key)
			}
			return out
		}

		t.Run("the ten newest PDFs of a CV are kept, and older ones are given up", func(t *testing.T) {
			for i := range 10 {
				if dropped := export(i); len(dropped) != 0 {
					t.Fatalf("export %d dropped %v", i, dropped)
				}
			}
			if dropped := export(10); !slices.Equal(dropped, []string{key(0)}) {
				t.Fatalf("dropped %v, want the oldest", dropped)
			}
			if dropped := export(11); !slices.Equal(dropped, []string{key(1)}) {
				t.Fatalf("dropped %v, want the oldest", dropped)
			}
			if got := keys(); len(got) != 10 || got[0] != key(11) || got[9] != key(2) {
				t.Fatalf("kept %v", got)
			}
			if got, _ := db.FindCV(ctx, w.person.ID, cv.ID); got.Downloads != 12 {
				t.Fatalf("downloads %d: every PDF made is still a download", got.Downloads)
			}
		})
		t.Run("a PDF that an application was sent with is never given up", func(t *testing.T) {
			job := w.add("Accounts Assistant")
			w.apply(job.ID, w.person, key(2)) // the oldest kept
			if dropped := export(12); len(dropped) != 0 {
				t.Fatalf("dropped %v, the application's file among them", dropped)
			}
			if dropped := export(13); !slices.Equal(dropped, []string{key(3)}) {
				t.Fatalf("dropped %v, want the oldest but the application's", dropped)
			}
			if got := keys(); len(got) != 11 || !slices.Contains(got, key(2)) {
				t.Fatalf("kept %v", got)
			}
			files, err := db.DeleteCV(ctx, w.person.ID, cv.ID)
			if err != nil {
				t.Fatal(err)
			}
			if len(files.Keys) != 10 || slices.Contains(files.Keys, key(2)) {
				t.Fatalf("deleting the CV gives up %v, the application's file among them", files.Keys)
			}
		})
	})
}

func TestStorageQuota(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		owner, other := w.person, mustCreateCustomer(t, db, "kasun@example.lk")
		const quota = 10_000
		used := func(id int64) int64 {
			t.Helper()
			n, err := db.StorageUsed(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		photo, flyer := "/media/img/ab/"+strings.Repeat("a", 32)+".jpg", "/media/img/cd/"+strings.Repeat("c", 32)+".jpg"

		t.Run("an account's images, PDFs and application files count", func(t *testing.T) {
			if n := used(owner.ID); n != 0 {
				t.Fatalf("a new account uses %d", n)
			}
			if err := db.RecordUpload(ctx, owner.ID, photo, store.UploadCVPhoto, 4000, quota); err != nil {
				t.Fatal(err)
			}
			cv, err := db.CreateCV(ctx, newCV(owner.ID, "Engineer"))
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := db.AddCVExport(ctx, owner.ID, &jobportal.CVExport{CVID: cv.ID, Key: "cvpdf/a.pdf", FileName: "CV.pdf", Size: 2000}); err != nil {
				t.Fatal(err)
			}
			w.apply(w.add("Accounts Assistant").ID, owner, "cv/a.pdf") // 1234 bytes
			if n := used(owner.ID); n != 7234 {
				t.Fatalf("used %d, want 7234", n)
			}
			if n := used(other.ID); n != 0 {
				t.Fatalf("another account uses %d", n)
			}
		})
		t.Run("the same image uploaded again counts once", func(t *testing.T) {
			if err := db.RecordUpload(ctx, owner.ID, photo, store.UploadImage, 4000, quota); err != nil {
				t.Fatal(err)
			}
			if err := db.RecordUpload(ctx, owner.ID, photo, store.UploadCVPhoto, 4000, quota); err != nil {
				t.Fatal(err)
			}
			if n := used(owner.ID); n != 7234 {
				t.Fatalf("used %d, want 7234", n)
			}
		})
		t.Run("a file past the quota is refused and nothing is noted", func(t *testing.T) {
			err := db.RecordUpload(ctx, owner.ID, flyer, store.UploadImage, 3000, quota)
			wantCode(t, err, jobportal.ETOOLARGE)
			if !strings.HasPrefix(jobportal.ErrorMessage(err), "Your storage is full (") {
				t.Fatalf("message %q", jobportal.ErrorMessage(err))
			}
			if own, _ := db.IsOwnUpload(ctx, owner.ID, flyer, store.UploadImage); own || used(owner.ID) != 7234 {
				t.Fatal("a refused upload was noted")
			}
			wantCode(t, db.CheckStorage(ctx, owner.ID, 2767, quota), jobportal.ETOOLARGE)
			if err := db.CheckStorage(ctx, owner.ID, 2766, quota); err != nil {
				t.Fatal(err)
			}
			// Another account's quota is its own.
			if err := db.RecordUpload(ctx, other.ID, flyer, store.UploadImage, 3000, quota); err != nil {
				t.Fatal(err)
			}
		})
		t.Run("an image nothing shows stops counting once its grace is over", func(t *testing.T) {
			w.clk.advance(2 * time.Hour)
			if n := used(owner.ID); n != 3234 {
				t.Fatalf("used %d, want 3234 without the photo nothing shows", n)
			}
			withPhoto := newCV(owner.ID, "With photo")
			withPhoto.BuilderData.PersonalInfo.ProfilePhoto = photo
			cv, err := db.CreateCV(ctx, withPhoto)
			if err != nil {
				t.Fatal(err)
			}
			if n := used(owner.ID); n != 7234 {
				t.Fatalf("used %d, want 7234 with the photo a CV shows", n)
			}
			if _, err := db.DeleteCV(ctx, owner.ID, cv.ID); err != nil {
				t.Fatal(err)
			}
			if err := db.NoteUnclaimedImage(ctx, photo, &owner.ID); err != nil {
				t.Fatal(err)
			}
			if n := used(owner.ID); n != 7234 {
				t.Fatalf("used %d, want 7234 with the photo waiting to be claimed", n)
			}
		})
		t.Run("a CV photo is its uploader's own", func(t *testing.T) {
			for _, c := range []struct {
				owner      int64
				path, kind string
				want       bool
			}{
				{owner.ID, photo, store.UploadCVPhoto, true},
				{other.ID, photo, store.UploadCVPhoto, false},
				{other.ID, flyer, store.UploadCVPhoto, false},
				{other.ID, flyer, store.UploadImage, true},
			} {
				if own, err := db.IsOwnUpload(ctx, c.owner, c.path, c.kind); err != nil || own != c.want {
					t.Errorf("IsOwnUpload(%d, %s, %s) = %v %v", c.owner, c.path, c.kind, own, err)
				}
			}
		})
	})
}
