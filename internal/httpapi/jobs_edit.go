package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/media"
	"jobportal/internal/notify"
	"jobportal/internal/store"
)

// Posting, changing, moderating and deleting jobs.

// imageField is a job's flyer: a JPEG, PNG or WebP image of at most 5 MB.
var imageField = fileField{name: "image", limit: media.MaxUploadBytes, label: "The image"}

// readJobInput reads, normalizes and checks the job a request sends, for a
// job posted by poster (nil for an admin's own job), with the flyer image
// of a form, if one was sent. A customer may not set what only admins set.
// keptClosing, on a poster's change of an approved job, is its closing date,
// which the change may keep even once passed (the text can still be fixed);
// a new date is checked as on posting.
func (s *Server) readJobInput(w http.ResponseWriter, r *http.Request, poster *jobportal.Customer, keptClosing string,
	keptWalkIn *jobportal.WalkIn) (*jobportal.JobInput, *upload, error) {
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
	if !jobportal.CanModerateJobs(actor(r)) {
		if in.Featured != nil {
			p.Add("featured", "Only admins feature jobs.")
		}
		if in.Hot != nil {
			p.Add("hot", "Only admins mark jobs hot.")
		}
	}
	in.Normalize()
	in.KeptWalkIn = keptWalkIn
	if err := s.jobCompany(r.Context(), poster, &in, &p); err != nil {
		return nil, nil, err
	}
	today := jobportal.Today(s.db.Now())
	if keptClosing != "" && in.ClosingDate == keptClosing && keptClosing < today {
		today = keptClosing
	}
	if err := p.Merge(in.Validate(today)); err != nil {
		return nil, nil, err
	}
	return &in, image, p.Err()
}

// jobCompany sets the company of a job from its poster: a company account's
// jobs are posted under its company page, an individual names the employer
// in words, and an admin may choose any company page by its id.
func (s *Server) jobCompany(ctx context.Context, poster *jobportal.Customer, in *jobportal.JobInput, p *jobportal.Problems) error {
	if poster != nil {
		given := in.CompanyID
		in.CompanyID = nil
		if poster.Type != jobportal.CustomerCompany {
			if given != nil {
				p.Add("companyId", "A customer's jobs are posted under the customer's own company page.")
			}
			return nil
		}
		page, err := s.db.OwnCompany(ctx, poster)
		if err != nil {
			return err
		}
		if given != nil && *given != page.ID {
			p.Add("companyId", "A customer's jobs are posted under the customer's own company page.")
		}
		in.CompanyID, in.CompanyName = &page.ID, page.Name
		return nil
	}
	if in.CompanyID == nil {
		return nil
	}
	c, err := s.db.FindCompany(ctx, *in.CompanyID)
	if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
		p.Add("companyId", "Choose a company page.")
		return nil
	} else if err != nil {
		return err
	}
	in.CompanyName = c.Name
	return nil
}

func (s *Server) handleJobCreate(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanPostJob(actor(r)) {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "This account cannot post jobs."))
		return
	}
	c := accountFrom(r.Context()).Customer
	j := &jobportal.Job{Status: jobportal.JobPending, PostedBy: jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: c.ID}}
	s.createJob(w, r, c, j, "Your job was submitted. It will be public once an admin approves it.")
}

func (s *Server) handleJobCreateAdmin(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanModerateJobs(actor(r)) {
		Error(w, r, moderatorsOnly)
		return
	}
	j := &jobportal.Job{Status: jobportal.JobApproved,
		PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: accountFrom(r.Context()).Admin.ID}}
	s.createJob(w, r, nil, j, "Job posted successfully!")
}

// createJob fills j from the request, keeps its flyer image and stores it.
// The image is stored only once the fields are valid, and removed again if
// the job cannot be saved.
func (s *Server) createJob(w http.ResponseWriter, r *http.Request, poster *jobportal.Customer, j *jobportal.Job, message string) {
	ctx := r.Context()
	in, image, err := s.readJobInput(w, r, poster, "", nil)
	if err != nil {
		Error(w, r, err)
		return
	}
	in.Apply(j)
	if poster != nil {
		if err := s.takeJobPost(ctx, poster.ID); err != nil {
			Error(w, r, err)
			return
		}
	}
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
	s.audit(r, "job.create", "job", j.ID, "")
	respond(w, http.StatusCreated, j, message)
}

