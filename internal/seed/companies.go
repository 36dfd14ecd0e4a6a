package seed

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// StoreImage keeps an image and returns the address it is shown at, as an
// uploaded one is kept (the server's StoreImage).
type StoreImage func(ctx context.Context, data []byte) (string, error)

// demoCompany is a company page of the demo, with what the demo does with it.
type demoCompany struct {
	in       jobportal.CompanyInput
	colour   color.NRGBA
	verified bool
	follow   bool
	review   *jobportal.ReviewInput // by the demo job seeker
}

func year(y int) *int { return &y }

func stars(n float64, title, text, pros, cons string) *jobportal.ReviewInput {
	return &jobportal.ReviewInput{Rating: &n, Title: title, Text: text, Pros: pros, Cons: cons}
}

// demoCompanyList is a dozen employers of the kinds that hire in Sri Lanka,
// made up for the demo, and a ministry, each made by an admin.
func demoCompanyList() []demoCompany {
	c := func(name, industry, size, district string, founded int, website, about string) jobportal.CompanyInput {
		return jobportal.CompanyInput{Name: name, Industry: industry, Size: size, Location: district,
			Founded: year(founded), Website: website, Description: about}
	}
	return []demoCompany{
		{in: c("Serendib Commercial Bank", "Banking and Finance", "5000+", "Colombo", 1969, "https://serendibbank.example.lk",
			"A commercial bank with more than 250 branches across the island, serving households, small firms and exporters.\n"+
				"Graduate trainees join a two-year programme that rotates through branches, credit and digital banking."),
			colour: color.NRGBA{0, 75, 135, 255}, verified: true, follow: true},
		{in: c("Ruhuna Development Bank", "Banking and Finance", "1001-5000", "Matara", 1988, "",
			"A regional development bank of the Southern Province that lends to farmers, fisheries and small businesses, "+
				"with staff who speak the language of the villages they serve."),
			colour: color.NRGBA{150, 30, 45, 255}},
		{in: c("Island Life Assurance", "Insurance", "501-1000", "Colombo", 1995, "https://islandlife.example.lk",
			"Life and health insurance sold through a network of advisors in every district. Advisors are trained "+
				"from their first week and paid a monthly allowance while they build their portfolio."),
			colour: color.NRGBA{0, 128, 110, 255}},
		{in: c("Ceylon Threads Apparel", "Apparel and Textiles", "5000+", "Gampaha", 1984, "https://ceylonthreads.example.lk",
			"Makers of lingerie and sportswear for European and American brands, from factories in the Katunayake "+
				"and Biyagama zones. Transport, meals and a crèche are provided at every plant."),
			colour: color.NRGBA{120, 40, 120, 255}, verified: true},
		{in: c("Kandyan Knits", "Apparel and Textiles", "1001-5000", "Kurunegala", 2002, "",
			"Knitted fabric and garments made in the North Western Province, with a training school for machine "+
				"operators and a green factory powered by its own solar roof."),
			colour: color.NRGBA{200, 90, 20, 255}},
		{in: c("Lotus Code Labs", "IT and Software", "201-500", "Colombo", 2011, "https://lotuscode.example.lk",
			"Product engineering for fintech and health-tech start-ups in Singapore, Australia and Europe. Teams "+
				"work in Go, TypeScript and Kotlin, with hybrid work from the Colombo 03 office."),
			colour: color.NRGBA{230, 70, 110, 255}, verified: true, follow: true,
			review: stars(5, "Great place to learn", "Senior engineers review every pull request and the training budget is real.",
				"Mentoring, modern stack, flexible hours", "Release weeks can be long")},
		{in: c("Pearl Data Services", "BPO and Shared Services", "501-1000", "Colombo", 2008, "",
			"Finance and accounting, and customer support, for companies in the UK and Australia. Night shifts are "+
				"paid an allowance and transport home is arranged."),
			colour: color.NRGBA{70, 90, 110, 255}},
		{in: c("Galle Fort Heritage Hotels", "Hotels and Tourism", "201-500", "Galle", 1997, "https://gallefort.example.lk",
			"Boutique hotels in restored Dutch-era houses inside the Galle Fort and along the southern coast."),
			colour: color.NRGBA{180, 140, 40, 255}, follow: true,
			review: stars(4, "Friendly team, busy season", "Good service charge in the season and a kind front-office manager.",
				"Service charge, meals, staff rooms", "Hard to get leave from December to April")},
		{in: c("Sigiriya Nature Resorts", "Hotels and Tourism", "51-200", "Matale", 2005, "",
			"Eco-lodges near Sigiriya and Dambulla that hire and train young people from the villages around them "+
				"as naturalists, chefs and housekeepers."),
			colour: color.NRGBA{40, 120, 60, 255}},
		{in: c("LankaLink Mobile", "Telecommunications", "1001-5000", "Colombo", 1993, "https://lankalink.example.lk",
			"A mobile and broadband operator with 4G across the island and fibre in the cities. Engineers, sales "+
				"teams and a 24-hour contact centre in Colombo and Kandy."),
			colour: color.NRGBA{220, 30, 30, 255}, verified: true, follow: true,
			review: stars(3, "Stable but slow to change", "A secure job with good medical cover; decisions take a long time.",
				"Job security, medical cover", "Slow promotions")},
		{in: c("Blue Ocean Logistics", "Logistics and Shipping", "201-500", "Colombo", 2000, "",
			"Freight forwarding, warehousing and customs clearance from the Port of Colombo and Katunayake airport."),
			colour: color.NRGBA{20, 100, 170, 255}},
		{in: c("Uva Highlands Tea", "Agriculture and Plantations", "1001-5000", "Badulla", 1992, "",
			"Tea estates and factories in the Uva hills, making orthodox black tea for buyers in the Middle East "+
				"and Russia. Estate staff get housing, schooling for their children and a clinic."),
			colour: color.NRGBA{60, 110, 40, 255}},
		{in: c("Ministry of Education", "Government", "5000+", "Colombo", 1948, "",
			"The ministry that runs the national schools and recruits teachers, principals and education officers "+
				"through gazetted examinations. Vacancies are announced in the Gazette and on this page."),
			colour: color.NRGBA{110, 20, 20, 255}, verified: true},
	}
}

