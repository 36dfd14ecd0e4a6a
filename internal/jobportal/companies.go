package jobportal

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
)

// Company statuses. Only approved companies are public.
const (
	CompanyPending  = "pending"
	CompanyApproved = "approved"
	CompanyRejected = "rejected"
)

// CompanyStatuses lists the statuses a company page may have.
var CompanyStatuses = []string{CompanyPending, CompanyApproved, CompanyRejected}

// Limits of the companies area (SPEC section 9 gives the page size and the
// rating range).
const (
	CompaniesPerPage       = 20
	MinRating              = 0
	MaxRating              = 5
	FeaturedCompaniesLimit = 12 // how many companies GET /api/companies/featured gives
	TopIndustriesLimit     = 5  // how many industries the directory's figures name
	MinFoundedYear         = 1800
	maxCompanyName         = 150
	maxCompanyDescription  = 5000
	maxReviewTitle         = 150
	maxReviewText          = 5000
	maxReviewPoints        = 2000
)

// Industries is the fixed list of industries a company page names
// (docs/DECISIONS.md): the sectors that hire in Sri Lanka.
var Industries = []string{
	"Banking and Finance", "Insurance", "IT and Software", "BPO and Shared Services",
	"Apparel and Textiles", "Hotels and Tourism", "Telecommunications", "Manufacturing",
	"Retail and Consumer Goods", "Construction and Real Estate", "Healthcare", "Education",
	"Logistics and Shipping", "Agriculture and Plantations", "Energy and Utilities",
	"Media and Advertising", "Government", "Non-profit", "Other",
}

// CompanySizes is the fixed list of size bands, by number of employees.
var CompanySizes = []string{"1-10", "11-50", "51-200", "201-500", "501-1000", "1001-5000", "5000+"}

// Sort fields of the company directory. Name sorts A to Z by default; the
// others put the highest or the newest first.
const (
	CompanySortName      = "name"
	CompanySortRating    = "rating"
	CompanySortJobs      = "jobs"
	CompanySortFollowers = "followers"
	CompanySortNewest    = "newest"
	CompanySortRelevance = "relevance"
)

// CompanySortFields lists the sort fields of the directory; relevance only with a search.
var CompanySortFields = []string{CompanySortName, CompanySortRating, CompanySortJobs, CompanySortFollowers,
	CompanySortNewest, CompanySortRelevance}

// Company is an employer's page: its own table, owned by one company account
// or, when an admin made it, by none.
type Company struct {
	ID              int64   `json:"id"`
	Name            string  `json:"name"`
	Slug            string  `json:"slug"`
	Logo            string  `json:"logo"`
	Cover           string  `json:"cover"`
	Industry        string  `json:"industry"`
	Size            string  `json:"size"`
	Location        string  `json:"location"`
	Website         string  `json:"website"`
	Email           string  `json:"email"`
	Phone           string  `json:"phone"`
	Founded         *int    `json:"founded"`
	Description     string  `json:"description"`
	Status          string  `json:"status"`
	RejectionReason string  `json:"rejectionReason"`
	Verified        bool    `json:"verified"`
	FollowersCount  int     `json:"followersCount"`
	Rating          float64 `json:"rating"`
	ReviewsCount    int     `json:"reviewsCount"`
	JobsCount       int     `json:"jobsCount"`
	// OwnerID is the company account that owns the page; nil for a page an admin made.
	OwnerID *int64 `json:"ownerId"`
	// IsFollowed tells a signed-in customer whether they follow the company.
	IsFollowed bool `json:"isFollowed"`
	// ResponseDays is how soon the company answers its applicants, in days
	// (store.CompanyResponseDays); nil when too few applied to say.
	ResponseDays *int      `json:"responseDays,omitempty"`
	CreatedAt    time.Time `json:"createdAt"`
	UpdatedAt    time.Time `json:"updatedAt"`
	// Change is the owner's edit of the page that waits for review or was
	// rejected; only the owner and moderators are ever given it.
	Change *CompanyChange `json:"change,omitempty"`
}

