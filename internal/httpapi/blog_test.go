package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

// blogSite is a server with an editor, two job seekers, a category, a tag,
// a published post with a cover and a draft.
type blogSite struct {
	*env
	editor, admin, seeker, other string
	category, tag                int64
	post, draft                  int64
	cover                        string
}

func newBlogSite(t *testing.T, e *env) *blogSite {
	t.Helper()
	b := &blogSite{env: e}
	b.editor = e.adminTokenAs("editor", jobportal.RoleEditor)
	b.admin = e.adminToken("admin")
	b.seeker = e.customerToken("seeker@example.lk")
	b.other = e.customerToken("other@example.lk")
	b.category = b.id(e.must(201, "POST", "/api/blogs/categories", `{"name":"Career Advice","description":"Getting hired"}`, b.editor))
	b.tag = b.id(e.must(201, "POST", "/api/blogs/tags", `{"name":"CV"}`, b.editor))
	a := e.sendForm("POST", "/api/blogs", b.editor, [][2]string{
		{"title", "Writing a CV for Sri Lankan employers"},
		{"content", `<h2>Start</h2><p onclick="steal()">Keep it to two pages.</p><script>alert(1)</script><img src="x" onerror="alert(1)">`},
		{"categoryId", fmt.Sprint(b.category)}, {"tagIds", fmt.Sprint(b.tag)}, {"published", "true"}, {"featured", "true"},
	}, formFile{"coverImage", "cover.jpg", testPhoto(t, 64, 48, 1)})
	wantStatus(t, a, http.StatusCreated)
	b.post = b.id(a)
	b.cover = a.data()["coverImage"].(string)
	b.draft = b.id(e.must(201, "POST", "/api/blogs",
		fmt.Sprintf(`{"title":"Interview tips, not ready","content":"<p>Draft words.</p>","categoryId":%d}`, b.category), b.editor))
	return b
}

func (b *blogSite) id(a answer) int64 { return int64(a.data()["id"].(float64)) }

func (b *blogSite) stored(id int64) *jobportal.Post {
	b.t.Helper()
	p, err := b.db.FindPost(ctxb, id)
	if err != nil {
		b.t.Fatal(err)
	}
	return p
}

func (b *blogSite) postCount() int {
	b.t.Helper()
	f := jobportal.BlogFilter{Status: jobportal.PostsAll}
	f.Normalize()
	_, n, err := b.db.ListPosts(ctxb, f)
	if err != nil {
		b.t.Fatal(err)
	}
	return n
}

