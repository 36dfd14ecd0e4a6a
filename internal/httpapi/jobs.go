package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"

	"jobportal/internal/jobportal"
)

// jobRoutes registers the job lists, search, a job's page and its
// moderation, with the heads of job pages, the jobs' part of the sitemap and
// their RSS feed. A literal segment wins over {id}, so /api/jobs/search is
// never read as a job's id.
func (s *Server) jobRoutes(r *router) {
	r.sharedAPI("GET /api/jobs", s.handleJobList)
	r.api("POST /api/jobs", s.customer(s.handleJobCreate))
	r.sharedAPI("GET /api/jobs/search", s.handleJobSearch)
	r.sharedAPI("GET /api/jobs/suggest", s.handleJobSuggest)
	r.api("GET /api/jobs/featured", s.handleJobsFeatured)
	r.api("GET /api/jobs/recent", s.handleJobsRecent)
	r.api("GET /api/jobs/hot", s.handleJobsHot)
	r.api("GET /api/jobs/topics", s.handleJobTopics)
	r.api("GET /api/jobs/dashboard", s.signedIn(s.handleJobDashboard))
	r.dispatch("GET /api/jobs/{list}/{value}",
		subRoute{"GET /api/jobs/company/{id}", s.handleJobsByCompany},
		subRoute{"GET /api/jobs/category/{c}", s.handleJobsByCategory},
		subRoute{"GET /api/jobs/location/{l}", s.handleJobsByLocation})
	r.api("POST /api/jobs/admin", s.admin(s.handleJobCreateAdmin))
	r.api("POST /api/jobs/notice", s.signedIn(s.handleJobNotice))
	r.api("GET /api/jobs/admin/pending", s.admin(s.handleJobsPending))
	r.api("GET /api/jobs/admin/approved", s.admin(s.handleJobsApproved))
	r.api("GET /api/jobs/customer/my-jobs", s.customer(s.handleMyJobs))
	r.api("DELETE /api/jobs/customer/{id}", s.customer(s.handleMyJobDelete))
	r.api("GET /api/jobs/{id}", s.handleJobGet)
	r.api("GET /api/jobs/{id}/similar", s.handleJobSimilar)
	r.api("PUT /api/jobs/{id}", s.signedIn(s.handleJobUpdate))
	r.api("DELETE /api/jobs/{id}", s.admin(s.handleJobDelete))
	r.api("POST /api/jobs/{id}/view", s.handleJobView)
	r.api("PUT /api/jobs/{id}/approve", s.admin(s.handleJobApprove))
	r.api("PUT /api/jobs/{id}/reject", s.admin(s.handleJobReject))
	r.api("PUT /api/jobs/{id}/extend", s.signedIn(s.handleJobExtend))
	r.api("PUT /api/jobs/{id}/close", s.signedIn(s.handleJobClose))
	r.api("GET /api/jobs/admin/changes", s.admin(s.handleJobChanges))
	r.api("PUT /api/jobs/{id}/change/approve", s.admin(s.handleJobChangeApprove))
	r.api("PUT /api/jobs/{id}/change/reject", s.admin(s.handleJobChangeReject))
	r.handle("GET /jobs.rss", compress(http.HandlerFunc(s.handleJobsRSS)))
	r.pageHead("job", jobPages{s})
	r.pageHead("jobs", jobListPages{s})
	r.pageHead("", appPage{})
	r.pageHead("browse", appPage{})
	r.sitemap(jobSitemap{s})
}

const jobNotFound = "Job not found."

// findJob returns the job of the request's path, in any status, when the
// rule lets the account at it (see notYours for the answer otherwise).
func (s *Server) findJob(r *http.Request, may func(jobportal.Actor, *jobportal.Job) bool) (*jobportal.Job, error) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		return nil, err
	}
	j, err := s.db.FindJobAnyStatus(r.Context(), id)
	if err != nil {
		return nil, err
	}
	if acc := accountFrom(r.Context()); !may(acc.actor(), j) {
		return nil, notYours(acc, jobNotFound)
	}
	return j, nil
}

