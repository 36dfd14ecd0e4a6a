package httpapi

import (
	"html/template"
	"net/url"
	"time"

	"jobportal/internal/jobportal"
)

// The first screen of an article's page (screens/article.html): the top of
// features/blog/pages/blog-article-page.tsx as a visitor who is not signed
// in sees it. It shows a publication date, which the app writes with Intl,
// so it is written in English only.

// articleScreen is what screens/article.html reads.
type articleScreen struct {
	Post *jobportal.Post
}

func newArticleScreen(p *jobportal.Post) *screen {
	return &screen{name: "article", data: articleScreen{Post: p}, langs: englishOnly}
}

// PostDay writes the day an article was published as formatDate of
// lib/format.ts does in English: Intl's medium date in Sri Lanka's time,
// "Dec 7, 2026"; nothing when it has none.
func (screenPage) PostDay(t *time.Time) string {
	if t == nil {
		return ""
	}
	return t.In(jobportal.SriLankaTime).Format("Jan 2, 2006")
}

// PostDateTime is the dateTime attribute the app gives the day: the
// publication time as the API sends it.
func (screenPage) PostDateTime(t *time.Time) string {
	if t == nil {
		return ""
	}
	b, err := t.MarshalJSON()
	if err != nil || len(b) < 2 {
		return ""
	}
	return string(b[1 : len(b)-1])
}

// PostCount writes one of an article's counts as the app does ("1 view",
// "12 likes"): kind is views, likes or comments.
func (p screenPage) PostCount(kind string, n int64) string {
	return p.T("blog:post."+kind, "count", int(n))
}

// PostReadTime writes an article's reading time ("4 min read").
func (p screenPage) PostReadTime(minutes int) string {
	return p.T("blog:post.readTime", "count", minutes)
}

// PostBody is an article's text as the app puts it in the page: the HTML
// the store keeps, which SanitizeContent cleaned when it was written.
func (screenPage) PostBody(p *jobportal.Post) template.HTML {
	return template.HTML(p.Content) // #nosec G203 -- cleaned by jobportal.SanitizeContent on every write
}

// CoverImage is an article's cover as the page's ResponsiveImage draws it
// before it has loaded (16 / 9, loaded at once).
func (screenPage) CoverImage(p *jobportal.Post) screenImage {
	im := newScreenImage(p.CoverImage, "", 16, 9, "(min-width: 1200px) 1152px, 100vw", responsiveWidths)
	im.Eager = true
	im.Class = "mx-auto max-w-5xl rounded-2xl"
	return im
}

// postMeta is what "post-byline" and "post-counts" read: the page (for
// its texts), the article and the classes the app adds.
type postMeta struct {
	screenPage
	Post  *jobportal.Post
	Class string
}

// PostMeta gives an article to the byline and counts templates.
func (p screenPage) PostMeta(post *jobportal.Post) postMeta {
	return postMeta{screenPage: p, Post: post}
}

// CategoryListPath is /blogs showing one category (categoryListPath of
// features/blog/list-params.ts).
func (screenPage) CategoryListPath(slug string) string {
	return "/blogs?" + url.Values{"category": {slug}}.Encode()
}
