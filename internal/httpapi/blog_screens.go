package httpapi

import (
	"context"
	"html/template"
	"net/url"
	"regexp"
	"strconv"
	"strings"
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
	// Lead is true for the first card of a list that has a cover.
	Lead bool
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

// The first screen of /blogs (screens/blog-list.html): the top of
// features/blog/pages/blog-list-page.tsx as first drawn, with the state's
// defaults (grid view, filters hidden, sidebar shown): the header band, the
// search, the controls, the results' heading, the first cards and the
// sidebar.

// blogListCards is how many cards the first screen draws: two rows of
// three at 1280 px, more than a phone's first screen holds.
const blogListCards = 6

// blogSortOrders are BLOG_SORTS of features/blog/list-params.ts, but for
// relevance, which needs search words (a search has no first screen).
var blogSortOrders = map[string][2]string{
	"newest": {"publishedAt", "desc"},
	"views":  {"views", "desc"},
	"likes":  {"likes", "desc"},
	"title":  {"title", "asc"},
}

// blogSortNames are the sort menu's entries for a list without search words.
var blogSortNames = []string{"newest", "views", "likes", "title"}

// blogListParams is a /blogs address as readListParams of list-params.ts
// reads it.
type blogListParams struct {
	Categories, Tags []string
	Sort             string // "" for newest
	Page             int
}

// blogSlug is SLUG of list-params.ts.
var blogSlug = regexp.MustCompile(`^[\p{L}\p{N}-]{1,100}$`)

// readBlogListParams reads a /blogs query; ok is false unless the query is
// one the app keeps as it is (listSearch of what it reads gives it back)
// and has no search words.
func readBlogListParams(raw string) (p blogListParams, ok bool) {
	q, err := url.ParseQuery(raw)
	if err != nil {
		return p, false
	}
	for key := range q {
		switch key {
		case "category", "tag", "sort", "page":
		default:
			return p, false
		}
	}
	slugs := func(values []string) ([]string, bool) {
		seen := map[string]bool{}
		for _, v := range values {
			if !blogSlug.MatchString(v) || seen[v] {
				return nil, false
			}
			seen[v] = true
		}
		return values, true
	}
	var okC, okT bool
	p.Categories, okC = slugs(q["category"])
	p.Tags, okT = slugs(q["tag"])
	if !okC || !okT || len(q["sort"]) > 1 || len(q["page"]) > 1 {
		return p, false
	}
	p.Sort = q.Get("sort")
	if _, known := blogSortOrders[p.Sort]; p.Sort != "" && (!known || p.Sort == "newest") {
		return p, false
	}
	p.Page = 1
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 2 {
			return p, false
		}
		p.Page = n
	}
	return p, p.search() == raw
}

// search is listSearch of list-params.ts without its "?".
func (p blogListParams) search() string {
	var parts []string
	for _, s := range p.Categories {
		parts = append(parts, "category="+url.QueryEscape(s))
	}
	for _, s := range p.Tags {
		parts = append(parts, "tag="+url.QueryEscape(s))
	}
	if p.Sort != "" {
		parts = append(parts, "sort="+p.Sort)
	}
	if p.Page > 1 {
		parts = append(parts, "page="+strconv.Itoa(p.Page))
	}
	return strings.Join(parts, "&")
}

// apiQuery is the query of GET /api/blogs the page sends for the address
// (listQuery and blogQueryParams of the app).
func (p blogListParams) apiQuery() url.Values {
	v := url.Values{}
	for _, s := range p.Categories {
		v.Add("categories[]", s)
	}
	for _, s := range p.Tags {
		v.Add("tags[]", s)
	}
	if p.Sort != "" {
		order := blogSortOrders[p.Sort]
		v.Set("sortBy", order[0])
		v.Set("sortOrder", order[1])
	}
	if p.Page > 1 {
		v.Set("page", strconv.Itoa(p.Page))
	}
	v.Set("limit", "12")
	return v
}

// blogListScreen is what screens/blog-list.html reads.
type blogListScreen struct {
	Filtered bool
	Sort     string
	Sorts    []string
	Total    int
	Posts    []*jobportal.Post
	Sidebar  blogSidebar
}

// blogSidebar is the list's sidebar (components/blog-sidebar.tsx) with
// what the page asks for it: the most viewed and the newest articles,
// the categories and the tags, and those of the address marked.
type blogSidebar struct {
	Popular, Recent  []*jobportal.Post
	Categories       []*jobportal.Category
	Tags             []*jobportal.Tag
	ActiveCategories map[string]bool
	ActiveTags       map[string]bool
}

