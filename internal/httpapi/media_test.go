package httpapi_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image/png"
	"io"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	xwebp "golang.org/x/image/webp"
)

func TestJobFlyers(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		admin := e.adminToken("admin")
		photo := testPhoto(t, 1600, 1200, 0)
		var jobID int64
		var flyer string

		t.Run("a job posted with a flyer keeps it under a name made from its content", func(t *testing.T) {
			e := e.sub(t)
			a := e.sendForm("POST", "/api/jobs", company, jobFields(), formFile{"image", "flyer.jpeg", photo})
			wantStatus(t, a, 201)
			jobID = int64(a.data()["id"].(float64))
			flyer, _ = a.data()["image"].(string)
			if !publicImagePath(flyer, ".jpg") {
				t.Fatalf("image %q", flyer)
			}
			if keys := e.blobKeys(); !slices.Equal(keys, []string{mediaKey(flyer)}) {
				t.Fatalf("stored %q", keys)
			}
			if e.storedJob(jobID).Image != flyer {
				t.Fatalf("the job does not show %s", flyer)
			}
		})
		t.Run("the flyer is served inline as it was sent, cached for a year", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("GET", flyer, "", "")
			wantStatus(t, a, 200)
			h := a.Header()
			if h.Get("Content-Type") != "image/jpeg" || h.Get("Content-Disposition") != "inline" ||
				h.Get("Cache-Control") != "public, max-age=31536000, immutable" || h.Get("X-Content-Type-Options") != "nosniff" ||
				h.Get("ETag") == "" || !bytes.Equal(a.Body.Bytes(), photo) {
				t.Fatalf("headers %v, %d bytes", h, a.Body.Len())
			}
			if again := e.do("GET", flyer, "", "", "If-None-Match", h.Get("ETag")); again.Code != 304 {
				t.Fatalf("a repeated request with the ETag = %d, want 304", again.Code)
			}
		})
		t.Run("a width gives a smaller copy, made once and kept", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("GET", flyer+"?w=640", "", "")
			wantStatus(t, a, 200)
			img, format := decodeImage(t, a)
			if format != "jpeg" || img.Bounds().Dx() != 640 || img.Bounds().Dy() != 480 || a.Body.Len() >= len(photo) {
				t.Fatalf("%s %v, %d bytes", format, img.Bounds(), a.Body.Len())
			}
			before := e.blobKeys()
			if len(before) != 2 {
				t.Fatalf("stored %q", before)
			}
			again := e.do("GET", flyer+"?w=640", "", "")
			if !bytes.Equal(again.Body.Bytes(), a.Body.Bytes()) || !slices.Equal(e.blobKeys(), before) {
				t.Fatal("the copy was made again")
			}
		})
		t.Run("visitors asking for a new copy at the same time all get the same copy", func(t *testing.T) {
			e := e.sub(t)
			bodies := make(chan string, 8)
			var wg sync.WaitGroup
			for range 8 {
				wg.Go(func() {
					r := httptest.NewRequest("GET", flyer+"?w=320", nil)
					w := httptest.NewRecorder()
					e.srv.ServeHTTP(w, r)
					if w.Code != 200 {
						bodies <- fmt.Sprint("status ", w.Code)
						return
					}
					bodies <- w.Body.String()
				})
			}
			wg.Wait()
			close(bodies)
			first := <-bodies
			for b := range bodies {
				if b != first || strings.HasPrefix(b, "status") {
					t.Fatalf("answers differ: %.40q, %.40q", first, b)
				}
			}
		})
		t.Run("a width above the image's own gives the image itself", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("GET", flyer+"?w=1920", "", "")
			wantStatus(t, a, 200)
			if !bytes.Equal(a.Body.Bytes(), photo) {
				t.Fatalf("%d bytes, not the original", a.Body.Len())
			}
		})
		t.Run("WebP without a width is the image itself: no full-size copy is encoded", func(t *testing.T) {
			e := e.sub(t)
			keys := e.blobKeys()
			a := e.do("GET", flyer+"?format=webp", "", "")
			wantStatus(t, a, 200)
			if !bytes.Equal(a.Body.Bytes(), photo) || a.Header().Get("Content-Type") != "image/jpeg" {
				t.Fatalf("%s, %d bytes: not the original", a.Header().Get("Content-Type"), a.Body.Len())
			}
			if !slices.Equal(e.blobKeys(), keys) {
				t.Fatalf("a copy was made: %q", e.blobKeys())
			}
		})
		t.Run("a photo asked for as WebP comes as a lossy WebP, smaller than its JPEG, made once", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("GET", flyer+"?w=320&format=webp", "", "")
			wantStatus(t, a, 200)
			b := a.Body.Bytes()
			if a.Header().Get("Content-Type") != "image/webp" || len(b) < 16 || string(b[:4]) != "RIFF" ||
				string(b[8:12]) != "WEBP" || string(b[12:16]) != "VP8 " {
				t.Fatalf("type %s, %.16q", a.Header().Get("Content-Type"), b)
			}
			img, err := xwebp.Decode(bytes.NewReader(b))
			if err != nil || img.Bounds().Dx() != 320 || img.Bounds().Dy() != 240 {
				t.Fatalf("decode: %v", err)
			}
			jpg := e.do("GET", flyer+"?w=320", "", "")
			wantStatus(t, jpg, 200)
			if jpg.Header().Get("Content-Type") != "image/jpeg" || len(b) >= jpg.Body.Len() {
				t.Fatalf("WebP %d bytes, JPEG (%s) %d", len(b), jpg.Header().Get("Content-Type"), jpg.Body.Len())
			}
			keys := e.blobKeys()
			again := e.do("GET", flyer+"?w=320&format=webp", "", "")
			if !bytes.Equal(again.Body.Bytes(), b) || !slices.Equal(e.blobKeys(), keys) {
				t.Fatal("the copy was made again")
			}
		})
		t.Run("a graphic asked for as WebP comes as WebP", func(t *testing.T) {
			e := e.sub(t)
			a := e.sendForm("POST", "/api/jobs/admin", admin, jobFields([2]string{"companyName", "Ceylon Traders"}),
				formFile{"image", "flyer.png", testGraphic(t, 1200, 900)})
			wantStatus(t, a, 201)
			path := a.data()["image"].(string)
			if !publicImagePath(path, ".png") {
				t.Fatalf("image %q", path)
			}
			w := e.do("GET", path+"?w=768&format=webp", "", "")
			wantStatus(t, w, 200)
			img, format := decodeImage(t, w)
			if format != "webp" || w.Header().Get("Content-Type") != "image/webp" || img.Bounds().Dx() != 768 {
				t.Fatalf("%s %v", format, img.Bounds())
			}
		})
		e.run(t, []scenario{
			{name: "a width not in the list is a bad request", method: "GET", url: flyer + "?w=500", wantStatus: 400, wantFields: []string{"w"}},
			{name: "a width that is not a number is a bad request", method: "GET", url: flyer + "?w=big", wantStatus: 400, wantFields: []string{"w"}},
			{name: "a format other than webp is a bad request", method: "GET", url: flyer + "?format=avif", wantStatus: 400, wantFields: []string{"format"}},
			{name: "an unknown parameter is a bad request", method: "GET", url: flyer + "?h=100", wantStatus: 400, wantFields: []string{"h"}},
			{name: "a width given twice is a bad request", method: "GET", url: flyer + "?w=320&w=640", wantStatus: 400, wantFields: []string{"w"}},
			{name: "a missing image is not found", method: "GET", url: "/media/img/00/00000000000000000000000000000000.jpg", wantStatus: 404},
		})
	})
}

