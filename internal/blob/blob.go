// Package blob keeps uploaded files behind one small interface: a folder on
// the local disk by default, memory in tests. Keys are slash-separated paths
// of lower-case letters, digits, dots, hyphens and underscores, so that no key
// can name anything outside the store.
package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// ErrNotFound is returned when no file is stored under a key.
var ErrNotFound = errors.New("blob: not found")

// ErrInvalidKey is returned for a key that breaks the rules of ValidKey.
var ErrInvalidKey = errors.New("blob: invalid key")

// WebAssetsPrefix holds no uploads: under it the servers keep the web app's
// script and style files of recent builds, so that a server of one build can
// serve another's during a rolling deploy (internal/httpapi, build_assets.go).
// They are made again by any server of the build that starts, so backups
// leave them out and restores leave them alone.
const WebAssetsPrefix = "web-assets/"

// Bucket stores files by key. Implementations are safe for concurrent use.
type Bucket interface {
	// Put stores data under key, replacing what was there. Readers see the
	// old file or the new one whole, never a part.
	Put(ctx context.Context, key string, data []byte) error
	// Open returns the file under key for reading, or ErrNotFound.
	Open(ctx context.Context, key string) (*Reader, error)
	// Delete removes the file under key; a key with no file is not an error.
	Delete(ctx context.Context, key string) error
	// DeletePrefix removes every file whose key starts with prefix, which
	// must end in "/".
	DeletePrefix(ctx context.Context, prefix string) error
	// List returns the keys that start with prefix ("" for all), sorted.
	List(ctx context.Context, prefix string) ([]string, error)
	// Close releases what the bucket holds open.
	Close() error
}

// Reader is a stored file opened for reading.
type Reader struct {
	io.ReadSeekCloser
	Size    int64
	ModTime time.Time
}

// ValidKey reports whether key may name a file: one or more segments of
// [a-z0-9._-] separated by single slashes, none of them "." or "..", and no
// segment starting with a dot (the local folder keeps its temporary files there).
func ValidKey(key string) bool {
	if key == "" || len(key) > 512 {
		return false
	}
	for _, seg := range strings.Split(key, "/") {
		if seg == "" || seg[0] == '.' {
			return false
		}
		for i := 0; i < len(seg); i++ {
			c := seg[i]
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
				return false
			}
		}
	}
	return true
}

func validPrefix(prefix string) bool {
	return prefix == "" || (strings.HasSuffix(prefix, "/") && ValidKey(strings.TrimSuffix(prefix, "/")))
}

// Open returns the bucket a URL names: file:///absolute/path for a folder on
// the local disk (created if missing), s3://bucket?endpoint=host:port&region=...
// for a bucket on an S3-compatible server (signed with AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY), or mem:// for memory, which forgets everything when
// the process ends.
func Open(ctx context.Context, rawURL string) (Bucket, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("BLOB_URL %q: %w", rawURL, err)
	}
	switch u.Scheme {
	case "file":
		if u.Host != "" && u.Host != "localhost" {
			return nil, fmt.Errorf("BLOB_URL %q: write a local folder as file:///absolute/path", rawURL)
		}
		if u.Path == "" || !filepath.IsAbs(filepath.FromSlash(u.Path)) {
			return nil, fmt.Errorf("BLOB_URL %q: the folder must be an absolute path, as in file:///srv/jobportal/uploads", rawURL)
		}
		return NewDir(filepath.FromSlash(u.Path))
	case "s3":
		o, err := parseS3URL(u, os.Getenv)
		if err != nil {
			return nil, fmt.Errorf("BLOB_URL %q: %w", rawURL, err)
		}
		return OpenS3(ctx, o)
	case "mem":
		return NewMemory(), nil
	default:
		return nil, fmt.Errorf("BLOB_URL %q: the scheme %q is not built in; use file:///path, s3://bucket?endpoint=... (or mem:// for a trial)", rawURL, u.Scheme)
	}
}
