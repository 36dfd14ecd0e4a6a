package httpapi

import (
	"context"
	"net/http"
	"strings"

	"jobportal/internal/jobportal"
)

// walkInRoutes registers applying without a CV and the RSVPs of walk-in interviews.
func (s *Server) walkInRoutes(r *router) {
	r.api("POST /api/jobs/{id}/apply-without-cv", s.customer(s.handleApplyWithoutCV))
	r.api("GET /api/jobs/{id}/walk-in/rsvp", s.customer(s.handleRSVPStatus))
	r.api("POST /api/jobs/{id}/walk-in/rsvp", s.customer(s.handleRSVP))
	r.api("DELETE /api/jobs/{id}/walk-in/rsvp", s.customer(s.handleRSVPCancel))
	r.api("GET /api/jobs/{id}/walk-in/rsvps", s.signedIn(s.handleRSVPList))
}

// Messages of applying without a CV and of RSVPs.
const (
	noCVNotAllowed = "This job asks for a CV. Apply with a CV built here or a file."
	rsvpSaved      = "You said you will come. We will remind you the day before."
	rsvpCancelled  = "Your RSVP was cancelled."
	seekersOnly    = "Company accounts cannot apply for jobs. Please sign in with a job seeker's account."
)

// handleApplyWithoutCV sends a job seeker's application without a CV (a
// name, a phone number, a district, a short note and the answers to the
// job's screening questions) for a public job that allows it. It is stored
// and told to the poster as an application with a CV is.
func (s *Server) handleApplyWithoutCV(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx, c := r.Context(), accountFrom(r.Context()).Customer
	if !jobportal.CanApply(actor(r)) {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, seekersOnly))
		return
	}
	// The form's own fields first: a bad one is named whatever the job.
	var in jobportal.QuickApplication
	if err := decode(w, r, &in); err != nil {
		Error(w, r, err)
		return
	}
	in.Normalize()
	var p jobportal.Problems
	p.Merge(in.Validate())
	if err := p.Err(); err != nil {
		Error(w, r, err)
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
	case j.ApplyMethod != jobportal.ApplyOnSite || !j.AllowsApplyWithoutCV:
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, noCVNotAllowed))
		return
	}
	if err := s.notAppliedYet(ctx, j.ID, c.ID); err != nil {
		Error(w, r, err)
		return
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
	a, err := s.db.CreateApplication(ctx, &jobportal.Application{
		JobID: j.ID, Applicant: jobportal.ApplicationApplicant{ID: c.ID}, CoverLetter: in.Note, Phone: in.Phone,
		WithoutCV: true, GivenName: in.Name, District: in.District, Screening: screening,
	}, s.tellPosterOfApplication(ctx, j, c)...)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusCreated, a, "Your application was sent.")
}

// rsvpAnswer is whether the signed-in job seeker said they will come.
type rsvpAnswer struct {
	RSVP bool `json:"rsvp"`
}

// handleRSVPStatus tells a job seeker whether they said they will come to
// a public job's walk-in.
func (s *Server) handleRSVPStatus(w http.ResponseWriter, r *http.Request) {
	j, ok := s.publicJobFor(w, r)
	if !ok {
		return
	}
	yes, err := s.db.HasRSVPed(r.Context(), j.ID, accountFrom(r.Context()).Customer.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, rsvpAnswer{RSVP: yes}, "")
}

// handleRSVP records that a job seeker will come to a public job's walk-in
// that takes RSVPs; a second RSVP (another tab, a second tap) is the same.
func (s *Server) handleRSVP(w http.ResponseWriter, r *http.Request) {
	if r.ContentLength > 0 {
		var none struct{}
		if err := decode(w, r, &none); err != nil {
			Error(w, r, err)
			return
		}
	}
	j, ok := s.publicJobFor(w, r)
	if !ok {
		return
	}
	if !jobportal.CanApply(actor(r)) {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, seekersOnly))
		return
	}
	if !jobportal.CanApplyFor(actor(r), j) {
		Error(w, r, jobportal.Errorf(jobportal.ECONFLICT, "You cannot RSVP to your own job's walk-in interview."))
		return
	}
	created, err := s.db.RSVPWalkIn(r.Context(), j.ID, accountFrom(r.Context()).Customer.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
		s.audit(r, "walkin.rsvp", "job", j.ID, "")
	}
	respond(w, status, rsvpAnswer{RSVP: true}, rsvpSaved)
}

// handleRSVPCancel takes back a job seeker's RSVP; taking back none is no error.
func (s *Server) handleRSVPCancel(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	// A job that closed or was taken down still lets its RSVPs go.
	if _, err := s.db.CancelWalkInRSVP(r.Context(), id, accountFrom(r.Context()).Customer.ID); err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, rsvpAnswer{RSVP: false}, rsvpCancelled)
}

// publicJobFor reads the public job of the path, or answers the error.
func (s *Server) publicJobFor(w http.ResponseWriter, r *http.Request) (*jobportal.Job, bool) {
	id, err := pathID(r, "id", jobNotFound)
	if err != nil {
		Error(w, r, err)
		return nil, false
	}
	j, err := s.db.FindJob(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return nil, false
	}
	return j, true
}

// handleRSVPList lists those who said they will come to a job's walk-in,
// for its poster and admins who moderate jobs; anyone else finds no job.
// The list's total is the count the employer sees.
func (s *Server) handleRSVPList(w http.ResponseWriter, r *http.Request) {
	j, err := s.findJob(r, jobportal.CanSeeApplications)
	if err != nil {
		Error(w, r, err)
		return
	}
	q := newQueryReader(r.URL.Query())
	page := q.page()
	if err := q.err(page.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListWalkInRSVPs(r.Context(), j.ID, page)
	if err == nil {
		err = s.hideRSVPContacts(r.Context(), actor(r), list)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, page, total)
}

// hideRSVPContacts leaves out the email and phone of those who keep them
// from employers, as an application's are (hideContacts).
func (s *Server) hideRSVPContacts(ctx context.Context, a jobportal.Actor, list []jobportal.WalkInRSVP) error {
	if jobportal.CanSeeApplicantContacts(a) || len(list) == 0 {
		return nil
	}
	ids := make([]int64, len(list))
	for i, v := range list {
		ids[i] = v.CustomerID
	}
	shown, err := s.db.ContactPrivacies(ctx, ids)
	if err != nil {
		return err
	}
	for i := range list {
		p := shown[list[i].CustomerID]
		if !p.ShowEmail {
			list[i].Email = ""
		}
		if !p.ShowPhone {
			list[i].Phone = ""
		}
	}
	return nil
}

// readWalkInFlag reads the walk-in filter of a job list: true, 1, false or 0.
func readWalkInFlag(q *queryReader) bool {
	switch v := strings.ToLower(q.str("walkIn")); v {
	case "", "false", "0":
		return false
	case "true", "1":
		return true
	default:
		q.p.Add("walkIn", "walkIn must be true or false.")
		return false
	}
}
