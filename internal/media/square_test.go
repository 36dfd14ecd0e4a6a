package media_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"testing"

	"jobportal/internal/media"
)

// Square keeps the centre of a wide picture, and scales a large one down.
func TestSquare(t *testing.T) {
	// Three bands, red, green and blue, of w/3 each: the square is the green one.
	stripes := func(w, h int, alpha uint8) []byte {
		img := image.NewNRGBA(image.Rect(0, 0, w, h))
		for y := range h {
			for x := range w {
				c := color.NRGBA{A: alpha}
				switch x * 3 / w {
				case 0:
					c.R = 255
				case 1:
					c.G = 255
				default:
					c.B = 255
				}
				img.SetNRGBA(x, y, c)
			}
		}
		var buf bytes.Buffer
		png.Encode(&buf, img)
		return buf.Bytes()
	}
	for _, c := range []struct {
		name       string
		w, h, want int
		alpha      uint8
		wantFormat string
	}{
		{"a small wide picture keeps its height", 300, 100, 100, 255, "jpeg"},
		{"a large one is made 512 px", 3000, 1000, 512, 255, "jpeg"},
		{"transparency stays PNG", 600, 200, 200, 128, "png"},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := stripes(c.w, c.h, c.alpha)
			info, err := media.CheckImage(context.Background(), "avatar", data)
			if err != nil {
				t.Fatal(err)
			}
			out, f, err := media.Square(context.Background(), data, info, 512)
			if err != nil || f.Name != c.wantFormat {
				t.Fatalf("%v %v", f, err)
			}
			img, _, err := image.Decode(bytes.NewReader(out))
			if err != nil || img.Bounds().Dx() != c.want || img.Bounds().Dy() != c.want {
				t.Fatalf("%v %v", img.Bounds(), err)
			}
			for _, x := range []int{2, c.want / 2, c.want - 3} {
				r, g, b, _ := img.At(x, c.want/2).RGBA()
				if g < 0x8000 || r > 0x4000 || b > 0x4000 {
					t.Fatalf("pixel %d is %d,%d,%d: not the centre's green", x, r>>8, g>>8, b>>8)
				}
			}
		})
	}
}
