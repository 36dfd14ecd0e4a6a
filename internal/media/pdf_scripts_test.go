package media_test

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
	"jobportal/internal/media"
)

// catalogPDF is a one-page CV with a cross-reference table whose catalog
// (object 1) carries extra, followed by the objects more (from 6 on).
func catalogPDF(extra string, more ...string) []byte {
	w := newPDF("1.4", "\n")
	w.page()
	w.obj(1, "<< /Type /Catalog /Pages 2 0 R "+extra+">>")
	nums := []int{1, 2, 3, 4, 5}
	for i, body := range more {
		w.obj(6+i, body)
		nums = append(nums, 6+i)
	}
	w.table(6+len(more), nums, "")
	return w.buf.Bytes()
}

// objStmPDF is a one-page CV whose catalog has extra and whose objects
// inside (from 6 on) are kept in an object stream, object 20, of the
// given filter ("" for none, FlateDecode compresses), listed by a
// cross-reference stream.
func objStmPDF(t *testing.T, extra, filter, more string, inside ...string) []byte {
	t.Helper()
	w := newPDF("1.5", "\n")
	w.page()
	w.obj(1, "<< /Type /Catalog /Pages 2 0 R "+extra+">>")
	var head, objs strings.Builder
	for i, body := range inside {
		fmt.Fprintf(&head, "%d %d ", 6+i, objs.Len())
		objs.WriteString(body + "\n")
	}
	first := head.Len()
	plain := []byte(head.String() + objs.String())
	data := plain
	dict := fmt.Sprintf("/Type /ObjStm /N %d /First %d ", len(inside), first)
	switch filter {
	case "":
	case "FlateDecode":
		var z bytes.Buffer
		zw := zlib.NewWriter(&z)
		zw.Write(plain)
		zw.Close()
		data = z.Bytes()
		dict += "/Filter /FlateDecode "
	default:
		dict += "/Filter " + filter + " "
	}
	dict += more
	w.obj(20, fmt.Sprintf("<< %s/Length %d >>\nstream\n%s\nendstream", dict, len(data), data))
	w.stream(21, 22, []int{1, 2, 3, 4, 5, 20}, "")
	return w.buf.Bytes()
}

