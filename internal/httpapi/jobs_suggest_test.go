package httpapi_test

import (
	"context"
	"net/url"
	"slices"
	"strings"
	"testing"
)

// Suggestions as a search is typed (GET /api/jobs/suggest), and a search's
// words corrected when misspelt (didYouMean of GET /api/jobs/search).
func TestJobSuggestAndDidYouMean(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		e.postJob(admin, true, set("title", "Accountant"), set("companyName", "Lanka Traders"))
		e.postJob(admin, true, set("title", "ගුරු පුරප්පාඩු - ගාල්ල"), set("location", "Galle"), set("companyName", "Southern Schools"),
			set("description", "ඉංග්\u200dරීසි ගුරුවරුන් බඳවා ගැනේ."))
		e.postJob(admin, true, set("title", "ஆசிரியர் வேலை"), set("location", "Jaffna"), set("companyName", "Northern Schools"), set("description", "ஆங்கில ஆசிரியர் தேவை."))
		// The lexicon of the titles is made in the background; here, now.
		e.db.RefreshSearchWords(context.Background())

		suggest := func(q string) []string {
			t.Helper()
			a := e.must(200, "GET", "/api/jobs/suggest?q="+url.QueryEscape(q), "", "")
			var texts []string
			for _, s := range a.body["data"].([]any) {
				texts = append(texts, s.(map[string]any)["text"].(string))
			}
			return texts
		}
		t.Run("suggestions come in the three scripts, at most eight, kept a minute by the browser", func(t *testing.T) {
			e := e.sub(t)
			got := suggest("gur")
			for _, want := range []string{"teacher", "ගුරු", "ஆசிரியர்"} {
				if !slices.Contains(got, want) {
					t.Fatalf("suggestions %q, missing %q", got, want)
				}
			}
			if got := suggest("a"); len(got) != 0 {
				t.Fatalf("one letter got %q", got)
			}
			if got := suggest("ac"); len(got) == 0 || len(got) > 8 || got[0] != "accountant" {
				t.Fatalf("suggestions of ac: %q", got)
			}
			a := e.must(200, "GET", "/api/jobs/suggest?q=acc", "", "")
			if cc := a.Header().Get("Cache-Control"); cc != "public, max-age=60" {
				t.Fatalf("Cache-Control %q", cc)
			}
			if s := a.body["data"].([]any)[0].(map[string]any); s["script"] != "en" {
				t.Fatalf("first suggestion %v", s)
			}
		})
		e.run(t, []scenario{
			{name: "a suggestion needs q", method: "GET", url: "/api/jobs/suggest", wantStatus: 422,
				wantFields: []string{"q"}, wantBody: "Type a few letters to get suggestions."},
			{name: "a blank q is refused", method: "GET", url: "/api/jobs/suggest?q=%20%20", wantStatus: 422,
				wantFields: []string{"q"}},
			{name: "a huge q is refused", method: "GET", url: "/api/jobs/suggest?q=" + strings.Repeat("a", 101), wantStatus: 422,
				wantFields: []string{"q"}, wantBody: "q must be at most 100 characters."},
			{name: "q given twice is refused", method: "GET", url: "/api/jobs/suggest?q=ab&q=cd", wantStatus: 422,
				wantFields: []string{"q"}},
			{name: "an unknown parameter is named", method: "GET", url: "/api/jobs/suggest?q=ab&limit=50", wantStatus: 422,
				wantFields: []string{"limit"}},
			{name: "control characters are refused", method: "GET", url: "/api/jobs/suggest?q=ab%00cd", wantStatus: 422,
				wantFields: []string{"q"}, wantBody: "control character"},
			{name: "bytes that are not UTF-8 are refused", method: "GET", url: "/api/jobs/suggest?q=ab%ff", wantStatus: 422,
				wantFields: []string{"q"}, wantBody: "not valid UTF-8"},
			{name: "punctuation alone has nothing to complete", method: "GET", url: "/api/jobs/suggest?q=%22%27%3B--",
				wantStatus: 200, wantBody: `"data":[]`},
		})
		t.Run("a misspelt search offers the words corrected", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/jobs/search?q=acountant", "", "")
			if a.body["didYouMean"] != "accountant" || a.body["total"] != 0.0 {
				t.Fatalf("answer %s", a.Body.String())
			}
			a = e.must(200, "GET", "/api/jobs/search?q=rakiay+gurru", "", "")
			if a.body["didYouMean"] != "rakiya gurru" {
				t.Fatalf("answer %s", a.Body.String())
			}
		})
		t.Run("a search of known words has no didYouMean", func(t *testing.T) {
			e := e.sub(t)
			for _, q := range []string{"accountant", "guru", "velai", "ගුරු"} {
				a := e.must(200, "GET", "/api/jobs/search?q="+url.QueryEscape(q), "", "")
				if _, ok := a.body["didYouMean"]; ok || a.body["total"] == 0.0 {
					t.Fatalf("%s: answer %s", q, a.Body.String())
				}
			}
		})
		t.Run("a huge or empty search is still refused as before", func(t *testing.T) {
			e := e.sub(t)
			e.must(422, "GET", "/api/jobs/search?q="+strings.Repeat("acountant+", 30), "", "")
			e.must(422, "GET", "/api/jobs/search?q=%20", "", "")
		})
	})
}