// A company's response time is the median over its applications of the last
// ResponseWindow, given once at least ResponseMinApplications count.
const (
	ResponseWindow          = 90 * 24 * time.Hour
	ResponseMinApplications = 5
)

// Public reports whether everyone may see the company.
func (c *Company) Public() bool { return c.Status == CompanyApproved }

// Statuses of an owner's change to an approved page. A change waits
// (pending) until an admin approves it, when it becomes the page's public
// facts and is no longer kept, or rejects it with a reason. ChangeApproved
// is only ever seen in the answer to the approval itself.
const (
	ChangePending  = "pending"
	ChangeRejected = "rejected"
	ChangeApproved = "approved"
)

// CompanyChange is an owner's edit of an approved company page, kept apart
// from the page's public facts until an admin approves it, so that the
// public never sees facts no one has reviewed.
type CompanyChange struct {
	Name            string    `json:"name"`
	Slug            string    `json:"slug"`
	Logo            string    `json:"logo"`
	Cover           string    `json:"cover"`
	Industry        string    `json:"industry"`
	Size            string    `json:"size"`
	Location        string    `json:"location"`
	Website         string    `json:"website"`
	Email           string    `json:"email"`
	Phone           string    `json:"phone"`
	Founded         *int      `json:"founded"`
	Description     string    `json:"description"`
	Status          string    `json:"status"`
	RejectionReason string    `json:"rejectionReason"`
	CreatedAt       time.Time `json:"createdAt"`
	UpdatedAt       time.Time `json:"updatedAt"`
}

// ChangeOf returns the facts of a page as a change waiting for review.
func ChangeOf(c *Company) *CompanyChange {
	return &CompanyChange{Name: c.Name, Slug: CompanySlug(c.Name), Logo: c.Logo, Cover: c.Cover,
		Industry: c.Industry, Size: c.Size, Location: c.Location, Website: c.Website, Email: c.Email,
		Phone: c.Phone, Founded: c.Founded, Description: c.Description, Status: ChangePending}
}

// Draft returns a copy of the page with the owner's change, if any, in
// place of its public facts: what the owner goes on editing.
func (c *Company) Draft() *Company {
	d := *c
	if c.Change != nil {
		c.Change.ApplyTo(&d)
	}
	d.Change = nil
	return &d
}

// SameFacts reports whether a change would leave everything the public
// sees of the page as it is.
func (ch *CompanyChange) SameFacts(c *Company) bool {
	sameYear := (ch.Founded == nil) == (c.Founded == nil) && (ch.Founded == nil || *ch.Founded == *c.Founded)
	return ch.Name == c.Name && ch.Logo == c.Logo && ch.Cover == c.Cover && ch.Industry == c.Industry &&
		ch.Size == c.Size && ch.Location == c.Location && ch.Website == c.Website && ch.Email == c.Email &&
		ch.Phone == c.Phone && sameYear && ch.Description == c.Description
}

// ApplyTo copies the change's facts onto its page.
func (ch *CompanyChange) ApplyTo(c *Company) {
	c.Name, c.Slug, c.Logo, c.Cover = ch.Name, CompanySlug(ch.Name), ch.Logo, ch.Cover
	c.Industry, c.Size, c.Location = ch.Industry, ch.Size, ch.Location
	c.Website, c.Email, c.Phone = ch.Website, ch.Email, ch.Phone
	c.Founded, c.Description = ch.Founded, ch.Description
}

// RoundRating rounds an average rating to two decimals, as answers give it.
func RoundRating(r float64) float64 { return math.Round(r*100) / 100 }

// CompanyInput is what an admin or the owner sends to create or change a
// company page. Logo and cover come as files; RemoveLogo and RemoveCover
// take them away.
type CompanyInput struct {
	Name        string `json:"name"`
	Industry    string `json:"industry"`
	Size        string `json:"size"`
	Location    string `json:"location"`
	Website     string `json:"website"`
	Email       string `json:"email"`
	Phone       string `json:"phone"`
	Founded     *int   `json:"founded"`
	Description string `json:"description"`
	RemoveLogo  bool   `json:"removeLogo"`
	RemoveCover bool   `json:"removeCover"`
}

