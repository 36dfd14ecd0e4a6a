package httpapi

import (
	"context"
	"html/template"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
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
		minText = groupThousands(*j.SalaryMin)
	}
	if hasMax {
		maxText = groupThousands(*j.SalaryMax)
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

// groupThousands writes an amount as Intl.NumberFormat('en-LK') does: 35,000.
func groupThousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
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
