package httpapi

import (
	"context"
	"net/http"

	"jobportal/internal/jobportal"
)

// moderation is how an admin's decision on one thing of an area (a job, a
// company page) is made: who may make it, and what they are told otherwise.
// Each decide hands the store the email that tells the thing's owner, which
// the store queues in the decision's transaction if the status changes, so
// that deciding twice sends one email.
type moderation[T any] struct {
	may      func(jobportal.Actor) bool
	refused  error  // the answer to an account the rule turns away
	notFound string // the message for an id that names nothing
	message  string // the answer's message
	// decide makes the decision on the thing with an id, and says whether
	// its status changed.
	decide func(ctx context.Context, id int64) (v T, changed bool, err error)
}

// moderate makes a decision on the thing of the request's path and answers
// the thing as it is now.
func moderate[T any](w http.ResponseWriter, r *http.Request, m moderation[T]) {
	if !m.may(actor(r)) {
		Error(w, r, m.refused)
		return
	}
	id, err := pathID(r, "id", m.notFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	v, _, err := m.decide(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	respond(w, http.StatusOK, v, m.message)
}