// demoEmployerPages are the pages of the demo employers: approved, the first verified.
var demoEmployerPages = map[string]demoCompany{
	"employer@demo.jobportal.lk": {in: jobportal.CompanyInput{Name: "Lanka Software Labs", Industry: "IT and Software",
		Size: "51-200", Location: "Colombo", Founded: year(2014), Website: "https://example.lk",
		Description: "A software house in Colombo that builds web and mobile products for Sri Lankan banks and retailers. " +
			"We hire graduates every year and train them in Go, React and the cloud."},
		colour: color.NRGBA{30, 60, 150, 255}, verified: true},
	"hotels@demo.jobportal.lk": {in: jobportal.CompanyInput{Name: "Hill Country Hotels", Industry: "Hotels and Tourism",
		Size: "201-500", Location: "Kandy", Founded: year(1998),
		Description: "Hotels in Kandy and Nuwara Eliya for travellers who come for the hills, the tea and the Temple of the Tooth."},
		colour: color.NRGBA{20, 110, 90, 255}},
}

// demoCompanies approves and fills the demo employers' pages, adds the admins'
// pages of demoCompanyList with generated logos, and has the demo job
// seeker follow and review some of them. The admins' pages are added only
// when the last of them (the ministry's) is not there yet.
func demoCompanies(ctx context.Context, db *store.DB, accounts map[string]*jobportal.Customer, storeImage StoreImage) error {
	for email, d := range demoEmployerPages {
		page, err := db.OwnCompany(ctx, accounts[email])
		if err != nil {
			return fmt.Errorf("demo company: %w", err)
		}
		if page.Status == jobportal.CompanyApproved {
			continue
		}
		if err := fillDemoPage(ctx, db, page, d, storeImage, false); err != nil {
			return err
		}
	}
	list := demoCompanyList()
	marker := list[len(list)-1].in.Name
	f := jobportal.CompanyFilter{Keyword: marker}
	f.Normalize()
	found, _, err := db.ListCompanies(ctx, f)
	if err != nil {
		return fmt.Errorf("demo companies: %w", err)
	}
	for _, c := range found {
		if c.Name == marker {
			return nil
		}
	}
	seeker := accounts[demoCustomers[0].Email]
	for _, d := range list {
		c := &jobportal.Company{Status: jobportal.CompanyApproved}
		if err := fillDemoPage(ctx, db, c, d, storeImage, true); err != nil {
			return err
		}
		if d.follow {
			if _, err := db.FollowCompany(ctx, c.ID, seeker.ID); err != nil {
				return fmt.Errorf("demo follow: %w", err)
			}
		}
		if d.review != nil {
			r := &jobportal.Review{CompanyID: c.ID, Author: jobportal.ReviewAuthor{ID: seeker.ID}}
			d.review.Apply(r)
			if err := db.CreateReview(ctx, r); err != nil {
				return fmt.Errorf("demo review: %w", err)
			}
		}
	}
	return nil
}

