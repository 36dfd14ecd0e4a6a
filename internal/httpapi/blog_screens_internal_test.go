package httpapi

import (
	"testing"
	"time"

	"jobportal/web"
)

func TestPostWording(t *testing.T) {
	texts, err := loadScreenTexts(web.Texts)
	if err != nil {
		t.Fatal(err)
	}
	p := screenPage{Lang: "en", texts: texts}
	for _, c := range []struct {
		at   string
		want string
	}{
		{"2026-12-07T10:00:00Z", "Dec 7, 2026"},
		// Past midnight in Sri Lanka (UTC+5:30) while still the day before in UTC.
		{"2026-03-31T19:00:00Z", "Apr 1, 2026"},
		{"2026-01-01T00:00:00+05:30", "Jan 1, 2026"},
	} {
		at, _ := time.Parse(time.RFC3339, c.at)
		if got := p.PostDay(&at); got != c.want {
			t.Errorf("PostDay(%s) = %q, want %q", c.at, got, c.want)
		}
	}
	if got := p.PostDay(nil); got != "" {
		t.Errorf("PostDay(nil) = %q", got)
	}
	at := time.Date(2026, 5, 4, 3, 2, 1, 500, time.UTC)
	if got := p.PostDateTime(&at); got != "2026-05-04T03:02:01.0000005Z" {
		t.Errorf("PostDateTime = %q", got)
	}
	for _, c := range []struct {
		kind string
		n    int64
		want string
	}{{"views", 0, "0 views"}, {"views", 1, "1 view"}, {"likes", 1, "1 like"}, {"likes", 12, "12 likes"}, {"comments", 2, "2 comments"}, {"views", 12345, "12345 views"}} {
		if got := p.PostCount(c.kind, c.n); got != c.want {
			t.Errorf("PostCount(%s, %d) = %q, want %q", c.kind, c.n, got, c.want)
		}
	}
	if got := p.PostReadTime(1); got != "1 min read" {
		t.Errorf("PostReadTime(1) = %q", got)
	}
	if got := p.CategoryListPath("career advice"); got != "/blogs?category=career+advice" {
		t.Errorf("CategoryListPath = %q", got)
	}
}
