// Command images measures the copies /media makes of flyers: sizes of the
// JPEG and the WebP copy at each width, which one ?format=webp serves, what
// lossy WebP encoding costs (first use, time per copy, memory), and what a
// visitor's first request for a copy costs when the copies are made on it
// and when they were made as the image was stored.
//
//	go run ./bench/images          (make bench-images)
package main

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing/fstest"
	"time"

	"jobportal/internal/httpapi"
	"jobportal/internal/media"
	"jobportal/internal/media/mediatest"
	"jobportal/internal/seed"
	"jobportal/internal/store"
)

type source struct {
	name string
	data []byte
}

func main() {
	ctx := context.Background()
	// Lossy WebP's first use compiles libwebp's WebAssembly; timed apart.
	small := mediatest.Notice(64, 64, 9)
	t := time.Now()
	if _, err := media.EncodeLossyWebP(small, 75, 5); err != nil {
		fail(err)
	}
	first := time.Since(t)
	t = time.Now()
	if _, err := media.EncodeLossyWebP(small, 75, 5); err != nil {
		fail(err)
	}
	fmt.Printf("lossy WebP first use (compiles the module): %v; next 64 px encode: %v\n\n", first.Round(time.Millisecond), time.Since(t).Round(time.Microsecond))

	demo, err := seed.DemoFlyers(time.Now())
	if err != nil {
		fail(err)
	}
	var sources []source
	for _, f := range demo {
		sources = append(sources, source{"demo flyer: " + f.Title, f.JPEG})
	}
	sources = append(sources,
		source{"notice photo 1600x2000 (JPEG q90)", mediatest.NoticeJPEG(1600, 2000, 1)},
		source{"notice photo 1200x1600 (JPEG q90)", mediatest.NoticeJPEG(1200, 1600, 2)},
		source{"computer-made flyer 1080x1350 (PNG)", mediatest.Graphic(1080, 1350)},
	)
	widths := []int{320, 640, 1024, 1280}
	fmt.Println("The demo jobs' flyers (phone photos of their printed notices, 1200x1600, JPEG q90), then")
	fmt.Println("flyers drawn here: the same kind of photo at two sizes, and a flyer made on a computer.")
	fmt.Println()
	fmt.Println("Sizes in KB (1 KB = 1,000 bytes) of the copy ?w=...&format=webp answers. before: what it")
	fmt.Println("answered before lossy WebP (photos: the JPEG copy; graphics: the smallest of JPEG, PNG and")
	fmt.Println("lossless WebP); after: what it answers now. q75 m4 and q80 m5: lossy WebP of the same copy")
	fmt.Println("at libwebp's default method and at a higher quality, for comparison (now: q75 m5).")
	fmt.Println()
	fmt.Printf("| %-36s | %5s | %7s | %-20s | %-20s | %6s | %6s | %6s |\n", "source", "width", "source", "before", "after", "after%", "q75 m4", "q80 m5")
	fmt.Printf("|%s|%s|%s|%s|%s|%s|%s|%s|\n", dashes(38), dashes(7), dashes(9), dashes(22), dashes(22), dashes(8), dashes(8), dashes(8))
	for _, s := range sources {
		for _, w := range widths {
			plain := variant(ctx, s.data, w, false)
			after := variant(ctx, s.data, w, true)
			// Lossy WebP is kept only where it beats the JPEG copy, which
			// was the answer before; any other answer is unchanged.
			before := after
			if kind(after) == "WebP-lossy" {
				before = plain
			}
			img := resized(plain)
			m4, _ := media.EncodeLossyWebP(img, 75, 4)
			q80, _ := media.EncodeLossyWebP(img, 80, 5)
			fmt.Printf("| %-36s | %5d | %7s | %-20s | %-20s | %5.0f%% | %6s | %6s |\n", s.name, w, kb(len(s.data)),
				kind(before)+" "+kb(len(before)), kind(after)+" "+kb(len(after)),
				100*float64(len(after))/float64(len(before)), kb(len(m4)), kb(len(q80)))
		}
	}

	// Time and memory of one 1280 px lossy copy, encoding alone.
	photo := mediatest.Notice(1280, 1600, 3)
	const runs = 10
	var times []time.Duration
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range runs {
		t := time.Now()
		if _, err := media.EncodeLossyWebP(photo, 75, 5); err != nil {
			fail(err)
		}
		times = append(times, time.Since(t))
	}
	runtime.ReadMemStats(&after)
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	fmt.Printf("\nlossy WebP q75 of a 1280x1600 photo: median %v, fastest %v, slowest %v (%d runs)\n",
		times[runs/2].Round(time.Millisecond), times[0].Round(time.Millisecond), times[runs-1].Round(time.Millisecond), runs)
	fmt.Printf("  allocated per encode: %.1f MB\n", float64(after.TotalAlloc-before.TotalAlloc)/runs/1e6)
	var jt []time.Duration
	for range runs {
		t := time.Now()
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, photo, &jpeg.Options{Quality: 80}); err != nil {
			fail(err)
		}
		jt = append(jt, time.Since(t))
	}
	sort.Slice(jt, func(i, j int) bool { return jt[i] < jt[j] })
	fmt.Printf("JPEG q80 of the same photo (image/jpeg): median %v\n", jt[runs/2].Round(time.Millisecond))
	t = time.Now()
	variant(ctx, sources[len(demo)].data, 1280, true)
	fmt.Printf("whole ?w=1280&format=webp copy of the 1600x2000 photo (decode, resize, JPEG and WebP, pick): %v\n", time.Since(t).Round(time.Millisecond))
	fmt.Printf("peak resident memory of this program: %s\n", peakRSS())

	firstRequests(ctx, sources[len(demo)].data)
}