// moderatorsOnly is the answer to an admin whose role does not moderate jobs.
var moderatorsOnly = jobportal.Errorf(jobportal.EFORBIDDEN, "Your admin role does not moderate jobs.")

// parseJobFilter reads a job list's filter from a query string. The keyword
// may be sent as q, keyword or search (the site's own address uses search).
func parseJobFilter(q url.Values) (jobportal.JobFilter, error) {
	r := newQueryReader(q)
	f := jobportal.JobFilter{
		Keyword:         r.str("q", "keyword", "search"),
		JobType:         r.str("jobType"),
		Location:        r.str("location"),
		CompanyID:       r.number("company", "companyId"),
		SalaryMin:       r.number("salaryMin", "minSalary"),
		SalaryMax:       r.number("salaryMax", "maxSalary"),
		Currency:        r.str("currency"),
		ExperienceLevel: r.str("experienceLevel"),
		MainTopics:      r.list("mainTopics", "mainTopics[]"),
		SubTopics:       r.list("subTopics", "subTopics[]"),
		DatePosted:      r.str("datePosted"),
		WalkIn:          readWalkInFlag(r),
		SortBy:          r.str("sortBy"),
		SortOrder:       r.str("sortOrder"),
		Page:            r.count("page"),
		Limit:           r.count("limit"),
	}
	f.Normalize()
	return f, r.err(f.Validate())
}

// parseShortLimit reads the limit of a short list such as the recent jobs.
func parseShortLimit(q url.Values) (int, error) {
	r := newQueryReader(q)
	limit := r.count("limit")
	if limit == 0 {
		limit = jobportal.DefaultShortList
	}
	if limit < 1 || limit > jobportal.MaxShortList {
		r.p.Add("limit", fmt.Sprintf("limit must be from 1 to %d.", jobportal.MaxShortList))
	}
	return limit, r.err(nil)
}