// Normalize trims the fields, cleans the text and writes list values as the lists spell them.
func (in *CompanyInput) Normalize() {
	in.Name = strings.TrimSpace(CleanText(in.Name))
	in.Industry = canonical(Industries, strings.TrimSpace(in.Industry))
	in.Size = strings.TrimSpace(in.Size)
	in.Location = canonical(Locations, strings.TrimSpace(in.Location))
	in.Website = strings.TrimSpace(in.Website)
	in.Email = NormalizeEmail(in.Email)
	in.Phone = strings.TrimSpace(in.Phone)
	in.Description = strings.TrimSpace(CleanText(in.Description))
}

// Validate checks a company page after Normalize. Industry, size and
// district are optional, but when given they come from the fixed lists.
func (in *CompanyInput) Validate(thisYear int) error {
	var p Problems
	checkText(&p, "name", "Company name", in.Name, true, maxCompanyName)
	checkOptionalChoice(&p, "industry", "industry", in.Industry, Industries)
	checkOptionalChoice(&p, "size", "company size", in.Size, CompanySizes)
	checkDistrict(&p, "location", in.Location)
	checkURL(&p, "website", in.Website, maxWebsiteLength)
	if in.Email != "" {
		checkEmail(&p, "email", in.Email)
	}
	checkPhone(&p, "phone", in.Phone)
	if in.Founded != nil && (*in.Founded < MinFoundedYear || *in.Founded > thisYear) {
		p.Add("founded", fmt.Sprintf("Founded must be a year from %d to %d.", MinFoundedYear, thisYear))
	}
	checkText(&p, "description", "Description", in.Description, false, maxCompanyDescription)
	return p.Err()
}

// Apply copies the input onto a company and makes its slug.
func (in *CompanyInput) Apply(c *Company) {
	c.Name, c.Slug = in.Name, CompanySlug(in.Name)
	c.Industry, c.Size, c.Location = in.Industry, in.Size, in.Location
	c.Website, c.Email, c.Phone = in.Website, in.Email, in.Phone
	c.Founded, c.Description = in.Founded, in.Description
}

// CompanyFilter is what the company directory is asked for.
type CompanyFilter struct {
	Keyword    string
	Industries []string
	Sizes      []string
	Locations  []string
	FoundedMin *int
	FoundedMax *int
	RatingMin  *float64
	RatingMax  *float64
	HasJobs    bool
	// Status is for moderators only; the public directory is approved companies.
	Status string
	// Review is for moderators only: the pages that wait for a decision,
	// those pending and those whose owner's change is pending.
	Review    bool
	SortBy    string
	SortOrder string
	Page      int
	Limit     int
}

// Normalize fills the defaults: the first page of CompaniesPerPage, sorted
// by relevance with a keyword and by name otherwise; list values as the
// lists spell them.
func (f *CompanyFilter) Normalize() {
	f.Keyword = strings.TrimSpace(f.Keyword)
	f.Industries = canonicalAll(Industries, f.Industries)
	f.Sizes = canonicalAll(CompanySizes, f.Sizes)
	f.Locations = canonicalAll(Locations, f.Locations)
	if f.Page == 0 {
		f.Page = 1
	}
	if f.Limit == 0 {
		f.Limit = CompaniesPerPage
	}
	if f.SortBy == "" {
		f.SortBy = CompanySortName
		if f.Keyword != "" {
			f.SortBy = CompanySortRelevance
		}
	}
	if f.SortOrder == "" {
		f.SortOrder = "desc"
		if f.SortBy == CompanySortName {
			f.SortOrder = "asc"
		}
	}
}

