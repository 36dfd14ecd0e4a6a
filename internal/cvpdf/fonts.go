package cvpdf

import (
	"bytes"
	"embed"
	"fmt"
	"sync"

	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
)

//go:embed fonts/*.ttf
var fontFiles embed.FS

// The shipped faces, by index. Each script has a regular and a bold face.
const (
	fLatin = iota
	fLatinBold
	fSinhala
	fSinhalaBold
	fTamil
	fTamilBold
	numFaces
)

var faceFiles = [numFaces]string{
	"NotoSans-Regular", "NotoSans-Bold",
	"NotoSansSinhala-Regular", "NotoSansSinhala-Bold",
	"NotoSansTamil-Regular", "NotoSansTamil-Bold",
}

// faceScript is the script each face is shaped with, and the language
// given to the shaper with it.
var faceScript = [numFaces]language.Script{language.Latin, language.Latin, language.Sinhala, language.Sinhala, language.Tamil, language.Tamil}
var faceLang = [numFaces]language.Language{"en", "en", "si", "si", "ta", "ta"}

// shippedFont is one font file, parsed once and shared: font.Font is
// read-only after parsing; the font.Face each render makes from it is not.
type shippedFont struct {
	name   string
	data   []byte
	parsed *font.Font
	sfnt   *sfnt
	upem   float64
	ascent float64 // in font units
	desc   float64 // in font units, negative
	capH   float64
	bbox   [4]int
}

var (
	fontsOnce sync.Once
	fonts     [numFaces]*shippedFont
	fontsErr  error
)

func loadFonts() ([numFaces]*shippedFont, error) {
	fontsOnce.Do(func() {
		for i, name := range faceFiles {
			data, err := fontFiles.ReadFile("fonts/" + name + ".ttf")
			if err != nil {
				fontsErr = err
				return
			}
			face, err := font.ParseTTF(bytes.NewReader(data))
			if err != nil {
				fontsErr = fmt.Errorf("parse %s: %w", name, err)
				return
			}
			sf, err := parseSFNT(data)
			if err != nil {
				fontsErr = fmt.Errorf("read %s: %w", name, err)
				return
			}
			ext, _ := face.FontHExtents()
			head := sf.tables["head"]
			s16 := func(b []byte) int { return int(int16(uint16(b[0])<<8 | uint16(b[1]))) }
			f := &shippedFont{
				name: name, data: data, parsed: face.Font, sfnt: sf,
				upem:   float64(sf.unitsPerEm()),
				ascent: float64(ext.Ascender), desc: float64(ext.Descender),
				bbox: [4]int{s16(head[36:]), s16(head[38:]), s16(head[40:]), s16(head[42:])},
			}
			f.capH = f.ascent * 0.7
			if os2 := sf.tables["OS/2"]; len(os2) >= 90 {
				f.capH = float64(s16(os2[88:]))
			}
			fonts[i] = f
		}
	})
	return fonts, fontsErr
}

// FontFile returns a shipped font file by its name without ".ttf" (such as
// "NotoSansSinhala-Regular"), for drawing text in Sinhala and Tamil outside
// PDFs: the generated flyers of the OCR tests and benchmark (internal/ocr/flyer).
func FontFile(name string) ([]byte, error) {
	return fontFiles.ReadFile("fonts/" + name + ".ttf")
}
