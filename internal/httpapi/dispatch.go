package httpapi

import (
	"fmt"
	"net/http"
	"strings"

	"jobportal/internal/jobportal"
)

// subRoute is one route that a dispatcher serves: a pattern such as
// "GET /api/jobs/company/{id}", and its handler.
type subRoute struct {
	pattern string
	h       http.HandlerFunc
}

// dispatcher serves several routes of the shape PREFIX<literal>/{name}
// through one ServeMux pattern PREFIX{first}/{rest}, choosing by the literal.
//
// ServeMux refuses two patterns that overlap when neither is more specific:
// GET /api/jobs/company/{id} and GET /api/jobs/{id}/applications both take
// /api/jobs/company/applications. Merged into GET /api/jobs/{list}/{value},
// the lists are less specific than /api/jobs/{id}/applications, which then
// wins for .../applications and leaves the rest to the lists.
type dispatcher struct {
	pattern string // the ServeMux pattern, ending in {first}/{rest}
	first   string // the name of the first wildcard
	rest    string // the name of the second
	routes  map[string]dispatched
}

type dispatched struct {
	pattern string
	param   string
	h       http.HandlerFunc
}

// newDispatcher checks that every route fits the pattern; a mistake is a
// programming error, found when the server starts, as ServeMux's are.
func newDispatcher(pattern string, routes []subRoute) *dispatcher {
	method, path, _ := strings.Cut(pattern, " ")
	segs := strings.Split(path, "/")
	if len(segs) < 3 {
		panic("dispatcher pattern " + pattern + " does not end in two wildcards")
	}
	first, rest := wildcard(segs[len(segs)-2]), wildcard(segs[len(segs)-1])
	if first == "" || rest == "" {
		panic("dispatcher pattern " + pattern + " does not end in two wildcards")
	}
	prefix := method + " " + strings.Join(segs[:len(segs)-2], "/") + "/"
	d := &dispatcher{pattern: pattern, first: first, rest: rest, routes: map[string]dispatched{}}
	for _, r := range routes {
		tail, ok := strings.CutPrefix(r.pattern, prefix)
		lit, param, _ := strings.Cut(tail, "/")
		if !ok || lit == "" || wildcard(lit) != "" || wildcard(param) == "" {
			panic(fmt.Sprintf("route %q does not fit the dispatcher %q", r.pattern, pattern))
		}
		if _, dup := d.routes[lit]; dup {
			panic(fmt.Sprintf("route %q is given twice to the dispatcher %q", r.pattern, pattern))
		}
		d.routes[lit] = dispatched{pattern: r.pattern, param: wildcard(param), h: r.h}
	}
	return d
}

// wildcard returns the name of a {name} segment, or "" for a literal.
func wildcard(seg string) string {
	if len(seg) > 2 && seg[0] == '{' && seg[len(seg)-1] == '}' {
		return seg[1 : len(seg)-1]
	}
	return ""
}

// patterns lists the routes served, as if each had its own ServeMux pattern.
func (d *dispatcher) patterns() []string {
	out := make([]string, 0, len(d.routes))
	for _, r := range d.routes {
		out = append(out, r.pattern)
	}
	return out
}

// serve calls the route of the request's first segment, with the second as
// its wildcard and the route's own pattern on the request (for the metrics).
// A path no route takes answers as an unknown API path does.
func (s *Server) serveDispatched(d *dispatcher) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		route, ok := d.routes[r.PathValue(d.first)]
		if !ok {
			s.unmatched(w, r, d.pattern)
			return
		}
		r.SetPathValue(route.param, r.PathValue(d.rest))
		r.Pattern = route.pattern
		route.h(w, r)
	}
}

// unmatched answers an API path that no route serves: 405 with Allow when
// other methods serve it, otherwise 404. exclude is a pattern that took the
// path without serving it, such as a dispatcher's; "" for the catch-all.
func (s *Server) unmatched(w http.ResponseWriter, r *http.Request, exclude string) {
	var allow []string
	for _, m := range apiMethods {
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, pattern := s.mux.Handler(probe); pattern != "" && pattern != "/api/" && pattern != "/" && pattern != exclude {
			allow = append(allow, m)
		}
	}
	if len(allow) > 0 {
		w.Header().Set("Allow", strings.Join(allow, ", "))
		writeJSON(w, http.StatusMethodNotAllowed, errorBody{Message: "This address does not take " + r.Method + " requests."})
		return
	}
	Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "There is no API at %s.", r.URL.Path))
}