// firstRequests times a visitor's first request for each width of a newly
// stored flyer as the app asks for it (?w=...&format=webp), through the
// server, with its copies made on that request (CopiesAtUpload off) and made
// as the flyer was stored (on; the visitor comes once they are made).
func firstRequests(ctx context.Context, flyer []byte) {
	fmt.Println("\nA visitor's first request for a copy of a newly stored 1600x2000 photo, through the server:")
	widths := media.Widths
	times := map[bool][]time.Duration{}
	for _, atUpload := range []bool{false, true} {
		srv, done := server(ctx, atUpload)
		t := time.Now()
		path, err := srv.StoreImage(ctx, flyer)
		if err != nil {
			fail(err)
		}
		if atUpload {
			srv.WaitForCopies()
			fmt.Printf("copies made at upload: all %d widths ready %v after the upload\n", len(widths), time.Since(t).Round(time.Millisecond))
		}
		for _, w := range widths {
			req := httptest.NewRequest("GET", fmt.Sprintf("%s?w=%d&format=webp", path, w), nil)
			rec := httptest.NewRecorder()
			t := time.Now()
			srv.ServeHTTP(rec, req)
			times[atUpload] = append(times[atUpload], time.Since(t))
			if rec.Code != 200 {
				fail(fmt.Errorf("GET %s: %d", req.URL, rec.Code))
			}
		}
		done()
	}
	fmt.Printf("\n| %5s | %22s | %19s |\n", "width", "made on first request", "made at upload")
	fmt.Printf("|%s|%s|%s|\n", dashes(7), dashes(24), dashes(21))
	for i, w := range widths {
		fmt.Printf("| %5d | %19.1f ms | %16.2f ms |\n", w, ms(times[false][i]), ms(times[true][i]))
	}
}

// server is the site's server on an empty SQLite database in a temporary
// folder, its files in memory; done stops it and removes the folder.
func server(ctx context.Context, copiesAtUpload bool) (*httpapi.Server, func()) {
	dir, err := os.MkdirTemp("", "bench-images-")
	if err != nil {
		fail(err)
	}
	db, err := store.Open(ctx, filepath.Join(dir, "jobs.db"))
	if err != nil {
		fail(err)
	}
	web := fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>JobPortal</title><div id=root></div>")}}
	srv, err := httpapi.New(db, slog.New(slog.DiscardHandler),
		httpapi.Config{BaseURL: "http://127.0.0.1", CopiesAtUpload: copiesAtUpload}, web)
	if err != nil {
		fail(err)
	}
	return srv, func() {
		srv.Close(ctx)
		db.Close()
		os.RemoveAll(dir)
	}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func variant(ctx context.Context, data []byte, w int, webp bool) []byte {
	b, err := media.Variant(ctx, data, w, webp)
	if err != nil {
		fail(err)
	}
	if b == nil {
		return data
	}
	return b
}

// resized decodes a copy, to encode the very same pixels again.
func resized(b []byte) image.Image {
	img, _, err := image.Decode(bytes.NewReader(b))
	if err != nil {
		fail(err)
	}
	return img
}

func kind(b []byte) string {
	switch {
	case len(b) >= 16 && string(b[:4]) == "RIFF" && string(b[12:16]) == "VP8L":
		return "WebP-lossless"
	case len(b) >= 16 && string(b[:4]) == "RIFF":
		return "WebP-lossy"
	case bytes.HasPrefix(b, []byte("\xff\xd8")):
		return "JPEG"
	case bytes.HasPrefix(b, []byte("\x89PNG")):
		return "PNG"
	}
	return "?"
}

func kb(n int) string { return fmt.Sprintf("%.1f", float64(n)/1000) }

func dashes(n int) string { return strings.Repeat("-", n) }

func peakRSS() string {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "unknown"
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "bench images:", err)
	os.Exit(1)
}
