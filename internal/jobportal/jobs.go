package jobportal

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Job statuses: a customer's job waits as pending until an admin approves or
// rejects it. Only approved jobs whose closing date has not passed are public.
const (
	JobPending  = "pending"
	JobApproved = "approved"
	JobRejected = "rejected"
)

// How a person applies for a job: on this site, by email or through a link.
const (
	ApplyOnSite  = "site"
	ApplyByEmail = "email"
	ApplyByLink  = "link"
)

// Foreign is the location of work abroad; a job there names its country.
const Foreign = "Foreign"

// LocationSriLanka, as a filter, stands for every district of Sri Lanka (the
// selector's "Sri Lanka (all)"), that is every location but Foreign.
const LocationSriLanka = "Sri Lanka"

// DefaultCurrency is the currency of a salary that names none.
const DefaultCurrency = "LKR"

// Limits of jobs and job lists; paged lists take Page's.
const (
	MaxClosingDays   = 180           // how far ahead a closing date may be
	MaxJobSubTopics  = 5             // sub-topics one job may have
	MaxSalary        = 1_000_000_000 // a sanity bound on a monthly amount
	DefaultShortList = 10            // featured, hot and recent jobs (SPEC: recent default 10)
	MaxShortList     = 50
	maxKeywordTerms  = 8
	maxTermLength    = 40
)

// DateLayout is how a calendar day is written: in JSON, in query strings and in the database.
const DateLayout = "2006-01-02"

// SriLankaTime is the portal's clock for calendar days: a job closing on a day
// stays open to the end of that day in Sri Lanka (UTC+05:30, no daylight saving).
var SriLankaTime = time.FixedZone("Asia/Colombo", 5*60*60+30*60)

// Today returns the calendar day in Sri Lanka at the instant now.
func Today(now time.Time) string { return now.In(SriLankaTime).Format(DateLayout) }

// JobTypes are the kinds of employment (SPEC section 9).
var JobTypes = []string{"Full Time Jobs", "Part Time Jobs", "Remote Jobs", "Freelance", "Temporary"}

// ExperienceLevels are the levels a job asks for (SPEC section 9).
var ExperienceLevels = []string{"Entry Level", "Mid Level", "Senior Level", "Executive"}

// MainTopics group jobs on the site (SPEC section 9).
var MainTopics = []string{"Government Jobs", "Private Jobs", "International Jobs"}

// SubTopics lists the sub-topics of each main topic (DESIGN section 5). No two
// main topics share a sub-topic's name, so a name alone says which topic it is in.
var SubTopics = map[string][]string{
	"Government Jobs": {"Ministries", "Provincial Councils", "Teaching", "Health Services", "Semi-Government"},
	"Private Jobs": {"IT and Software", "Accounting and Finance", "Banking and Insurance", "Sales and Marketing",
		"Engineering", "Hospitality and Tourism", "Health", "Education", "Apparel", "Logistics", "BPO"},
	"International Jobs": {"Middle East", "Europe", "East Asia", "Australia and New Zealand", "Maldives"},
}

// Currencies are the currencies a salary may be given in: the rupee and those
// of the countries Sri Lankans most often work in.
var Currencies = []string{"LKR", "USD", "EUR", "GBP", "AED", "QAR", "SAR", "KWD", "OMR", "BHD", "MVR",
	"AUD", "NZD", "CAD", "SGD", "MYR", "JPY", "KRW", "ILS"}

// Sort orders of job lists.
const (
	SortPostedDate = "posted_date"
	SortSalary     = "salary"
	SortRelevance  = "relevance"
	SortViews      = "views"
)

// SortFields are the values of a job list's sortBy.
var SortFields = []string{SortPostedDate, SortSalary, SortRelevance, SortViews}

// DatePostedWindows maps a job list's datePosted to how far back it reaches.
var DatePostedWindows = map[string]time.Duration{"24h": 24 * time.Hour, "7d": 7 * 24 * time.Hour, "30d": 30 * 24 * time.Hour}

// PostedBy names the account that posted a job: kind admin or customer, and its id.
type PostedBy struct {
	Kind string `json:"kind"`
	ID   int64  `json:"id"`
}

