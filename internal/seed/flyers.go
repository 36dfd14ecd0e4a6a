package seed

import (
	"context"
	"fmt"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/media/notice"
)

// Demo flyers are photos of a printed notice (media/notice), 1200 × 1600 as
// a phone saves them, drawn when the demo data is added so that no image
// file ships with the binary.
const flyerWidth, flyerHeight = 1200, 1600

// demoFlyerLines are the printed words of the demo jobs that come with a
// flyer, by title: the notice's heading, then its body. The closing day is
// added as the last line but one.
var demoFlyerLines = map[string][]string{
	"Development Officer": {
		"Development Officers - Southern Province",
		"The Southern Provincial Council calls for applications for the",
		"post of Development Officer in the divisional secretariats of",
		"the Galle, Matara and Hambantota districts.",
		"",
		"  - A degree from a recognised university",
		"  - Sri Lankan citizens aged 22 to 35 on the closing day",
		"  - Salary: Rs. 42,000 to Rs. 58,000 a month",
		"",
		"Send your application, with copies of your certificates, to",
		"the Chief Secretary, Southern Provincial Council, Matara.",
		"Write the post on the top left corner of the envelope.",
		"",
	},
	"Food Factory Worker": {
		"Food Factory Workers - Japan (SSW visa)",
		"Nippon Lanka Careers recruits workers for food factories in",
		"Japan on the Specified Skilled Worker visa.",
		"",
		"  - JLPT N4 and the food manufacturing skills test",
		"  - Men and women aged 20 to 35, in good health",
		"  - Salary: JPY 180,000 to 220,000 a month",
		"  - Lodging found; registered with the SLBFE",
		"",
		"Send your CV and copies of your certificates by email to",
		"cv@overseas.example.lk, or bring them to our office on",
		"weekdays from 9 a.m. to 4 p.m.",
		"",
	},
}

// flyerOf draws the flyer of the demo job titled title, closing on the
// day closing (jobportal.DateLayout), or returns nil if it has none.
func flyerOf(title, closing string, seed uint64) ([]byte, error) {
	lines, ok := demoFlyerLines[title]
	if !ok {
		return nil, nil
	}
	day, err := time.Parse(jobportal.DateLayout, closing)
	if err != nil {
		return nil, fmt.Errorf("flyer of %q: %w", title, err)
	}
	lines = append(lines[:len(lines):len(lines)],
		"Applications close on "+day.Format("2 January 2006")+".",
		"Call 011 234 5678 for details.")
	return notice.JPEG(flyerWidth, flyerHeight, seed, lines)
}

// Flyer is a demo job's flyer, as the demo data stores it.
type Flyer struct {
	Title string
	JPEG  []byte
}

// DemoFlyers draws the flyers of the demo jobs that have one, as the demo
// data would on the day now (for the benchmarks, which measure them).
func DemoFlyers(now time.Time) ([]Flyer, error) {
	var out []Flyer
	for i, d := range demoJobList() {
		b, err := flyerOf(d.in.Title, d.closingDay(now), uint64(i))
		if err != nil {
			return nil, err
		}
		if b != nil {
			out = append(out, Flyer{Title: d.in.Title, JPEG: b})
		}
	}
	return out, nil
}

// storeFlyer draws and stores the flyer of the demo job j, if it has one.
func storeFlyer(ctx context.Context, j *jobportal.Job, seed uint64, storeImage StoreImage) error {
	b, err := flyerOf(j.Title, j.ClosingDate, seed)
	if err != nil || b == nil {
		return err
	}
	if j.Image, err = storeImage(ctx, b); err != nil {
		return fmt.Errorf("flyer of %q: %w", j.Title, err)
	}
	return nil
}
