package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"jobportal/internal/jobportal"
)

// siteName names the site in titles and Open Graph tags.
const siteName = "JobPortal"

// metaDescriptionLength is about what search engines show of a description.
const metaDescriptionLength = 155

// pageHeads serves index.html for the pages that search engines and social
// networks read, with the page's own head: title, description, canonical
// address, Open Graph and Twitter tags and, for a job, schema.org JobPosting
// data (Google for Jobs). Those that name nothing public get index.html with
// noindex and a 404, and the app shows its not-found page. Every other path
// goes to the app unchanged.
type pageHeads struct {
	s   *Server
	app *appHandler
	// before and after are index.html without its <title> and description,
	// cut where they were; a page's head goes between them.
	before, after []byte
	// noindex is index.html as it is, asking robots not to index it.
	noindex []byte
}

var (
	titleTag       = regexp.MustCompile(`(?is)<title\b[^>]*>.*?</title\s*>[ \t]*\r?\n?`)
	descriptionTag = regexp.MustCompile(`(?is)<meta\s[^>]*\bname\s*=\s*["']?description\b[^>]*>[ \t]*\r?\n?`)
	headEnd        = regexp.MustCompile(`(?i)</head\s*>`)
)

// seo wraps the app handler with the page heads. index.html is cut once, here.
func (s *Server) seo(app *appHandler) http.Handler {
	p := &pageHeads{s: s, app: app}
	if app.index == nil {
		return app
	}
	index := app.index.body
	end := headEnd.FindIndex(index)
	if end == nil {
		return app // not a page whose head can be filled
	}
	p.noindex = splice(index, end[0], end[0], []byte(`<meta name="robots" content="noindex" />`+"\n  "))

	// Take out the title and the description; the page's head goes where the
	// title was, or at the end of the head when there is none.
	cut := index
	at := -1
	if loc := titleTag.FindIndex(cut); loc != nil && loc[0] < end[0] {
		at = loc[0]
		cut = splice(cut, loc[0], loc[1], nil)
	}
	if loc := descriptionTag.FindIndex(cut); loc != nil && loc[0] < headEnd.FindIndex(cut)[0] {
		if at > loc[0] {
			at -= loc[1] - loc[0]
		}
		cut = splice(cut, loc[0], loc[1], nil)
	}
	if at < 0 {
		at = headEnd.FindIndex(cut)[0]
	}
	p.before, p.after = cut[:at:at], cut[at:]
	return p
}

// splice returns b with b[i:j] replaced by with, in a new slice.
func splice(b []byte, i, j int, with []byte) []byte {
	out := make([]byte, 0, len(b)-(j-i)+len(with))
	out = append(out, b[:i]...)
	out = append(out, with...)
	return append(out, b[j:]...)
}

func (p *pageHeads) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		if id, ok := jobPagePath(r.URL.Path); ok {
			compress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { p.serveJob(w, r, id) })).ServeHTTP(w, r)
			return
		}
	}
	p.app.ServeHTTP(w, r)
}

// jobPagePath reads the job id of a job page's path: /job/{id},
// /job/{id}/{slug}, /job/{id}/full-details and /job/{id}/{slug}/full-details.
// An id that is not a number is 0, which names no job. ok is false for paths
// of any other shape.
func jobPagePath(p string) (id int64, ok bool) {
	parts := strings.Split(strings.Trim(path.Clean("/"+p), "/"), "/")
	if parts[0] != "job" || len(parts) < 2 || len(parts) > 4 || (len(parts) == 4 && parts[3] != "full-details") {
		return 0, false
	}
	id, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil || id < 0 {
		id = 0
	}
	return id, true
}

func (p *pageHeads) serveJob(w http.ResponseWriter, r *http.Request, id int64) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	setPageHeaders(h, p.app.csp)
	var (
		j       *jobportal.Job
		website string
		err     error
	)
	if id > 0 {
		j, website, err = p.s.db.FindJobPage(r.Context(), id)
	}
	switch {
	case id <= 0 || jobportal.ErrorCode(err) == jobportal.ENOTFOUND:
		w.WriteHeader(http.StatusNotFound)
		if r.Method != http.MethodHead {
			w.Write(p.noindex)
		}
		return
	case err != nil:
		// The app can still show the page; search engines are told to come back.
		p.s.log.ErrorContext(r.Context(), "job page", "err", err, "request_id", requestID(r.Context()), "job", id)
		h.Set("Retry-After", "60")
		w.WriteHeader(http.StatusServiceUnavailable)
		if r.Method != http.MethodHead {
			w.Write(p.app.index.body)
		}
		return
	}
	var b bytes.Buffer
	b.Grow(len(p.before) + len(p.after) + 4096 + 2*len(j.Description))
	b.Write(p.before)
	writeJobHead(&b, p.s.cfg.BaseURL, j, website)
	b.Write(p.after)
	if r.Method != http.MethodHead {
		w.Write(b.Bytes())
	}
}

