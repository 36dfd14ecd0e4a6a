package cvpdf

import (
	"sync"
	"unicode"

	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/segmenter"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"
)

// A glyph as placed by the shaper, in font units of its face.
type glyph struct {
	gid          uint16
	adv, dx, dy  float64
	runeIdx, end int // the cluster's runes in the shaped text
}

// A cluster is the smallest piece of shaped text that is never split: one
// or more characters shaped together into one or more glyphs (a Sinhala
// conjunct with its vowel signs, a Latin letter with its accent).
type cluster struct {
	face   int
	glyphs []glyph
	text   []rune
	width  float64 // in font units
	space  bool    // whitespace: a line may end here
	brk    bool    // a line may break before this cluster
}

// shaper shapes text with the shipped faces. It is not safe for concurrent
// use; renders take one from shaperPool.
type shaper struct {
	hb      shaping.HarfbuzzShaper
	faces   [numFaces]*font.Face
	seg     segmenter.Segmenter
	missing map[rune]bool
}

var shaperPool = sync.Pool{New: func() any {
	fs, err := loadFonts()
	if err != nil {
		return nil
	}
	s := &shaper{}
	for i, f := range fs {
		s.faces[i] = font.NewFace(f.parsed)
	}
	return s
}}

func (s *shaper) has(face int, r rune) bool {
	_, ok := s.faces[face].NominalGlyph(r)
	return ok
}

func boldFace(face int, bold bool) int {
	if bold {
		return face | 1
	}
	return face &^ 1
}

// ignorable characters (joiners, variation selectors) have no glyph of
// their own; the shaper uses them to choose forms, so they stay in the run
// of the character before them.
func ignorable(r rune) bool {
	return r == 0x200C || r == 0x200D || (r >= 0xFE00 && r <= 0xFE0F) || r == 0x200B || r == 0x2060 || r == 0xFEFF
}

// faceFor chooses the face of each character: Sinhala and Tamil letters
// their own faces, other characters Noto Sans, and common characters
// (spaces, digits, punctuation) the face of the text around them when it
// has them. Characters that no face has are dropped and noted.
func (s *shaper) assign(runes []rune, bold bool) ([]rune, []int) {
	out := runes[:0:0]
	faces := make([]int, 0, len(runes))
	prev := -1
	dropped := false
	for _, r := range runes {
		if r == '\t' {
			r = ' '
		}
		if unicode.IsControl(r) {
			continue
		}
		if ignorable(r) {
			// A joiner after a character left out (inside an emoji
			// sequence) goes with it.
			if prev >= 0 && !dropped {
				out = append(out, r)
				faces = append(faces, prev)
			}
			continue
		}
		f := -1
		switch language.LookupScript(r) {
		case language.Sinhala:
			f = fSinhala
		case language.Tamil:
			f = fTamil
		case language.Common, language.Inherited:
			if prev >= 0 && s.has(boldFace(prev, bold), r) {
				f = prev
			}
		}
		if f < 0 || !s.has(boldFace(f, bold), r) {
			f = -1
			for _, c := range []int{fLatin, fSinhala, fTamil} {
				if s.has(boldFace(c, bold), r) {
					f = c
					break
				}
			}
		}
		if f < 0 {
			if s.missing == nil {
				s.missing = map[rune]bool{}
			}
			s.missing[r] = true
			dropped = true
			continue
		}
		dropped = false
		f = boldFace(f, bold)
		out = append(out, r)
		faces = append(faces, f)
		prev = f
	}
	return out, faces
}

// shape shapes one paragraph (no line breaks in it) into clusters, and
// marks where lines may break.
func (s *shaper) shape(text string, bold bool) []cluster {
	runes, faces := s.assign([]rune(text), bold)
	if len(runes) == 0 {
		return nil
	}
	breaks := make([]bool, len(runes)+1)
	s.seg.Init(runes)
	it := s.seg.LineIterator()
	for it.Next() {
		l := it.Line()
		breaks[l.Offset+len(l.Text)] = true
	}
	var out []cluster
	for start := 0; start < len(runes); {
		end := start + 1
		for end < len(runes) && faces[end] == faces[start] {
			end++
		}
		f := faces[start]
		upem := int(s.faces[f].Upem())
		o := s.hb.Shape(shaping.Input{
			Text: runes, RunStart: start, RunEnd: end,
			Direction: di.DirectionLTR, Face: s.faces[f],
			Size:   fixed.I(upem),
			Script: faceScript[f], Language: faceLang[f],
		})
		for i := 0; i < len(o.Glyphs); {
			ci := o.Glyphs[i].TextIndex()
			j := i
			for j < len(o.Glyphs) && o.Glyphs[j].TextIndex() == ci {
				j++
			}
			cEnd := end
			if j < len(o.Glyphs) {
				cEnd = o.Glyphs[j].TextIndex()
			}
			c := cluster{face: f, text: runes[ci:cEnd], brk: breaks[ci]}
			c.space = true
			for _, r := range c.text {
				if !unicode.IsSpace(r) {
					c.space = false
				}
			}
			for _, g := range o.Glyphs[i:j] {
				gl := glyph{
					gid:     uint16(g.GlyphID),
					adv:     float64(g.Advance) / 64,
					dx:      float64(g.XOffset) / 64,
					dy:      float64(g.YOffset) / 64,
					runeIdx: ci, end: cEnd,
				}
				c.width += gl.adv
				c.glyphs = append(c.glyphs, gl)
			}
			out = append(out, c)
			i = j
		}
		start = end
	}
	return out
}
