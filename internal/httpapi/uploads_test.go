package httpapi_test

import (
	"archive/zip"
	"bytes"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"mime/multipart"
	"slices"
	"strings"
	"testing"

	_ "golang.org/x/image/webp" // decodes the WebP copies the tests get
)

// formFile is a file in a test form: its field, the name it is sent under
// and its bytes.
type formFile struct {
	field, name string
	data        []byte
}

// formBody writes a multipart form and returns it with its Content-Type.
func formBody(fields [][2]string, files ...formFile) (string, string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, f := range fields {
		mw.WriteField(f[0], f[1])
	}
	for _, f := range files {
		fw, _ := mw.CreateFormFile(f.field, f.name)
		fw.Write(f.data)
	}
	mw.Close()
	return buf.String(), mw.FormDataContentType()
}

// sendForm sends a form with a token.
func (e *env) sendForm(method, url, token string, fields [][2]string, files ...formFile) answer {
	e.t.Helper()
	body, ctype := formBody(fields, files...)
	return e.do(method, url, body, token, "Content-Type", ctype)
}

// jobFields is a valid job as form fields, changed by the given pairs.
func jobFields(more ...[2]string) [][2]string {
	fields := [][2]string{
		{"title", "Accounts Assistant"}, {"description", "Keep the books of a busy shop in Kandy."},
		{"location", "Kandy"}, {"jobType", "Full Time Jobs"}, {"experienceLevel", "Entry Level"},
		{"mainTopic", "Private Jobs"}, {"subTopics", "Accounting and Finance"}, {"closingDate", day(20)},
	}
	for _, m := range more {
		if i := slices.IndexFunc(fields, func(f [2]string) bool { return f[0] == m[0] }); i >= 0 {
			fields[i] = m
		} else {
			fields = append(fields, m)
		}
	}
	return fields
}

