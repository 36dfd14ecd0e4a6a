package httpapi

import (
	"context"
	"math"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"jobportal/internal/jobportal"
)

// The first screen of a company's page (screens/company.html): the top of
// features/companies/pages/company-detail-page.tsx as a visitor who is not
// signed in sees it: the cover, the header with the logo, the name, the
// facts under it and the follow link, the about text, the open jobs and the
// facts box. The reviews, below the jobs, are left to the app. The jobs show
// their closing day, which the app writes with Intl, so the screen is
// written in English only, as the article's is.

// companyScreen is what screens/company.html reads.
type companyScreen struct {
	Company *jobportal.Company
	Jobs    []*jobportal.Job
	// Website is the address the website's link opens, "" when the company
	// gave one that is not http(s) (safeWebsite of the page).
	Website string
}

// companyScreenOf is the first screen of an approved company's page: the
// company and the jobs the page lists first (GET /api/companies/{id}/jobs
// with the list's defaults).
func (s *Server) companyScreenOf(ctx context.Context, c *jobportal.Company) (*screen, error) {
	f, err := parseJobFilter(url.Values{})
	if err != nil {
		return nil, err
	}
	f.CompanyID = &c.ID
	jobs, _, err := s.db.ListJobs(ctx, f)
	if err != nil {
		return nil, err
	}
	d := companyScreen{Company: c, Jobs: jobs, Website: safeWebsite(c.Website)}
	return &screen{name: "company", data: d, langs: englishOnly}, nil
}

// safeWebsite is the company's website as a link's address when it is an
// http(s) address, else "" and the page shows it as text.
func safeWebsite(value string) string {
	u, err := url.Parse(strings.TrimSpace(value))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	if u.Path == "" {
		u.Path = "/"
	}
	return u.String()
}

// CompanyCover is the company's cover across the top of its page (4 / 1,
// loaded at once, as the page's largest picture).
func (screenPage) CompanyCover(c *jobportal.Company) screenImage {
	im := newScreenImage(c.Cover, "", 1200, 300, "(min-width: 1200px) 1200px, 100vw", responsiveWidths)
	im.Eager = true
	im.Class, im.Aspect = "w-full", "aspect-[4/1]"
	return im
}

// CompanyLogo is the company's logo in the page's header (CompanyLogo of
// components/company-logo.tsx, size lg).
func (screenPage) CompanyLogo(c *jobportal.Company) screenImage {
	return companyLogo(c, 96, "size-24 text-2xl")
}

// companyLogo is CompanyLogo of components/company-logo.tsx at a size: a
// square of pixels, its box of the classes box.
func companyLogo(c *jobportal.Company, pixels int, box string) screenImage {
	px := strconv.Itoa(pixels)
	im := newScreenImage(c.Logo, "", pixels, pixels, px+"px", []int{320})
	im.Contain, im.Aspect = true, "aspect-square"
	im.Class = box + " shrink-0 overflow-hidden rounded-xl bg-white ring-1 ring-gray-200"
	return im
}

// CompanyInitials are what stands for a company without a logo: the first
// character of each of the first two words of its name, in capitals, as
// initials of lib/initials.ts writes them. A character is a letter with the
// marks that follow it, and a letter joined to the next by a zero-width
// joiner takes that one too (Sinhala ශ්‍රී).
func (screenPage) CompanyInitials(name string) string {
	words := strings.Fields(name)
	var b strings.Builder
	for i, w := range words {
		if i == 2 {
			break
		}
		b.WriteString(firstCharacter(strings.ToUpper(firstCharacter(w))))
	}
	if b.Len() == 0 {
		return "?"
	}
	return b.String()
}

