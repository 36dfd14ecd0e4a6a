package httpapi

import "net/http"

// routes lists every path the server answers. docs/openapi.yaml describes
// each API route here; a test keeps the two in step.
func (s *Server) routes(mux *http.ServeMux) {
	// handle registers a pattern and records it, since a ServeMux cannot list its patterns.
	handle := func(pattern string, h http.Handler) {
		s.patterns = append(s.patterns, pattern)
		mux.Handle(pattern, h)
	}
	api := func(pattern string, h http.HandlerFunc) { handle(pattern, compress(h)) }
	// dispatch registers one pattern that serves several routes (see
	// dispatcher) and records those routes, which are what it serves.
	dispatch := func(pattern string, routes ...subRoute) {
		d := newDispatcher(pattern, routes)
		s.patterns = append(s.patterns, d.patterns()...)
		mux.Handle(pattern, compress(s.serveDispatched(d)))
	}

	// Sign-in and accounts.
	api("POST /api/admin-users/login", s.handleAdminLogin)
	api("POST /api/admin/logout", s.admin(s.handleLogout))
	api("POST /api/admin/refresh-token", s.admin(s.handleAdminRefreshToken))
	api("GET /api/admin-users/me", s.admin(s.handleAdminMe))
	api("POST /api/customers/register/individual", s.handleRegister("individual"))
	api("POST /api/customers/register/company", s.handleRegister("company"))
	api("POST /api/customers/login", s.handleCustomerLogin)
	api("POST /api/customers/logout", s.customer(s.handleLogout))
	api("GET /api/customers/profile", s.customer(s.handleProfileGet))
	api("PUT /api/customers/profile", s.customer(s.handleProfileUpdate))
	api("GET /api/auth/status", s.handleAuthStatus)
	api("POST /api/auth/forgot-password", s.handleForgotPassword)
	api("POST /api/auth/reset-password", s.handleResetPassword)
	api("POST /api/auth/change-password", s.signedIn(s.handleChangePassword))

	// Jobs. A literal segment wins over {id}, so /api/jobs/search is never read as a job's id.
	api("GET /api/jobs", s.handleJobList)
	api("POST /api/jobs", s.customer(s.handleJobCreate))
	api("GET /api/jobs/search", s.handleJobSearch)
	api("GET /api/jobs/featured", s.handleJobsFeatured)
	api("GET /api/jobs/recent", s.handleJobsRecent)
	api("GET /api/jobs/hot", s.handleJobsHot)
	api("GET /api/jobs/topics", s.handleJobTopics)
	api("GET /api/jobs/dashboard", s.signedIn(s.handleJobDashboard))
	dispatch("GET /api/jobs/{list}/{value}",
		subRoute{"GET /api/jobs/company/{id}", s.handleJobsByCompany},
		subRoute{"GET /api/jobs/category/{c}", s.handleJobsByCategory},
		subRoute{"GET /api/jobs/location/{l}", s.handleJobsByLocation})
	api("POST /api/jobs/admin", s.admin(s.handleJobCreateAdmin))
	api("GET /api/jobs/admin/pending", s.admin(s.handleJobsPending))
	api("GET /api/jobs/admin/approved", s.admin(s.handleJobsApproved))
	api("GET /api/jobs/customer/my-jobs", s.customer(s.handleMyJobs))
	api("DELETE /api/jobs/customer/{id}", s.customer(s.handleMyJobDelete))
	api("GET /api/jobs/{id}", s.handleJobGet)
	api("PUT /api/jobs/{id}", s.signedIn(s.handleJobUpdate))
	api("DELETE /api/jobs/{id}", s.admin(s.handleJobDelete))
	api("POST /api/jobs/{id}/view", s.handleJobView)
	api("PUT /api/jobs/{id}/approve", s.admin(s.handleJobApprove))
	api("PUT /api/jobs/{id}/reject", s.admin(s.handleJobReject))

	// Applications.
	api("POST /api/jobs/{id}/apply", s.customer(s.handleApply))
	api("GET /api/jobs/{id}/applications", s.signedIn(s.handleJobApplications))
	api("PATCH /api/applications/{id}", s.signedIn(s.handleApplicationStatus))
	api("GET /api/applications/{id}/cv", s.signedIn(s.handleApplicationCV))
	api("GET /api/user/applications", s.customer(s.handleMyApplications))

	// Companies. Until the companies area exists, only the featured ones (docs/DECISIONS.md).
	api("GET /api/companies/featured", s.handleCompaniesFeatured)

	// Site.
	api("POST /api/contact", s.handleContact)
	api("/api/", s.handleAPINotFound)

	// Operations.
	handle("GET /healthz", http.HandlerFunc(s.handleHealthz))
	handle("GET /readyz", http.HandlerFunc(s.handleReadyz))
	handle("GET /metrics", http.HandlerFunc(s.handleMetrics))

	// Uploaded images, and their copies at the widths the site shows.
	handle("GET /media/{path...}", http.HandlerFunc(s.handleMedia))

	// For search engines and feed readers.
	handle("GET /sitemap.xml", compress(http.HandlerFunc(s.handleSitemap)))
	handle("GET /robots.txt", http.HandlerFunc(s.handleRobots))
	handle("GET /jobs.rss", compress(http.HandlerFunc(s.handleJobsRSS)))

	// The React app answers every other path; job pages get their own head.
	handle("/", s.seo(s.app))
}

// Routes returns the patterns the server serves, in the order they were registered.
func (s *Server) Routes() []string { return append([]string(nil), s.patterns...) }
