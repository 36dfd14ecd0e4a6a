// Package flyer draws vacancy notices in English, Sinhala and Tamil as a
// phone photographs them (a slight rotation, blur and noise), with the Noto
// fonts the project ships (internal/cvpdf), for the OCR tests and for
// bench/ocr, which measures how much of their text OCR reads.
package flyer

import (
	"bytes"
	"fmt"
	"image"
	"math"
	"math/rand/v2"
	"sync"

	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/draw"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"jobportal/internal/cvpdf"
)

// Level is how much a photograph spoils the printed notice.
type Level struct {
	Name string
	// Degrees the paper is turned.
	Rotate float64
	// Blur is the radius in pixels of a box blur, run twice.
	Blur int
	// Noise is the standard deviation of the sensor's noise, of 255.
	Noise float64
	// Light is how much darker the far corner is than the near one (0 to 1).
	Light float64
}

// Levels are the conditions the benchmark reads the flyers in.
var Levels = []Level{
	{Name: "clean"},
	{Name: "photo", Rotate: 1.2, Blur: 1, Noise: 10, Light: 0.25},
	{Name: "rough", Rotate: 2, Blur: 1, Noise: 20, Light: 0.35},
	{Name: "heavy", Rotate: 3, Blur: 2, Noise: 28, Light: 0.45},
}

// faces are the shipped fonts: Latin, Sinhala and Tamil, regular and bold.
type faces struct {
	latin, sinhala, tamil, bold *font.Face
}

var (
	loadOnce sync.Once
	loaded   faces
	loadErr  error
)

func load() (faces, error) {
	loadOnce.Do(func() {
		get := func(name string) *font.Face {
			if loadErr != nil {
				return nil
			}
			data, err := cvpdf.FontFile(name)
			if err != nil {
				loadErr = err
				return nil
			}
			f, err := font.ParseTTF(bytes.NewReader(data))
			if err != nil {
				loadErr = fmt.Errorf("flyer: parse %s: %w", name, err)
			}
			return f
		}
		loaded = faces{latin: get("NotoSans-Regular"), sinhala: get("NotoSansSinhala-Regular"),
			tamil: get("NotoSansTamil-Regular"), bold: get("NotoSans-Bold")}
	})
	return loaded, loadErr
}

// script is the face and script a rune is drawn with; -1 for a joiner,
// which goes with the rune before it.
func script(r rune) int {
	switch {
	case r == '\u200c' || r == '\u200d':
		return -1
	case r >= 0x0D80 && r <= 0x0DFF:
		return 1
	case r >= 0x0B80 && r <= 0x0BFF:
		return 2
	}
	return 0
}

// Page draws a clean printed A4 notice, w pixels wide: a bold heading, then
// lines, an empty one leaving a gap; about 40 characters fit on a line.
func Page(w int, heading string, lines []string) (*image.Gray, error) {
	fs, err := load()
	if err != nil {
		return nil, err
	}
	h := w * 297 / 210
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	margin := float64(w) / 12
	size := float64(w) / 30
	y := margin + size*1.6
	drawLine(img, fs, heading, margin, y, size*1.6, true)
	y += size * 2.6
	for _, line := range lines {
		drawLine(img, fs, line, margin, y, size, false)
		y += size * 1.7
		if y > float64(h)-margin {
			return nil, fmt.Errorf("flyer: %d lines do not fit", len(lines))
		}
	}
	return img, nil
}

// drawLine shapes a line run by run of one script and fills the glyphs'
// outlines in black, with (x, y) the start of its baseline.
func drawLine(img *image.Gray, fs faces, text string, x, y, size float64, bold bool) {
	runes := []rune(text)
	var hb shaping.HarfbuzzShaper
	for start := 0; start < len(runes); {
		s := script(runes[start])
		if s < 0 {
			s = 0
		}
		end := start + 1
		for end < len(runes) && (script(runes[end]) == s || script(runes[end]) < 0) {
			end++
		}
		face, sc, lang := fs.latin, language.Latin, language.NewLanguage("en")
		switch s {
		case 1:
			face, sc, lang = fs.sinhala, language.Sinhala, language.NewLanguage("si")
		case 2:
			face, sc, lang = fs.tamil, language.Tamil, language.NewLanguage("ta")
		default:
			if bold {
				face = fs.bold
			}
		}
		upem := float64(face.Upem())
		out := hb.Shape(shaping.Input{Text: runes, RunStart: start, RunEnd: end, Direction: di.DirectionLTR,
			Face: face, Size: fixed.I(int(upem)), Script: sc, Language: lang})
		scale := size / upem
		for _, g := range out.Glyphs {
			gx := x + float64(g.XOffset)/64*scale
			gy := y - float64(g.YOffset)/64*scale
			fillGlyph(img, face, g.GlyphID, gx, gy, scale)
			x += float64(g.Advance) / 64 * scale
		}
		start = end
	}
}