// handleJobUpdate replaces a job: an admin's any job, at once; a customer's
// own job at once while it waits for approval, and once approved, its
// closing date at once and its text as a change for review (job_changes.go
// in the store), while the job stays public as it was.
func (s *Server) handleJobUpdate(w http.ResponseWriter, r *http.Request) {
	j, err := s.findJob(r, jobportal.CanEditJob)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx, a := r.Context(), accountFrom(r.Context())
	if a.Customer != nil {
		s.editOwnJob(w, r, a.Customer, j)
		return
	}
	var poster *jobportal.Customer
	if j.PostedBy.Kind == jobportal.KindCustomer {
		if poster, err = s.db.FindCustomerByID(ctx, j.PostedBy.ID); err != nil {
			Error(w, r, err)
			return
		}
	}
	in, image, err := s.readJobInput(w, r, poster, "", j.WalkIn)
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := jobportal.CheckEditBase(in.UpdatedAt, j.UpdatedAt); err != nil {
		Error(w, r, err)
		return
	}
	in.Apply(j)
	old := j.Image
	if j.Image, err = s.jobImage(ctx, in, image, j.Image); err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.UpdateJob(ctx, j); err != nil {
		if j.Image != old {
			s.dropImage(ctx, j.Image)
		}
		Error(w, r, err)
		return
	}
	if old != j.Image {
		s.dropImage(ctx, old)
	}
	s.audit(r, "job.update", "job", j.ID, "")
	respond(w, http.StatusOK, j, "Job updated.")
}

// Messages of a poster's change of their job.
const (
	jobUpdated      = "Job updated."
	jobChangeWaits  = "Your change was sent for review. The job stays public as it was until an admin approves the change."
	jobChangeClosed = "This job has been %s, so it can no longer be changed."
)

// editOwnJob saves the poster's change of their own job j: see handleJobUpdate.
// The change starts from the poster's last edit (a change waiting or
// rejected), whose flyer it keeps unless it sends a new one or removes it.
func (s *Server) editOwnJob(w http.ResponseWriter, r *http.Request, c *jobportal.Customer, j *jobportal.Job) {
	ctx := r.Context()
	if j.Status == jobportal.JobRejected {
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, jobChangeClosed, j.Status))
		return
	}
	if err := s.db.LoadJobChanges(ctx, []*jobportal.Job{j}); err != nil {
		Error(w, r, err)
		return
	}
	kept := ""
	if j.Status == jobportal.JobApproved {
		kept = j.ClosingDate
	}
	in, image, err := s.readJobInput(w, r, c, kept, j.Draft().WalkIn)
	if err != nil {
		Error(w, r, err)
		return
	}
	draft := j.Draft()
	in.Apply(draft)
	if draft.Image, err = s.jobImage(ctx, in, image, draft.Image); err != nil {
		Error(w, r, err)
		return
	}
	saved, dropped, err := s.db.EditOwnJob(ctx, c.ID, draft, in.UpdatedAt)
	if err != nil {
		if image != nil {
			s.dropImage(ctx, draft.Image)
		}
		Error(w, r, err)
		return
	}
	s.dropImages(ctx, dropped...)
	message := jobUpdated
	if saved.Change != nil && saved.Change.Status == jobportal.ChangePending {
		message = jobChangeWaits
	}
	s.audit(r, "job.update", "job", j.ID, "")
	respond(w, http.StatusOK, saved, message)
}

// jobImage is the flyer a change of a job gives it: a new image, stored
// now; none, when removeImage says so; else the one it had.
func (s *Server) jobImage(ctx context.Context, in *jobportal.JobInput, image *upload, had string) (string, error) {
	switch {
	case image != nil:
		return s.storeImage(ctx, image)
	case in.RemoveImage:
		return "", nil
	}
	return had, nil
}