// Job is a vacancy. Description and requirements are plain text whose line
// breaks are meant to be kept when shown.
type Job struct {
	ID           int64  `json:"id"`
	Title        string `json:"title"`
	Slug         string `json:"slug"`
	Description  string `json:"description"`
	Requirements string `json:"requirements"`
	// CompanyID is the company page the job is posted under (a page's id,
	// not its owner's); nil when the employer is named only by CompanyName.
	CompanyID   *int64 `json:"companyId"`
	CompanyName string `json:"companyName"`
	// ResponseDays is how soon the company of CompanyID answers its
	// applicants (Company.ResponseDays); only a single job's answer has it.
	ResponseDays    *int     `json:"responseDays,omitempty"`
	Location        string   `json:"location"`
	Country         string   `json:"country"`
	JobType         string   `json:"jobType"`
	ExperienceLevel string   `json:"experienceLevel"`
	MainTopic       string   `json:"mainTopic"`
	SubTopics       []string `json:"subTopics"`
	// SalaryMin and SalaryMax are whole monthly amounts in Currency; either may be nil.
	SalaryMin   *int64 `json:"salaryMin"`
	SalaryMax   *int64 `json:"salaryMax"`
	Currency    string `json:"currency"`
	ClosingDate string `json:"closingDate"`
	// PostedDate is when the job went public, or was submitted while it waits.
	PostedDate      time.Time `json:"postedDate"`
	Status          string    `json:"status"`
	RejectionReason string    `json:"rejectionReason"`
	// Expired says that the closing date has passed.
	Expired     bool   `json:"expired"`
	ApplyMethod string `json:"applyMethod"`
	ApplyEmail  string `json:"applyEmail"`
	ApplyURL    string `json:"applyUrl"`
	Image       string `json:"image"`
	// NoticeText is the text printed on the flyer Image, as OCR read it
	// (internal/ocr); only a single job's answer has it, once it is read.
	NoticeText        string   `json:"noticeText,omitempty"`
	Views             int64    `json:"views"`
	ApplicationsCount int64    `json:"applicationsCount"`
	Featured          bool     `json:"featured"`
	Hot               bool     `json:"hot"`
	PostedBy          PostedBy `json:"postedBy"`
	// ScreeningQuestions are asked of those who apply on the site.
	ScreeningQuestions []ScreeningQuestion `json:"screeningQuestions"`
	// AllowsApplyWithoutCV lets job seekers apply on the site with a name,
	// phone, district and note instead of a CV.
	AllowsApplyWithoutCV bool `json:"allowsApplyWithoutCV"`
	// WalkIn is the job's walk-in interview; nil when it has none.
	WalkIn *WalkIn `json:"walkIn"`
	// Snippet is set by a keyword search: an extract of the job as HTML in
	// which only <mark> elements are markup, around the words that matched.
	Snippet string `json:"snippet,omitempty"`
	// Change is the poster's edit of an approved job waiting for review (or
	// rejected), given only to the poster and to those who moderate jobs.
	Change    *JobChange `json:"change,omitempty"`
	CreatedAt time.Time  `json:"createdAt"`
	UpdatedAt time.Time  `json:"updatedAt"`
}

// PostedByCustomer reports whether the customer with this id posted the job.
func (j *Job) PostedByCustomer(id int64) bool {
	return j.PostedBy.Kind == KindCustomer && j.PostedBy.ID == id
}

// JobInput is what a poster sends to create or replace a job. CompanyID,
// Featured and Hot are for admins; the server fills CompanyName for company
// accounts.
type JobInput struct {
	Title           string   `json:"title"`
	Description     string   `json:"description"`
	Requirements    string   `json:"requirements"`
	CompanyID       *int64   `json:"companyId"`
	CompanyName     string   `json:"companyName"`
	Location        string   `json:"location"`
	Country         string   `json:"country"`
	JobType         string   `json:"jobType"`
	ExperienceLevel string   `json:"experienceLevel"`
	MainTopic       string   `json:"mainTopic"`
	SubTopics       []string `json:"subTopics"`
	SalaryMin       *int64   `json:"salaryMin"`
	SalaryMax       *int64   `json:"salaryMax"`
	Currency        string   `json:"currency"`
	ClosingDate     string   `json:"closingDate"`
	ApplyMethod     string   `json:"applyMethod"`
	ApplyEmail      string   `json:"applyEmail"`
	ApplyURL        string   `json:"applyUrl"`
	Featured        *bool    `json:"featured"`
	Hot             *bool    `json:"hot"`
	// ScreeningQuestions are asked of applicants (at most MaxQuestions);
	// left out, the job asks none.
	ScreeningQuestions []ScreeningQuestion `json:"screeningQuestions"`
	// AllowsApplyWithoutCV lets job seekers apply on the site without a CV.
	AllowsApplyWithoutCV bool `json:"allowsApplyWithoutCV"`
	// WalkIn makes the job a walk-in interview; left out, it is none.
	WalkIn *WalkIn `json:"walkIn"`
	// KeptWalkIn, on a change, is the walk-in the job has now: sent back
	// unchanged, it is not refused for being past.
	KeptWalkIn *WalkIn `json:"-"`
	// RemoveImage, on a change, takes the job's flyer image away. A new
	// image comes as a file in a form, beside these fields.
	RemoveImage bool `json:"removeImage"`
	// UpdatedAt, on a change, is the job's updatedAt as the editor read it:
	// a job changed since then is a 409 rather than an edit lost.
	UpdatedAt string `json:"updatedAt"`
}

