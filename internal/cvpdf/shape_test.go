package cvpdf

import (
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"testing"
)

type hbGlyph struct {
	G  int     `json:"g"`
	Cl int     `json:"cl"`
	Dx float64 `json:"dx"`
	Dy float64 `json:"dy"`
	Ax float64 `json:"ax"`
}

// TestShapingMatchesHarfBuzz shapes Sinhala, Tamil and Latin names and
// sentences, with conjuncts and vowel signs that are drawn before their
// consonant, and compares each glyph, cluster, advance and offset with what
// HarfBuzz's own hb-shape gives for the same font, script and language.
func TestShapingMatchesHarfBuzz(t *testing.T) {
	hb, err := exec.LookPath("hb-shape")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("hb-shape is missing; CI must install libharfbuzz-bin")
		}
		t.Skip("hb-shape is not installed")
	}
	cases := []struct {
		face           int
		script, lang   string
		text           string
		multiGlyphSeen bool // the text has a cluster of several glyphs
	}{
		{fSinhala, "Sinh", "si", "ශ්\u200dරී ලංකාව", false},
		{fSinhala, "Sinh", "si", "ක්\u200dෂේත්\u200dර කාර්යාල පහක ගිණුම් අධීක්ෂණය", true},
		{fSinhala, "Sinh", "si", "ශ්\u200dරියානි පෙරේරා", true},
		{fSinhalaBold, "Sinh", "si", "කෙසෙල් කොළ ජ්\u200dයෙෂ්ඨ ගණකාධිකාරී", true},
		{fSinhala, "Sinh", "si", "ප්\u200dරේමරත්න සහ ද්\u200dරව්\u200dය", false},
		{fTamil, "Taml", "ta", "க்ஷேத்திரன் ஸ்ரீதரன்", true},
		{fTamil, "Taml", "ta", "கொடீஸ்வரன் பொறியியலாளர்", true},
		{fTamilBold, "Taml", "ta", "திருமதி லக்ஷ்மி சிவராஜா கோவை", true},
		{fTamil, "Taml", "ta", "யாழ்ப்பாணப் பல்கலைக்கழகம்", false},
		{fLatin, "Latn", "en", "AVATAR Wave Ltd – Café Naïve fi fl", false},
	}
	s := shaperPool.Get().(*shaper)
	defer shaperPool.Put(s)
	for _, tc := range cases {
		t.Run(faceFiles[tc.face]+" "+tc.text, func(t *testing.T) {
			out, err := exec.Command(hb, "--output-format=json", "--no-glyph-names", "--script="+tc.script, "--language="+tc.lang,
				"fonts/"+faceFiles[tc.face]+".ttf", tc.text).Output()
			if err != nil {
				t.Fatalf("hb-shape: %v", err)
			}
			var want []hbGlyph
			if err := json.Unmarshal(out, &want); err != nil {
				t.Fatalf("hb-shape output %q: %v", out, err)
			}
			var got []hbGlyph
			multi := false
			for _, c := range s.shape(tc.text, tc.face&1 == 1) {
				if c.face != tc.face {
					t.Fatalf("cluster %q in face %d, want %d", string(c.text), c.face, tc.face)
				}
				if len(c.glyphs) > 1 {
					multi = true
				}
				for _, g := range c.glyphs {
					got = append(got, hbGlyph{G: int(g.gid), Cl: g.runeIdx, Dx: g.dx, Dy: g.dy, Ax: g.adv})
				}
			}
			if len(got) != len(want) {
				t.Fatalf("%d glyphs, HarfBuzz %d:\ngot  %v\nwant %v", len(got), len(want), got, want)
			}
			for i := range want {
				g, w := got[i], want[i]
				if g.G != w.G || g.Cl != w.Cl || math.Abs(g.Ax-w.Ax) > 0.5 || math.Abs(g.Dx-w.Dx) > 0.5 || math.Abs(g.Dy-w.Dy) > 0.5 {
					t.Errorf("glyph %d: got %+v, HarfBuzz %+v", i, g, w)
				}
			}
			if tc.multiGlyphSeen && !multi {
				t.Error("no cluster of several glyphs: the vowel signs were not shaped with their consonants")
			}
		})
	}
}

// TestLinesBreakBetweenWordsAndNeverInsideACluster wraps a Sinhala
// paragraph and a very long word in a narrow column.
func TestLinesBreakBetweenWordsAndNeverInsideACluster(t *testing.T) {
	fs, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	s := shaperPool.Get().(*shaper)
	defer shaperPool.Put(s)
	d := &doc{sh: s, fonts: fs}
	st := style{size: 10, color: black, lead: 1.4}
	text := "ශ්\u200dරී ලංකා වරලත් ගණකාධිකාරී ආයතනයේ සාමාජිකාවක් ලෙස වසර හතකට වැඩි පළපුරුද්දක් ඇති ගණකාධිකාරිනියකි"
	lines := d.wrap(d.shapeSpans([]span{{text, st}}), 120)
	if len(lines) < 3 {
		t.Fatalf("%d lines", len(lines))
	}
	var joined []rune
	for i, l := range lines {
		if l.width > 120 {
			t.Errorf("line %d is %.1f wide", i, l.width)
		}
		if i > 0 {
			joined = append(joined, ' ')
		}
		for _, c := range l.cl {
			joined = append(joined, c.text...)
		}
	}
	if string(joined) != text {
		t.Errorf("lines do not join back to the text:\n%s\n%s", string(joined), text)
	}

	word := "ක්\u200dෂේත්\u200dරක්\u200dෂේත්\u200dරක්\u200dෂේත්\u200dරක්\u200dෂේත්\u200dරක්\u200dෂේත්\u200dරක්\u200dෂේත්\u200dර"
	lines = d.wrap(d.shapeSpans([]span{{word, st}}), 40)
	if len(lines) < 2 {
		t.Fatalf("a long word is not broken: %d lines", len(lines))
	}
	joined = joined[:0]
	for _, l := range lines {
		if len(l.cl) == 0 {
			t.Fatal("an empty line")
		}
		// Each line starts with a consonant: no vowel sign or virama is
		// cut from the consonant it belongs to.
		if first := l.cl[0].text[0]; first < 0x0D9A || first > 0x0DC6 {
			t.Errorf("a line starts with %U", first)
		}
		for _, c := range l.cl {
			joined = append(joined, c.text...)
		}
	}
	if string(joined) != word {
		t.Error("the broken word does not join back")
	}
}