func TestBlogWriting(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		b := newBlogSite(t, e)
		p := b.stored(b.post)

		t.Run("an editor's post is stored without scripts, handlers or foreign images", func(t *testing.T) {
			for _, bad := range []string{"script", "alert", "onclick", "onerror", "<img"} {
				if strings.Contains(p.Content, bad) {
					t.Fatalf("content %q holds %q", p.Content, bad)
				}
			}
			if !strings.Contains(p.Content, "<p>Keep it to two pages.</p>") || p.Excerpt != "Start Keep it to two pages." ||
				!p.Published || !p.Featured || p.Category == nil || len(p.Tags) != 1 || p.Author.Name != "Admin" {
				t.Fatalf("post %+v", p)
			}
			if !strings.HasPrefix(b.cover, "/media/img/") {
				t.Fatalf("cover %q", b.cover)
			}
		})
		before := b.postCount()
		b.run(t, []scenario{
			{name: "a visitor may not write posts", method: "POST", url: "/api/blogs", body: `{"title":"Hello there","content":"<p>x</p>"}`, wantStatus: 401},
			{name: "a customer may not write posts", method: "POST", url: "/api/blogs", body: `{"title":"Hello there","content":"<p>x</p>"}`, token: b.seeker, wantStatus: 403},
			{name: "a customer may not change posts", method: "PUT", url: fmt.Sprintf("/api/blogs/%d", b.post), body: `{"title":"Hello there","content":"<p>x</p>"}`, token: b.seeker, wantStatus: 403},
			{name: "a customer may not delete posts", method: "DELETE", url: fmt.Sprintf("/api/blogs/%d", b.post), token: b.seeker, wantStatus: 403},
			{name: "a customer may not unpublish posts", method: "PATCH", url: fmt.Sprintf("/api/blogs/%d/unpublish", b.post), token: b.seeker, wantStatus: 403},
			{name: "a customer may not make categories", method: "POST", url: "/api/blogs/categories", body: `{"name":"Spam"}`, token: b.seeker, wantStatus: 403},
			{name: "a customer may not rename tags", method: "PUT", url: fmt.Sprintf("/api/blogs/tags/%d", b.tag), body: `{"name":"Spam"}`, token: b.seeker, wantStatus: 403},
			{name: "a customer may not delete tags", method: "DELETE", url: fmt.Sprintf("/api/blogs/tags/%d", b.tag), token: b.seeker, wantStatus: 403},
			{name: "a customer may not delete categories", method: "DELETE", url: fmt.Sprintf("/api/blogs/categories/%d", b.category), token: b.seeker, wantStatus: 403},
			{name: "a post needs a title and content", method: "POST", url: "/api/blogs", body: `{"title":"","content":"<script>only()</script>"}`, token: b.editor, wantStatus: 422, wantFields: []string{"title", "content"}},
			{name: "an unknown category is refused", method: "POST", url: "/api/blogs", body: `{"title":"Hello there","content":"<p>x</p>","categoryId":999}`, token: b.editor, wantStatus: 422, wantFields: []string{"categoryId"}},
			{name: "an unknown field is refused", method: "POST", url: "/api/blogs", body: `{"title":"Hello there","content":"<p>x</p>","views":5}`, token: b.editor, wantStatus: 400},
			{name: "malformed JSON is refused", method: "POST", url: "/api/blogs", body: `{"title":`, token: b.editor, wantStatus: 400},
			{name: "a category of the same name is a conflict", method: "POST", url: "/api/blogs/categories", body: `{"name":"career advice"}`, token: b.editor, wantStatus: 409},
			{name: "a category in use is not deleted", method: "DELETE", url: fmt.Sprintf("/api/blogs/categories/%d", b.category), token: b.editor, wantStatus: 409},
			{name: "a tag needs a name", method: "POST", url: "/api/blogs/tags", body: `{"name":" "}`, token: b.editor, wantStatus: 422, wantFields: []string{"name"}},
			{name: "a missing post cannot be changed", method: "PUT", url: "/api/blogs/9999", body: `{"title":"Hello there","content":"<p>x</p>"}`, token: b.editor, wantStatus: 404},
			{name: "a missing post cannot be published", method: "PATCH", url: "/api/blogs/9999/publish", token: b.editor, wantStatus: 404},
		})
		t.Run("nothing was stored by the refused requests", func(t *testing.T) {
			if n := b.postCount(); n != before {
				t.Fatalf("%d posts, want %d", n, before)
			}
			if got := b.stored(b.post); got.Title != p.Title || !got.Published {
				t.Fatalf("post changed: %+v", got)
			}
		})
		t.Run("a cover that is not an image is a 415 and stores nothing", func(t *testing.T) {
			keys := len(b.blobKeys())
			a := b.sendForm("POST", "/api/blogs", b.editor, [][2]string{{"title", "Not an image"}, {"content", "<p>x</p>"}},
				formFile{"coverImage", "cover.png", []byte("<html>not a picture</html>")})
			wantStatus(t, a, http.StatusUnsupportedMediaType)
			if b.postCount() != before || len(b.blobKeys()) != keys {
				t.Fatal("a refused cover left something behind")
			}
		})
		t.Run("an editor publishes, unpublishes and edits a post", func(t *testing.T) {
			e := b.sub(t)
			d := e.must(200, "PATCH", fmt.Sprintf("/api/blogs/%d/publish", b.draft), "", b.editor).data()
			if d["published"] != true || d["publishedAt"] == nil {
				t.Fatalf("%v", d)
			}
			e.must(200, "PATCH", fmt.Sprintf("/api/blogs/%d/unpublish", b.draft), "", b.editor)
			d = e.must(200, "PUT", fmt.Sprintf("/api/blogs/%d", b.draft),
				`{"title":"Interview tips for Colombo firms","content":"<p>Research the firm.</p>","published":true}`, b.editor).data()
			if d["slug"] != "interview-tips-for-colombo-firms" || d["published"] != true || d["category"] != nil {
				t.Fatalf("%v", d)
			}
		})
		t.Run("an admin renames a tag and deletes it; its posts keep the rest", func(t *testing.T) {
			e := b.sub(t)
			d := e.must(200, "PUT", fmt.Sprintf("/api/blogs/tags/%d", b.tag), `{"name":"CV Writing"}`, b.admin).data()
			if d["slug"] != "cv-writing" {
				t.Fatalf("%v", d)
			}
			e.must(200, "DELETE", fmt.Sprintf("/api/blogs/tags/%d", b.tag), "", b.admin)
			if got := b.stored(b.post); len(got.Tags) != 0 {
				t.Fatalf("tags %+v", got.Tags)
			}
		})
		t.Run("deleting a post removes it and its cover", func(t *testing.T) {
			e := b.sub(t)
			e.must(200, "DELETE", fmt.Sprintf("/api/blogs/%d", b.post), "", b.editor)
			e.must(404, "GET", fmt.Sprintf("/api/blogs/%d", b.post), "", "")
			for _, k := range b.blobKeys() {
				if k == mediaKey(b.cover) {
					t.Fatal("the cover is still stored")
				}
			}
			e.must(200, "DELETE", fmt.Sprintf("/api/blogs/categories/%d", b.category), "", b.editor)
		})
	})
}

