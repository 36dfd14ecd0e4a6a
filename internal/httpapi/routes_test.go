package httpapi_test

import (
	"regexp"
	"strings"
	"testing"

	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// TestEveryReportedRouteIsServed checks Routes against the router itself:
// each route it reports, the dispatched ones included, answers a request
// through a handler of its own, not the catch-all's "There is no API" or 405.
// So the OpenAPI test, which compares Routes with the description, cannot
// pass on a route that only the list claims.
func TestEveryReportedRouteIsServed(t *testing.T) {
	e := newEnv(t, storetest.MustOpen(t, store.SQLite))
	wild := regexp.MustCompile(`\{[^}]+\}`)
	for _, pattern := range e.srv.Routes() {
		method, path, ok := strings.Cut(pattern, " ")
		if !ok {
			continue // the catch-alls
		}
		url := wild.ReplaceAllString(strings.TrimSuffix(path, "{$}"), "7")
		t.Run(pattern+" answers through its handler", func(t *testing.T) {
			e := e.sub(t)
			a := e.do(method, url, "", "")
			if a.Code == 405 || strings.Contains(a.msg(), "There is no API") {
				t.Fatalf("%s %s = %d: %s", method, url, a.Code, a.msg())
			}
		})
	}
	t.Run("a path the dispatcher takes but no route of it serves is an unknown path", func(t *testing.T) {
		e := e.sub(t)
		if a := e.do("GET", "/api/jobs/7/nothing", "", ""); a.Code != 404 || !strings.Contains(a.msg(), "There is no API") {
			t.Fatalf("%d: %s", a.Code, a.Body.String())
		}
	})
	t.Run("a GET of a path served for another method is a 405 naming it", func(t *testing.T) {
		e := e.sub(t)
		a := e.do("GET", "/api/jobs/7/approve", "", "")
		if a.Code != 405 || a.Header().Get("Allow") != "PUT" {
			t.Fatalf("%d, Allow %q", a.Code, a.Header().Get("Allow"))
		}
	})
	t.Run("/api/jobs/company/applications asks for a job's applications, the more specific route", func(t *testing.T) {
		e := e.sub(t)
		if a := e.do("GET", "/api/jobs/company/applications", "", ""); a.Code != 401 {
			t.Fatalf("%d: %s", a.Code, a.Body.String())
		}
	})
}
