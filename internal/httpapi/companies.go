package httpapi

import (
	"fmt"
	"math"
	"net/http"
	"net/url"
	"strconv"

	"jobportal/internal/jobportal"
)

// companyRoutes registers the company directory, a company's page with its
// jobs and reviews, following, reviewing, the owner's own page and the
// admins' moderation (companies_admin.go), with the heads of company pages
// and their part of the sitemap (companies_pages.go). The lists under
// /api/companies/{literal}/{value} go through one dispatcher, which
// /api/companies/{id}/jobs and /reviews are more specific than. A company's
// page, its jobs and its reviews answer everyone without a token the same
// (the page of a company that is not public is not found for them), so their
// answers are kept like the directory's (answers.go).
func (s *Server) companyRoutes(r *router) {
	r.sharedAPI("GET /api/companies", s.handleCompanyList)
	r.api("POST /api/companies", s.admin(s.handleCompanyCreate))
	r.sharedAPI("GET /api/companies/search", s.handleCompanySearch)
	r.api("GET /api/companies/featured", s.handleCompaniesFeatured)
	r.api("GET /api/companies/dashboard", s.handleCompanyDashboard)
	r.api("GET /api/companies/mine", s.customer(s.handleOwnCompanyGet))
	r.api("PUT /api/companies/mine", s.customer(s.handleOwnCompanyUpdate))
	r.sharedDispatch("GET /api/companies/{list}/{value}",
		subRoute{"GET /api/companies/industry/{i}", s.handleCompaniesByIndustry})
	r.sharedAPI("GET /api/companies/{id}", s.handleCompanyGet)
	r.api("PUT /api/companies/{id}", s.signedIn(s.handleCompanyUpdate))
	r.api("DELETE /api/companies/{id}", s.admin(s.handleCompanyDelete))
	r.sharedAPI("GET /api/companies/{id}/jobs", s.handleCompanyJobs)
	r.sharedAPI("GET /api/companies/{id}/reviews", s.handleCompanyReviews)
	r.api("POST /api/companies/{id}/reviews", s.customer(s.handleReviewCreate))
	r.api("PUT /api/companies/{id}/reviews/{reviewId}", s.customer(s.handleReviewUpdate))
	r.api("DELETE /api/companies/{id}/reviews/{reviewId}", s.signedIn(s.handleReviewDelete))
	r.api("POST /api/companies/{id}/follow", s.customer(s.handleFollow))
	r.api("DELETE /api/companies/{id}/follow", s.customer(s.handleUnfollow))
	r.api("GET /api/user/followed-companies", s.customer(s.handleFollowedCompanies))
	r.api("PATCH /api/companies/{id}/approve", s.admin(s.handleCompanyApprove))
	r.api("PATCH /api/companies/{id}/reject", s.admin(s.handleCompanyReject))
	r.api("PATCH /api/companies/{id}/verify", s.admin(s.handleCompanyVerify))
	r.api("PATCH /api/companies/{id}/change/approve", s.admin(s.handleCompanyChangeApprove))
	r.api("PATCH /api/companies/{id}/change/reject", s.admin(s.handleCompanyChangeReject))
	r.pageHead("company", companyPages{s})
	r.sitemap(companySitemap{s})
}

const companyNotFound = "Company not found."

// parseCompanyFilter reads the directory's filter. Lists may repeat or be
// written with commas (industry=IT+and+Software,Banking+and+Finance), and
// the ranges may be written foundedMin or founded[min], as the web app's
// query strings do.
func parseCompanyFilter(q url.Values) (jobportal.CompanyFilter, error) {
	r := newQueryReader(q)
	f := jobportal.CompanyFilter{
		Keyword:    r.str("q", "search", "keyword"),
		Industries: r.list("industry", "industry[]"),
		Sizes:      r.list("size", "size[]"),
		Locations:  r.list("location", "location[]"),
		Status:     r.str("status"),
		SortBy:     r.str("sortBy"),
		SortOrder:  r.str("sortOrder"),
		Page:       r.count("page"),
		Limit:      r.count("limit"),
	}
	f.FoundedMin = wholeNumber(r, "foundedMin", "founded[min]")
	f.FoundedMax = wholeNumber(r, "foundedMax", "founded[max]")
	f.RatingMin = decimal(r, "ratingMin", "rating[min]")
	f.RatingMax = decimal(r, "ratingMax", "rating[max]")
	switch v := r.str("hasJobs"); v {
	case "", "false":
	case "true":
		f.HasJobs = true
	default:
		r.p.Add("hasJobs", "hasJobs must be true or false.")
	}
	switch v := r.str("review"); v {
	case "", "false":
	case "true":
		f.Review = true
	default:
		r.p.Add("review", "review must be true or false.")
	}
	f.Normalize()
	return f, r.err(f.Validate())
}

