package httpapi

// adminRoutes registers the admin console's areas: admin users, the
// moderation and directory views of customer accounts, the audit and email
// logs, and the figures.
func (s *Server) adminRoutes(r *router) {
	s.adminUserRoutes(r)
	s.userRoutes(r)
	s.customerRoutes(r)
	s.auditRoutes(r)
	s.emailLogRoutes(r)
	s.adminStatsRoutes(r)
}