// firstCharacter is the first character a reader sees in s: its first rune
// with the combining marks after it, joined to the next character while it
// ends in a zero-width joiner.
func firstCharacter(s string) string {
	const zwj = '\u200d'
	end := 0
	for end < len(s) {
		_, size := utf8.DecodeRuneInString(s[end:])
		end += size
		for end < len(s) {
			r, size := utf8.DecodeRuneInString(s[end:])
			if !unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) && r != zwj {
				break
			}
			end += size
		}
		if last, _ := utf8.DecodeLastRuneInString(s[:end]); last != zwj {
			break
		}
	}
	return s[:end]
}

// CompanyStars is the rating as five stars, filled to the nearest whole
// star (Stars of components/stars.tsx).
func (screenPage) CompanyStars(rating float64) string {
	whole := int(math.Floor(rating + 0.5))
	return strings.Repeat("★", max(0, min(5, whole))) + strings.Repeat("☆", 5-max(0, min(5, whole)))
}

// CompanyRating is a rating with one decimal, as JavaScript's toFixed(1)
// writes it. Both round the exact value of the number, but a value exactly
// halfway between two tenths, an odd number of quarters (4.25), is rounded
// up by toFixed and to the even tenth by Go (4.2).
func (screenPage) CompanyRating(rating float64) string {
	if quarters := rating * 4; quarters == math.Trunc(quarters) && math.Mod(quarters, 2) == 1 {
		return strconv.FormatFloat((math.Floor(rating*10)+1)/10, 'f', 1, 64)
	}
	return strconv.FormatFloat(rating, 'f', 1, 64)
}

// CompanyJobLine is the line under a job of the company's list: its place,
// its kind and its closing day, as the page joins them.
func (p screenPage) CompanyJobLine(j *jobportal.Job) string {
	parts := []string{}
	for _, v := range []string{j.Location, j.JobType} {
		if v != "" {
			parts = append(parts, v)
		}
	}
	if j.ClosingDate != "" {
		parts = append(parts, p.T("companies:jobs.closes", "date", p.JobDay(j.ClosingDate)))
	}
	return strings.Join(parts, " · ")
}

// CompanyFact is one line of the facts box; nothing is written for a fact
// the company did not give.
type CompanyFact struct{ Label, Value string }

// CompanyFacts are the facts box's lines before the website: the industry,
// the size, the district and the year founded.
func (p screenPage) CompanyFacts(c *jobportal.Company) []CompanyFact {
	size := ""
	if c.Size != "" {
		size = p.T("companies:sizeBand", "size", c.Size)
	}
	founded := ""
	if c.Founded != nil {
		founded = strconv.Itoa(*c.Founded)
	}
	return p.companyFacts([][2]string{{"industry", c.Industry}, {"size", size}, {"district", c.Location}, {"founded", founded}})
}

// CompanyContacts are the facts box's lines after the website.
func (p screenPage) CompanyContacts(c *jobportal.Company) []CompanyFact {
	return p.companyFacts([][2]string{{"email", c.Email}, {"phone", c.Phone}})
}

func (p screenPage) companyFacts(facts [][2]string) []CompanyFact {
	var out []CompanyFact
	for _, f := range facts {
		if f[1] != "" {
			out = append(out, CompanyFact{Label: p.T("companies:facts." + f[0]), Value: f[1]})
		}
	}
	return out
}

// The first screen of the directory, /company (screens/company-list.html):
// the top of features/companies/pages/company-list-page.tsx as a visitor
// first sees it, with the state's defaults (grid, filters hidden): the
// header band, the search, the controls, the two highlights (hiring now,
// and the best rated, which is what a visitor is recommended) and the start
// of the list. Only the address without a query has it; the cards show no
// dates, so it is written in every language. A signed-in reader is
// recommended other companies, so the copy is not shown to them
// (visitorsOnly).

// companyListCards is how many cards of the whole list the first screen
// draws: two rows of three at 1280 px, below the highlights.
const companyListCards = 6

// companyHighlightCount is HIGHLIGHT_COUNT of features/companies/companies-thunks.ts.
const companyHighlightCount = 6

// companySortNames are COMPANY_SORTS of features/companies/types.ts.
var companySortNames = []string{"name", "rating", "jobs", "followers", "newest"}

