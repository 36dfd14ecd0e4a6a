package media_test

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"testing"

	"jobportal/internal/media"
)

// Kinds of picture the copies are fuzzed with.
const (
	fuzzNoise    = iota // every channel random: no encoder can predict it
	fuzzGradient        // smooth ramps, where predictors do best
	fuzzFlat            // a few flat colours, as a computer-made flyer
	fuzzStripes         // one-pixel stripes of two colours
	fuzzKinds
)

// fuzzImage draws a w × h picture of a kind from a seed, with random alpha
// when alpha is set, encoded as PNG, or as JPEG when asJPEG is set.
func fuzzImage(t testing.TB, kind uint8, w, h int, seed uint64, alpha, asJPEG bool) []byte {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	c0 := color.NRGBA{uint8(r.Uint32()), uint8(r.Uint32()), uint8(r.Uint32()), 255}
	c1 := color.NRGBA{uint8(r.Uint32()), uint8(r.Uint32()), uint8(r.Uint32()), 255}
	for y := range h {
		for x := range w {
			var c color.NRGBA
			switch kind % fuzzKinds {
			case fuzzNoise:
				c = color.NRGBA{uint8(r.Uint32()), uint8(r.Uint32()), uint8(r.Uint32()), 255}
			case fuzzGradient:
				c = color.NRGBA{uint8(x * 255 / max(1, w-1)), uint8(y * 255 / max(1, h-1)), uint8((x + y) * 255 / max(1, w+h-2)), 255}
			case fuzzFlat:
				c = c0
				if (x/7+y/5)%3 == 0 {
					c = c1
				}
			case fuzzStripes:
				c = c0
				if (x+y)%2 == 0 {
					c = c1
				}
			}
			if alpha {
				c.A = uint8(r.Uint32())
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	var err error
	if asJPEG {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90})
	} else {
		err = png.Encode(&buf, img)
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// FuzzVariant makes the copies the site shows (every SPEC width, as WebP
// where smaller, as the copies' worker does) of noise, gradients, flat
// colour and stripes at odd sizes, with and without transparency, from PNG
// and JPEG. Whatever the picture, a copy is made without an error or a
// panic and reads back at the width asked for (or is the image itself). A
// 200 × 150 PNG of noise once made the lossless WebP encoder panic and
// stopped the server. go test runs the seeds; go test -fuzz explores.
func FuzzVariant(f *testing.F) {
	f.Add(uint8(fuzzNoise), uint16(200), uint16(150), uint64(1), false, false, uint8(0))
	f.Add(uint8(fuzzNoise), uint16(700), uint16(90), uint64(2), false, false, uint8(1))
	f.Add(uint8(fuzzNoise), uint16(333), uint16(211), uint64(3), true, false, uint8(0))
	f.Add(uint8(fuzzNoise), uint16(400), uint16(300), uint64(4), false, true, uint8(0))
	f.Add(uint8(fuzzGradient), uint16(641), uint16(3), uint64(5), false, false, uint8(0))
	f.Add(uint8(fuzzGradient), uint16(1), uint16(257), uint64(6), true, false, uint8(2))
	f.Add(uint8(fuzzFlat), uint16(643), uint16(1), uint64(7), false, false, uint8(1))
	f.Add(uint8(fuzzStripes), uint16(1), uint16(1), uint64(8), false, false, uint8(5))
	f.Add(uint8(fuzzStripes), uint16(333), uint16(17), uint64(9), true, false, uint8(0))
	f.Fuzz(func(t *testing.T, kind uint8, w, h uint16, seed uint64, alpha, asJPEG bool, wi uint8) {
		// Bounded so that each input takes at most a second or so.
		W, H := 1+int(w)%720, 1+int(h)%480
		data := fuzzImage(t, kind, W, H, seed, alpha && !asJPEG, asJPEG)
		width := media.Widths[int(wi)%len(media.Widths)]
		out, err := media.Variant(ctx, data, width, true)
		if err != nil {
			t.Fatalf("%d × %d kind %d at %d: %v", W, H, kind%fuzzKinds, width, err)
		}
		if out == nil {
			out = data
		}
		img, err := media.Decode(out)
		if err != nil {
			t.Fatalf("%d × %d kind %d at %d: the copy does not read: %v", W, H, kind%fuzzKinds, width, err)
		}
		if got, want := img.Bounds().Dx(), min(width, W); got != want {
			t.Fatalf("%d × %d kind %d at %d: the copy is %d wide, want %d", W, H, kind%fuzzKinds, width, got, want)
		}
	})
}
