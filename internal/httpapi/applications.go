package httpapi

import (
	"context"
	"errors"
	"mime"
	"net/http"
	"strings"

	"jobportal/internal/blob"
	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/media"
	"jobportal/internal/notify"
)

const applicationNotFound = "Application not found."

// cvField is the file of an application: a CV, PDF or Word, of at most 5 MB.
var cvField = fileField{name: "cv", limit: media.MaxUploadBytes, label: "The CV"}

// applicationRoutes registers applying for jobs, and reading and moving applications.
func (s *Server) applicationRoutes(r *router) {
	r.api("POST /api/jobs/{id}/apply", s.customer(s.handleApply))
	r.api("GET /api/jobs/{id}/applications", s.signedIn(s.handleJobApplications))
	r.api("PATCH /api/applications/{id}", s.signedIn(s.handleApplicationStatus))
	r.api("GET /api/applications/{id}/cv", s.signedIn(s.handleApplicationCV))
	r.api("GET /api/user/applications", s.customer(s.handleMyApplications))
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
	if !jobportal.CanApply(actor(r)) {
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
	case !jobportal.CanApplyFor(actor(r), j):
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "You cannot apply for a job you posted."))
		return
	case j.ApplyMethod == jobportal.ApplyByEmail:
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "This job takes applications by email, at %s.", j.ApplyEmail))
		return
	case j.ApplyMethod == jobportal.ApplyByLink:
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "This job takes applications on the employer's site: %s", j.ApplyURL))
		return
	}
	if err := s.notAppliedYet(ctx, j.ID, c.ID); err != nil {
		Error(w, r, err)
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
	if err := p.Merge(in.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	cv := files["cv"]
	if cv == nil && in.CVID == 0 {
		p.Add("cv", "Attach your CV as a PDF or Word (.docx) file.")
	}
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	unlock := func() {}
	if cv == nil {
		// A built CV is made into a PDF, one of the person's at a time; an
		// apply that waited for another to the same job finds it sent and
		// makes nothing.
		if unlock, err = s.costs.lockAccount(ctx, c.ID); err != nil {
			Error(w, r, err)
			return
		}
		defer unlock()
		if err := s.notAppliedYet(ctx, j.ID, c.ID); err != nil {
			Error(w, r, err)
			return
		}
	}
	file, err := s.applicationFile(ctx, cv, c.ID, in.CVID)
	if err != nil {
		Error(w, r, err)
		return
	}
	if in.Phone == "" {
		in.Phone = c.Phone
	}
	key, err := s.storeCV(ctx, file.data, file.format)
	if err != nil {
		Error(w, r, err)
		return
	}
	a, err := s.db.CreateApplication(ctx, &jobportal.Application{
		JobID: j.ID, Applicant: jobportal.ApplicationApplicant{ID: c.ID}, CoverLetter: in.CoverLetter, Phone: in.Phone,
		CVKey: key, CV: jobportal.CVFile{Name: file.name, Type: file.format.ContentType, Size: int64(len(file.data))},
	}, s.tellPosterOfApplication(ctx, j, c)...)
	unlock()
	if err != nil {
		s.dropFiles(ctx, key)
		Error(w, r, err)
		return
	}
	respond(w, http.StatusCreated, a, "Your application was sent.")
}

// notAppliedYet refuses a second application of a person for a job.
func (s *Server) notAppliedYet(ctx context.Context, jobID, customerID int64) error {
	applied, err := s.db.HasApplied(ctx, jobID, customerID)
	if err != nil {
		return err
	}
	if applied {
		return jobportal.Errorf(jobportal.ECONFLICT, "You have already applied for this job.")
	}
	return nil
}

// applicationFile is the CV file an application carries.
type applicationFile struct {
	data   []byte
	format media.Format
	name   string
}

// applicationFile checks the uploaded CV file, or, when none was sent,
// makes the PDF of the applicant's built CV cvID as it is now (counted as
// one of their PDFs); either must fit in the applicant's storage.
func (s *Server) applicationFile(ctx context.Context, up *upload, applicantID, cvID int64) (*applicationFile, error) {
	if up != nil {
		format, err := media.CheckDocument("cv", up.Data)
		if err != nil {
			return nil, err
		}
		if err := s.checkStorage(ctx, applicantID, int64(len(up.Data))); err != nil {
			return nil, err
		}
		return &applicationFile{data: up.Data, format: format, name: jobportal.CVFileName(up.Name, format.Ext)}, nil
	}
	built, err := s.db.FindCV(ctx, applicantID, cvID)
	if err != nil {
		return nil, err
	}
	res, err := s.renderOwnCV(ctx, built, true, false)
	if err != nil {
		return nil, err
	}
	return &applicationFile{data: res.PDF, format: media.PDF, name: cvpdf.FileName(*built)}, nil
}

// tellPosterOfApplication writes the email that tells whoever posted a job
// of a new application from applicant: to the customer, or to the admin
// when their account has an email; it is queued with the application. The
// email names the applicant, whose address the email log keeps with it.
func (s *Server) tellPosterOfApplication(ctx context.Context, j *jobportal.Job, applicant *jobportal.Customer) []mail.Message {
	d := notify.NewApplication{Applicant: applicant.Name, Title: j.Title}
	var to string
	lang := notify.English // admins read English
	switch j.PostedBy.Kind {
	case jobportal.KindCustomer:
		c, err := s.db.FindCustomerByID(ctx, j.PostedBy.ID)
		if err != nil {
			s.log.ErrorContext(ctx, "find the poster of a job", "err", err, "job", j.ID)
			return nil
		}
		to, d.Name, d.DashboardURL = c.Email, c.Name, s.customerDashboard()
		lang = s.customerLang(ctx, c.ID)
	case jobportal.KindAdmin:
		adm, err := s.db.FindAdminUserByID(ctx, j.PostedBy.ID)
		if err != nil || adm.Email == "" {
			return nil // the admin is gone, or gave no address
		}
		to, d.Name, d.DashboardURL = adm.Email, adm.Name, s.adminDashboard()
	default:
		return nil
	}
	m, err := notify.ApplicationReceived(lang, to, d)
	m.About = applicant.Email
	return s.outgoing(ctx, m, err)
}

// handleJobApplications lists a job's applications for its poster and
// admins. For anyone else the job is not found, so ids reveal nothing.
func (s *Server) handleJobApplications(w http.ResponseWriter, r *http.Request) {
	j, err := s.findJob(r, jobportal.CanSeeApplications)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx, id := r.Context(), j.ID
	q := newQueryReader(r.URL.Query())
	page := q.page()
	status := strings.ToLower(q.str("status"))
	if status != "" {
		if err := jobportal.ValidateApplicationStatus(status); err != nil {
			q.p.Add("status", "status must be submitted, reviewed, shortlisted, rejected or hired.")
		}
	}
	if err := q.err(page.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListJobApplications(ctx, id, status, page)
	if err == nil {
		err = s.hideContacts(ctx, actor(r), list...)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, page, total)
}

// handleMyApplications lists the signed-in customer's own applications.
func (s *Server) handleMyApplications(w http.ResponseWriter, r *http.Request) {
	page, err := parsePage(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListCustomerApplications(r.Context(), accountFrom(r.Context()).Customer.ID, page)
	if err != nil {
		Error(w, r, err)
		return
	}
	mine, err := s.db.ApplicationsWithHistory(r.Context(), list)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, mine, page, total)
}

// findApplication returns the application of the request's path when the
// rule lets the account at it; to anyone else it is not found, so ids
// reveal nothing.
func (s *Server) findApplication(r *http.Request, may func(jobportal.Actor, *jobportal.Application) bool) (*jobportal.Application, error) {
	id, err := pathID(r, "id", applicationNotFound)
	if err != nil {
		return nil, err
	}
	a, err := s.db.FindApplication(r.Context(), id)
	if err != nil {
		return nil, err
	}
	if acc := accountFrom(r.Context()); !may(acc.actor(), a) {
		return nil, notYours(acc, applicationNotFound)
	}
	return a, nil
}

// handleApplicationStatus moves an application, for the job's poster and
// admins, and emails the applicant when the status changes.
func (s *Server) handleApplicationStatus(w http.ResponseWriter, r *http.Request) {
	a, err := s.findApplication(r, jobportal.CanMoveApplication)
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
	a, _, err = s.db.SetApplicationStatus(r.Context(), a.ID, status, s.tellApplicant(r.Context(), a, status)...)
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := s.hideContacts(r.Context(), actor(r), a); err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "application.status", "application", a.ID, status)
	respond(w, http.StatusOK, a, "Application status updated.")
}

// tellApplicant writes the email that tells an applicant the new status of
// their application; the store queues it only if the status changes.
func (s *Server) tellApplicant(ctx context.Context, a *jobportal.Application, status string) []mail.Message {
	m, err := notify.ApplicationMoved(s.customerLang(ctx, a.Applicant.ID), a.Applicant.Email, notify.ApplicationNews{Name: a.Applicant.Name,
		Title: a.JobTitle, Company: a.CompanyName, Status: status, DashboardURL: s.customerDashboard()})
	return s.outgoing(ctx, m, err)
}

// handleApplicationCV sends an application's CV file to the applicant, the
// job's poster and admins, as a download that no one else may keep a copy of.
func (s *Server) handleApplicationCV(w http.ResponseWriter, r *http.Request) {
	a, err := s.findApplication(r, jobportal.CanDownloadApplicationCV)
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
