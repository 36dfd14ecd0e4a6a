package httpapi_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"jobportal/internal/httpapi"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestImagesNothingClaimedAreSweptAway(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCVWorld(e)
		b := newBlogSite(t, e)
		cv := fmt.Sprintf("/api/cvs/%d", w.cv)
		real := e.db.Now
		t.Cleanup(func() { e.db.Now = real })
		later := func(d time.Duration) { e.db.Now = func() time.Time { return real().Add(d) } }
		stored := func(path string) bool { return slices.Contains(e.blobKeys(), mediaKey(path)) }
		copies := func(path string) int {
			n := 0
			for _, k := range e.blobKeys() {
				if strings.HasPrefix(k, "var/"+strings.TrimPrefix(mediaKey(path), "img/")+"/") {
					n++
				}
			}
			return n
		}
		sweep := func(t *testing.T, want int) {
			t.Helper()
			n, err := e.srv.SweepUnclaimedImages(ctxb)
			if err != nil || n != want {
				t.Fatalf("swept %d (%v), want %d", n, err, want)
			}
		}
		photo := func(seed uint8) string {
			a := e.sendForm("POST", cv+"/photo", w.seeker, nil, formFile{"photo", "me.jpg", testPhoto(t, 300, 300, seed)})
			wantStatus(t, a, http.StatusOK)
			return a.data()["profilePhoto"].(string)
		}
		editorImage := func(seed uint8) string {
			a := e.sendForm("POST", "/api/blogs/images", b.editor, nil, formFile{"image", "chart.jpg", testPhoto(t, 200, 100, seed)})
			wantStatus(t, a, http.StatusCreated)
			return a.data()["url"].(string)
		}

		saved, replaced := photo(1), photo(2)
		e.must(http.StatusOK, "PUT", cv, cvBody(1, strings.Replace(goodBuilderData, `"city":"Colombo"`,
			`"city":"Colombo","profilePhoto":"`+saved+`"`, 1)), w.seeker)
		wantStatus(t, e.do("GET", replaced+"?w=320", "", ""), 200)
		placed, dropped := editorImage(3), editorImage(4)
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/blogs/%d", b.draft),
			fmt.Sprintf(`{"title":"Interview tips, not ready","content":"<p>Draft words.</p><img src=\"%s\" alt=\"A chart\">","categoryId":%d}`,
				placed, b.category), b.editor)

		t.Run("nothing is removed while its editor may still be open", func(t *testing.T) {
			later(71 * time.Hour)
			sweep(t, 0)
			for _, p := range []string{saved, replaced, placed, dropped} {
				if !stored(p) {
					t.Fatalf("%s was removed", p)
				}
			}
		})
		t.Run("the same picture uploaded again waits anew", func(t *testing.T) {
			later(71 * time.Hour)
			if again := photo(2); again != replaced {
				t.Fatalf("the same picture is stored as %s and %s", replaced, again)
			}
			later(74 * time.Hour)
			sweep(t, 1) // the article image nothing shows; the photo stored again waits until 143 hours
		})
		t.Run("three days on, what nothing shows is removed with its copies, and the rest kept", func(t *testing.T) {
			if !stored(replaced) || copies(replaced) != 1 {
				t.Fatalf("the photo stored again was removed: stored %v, %d copies", stored(replaced), copies(replaced))
			}
			if stored(dropped) {
				t.Fatal("the article image nothing shows is still stored")
			}
			if !stored(saved) || !stored(placed) {
				t.Fatal("an image a CV or an article shows was removed")
			}
			later(144 * time.Hour)
			sweep(t, 1)
			if stored(replaced) || copies(replaced) != 0 {
				t.Fatalf("the replaced photo is still stored: %v, %d copies", stored(replaced), copies(replaced))
			}
			if !stored(saved) || !stored(placed) {
				t.Fatal("an image a CV or an article shows was removed")
			}
			sweep(t, 0)
		})
		t.Run("an image a CV shows is still removed with the CV", func(t *testing.T) {
			e.db.Now = real
			e.must(http.StatusOK, "DELETE", cv, "", w.seeker)
			if stored(saved) {
				t.Fatal("the CV's photo outlived the CV")
			}
		})
	})
}

func TestTheServerSweepsByItself(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	var ahead atomic.Int64 // how far the store's clock runs ahead, read by the sweeper too
	db.Now = func() time.Time { return time.Now().Add(time.Duration(ahead.Load())) }
	e := newEnvWith(t, db, httpapi.Config{BaseURL: "https://jobs.example.lk", SweepEvery: 20 * time.Millisecond}, testApp, nil)
	w := newCVWorld(e)
	a := e.sendForm("POST", fmt.Sprintf("/api/cvs/%d/photo", w.cv), w.seeker, nil, formFile{"photo", "me.jpg", testPhoto(t, 300, 300, 7)})
	wantStatus(t, a, http.StatusOK)
	photo := a.data()["profilePhoto"].(string)
	time.Sleep(100 * time.Millisecond)
	if !slices.Contains(e.blobKeys(), mediaKey(photo)) {
		t.Fatal("a photo just uploaded was removed")
	}
	ahead.Store(int64(73 * time.Hour))
	for deadline := time.Now().Add(10 * time.Second); slices.Contains(e.blobKeys(), mediaKey(photo)); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the photo nothing showed for 73 hours is still stored")
		}
	}
}
