package jobportal

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// The blog: articles for job seekers and employers, written by the admin
// users who run it (editors and up), read by everyone, liked, bookmarked and
// discussed by customers.

// Limits of the blog (SPEC section 9: a page of 12, a read-time filter of 0 to 60).
const (
	BlogPerPage         = 12
	MaxReadTimeFilter   = 60
	MaxPostTitle        = 200
	MaxPostExcerpt      = 500
	MaxPostContentBytes = 200_000 // of the HTML, before it is cleaned
	MaxPostTags         = 10
	MaxCommentLength    = 2000
	MaxCategoryName     = 60
	MaxCategoryDesc     = 500
	MaxTagName          = 40
	// excerptLength is how much of an article's text makes its excerpt when none is given.
	excerptLength = 200
)

// Sort orders of a blog list (SPEC: sortBy 'publishedAt', 'desc' by default).
const (
	PostSortPublishedAt = "publishedAt"
	PostSortViews       = "views"
	PostSortLikes       = "likes"
	PostSortTitle       = "title"
	PostSortRelevance   = "relevance"
)

// PostSortFields are the values of a blog list's sortBy.
var PostSortFields = []string{PostSortPublishedAt, PostSortViews, PostSortLikes, PostSortTitle, PostSortRelevance}

// Which posts a list holds by state. Visitors and customers see published
// posts only; those who write posts may ask for drafts, or for all.
const (
	PostsPublished = "published"
	PostsDraft     = "draft"
	PostsAll       = "all"
)

// PostSlugFallback is the slug of an article whose title gives none (one
// written in Sinhala or Tamil).
const PostSlugFallback = "article"

// PostAuthor names the admin user who wrote a post; ID 0 once that account is gone.
type PostAuthor struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// CategoryRef is a post's category as a post shows it.
type CategoryRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Slug string `json:"slug"`
}

// TagRef is one of a post's tags as a post shows it.
type TagRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Slug string `json:"slug"`
}