// Normalize trims the fields, removes control characters, writes the chosen
// values of lists as the lists spell them and drops what the chosen options
// make meaningless (a country outside Foreign, the email of a link application).
func (in *JobInput) Normalize() {
	in.Title = strings.Join(strings.Fields(CleanText(in.Title)), " ")
	in.Description = strings.TrimSpace(CleanText(in.Description))
	in.Requirements = strings.TrimSpace(CleanText(in.Requirements))
	in.CompanyName = strings.Join(strings.Fields(CleanText(in.CompanyName)), " ")
	in.Location = canonical(Locations, strings.TrimSpace(in.Location))
	in.Country = strings.TrimSpace(CleanText(in.Country))
	if in.Location != Foreign {
		in.Country = ""
	}
	in.JobType = canonical(JobTypes, strings.TrimSpace(in.JobType))
	in.ExperienceLevel = canonical(ExperienceLevels, strings.TrimSpace(in.ExperienceLevel))
	in.MainTopic = canonical(MainTopics, strings.TrimSpace(in.MainTopic))
	var subs []string
	for _, s := range in.SubTopics {
		s = canonical(allSubTopics, strings.TrimSpace(s))
		if s != "" && !slices.Contains(subs, s) {
			subs = append(subs, s)
		}
	}
	in.SubTopics = subs
	in.Currency = strings.ToUpper(strings.TrimSpace(in.Currency))
	if in.Currency == "" {
		in.Currency = DefaultCurrency
	}
	in.ClosingDate = strings.TrimSpace(in.ClosingDate)
	in.ApplyMethod = strings.ToLower(strings.TrimSpace(in.ApplyMethod))
	if in.ApplyMethod == "" {
		in.ApplyMethod = ApplyOnSite
	}
	in.ApplyEmail = NormalizeEmail(in.ApplyEmail)
	in.ApplyURL = strings.TrimSpace(in.ApplyURL)
	if in.ApplyMethod != ApplyByEmail {
		in.ApplyEmail = ""
	}
	if in.ApplyMethod != ApplyByLink {
		in.ApplyURL = ""
	}
	in.ScreeningQuestions = normalizeQuestions(in.ScreeningQuestions)
	if in.ApplyMethod != ApplyOnSite {
		in.AllowsApplyWithoutCV = false // only the site's own form takes such applications
	}
	if in.WalkIn != nil {
		in.WalkIn.Normalize()
	}
}

