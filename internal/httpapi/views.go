package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/recovery"
)

// viewCounter counts views (of jobs, or of blog posts). Each counted view is
// written to the database before the request is answered, so a server that
// is killed loses none, and several servers add to the same rows.
//
// A viewer's views of one job or post count once per viewWindow, so that a
// loop of requests cannot inflate the figures. The database keeps the mark
// of each pair's last counted view, so the window holds across servers; this
// server also remembers the pairs it counted itself (at most maxViewsSeen),
// so that a viewer's repeated views cost no write.
type viewCounter struct {
	count func(ctx context.Context, id int64, viewer string, window time.Duration) (bool, error)
	prune func(ctx context.Context, window time.Duration) (int64, error)
	what  string // "job views", for messages
	log   *slog.Logger
	now   func() time.Time
	mu    sync.Mutex
	seen  map[viewKey]time.Time
	stop  chan struct{}
	done  chan struct{}
	once  sync.Once
}

// viewKey is one viewer of one job or post.
type viewKey struct {
	id     int64
	viewer string
}

const (
	viewWindow   = 30 * time.Minute
	maxViewsSeen = 200_000
	// viewMarksPruneEvery is how often the marks older than the window are
	// removed from the database.
	viewMarksPruneEvery = 10 * time.Minute
)

func newViewCounter(count func(context.Context, int64, string, time.Duration) (bool, error),
	prune func(context.Context, time.Duration) (int64, error), what string, log *slog.Logger, pruneEvery time.Duration, now func() time.Time) *viewCounter {
	v := &viewCounter{count: count, prune: prune, what: what, log: log, now: now, seen: map[viewKey]time.Time{},
		stop: make(chan struct{}), done: make(chan struct{})}
	go v.run(pruneEvery)
	return v
}

// run removes the marks that have left their window, now and then, and this
// server's memory of them.
func (v *viewCounter) run(every time.Duration) {
	defer close(v.done)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-v.stop:
			return
		case <-t.C:
			v.mu.Lock()
			v.forget(v.now())
			v.mu.Unlock()
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			if err := recovery.Guard(v.what, func() error { _, err := v.prune(ctx, viewWindow); return err }); err != nil {
				v.log.Error("prune the marks of "+v.what, "err", err)
			}
			cancel()
		}
	}
}

// add counts a view of id by viewer, unless the viewer's last counted view
// of it is less than viewWindow old; it reports whether it counted. A view it
// counts is in the database when it returns.
func (v *viewCounter) add(ctx context.Context, id int64, viewer string) (bool, error) {
	k := viewKey{id, viewer}
	v.mu.Lock()
	at, ok := v.seen[k]
	v.mu.Unlock()
	if ok && v.now().Sub(at) < viewWindow {
		return false, nil
	}
	counted, err := v.count(ctx, id, viewer, viewWindow)
	if err != nil || !counted {
		return false, err
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	now := v.now()
	if len(v.seen) >= maxViewsSeen {
		v.forget(now)
	}
	// Past the bound the pair is not remembered here: the database's mark
	// still holds its window, at the cost of a write per repeated view.
	if len(v.seen) < maxViewsSeen {
		v.seen[k] = now
	}
	return true, nil
}

// forget drops the viewers whose window has passed; v.mu is held.
func (v *viewCounter) forget(now time.Time) {
	for k, at := range v.seen {
		if now.Sub(at) >= viewWindow {
			delete(v.seen, k)
		}
	}
}

// close stops the pruning.
func (v *viewCounter) close(ctx context.Context) error {
	v.once.Do(func() { close(v.stop) })
	select {
	case <-v.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// countView answers a view of the job or post of the address's id, which
// exists says is shown to the public (else a 404 with notFound), counted by
// views and written before the answer.
func (s *Server) countView(w http.ResponseWriter, r *http.Request, notFound string,
	exists func(context.Context, int64) (bool, error), views *viewCounter) {
	id, err := pathID(r, "id", notFound)
	if err != nil {
		Error(w, r, err)
		return
	}
	ok, err := exists(r.Context(), id)
	if err != nil {
		Error(w, r, err)
		return
	} else if !ok {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "%s", notFound))
		return
	}
	counted, err := views.add(r.Context(), id, viewer(r))
	if err != nil {
		Error(w, r, err)
		return
	} else if !counted {
		respond(w, http.StatusOK, nil, "View already counted.")
		return
	}
	respond(w, http.StatusOK, nil, "View counted.")
}

// viewer is who a view is counted for: the client's address (its /64 for
// IPv6), which a loop of requests cannot change as it can a token or a
// header.
func viewer(r *http.Request) string { return throttleAddress(clientIP(r)) }
