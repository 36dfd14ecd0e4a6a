package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/media"
	"jobportal/internal/store"
)

// jobListAnswer is the answer of a job list. SPEC reads data, total and
// totalPages at the top; DESIGN adds the pagination every list carries.
type jobListAnswer struct {
	Success    bool             `json:"success"`
	Data       []*jobportal.Job `json:"data"`
	Total      int              `json:"total"`
	TotalPages int              `json:"totalPages"`
	Pagination pagination       `json:"pagination"`
}

type pagination struct {
	Page       int `json:"page"`
	Limit      int `json:"limit"`
	Total      int `json:"total"`
	TotalPages int `json:"totalPages"`
}

func respondJobs(w http.ResponseWriter, jobs []*jobportal.Job, page, limit, total int) {
	pages := (total + limit - 1) / limit
	writeJSON(w, http.StatusOK, jobListAnswer{Success: true, Data: jobs, Total: total, TotalPages: pages,
		Pagination: pagination{Page: page, Limit: limit, Total: total, TotalPages: pages}})
}

// queryReader reads the parameters of a query string and notes each problem
// under the parameter's name. A parameter it was not asked for is a problem
// too, so that a misspelt filter is never silently ignored.
type queryReader struct {
	q    url.Values
	used map[string]bool
	p    jobportal.Problems
}

func newQueryReader(q url.Values) *queryReader { return &queryReader{q: q, used: map[string]bool{}} }

// str returns the value of the first of names that is given; an empty value
// counts as not given. A parameter given twice is a problem.
func (r *queryReader) str(names ...string) string {
	var found []string
	for _, n := range names {
		r.used[n] = true
		for _, v := range r.q[n] {
			if v = strings.TrimSpace(v); v != "" {
				found = append(found, v)
			}
		}
	}
	if len(found) > 1 {
		r.p.Add(names[0], fmt.Sprintf("Give %s only once.", names[0]))
	}
	if len(found) == 0 {
		return ""
	}
	return found[0]
}

// list returns every value of names, each of which may also hold several
// values separated by commas.
func (r *queryReader) list(names ...string) []string {
	var out []string
	for _, n := range names {
		r.used[n] = true
		for _, v := range r.q[n] {
			for _, part := range strings.Split(v, ",") {
				if part = strings.TrimSpace(part); part != "" {
					out = append(out, part)
				}
			}
		}
	}
	return out
}

// number returns the whole number of the first of names given, or nil.
func (r *queryReader) number(names ...string) *int64 {
	v := r.str(names...)
	if v == "" {
		return nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		r.p.Add(names[0], fmt.Sprintf("%s must be a whole number.", names[0]))
		return nil
	}
	return &n
}

// count returns a page number or size: 0 when not given, -1 when it is not
// a whole number (which validation then refuses).
func (r *queryReader) count(name string) int {
	v := r.str(name)
	if v == "" {
		return 0
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return -1
	}
	return n
}

// err returns the problems found, with every parameter that was not read.
func (r *queryReader) err(more error) error {
	var names []string
	for n := range r.q {
		if !r.used[n] {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	for _, n := range names {
		r.p.Add(n, fmt.Sprintf("The parameter %q is not known here.", n))
	}
	var e *jobportal.Error
	if errors.As(more, &e) {
		r.p = append(r.p, e.Fields...)
	} else if more != nil {
		return more
	}
	return r.p.Err()
}

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
		SortBy:          r.str("sortBy"),
		SortOrder:       r.str("sortOrder"),
		Page:            r.count("page"),
		Limit:           r.count("limit"),
	}
	f.Normalize()
	return f, r.err(f.Validate())
}

