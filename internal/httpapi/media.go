package httpapi

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/jobportal"
	"jobportal/internal/media"
	"jobportal/internal/recovery"
)

// Where files are kept in the blob store. Public images are named by their
// content (img/ab/<32 hex digits of their SHA-256>.jpg), so a name never
// changes meaning and browsers may keep it for a year. Their resized copies
// are under var/, made as the image is stored (media_copies.go) or on first
// request. CV files are under cv/ with random
// names and are never served by /media.
const (
	imagePrefix   = "img/"
	variantPrefix = "var/"
	cvPrefix      = "cv/"
	mediaPath     = "/media/"
)

// publicImage is the only shape of key /media serves: anything else,
// including every attempt to climb out of the store, is a 404.
var publicImage = regexp.MustCompile(`^img/([0-9a-f]{2})/([0-9a-f]{32})\.(jpg|png|webp)$`)

// imageKey names an image by its content.
func imageKey(data []byte, f media.Format) string {
	sum := sha256.Sum256(data)
	h := hex.EncodeToString(sum[:16])
	return imagePrefix + h[:2] + "/" + h + f.Ext
}

// variantDir is the folder of an image's resized copies.
func variantDir(key string) string {
	return variantPrefix + strings.TrimSuffix(strings.TrimPrefix(key, imagePrefix), "/") + "/"
}

// mediaRoutes registers the uploaded images, and their copies at the widths the site shows.
func (s *Server) mediaRoutes(r *router) {
	r.handle("GET /media/{path...}", http.HandlerFunc(s.handleMedia))
}

// storeImage checks an uploaded image by its content and keeps it, and
// returns the /media path it is shown at.
func (s *Server) storeImage(ctx context.Context, up *upload) (string, error) {
	release, err := s.imageTurn(ctx)
	if err != nil {
		return "", err
	}
	defer release()
	info, err := media.CheckImage(ctx, up.Field, up.Data)
	if err != nil {
		return "", err
	}
	// A photo's EXIF may say where it was taken; it is public once shown.
	data, err := media.StripMetadata(ctx, up.Data, info)
	if err != nil {
		return "", err
	}
	key := imageKey(data, info.Format)
	if err := s.recordImage(ctx, mediaPath+key, len(data)); err != nil {
		return "", err
	}
	if err := s.blobs.Put(ctx, key, data); err != nil {
		return "", fmt.Errorf("store image: %w", err)
	}
	s.copies.add(key, uploader(ctx))
	return mediaPath + key, nil
}

// StoreImage checks an image by its content and keeps it as an uploaded one
// is kept, and returns the /media path it is shown at: for content made on
// the server, such as the demo's company logos.
func (s *Server) StoreImage(ctx context.Context, data []byte) (string, error) {
	return s.storeImage(ctx, &upload{Field: "image", Name: "image", Data: data})
}

// StoreDocument checks and keeps a CV file (PDF or DOCX) as a sent one is
// kept, for the demo content; it returns the file's key and media type.
func (s *Server) StoreDocument(ctx context.Context, data []byte) (string, string, error) {
	f, err := media.CheckDocument("cv", data)
	if err != nil {
		return "", "", err
	}
	key, err := s.storeCV(ctx, data, f)
	return key, f.ContentType, err
}

// dropImage removes a stored image and its copies once nothing shows it
// (store.MediaInUse). A failure is logged: the action that let go of the
// image has happened.
func (s *Server) dropImage(ctx context.Context, path string) {
	if _, err := s.releaseImage(ctx, path); err != nil {
		s.log.ErrorContext(ctx, "remove an image", "err", err, "path", path)
	}
}

// releaseImage removes a stored image and its copies unless something
// still shows it, and says whether it did. A path that is not an uploaded
// image's is left alone.
func (s *Server) releaseImage(ctx context.Context, path string) (bool, error) {
	key, ok := strings.CutPrefix(path, mediaPath)
	if !ok || !publicImage.MatchString(key) {
		return false, nil
	}
	inUse, err := s.db.MediaInUse(ctx, path)
	if err != nil || inUse {
		return false, err
	}
	err = errors.Join(s.blobs.Delete(ctx, key), s.blobs.DeletePrefix(ctx, variantDir(key)))
	return err == nil, err
}

// dropFiles removes blobs by key, logging failures.
func (s *Server) dropFiles(ctx context.Context, keys ...string) {
	for _, k := range keys {
		if err := s.blobs.Delete(ctx, k); err != nil {
			s.log.ErrorContext(ctx, "remove a file", "err", err, "key", k)
		}
	}
}

// storeCV keeps an uploaded CV under a random name and returns its key.
func (s *Server) storeCV(ctx context.Context, data []byte, f media.Format) (string, error) {
	b := make([]byte, 16)
	rand.Read(b)
	key := cvPrefix + hex.EncodeToString(b) + f.Ext
	if err := s.blobs.Put(ctx, key, data); err != nil {
		return "", fmt.Errorf("store CV: %w", err)
	}
	return key, nil
}

