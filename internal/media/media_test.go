package media_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"strings"
	"testing"

	xwebp "golang.org/x/image/webp"

	"jobportal/internal/jobportal"
	"jobportal/internal/media"
	"jobportal/internal/media/mediatest"
)

var ctx = context.Background()

// makePhoto returns a JPEG that compresses like a photograph: smooth light,
// edges and fine noise.
func makePhoto(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(1, 2))
	for y := range h {
		for x := range w {
			n := r.IntN(24)
			c := color.RGBA{uint8(40 + 150*x/w + n), uint8(60 + 120*y/h + n), uint8(90 + (x*y)%60 + n), 255}
			if (x/37+y/53)%5 == 0 {
				c.R, c.G = c.G, c.R
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// makeGraphic returns a PNG of flat colours and thin lines, like a printed flyer.
func makeGraphic(t testing.TB, w, h int, alpha bool) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := color.NRGBA{250, 246, 235, 255}
			switch {
			case y < h/5:
				c = color.NRGBA{128, 20, 40, 255}
			case y%12 < 2 && x > w/10 && x < w*9/10:
				c = color.NRGBA{20, 20, 20, 255}
			}
			if alpha && x < w/4 {
				c.A = 0
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// pngHeader returns the start of a PNG that claims to be w × h: all that
// DecodeConfig reads, and all a decompression bomb needs to show.
func pngHeader(w, h uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2 // 8-bit RGB
	chunk := append([]byte("IHDR"), ihdr...)
	out := []byte("\x89PNG\r\n\x1a\n")
	out = binary.BigEndian.AppendUint32(out, 13)
	out = append(out, chunk...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(chunk))
}

func wantCode(t *testing.T, err error, code, field string) {
	t.Helper()
	if got := jobportal.ErrorCode(err); got != code {
		t.Fatalf("code %q (%v), want %q", got, err, code)
	}
	var e *jobportal.Error
	if field != "" && (!asError(err, &e) || len(e.Fields) != 1 || e.Fields[0].Field != field) {
		t.Fatalf("error %v does not name the field %q", err, field)
	}
}

func asError(err error, e **jobportal.Error) bool {
	v, ok := err.(*jobportal.Error)
	*e = v
	return ok
}

func TestCheckImage(t *testing.T) {
	photo, graphic := makePhoto(t, 400, 300), makeGraphic(t, 200, 100, false)
	t.Run("JPEG, PNG and WebP are known by their content", func(t *testing.T) {
		for name, data := range map[string][]byte{"jpeg": photo, "png": graphic, "webp": losslessWebP(t, graphic)} {
			info, err := media.CheckImage(ctx, "image", data)
			if err != nil || info.Format.Name != name {
				t.Fatalf("%s: %+v, %v", name, info, err)
			}
		}
	})
	t.Run("the size is read without decoding", func(t *testing.T) {
		info, err := media.Inspect("image", photo)
		if err != nil || info.Width != 400 || info.Height != 300 || info.Orientation != 1 || info.Lossless {
			t.Fatalf("%+v, %v", info, err)
		}
	})
	for _, c := range []struct {
		name string
		data []byte
		code string
	}{
		{"a PDF is not an image", []byte("%PDF-1.7\n..."), jobportal.EUNSUPPORTED},
		{"a GIF is not taken", []byte("GIF89a\x01\x00\x01\x00"), jobportal.EUNSUPPORTED},
		{"HTML is not an image", []byte("<html><script>alert(1)</script>"), jobportal.EUNSUPPORTED},
		{"an empty file is not an image", nil, jobportal.EUNSUPPORTED},
		{"a file over 5 MB is too large", append(bytes.Clone(photo), make([]byte, 5<<20)...), jobportal.ETOOLARGE},
		{"a picture of 50 megapixels is too large, whatever its file size", pngHeader(10000, 5000), jobportal.ETOOLARGE},
		{"a picture of 40 megapixels is too large before it is decoded", pngHeader(8000, 5000), jobportal.ETOOLARGE},
		{"a picture just over 24 megapixels is too large", pngHeader(6000, 4001), jobportal.ETOOLARGE},
		{"a picture of 4 billion pixels is too large", pngHeader(65535, 65535), jobportal.ETOOLARGE},
		{"a picture of no pixels is invalid", pngHeader(0, 10), jobportal.EINVALID},
		{"a JPEG cut short is invalid", photo[:len(photo)/2], jobportal.EINVALID},
		{"a PNG header without pixels is invalid", pngHeader(100, 100), jobportal.EINVALID},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := media.CheckImage(ctx, "image", c.data)
			wantCode(t, err, c.code, "image")
		})
	}
	t.Run("the message of a pixel bomb gives its size and the limit", func(t *testing.T) {
		_, err := media.Inspect("image", pngHeader(10000, 5000))
		if msg := jobportal.ErrorMessage(err); !strings.Contains(msg, "10000 × 5000") || !strings.Contains(msg, "24 megapixels") {
			t.Fatalf("message %q", msg)
		}
	})
}

func decodeAny(t *testing.T, data []byte) (image.Image, string) {
	t.Helper()
	img, format, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return img, format
}

func init() { image.RegisterFormat("webp", "RIFF????WEBP", xwebp.Decode, xwebp.DecodeConfig) }

func losslessWebP(t *testing.T, pngData []byte) []byte {
	t.Helper()
	out, err := media.Variant(ctx, pngData, 0, true)
	if err != nil || out == nil || string(out[8:12]) != "WEBP" {
		t.Fatalf("no WebP made: %v", err)
	}
	return out
}

func TestVariant(t *testing.T) {
	photo := makePhoto(t, 1000, 500)
	t.Run("a photo is made narrower as a JPEG of the same shape", func(t *testing.T) {
		out, err := media.Variant(ctx, photo, 320, false)
		if err != nil {
			t.Fatal(err)
		}
		img, format := decodeAny(t, out)
		if format != "jpeg" || img.Bounds().Dx() != 320 || img.Bounds().Dy() != 160 {
			t.Fatalf("%s %v", format, img.Bounds())
		}
	})
	t.Run("a photo asked for as WebP is a lossy WebP, smaller than its JPEG", func(t *testing.T) {
		// A phone's photo of a printed notice, as vacancy flyers are.
		notice := mediatest.NoticeJPEG(1200, 1600, 1)
		for _, width := range []int{320, 640, 1024} {
			out, err := media.Variant(ctx, notice, width, true)
			if err != nil {
				t.Fatal(err)
			}
			wantLossyWebP(t, out, width, width*4/3)
			plain, err := media.Variant(ctx, notice, width, false)
			if err != nil {
				t.Fatal(err)
			}
			if _, format := decodeAny(t, plain); format != "jpeg" || len(out) >= len(plain) {
				t.Fatalf("%d px: WebP %d bytes, %s %d bytes", width, len(out), format, len(plain))
			}
			if width == 640 && len(out) > 60_000 {
				t.Fatalf("640 px: %d bytes, more than 60 KB", len(out))
			}
		}
	})
	t.Run("a photo at its own width asked for as WebP is a smaller lossy WebP", func(t *testing.T) {
		notice := mediatest.NoticeJPEG(600, 800, 2)
		out, err := media.Variant(ctx, notice, 0, true)
		if err != nil {
			t.Fatal(err)
		}
		wantLossyWebP(t, out, 600, 800)
		if len(out) >= len(notice) {
			t.Fatalf("WebP %d bytes, the JPEG %d", len(out), len(notice))
		}
		// A lossy WebP at its own width is already its copy.
		again, err := media.Variant(ctx, out, 0, true)
		if err != nil || again != nil {
			t.Fatalf("%d bytes, %v", len(again), err)
		}
	})
	t.Run("a photo too large to encode as lossy WebP at little cost stays as it is", func(t *testing.T) {
		big := makePhoto(t, 2000, 3100) // 6.2 megapixels
		out, err := media.Variant(ctx, big, 0, true)
		if err != nil || out != nil {
			t.Fatalf("%.16q, %v", out, err)
		}
	})
	t.Run("a copy of more than 6 megapixels is not made: the image itself is shown", func(t *testing.T) {
		// A tall graphic 1000 px wide is its own copy at 1024 px and more.
		tall := makeGraphic(t, 1000, 6100, false)
		for _, webp := range []bool{false, true} {
			out, err := media.Variant(ctx, tall, 1920, webp)
			if err != nil || out != nil {
				t.Fatalf("webp %v: %.16q, %v", webp, out, err)
			}
		}
		if out, err := media.Variant(ctx, tall, 640, true); err != nil || out == nil {
			t.Fatalf("no copy at 640 px: %v", err)
		}
	})
	t.Run("an image is never enlarged: the stored file is the copy", func(t *testing.T) {
		out, err := media.Variant(ctx, photo, 1920, false)
		if err != nil || out != nil {
			t.Fatalf("%d bytes, %v", len(out), err)
		}
		out, err = media.Variant(ctx, photo, 1920, true)
		if err != nil {
			t.Fatal(err)
		}
		if img, _ := decodeAny(t, out); img.Bounds().Dx() != 1000 {
			t.Fatalf("WebP %v", img.Bounds())
		}
	})
	t.Run("a graphic at its own width asked for as WebP is lossless, never lossy", func(t *testing.T) {
		graphic := makeGraphic(t, 1200, 1600, false)
		out, err := media.Variant(ctx, graphic, 0, true)
		if err != nil {
			t.Fatal(err)
		}
		if len(out) < 16 || string(out[12:16]) != "VP8L" || len(out) >= len(graphic) {
			t.Fatalf("%.16q, %d bytes against the PNG's %d", out, len(out), len(graphic))
		}
		img, _ := decodeAny(t, out)
		orig, _ := decodeAny(t, graphic)
		for _, p := range []image.Point{{5, 5}, {600, 12 * 50}, {600, 12*50 + 5}} {
			r1, g1, b1, _ := img.At(p.X, p.Y).RGBA()
			r2, g2, b2, _ := orig.At(p.X, p.Y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				t.Fatalf("pixel %v changed", p)
			}
		}
	})
	t.Run("a graphic asked for as WebP at a width is a lossless WebP where that beats JPEG", func(t *testing.T) {
		graphic := makeGraphic(t, 1200, 1600, false)
		out, err := media.Variant(ctx, graphic, 640, true)
		if err != nil {
			t.Fatal(err)
		}
		img, format := decodeAny(t, out)
		if format != "webp" || string(out[12:16]) != "VP8L" || img.Bounds().Dx() != 640 || img.Bounds().Dy() != 853 {
			t.Fatalf("%s %.16q %v", format, out, img.Bounds())
		}
		plain, err := media.Variant(ctx, graphic, 640, false)
		if err != nil {
			t.Fatal(err)
		}
		if len(out) >= len(plain) {
			t.Fatalf("WebP %d bytes, without WebP %d", len(out), len(plain))
		}
	})
	t.Run("a transparent image keeps its transparency", func(t *testing.T) {
		out, err := media.Variant(ctx, makeGraphic(t, 800, 400, true), 320, false)
		if err != nil {
			t.Fatal(err)
		}
		img, format := decodeAny(t, out)
		if _, _, _, a := img.At(2, 80).RGBA(); format != "png" || a != 0 {
			t.Fatalf("%s, alpha %d", format, a)
		}
	})
	t.Run("a photo taken on its side is turned upright by its EXIF orientation", func(t *testing.T) {
		// Stored 64 × 32: red on the left, blue on the right; orientation 6
		// means "turn 90° clockwise to show", so red ends up on top.
		img := image.NewRGBA(image.Rect(0, 0, 64, 32))
		for y := range 32 {
			for x := range 64 {
				c := color.RGBA{0, 0, 255, 255}
				if x < 32 {
					c = color.RGBA{255, 0, 0, 255}
				}
				img.Set(x, y, c)
			}
		}
		var buf bytes.Buffer
		jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95})
		data := withOrientation(buf.Bytes(), 6)
		info, err := media.Inspect("image", data)
		if err != nil || info.Orientation != 6 || info.Width != 32 || info.Height != 64 {
			t.Fatalf("%+v, %v", info, err)
		}
		out, err := media.Variant(ctx, data, 0, false)
		if err != nil || out == nil {
			t.Fatalf("no copy: %v", err)
		}
		got, _ := decodeAny(t, out)
		r, _, b, _ := got.At(16, 8).RGBA()
		r2, _, b2, _ := got.At(16, 56).RGBA()
		if got.Bounds().Dx() != 32 || got.Bounds().Dy() != 64 || r < b || b2 < r2 {
			t.Fatalf("bounds %v, top %d/%d, bottom %d/%d", got.Bounds(), r, b, r2, b2)
		}
	})
}

