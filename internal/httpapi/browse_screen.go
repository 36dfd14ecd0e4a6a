package httpapi

import (
	"context"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"jobportal/internal/jobportal"
)

// The first screen of the job list, /browse (first_screen.go): the page's
// title and filter panel, the count of the jobs found, and the first cards of
// the list, which are the jobs the app asks GET /api/jobs or GET
// /api/jobs/search for, read by the same store functions.

// browsePage gives /browse its first screen; its head stays that of index.html.
type browsePage struct{ s *Server }

func (browsePage) match(rest []string) bool { return len(rest) == 0 }

// browsePerPage is JOBS_PER_PAGE of web/src/lib/job-vocabulary.ts: the jobs
// of one page of the list.
const browsePerPage = 10

// browseScreenCards is how many cards the first screen shows: two rows of
// three at 1280×900 and more than a phone's screen holds; the rest of the
// page comes with the app.
const browseScreenCards = 6

// browseParams is the job filter of a /browse address, as parseBrowseParams
// of web/src/lib/job-filter-params.ts reads it. Empty strings are the
// defaults.
type browseParams struct {
	Search, JobType, Location, Company, MainTopic string
	SubTopics                                     []string
	ExperienceLevel, DatePosted, SortBy           string
	MinSal, MaxSal                                string // whole amounts; "" for none
	Page                                          int
}

// Defaults of the salary boxes (DEFAULT_MIN_SALARY and DEFAULT_MAX_SALARY of
// web/src/lib/salary-filter.ts), and the largest amount the app keeps.
const (
	browseMinSalary    = 0
	browseMaxSalary    = 1_000_000
	browseLargestWhole = 1<<53 - 1 // Number.MAX_SAFE_INTEGER
)

var browseWholeNumber = regexp.MustCompile(`^(0|[1-9][0-9]*)$`)

// readBrowseParams reads the filter of a /browse address. It takes only
// addresses written as buildBrowseParams of the app writes them (every value
// one the app keeps, no default spelt out, nothing else): the app rewrites
// any other, and the first screen must not guess what it will show. ok is
// false for those.
func readBrowseParams(rawQuery string) (p browseParams, ok bool) {
	q, err := url.ParseQuery(rawQuery)
	if err != nil {
		return p, false
	}
	for key, values := range q {
		if key != "subTopics" && len(values) != 1 {
			return p, false
		}
		for _, v := range values {
			if v == "" {
				return p, false
			}
		}
	}
	get := func(key string) string {
		v := q.Get(key)
		delete(q, key)
		return v
	}
	p.Search = get("search")
	p.JobType = get("jobType")
	p.Location = get("location")
	p.Company = get("company")
	p.MainTopic = get("mainTopics")
	p.SubTopics = q["subTopics"]
	delete(q, "subTopics")
	p.ExperienceLevel = get("experienceLevel")
	p.DatePosted = get("datePosted")
	p.SortBy = get("sortBy")
	p.MinSal = get("minSal")
	p.MaxSal = get("maxSal")
	page := get("page")
	if len(q) > 0 {
		return p, false // a parameter the app drops
	}

	if p.Search != "" && !isTidyKeyword(p.Search) {
		return p, false
	}
	choice := func(v string, list []string) bool { return v == "" || slices.Contains(list, v) }
	if !choice(p.JobType, jobportal.JobTypes) || !choice(p.Location, jobportal.Locations) ||
		!choice(p.MainTopic, jobportal.MainTopics) || !choice(p.ExperienceLevel, jobportal.ExperienceLevels) ||
		!choice(p.SortBy, jobportal.SortFields) {
		return p, false
	}
	if _, known := jobportal.DatePostedWindows[p.DatePosted]; p.DatePosted != "" && !known {
		return p, false
	}
	// The sort is written only when it is not the default, and relevance only with words.
	if p.SortBy != "" && (p.SortBy == defaultBrowseSort(p.Search) || (p.SortBy == jobportal.SortRelevance && p.Search == "")) {
		return p, false
	}
	allowed := allBrowseSubTopics()
	if p.MainTopic != "" {
		allowed = jobportal.SubTopics[p.MainTopic]
	}
	for i, sub := range p.SubTopics {
		if !slices.Contains(allowed, sub) || slices.Contains(p.SubTopics[:i], sub) {
			return p, false
		}
	}
	if p.Company != "" && !isWhole(p.Company, 1) {
		return p, false
	}
	p.Page = 1
	if page != "" {
		if !isWhole(page, 2) {
			return p, false
		}
		p.Page, _ = strconv.Atoi(page)
	}
	// The salary boxes: whole amounts only, each left out at its default, and
	// the minimum not above the maximum (the app swaps them).
	minSal, maxSal := int64(browseMinSalary), int64(browseMaxSalary)
	if p.MinSal != "" {
		if !isWhole(p.MinSal, 1) {
			return p, false
		}
		minSal, _ = strconv.ParseInt(p.MinSal, 10, 64)
	}
	if p.MaxSal != "" {
		if !isWhole(p.MaxSal, 0) || p.MaxSal == strconv.Itoa(browseMaxSalary) {
			return p, false
		}
		maxSal, _ = strconv.ParseInt(p.MaxSal, 10, 64)
	}
	if minSal > maxSal {
		return p, false
	}
	return p, true
}

