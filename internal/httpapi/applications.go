package httpapi

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"strings"

	"jobportal/internal/blob"
	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/media"
)

const applicationNotFound = "Application not found."

// cvField is the file of an application: a CV, PDF or Word, of at most 5 MB.
var cvField = fileField{name: "cv", limit: media.MaxUploadBytes, label: "The CV"}

// listAnswer is the answer of a paged list other than the job lists.
type listAnswer struct {
	Success    bool       `json:"success"`
	Data       any        `json:"data"`
	Pagination pagination `json:"pagination"`
}

func respondList(w http.ResponseWriter, data any, page, limit, total int) {
	writeJSON(w, http.StatusOK, listAnswer{Success: true, Data: data,
		Pagination: pagination{Page: page, Limit: limit, Total: total, TotalPages: (total + limit - 1) / limit}})
}

// handleApply sends a job seeker's application, with a CV file, for a
// public job that takes applications on the site. The cheap checks come
// before the upload is read, and nothing is stored unless all pass.
func (s *Server) handleApply(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx, c := r.Context(), accountFrom(r.Context()).Customer
	if c.Type != jobportal.CustomerIndividual {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN,
			"Company accounts cannot apply for jobs. Please sign in with a job seeker's account."))
		return
	}
	j, err := s.db.FindJob(ctx, id)
	if err != nil {
		Error(w, r, err)
		return
	}
	switch {
	case j.PostedByCustomer(c.ID):
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "You cannot apply for a job you posted."))
		return
	case j.ApplyMethod == jobportal.ApplyByEmail:
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "This job takes applications by email, at %s.", j.ApplyEmail))
		return
	case j.ApplyMethod == jobportal.ApplyByLink:
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "This job takes applications on the employer's site: %s", j.ApplyURL))
		return
	}
	if applied, err := s.db.HasApplied(ctx, j.ID, c.ID); err != nil {
		Error(w, r, err)
		return
	} else if applied {
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "You have already applied for this job."))
		return
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		Error(w, r, jobportal.Errorf(jobportal.EUNSUPPORTED,
			"Send the application as multipart/form-data, with the CV file in the field cv."))
		return
	}
	var in jobportal.ApplicationInput
	files, err := decodeForm(w, r, &in, []fileField{cvField})
	if err != nil {
		Error(w, r, err)
		return
	}
	in.Normalize()
	var p jobportal.Problems
	if err := in.Validate(); err != nil {
		var e *jobportal.Error
		errors.As(err, &e)
		p = e.Fields
	}
	cv := files["cv"]
	if cv == nil {
		p.Add("cv", "Attach your CV as a PDF or Word (.docx) file.")
	}
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	format, err := media.CheckDocument("cv", cv.Data)
	if err != nil {
		Error(w, r, err)
		return
	}
	if in.Phone == "" {
		in.Phone = c.Phone
	}
	key, err := s.storeCV(ctx, cv.Data, format)
	if err != nil {
		Error(w, r, err)
		return
	}
	a, err := s.db.CreateApplication(ctx, &jobportal.Application{
		JobID: j.ID, Applicant: jobportal.ApplicationApplicant{ID: c.ID}, CoverLetter: in.CoverLetter, Phone: in.Phone,
		CVKey: key, CV: jobportal.CVFile{Name: jobportal.CVFileName(cv.Name, format.Ext), Type: format.ContentType,
			Size: int64(len(cv.Data))},
	})
	if err != nil {
		s.dropFiles(ctx, key)
		Error(w, r, err)
		return
	}
	s.tellPosterOfApplication(ctx, j, a)
	respond(w, http.StatusCreated, a, "Your application was sent.")
}

// tellPosterOfApplication emails whoever posted a job about a new
// application: the customer, or the admin when their account has an email.
func (s *Server) tellPosterOfApplication(ctx context.Context, j *jobportal.Job, a *jobportal.Application) {
	var to, name, dashboard string
	switch j.PostedBy.Kind {
	case jobportal.KindCustomer:
		c, err := s.db.FindCustomerByID(ctx, j.PostedBy.ID)
		if err != nil {
			s.log.ErrorContext(ctx, "find the poster of a job", "err", err, "job", j.ID)
			return
		}
		to, name, dashboard = c.Email, c.Name, "/customer/dashboard"
	case jobportal.KindAdmin:
		adm, err := s.db.FindAdminUserByID(ctx, j.PostedBy.ID)
		if err != nil || adm.Email == "" {
			return // the admin is gone, or gave no address
		}
		to, name, dashboard = adm.Email, adm.Name, "/dashboard"
	}
	s.sendMail(ctx, mail.Message{
		To:      to,
		Subject: "New application for " + j.Title,
		Text: fmt.Sprintf("Hello %s,\n\n%s has applied for your job %q.\n\n"+
			"Read the cover letter and download the CV from your dashboard:\n\n%s%s\n\nJobPortal",
			name, a.Applicant.Name, j.Title, s.cfg.BaseURL, dashboard),
	})
}

