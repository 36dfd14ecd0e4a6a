package blob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
	"github.com/minio/minio-go/v7/pkg/s3utils"
)

// ErrFull is wrapped by the errors of a store that has no room left (an S3
// server answering 507 or over its quota), so that the HTTP layer answers
// 507 as it does for a full local disk.
var ErrFull = errors.New("blob: storage full")

// ErrUnavailable is wrapped by the errors of a store that could not be
// reached or is overloaded (an S3 server answering 500, 503 or SlowDown, or
// no answer at all), so that the HTTP layer answers 503 with Retry-After.
var ErrUnavailable = errors.New("blob: storage unavailable")

// S3Options name an S3 bucket and how to reach it.
type S3Options struct {
	// Bucket must exist already: the server never creates one.
	Bucket string
	// Endpoint is the server's host[:port]; s3.amazonaws.com when empty.
	Endpoint string
	// Region is the bucket's region; when empty the client asks the server.
	Region string
	// Insecure speaks plain HTTP rather than HTTPS, for a server on the
	// same machine or private network.
	Insecure bool
	// AccessKey and SecretKey sign every request; SessionToken is for
	// temporary credentials only.
	AccessKey, SecretKey, SessionToken string
}

// S3 is a bucket on an S3-compatible server. Every server behind a load
// balancer can share it, unlike a local folder.
type S3 struct {
	core   minio.Core
	bucket string
	tr     *http.Transport
}

// s3Timeout bounds what an S3 call may take when the caller's context sets
// no deadline (the command line's backup, the server's start).
const s3Timeout = 30 * time.Second

// s3Retries is how many times the client tries a request that failed in a
// way worth retrying; minio-go's default of 10, with its back-off, would hold
// a request for a long time while the server is down.
const s3Retries = 3

// parseS3URL reads s3://bucket?endpoint=host:port&region=...&secure=false.
func parseS3URL(u *url.URL, getenv func(string) string) (S3Options, error) {
	o := S3Options{Bucket: u.Host}
	if u.User != nil {
		return o, errors.New("put the access key in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the URL")
	}
	if o.Bucket == "" {
		return o, errors.New("name the bucket, as in s3://uploads?endpoint=s3.example.com&region=eu-west-1")
	}
	if err := s3utils.CheckValidBucketNameStrict(o.Bucket); err != nil {
		return o, fmt.Errorf("%q is no bucket name: %w", o.Bucket, err)
	}
	if u.Path != "" && u.Path != "/" {
		return o, errors.New("the bucket takes no path: write s3://bucket?endpoint=host:port")
	}
	q := u.Query()
	for k, v := range q {
		switch k {
		case "endpoint", "region", "secure":
			if len(v) != 1 {
				return o, fmt.Errorf("give %s once", k)
			}
		default:
			return o, fmt.Errorf("unknown setting %q; the settings are endpoint, region and secure", k)
		}
	}
	o.Endpoint = q.Get("endpoint")
	if o.Endpoint == "" {
		o.Endpoint = "s3.amazonaws.com"
	}
	if eu, err := url.Parse("//" + o.Endpoint); err != nil || eu.Host != o.Endpoint || eu.Hostname() == "" {
		return o, fmt.Errorf("endpoint %q must be a host or host:port, without scheme or path", o.Endpoint)
	}
	o.Region = q.Get("region")
	if s := q.Get("secure"); s != "" {
		secure, err := strconv.ParseBool(s)
		if err != nil {
			return o, fmt.Errorf("secure=%q must be true or false", s)
		}
		o.Insecure = !secure
	}
	o.AccessKey = getenv("AWS_ACCESS_KEY_ID")
	o.SecretKey = getenv("AWS_SECRET_ACCESS_KEY")
	o.SessionToken = getenv("AWS_SESSION_TOKEN")
	if o.AccessKey == "" || o.SecretKey == "" {
		return o, errors.New("set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY to the bucket's access key")
	}
	return o, nil
}