// Post is a blog article. Content is HTML cleaned by SanitizeContent, left
// out of lists; the flags IsLiked and IsBookmarked are those of the
// customer who asks.
type Post struct {
	ID          int64        `json:"id"`
	Title       string       `json:"title"`
	Slug        string       `json:"slug"`
	Excerpt     string       `json:"excerpt"`
	Content     string       `json:"content,omitempty"`
	CoverImage  string       `json:"coverImage"`
	Author      PostAuthor   `json:"author"`
	Category    *CategoryRef `json:"category"`
	Tags        []TagRef     `json:"tags"`
	Published   bool         `json:"published"`
	PublishedAt *time.Time   `json:"publishedAt"`
	// ReadTime is in minutes, from the words of the text (ReadTime).
	ReadTime      int   `json:"readTime"`
	Featured      bool  `json:"featured"`
	Views         int64 `json:"views"`
	LikesCount    int64 `json:"likesCount"`
	CommentsCount int64 `json:"commentsCount"`
	IsLiked       bool  `json:"isLiked"`
	IsBookmarked  bool  `json:"isBookmarked"`
	// Snippet is set by a search: an extract of the text as HTML in which
	// only <mark> elements are markup, around the words that matched.
	Snippet   string    `json:"snippet,omitempty"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
	// Text is the content without markup, for search and read time; not sent.
	Text string `json:"-"`
}

// PostInput is what an editor sends to write or replace a post. A new cover
// comes as the file coverImage of a form, beside these fields.
type PostInput struct {
	Title      string `json:"title"`
	Excerpt    string `json:"excerpt"`
	Content    string `json:"content"`
	CategoryID *int64 `json:"categoryId"`
	TagIDs     IDList `json:"tagIds"`
	Featured   *bool  `json:"featured"`
	// Published, when given, publishes the post (true) or keeps it a draft.
	Published *bool `json:"published"`
	// RemoveCoverImage, on a change, takes the cover away.
	RemoveCoverImage bool `json:"removeCoverImage"`
}

// IDList is a list of ids, read from JSON numbers or from the numeric
// strings a multipart form sends.
type IDList []int64

// UnmarshalJSON reads a list whose items are numbers or numeric strings.
func (l *IDList) UnmarshalJSON(b []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	out := make(IDList, 0, len(raw))
	for _, r := range raw {
		var n int64
		if err := json.Unmarshal(r, &n); err != nil {
			var s string
			if json.Unmarshal(r, &s) != nil {
				return err
			}
			if n, err = strconv.ParseInt(strings.TrimSpace(s), 10, 64); err != nil {
				return &json.UnmarshalTypeError{Value: "string " + strconv.Quote(s), Type: reflect.TypeFor[int64]()}
			}
		}
		out = append(out, n)
	}
	*l = out
	return nil
}

// Normalize trims the fields, cleans the content's HTML and drops repeated tags.
func (in *PostInput) Normalize() {
	in.Title = strings.Join(strings.Fields(CleanText(in.Title)), " ")
	in.Excerpt = strings.Join(strings.Fields(CleanText(in.Excerpt)), " ")
	if len(in.Content) <= MaxPostContentBytes {
		in.Content = SanitizeContent(in.Content)
	}
	var tags IDList
	for _, id := range in.TagIDs {
		if !slices.Contains(tags, id) {
			tags = append(tags, id)
		}
	}
	in.TagIDs = tags
}

// Validate checks a post after Normalize. The category and tags are checked
// against the database by the store.
func (in *PostInput) Validate() error {
	var p Problems
	switch n := utf8.RuneCountInString(in.Title); {
	case n == 0:
		p.Add("title", "Title is required.")
	case n < 5:
		p.Add("title", "Title must be at least 5 characters.")
	case n > MaxPostTitle:
		p.Add("title", fmt.Sprintf("Title must be at most %d characters.", MaxPostTitle))
	}
	checkText(&p, "excerpt", "Excerpt", in.Excerpt, false, MaxPostExcerpt)
	switch {
	case len(in.Content) > MaxPostContentBytes:
		p.Add("content", "Content is too long.")
	case strings.TrimSpace(ContentText(in.Content)) == "":
		p.Add("content", "Content is required.")
	}
	if in.CategoryID != nil && *in.CategoryID <= 0 {
		p.Add("categoryId", "Choose a category from the list.")
	}
	if len(in.TagIDs) > MaxPostTags {
		p.Add("tagIds", fmt.Sprintf("Choose at most %d tags.", MaxPostTags))
	}
	for _, id := range in.TagIDs {
		if id <= 0 {
			p.Add("tagIds", "Choose tags from the list.")
			break
		}
	}
	return p.Err()
}

// Apply copies the input into a post, with the text, read time and excerpt
// it gives. It leaves the cover, the author, publishing, counters and times
// to the caller; the store fills the category's and tags' names.
func (in *PostInput) Apply(p *Post) {
	p.Title = in.Title
	p.Slug = Slugify(in.Title, PostSlugFallback)
	p.Content = in.Content
	p.Text = ContentText(in.Content)
	p.ReadTime = ReadTime(p.Text)
	p.Excerpt = in.Excerpt
	if p.Excerpt == "" {
		p.Excerpt = Excerpt(p.Text, excerptLength)
	}
	p.Category = nil
	if in.CategoryID != nil {
		p.Category = &CategoryRef{ID: *in.CategoryID}
	}
	p.Tags = make([]TagRef, 0, len(in.TagIDs))
	for _, id := range in.TagIDs {
		p.Tags = append(p.Tags, TagRef{ID: id})
	}
	if in.Featured != nil {
		p.Featured = *in.Featured
	}
}

// WordsPerMinute is the reading speed read times are reckoned at: about
// what adults read on a screen in English, and a fair figure for Sinhala and
// Tamil, whose words are longer but fewer for the same text.
const WordsPerMinute = 200

// ReadTime is the minutes a text takes to read at WordsPerMinute, rounded
// up, and at least 1. A word is a run of characters between spaces that
// holds a letter or a digit: Sinhala and Tamil separate words by spaces as
// English does, and their vowel signs (marks, not letters) stay inside
// their words; a dash or bullet on its own is not a word.
func ReadTime(text string) int {
	words := 0
	for _, f := range strings.Fields(text) {
		if strings.IndexFunc(f, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			words++
		}
	}
	return max(1, (words+WordsPerMinute-1)/WordsPerMinute)
}

// Excerpt is the start of a text on one line, cut at a word to at most n
// characters, with an ellipsis when something was left out.
func Excerpt(text string, n int) string {
	s := strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	runes := []rune(s)[:n-1]
	cut := len(runes)
	for i := len(runes) - 1; i > n/2; i-- {
		if unicode.IsSpace(runes[i]) {
			cut = i
			break
		}
	}
	return strings.TrimRightFunc(string(runes[:cut]), func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) }) + "…"
}

// Category groups posts; each post has at most one.
type Category struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"`
	Slug        string    `json:"slug"`
	Description string    `json:"description"`
	PostCount   int       `json:"postCount"`
	CreatedAt   time.Time `json:"createdAt"`
	UpdatedAt   time.Time `json:"updatedAt"`
}