// mayManage reports whether an account sees and moves the applications of
// a job: admins, and the customer who posted it.
func mayManage(a *account, postedBy jobportal.PostedBy) bool {
	return a.Admin != nil || (postedBy.Kind == jobportal.KindCustomer && postedBy.ID == a.Customer.ID)
}

// handleJobApplications lists a job's applications for its poster and
// admins. For anyone else the job is not found, so ids reveal nothing.
func (s *Server) handleJobApplications(w http.ResponseWriter, r *http.Request) {
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
	if !mayManage(a, j.PostedBy) {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, jobNotFound))
		return
	}
	q := newQueryReader(r.URL.Query())
	page, limit := q.count("page"), q.count("limit")
	if page == 0 {
		page = 1
	}
	if limit == 0 {
		limit = jobportal.DefaultJobsPerPage
	}
	status := strings.ToLower(q.str("status"))
	if status != "" {
		if err := jobportal.ValidateApplicationStatus(status); err != nil {
			q.p.Add("status", "status must be submitted, reviewed, shortlisted, rejected or hired.")
		}
	}
	if err := q.err(jobportal.ValidatePage(page, limit)); err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListJobApplications(ctx, id, status, page, limit)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, page, limit, total)
}

// handleMyApplications lists the signed-in customer's own applications.
func (s *Server) handleMyApplications(w http.ResponseWriter, r *http.Request) {
	page, limit, err := parsePage(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListCustomerApplications(r.Context(), accountFrom(r.Context()).Customer.ID, page, limit)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, page, limit, total)
}

// findApplication returns an application that the account may manage, or,
// with applicant set, also one the account sent. Any other is not found.
func (s *Server) findApplication(r *http.Request, applicant bool) (*jobportal.Application, error) {
	id, err := pathID(r, "id", applicationNotFound)
	if err != nil {
		return nil, err
	}
	a, acc := (*jobportal.Application)(nil), accountFrom(r.Context())
	if a, err = s.db.FindApplication(r.Context(), id); err != nil {
		return nil, err
	}
	own := acc.Customer != nil && a.Applicant.ID == acc.Customer.ID
	if mayManage(acc, a.JobPostedBy) || (applicant && own) {
		return a, nil
	}
	return nil, jobportal.Errorf(jobportal.ENOTFOUND, applicationNotFound)
}

// handleApplicationStatus moves an application, for the job's poster and
// admins, and emails the applicant when the status changes.
func (s *Server) handleApplicationStatus(w http.ResponseWriter, r *http.Request) {
	a, err := s.findApplication(r, false)
	if err != nil {
		Error(w, r, err)
		return
	}
	var body struct {
		Status string `json:"status"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	status := strings.ToLower(strings.TrimSpace(body.Status))
	if err := jobportal.ValidateApplicationStatus(status); err != nil {
		Error(w, r, err)
		return
	}
	a, changed, err := s.db.SetApplicationStatus(r.Context(), a.ID, status)
	if err != nil {
		Error(w, r, err)
		return
	}
	if changed {
		s.tellApplicant(r.Context(), a)
	}
	respond(w, http.StatusOK, a, "Application status updated.")
}

// statusNews is what an applicant is told of each status.
var statusNews = map[string]string{
	jobportal.ApplicationSubmitted:   "is back with the employer as newly submitted",
	jobportal.ApplicationReviewed:    "has been reviewed by the employer",
	jobportal.ApplicationShortlisted: "has been shortlisted: the employer may contact you soon",
	jobportal.ApplicationRejected:    "was not taken further this time",
	jobportal.ApplicationHired:       "was successful: congratulations",
}

func (s *Server) tellApplicant(ctx context.Context, a *jobportal.Application) {
	s.sendMail(ctx, mail.Message{
		To:      a.Applicant.Email,
		Subject: "Your application for " + a.JobTitle + ": " + a.Status,
		Text: fmt.Sprintf("Hello %s,\n\nYour application for %q at %s %s.\n\n"+
			"See all your applications on JobPortal:\n\n%s/customer/dashboard\n\nJobPortal",
			a.Applicant.Name, a.JobTitle, a.CompanyName, statusNews[a.Status], s.cfg.BaseURL),
	})
}

// handleApplicationCV sends an application's CV file to the applicant, the
// job's poster and admins, as a download that no one else may keep a copy of.
func (s *Server) handleApplicationCV(w http.ResponseWriter, r *http.Request) {
	a, err := s.findApplication(r, true)
	if err != nil {
		Error(w, r, err)
		return
	}
	f, err := s.blobs.Open(r.Context(), a.CVKey)
	if errors.Is(err, blob.ErrNotFound) {
		s.log.ErrorContext(r.Context(), "the CV file of an application is missing", "application", a.ID, "key", a.CVKey)
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "The CV file is missing."))
		return
	} else if err != nil {
		Error(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", a.CV.Type)
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": a.CV.Name}))
	h.Set("Cache-Control", "private, no-store")
	http.ServeContent(w, r, "", f.ModTime, f)
}
