package httpapi

import (
	"context"
	"strconv"
	"sync"
	"time"

	"jobportal/internal/store"
)

// imageUploadRule bounds the images one account uploads (flyers, covers,
// logos, avatars, CV photos): each is decoded in full, which costs up to a
// second of a core and 96 MB, so that one account cannot keep the image
// work busy for everyone. Thirty in ten minutes is a flyer for every job of
// a busy morning.
var imageUploadRule = store.ThrottleRule{Limit: 30, Window: 10 * time.Minute}

// uploader names the account a request's image comes from ("customer:12",
// "admin:3"), or "" for images made by the server itself (the demo's).
func uploader(ctx context.Context) string {
	a := accountFrom(ctx)
	switch {
	case a == nil:
		return ""
	case a.Admin != nil:
		return "admin:" + strconv.FormatInt(a.Admin.ID, 10)
	case a.Customer != nil:
		return "customer:" + strconv.FormatInt(a.Customer.ID, 10)
	}
	return ""
}

// imageTurn counts an uploaded image against its account's throttle (a 429
// with Retry-After when the account has uploaded too many), then waits for
// the account's turn: an account's images are checked and resized one at a
// time, so that one account sending many at once holds at most one of the
// image work's turns (media), and the others' images and copies go on. The
// caller calls release when done with the image.
func (s *Server) imageTurn(ctx context.Context) (release func(), err error) {
	who := uploader(ctx)
	if who == "" {
		return func() {}, nil
	}
	if err := s.takeThrottle(ctx, "image uploads", store.Throttle{
		Key: throttleKey("image-upload-account", who), Rule: imageUploadRule}); err != nil {
		return nil, err
	}
	return s.imageTurns.take(ctx, who)
}

// accountTurns lets one holder at a time work for each account. The zero
// value is ready.
type accountTurns struct {
	mu    sync.Mutex
	turns map[string]*accountTurn
}

type accountTurn struct {
	ch    chan struct{} // holds a token while the turn is taken
	users int           // holders and waiters; the entry goes at zero
}

// take waits for who's turn, or for ctx to end.
func (t *accountTurns) take(ctx context.Context, who string) (release func(), err error) {
	t.mu.Lock()
	if t.turns == nil {
		t.turns = map[string]*accountTurn{}
	}
	at := t.turns[who]
	if at == nil {
		at = &accountTurn{ch: make(chan struct{}, 1)}
		t.turns[who] = at
	}
	at.users++
	t.mu.Unlock()
	leave := func() {
		t.mu.Lock()
		if at.users--; at.users == 0 {
			delete(t.turns, who)
		}
		t.mu.Unlock()
	}
	select {
	case at.ch <- struct{}{}:
		var once sync.Once
		return func() { once.Do(func() { <-at.ch; leave() }) }, nil
	case <-ctx.Done():
		leave()
		return nil, ctx.Err()
	}
}
