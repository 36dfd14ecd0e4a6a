package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"jobportal/internal/jobportal"
)

// blogRoutes registers the blog: its lists, search, articles, the
// customers' likes, bookmarks and comments, the editors' writing and
// publishing, categories and tags, the heads of article pages, the posts'
// part of the sitemap and their RSS feed. A literal segment wins over
// {id}, so /api/blogs/search is never read as a post's id; the two-wildcard
// patterns are dispatched (dispatch.go), since /api/blogs/category/{c} and
// /api/blogs/{id}/comments would otherwise overlap. An article and its
// comments answer everyone without a token the same (a post that is not
// published is not found for them; likes and bookmarks are marked only for a
// signed-in reader), so their answers are kept like the lists' (answers.go).
func (s *Server) blogRoutes(r *router) {
	r.sharedAPI("GET /api/blogs", s.handlePostList)
	r.api("POST /api/blogs", s.admin(s.handlePostCreate))
	r.sharedAPI("GET /api/blogs/search", s.handlePostSearch)
	r.api("GET /api/blogs/featured", s.handlePostsFeatured)
	r.api("GET /api/blogs/categories", s.handleCategoryList)
	r.api("POST /api/blogs/categories", s.admin(createTerm[jobportal.CategoryInput](s.db.CreateCategory, "Category created.")))
	r.api("GET /api/blogs/tags", s.handleTagList)
	s.blogAdminRoutes(r)
	r.api("POST /api/blogs/tags", s.admin(createTerm[jobportal.TagInput](s.db.CreateTag, "Tag created.")))
	r.sharedDispatch("GET /api/blogs/{list}/{value}",
		subRoute{"GET /api/blogs/category/{c}", s.handlePostsByCategory},
		subRoute{"GET /api/blogs/tag/{t}", s.handlePostsByTag})
	r.api("PUT /api/blogs/categories/{id}", s.admin(updateTerm[jobportal.CategoryInput]("Category not found.", s.db.UpdateCategory, "Category updated.")))
	r.api("PUT /api/blogs/tags/{id}", s.admin(updateTerm[jobportal.TagInput]("Tag not found.", s.db.UpdateTag, "Tag updated.")))
	r.dispatch("DELETE /api/blogs/{list}/{value}",
		subRoute{"DELETE /api/blogs/categories/{id}", s.admin(s.handleCategoryDelete)},
		subRoute{"DELETE /api/blogs/tags/{id}", s.admin(s.handleTagDelete)})
	r.sharedAPI("GET /api/blogs/{id}", s.handlePostGet)
	r.api("PUT /api/blogs/{id}", s.admin(s.handlePostUpdate))
	r.api("DELETE /api/blogs/{id}", s.admin(s.handlePostDelete))
	r.api("PATCH /api/blogs/{id}/publish", s.admin(s.handlePostPublish(true)))
	r.api("PATCH /api/blogs/{id}/unpublish", s.admin(s.handlePostPublish(false)))
	r.api("POST /api/blogs/{id}/view", s.handlePostView)
	r.api("POST /api/blogs/{id}/like", s.customer(s.handlePostReaction(s.db.LikePost, "You liked this post.")))
	r.api("DELETE /api/blogs/{id}/like", s.customer(s.handlePostReaction(s.db.UnlikePost, "You no longer like this post.")))
	r.api("POST /api/blogs/{id}/bookmark", s.customer(s.handlePostReaction(s.db.BookmarkPost, "Saved to your articles.")))
	r.api("DELETE /api/blogs/{id}/bookmark", s.customer(s.handlePostReaction(s.db.UnbookmarkPost, "Removed from your saved articles.")))
	r.api("GET /api/user/bookmarked-blogs", s.customer(s.handleBookmarkedPosts))
	r.sharedAPI("GET /api/blogs/{id}/comments", s.handleCommentList)
	r.api("POST /api/blogs/{id}/comments", s.customer(s.handleCommentCreate))
	r.api("PUT /api/blogs/{id}/comments/{commentId}", s.customer(s.handleCommentUpdate))
	r.api("DELETE /api/blogs/{id}/comments/{commentId}", s.signedIn(s.handleCommentDelete))
	r.handle("GET /blogs.rss", compress(http.HandlerFunc(s.handleBlogRSS)))
	r.pageHead("blogs", blogPages{s})
	r.pageHead("job-Article", jobArticlePage{s})
	r.sitemap(blogSitemap{s})
	r.sitemap(tagSitemap{s})
}