func TestBlogReading(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		b := newBlogSite(t, e)
		post, draft := fmt.Sprintf("/api/blogs/%d", b.post), fmt.Sprintf("/api/blogs/%d", b.draft)
		b.run(t, []scenario{
			{name: "the list shows published posts", method: "GET", url: "/api/blogs", wantStatus: 200, wantBody: `"total":1,"totalPages":1`},
			{name: "the list has pages of 12", method: "GET", url: "/api/blogs", wantStatus: 200, wantBody: `"limit":12`},
			{name: "a visitor may not ask for drafts", method: "GET", url: "/api/blogs?status=draft", wantStatus: 403},
			{name: "a customer may not ask for drafts", method: "GET", url: "/api/blogs?status=all", token: b.seeker, wantStatus: 403},
			{name: "an editor lists drafts", method: "GET", url: "/api/blogs?status=draft", token: b.editor, wantStatus: 200, wantBody: "Interview tips, not ready"},
			{name: "the list filters by category and tag", method: "GET", url: "/api/blogs?categories[]=career-advice&tags[]=cv&featured=true", wantStatus: 200, wantBody: `"total":1`},
			{name: "the list filters by read time and dates", method: "GET", url: "/api/blogs?readTime[min]=0&readTime[max]=60&dateRange[start]=2020-01-01", wantStatus: 200, wantBody: `"total":1`},
			{name: "the list sorts by likes", method: "GET", url: "/api/blogs?sortBy=likes&sortOrder=asc", wantStatus: 200},
			{name: "an unknown sort is a 422", method: "GET", url: "/api/blogs?sortBy=colour", wantStatus: 422, wantFields: []string{"sortBy"}},
			{name: "a read time beyond 60 is a 422", method: "GET", url: "/api/blogs?readTime[max]=90", wantStatus: 422, wantFields: []string{"readTime[max]"}},
			{name: "a date that is not a date is a 422", method: "GET", url: "/api/blogs?dateRange[end]=tomorrow", wantStatus: 422, wantFields: []string{"dateRange[end]"}},
			{name: "an unknown parameter is a 422", method: "GET", url: "/api/blogs?colour=red", wantStatus: 422, wantFields: []string{"colour"}},
			{name: "a published post is read by id", method: "GET", url: post, wantStatus: 200, wantBody: `"isLiked":false`},
			{name: "a draft is not found by a visitor", method: "GET", url: draft, wantStatus: 404},
			{name: "a draft is not found by a customer", method: "GET", url: draft, token: b.seeker, wantStatus: 404},
			{name: "an editor reads a draft", method: "GET", url: draft, token: b.editor, wantStatus: 200},
			{name: "an id that is not a number is not found", method: "GET", url: "/api/blogs/abc", wantStatus: 404},
			{name: "search finds words and marks them", method: "GET", url: "/api/blogs/search?q=pages", wantStatus: 200, wantBody: `\u003cmark\u003epages\u003c/mark\u003e`},
			{name: "search does not find drafts", method: "GET", url: "/api/blogs/search?q=draft", wantStatus: 200, wantBody: `"total":0`},
			{name: "search needs words", method: "GET", url: "/api/blogs/search?q=%20", wantStatus: 422, wantFields: []string{"q"}},
			{name: "the featured posts", method: "GET", url: "/api/blogs/featured", wantStatus: 200, wantBody: "Writing a CV"},
			{name: "a category's posts by slug", method: "GET", url: "/api/blogs/category/career-advice", wantStatus: 200, wantBody: `"total":1`},
			{name: "a category's posts by id", method: "GET", url: fmt.Sprintf("/api/blogs/category/%d", b.category), wantStatus: 200, wantBody: `"total":1`},
			{name: "an unknown category is not found", method: "GET", url: "/api/blogs/category/astrology", wantStatus: 404},
			{name: "a tag's posts", method: "GET", url: "/api/blogs/tag/cv", wantStatus: 200, wantBody: `"total":1`},
			{name: "categories with their published posts counted", method: "GET", url: "/api/blogs/categories", wantStatus: 200, wantBody: `"postCount":1`},
			{name: "tags with their posts counted", method: "GET", url: "/api/blogs/tags", wantStatus: 200, wantBody: `"slug":"cv","postCount":1`},
			{name: "a view of a published post is counted", method: "POST", url: post + "/view", wantStatus: 200},
			{name: "a view of a draft is not", method: "POST", url: draft + "/view", wantStatus: 404},
			{name: "the feed lists the newest posts", method: "GET", url: "/blogs.rss", wantStatus: 200, wantBody: "<title>Writing a CV for Sri Lankan employers</title>"},
			{name: "the feed of a category", method: "GET", url: "/blogs.rss?category=career-advice", wantStatus: 200, wantBody: "Career Advice"},
		})
		t.Run("the feed of an unknown category is a 404 in plain text", func(t *testing.T) {
			if a := b.sub(t).do("GET", "/blogs.rss?category=astrology", "", ""); a.Code != 404 || !strings.Contains(a.Body.String(), "no such category") {
				t.Fatalf("%d %s", a.Code, a.Body.String())
			}
		})
		t.Run("a counted view is written at once", func(t *testing.T) {
			if v := b.stored(b.post).Views; v != 1 {
				t.Fatalf("views %d", v)
			}
		})
		t.Run("an article's page carries its head, and a draft's is a 404", func(t *testing.T) {
			e := b.sub(t)
			a := e.do("GET", fmt.Sprintf("/blogs/%d/old-slug", b.post), "", "")
			body := a.Body.String()
			for _, want := range []string{`<link rel="canonical" href="https://jobs.example.lk/blogs/` + fmt.Sprint(b.post) + `/writing-a-cv-for-sri-lankan-employers"`,
				`"@type":"BlogPosting"`, `og:image" content="https://jobs.example.lk/media/img/`, "<title>Writing a CV for Sri Lankan employers – JobPortal</title>"} {
				if a.Code != 200 || !strings.Contains(body, want) {
					t.Fatalf("%d: %s lacks %s", a.Code, body, want)
				}
			}
			if a := e.do("GET", fmt.Sprintf("/blogs/%d", b.draft), "", ""); a.Code != 404 {
				t.Fatalf("draft page %d", a.Code)
			}
			if a := e.do("GET", "/job-Article", "", ""); a.Code != 200 || !strings.Contains(a.Body.String(), "Writing a CV") {
				t.Fatalf("/job-Article %d %s", a.Code, a.Body.String())
			}
			e.must(201, "POST", "/api/blogs/tags", `{"name":"Unused tag"}`, b.editor)
			sitemap := e.do("GET", "/sitemap.xml", "", "").Body.String()
			if !strings.Contains(sitemap, fmt.Sprintf("/blogs/%d/writing-a-cv", b.post)) || strings.Contains(sitemap, fmt.Sprintf("/blogs/%d/", b.draft)) {
				t.Fatalf("sitemap %s", sitemap)
			}
			// A tag with a published post has its page listed; a tag with none does not.
			if !strings.Contains(sitemap, "/blogs/tag/cv</loc><xhtml:link") || strings.Contains(sitemap, "/blogs/tag/unused-tag") {
				t.Fatalf("sitemap's tags %s", sitemap)
			}
		})
	})
}

