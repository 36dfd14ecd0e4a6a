package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"jobportal/internal/jobportal"
)

// What search engines and feed readers see of the blog: the head of an
// article's page, the page /job-Article, the published posts in the
// sitemap, and /blogs.rss.

// blogPages writes the head of /blogs/{id} and /blogs/{id}/{slug}, and of a
// tag's page, /blogs/tag/{slug}, and has /blogs drawn with index.html's head;
// an article's slug plays no part, and the canonical address carries the
// current one.
type blogPages struct{ s *Server }

func (blogPages) match(rest []string) bool { return len(rest) <= 2 }

func (p blogPages) head(ctx context.Context, rest []string) (pageHead, error) {
	if len(rest) == 0 {
		return p.listHead(ctx)
	}
	if len(rest) == 2 && rest[0] == "tag" {
		return p.tagHead(ctx, rest[1])
	}
	id, err := strconv.ParseInt(rest[0], 10, 64)
	if err != nil || id <= 0 {
		return pageHead{}, jobportal.Errorf(jobportal.ENOTFOUND, postNotFound)
	}
	post, err := p.s.db.FindPost(ctx, id)
	if err != nil {
		return pageHead{}, err
	}
	if !post.Published {
		return pageHead{}, jobportal.Errorf(jobportal.ENOTFOUND, postNotFound)
	}
	return postHead(p.s.cfg.BaseURL, post), nil
}

// listHead is the page /blogs: index.html's own head.
func (p blogPages) listHead(context.Context) (pageHead, error) { return pageHead{}, nil }

// tagHead is the page of a tag's articles, /blogs/tag/{slug}: only the
// tag's slug names it (as GET /blogs/tag/{t} takes a slug or an id, the
// page takes the one address the app links to).
func (p blogPages) tagHead(ctx context.Context, slug string) (pageHead, error) {
	tags, err := p.s.db.ListTags(ctx)
	if err != nil {
		return pageHead{}, err
	}
	for _, t := range tags {
		if t.Slug == slug {
			return pageHead{Title: "Articles tagged “" + t.Name + "”",
				Description: "Articles on " + t.Name + " for job seekers and employers in Sri Lanka, newest first, on " + siteName + ".",
				Canonical:   p.s.cfg.BaseURL + "/blogs/tag/" + url.PathEscape(t.Slug), Paged: true}, nil
		}
	}
	return pageHead{}, jobportal.Errorf(jobportal.ENOTFOUND, "Tag not found.")
}

// jobArticlePage writes the head of /job-Article,
// which SPEC says "also shows the article page": it shows the newest
// featured article (the newest article when none is featured), and its
// canonical address is that article's own, so that search engines index the
// article once.
type jobArticlePage struct{ s *Server }

func (jobArticlePage) match(rest []string) bool { return len(rest) == 0 }

func (p jobArticlePage) head(ctx context.Context, _ []string) (pageHead, error) {
	post, err := p.s.jobArticle(ctx)
	if err != nil {
		return pageHead{}, err
	}
	return postHead(p.s.cfg.BaseURL, post), nil
}

// jobArticle is the article /job-Article shows; ENOTFOUND when nothing is published.
func (s *Server) jobArticle(ctx context.Context) (*jobportal.Post, error) {
	posts, err := s.db.FeaturedPosts(ctx, 1)
	if err == nil && len(posts) == 0 {
		posts, err = s.db.FeedPosts(ctx, "", 1)
	}
	if err != nil {
		return nil, err
	}
	if len(posts) == 0 {
		return nil, jobportal.Errorf(jobportal.ENOTFOUND, postNotFound)
	}
	return posts[0], nil
}

// postURL is the canonical address of an article's page, with its current slug.
func postURL(base string, p *jobportal.Post) string {
	return base + "/blogs/" + strconv.FormatInt(p.ID, 10) + "/" + url.PathEscape(p.Slug)
}

func postHead(base string, p *jobportal.Post) pageHead {
	return pageHead{Title: p.Title, Description: summary(p.Excerpt, metaDescriptionLength),
		Canonical: postURL(base, p), Image: mediaURL(base, p.CoverImage), LinkedData: blogPostingOf(base, p)}
}

// The schema.org BlogPosting of an article.
type (
	blogPosting struct {
		Context          string       `json:"@context"`
		Type             string       `json:"@type"`
		Headline         string       `json:"headline"`
		Description      string       `json:"description"`
		URL              string       `json:"url"`
		MainEntityOfPage string       `json:"mainEntityOfPage"`
		Image            string       `json:"image,omitempty"`
		DatePublished    string       `json:"datePublished,omitempty"`
		DateModified     string       `json:"dateModified"`
		Author           person       `json:"author"`
		Publisher        organization `json:"publisher"`
		ArticleSection   string       `json:"articleSection,omitempty"`
		Keywords         []string     `json:"keywords,omitempty"`
		TimeRequired     string       `json:"timeRequired"`
	}
	person struct {
		Type string `json:"@type"`
		Name string `json:"name"`
	}
)

