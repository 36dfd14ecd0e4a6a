package httpapi

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/jobportal"
	"jobportal/internal/media"
	"jobportal/internal/recovery"
)

// copyQueue is how many stored images may wait for their copies, and
// copyQueuePerAccount how many of them one account's. One more is not
// queued: its copies are made when first asked for, as without the queue.
const (
	copyQueue           = 256
	copyQueuePerAccount = 16
)

// copyMaker makes, one image at a time in the background, the copies the
// app asks for of each image as it is stored: WebP (or the image's own
// format, for a WebP) at every width of media.Widths, smallest first, which
// is what a phone asks for first. A lossy WebP copy of a photo costs about
// half a second of one core, so one worker keeps an upload from taking more
// than one core from the visitors; each copy is made through the same
// variant and singleflight as a request's, so a visitor asking for a copy
// the worker is making waits for that one rather than making another.
//
// The images wait in a queue per account, taken in turn, one image of each
// account with images waiting before a second of any: an account that
// uploads many cannot hold back the copies of another's one.
type copyMaker struct {
	*background
	s      *Server
	wake   chan struct{} // holds a token when images wait
	mu     sync.Mutex
	fair   fairQueue
	closed bool // the worker has stopped: nothing more is queued
	// pending counts the images queued and not yet done (WaitForCopies).
	pending sync.WaitGroup
}

func newCopyMaker(s *Server) *copyMaker {
	m := &copyMaker{background: newBackground(), s: s, wake: make(chan struct{}, 1)}
	go m.run()
	return m
}

// add queues the copies of the image stored under key by the account owner
// ("" for the server's own). It never waits: with the queue (or the
// account's share of it) full, or the server closing, the image's copies
// are made on request.
func (m *copyMaker) add(key, owner string) {
	if m == nil {
		return
	}
	m.mu.Lock()
	closed := m.closed
	ok := !closed && m.fair.push(key, owner)
	if ok {
		m.pending.Add(1)
	}
	m.mu.Unlock()
	if !ok {
		if !closed {
			m.s.log.Warn("image copies not queued; they will be made on request", "key", key, "account", owner)
		}
		return
	}
	select {
	case m.wake <- struct{}{}:
	default:
	}
}

// next takes the next image whose copies are to be made.
func (m *copyMaker) next() (string, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.fair.pop()
}

func (m *copyMaker) run() {
	defer close(m.done)
	for {
		select {
		case <-m.stop:
			m.drop()
			return
		case <-m.wake:
		}
		for {
			select {
			case <-m.stop:
				m.drop()
				return
			default:
			}
			key, ok := m.next()
			if !ok {
				break
			}
			// A panic ends this image's copies, not the worker: the
			// others queued still get theirs.
			if err := recovery.Guard("image copies", func() error { m.make(key); return nil }); err != nil {
				m.s.log.Error("make an image's copies", "err", err, "key", key, "stack", string(err.(*recovery.PanicError).Stack))
			}
			m.pending.Done()
		}
	}
}

// drop forgets what is still queued, to be made on request.
func (m *copyMaker) drop() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.closed = true
	for {
		if _, ok := m.fair.pop(); !ok {
			return
		}
		m.pending.Done()
	}
}

// fairQueue holds keys in a queue per owner and gives them out in turn:
// the first of each owner's, in the order the owners came, then the second.
// The zero value is empty.
type fairQueue struct {
	queues map[string][]string
	owners []string // the owners with keys waiting, the next to be served first
	n      int
}

// push queues key for owner, unless the queue holds copyQueue keys or the
// owner copyQueuePerAccount.
func (q *fairQueue) push(key, owner string) bool {
	if q.n >= copyQueue || len(q.queues[owner]) >= copyQueuePerAccount {
		return false
	}
	if q.queues == nil {
		q.queues = map[string][]string{}
	}
	if len(q.queues[owner]) == 0 {
		q.owners = append(q.owners, owner)
	}
	q.queues[owner] = append(q.queues[owner], key)
	q.n++
	return true
}

// pop takes the first key of the owner whose turn it is.
func (q *fairQueue) pop() (string, bool) {
	if len(q.owners) == 0 {
		return "", false
	}
	owner := q.owners[0]
	q.owners = q.owners[1:]
	keys := q.queues[owner]
	key := keys[0]
	if len(keys) > 1 {
		q.queues[owner] = keys[1:]
		q.owners = append(q.owners, owner)
	} else {
		delete(q.queues, owner)
	}
	q.n--
	return key, true
}

// make makes the copies of one image, stopping early when the server closes
// or the image is gone (removed because its job was not saved, say).
func (m *copyMaker) make(key string) {
	webp := !strings.HasSuffix(key, media.WebP.Ext)
	for _, w := range media.Widths {
		select {
		case <-m.stop:
			return
		default:
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		_, err := m.s.variant(ctx, key, w, webp)
		cancel()
		if err != nil {
			if jobportal.ErrorCode(err) != jobportal.ENOTFOUND {
				m.s.log.Error("make an image's copies", "err", err, "key", key, "width", w)
			}
			break
		}
	}
	// An image removed while its copies were being made (dropImage removes
	// the image, then its copies) may have had one written after that: a
	// copy is only kept beside its image.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	f, err := m.s.blobs.Open(ctx, key)
	if err == nil {
		f.Close()
		return
	}
	if errors.Is(err, blob.ErrNotFound) {
		err = m.s.blobs.DeletePrefix(ctx, variantDir(key))
	}
	if err != nil {
		m.s.log.Error("remove the copies of a removed image", "err", err, "key", key)
	}
}

// close stops the worker, leaving what is still queued to be made on
// request, and waits for the copy being made to be done.
func (m *copyMaker) close(ctx context.Context) error {
	if m == nil {
		return nil
	}
	return m.background.close(ctx)
}

// background is the stop and done signals of a goroutine the server runs
// beside the requests.
type background struct {
	stop chan struct{} // closed to ask the goroutine to return
	done chan struct{} // closed by the goroutine as it returns
	once sync.Once
}

func newBackground() *background {
	return &background{stop: make(chan struct{}), done: make(chan struct{})}
}

// close asks the goroutine to stop and waits until it has, or ctx ends.
func (b *background) close(ctx context.Context) error {
	b.once.Do(func() { close(b.stop) })
	select {
	case <-b.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// WaitForCopies waits until every image queued so far for its copies
// (Config.CopiesAtUpload) has them, or was let go of; it returns at once
// without CopiesAtUpload.
func (s *Server) WaitForCopies() {
	if s.copies != nil {
		s.copies.pending.Wait()
	}
}
