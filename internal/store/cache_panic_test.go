package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"jobportal/internal/recovery"
)

func TestCachePanics(t *testing.T) {
	ctx := context.Background()
	t0 := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)

	t.Run("a panic while remaking a value in the background keeps the old one and the process", func(t *testing.T) {
		var c cache[int]
		if v, err := c.get(ctx, "k", t0, func(context.Context) (int, bool, error) { return 7, true, nil }); err != nil || v != 7 {
			t.Fatalf("%d, %v", v, err)
		}
		later := t0.Add(cacheTTL/2 + time.Second)
		panicking := func(context.Context) (int, bool, error) { panic("remake failed") }
		if v, err := c.get(ctx, "k", later, panicking); err != nil || v != 7 {
			t.Fatalf("%d, %v", v, err)
		}
		c.settled("k")
		// The remake is tried again by the next caller, which still gets
		// the old value at once.
		if v, err := c.get(ctx, "k", later, func(context.Context) (int, bool, error) { return 8, true, nil }); err != nil || v != 7 {
			t.Fatalf("%d, %v", v, err)
		}
		c.settled("k")
		if v, err := c.get(ctx, "k", later, panicking); err != nil || v != 8 {
			t.Fatalf("%d, %v", v, err)
		}
		c.settled("k")
	})

	t.Run("a panic while a value is first made is an error, and the next caller makes it", func(t *testing.T) {
		var c cache[int]
		_, err := c.get(ctx, "k", t0, func(context.Context) (int, bool, error) { panic("first make failed") })
		var p *recovery.PanicError
		if !errors.As(err, &p) {
			t.Fatalf("got %v", err)
		}
		if v, err := c.get(ctx, "k", t0, func(context.Context) (int, bool, error) { return 9, true, nil }); err != nil || v != 9 {
			t.Fatalf("%d, %v", v, err)
		}
	})
}