func (s *Server) handleJobList(w http.ResponseWriter, r *http.Request) {
	f, err := parseJobFilter(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	s.listJobs(w, r, f)
}

func (s *Server) listJobs(w http.ResponseWriter, r *http.Request, f jobportal.JobFilter) {
	jobs, total, err := s.db.ListJobs(r.Context(), f)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondJobs(w, jobs, f.Paging(), total)
}

func (s *Server) handleJobSearch(w http.ResponseWriter, r *http.Request) {
	f, err := parseJobFilter(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	jobs, total, err := s.db.SearchJobs(r.Context(), f)
	if err != nil {
		Error(w, r, err)
		return
	}
	a := searchAnswer{listAnswer: newListAnswer(jobs, f.Paging(), total)}
	a.Total, a.TotalPages = &a.Pagination.Total, &a.Pagination.TotalPages
	if total < didYouMeanBelow {
		a.DidYouMean = s.db.DidYouMean(f.Keyword)
	}
	writeJSON(w, http.StatusOK, a)
}

// didYouMeanBelow is the number of results under which a search offers its
// words corrected: a misspelt word finds nothing, or the few jobs that
// misspell it too.
const didYouMeanBelow = 5

// searchAnswer is a list of jobs found, with the search's words corrected
// when some were misspelt.
type searchAnswer struct {
	listAnswer
	DidYouMean string `json:"didYouMean,omitempty"`
}

// Suggestions as a search is typed: at most maxSuggestions, for a query of at
// most maxSuggestQuery characters.
const (
	maxSuggestions  = 8
	maxSuggestQuery = 100
)

// handleJobSuggest completes the search being typed, in English, Sinhala
// and Tamil. It reads the lexicon in memory alone, so it costs less than any
// list; its answers are kept a moment for everyone (sharedAPI) and a minute
// by the browser.
func (s *Server) handleJobSuggest(w http.ResponseWriter, r *http.Request) {
	qr := newQueryReader(r.URL.Query())
	typed := qr.str("q")
	switch {
	case typed == "":
		qr.p.Add("q", "Type a few letters to get suggestions.")
	case utf8.RuneCountInString(typed) > maxSuggestQuery:
		qr.p.Add("q", fmt.Sprintf("q must be at most %d characters.", maxSuggestQuery))
	}
	if err := qr.err(nil); err != nil {
		Error(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=60")
	w.WriteHeader(http.StatusOK)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(true)
	enc.Encode(map[string]any{"success": true, "data": s.db.SuggestSearch(typed, maxSuggestions)})
}

func (s *Server) handleJobsByCompany(w http.ResponseWriter, r *http.Request) {
	const missing = "Company not found."
	id, err := pathID(r, "id", missing)
	if err != nil {
		Error(w, r, err)
		return
	}
	if _, err := s.db.FindCompany(r.Context(), id); err != nil {
		Error(w, r, err)
		return
	}
	f, err := parseJobFilter(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	f.CompanyID = &id
	s.listJobs(w, r, f)
}

// handleJobsByCategory lists the jobs of a main topic or a sub-topic, named
// as the lists spell it or by its slug (private-jobs, it-and-software).
func (s *Server) handleJobsByCategory(w http.ResponseWriter, r *http.Request) {
	name, main, ok := jobportal.TopicNamed(r.PathValue("c"))
	if !ok {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "There is no job category %q.", r.PathValue("c")))
		return
	}
	f, err := parseJobFilter(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	if main {
		f.MainTopics = []string{name}
	} else {
		f.SubTopics = []string{name}
	}
	s.listJobs(w, r, f)
}

// handleJobsByLocation lists the jobs of a district, of Foreign, or of
// Sri Lanka (every district), named as the selector spells it or by its slug.
func (s *Server) handleJobsByLocation(w http.ResponseWriter, r *http.Request) {
	l := r.PathValue("l")
	name, ok := jobportal.LocationNamed(l)
	if strings.EqualFold(l, jobportal.LocationSriLanka) || l == jobportal.LocationSlug(jobportal.LocationSriLanka) {
		name, ok = jobportal.LocationSriLanka, true
	}
	if !ok {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "There is no location %q.", l))
		return
	}
	f, err := parseJobFilter(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	f.Location = name
	s.listJobs(w, r, f)
}

func (s *Server) handleJobsRecent(w http.ResponseWriter, r *http.Request) {
	s.shortJobList(w, r, s.db.RecentJobs)
}

func (s *Server) handleJobsFeatured(w http.ResponseWriter, r *http.Request) {
	s.shortJobList(w, r, s.db.FeaturedJobs)
}

func (s *Server) handleJobsHot(w http.ResponseWriter, r *http.Request) {
	s.shortJobList(w, r, s.db.HotJobs)
}

func (s *Server) shortJobList(w http.ResponseWriter, r *http.Request, find func(context.Context, int) ([]*jobportal.Job, error)) {
	limit, err := parseShortLimit(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	jobs, err := find(r.Context(), limit)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, jobs, limit)
}

func (s *Server) handleJobTopics(w http.ResponseWriter, r *http.Request) {
	if err := newQueryReader(r.URL.Query()).err(nil); err != nil {
		Error(w, r, err)
		return
	}
	topics, err := s.db.TopicCounts(r.Context())
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, topics, "")
}

// jobDashboard holds the counts of a dashboard: a customer's own jobs, or
// for an admin every job and the customer accounts.
type jobDashboard struct {
	Jobs      jobportal.JobCounts       `json:"jobs"`
	Customers *jobportal.CustomerCounts `json:"customers,omitempty"`
}

func (s *Server) handleJobDashboard(w http.ResponseWriter, r *http.Request) {
	ctx, a := r.Context(), accountFrom(r.Context())
	var (
		d   jobDashboard
		err error
	)
	if jobportal.CanSeeJobFigures(a.actor()) {
		if d.Jobs, err = s.db.JobCounts(ctx); err == nil {
			var c jobportal.CustomerCounts
			c, err = s.db.CountCustomers(ctx)
			d.Customers = &c
		}
	} else {
		d.Jobs, err = s.db.CustomerJobCounts(ctx, a.Customer.ID)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, d, "")
}

// jobForReader finds job id if the reader may see it: a public job, or one
// of any status for its poster and admins. Any other is ENOTFOUND.
func (s *Server) jobForReader(r *http.Request, id int64) (*jobportal.Job, error) {
	ctx := r.Context()
	j, err := s.db.FindJob(ctx, id)
	if jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
		return j, err
	}
	a, aerr := s.viewer(r)
	if aerr != nil {
		return nil, aerr
	}
	if a == nil {
		return nil, err
	}
	full, aerr := s.db.FindJobAnyStatus(ctx, id)
	if aerr == nil && jobportal.CanSeeJob(a.actor(), full) {
		return full, nil
	}
	if aerr != nil && jobportal.ErrorCode(aerr) != jobportal.ENOTFOUND {
		return nil, aerr
	}
	return nil, err
}

// handleJobSimilar answers the public jobs like one the reader may see, for
// the panel under it: a short list, never paged, so nothing is counted.
func (s *Server) handleJobSimilar(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	limit, err := parseShortLimit(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	j, err := s.jobForReader(r, id)
	if err != nil {
		Error(w, r, err)
		return
	}
	jobs, err := s.db.SimilarJobs(r.Context(), j, limit)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, jobs, limit)
}

// handleJobGet answers a public job to anyone, and a job in any status to
// its poster and to admins.
func (s *Server) handleJobGet(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	j, err := s.jobForReader(r, id)
	if err != nil {
		Error(w, r, err)
		return
	}
	if j.Status == jobportal.JobApproved {
		j.ResponseDays = s.responseDays(ctx, j.CompanyID)
	}
	if carriesCredentials(r) {
		// The poster and moderators also read the change waiting for review.
		if a, err := s.viewer(r); err == nil && a != nil && jobportal.CanEditJob(a.actor(), j) {
			if err := s.db.LoadJobChanges(ctx, []*jobportal.Job{j}); err != nil {
				Error(w, r, err)
				return
			}
		}
	}
	respond(w, http.StatusOK, j, "")
}

// handleJobView counts a view of a public job (views.go).
func (s *Server) handleJobView(w http.ResponseWriter, r *http.Request) {
	s.countView(w, r, jobNotFound, s.db.PublicJobExists, s.views)
}

func (s *Server) handleJobsPending(w http.ResponseWriter, r *http.Request) {
	s.moderatedJobs(w, r, s.db.ListPendingJobs)
}

func (s *Server) handleJobsApproved(w http.ResponseWriter, r *http.Request) {
	s.moderatedJobs(w, r, func(ctx context.Context, p jobportal.Page) ([]*jobportal.Job, int, error) {
		jobs, total, err := s.db.ListApprovedJobs(ctx, p)
		return s.withChanges(ctx, jobs, total, err)
	})
}

// moderatedJobs answers a list of the moderation queues, for those who moderate jobs.
func (s *Server) moderatedJobs(w http.ResponseWriter, r *http.Request, find func(context.Context, jobportal.Page) ([]*jobportal.Job, int, error)) {
	if !jobportal.CanModerateJobs(actor(r)) {
		Error(w, r, moderatorsOnly)
		return
	}
	s.pagedJobs(w, r, find)
}

func (s *Server) handleMyJobs(w http.ResponseWriter, r *http.Request) {
	id := accountFrom(r.Context()).Customer.ID
	s.pagedJobs(w, r, func(ctx context.Context, p jobportal.Page) ([]*jobportal.Job, int, error) {
		jobs, total, err := s.db.ListCustomerJobs(ctx, id, p)
		return s.withChanges(ctx, jobs, total, err)
	})
}

// withChanges gives the jobs of a list their posters' changes, for answers
// to the posters and to moderators.
func (s *Server) withChanges(ctx context.Context, jobs []*jobportal.Job, total int, err error) ([]*jobportal.Job, int, error) {
	if err != nil {
		return nil, 0, err
	}
	return jobs, total, s.db.LoadJobChanges(ctx, jobs)
}

func (s *Server) pagedJobs(w http.ResponseWriter, r *http.Request, find func(context.Context, jobportal.Page) ([]*jobportal.Job, int, error)) {
	p, err := parsePage(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	jobs, total, err := find(r.Context(), p)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondJobs(w, jobs, p, total)
}
