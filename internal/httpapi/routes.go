package httpapi

import "net/http"

// routes lists the areas of the site; each registers its own routes, in its
// own file, and the page heads and sitemap entries of its public pages.
// docs/openapi.yaml describes every API route; a test keeps the two in step.
func (s *Server) routes(mux *http.ServeMux) {
	r := &router{s: s, mux: mux}
	s.accountRoutes(r)
	s.confirmEmailRoutes(r)
	s.jobRoutes(r)
	s.applicationRoutes(r)
	s.walkInRoutes(r)
	s.messageRoutes(r)
	s.interviewRoutes(r)
	s.accountAreaRoutes(r)
	s.cvToolRoutes(r)
	s.companyRoutes(r)
	s.blogRoutes(r)
	s.cvRoutes(r)
	s.siteRoutes(r)
	for _, page := range sitePages {
		r.pageHead(page, appPage{})
	}
	s.mediaRoutes(r)
	s.operationRoutes(r)
	s.vitalsRoutes(r)
	s.adminRoutes(r)
}

// router is what an area registers itself with.
type router struct {
	s   *Server
	mux *http.ServeMux
}

// handle registers a pattern and records it, since a ServeMux cannot list
// its patterns. Its path and query are cleaned before h sees them (clean.go),
// and a write named by an Idempotency-Key runs once (repeat.go).
func (r *router) handle(pattern string, h http.Handler) {
	r.s.patterns = append(r.s.patterns, pattern)
	r.mux.Handle(pattern, cleanRequest(pattern, r.s.keyedWrite(pattern, h)))
}

// api registers a route of the JSON API, whose answers are compressed.
func (r *router) api(pattern string, h http.HandlerFunc) { r.handle(pattern, compress(h)) }

// sharedAPI registers a route of the JSON API that answers everyone the
// same, whose finished answers are kept for a short time (answers.go).
func (r *router) sharedAPI(pattern string, h http.HandlerFunc) {
	r.handle(pattern, r.s.answers.wrap(compress(h)))
}

// dispatch registers one pattern that serves several routes (see
// dispatcher) and records those routes, which are what it serves.
func (r *router) dispatch(pattern string, routes ...subRoute) {
	r.mux.Handle(pattern, compress(r.dispatcher(pattern, routes)))
}

// sharedDispatch is dispatch for routes that all answer everyone the same,
// whose finished answers are kept for a short time (answers.go).
func (r *router) sharedDispatch(pattern string, routes ...subRoute) {
	r.mux.Handle(pattern, r.s.answers.wrap(compress(r.dispatcher(pattern, routes))))
}

func (r *router) dispatcher(pattern string, routes []subRoute) http.Handler {
	for i, sr := range routes {
		routes[i].h = cleanRequest(sr.pattern, sr.h).ServeHTTP
	}
	d := newDispatcher(pattern, routes)
	r.s.patterns = append(r.s.patterns, d.patterns()...)
	return r.s.serveDispatched(d)
}

// pageHead has the pages under /<segment>/ served with the head p writes
// (seo.go), for search engines and social networks.
func (r *router) pageHead(segment string, p pageHeadProvider) { r.s.heads[segment] = p }

// sitemap adds an area's public pages to /sitemap.xml, after those before it.
func (r *router) sitemap(src sitemapSource) { r.s.sitemaps = append(r.s.sitemaps, src) }

// Routes returns the patterns the server serves, in the order they were registered.
func (s *Server) Routes() []string { return append([]string(nil), s.patterns...) }
