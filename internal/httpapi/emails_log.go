package httpapi

import (
	"net/http"

	"jobportal/internal/jobportal"
)

// The email log: every email the site sent, failed to send, or wrote to the
// server's log when SMTP is not set up, kept for 30 days. New wraps the mail
// sender so that each one is kept; superadmins and admins read them here.
// With no SMTP server it is where someone trying the site reads the reset
// links and notices it sends.

// emailLogRoutes registers the email log.
func (s *Server) emailLogRoutes(r *router) {
	r.api("GET /api/admin/emails", s.admin(s.handleEmailLog))
}

func (s *Server) handleEmailLog(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanSeeEmailLog(actor(r)) {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "Only superadmins and admins read the email log."))
		return
	}
	q := newQueryReader(r.URL.Query())
	f := jobportal.EmailLogFilter{Recipient: q.str("recipient", "to"), Status: q.str("status"), Page: q.page()}
	if err := q.err(f.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListEmails(r.Context(), f)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, f.Page, total)
}
