package httpapi

import (
	"context"
	"fmt"
	"html/template"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"jobportal/internal/jobportal"
)

// The first screens of the jobs area's pages (first_screen.go): the home
// page's search and topics.

// homePage gives the home page its first screen; its head stays that of
// index.html.
type homePage struct{ s *Server }

func (homePage) match(rest []string) bool { return len(rest) == 0 }

// topicCard is one of the home page's main topics with its open jobs.
type topicCard struct {
	Key, Href string
	Icon      template.HTML
	Count     int
	Subs      []subTopicLink
}

type subTopicLink struct {
	Name, Href string
	Count      int
}

// topicKeys and topicIcons follow TOPICS of app/home/home-page.tsx.
var (
	topicKeys  = map[string]string{"Government Jobs": "government", "Private Jobs": "private", "International Jobs": "international"}
	topicIcons = map[string]template.HTML{
		"Government Jobs":    `<path d="M3 10 12 4l9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M4 18h16"></path>`,
		"Private Jobs":       `<path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M2 21h20"></path><path d="M8 8h3M8 12h3M8 16h3"></path>`,
		"International Jobs": `<path d="M10.5 13.5 3 11l1.5-1.5 8 .5 4.8-4.8a2 2 0 0 1 2.8 2.8L15.3 12.8l.5 8-1.5 1.5-2.5-7.5-3.3 3.2.3 2.5-1.2 1.2-1.6-3.4-3.4-1.6 1.2-1.2 2.5.3z"></path>`,
	}
)

// head reads the topic counts, as GET /api/jobs/topics answers them. The
// home page is always there: when the counts cannot be read, it goes out
// without its first screen, as the app alone draws it.
func (p homePage) head(ctx context.Context, _ []string) (pageHead, error) {
	counts, err := p.s.db.TopicCounts(ctx)
	if err != nil {
		if ctx.Err() == nil {
			p.s.log.ErrorContext(ctx, "home page first screen", "err", err, "request_id", requestID(ctx))
		}
		return pageHead{}, nil
	}
	byName := map[string]jobportal.TopicCount{}
	for _, c := range counts {
		byName[c.Name] = c
		for _, sub := range c.SubTopics {
			byName[sub.Name] = sub
		}
	}
	cards := make([]topicCard, 0, len(jobportal.MainTopics))
	for _, main := range jobportal.MainTopics {
		card := topicCard{Key: topicKeys[main], Icon: topicIcons[main], Count: byName[main].Count,
			Href: "/browse?" + url.Values{"mainTopics": {main}}.Encode()}
		for _, sub := range jobportal.SubTopics[main] {
			card.Subs = append(card.Subs, subTopicLink{Name: sub, Count: byName[sub].Count,
				Href: "/browse?" + url.Values{"mainTopics": {main}, "subTopics": {sub}}.Encode()})
		}
		cards = append(cards, card)
	}
	return pageHead{Screen: &screen{name: "home", data: struct{ Topics []topicCard }{cards}}}, nil
}

// The wording of a job on a first screen, as features/jobs/use-job-text.ts
// and format.ts write it. Ages and dates follow what the browser's Intl
// writes in English; Sinhala and Tamil come from the browser's own data,
// which the server does not have, so screens showing them are English only
// (screen.langs).

// englishOnly is screen.langs of screens with job dates and ages.
var englishOnly = []string{"en"}

// screenNow is the moment ages and closing days are counted from.
var screenNow = time.Now

// JobPosted is how long ago a job went public: "17 hours ago", "yesterday", "last week".
func (p screenPage) JobPosted(j *jobportal.Job) string {
	elapsed := max(screenNow().Sub(j.PostedDate), 0)
	const day = 24 * time.Hour
	days := int(elapsed / day)
	var unit string
	var count int
	switch {
	case elapsed < time.Hour:
		unit, count = "minute", max(1, int(elapsed/time.Minute))
	case elapsed < day:
		unit, count = "hour", int(elapsed/time.Hour)
	case days < 7:
		unit, count = "day", days
	case days < 30:
		unit, count = "week", days/7
	case days < 365:
		unit, count = "month", days/30
	default:
		unit, count = "year", days/365
	}
	if unit == "day" && count == 1 {
		return p.T("jobs:age.yesterday")
	}
	return p.T("jobs:age."+unit, "count", count)
}

