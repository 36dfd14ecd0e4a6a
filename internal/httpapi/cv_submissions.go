package httpapi

import (
	"errors"
	"fmt"
	"mime"
	"net/http"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/jobportal"
	"jobportal/internal/media"
	"jobportal/internal/notify"
	"jobportal/internal/store"
)

// The talent pool: anyone sends a CV through the header's "Apply Now", and
// admins read, download, delete and answer them.

const cvSubmissionNotFound = "CV submission not found."

// submittedCVField is the file of "Apply Now": a CV, PDF or Word, of at most 5 MB.
var submittedCVField = fileField{name: "cv", limit: media.MaxUploadBytes, label: "The CV"}

// cvSubmitAddressRule: a person sends their CV once or twice; an address
// sending more is filling the pool and the mailboxes.
var cvSubmitAddressRule = store.ThrottleRule{Limit: 5, Window: time.Hour}

// cvSubmissionRoutes registers "Apply Now" and the talent pool's admin routes.
func (s *Server) cvSubmissionRoutes(r *router) {
	r.api("POST /api/cvs/submit", s.handleCVSubmit)
	r.api("GET /api/cvs/submissions", s.admin(s.handleCVSubmissionList))
	r.api("GET /api/cvs/submissions/{id}/file", s.admin(s.handleCVSubmissionFile))
	r.api("DELETE /api/cvs/submissions/{id}", s.admin(s.handleCVSubmissionDelete))
	r.api("POST /api/cvs/submissions/{id}/contact", s.admin(s.handleCVSubmissionContact))
}

// talentPoolAdminsOnly is the answer to an account the rule turns away.
var talentPoolAdminsOnly = jobportal.Errorf(jobportal.EFORBIDDEN, "Only superadmins and admins see the CVs sent to the talent pool.")

// handleCVSubmit keeps a CV sent for the talent pool. The form is read and
// checked before the address's count is taken, so that a mistake in the
// form costs no try; the file is checked by its content and kept only when
// everything else is right.
func (s *Server) handleCVSubmit(w http.ResponseWriter, r *http.Request) {
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		Error(w, r, jobportal.Errorf(jobportal.EUNSUPPORTED,
			"Send the form as multipart/form-data, with the CV file in the field cv."))
		return
	}
	var in jobportal.CVSubmissionInput
	files, err := decodeForm(w, r, &in, []fileField{submittedCVField})
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
	if cv == nil {
		p.Add("cv", "Attach your CV as a PDF or Word (.docx) file.")
	}
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	if err := s.takeThrottle(ctx, "CVs sent from this address", store.Throttle{
		Key: throttleKey("cv-submit-address", throttleAddress(clientIP(r))), Rule: cvSubmitAddressRule}); err != nil {
		Error(w, r, err)
		return
	}
	format, err := media.CheckDocument("cv", cv.Data)
	if err != nil {
		Error(w, r, err)
		return
	}
	key, err := s.storeCV(ctx, cv.Data, format)
	if err != nil {
		Error(w, r, err)
		return
	}
	sub := &jobportal.CVSubmission{Name: in.Name, Email: in.Email, Phone: in.Phone, MainTopic: in.MainTopic,
		SubTopic: in.SubTopic, Language: in.Language, FileKey: key, FileName: jobportal.CVFileName(cv.Name, format.Ext),
		FileType: format.ContentType, FileSize: int64(len(cv.Data))}
	m, err := notify.CVSubmissionReceived(notify.Lang(sub.Language), sub.Email,
		notify.CVReceived{Name: sub.Name, MainTopic: sub.MainTopic, SubTopic: sub.SubTopic})
	if err := s.db.CreateCVSubmission(ctx, sub, s.outgoing(ctx, m, err)...); err != nil {
		s.dropFiles(ctx, key)
		Error(w, r, err)
		return
	}
	respond(w, http.StatusCreated, map[string]int64{"id": sub.ID},
		"Your CV was sent. We will contact you when a suitable job comes up.")
}

