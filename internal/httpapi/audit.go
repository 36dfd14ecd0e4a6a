package httpapi

import (
	"net/http"
	"strings"

	"jobportal/internal/jobportal"
)

// The audit log: each admin handler records its action with one call to
// audit, once the action has happened; superadmins and admins read the log.

// auditRoutes registers the audit log.
func (s *Server) auditRoutes(r *router) {
	r.api("GET /api/admin/audit", s.admin(s.handleAuditList))
}

// audit records that the admin user of the request did action to the
// target, with a reason (or none). A failure to record is logged and does
// not undo the action, which has happened.
func (s *Server) audit(r *http.Request, action, targetType string, targetID int64, reason string) {
	a := accountFrom(r.Context())
	if a == nil || a.Admin == nil {
		return
	}
	e := &jobportal.AuditEntry{ActorID: a.Admin.ID, ActorUsername: a.Admin.Username, Action: action,
		TargetType: targetType, TargetID: targetID, Reason: reason}
	if err := s.db.RecordAudit(r.Context(), e); err != nil {
		s.log.ErrorContext(r.Context(), "record audit entry", "err", err, "action", action,
			"target", targetType, "id", targetID, "request_id", requestID(r.Context()))
	}
}

func (s *Server) handleAuditList(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanSeeAuditLog(actor(r)) {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "Only superadmins and admins read the audit log."))
		return
	}
	q := newQueryReader(r.URL.Query())
	f := jobportal.AuditFilter{Action: q.str("action"), TargetType: q.str("target", "targetType"),
		From: q.str("from"), To: q.str("to"), Page: q.page()}
	if n := q.number("actor", "actorId"); n != nil {
		f.ActorID = *n
	}
	if n := q.number("targetId"); n != nil {
		f.TargetID = *n
	}
	if err := q.err(f.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	list, total, err := s.db.ListAudit(r.Context(), f)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, list, f.Page, total)
}

// auditResult records a decision with a reason in the audit log, if it was
// made (err is nil), and passes its results on.
func auditResult[T any](s *Server, r *http.Request, action, target string, id int64, reason string) func(T, bool, error) (T, bool, error) {
	return func(v T, changed bool, err error) (T, bool, error) {
		if err == nil {
			s.audit(r, action, target, id, reason)
		}
		return v, changed, err
	}
}

// termDeleted is the action of deleting a blog category or tag, from the
// message of one that is missing ("Category not found." gives
// blog.category.delete).
func termDeleted(missing string) string {
	return "blog." + strings.ToLower(strings.TrimSuffix(missing, " not found.")) + ".delete"
}
