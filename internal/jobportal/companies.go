package jobportal

// FeaturedCompaniesLimit is how many companies GET /api/companies/featured gives.
const FeaturedCompaniesLimit = 12

// FeaturedCompany is a company account that is hiring, as the home page's
// strip of top companies shows it. Until the companies area exists, the
// featured companies are the active company accounts with the most public jobs.
type FeaturedCompany struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	Slug      string `json:"slug"`
	Industry  string `json:"industry"`
	District  string `json:"district"`
	Avatar    string `json:"avatar"`
	JobsCount int    `json:"jobsCount"`
}

// CompanySlug is the part of an address that names a company, from its name.
func CompanySlug(name string) string { return Slugify(name, "company") }
