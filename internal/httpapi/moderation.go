package httpapi

import (
	"context"
	"net/http"

	"jobportal/internal/jobportal"
)

// moderation is how an admin's decision on one thing of an area (a job, a
// company page) is made: who may make it, what they are told otherwise, and
// whom the decision is told to.
type moderation[T any] struct {
	may      func(jobportal.Actor) bool
	refused  error  // the answer to an account the rule turns away
	notFound string // the message for an id that names nothing
	message  string // the answer's message
	// decide makes the decision on the thing with an id, and says whether
	// its status changed.
	decide func(ctx context.Context, id int64) (v T, changed bool, err error)
	// tell lets the thing's owner know of a change of status.
	tell func(ctx context.Context, v T)
}

// moderate makes a decision on the thing of the request's path and answers
// the thing as it is now. Its owner is told only when its status changed,
// so that deciding twice sends one email.
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
	v, changed, err := m.decide(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return
	}
	if changed {
		m.tell(r.Context(), v)
	}
	respond(w, http.StatusOK, v, m.message)
}
