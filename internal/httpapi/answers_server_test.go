package httpapi_test

import (
	"fmt"
	"testing"
	"time"

	"jobportal/internal/httpapi"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
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

// The kept answers are dropped only by a successful write of what they show.
// A job approved straight in the database, which the server does not see,
// shows the moment the kept job list is dropped: until then the list says it
// is still kept. Requests that fail, are refused, match no route or write
// other data leave it kept; a job posted drops it.
func TestSharedAnswersStayWarmUntilTheirDataChanges(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnvWith(t, db, httpapi.Config{BaseURL: "https://jobs.example.lk", SharedAnswerTTL: time.Hour}, testApp, nil)
		company := e.companyToken("Lanka Software Labs", "hr@lankasoft.lk")
		editor := e.adminTokenAs("writer", jobportal.RoleEditor)
		seeker := e.customerToken("nimali@example.lk")
		unseen := e.postJob(company, false, set("title", "Gemmologist"))
		total := func() float64 {
			t.Helper()
			n, _ := e.must(200, "GET", "/api/jobs", "", "").body["total"].(float64)
			return n
		}
		if n := total(); n != 0 {
			t.Fatalf("total %v with only a pending job", n)
		}
		if _, _, err := e.db.ApproveJob(ctxb, unseen); err != nil {
			t.Fatal(err)
		}

		for _, c := range []struct {
			name, method, url, body, token string
			wantStatus                     int
		}{
			{"a visitor's POST to an address no route takes", "POST", "/api/nothing-here", `{}`, "", 404},
			{"a visitor's POST to a page", "POST", "/browse", `{}`, "", 405},
			{"a method the job list does not take", "DELETE", "/api/jobs", "", "", 405},
			{"a job posted without a sign-in", "POST", "/api/jobs", jobBody(), "", 401},
			{"a job refused for its content", "POST", "/api/jobs", jobBody(set("title", "")), company, 422},
			{"a job deleted by a customer who may not", "DELETE", fmt.Sprintf("/api/jobs/%d", unseen), "", company, 403},
			{"a job seeker's alert saved", "POST", "/api/user/alerts", alertBody(), seeker, 201},
			{"an article written", "POST", "/api/blogs", `{"title":"Writing a CV","content":"<p>Two pages.</p>"}`, editor, 201},
		} {
			if a := e.do(c.method, c.url, c.body, c.token); a.Code != c.wantStatus {
				t.Fatalf("%s: status %d, want %d: %s", c.name, a.Code, c.wantStatus, a.Body.String())
			}
			if n := total(); n != 0 {
				t.Fatalf("after %s the job list was made again (total %v): the kept answer was dropped", c.name, n)
			}
		}

		e.postJob(company, false, set("title", "Tea Taster"))
		if n := total(); n != 1 {
			t.Fatalf("total %v right after a job was posted, want 1: the kept answer must go", n)
		}
	})
}