// publicImagePath reports whether path is where /media serves an uploaded image.
func publicImagePath(path, ext string) bool {
	rest, ok := strings.CutPrefix(path, "/media/img/")
	return ok && len(rest) == 3+32+len(ext) && rest[:2] == rest[3:5] && strings.HasSuffix(rest, ext)
}

func TestMediaServesNothingOutsideTheStore(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		const hash = "0123456789abcdef0123456789abcdef"
		for _, key := range []string{"cv/" + hash + ".pdf", "var/01/" + hash + ".jpg/w320", "img/01/" + hash + ".jpg",
			"img/01/" + hash + ".html", "secret.txt"} {
			if err := e.blobs.Put(ctxb, key, []byte("<html><script>alert(1)</script>")); err != nil {
				t.Fatal(err)
			}
		}
		for _, path := range []string{
			"/media/cv/" + hash + ".pdf",
			"/media/var/01/" + hash + ".jpg/w320",
			"/media/img/01/" + hash + ".html",
			"/media/secret.txt",
			"/media/img/01/../../secret.txt",
			"/media/img%2F01%2F..%2F..%2Fsecret.txt",
			"/media/img/01/%2e%2e/%2e%2e/secret.txt",
			"/media/..%2f..%2fetc%2fpasswd",
			"/media/%2e%2e/%2e%2e/etc/passwd",
			"/media/img/01/" + strings.ToUpper(hash) + ".jpg",
			"/media/img/02/" + hash + ".jpg",
			"/media/img//01/" + hash + ".jpg",
			"/media/.tmp/x",
			"/media/",
		} {
			t.Run(fmt.Sprintf("%s serves nothing", path), func(t *testing.T) {
				e := e.sub(t)
				a := e.do("GET", path, "", "")
				if a.Code == 200 && strings.HasPrefix(a.Header().Get("Content-Type"), "image/") ||
					strings.Contains(a.Body.String(), "alert(1)") {
					t.Fatalf("status %d, type %s: %.100s", a.Code, a.Header().Get("Content-Type"), a.Body.String())
				}
			})
		}
		t.Run("a stored file that is not an image is never served, even at an image's name", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("GET", "/media/img/01/"+hash+".jpg", "", "")
			if a.Code != 404 || strings.Contains(a.Body.String(), "alert(1)") {
				t.Fatalf("status %d: %s", a.Code, a.Body.String())
			}
		})
	})
}