// wantLossyWebP checks that data is a lossy WebP ("VP8 " chunk, not
// lossless "VP8L") that decodes to w × h.
func wantLossyWebP(t *testing.T, data []byte, w, h int) {
	t.Helper()
	if len(data) < 16 || string(data[:4]) != "RIFF" || string(data[8:12]) != "WEBP" || string(data[12:16]) != "VP8 " {
		t.Fatalf("not a lossy WebP: %.16q", data)
	}
	img, err := xwebp.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	if img.Bounds().Dx() != w || img.Bounds().Dy() != h {
		t.Fatalf("%v, want %d × %d", img.Bounds(), w, h)
	}
}

// withOrientation puts an EXIF segment with the given orientation after a JPEG's start marker.
func withOrientation(jpg []byte, o uint16) []byte {
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08\x00\x01")
	tiff = append(tiff, 0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1)
	tiff = binary.BigEndian.AppendUint16(tiff, o)
	tiff = append(tiff, 0, 0, 0, 0, 0, 0)
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := []byte{0xff, 0xe1}
	app1 = binary.BigEndian.AppendUint16(app1, uint16(len(seg)+2))
	app1 = append(app1, seg...)
	return append(append(bytes.Clone(jpg[:2]), app1...), jpg[2:]...)
}

// makeDocx returns a minimal Word document, with more parts when given.
func makeDocx(t testing.TB, parts ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range append([]string{"[Content_Types].xml", "word/document.xml"}, parts...) {
		w, _ := zw.Create(name)
		w.Write([]byte("<xml/>"))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestCheckDocument(t *testing.T) {
	zipOnly := func() []byte {
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		w, _ := zw.Create("notes.txt")
		w.Write([]byte("hello"))
		zw.Close()
		return buf.Bytes()
	}()
	for _, c := range []struct {
		name string
		data []byte
		want string
		code string
	}{
		{"a PDF is taken", goodPDFs()["a cross-reference table"], "pdf", ""},
		{"a PDF with a few bytes before its header is refused", append([]byte("\xef\xbb\xbf\n"), goodPDFs()["a cross-reference table"]...), "", jobportal.EUNSUPPORTED},
		{"a PDF header alone is refused as damaged", []byte("%PDF-1.7\n1 0 obj\n%%EOF"), "", jobportal.EINVALID},
		{"a Word document is taken", makeDocx(t), "docx", ""},
		{"a Word document with macros is refused", makeDocx(t, "word/vbaProject.bin"), "", jobportal.EUNSUPPORTED},
		{"a zip that is not a Word document is refused", zipOnly, "", jobportal.EUNSUPPORTED},
		{"an old .doc file is refused", []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1rest"), "", jobportal.EUNSUPPORTED},
		{"an image is refused", makePhoto(t, 20, 20), "", jobportal.EUNSUPPORTED},
		{"a text file is refused", []byte("My CV: I am great."), "", jobportal.EUNSUPPORTED},
		{"a broken zip is refused", []byte("PK\x03\x04 broken"), "", jobportal.EUNSUPPORTED},
		{"an empty file is refused", nil, "", jobportal.EINVALID},
		{"a file over 5 MB is too large", append([]byte("%PDF-1.7\n"), make([]byte, 5<<20)...), "", jobportal.ETOOLARGE},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := media.CheckDocument("cv", c.data)
			if c.code != "" {
				wantCode(t, err, c.code, "cv")
				return
			}
			if err != nil || f.Name != c.want {
				t.Fatalf("%+v, %v", f, err)
			}
		})
	}
}

// BenchmarkVariant measures making the 1280-wide copy of a 12-megapixel photo.
func BenchmarkVariant(b *testing.B) {
	photo := makePhoto(b, 4000, 3000)
	for b.Loop() {
		if _, err := media.Variant(ctx, photo, 1280, false); err != nil {
			b.Fatal(err)
		}
	}
}

func TestDecode(t *testing.T) {
	webp, err := media.EncodeLossyWebP(image.NewRGBA(image.Rect(0, 0, 40, 30)), 75, 4)
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{
		"jpeg": makePhoto(t, 40, 30), "png": makeGraphic(t, 40, 30, false), "webp": webp,
	} {
		img, err := media.Decode(data)
		if err != nil || img.Bounds().Dx() != 40 || img.Bounds().Dy() != 30 {
			t.Fatalf("%s: %v, %v", name, img, err)
		}
	}
	if _, err := media.Decode([]byte("GIF89a")); err == nil {
		t.Fatal("a GIF was decoded")
	}
}
