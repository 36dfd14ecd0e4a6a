package blob_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/blob/s3test"
)

func TestS3ByURL(t *testing.T) {
	s := s3test.Start(t)
	bucket := s.NewBucket(t)
	s3test.SetKeys(t)
	t.Run("s3:// opens the bucket with the key in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY", func(t *testing.T) {
		b, err := blob.Open(ctx, s.URL(bucket))
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		if _, ok := b.(*blob.S3); !ok {
			t.Fatalf("got %T", b)
		}
		if err := b.Put(ctx, "cv/a.pdf", []byte("%PDF")); err != nil {
			t.Fatal(err)
		}
		if got := read(t, b, "cv/a.pdf"); got != "%PDF" {
			t.Fatalf("read %q", got)
		}
	})
	refused := []struct{ name, url, want string }{
		{"a bucket that does not exist", s.URL("no-such-bucket"), `bucket "no-such-bucket" does not exist`},
		{"an unknown setting", s.URL(bucket) + "&regoin=x", `unknown setting "regoin"`},
		{"a path after the bucket", strings.Replace(s.URL(bucket), "?", "/uploads?", 1), "takes no path"},
		{"no bucket", "s3://?endpoint=" + s.Endpoint, "name the bucket"},
		{"a bucket name S3 does not allow", "s3://Up_Loads?endpoint=" + s.Endpoint, `"Up_Loads" is no bucket name`},
		{"a key in the URL", strings.Replace(s.URL(bucket), "s3://", "s3://key:secret@", 1), "not in the URL"},
		{"secure that is not true or false", s.URL(bucket) + "x", "must be true or false"},
		{"an endpoint with a scheme", "s3://" + bucket + "?endpoint=http://" + s.Endpoint, "without scheme or path"},
	}
	for _, c := range refused {
		t.Run(c.name+" is refused with a clear message", func(t *testing.T) {
			b, err := blob.Open(ctx, c.url)
			if err == nil {
				b.Close()
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q does not say %q", err, c.want)
			}
		})
	}
	t.Run("a wrong secret is refused at start", func(t *testing.T) {
		t.Setenv("AWS_SECRET_ACCESS_KEY", "not-the-secret")
		b, err := blob.Open(ctx, s.URL(bucket))
		if err == nil {
			b.Close()
			t.Fatal("no error")
		}
		if !strings.Contains(err.Error(), "refused the access key") {
			t.Fatalf("error %q", err)
		}
	})
	t.Run("no key at all is refused before asking the server", func(t *testing.T) {
		t.Setenv("AWS_ACCESS_KEY_ID", "")
		if _, err := blob.Open(ctx, s.URL(bucket)); err == nil || !strings.Contains(err.Error(), "set AWS_ACCESS_KEY_ID") {
			t.Fatalf("error %v", err)
		}
	})
	t.Run("a server that does not answer is reported at start, in seconds", func(t *testing.T) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		closed := ln.Addr().String()
		ln.Close()
		start := time.Now()
		_, err = blob.Open(ctx, "s3://"+bucket+"?endpoint="+closed+"&region=us-east-1&secure=false")
		if err == nil || !strings.Contains(err.Error(), "could not be reached") {
			t.Fatalf("error %v", err)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Fatalf("took %s", d)
		}
	})
}

// recorder is a proxy in front of the S3 server that notes each request.
type recorder struct {
	mu   sync.Mutex
	reqs []string
}

func (r *recorder) take() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.reqs
	r.reqs = nil
	return out
}