func fillGlyph(img *image.Gray, face *font.Face, gid font.GID, x, y, scale float64) {
	outline, ok := face.GlyphData(gid).(font.GlyphOutline)
	if !ok || len(outline.Segments) == 0 {
		return
	}
	// The glyph is drawn in a mask the size of its box, not of the page.
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, s := range outline.Segments {
		for _, p := range s.Args {
			px, py := x+float64(p.X)*scale, y-float64(p.Y)*scale
			minX, minY, maxX, maxY = min(minX, px), min(minY, py), max(maxX, px), max(maxY, py)
		}
	}
	box := image.Rect(int(math.Floor(minX))-1, int(math.Floor(minY))-1, int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(img.Bounds())
	if box.Empty() {
		return
	}
	r := vector.NewRasterizer(box.Dx(), box.Dy())
	pt := func(p font.SegmentPoint) (float32, float32) {
		return float32(x + float64(p.X)*scale - float64(box.Min.X)), float32(y - float64(p.Y)*scale - float64(box.Min.Y))
	}
	for _, s := range outline.Segments {
		switch s.Op {
		case ot.SegmentOpMoveTo:
			r.MoveTo(pt(s.Args[0]))
		case ot.SegmentOpLineTo:
			r.LineTo(pt(s.Args[0]))
		case ot.SegmentOpQuadTo:
			x1, y1 := pt(s.Args[0])
			x2, y2 := pt(s.Args[1])
			r.QuadTo(x1, y1, x2, y2)
		case ot.SegmentOpCubeTo:
			x1, y1 := pt(s.Args[0])
			x2, y2 := pt(s.Args[1])
			x3, y3 := pt(s.Args[2])
			r.CubeTo(x1, y1, x2, y2, x3, y3)
		}
	}
	r.ClosePath()
	mask := image.NewAlpha(image.Rect(0, 0, box.Dx(), box.Dy()))
	r.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	draw.DrawMask(img, box, image.Black, image.Point{}, mask, image.Point{}, draw.Over)
}

// Photograph spoils a clean page as level says, the same way for the same
// seed: the page is turned on a grey desk, lit unevenly, blurred and noisy.
func Photograph(page *image.Gray, level Level, seed uint64) *image.Gray {
	rng := rand.New(rand.NewPCG(seed, 0x6f6372))
	b := page.Bounds()
	w, h := b.Dx(), b.Dy()
	out := image.NewGray(b)
	// Turned about its centre: each pixel of the photo looks up the page's.
	sin, cos := math.Sincos(level.Rotate * math.Pi / 180)
	cx, cy := float64(w)/2, float64(h)/2
	for py := 0; py < h; py++ {
		for px := 0; px < w; px++ {
			dx, dy := float64(px)-cx, float64(py)-cy
			sx, sy := cos*dx+sin*dy+cx, -sin*dx+cos*dy+cy
			out.Pix[py*out.Stride+px] = sample(page, sx, sy)
		}
	}
	for range 2 {
		out = boxBlur(out, level.Blur)
	}
	far := math.Hypot(float64(w), float64(h))
	for py := 0; py < h; py++ {
		for px := 0; px < w; px++ {
			light := 1 - level.Light*math.Hypot(float64(px), float64(py))/far
			i := py*out.Stride + px
			v := float64(out.Pix[i])*light + rng.NormFloat64()*level.Noise
			out.Pix[i] = uint8(max(0, min(255, math.Round(v))))
		}
	}
	return out
}

// sample reads the page at a point between pixels (bilinear); off the
// page is the desk, mid grey.
func sample(page *image.Gray, x, y float64) uint8 {
	b := page.Bounds()
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	at := func(x, y int) float64 {
		if x < b.Min.X || y < b.Min.Y || x >= b.Max.X || y >= b.Max.Y {
			return 128
		}
		return float64(page.Pix[y*page.Stride+x])
	}
	v := at(x0, y0)*(1-fx)*(1-fy) + at(x0+1, y0)*fx*(1-fy) + at(x0, y0+1)*(1-fx)*fy + at(x0+1, y0+1)*fx*fy
	return uint8(math.Round(v))
}

func boxBlur(src *image.Gray, r int) *image.Gray {
	if r <= 0 {
		return src
	}
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	tmp := image.NewGray(b)
	out := image.NewGray(b)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			sum, n := 0, 0
			for k := max(0, x-r); k <= min(w-1, x+r); k++ {
				sum += int(src.Pix[y*src.Stride+k])
				n++
			}
			tmp.Pix[y*tmp.Stride+x] = uint8(sum / n)
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			sum, n := 0, 0
			for k := max(0, y-r); k <= min(h-1, y+r); k++ {
				sum += int(tmp.Pix[k*tmp.Stride+x])
				n++
			}
			out.Pix[y*out.Stride+x] = uint8(sum / n)
		}
	}
	return out
}