// companyListScreen is what screens/company-list.html reads.
type companyListScreen struct {
	Featured, Recommended, Companies []*jobportal.Company
}

// companyListScreenOf is the first screen of /company, or nil when the list
// is empty (the app's empty state).
func (s *Server) companyListScreenOf(ctx context.Context) (*screen, error) {
	var d companyListScreen
	perPage := strconv.Itoa(jobportal.CompaniesPerPage)
	for _, l := range []struct {
		q    url.Values
		keep int
		into *[]*jobportal.Company
	}{
		// The queries the page sends: fetchFeaturedForDirectory,
		// fetchRecommendedCompanies for a visitor and fetchCompanies.
		{url.Values{"hasJobs": {"true"}, "sortBy": {"jobs"}, "sortOrder": {"desc"}, "limit": {strconv.Itoa(companyHighlightCount)}},
			companyHighlightCount, &d.Featured},
		{url.Values{"sortBy": {"rating"}, "sortOrder": {"desc"}, "limit": {perPage}}, companyHighlightCount, &d.Recommended},
		{url.Values{"limit": {perPage}}, companyListCards, &d.Companies},
	} {
		f, err := parseCompanyFilter(l.q)
		if err != nil {
			return nil, err
		}
		list, _, err := s.db.ListCompanies(ctx, f)
		if err != nil {
			return nil, err
		}
		*l.into = list[:min(len(list), l.keep)]
	}
	if len(d.Companies) == 0 {
		return nil, nil
	}
	return &screen{name: "company-list", data: d, visitorsOnly: true}, nil
}

// CompanySort is an entry of the directory's sort menu.
type CompanySort struct {
	Value, Label string
	Selected     bool
}

// CompanySorts are the sort menu's entries, each order both ways, the
// list's default (name, A to Z) chosen.
func (p screenPage) CompanySorts() []CompanySort {
	var out []CompanySort
	for _, by := range companySortNames {
		natural := "desc"
		if by == "name" {
			natural = "asc"
		}
		for _, order := range []string{"asc", "desc"} {
			way := "reverse"
			if order == natural {
				way = "natural"
			}
			out = append(out, CompanySort{Value: by + ":" + order, Label: p.T("companies:sort." + by + "." + way),
				Selected: by == "name" && order == "asc"})
		}
	}
	return out
}

// CompanyPagePath is a company's page (companyPath of lib/paths.ts).
func (screenPage) CompanyPagePath(c *jobportal.Company) string {
	if c.Slug == "" {
		return "/company/" + strconv.FormatInt(c.ID, 10)
	}
	return companyURL("", c)
}

// CompanyCardLogo is a company's logo on its card (CompanyLogo, size sm).
func (screenPage) CompanyCardLogo(c *jobportal.Company) screenImage {
	return companyLogo(c, 48, "size-12 text-base")
}

// companyHighlight is what "company-highlight" reads.
type companyHighlight struct {
	screenPage
	ID, Title, Intro string
	Companies        []*jobportal.Company
}

// Highlight gives one of the directory's highlights to its template.
func (p screenPage) Highlight(id, title, intro string, companies []*jobportal.Company) companyHighlight {
	return companyHighlight{screenPage: p, ID: id, Title: p.T(title), Intro: p.T(intro), Companies: companies}
}

// companyGrid is what "company-grid" reads: cards of companies.
type companyGrid struct {
	Page      screenPage
	Companies []*jobportal.Company
}

// CompanyGrid gives companies to the grid's template.
func (p screenPage) CompanyGrid(companies []*jobportal.Company) companyGrid {
	return companyGrid{Page: p, Companies: companies}
}

// companyCard is what "company-card" reads.
type companyCard struct {
	Page    screenPage
	Company *jobportal.Company
}

// CompanyCard gives a company to the card's template.
func (p screenPage) CompanyCard(c *jobportal.Company) companyCard {
	return companyCard{Page: p, Company: c}
}
