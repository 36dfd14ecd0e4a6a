package httpapi

import (
	"context"
	"net/http"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/media"
	"jobportal/internal/notify"
)

// Making, changing, moderating and deleting company pages: by admins, and
// by the company account that owns a page (its own page only).

// The images of a company page: JPEG, PNG or WebP of at most 5 MB each,
// checked by their content as a job's flyer is.
var (
	logoField  = fileField{name: "logo", limit: media.MaxUploadBytes, label: "The logo"}
	coverField = fileField{name: "cover", limit: media.MaxUploadBytes, label: "The cover image"}
)

// companyModeratorsOnly is the answer to an admin whose role does not moderate companies.
var companyModeratorsOnly = jobportal.Errorf(jobportal.EFORBIDDEN, "Your admin role does not moderate companies.")

// companyEdit is a company page's fields as a request sends them, with its new images.
type companyEdit struct {
	in          jobportal.CompanyInput
	logo, cover *upload
}

// readCompanyInput reads, normalizes and checks a company page sent as JSON
// or as a form with the images logo and cover.
func (s *Server) readCompanyInput(w http.ResponseWriter, r *http.Request) (*companyEdit, error) {
	var e companyEdit
	files, err := decodeJSONOrForm(w, r, &e.in, logoField, coverField)
	if err != nil {
		return nil, err
	}
	e.logo, e.cover = files[logoField.name], files[coverField.name]
	var p jobportal.Problems
	if e.logo != nil && e.in.RemoveLogo {
		p.Add("removeLogo", "Send a new logo or removeLogo, not both.")
	}
	if e.cover != nil && e.in.RemoveCover {
		p.Add("removeCover", "Send a new cover or removeCover, not both.")
	}
	e.in.Normalize()
	if err := p.Merge(e.in.Validate(s.db.Now().In(jobportal.SriLankaTime).Year())); err != nil {
		return nil, err
	}
	return &e, p.Err()
}

// saveCompany stores the new images of an edit on c, or takes them away,
// and saves c through save. Then the images c no longer shows are removed;
// if saving fails, the new ones are removed instead. Removing checks that
// no job or other page shows the file.
func (s *Server) saveCompany(ctx context.Context, c *jobportal.Company, e *companyEdit, save func(context.Context, *jobportal.Company) error) error {
	was := [2]string{c.Logo, c.Cover}
	changed := func(from, to [2]string) []string {
		var out []string
		for i := range from {
			if from[i] != to[i] {
				out = append(out, from[i])
			}
		}
		return out
	}
	for _, img := range []struct {
		up     *upload
		remove bool
		dst    *string
	}{{e.logo, e.in.RemoveLogo, &c.Logo}, {e.cover, e.in.RemoveCover, &c.Cover}} {
		switch {
		case img.up != nil:
			path, err := s.storeImage(ctx, img.up)
			if err != nil {
				s.dropImages(ctx, changed([2]string{c.Logo, c.Cover}, was)...)
				return err
			}
			*img.dst = path
		case img.remove:
			*img.dst = ""
		}
	}
	now := [2]string{c.Logo, c.Cover}
	if err := save(ctx, c); err != nil {
		s.dropImages(ctx, changed(now, was)...)
		return err
	}
	s.dropImages(ctx, changed(was, now)...)
	return nil
}

// dropImages removes images that no job or company page shows any longer.
func (s *Server) dropImages(ctx context.Context, paths ...string) {
	for _, p := range paths {
		s.dropImage(ctx, p)
	}
}

// handleCompanyCreate makes a company page that no account owns, such as a
// ministry's. An admin's page is approved at once.
func (s *Server) handleCompanyCreate(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanModerateCompanies(actor(r)) {
		Error(w, r, companyModeratorsOnly)
		return
	}
	e, err := s.readCompanyInput(w, r)
	if err != nil {
		Error(w, r, err)
		return
	}
	c := &jobportal.Company{Status: jobportal.CompanyApproved}
	e.in.Apply(c)
	if err := s.saveCompany(r.Context(), c, e, s.db.CreateCompany); err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "company.create", "company", c.ID, "")
	respond(w, http.StatusCreated, c, "Company created successfully")
}

// handleCompanyUpdate changes any company page, for those who moderate
// companies, or its owner's own; to other customers it is not found.
func (s *Server) handleCompanyUpdate(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", companyNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	c, err := s.db.FindCompany(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	if a := accountFrom(r.Context()); !jobportal.CanEditCompany(a.actor(), c) {
		if a.Admin != nil {
			Error(w, r, companyModeratorsOnly)
		} else {
			Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, companyNotFound))
		}
		return
	}
	s.updateCompany(w, r, c)
}

// handleOwnCompanyGet answers the company account's page with the change it
// made that waits for review or was rejected.
func (s *Server) handleOwnCompanyGet(w http.ResponseWriter, r *http.Request) {
	c, err := s.ownCompany(r)
	if err == nil {
		err = s.db.LoadCompanyChanges(r.Context(), []*jobportal.Company{c})
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, c, "")
}