func blogPostingOf(base string, p *jobportal.Post) blogPosting {
	author := p.Author.Name
	if author == "" {
		author = siteName
	}
	b := blogPosting{
		Context: "https://schema.org/", Type: "BlogPosting", Headline: p.Title, Description: p.Excerpt,
		URL: postURL(base, p), MainEntityOfPage: postURL(base, p), Image: mediaURL(base, p.CoverImage),
		DateModified: p.UpdatedAt.Format(time.RFC3339), Author: person{Type: "Person", Name: author},
		Publisher:    organization{Type: "Organization", Name: siteName, SameAs: base},
		TimeRequired: "PT" + strconv.Itoa(p.ReadTime) + "M",
	}
	if p.PublishedAt != nil {
		b.DatePublished = p.PublishedAt.Format(time.RFC3339)
	}
	if p.Category != nil {
		b.ArticleSection = p.Category.Name
	}
	for _, t := range p.Tags {
		b.Keywords = append(b.Keywords, t.Name)
	}
	return b
}

// blogSitemap lists every published post in the sitemap at its canonical
// address, in the order of the ids, with when it last changed.
type blogSitemap struct{ s *Server }

func (m blogSitemap) sitemapCount(ctx context.Context) (int, error) {
	return m.s.db.CountPublishedPosts(ctx)
}

// sitemapPages reads the published posts in batches (sitemapBatches).
func (m blogSitemap) sitemapPages(ctx context.Context, skip, n int, add func(string, time.Time)) error {
	return sitemapBatches(ctx, "/blogs/", skip, n, m.s.db.PublishedPostRefs, add)
}

// tagSitemap lists the page of every tag that has a published post, by the
// tags' names, with no lastmod (a tag's page changes with its posts, not
// with the tag). Tags are few (an editor makes each), so they are read whole.
type tagSitemap struct{ s *Server }

func (m tagSitemap) listed(ctx context.Context) ([]*jobportal.Tag, error) {
	tags, err := m.s.db.ListTags(ctx)
	if err != nil {
		return nil, err
	}
	listed := tags[:0]
	for _, t := range tags {
		if t.PostCount > 0 {
			listed = append(listed, t)
		}
	}
	return listed, nil
}

func (m tagSitemap) sitemapCount(ctx context.Context) (int, error) {
	tags, err := m.listed(ctx)
	return len(tags), err
}

func (m tagSitemap) sitemapPages(ctx context.Context, skip, n int, add func(string, time.Time)) error {
	tags, err := m.listed(ctx)
	if err != nil {
		return err
	}
	for i := skip; i < len(tags) && i < skip+n; i++ {
		add("/blogs/tag/"+url.PathEscape(tags[i].Slug), time.Time{})
	}
	return nil
}

// handleBlogRSS answers the newest published posts as RSS 2.0, of one
// category with ?category= (its slug or id).
func (s *Server) handleBlogRSS(w http.ResponseWriter, r *http.Request) {
	q := newQueryReader(r.URL.Query())
	category := q.str("category")
	if err := q.err(nil); err != nil {
		plainError(w, http.StatusUnprocessableEntity, "The blog feed takes only category, a category's slug.")
		return
	}
	ctx := r.Context()
	title := "Articles | " + siteName
	if category != "" {
		slug, err := s.db.CategorySlug(ctx, category)
		if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
			plainError(w, http.StatusNotFound, "There is no such category.")
			return
		} else if err != nil {
			Error(w, r, err)
			return
		}
		category = slug
	}
	posts, err := s.db.FeedPosts(ctx, category, feedSize)
	if err != nil {
		Error(w, r, err)
		return
	}
	base := s.cfg.BaseURL
	self := base + "/blogs.rss"
	if category != "" {
		self += "?category=" + url.QueryEscape(category)
		if len(posts) > 0 && posts[0].Category != nil {
			title = posts[0].Category.Name + " – " + title
		}
	}
	feed := rssFeed{Version: "2.0", Atom: "http://www.w3.org/2005/Atom", Channel: rssChannel{
		Title:         title,
		Link:          base + "/blogs",
		Description:   "Articles for job seekers and employers in Sri Lanka on " + siteName + ".",
		Language:      "en",
		LastBuildDate: time.Now().UTC().Format(time.RFC1123Z),
		TTL:           60,
		Self:          atomLink{Href: self, Rel: "self", Type: "application/rss+xml"},
		Items:         make([]rssItem, 0, len(posts)),
	}}
	for _, p := range posts {
		link := postURL(base, p)
		item := rssItem{Title: p.Title, Link: link, GUID: rssGUID{IsPermaLink: true, Value: link}, Description: p.Excerpt}
		if p.PublishedAt != nil {
			item.PubDate = p.PublishedAt.Format(time.RFC1123Z)
		}
		if p.Category != nil {
			item.Categories = append(item.Categories, p.Category.Name)
		}
		for _, t := range p.Tags {
			item.Categories = append(item.Categories, t.Name)
		}
		feed.Channel.Items = append(feed.Channel.Items, item)
	}
	s.writeRSS(w, r, feed)
}
