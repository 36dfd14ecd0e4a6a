package httpapi

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"
)

func TestImageCopiesAreQueuedFairlyPerAccount(t *testing.T) {
	var q fairQueue
	for i := range 5 {
		q.push(fmt.Sprintf("a%d", i), "customer:1")
	}
	q.push("b0", "customer:2")
	q.push("c0", "admin:1")
	q.push("b1", "customer:2")
	var got []string
	for {
		k, ok := q.pop()
		if !ok {
			break
		}
		got = append(got, k)
		if k == "a1" {
			q.push("d0", "customer:4") // one that comes later waits one round at most
		}
	}
	want := []string{"a0", "b0", "c0", "a1", "b1", "a2", "d0", "a3", "a4"}
	if !slices.Equal(got, want) {
		t.Fatalf("order %q, want %q", got, want)
	}

	t.Run("one account cannot fill the queue", func(t *testing.T) {
		var q fairQueue
		for i := range copyQueuePerAccount {
			if !q.push(fmt.Sprint(i), "customer:1") {
				t.Fatalf("image %d refused", i)
			}
		}
		if q.push("one more", "customer:1") {
			t.Fatal("an account queued more than its share")
		}
		if !q.push("another's", "customer:2") {
			t.Fatal("another account's image was refused")
		}
	})
	t.Run("the queue holds copyQueue images at most", func(t *testing.T) {
		var q fairQueue
		for i := range copyQueue {
			if !q.push(fmt.Sprint(i), fmt.Sprint(i)) {
				t.Fatalf("image %d refused", i)
			}
		}
		if q.push("one more", "new") {
			t.Fatal("the queue went past its bound")
		}
	})
}

func TestEachAccountsImagesAreWorkedOnOneAtATime(t *testing.T) {
	ctx := context.Background()
	var turns accountTurns
	release, err := turns.take(ctx, "customer:1")
	if err != nil {
		t.Fatal(err)
	}
	// Another account is not held back.
	other, err := turns.take(ctx, "customer:2")
	if err != nil {
		t.Fatal(err)
	}
	other()
	// The same account waits for its turn.
	short, cancel := context.WithTimeout(ctx, 30*time.Millisecond)
	defer cancel()
	if _, err := turns.take(short, "customer:1"); err != context.DeadlineExceeded {
		t.Fatalf("a second image of the account went ahead: %v", err)
	}
	got := make(chan error, 1)
	go func() {
		r, err := turns.take(ctx, "customer:1")
		if err == nil {
			r()
		}
		got <- err
	}()
	time.Sleep(10 * time.Millisecond)
	release()
	release() // a second release changes nothing
	if err := <-got; err != nil {
		t.Fatal(err)
	}
	turns.mu.Lock()
	defer turns.mu.Unlock()
	if len(turns.turns) != 0 {
		t.Fatalf("turns left behind: %v", turns.turns)
	}
}