// OpenS3 connects to a bucket and checks, before anything is served, that
// it exists and that the credentials are accepted.
func OpenS3(ctx context.Context, o S3Options) (*S3, error) {
	tr, err := minio.DefaultTransport(!o.Insecure)
	if err != nil {
		return nil, fmt.Errorf("S3: %w", err)
	}
	// A server that does not answer must not hold a request for minutes.
	tr.DialContext = (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext
	tr.ResponseHeaderTimeout = 20 * time.Second
	client, err := minio.New(o.Endpoint, &minio.Options{
		Creds:      credentials.NewStaticV4(o.AccessKey, o.SecretKey, o.SessionToken),
		Secure:     !o.Insecure,
		Region:     o.Region,
		Transport:  tr,
		MaxRetries: s3Retries,
	})
	if err != nil {
		return nil, fmt.Errorf("S3 endpoint %q: %w", o.Endpoint, err)
	}
	ctx, cancel := withTimeout(ctx)
	defer cancel()
	ok, err := client.BucketExists(ctx, o.Bucket)
	if err != nil {
		var resp minio.ErrorResponse
		if errors.As(err, &resp) && (resp.StatusCode == http.StatusForbidden || resp.StatusCode == http.StatusUnauthorized) {
			return nil, fmt.Errorf("S3 bucket %q at %s refused the access key in AWS_ACCESS_KEY_ID (wrong key or secret, or no right to the bucket): %s",
				o.Bucket, o.Endpoint, describe(err))
		}
		return nil, fmt.Errorf("S3 bucket %q at %s could not be reached: %s", o.Bucket, o.Endpoint, describe(err))
	}
	if !ok {
		return nil, fmt.Errorf("S3 bucket %q does not exist at %s: create it first (the server never creates one)", o.Bucket, o.Endpoint)
	}
	return &S3{core: minio.Core{Client: client}, bucket: o.Bucket, tr: tr}, nil
}

// describe is an S3 error's code and message, or the error itself.
func describe(err error) string {
	var resp minio.ErrorResponse
	if errors.As(err, &resp) {
		if resp.Code != "" {
			return fmt.Sprintf("%s (HTTP %d, %s)", resp.Error(), resp.StatusCode, resp.Code)
		}
		return fmt.Sprintf("HTTP %d", resp.StatusCode)
	}
	return err.Error()
}

// withTimeout gives ctx the default deadline when it has none.
func withTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	if _, ok := ctx.Deadline(); ok {
		return ctx, func() {}
	}
	return context.WithTimeout(ctx, s3Timeout)
}

// fault wraps an error of the S3 client with what it says about the store:
// full (ErrFull), unavailable for now (ErrUnavailable), or neither.
func fault(op, key string, err error) error {
	var resp minio.ErrorResponse
	if errors.As(err, &resp) {
		switch {
		case resp.StatusCode == http.StatusInsufficientStorage, resp.Code == "InsufficientStorage",
			resp.Code == "XMinioStorageFull", resp.Code == "QuotaExceeded":
			return fmt.Errorf("%s %s: %w: %s", op, key, ErrFull, describe(err))
		case resp.StatusCode >= 500, resp.Code == "SlowDown", resp.Code == "RequestTimeout":
			return fmt.Errorf("%s %s: %w: %s", op, key, ErrUnavailable, describe(err))
		}
		return fmt.Errorf("%s %s: %s", op, key, describe(err))
	}
	var netErr net.Error
	if errors.As(err, &netErr) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("%s %s: %w: %w", op, key, ErrUnavailable, err)
	}
	return fmt.Errorf("%s %s: %w", op, key, err)
}

// notFound reports whether err is S3's answer for a key with no object.
func notFound(err error) bool {
	var resp minio.ErrorResponse
	return errors.As(err, &resp) && (resp.StatusCode == http.StatusNotFound || resp.Code == "NoSuchKey")
}

// Put uploads data in one request, which S3 makes visible whole or not at all.
func (s *S3) Put(ctx context.Context, key string, data []byte) error {
	if !ValidKey(key) {
		return ErrInvalidKey
	}
	ctx, cancel := withTimeout(ctx)
	defer cancel()
	_, err := s.core.Client.PutObject(ctx, s.bucket, key, bytes.NewReader(data), int64(len(data)),
		minio.PutObjectOptions{ContentType: "application/octet-stream", DisableMultipart: true})
	if err != nil {
		return fault("put", key, err)
	}
	return nil
}