const postNotFound = "Blog post not found."

// writersOnly is the answer to an account that may not write posts.
var writersOnly = jobportal.Errorf(jobportal.EFORBIDDEN, "Only the blog's editors and admins may do this.")

// parseBlogFilter reads a blog list's filter from a query string, in SPEC's
// names (categories[], tags[], authors[], dateRange[start], dateRange[end],
// readTime[min], readTime[max], featured) and the plainer ones beside them.
func parseBlogFilter(q url.Values) (jobportal.BlogFilter, error) {
	r := newQueryReader(q)
	f := jobportal.BlogFilter{
		Keyword:    r.str("q", "keyword", "search"),
		Categories: r.list("categories", "categories[]", "category"),
		Tags:       r.list("tags", "tags[]", "tag"),
		DateStart:  r.str("dateRange[start]", "startDate"),
		DateEnd:    r.str("dateRange[end]", "endDate"),
		Status:     r.str("status"),
		SortBy:     r.str("sortBy"),
		SortOrder:  r.str("sortOrder"),
		Page:       r.count("page"),
		Limit:      r.count("limit"),
	}
	for _, a := range r.list("authors", "authors[]", "author") {
		id, err := strconv.ParseInt(a, 10, 64)
		if err != nil {
			r.p.Add("authors", "Give authors by their ids.")
			break
		}
		f.Authors = append(f.Authors, id)
	}
	minutes := func(names ...string) *int {
		n := r.number(names...)
		if n == nil {
			return nil
		}
		v := int(min(max(*n, -1), jobportal.MaxReadTimeFilter+1))
		return &v
	}
	f.ReadTimeMin = minutes("readTime[min]", "minReadTime")
	f.ReadTimeMax = minutes("readTime[max]", "maxReadTime")
	switch v := strings.ToLower(r.str("featured")); v {
	case "", "false":
	case "true":
		f.Featured = true
	default:
		r.p.Add("featured", "featured must be true or false.")
	}
	f.Normalize()
	return f, r.err(f.Validate())
}

// readPostFilter reads a list's filter and checks that only those who write
// posts ask for drafts.
func (s *Server) readPostFilter(r *http.Request) (jobportal.BlogFilter, *account, error) {
	f, err := parseBlogFilter(r.URL.Query())
	if err != nil {
		return f, nil, err
	}
	a, err := s.viewer(r)
	if err != nil {
		return f, nil, err
	}
	if f.Status != jobportal.PostsPublished && !jobportal.CanWritePosts(a.actor()) {
		return f, nil, jobportal.Errorf(jobportal.EFORBIDDEN, "Only the blog's editors see drafts.")
	}
	return f, a, nil
}

// withReactions sets a signed-in customer's flags on posts.
func (s *Server) withReactions(ctx context.Context, a *account, posts []*jobportal.Post) error {
	if a == nil || a.Customer == nil {
		return nil
	}
	return s.db.LoadReactions(ctx, a.Customer.ID, posts)
}

