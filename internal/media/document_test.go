package media_test

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
	"jobportal/internal/media"
)

// pdfWriter writes PDF files by hand, keeping each object's offset, so that
// the tests can make well-formed files of each structure writers produce and
// then break them one way at a time.
type pdfWriter struct {
	buf     bytes.Buffer
	offsets map[int]int
	eol     string
}

func newPDF(version, eol string) *pdfWriter {
	w := &pdfWriter{offsets: map[int]int{}, eol: eol}
	// The second line's bytes above 127 tell transfer programs the file is binary.
	fmt.Fprintf(&w.buf, "%%PDF-%s%s%%\xe2\xe3\xcf\xd3%s", version, eol, eol)
	return w
}

func (w *pdfWriter) obj(num int, body string) {
	w.offsets[num] = w.buf.Len()
	fmt.Fprintf(&w.buf, "%d 0 obj%s%s%sendobj%s", num, w.eol, body, w.eol, w.eol)
}

// page writes the objects 1 to 5 of a one-page CV: catalog, pages, page,
// its text and its font.
func (w *pdfWriter) page() {
	text := "BT /F1 18 Tf 72 720 Td (Nimali Perera \\(Accountant\\)) Tj ET"
	w.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	w.obj(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	w.obj(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>")
	w.obj(4, fmt.Sprintf("<< /Length %d >>%sstream%s%s%sendstream", len(text), w.eol, w.eol, text, w.eol))
	w.obj(5, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
}

// table ends a section with a cross-reference table of the objects nums
// and a trailer holding extra, and answers where the table starts.
func (w *pdfWriter) table(size int, nums []int, extra string) int {
	at := w.buf.Len()
	fmt.Fprintf(&w.buf, "xref%s0 1%s0000000000 65535 f \n", w.eol, w.eol)
	for _, n := range nums {
		fmt.Fprintf(&w.buf, "%d 1%s%010d 00000 n \n", n, w.eol, w.offsets[n])
	}
	fmt.Fprintf(&w.buf, "trailer%s<< /Size %d /Root 1 0 R %s>>%sstartxref%s%d%s%%%%EOF%s", w.eol, size, extra, w.eol, w.eol, at, w.eol, w.eol)
	return at
}

// stream ends a section with a cross-reference stream, object num, listing
// nums and itself (uncompressed, /W [1 4 2]), and answers where it starts.
func (w *pdfWriter) stream(num, size int, nums []int, extra string) int {
	at := w.buf.Len()
	w.offsets[num] = at
	var rows []byte
	index := "0 1"
	rows = append(rows, 0, 0, 0, 0, 0, 0xff, 0xff)
	for _, n := range append(nums, num) {
		index += fmt.Sprintf(" %d 1", n)
		rows = append(rows, 1)
		rows = binary.BigEndian.AppendUint32(rows, uint32(w.offsets[n]))
		rows = append(rows, 0, 0)
	}
	fmt.Fprintf(&w.buf, "%d 0 obj%s<< /Type /XRef /Size %d /W [1 4 2] /Index [%s] /Root 1 0 R %s/Length %d >>%sstream%s",
		num, w.eol, size, index, extra, len(rows), w.eol, w.eol)
	w.buf.Write(rows)
	fmt.Fprintf(&w.buf, "%sendstream%sendobj%sstartxref%s%d%s%%%%EOF%s", w.eol, w.eol, w.eol, w.eol, at, w.eol, w.eol)
	return at
}

// goodPDFs are one-page CVs in the structures PDF writers produce.
func goodPDFs() map[string][]byte {
	files := map[string][]byte{}
	{ // A classic table, as Chromium's and many other writers make.
		w := newPDF("1.4", "\n")
		w.page()
		w.table(6, []int{1, 2, 3, 4, 5}, "")
		files["a cross-reference table"] = w.buf.Bytes()
	}
	{ // Windows line ends, and a tail after %%EOF that readers skip.
		w := newPDF("1.7", "\r\n")
		w.page()
		w.table(6, []int{1, 2, 3, 4, 5}, "/ID [<0a1b2c> <0A1B2C>] ")
		files["CRLF line ends and a tail after %%EOF"] = append(w.buf.Bytes(), "\r\n  \x00\x00\n"...)
	}
	{ // A cross-reference stream, as PDF 1.5 writers such as pdfTeX and Word make.
		w := newPDF("1.5", "\n")
		w.page()
		w.stream(6, 7, []int{1, 2, 3, 4, 5}, "")
		files["a cross-reference stream"] = w.buf.Bytes()
	}
	{ // An incremental update: a signed or edited file gets a section appended.
		w := newPDF("1.4", "\n")
		w.page()
		first := w.table(6, []int{1, 2, 3, 4, 5}, "")
		w.obj(6, "<< /Title (Nimali Perera CV) /Producer (Editor) >>")
		w.table(7, []int{6}, fmt.Sprintf("/Info 6 0 R /Prev %d ", first))
		files["an incremental update of a table"] = w.buf.Bytes()
	}
	{ // An incremental update of a file with a cross-reference stream.
		w := newPDF("1.6", "\n")
		w.page()
		first := w.stream(6, 7, []int{1, 2, 3, 4, 5}, "")
		w.obj(7, "<< /Title (Nimali Perera CV) >>")
		w.stream(8, 9, []int{7}, fmt.Sprintf("/Info 7 0 R /Prev %d ", first))
		files["an incremental update of a stream"] = w.buf.Bytes()
	}
	return files
}

func TestCheckPDF(t *testing.T) {
	for name, data := range goodPDFs() {
		t.Run(name+" is taken", func(t *testing.T) {
			if f, err := media.CheckDocument("cv", data); err != nil || f != media.PDF {
				t.Fatalf("%+v, %v", f, err)
			}
			// Poppler, where it is installed, must agree that the fixture is a
			// PDF, so that the files above are real ones and not only what
			// CheckDocument expects.
			if pdfinfo, err := exec.LookPath("pdfinfo"); err == nil {
				path := filepath.Join(t.TempDir(), "cv.pdf")
				if err := os.WriteFile(path, data, 0o600); err != nil {
					t.Fatal(err)
				}
				out, err := exec.Command(pdfinfo, path).CombinedOutput()
				if err != nil || !regexp.MustCompile(`(?m)^Pages:\s+1$`).Match(out) || strings.Contains(string(out), "Syntax Error") {
					t.Fatalf("pdfinfo: %v\n%s", err, out)
				}
			}
		})
	}

	good := goodPDFs()["a cross-reference table"]
	table := bytes.Index(good, []byte("xref\n"))
	replace := func(old, new string) []byte {
		if !bytes.Contains(good, []byte(old)) {
			t.Fatalf("the fixture has no %q", old)
		}
		return bytes.Replace(bytes.Clone(good), []byte(old), []byte(new), 1)
	}
	startxref := fmt.Sprintf("startxref\n%d\n", table)
	for _, c := range []struct {
		name string
		data []byte
		code string
	}{
		{"HTML with %PDF- in its first kilobyte",
			[]byte("<!DOCTYPE html><html><body><!-- %PDF-1.7 --><script>alert(1)</script></body></html>\n%%EOF\n"), jobportal.EUNSUPPORTED},
		{"a header after a few other bytes", append([]byte("\xef\xbb\xbf"), good...), jobportal.EUNSUPPORTED},
		{"a header without a version", replace("%PDF-1.4", "%PDF-xx"), jobportal.EINVALID},
		{"a file cut short, without %%EOF", good[:len(good)/2], jobportal.EINVALID},
		{"%%EOF more than a kilobyte from the end", append(bytes.Clone(good), bytes.Repeat([]byte("junk "), 300)...), jobportal.EINVALID},
		{"no startxref", replace("startxref", "startxrez"), jobportal.EINVALID},
		{"startxref without an offset", replace(startxref, "startxref\n"), jobportal.EINVALID},
		{"startxref pointing into an object", replace(startxref, fmt.Sprintf("startxref\n%d\n", table-20)), jobportal.EINVALID},
		{"startxref pointing past the end", replace(startxref, "startxref\n999999\n"), jobportal.EINVALID},
		{"a damaged table entry", replace(" 00000 n \n2 1", " 00000 x \n2 1"), jobportal.EINVALID},
		{"a trailer without /Root", replace("/Root 1 0 R", "/Info 1 0 R"), jobportal.EINVALID},
		{"a /Root whose offset holds another object", replace("/Root 1 0 R", "/Root 2 0 R"), jobportal.EINVALID},
		{"a /Prev pointing at its own section", replace("/Root 1 0 R ", fmt.Sprintf("/Root 1 0 R /Prev %d ", table)), jobportal.EINVALID},
		{"a trailer nested a thousand deep", replace("/Root 1 0 R ", "/Root 1 0 R /X "+strings.Repeat("[", 1000)+strings.Repeat("]", 1000)+" "), jobportal.EINVALID},
		{"a stream offset at an object that is not a cross-reference stream", func() []byte {
			s := goodPDFs()["a cross-reference stream"]
			return bytes.Replace(s, []byte("/Type /XRef"), []byte("/Type /XObj"), 1)
		}(), jobportal.EINVALID},
	} {
		t.Run(c.name+" is refused", func(t *testing.T) {
			_, err := media.CheckDocument("cv", c.data)
			wantCode(t, err, c.code, "cv")
			if msg := err.(*jobportal.Error).Message; !strings.Contains(msg, "PDF") {
				t.Fatalf("message %q does not say what to send", msg)
			}
		})
	}
}

// zipWith returns a zip of the given parts, deflated.
func zipWith(t testing.TB, parts map[string][]byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range []string{"[Content_Types].xml", "_rels/.rels", "word/document.xml", "word/styles.xml", "word/media/image1.bin", "word/media/bomb.xml"} {
		data, ok := parts[name]
		if !ok {
			continue
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// wordParts are the parts of a Word CV of a few pages with a photo: XML that
// compresses as Word's does, and picture bytes that hardly compress.
func wordParts() map[string][]byte {
	var doc strings.Builder
	doc.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`)
	for i := range 400 {
		fmt.Fprintf(&doc, `<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr><w:r><w:t>Line %d: kept the accounts of Lanka Traders, Colombo, reconciled %d ledgers.</w:t></w:r></w:p>`, i, i*7%97)
	}
	doc.WriteString(`</w:body></w:document>`)
	photo := make([]byte, 200_000)
	x := uint32(2463534242)
	for i := range photo { // xorshift: bytes as incompressible as a JPEG's
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		photo[i] = byte(x)
	}
	return map[string][]byte{
		"[Content_Types].xml":   []byte(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`),
		"_rels/.rels":           []byte(`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>`),
		"word/document.xml":     []byte(doc.String()),
		"word/styles.xml":       bytes.Repeat([]byte(`<w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/></w:style>`), 200),
		"word/media/image1.bin": photo,
	}
}

func TestCheckDocx(t *testing.T) {
	t.Run("a Word CV with a photo is taken", func(t *testing.T) {
		if f, err := media.CheckDocument("cv", zipWith(t, wordParts())); err != nil || f != media.DOCX {
			t.Fatalf("%+v, %v", f, err)
		}
	})
	t.Run("a zip bomb of 99 KB that inflates to 100 MiB is refused", func(t *testing.T) {
		parts := wordParts()
		delete(parts, "word/media/image1.bin")
		parts["word/media/bomb.xml"] = make([]byte, 100<<20)
		bomb := zipWith(t, parts)
		if len(bomb) > 120<<10 {
			t.Fatalf("the bomb is %d bytes", len(bomb))
		}
		_, err := media.CheckDocument("cv", bomb)
		wantCode(t, err, jobportal.EINVALID, "cv")
		if msg := err.(*jobportal.Error).Message; !strings.Contains(msg, "at most 25 MB") {
			t.Fatalf("message %q", msg)
		}
	})
	t.Run("a bomb whose directory understates its sizes is refused once inflating passes them", func(t *testing.T) {
		parts := wordParts()
		delete(parts, "word/media/image1.bin")
		parts["word/media/bomb.xml"] = make([]byte, 30<<20)
		bomb := understate(t, zipWith(t, parts), "word/media/bomb.xml", 1000)
		_, err := media.CheckDocument("cv", bomb)
		wantCode(t, err, jobportal.EINVALID, "cv")
	})
	t.Run("a part that inflates 100 times its file's size is refused below 25 MB", func(t *testing.T) {
		parts := wordParts()
		delete(parts, "word/media/image1.bin")
		parts["word/media/bomb.xml"] = make([]byte, 8<<20) // about 8 KB zipped
		_, err := media.CheckDocument("cv", zipWith(t, parts))
		wantCode(t, err, jobportal.EINVALID, "cv")
	})
	t.Run("a part whose bytes do not match its checksum is refused as damaged", func(t *testing.T) {
		data := zipWith(t, wordParts())
		// The photo is stored nearly as it is: changing a byte in its middle
		// leaves a valid deflate stream with the wrong CRC.
		i := bytes.LastIndex(data, []byte("word/media/image1.bin"))
		data = bytes.Clone(data)
		data[i-100_000] ^= 0xff
		_, err := media.CheckDocument("cv", data)
		wantCode(t, err, jobportal.EINVALID, "cv")
	})
	t.Run("a zip without [Content_Types].xml is not a Word file", func(t *testing.T) {
		parts := wordParts()
		delete(parts, "[Content_Types].xml")
		_, err := media.CheckDocument("cv", zipWith(t, parts))
		wantCode(t, err, jobportal.EUNSUPPORTED, "cv")
	})
}

// understate rewrites the uncompressed size the zip's directory and local
// header give for name, as a hostile file would.
func understate(t *testing.T, data []byte, name string, size uint32) []byte {
	t.Helper()
	data = bytes.Clone(data)
	n := 0
	for _, sig := range []struct {
		magic  string
		sizeAt int // offset of the uncompressed size in the header
		nameAt int // offset of the name
	}{{"PK\x03\x04", 22, 30}, {"PK\x01\x02", 24, 46}} {
		for i := 0; ; {
			j := bytes.Index(data[i:], []byte(sig.magic))
			if j < 0 {
				break
			}
			i += j
			if bytes.HasPrefix(data[i+sig.nameAt:], []byte(name)) {
				binary.LittleEndian.PutUint32(data[i+sig.sizeAt:], size)
				n++
			}
			i += 4
		}
	}
	if n != 2 {
		t.Fatalf("found %d headers of %s", n, name)
	}
	return data
}

// FuzzCheckDocumentStructure feeds CheckDocument mutated PDFs and Word files:
// it must never panic, and what it takes as a PDF must have the header at
// its start and %%EOF near its end. go test runs the seeds; go test -fuzz
// explores from them.
func FuzzCheckDocumentStructure(f *testing.F) {
	for _, data := range goodPDFs() {
		f.Add(data)
	}
	f.Add(zipWith(f, map[string][]byte{"[Content_Types].xml": []byte("<Types/>"), "word/document.xml": []byte("<w:document/>")}))
	f.Add([]byte("%PDF-1.7\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R /Prev 9 >>\nstartxref\n9\n%%EOF"))
	f.Fuzz(func(t *testing.T, data []byte) {
		format, err := media.CheckDocument("cv", data)
		if err != nil || format != media.PDF {
			return
		}
		tail := data[max(0, len(data)-1024):]
		if !bytes.HasPrefix(data, []byte("%PDF-")) || !bytes.Contains(tail, []byte("%%EOF")) {
			t.Fatalf("taken as a PDF: %q", data)
		}
	})
}
