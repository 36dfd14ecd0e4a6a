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

// copyQueue is how many stored images may wait for their copies. One more
// is not queued: its copies are made when first asked for, as without the
// queue.
const copyQueue = 256

// copyMaker makes, one image at a time in the background, the copies the
// app asks for of each image as it is stored: WebP (or the image's own
// format, for a WebP) at every width of media.Widths, smallest first, which
// is what a phone asks for first. A lossy WebP copy of a photo costs about
// half a second of one core, so one worker keeps an upload from taking more
// than one core from the visitors; each copy is made through the same
// variant and singleflight as a request's, so a visitor asking for a copy
// the worker is making waits for that one rather than making another.
type copyMaker struct {
	*background
	s     *Server
	queue chan string
	// pending counts the images queued and not yet done (WaitForCopies).
	pending sync.WaitGroup
}

func newCopyMaker(s *Server) *copyMaker {
	m := &copyMaker{background: newBackground(), s: s, queue: make(chan string, copyQueue)}
	go m.run()
	return m
}

// add queues the copies of the image stored under key. It never waits: with
// the queue full, or the server closing, the image's copies are made on
// request.
func (m *copyMaker) add(key string) {
	if m == nil {
		return
	}
	m.pending.Add(1)
	select {
	case <-m.stop:
		m.pending.Done()
	case m.queue <- key:
	default:
		m.pending.Done()
		m.s.log.Warn("image copies queue full; copies will be made on request", "key", key)
	}
}

func (m *copyMaker) run() {
	defer close(m.done)
	for {
		select {
		case <-m.stop:
			// What is still queued is left to be made on request.
			for {
				select {
				case <-m.queue:
					m.pending.Done()
				default:
					return
				}
			}
		case key := <-m.queue:
			// A panic ends this image's copies, not the worker: the
			// others queued still get theirs.
			if err := recovery.Guard("image copies", func() error { m.make(key); return nil }); err != nil {
				m.s.log.Error("make an image's copies", "err", err, "key", key, "stack", string(err.(*recovery.PanicError).Stack))
			}
			m.pending.Done()
		}
	}
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
