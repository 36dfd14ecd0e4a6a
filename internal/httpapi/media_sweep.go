package httpapi

import (
	"context"
	"time"

	"jobportal/internal/recovery"
)

// Images stored before anything shows them (a CV's photo until the builder
// saves the CV, an article's image until the editor saves the article) are
// noted in the store. One that nothing shows unclaimedAge later was left
// behind (the tab was closed first, another photo replaced it before the
// save) and is removed with its copies, so that a person's photo does not
// outlive the CV it was meant for. The age leaves an editor open over a
// weekend its images.
const (
	unclaimedAge = 72 * time.Hour
	// sweepBatch bounds the images one sweep looks at; the rest wait for
	// the next.
	sweepBatch = 1000
)

// noteUnclaimed records an image just stored for something not yet saved,
// by a customer (owner) or an admin (nil). A failure is logged: the image
// is kept either way, only not swept.
func (s *Server) noteUnclaimed(ctx context.Context, path string, owner *int64) {
	if err := s.db.NoteUnclaimedImage(ctx, path, owner); err != nil {
		s.log.ErrorContext(ctx, "note an unclaimed image", "err", err, "path", path)
	}
}

// SweepUnclaimedImages removes the images noted as stored for something not
// yet saved that nothing shows unclaimedAge later, with their copies, and
// forgets those that something shows. It returns how many it removed. An
// image stored again meanwhile (the same picture uploaded anew) waits anew.
func (s *Server) SweepUnclaimedImages(ctx context.Context) (int, error) {
	before := s.db.Now().Add(-unclaimedAge)
	paths, err := s.db.UnclaimedImages(ctx, before, sweepBatch)
	if err != nil {
		return 0, err
	}
	removed := 0
	for _, path := range paths {
		gone, err := s.releaseImage(ctx, path)
		if err != nil {
			// Kept noted, to be tried again at the next sweep.
			s.log.ErrorContext(ctx, "remove an unclaimed image", "err", err, "path", path)
			continue
		}
		if gone {
			removed++
		}
		if err := s.db.ForgetUnclaimedImage(ctx, path, before); err != nil {
			return removed, err
		}
	}
	return removed, nil
}

// sweeper runs SweepUnclaimedImages a minute after the server starts (a
// server restarted more often than hourly still sweeps), then every period.
type sweeper struct{ *background }

func (s *Server) startSweeper(every time.Duration) *sweeper {
	w := &sweeper{newBackground()}
	go func() {
		defer close(w.done)
		t := time.NewTimer(min(time.Minute, every))
		defer t.Stop()
		for {
			select {
			case <-w.stop:
				return
			case <-t.C:
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			var n int
			err := recovery.Guard("sweep of unclaimed images", func() (err error) {
				n, err = s.SweepUnclaimedImages(ctx)
				return err
			})
			cancel()
			if err != nil {
				s.log.Error("sweep unclaimed images", "err", err)
			} else if n > 0 {
				s.log.Info("removed images nothing showed", "count", n)
			}
			t.Reset(every)
		}
	}()
	return w
}

// close stops the sweeper, waiting for a sweep under way.
func (w *sweeper) close(ctx context.Context) error {
	if w == nil {
		return nil
	}
	return w.background.close(ctx)
}
