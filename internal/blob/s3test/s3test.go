// Package s3test starts a real S3-compatible server for tests: versitygw
// with its POSIX backend in a temporary folder. The server is built once
// from the Go module proxy into the user's cache folder (or taken from
// $VERSITYGW), since it is a program of its own with many dependencies that
// the project's module does not need.
//
// When it cannot be built or started, a test fails in CI (CI=true) and is
// skipped with the reason elsewhere, so that a machine without network access
// can still run the other tests.
package s3test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"jobportal/internal/blob"
)

// Module is the versitygw command built for the tests, at Version.
const (
	Module  = "github.com/versity/versitygw/cmd/versitygw"
	Version = "v1.8.0"
)

// The root user's key of every server started here.
const (
	AccessKey = "jobportal-test"
	SecretKey = "jobportal-test-secret"
)

// Region is the region the servers answer for.
const Region = "us-east-1"

// Server is a versitygw process serving a folder of its test.
type Server struct {
	// Endpoint is host:port, plain HTTP.
	Endpoint string
	cmd      *exec.Cmd
	out      *syncBuffer
	stopped  bool
}

// Start starts a server that the test's cleanup stops.
func Start(t testing.TB) *Server {
	t.Helper()
	bin, err := Binary()
	if err != nil {
		unavailable(t, err)
	}
	root := t.TempDir()
	data, sidecar := filepath.Join(root, "data"), filepath.Join(root, "meta")
	for _, d := range []string{data, sidecar} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	var lastErr error
	// The port is found free and then handed over, so another process may
	// take it in between: a second try with a new port covers that.
	for range 3 {
		s, err := start(bin, data, sidecar)
		if err == nil {
			t.Cleanup(s.Stop)
			return s
		}
		lastErr = err
	}
	unavailable(t, lastErr)
	return nil
}

func start(bin, data, sidecar string) (*Server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	s := &Server{Endpoint: addr, out: &syncBuffer{}}
	s.cmd = exec.Command(bin, "--access", AccessKey, "--secret", SecretKey, "--region", Region,
		"--port", addr, "--quiet", "posix", "--sidecar", sidecar, data)
	s.cmd.Stdout, s.cmd.Stderr = s.out, s.out
	// The server's own settings come from its flags, not from variables of
	// the machine that happens to run the tests.
	s.cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	exited := make(chan error, 1)
	go func() { exited <- s.cmd.Wait() }()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case err := <-exited:
			s.stopped = true
			return nil, fmt.Errorf("versitygw exited (%v): %s", err, s.out.String())
		default:
		}
		if c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond); err == nil {
			c.Close()
			return s, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.cmd.Process.Kill()
	<-exited
	return nil, fmt.Errorf("versitygw did not listen on %s within 20 s: %s", addr, s.out.String())
}

// Stop kills the server; a stopped server is no error. Tests call it to
// see how the store behaves when S3 is gone.
func (s *Server) Stop() {
	if s.stopped {
		return
	}
	s.stopped = true
	s.cmd.Process.Kill()
	// Wait until the port is closed, so that what follows sees it gone.
	for range 100 {
		c, err := net.DialTimeout("tcp", s.Endpoint, 100*time.Millisecond)
		if err != nil {
			return
		}
		c.Close()
		time.Sleep(20 * time.Millisecond)
	}
}

// Options are the settings of a bucket on the server, signed with the
// root user's key.
func (s *Server) Options(bucket string) blob.S3Options {
	return blob.S3Options{Bucket: bucket, Endpoint: s.Endpoint, Region: Region, Insecure: true,
		AccessKey: AccessKey, SecretKey: SecretKey}
}

// URL is the BLOB_URL of a bucket on the server; the key goes in
// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (see SetKeys).
func (s *Server) URL(bucket string) string {
	return "s3://" + bucket + "?endpoint=" + s.Endpoint + "&region=" + Region + "&secure=false"
}

