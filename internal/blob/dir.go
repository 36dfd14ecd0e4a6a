package blob

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"
)

// tmpDir is the folder, inside the root, where files are written before they
// are renamed into place. Its name starts with a dot, which no key may.
const tmpDir = ".tmp"

// Dir is a bucket in a folder on the local disk: the file of key a/b.jpg is
// the folder's a/b.jpg. Every access goes through an os.Root, so neither a
// key nor a symbolic link can reach outside the folder.
type Dir struct {
	root *os.Root
}

// NewDir opens the folder at path as a bucket, creating it if it is missing.
func NewDir(dir string) (*Dir, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("create the upload folder: %w", err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("open the upload folder: %w", err)
	}
	if err := root.MkdirAll(tmpDir, 0o755); err != nil {
		root.Close()
		return nil, fmt.Errorf("create the upload folder: %w", err)
	}
	return &Dir{root: root}, nil
}

// Put writes data to a temporary file and renames it into place, so that a
// reader never sees a file half written.
func (d *Dir) Put(_ context.Context, key string, data []byte) error {
	if !ValidKey(key) {
		return ErrInvalidKey
	}
	if dir := path.Dir(key); dir != "." {
		if err := d.root.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("put %s: %w", key, err)
		}
	}
	b := make([]byte, 12)
	rand.Read(b)
	tmp := tmpDir + "/" + hex.EncodeToString(b)
	f, err := d.root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return fmt.Errorf("put %s: %w", key, err)
	}
	_, werr := f.Write(data)
	serr := f.Sync()
	cerr := f.Close()
	if err := errors.Join(werr, serr, cerr); err != nil {
		d.root.Remove(tmp)
		return fmt.Errorf("put %s: %w", key, err)
	}
	if err := d.root.Rename(tmp, key); err != nil {
		d.root.Remove(tmp)
		return fmt.Errorf("put %s: %w", key, err)
	}
	return nil
}

// Open opens the file of key.
func (d *Dir) Open(_ context.Context, key string) (*Reader, error) {
	if !ValidKey(key) {
		return nil, ErrNotFound
	}
	f, err := d.root.Open(key)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	} else if err != nil {
		return nil, fmt.Errorf("open %s: %w", key, err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("open %s: %w", key, err)
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, ErrNotFound
	}
	return &Reader{ReadSeekCloser: f, Size: st.Size(), ModTime: st.ModTime().UTC()}, nil
}

// Delete removes the file of key.
func (d *Dir) Delete(_ context.Context, key string) error {
	if !ValidKey(key) {
		return ErrInvalidKey
	}
	if err := d.root.Remove(key); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("delete %s: %w", key, err)
	}
	return nil
}

// DeletePrefix removes the folder that prefix names, with everything in it.
func (d *Dir) DeletePrefix(_ context.Context, prefix string) error {
	if prefix == "" || !validPrefix(prefix) {
		return ErrInvalidKey
	}
	if err := d.root.RemoveAll(strings.TrimSuffix(prefix, "/")); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("delete %s: %w", prefix, err)
	}
	return nil
}

// List walks the folder for the files under prefix.
func (d *Dir) List(_ context.Context, prefix string) ([]string, error) {
	if !validPrefix(prefix) && !ValidKey(prefix) {
		return nil, ErrInvalidKey
	}
	var keys []string
	err := fs.WalkDir(d.root.FS(), ".", func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && p == tmpDir {
			return fs.SkipDir
		}
		if e.Type().IsRegular() && strings.HasPrefix(p, prefix) {
			keys = append(keys, p)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", prefix, err)
	}
	slices.Sort(keys)
	return keys, nil
}

// Close closes the folder.
func (d *Dir) Close() error { return d.root.Close() }
