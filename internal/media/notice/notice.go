// Package notice draws a photo of a printed vacancy notice pinned to a board,
// as Sri Lankan employers and agencies often post their flyers: the demo
// jobs' flyers are made with it, and the media tests and benchmarks use it
// as a typical flyer.
package notice

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"math/rand/v2"

	"golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Photo draws a w × h photo of a printed A4 notice pinned to a board, as a
// phone takes it: uneven light, a little blur and sensor noise. The notice
// says "WE ARE HIRING", then lines: the first in bold, the others plain,
// an empty one leaving a gap; about 64 characters fit on a line. The same
// seed and lines give the same pixels.
func Photo(w, h int, seed uint64, lines []string) *image.RGBA {
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
	bold := Face(gobold.TTF, float64(pw)/14)
	regular := Face(goregular.TTF, float64(pw)/38)
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
	for i, line := range lines {
		if i == 0 {
			d.Face = Face(gobold.TTF, float64(pw)/26)
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

// JPEG is Photo saved as a phone saves a photo (JPEG quality 90).
func JPEG(w, h int, seed uint64, lines []string) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, Photo(w, h, seed, lines), &jpeg.Options{Quality: 90}); err != nil {
		return nil, fmt.Errorf("notice: %w", err)
	}
	return buf.Bytes(), nil
}

// Face is a face of the TrueType font ttf (one of the Go fonts, which
// always parse) at size pixels.
func Face(ttf []byte, size float64) font.Face {
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