func TestBlogReactionsAndComments(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		b := newBlogSite(t, e)
		post, draft := fmt.Sprintf("/api/blogs/%d", b.post), fmt.Sprintf("/api/blogs/%d", b.draft)
		b.run(t, []scenario{
			{name: "a visitor may not like", method: "POST", url: post + "/like", wantStatus: 401},
			{name: "an admin may not like", method: "POST", url: post + "/like", token: b.admin, wantStatus: 403},
			{name: "a customer likes a post", method: "POST", url: post + "/like", token: b.seeker, wantStatus: 200, wantBody: fmt.Sprintf(`"data":{"id":%d,"likesCount":1,"isLiked":true,"isBookmarked":false}`, b.post)},
			{name: "liking twice is still one like", method: "POST", url: post + "/like", token: b.seeker, wantStatus: 200, wantBody: `"likesCount":1,"isLiked":true`},
			{name: "unliking a post never liked changes nothing", method: "DELETE", url: post + "/like", token: b.other, wantStatus: 200, wantBody: `"likesCount":1,"isLiked":false`},
			{name: "a draft cannot be liked", method: "POST", url: draft + "/like", token: b.seeker, wantStatus: 404},
			{name: "a customer bookmarks a post", method: "POST", url: post + "/bookmark", token: b.seeker, wantStatus: 200, wantBody: `"isLiked":true,"isBookmarked":true`},
			{name: "bookmarking twice changes nothing", method: "POST", url: post + "/bookmark", token: b.seeker, wantStatus: 200, wantBody: `"isBookmarked":true`},
			{name: "the customer's saved articles", method: "GET", url: "/api/user/bookmarked-blogs", token: b.seeker, wantStatus: 200, wantBody: `"isBookmarked":true`},
			{name: "another's saved articles are their own", method: "GET", url: "/api/user/bookmarked-blogs", token: b.other, wantStatus: 200, wantBody: `"total":0`},
			{name: "a visitor has no saved articles", method: "GET", url: "/api/user/bookmarked-blogs", wantStatus: 401},
			{name: "the post shows the reader's flags", method: "GET", url: post, token: b.seeker, wantStatus: 200, wantBody: `"isLiked":true,"isBookmarked":true`},
			{name: "a customer unbookmarks", method: "DELETE", url: post + "/bookmark", token: b.seeker, wantStatus: 200, wantBody: `"isBookmarked":false`},
			{name: "a customer unlikes", method: "DELETE", url: post + "/like", token: b.seeker, wantStatus: 200, wantBody: `"likesCount":0,"isLiked":false`},
			{name: "unliking again stays at zero", method: "DELETE", url: post + "/like", token: b.seeker, wantStatus: 200, wantBody: `"likesCount":0`},
			{name: "a visitor may not comment", method: "POST", url: post + "/comments", body: `{"text":"Hi"}`, wantStatus: 401},
			{name: "an editor may not comment", method: "POST", url: post + "/comments", body: `{"text":"Hi"}`, token: b.editor, wantStatus: 403},
			{name: "an empty comment is a 422", method: "POST", url: post + "/comments", body: `{"text":"  "}`, token: b.seeker, wantStatus: 422, wantFields: []string{"text"}},
			{name: "a 20,000-character comment is a 422", method: "POST", url: post + "/comments", body: `{"text":"` + strings.Repeat("a", 20000) + `"}`, token: b.seeker, wantStatus: 422, wantFields: []string{"text"}},
			{name: "a comment with an unknown field is a 400", method: "POST", url: post + "/comments", body: `{"text":"Hi","likes":3}`, token: b.seeker, wantStatus: 400},
			{name: "a draft cannot be commented on", method: "POST", url: draft + "/comments", body: `{"text":"Hi"}`, token: b.seeker, wantStatus: 404},
			{name: "a customer comments", method: "POST", url: post + "/comments", body: `{"text":"Very useful.\nThank you!"}`, token: b.seeker, wantStatus: 201, wantBody: "Comment added successfully"},
			{name: "another customer comments", method: "POST", url: post + "/comments", body: `{"text":"<b>Agreed</b>"}`, token: b.other, wantStatus: 201},
			{name: "comments come oldest first, as text", method: "GET", url: post + "/comments", wantStatus: 200, wantBody: `"text":"Very useful.\nThank you!"`},
			{name: "a draft's comments are not found", method: "GET", url: draft + "/comments", wantStatus: 404},
		})
		comments, err := b.db.ListComments(ctxb, b.post, jobportal.NewPage(1, 10))
		if err != nil || len(comments) != 2 || comments[1].Text != "<b>Agreed</b>" {
			t.Fatalf("%v %+v", err, comments)
		}
		mine, theirs := fmt.Sprintf("%s/comments/%d", post, comments[0].ID), fmt.Sprintf("%s/comments/%d", post, comments[1].ID)
		b.run(t, []scenario{
			{name: "editing another's comment is a 403", method: "PUT", url: theirs, body: `{"text":"Changed"}`, token: b.seeker, wantStatus: 403},
			{name: "deleting another's comment is a 403", method: "DELETE", url: theirs, token: b.seeker, wantStatus: 403},
			{name: "a comment of another post is not found", method: "PUT", url: fmt.Sprintf("%s/comments/%d", draft, comments[0].ID), body: `{"text":"x"}`, token: b.seeker, wantStatus: 404},
			{name: "editing to nothing is a 422", method: "PUT", url: mine, body: `{"text":""}`, token: b.seeker, wantStatus: 422},
		})
		t.Run("the refused changes left the comments as they were", func(t *testing.T) {
			got, _ := b.db.ListComments(ctxb, b.post, jobportal.NewPage(1, 10))
			if len(got) != 2 || got[0].Text != comments[0].Text || got[1].Text != comments[1].Text || b.stored(b.post).CommentsCount != 2 {
				t.Fatalf("%+v", got)
			}
		})
		b.run(t, []scenario{
			{name: "the author edits their comment", method: "PUT", url: mine, body: `{"text":"Changed my mind"}`, token: b.seeker, wantStatus: 200, wantBody: `"edited":true`},
			{name: "the author deletes their comment", method: "DELETE", url: mine, token: b.seeker, wantStatus: 200},
			{name: "an editor deletes another's comment", method: "DELETE", url: theirs, token: b.editor, wantStatus: 200},
			{name: "a deleted comment is not found", method: "DELETE", url: theirs, token: b.editor, wantStatus: 404},
			{name: "the count follows", method: "GET", url: post, wantStatus: 200, wantBody: `"commentsCount":0`},
		})
	})
}