// wholeNumber reads a whole number parameter that fits an int, or nil.
func wholeNumber(r *queryReader, names ...string) *int {
	n := r.number(names...)
	if n == nil {
		return nil
	}
	if *n < math.MinInt32 || *n > math.MaxInt32 {
		r.p.Add(names[0], names[0]+" is out of range.")
		return nil
	}
	v := int(*n)
	return &v
}

// decimal reads a number parameter, such as a rating of 3.5, or nil.
func decimal(r *queryReader, names ...string) *float64 {
	s := r.str(names...)
	if s == "" {
		return nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		r.p.Add(names[0], names[0]+" must be a number.")
		return nil
	}
	return &v
}

func (s *Server) handleCompanyList(w http.ResponseWriter, r *http.Request) {
	f, err := parseCompanyFilter(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	s.listCompanies(w, r, f)
}

// handleCompanySearch is the directory with a required search (q).
func (s *Server) handleCompanySearch(w http.ResponseWriter, r *http.Request) {
	f, err := parseCompanyFilter(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	if len(jobportal.SearchTerms(f.Keyword)) == 0 {
		Error(w, r, (&jobportal.Problems{{Field: "q", Message: "Enter a word to search for."}}).Err())
		return
	}
	s.listCompanies(w, r, f)
}

// handleCompaniesByIndustry lists the companies of an industry, named as the
// list spells it or by its slug (it-and-software).
func (s *Server) handleCompaniesByIndustry(w http.ResponseWriter, r *http.Request) {
	industry, ok := jobportal.IndustryNamed(r.PathValue("i"))
	if !ok {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "There is no such industry."))
		return
	}
	q := r.URL.Query()
	if q.Has("industry") || q.Has("industry[]") {
		Error(w, r, (&jobportal.Problems{{Field: "industry", Message: "The industry is given by the address."}}).Err())
		return
	}
	f, err := parseCompanyFilter(q)
	if err != nil {
		Error(w, r, err)
		return
	}
	f.Industries = []string{industry}
	s.listCompanies(w, r, f)
}

// listCompanies answers a page of the directory. Only moderators may ask for
// a status other than approved; a signed-in customer sees which companies
// they follow.
func (s *Server) listCompanies(w http.ResponseWriter, r *http.Request, f jobportal.CompanyFilter) {
	a, err := s.viewer(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	moderator := jobportal.CanModerateCompanies(a.actor())
	if f.Status != "" && !moderator {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "Only admins list companies by status."))
		return
	}
	if f.Review && !moderator {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "Only admins list the companies waiting for review."))
		return
	}
	list, total, err := s.db.ListCompanies(r.Context(), f)
	if err == nil && a != nil && a.Customer != nil {
		err = s.db.MarkFollowed(r.Context(), a.Customer.ID, list)
	}
	if err == nil && moderator {
		// Moderators judge an owner's change beside the approved facts.
		err = s.db.LoadCompanyChanges(r.Context(), list)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, f.Paging(), total)
}

// handleCompaniesFeatured answers the approved companies with the most
// public jobs, for the home page. It takes no parameters.
func (s *Server) handleCompaniesFeatured(w http.ResponseWriter, r *http.Request) {
	if err := newQueryReader(r.URL.Query()).err(nil); err != nil {
		Error(w, r, err)
		return
	}
	companies, err := s.db.FeaturedCompanies(r.Context(), jobportal.FeaturedCompaniesLimit)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, companies, jobportal.FeaturedCompaniesLimit)
}

