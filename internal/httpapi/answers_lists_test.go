package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
)

// listTotal is the total of a list answer, read from its pagination.
func (e *env) listTotal(url string) float64 {
	e.t.Helper()
	p, _ := e.must(200, "GET", url, "", "").body["pagination"].(map[string]any)
	n, _ := p["total"].(float64)
	return n
}

// wantTotals checks the total of each list, and that it is kept gzipped too.
func (e *env) wantTotals(when string, want map[string]float64) {
	e.t.Helper()
	for url, n := range want {
		if got := e.listTotal(url); got != n {
			e.t.Errorf("%s: %s: total %v, want %v", when, url, got, n)
		}
		if a := e.do("GET", url, "", "", "Accept-Encoding", "gzip"); a.Code != 200 || a.Header().Get("Content-Encoding") != "gzip" {
			e.t.Errorf("%s: %s with gzip: %d %q", when, url, a.Code, a.Header().Get("Content-Encoding"))
		}
	}
}

// The directory's answers are kept (answers.go), yet a company approved or
// deleted through the server shows at once, and a signed-in customer still
// sees which companies they follow.
func TestSharedAnswersFollowCompanyChanges(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		e.must(200, "PUT", "/api/companies/mine", `{"name":"Lanka Software Labs","industry":"IT and Software",`+
			`"location":"Colombo","description":"Software for banks and hospitals."}`, w.labs)
		lists := func(all, labs float64) map[string]float64 {
			return map[string]float64{
				"/api/companies": all,
				"/api/companies?industry=IT+and+Software&location=Colombo": labs,
				"/api/companies/search?q=banks":                            labs,
				"/api/companies/industry/it-and-software":                  labs,
			}
		}
		e.wantTotals("before the approval", lists(2, 0))
		e.must(200, "PATCH", w.labsURL+"/approve", "", w.admin)
		e.wantTotals("right after the approval", lists(3, 1))

		e.must(200, "POST", w.labsURL+"/follow", "", w.seeker)
		public := e.must(200, "GET", "/api/companies", "", "").Body.String()
		if strings.Contains(public, `"isFollowed":true`) {
			t.Fatalf("the public directory marks a followed company: %s", public)
		}
		own := e.must(200, "GET", "/api/companies", "", w.seeker).Body.String()
		if !strings.Contains(own, `"isFollowed":true`) {
			t.Fatalf("the follower's directory does not mark the company: %s", own)
		}
		if again := e.must(200, "GET", "/api/companies", "", "").Body.String(); again != public {
			t.Fatalf("the public directory changed after a signed-in read: %s", again)
		}

		e.must(200, "DELETE", w.labsURL, "", w.admin)
		e.wantTotals("right after the deletion", lists(2, 0))
	})
}

// The post list's answers are kept, yet a post published or unpublished
// through the server shows at once, and a signed-in reader still sees the
// posts they liked.
func TestSharedAnswersFollowPostChanges(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		b := newBlogSite(t, e)
		lists := func(published float64) map[string]float64 {
			return map[string]float64{
				"/api/blogs":                        published,
				"/api/blogs?category=career-advice": published,
				"/api/blogs?tag=cv":                 1,
				"/api/blogs/category/career-advice": published,
			}
		}
		e.wantTotals("with one post published", lists(1))
		e.must(200, "PATCH", fmt.Sprintf("/api/blogs/%d/publish", b.draft), "", b.editor)
		e.wantTotals("right after publishing", lists(2))
		e.must(200, "PATCH", fmt.Sprintf("/api/blogs/%d/unpublish", b.draft), "", b.editor)
		e.wantTotals("right after unpublishing", lists(1))

		e.must(200, "POST", fmt.Sprintf("/api/blogs/%d/like", b.post), "", b.seeker)
		public := e.must(200, "GET", "/api/blogs", "", "").Body.String()
		if strings.Contains(public, `"isLiked":true`) {
			t.Fatalf("the public list marks a liked post: %s", public)
		}
		own := e.must(200, "GET", "/api/blogs", "", b.seeker).Body.String()
		if !strings.Contains(own, `"isLiked":true`) {
			t.Fatalf("the reader's list does not mark the post: %s", own)
		}
		if again := e.must(200, "GET", "/api/blogs", "", "").Body.String(); again != public {
			t.Fatalf("the public list changed after a signed-in read: %s", again)
		}
		// A search's ranking is kept by the store for a few seconds
		// (findRankedPosts), but the posts of its page are read again: a
		// post unpublished leaves the kept answer at once.
		search := "/api/blogs/search?q=two+pages"
		if a := e.must(200, "GET", search, "", "").Body.String(); !strings.Contains(a, "Writing a CV") {
			t.Fatalf("the search does not find the post: %s", a)
		}
		e.must(200, "PATCH", fmt.Sprintf("/api/blogs/%d/unpublish", b.post), "", b.editor)
		if a := e.must(200, "GET", search, "", "").Body.String(); strings.Contains(a, "Writing a CV") {
			t.Fatalf("the search still shows the unpublished post: %s", a)
		}
		// A draft is the editors' only, kept answers or not.
		e.must(403, "GET", "/api/blogs?status=draft", "", "")
		if own := e.must(200, "GET", "/api/blogs?status=draft", "", b.editor).Body.String(); !strings.Contains(own, "Interview tips") {
			t.Fatalf("the editor's drafts: %s", own)
		}
	})
}
