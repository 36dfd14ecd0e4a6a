package jobportal

// BlogTopTermsLimit is how many categories and tags the blog's figures name.
const BlogTopTermsLimit = 5

// BlogStats are the blog's figures for those who write it (SPEC blogStats).
// The totals count every post, drafts too (a draft has no views, likes or
// comments, since only a published post can get them); the average read
// time and the top categories and tags are over published posts, the ones
// readers see.
type BlogStats struct {
	TotalPosts     int   `json:"totalPosts"`
	PublishedPosts int   `json:"publishedPosts"`
	DraftPosts     int   `json:"draftPosts"`
	TotalViews     int64 `json:"totalViews"`
	TotalLikes     int64 `json:"totalLikes"`
	TotalComments  int64 `json:"totalComments"`
	// AverageReadTime is in minutes, to one decimal; 0 with nothing published.
	AverageReadTime float64     `json:"averageReadTime"`
	TopCategories   []TermCount `json:"topCategories"`
	TopTags         []TermCount `json:"topTags"`
}

// TermCount is a category or a tag with its number of published posts.
type TermCount struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Slug  string `json:"slug"`
	Count int    `json:"count"`
}