// handleCompanyDashboard answers the directory's figures; moderators also
// get the number of pages in each status.
func (s *Server) handleCompanyDashboard(w http.ResponseWriter, r *http.Request) {
	if err := newQueryReader(r.URL.Query()).err(nil); err != nil {
		Error(w, r, err)
		return
	}
	a, err := s.viewer(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	stats, err := s.db.CompanyStats(r.Context(), jobportal.CanModerateCompanies(a.actor()))
	if err != nil {
		Error(w, r, err)
		return
	}
	answer := map[string]any{"companyStats": stats}
	// A company account also gets its own figures: its page's followers
	// and its jobs' views and applications, each job's and by day.
	if act := a.actor(); jobportal.CanOwnCompany(act) {
		own, err := s.db.CompanyAccountStats(r.Context(), act.ID)
		if err != nil {
			Error(w, r, err)
			return
		}
		answer["account"] = own
	}
	respond(w, http.StatusOK, answer, "")
}

// visibleCompany returns the company of the path when the request's
// account, if any, may see it: a page that is not public is not found for
// everyone else. A signed-in customer sees whether they follow it; the
// owner and moderators get the owner's change to it.
func (s *Server) visibleCompany(r *http.Request) (*jobportal.Company, error) {
	id, err := pathID(r, "id", companyNotFound)
	if err != nil {
		return nil, err
	}
	a := accountFrom(r.Context())
	if a == nil {
		if a, err = s.viewer(r); err != nil {
			return nil, err
		}
	}
	c, err := s.db.FindCompany(r.Context(), id)
	if err != nil {
		return nil, err
	}
	if !jobportal.CanSeeCompany(a.actor(), c) {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound)
	}
	if jobportal.CanEditCompany(a.actor(), c) {
		if err := s.db.LoadCompanyChanges(r.Context(), []*jobportal.Company{c}); err != nil {
			return nil, err
		}
	}
	if a != nil && a.Customer != nil {
		if err := s.db.MarkFollowed(r.Context(), a.Customer.ID, []*jobportal.Company{c}); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// handleCompanyGet answers a page as the public sees it; its owner and
// moderators also get the change the owner made (visibleCompany).
func (s *Server) handleCompanyGet(w http.ResponseWriter, r *http.Request) {
	c, err := s.visibleCompany(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	if c.Public() {
		c.ResponseDays = s.responseDays(r.Context(), &c.ID)
	}
	respond(w, http.StatusOK, c, "")
}

// handleCompanyJobs lists the public jobs of a company the request may see,
// with the job list's filters.
func (s *Server) handleCompanyJobs(w http.ResponseWriter, r *http.Request) {
	c, err := s.visibleCompany(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	f, err := parseJobFilter(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	f.CompanyID = &c.ID
	s.listJobs(w, r, f)
}

// reviewList is a page of a company's reviews with its rating summary.
type reviewList struct {
	listAnswer
	Summary jobportal.RatingSummary `json:"summary"`
}

// handleCompanyReviews answers a page of a company's reviews, newest first,
// with the average rating and the number of reviews per star.
func (s *Server) handleCompanyReviews(w http.ResponseWriter, r *http.Request) {
	c, err := s.visibleCompany(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	p, err := parsePage(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	list, total, err := s.db.CompanyReviews(ctx, c.ID, p, c.ReviewsCount)
	if err != nil {
		Error(w, r, err)
		return
	}
	summary, err := s.db.RatingSummary(ctx, c.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, reviewList{listAnswer: newListAnswer(list, p, total), Summary: summary})
}

// readReview reads and checks a review's fields, sent as JSON.
func readReview(w http.ResponseWriter, r *http.Request) (*jobportal.ReviewInput, error) {
	var in jobportal.ReviewInput
	if err := decode(w, r, &in); err != nil {
		return nil, err
	}
	in.Normalize()
	return &in, in.Validate()
}

// handleReviewCreate adds the signed-in customer's review of a public
// company: one per customer and company, and never by the company's own account.
func (s *Server) handleReviewCreate(w http.ResponseWriter, r *http.Request) {
	c, err := s.visibleCompany(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	a := actor(r)
	if !jobportal.CanReview(a, c) {
		if c.Public() {
			Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "A company cannot review its own page."))
		} else {
			Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound))
		}
		return
	}
	in, err := readReview(w, r)
	if err != nil {
		Error(w, r, err)
		return
	}
	rev := &jobportal.Review{CompanyID: c.ID, Author: jobportal.ReviewAuthor{ID: a.ID}}
	in.Apply(rev)
	if err := s.db.CreateReview(r.Context(), rev); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusCreated, rev, "Review added successfully")
}

const reviewNotFound = "Review not found."

// findReview returns the review of the path when the rule lets the account
// at it; to a customer, another's review is not found.
func (s *Server) findReview(r *http.Request, may func(jobportal.Actor, *jobportal.Review) bool) (*jobportal.Review, error) {
	companyID, err := pathID(r, "id", companyNotFound)
	if err != nil {
		return nil, err
	}
	id, err := pathID(r, "reviewId", reviewNotFound)
	if err != nil {
		return nil, err
	}
	rev, err := s.db.FindReview(r.Context(), companyID, id)
	if err != nil {
		return nil, err
	}
	if a := accountFrom(r.Context()); !may(a.actor(), rev) {
		if a.Admin != nil {
			return nil, companyModeratorsOnly
		}
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, reviewNotFound)
	}
	return rev, nil
}

func (s *Server) handleReviewUpdate(w http.ResponseWriter, r *http.Request) {
	rev, err := s.findReview(r, jobportal.CanEditReview)
	if err != nil {
		Error(w, r, err)
		return
	}
	in, err := readReview(w, r)
	if err != nil {
		Error(w, r, err)
		return
	}
	in.Apply(rev)
	if err := s.db.UpdateReview(r.Context(), rev); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, rev, "Review updated.")
}

func (s *Server) handleReviewDelete(w http.ResponseWriter, r *http.Request) {
	rev, err := s.findReview(r, jobportal.CanDeleteReview)
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.DeleteReview(r.Context(), rev.CompanyID, rev.ID); err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "review.delete", "review", rev.ID, "")
	respond(w, http.StatusOK, nil, "Review deleted.")
}