// parsePage reads the page and limit of a list that takes nothing else.
func parsePage(q url.Values) (page, limit int, err error) {
	r := newQueryReader(q)
	page, limit = r.count("page"), r.count("limit")
	if page == 0 {
		page = 1
	}
	if limit == 0 {
		limit = jobportal.DefaultJobsPerPage
	}
	return page, limit, r.err(jobportal.ValidatePage(page, limit))
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

// pathID reads a numeric id from the path; anything else names no job.
func pathID(r *http.Request, name, notFound string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id <= 0 {
		return 0, jobportal.Errorf(jobportal.ENOTFOUND, "%s", notFound)
	}
	return id, nil
}

const jobNotFound = "Job not found."

// viewer returns the account signed in on a public route, or nil. A token
// that has ended only means that the visitor sees what the public sees.
func (s *Server) viewer(r *http.Request) (*account, error) {
	a, err := s.authenticate(r)
	if code := jobportal.ErrorCode(err); code == jobportal.EUNAUTHORIZED || code == jobportal.EFORBIDDEN {
		return nil, nil
	}
	return a, err
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
	respondJobs(w, jobs, f.Page, f.Limit, total)
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
	respondJobs(w, jobs, f.Page, f.Limit, total)
}

func (s *Server) handleJobsByCompany(w http.ResponseWriter, r *http.Request) {
	const missing = "Company not found."
	id, err := pathID(r, "id", missing)
	if err != nil {
		Error(w, r, err)
		return
	}
	c, err := s.db.FindCustomerByID(r.Context(), id)
	if jobportal.ErrorCode(err) == jobportal.ENOTFOUND || (err == nil && c.Type != jobportal.CustomerCompany) {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, missing))
		return
	} else if err != nil {
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
	respond(w, http.StatusOK, jobs, "")
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
	if a.Admin != nil {
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

// handleJobGet answers a public job to anyone, and a job in any status to
// its poster and to admins.
func (s *Server) handleJobGet(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	j, err := s.db.FindJob(ctx, id)
	if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
		a, aerr := s.viewer(r)
		if aerr != nil {
			Error(w, r, aerr)
			return
		}
		if a != nil {
			full, aerr := s.db.FindJobAnyStatus(ctx, id)
			if aerr == nil && (a.Admin != nil || full.PostedByCustomer(a.Customer.ID)) {
				j, err = full, nil
			} else if aerr != nil && jobportal.ErrorCode(aerr) != jobportal.ENOTFOUND {
				err = aerr
			}
		}
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, j, "")
}

// handleJobView counts a view of a public job. Views are added up in memory
// and written in batches, so a view holds no lock on the database.
func (s *Server) handleJobView(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	ok, err := s.db.PublicJobExists(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return
	} else if !ok {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, jobNotFound))
		return
	}
	s.views.add(id)
	respond(w, http.StatusOK, nil, "View counted.")
}

// imageField is a job's flyer: a JPEG, PNG or WebP image of at most 5 MB.
var imageField = fileField{name: "image", limit: media.MaxUploadBytes, label: "The image"}

// readJobInput reads, normalizes and checks the job a request sends, for a
// job posted by poster (nil for an admin's own job), with the flyer image
// of a form, if one was sent. A customer may not set what only admins set.
func (s *Server) readJobInput(w http.ResponseWriter, r *http.Request, poster *jobportal.Customer) (*jobportal.JobInput, *upload, error) {
	var in jobportal.JobInput
	files, err := decodeJSONOrForm(w, r, &in, imageField)
	if err != nil {
		return nil, nil, err
	}
	image := files[imageField.name]
	var p jobportal.Problems
	if image != nil && in.RemoveImage {
		p.Add("removeImage", "Send a new image or removeImage, not both.")
	}
	if accountFrom(r.Context()).Admin == nil {
		if in.Featured != nil {
			p.Add("featured", "Only admins feature jobs.")
		}
		if in.Hot != nil {
			p.Add("hot", "Only admins mark jobs hot.")
		}
	}
	in.Normalize()
	if err := s.jobCompany(r.Context(), poster, &in, &p); err != nil {
		return nil, nil, err
	}
	if err := in.Validate(jobportal.Today(s.db.Now())); err != nil {
		var e *jobportal.Error
		if !errors.As(err, &e) {
			return nil, nil, err
		}
		p = append(p, e.Fields...)
	}
	return &in, image, p.Err()
}