func TestFlyerUploadsThatAreRefused(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		pending := e.postJob(company, false)
		jobs := e.jobCount()

		for _, c := range []struct {
			name       string
			file       formFile
			more       [][2]string
			wantStatus int
			wantBody   string
		}{
			{"a PDF named like a photo is the wrong type", formFile{"image", "flyer.jpg", testPDF}, nil, 415, "JPEG, PNG or WebP"},
			{"a GIF is the wrong type", formFile{"image", "flyer.gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;")}, nil, 415, "JPEG, PNG or WebP"},
			{"HTML named flyer.png is the wrong type", formFile{"image", "flyer.png", []byte("<html><script>alert(1)</script></html>")}, nil, 415, "JPEG, PNG or WebP"},
			{"an image over 5 MB is too large", formFile{"image", "big.jpg", append(testPhoto(t, 64, 64, 1), make([]byte, 5<<20)...)}, nil, 413, "larger than 5 MB"},
			{"an image of 60 megapixels is too large, though its file is tiny", formFile{"image", "bomb.png", pngClaiming(10000, 6000)}, nil, 413, "at most 24 megapixels"},
			{"a damaged image is refused", formFile{"image", "cut.jpg", testPhoto(t, 300, 200, 2)[:600]}, nil, 422, "could not be read"},
			{"a new image and removeImage together are refused", formFile{"image", "ok.jpg", testPhoto(t, 300, 200, 3)},
				[][2]string{{"removeImage", "true"}}, 422, "not both"},
			{"a flyer with invalid fields is refused before it is kept", formFile{"image", "ok.jpg", testPhoto(t, 300, 200, 4)},
				[][2]string{{"closingDate", day(-3)}}, 422, "today or later"},
		} {
			for _, route := range []struct{ method, url string }{{"POST", "/api/jobs"}, {"PUT", fmt.Sprintf("/api/jobs/%d", pending)}} {
				t.Run(c.name+" ("+route.method+")", func(t *testing.T) {
					e := e.sub(t)
					a := e.sendForm(route.method, route.url, company, jobFields(c.more...), c.file)
					wantStatus(t, a, c.wantStatus)
					if !strings.Contains(a.msg(), c.wantBody) || a.body["success"] != false {
						t.Fatalf("message %q", a.msg())
					}
				})
			}
		}
		t.Run("no refused upload stored a job or a file", func(t *testing.T) {
			e := e.sub(t)
			if n := e.jobCount(); n != jobs {
				t.Fatalf("%d jobs, want %d", n, jobs)
			}
			if keys := e.blobKeys(); len(keys) != 0 {
				t.Fatalf("stored %q", keys)
			}
			if j := e.storedJob(pending); j.Image != "" || j.Title != "Software Engineer" {
				t.Fatalf("the pending job changed: %+v", j)
			}
		})
	})
}

