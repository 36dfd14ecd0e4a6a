// Package mediatest makes images for the media tests and benchmarks: a
// photo of a printed notice, as vacancy flyers usually are, and a flat
// graphic, as made on a computer.
package mediatest

import (
	"bytes"
	"image"
	"image/color"
	"image/png"

	"golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/math/fixed"

	"jobportal/internal/media/notice"
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

// Notice draws a w × h photo of the printed notice pinned to a board
// (notice.Photo). The same seed gives the same pixels.
func Notice(w, h int, seed uint64) *image.RGBA {
	return notice.Photo(w, h, seed, noticeLines)
}

// NoticeJPEG is Notice saved as a phone saves a photo (JPEG quality 90).
func NoticeJPEG(w, h int, seed uint64) []byte {
	b, err := notice.JPEG(w, h, seed, noticeLines)
	if err != nil {
		panic(err)
	}
	return b
}

// Graphic draws a w × h flyer made on a computer: flat colours, bands and
// large text, as a PNG.
func Graphic(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.RGBA{246, 244, 236, 255}), image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(0, 0, w, h/4), image.NewUniform(color.RGBA{14, 94, 80, 255}), image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(0, h-h/10, w, h), image.NewUniform(color.RGBA{230, 160, 40, 255}), image.Point{}, draw.Src)
	d := font.Drawer{Dst: img, Src: image.White, Face: notice.Face(gobold.TTF, float64(w)/12), Dot: fixed.P(w/16, h/7)}
	d.DrawString("WE ARE HIRING")
	d.Src, d.Face = image.NewUniform(color.RGBA{30, 30, 30, 255}), notice.Face(goregular.TTF, float64(w)/34)
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
