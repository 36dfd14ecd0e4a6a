// Package media checks uploaded files by their content and makes the
// resized copies of images that the site shows. It knows nothing of HTTP or
// storage: bytes in, bytes out.
package media

import (
	"bytes"
	"context"
	"runtime"
)

// MaxUploadBytes bounds every uploaded file: a flyer image or a CV.
const MaxUploadBytes = 5 << 20

// MaxPixels bounds the pixels of an image, so that a small file claiming a
// huge picture (a decompression bomb) is refused before it is decoded. At 4
// bytes a pixel, the largest image decodes into 96 MB; 6000 × 4000 is a
// camera's full frame, and a phone's photo is 12 megapixels. A picture of
// 40 megapixels took 6.6 s and 470 MB to become an avatar.
const MaxPixels = 24_000_000

// Format is a kind of file the portal takes.
type Format struct {
	Name        string // jpeg, png, webp, pdf, docx
	ContentType string
	Ext         string // with the dot
}

// The formats the portal takes.
var (
	JPEG = Format{"jpeg", "image/jpeg", ".jpg"}
	PNG  = Format{"png", "image/png", ".png"}
	WebP = Format{"webp", "image/webp", ".webp"}
	PDF  = Format{"pdf", "application/pdf", ".pdf"}
	DOCX = Format{"docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ".docx"}
)

// sniffImage tells an image's format by its first bytes, never by its name.
func sniffImage(data []byte) (Format, bool) {
	switch {
	case bytes.HasPrefix(data, []byte("\xff\xd8\xff")):
		return JPEG, true
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return PNG, true
	case len(data) >= 16 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		return WebP, true
	}
	return Format{}, false
}

// work bounds how many images are decoded and encoded at once: each may
// hold up to MaxPixels in memory and keeps a core busy.
var work = make(chan struct{}, max(1, runtime.GOMAXPROCS(0)))

// acquire waits for a turn to work on an image, or for ctx to end.
func acquire(ctx context.Context) (release func(), err error) {
	select {
	case work <- struct{}{}:
		return func() { <-work }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
