package flyer_test

import (
	"context"
	"os/exec"
	"testing"

	"jobportal/internal/ocr"
	"jobportal/internal/ocr/flyer"
)

func TestNotices(t *testing.T) {
	notices, err := flyer.Notices()
	if err != nil {
		t.Fatal(err)
	}
	langs := map[string]int{}
	for _, n := range notices {
		langs[n.Lang]++
		if n.Heading == "" || len(n.Lines) < 4 {
			t.Errorf("notice %+v is too short", n)
		}
	}
	if langs["en"] < 3 || langs["si"] < 3 || langs["ta"] < 3 || len(langs) != 3 {
		t.Fatalf("notices per language %v", langs)
	}
}

func TestAccuracy(t *testing.T) {
	tests := []struct {
		name, want, got string
		acc             float64
	}{
		{"the same text", "Lorry drivers", "Lorry drivers", 1},
		{"spaces and lines do not count", "Lorry  drivers\nKandy", " Lorry drivers Kandy ", 1},
		{"a joiner does not count", "අවශ්\u200dයයි", "අවශ්යයි", 1},
		{"one letter in ten wrong", "abcdefghij", "abcdefghiX", 0.9},
		{"a letter missing", "abcdefghij", "abcdefghi", 0.9},
		{"nothing read", "abcd", "", 0},
		{"much more read than printed is no better than nothing", "ab", "abcdefgh", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := flyer.Accuracy(tt.want, tt.got); got < tt.acc-1e-9 || got > tt.acc+1e-9 {
				t.Fatalf("accuracy %v, want %v", got, tt.acc)
			}
		})
	}
}

// The first notice of each language, drawn clean and as a photograph, is
// read by tesseract as the server reads flyers: 90% of its characters at
// least (bench/ocr measures them all, and heavier photographs).
func TestFlyersAreRead(t *testing.T) {
	if _, err := exec.LookPath("tesseract"); err != nil {
		t.Skip("tesseract is not installed (Debian: tesseract-ocr tesseract-ocr-sin tesseract-ocr-tam)")
	}
	if testing.Short() {
		t.Skip("reads six flyers, about 30 s")
	}
	notices, err := flyer.Notices()
	if err != nil {
		t.Fatal(err)
	}
	reader := &ocr.Reader{}
	done := map[string]bool{}
	for i, n := range notices {
		if done[n.Lang] {
			continue
		}
		done[n.Lang] = true
		page, err := flyer.Page(1240, n.Heading, n.Lines)
		if err != nil {
			t.Fatal(err)
		}
		for _, level := range flyer.Levels[:2] {
			t.Run(n.Lang+" "+level.Name, func(t *testing.T) {
				text, err := reader.Read(context.Background(), flyer.Photograph(page, level, uint64(i+1)))
				if err != nil {
					t.Fatal(err)
				}
				if acc := flyer.Accuracy(n.Text(), text); acc < 0.9 {
					t.Fatalf("accuracy %.1f%%; read:\n%s", 100*acc, text)
				}
			})
		}
	}
}
