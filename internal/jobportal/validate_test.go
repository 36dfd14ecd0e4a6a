package jobportal_test

import (
	"testing"

	"jobportal/internal/jobportal"
)

func TestCleanText(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"line breaks are written as \\n", "one\r\ntwo\rthree\nfour", "one\ntwo\nthree\nfour"},
		{"tabs stay", "a\tb", "a\tb"},
		{"NUL and other control characters go", "a\x00b\x07c\x1bd\u0085e", "abcde"},
		{"a byte-order mark goes, at the start or inside", "\ufeffName,\ufeffRole", "Name,Role"},
		{"bytes that are not UTF-8 go", "caf\xe9 ok", "caf ok"},
		{"Sinhala's joiners stay", "ශ්\u200dරී ලංකාව", "ශ්\u200dරී ලංකාව"},
		{"Tamil stays", "க்ஷ ஸ்ரீ", "க்ஷ ஸ்ரீ"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := jobportal.CleanText(c.in); got != c.want {
				t.Fatalf("CleanText(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}
