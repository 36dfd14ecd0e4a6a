package httpapi

import (
	"net/http"

	"jobportal/internal/jobportal"
)

// The admin console's figures, which every admin user reads.

// adminStatsRoutes registers the figures.
func (s *Server) adminStatsRoutes(r *router) {
	r.api("GET /api/admin/stats", s.admin(s.handleAdminStats))
}

func (s *Server) handleAdminStats(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanSeeAdminStats(actor(r)) {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "This is for admins only."))
		return
	}
	if len(r.URL.Query()) > 0 {
		if err := newQueryReader(r.URL.Query()).err(nil); err != nil {
			Error(w, r, err)
			return
		}
	}
	st, err := s.db.AdminStats(r.Context())
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, st, "")
}