// Validate checks a job after Normalize. today is the current day in Sri
// Lanka (see Today), against which the closing date is checked.
func (in *JobInput) Validate(today string) error {
	var p Problems
	switch n := utf8.RuneCountInString(in.Title); {
	case n == 0:
		p.Add("title", "Title is required.")
	case n < 5:
		p.Add("title", "Title must be at least 5 characters.")
	case n > 150:
		p.Add("title", "Title must be at most 150 characters.")
	}
	checkText(&p, "description", "Description", in.Description, true, 20000)
	checkText(&p, "requirements", "Requirements", in.Requirements, false, 10000)
	checkText(&p, "companyName", "Company name", in.CompanyName, true, 120)
	checkChoice(&p, "location", "Location", in.Location, Locations)
	if in.Location == Foreign {
		checkText(&p, "country", "Country", in.Country, true, 60)
	}
	checkChoice(&p, "jobType", "Job type", in.JobType, JobTypes)
	checkChoice(&p, "experienceLevel", "Experience level", in.ExperienceLevel, ExperienceLevels)
	checkChoice(&p, "mainTopic", "Main topic", in.MainTopic, MainTopics)
	if len(in.SubTopics) > MaxJobSubTopics {
		p.Add("subTopics", fmt.Sprintf("Choose at most %d sub-topics.", MaxJobSubTopics))
	} else if allowed, ok := SubTopics[in.MainTopic]; ok {
		for _, s := range in.SubTopics {
			if !slices.Contains(allowed, s) {
				p.Add("subTopics", fmt.Sprintf("Choose sub-topics of %s from the list.", in.MainTopic))
				break
			}
		}
	}
	checkSalary(&p, "salaryMin", in.SalaryMin)
	checkSalary(&p, "salaryMax", in.SalaryMax)
	if in.SalaryMin != nil && in.SalaryMax != nil && *in.SalaryMax >= 0 && *in.SalaryMin > *in.SalaryMax {
		p.Add("salaryMax", "The highest salary must not be below the lowest.")
	}
	checkChoice(&p, "currency", "Currency", in.Currency, Currencies)
	checkClosingDate(&p, in.ClosingDate, today)
	switch in.ApplyMethod {
	case ApplyOnSite:
	case ApplyByEmail:
		checkEmail(&p, "applyEmail", in.ApplyEmail)
	case ApplyByLink:
		if in.ApplyURL == "" {
			p.Add("applyUrl", "Give the address where people apply.")
		} else {
			checkURL(&p, "applyUrl", in.ApplyURL, maxApplyURLLength)
		}
	default:
		p.Add("applyMethod", "Choose how people apply: site, email or link.")
	}
	checkQuestions(&p, in.ScreeningQuestions)
	if !in.WalkIn.Same(in.KeptWalkIn) || in.KeptWalkIn == nil {
		checkWalkIn(&p, in.WalkIn, today)
	}
	return p.Err()
}

// Apply copies the input into a job. It leaves the status, the counters, the
// poster and the times to the caller.
func (in *JobInput) Apply(j *Job) {
	j.Title = in.Title
	j.Slug = Slugify(in.Title, JobSlugFallback)
	j.Description = in.Description
	j.Requirements = in.Requirements
	j.CompanyID = in.CompanyID
	j.CompanyName = in.CompanyName
	j.Location = in.Location
	j.Country = in.Country
	j.JobType = in.JobType
	j.ExperienceLevel = in.ExperienceLevel
	j.MainTopic = in.MainTopic
	j.SubTopics = append([]string{}, in.SubTopics...)
	j.SalaryMin = in.SalaryMin
	j.SalaryMax = in.SalaryMax
	j.Currency = in.Currency
	j.ClosingDate = in.ClosingDate
	j.ApplyMethod = in.ApplyMethod
	j.ApplyEmail = in.ApplyEmail
	j.ApplyURL = in.ApplyURL
	j.ScreeningQuestions = cloneQuestions(in.ScreeningQuestions)
	j.AllowsApplyWithoutCV = in.AllowsApplyWithoutCV
	j.WalkIn = in.WalkIn.Clone()
	if in.Featured != nil {
		j.Featured = *in.Featured
	}
	if in.Hot != nil {
		j.Hot = *in.Hot
	}
}

// MaxRejectionReason bounds the reason an admin gives for rejecting a job.
const MaxRejectionReason = 500

// ValidateRejectionReason checks the optional reason of a rejection.
func ValidateRejectionReason(reason string) error {
	var p Problems
	checkText(&p, "reason", "Reason", reason, false, MaxRejectionReason)
	return p.Err()
}

// JobFilter selects and orders jobs for a list or a search. The zero value,
// after Normalize, lists the first page of jobs newest first.
type JobFilter struct {
	Keyword         string
	JobType         string
	Location        string // a location, or LocationSriLanka for every district
	CompanyID       *int64
	SalaryMin       *int64
	SalaryMax       *int64
	Currency        string // the currency of SalaryMin and SalaryMax
	ExperienceLevel string
	MainTopics      []string
	SubTopics       []string
	DatePosted      string // a key of DatePostedWindows, or "" for any time
	WalkIn          bool   // only jobs with a walk-in interview yet to end
	SortBy          string
	SortOrder       string // asc or desc
	Page            int
	Limit           int
}

