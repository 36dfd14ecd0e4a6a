package httpapi

import (
	"context"
	"net/url"
	"strconv"
	"time"

	"jobportal/internal/jobportal"
)

// What search engines see of companies: the head of a company's page and the
// approved companies in the sitemap.

// companyPages writes the head of /company/{id} and /company/{id}/{slug},
// and of an industry's page, /company/industry/{slug}, and has the
// directory, /company, drawn with index.html's head.
type companyPages struct{ s *Server }

func (companyPages) match(rest []string) bool { return len(rest) <= 2 }

// head reads an approved company; any other is not found, so a pending or
// rejected page goes out with noindex and a 404 as a non-public job's does.
func (p companyPages) head(ctx context.Context, rest []string) (pageHead, error) {
	if len(rest) == 0 {
		return p.listHead(ctx)
	}
	if len(rest) == 2 && rest[0] == "industry" {
		return p.industryHead(rest[1])
	}
	id, err := strconv.ParseInt(rest[0], 10, 64)
	if err != nil || id <= 0 {
		return pageHead{}, jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound)
	}
	c, err := p.s.db.FindCompanyPage(ctx, id)
	if err != nil {
		return pageHead{}, err
	}
	base := p.s.cfg.BaseURL
	image := c.Cover
	if image == "" {
		image = c.Logo
	}
	return pageHead{Title: c.Name + " – jobs, reviews and company profile", Description: companyDescription(c),
		Canonical: companyURL(base, c), Image: mediaURL(base, image), LinkedData: organizationOf(base, c)}, nil
}

// listHead is the directory: index.html's own head.
func (p companyPages) listHead(context.Context) (pageHead, error) { return pageHead{}, nil }

// industryHead is the page of an industry's companies,
// /company/industry/{slug}: only the industry's slug names it, so that each
// industry has one address.
func (p companyPages) industryHead(slug string) (pageHead, error) {
	name, ok := jobportal.IndustryNamed(slug)
	if !ok || slug != jobportal.Slugify(name, "") {
		return pageHead{}, jobportal.Errorf(jobportal.ENOTFOUND, "There is no such industry.")
	}
	return pageHead{Title: name + " companies in Sri Lanka",
		Description: "Employers in " + name + " in Sri Lanka: their open jobs, reviews and company profiles on " + siteName + ".",
		Canonical:   p.s.cfg.BaseURL + "/company/industry/" + slug, Paged: true}, nil
}

// companyURL is the canonical address of a company's page, with its current slug.
func companyURL(base string, c *jobportal.Company) string {
	return base + "/company/" + strconv.FormatInt(c.ID, 10) + "/" + url.PathEscape(c.Slug)
}

// companyDescription is the start of the company's own description, or a
// sentence made of its facts when it gives none.
func companyDescription(c *jobportal.Company) string {
	if c.Description != "" {
		return summary(c.Description, metaDescriptionLength)
	}
	s := c.Name
	if c.Industry != "" {
		s += ", " + c.Industry
	}
	if c.Location != "" {
		s += ", " + c.Location
	}
	return summary(s+". Open jobs, reviews and the company's profile on "+siteName+".", metaDescriptionLength)
}

// The schema.org types of a company's page.
type (
	organizationPage struct {
		Context         string           `json:"@context"`
		Type            string           `json:"@type"`
		Name            string           `json:"name"`
		URL             string           `json:"url"`
		Logo            string           `json:"logo,omitempty"`
		Description     string           `json:"description,omitempty"`
		SameAs          string           `json:"sameAs,omitempty"`
		Email           string           `json:"email,omitempty"`
		Telephone       string           `json:"telephone,omitempty"`
		FoundingDate    string           `json:"foundingDate,omitempty"`
		Address         *postalAddress   `json:"address,omitempty"`
		AggregateRating *aggregateRating `json:"aggregateRating,omitempty"`
	}
	aggregateRating struct {
		Type        string  `json:"@type"`
		RatingValue float64 `json:"ratingValue"`
		ReviewCount int     `json:"reviewCount"`
		BestRating  int     `json:"bestRating"`
		WorstRating int     `json:"worstRating"`
	}
)

// organizationOf is a company as schema.org's Organization; its rating is
// given only when it has reviews, as search engines refuse an empty one.
func organizationOf(base string, c *jobportal.Company) organizationPage {
	o := organizationPage{Context: "https://schema.org", Type: "Organization", Name: c.Name, URL: companyURL(base, c),
		Logo: mediaURL(base, c.Logo), Description: c.Description, SameAs: c.Website, Email: c.Email, Telephone: c.Phone}
	if c.Founded != nil {
		o.FoundingDate = strconv.Itoa(*c.Founded)
	}
	if c.Location != "" {
		o.Address = &postalAddress{Type: "PostalAddress", AddressLocality: c.Location, AddressCountry: sriLanka}
	}
	if c.ReviewsCount > 0 {
		o.AggregateRating = &aggregateRating{Type: "AggregateRating", RatingValue: c.Rating, ReviewCount: c.ReviewsCount,
			BestRating: 5, WorstRating: 1}
	}
	return o
}

// companySitemap lists every approved company in the sitemap at its
// canonical address, in the order of the ids.
type companySitemap struct{ s *Server }

func (m companySitemap) sitemapCount(ctx context.Context) (int, error) {
	return m.s.db.CountPublicCompanies(ctx)
}

func (m companySitemap) sitemapPages(ctx context.Context, skip, n int, add func(string, time.Time)) error {
	return sitemapBatches(ctx, "/company/", skip, n, m.s.db.PublicCompanyRefs, add)
}
