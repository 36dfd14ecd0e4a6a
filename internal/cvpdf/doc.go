package cvpdf

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
)

// A4 in points.
const (
	pageW = 595.28
	pageH = 841.89
)

type rgb [3]float64

func hex(c uint32) rgb {
	return rgb{float64(c>>16&0xff) / 255, float64(c>>8&0xff) / 255, float64(c&0xff) / 255}
}

var (
	white = rgb{1, 1, 1}
	black = hex(0x111827)
)

// style is how a piece of text looks.
type style struct {
	size  float64
	bold  bool
	color rgb
	lead  float64 // line height as a multiple of size
}

type span struct {
	text string
	st   style
}

// A placed cluster: shaped text with the style it is drawn in.
type styled struct {
	cluster
	size  float64
	color rgb
}

type line struct {
	cl    []styled
	width float64
}

type page struct {
	bg, fg bytes.Buffer
}

// doc is a document being laid out: its pages and what its text uses of
// each font.
type doc struct {
	sh    *shaper
	fonts [numFaces]*shippedFont
	use   [numFaces]*fontUse
	pages []*page
	photo bool // the photo XObject is drawn on some page
}

func (d *doc) page(i int) *page {
	for len(d.pages) <= i {
		d.pages = append(d.pages, &page{})
	}
	return d.pages[i]
}

func (d *doc) pts(c *styled) float64 {
	return c.width * c.size / d.fonts[c.face].upem
}

// shapeSpans shapes spans of text (one paragraph) into styled clusters.
func (d *doc) shapeSpans(spans []span) []styled {
	var out []styled
	for _, s := range spans {
		for _, c := range d.sh.shape(s.text, s.st.bold) {
			out = append(out, styled{cluster: c, size: s.st.size, color: s.st.color})
		}
	}
	return out
}

func (d *doc) width(cl []styled) float64 {
	w := 0.0
	for i := range cl {
		w += d.pts(&cl[i])
	}
	return w
}

// wrap breaks clusters into lines no wider than maxW: at the line break
// opportunities of Unicode's rules, and inside a word only when the word
// alone is too wide, then between clusters, never inside one.
func (d *doc) wrap(cl []styled, maxW float64) []line {
	var lines []line
	emit := func(part []styled) {
		for len(part) > 0 && part[0].space {
			part = part[1:]
		}
		for len(part) > 0 && part[len(part)-1].space {
			part = part[:len(part)-1]
		}
		lines = append(lines, line{cl: part, width: d.width(part)})
	}
	start, lastBreak := 0, -1
	curW := 0.0
	for i := 0; i < len(cl); i++ {
		c := &cl[i]
		w := d.pts(c)
		if i > start && (c.brk || cl[i-1].space) {
			lastBreak = i
		}
		if curW+w > maxW && i > start && !c.space {
			cut := i
			if lastBreak > start {
				cut = lastBreak
			}
			emit(cl[start:cut])
			start, lastBreak = cut, -1
			curW = d.width(cl[start:i])
		}
		curW += w
	}
	if start < len(cl) || len(lines) == 0 {
		emit(cl[start:])
	}
	return lines
}

// lineHeight is the height of a line of text: the style's leading, with
// room for the taller Sinhala and Tamil letters when the line has them.
func (d *doc) lineHeight(l line, st style) float64 {
	k := 1.0
	for _, c := range l.cl {
		switch c.face &^ 1 {
		case fSinhala:
			k = max(k, 1.14)
		case fTamil:
			k = max(k, 1.08)
		}
	}
	return st.size * st.lead * k
}

// drawLine writes a line's glyphs at x with its baseline at y. Each cluster
// whose glyphs do not map one to one to its characters is wrapped in an
// ActualText span, so that copying and searching give back the characters
// as they were typed, whatever the shaper reordered or joined.
func (d *doc) drawLine(p *page, l line, x, y float64) {
	b := &p.fg
	b.WriteString("BT\n")
	var (
		face      = -1
		size      float64
		color     = rgb{-1, -1, -1}
		inTJ      bool
		curX      float64
		curY      = math.NaN()
		flushText = func() {
			if inTJ {
				b.WriteString("] TJ\n")
				inTJ = false
			}
		}
	)
	pen := x
	for _, c := range l.cl {
		u := d.use[c.face]
		if u == nil {
			u = &fontUse{used: map[uint16]bool{}, unicode: map[uint16][]rune{}}
			d.use[c.face] = u
		}
		actual := len(c.glyphs) != 1
		if !actual {
			g := c.glyphs[0].gid
			if t, ok := u.unicode[g]; !ok {
				u.unicode[g] = c.text
			} else if !slices.Equal(t, c.text) {
				actual = true
			}
		}
		if c.face != face || c.size != size {
			flushText()
			face, size = c.face, c.size
			fmt.Fprintf(b, "/F%d %s Tf\n", face, num(size))
		}
		if c.color != color {
			flushText()
			color = c.color
			fmt.Fprintf(b, "%s %s %s rg\n", num(color[0]), num(color[1]), num(color[2]))
		}
		if actual {
			flushText()
			fmt.Fprintf(b, "/Span <</ActualText %s>> BDC\n", pdfText(string(c.text)))
		}
		f := d.fonts[c.face]
		k := c.size / f.upem
		for _, g := range c.glyphs {
			u.used[g.gid] = true
			gx, gy := pen+g.dx*k, y+g.dy*k
			if math.IsNaN(curY) || math.Abs(gy-curY) > 0.005 {
				flushText()
				fmt.Fprintf(b, "1 0 0 1 %s %s Tm\n", num(gx), num(gy))
				curX, curY = gx, gy
			}
			if !inTJ {
				b.WriteString("[")
				inTJ = true
			}
			if adj := (gx - curX) * 1000 / c.size; math.Abs(adj) > 0.5 {
				b.WriteString(num(-adj))
				curX = gx
			}
			fmt.Fprintf(b, "<%04X>", g.gid)
			curX += float64(f.sfnt.advance(int(g.gid))) * k
			pen += g.adv * k
		}
		if actual {
			flushText()
			b.WriteString("EMC\n")
		}
	}
	flushText()
	b.WriteString("ET\n")
}