// SetKeys puts the server's key in the variables BLOB_URL's s3:// reads,
// for the test's time.
func SetKeys(t testing.TB) {
	t.Setenv("AWS_ACCESS_KEY_ID", AccessKey)
	t.Setenv("AWS_SECRET_ACCESS_KEY", SecretKey)
	t.Setenv("AWS_SESSION_TOKEN", "")
}

// NewBucket creates an empty bucket with a name of its own and returns
// the name.
func (s *Server) NewBucket(t testing.TB) string {
	t.Helper()
	client, err := minio.New(s.Endpoint, &minio.Options{Creds: credentials.NewStaticV4(AccessKey, SecretKey, ""),
		Region: Region, MaxRetries: 1})
	if err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("test-%d", bucketSeq.add())
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := client.MakeBucket(ctx, name, minio.MakeBucketOptions{Region: Region}); err != nil {
		t.Fatalf("create the bucket %s: %v", name, err)
	}
	return name
}

// Open creates a bucket and opens it as a blob store.
func (s *Server) Open(t testing.TB) *blob.S3 {
	t.Helper()
	b, err := blob.OpenS3(context.Background(), s.Options(s.NewBucket(t)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

var bucketSeq counter

type counter struct {
	mu sync.Mutex
	n  int
}

func (c *counter) add() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n++
	return c.n
}

// unavailable fails the test in CI and skips it elsewhere.
func unavailable(t testing.TB, err error) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("the S3 server for the tests (versitygw %s) could not be started: %v", Version, err)
	}
	t.Skipf("skipped: the S3 server for the tests (versitygw %s) could not be started, and CI is not set: %v", Version, err)
}

var binary struct {
	once sync.Once
	path string
	err  error
}

// Binary returns the path of the versitygw command: $VERSITYGW when set,
// else the copy built once into the user's cache folder, building it now if
// it is missing (about a minute on two cores, the modules downloaded).
func Binary() (string, error) {
	binary.once.Do(func() { binary.path, binary.err = findOrBuild() })
	return binary.path, binary.err
}

func findOrBuild() (string, error) {
	if p := os.Getenv("VERSITYGW"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("VERSITYGW=%s: %w", p, err)
		}
		return p, nil
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("find a cache folder: %w", err)
	}
	dir := filepath.Join(cache, "jobportal-test", "versitygw-"+Version)
	bin := filepath.Join(dir, "versitygw")
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	// Test binaries of several packages run at once: one builds while the
	// others wait for it.
	unlock, err := lock(filepath.Join(dir, "build.lock"), 15*time.Minute)
	if err != nil {
		return "", err
	}
	defer unlock()
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("the go command is needed to build versitygw: %w", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	// Built into a folder of its own and then renamed, so that no test ever
	// runs a half-written binary.
	tmp, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	cmd := exec.CommandContext(ctx, goCmd, "install", "-trimpath", Module+"@"+Version)
	cmd.Dir = tmp
	cmd.Env = append(os.Environ(), "GOBIN="+tmp, "GOFLAGS=-buildvcs=false", "CGO_ENABLED=0")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("go install %s@%s: %w: %s", Module, Version, err, strings.TrimSpace(out.String()))
	}
	if err := os.Rename(filepath.Join(tmp, "versitygw"), bin); err != nil {
		return "", err
	}
	return bin, nil
}

// lock takes a lock file, waiting up to wait for it; a lock older than wait
// was left by a build that died, and is taken over.
func lock(path string, wait time.Duration) (func(), error) {
	deadline := time.Now().Add(wait)
	for {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
		if err == nil {
			f.Close()
			return func() { os.Remove(path) }, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return nil, err
		}
		if st, err := os.Stat(path); err == nil && time.Since(st.ModTime()) > wait {
			os.Remove(path)
			continue
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("waited %s for another build of versitygw (%s)", wait, path)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// syncBuffer collects a process's output for error messages.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.buf.Len() > 64<<10 {
		return len(p), nil
	}
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return strings.TrimSpace(b.buf.String())
}