func (s *Server) handlePostList(w http.ResponseWriter, r *http.Request) {
	f, a, err := s.readPostFilter(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.listPosts(w, r, a, f, s.db.ListPosts)
}

func (s *Server) handlePostSearch(w http.ResponseWriter, r *http.Request) {
	f, a, err := s.readPostFilter(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.listPosts(w, r, a, f, s.db.SearchPosts)
}

// handlePostsByCategory lists the posts of a category, named by its slug or id.
func (s *Server) handlePostsByCategory(w http.ResponseWriter, r *http.Request) {
	s.postsByTerm(w, r, r.PathValue("c"), s.db.CategorySlug, func(f *jobportal.BlogFilter, slug string) {
		f.Categories = []string{slug}
	})
}

// handlePostsByTag lists the posts with a tag, named by its slug or id.
func (s *Server) handlePostsByTag(w http.ResponseWriter, r *http.Request) {
	s.postsByTerm(w, r, r.PathValue("t"), s.db.TagSlug, func(f *jobportal.BlogFilter, slug string) {
		f.Tags = []string{slug}
	})
}

func (s *Server) postsByTerm(w http.ResponseWriter, r *http.Request, name string,
	find func(context.Context, string) (string, error), set func(*jobportal.BlogFilter, string)) {
	f, a, err := s.readPostFilter(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	slug, err := find(r.Context(), name)
	if err != nil {
		Error(w, r, err)
		return
	}
	set(&f, slug)
	s.listPosts(w, r, a, f, s.db.ListPosts)
}

func (s *Server) listPosts(w http.ResponseWriter, r *http.Request, a *account, f jobportal.BlogFilter,
	find func(context.Context, jobportal.BlogFilter) ([]*jobportal.Post, int, error)) {
	posts, total, err := find(r.Context(), f)
	if err == nil {
		err = s.withReactions(r.Context(), a, posts)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, posts, f.Paging(), total)
}

func (s *Server) handlePostsFeatured(w http.ResponseWriter, r *http.Request) {
	limit, err := parseShortLimit(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	a, err := s.viewer(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	posts, err := s.db.FeaturedPosts(r.Context(), limit)
	if err == nil {
		err = s.withReactions(r.Context(), a, posts)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, posts, limit)
}

func (s *Server) handleCategoryList(w http.ResponseWriter, r *http.Request) {
	if err := newQueryReader(r.URL.Query()).err(nil); err != nil {
		Error(w, r, err)
		return
	}
	list, err := s.db.ListCategories(r.Context())
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, list, 0)
}

func (s *Server) handleTagList(w http.ResponseWriter, r *http.Request) {
	if err := newQueryReader(r.URL.Query()).err(nil); err != nil {
		Error(w, r, err)
		return
	}
	list, err := s.db.ListTags(r.Context())
	if err != nil {
		Error(w, r, err)
		return
	}
	respondWhole(w, list, 0)
}

// visiblePost returns the post of the request's path when the account may
// see it: a draft is "not found" to all but those who write posts.
func (s *Server) visiblePost(r *http.Request) (*jobportal.Post, *account, error) {
	id, err := pathID(r, "id", postNotFound)
	if err != nil {
		return nil, nil, err
	}
	a, err := s.viewer(r)
	if err != nil {
		return nil, nil, err
	}
	p, err := s.db.FindPost(r.Context(), id)
	if err != nil {
		return nil, nil, err
	}
	if !jobportal.CanSeePost(a.actor(), p) {
		return nil, nil, jobportal.Errorf(jobportal.ENOTFOUND, postNotFound)
	}
	return p, a, nil
}

// handlePostGet answers an article with its content. The slug of the page's
// address plays no part: the post is found by its id.
func (s *Server) handlePostGet(w http.ResponseWriter, r *http.Request) {
	p, a, err := s.visiblePost(r)
	if err == nil {
		err = s.withReactions(r.Context(), a, []*jobportal.Post{p})
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, p, "")
}

// handlePostView counts a view of a published post (views.go).
func (s *Server) handlePostView(w http.ResponseWriter, r *http.Request) {
	s.countView(w, r, postNotFound, s.db.PublishedPostExists, s.postViews)
}

// handlePostReaction answers a like, unlike, bookmark or unbookmark with
// the post's id, its likesCount and the customer's flags. Each is
// idempotent: doing it twice answers the same and changes nothing.
func (s *Server) handlePostReaction(react func(context.Context, int64, int64) (jobportal.PostReaction, error), message string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !jobportal.CanReactToPosts(actor(r)) {
			Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "Only customers like and save posts."))
			return
		}
		id, err := pathID(r, "id", postNotFound)
		if err != nil {
			Error(w, r, err)
			return
		}
		reaction, err := react(r.Context(), id, accountFrom(r.Context()).Customer.ID)
		if err != nil {
			Error(w, r, err)
			return
		}
		respond(w, http.StatusOK, reaction, message)
	}
}

func (s *Server) handleBookmarkedPosts(w http.ResponseWriter, r *http.Request) {
	q := newQueryReader(r.URL.Query())
	p := q.page()
	if q.count("limit") == 0 {
		p.Limit = jobportal.BlogPerPage
	}
	if err := q.err(p.Validate()); err != nil {
		Error(w, r, err)
		return
	}
	a := accountFrom(r.Context())
	posts, total, err := s.db.BookmarkedPosts(r.Context(), a.Customer.ID, p)
	if err == nil {
		err = s.withReactions(r.Context(), a, posts)
	}
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, posts, p, total)
}
