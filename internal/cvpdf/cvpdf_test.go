package cvpdf_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
)

// sample loads a sample CV from testdata.
func sample(t testing.TB, lang string) jobportal.CV {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "sample-"+lang+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var cv jobportal.CV
	if err := json.Unmarshal(b, &cv); err != nil {
		t.Fatal(err)
	}
	return cv
}

// long makes a CV long enough for three pages.
func long(cv jobportal.CV) jobportal.CV {
	d := &cv.BuilderData
	exp := d.Experience
	for i := 0; len(d.Experience) < 11; i++ {
		e := exp[i%len(exp)]
		e.ID = fmt.Sprintf("exp-more-%d", i)
		d.Experience = append(d.Experience, e)
	}
	return cv
}

// tool finds a poppler or HarfBuzz command. Without it the test is
// skipped, except under CI, where .ci/run installs the tools.
func tool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is missing; CI must install it (poppler-utils, libharfbuzz-bin)", name)
		}
		t.Skipf("%s is not installed", name)
	}
	return p
}

func render(t *testing.T, cv jobportal.CV, opt cvpdf.Options) *cvpdf.Result {
	t.Helper()
	res, err := cvpdf.Render(cv, opt)
	if err != nil {
		t.Fatalf("render: %v", err)
	}
	if !bytes.HasPrefix(res.PDF, []byte("%PDF-1.7")) {
		t.Fatalf("not a PDF: %q", res.PDF[:min(20, len(res.PDF))])
	}
	return res
}

