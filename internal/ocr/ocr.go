// Package ocr reads the printed text of an image (a vacancy flyer) with the
// Tesseract program, run as a separate process: its English, Sinhala and
// Tamil models are Debian packages (tesseract-ocr, tesseract-ocr-sin,
// tesseract-ocr-tam), and without them the product goes on without the text.
package ocr

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log/slog"
	"os/exec"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/image/draw"
)

// ErrUnavailable is the error of Read when the tesseract program, or every
// one of the languages asked for, is not installed.
var ErrUnavailable = errors.New("ocr: tesseract or its languages are not installed")

// DefaultLanguages are the languages a flyer is read in, as Tesseract names
// them: English, Sinhala and Tamil.
var DefaultLanguages = []string{"eng", "sin", "tam"}

// MaxTextRunes bounds the text kept of one image: a printed notice holds a
// few hundred words; more is noise read from a photograph's texture.
const MaxTextRunes = 8000

// Reader runs tesseract. The zero value reads with the program found on
// PATH, in DefaultLanguages, with a time limit of a minute. It is safe for
// concurrent use; Workers bounds how many images it reads at once.
type Reader struct {
	// Program is the path of tesseract; "tesseract" when empty.
	Program string
	// Languages to read in; those not installed are left out.
	Languages []string
	// Timeout is the time limit of one image; a minute when zero.
	Timeout time.Duration
	// Log, when set, is told once what is missing.
	Log *slog.Logger

	once  sync.Once
	langs string
	err   error
	turns chan struct{}
}

// Available reports whether images can be read, and in which languages
// (joined by "+"). What is missing is logged once.
func (r *Reader) Available(ctx context.Context) (string, error) {
	r.once.Do(func() {
		r.turns = make(chan struct{}, 1)
		r.langs, r.err = r.detect(ctx)
		if r.Log == nil {
			return
		}
		if r.err != nil {
			r.Log.Warn("flyers' text is not read: install tesseract-ocr, tesseract-ocr-sin and tesseract-ocr-tam", "err", r.err)
		} else {
			r.Log.Info("flyers' text is read with tesseract", "languages", r.langs)
		}
	})
	return r.langs, r.err
}

func (r *Reader) program() string {
	if r.Program != "" {
		return r.Program
	}
	return "tesseract"
}

func (r *Reader) detect(ctx context.Context) (string, error) {
	path, err := exec.LookPath(r.program())
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "--list-langs").Output()
	if err != nil {
		return "", fmt.Errorf("%w: %s --list-langs: %v", ErrUnavailable, path, err)
	}
	installed := map[string]bool{}
	for _, line := range strings.Split(string(out), "\n") {
		installed[strings.TrimSpace(line)] = true
	}
	want := r.Languages
	if len(want) == 0 {
		want = DefaultLanguages
	}
	var have, missing []string
	for _, l := range want {
		if installed[l] {
			have = append(have, l)
		} else {
			missing = append(missing, l)
		}
	}
	if len(have) == 0 {
		return "", fmt.Errorf("%w: none of the languages %s", ErrUnavailable, strings.Join(want, ", "))
	}
	if len(missing) > 0 && r.Log != nil {
		r.Log.Warn("tesseract lacks some of the flyers' languages", "missing", strings.Join(missing, ", "))
	}
	return strings.Join(have, "+"), nil
}

// Read returns the text printed on img, its lines kept and their spaces
// made single. ErrUnavailable when tesseract cannot run here.
func (r *Reader) Read(ctx context.Context, img image.Image) (string, error) {
	langs, err := r.Available(ctx)
	if err != nil {
		return "", err
	}
	var in bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&in, Prepare(img)); err != nil {
		return "", fmt.Errorf("ocr: encode: %w", err)
	}
	// One image at a time: tesseract uses the cores it finds, and the
	// requests share them.
	select {
	case r.turns <- struct{}{}:
	case <-ctx.Done():
		return "", ctx.Err()
	}
	defer func() { <-r.turns }()
	timeout := r.Timeout
	if timeout <= 0 {
		timeout = time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, r.program(), "stdin", "stdout", "-l", langs, "--psm", "3")
	cmd.Stdin = &in
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	// One thread each: the server runs one image at a time beside the
	// requests, and OpenMP's threads only compete with them.
	cmd.Env = append(cmd.Environ(), "OMP_THREAD_LIMIT=1")
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", fmt.Errorf("ocr: tesseract took longer than %s", timeout)
		}
		return "", fmt.Errorf("ocr: tesseract: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	return Clean(out.String()), nil
}

