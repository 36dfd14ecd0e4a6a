package auth_test

import (
	"strings"
	"testing"

	"jobportal/internal/auth"
)

func TestPasswords(t *testing.T) {
	h, err := auth.HashPassword("correct horse")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("hash %q does not carry the expected parameters", h)
	}
	t.Run("the right password matches", func(t *testing.T) {
		if ok, err := auth.CheckPassword(h, "correct horse"); !ok || err != nil {
			t.Fatalf("ok=%v err=%v", ok, err)
		}
	})
	t.Run("a wrong password does not", func(t *testing.T) {
		if ok, _ := auth.CheckPassword(h, "correct horsE"); ok {
			t.Fatal("matched")
		}
	})
	t.Run("two hashes of one password differ by salt", func(t *testing.T) {
		h2, _ := auth.HashPassword("correct horse")
		if h2 == h {
			t.Fatal("same hash twice")
		}
	})
	t.Run("a malformed hash is an error, not a match", func(t *testing.T) {
		for _, bad := range []string{"", "plain", "$argon2id$v=19$m=1,t=1,p=1$$", "$bcrypt$x$y$z$w"} {
			if ok, err := auth.CheckPassword(bad, "x"); ok || err == nil {
				t.Errorf("%q: ok=%v err=%v", bad, ok, err)
			}
		}
	})
}

func TestTokens(t *testing.T) {
	a, ha, err := auth.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	b, _, _ := auth.NewToken()
	if a == b || len(a) != 43 {
		t.Fatalf("tokens %q %q", a, b)
	}
	if auth.HashToken(a) != ha || len(ha) != 64 {
		t.Fatalf("hash %q", ha)
	}
}