func proxied(t *testing.T, s *s3test.Server) (*recorder, *blob.S3) {
	t.Helper()
	target, _ := url.Parse("http://" + s.Endpoint)
	rec := &recorder{}
	proxy := httputil.NewSingleHostReverseProxy(target)
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Has("location") {
			// The client's question for the bucket's region is no read.
			proxy.ServeHTTP(w, r)
			return
		}
		rec.mu.Lock()
		rec.reqs = append(rec.reqs, strings.TrimSpace(r.Method+" "+r.Header.Get("Range")))
		rec.mu.Unlock()
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(front.Close)
	o := s.Options(s.NewBucket(t))
	o.Endpoint = strings.TrimPrefix(front.URL, "http://")
	b, err := blob.OpenS3(ctx, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	rec.take()
	return rec, b
}

func TestS3ReadsWhatIsAskedFor(t *testing.T) {
	s := s3test.Start(t)
	rec, b := proxied(t, s)
	data := make([]byte, 1<<20)
	for i := range data {
		data[i] = byte(i * 7 / 5)
	}
	if err := b.Put(ctx, "img/big.jpg", data); err != nil {
		t.Fatal(err)
	}
	rec.take()
	t.Run("opening asks for the size only, and seeking to the end asks nothing", func(t *testing.T) {
		r, err := b.Open(ctx, "img/big.jpg")
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		if end, err := r.Seek(0, io.SeekEnd); err != nil || end != int64(len(data)) || r.Size != int64(len(data)) {
			t.Fatalf("end %d, size %d, %v", end, r.Size, err)
		}
		if got := rec.take(); len(got) != 1 || got[0] != "HEAD" {
			t.Fatalf("requests %q", got)
		}
	})
	t.Run("a read in the middle is one ranged GET from there", func(t *testing.T) {
		r, err := b.Open(ctx, "img/big.jpg")
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		rec.take()
		if _, err := r.Seek(700_000, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		got := make([]byte, 1000)
		if _, err := io.ReadFull(r, got); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, data[700_000:701_000]) {
			t.Fatal("wrong bytes")
		}
		if reqs := rec.take(); len(reqs) != 1 || reqs[0] != "GET bytes=700000-" {
			t.Fatalf("requests %q", reqs)
		}
	})
	t.Run("reading the head, seeking back and reading all takes one GET", func(t *testing.T) {
		r, err := b.Open(ctx, "img/big.jpg")
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		rec.take()
		head := make([]byte, 512)
		if _, err := io.ReadFull(r, head); err != nil {
			t.Fatal(err)
		}
		if _, err := r.Seek(0, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		all, err := io.ReadAll(r)
		if err != nil || !bytes.Equal(all, data) {
			t.Fatalf("read %d bytes, %v", len(all), err)
		}
		if reqs := rec.take(); len(reqs) != 1 || reqs[0] != "GET" {
			t.Fatalf("requests %q", reqs)
		}
	})
	t.Run("a read outlives the context it was opened with, as a slow client's download needs", func(t *testing.T) {
		octx, cancel := context.WithCancel(ctx)
		r, err := b.Open(octx, "img/big.jpg")
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		head := make([]byte, 100)
		if _, err := io.ReadFull(r, head); err != nil {
			t.Fatal(err)
		}
		cancel()
		if _, err := r.Seek(800_000, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		rest, err := io.ReadAll(r)
		if err != nil || !bytes.Equal(rest, data[800_000:]) {
			t.Fatalf("read %d bytes, %v", len(rest), err)
		}
	})
	t.Run("a file replaced while it is read fails the read rather than mixing the two", func(t *testing.T) {
		r, err := b.Open(ctx, "img/big.jpg")
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		if _, err := io.ReadFull(r, make([]byte, 100)); err != nil {
			t.Fatal(err)
		}
		if err := b.Put(ctx, "img/big.jpg", bytes.Repeat([]byte("x"), 1<<20)); err != nil {
			t.Fatal(err)
		}
		if _, err := r.Seek(900_000, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(r)
		if err == nil {
			t.Fatalf("read %d bytes, no error", len(got))
		}
		if !strings.Contains(err.Error(), "replaced") {
			t.Fatalf("error %v", err)
		}
	})
}

func TestS3GoneIsUnavailable(t *testing.T) {
	s := s3test.Start(t)
	b := s.Open(t)
	if err := b.Put(ctx, "img/a.jpg", []byte("jpeg")); err != nil {
		t.Fatal(err)
	}
	r, err := b.Open(ctx, "img/a.jpg")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	s.Stop()
	for name, err := range map[string]error{
		"put":    b.Put(ctx, "img/b.jpg", []byte("jpeg")),
		"open":   func() error { _, err := b.Open(ctx, "img/a.jpg"); return err }(),
		"read":   func() error { _, err := io.ReadAll(r); return err }(),
		"list":   func() error { _, err := b.List(ctx, "img/"); return err }(),
		"delete": b.Delete(ctx, "img/a.jpg"),
	} {
		if !errors.Is(err, blob.ErrUnavailable) || errors.Is(err, blob.ErrNotFound) {
			t.Errorf("%s: %v, want ErrUnavailable", name, err)
		}
	}
}
