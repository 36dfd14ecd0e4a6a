package store_test

import (
	"strings"
	"sync"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// blogWorld is a database with an editor, a category, two tags and a reader.
type blogWorld struct {
	t        *testing.T
	db       *store.DB
	clk      *clock
	editor   *jobportal.AdminUser
	category *jobportal.Category
	cv, abro *jobportal.Tag
	reader   *jobportal.Customer
}

func newBlogWorld(t *testing.T, db *store.DB) *blogWorld {
	t.Helper()
	w := &blogWorld{t: t, db: db, clk: useClock(db)}
	w.editor = &jobportal.AdminUser{Username: "editor", Name: "Dilini Editor", Role: jobportal.RoleEditor}
	if err := db.CreateAdminUser(ctx, w.editor, "h"); err != nil {
		t.Fatal(err)
	}
	var err error
	if w.category, err = db.CreateCategory(ctx, jobportal.CategoryInput{Name: "Career Advice"}); err != nil {
		t.Fatal(err)
	}
	if w.cv, err = db.CreateTag(ctx, jobportal.TagInput{Name: "CV"}); err != nil {
		t.Fatal(err)
	}
	if w.abro, err = db.CreateTag(ctx, jobportal.TagInput{Name: "Working Abroad"}); err != nil {
		t.Fatal(err)
	}
	w.reader = mustCreateCustomer(t, db, "reader@example.lk")
	return w
}

// post stores a published post by the editor, changed by mods, a minute after the one before.
func (w *blogWorld) post(title, html string, mods ...func(*jobportal.Post)) *jobportal.Post {
	w.t.Helper()
	w.clk.t = w.clk.t.Add(time.Minute)
	in := jobportal.PostInput{Title: title, Content: html, CategoryID: &w.category.ID}
	in.Normalize()
	p := &jobportal.Post{Author: jobportal.PostAuthor{ID: w.editor.ID}, Published: true}
	in.Apply(p)
	for _, m := range mods {
		m(p)
	}
	if err := w.db.CreatePost(ctx, p); err != nil {
		w.t.Fatalf("create post %q: %v", title, err)
	}
	return p
}

func postTitles(posts []*jobportal.Post) string {
	var out []string
	for _, p := range posts {
		out = append(out, p.Title)
	}
	return strings.Join(out, ", ")
}

func blogFilter(mod func(*jobportal.BlogFilter)) jobportal.BlogFilter {
	var f jobportal.BlogFilter
	mod(&f)
	f.Normalize()
	return f
}

func TestBlogPosts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newBlogWorld(t, db)
		cv := w.post("Writing a CV for Sri Lankan employers", "<p>Keep your CV to two pages and list your A/L results.</p>",
			func(p *jobportal.Post) { p.Tags = []jobportal.TagRef{{ID: w.cv.ID}}; p.Featured = true })
		abroad := w.post("Working abroad safely", "<p>Use an agency licensed by the SLBFE and keep copies of your contract.</p>",
			func(p *jobportal.Post) { p.Tags = []jobportal.TagRef{{ID: w.abro.ID}, {ID: w.cv.ID}} })
		draft := w.post("Interview questions draft", "<p>Tell me about yourself: prepare a two-minute answer.</p>",
			func(p *jobportal.Post) { p.Published = false })
		long := w.post("A long guide to government jobs", "<p>"+strings.Repeat("gazette ", 2400)+"</p>",
			func(p *jobportal.Post) { p.Category = nil })

		t.Run("a post is read back with its author, category and tags in order", func(t *testing.T) {
			p, err := db.FindPost(ctx, abroad.ID)
			if err != nil {
				t.Fatal(err)
			}
			if p.Author.Name != "Dilini Editor" || p.Category == nil || p.Category.Slug != "career-advice" {
				t.Fatalf("author %+v category %+v", p.Author, p.Category)
			}
			if len(p.Tags) != 2 || p.Tags[0].Slug != "working-abroad" || p.Tags[1].Slug != "cv" {
				t.Fatalf("tags %+v", p.Tags)
			}
			if p.PublishedAt == nil || !strings.Contains(p.Content, "SLBFE") || p.ReadTime != 1 {
				t.Fatalf("post %+v", p)
			}
		})
		t.Run("the public list holds published posts only, newest first", func(t *testing.T) {
			posts, total, err := db.ListPosts(ctx, blogFilter(func(*jobportal.BlogFilter) {}))
			if err != nil {
				t.Fatal(err)
			}
			if got := postTitles(posts); total != 3 || got != long.Title+", "+abroad.Title+", "+cv.Title {
				t.Fatalf("total %d: %s", total, got)
			}
			if posts[0].Content != "" {
				t.Fatal("a list must not carry the content")
			}
		})
		for _, c := range []struct {
			name string
			mod  func(*jobportal.BlogFilter)
			want string
		}{
			{"a category", func(f *jobportal.BlogFilter) { f.Categories = []string{"career-advice"} }, abroad.Title + ", " + cv.Title},
			{"a tag", func(f *jobportal.BlogFilter) { f.Tags = []string{"working-abroad"} }, abroad.Title},
			{"two tags, either", func(f *jobportal.BlogFilter) { f.Tags = []string{"working-abroad", "cv"} }, abroad.Title + ", " + cv.Title},
			{"an author", func(f *jobportal.BlogFilter) { f.Authors = []int64{w.editor.ID + 100} }, ""},
			{"featured", func(f *jobportal.BlogFilter) { f.Featured = true }, cv.Title},
			{"read time of at least 10 minutes", func(f *jobportal.BlogFilter) { m := 10; f.ReadTimeMin = &m }, long.Title},
			{"read time of at most 5 minutes", func(f *jobportal.BlogFilter) { m := 5; f.ReadTimeMax = &m }, abroad.Title + ", " + cv.Title},
			{"a date range", func(f *jobportal.BlogFilter) { f.DateStart, f.DateEnd = "2026-03-01", "2026-03-01" }, long.Title + ", " + abroad.Title + ", " + cv.Title},
			{"a date range before any post", func(f *jobportal.BlogFilter) { f.DateEnd = "2026-02-28" }, ""},
			{"title ascending", func(f *jobportal.BlogFilter) { f.SortBy, f.SortOrder = "title", "asc" }, long.Title + ", " + abroad.Title + ", " + cv.Title},
			{"drafts, for editors", func(f *jobportal.BlogFilter) { f.Status = jobportal.PostsDraft }, draft.Title},
		} {
			t.Run("the list filters by "+c.name, func(t *testing.T) {
				posts, _, err := db.ListPosts(ctx, blogFilter(c.mod))
				if err != nil {
					t.Fatal(err)
				}
				if got := postTitles(posts); got != c.want {
					t.Fatalf("got %q, want %q", got, c.want)
				}
			})
		}
		t.Run("search ranks the title first and marks the words in a snippet", func(t *testing.T) {
			posts, total, err := db.SearchPosts(ctx, blogFilter(func(f *jobportal.BlogFilter) { f.Keyword = "cv" }))
			if err != nil {
				t.Fatal(err)
			}
			if total != 1 || posts[0].ID != cv.ID || !strings.Contains(posts[0].Snippet, "<mark>CV</mark>") {
				t.Fatalf("total %d, %s, snippet %q", total, postTitles(posts), posts[0].Snippet)
			}
			none, total, err := db.SearchPosts(ctx, blogFilter(func(f *jobportal.BlogFilter) { f.Keyword = "yourself" }))
			if err != nil || total != 0 || len(none) != 0 {
				t.Fatalf("a draft must not be found: %v %d", err, total)
			}
		})
		t.Run("categories and tags count published posts", func(t *testing.T) {
			cats, err := db.ListCategories(ctx)
			if err != nil || len(cats) != 1 || cats[0].PostCount != 2 {
				t.Fatalf("%v %+v", err, cats)
			}
			tags, err := db.ListTags(ctx)
			if err != nil || len(tags) != 2 || tags[0].Slug != "cv" || tags[0].PostCount != 2 || tags[1].PostCount != 1 {
				t.Fatalf("%v %+v %+v", err, tags[0], tags[1])
			}
		})
		t.Run("a category in use is not deleted; a tag in use is, and leaves its posts", func(t *testing.T) {
			wantCode(t, db.DeleteCategory(ctx, w.category.ID), jobportal.ECONFLICT)
			if err := db.DeleteTag(ctx, w.abro.ID); err != nil {
				t.Fatal(err)
			}
			p, err := db.FindPost(ctx, abroad.ID)
			if err != nil || len(p.Tags) != 1 || p.Tags[0].ID != w.cv.ID {
				t.Fatalf("%v %+v", err, p)
			}
			wantCode(t, db.DeleteTag(ctx, w.abro.ID), jobportal.ENOTFOUND)
		})
		t.Run("names are unique and Sinhala names get numbered slugs", func(t *testing.T) {
			_, err := db.CreateCategory(ctx, jobportal.CategoryInput{Name: "career advice"})
			wantCode(t, err, jobportal.ECONFLICT)
			a, err := db.CreateTag(ctx, jobportal.TagInput{Name: "රැකියා"})
			if err != nil {
				t.Fatal(err)
			}
			b, err := db.CreateTag(ctx, jobportal.TagInput{Name: "වෘත්තීය"})
			if err != nil || a.Slug != "tag" || b.Slug != "tag-2" {
				t.Fatalf("%v %q %q", err, a.Slug, b.Slug)
			}
		})
		t.Run("an unknown category or tag is refused", func(t *testing.T) {
			in := jobportal.PostInput{Title: "Unknown terms", Content: "<p>text</p>", TagIDs: []int64{9999}}
			in.Normalize()
			p := &jobportal.Post{Author: jobportal.PostAuthor{ID: w.editor.ID}}
			in.Apply(p)
			wantCode(t, db.CreatePost(ctx, p), jobportal.EINVALID)
		})
		t.Run("publishing keeps the first publication time", func(t *testing.T) {
			first := *cv.PublishedAt
			if _, changed, err := db.SetPostPublished(ctx, cv.ID, false); err != nil || !changed {
				t.Fatal(err, changed)
			}
			w.clk.t = w.clk.t.Add(time.Hour)
			p, changed, err := db.SetPostPublished(ctx, cv.ID, true)
			if err != nil || !changed || !p.PublishedAt.Equal(first) {
				t.Fatalf("%v %v %v", err, changed, p.PublishedAt)
			}
			if _, changed, _ := db.SetPostPublished(ctx, cv.ID, true); changed {
				t.Fatal("publishing twice must change nothing")
			}
		})
	})
}

