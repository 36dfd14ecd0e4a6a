package httpapi

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"
)

func TestAViewThatCannotBeWrittenIsNotCountedNorRemembered(t *testing.T) {
	calls := 0
	down := true
	count := func(context.Context, int64, string, time.Duration) (bool, error) {
		calls++
		if down {
			return false, errors.New("connection refused")
		}
		return true, nil
	}
	prune := func(context.Context, time.Duration) (int64, error) { return 0, nil }
	v := newViewCounter(count, prune, "test views", slog.New(slog.NewTextHandler(io.Discard, nil)), time.Hour, time.Now)
	defer v.close(context.Background())
	if counted, err := v.add(context.Background(), 7, "192.0.2.1"); err == nil || counted {
		t.Fatalf("with the database down: %v %v", counted, err)
	}
	down = false
	if counted, err := v.add(context.Background(), 7, "192.0.2.1"); err != nil || !counted {
		t.Fatalf("once it is back: %v %v", counted, err)
	}
	// Counted here, so the viewer's next view costs no write.
	if counted, err := v.add(context.Background(), 7, "192.0.2.1"); err != nil || counted || calls != 2 {
		t.Fatalf("a repeated view: %v %v, %d writes", counted, err, calls)
	}
}
