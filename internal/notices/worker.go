// Package notices reads the text printed on job flyers in the background:
// every server runs a Worker, which claims the flyers queued in the store
// (store.ClaimNotices), reads each with OCR (internal/ocr) and keeps the
// text, which the store makes the jobs' searchable, public notice text.
package notices

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/jobportal"
	"jobportal/internal/media"
	"jobportal/internal/ocr"
	"jobportal/internal/recovery"
	"jobportal/internal/store"
)

// Worker reads the queued flyers' text.
type Worker struct {
	DB     *store.DB
	Blobs  blob.Bucket
	Reader *ocr.Reader
	Log    *slog.Logger
	// Tick is how often it looks for flyers to read; 10 s when zero. A
	// flyer queued through DB wakes it at once (store.DB.NoticesQueued);
	// the tick finds those queued by other servers, and those due again.
	Tick time.Duration
	// MaxAttempts is how many tries a flyer gets; 3 when zero.
	MaxAttempts int
	// Holder names this worker's claims; random when empty.
	Holder string
}

// claimTTL is longer than a read may take (ocr.Reader's time limit).
const claimTTL = 3 * time.Minute

// cleanEvery is how often a worker deletes the texts nothing shows any
// longer (store.DB.CleanNotices): rows that wait 30 days need no sooner look.
const cleanEvery = time.Hour

func (w *Worker) holder() string {
	if w.Holder == "" {
		b := make([]byte, 8)
		rand.Read(b)
		w.Holder = hex.EncodeToString(b)
	}
	return w.Holder
}

func (w *Worker) maxAttempts() int {
	if w.MaxAttempts > 0 {
		return w.MaxAttempts
	}
	return 3
}

// Start queues again, on a server that can read flyers, those found while
// none could.
func (w *Worker) Start(ctx context.Context) error {
	if _, err := w.Reader.Available(ctx); err != nil {
		return nil
	}
	n, err := w.DB.ResumeNotices(ctx)
	if n > 0 {
		w.Log.Info("flyers queued again to be read", "count", n)
	}
	return err
}

// RunOnce reads the flyers that are due, one at a time, and returns how
// many it read.
func (w *Worker) RunOnce(ctx context.Context) (int, error) {
	read := 0
	for ctx.Err() == nil {
		claimed, err := w.DB.ClaimNotices(ctx, w.holder(), 1, claimTTL)
		if err != nil || len(claimed) == 0 {
			return read, err
		}
		for _, c := range claimed {
			ok, err := w.read(ctx, c)
			if err != nil {
				return read, err
			}
			if ok {
				read++
			}
		}
	}
	return read, nil
}

// read reads one claimed flyer and records the outcome; ok says it was read.
func (w *Worker) read(ctx context.Context, c store.NoticeWork) (ok bool, err error) {
	// The outcome is recorded even when ctx ends as it is read.
	keep := context.WithoutCancel(ctx)
	if _, err := w.Reader.Available(ctx); err != nil {
		return false, w.DB.NoticeCannotBeRead(keep, c.Image, w.holder())
	}
	text, err := w.readImage(ctx, c.Image)
	if err == nil {
		err = w.DB.NoticeRead(keep, c.Image, w.holder(), text)
		if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
			return false, nil
		}
		return err == nil, err
	}
	if ctx.Err() != nil {
		// Stopped: the claim runs out and any server reads it again.
		return false, nil
	}
	var retry time.Time
	var forGood *permanent
	if !errors.As(err, &forGood) && c.Attempts < w.maxAttempts() {
		retry = w.DB.Now().Add(time.Duration(c.Attempts) * time.Minute)
	}
	w.Log.Warn("a flyer's text could not be read", "image", c.Image, "attempt", c.Attempts, "err", err, "again", !retry.IsZero())
	err = w.DB.NoticeNotRead(keep, c.Image, w.holder(), err.Error(), retry)
	if jobportal.ErrorCode(err) == jobportal.ENOTFOUND {
		return false, nil
	}
	return false, err
}

// permanent is a failure that trying again cannot mend.
type permanent struct{ err error }

func (p *permanent) Error() string { return p.err.Error() }

func (w *Worker) readImage(ctx context.Context, image string) (string, error) {
	key, ok := strings.CutPrefix(image, "/media/")
	if !ok || !blob.ValidKey(key) {
		return "", &permanent{fmt.Errorf("%q is not a stored image", image)}
	}
	f, err := w.Blobs.Open(ctx, key)
	if errors.Is(err, blob.ErrNotFound) {
		return "", &permanent{fmt.Errorf("%q is no longer stored", image)}
	} else if err != nil {
		return "", err
	}
	data := make([]byte, f.Size)
	_, err = io.ReadFull(f, data)
	f.Close()
	if err != nil {
		return "", fmt.Errorf("read %q: %w", image, err)
	}
	var text string
	err = recovery.Guard("flyer text", func() error {
		img, err := media.Decode(data)
		if err != nil {
			return &permanent{fmt.Errorf("decode %q: %w", image, err)}
		}
		text, err = w.Reader.Read(ctx, img)
		return err
	})
	return text, err
}

// clean deletes the texts of the flyers nothing shows any longer.
func (w *Worker) clean(ctx context.Context) {
	var n int64
	err := recovery.Guard("flyer text cleanup", func() (err error) {
		n, err = w.DB.CleanNotices(ctx)
		return err
	})
	if err != nil && ctx.Err() == nil {
		w.Log.Error("clean flyers' text", "err", err)
	} else if n > 0 {
		w.Log.Info("texts of flyers no longer shown removed", "count", n)
	}
}

// Run reads flyers every tick, and as soon as DB queues one, until ctx ends.
// It cleans as it starts and then at most once an hour.
func (w *Worker) Run(ctx context.Context) {
	if err := w.Start(ctx); err != nil && ctx.Err() == nil {
		w.Log.Error("queue flyers again", "err", err)
	}
	tick := w.Tick
	if tick <= 0 {
		tick = 10 * time.Second
	}
	t := time.NewTicker(tick)
	defer t.Stop()
	var cleaned time.Time
	for {
		if time.Since(cleaned) >= cleanEvery {
			cleaned = time.Now()
			w.clean(ctx)
		}
		// A panic in one round is logged; the next round runs.
		err := recovery.Guard("flyer text", func() error { _, err := w.RunOnce(ctx); return err })
		if err != nil && ctx.Err() == nil {
			w.Log.Error("read flyers' text", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-w.DB.NoticesQueued():
		case <-t.C:
		}
	}
}