// jobURL is the canonical address of a job's page, with its current slug.
func jobURL(base string, j *jobportal.Job) string {
	return base + "/job/" + strconv.FormatInt(j.ID, 10) + "/" + url.PathEscape(j.Slug)
}

// jobPlace is where a job is, as a title says it: the district, or the
// country of work abroad.
func jobPlace(j *jobportal.Job) string {
	if j.Location == jobportal.Foreign && j.Country != "" {
		return j.Country
	}
	return j.Location
}

// jobHeadline is "{title} – {company}, {place}".
func jobHeadline(j *jobportal.Job) string {
	return j.Title + " – " + j.CompanyName + ", " + jobPlace(j)
}

// mediaURL makes the address of an uploaded file absolute.
func mediaURL(base, file string) string {
	switch {
	case file == "":
		return ""
	case strings.HasPrefix(file, "https://") || strings.HasPrefix(file, "http://"):
		return file
	case !strings.HasPrefix(file, "/"):
		file = "/media/" + file
	}
	return base + (&url.URL{Path: file}).EscapedPath()
}

// writeJobHead writes the head of a job's page. Text and attribute values
// are HTML-escaped; the JSON-LD is encoded by encoding/json, which writes <,
// > and & as \u003c, \u003e and \u0026, so nothing in it can close the script.
func writeJobHead(b *bytes.Buffer, base string, j *jobportal.Job, website string) {
	canonical := jobURL(base, j)
	headline := jobHeadline(j)
	desc := summary(j.Description, metaDescriptionLength)
	image := mediaURL(base, j.Image)
	tag := func(attr, key, value string) {
		fmt.Fprintf(b, "<meta %s=\"%s\" content=\"%s\" />\n    ", attr, key, html.EscapeString(value))
	}
	fmt.Fprintf(b, "<title>%s | %s</title>\n    ", html.EscapeString(headline), siteName)
	tag("name", "description", desc)
	fmt.Fprintf(b, "<link rel=\"canonical\" href=\"%s\" />\n    ", html.EscapeString(canonical))
	tag("property", "og:type", "website")
	tag("property", "og:site_name", siteName)
	tag("property", "og:title", headline)
	tag("property", "og:description", desc)
	tag("property", "og:url", canonical)
	card := "summary"
	if image != "" {
		tag("property", "og:image", image)
		card = "summary_large_image"
	}
	tag("name", "twitter:card", card)
	tag("name", "twitter:title", headline)
	tag("name", "twitter:description", desc)
	if image != "" {
		tag("name", "twitter:image", image)
	}
	ld, err := json.Marshal(jobPostingOf(base, j, website))
	if err != nil {
		panic(err) // only strings, numbers and structs: it cannot fail
	}
	b.WriteString(`<script type="application/ld+json">`)
	b.Write(ld)
	b.WriteString("</script>\n    ")
}

// summary returns the start of a text on one line, cut at a word boundary
// to at most n characters, with an ellipsis when something was left out.
func summary(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	runes := []rune(s)[:n-1]
	cut := len(runes)
	for i := len(runes) - 1; i > n/2; i-- {
		if unicode.IsSpace(runes[i]) {
			cut = i
			break
		}
	}
	return strings.TrimRightFunc(string(runes[:cut]), func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) }) + "…"
}