// handleCVSubmissionList lists the talent pool, newest first, by topic and
// by words of the sender's name, email or phone.
func (s *Server) handleCVSubmissionList(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanManageTalentPool(actor(r)) {
		Error(w, r, talentPoolAdminsOnly)
		return
	}
	q := newQueryReader(r.URL.Query())
	f := jobportal.CVSubmissionFilter{MainTopic: q.str("mainTopic"), SubTopic: q.str("subTopic"), Search: q.str("search", "q"),
		Page: q.page()}
	f.Normalize()
	if err := q.err(f.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListCVSubmissions(r.Context(), f)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, f.Page, total)
}

// cvSubmission returns the submission of the request's path, for an admin.
func (s *Server) cvSubmission(r *http.Request) (*jobportal.CVSubmission, error) {
	if !jobportal.CanManageTalentPool(actor(r)) {
		return nil, talentPoolAdminsOnly
	}
	id, err := pathID(r, "id", cvSubmissionNotFound)
	if err != nil {
		return nil, err
	}
	return s.db.FindCVSubmission(r.Context(), id)
}

// handleCVSubmissionFile sends a submission's file as a download that no
// one may keep a copy of.
func (s *Server) handleCVSubmissionFile(w http.ResponseWriter, r *http.Request) {
	sub, err := s.cvSubmission(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	f, err := s.blobs.Open(r.Context(), sub.FileKey)
	if errors.Is(err, blob.ErrNotFound) {
		s.log.ErrorContext(r.Context(), "the file of a CV submission is missing", "submission", sub.ID, "key", sub.FileKey)
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "The CV file is missing."))
		return
	} else if err != nil {
		Error(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", sub.FileType)
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": sub.FileName}))
	h.Set("Cache-Control", "private, no-store")
	http.ServeContent(w, r, "", f.ModTime, f)
}

// handleCVSubmissionDelete removes a submission and its file.
func (s *Server) handleCVSubmissionDelete(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanManageTalentPool(actor(r)) {
		Error(w, r, talentPoolAdminsOnly)
		return
	}
	id, err := pathID(r, "id", cvSubmissionNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	sub, err := s.db.DeleteCVSubmission(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.dropFiles(r.Context(), sub.FileKey)
	s.audit(r, "cv_submission.delete", "cv_submission", sub.ID, "")
	respond(w, http.StatusOK, map[string]int64{"id": sub.ID}, "The CV was deleted.")
}

// handleCVSubmissionContact emails an admin's message to the sender of a
// submission, in the portal's words around it, and records when. The body
// is read before the submission is looked up, so that a bad message is
// answered as such whatever the id. The email is queued with the mark, as
// every email of the site is: the outbox sends it, tries again when the mail
// server refuses it, and the email log shows what became of it.
func (s *Server) handleCVSubmissionContact(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanManageTalentPool(actor(r)) {
		Error(w, r, talentPoolAdminsOnly)
		return
	}
	var in jobportal.CVSubmissionContact
	if err := decode(w, r, &in); err != nil {
		Error(w, r, err)
		return
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		Error(w, r, err)
		return
	}
	sub, err := s.cvSubmission(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	// The message goes to an address anyone may have typed in: each admin
	// writes a few an hour, and one mailbox gets a few a day.
	if err := s.takeTalentContact(r.Context(), accountFrom(r.Context()).Admin.ID, sub.Email); err != nil {
		Error(w, r, err)
		return
	}
	m, err := notify.CVSubmissionContact(notify.Lang(sub.Language), sub.Email,
		notify.CVContact{Name: sub.Name, Subject: in.Subject, Message: in.Message})
	if err != nil {
		Error(w, r, err)
		return
	}
	sub, err = s.db.MarkCVSubmissionContacted(r.Context(), sub.ID, m)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "cv_submission.contact", "cv_submission", sub.ID, "")
	respond(w, http.StatusOK, sub, fmt.Sprintf("Your message to %s is on its way. The email log shows when it is sent.", sub.Email))
}
