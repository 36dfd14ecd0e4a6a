package httpapi

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
)

// A page gzipped around its kept style sheet is one gzip stream of the very
// bytes of the page, whatever comes before and after the sheet.
func TestAPageIsGzippedAroundItsKeptStyleSheet(t *testing.T) {
	sheet := newFixedPart([]byte("<style>" + strings.Repeat(".card{padding:1rem;border-radius:.75rem}", 2000) + "</style>"))
	sinhala := strings.Repeat("<p>ශ්\u200dරී ලංකාවේ රැකියා</p>", 3000)
	for _, c := range []struct{ name, before, after string }{
		{"a page", "<!doctype html><html lang=\"si\"><head><title>රැකියා</title>", "</head><body>" + sinhala + "</body></html>"},
		{"nothing before", "", "</head><body></body></html>"},
		{"nothing after", "<head>", ""},
		{"nothing but the sheet", "", ""},
	} {
		var b bytes.Buffer
		sheet.gzipAround(&b, []byte(c.before), []byte(c.after))
		zr, err := gzip.NewReader(&b)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		zr.Multistream(false)
		got, err := io.ReadAll(zr) // checks the trailer's checksum and length
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if want := c.before + string(sheet.raw) + c.after; string(got) != want {
			t.Fatalf("%s: %d bytes came out, want %d", c.name, len(got), len(want))
		}
		if rest, _ := io.ReadAll(&b); len(rest) != 0 {
			t.Fatalf("%s: %d bytes after the stream", c.name, len(rest))
		}
	}
	// The sheet's blocks are the bytes compressed, far smaller than they are.
	if len(sheet.deflated)*20 > len(sheet.raw) {
		t.Errorf("the sheet is %d bytes compressed, from %d", len(sheet.deflated), len(sheet.raw))
	}
}

// BenchmarkPageGzip compares a page gzipped whole, as the other answers are,
// with the page gzipped around its kept style sheet. The page is the file
// BENCH_PAGE names (a drawn page as a server sent it: curl -o page.html
// http://127.0.0.1:8080/si/job/12), else the built index.html (make build)
// with 50 kB of Sinhala markup in its root, which compresses better than a
// real page.
//
//	BENCH_PAGE=page.html go test -run '^$' -bench PageGzip ./internal/httpapi/
func BenchmarkPageGzip(b *testing.B) {
	var page []byte
	if path := os.Getenv("BENCH_PAGE"); path != "" {
		var err error
		if page, err = os.ReadFile(path); err != nil {
			b.Fatal(err)
		}
	} else {
		index, err := os.ReadFile("../../web/dist/index.html")
		if err != nil {
			b.Skip("web/dist/index.html is missing: run make build first")
		}
		root := bytes.Index(index, []byte(`<div id="root">`)) + len(`<div id="root">`)
		body := strings.Repeat(`<li class="rounded-xl border border-gray-200 bg-white p-4"><a href="/si/job/12">ශ්\u200dරී ලංකාවේ රැකියා</a></li>`, 400)
		page = slices.Concat(index[:root], []byte(body), index[root:])
	}
	start, end := bytes.Index(page, []byte("<style")), bytes.Index(page, []byte("</style>"))+len("</style>")
	if start < 0 || end < start {
		b.Skip("the page has no style sheet")
	}
	sheet := newFixedPart(page[start:end])
	var out bytes.Buffer
	b.Run("whole", func(b *testing.B) {
		zw, _ := gzip.NewWriterLevel(&out, gzip.DefaultCompression)
		for b.Loop() {
			out.Reset()
			zw.Reset(&out)
			zw.Write(page)
			zw.Close()
		}
		b.ReportMetric(float64(out.Len()), "bytes")
	})
	b.Run("around the sheet", func(b *testing.B) {
		for b.Loop() {
			out.Reset()
			sheet.gzipAround(&out, page[:start], page[end:])
		}
		b.ReportMetric(float64(out.Len()), "bytes")
	})
}