// Tag labels posts; a post has up to MaxPostTags.
type Tag struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Slug      string    `json:"slug"`
	PostCount int       `json:"postCount"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// CategoryInput is what an editor sends to create or rename a category.
type CategoryInput struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// Normalize trims the fields.
func (in *CategoryInput) Normalize() {
	in.Name = strings.Join(strings.Fields(CleanText(in.Name)), " ")
	in.Description = strings.TrimSpace(CleanText(in.Description))
}

// Validate checks a category after Normalize.
func (in *CategoryInput) Validate() error {
	var p Problems
	checkText(&p, "name", "Name", in.Name, true, MaxCategoryName)
	checkText(&p, "description", "Description", in.Description, false, MaxCategoryDesc)
	return p.Err()
}

// Slug is the category's part of an address; names in Sinhala or Tamil give "category".
func (in *CategoryInput) Slug() string { return Slugify(in.Name, "category") }

// TagInput is what an editor sends to create or rename a tag.
type TagInput struct {
	Name string `json:"name"`
}

// Normalize trims the name.
func (in *TagInput) Normalize() { in.Name = strings.Join(strings.Fields(CleanText(in.Name)), " ") }

// Validate checks a tag after Normalize.
func (in *TagInput) Validate() error {
	var p Problems
	checkText(&p, "name", "Name", in.Name, true, MaxTagName)
	return p.Err()
}

// Slug is the tag's part of an address; names in Sinhala or Tamil give "tag".
func (in *TagInput) Slug() string { return Slugify(in.Name, "tag") }

// CommentAuthor names the customer who wrote a comment.
type CommentAuthor struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	Avatar string `json:"avatar"`
}

// Comment is a customer's plain-text comment on a post. Line breaks are
// kept; screens show the text as text, never as HTML.
type Comment struct {
	ID        int64         `json:"id"`
	PostID    int64         `json:"postId"`
	Author    CommentAuthor `json:"author"`
	Text      string        `json:"text"`
	Edited    bool          `json:"edited"`
	CreatedAt time.Time     `json:"createdAt"`
	UpdatedAt time.Time     `json:"updatedAt"`
}

// CommentInput is what a customer sends to write or change a comment.
type CommentInput struct {
	Text string `json:"text"`
}

// Normalize trims the text, keeping its line breaks but no more than one
// blank line in a row.
func (in *CommentInput) Normalize() {
	lines := strings.Split(strings.TrimSpace(CleanText(in.Text)), "\n")
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		l = strings.TrimRightFunc(l, unicode.IsSpace)
		if l == "" && len(out) > 0 && out[len(out)-1] == "" {
			continue
		}
		out = append(out, l)
	}
	in.Text = strings.Join(out, "\n")
}

// Validate checks a comment after Normalize: 1 to MaxCommentLength characters.
func (in *CommentInput) Validate() error {
	var p Problems
	switch n := utf8.RuneCountInString(in.Text); {
	case n == 0:
		p.Add("text", "Write a comment first.")
	case n > MaxCommentLength:
		p.Add("text", fmt.Sprintf("A comment may have at most %d characters.", MaxCommentLength))
	}
	return p.Err()
}

// PostReaction is the answer to a like, unlike, bookmark or unbookmark:
// the post's id with its new counts and the asker's flags (SPEC: "merged
// with the post id").
type PostReaction struct {
	ID           int64 `json:"id"`
	LikesCount   int64 `json:"likesCount"`
	IsLiked      bool  `json:"isLiked"`
	IsBookmarked bool  `json:"isBookmarked"`
}

// BlogFilter selects and orders posts for a list or a search (SPEC's
// filters: categories[], tags[], authors[], dateRange, readTime, featured).
type BlogFilter struct {
	Keyword    string
	Categories []string // slugs
	Tags       []string // slugs
	Authors    []int64  // admin user ids
	// DateStart and DateEnd bound the day of publication (YYYY-MM-DD, in
	// Sri Lanka), both included; "" for no bound.
	DateStart, DateEnd string
	// ReadTimeMin and ReadTimeMax bound the read time in minutes;
	// ReadTimeMax at MaxReadTimeFilter means no upper bound.
	ReadTimeMin, ReadTimeMax *int
	Featured                 bool
	Status                   string // PostsPublished unless an editor asks otherwise
	SortBy                   string
	SortOrder                string
	Page                     int
	Limit                    int
}

// Normalize fills the defaults: published posts, newest first (a search:
// most relevant first), a page of BlogPerPage.
func (f *BlogFilter) Normalize() {
	f.Keyword = strings.TrimSpace(f.Keyword)
	f.Categories = lowerAll(f.Categories)
	f.Tags = lowerAll(f.Tags)
	f.Status = strings.ToLower(strings.TrimSpace(f.Status))
	if f.Status == "" {
		f.Status = PostsPublished
	}
	f.SortBy = strings.TrimSpace(f.SortBy)
	for _, s := range PostSortFields {
		if strings.EqualFold(f.SortBy, s) || strings.EqualFold(f.SortBy, "published_at") && s == PostSortPublishedAt {
			f.SortBy = s
		}
	}
	if f.SortBy == "" {
		f.SortBy = PostSortPublishedAt
		if len(SearchTerms(f.Keyword)) > 0 {
			f.SortBy = PostSortRelevance
		}
	}
	f.SortOrder = strings.ToLower(strings.TrimSpace(f.SortOrder))
	if f.SortOrder == "" {
		f.SortOrder = "desc"
	}
	if f.Limit == 0 {
		f.Limit = BlogPerPage
	}
	page := NewPage(f.Page, f.Limit)
	f.Page, f.Limit = page.Number, page.Limit
}

func lowerAll(vs []string) []string {
	var out []string
	for _, v := range vs {
		v = strings.ToLower(strings.TrimSpace(v))
		if v != "" && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// Validate checks a filter after Normalize; each problem names the query parameter at fault.
func (f *BlogFilter) Validate() error {
	var p Problems
	if utf8.RuneCountInString(f.Keyword) > 200 {
		p.Add("q", "The search words are too long.")
	}
	if len(f.Categories) > 20 || len(f.Tags) > 20 || len(f.Authors) > 20 {
		p.Add("categories", "Choose at most 20 categories, tags or authors.")
	}
	for _, a := range f.Authors {
		if a <= 0 {
			p.Add("authors", "Give authors by their ids.")
			break
		}
	}
	var start, end time.Time
	if f.DateStart != "" {
		var err error
		if start, err = time.Parse(DateLayout, f.DateStart); err != nil {
			p.Add("dateRange[start]", "Write the first day as YYYY-MM-DD.")
		}
	}
	if f.DateEnd != "" {
		var err error
		if end, err = time.Parse(DateLayout, f.DateEnd); err != nil {
			p.Add("dateRange[end]", "Write the last day as YYYY-MM-DD.")
		}
	}
	if !start.IsZero() && !end.IsZero() && end.Before(start) {
		p.Add("dateRange[end]", "The last day must not be before the first.")
	}
	for _, rt := range []struct {
		name string
		v    *int
	}{{"readTime[min]", f.ReadTimeMin}, {"readTime[max]", f.ReadTimeMax}} {
		if rt.v != nil && (*rt.v < 0 || *rt.v > MaxReadTimeFilter) {
			p.Add(rt.name, fmt.Sprintf("The read time must be from 0 to %d minutes.", MaxReadTimeFilter))
		}
	}
	if f.ReadTimeMin != nil && f.ReadTimeMax != nil && *f.ReadTimeMin > *f.ReadTimeMax {
		p.Add("readTime[max]", "The longest read time must not be below the shortest.")
	}
	if !slices.Contains([]string{PostsPublished, PostsDraft, PostsAll}, f.Status) {
		p.Add("status", "status must be published, draft or all.")
	}
	if !slices.Contains(PostSortFields, f.SortBy) {
		p.Add("sortBy", "sortBy must be publishedAt, views, likes, title or relevance.")
	}
	if f.SortOrder != "asc" && f.SortOrder != "desc" {
		p.Add("sortOrder", "sortOrder must be asc or desc.")
	}
	f.Paging().check(&p)
	return p.Err()
}

// Paging is the filter's page.
func (f *BlogFilter) Paging() Page { return Page{Number: f.Page, Limit: f.Limit} }

// PublishedFrom is the first instant of DateStart in Sri Lanka, or the zero time.
func (f *BlogFilter) PublishedFrom() time.Time {
	d, err := time.ParseInLocation(DateLayout, f.DateStart, SriLankaTime)
	if err != nil {
		return time.Time{}
	}
	return d.UTC()
}

// PublishedBefore is the first instant after DateEnd in Sri Lanka, or the zero time.
func (f *BlogFilter) PublishedBefore() time.Time {
	d, err := time.ParseInLocation(DateLayout, f.DateEnd, SriLankaTime)
	if err != nil {
		return time.Time{}
	}
	return d.AddDate(0, 0, 1).UTC()
}
