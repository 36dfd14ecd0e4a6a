// Command ocr measures how much of a flyer's text OCR reads: it draws the
// notices of internal/ocr/flyer/notices.txt (English, Sinhala and Tamil, in
// the Noto fonts the project ships) as clean pages and as photographs of
// them at each level of internal/ocr/flyer's Levels, reads each with
// tesseract as the server does (internal/ocr), and prints the character
// accuracy per language and level (1 − edit distance / length, whitespace
// made single). make bench-ocr runs it; docs/PERFORMANCE.md has its figures.
package main

import (
	"context"
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"time"

	"jobportal/internal/ocr"
	"jobportal/internal/ocr/flyer"
)

func main() {
	width := flag.Int("width", 1240, "width of a flyer in pixels (an A4 page at 150 dpi is 1240)")
	keep := flag.String("keep", "", "a folder to keep the flyers drawn and the text read in")
	verbose := flag.Bool("v", false, "print each flyer's accuracy")
	every := flag.Int("every", 1, "read every nth notice only, for a quicker run")
	flag.Parse()
	if err := run(*width, *keep, *verbose, *every); err != nil {
		fmt.Fprintln(os.Stderr, "bench/ocr:", err)
		os.Exit(1)
	}
}

func run(width int, keep string, verbose bool, every int) error {
	ctx := context.Background()
	reader := &ocr.Reader{Timeout: 2 * time.Minute}
	langs, err := reader.Available(ctx)
	if err != nil {
		return fmt.Errorf("%w (Debian: apt-get install tesseract-ocr tesseract-ocr-sin tesseract-ocr-tam)", err)
	}
	notices, err := flyer.Notices()
	if err != nil {
		return err
	}
	if keep != "" {
		if err := os.MkdirAll(keep, 0o755); err != nil {
			return err
		}
	}
	type key struct{ lang, level string }
	sum, count := map[key]float64{}, map[key]int{}
	var took time.Duration
	reads := 0
	for i, n := range notices {
		if every > 1 && i%every != 0 {
			continue
		}
		page, err := flyer.Page(width, n.Heading, n.Lines)
		if err != nil {
			return fmt.Errorf("notice %d: %w", i+1, err)
		}
		for _, level := range flyer.Levels {
			img := flyer.Photograph(page, level, uint64(i+1))
			start := time.Now()
			text, err := reader.Read(ctx, img)
			if err != nil {
				return fmt.Errorf("notice %d, %s: %w", i+1, level.Name, err)
			}
			took += time.Since(start)
			reads++
			acc := flyer.Accuracy(n.Text(), text)
			k := key{n.Lang, level.Name}
			sum[k] += acc
			count[k]++
			if verbose {
				fmt.Printf("notice %d (%s), %s: %.1f%%\n", i+1, n.Lang, level.Name, 100*acc)
			}
			if keep != "" {
				name := filepath.Join(keep, fmt.Sprintf("%02d-%s-%s", i+1, n.Lang, level.Name))
				f, err := os.Create(name + ".png")
				if err != nil {
					return err
				}
				err = png.Encode(f, img)
				f.Close()
				if err != nil {
					return err
				}
				if err := os.WriteFile(name+".txt", []byte(text+"\n"), 0o644); err != nil {
					return err
				}
			}
		}
	}
	fmt.Printf("OCR character accuracy, tesseract -l %s, %d notices drawn %d px wide (%d reads, %.1f s a read)\n\n",
		langs, len(notices), width, reads, took.Seconds()/float64(max(1, reads)))
	header := []string{"language"}
	for _, l := range flyer.Levels {
		header = append(header, l.Name)
	}
	fmt.Println("| " + strings.Join(header, " | ") + " |")
	fmt.Println("|" + strings.Repeat("---|", len(header)))
	for _, lang := range []string{"en", "si", "ta"} {
		row := []string{lang}
		for _, l := range flyer.Levels {
			k := key{lang, l.Name}
			if count[k] == 0 {
				row = append(row, "-")
				continue
			}
			row = append(row, fmt.Sprintf("%.1f%%", 100*sum[k]/float64(count[k])))
		}
		fmt.Println("| " + strings.Join(row, " | ") + " |")
	}
	fmt.Println()
	for _, l := range flyer.Levels {
		fmt.Printf("%s: turned %.1f°, box blur of radius %d twice, noise σ %.0f, light falling %.0f%% to the far corner\n",
			l.Name, l.Rotate, l.Blur, l.Noise, 100*l.Light)
	}
	return nil
}