// testPhoto is a JPEG of w × h with smooth colour, like a photo; seed makes
// different pictures.
func testPhoto(t testing.TB, w, h int, seed uint8) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x*255/w) + seed, uint8(y * 255 / h), 128 + seed, 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// testGraphic is a PNG of flat colours and lines, like a printed flyer.
func testGraphic(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := color.NRGBA{250, 246, 235, 255}
			if y < h/5 {
				c = color.NRGBA{128, 20, 40, 255}
			} else if y%12 < 2 {
				c = color.NRGBA{20, 20, 20, 255}
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	png.Encode(&buf, img)
	return buf.Bytes()
}

// pngClaiming is the header of a PNG that claims to be w × h: all a
// decompression bomb needs to show before it is decoded.
func pngClaiming(w, h uint32) []byte {
	var buf bytes.Buffer
	img := image.NewGray(image.Rect(0, 0, 1, 1))
	png.Encode(&buf, img)
	b := buf.Bytes()
	// The IHDR chunk's width and height are at bytes 16 to 24; its CRC follows the data.
	b[16], b[17], b[18], b[19] = byte(w>>24), byte(w>>16), byte(w>>8), byte(w)
	b[20], b[21], b[22], b[23] = byte(h>>24), byte(h>>16), byte(h>>8), byte(h)
	crc := crc32.ChecksumIEEE(b[12:29])
	b[29], b[30], b[31], b[32] = byte(crc>>24), byte(crc>>16), byte(crc>>8), byte(crc)
	return b
}

// testPDF and testDocx are small CV files of each kind.
var testPDF = onePagePDF()

// onePagePDF writes a one-page PDF with its cross-reference table, each
// object's offset counted as it is written, as PDF writers do; the
// catalog also holds catalogExtra.
func onePagePDF(catalogExtra ...string) []byte {
	var buf bytes.Buffer
	buf.WriteString("%PDF-1.4\n")
	var offsets []int
	for _, body := range []string{
		"<< /Type /Catalog /Pages 2 0 R " + strings.Join(catalogExtra, " ") + ">>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
	} {
		offsets = append(offsets, buf.Len())
		fmt.Fprintf(&buf, "%d 0 obj\n%s\nendobj\n", len(offsets), body)
	}
	xref := buf.Len()
	fmt.Fprintf(&buf, "xref\n0 %d\n0000000000 65535 f \n", len(offsets)+1)
	for _, o := range offsets {
		fmt.Fprintf(&buf, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&buf, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offsets)+1, xref)
	return buf.Bytes()
}

// zipBomb is a Word file of about 99 KB holding a part that inflates to 100 MiB.
func zipBomb(t testing.TB) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, part := range []struct {
		name string
		data []byte
	}{{"[Content_Types].xml", []byte("<Types/>")}, {"word/document.xml", make([]byte, 100<<20)}} {
		w, _ := zw.Create(part.name)
		w.Write(part.data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestCVUploadsThatAreRefused(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		seeker := e.customerToken("nimali@example.lk")
		apply := fmt.Sprintf("/api/jobs/%d/apply", e.approvedJob(company, admin))
		fields := applyForm(formFile{})
		for _, c := range []struct {
			name       string
			cv         []byte
			wantStatus int
			wantBody   string
		}{
			{"HTML with %PDF- in its first kilobyte is the wrong type",
				[]byte("<html><body><p>%PDF-1.7</p><script>alert(document.cookie)</script></body></html>\n%%EOF\n"), 415, "PDF or Word"},
			{"a PDF whose cross-reference offset is wrong is damaged",
				bytes.Replace(testPDF, []byte("startxref\n"), []byte("startxref\n1"), 1), 422, "may be damaged"},
			{"a PDF header and nothing else is damaged", []byte("%PDF-1.7\n%%EOF\n"), 422, "may be damaged"},
			{"a Word zip bomb is refused", zipBomb(t), 422, "at most 25 MB"},
		} {
			t.Run(c.name, func(t *testing.T) {
				e := e.sub(t)
				a := e.sendForm("POST", apply, seeker, fields, formFile{"cv", "cv.pdf", c.cv})
				wantStatus(t, a, c.wantStatus)
				if !strings.Contains(a.msg(), c.wantBody) || a.body["success"] != false {
					t.Fatalf("message %q", a.msg())
				}
				if errs, _ := a.body["errors"].([]any); len(errs) != 1 || errs[0].(map[string]any)["field"] != "cv" {
					t.Fatalf("errors %v do not name the cv", a.body["errors"])
				}
			})
		}
		t.Run("nothing refused was stored", func(t *testing.T) {
			e := e.sub(t)
			if keys := e.blobKeys(); len(keys) != 0 {
				t.Fatalf("stored %q", keys)
			}
		})
		t.Run("a well-formed PDF is taken", func(t *testing.T) {
			e := e.sub(t)
			wantStatus(t, e.sendForm("POST", apply, seeker, fields, formFile{"cv", "cv.pdf", testPDF}), 201)
		})
	})
}

func testDocx(t testing.TB) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range []string{"[Content_Types].xml", "_rels/.rels", "word/document.xml"} {
		w, _ := zw.Create(name)
		w.Write([]byte("<?xml version=\"1.0\"?><x/>"))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// blobKeys lists what the blob store holds.
func (e *env) blobKeys() []string {
	e.t.Helper()
	keys, err := e.blobs.List(ctxb, "")
	if err != nil {
		e.t.Fatal(err)
	}
	return keys
}

// mediaKey is the blob key of a /media path.
func mediaKey(path string) string { return strings.TrimPrefix(path, "/media/") }

// decodeImage reads an image answer and its format.
func decodeImage(t *testing.T, a answer) (image.Image, string) {
	t.Helper()
	img, format, err := image.Decode(bytes.NewReader(a.Body.Bytes()))
	if err != nil {
		t.Fatalf("the answer is not an image: %v", err)
	}
	return img, format
}

func wantStatus(t *testing.T, a answer, want int) {
	t.Helper()
	if a.Code != want {
		t.Fatalf("status %d, want %d: %.300s", a.Code, want, a.Body.String())
	}
}