// Open asks for the object's size and date; its bytes are fetched as they
// are read, with ranged requests from wherever the reader is sought to.
func (s *S3) Open(ctx context.Context, key string) (*Reader, error) {
	if !ValidKey(key) {
		return nil, ErrNotFound
	}
	sctx, cancel := withTimeout(ctx)
	defer cancel()
	info, err := s.core.Client.StatObject(sctx, s.bucket, key, minio.StatObjectOptions{})
	if notFound(err) {
		return nil, ErrNotFound
	} else if err != nil {
		return nil, fault("open", key, err)
	}
	// The bytes are read while the answer is written, which for a slow
	// client can outlast the request's deadline (it bounds the work, not the
	// download, as with a file on disk): the reads keep the context's values
	// but not its end, and each GET has a bound of its own. The handler's
	// Close ends a read whose client went away.
	r := &s3Reader{ctx: context.WithoutCancel(ctx), s: s, key: key, etag: info.ETag, size: info.Size}
	return &Reader{ReadSeekCloser: r, Size: info.Size, ModTime: info.LastModified.UTC()}, nil
}

// Delete removes the object of key.
func (s *S3) Delete(ctx context.Context, key string) error {
	if !ValidKey(key) {
		return ErrInvalidKey
	}
	ctx, cancel := withTimeout(ctx)
	defer cancel()
	if err := s.core.Client.RemoveObject(ctx, s.bucket, key, minio.RemoveObjectOptions{}); err != nil && !notFound(err) {
		return fault("delete", key, err)
	}
	return nil
}

// DeletePrefix lists the objects under prefix and removes them in batches.
func (s *S3) DeletePrefix(ctx context.Context, prefix string) error {
	if prefix == "" || !validPrefix(prefix) {
		return ErrInvalidKey
	}
	ctx, cancel := withTimeout(ctx)
	defer cancel()
	keys, err := s.list(ctx, prefix)
	if err != nil {
		return err
	}
	objects := make(chan minio.ObjectInfo, len(keys))
	for _, k := range keys {
		objects <- minio.ObjectInfo{Key: k}
	}
	close(objects)
	var errs []error
	for e := range s.core.Client.RemoveObjects(ctx, s.bucket, objects, minio.RemoveObjectsOptions{}) {
		if e.Err != nil && !notFound(e.Err) {
			errs = append(errs, fault("delete", e.ObjectName, e.Err))
		}
	}
	return errors.Join(errs...)
}

// List returns the keys under prefix, sorted. Objects whose names no key
// could have (put there by another program) are left out.
func (s *S3) List(ctx context.Context, prefix string) ([]string, error) {
	if !validPrefix(prefix) && !ValidKey(prefix) {
		return nil, ErrInvalidKey
	}
	ctx, cancel := withTimeout(ctx)
	defer cancel()
	return s.list(ctx, prefix)
}

func (s *S3) list(ctx context.Context, prefix string) ([]string, error) {
	// The listing's goroutine stops when its context ends, which it must
	// when this returns early on an error.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var keys []string
	for o := range s.core.Client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: prefix, Recursive: true}) {
		if o.Err != nil {
			return nil, fault("list", prefix, o.Err)
		}
		if ValidKey(o.Key) {
			keys = append(keys, o.Key)
		}
	}
	slices.Sort(keys)
	return keys, nil
}

// Close lets the client's idle connections go.
func (s *S3) Close() error {
	s.tr.CloseIdleConnections()
	return nil
}

// s3ReadTimeout bounds one GET of a reader, from its request to the last
// byte read from it, so that a server that stops sending mid-answer holds
// nothing for ever. It is longer than the HTTP server's write timeout.
const s3ReadTimeout = 5 * time.Minute

// headKeep is how many of an object's first bytes a reader keeps: the HTTP
// layer reads an image's first 512 to know its type, then seeks back to
// serve it, which these bytes answer without a second request.
const headKeep = 4 << 10