// Normalize fills the defaults and writes chosen values as the lists spell
// them. A keyword search sorts by relevance unless told otherwise.
func (f *JobFilter) Normalize() {
	f.Keyword = strings.TrimSpace(f.Keyword)
	f.JobType = canonical(JobTypes, strings.TrimSpace(f.JobType))
	f.Location = strings.TrimSpace(f.Location)
	if strings.EqualFold(f.Location, LocationSriLanka) {
		f.Location = LocationSriLanka
	} else {
		f.Location = canonical(Locations, f.Location)
	}
	f.ExperienceLevel = canonical(ExperienceLevels, strings.TrimSpace(f.ExperienceLevel))
	f.MainTopics = canonicalAll(MainTopics, f.MainTopics)
	f.SubTopics = canonicalAll(allSubTopics, f.SubTopics)
	f.Currency = strings.ToUpper(strings.TrimSpace(f.Currency))
	if f.Currency == "" && (f.SalaryMin != nil || f.SalaryMax != nil) {
		f.Currency = DefaultCurrency
	}
	f.DatePosted = strings.ToLower(strings.TrimSpace(f.DatePosted))
	if f.DatePosted == "any" {
		f.DatePosted = ""
	}
	f.SortBy = strings.ToLower(strings.TrimSpace(f.SortBy))
	if f.SortBy == "" {
		f.SortBy = SortPostedDate
		if len(SearchTerms(f.Keyword)) > 0 {
			f.SortBy = SortRelevance
		}
	}
	f.SortOrder = strings.ToLower(strings.TrimSpace(f.SortOrder))
	if f.SortOrder == "" {
		f.SortOrder = "desc"
	}
	page := NewPage(f.Page, f.Limit)
	f.Page, f.Limit = page.Number, page.Limit
}

// Validate checks a filter after Normalize. Each problem names the query
// parameter at fault, so that an unknown value is never silently ignored.
func (f *JobFilter) Validate() error {
	var p Problems
	if utf8.RuneCountInString(f.Keyword) > 200 {
		p.Add("q", "The search words are too long.")
	}
	checkOptionalChoice(&p, "jobType", "job type", f.JobType, JobTypes)
	if f.Location != LocationSriLanka {
		checkOptionalChoice(&p, "location", "location", f.Location, Locations)
	}
	checkOptionalChoice(&p, "experienceLevel", "experience level", f.ExperienceLevel, ExperienceLevels)
	for _, t := range f.MainTopics {
		if !slices.Contains(MainTopics, t) {
			p.Add("mainTopics", fmt.Sprintf("%q is not a main topic.", t))
			break
		}
	}
	for _, t := range f.SubTopics {
		if !slices.Contains(allSubTopics, t) {
			p.Add("subTopics", fmt.Sprintf("%q is not a sub-topic.", t))
			break
		}
	}
	if f.CompanyID != nil && *f.CompanyID <= 0 {
		p.Add("company", "Give a company's id.")
	}
	if f.SalaryMin != nil && *f.SalaryMin < 0 {
		p.Add("salaryMin", "The salary must not be negative.")
	}
	if f.SalaryMax != nil && *f.SalaryMax < 0 {
		p.Add("salaryMax", "The salary must not be negative.")
	} else if f.SalaryMin != nil && f.SalaryMax != nil && *f.SalaryMin > *f.SalaryMax {
		p.Add("salaryMax", "The highest salary must not be below the lowest.")
	}
	if f.Currency != "" {
		checkOptionalChoice(&p, "currency", "currency", f.Currency, Currencies)
	}
	if _, ok := DatePostedWindows[f.DatePosted]; !ok && f.DatePosted != "" {
		p.Add("datePosted", "datePosted must be 24h, 7d or 30d.")
	}
	if !slices.Contains(SortFields, f.SortBy) {
		p.Add("sortBy", "sortBy must be posted_date, salary, relevance or views.")
	}
	if f.SortOrder != "asc" && f.SortOrder != "desc" {
		p.Add("sortOrder", "sortOrder must be asc or desc.")
	}
	f.Paging().check(&p)
	return p.Err()
}

// PostedSince returns the earliest posted date the filter lets through, or
// the zero time when it does not filter on it.
func (f *JobFilter) PostedSince(now time.Time) time.Time {
	if d, ok := DatePostedWindows[f.DatePosted]; ok {
		return now.Add(-d)
	}
	return time.Time{}
}

// Paging is the filter's page.
func (f *JobFilter) Paging() Page { return Page{Number: f.Page, Limit: f.Limit} }