// blogSidebarCount is SIDEBAR_COUNT of features/blog/blog-thunks.ts.
const blogSidebarCount = "5"

func (s *Server) blogSidebarOf(ctx context.Context, params blogListParams) (blogSidebar, error) {
	side := blogSidebar{ActiveCategories: map[string]bool{}, ActiveTags: map[string]bool{}}
	for _, c := range params.Categories {
		side.ActiveCategories[c] = true
	}
	for _, t := range params.Tags {
		side.ActiveTags[t] = true
	}
	for _, l := range []struct {
		q    url.Values
		into *[]*jobportal.Post
	}{
		{url.Values{"sortBy": {"views"}, "sortOrder": {"desc"}, "limit": {blogSidebarCount}}, &side.Popular},
		{url.Values{"limit": {blogSidebarCount}}, &side.Recent},
	} {
		f, err := parseBlogFilter(l.q)
		if err != nil {
			return side, err
		}
		if *l.into, _, err = s.db.ListPosts(ctx, f); err != nil {
			return side, err
		}
	}
	var err error
	if side.Categories, err = s.db.ListCategories(ctx); err != nil {
		return side, err
	}
	side.Tags, err = s.db.ListTags(ctx)
	return side, err
}

// SidebarCount writes how many articles a category or tag has ("3 articles").
func (p screenPage) SidebarCount(n int) string { return p.T("blog:sidebar.count", "count", n) }

// TagListPath is /blogs showing one tag (tagListPath of list-params.ts).
func (screenPage) TagListPath(slug string) string {
	return "/blogs?" + url.Values{"tag": {slug}}.Encode()
}

// blogListScreenOf is the first screen of a /blogs query, or nil when the
// address has none: a search, an address the app would write otherwise, a
// list the API refuses, or an empty one.
func (s *Server) blogListScreenOf(ctx context.Context, raw string) (*screen, error) {
	params, ok := readBlogListParams(raw)
	if !ok {
		return nil, nil
	}
	f, err := parseBlogFilter(params.apiQuery())
	if err != nil {
		return nil, nil // the app shows the API's refusal
	}
	posts, total, err := s.db.ListPosts(ctx, f)
	if err != nil || len(posts) == 0 {
		return nil, err
	}
	sort := params.Sort
	if sort == "" {
		sort = "newest"
	}
	side, err := s.blogSidebarOf(ctx, params)
	if err != nil {
		return nil, err
	}
	d := blogListScreen{Filtered: len(params.Categories)+len(params.Tags) > 0, Sort: sort, Sorts: blogSortNames,
		Total: total, Posts: posts[:min(len(posts), blogListCards)], Sidebar: side}
	return &screen{name: "blog-list", data: d, langs: englishOnly}, nil
}

// CardImage is an article's cover in a card of the grid. The first card's
// cover is the largest picture of the first screen on a phone, so the
// lead card's (PostCard) is loaded at once and first; the others wait
// until they come near the screen.
func (screenPage) CardImage(p *jobportal.Post, lead bool) screenImage {
	im := newScreenImage(p.CoverImage, "", 16, 9, "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw", responsiveWidths)
	im.Class = "w-full"
	im.Eager = lead
	return im
}

// PostPath is an article's address (blogPath of lib/paths.ts).
func (screenPage) PostPath(p *jobportal.Post) string {
	if p.Slug == "" {
		return "/blogs/" + strconv.FormatInt(p.ID, 10)
	}
	return "/blogs/" + strconv.FormatInt(p.ID, 10) + "/" + url.PathEscape(p.Slug)
}

// PostCard gives an article of list to the card template, with the
// counts' classes. The lead card is the first one with a cover.
func (p screenPage) PostCard(post *jobportal.Post, list []*jobportal.Post) postMeta {
	lead := false
	for _, q := range list {
		if q.CoverImage != "" {
			lead = q == post
			break
		}
	}
	return postMeta{screenPage: p, Post: post, Class: "mt-auto pt-1", Lead: lead}
}

// sidebarView is what "blog-sidebar" reads.
type sidebarView struct {
	Page screenPage
	Side blogSidebar
}

// Sidebar gives the sidebar's lists to its template.
func (p screenPage) Sidebar(side blogSidebar) sidebarView { return sidebarView{Page: p, Side: side} }

// postLinks is what "blog-post-links" reads: a titled list of articles.
type postLinks struct {
	Page      screenPage
	ID, Title string
	Posts     []*jobportal.Post
}

// Links gives one of the sidebar's lists of articles to its template.
func (v sidebarView) Links(id, title string, posts []*jobportal.Post) postLinks {
	return postLinks{Page: v.Page, ID: id, Title: title, Posts: posts}
}