// flow is a column that text flows down, onto further pages as needed.
type flow struct {
	d      *doc
	x, w   float64
	top    float64 // where the column starts on pages after the first
	bottom float64
	page   int
	y      float64
}

// need makes room for h points, moving to the next page when the column
// has less left.
func (f *flow) need(h float64) {
	if f.y-h < f.bottom && f.y < f.top-0.5 {
		f.page++
		f.y = f.top
		f.d.page(f.page)
	}
}

func (f *flow) gap(h float64) {
	if f.y < f.top-0.5 {
		f.y -= h
	}
}

type align int

const (
	left align = iota
	center
	right
)

// paragraph lays out spans as one paragraph: wrapped, indented by indent
// on every line (hang on the lines after the first), aligned.
// It gives where its first line went: page, top and height.
func (f *flow) paragraph(spans []span, indent, hang float64, al align) (pg int, top, lh float64) {
	cl := f.d.shapeSpans(spans)
	if len(cl) == 0 {
		return -1, 0, 0
	}
	pg = -1
	st := spans[0].st
	first := true
	for _, l := range f.d.wrap(cl, f.w-indent-hang) {
		if len(l.cl) == 0 {
			continue
		}
		h := f.d.lineHeight(l, st)
		f.need(h)
		if pg < 0 {
			pg, top, lh = f.page, f.y, h
		}
		x := f.x + indent
		if !first {
			x += hang
		}
		switch al {
		case center:
			x = f.x + (f.w-l.width)/2
		case right:
			x = f.x + f.w - l.width
		}
		f.d.drawLine(f.d.page(f.page), l, x, f.y-(h-st.size)/2-st.size*0.8)
		f.y -= h
		first = false
	}
	return pg, top, lh
}

// text lays out text whose lines are paragraphs; lines that start with a
// dash, star or bullet become bulleted points.
func (f *flow) text(s string, st style) {
	for _, p := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if r := []rune(p); len(r) > 1 && strings.ContainsRune("-*•·", r[0]) && unicode.IsSpace(r[1]) {
			body := strings.TrimSpace(string(r[1:]))
			bullet := st.size * 0.9
			if pg, top, lh := f.paragraph([]span{{body, st}}, bullet, 0, left); pg >= 0 {
				// The bullet is a character, so that the list stays a list
				// when the text is copied or read by a tracking system.
				dot := f.d.shapeSpans([]span{{"•", st}})
				f.d.drawLine(f.d.page(pg), line{cl: dot, width: f.d.width(dot)}, f.x+bullet*0.1, top-(lh-st.size)/2-st.size*0.8)
			}
			continue
		}
		f.paragraph([]span{{p, st}}, 0, 0, left)
	}
}

// row lays out a left text (wrapped) with a right text on its first line,
// such as a job title with its dates.
func (f *flow) row(l []span, r span) {
	if r.text == "" {
		f.paragraph(l, 0, 0, left)
		return
	}
	rc := f.d.shapeSpans([]span{r})
	rw := f.d.width(rc)
	if rw > f.w*0.45 {
		f.paragraph(l, 0, 0, left)
		f.paragraph([]span{r}, 0, 0, left)
		return
	}
	lc := f.d.shapeSpans(l)
	lines := f.d.wrap(lc, f.w-rw-8)
	rl := line{cl: rc, width: rw}
	for i, ln := range lines {
		lh := f.d.lineHeight(ln, l[0].st)
		if i == 0 {
			lh = max(lh, f.d.lineHeight(rl, r.st))
		}
		f.need(lh)
		base := f.y - (lh-l[0].st.size)/2 - l[0].st.size*0.8
		pg := f.d.page(f.page)
		f.d.drawLine(pg, ln, f.x, base)
		if i == 0 {
			f.d.drawLine(pg, rl, f.x+f.w-rw, base)
		}
		f.y -= lh
	}
}

func (d *doc) rect(p *page, x, y, w, h float64, c rgb, bg bool) {
	b := &p.fg
	if bg {
		b = &p.bg
	}
	fmt.Fprintf(b, "%s %s %s rg %s %s %s %s re f\n", num(c[0]), num(c[1]), num(c[2]), num(x), num(y), num(w), num(h))
}

func (d *doc) rule(p *page, x1, y, x2, width float64, c rgb) {
	fmt.Fprintf(&p.fg, "%s %s %s RG %s w %s %s m %s %s l S\n", num(c[0]), num(c[1]), num(c[2]), num(width), num(x1), num(y), num(x2), num(y))
}

// image draws the photo to fill the box (x, y, w, h), cropped to it.
func (d *doc) image(p *page, x, y, w, h float64, iw, ih int) {
	d.photo = true
	s := math.Max(w/float64(iw), h/float64(ih))
	dw, dh := float64(iw)*s, float64(ih)*s
	fmt.Fprintf(&p.fg, "q %s %s %s %s re W n %s 0 0 %s %s %s cm /Photo Do Q\n",
		num(x), num(y), num(w), num(h), num(dw), num(dh), num(x-(dw-w)/2), num(y-(dh-h)/2))
}
