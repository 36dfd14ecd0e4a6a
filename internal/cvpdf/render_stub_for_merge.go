// Package cvpdf makes the PDF of a CV in its template.
//
// This file is a temporary renderer with the package's API, until the real
// one lands: a one-page PDF with the person's name in a standard font.
package cvpdf

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"

	"jobportal/internal/jobportal"
)

// Options are how a CV is rendered.
type Options struct {
	Photo        []byte // JPEG, or nil
	IncludePhoto bool
	Watermark    bool
}

// Result is a rendered CV.
type Result struct {
	PDF     []byte
	Pages   int
	Missing []rune // characters no font has, left out
}

// Template describes one CV template.
type Template struct {
	ID, Name, Description string
	ATSFriendly           bool
}

// Templates lists the templates in the order they are offered.
func Templates() []Template {
	return []Template{
		{ID: jobportal.CVTemplateModern, Name: "Modern", Description: "A coloured band for the name and accent headings."},
		{ID: jobportal.CVTemplateClassic, Name: "Classic", Description: "A centred name and ruled headings."},
		{ID: jobportal.CVTemplateCompact, Name: "Compact", Description: "A plain single column that tracking systems read well.", ATSFriendly: true},
		{ID: jobportal.CVTemplateSidebar, Name: "Sidebar", Description: "A coloured side column with contact details and skills."},
	}
}

// Thumbnail returns a template's preview as PNG.
func Thumbnail(id string) ([]byte, bool) {
	for _, t := range Templates() {
		if t.ID == id {
			img := image.NewRGBA(image.Rect(0, 0, 8, 11))
			for i := range img.Pix {
				img.Pix[i] = 0xff
			}
			img.Set(1, 1, color.RGBA{0x25, 0x63, 0xeb, 0xff})
			var b bytes.Buffer
			png.Encode(&b, img)
			return b.Bytes(), true
		}
	}
	return nil, false
}

// FileName is the name a CV's PDF is downloaded as.
func FileName(cv jobportal.CV) string {
	var parts []string
	for _, n := range []string{cv.BuilderData.PersonalInfo.FirstName, cv.BuilderData.PersonalInfo.LastName} {
		var b strings.Builder
		for _, r := range n {
			if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
				b.WriteRune(r)
			}
		}
		if b.Len() > 0 {
			parts = append(parts, b.String())
		}
	}
	if len(parts) == 0 {
		return "CV.pdf"
	}
	return strings.Join(parts, "-") + "-CV.pdf"
}

// Render makes a CV's PDF.
func Render(cv jobportal.CV, opt Options) (*Result, error) {
	name := strings.TrimSpace(cv.BuilderData.PersonalInfo.FirstName + " " + cv.BuilderData.PersonalInfo.LastName)
	var text strings.Builder
	var missing []rune
	for _, r := range name {
		if r < 128 && r >= 32 && r != '(' && r != ')' && r != '\\' {
			text.WriteRune(r)
		} else if r >= 128 {
			missing = append(missing, r)
		}
	}
	content := fmt.Sprintf("BT /F1 18 Tf 72 770 Td (%s) Tj ET", text.String())
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return &Result{PDF: b.Bytes(), Pages: 1, Missing: missing}, nil
}