func (s *Server) handleOwnCompanyUpdate(w http.ResponseWriter, r *http.Request) {
	c, err := s.ownCompany(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.updateCompany(w, r, c)
}

// ownCompany returns the page of the signed-in company account.
func (s *Server) ownCompany(r *http.Request) (*jobportal.Company, error) {
	a := accountFrom(r.Context())
	if !jobportal.CanOwnCompany(a.actor()) {
		return nil, jobportal.Errorf(jobportal.EFORBIDDEN, "Only company accounts have a company page.")
	}
	return s.db.OwnCompany(r.Context(), a.Customer)
}

// updateCompany saves the request's changes to a page. A moderator's
// changes are the page's facts at once. The owner's changes to an approved
// page wait for review while the page stays public with the facts approved
// before; those to a page that is not public yet are its facts at once, since
// no one else sees them until the page is approved (docs/DECISIONS.md).
func (s *Server) updateCompany(w http.ResponseWriter, r *http.Request, c *jobportal.Company) {
	e, err := s.readCompanyInput(w, r)
	if err != nil {
		Error(w, r, err)
		return
	}
	if jobportal.CanModerateCompanies(actor(r)) {
		e.in.Apply(c)
		if err := s.saveCompany(r.Context(), c, e, s.db.UpdateCompany); err != nil {
			Error(w, r, err)
			return
		}
		s.audit(r, "company.update", "company", c.ID, "")
		respond(w, http.StatusOK, c, "Company updated successfully")
		return
	}
	if err := s.db.LoadCompanyChanges(r.Context(), []*jobportal.Company{c}); err != nil {
		Error(w, r, err)
		return
	}
	draft := c.Draft()
	e.in.Apply(draft)
	save := func(ctx context.Context, d *jobportal.Company) (err error) {
		c, err = s.db.SaveOwnCompany(ctx, d)
		return err
	}
	if err := s.saveCompany(r.Context(), draft, e, save); err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "company.update", "company", c.ID, "")
	message := "Company updated successfully"
	if c.Change != nil && c.Change.Status == jobportal.ChangePending {
		message = "Company updated successfully. Your changes will be public once an admin approves them; until then your page shows its approved details."
	}
	respond(w, http.StatusOK, c, message)
}

