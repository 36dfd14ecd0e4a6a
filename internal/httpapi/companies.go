package httpapi

import (
	"net/http"

	"jobportal/internal/jobportal"
)

// companyRoutes registers the companies. Until the companies area exists,
// only the featured ones (docs/DECISIONS.md).
func (s *Server) companyRoutes(r *router) {
	r.api("GET /api/companies/featured", s.handleCompaniesFeatured)
}

// handleCompaniesFeatured answers the companies hiring now: until the
// companies area exists, the active company accounts with the most public
// jobs (docs/DECISIONS.md). It takes no parameters.
func (s *Server) handleCompaniesFeatured(w http.ResponseWriter, r *http.Request) {
	if err := newQueryReader(r.URL.Query()).err(nil); err != nil {
		Error(w, r, err)
		return
	}
	companies, err := s.db.FeaturedCompanies(r.Context(), jobportal.FeaturedCompaniesLimit)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, companies, "")
}
