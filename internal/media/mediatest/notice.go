// Package mediatest makes images for the media tests and benchmarks: a
// photo of a printed notice, as vacancy flyers usually are, and a flat
// graphic, as made on a computer.
package mediatest

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"

	"golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// noticeLines are the printed words of the notice: a title, then the body.
var noticeLines = []string{
	"Vacancies available now",
	"A growing distributor in Colombo 10 is hiring for its warehouse",
	"and its sales team. Training is given; a driving licence helps.",
	"",
	"  - Store keeper: O/L with English, two years in a store",
	"  - Sales representatives (5): own motorbike, ages 20 to 35",
	"  - Accounts assistant: AAT level II or a degree in commerce",
	"  - Delivery drivers (3): heavy vehicle licence",
	"",
	"We offer a basic salary with commission, EPF and ETF, a yearly",
	"bonus, medical cover and transport for the night shift.",
	"",
	"Bring your CV, copies of certificates and two photographs to",
	"No. 42, Baseline Road, Colombo 10, on weekdays from 9 a.m. to",
	"4 p.m., or send them by email to jobs@example.lk.",
	"",
	"Applications close on the 30th of this month.",
	"Call 011 234 5678 or 077 123 4567 for details.",
}

// Notice draws a w × h photo of a printed A4 notice pinned to a board, as a
// phone takes it: uneven light, a little blur and sensor noise. The same
// seed gives the same pixels.
func Notice(w, h int, seed uint64) *image.RGBA {
	rng := rand.New(rand.NewPCG(seed, 0x6a6f6273))
	// Drawn at 4/5 of the size and enlarged, which softens edges as a
	// phone's lens and processing do.
	sw, sh := w*4/5, h*4/5
	img := image.NewRGBA(image.Rect(0, 0, sw, sh))
	// The board: brown, with a coarse texture.
	for y := range sh {
		for x := range sw {
			t := 20 * (rng.Float64() - 0.5)
			img.SetRGBA(x, y, color.RGBA{clamp(150 + t), clamp(112 + t), clamp(74 + t*0.8), 255})
		}
	}
	// The paper, with a soft shadow to its lower right.
	mx, my := sw/12, sh/14
	paper := image.Rect(mx, my, sw-mx, sh-my)
	shadow := paper.Add(image.Pt(sw/120, sh/120))
	draw.Draw(img, shadow, image.NewUniform(color.RGBA{90, 66, 44, 255}), image.Point{}, draw.Over)
	draw.Draw(img, paper, image.NewUniform(color.RGBA{238, 236, 228, 255}), image.Point{}, draw.Src)

	pw := paper.Dx()
	bold := face(gobold.TTF, float64(pw)/14)
	regular := face(goregular.TTF, float64(pw)/38)
	ink := image.NewUniform(color.RGBA{28, 30, 36, 255})
	red := image.NewUniform(color.RGBA{178, 34, 34, 255})
	d := font.Drawer{Dst: img, Src: red, Face: bold}
	y := my + pw/7
	d.Dot = fixed.P(mx+pw/16, y)
	d.DrawString("WE ARE HIRING")
	// A rule under the title.
	rule := image.Rect(mx+pw/16, y+pw/40, sw-mx-pw/16, y+pw/40+max(2, pw/200))
	draw.Draw(img, rule, red, image.Point{}, draw.Src)
	d.Face, d.Src = regular, ink
	lh := pw / 22
	y += pw / 10
	for i, line := range noticeLines {
		if i == 0 {
			d.Face = face(gobold.TTF, float64(pw)/26)
		} else {
			d.Face = regular
		}
		d.Dot = fixed.P(mx+pw/16, y)
		d.DrawString(line)
		y += lh
	}
	// A box for the stamp at the foot, drawn as a frame.
	box := image.Rect(sw-mx-pw/3, sh-my-pw/5, sw-mx-pw/16, sh-my-pw/16)
	for _, r := range []image.Rectangle{
		{box.Min, image.Pt(box.Max.X, box.Min.Y+3)},
		{image.Pt(box.Min.X, box.Max.Y-3), box.Max},
		{box.Min, image.Pt(box.Min.X+3, box.Max.Y)},
		{image.Pt(box.Max.X-3, box.Min.Y), box.Max},
	} {
		draw.Draw(img, r, image.NewUniform(color.RGBA{40, 60, 140, 255}), image.Point{}, draw.Src)
	}

	out := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.BiLinear.Scale(out, out.Bounds(), img, img.Bounds(), draw.Src, nil)
	// Light falls from the upper left; the camera adds noise.
	cx, cy := float64(w)*0.3, float64(h)*0.25
	far := math.Hypot(float64(w), float64(h))
	for y := range h {
		for x := range w {
			light := 1.06 - 0.30*math.Hypot(float64(x)-cx, float64(y)-cy)/far
			n := rng.NormFloat64() * 4
			i := out.PixOffset(x, y)
			p := out.Pix[i : i+3 : i+3]
			p[0] = clamp(float64(p[0])*light + n)
			p[1] = clamp(float64(p[1])*light + n)
			p[2] = clamp(float64(p[2])*light*0.97 + n)
		}
	}
	return out
}

// NoticeJPEG is Notice saved as a phone saves a photo (JPEG quality 90).
func NoticeJPEG(w, h int, seed uint64) []byte {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, Notice(w, h, seed), &jpeg.Options{Quality: 90}); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// Graphic draws a w × h flyer made on a computer: flat colours, bands and
// large text, as a PNG.
func Graphic(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.RGBA{246, 244, 236, 255}), image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(0, 0, w, h/4), image.NewUniform(color.RGBA{14, 94, 80, 255}), image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(0, h-h/10, w, h), image.NewUniform(color.RGBA{230, 160, 40, 255}), image.Point{}, draw.Src)
	d := font.Drawer{Dst: img, Src: image.White, Face: face(gobold.TTF, float64(w)/12), Dot: fixed.P(w/16, h/7)}
	d.DrawString("WE ARE HIRING")
	d.Src, d.Face = image.NewUniform(color.RGBA{30, 30, 30, 255}), face(goregular.TTF, float64(w)/34)
	y := h/4 + w/12
	for _, line := range noticeLines {
		d.Dot = fixed.P(w/16, y)
		d.DrawString(line)
		y += w / 22
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

func face(ttf []byte, size float64) font.Face {
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic(err)
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err)
	}
	return fc
}

func clamp(v float64) uint8 {
	return uint8(max(0, min(255, math.Round(v))))
}
