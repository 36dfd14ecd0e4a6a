package httpapi

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"jobportal/internal/jobportal"
)

// The email log: every email the site queued (waiting in the outbox, or to
// be tried again), sent, failed to send for good, or wrote to the server's
// log when SMTP is not set up, kept for 30 days; the store keeps each one as
// it is queued and the outbox's worker records what became of it.
// Superadmins and admins read them here.
// The tokens of the links in them are hidden when they are kept (store), so
// reading the log never lets anyone into another's account; with no SMTP
// server, the whole links are in the server's own log. Reading people's
// emails is itself recorded in the audit log: who read which emails, found
// with which filter.

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
	s.audit(r, "email_log.read", "email_log", 0, emailLogReading(f, list))
	respondList(w, list, f.Page, total)
}

// emailLogReading says, for the audit log, what a reading of the email log
// showed: the filter and the ids of the emails on the page.
func emailLogReading(f jobportal.EmailLogFilter, list []*jobportal.EmailLogEntry) string {
	var b strings.Builder
	if f.Recipient != "" {
		fmt.Fprintf(&b, "recipient %q; ", f.Recipient)
	}
	if f.Status != "" {
		fmt.Fprintf(&b, "status %s; ", f.Status)
	}
	fmt.Fprintf(&b, "page %d; ", f.Page.Number)
	if len(list) == 0 {
		b.WriteString("no emails")
		return b.String()
	}
	ids := make([]string, len(list))
	for i, e := range list {
		ids[i] = strconv.FormatInt(e.ID, 10)
	}
	b.WriteString("emails " + strings.Join(ids, ", "))
	return b.String()
}
