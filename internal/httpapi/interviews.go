package httpapi

import (
	"net/http"

	"jobportal/internal/interviews"
	"jobportal/internal/jobportal"
)

// interviewRoutes registers proposing, answering, rescheduling and
// cancelling interviews. Only the job's poster and the applicant reach an
// interview; to anyone else, admins included, it is not found.
func (s *Server) interviewRoutes(r *router) {
	r.api("GET /api/applications/{id}/interviews", s.signedIn(s.handleApplicationInterviews))
	r.api("POST /api/applications/{id}/interviews", s.signedIn(s.handleInterviewPropose))
	r.api("GET /api/user/interviews", s.customer(s.handleMyInterviews))
	r.api("POST /api/interviews/{id}/pick", s.signedIn(s.handleInterviewPick))
	r.api("POST /api/interviews/{id}/other-times", s.signedIn(s.handleInterviewOtherTimes))
	r.api("POST /api/interviews/{id}/cancel", s.signedIn(s.handleInterviewCancel))
}

// letters writes the interviews' emails.
func (s *Server) letters() *interviews.Letters {
	return &interviews.Letters{BaseURL: s.cfg.BaseURL, Log: s.log, Now: s.db.Now}
}

// interviewApplication returns the application of the request's path when
// may lets the account at its interviews; otherwise it is not found.
func (s *Server) interviewApplication(r *http.Request, may func(jobportal.Actor, *jobportal.Application) bool) (*jobportal.Application, error) {
	id, err := pathID(r, "id", applicationNotFound)
	if err != nil {
		return nil, err
	}
	a, err := s.db.FindApplication(r.Context(), id)
	if err != nil {
		return nil, err
	}
	if !may(actor(r), a) {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, applicationNotFound)
	}
	return a, nil
}

// findInterview returns the interview of the request's path, with its
// application and the side of the account, when may lets the account at
// it; otherwise it is not found.
func (s *Server) findInterview(r *http.Request, may func(jobportal.Actor, *jobportal.Application) bool) (*jobportal.Interview, *jobportal.Application, error) {
	const notFound = "Interview not found."
	id, err := pathID(r, "id", notFound)
	if err != nil {
		return nil, nil, err
	}
	iv, err := s.db.FindInterview(r.Context(), id)
	if err != nil {
		return nil, nil, err
	}
	a, err := s.db.FindApplication(r.Context(), iv.ApplicationID)
	if err != nil {
		return nil, nil, err
	}
	if !may(actor(r), a) {
		return nil, nil, jobportal.Errorf(jobportal.ENOTFOUND, notFound)
	}
	return iv, a, nil
}

// handleApplicationInterviews lists an application's interviews, newest
// first, for the job's poster and the applicant.
func (s *Server) handleApplicationInterviews(w http.ResponseWriter, r *http.Request) {
	a, err := s.interviewApplication(r, jobportal.CanSeeInterviews)
	if err != nil {
		Error(w, r, err)
		return
	}
	list, err := s.db.ApplicationInterviews(r.Context(), a.ID)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, list, 0)
}

// handleMyInterviews lists the interviews of the signed-in customer's own applications.
func (s *Server) handleMyInterviews(w http.ResponseWriter, r *http.Request) {
	list, err := s.db.CustomerInterviews(r.Context(), me(r))
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, list, 0)
}

// handleInterviewPropose proposes an interview's times, for the job's
// poster: a new interview, or new times for the open one (asked for, or a
// reschedule of a booking).
func (s *Server) handleInterviewPropose(w http.ResponseWriter, r *http.Request) {
	a, err := s.interviewApplication(r, jobportal.CanProposeInterview)
	if err != nil {
		Error(w, r, err)
		return
	}
	var in jobportal.InterviewProposal
	if err := decode(w, r, &in); err != nil {
		Error(w, r, err)
		return
	}
	in.Normalize()
	if err := in.Validate(s.db.Now()); err != nil {
		Error(w, r, err)
		return
	}
	iv, err := s.db.ProposeInterview(r.Context(), a.ID, in, mover(r), s.letters().Changed)
	if err != nil {
		Error(w, r, err)
		return
	}
	status, msg := http.StatusCreated, "Interview proposed. We have emailed the applicant."
	if in.Version != 0 {
		status, msg = http.StatusOK, "New times proposed. We have emailed the applicant."
	}
	respond(w, status, iv, msg)
}

// answerable refuses an answer to an interview of an application the
// applicant has withdrawn.
func answerable(a *jobportal.Application) error {
	if a.Status == jobportal.ApplicationWithdrawn {
		return jobportal.Errorf(jobportal.ECONFLICT, "You withdrew this application, so its interview cannot be changed.")
	}
	return nil
}

// handleInterviewPick books one of an interview's proposed times, for the applicant.
func (s *Server) handleInterviewPick(w http.ResponseWriter, r *http.Request) {
	iv, a, err := s.findInterview(r, jobportal.CanAnswerInterview)
	if err != nil {
		Error(w, r, err)
		return
	}
	var body struct {
		SlotID  int64 `json:"slotId"`
		Version int   `json:"version"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	if body.SlotID < 1 {
		var p jobportal.Problems
		p.Add("slotId", "Choose one of the proposed times.")
		Error(w, r, p.Err())
		return
	}
	if err := answerable(a); err != nil {
		Error(w, r, err)
		return
	}
	iv, err = s.db.PickInterviewTime(r.Context(), iv.ID, body.SlotID, body.Version, s.letters().Changed)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, iv, "Interview booked. We have emailed you both a calendar invitation.")
}

// handleInterviewOtherTimes asks, for the applicant, for other times than
// the proposed ones, with a note to the employer.
func (s *Server) handleInterviewOtherTimes(w http.ResponseWriter, r *http.Request) {
	iv, a, err := s.findInterview(r, jobportal.CanAnswerInterview)
	if err != nil {
		Error(w, r, err)
		return
	}
	var body struct {
		Note    string `json:"note"`
		Version int    `json:"version"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	note, err := jobportal.CleanChangeNote(body.Note)
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := answerable(a); err != nil {
		Error(w, r, err)
		return
	}
	iv, err = s.db.AskForOtherInterviewTimes(r.Context(), iv.ID, note, body.Version, s.letters().Changed)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, iv, "We have asked the employer for other times.")
}

// handleInterviewCancel cancels an interview, for either side.
func (s *Server) handleInterviewCancel(w http.ResponseWriter, r *http.Request) {
	iv, a, err := s.findInterview(r, jobportal.CanSeeInterviews)
	if err != nil {
		Error(w, r, err)
		return
	}
	var body struct {
		Version int `json:"version"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	side := jobportal.InterviewSide(actor(r), a)
	iv, err = s.db.CancelInterview(r.Context(), iv.ID, side, body.Version, s.letters().Changed)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, iv, "Interview cancelled. We have let the other side know.")
}