// handleJobExtend gives a job a later closing date, at once: only the text
// of an approved job waits for review, and a date changes no words. An
// expired approved job is public again until its new date.
func (s *Server) handleJobExtend(w http.ResponseWriter, r *http.Request) {
	j, err := s.findJob(r, jobportal.CanEditJob)
	if err != nil {
		Error(w, r, err)
		return
	}
	var body struct {
		ClosingDate string `json:"closingDate"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	if j.Status == jobportal.JobRejected {
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "A rejected job cannot be extended."))
		return
	}
	date := strings.TrimSpace(body.ClosingDate)
	if err := jobportal.ValidateExtension(date, jobportal.Today(s.db.Now())); err != nil {
		Error(w, r, err)
		return
	}
	s.setClosingDate(w, r, j, date, "job.extend", fmt.Sprintf("The job now closes on %s.", date))
}

// handleJobClose closes an open job early: it stops being public and
// taking applications at once (its closing date becomes yesterday's).
func (s *Server) handleJobClose(w http.ResponseWriter, r *http.Request) {
	j, err := s.findJob(r, jobportal.CanEditJob)
	if err != nil {
		Error(w, r, err)
		return
	}
	if r.ContentLength > 0 {
		var none struct{}
		if err := decode(w, r, &none); err != nil {
			Error(w, r, err)
			return
		}
	}
	if j.Status != jobportal.JobApproved || j.Expired {
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "Only an open job can be closed early: this one is not public."))
		return
	}
	s.setClosingDate(w, r, j, jobportal.ClosedDay(jobportal.Today(s.db.Now())), "job.close", "The job is closed.")
}

func (s *Server) setClosingDate(w http.ResponseWriter, r *http.Request, j *jobportal.Job, date, action, message string) {
	var poster int64
	if c := accountFrom(r.Context()).Customer; c != nil {
		poster = c.ID
	}
	saved, err := s.db.SetJobClosingDate(r.Context(), j.ID, poster, date)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, action, "job", j.ID, date)
	respond(w, http.StatusOK, saved, message)
}

// handleJobChanges lists the approved jobs whose poster's change waits for
// review, the longest waiting first, each with its change.
func (s *Server) handleJobChanges(w http.ResponseWriter, r *http.Request) {
	s.moderatedJobs(w, r, s.db.ListJobChanges)
}

// handleJobChangeApprove makes the change waiting for review the job's
// public text.
func (s *Server) handleJobChangeApprove(w http.ResponseWriter, r *http.Request) {
	s.moderateJob(w, r, "Change approved.", func(ctx context.Context, id int64) (*jobportal.Job, bool, error) {
		emails, err := s.tellPosterOfChange(ctx, id, true, "")
		if err != nil {
			return nil, false, err
		}
		j, dropped, err := s.db.ApproveJobChange(ctx, id, emails...)
		if err != nil {
			return nil, false, err
		}
		s.dropImages(ctx, dropped...)
		s.audit(r, "job.change.approve", "job", id, "")
		return j, true, nil
	})
}

// handleJobChangeReject turns the change waiting for review down, with a
// reason for the poster (required); the job stays as it is.
func (s *Server) handleJobChangeReject(w http.ResponseWriter, r *http.Request) {
	s.moderateJob(w, r, "Change rejected.", func(ctx context.Context, id int64) (*jobportal.Job, bool, error) {
		reason, err := readReason(w, r, true)
		if err != nil {
			return nil, false, err
		}
		emails, err := s.tellPosterOfChange(ctx, id, false, reason)
		if err != nil {
			return nil, false, err
		}
		return auditResult[*jobportal.Job](s, r, "job.change.reject", "job", id, reason)(s.db.RejectJobChange(ctx, id, reason, emails...))
	})
}

// tellPosterOfChange writes the email that tells the customer who posted a
// job that the change they made to it was approved (naming the job as it
// will read) or rejected with the reason; the store queues it with the
// decision. A job with no change waiting gets none (the decision is a 409),
// nor does an admin's own job.
func (s *Server) tellPosterOfChange(ctx context.Context, id int64, approved bool, reason string) ([]mail.Message, error) {
	j, err := s.db.FindJobWithChange(ctx, id)
	if err != nil || j.Change == nil || j.PostedBy.Kind != jobportal.KindCustomer {
		return nil, err
	}
	c, err := s.db.FindCustomerByID(ctx, j.PostedBy.ID)
	if err != nil {
		s.log.ErrorContext(ctx, "find the poster of a job", "err", err, "job", j.ID)
		return nil, nil
	}
	write, d := notify.JobChangeRejected, notify.JobDecision{Name: c.Name, Title: j.Title, DashboardURL: s.customerDashboard(), Reason: reason}
	if approved {
		after := j.Draft()
		write, d.Title, d.URL = notify.JobChangeApproved, after.Title, jobURL(s.cfg.BaseURL, after)
	}
	m, err := write(s.customerLang(ctx, c.ID), c.Email, d)
	return s.outgoing(ctx, m, err), nil
}

func (s *Server) handleJobDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteJob(w, r, s.db.DeleteJob)
}

func (s *Server) handleMyJobDelete(w http.ResponseWriter, r *http.Request) {
	id := accountFrom(r.Context()).Customer.ID
	s.deleteJob(w, r, func(ctx context.Context, job int64) (store.JobFiles, error) {
		return s.db.DeleteCustomerJob(ctx, id, job)
	})
}

// deleteJob deletes a job that the account may delete, through del, and the
// files it leaves behind.
func (s *Server) deleteJob(w http.ResponseWriter, r *http.Request, del func(context.Context, int64) (store.JobFiles, error)) {
	j, err := s.findJob(r, jobportal.CanDeleteJob)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx, id := r.Context(), j.ID
	files, err := del(ctx, id)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.dropJobFiles(ctx, files)
	s.audit(r, "job.delete", "job", id, "")
	respond(w, http.StatusOK, nil, "Job deleted.")
}

// notYours is the answer to an account that the access rules turn away from
// a job or an application: to a customer it is not found, so that ids of
// others' things reveal nothing; to an admin whose role does not reach it, a 403.
func notYours(a *account, notFound string) error {
	if a.Admin != nil {
		return moderatorsOnly
	}
	return jobportal.Errorf(jobportal.ENOTFOUND, "%s", notFound)
}

func (s *Server) handleJobApprove(w http.ResponseWriter, r *http.Request) {
	s.moderateJob(w, r, "Job approved.", func(ctx context.Context, id int64) (*jobportal.Job, bool, error) {
		emails, err := s.tellPoster(ctx, id, jobportal.JobApproved, "")
		if err != nil {
			return nil, false, err
		}
		return auditResult[*jobportal.Job](s, r, "job.approve", "job", id, "")(s.db.ApproveJob(ctx, id, emails...))
	})
}

func (s *Server) handleJobReject(w http.ResponseWriter, r *http.Request) {
	s.moderateJob(w, r, "Job rejected.", func(ctx context.Context, id int64) (*jobportal.Job, bool, error) {
		// The reason is optional, and so is the body.
		reason, err := readReason(w, r, false)
		if err != nil {
			return nil, false, err
		}
		emails, err := s.tellPoster(ctx, id, jobportal.JobRejected, reason)
		if err != nil {
			return nil, false, err
		}
		return auditResult[*jobportal.Job](s, r, "job.reject", "job", id, reason)(s.db.RejectJob(ctx, id, reason, emails...))
	})
}

// readReason reads the reason of a rejection, {"reason": "..."}, trimmed and
// checked. When it is not required, the body may be left out too.
func readReason(w http.ResponseWriter, r *http.Request, required bool) (string, error) {
	var body struct {
		Reason string `json:"reason"`
	}
	if required || r.ContentLength != 0 {
		if err := decode(w, r, &body); err != nil {
			return "", err
		}
	}
	body.Reason = strings.TrimSpace(body.Reason)
	if required && body.Reason == "" {
		return "", (&jobportal.Problems{{Field: "reason", Message: "Give the reason, for the owner."}}).Err()
	}
	return body.Reason, jobportal.ValidateRejectionReason(body.Reason)
}

// moderateJob approves or rejects the job of the path through decide, for
// those who moderate jobs.
func (s *Server) moderateJob(w http.ResponseWriter, r *http.Request, message string,
	decide func(ctx context.Context, id int64) (j *jobportal.Job, changed bool, err error)) {
	moderate(w, r, moderation[*jobportal.Job]{may: jobportal.CanModerateJobs, refused: moderatorsOnly,
		notFound: jobNotFound, message: message, decide: decide})
}

// tellPoster writes the email that tells the customer who posted a job that
// it is now status (approved or rejected, with the reason), from the job as
// it is before the decision; the store queues it with the decision if the
// status changes. An admin's own jobs need no email.
func (s *Server) tellPoster(ctx context.Context, id int64, status, reason string) ([]mail.Message, error) {
	j, err := s.db.FindJobAnyStatus(ctx, id)
	if err != nil {
		return nil, err
	}
	j.Status, j.RejectionReason = status, reason
	if j.PostedBy.Kind != jobportal.KindCustomer {
		return nil, nil
	}
	c, err := s.db.FindCustomerByID(ctx, j.PostedBy.ID)
	if err != nil {
		s.log.ErrorContext(ctx, "find the poster of a job", "err", err, "job", j.ID)
		return nil, nil
	}
	d := notify.JobDecision{Name: c.Name, Title: j.Title, URL: jobURL(s.cfg.BaseURL, j),
		DashboardURL: s.customerDashboard(), ClosingDate: j.ClosingDate, Reason: j.RejectionReason}
	write := notify.JobRejected
	if j.Status == jobportal.JobApproved {
		write = notify.JobApproved
	}
	m, err := write(s.customerLang(ctx, c.ID), c.Email, d)
	return s.outgoing(ctx, m, err), nil
}

// dropJobFiles removes the files a deleted job leaves: its image, unless
// another job shows it, and its applications' CV files.
func (s *Server) dropJobFiles(ctx context.Context, files store.JobFiles) {
	s.dropImage(ctx, files.Image)
	s.dropFiles(ctx, files.CVKeys...)
}
