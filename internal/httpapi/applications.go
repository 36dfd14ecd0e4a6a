package httpapi

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"slices"
	"strings"

	"jobportal/internal/blob"
	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/media"
	"jobportal/internal/notify"
	"jobportal/internal/store"
)

const applicationNotFound = "Application not found."

// cvField is the file of an application: a CV, PDF or Word, of at most 5 MB.
var cvField = fileField{name: "cv", limit: media.MaxUploadBytes, label: "The CV"}

// applicationRoutes registers applying for jobs, and reading and moving applications.
func (s *Server) applicationRoutes(r *router) {
	r.api("POST /api/jobs/{id}/apply", s.customer(s.handleApply))
	r.api("GET /api/jobs/{id}/applications", s.signedIn(s.handleJobApplications))
	r.api("GET /api/jobs/{id}/applications/stages", s.signedIn(s.handleApplicationStages))
	r.api("GET /api/jobs/{id}/applications/export", s.signedIn(s.handleApplicationsExport))
	r.api("POST /api/jobs/{id}/applications/move", s.signedIn(s.handleApplicationsMove))
	r.api("PATCH /api/applications/{id}", s.signedIn(s.handleApplicationStatus))
	r.api("GET /api/applications/{id}/history", s.signedIn(s.handleApplicationHistory))
	r.api("GET /api/applications/{id}/notes", s.signedIn(s.handleApplicationNotes))
	r.api("POST /api/applications/{id}/notes", s.signedIn(s.handleApplicationNoteAdd))
	r.api("PUT /api/applications/{id}/rating", s.signedIn(s.handleApplicationRating))
	r.api("POST /api/applications/{id}/withdraw", s.customer(s.handleApplicationWithdraw))
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
	screening, err := jobportal.AnswerQuestions(j.ScreeningQuestions, in.Answers)
	if err := p.Merge(err); err != nil {
		Error(w, r, err)
		return
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
		Screening: screening,
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

// poster is whoever posted a job, as its emails address them.
type poster struct {
	email, name, dashboard string
	lang                   notify.Lang
}

// jobPoster finds whoever posted a job: the customer, or the admin when
// their account has an email. false when there is no one to write to.
func (s *Server) jobPoster(ctx context.Context, jobID int64, by jobportal.PostedBy) (poster, bool) {
	switch by.Kind {
	case jobportal.KindCustomer:
		c, err := s.db.FindCustomerByID(ctx, by.ID)
		if err != nil {
			s.log.ErrorContext(ctx, "find the poster of a job", "err", err, "job", jobID)
			return poster{}, false
		}
		return poster{email: c.Email, name: c.Name, dashboard: s.customerDashboard(), lang: s.customerLang(ctx, c.ID)}, true
	case jobportal.KindAdmin:
		adm, err := s.db.FindAdminUserByID(ctx, by.ID)
		if err != nil || adm.Email == "" {
			return poster{}, false // the admin is gone, or gave no address
		}
		// Admins read English.
		return poster{email: adm.Email, name: adm.Name, dashboard: s.adminDashboard(), lang: notify.English}, true
	}
	return poster{}, false
}

// tellPosterOfApplication writes the email that tells whoever posted a job
// of a new application from applicant: to the customer, or to the admin
// when their account has an email; it is queued with the application. The
// email names the applicant, whose address the email log keeps with it.
func (s *Server) tellPosterOfApplication(ctx context.Context, j *jobportal.Job, applicant *jobportal.Customer) []mail.Message {
	p, ok := s.jobPoster(ctx, j.ID, j.PostedBy)
	if !ok {
		return nil
	}
	m, err := notify.ApplicationReceived(p.lang, p.email, notify.NewApplication{Name: p.name, Applicant: applicant.Name,
		Title: j.Title, DashboardURL: p.dashboard})
	m.About = applicant.Email
	return s.outgoing(ctx, m, err)
}

// tellPosterOfWithdrawal writes, in the store's transaction, the email that
// tells whoever posted a's job that its applicant withdrew, in the poster's
// language, with the interviews the withdrawal cancelled and the calendar
// files that take booked ones out of the poster's calendar; the applicant
// gets the cancellation file of a booking too. The poster is
// found first, so that the transaction reads nothing more.
func (s *Server) tellPosterOfWithdrawal(ctx context.Context, a *jobportal.Application) store.WithdrawalEmails {
	p, ok := s.jobPoster(ctx, a.JobID, a.JobPostedBy)
	return func(cancelled []store.CancelledInterview) []mail.Message {
		letters := s.letters()
		out := letters.WithdrawnBookings(cancelled)
		if !ok {
			return out
		}
		times, files := letters.Withdrawn(p.lang, cancelled)
		m, err := notify.ApplicationWithdrawn(p.lang, p.email, notify.Withdrawal{Name: p.name, Applicant: a.Applicant.Name,
			Title: a.JobTitle, Cancelled: times, DashboardURL: p.dashboard})
		m.About = a.Applicant.Email
		m.Attachments = files
		return append(out, s.outgoing(ctx, m, err)...)
	}
}

// handleJobApplications lists a job's applications for its poster and
// admins, with their ratings, narrowed by status and applied dates. For
// anyone else the job is not found, so ids reveal nothing.
func (s *Server) handleJobApplications(w http.ResponseWriter, r *http.Request) {
	j, err := s.findJob(r, jobportal.CanSeeApplications)
	if err != nil {
		Error(w, r, err)
		return
	}
	q := newQueryReader(r.URL.Query())
	page := q.page()
	f := readApplicationFilter(q)
	if err := q.err(errors.Join(page.Validate(), f.Validate())); err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListJobApplications(r.Context(), j.ID, f, page)
	if err == nil {
		err = s.hideContacts(r.Context(), actor(r), list...)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, forEmployer(list), page, total)
}

// readApplicationFilter reads the status and applied days a job's
// applications are narrowed by.
func readApplicationFilter(q *queryReader) jobportal.ApplicationFilter {
	return jobportal.ApplicationFilter{Status: strings.ToLower(q.str("status")), From: q.str("from"), To: q.str("to"),
		Screening: strings.ToLower(q.str("screening")), Sort: strings.ToLower(q.str("sort"))}
}

func forEmployer(list []*jobportal.Application) []*jobportal.EmployerApplication {
	out := make([]*jobportal.EmployerApplication, len(list))
	for i, a := range list {
		out[i] = a.ForEmployer()
	}
	return out
}

// handleApplicationStages counts a job's applications in each status, for
// the pipeline's columns, narrowed by the applied days.
func (s *Server) handleApplicationStages(w http.ResponseWriter, r *http.Request) {
	j, err := s.findJob(r, jobportal.CanSeeApplications)
	if err != nil {
		Error(w, r, err)
		return
	}
	q := newQueryReader(r.URL.Query())
	f := jobportal.ApplicationFilter{From: q.str("from"), To: q.str("to")}
	if err := q.err(f.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	counts, err := s.db.JobApplicationStages(r.Context(), j.ID, f)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, counts, "")
}

// handleApplicationsExport sends a job's applications as a CSV file named
// after the job, with a column per screening question, and each cell that a
// spreadsheet would read as a formula made plain text.
func (s *Server) handleApplicationsExport(w http.ResponseWriter, r *http.Request) {
	j, err := s.findJob(r, jobportal.CanSeeApplications)
	if err != nil {
		Error(w, r, err)
		return
	}
	list, err := s.db.ExportJobApplications(r.Context(), j.ID)
	if err == nil {
		err = s.hideContacts(r.Context(), actor(r), list...)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": jobportal.ApplicationsFileName(j.Title)}))
	h.Set("Cache-Control", "private, no-store")
	if err := jobportal.WriteApplicationsCSV(w, list, j.ScreeningQuestions); err != nil {
		s.log.ErrorContext(r.Context(), "write the applications' CSV", "err", err, "job", j.ID)
	}
	s.audit(r, "application.export", "job", j.ID, "")
}

// moveBody is what a move sends: the status and whether to email the
// applicant (yes when left out); "not selected" always emails.
type moveBody struct {
	Status string `json:"status"`
	Notify *bool  `json:"notify"`
}

func (b *moveBody) read() (status string, notify bool, err error) {
	status = strings.ToLower(strings.TrimSpace(b.Status))
	notify = b.Notify == nil || *b.Notify || status == jobportal.ApplicationRejected
	return status, notify, jobportal.ValidateApplicationStage(status)
}

// mover is who makes a request, as a move or a note names them.
func mover(r *http.Request) jobportal.Mover {
	acc := accountFrom(r.Context())
	if acc.Admin != nil {
		return jobportal.Mover{Kind: jobportal.KindAdmin, ID: acc.Admin.ID, Name: acc.Admin.Name}
	}
	return jobportal.Mover{Kind: jobportal.KindCustomer, ID: acc.Customer.ID, Name: acc.Customer.Name}
}

// moveApplications moves applications of job j, all or none, and writes
// the applicants' emails when tell says so, each in its applicant's language.
func (s *Server) moveApplications(r *http.Request, jobID int64, ids []int64, status string, tell bool) ([]*jobportal.Application, error) {
	ctx := r.Context()
	emails := map[int64][]mail.Message{}
	if tell {
		apps, err := s.db.FindJobApplications(ctx, jobID, ids)
		if err != nil {
			return nil, err
		}
		// The applicants' languages in one query, not one per application.
		applicants := make([]int64, 0, len(apps))
		for _, a := range apps {
			applicants = append(applicants, a.Applicant.ID)
		}
		langs, err := s.db.CustomerLanguages(ctx, applicants)
		if err != nil {
			return nil, err
		}
		for _, a := range apps {
			if a.Status != status {
				emails[a.ID] = s.tellApplicant(ctx, notify.Lang(langs[a.Applicant.ID]), a, status)
			}
		}
	}
	moved, err := s.db.MoveApplications(ctx, jobID, ids, status, mover(r), emails)
	if err != nil {
		return nil, err
	}
	if err := s.hideContacts(ctx, actor(r), moved...); err != nil {
		return nil, err
	}
	for _, a := range moved {
		s.audit(r, "application.status", "application", a.ID, status)
	}
	return moved, nil
}

// handleApplicationsMove moves several of a job's applications to one
// stage in one request: all or none. An id that is not the job's is a 404
// naming it; an application withdrawn is a 409.
func (s *Server) handleApplicationsMove(w http.ResponseWriter, r *http.Request) {
	j, err := s.findJob(r, jobportal.CanSeeApplications)
	if err != nil {
		Error(w, r, err)
		return
	}
	var body struct {
		moveBody
		IDs []int64 `json:"ids"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	status, notify, err := body.read()
	var p jobportal.Problems
	if err := p.Merge(err); err != nil {
		Error(w, r, err)
		return
	}
	ids := slices.Compact(slices.Sorted(slices.Values(body.IDs)))
	switch {
	case len(ids) == 0:
		p.Add("ids", "Choose at least one application to move.")
	case len(ids) > jobportal.MaxBulkMove:
		p.Add("ids", fmt.Sprintf("Move at most %d applications at a time.", jobportal.MaxBulkMove))
	case ids[0] < 1:
		p.Add("ids", "Application ids are whole numbers from 1.")
	}
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	moved, err := s.moveApplications(r, j.ID, ids, status, notify)
	if err != nil {
		Error(w, r, err)
		return
	}
	message := "Moved %d applications."
	if len(moved) == 1 {
		message = "Moved %d application."
	}
	respond(w, http.StatusOK, forEmployer(moved), fmt.Sprintf(message, len(moved)))
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
// admins, and emails the applicant when the status changes and the mover
// asks for it ("not selected" always).
func (s *Server) handleApplicationStatus(w http.ResponseWriter, r *http.Request) {
	a, err := s.findApplication(r, jobportal.CanMoveApplication)
	if err != nil {
		Error(w, r, err)
		return
	}
	var body moveBody
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	status, notify, err := body.read()
	if err != nil {
		Error(w, r, err)
		return
	}
	moved, err := s.moveApplications(r, a.JobID, []int64{a.ID}, status, notify)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, moved[0].ForEmployer(), "Application status updated.")
}

// handleApplicationHistory lists the statuses an application took, with who
// moved it and whether the applicant was emailed: for the employer's side.
func (s *Server) handleApplicationHistory(w http.ResponseWriter, r *http.Request) {
	a, err := s.findApplication(r, jobportal.CanKeepApplicationNotes)
	if err != nil {
		Error(w, r, err)
		return
	}
	moves, err := s.db.ApplicationMoves(r.Context(), a.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, moves, 0)
}

// handleApplicationNotes lists the private notes on an application, for the
// job's poster and admins only.
func (s *Server) handleApplicationNotes(w http.ResponseWriter, r *http.Request) {
	a, err := s.findApplication(r, jobportal.CanKeepApplicationNotes)
	if err != nil {
		Error(w, r, err)
		return
	}
	notes, err := s.db.ApplicationNotes(r.Context(), a.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, notes, 0)
}

// handleApplicationNoteAdd adds a private note to an application.
func (s *Server) handleApplicationNoteAdd(w http.ResponseWriter, r *http.Request) {
	a, err := s.findApplication(r, jobportal.CanKeepApplicationNotes)
	if err != nil {
		Error(w, r, err)
		return
	}
	var note struct {
		Text string `json:"body"`
	}
	if err := decode(w, r, &note); err != nil {
		Error(w, r, err)
		return
	}
	text, err := jobportal.CleanNote(note.Text)
	if err != nil {
		Error(w, r, err)
		return
	}
	n, err := s.db.AddApplicationNote(r.Context(), a.ID, mover(r), text)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusCreated, n, "Note added.")
}

// handleApplicationRating sets the employer's rating of an application (1
// to 5), or clears it with null.
func (s *Server) handleApplicationRating(w http.ResponseWriter, r *http.Request) {
	a, err := s.findApplication(r, jobportal.CanKeepApplicationNotes)
	if err != nil {
		Error(w, r, err)
		return
	}
	var body struct {
		Rating *int `json:"rating"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	if err := jobportal.ValidateRating(body.Rating); err != nil {
		Error(w, r, err)
		return
	}
	a, err = s.db.SetApplicationRating(r.Context(), a.ID, body.Rating)
	if err == nil {
		err = s.hideContacts(r.Context(), actor(r), a)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	msg := "Rating saved."
	if body.Rating == nil {
		msg = "Rating cleared."
	}
	respond(w, http.StatusOK, a.ForEmployer(), msg)
}

// handleApplicationWithdraw withdraws the signed-in customer's own
// application; anyone else's is not found.
func (s *Server) handleApplicationWithdraw(w http.ResponseWriter, r *http.Request) {
	a, err := s.findApplication(r, jobportal.CanWithdrawApplication)
	if err != nil {
		Error(w, r, err)
		return
	}
	a, err = s.db.WithdrawApplication(r.Context(), a.ID, mover(r), s.tellPosterOfWithdrawal(r.Context(), a))
	if err != nil {
		Error(w, r, err)
		return
	}
	mine, err := s.db.ApplicationsWithHistory(r.Context(), []*jobportal.Application{a})
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, mine[0], "Your application was withdrawn.")
}

// tellApplicant writes the email that tells an applicant the new status of
// their application; the store queues it only if the status changes.
func (s *Server) tellApplicant(ctx context.Context, lang notify.Lang, a *jobportal.Application, status string) []mail.Message {
	m, err := notify.ApplicationMoved(lang, a.Applicant.Email, notify.ApplicationNews{Name: a.Applicant.Name,
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
