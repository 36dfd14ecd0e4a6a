package httpapi_test

import (
	"fmt"
	"testing"
)

// The public lists' answers are kept (answers.go), yet a job posted,
// approved or deleted through the server shows in them at once, gzipped or not.
func TestSharedAnswersFollowChanges(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lankasoft.lk")
		admin := e.adminToken("admin")
		total := func(url string) float64 {
			t.Helper()
			n, _ := e.must(200, "GET", url, "", "").body["total"].(float64)
			return n
		}
		lists := []string{"/api/jobs", "/api/jobs/search?q=gemmologist"}
		for _, url := range lists {
			if n := total(url); n != 0 {
				t.Fatalf("%s: total %v before any job", url, n)
			}
			// Kept, gzipped, for clients that take it.
			if a := e.do("GET", url, "", "", "Accept-Encoding", "gzip"); a.Code != 200 || a.Header().Get("Content-Encoding") != "gzip" {
				t.Fatalf("%s with gzip: %d %q", url, a.Code, a.Header().Get("Content-Encoding"))
			}
		}

		pending := e.postJob(company, false, set("title", "Gemmologist"))
		for _, url := range lists {
			if n := total(url); n != 0 {
				t.Errorf("%s: total %v with only a pending job", url, n)
			}
		}
		e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/approve", pending), "", admin)
		for _, url := range lists {
			if n := total(url); n != 1 {
				t.Errorf("%s: total %v right after the approval, want 1", url, n)
			}
		}
		e.must(200, "DELETE", fmt.Sprintf("/api/jobs/%d", pending), "", admin)
		for _, url := range lists {
			if n := total(url); n != 0 {
				t.Errorf("%s: total %v right after the deletion, want 0", url, n)
			}
		}
	})
}
