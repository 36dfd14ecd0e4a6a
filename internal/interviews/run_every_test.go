package interviews_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"jobportal/internal/interviews"
)

// Both reminders' loops: a round that panics or fails is logged and the next
// runs at the next tick; the loop ends with its context.
func TestRunEveryGoesOnAfterAPanicOrAFailureUntilItsContextEnds(t *testing.T) {
	// The loop writes the log before done closes; the test reads it after.
	var out bytes.Buffer
	log := slog.New(slog.NewTextHandler(&out, nil))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rounds := 0
	done := make(chan struct{})
	go func() {
		defer close(done)
		interviews.RunEvery(ctx, time.Millisecond, "test reminders", log, func(context.Context) (int, error) {
			rounds++
			switch rounds {
			case 1:
				panic("a letter without its job")
			case 2:
				return 0, errors.New("the database is away")
			}
			// The server stops while a round runs (a tick due as it stops may
			// start one more, which finds its context ended as well).
			cancel()
			return 0, ctx.Err()
		})
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the loop did not end with its context")
	}
	if rounds < 3 {
		t.Fatalf("rounds = %d: the loop stopped before its context ended", rounds)
	}
	logged := out.String()
	for _, want := range []string{"send test reminders", "a letter without its job", "the database is away"} {
		if !strings.Contains(logged, want) {
			t.Errorf("the log lacks %q:\n%s", want, logged)
		}
	}
	if strings.Count(logged, "level=ERROR") != 2 {
		t.Errorf("want two errors logged (a round cut short by the end is not one):\n%s", logged)
	}
}