// The schema.org types of a JobPosting, as Google for Jobs reads them.
type (
	jobPosting struct {
		Context                       string          `json:"@context"`
		Type                          string          `json:"@type"`
		Title                         string          `json:"title"`
		Description                   string          `json:"description"`
		Identifier                    propertyValue   `json:"identifier"`
		URL                           string          `json:"url"`
		DatePosted                    string          `json:"datePosted"`
		ValidThrough                  string          `json:"validThrough"`
		EmploymentType                string          `json:"employmentType,omitempty"`
		HiringOrganization            organization    `json:"hiringOrganization"`
		JobLocation                   *place          `json:"jobLocation,omitempty"`
		JobLocationType               string          `json:"jobLocationType,omitempty"`
		ApplicantLocationRequirements *country        `json:"applicantLocationRequirements,omitempty"`
		BaseSalary                    *monetaryAmount `json:"baseSalary,omitempty"`
		DirectApply                   bool            `json:"directApply"`
		Image                         string          `json:"image,omitempty"`
	}
	propertyValue struct {
		Type  string `json:"@type"`
		Name  string `json:"name"`
		Value string `json:"value"`
	}
	organization struct {
		Type   string `json:"@type"`
		Name   string `json:"name"`
		SameAs string `json:"sameAs,omitempty"`
	}
	place struct {
		Type    string        `json:"@type"`
		Address postalAddress `json:"address"`
	}
	postalAddress struct {
		Type            string `json:"@type"`
		AddressLocality string `json:"addressLocality,omitempty"`
		AddressCountry  string `json:"addressCountry"`
	}
	country struct {
		Type string `json:"@type"`
		Name string `json:"name"`
	}
	monetaryAmount struct {
		Type     string            `json:"@type"`
		Currency string            `json:"currency"`
		Value    quantitativeValue `json:"value"`
	}
	quantitativeValue struct {
		Type     string `json:"@type"`
		MinValue *int64 `json:"minValue,omitempty"`
		MaxValue *int64 `json:"maxValue,omitempty"`
		UnitText string `json:"unitText"`
	}
)

// employmentTypes maps job types to schema.org's; Remote Jobs says where,
// not how long, so it gives none (see jobLocationType).
var employmentTypes = map[string]string{
	"Full Time Jobs": "FULL_TIME",
	"Part Time Jobs": "PART_TIME",
	"Freelance":      "CONTRACTOR",
	"Temporary":      "TEMPORARY",
}

// sriLanka is the country of every district, as ISO 3166-1 writes it.
const sriLanka = "LK"

func jobPostingOf(base string, j *jobportal.Job, website string) jobPosting {
	p := jobPosting{
		Context:            "https://schema.org/",
		Type:               "JobPosting",
		Title:              j.Title,
		Description:        jobDescriptionHTML(j),
		Identifier:         propertyValue{Type: "PropertyValue", Name: siteName, Value: strconv.FormatInt(j.ID, 10)},
		URL:                jobURL(base, j),
		DatePosted:         j.PostedDate.In(jobportal.SriLankaTime).Format(time.RFC3339),
		ValidThrough:       endOfDay(j.ClosingDate),
		EmploymentType:     employmentTypes[j.JobType],
		HiringOrganization: organization{Type: "Organization", Name: j.CompanyName, SameAs: website},
		DirectApply:        j.ApplyMethod == jobportal.ApplyOnSite,
		Image:              mediaURL(base, j.Image),
	}
	addr := postalAddress{Type: "PostalAddress", AddressLocality: j.Location, AddressCountry: sriLanka}
	if j.Location == jobportal.Foreign {
		addr = postalAddress{Type: "PostalAddress", AddressCountry: j.Country}
	}
	p.JobLocation = &place{Type: "Place", Address: addr}
	if j.JobType == "Remote Jobs" {
		p.JobLocationType = "TELECOMMUTE"
		p.ApplicantLocationRequirements = &country{Type: "Country", Name: sriLanka}
	}
	if j.SalaryMin != nil || j.SalaryMax != nil {
		p.BaseSalary = &monetaryAmount{Type: "MonetaryAmount", Currency: j.Currency,
			Value: quantitativeValue{Type: "QuantitativeValue", MinValue: j.SalaryMin, MaxValue: j.SalaryMax, UnitText: "MONTH"}}
	}
	return p
}

// endOfDay is the last second of a calendar day in Sri Lanka, when a job
// closing that day stops being open.
func endOfDay(day string) string {
	d, err := time.ParseInLocation(jobportal.DateLayout, day, jobportal.SriLankaTime)
	if err != nil {
		return ""
	}
	return d.Add(24*time.Hour - time.Second).Format(time.RFC3339)
}

// jobDescriptionHTML writes a job's plain-text description and requirements
// as the HTML that JobPosting's description takes: escaped text, a paragraph
// per blank-line block, line breaks kept.
func jobDescriptionHTML(j *jobportal.Job) string {
	var b strings.Builder
	paragraphs := func(text string) {
		for _, para := range strings.Split(text, "\n\n") {
			if para = strings.TrimSpace(para); para != "" {
				b.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(para), "\n", "<br>") + "</p>")
			}
		}
	}
	paragraphs(j.Description)
	if strings.TrimSpace(j.Requirements) != "" {
		b.WriteString("<p><strong>Requirements</strong></p>")
		paragraphs(j.Requirements)
	}
	return b.String()
}
