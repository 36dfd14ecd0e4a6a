package httpapi_test

import (
	"testing"

	"jobportal/internal/jobportal"
)

// TestListsThatAreNeverPagedSayPageOneOfOne: every list answer carries a
// pagination field (SPEC 7); a list that is never paged says page 1 of 1,
// its total, and the most it holds.
func TestListsThatAreNeverPagedSayPageOneOfOne(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		seeker := e.customerToken("nimali@example.lk")
		e.confirm("nimali@example.lk")
		e.must(201, "POST", "/api/user/alerts", alertBody(), seeker)

		for _, c := range []struct {
			url, token string
			limit      int // the most the list holds; -1: its own length
		}{
			{"/api/cvs", seeker, -1},
			{"/api/cv-templates", "", -1},
			{"/api/jobs/featured", "", jobportal.DefaultShortList},
			{"/api/jobs/recent?limit=3", "", 3},
			{"/api/jobs/hot?limit=2", "", 2},
			{"/api/blogs/featured?limit=4", "", 4},
			{"/api/blogs/categories", "", -1},
			{"/api/blogs/tags", "", -1},
			{"/api/companies/featured", "", jobportal.FeaturedCompaniesLimit},
			{"/api/user/favorites", seeker, -1},
			{"/api/user/alerts", seeker, -1},
		} {
			a := e.must(200, "GET", c.url, "", c.token)
			data, ok := a.body["data"].([]any)
			if !ok {
				t.Errorf("%s: data is not a list: %s", c.url, a.Body.String())
				continue
			}
			p, ok := a.body["pagination"].(map[string]any)
			if !ok {
				t.Errorf("%s: no pagination: %s", c.url, a.Body.String())
				continue
			}
			want := map[string]float64{"page": 1, "totalPages": 1, "total": float64(len(data))}
			if c.limit >= 0 {
				want["limit"] = float64(c.limit)
			} else {
				want["limit"] = float64(len(data))
			}
			for k, v := range want {
				if p[k] != v {
					t.Errorf("%s: pagination.%s = %v, want %v (%s)", c.url, k, p[k], v, a.Body.String())
				}
			}
		}
		// The seeker's alert is counted.
		if p := e.must(200, "GET", "/api/user/alerts", "", seeker).body["pagination"].(map[string]any); p["total"] != float64(1) {
			t.Errorf("alerts: pagination %v, want a total of 1", p)
		}
	})
}