// mediaQuery reads /media's parameters: w, one of media.Widths, and
// format=webp. Anything else is a 400, so that a typo never makes a copy.
func mediaQuery(r *http.Request) (width int, webp bool, err error) {
	q := r.URL.Query()
	var p jobportal.Problems
	for name, vals := range q {
		if len(vals) != 1 {
			p.Add(name, fmt.Sprintf("Give %s only once.", name))
			continue
		}
		switch v := vals[0]; name {
		case "w":
			n, convErr := strconv.Atoi(v)
			if convErr != nil || !slices.Contains(media.Widths, n) {
				p.Add("w", "w must be 320, 640, 768, 1024, 1280 or 1920.")
			}
			width = n
		case "format":
			if v != "webp" {
				p.Add("format", "format may only be webp.")
			}
			webp = true
		default:
			p.Add(name, fmt.Sprintf("The parameter %q is not known here.", name))
		}
	}
	if err := p.Err(); err != nil {
		var e *jobportal.Error
		errors.As(err, &e)
		e.Code = jobportal.EBADREQUEST
		return 0, false, e
	}
	return width, webp, nil
}

// handleMedia serves a stored image, or its copy at a width (?w=) and, where
// smaller, as WebP (?format=webp). Copies are made once and kept in the
// blob store. Names are content addresses, so answers may be kept a year.
func (s *Server) handleMedia(w http.ResponseWriter, r *http.Request) {
	key := r.PathValue("path")
	if !publicImage.MatchString(key) {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "File not found."))
		return
	}
	width, webp, err := mediaQuery(r)
	if err != nil {
		Error(w, r, err)
		return
	}
	ctx := r.Context()
	serveKey := key
	// Copies are made only at the widths the site shows, each once: without
	// a width, format=webp answers the image itself, for nobody may have a
	// full-size encode made at will.
	if width > 0 {
		if serveKey, err = s.variant(ctx, key, width, webp); err != nil {
			Error(w, r, err)
			return
		}
	}
	f, err := s.blobs.Open(ctx, serveKey)
	if errors.Is(err, blob.ErrNotFound) {
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "File not found."))
		return
	} else if err != nil {
		Error(w, r, err)
		return
	}
	defer f.Close()
	head := make([]byte, 512)
	n, _ := f.Read(head)
	if _, err := f.Seek(0, 0); err != nil {
		Error(w, r, err)
		return
	}
	// The type comes from the stored bytes, which were checked when they
	// came in; only images are ever answered from here.
	ctype := http.DetectContentType(head[:n])
	if ctype != media.JPEG.ContentType && ctype != media.PNG.ContentType && ctype != media.WebP.ContentType {
		s.log.ErrorContext(ctx, "a stored image is not an image", "key", serveKey, "type", ctype)
		Error(w, r, jobportal.Errorf(jobportal.ENOTFOUND, "File not found."))
		return
	}
	h := w.Header()
	h.Set("Content-Type", ctype)
	h.Set("Content-Disposition", "inline")
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("ETag", `"`+strings.NewReplacer("/", "-", ".", "-").Replace(serveKey)+`"`)
	http.ServeContent(w, r, "", f.ModTime, f)
}

// makeCopy makes an image's copy; tests put a failing one in its place.
var makeCopy = media.Variant

// variant returns the key of an image's copy at width (0 for its own) and
// with WebP where smaller, making and keeping the copy if it is not there.
// It is the image's own key when the image itself is that copy.
func (s *Server) variant(ctx context.Context, key string, width int, webp bool) (string, error) {
	name := "full"
	if width > 0 {
		name = "w" + strconv.Itoa(width)
	}
	if webp {
		name += "-webp"
	}
	vkey := variantDir(key) + name
	// A copy that is the original itself is marked by an empty file.
	if f, err := s.blobs.Open(ctx, vkey); err == nil {
		size := f.Size
		f.Close()
		if size == 0 {
			return key, nil
		}
		return vkey, nil
	} else if !errors.Is(err, blob.ErrNotFound) {
		return "", err
	}
	// The copy is made apart from the request that asked first, so that
	// when that visitor leaves, the others waiting for it still get it.
	v, err, _ := s.variants.Do(vkey, func() (any, error) {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Minute)
		defer cancel()
		orig, err := s.blobs.Open(ctx, key)
		if err != nil {
			return "", err
		}
		var buf bytes.Buffer
		_, err = buf.ReadFrom(orig)
		orig.Close()
		if err != nil {
			return "", fmt.Errorf("read image: %w", err)
		}
		// A panic must not leave singleflight: with others waiting it
		// re-panics on a goroutine of its own, which nothing can recover
		// and which stops the process.
		var out []byte
		err = recovery.Guard("image copies", func() (err error) {
			out, err = makeCopy(ctx, buf.Bytes(), width, webp)
			return err
		})
		var p *recovery.PanicError
		if errors.As(err, &p) {
			// This copy is marked as the original, so that the image is
			// shown and the panic is not met again.
			s.log.ErrorContext(ctx, "making an image's copy panicked; the original is shown instead",
				"err", err, "key", key, "copy", name, "stack", string(p.Stack))
			out, err = nil, nil
		}
		if err != nil {
			return "", err
		}
		if err := s.blobs.Put(ctx, vkey, out); err != nil {
			return "", err
		}
		if out == nil {
			return key, nil
		}
		return vkey, nil
	})
	if errors.Is(err, blob.ErrNotFound) {
		return "", jobportal.Errorf(jobportal.ENOTFOUND, "File not found.")
	} else if err != nil {
		return "", err
	}
	return v.(string), nil
}