// isTidyKeyword reports whether a keyword is as normalizeKeyword of the app
// leaves it: no space at either end, single spaces between words, and no
// other white space (in the sense of Go's or JavaScript's).
func isTidyKeyword(s string) bool {
	if strings.HasPrefix(s, " ") || strings.HasSuffix(s, " ") || strings.Contains(s, "  ") {
		return false
	}
	return !strings.ContainsFunc(s, func(r rune) bool { return r != ' ' && (unicode.IsSpace(r) || r == '\ufeff') })
}

// isWhole reports whether s is a whole number written without leading
// zeros, from least up to the largest the app reads exactly.
func isWhole(s string, least int64) bool {
	if !browseWholeNumber.MatchString(s) || len(s) > 16 {
		return false
	}
	n, err := strconv.ParseInt(s, 10, 64)
	return err == nil && n >= least && n <= browseLargestWhole
}

// defaultBrowseSort is the sort of a list that names none (defaultSortFor of the app).
func defaultBrowseSort(search string) string {
	if search != "" {
		return jobportal.SortRelevance
	}
	return jobportal.SortPostedDate
}

func allBrowseSubTopics() []string {
	var all []string
	for _, main := range jobportal.MainTopics {
		all = append(all, jobportal.SubTopics[main]...)
	}
	return all
}

// apiQuery is the query the app sends for the filter (toJobQuery), as the
// API handlers read it.
func (p browseParams) apiQuery() url.Values {
	v := url.Values{"page": {strconv.Itoa(p.Page)}, "limit": {strconv.Itoa(browsePerPage)}}
	set := func(key, value string) {
		if value != "" {
			v.Set(key, value)
		}
	}
	set("q", p.Search)
	set("jobType", p.JobType)
	set("location", p.Location)
	set("company", p.Company)
	set("minSalary", p.MinSal)
	set("maxSalary", p.MaxSal)
	if p.MainTopic != "" {
		v["mainTopics"] = []string{p.MainTopic}
	}
	if len(p.SubTopics) > 0 {
		v["subTopics"] = slices.Clone(p.SubTopics)
	}
	set("experienceLevel", p.ExperienceLevel)
	set("datePosted", p.DatePosted)
	if p.SortBy != "" {
		v.Set("sortBy", p.SortBy)
		v.Set("sortOrder", "desc")
	}
	return v
}

// browseScreen is what screens/browse.html reads.
type browseScreen struct {
	Params        browseParams
	Sort          string // the sort shown: the chosen one or the default
	Filters       int    // the filters set besides the keyword (activeFilterCount)
	Active        bool   // a keyword or a filter narrows the list (hasActiveFilters)
	Total         int
	From, To      int
	Jobs          []*jobportal.Job
	Districts     []string
	SortFields    []string
	JobTypes      []string
	MainTopics    []string
	Experience    []string
	DateWindows   []string
	SubTopicNames []string // of the chosen main topic
}

// Checked reports whether a sub-topic is chosen.
func (b browseScreen) Checked(sub string) bool { return slices.Contains(b.Params.SubTopics, sub) }

// head reads the jobs the app will show for the address. An address the app
// would rewrite, a filter the API refuses, an empty list or a failure gives
// the page without a first screen.
func (p browsePage) head(ctx context.Context, _ []string) (pageHead, error) {
	raw, ok := pageQuery(ctx)
	if !ok {
		return pageHead{}, nil
	}
	s, err := p.screen(ctx, raw)
	if err != nil {
		p.s.log.WarnContext(ctx, "browse first screen", "err", err, "request_id", requestID(ctx))
		return pageHead{}, nil
	}
	if s == nil {
		return pageHead{}, nil
	}
	return pageHead{Screen: &screen{name: "browse", data: s, langs: englishOnly}}, nil
}