// jobCompany sets the company of a job from its poster: a company account's
// jobs are posted under it, an individual names the employer in words, and
// an admin may choose a company account by its id.
func (s *Server) jobCompany(ctx context.Context, poster *jobportal.Customer, in *jobportal.JobInput, p *jobportal.Problems) error {
	if poster != nil {
		if in.CompanyID != nil && (poster.Type != jobportal.CustomerCompany || *in.CompanyID != poster.ID) {
			p.Add("companyId", "A customer's jobs are posted under the customer's own account.")
		}
		in.CompanyID = nil
		if poster.Type == jobportal.CustomerCompany {
			id := poster.ID
			in.CompanyID, in.CompanyName = &id, poster.Name
		}
		return nil
	}
	if in.CompanyID == nil {
		return nil
	}
	c, err := s.db.FindCustomerByID(ctx, *in.CompanyID)
	if jobportal.ErrorCode(err) == jobportal.ENOTFOUND || (err == nil && c.Type != jobportal.CustomerCompany) {
		p.Add("companyId", "Choose a company account.")
		return nil
	} else if err != nil {
		return err
	}
	in.CompanyName = c.Name
	return nil
}

func (s *Server) handleJobCreate(w http.ResponseWriter, r *http.Request) {
	c := accountFrom(r.Context()).Customer
	j := &jobportal.Job{Status: jobportal.JobPending, PostedBy: jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: c.ID}}
	s.createJob(w, r, c, j, "Your job was submitted. It will be public once an admin approves it.")
}

func (s *Server) handleJobCreateAdmin(w http.ResponseWriter, r *http.Request) {
	j := &jobportal.Job{Status: jobportal.JobApproved,
		PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: accountFrom(r.Context()).Admin.ID}}
	s.createJob(w, r, nil, j, "Job posted successfully!")
}

// createJob fills j from the request, keeps its flyer image and stores it.
// The image is stored only once the fields are valid, and removed again if
// the job cannot be saved.
func (s *Server) createJob(w http.ResponseWriter, r *http.Request, poster *jobportal.Customer, j *jobportal.Job, message string) {
	ctx := r.Context()
	in, image, err := s.readJobInput(w, r, poster)
	if err != nil {
		Error(w, r, err)
		return
	}
	in.Apply(j)
	if image != nil {
		if j.Image, err = s.storeImage(ctx, image); err != nil {
			Error(w, r, err)
			return
		}
	}
	if err := s.db.CreateJob(ctx, j); err != nil {
		s.dropImage(ctx, j.Image)
		Error(w, r, err)
		return
	}
	respond(w, http.StatusCreated, j, message)
}

// handleJobUpdate replaces a job: an admin's any job, a customer's only their
// own while it waits for approval.
func (s *Server) handleJobUpdate(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx, a := r.Context(), accountFrom(r.Context())
	j, err := s.db.FindJobAnyStatus(ctx, id)
	if err != nil {
		Error(w, r, err)
		return
	}
	var poster *jobportal.Customer
	if a.Customer != nil {
		if !j.PostedByCustomer(a.Customer.ID) {
			Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, jobNotFound))
			return
		}
		if j.Status != jobportal.JobPending {
			Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "This job has been %s, so it can no longer be changed.", j.Status))
			return
		}
		poster = a.Customer
	} else if j.PostedBy.Kind == jobportal.KindCustomer {
		if poster, err = s.db.FindCustomerByID(ctx, j.PostedBy.ID); err != nil {
			Error(w, r, err)
			return
		}
	}
	in, image, err := s.readJobInput(w, r, poster)
	if err != nil {
		Error(w, r, err)
		return
	}
	in.Apply(j)
	old := j.Image
	switch {
	case image != nil:
		if j.Image, err = s.storeImage(ctx, image); err != nil {
			Error(w, r, err)
			return
		}
	case in.RemoveImage:
		j.Image = ""
	}
	if a.Customer != nil {
		err = s.db.UpdatePendingCustomerJob(ctx, a.Customer.ID, j)
	} else {
		err = s.db.UpdateJob(ctx, j)
	}
	if err != nil {
		if j.Image != old {
			s.dropImage(ctx, j.Image)
		}
		Error(w, r, err)
		return
	}
	if old != j.Image {
		s.dropImage(ctx, old)
	}
	respond(w, http.StatusOK, j, "Job updated.")
}