func TestFlyersFollowTheirJobs(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		admin := e.adminToken("admin")
		first, second := testPhoto(t, 800, 600, 10), testPhoto(t, 800, 600, 20)

		post := func(t *testing.T, token string, admin bool, img []byte) (int64, string) {
			url := "/api/jobs"
			fields := jobFields()
			if admin {
				url, fields = "/api/jobs/admin", jobFields([2]string{"companyName", "Ceylon Traders"})
			}
			a := e.sendForm("POST", url, token, fields, formFile{"image", "f.jpg", img})
			wantStatus(t, a, 201)
			return int64(a.data()["id"].(float64)), a.data()["image"].(string)
		}

		t.Run("a new flyer replaces the old, whose file and copies are removed", func(t *testing.T) {
			e := e.sub(t)
			id, old := post(t, company, false, first)
			wantStatus(t, e.do("GET", old+"?w=320", "", ""), 200)
			a := e.sendForm("PUT", fmt.Sprintf("/api/jobs/%d", id), company, jobFields(), formFile{"image", "g.jpg", second})
			wantStatus(t, a, 200)
			now := a.data()["image"].(string)
			if now == old || !slices.Equal(e.blobKeys(), []string{mediaKey(now)}) {
				t.Fatalf("image %s, stored %q", now, e.blobKeys())
			}
			wantStatus(t, e.do("GET", old, "", ""), 404)
		})
		t.Run("a change without an image keeps the flyer; removeImage takes it away", func(t *testing.T) {
			e := e.sub(t)
			id, img := post(t, admin, true, first)
			a := e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d", id), jobBody(set("companyName", "Ceylon Traders")), admin)
			if a.data()["image"] != img {
				t.Fatalf("image %v", a.data()["image"])
			}
			a = e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d", id), jobBody(set("companyName", "Ceylon Traders"), set("removeImage", true)), admin)
			if a.data()["image"] != "" || slices.Contains(e.blobKeys(), mediaKey(img)) {
				t.Fatalf("image %v, stored %q", a.data()["image"], e.blobKeys())
			}
		})
		t.Run("a picture two jobs show stays until the second is deleted", func(t *testing.T) {
			e := e.sub(t)
			third := testPhoto(t, 800, 600, 30)
			one, img := post(t, admin, true, third)
			two, same := post(t, company, false, third)
			if same != img {
				t.Fatalf("the same picture got two names: %s, %s", img, same)
			}
			e.must(200, "DELETE", fmt.Sprintf("/api/jobs/%d", one), "", admin)
			wantStatus(t, e.do("GET", img, "", ""), 200)
			e.must(200, "DELETE", fmt.Sprintf("/api/jobs/customer/%d", two), "", company)
			wantStatus(t, e.do("GET", img, "", ""), 404)
			if keys := e.blobKeys(); slices.ContainsFunc(keys, func(k string) bool { return strings.Contains(k, mediaKey(img)[7:]) }) {
				t.Fatalf("left %q", keys)
			}
		})
	})
}

// pngWithMetadata is testGraphic with tEXt and eXIf chunks after its IHDR
// (33 bytes in, with the signature), as a phone or an editor writes them.
func pngWithMetadata(t *testing.T) []byte {
	t.Helper()
	chunk := func(name, data string) []byte {
		out := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
		out = append(out, name+data...)
		return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE([]byte(name+data)))
	}
	plain := testGraphic(t, 300, 200)
	out := bytes.Clone(plain[:33])
	out = append(out, chunk("tEXt", "Author\x00Nimali Perera, 12 Galle Road")...)
	out = append(out, chunk("eXIf", "MM\x00\x2a\x00\x00\x00\x08GPS 6.9271N 79.8612E")...)
	return append(out, plain[33:]...)
}

func TestPNGFlyersLoseTheirMetadata(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		sent := pngWithMetadata(t)
		a := e.sendForm("POST", "/api/jobs", company, jobFields(), formFile{"image", "flyer.png", sent})
		wantStatus(t, a, 201)
		path := a.data()["image"].(string)
		stored, err := e.blobs.Open(ctxb, mediaKey(path))
		if err != nil {
			t.Fatal(err)
		}
		defer stored.Close()
		kept, err := io.ReadAll(stored)
		if err != nil {
			t.Fatal(err)
		}
		served := e.do("GET", path, "", "")
		wantStatus(t, served, 200)
		for what, data := range map[string][]byte{"stored": kept, "served": served.Body.Bytes()} {
			for _, s := range []string{"tEXt", "eXIf", "Galle Road", "GPS"} {
				if bytes.Contains(data, []byte(s)) {
					t.Fatalf("the %s flyer still holds %q", what, s)
				}
			}
		}
		before, _ := png.Decode(bytes.NewReader(sent))
		after, err := png.Decode(bytes.NewReader(kept))
		if err != nil {
			t.Fatalf("the stored flyer is not a PNG: %v", err)
		}
		if before.Bounds() != after.Bounds() {
			t.Fatalf("bounds %v, want %v", after.Bounds(), before.Bounds())
		}
		for y := range before.Bounds().Dy() {
			for x := range before.Bounds().Dx() {
				if before.At(x, y) != after.At(x, y) {
					t.Fatalf("pixel %d,%d changed", x, y)
				}
			}
		}
	})
}