func TestBlogReactionsAndComments(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newBlogWorld(t, db)
		p := w.post("Salary negotiation in Sri Lanka", "<p>Know the market rate before you name a figure.</p>")
		draft := w.post("A draft", "<p>Not yet.</p>", func(p *jobportal.Post) { p.Published = false })

		t.Run("liking twice is one like and unliking twice leaves none", func(t *testing.T) {
			for range 2 {
				r, err := db.LikePost(ctx, p.ID, w.reader.ID)
				if err != nil || r.LikesCount != 1 || !r.IsLiked || r.ID != p.ID {
					t.Fatalf("%v %+v", err, r)
				}
			}
			for range 2 {
				r, err := db.UnlikePost(ctx, p.ID, w.reader.ID)
				if err != nil || r.LikesCount != 0 || r.IsLiked {
					t.Fatalf("%v %+v", err, r)
				}
			}
		})
		t.Run("a draft cannot be liked, bookmarked or commented on", func(t *testing.T) {
			_, err := db.LikePost(ctx, draft.ID, w.reader.ID)
			wantCode(t, err, jobportal.ENOTFOUND)
			_, err = db.BookmarkPost(ctx, draft.ID, w.reader.ID)
			wantCode(t, err, jobportal.ENOTFOUND)
			_, err = db.AddComment(ctx, draft.ID, w.reader.ID, "hello")
			wantCode(t, err, jobportal.ENOTFOUND)
		})
		t.Run("counters stay exact when many customers like and comment at once", func(t *testing.T) {
			const n = 12
			readers := make([]*jobportal.Customer, n)
			for i := range readers {
				readers[i] = mustCreateCustomer(t, db, "r"+itoa(int64(i))+"@example.lk")
			}
			var wg sync.WaitGroup
			errs := make(chan error, 4*n)
			for _, r := range readers {
				wg.Add(2)
				go func() {
					defer wg.Done()
					for range 2 {
						_, err := db.LikePost(ctx, p.ID, r.ID)
						errs <- err
					}
				}()
				go func() {
					defer wg.Done()
					_, err := db.AddComment(ctx, p.ID, r.ID, "Thank you")
					errs <- err
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				if err != nil {
					t.Fatal(err)
				}
			}
			got, err := db.FindPost(ctx, p.ID)
			if err != nil || got.LikesCount != n || got.CommentsCount != n {
				t.Fatalf("%v likes %d comments %d, want %d", err, got.LikesCount, got.CommentsCount, n)
			}
		})
		t.Run("comments come oldest first and deleting one uncounts it", func(t *testing.T) {
			c, err := db.AddComment(ctx, p.ID, w.reader.ID, "Last one")
			if err != nil || c.Author.Name != "Nimali Perera" {
				t.Fatalf("%v %+v", err, c)
			}
			page, err := db.ListComments(ctx, p.ID, jobportal.Page{Number: 2, Limit: 12})
			if err != nil || len(page) != 1 || page[0].ID != c.ID {
				t.Fatalf("%v %+v", err, page)
			}
			w.clk.t = w.clk.t.Add(time.Minute)
			c, err = db.UpdateComment(ctx, p.ID, c.ID, "Changed")
			if err != nil || c.Text != "Changed" || !c.Edited {
				t.Fatalf("%v %+v", err, c)
			}
			_, err = db.FindComment(ctx, p.ID+1000, c.ID)
			wantCode(t, err, jobportal.ENOTFOUND)
			if err := db.DeleteComment(ctx, p.ID, c.ID); err != nil {
				t.Fatal(err)
			}
			wantCode(t, db.DeleteComment(ctx, p.ID, c.ID), jobportal.ENOTFOUND)
			got, _ := db.FindPost(ctx, p.ID)
			if got.CommentsCount != 12 {
				t.Fatalf("comments %d", got.CommentsCount)
			}
		})
		t.Run("bookmarks list the saved posts and flags are set for the reader", func(t *testing.T) {
			if _, err := db.BookmarkPost(ctx, p.ID, w.reader.ID); err != nil {
				t.Fatal(err)
			}
			saved, total, err := db.BookmarkedPosts(ctx, w.reader.ID, jobportal.NewPage(1, 12))
			if err != nil || total != 1 || saved[0].ID != p.ID {
				t.Fatalf("%v %d", err, total)
			}
			if err := db.LoadReactions(ctx, w.reader.ID, saved); err != nil || !saved[0].IsBookmarked || saved[0].IsLiked {
				t.Fatalf("%v %+v", err, saved[0])
			}
		})
		t.Run("views are added many at once, as the demo data does", func(t *testing.T) {
			if err := db.AddPostViews(ctx, map[int64]int64{p.ID: 3, 99999: 1}); err != nil {
				t.Fatal(err)
			}
			got, _ := db.FindPost(ctx, p.ID)
			if got.Views != 3 {
				t.Fatalf("views %d", got.Views)
			}
		})
		t.Run("deleting a post returns its cover unless a job shows it", func(t *testing.T) {
			q := w.post("With a cover", "<p>x</p>", func(p *jobportal.Post) { p.CoverImage = "/media/img/ab/x.png" })
			cover, err := db.DeletePost(ctx, q.ID)
			if err != nil || cover != "/media/img/ab/x.png" {
				t.Fatalf("%v %q", err, cover)
			}
			_, err = db.DeletePost(ctx, q.ID)
			wantCode(t, err, jobportal.ENOTFOUND)
		})
	})
}

