package flyer

import (
	_ "embed"
	"fmt"
	"strings"
)

//go:embed notices.txt
var noticesText string

// Notice is a printed vacancy notice: its language (en, si or ta), its
// heading and its lines.
type Notice struct {
	Lang    string
	Heading string
	Lines   []string
}

// Text is what is printed, a line each.
func (n Notice) Text() string {
	return n.Heading + "\n" + strings.Join(n.Lines, "\n")
}

// Notices are the notices of notices.txt, in its order.
func Notices() ([]Notice, error) {
	var out []Notice
	for i, line := range strings.Split(noticesText, "\n") {
		line = strings.TrimRight(line, " \r")
		switch {
		case strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "== "):
			out = append(out, Notice{Lang: strings.TrimPrefix(line, "== ")})
		case line == "":
		case len(out) == 0:
			return nil, fmt.Errorf("notices.txt:%d: a line before the first notice", i+1)
		case out[len(out)-1].Heading == "":
			out[len(out)-1].Heading = line
		default:
			out[len(out)-1].Lines = append(out[len(out)-1].Lines, line)
		}
	}
	return out, nil
}

// Normalize makes a text comparable with what OCR read of it: whitespace
// made single spaces, and the zero-width joiner and non-joiner dropped
// (Sinhala shows the same letters with them or without, and OCR may read
// either).
func Normalize(s string) string {
	s = strings.NewReplacer("\u200c", "", "\u200d", "").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// Accuracy is the character accuracy of got against want: 1 − the edit
// distance in characters (runes) over want's length, after Normalize; 0
// at worst.
func Accuracy(want, got string) float64 {
	w, g := []rune(Normalize(want)), []rune(Normalize(got))
	if len(w) == 0 {
		if len(g) == 0 {
			return 1
		}
		return 0
	}
	return max(0, 1-float64(distance(w, g))/float64(len(w)))
}

// distance is the Levenshtein distance of two rune slices.
func distance(a, b []rune) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