// fillDemoPage gives a page its demo fields and logo, stores it (a new one
// when create), approves it and, when the demo says so, verifies it.
func fillDemoPage(ctx context.Context, db *store.DB, c *jobportal.Company, d demoCompany, storeImage StoreImage, create bool) error {
	in := d.in
	in.Normalize()
	if err := in.Validate(db.Now().In(jobportal.SriLankaTime).Year()); err != nil {
		return fmt.Errorf("demo company %q: %w", in.Name, err)
	}
	in.Apply(c)
	logo, err := Logo(in.Name, d.colour)
	if err != nil {
		return err
	}
	if c.Logo, err = storeImage(ctx, logo); err != nil {
		return fmt.Errorf("demo logo of %q: %w", in.Name, err)
	}
	if create {
		err = db.CreateCompany(ctx, c)
	} else {
		err = db.UpdateCompany(ctx, c)
	}
	if err != nil {
		return fmt.Errorf("demo company %q: %w", in.Name, err)
	}
	if _, _, err := db.ApproveCompany(ctx, c.ID); err != nil {
		return fmt.Errorf("demo company %q: %w", in.Name, err)
	}
	if d.verified {
		if _, err := db.VerifyCompany(ctx, c.ID, true); err != nil {
			return fmt.Errorf("demo company %q: %w", in.Name, err)
		}
	}
	return nil
}

// logoSize is the width and height of a generated logo, in pixels.
const logoSize = 256

var logoFont = sync.OnceValues(func() (font.Face, error) {
	f, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return nil, fmt.Errorf("logo font: %w", err)
	}
	return opentype.NewFace(f, &opentype.FaceOptions{Size: 110, DPI: 72, Hinting: font.HintingFull})
})

// Initials are the first letters of the first two words of a name that
// start with a letter or digit, in capitals: "Lanka Software Labs" gives "LS".
func Initials(name string) string {
	var b strings.Builder
	for _, w := range strings.Fields(name) {
		r := []rune(w)[0]
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToUpper(r))
		}
		if b.Len() >= 2 {
			break
		}
	}
	return b.String()
}

// Logo draws a square PNG logo: the name's initials in white on a colour,
// so that the demo needs no image files.
func Logo(name string, bg color.NRGBA) ([]byte, error) {
	face, err := logoFont()
	if err != nil {
		return nil, err
	}
	img := image.NewNRGBA(image.Rect(0, 0, logoSize, logoSize))
	draw.Draw(img, img.Bounds(), &image.Uniform{bg}, image.Point{}, draw.Src)
	d := &font.Drawer{Dst: img, Src: image.White, Face: face}
	text := Initials(name)
	// Centre the text: its advance across, and its cap height (the ascent,
	// near enough for capitals) down.
	m := face.Metrics()
	x := (fixed.I(logoSize) - d.MeasureString(text)) / 2
	y := (fixed.I(logoSize) + m.CapHeight) / 2
	d.Dot = fixed.Point26_6{X: x, Y: y}
	d.DrawString(text)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("logo: %w", err)
	}
	return buf.Bytes(), nil
}
