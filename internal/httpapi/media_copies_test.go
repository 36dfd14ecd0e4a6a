package httpapi_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"jobportal/internal/httpapi"
	"jobportal/internal/media"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestImageCopiesAreMadeAsTheImageIsStored(t *testing.T) {
	e := newEnvWith(t, storetest.MustOpen(t, store.SQLite), httpapi.Config{BaseURL: "https://jobs.example.lk",
		SharedAnswerTTL: time.Second, CopiesAtUpload: true}, testApp, nil)
	company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
	admin := e.adminToken("admin")

	copies := func(flyer string) []string {
		t.Helper()
		dir := "var/" + strings.TrimPrefix(mediaKey(flyer), "img/") + "/"
		var out []string
		for _, k := range e.blobKeys() {
			if name, ok := strings.CutPrefix(k, dir); ok {
				out = append(out, name)
			}
		}
		return out
	}

	t.Run("a flyer's WebP copies at every width are there before anyone asks", func(t *testing.T) {
		e := e.sub(t)
		a := e.sendForm("POST", "/api/jobs", company, jobFields(), formFile{"image", "flyer.jpg", testPhoto(t, 1100, 800, 0)})
		wantStatus(t, a, 201)
		flyer := a.data()["image"].(string)
		e.srv.WaitForCopies()
		var want []string
		for _, w := range media.Widths {
			want = append(want, fmt.Sprintf("w%d-webp", w))
		}
		slices.Sort(want)
		if got := copies(flyer); !slices.Equal(got, want) {
			t.Fatalf("copies %q, want %q", got, want)
		}
		keys := e.blobKeys()
		for _, w := range media.Widths {
			c := e.do("GET", fmt.Sprintf("%s?w=%d&format=webp", flyer, w), "", "")
			wantStatus(t, c, 200)
			img, format := decodeImage(t, c)
			if format != "webp" || img.Bounds().Dx() != min(w, 1100) {
				t.Fatalf("w=%d: %s %v", w, format, img.Bounds())
			}
		}
		if !slices.Equal(e.blobKeys(), keys) {
			t.Fatal("a visitor's request made a copy again")
		}
	})

	t.Run("an image let go of while its copies are made leaves none behind", func(t *testing.T) {
		e := e.sub(t)
		a := e.sendForm("POST", "/api/jobs", company, jobFields(), formFile{"image", "flyer.jpg", testPhoto(t, 1100, 800, 9)})
		wantStatus(t, a, 201)
		flyer := a.data()["image"].(string)
		e.must(200, "DELETE", fmt.Sprintf("/api/jobs/%d", int64(a.data()["id"].(float64))), "", admin)
		e.srv.WaitForCopies()
		if got := copies(flyer); len(got) != 0 {
			t.Fatalf("copies %q of a removed image", got)
		}
		if slices.Contains(e.blobKeys(), mediaKey(flyer)) {
			t.Fatal("the image is still stored")
		}
	})

	t.Run("a refused upload leaves no copies", func(t *testing.T) {
		e := e.sub(t)
		before := e.blobKeys()
		a := e.sendForm("POST", "/api/jobs", company, jobFields([2]string{"closingDate", day(-3)}),
			formFile{"image", "flyer.jpg", testPhoto(t, 900, 600, 5)})
		wantStatus(t, a, 422)
		e.srv.WaitForCopies()
		if after := e.blobKeys(); !slices.Equal(after, before) {
			t.Fatalf("stored %q, had %q", after, before)
		}
	})
}

// noisePNG is a w × h PNG of random opaque pixels.
func noisePNG(t testing.TB, w, h int, seed uint64) []byte {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, seed+1))
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = uint8(r.Uint32())
		if i%4 == 3 {
			img.Pix[i] = 255
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestANoisyFlyerGetsItsCopiesAndTheServerLives(t *testing.T) {
	e := newEnvWith(t, storetest.MustOpen(t, store.SQLite), httpapi.Config{BaseURL: "https://jobs.example.lk",
		SharedAnswerTTL: time.Second, CopiesAtUpload: true}, testApp, nil)
	company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
	// Random pixels once made the lossless WebP encoder panic in the
	// copies' worker, which stopped the whole process.
	noise := noisePNG(t, 300, 220, 1)
	a := e.sendForm("POST", "/api/jobs", company, jobFields(), formFile{"image", "noise.png", noise})
	wantStatus(t, a, 201)
	flyer := a.data()["image"].(string)
	e.srv.WaitForCopies()
	for _, w := range media.Widths {
		c := e.do("GET", fmt.Sprintf("%s?w=%d&format=webp", flyer, w), "", "")
		wantStatus(t, c, 200)
		img, _ := decodeImage(t, c)
		if img.Bounds().Dx() != 300 || img.Bounds().Dy() != 220 {
			t.Fatalf("w=%d: %v", w, img.Bounds())
		}
	}
	e.must(200, "GET", "/api/jobs", "", "")
}