// screen is the first screen of the address's query, or nil when it has none.
func (p browsePage) screen(ctx context.Context, rawQuery string) (*browseScreen, error) {
	params, ok := readBrowseParams(rawQuery)
	if !ok || params.Company != "" {
		// A company's list names the company from its jobs, in a band the
		// first screen does not draw.
		return nil, nil
	}
	f, err := parseJobFilter(params.apiQuery())
	if err != nil {
		return nil, nil // the app shows the API's refusal
	}
	find := p.s.db.ListJobs
	if params.Search != "" {
		find = p.s.db.SearchJobs
	}
	jobs, total, err := find(ctx, f)
	if err != nil {
		return nil, err
	}
	if len(jobs) == 0 {
		return nil, nil // the app's empty states are not drawn here
	}
	jobs = jobs[:min(len(jobs), browseScreenCards)]
	for _, j := range jobs {
		if j.Image != "" {
			return nil, nil // a flyer's thumbnail loads in the app's own image box
		}
	}
	filters := len(params.SubTopics)
	for _, v := range []string{params.JobType, params.Location, params.Company, params.MainTopic, params.ExperienceLevel, params.DatePosted} {
		if v != "" {
			filters++
		}
	}
	if params.MinSal != "" || params.MaxSal != "" {
		filters++
	}
	s := &browseScreen{
		Params: params, Sort: orDefault(params.SortBy, defaultBrowseSort(params.Search)),
		Filters: filters, Active: filters > 0 || params.Search != "",
		Total: total, From: (params.Page-1)*browsePerPage + 1, To: min(total, params.Page*browsePerPage),
		Jobs:        jobs,
		Districts:   jobportal.Locations[1:],
		SortFields:  jobportal.SortFields,
		JobTypes:    jobportal.JobTypes,
		MainTopics:  jobportal.MainTopics,
		Experience:  jobportal.ExperienceLevels,
		DateWindows: []string{"24h", "7d", "30d"},
	}
	if params.MainTopic != "" {
		s.SubTopicNames = jobportal.SubTopics[params.MainTopic]
	}
	return s, nil
}

// orDefault is a, or b when a is empty.
func orDefault(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// Card is the page with a job as its data, for the template of the job's card.
func (p screenPage) Card(j *jobportal.Job) screenPage {
	p.Data = j
	return p
}

// snippetPiece is a part of a search result's snippet, marked when it is
// one of the words that matched.
type snippetPiece struct {
	Text   string
	Marked bool
}

var snippetTag = regexp.MustCompile(`(?i)</?mark>`)

// SnippetPieces splits a search result's snippet as parseSnippet of the
// app's highlighted-snippet.tsx does: the <mark> elements are the only
// markup, the rest is text whose character references are decoded, and
// neighbouring pieces alike are one.
func (screenPage) SnippetPieces(snippet string) []snippetPiece {
	var pieces []snippetPiece
	marked := false
	at := 0
	add := func(part string) {
		if part == "" {
			return
		}
		text := decodeSnippetText(part)
		if n := len(pieces); n > 0 && pieces[n-1].Marked == marked {
			pieces[n-1].Text += text
			return
		}
		pieces = append(pieces, snippetPiece{Text: text, Marked: marked})
	}
	for _, loc := range snippetTag.FindAllStringIndex(snippet, -1) {
		add(snippet[at:loc[0]])
		marked = !strings.HasPrefix(snippet[loc[0]:loc[1]], "</")
		at = loc[1]
	}
	add(snippet[at:])
	return pieces
}

var snippetReference = regexp.MustCompile(`(?i)&(#x[0-9a-f]+|#[0-9]+|[a-z]+);`)

// snippetNames are the named references the app decodes (NAMED_REFERENCES).
var snippetNames = map[string]string{"amp": "&", "lt": "<", "gt": ">", "quot": `"`, "apos": "'", "nbsp": "\u00a0", "hellip": "…"}

// decodeSnippetText decodes the references decodeEntities of the app
// decodes, and leaves any other as it is.
func decodeSnippetText(s string) string {
	return snippetReference.ReplaceAllStringFunc(s, func(whole string) string {
		ref := whole[1 : len(whole)-1]
		if ref[0] != '#' {
			if v, ok := snippetNames[strings.ToLower(ref)]; ok {
				return v
			}
			return whole
		}
		base, digits := 10, ref[1:]
		if digits[0] == 'x' || digits[0] == 'X' {
			base, digits = 16, digits[1:]
		}
		code, err := strconv.ParseInt(digits, base, 32)
		if err != nil || code <= 0 || code > 0x10ffff {
			return whole
		}
		return string(rune(code))
	})
}