// skipAhead is the farthest a reader reads on, rather than asking again,
// when it is sought forward past what its open response has given.
const skipAhead = 64 << 10

// s3Reader reads an object with ranged GETs: one from wherever it stands
// when it is read, kept open while reads follow on from it. Every GET asks
// for the version Open saw (If-Match), so that an object replaced meanwhile
// fails the read rather than mixing two files.
type s3Reader struct {
	ctx  context.Context
	s    *S3
	key  string
	etag string
	size int64

	pos     int64              // where the next Read reads
	body    io.ReadCloser      // the open response, if any
	cancel  context.CancelFunc // ends the open response's GET
	bodyPos int64              // the offset of the body's next byte
	head    []byte             // the object's first bytes, up to headKeep
	closed  bool
}

func (r *s3Reader) Read(p []byte) (int, error) {
	if r.closed {
		return 0, errors.New("blob: read after close")
	}
	if r.pos >= r.size {
		return 0, io.EOF
	}
	if len(p) == 0 {
		return 0, nil
	}
	if r.pos < int64(len(r.head)) && (r.body == nil || r.bodyPos != r.pos) {
		n := copy(p, r.head[r.pos:])
		r.pos += int64(n)
		return n, nil
	}
	if r.body != nil && r.bodyPos != r.pos {
		if gap := r.pos - r.bodyPos; gap > 0 && gap <= skipAhead {
			if _, err := io.CopyN(io.Discard, r.body, gap); err == nil {
				r.bodyPos = r.pos
			}
		}
		if r.bodyPos != r.pos {
			r.dropBody()
		}
	}
	if r.body == nil {
		if err := r.get(); err != nil {
			return 0, err
		}
	}
	n, err := r.body.Read(p)
	if r.bodyPos == int64(len(r.head)) && len(r.head) < headKeep {
		r.head = append(r.head, p[:min(n, headKeep-len(r.head))]...)
	}
	r.bodyPos += int64(n)
	r.pos += int64(n)
	if err == io.EOF {
		r.dropBody()
		if r.pos < r.size {
			return n, fault("read", r.key, io.ErrUnexpectedEOF)
		}
	} else if err != nil {
		r.dropBody()
		return n, fault("read", r.key, err)
	}
	return n, nil
}

// get opens a GET of the object from r.pos to its end.
func (r *s3Reader) get() error {
	var opts minio.GetObjectOptions
	if r.etag != "" {
		if err := opts.SetMatchETag(r.etag); err != nil {
			return err
		}
	}
	if r.pos > 0 {
		if err := opts.SetRange(r.pos, 0); err != nil {
			return err
		}
	}
	ctx, cancel := context.WithTimeout(r.ctx, s3ReadTimeout)
	body, _, _, err := r.s.core.GetObject(ctx, r.s.bucket, r.key, opts)
	if err != nil {
		cancel()
		var resp minio.ErrorResponse
		if errors.As(err, &resp) && resp.StatusCode == http.StatusPreconditionFailed {
			return fmt.Errorf("read %s: the file was replaced while it was read", r.key)
		}
		return fault("read", r.key, err)
	}
	r.body, r.bodyPos, r.cancel = body, r.pos, cancel
	return nil
}

func (r *s3Reader) dropBody() {
	if r.body != nil {
		r.body.Close()
		r.cancel()
		r.body, r.cancel = nil, nil
	}
}

// Seek only moves the position: nothing is asked of the server until the
// next Read, so seeking to the end to learn the size costs no request.
func (r *s3Reader) Seek(offset int64, whence int) (int64, error) {
	if r.closed {
		return 0, errors.New("blob: seek after close")
	}
	var abs int64
	switch whence {
	case io.SeekStart:
		abs = offset
	case io.SeekCurrent:
		abs = r.pos + offset
	case io.SeekEnd:
		abs = r.size + offset
	default:
		return 0, errors.New("blob: invalid whence")
	}
	if abs < 0 {
		return 0, errors.New("blob: negative position")
	}
	r.pos = abs
	return abs, nil
}

func (r *s3Reader) Close() error {
	r.dropBody()
	r.closed = true
	return nil
}
