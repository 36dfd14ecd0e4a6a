package httpapi

import (
	"context"
	"net/http"

	"jobportal/internal/jobportal"
	"jobportal/internal/media"
)

// Writing the blog: posts with their cover, publishing, categories and
// tags. Every route here is for admin users (s.admin) whose role writes
// posts: editors, admins and superadmins (jobportal.CanWritePosts).

// postCoverField is a post's cover: a JPEG, PNG or WebP image of at most 5 MB,
// checked by its content as a job's flyer is.
var postCoverField = fileField{name: "coverImage", limit: media.MaxUploadBytes, label: "The cover image"}

// postImageField is an image placed inside an article: a JPEG, PNG or WebP
// of at most 5 MB, checked by its content as a cover is.
var postImageField = fileField{name: "image", limit: media.MaxUploadBytes, label: "The image"}

// blogAdminRoutes registers what only the blog's writers call beside the
// posts themselves: the images inside articles and the blog's figures.
// Literal segments, so they win over /api/blogs/{id}.
func (s *Server) blogAdminRoutes(r *router) {
	r.api("POST /api/blogs/images", s.admin(s.handlePostImage))
	r.api("GET /api/blogs/stats", s.admin(s.handleBlogStats))
}

// handlePostImage keeps an image the editor places in an article and
// answers the /media path the article's HTML points at; the content policy
// (jobportal.SanitizeContent) lets an article show images from there only.
// An image no post shows days later is removed (media_sweep.go); the wait
// leaves an editor still open with it time to save.
func (s *Server) handlePostImage(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanWritePosts(actor(r)) {
		Error(w, r, writersOnly)
		return
	}
	var none struct{}
	files, err := decodeForm(w, r, &none, []fileField{postImageField})
	if err != nil {
		Error(w, r, err)
		return
	}
	img := files[postImageField.name]
	if img == nil {
		Error(w, r, &jobportal.Error{Code: jobportal.EINVALID, Message: "Choose an image to upload.",
			Fields: []jobportal.FieldError{{Field: postImageField.name, Message: "Choose an image to upload."}}})
		return
	}
	url, err := s.storeImage(r.Context(), img)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.noteUnclaimed(r.Context(), url, nil)
	respond(w, http.StatusCreated, map[string]string{"url": url}, "Image uploaded.")
}

// handleBlogStats answers the blog's figures (SPEC blogStats).
func (s *Server) handleBlogStats(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanWritePosts(actor(r)) {
		Error(w, r, writersOnly)
		return
	}
	stats, err := s.db.BlogStats(r.Context())
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, stats, "")
}

// readPostInput reads, cleans and checks the post a request sends, with the
// cover of a form, if one was sent.
func readPostInput(w http.ResponseWriter, r *http.Request) (*jobportal.PostInput, *upload, error) {
	var in jobportal.PostInput
	files, err := decodeJSONOrForm(w, r, &in, postCoverField)
	if err != nil {
		return nil, nil, err
	}
	cover := files[postCoverField.name]
	var p jobportal.Problems
	if cover != nil && in.RemoveCoverImage {
		p.Add("removeCoverImage", "Send a new cover or removeCoverImage, not both.")
	}
	in.Normalize()
	if err := p.Merge(in.Validate()); err != nil {
		return nil, nil, err
	}
	return &in, cover, p.Err()
}

func (s *Server) handlePostCreate(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanWritePosts(actor(r)) {
		Error(w, r, writersOnly)
		return
	}
	ctx := r.Context()
	in, cover, err := readPostInput(w, r)
	if err != nil {
		Error(w, r, err)
		return
	}
	p := &jobportal.Post{Author: jobportal.PostAuthor{ID: accountFrom(ctx).Admin.ID}}
	in.Apply(p)
	p.Published = in.Published != nil && *in.Published
	if cover != nil {
		// The cover is kept only once the fields are valid, and let go of
		// again if the post cannot be saved.
		if p.CoverImage, err = s.storeImage(ctx, cover); err != nil {
			Error(w, r, err)
			return
		}
	}
	if err := s.db.CreatePost(ctx, p); err != nil {
		s.dropImage(ctx, p.CoverImage)
		Error(w, r, err)
		return
	}
	s.audit(r, "post.create", "post", p.ID, "")
	respond(w, http.StatusCreated, p, "Blog post created successfully")
}