func TestCheckPDFScripts(t *testing.T) {
	openJS := "/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> "
	for _, c := range []struct {
		name string
		data func(t *testing.T) []byte
		code string // "" is taken
		msg  string
	}{
		{"an /OpenAction with /JS", func(*testing.T) []byte { return catalogPDF(openJS) }, jobportal.EUNSUPPORTED, "scripts"},
		{"an /OpenAction naming an object with /JS", func(*testing.T) []byte {
			return catalogPDF("/OpenAction 6 0 R ", "<< /S /JavaScript /JS 7 0 R >>", "(this.print\\(\\))")
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"names spelled with #xx escapes", func(*testing.T) []byte {
			return catalogPDF("/OpenAction << /S /Java#53cript /J#53 (app.alert\\(1\\)) >> ")
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"a launch action", func(*testing.T) []byte {
			return catalogPDF("/OpenAction << /S /Launch /F (cmd.exe) >> ")
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"a launch action spelled with escapes", func(*testing.T) []byte {
			return catalogPDF("/OpenAction << /S /L#61unch /F (cmd.exe) >> ")
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"document scripts in the names tree", func(*testing.T) []byte {
			return catalogPDF("/Names << /JavaScript 6 0 R >> ", "<< /Names [(a) 7 0 R] >>", "<< /S /JavaScript /JS (1) >>")
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"an /AA of the document with JavaScript", func(*testing.T) []byte {
			return catalogPDF("/AA << /WC << /S /JavaScript /JS (1) >> >> ")
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"a script in an incremental update", func(*testing.T) []byte {
			w := newPDF("1.4", "\n")
			w.page()
			first := w.table(6, []int{1, 2, 3, 4, 5}, "")
			w.obj(1, "<< /Type /Catalog /Pages 2 0 R "+openJS+">>")
			w.table(6, []int{1}, fmt.Sprintf("/Prev %d ", first))
			return w.buf.Bytes()
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"a script inside a compressed object stream", func(t *testing.T) []byte {
			return objStmPDF(t, "/OpenAction 6 0 R ", "FlateDecode", "", "<< /S /JavaScript /JS (app.alert\\(1\\)) >>")
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"an escaped script inside a compressed object stream", func(t *testing.T) []byte {
			return objStmPDF(t, "/OpenAction 6 0 R ", "FlateDecode", "", "<< /S /Java#53cript /J#53 (1) >>")
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"a script inside an object stream of an escaped type", func(t *testing.T) []byte {
			data := objStmPDF(t, "/OpenAction 6 0 R ", "FlateDecode", "", "<< /S /JavaScript /JS (1) >>")
			return bytes.Replace(data, []byte("/Type /ObjStm /N 1 "), []byte("/Type /Ob#6aStm /N 1"), 1)
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"a script inside an object stream without a filter", func(t *testing.T) []byte {
			return objStmPDF(t, "/OpenAction 6 0 R ", "", "", "<< /S /JavaScript /JS (1) >>")
		}, jobportal.EUNSUPPORTED, "scripts"},
		{"an object stream of a filter that is not read", func(t *testing.T) []byte {
			return objStmPDF(t, "", "/LZWDecode", "", "<< /Title (CV) >>")
		}, jobportal.EUNSUPPORTED, "could not be checked"},
		{"an object stream with a predictor", func(t *testing.T) []byte {
			return objStmPDF(t, "", "FlateDecode", "/DecodeParms << /Predictor 12 /Columns 4 >> ", "<< /Title (CV) >>")
		}, jobportal.EUNSUPPORTED, "could not be checked"},
		{"an object stream that does not inflate (encrypted, or broken)", func(t *testing.T) []byte {
			data := objStmPDF(t, "", "FlateDecode", "", "<< /Title (CV) >>")
			i := bytes.Index(data, []byte("stream\nx"))
			data[i+len("stream\n")] ^= 0xff
			return data
		}, jobportal.EUNSUPPORTED, "could not be checked"},

		{"a harmless compressed object stream", func(t *testing.T) []byte {
			return objStmPDF(t, "/OpenAction 6 0 R ", "FlateDecode", "", "<< /S /GoTo /D [3 0 R /Fit] >>", "<< /Title (Nimali Perera CV) >>")
		}, "", ""},
		{"the words JavaScript and Launch in text", func(*testing.T) []byte {
			return catalogPDF("", "<< /Title (JavaScript developer /JS /Launch) /Subject <2F4A53> >>")
		}, "", ""},
		{"a page whose content stream spells /JS", func(*testing.T) []byte {
			w := newPDF("1.4", "\n")
			w.page()
			text := "BT /JS 12 Tf 72 700 Td (Skills) Tj ET /Launch gs"
			w.obj(4, fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(text), text))
			w.table(6, []int{1, 2, 3, 4, 5}, "")
			return w.buf.Bytes()
		}, "", ""},
		{"a link that goes to a web page", func(*testing.T) []byte {
			return catalogPDF("", "<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://example.lk) >> >>")
		}, "", ""},
	} {
		verb := "is refused"
		if c.code == "" {
			verb = "is taken"
		}
		t.Run(c.name+" "+verb, func(t *testing.T) {
			data := c.data(t)
			f, err := media.CheckDocument("cv", data)
			if c.code == "" {
				if err != nil || f != media.PDF {
					t.Fatalf("%+v, %v", f, err)
				}
				pdfinfoAgrees(t, data)
				return
			}
			wantCode(t, err, c.code, "cv")
			if msg := err.(*jobportal.Error).Message; !strings.Contains(msg, c.msg) || !strings.Contains(msg, "PDF") {
				t.Fatalf("message %q", msg)
			}
		})
	}
}

// pdfinfoAgrees checks, where Poppler is installed, that a file taken is a PDF.
func pdfinfoAgrees(t *testing.T, data []byte) {
	pdfinfo, err := exec.LookPath("pdfinfo")
	if err != nil {
		return
	}
	path := filepath.Join(t.TempDir(), "cv.pdf")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(pdfinfo, path).CombinedOutput(); err != nil {
		t.Fatalf("pdfinfo: %v\n%s", err, out)
	}
}
