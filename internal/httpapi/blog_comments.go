package httpapi

import (
	"net/http"

	"jobportal/internal/jobportal"
)

// Comments on posts: anyone reads those of a post they may see; customers
// write; the author changes and deletes their own, and those who run the
// blog delete any. A comment is public, so another's comment is answered
// with a 403 rather than hidden behind a 404.

const commentNotFound = "Comment not found."

// handleCommentList answers a page of a post's comments, oldest first; the
// total is the post's commentsCount, which is kept exact.
func (s *Server) handleCommentList(w http.ResponseWriter, r *http.Request) {
	p, err := parsePage(r.URL.Query())
	if err != nil {
		Error(w, r, err)
		return
	}
	post, _, err := s.visiblePost(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	comments, err := s.db.ListComments(r.Context(), post.ID, p)
	if err != nil {
		Error(w, r, err)
		return
	}
	respondList(w, comments, p, int(post.CommentsCount))
}

// readComment reads and checks the comment a request sends.
func readComment(w http.ResponseWriter, r *http.Request) (string, error) {
	var in jobportal.CommentInput
	if err := decode(w, r, &in); err != nil {
		return "", err
	}
	in.Normalize()
	return in.Text, in.Validate()
}

func (s *Server) handleCommentCreate(w http.ResponseWriter, r *http.Request) {
	if !jobportal.CanComment(actor(r)) {
		Error(w, r, jobportal.Errorf(jobportal.EFORBIDDEN, "Only customers comment on posts."))
		return
	}
	id, err := pathID(r, "id", postNotFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	text, err := readComment(w, r)
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := s.takeComment(r.Context(), accountFrom(r.Context()).Customer.ID); err != nil {
		Error(w, r, err)
		return
	}
	c, err := s.db.AddComment(r.Context(), id, accountFrom(r.Context()).Customer.ID, text)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusCreated, c, "Comment added successfully")
}

// findComment returns the comment of the request's path, on the post of
// its path, when the rule lets the account at it.
func (s *Server) findComment(r *http.Request, may func(jobportal.Actor, *jobportal.Comment) bool, refusal string) (*jobportal.Comment, error) {
	postID, err := pathID(r, "id", postNotFound)
	if err != nil {
		return nil, err
	}
	id, err := pathID(r, "commentId", commentNotFound)
	if err != nil {
		return nil, err
	}
	c, err := s.db.FindComment(r.Context(), postID, id)
	if err != nil {
		return nil, err
	}
	if !may(actor(r), c) {
		return nil, jobportal.Errorf(jobportal.EFORBIDDEN, "%s", refusal)
	}
	return c, nil
}

func (s *Server) handleCommentUpdate(w http.ResponseWriter, r *http.Request) {
	c, err := s.findComment(r, jobportal.CanEditComment, "You can only change your own comments.")
	if err != nil {
		Error(w, r, err)
		return
	}
	text, err := readComment(w, r)
	if err != nil {
		Error(w, r, err)
		return
	}
	c, err = s.db.UpdateComment(r.Context(), c.PostID, c.ID, text)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, c, "Comment updated successfully")
}

func (s *Server) handleCommentDelete(w http.ResponseWriter, r *http.Request) {
	c, err := s.findComment(r, jobportal.CanDeleteComment, "You can only delete your own comments.")
	if err != nil {
		Error(w, r, err)
		return
	}
	if err := s.db.DeleteComment(r.Context(), c.PostID, c.ID); err != nil {
		Error(w, r, err)
		return
	}
	s.audit(r, "comment.delete", "comment", c.ID, "")
	respond(w, http.StatusOK, nil, "Comment deleted successfully")
}