// handlePostUpdate replaces a post's fields, and its cover when a new one
// is sent or removeCoverImage is set; published, when given, publishes or
// unpublishes it too.
func (s *Server) handlePostUpdate(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanWritePosts(actor(r)) {
		Error(w, r, writersOnly)
		return
	}
	ctx := r.Context()
	id, err := pathID(r, "id", postNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	p, err := s.db.FindPost(ctx, id)
	if err != nil {
		Error(w, r, err)
		return
	}
	in, cover, err := readPostInput(w, r)
	if err != nil {
		Error(w, r, err)
		return
	}
	old := p.CoverImage
	in.Apply(p)
	if in.RemoveCoverImage {
		p.CoverImage = ""
	}
	if cover != nil {
		if p.CoverImage, err = s.storeImage(ctx, cover); err != nil {
			Error(w, r, err)
			return
		}
	}
	if err := s.db.UpdatePost(ctx, p); err != nil {
		if p.CoverImage != old {
			s.dropImage(ctx, p.CoverImage)
		}
		Error(w, r, err)
		return
	}
	if p.CoverImage != old {
		s.dropImage(ctx, old)
	}
	if in.Published != nil && *in.Published != p.Published {
		if p, _, err = s.db.SetPostPublished(ctx, id, *in.Published); err != nil {
			Error(w, r, err)
			return
		}
	}
	s.audit(r, "post.update", "post", p.ID, "")
	respond(w, http.StatusOK, p, "Blog post updated successfully")
}

func (s *Server) handlePostDelete(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanWritePosts(actor(r)) {
		Error(w, r, writersOnly)
		return
	}
	id, err := pathID(r, "id", postNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	cover, err := s.db.DeletePost(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	s.dropImage(r.Context(), cover)
	s.audit(r, "post.delete", "post", id, "")
	respond(w, http.StatusOK, nil, "Blog post deleted successfully")
}

// handlePostPublish publishes or unpublishes a post; doing it twice changes nothing.
func (s *Server) handlePostPublish(publish bool) http.HandlerFunc {
	message := "The post is published."
	if !publish {
		message = "The post is no longer published."
	}
	return func(w http.ResponseWriter, r *http.Request) {
		if !jobportal.CanWritePosts(actor(r)) {
			Error(w, r, writersOnly)
			return
		}
		id, err := pathID(r, "id", postNotFound)
		if err != nil {
			Error(w, r, err)
			return
		}
		p, _, err := s.db.SetPostPublished(r.Context(), id, publish)
		if err != nil {
			Error(w, r, err)
			return
		}
		s.audit(r, map[bool]string{true: "post.publish", false: "post.unpublish"}[publish], "post", id, "")
		respond(w, http.StatusOK, p, message)
	}
}

// termInput is a category's or a tag's input.
type termInput interface {
	Normalize()
	Validate() error
}

// readTerm reads a category or a tag for those who write posts.
func readTerm(w http.ResponseWriter, r *http.Request, in termInput) error {
	if !jobportal.CanWritePosts(actor(r)) {
		return writersOnly
	}
	if err := decode(w, r, in); err != nil {
		return err
	}
	in.Normalize()
	return in.Validate()
}

// createTerm answers the creation of a category or a tag: In is its input
// (CategoryInput, TagInput), save stores it.
func createTerm[In any, P interface {
	*In
	termInput
}, Out any](save func(context.Context, In) (Out, error), message string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in In
		if err := readTerm(w, r, P(&in)); err != nil {
			Error(w, r, err)
			return
		}
		t, err := save(r.Context(), in)
		if err != nil {
			Error(w, r, err)
			return
		}
		respond(w, http.StatusCreated, t, message)
	}
}

// updateTerm answers the renaming of the category or tag of the path's id.
func updateTerm[In any, P interface {
	*In
	termInput
}, Out any](missing string, save func(context.Context, int64, In) (Out, error), message string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "id", missing)
		if err != nil {
			Error(w, r, err)
			return
		}
		var in In
		if err := readTerm(w, r, P(&in)); err != nil {
			Error(w, r, err)
			return
		}
		t, err := save(r.Context(), id, in)
		if err != nil {
			Error(w, r, err)
			return
		}
		respond(w, http.StatusOK, t, message)
	}
}

// handleCategoryDelete deletes a category no post is in; one in use is a 409.
func (s *Server) handleCategoryDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteTerm(w, r, "Category not found.", s.db.DeleteCategory, "Category deleted.")
}

// handleTagDelete deletes a tag and takes it off its posts.
func (s *Server) handleTagDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteTerm(w, r, "Tag not found.", s.db.DeleteTag, "Tag deleted.")
}

func (s *Server) deleteTerm(w http.ResponseWriter, r *http.Request, missing string, del func(ctx context.Context, id int64) error, message string) {
	if !jobportal.CanWritePosts(actor(r)) {
		Error(w, r, writersOnly)
		return
	}
	id, err := pathID(r, "id", missing)
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := del(r.Context(), id); err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, termDeleted(missing), "blog_term", id, "")
	respond(w, http.StatusOK, nil, message)
}