// handleCompanyDelete removes a page with its reviews and follows; its jobs
// stay, under the company's name (docs/DECISIONS.md).
func (s *Server) handleCompanyDelete(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanModerateCompanies(actor(r)) {
		Error(w, r, companyModeratorsOnly)
		return
	}
	id, err := pathID(r, "id", companyNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	images, err := s.db.DeleteCompany(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.dropImages(r.Context(), images...)
	s.audit(r, "company.delete", "company", id, "")
	respond(w, http.StatusOK, nil, "Company deleted successfully")
}

func (s *Server) handleCompanyApprove(w http.ResponseWriter, r *http.Request) {
	s.moderateCompany(w, r, "Company approved.", func(ctx context.Context, id int64) (*jobportal.Company, bool, error) {
		emails, err := s.tellOwner(ctx, id, decidePage(jobportal.CompanyApproved, ""))
		if err != nil {
			return nil, false, err
		}
		return auditResult[*jobportal.Company](s, r, "company.approve", "company", id, "")(s.db.ApproveCompany(ctx, id, emails...))
	})
}

// handleCompanyReject takes a page out of the public's sight; the reason is
// required, since the owner is told it.
func (s *Server) handleCompanyReject(w http.ResponseWriter, r *http.Request) {
	s.moderateCompany(w, r, "Company rejected.", func(ctx context.Context, id int64) (*jobportal.Company, bool, error) {
		reason, err := readReason(w, r, true)
		if err != nil {
			return nil, false, err
		}
		emails, err := s.tellOwner(ctx, id, decidePage(jobportal.CompanyRejected, reason))
		if err != nil {
			return nil, false, err
		}
		return auditResult[*jobportal.Company](s, r, "company.reject", "company", id, reason)(s.db.RejectCompany(ctx, id, reason, emails...))
	})
}

// handleCompanyChangeApprove makes the owner's change that waits for review
// the page's public facts, and removes the images it replaced.
func (s *Server) handleCompanyChangeApprove(w http.ResponseWriter, r *http.Request) {
	s.moderateCompany(w, r, "Changes approved. The company page shows them now.", func(ctx context.Context, id int64) (*jobportal.Company, bool, error) {
		was, err := s.db.FindCompany(ctx, id)
		if err != nil {
			return nil, false, err
		}
		emails, err := s.tellOwner(ctx, id, decideChange(jobportal.ChangeApproved, ""))
		if err != nil {
			return nil, false, err
		}
		c, err := s.db.ApproveCompanyChange(ctx, id, emails...)
		if err != nil {
			return nil, false, err
		}
		for _, img := range [][2]string{{was.Logo, c.Logo}, {was.Cover, c.Cover}} {
			if img[0] != "" && img[0] != img[1] {
				s.dropImage(ctx, img[0])
			}
		}
		return auditResult[*jobportal.Company](s, r, "company.change.approve", "company", id, "")(c, true, nil)
	})
}

// handleCompanyChangeReject turns the owner's change down; the page keeps
// its approved facts. The reason is required, since the owner is told it.
func (s *Server) handleCompanyChangeReject(w http.ResponseWriter, r *http.Request) {
	s.moderateCompany(w, r, "Changes rejected. The company page keeps its approved details.", func(ctx context.Context, id int64) (*jobportal.Company, bool, error) {
		reason, err := readReason(w, r, true)
		if err != nil {
			return nil, false, err
		}
		emails, err := s.tellOwner(ctx, id, decideChange(jobportal.ChangeRejected, reason))
		if err != nil {
			return nil, false, err
		}
		return auditResult[*jobportal.Company](s, r, "company.change.reject", "company", id, reason)(s.db.RejectCompanyChange(ctx, id, reason, emails...))
	})
}

// handleCompanyVerify sets the verified mark, or clears it with {"verified": false}.
func (s *Server) handleCompanyVerify(w http.ResponseWriter, r *http.Request) {
	s.moderateCompany(w, r, "Company verified.", func(ctx context.Context, id int64) (*jobportal.Company, bool, error) {
		body := struct {
			Verified *bool `json:"verified"`
		}{}
		if r.ContentLength != 0 {
			if err := decode(w, r, &body); err != nil {
				return nil, false, err
			}
		}
		verified := body.Verified == nil || *body.Verified
		c, err := s.db.VerifyCompany(ctx, id, verified)
		return auditResult[*jobportal.Company](s, r, map[bool]string{true: "company.verify", false: "company.unverify"}[verified], "company", id, "")(c, false, err)
	})
}

// moderateCompany changes the page of the path through decide, for those who
// moderate companies.
func (s *Server) moderateCompany(w http.ResponseWriter, r *http.Request, message string,
	decide func(ctx context.Context, id int64) (c *jobportal.Company, changed bool, err error)) {
	moderate(w, r, moderation[*jobportal.Company]{may: jobportal.CanModerateCompanies, refused: companyModeratorsOnly,
		notFound: companyNotFound, message: message, decide: decide})
}

// decidePage and decideChange say what a decision does to a company page as
// tellOwner reads it before the decision: the page's status, or the status
// of the change its owner sent (which, approved, becomes the page's facts).
func decidePage(status, reason string) func(*jobportal.Company) {
	return func(c *jobportal.Company) { c.Status, c.RejectionReason, c.Change = status, reason, nil }
}

func decideChange(status, reason string) func(*jobportal.Company) {
	return func(c *jobportal.Company) {
		if c.Change == nil {
			return // the store answers that no change waits
		}
		if status == jobportal.ChangeApproved {
			c.Change.ApplyTo(c)
		}
		c.Change.Status, c.Change.RejectionReason = status, reason
	}
}

// tellOwner writes the email that tells the account that owns a page that
// it, or the change it made to it, was approved or rejected, from the page
// as it is before the decision with decide's outcome; the store queues it
// with the decision if that changes a status. A page an admin made has no
// one to tell.
func (s *Server) tellOwner(ctx context.Context, id int64, decide func(*jobportal.Company)) ([]mail.Message, error) {
	c, err := s.db.FindCompany(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := s.db.LoadCompanyChanges(ctx, []*jobportal.Company{c}); err != nil {
		return nil, err
	}
	decide(c)
	if c.OwnerID == nil {
		return nil, nil
	}
	owner, err := s.db.FindCustomerByID(ctx, *c.OwnerID)
	if err != nil {
		s.log.ErrorContext(ctx, "find the owner of a company", "err", err, "company", c.ID)
		return nil, nil
	}
	contact := owner.ContactPerson
	if contact == "" {
		contact = c.Name
	}
	d := notify.CompanyDecision{Name: c.Name, Contact: contact, URL: companyURL(s.cfg.BaseURL, c),
		DashboardURL: s.customerDashboard(), Reason: c.RejectionReason}
	write := notify.CompanyRejected
	switch {
	case c.Change != nil && c.Change.Status == jobportal.ChangeApproved:
		write = notify.CompanyChangeApproved
	case c.Change != nil && c.Change.Status == jobportal.ChangeRejected:
		write, d.Reason = notify.CompanyChangeRejected, c.Change.RejectionReason
	case c.Status == jobportal.CompanyApproved:
		write = notify.CompanyApproved
	}
	m, err := write(s.customerLang(ctx, owner.ID), owner.Email, d)
	return s.outgoing(ctx, m, err), nil
}