// Validate checks a filter after Normalize: an unknown industry, size or
// district is an error, never silently ignored.
func (f *CompanyFilter) Validate() error {
	var p Problems
	for _, v := range f.Industries {
		checkOptionalChoice(&p, "industry", "industry", v, Industries)
	}
	for _, v := range f.Sizes {
		checkOptionalChoice(&p, "size", "company size", v, CompanySizes)
	}
	for _, v := range f.Locations {
		if !IsLocation(v) {
			p.Add("location", fmt.Sprintf("%q is not a known district.", v))
		}
	}
	if f.FoundedMin != nil && f.FoundedMax != nil && *f.FoundedMin > *f.FoundedMax {
		p.Add("foundedMin", "The earliest year must not be after the latest.")
	}
	for _, r := range []struct {
		name string
		v    *float64
	}{{"ratingMin", f.RatingMin}, {"ratingMax", f.RatingMax}} {
		if r.v != nil && (*r.v < MinRating || *r.v > MaxRating || math.IsNaN(*r.v)) {
			p.Add(r.name, fmt.Sprintf("%s must be from %d to %d.", r.name, MinRating, MaxRating))
		}
	}
	if f.RatingMin != nil && f.RatingMax != nil && *f.RatingMin > *f.RatingMax {
		p.Add("ratingMin", "The lowest rating must not be above the highest.")
	}
	if f.Status != "" && !slices.Contains(CompanyStatuses, f.Status) {
		p.Add("status", "status must be pending, approved or rejected.")
	}
	if f.Review && f.Status != "" {
		p.Add("review", "Ask for the pages waiting for review or for a status, not both.")
	}
	if !slices.Contains(CompanySortFields, f.SortBy) {
		p.Add("sortBy", "sortBy must be name, rating, jobs, followers or newest.")
	} else if f.SortBy == CompanySortRelevance && f.Keyword == "" {
		p.Add("sortBy", "Sorting by relevance needs a search.")
	}
	if f.SortOrder != "asc" && f.SortOrder != "desc" {
		p.Add("sortOrder", "sortOrder must be asc or desc.")
	}
	f.Paging().check(&p)
	return p.Err()
}

// Paging is the page the filter asks for.
func (f *CompanyFilter) Paging() Page { return Page{Number: f.Page, Limit: f.Limit} }

// Review is a customer's review of a company: one per customer and company.
type Review struct {
	ID        int64        `json:"id"`
	CompanyID int64        `json:"companyId"`
	Author    ReviewAuthor `json:"author"`
	Rating    int          `json:"rating"`
	Title     string       `json:"title"`
	Text      string       `json:"text"`
	Pros      string       `json:"pros"`
	Cons      string       `json:"cons"`
	CreatedAt time.Time    `json:"createdAt"`
	UpdatedAt time.Time    `json:"updatedAt"`
}

// ReviewAuthor is who wrote a review, as others see them.
type ReviewAuthor struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	Avatar string `json:"avatar"`
}

// ReviewInput is what a customer sends to write or change a review.
// Rating is a number so that 4.5 is refused with a clear message rather than
// as a badly typed field.
type ReviewInput struct {
	Rating *float64 `json:"rating"`
	Title  string   `json:"title"`
	Text   string   `json:"text"`
	Pros   string   `json:"pros"`
	Cons   string   `json:"cons"`
}

// Normalize trims the texts.
func (in *ReviewInput) Normalize() {
	in.Title = strings.TrimSpace(CleanText(in.Title))
	in.Text = strings.TrimSpace(CleanText(in.Text))
	in.Pros = strings.TrimSpace(CleanText(in.Pros))
	in.Cons = strings.TrimSpace(CleanText(in.Cons))
}

