package cvpdf

import (
	"bytes"
	"testing"

	"github.com/go-text/typesetting/font"
)

// TestSubsetKeepsGlyphIDsAndOutlines subsets the Sinhala font to the
// glyphs of a word and reads the result back as a font: the kept glyphs
// have their outlines and advances at the same ids, the others none.
func TestSubsetKeepsGlyphIDsAndOutlines(t *testing.T) {
	fs, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	f := fs[fSinhala]
	s := shaperPool.Get().(*shaper)
	defer shaperPool.Put(s)
	used := map[uint16]bool{}
	for _, c := range s.shape("ශ්\u200dරී ලංකාව කෙසෙල්", false) {
		for _, g := range c.glyphs {
			used[g.gid] = true
		}
	}
	sub := f.sfnt.subset(used)
	if len(sub)*5 > len(f.data) {
		t.Errorf("subset is %d bytes of %d", len(sub), len(f.data))
	}
	parsed, err := font.ParseTTF(bytes.NewReader(sub))
	if err != nil {
		t.Fatalf("the subset is not a readable font: %v", err)
	}
	orig := font.NewFace(f.parsed)
	face := font.NewFace(parsed.Font)
	points := func(fc *font.Face, g uint16) int {
		o, ok := fc.GlyphData(font.GID(g)).(font.GlyphOutline)
		if !ok {
			return 0
		}
		return len(o.Segments)
	}
	last := uint16(0)
	for g := range used {
		last = max(last, g)
		if points(face, g) != points(orig, g) || points(face, g) == 0 && g != 3 {
			t.Errorf("glyph %d: %d segments, original %d", g, points(face, g), points(orig, g))
		}
		if face.HorizontalAdvance(font.GID(g)) != orig.HorizontalAdvance(font.GID(g)) {
			t.Errorf("glyph %d has another advance", g)
		}
	}
	for g := uint16(1); g < last; g++ {
		if !used[g] && points(face, g) != 0 && !isComponent(f.sfnt, used, int(g)) {
			t.Errorf("unused glyph %d kept its outline", g)
		}
	}
	if checksum(sub) != 0xB1B0AFBA {
		t.Errorf("font checksum %#x", checksum(sub))
	}
}

func isComponent(f *sfnt, used map[uint16]bool, g int) bool {
	for u := range used {
		for _, c := range f.components(int(u)) {
			if c == g {
				return true
			}
		}
	}
	return false
}
