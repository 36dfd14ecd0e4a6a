package httpapi

import (
	"context"
	"html"
	"net/url"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/jobportal"
)

// What search engines see of jobs: the head of a job's page and the jobs in
// the sitemap.

// jobPages writes the head of /job/{id}, /job/{id}/{slug} and their
// /full-details, which show the same job.
type jobPages struct{ s *Server }

func (jobPages) match(rest []string) bool {
	return len(rest) >= 1 && len(rest) <= 3 && (len(rest) < 3 || rest[2] == "full-details")
}

// head reads the job, and the website of the company account it is posted
// under, in one query. An id that is not a number names no job.
func (p jobPages) head(ctx context.Context, rest []string) (pageHead, error) {
	id, err := strconv.ParseInt(rest[0], 10, 64)
	if err != nil || id <= 0 {
		return pageHead{}, jobportal.Errorf(jobportal.ENOTFOUND, jobNotFound)
	}
	j, website, err := p.s.db.FindJobPage(ctx, id)
	if err != nil {
		return pageHead{}, err
	}
	base := p.s.cfg.BaseURL
	return pageHead{Title: jobHeadline(j), Description: summary(j.Description, metaDescriptionLength),
		Canonical: jobURL(base, j), Image: mediaURL(base, j.Image), LinkedData: jobPostingOf(base, j, website)}, nil
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
	// A job that is only a photo of its notice says what it offers in
	// the flyer's text, which Google for Jobs can read only here.
	if strings.TrimSpace(j.NoticeText) != "" {
		b.WriteString("<p><strong>Text of the notice</strong></p>")
		paragraphs(j.NoticeText)
	}
	return b.String()
}

// jobSitemap lists every public job in the sitemap at its canonical address,
// in the order of the ids, with when it last changed.
type jobSitemap struct{ s *Server }

func (m jobSitemap) sitemapCount(ctx context.Context) (int, error) {
	return m.s.db.CountPublicJobs(ctx)
}

// sitemapPages reads the jobs in batches (sitemapBatches).
func (m jobSitemap) sitemapPages(ctx context.Context, skip, n int, add func(string, time.Time)) error {
	return sitemapBatches(ctx, "/job/", skip, n, m.s.db.PublicJobRefs, add)
}

// appPage is a public page whose head is index.html's own: the home page,
// /browse and the site's own pages (about, FAQ, contact, privacy, terms).
// It is drawn on the server like every public page (render.go).
type appPage struct{}

func (appPage) match(rest []string) bool { return len(rest) == 0 }

func (appPage) head(context.Context, []string) (pageHead, error) { return pageHead{}, nil }

// sitePages are the site's own pages, written in the app (features/static).
var sitePages = []string{"about", "faq", "contact", "privacy", "terms"}

// jobListPages writes the head of the pages of one topic's jobs,
// /jobs/topic/{slug}, one district's, /jobs/district/{slug}, and one
// company's, /jobs/company/{id}/{slug}. Only the slug the app links to names
// a topic or a district; a company's page is named by its id, as the
// company's own page is, and an approved company alone has one.
type jobListPages struct{ s *Server }

func (jobListPages) match(rest []string) bool {
	switch {
	case len(rest) == 2 && (rest[0] == "topic" || rest[0] == "district"):
		return true
	case rest[0] == "company" && (len(rest) == 2 || len(rest) == 3):
		return true
	}
	return false
}

func (p jobListPages) head(ctx context.Context, rest []string) (pageHead, error) {
	base := p.s.cfg.BaseURL
	if rest[0] == "company" {
		return p.companyHead(ctx, rest[1])
	}
	slug := rest[1]
	if rest[0] == "topic" {
		name, main, ok := jobportal.TopicNamed(slug)
		if !ok || slug != jobportal.TopicSlug(name) {
			return pageHead{}, jobportal.Errorf(jobportal.ENOTFOUND, "There is no job topic %q.", slug)
		}
		title := name + " jobs in Sri Lanka"
		if main { // the main topics' names end in "Jobs" already
			title = name + " in Sri Lanka"
		}
		return pageHead{Title: title,
			Description: "Open vacancies in " + name + " in Sri Lanka, newest first. Apply online on " + siteName + ".",
			Canonical:   base + "/jobs/topic/" + slug, Paged: true}, nil
	}
	name, ok := jobportal.LocationNamed(slug)
	if !ok || name == jobportal.Foreign || slug != jobportal.LocationSlug(name) {
		return pageHead{}, jobportal.Errorf(jobportal.ENOTFOUND, "There is no district %q.", slug)
	}
	return pageHead{Title: "Jobs in " + name,
		Description: "Open vacancies in " + name + " district, Sri Lanka, newest first. Apply online on " + siteName + ".",
		Canonical:   base + "/jobs/district/" + slug, Paged: true}, nil
}

// companyHead is the page of a company's jobs: "Jobs at {company}", at the
// address with the company's current slug.
func (p jobListPages) companyHead(ctx context.Context, idText string) (pageHead, error) {
	id, err := strconv.ParseInt(idText, 10, 64)
	if err != nil || id <= 0 {
		return pageHead{}, jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound)
	}
	c, err := p.s.db.FindCompanyPage(ctx, id)
	if err != nil {
		return pageHead{}, err
	}
	return pageHead{Title: "Jobs at " + c.Name,
		Description: "The open jobs of " + c.Name + " in Sri Lanka, newest first. Apply online on " + siteName + ".",
		Canonical:   p.s.cfg.BaseURL + "/jobs/company/" + strconv.FormatInt(c.ID, 10) + "/" + url.PathEscape(c.Slug), Paged: true}, nil
}