// An article and its comments are kept for visitors (answers.go), yet a
// comment written and a post unpublished through the server show at once,
// and a signed-in reader still sees that they liked the post.
func TestArticleAnswersAreKeptYetFollowChanges(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		b := newBlogSite(t, e)
		post := fmt.Sprintf("/api/blogs/%d", b.post)
		comments := post + "/comments"
		if a := e.must(200, "GET", comments, "", "").Body.String(); !strings.Contains(a, `"total":0`) {
			t.Fatalf("the comments before any: %s", a)
		}
		e.must(200, "GET", post, "", "")

		e.must(201, "POST", comments, `{"text":"Two pages is right."}`, b.seeker)
		if a := e.must(200, "GET", comments, "", "").Body.String(); !strings.Contains(a, "Two pages is right.") {
			t.Fatalf("the comments right after one was written: %s", a)
		}
		if a := e.must(200, "GET", post, "", "").Body.String(); !strings.Contains(a, `"commentsCount":1`) {
			t.Fatalf("the article right after a comment: %s", a)
		}

		e.must(200, "POST", post+"/like", "", b.seeker)
		public := e.must(200, "GET", post, "", "").Body.String()
		if strings.Contains(public, `"isLiked":true`) {
			t.Fatalf("the public article marks a like: %s", public)
		}
		if own := e.must(200, "GET", post, "", b.seeker).Body.String(); !strings.Contains(own, `"isLiked":true`) {
			t.Fatalf("the reader's article does not mark the like: %s", own)
		}
		if again := e.must(200, "GET", post, "", "").Body.String(); again != public {
			t.Fatalf("the public article changed after a signed-in read: %s", again)
		}

		e.must(200, "PATCH", post+"/unpublish", "", b.editor)
		e.must(404, "GET", post, "", "")
		e.must(404, "GET", comments, "", "")
		e.must(200, "GET", post, "", b.editor)
	})
}
