// Package cvpdf renders a CV as an A4 PDF in one of the CV templates.
//
// Text is shaped with go-text/typesetting (a port of HarfBuzz), so Sinhala
// and Tamil come out with their conjuncts and vowel signs right, and is
// written by glyph id in subset Noto fonts, with the characters each glyph
// stands for, so the text can be selected, searched and copied. The PDF is
// written here: the PDF libraries for Go place characters, not glyphs.
package cvpdf

import (
	"embed"
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"jobportal/internal/jobportal"
)

// Options are the export options of a PDF.
type Options struct {
	Photo        []byte // the profile photo as JPEG, or nil
	IncludePhoto bool
	Watermark    bool
}

// Result is a rendered CV.
type Result struct {
	PDF   []byte
	Pages int
	// Missing lists the characters no shipped font has (emoji, other
	// scripts); they are left out of the PDF.
	Missing []rune
}

// Template describes a CV template.
type Template struct {
	ID          string
	Name        string
	Description string
	// ATSFriendly is true for the template that applicant tracking systems
	// read best: one column of plain text in reading order.
	ATSFriendly bool
}

var templates = []Template{
	{ID: jobportal.CVTemplateModern, Name: "Modern", Description: "A coloured band with your name and contact details, and headings in your accent colour."},
	{ID: jobportal.CVTemplateClassic, Name: "Classic", Description: "A traditional layout: centred name, ruled section headings and restrained colour."},
	{ID: jobportal.CVTemplateCompact, Name: "Compact", Description: "Plain text in one column without graphics, which applicant tracking systems read reliably.", ATSFriendly: true},
	{ID: jobportal.CVTemplateSidebar, Name: "Sidebar", Description: "A coloured side column with your photo, contact details, skills and languages beside your experience."},
}

// Templates lists the CV templates in the order they are offered.
func Templates() []Template { return slices.Clone(templates) }

//go:embed thumbs/*.png
var thumbs embed.FS

// Thumbnail gives the PNG preview of a template, made from a render of a
// sample CV.
func Thumbnail(id string) ([]byte, bool) {
	if !slices.Contains(jobportal.CVTemplates, id) {
		return nil, false
	}
	b, err := thumbs.ReadFile("thumbs/" + id + ".png")
	return b, err == nil
}

// FileName is the file name to give a CV's PDF: the person's name in ASCII
// letters ("Nimal-Perera-CV.pdf"), or "CV.pdf" when the name has none
// (a name written only in Sinhala or Tamil, or no name).
func FileName(cv jobportal.CV) string {
	name := cv.BuilderData.PersonalInfo.FirstName + " " + cv.BuilderData.PersonalInfo.LastName
	var words []string
	var w strings.Builder
	for _, r := range norm.NFKD.String(name) {
		switch {
		case r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			w.WriteRune(r)
		case unicode.Is(unicode.Mn, r):
			// accents fall away: "é" becomes "e"
		case r == '\'' || r == '’':
		default:
			if w.Len() > 0 {
				words = append(words, w.String())
				w.Reset()
			}
		}
	}
	if w.Len() > 0 {
		words = append(words, w.String())
	}
	hasLetter := false
	for _, x := range words {
		for _, r := range x {
			if unicode.IsLetter(r) {
				hasLetter = true
			}
		}
	}
	if !hasLetter {
		return "CV.pdf"
	}
	return strings.Join(words, "-") + "-CV.pdf"
}

// Render lays out the CV in its template and writes the PDF.
func Render(cv jobportal.CV, opt Options) (*Result, error) {
	fs, err := loadFonts()
	if err != nil {
		return nil, fmt.Errorf("load fonts: %w", err)
	}
	sh, _ := shaperPool.Get().(*shaper)
	if sh == nil {
		return nil, fmt.Errorf("load fonts: no shaper")
	}
	sh.missing = nil
	defer shaperPool.Put(sh)

	d := &doc{sh: sh, fonts: fs}
	r := newRenderer(d, cv)
	if opt.IncludePhoto && cv.Customization.ShowPhoto && len(opt.Photo) > 0 && r.tpl != jobportal.CVTemplateCompact {
		w, h, comps, err := jpegInfo(opt.Photo)
		if err != nil {
			return nil, err
		}
		r.photoW, r.photoH, r.photoComps = w, h, comps
	}
	r.layout()
	if opt.Watermark || len(d.pages) > 1 {
		r.footers(opt.Watermark)
	}

	res := &Result{Pages: len(d.pages)}
	for ch := range sh.missing {
		res.Missing = append(res.Missing, ch)
	}
	sort.Slice(res.Missing, func(i, j int) bool { return res.Missing[i] < res.Missing[j] })
	res.PDF = r.write(opt.Photo)
	return res, nil
}

// write puts the laid-out pages into a PDF file.
func (r *renderer) write(photo []byte) []byte {
	d := r.d
	w := &pdfWriter{}
	catalog := w.reserve()
	pagesObj := w.reserve()
	var fontsDict strings.Builder
	for i, u := range d.use {
		if u != nil {
			fmt.Fprintf(&fontsDict, " /F%d %d 0 R", i, writeFont(w, d.fonts[i], u))
		}
	}
	xobj := ""
	if d.photo {
		cs := map[int]string{1: "/DeviceGray", 3: "/DeviceRGB", 4: "/DeviceCMYK"}[r.photoComps]
		decode := ""
		if r.photoComps == 4 {
			// Adobe writes CMYK JPEGs inverted.
			decode = " /Decode [1 0 1 0 1 0 1 0]"
		}
		img := w.addStream(fmt.Sprintf(" /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace %s /BitsPerComponent 8%s /Filter /DCTDecode",
			r.photoW, r.photoH, cs, decode), photo, true)
		xobj = fmt.Sprintf(" /XObject <</Photo %d 0 R>>", img)
	}
	res := w.add(fmt.Sprintf("<</ProcSet [/PDF /Text /ImageC] /Font <<%s>>%s>>", fontsDict.String(), xobj))
	var kids []string
	for _, p := range d.pages {
		content := append(p.bg.Bytes(), p.fg.Bytes()...)
		c := w.addStream("", content, false)
		n := w.add(fmt.Sprintf("<</Type /Page /Parent %d 0 R /MediaBox [0 0 %s %s] /Resources %d 0 R /Contents %d 0 R>>",
			pagesObj, num(pageW), num(pageH), res, c))
		kids = append(kids, fmt.Sprintf("%d 0 R", n))
	}
	w.set(pagesObj, fmt.Sprintf("<</Type /Pages /Kids [%s] /Count %d>>", strings.Join(kids, " "), len(kids)))
	lang := r.cv.Language
	if _, ok := wordsByLang[lang]; !ok {
		lang = "en"
	}
	w.set(catalog, fmt.Sprintf("<</Type /Catalog /Pages %d 0 R /Lang (%s) /ViewerPreferences <</DisplayDocTitle true>>>>", pagesObj, lang))
	title := strings.TrimSpace(r.name() + " CV")
	info := w.add(fmt.Sprintf("<</Title %s /Creator (JobPortal CV builder) /Producer (jobportal cvpdf)>>", pdfText(title)))
	return w.bytes(catalog, info)
}