// Validate checks a review after Normalize: a whole rating from 1 to 5, a
// title and a text.
func (in *ReviewInput) Validate() error {
	var p Problems
	switch r := in.Rating; {
	case r == nil:
		p.Add("rating", "Rating is required.")
	case *r != math.Trunc(*r) || *r < 1 || *r > 5:
		p.Add("rating", "Rating must be a whole number of stars from 1 to 5.")
	}
	checkText(&p, "title", "Title", in.Title, true, maxReviewTitle)
	checkText(&p, "text", "Review", in.Text, true, maxReviewText)
	checkText(&p, "pros", "Pros", in.Pros, false, maxReviewPoints)
	checkText(&p, "cons", "Cons", in.Cons, false, maxReviewPoints)
	return p.Err()
}

// Apply copies a valid input onto a review.
func (in *ReviewInput) Apply(r *Review) {
	r.Rating = int(*in.Rating)
	r.Title, r.Text, r.Pros, r.Cons = in.Title, in.Text, in.Pros, in.Cons
}

// RatingSummary is a company's average rating with the number of reviews
// per star, from 1 to 5.
type RatingSummary struct {
	Average float64        `json:"average"`
	Count   int            `json:"count"`
	Stars   map[string]int `json:"stars"`
}

// CompanyStats are the directory's figures.
type CompanyStats struct {
	TotalCompanies int             `json:"totalCompanies"`
	TotalJobs      int             `json:"totalJobs"`
	AverageRating  float64         `json:"averageRating"`
	Verified       int             `json:"verifiedCompanies"`
	TopIndustries  []IndustryCount `json:"topIndustries"`
	// ByStatus counts every page by status, for moderators only.
	ByStatus map[string]int `json:"byStatus,omitempty"`
}

// IndustryCount is an industry with its number of public companies.
type IndustryCount struct {
	Industry string `json:"industry"`
	Slug     string `json:"slug"`
	Count    int    `json:"count"`
}

// FeaturedCompany is an approved company that is hiring, as the home page's
// strip of top companies shows it: the fields it has always had, with the
// district and the logo under their first names.
type FeaturedCompany struct {
	ID        int64   `json:"id"`
	Name      string  `json:"name"`
	Slug      string  `json:"slug"`
	Industry  string  `json:"industry"`
	District  string  `json:"district"`
	Avatar    string  `json:"avatar"`
	JobsCount int     `json:"jobsCount"`
	Verified  bool    `json:"verified"`
	Rating    float64 `json:"rating"`
}

// CompanySlug is the part of an address that names a company, from its name.
func CompanySlug(name string) string { return Slugify(name, "company") }

// IndustryNamed returns the industry a path segment names, by its name in
// any case or by its slug (it-and-software).
func IndustryNamed(s string) (string, bool) {
	for _, i := range Industries {
		if strings.EqualFold(i, s) || Slugify(i, "") == strings.ToLower(s) {
			return i, true
		}
	}
	return "", false
}

// CompanyAccountJobsLimit is how many of a company account's jobs its
// figures list one by one, the newest first; the totals count them all.
const CompanyAccountJobsLimit = 50

// CompanyAccountStats are a company account's own figures: its page's
// followers, its jobs' views and applications, each job's, and the new
// followers and applications of each of the last StatsDays days.
type CompanyAccountStats struct {
	From string `json:"from"`
	To   string `json:"to"`
	// CompanyID is the account's company page, nil when it has none yet.
	CompanyID    *int64 `json:"companyId"`
	Followers    int    `json:"followers"`
	JobsTotal    int    `json:"jobsTotal"`
	Views        int    `json:"views"`
	Applications int    `json:"applications"`
	// Jobs are the newest CompanyAccountJobsLimit of the account's jobs.
	Jobs []JobFigures `json:"jobs"`
	// Series holds "followers" and "applications": a count for each of the
	// last StatsDays days, oldest first.
	Series map[string][]DayCount `json:"series"`
}

// JobFigures are one job's views and applications, as its poster sees them.
type JobFigures struct {
	ID           int64  `json:"id"`
	Title        string `json:"title"`
	Slug         string `json:"slug"`
	Status       string `json:"status"`
	PostedDate   string `json:"postedDate"`
	Views        int    `json:"views"`
	Applications int    `json:"applications"`
}
