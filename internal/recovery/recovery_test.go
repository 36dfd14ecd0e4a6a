package recovery_test

import (
	"errors"
	"testing"

	"jobportal/internal/recovery"
)

func TestGuard(t *testing.T) {
	t.Run("an error comes back as it is and counts nothing", func(t *testing.T) {
		want := errors.New("no")
		before := recovery.Counts()["guard test error"]
		if err := recovery.Guard("guard test error", func() error { return want }); err != want {
			t.Fatalf("got %v", err)
		}
		if recovery.Counts()["guard test error"] != before {
			t.Fatal("an error was counted as a panic")
		}
	})
	t.Run("a panic becomes a counted error with its stack", func(t *testing.T) {
		before := recovery.Counts()["guard test panic"]
		err := recovery.Guard("guard test panic", func() error { panic("boom") })
		var p *recovery.PanicError
		if !errors.As(err, &p) || p.Value != "boom" || p.Where != "guard test panic" || len(p.Stack) == 0 {
			t.Fatalf("got %#v", err)
		}
		if err.Error() != "panic in guard test panic: boom" {
			t.Fatalf("message %q", err.Error())
		}
		if got := recovery.Counts()["guard test panic"]; got != before+1 {
			t.Fatalf("counted %d, want %d", got, before+1)
		}
	})
}