// JobDay writes a calendar day as the browser's Intl does in English: "Dec 7, 2026".
func (p screenPage) JobDay(day string) string {
	d, err := time.Parse(jobportal.DateLayout, day)
	if err != nil {
		return day
	}
	return d.Format("Jan 2, 2006")
}

// daysUntil counts the days from today in Sri Lanka to a calendar day; ok
// is false for a day that cannot be read.
func daysUntil(day string) (int, bool) {
	d, err := time.ParseInLocation(jobportal.DateLayout, day, jobportal.SriLankaTime)
	if err != nil {
		return 0, false
	}
	now := screenNow().In(jobportal.SriLankaTime)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, jobportal.SriLankaTime)
	return int(d.Sub(today).Round(24*time.Hour) / (24 * time.Hour)), true
}

// JobClosed says whether a job no longer takes applications.
func (p screenPage) JobClosed(j *jobportal.Job) bool {
	days, ok := daysUntil(j.ClosingDate)
	return j.Expired || (ok && days < 0)
}

// JobClosing is "Closes Dec 7, 2026", "Closes today" or "Closed".
func (p screenPage) JobClosing(j *jobportal.Job) string {
	if p.JobClosed(j) {
		return p.T("jobs:card.closed")
	}
	if days, ok := daysUntil(j.ClosingDate); ok && days == 0 {
		return p.T("jobs:card.closesToday")
	}
	return p.T("jobs:card.closes", "date", p.JobDay(j.ClosingDate))
}

// JobSalary is the salary, "" when the job gives none; short leaves out "a month".
func (p screenPage) JobSalary(j *jobportal.Job, short bool) string {
	hasMin := j.SalaryMin != nil && *j.SalaryMin > 0
	hasMax := j.SalaryMax != nil && *j.SalaryMax > 0
	if !hasMin && !hasMax {
		return ""
	}
	currency := j.Currency
	if currency == "" {
		currency = "LKR"
	}
	var minText, maxText string
	if hasMin {
		minText = jobportal.Thousands(*j.SalaryMin)
	}
	if hasMax {
		maxText = jobportal.Thousands(*j.SalaryMax)
	}
	kind := "range"
	switch {
	case hasMin && hasMax && *j.SalaryMin == *j.SalaryMax:
		kind = "exact"
	case !hasMax:
		kind = "from"
	case !hasMin:
		kind = "upTo"
	}
	ns := "jobs:salary."
	if short {
		ns = "jobs:salaryShort."
	}
	return p.T(ns+kind, "currency", currency, "min", minText, "max", maxText)
}

// JobLocation is the district, or "{country} (abroad)".
func (p screenPage) JobLocation(j *jobportal.Job) string {
	if j.Location == jobportal.Foreign {
		if j.Country != "" {
			return p.T("jobs:card.abroad", "country", j.Country)
		}
		return p.T("common:location.foreign")
	}
	if j.Location == "" {
		return ""
	}
	return p.TOr("common:location."+j.Location, j.Location)
}

// JobType is the job type in the page's language.
func (p screenPage) JobType(value string) string {
	if value == "" {
		return ""
	}
	return p.TOr("jobs:jobType."+value, value)
}

// JobPath is a job's address, as jobPath in features/jobs/format.ts writes it.
func (screenPage) JobPath(j *jobportal.Job) string {
	id := strconv.FormatInt(j.ID, 10)
	if j.Slug == "" {
		return "/job/" + id
	}
	return "/job/" + id + "/" + url.PathEscape(j.Slug)
}

// EmployerInitials are the first letters of the first two words of a name.
func (screenPage) EmployerInitials(name string) string {
	words := strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
	var b strings.Builder
	for i, w := range words {
		if i == 2 {
			break
		}
		r, _ := utf8.DecodeRuneInString(w)
		b.WriteRune(r)
	}
	if b.Len() == 0 {
		return "?"
	}
	return strings.ToUpper(b.String())
}

// The job page's first screen (screens/job.html): the top of
// features/jobs/components/job-page.tsx for a visitor who is not signed in.

// jobScreen is what the job page's template reads: the job, and whether
// the page is its full details (.../full-details) or its summary.
type jobScreen struct {
	Job  *jobportal.Job
	Full bool
}

// The lengths of the summary's extracts (job-page.tsx).
const (
	summaryDescriptionLength  = 900
	summaryRequirementsLength = 500
)

// JobDescription is the description the page shows: all of it, or the
// summary's extract.
func (screenPage) JobDescription(j *jobportal.Job, full bool) string {
	if full {
		return j.Description
	}
	return excerpt(j.Description, summaryDescriptionLength)
}