func writePDF(t *testing.T, pdf []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "cv.pdf")
	if err := os.WriteFile(p, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(tool(t, name), args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	return string(out)
}

var space = regexp.MustCompile(`\s+`)

func squash(s string) string { return strings.TrimSpace(space.ReplaceAllString(s, " ")) }

func TestTheCrossReferenceTablePointsAtEachObject(t *testing.T) {
	pdf := render(t, sample(t, "si"), cvpdf.Options{}).PDF
	m := regexp.MustCompile(`startxref\n(\d+)\n%%EOF\n$`).FindSubmatch(pdf)
	if m == nil {
		t.Fatal("no startxref at the end")
	}
	xref, _ := strconv.Atoi(string(m[1]))
	if !bytes.HasPrefix(pdf[xref:], []byte("xref\n0 ")) {
		t.Fatalf("startxref %d does not point at the xref table", xref)
	}
	lines := strings.Split(string(pdf[xref:]), "\n")
	n, _ := strconv.Atoi(strings.Fields(lines[1])[1])
	for i := 1; i < n; i++ {
		off, _ := strconv.Atoi(lines[2+i][:10])
		want := fmt.Sprintf("%d 0 obj\n", i)
		if !bytes.HasPrefix(pdf[off:], []byte(want)) {
			t.Fatalf("xref entry %d points at %q", i, pdf[off:off+12])
		}
	}
}

func TestPdfinfoReadsAnA4PageWithTitleAndLanguage(t *testing.T) {
	res := render(t, sample(t, "en"), cvpdf.Options{})
	out := squash(run(t, "pdfinfo", writePDF(t, res.PDF)))
	for _, want := range []string{"Pages: " + strconv.Itoa(res.Pages), "Page size: 595.28 x 841.89 pts (A4)", "Title: Nimal Perera CV"} {
		if !strings.Contains(out, want) {
			t.Errorf("pdfinfo lacks %q:\n%s", want, out)
		}
	}
	if !bytes.Contains(res.PDF, []byte("/Lang (en)")) {
		t.Error("no /Lang in the catalog")
	}
	if res.Pages != 2 {
		t.Errorf("Pages = %d, want 2", res.Pages)
	}
}

func TestTextComesBackAsTheSameUnicode(t *testing.T) {
	cases := []struct {
		lang string
		want []string
	}{
		{"en", []string{"Nimal Perera", "Experience", "Senior Software Engineer", "Lanka Digital Systems (Pvt) Ltd", "Feb 2021 – Present", "Education"}},
		{"si", []string{"ශ්\u200dරියානි පෙරේරා", "රැකියා පළපුරුද්ද", "අධ්\u200dයාපනය", "ජ්\u200dයෙෂ්ඨ ගණකාධිකාරී", "ජනවාරි 2020 – මේ දක්වා",
			"ක්\u200dෂේත්\u200dර කාර්යාල පහක ගිණුම් අධීක්ෂණය කිරීම", "ශ්\u200dරී ජයවර්ධනපුර විශ්වවිද්\u200dයාලය"}},
		{"ta", []string{"ஸ்ரீதரன் கொடீஸ்வரன்", "பணி அனுபவம்", "கல்வி", "திருமதி லக்ஷ்மி சிவராஜா", "மார்ச் 2019 – தற்போது வரை",
			"பணியாளர் பயிற்சித் திட்டங்களை ஒருங்கிணைத்தல்", "யாழ்ப்பாணப் பல்கலைக்கழகம்"}},
	}
	for _, tc := range cases {
		for _, tpl := range jobportal.CVTemplates {
			t.Run(tc.lang+" in "+tpl, func(t *testing.T) {
				cv := sample(t, tc.lang)
				cv.Customization.Template = tpl
				res := render(t, cv, cvpdf.Options{})
				got := squash(run(t, "pdftotext", "-enc", "UTF-8", writePDF(t, res.PDF), "-"))
				for _, w := range tc.want {
					if !strings.Contains(strings.ToLower(got), strings.ToLower(squash(w))) {
						t.Errorf("pdftotext lacks %q; got:\n%s", w, got)
					}
				}
				if len(res.Missing) != 0 {
					t.Errorf("Missing = %q", string(res.Missing))
				}
			})
		}
	}
}

func TestFontsAreEmbeddedAsSubsets(t *testing.T) {
	res := render(t, sample(t, "si"), cvpdf.Options{})
	out := run(t, "pdffonts", writePDF(t, res.PDF))
	rows := 0
	for _, l := range strings.Split(out, "\n")[2:] {
		if strings.TrimSpace(l) == "" {
			continue
		}
		rows++
		f := strings.Fields(l)
		if !regexp.MustCompile(`^[A-Z]{6}\+NotoSans`).MatchString(f[0]) {
			t.Errorf("font %q has no subset tag", f[0])
		}
		// name, type (two words), encoding, emb, sub, uni, object, id
		if n := len(f); f[n-5] != "yes" || f[n-4] != "yes" || f[n-3] != "yes" {
			t.Errorf("font not embedded, subset and mapped to Unicode: %s", l)
		}
	}
	if rows < 3 {
		t.Errorf("%d fonts, want Latin and Sinhala, regular and bold:\n%s", rows, out)
	}
	if len(res.PDF) > 200<<10 {
		t.Errorf("PDF is %d bytes", len(res.PDF))
	}
}

func TestALongCVTakesThreePages(t *testing.T) {
	for _, lang := range []string{"en", "si", "ta"} {
		t.Run(lang, func(t *testing.T) {
			res := render(t, long(sample(t, lang)), cvpdf.Options{})
			if res.Pages != 3 {
				t.Fatalf("Pages = %d, want 3", res.Pages)
			}
			if len(res.PDF) > 200<<10 {
				t.Errorf("PDF is %d bytes, want under 200 KB", len(res.PDF))
			}
			out := squash(run(t, "pdfinfo", writePDF(t, res.PDF)))
			if !strings.Contains(out, "Pages: 3") {
				t.Errorf("pdfinfo:\n%s", out)
			}
		})
	}
}

func TestCharactersNoFontHasAreLeftOutAndReported(t *testing.T) {
	var cv jobportal.CV
	cv.Language = "en"
	cv.Customization = jobportal.DefaultCVCustomization()
	cv.BuilderData.PersonalInfo.FirstName = "😀🎉"
	cv.BuilderData.PersonalInfo.Summary = "🚀🚀 👍"
	res := render(t, cv, cvpdf.Options{})
	if string(res.Missing) != "🎉👍😀🚀" {
		t.Errorf("Missing = %q", string(res.Missing))
	}
	run(t, "pdfinfo", writePDF(t, res.PDF))

	cv.BuilderData.PersonalInfo.FirstName = "Nimal 👨\u200d👩\u200d👧 ශ්\u200dරී"
	res = render(t, cv, cvpdf.Options{})
	got := squash(run(t, "pdftotext", writePDF(t, res.PDF), "-"))
	if !strings.Contains(got, "Nimal ශ්\u200dරී") || strings.Contains(got, "\u200d\u200d") {
		t.Errorf("text %q", got)
	}
	if string(res.Missing) != "👍👧👨👩🚀" {
		t.Errorf("Missing = %q", string(res.Missing))
	}
}

func TestATamilOnlyCVRenders(t *testing.T) {
	var cv jobportal.CV
	cv.Language = "ta"
	cv.Customization = jobportal.DefaultCVCustomization()
	cv.BuilderData.PersonalInfo = jobportal.CVPersonalInfo{FirstName: "கொற்றவை", LastName: "க்ஷேத்திரன்", Summary: "தமிழில் மட்டும் எழுதப்பட்ட சுயவிவரம்."}
	res := render(t, cv, cvpdf.Options{})
	got := squash(run(t, "pdftotext", writePDF(t, res.PDF), "-"))
	for _, w := range []string{"கொற்றவை க்ஷேத்திரன்", "தமிழில் மட்டும் எழுதப்பட்ட சுயவிவரம்."} {
		if !strings.Contains(got, w) {
			t.Errorf("lacks %q in %q", w, got)
		}
	}
}

func TestEveryTemplateLanguageAndLayoutRenders(t *testing.T) {
	photo, err := os.ReadFile(filepath.Join("testdata", "photo.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range jobportal.CVLanguages {
		for _, tpl := range jobportal.CVTemplates {
			for _, layout := range jobportal.CVLayouts {
				for i, scheme := range jobportal.CVColorSchemes {
					cv := sample(t, lang)
					cv.Customization.Template = tpl
					cv.Customization.Layout = layout
					cv.Customization.ColorScheme = scheme
					cv.Customization.FontSize = jobportal.CVFontSizes[i%3]
					cv.Customization.Spacing = jobportal.CVSpacings[(i/2)%3]
					res, err := cvpdf.Render(cv, cvpdf.Options{Photo: photo, IncludePhoto: i%2 == 0, Watermark: i == 1})
					if err != nil {
						t.Fatalf("%s %s %s %s: %v", lang, tpl, layout, scheme, err)
					}
					if res.Pages < 1 || len(res.PDF) > 200<<10 {
						t.Errorf("%s %s %s: %d pages, %d bytes", lang, tpl, layout, res.Pages, len(res.PDF))
					}
				}
			}
		}
	}
}

func TestSectionOrderIsFollowed(t *testing.T) {
	cv := sample(t, "en")
	cv.Customization.Template = jobportal.CVTemplateCompact
	cv.Customization.SectionOrder = []string{"education", "experience"}
	got := squash(run(t, "pdftotext", writePDF(t, render(t, cv, cvpdf.Options{}).PDF), "-"))
	e, x := strings.Index(got, "EDUCATION"), strings.Index(got, "EXPERIENCE")
	if e < 0 || x < 0 || e > x {
		t.Errorf("education should come before experience: %q", got)
	}
	if strings.Contains(got, "PROJECTS") {
		t.Error("a section left out of the order is shown")
	}
}

func TestThePhotoIsEmbeddedAsJPEG(t *testing.T) {
	photo, err := os.ReadFile(filepath.Join("testdata", "photo.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	cv := sample(t, "en")
	res := render(t, cv, cvpdf.Options{Photo: photo, IncludePhoto: true})
	if !bytes.Contains(res.PDF, []byte("/DCTDecode")) || !bytes.Contains(res.PDF, photo) {
		t.Error("the photo is not in the PDF as it was")
	}
	out := run(t, "pdfimages", "-list", writePDF(t, res.PDF))
	if !strings.Contains(out, "jpeg") {
		t.Errorf("pdfimages:\n%s", out)
	}
	res = render(t, cv, cvpdf.Options{Photo: photo, IncludePhoto: false})
	if bytes.Contains(res.PDF, []byte("/DCTDecode")) {
		t.Error("the photo is included though includePhoto is false")
	}
	if _, err := cvpdf.Render(cv, cvpdf.Options{Photo: []byte("not a jpeg"), IncludePhoto: true}); err == nil {
		t.Error("a photo that is not a JPEG gives no error")
	}
}

func TestTheWatermarkIsAFooterLine(t *testing.T) {
	res := render(t, sample(t, "en"), cvpdf.Options{Watermark: true})
	got := squash(run(t, "pdftotext", writePDF(t, res.PDF), "-"))
	if !strings.Contains(got, "Made with the JobPortal CV builder") {
		t.Errorf("no watermark in %q", got)
	}
}

func TestFileName(t *testing.T) {
	cases := []struct{ first, last, want string }{
		{"Nimal", "Perera", "Nimal-Perera-CV.pdf"},
		{"  José ", "D'Silva", "Jose-DSilva-CV.pdf"},
		{"ශ්\u200dරියානි", "පෙරේරා", "CV.pdf"},
		{"", "", "CV.pdf"},
		{"Anne-Marie", "de Zoysa", "Anne-Marie-de-Zoysa-CV.pdf"},
		{"ஸ்ரீ", "Kumar", "Kumar-CV.pdf"},
	}
	for _, c := range cases {
		var cv jobportal.CV
		cv.BuilderData.PersonalInfo.FirstName, cv.BuilderData.PersonalInfo.LastName = c.first, c.last
		if got := cvpdf.FileName(cv); got != c.want {
			t.Errorf("FileName(%q %q) = %q, want %q", c.first, c.last, got, c.want)
		}
	}
}

func TestTemplatesAndThumbnails(t *testing.T) {
	ts := cvpdf.Templates()
	if len(ts) != len(jobportal.CVTemplates) {
		t.Fatalf("%d templates", len(ts))
	}
	ats := 0
	for i, tpl := range ts {
		if tpl.ID != jobportal.CVTemplates[i] || tpl.Name == "" || tpl.Description == "" {
			t.Errorf("template %d: %+v", i, tpl)
		}
		if tpl.ATSFriendly {
			ats++
		}
		png, ok := cvpdf.Thumbnail(tpl.ID)
		if !ok || !bytes.HasPrefix(png, []byte("\x89PNG")) || len(png) < 2000 {
			t.Errorf("thumbnail of %s: ok %v, %d bytes", tpl.ID, ok, len(png))
		}
	}
	if ats != 1 {
		t.Errorf("%d tracking-friendly templates, want compact only", ats)
	}
	if _, ok := cvpdf.Thumbnail("../fonts/OFL.txt"); ok {
		t.Error("an unknown template has a thumbnail")
	}
}

// TestRegenerateImages writes the template thumbnails and the sample pages
// in docs/cv-samples from real renders. It runs only when asked:
//
//	CVPDF_REGENERATE=1 go test ./internal/cvpdf -run TestRegenerateImages
func TestRegenerateImages(t *testing.T) {
	if os.Getenv("CVPDF_REGENERATE") == "" {
		t.Skip("set CVPDF_REGENERATE=1 to regenerate the thumbnails and sample pages")
	}
	photo, err := os.ReadFile(filepath.Join("testdata", "photo.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	pngOf := func(cv jobportal.CV, dpi int, dst string) {
		res := render(t, cv, cvpdf.Options{Photo: photo, IncludePhoto: true})
		base := filepath.Join(t.TempDir(), "page")
		run(t, "pdftoppm", "-r", strconv.Itoa(dpi), "-png", "-f", "1", "-l", "1", "-singlefile", writePDF(t, res.PDF), base)
		b, err := os.ReadFile(base + ".png")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tpl := range jobportal.CVTemplates {
		cv := sample(t, "en")
		cv.Customization.Template = tpl
		pngOf(cv, 30, filepath.Join("thumbs", tpl+".png"))
		for _, lang := range jobportal.CVLanguages {
			cv := sample(t, lang)
			cv.Customization.Template = tpl
			pngOf(cv, 60, filepath.Join("..", "..", "docs", "cv-samples", tpl+"-"+lang+".png"))
		}
	}
}

func TestRendersRunAtOnce(t *testing.T) {
	cvs := []jobportal.CV{sample(t, "en"), sample(t, "si"), sample(t, "ta")}
	want := make([][]byte, len(cvs))
	for i, cv := range cvs {
		want[i] = render(t, cv, cvpdf.Options{}).PDF
	}
	errs := make(chan error, 12)
	for i := 0; i < 12; i++ {
		go func() {
			res, err := cvpdf.Render(cvs[i%3], cvpdf.Options{})
			if err == nil && !bytes.Equal(res.PDF, want[i%3]) {
				err = fmt.Errorf("render %d differs from the same CV rendered alone", i)
			}
			errs <- err
		}()
	}
	for i := 0; i < 12; i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

func BenchmarkRender(b *testing.B) {
	for _, lang := range jobportal.CVLanguages {
		cv := long(sample(b, lang))
		b.Run(lang+" three pages", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := cvpdf.Render(cv, cvpdf.Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// words gives the words pdftotext finds on page 1 with their left edge.
func words(t *testing.T, pdf []byte) map[string]float64 {
	t.Helper()
	out := run(t, "pdftotext", "-bbox", "-f", "1", "-l", "1", writePDF(t, pdf), "-")
	re := regexp.MustCompile(`<word xMin="([0-9.]+)" yMin="[0-9.]+" xMax="[0-9.]+" yMax="[0-9.]+">([^<]*)</word>`)
	found := map[string]float64{}
	for _, m := range re.FindAllStringSubmatch(out, -1) {
		x, _ := strconv.ParseFloat(m[1], 64)
		if _, ok := found[m[2]]; !ok {
			found[m[2]] = x
		}
	}
	return found
}

func TestLayoutsPlaceTheSkillsColumn(t *testing.T) {
	cases := []struct {
		tpl, layout, word string
		minX, maxX        float64
	}{
		{"modern", "single-column", "Skills", 0, 100},
		{"modern", "two-column", "Skills", 380, 600},
		{"classic", "two-column", "CERTIFICATIONS", 380, 600},
		{"compact", "single-column", "SKILLS", 0, 100},
		{"compact", "two-column", "SKILLS", 380, 600},
		{"sidebar", "single-column", "SKILLS", 0, 178},
		{"sidebar", "single-column", "EXPERIENCE", 178, 300},
	}
	for _, c := range cases {
		t.Run(c.tpl+" "+c.layout+" puts "+c.word+" between "+fmt.Sprint(c.minX, c.maxX), func(t *testing.T) {
			cv := sample(t, "en")
			cv.Customization.Template, cv.Customization.Layout = c.tpl, c.layout
			x, ok := words(t, render(t, cv, cvpdf.Options{}).PDF)[c.word]
			if !ok || x < c.minX || x > c.maxX {
				t.Errorf("%s at x %v (found %v)", c.word, x, ok)
			}
		})
	}
}

func TestFontSizeAndSpacingChangeTheLength(t *testing.T) {
	pages := func(size, spacing string) int {
		cv := sample(t, "en")
		for len(cv.BuilderData.Experience) < 40 {
			cv.BuilderData.Experience = append(cv.BuilderData.Experience, cv.BuilderData.Experience[:3]...)
		}
		cv.Customization.FontSize, cv.Customization.Spacing = size, spacing
		return render(t, cv, cvpdf.Options{}).Pages
	}
	if s, l := pages("small", "normal"), pages("large", "normal"); s >= l {
		t.Errorf("small type %d pages, large %d", s, l)
	}
	if c, r := pages("medium", "compact"), pages("medium", "relaxed"); c >= r {
		t.Errorf("compact spacing %d pages, relaxed %d", c, r)
	}
}

func TestTheColourSchemeColoursTheHeader(t *testing.T) {
	want := map[string][3]int{"blue": {0x1D, 0x4E, 0xD8}, "teal": {0x0F, 0x76, 0x6E}, "red": {0xB9, 0x1C, 0x1C}, "gray": {0x37, 0x41, 0x51}}
	for scheme, rgb := range want {
		cv := sample(t, "en")
		cv.Customization.ColorScheme = scheme
		base := filepath.Join(t.TempDir(), "p")
		run(t, "pdftoppm", "-r", "10", "-f", "1", "-l", "1", "-singlefile", writePDF(t, render(t, cv, cvpdf.Options{}).PDF), base)
		// A binary PPM: header, then RGB bytes; the pixel at (2, 2) is in
		// the modern template's name band.
		b, err := os.ReadFile(base + ".ppm")
		if err != nil {
			t.Fatal(err)
		}
		head := strings.SplitN(string(b[:min(len(b), 40)]), "\n", 4)
		var w int
		if len(head) < 4 || head[0] != "P6" {
			t.Fatalf("not a PPM: %q", head)
		}
		fmt.Sscan(head[1], &w)
		n := len(head[0]) + len(head[1]) + len(head[2]) + 3
		px := b[n+3*(2*w+2):]
		for i := 0; i < 3; i++ {
			if d := int(px[i]) - rgb[i]; d < -3 || d > 3 {
				t.Errorf("%s: pixel %v, want %v", scheme, px[:3], rgb)
				break
			}
		}
	}
}

func TestEmptySectionsAreSkippedAndCustomSectionsComeLast(t *testing.T) {
	cv := sample(t, "en")
	cv.Customization.Template = "compact"
	cv.BuilderData.Projects = nil
	cv.BuilderData.References = []jobportal.CVReference{}
	cv.BuilderData.CustomSections = []jobportal.CVCustomSection{{ID: "c1", Title: "Volunteering", Items: []jobportal.CVCustomItem{
		{ID: "i1", Title: "Treasurer", Subtitle: "Nugegoda Lions Club", Date: "2022-01", Description: "Kept the accounts of the club's school book drive."}}}}
	got := squash(run(t, "pdftotext", writePDF(t, render(t, cv, cvpdf.Options{}).PDF), "-"))
	for _, gone := range []string{"PROJECTS", "REFERENCES"} {
		if strings.Contains(got, gone) {
			t.Errorf("empty section %s is shown", gone)
		}
	}
	v, a := strings.Index(got, "VOLUNTEERING Treasurer"), strings.Index(got, "ACHIEVEMENTS")
	if v < 0 || v < a {
		t.Errorf("the custom section is missing or not last: %q", got)
	}
}

func TestAnEmptyCVIsAValidPage(t *testing.T) {
	res := render(t, jobportal.CV{}, cvpdf.Options{Watermark: true})
	out := squash(run(t, "pdfinfo", writePDF(t, res.PDF)))
	if !strings.Contains(out, "Title: CV") || !strings.Contains(out, "Pages: 1") {
		t.Errorf("pdfinfo: %s", out)
	}
	if cvpdf.FileName(jobportal.CV{}) != "CV.pdf" {
		t.Error("an empty CV's file is not CV.pdf")
	}
}