func (s *Server) handleFollow(w http.ResponseWriter, r *http.Request) {
	s.follow(w, r, true)
}

func (s *Server) handleUnfollow(w http.ResponseWriter, r *http.Request) {
	s.follow(w, r, false)
}

// follow makes the customer follow or stop following the company of the
// path, and answers the company with its count as it is now. Both are
// idempotent.
func (s *Server) follow(w http.ResponseWriter, r *http.Request, on bool) {
	id, err := pathID(r, "id", companyNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	customer := accountFrom(r.Context()).Customer.ID
	change, message := s.db.UnfollowCompany, "You no longer follow %s."
	if on {
		change, message = s.db.FollowCompany, "You now follow %s."
	}
	c, err := change(r.Context(), id, customer)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, c, fmt.Sprintf(message, c.Name))
}

// handleFollowedCompanies answers a page of the public companies the
// customer follows, the latest followed first.
func (s *Server) handleFollowedCompanies(w http.ResponseWriter, r *http.Request) {
	p, err := parseCompanyPage(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.FollowedCompanies(r.Context(), accountFrom(r.Context()).Customer.ID, p)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, p, total)
}

// parseCompanyPage reads the page and limit of a list of companies, which
// holds CompaniesPerPage unless told otherwise.
func parseCompanyPage(q url.Values) (jobportal.Page, error) {
	r := newQueryReader(q)
	p := jobportal.NewPage(r.count("page"), r.count("limit"))
	if !q.Has("limit") {
		p.Limit = jobportal.CompaniesPerPage
	}
	return p, r.err(p.Validate())
}