// JobRequirements is the requirements the page shows: all, or an extract.
func (screenPage) JobRequirements(j *jobportal.Job, full bool) string {
	if full {
		return j.Requirements
	}
	return excerpt(j.Requirements, summaryRequirementsLength)
}

// JobClosesIn is the note after the closing date of an open job closing
// within two weeks: "Closes today", "Closes tomorrow", "Closes in 10 days";
// "" otherwise (ClosingHint of job-page.tsx).
func (p screenPage) JobClosesIn(j *jobportal.Job) string {
	if p.JobClosed(j) {
		return ""
	}
	days, ok := daysUntil(j.ClosingDate)
	switch {
	case !ok || days < 0 || days > 14:
		return ""
	case days == 0:
		return p.T("jobs:card.closesToday")
	}
	return p.T("jobs:detail.closesIn", "count", days)
}

// JobExperience is the experience level in the page's language.
func (p screenPage) JobExperience(value string) string {
	if value == "" {
		return ""
	}
	return p.TOr("jobs:experience."+value, value)
}

// JobTopic is a main topic in the page's language.
func (p screenPage) JobTopic(value string) string {
	if value == "" {
		return ""
	}
	return p.TOr("jobs:topic."+value, value)
}

// JobSubTopic is a sub-topic in the page's language.
func (p screenPage) JobSubTopic(value string) string {
	return p.TOr("jobs:subTopic."+value, value)
}

// JobTopics is the full details' topic fact: the main topic and the
// sub-topics, joined by " · ".
func (p screenPage) JobTopics(j *jobportal.Job) string {
	var parts []string
	if t := p.JobTopic(j.MainTopic); t != "" {
		parts = append(parts, t)
	}
	for _, sub := range j.SubTopics {
		if t := p.JobSubTopic(sub); t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " · ")
}

// JobViews is "1 view", "25 views".
func (p screenPage) JobViews(j *jobportal.Job) string {
	return p.T("jobs:detail.viewCount", "count", int(j.Views))
}

// TopicPath is the /browse address of a main topic, or of one of its
// sub-topics when sub is not "", as browsePath writes it. A main topic the
// app does not know is left out, as asMainTopic leaves it.
func (screenPage) TopicPath(main, sub string) string {
	q := url.Values{}
	for _, m := range jobportal.MainTopics {
		if m == main {
			q.Set("mainTopics", main)
		}
	}
	if sub != "" {
		q.Set("subTopics", sub)
	}
	if len(q) == 0 {
		return "/browse"
	}
	return "/browse?" + q.Encode()
}

// CompanyPath is the page of the company account a job is posted under.
func (screenPage) CompanyPath(id *int64) string {
	if id == nil {
		return ""
	}
	return "/company/" + strconv.FormatInt(*id, 10)
}

// JobApplyMailto is the address of the apply-by-email button, with its subject.
func (p screenPage) JobApplyMailto(j *jobportal.Job) string {
	return "mailto:" + j.ApplyEmail + "?subject=" + encodeURIComponent(p.T("jobs:apply.emailSubject", "title", j.Title))
}

// JobApplyKind is which apply box a visitor who is not signed in sees:
// "closed", "email", "link" or "signIn" (apply-panel.tsx).
func (p screenPage) JobApplyKind(j *jobportal.Job) string {
	switch {
	case p.JobClosed(j):
		return "closed"
	case j.ApplyMethod == "email" && j.ApplyEmail != "":
		return "email"
	case j.ApplyMethod == "link" && j.ApplyURL != "":
		return "link"
	}
	return "signIn"
}

// applyBox is one of the two places of the apply box (screens/job.html).
type applyBox struct {
	screenPage
	Job                    *jobportal.Job
	Kind, Class, HeadingID string
}

// ApplyBox is the apply box below the header card (phones), or beside it
// (side, from 1024 px).
func (p screenPage) ApplyBox(j *jobportal.Job, side bool) applyBox {
	b := applyBox{screenPage: p, Job: j, Kind: p.JobApplyKind(j), Class: "lg:hidden", HeadingID: "first-screen-apply-heading"}
	if side {
		b.Class, b.HeadingID = "hidden lg:block", "first-screen-apply-heading-side"
	}
	return b
}