// Offset is the number of jobs before the filter's page.
func (f *JobFilter) Offset() int { return f.Paging().Offset() }

// SearchTerms splits search words into the terms a full-text search looks
// for: runs of letters and digits, in lower case, at most a few of them. The
// combining marks of Sinhala and Tamil, and the zero-width joiners Sinhala
// writes inside a word (ක්‍ර), belong to their word; marks or joiners without
// a letter or digit are no term.
func SearchTerms(keyword string) []string {
	var terms []string
	for _, w := range strings.FieldsFunc(strings.ToLower(keyword), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r) && !unicode.Is(unicode.Mc, r) &&
			r != '\u200d' && r != '\u200c'
	}) {
		if !strings.ContainsFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
			continue // marks or joiners alone are no word
		}
		if utf8.RuneCountInString(w) > maxTermLength {
			w = string([]rune(w)[:maxTermLength])
		}
		if !slices.Contains(terms, w) {
			terms = append(terms, w)
		}
		if len(terms) == maxKeywordTerms {
			break
		}
	}
	return terms
}

// JobSlugFallback is the slug of a job whose title gives none.
const JobSlugFallback = "job"

// TopicSlug is the part of an address that names a main topic or sub-topic.
func TopicSlug(name string) string { return Slugify(name, "topic") }

// LocationSlug is the part of an address that names a location.
func LocationSlug(name string) string { return Slugify(name, "location") }

// TopicNamed returns the main topic or sub-topic a name or slug stands for,
// and whether it is a main topic. ok is false when it is neither.
func TopicNamed(s string) (name string, main bool, ok bool) {
	for _, t := range MainTopics {
		if strings.EqualFold(s, t) || s == TopicSlug(t) {
			return t, true, true
		}
	}
	for _, t := range allSubTopics {
		if strings.EqualFold(s, t) || s == TopicSlug(t) {
			return t, false, true
		}
	}
	return "", false, false
}

// LocationNamed returns the location a name or slug stands for, such as
// Nuwara Eliya for "nuwara-eliya".
func LocationNamed(s string) (string, bool) {
	for _, l := range Locations {
		if strings.EqualFold(s, l) || s == LocationSlug(l) {
			return l, true
		}
	}
	return "", false
}

// allSubTopics lists every sub-topic, main topic by main topic.
var allSubTopics = func() []string {
	var all []string
	for _, t := range MainTopics {
		all = append(all, SubTopics[t]...)
	}
	return all
}()

func checkSalary(p *Problems, field string, v *int64) {
	if v == nil {
		return
	}
	if *v < 0 {
		p.Add(field, "The salary must not be negative.")
	} else if *v > MaxSalary {
		p.Add(field, "The salary is too large.")
	}
}

func checkClosingDate(p *Problems, v, today string) {
	if v == "" {
		p.Add("closingDate", "Closing date is required.")
		return
	}
	d, err := time.Parse(DateLayout, v)
	if err != nil {
		p.Add("closingDate", "Write the closing date as YYYY-MM-DD.")
		return
	}
	t, err := time.Parse(DateLayout, today)
	if err != nil {
		p.Add("closingDate", "The closing date cannot be checked.")
		return
	}
	switch {
	case d.Before(t):
		p.Add("closingDate", "The closing date must be today or later.")
	case d.After(t.AddDate(0, 0, MaxClosingDays)):
		p.Add("closingDate", fmt.Sprintf("The closing date must be at most %d days ahead.", MaxClosingDays))
	}
}

// JobCounts counts jobs by state, for the dashboards.
type JobCounts struct {
	Total    int `json:"total"`
	Pending  int `json:"pending"`
	Approved int `json:"approved"` // live and expired
	Live     int `json:"live"`     // approved and open: what visitors see
	Expired  int `json:"expired"`  // approved, but the closing date has passed
	Rejected int `json:"rejected"`
	// Changes counts the approved jobs whose poster's edit waits for review.
	Changes int `json:"changes"`
	// Views adds up the views of the jobs counted.
	Views int64 `json:"views"`
}

// TopicCount is a main topic or sub-topic with the number of public jobs in it.
type TopicCount struct {
	Name      string       `json:"name"`
	Slug      string       `json:"slug"`
	Count     int          `json:"count"`
	SubTopics []TopicCount `json:"subTopics,omitempty"`
}

// Thousands writes a whole number with commas between its thousands, as
// salaries are written in emails and on pages: 35,000.
func Thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