func TestBlogSearchKeepsLargeRankings(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newBlogWorld(t, db)
		posts := make([]*jobportal.Post, 520)
		for i := range posts {
			in := jobportal.PostInput{Title: "Negotiating salary, part " + itoa(int64(i+1)),
				Content: "<p>Ask about the salary and the allowances before you accept.</p>"}
			in.Normalize()
			at := w.clk.t.Add(-time.Duration(i) * time.Minute)
			posts[i] = &jobportal.Post{Author: jobportal.PostAuthor{ID: w.editor.ID}, Published: true, PublishedAt: &at}
			in.Apply(posts[i])
		}
		if err := db.CreatePosts(ctx, posts); err != nil {
			t.Fatal(err)
		}
		search := blogFilter(func(f *jobportal.BlogFilter) { f.Keyword = "salary" })
		first, total, err := db.SearchPosts(ctx, search)
		if err != nil || total != 520 || len(first) != 12 {
			t.Fatalf("%v: %d of %d", err, len(first), total)
		}
		for _, p := range first {
			if !strings.Contains(p.Snippet, "<mark>salary</mark>") {
				t.Fatalf("snippet %q", p.Snippet)
			}
		}
		t.Run("a page of a kept ranking leaves out a post unpublished since", func(t *testing.T) {
			if _, _, err := db.SetPostPublished(ctx, first[0].ID, false); err != nil {
				t.Fatal(err)
			}
			again, total, err := db.SearchPosts(ctx, search)
			if err != nil || total != 520 || len(again) != 11 || again[0].ID != first[1].ID {
				t.Fatalf("%v: %d posts of %d", err, len(again), total)
			}
			if !strings.Contains(again[0].Snippet, "<mark>") {
				t.Fatalf("snippet %q", again[0].Snippet)
			}
		})
	})
}
