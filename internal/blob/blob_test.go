package blob_test

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"jobportal/internal/blob"
	"jobportal/internal/blob/s3test"
)

var ctx = context.Background()

// eachBucket runs fn on an empty bucket of every kind.
func eachBucket(t *testing.T, fn func(t *testing.T, b blob.Bucket)) {
	t.Run("folder", func(t *testing.T) {
		d, err := blob.NewDir(filepath.Join(t.TempDir(), "uploads"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { d.Close() })
		fn(t, d)
	})
	t.Run("memory", func(t *testing.T) { fn(t, blob.NewMemory()) })
	t.Run("S3", func(t *testing.T) { fn(t, s3test.Start(t).Open(t)) })
}

func read(t *testing.T, b blob.Bucket, key string) string {
	t.Helper()
	r, err := b.Open(ctx, key)
	if err != nil {
		t.Fatalf("open %s: %v", key, err)
	}
	defer r.Close()
	data, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	if r.Size != int64(len(data)) {
		t.Fatalf("size %d, read %d bytes", r.Size, len(data))
	}
	return string(data)
}

func list(t *testing.T, b blob.Bucket, prefix string) []string {
	t.Helper()
	keys, err := b.List(ctx, prefix)
	if err != nil {
		t.Fatal(err)
	}
	return keys
}

func TestBuckets(t *testing.T) {
	eachBucket(t, func(t *testing.T, b blob.Bucket) {
		t.Run("a file put is read back, and a second put replaces it", func(t *testing.T) {
			if err := b.Put(ctx, "img/ab/one.jpg", []byte("first")); err != nil {
				t.Fatal(err)
			}
			if err := b.Put(ctx, "img/ab/one.jpg", []byte("second")); err != nil {
				t.Fatal(err)
			}
			if got := read(t, b, "img/ab/one.jpg"); got != "second" {
				t.Fatalf("read %q", got)
			}
		})
		t.Run("a reader can seek, as range requests need", func(t *testing.T) {
			r, err := b.Open(ctx, "img/ab/one.jpg")
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			if _, err := r.Seek(3, io.SeekStart); err != nil {
				t.Fatal(err)
			}
			rest, _ := io.ReadAll(r)
			if string(rest) != "ond" {
				t.Fatalf("read %q after seeking", rest)
			}
		})
		t.Run("a missing key is ErrNotFound", func(t *testing.T) {
			if _, err := b.Open(ctx, "img/ab/none.jpg"); !errors.Is(err, blob.ErrNotFound) {
				t.Fatalf("err %v", err)
			}
		})
		t.Run("keys are listed sorted, by prefix", func(t *testing.T) {
			for _, k := range []string{"var/ab/x/640-auto", "var/ab/x/320-auto", "cv/z.pdf"} {
				if err := b.Put(ctx, k, []byte(k)); err != nil {
					t.Fatal(err)
				}
			}
			if got := list(t, b, "var/"); !slices.Equal(got, []string{"var/ab/x/320-auto", "var/ab/x/640-auto"}) {
				t.Fatalf("listed %q", got)
			}
			if got := list(t, b, ""); len(got) != 4 {
				t.Fatalf("listed %q", got)
			}
		})
		t.Run("deleting a prefix removes what is under it and nothing else", func(t *testing.T) {
			if err := b.DeletePrefix(ctx, "var/ab/x/"); err != nil {
				t.Fatal(err)
			}
			if got := list(t, b, ""); !slices.Equal(got, []string{"cv/z.pdf", "img/ab/one.jpg"}) {
				t.Fatalf("left %q", got)
			}
		})
		t.Run("deleting removes the file, and deleting it again is no error", func(t *testing.T) {
			for range 2 {
				if err := b.Delete(ctx, "cv/z.pdf"); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := b.Open(ctx, "cv/z.pdf"); !errors.Is(err, blob.ErrNotFound) {
				t.Fatalf("err %v", err)
			}
		})
		for _, key := range []string{"", "../secret", "/etc/passwd", "img//a.jpg", "img/../../a", "img/./a.jpg",
			".tmp/x", "img/.hidden", "Img/A.JPG", `img\a.jpg`, "img/a b.jpg", "img/a.jpg/", "img/%2e%2e/a"} {
			t.Run("the key "+strings.ReplaceAll(key, "/", "∕")+" is refused", func(t *testing.T) {
				if blob.ValidKey(key) {
					t.Fatal("ValidKey says yes")
				}
				if err := b.Put(ctx, key, []byte("x")); !errors.Is(err, blob.ErrInvalidKey) {
					t.Fatalf("put: %v", err)
				}
				if _, err := b.Open(ctx, key); !errors.Is(err, blob.ErrNotFound) {
					t.Fatalf("open: %v", err)
				}
			})
		}
		t.Run("a prefix must end in a slash to be deleted", func(t *testing.T) {
			if err := b.DeletePrefix(ctx, "img"); !errors.Is(err, blob.ErrInvalidKey) {
				t.Fatalf("err %v", err)
			}
			if err := b.DeletePrefix(ctx, ""); !errors.Is(err, blob.ErrInvalidKey) {
				t.Fatalf("err %v", err)
			}
		})
	})
}

func TestFolderKeepsFilesInsideIt(t *testing.T) {
	base := t.TempDir()
	secret := filepath.Join(base, "secret.txt")
	if err := os.WriteFile(secret, []byte("not yours"), 0o600); err != nil {
		t.Fatal(err)
	}
	d, err := blob.NewDir(filepath.Join(base, "uploads"))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	t.Run("a symbolic link out of the folder is not followed", func(t *testing.T) {
		if err := os.Symlink(secret, filepath.Join(base, "uploads", "link.txt")); err != nil {
			t.Fatal(err)
		}
		if r, err := d.Open(ctx, "link.txt"); err == nil {
			r.Close()
			t.Fatal("the link was followed")
		}
	})
	t.Run("a file is written under its key and no temporary file is left", func(t *testing.T) {
		if err := d.Put(ctx, "img/0f/abc.png", []byte("png")); err != nil {
			t.Fatal(err)
		}
		if data, err := os.ReadFile(filepath.Join(base, "uploads", "img", "0f", "abc.png")); err != nil || string(data) != "png" {
			t.Fatalf("read %q, %v", data, err)
		}
		left, _ := os.ReadDir(filepath.Join(base, "uploads", ".tmp"))
		if len(left) != 0 {
			t.Fatalf("%d temporary files left", len(left))
		}
	})
}

func TestOpenByURL(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "store")
	t.Run("file:/// opens a folder, creating it", func(t *testing.T) {
		b, err := blob.Open(ctx, "file://"+filepath.ToSlash(dir))
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		if _, ok := b.(*blob.Dir); !ok {
			t.Fatalf("got %T", b)
		}
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			t.Fatalf("folder not made: %v", err)
		}
	})
	t.Run("mem:// opens memory", func(t *testing.T) {
		b, err := blob.Open(ctx, "mem://")
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := b.(*blob.Memory); !ok {
			t.Fatalf("got %T", b)
		}
	})
	for _, u := range []string{"ftp://bucket", "file://data/uploads", "file:relative", "uploads", "http://x/y"} {
		t.Run(u+" is refused", func(t *testing.T) {
			if b, err := blob.Open(ctx, u); err == nil {
				b.Close()
				t.Fatal("no error")
			}
		})
	}
}