func (s *Server) handleJobDelete(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	files, err := s.db.DeleteJob(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.dropJobFiles(r.Context(), files)
	respond(w, http.StatusOK, nil, "Job deleted.")
}

func (s *Server) handleMyJobDelete(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	files, err := s.db.DeleteCustomerJob(r.Context(), accountFrom(r.Context()).Customer.ID, id)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.dropJobFiles(r.Context(), files)
	respond(w, http.StatusOK, nil, "Job deleted.")
}

func (s *Server) handleJobApprove(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	j, changed, err := s.db.ApproveJob(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	if changed {
		s.tellPoster(r.Context(), j)
	}
	respond(w, http.StatusOK, j, "Job approved.")
}

func (s *Server) handleJobReject(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	var body struct {
		Reason string `json:"reason"`
	}
	// The reason is optional, and so is the body.
	if r.ContentLength != 0 {
		if err := decode(w, r, &body); err != nil {
			Error(w, r, err)
			return
		}
	}
	body.Reason = strings.TrimSpace(body.Reason)
	if err := jobportal.ValidateRejectionReason(body.Reason); err != nil {
		Error(w, r, err)
		return
	}
	j, changed, err := s.db.RejectJob(r.Context(), id, body.Reason)
	if err != nil {
		Error(w, r, err)
		return
	}
	if changed {
		s.tellPoster(r.Context(), j)
	}
	respond(w, http.StatusOK, j, "Job rejected.")
}

// tellPoster emails the customer who posted a job that it was approved or
// rejected. An admin's own jobs need no email.
func (s *Server) tellPoster(ctx context.Context, j *jobportal.Job) {
	if j.PostedBy.Kind != jobportal.KindCustomer {
		return
	}
	c, err := s.db.FindCustomerByID(ctx, j.PostedBy.ID)
	if err != nil {
		s.log.ErrorContext(ctx, "find the poster of a job", "err", err, "job", j.ID)
		return
	}
	m := mail.Message{To: c.Email}
	if j.Status == jobportal.JobApproved {
		m.Subject = "Your job is live: " + j.Title
		m.Text = fmt.Sprintf("Hello %s,\n\nYour job %q has been approved and is now on JobPortal:\n\n%s/job/%d/%s\n\n"+
			"It stays open until %s.\n\nJobPortal", c.Name, j.Title, s.cfg.BaseURL, j.ID, j.Slug, j.ClosingDate)
	} else {
		reason := ""
		if j.RejectionReason != "" {
			reason = "\n\nThe reason given: " + j.RejectionReason
		}
		m.Subject = "Your job was not approved: " + j.Title
		m.Text = fmt.Sprintf("Hello %s,\n\nYour job %q was not approved, so it is not shown on JobPortal.%s\n\n"+
			"You can post it again with changes from your dashboard:\n\n%s/customer/dashboard\n\nJobPortal",
			c.Name, j.Title, reason, s.cfg.BaseURL)
	}
	s.sendMail(ctx, m)
}

func (s *Server) handleJobsPending(w http.ResponseWriter, r *http.Request) {
	s.pagedJobs(w, r, s.db.ListPendingJobs)
}

func (s *Server) handleJobsApproved(w http.ResponseWriter, r *http.Request) {
	s.pagedJobs(w, r, s.db.ListApprovedJobs)
}

func (s *Server) handleMyJobs(w http.ResponseWriter, r *http.Request) {
	id := accountFrom(r.Context()).Customer.ID
	s.pagedJobs(w, r, func(ctx context.Context, page, limit int) ([]*jobportal.Job, int, error) {
		return s.db.ListCustomerJobs(ctx, id, page, limit)
	})
}

func (s *Server) pagedJobs(w http.ResponseWriter, r *http.Request, find func(context.Context, int, int) ([]*jobportal.Job, int, error)) {
	page, limit, err := parsePage(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	jobs, total, err := find(r.Context(), page, limit)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondJobs(w, jobs, page, limit, total)
}

// dropJobFiles removes the files a deleted job leaves: its image, unless
// another job shows it, and its applications' CV files.
func (s *Server) dropJobFiles(ctx context.Context, files store.JobFiles) {
	s.dropImage(ctx, files.Image)
	s.dropFiles(ctx, files.CVKeys...)
}