// excerpt is a short extract of a long text, cut at a word, as excerpt of
// features/jobs/format.ts makes it: lengths count UTF-16 code units, as
// JavaScript's do.
func excerpt(text string, limit int) string {
	clean := strings.TrimFunc(text, isJSSpace)
	units := utf16.Encode([]rune(clean))
	if len(units) <= limit {
		return clean
	}
	slice := units[:limit]
	lastBreak := -1
	for i, u := range slice {
		if u == ' ' || u == '\n' {
			lastBreak = i
		}
	}
	if float64(lastBreak) > float64(limit)*0.6 {
		slice = slice[:lastBreak]
	}
	return strings.TrimRightFunc(string(utf16.Decode(slice)), isJSSpace) + "…"
}

// isJSSpace is JavaScript's white space and line terminators, which its
// trim removes.
func isJSSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', '\u2028', '\u2029', '\ufeff':
		return true
	}
	return unicode.Is(unicode.Zs, r)
}

// encodeURIComponent escapes a text as JavaScript's encodeURIComponent does.
func encodeURIComponent(s string) string {
	const keep = "-_.!~*'()"
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte(keep, c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// screenImage is an image as components/ui/responsive-image.tsx draws it
// before the picture has loaded: its box at the image's proportions with
// the placeholder, and the picture, still transparent, already on its way.
type screenImage struct {
	Src, Alt, Sizes, SrcSet, WebpSrcSet string
	Width, Height                       int
	Eager, Contain, IconPlaceholder     bool
	Class                               string
	// Aspect is the class that gives the box the image's proportions, for
	// those other than the flyer's and the square (see "screen-image").
	Aspect string
}

// responsiveWidths are RESPONSIVE_WIDTHS of responsive-image.tsx.
var responsiveWidths = []int{320, 640, 768, 1024, 1280, 1920}

func newScreenImage(src, alt string, width, height int, sizes string, widths []int) screenImage {
	im := screenImage{Src: src, Alt: alt, Width: width, Height: height, Sizes: sizes}
	if !strings.HasPrefix(src, "/media/") {
		return im
	}
	path := strings.ToLower(strings.SplitN(strings.SplitN(src, "?", 2)[0], "#", 2)[0])
	webp := !strings.HasSuffix(path, ".webp") && !strings.HasSuffix(path, ".svg")
	srcSet := func(format string) string {
		parts := make([]string, len(widths))
		for i, w := range widths {
			parts[i] = imageURL(src, w, format) + " " + strconv.Itoa(w) + "w"
		}
		return strings.Join(parts, ", ")
	}
	im.SrcSet = srcSet("")
	if webp {
		im.WebpSrcSet = srcSet("webp")
	}
	im.Src = imageURL(src, widths[min(2, len(widths)-1)], "")
	return im
}

// imageURL is the address of one width of an image (imageUrl of responsive-image.tsx).
func imageURL(src string, width int, format string) string {
	before, hash, hasHash := strings.Cut(src, "#")
	params := "w=" + strconv.Itoa(width)
	if format != "" {
		params += "&format=" + format
	}
	joiner := "?"
	if strings.Contains(before, "?") {
		joiner = "&"
	}
	out := before + joiner + params
	if hasHash {
		out += "#" + hash
	}
	return out
}

// JobThumbnailImage is the flyer as the header card's thumbnail (JobThumbnail, size lg).
func (p screenPage) JobThumbnailImage(j *jobportal.Job) screenImage {
	im := newScreenImage(j.Image, p.T("jobs:card.flyerAlt", "title", j.Title), 96, 96, "96px", []int{320})
	im.IconPlaceholder = true
	im.Class = "size-16 sm:size-24 shrink-0 rounded-xl border border-gray-200"
	return im
}

// JobFlyerImage is the flyer in its own section of the page.
func (p screenPage) JobFlyerImage(j *jobportal.Job, full bool) screenImage {
	im := newScreenImage(j.Image, p.T("jobs:card.flyerAlt", "title", j.Title), 800, 1000, "(min-width: 1024px) 720px, 100vw", responsiveWidths)
	im.Eager, im.Contain = true, true
	im.Class = "mx-auto w-full max-w-md bg-gray-50"
	if full {
		im.Class = "mx-auto w-full max-w-2xl bg-gray-50"
	}
	return im
}

// TextBreak parts a text into the separate text nodes React makes of
// separate expressions ("(", a text, ")"); the browser shapes each node on
// its own, so a copy in one node could set a glyph a pixel apart.
func (screenPage) TextBreak() template.HTML { return "<!---->" }