// Clean makes tesseract's output the text kept: valid UTF-8 without control
// characters, each line's spaces single, at most one empty line in a row,
// and at most MaxTextRunes runes.
func Clean(s string) string {
	s = strings.ToValidUTF8(s, "")
	var lines []string
	blank := true
	for _, line := range strings.Split(s, "\n") {
		line = strings.Map(func(r rune) rune {
			if r == '\t' || r == '\u00a0' {
				return ' '
			}
			// Sinhala writes the zero-width joiner and non-joiner inside words.
			if r == '\u200c' || r == '\u200d' {
				return r
			}
			if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
				return -1
			}
			return r
		}, line)
		line = strings.Join(strings.Fields(line), " ")
		if line == "" {
			if !blank {
				lines = append(lines, "")
			}
			blank = true
			continue
		}
		lines = append(lines, line)
		blank = false
	}
	out := strings.TrimSpace(strings.Join(lines, "\n"))
	if utf8.RuneCountInString(out) > MaxTextRunes {
		out = strings.TrimSpace(string([]rune(out)[:MaxTextRunes]))
	}
	return out
}

// Prepare makes the image tesseract reads, as a phone's photo of a notice
// needs it: grey; its light made even (each pixel over the local
// background, so that a shadow or a dim corner is as white as the rest);
// its noise taken out (a median of 3 × 3); and enlarged so that printed text
// is at least as tall as Tesseract's models were trained on (a flyer
// photographed at 1000 pixels across has body text some 12 pixels high); a
// large photograph is brought down to 3000 pixels across. Without the
// evening and the median, tesseract's own thresholding reads nothing at all
// of a dim, noisy photo (bench/ocr).
func Prepare(img image.Image) *image.Gray {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	grey := image.NewGray(image.Rect(0, 0, w, h))
	if g, ok := img.(*image.Gray); ok {
		for y := 0; y < h; y++ {
			copy(grey.Pix[y*grey.Stride:y*grey.Stride+w], g.Pix[(y+b.Min.Y-g.Rect.Min.Y)*g.Stride+(b.Min.X-g.Rect.Min.X):])
		}
	} else {
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				grey.Pix[y*grey.Stride+x] = color.GrayModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.Gray).Y
			}
		}
	}
	grey = median3(grey)
	grey = evenLight(grey, max(8, min(w, h)/40))
	scale := 1.0
	switch {
	case w > 0 && w < 1600:
		scale = 2
	case w > 3000:
		scale = 3000 / float64(w)
	}
	nw, nh := max(1, int(float64(w)*scale)), max(1, int(float64(h)*scale))
	if nw == w && nh == h {
		return grey
	}
	out := image.NewGray(image.Rect(0, 0, nw, nh))
	draw.CatmullRom.Scale(out, out.Bounds(), grey, grey.Bounds(), draw.Src, nil)
	return out
}

// median3 replaces each pixel by the median of its 3 × 3 neighbourhood,
// which takes out a sensor's speckle and keeps the edges of letters.
func median3(src *image.Gray) *image.Gray {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	out := image.NewGray(src.Rect)
	var win [9]uint8
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			n := 0
			for dy := -1; dy <= 1; dy++ {
				yy := min(h-1, max(0, y+dy))
				for dx := -1; dx <= 1; dx++ {
					xx := min(w-1, max(0, x+dx))
					win[n] = src.Pix[yy*src.Stride+xx]
					n++
				}
			}
			// An insertion sort of nine is quicker than a general one.
			for i := 1; i < 9; i++ {
				for j := i; j > 0 && win[j] < win[j-1]; j-- {
					win[j], win[j-1] = win[j-1], win[j]
				}
			}
			out.Pix[y*out.Stride+x] = win[4]
		}
	}
	return out
}

// evenLight divides each pixel by the brightness of the paper around it
// (the brightest of a coarse grid of cells of size r, smoothed), so that the
// paper is white everywhere and ink keeps its contrast.
func evenLight(src *image.Gray, r int) *image.Gray {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	cw, ch := (w+r-1)/r, (h+r-1)/r
	cells := image.NewGray(image.Rect(0, 0, cw, ch))
	for cy := 0; cy < ch; cy++ {
		for cx := 0; cx < cw; cx++ {
			// A high percentile rather than the maximum, which noise sets.
			var hist [256]int
			n := 0
			for y := cy * r; y < min(h, (cy+1)*r); y++ {
				for x := cx * r; x < min(w, (cx+1)*r); x++ {
					hist[src.Pix[y*src.Stride+x]]++
					n++
				}
			}
			seen, v := 0, 255
			for v = 255; v > 0; v-- {
				seen += hist[v]
				if seen*10 >= n {
					break
				}
			}
			cells.Pix[cy*cells.Stride+cx] = uint8(v)
		}
	}
	bg := image.NewGray(image.Rect(0, 0, w, h))
	draw.BiLinear.Scale(bg, bg.Bounds(), cells, cells.Bounds(), draw.Src, nil)
	out := image.NewGray(src.Rect)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p, l := int(src.Pix[y*src.Stride+x]), int(bg.Pix[y*bg.Stride+x])
			out.Pix[y*out.Stride+x] = uint8(min(255, p*255/max(l, 32)))
		}
	}
	return out
}
