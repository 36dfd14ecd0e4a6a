package httpapi_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"testing"
	"time"

	"jobportal/internal/blob"
	"jobportal/internal/blob/s3test"
	"jobportal/internal/httpapi"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// newS3Env is a server whose uploads go to BLOB_URL, as cmd/jobportal
// opens it.
func newS3Env(t *testing.T, db *store.DB, blobURL string) *env {
	t.Helper()
	blobs, err := blob.Open(context.Background(), blobURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { blobs.Close() })
	srv, err := httpapi.New(db, slog.New(slog.NewTextHandler(io.Discard, nil)), httpapi.Config{
		BaseURL: "https://jobs.example.lk", Blobs: blobs, SharedAnswerTTL: time.Second}, testApp)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close(context.Background()) })
	return &env{t: t, db: db, srv: srv, mail: newOutboxMail(t, db)}
}

// Uploads kept in an S3 bucket (versitygw, a real S3 server) are served
// with ranges like those in a folder, by every server sharing the bucket.
func TestUploadsOnS3(t *testing.T) {
	s := s3test.Start(t)
	s3test.SetKeys(t)
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		blobURL := s.URL(s.NewBucket(t))
		e := newS3Env(t, db, blobURL)
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		photo := testPhoto(t, 1600, 1200, 0)
		var flyer string

		t.Run("a flyer posted with a job is stored in the bucket", func(t *testing.T) {
			e := e.sub(t)
			a := e.sendForm("POST", "/api/jobs", company, jobFields(), formFile{"image", "flyer.jpeg", photo})
			wantStatus(t, a, 201)
			flyer, _ = a.data()["image"].(string)
			if !publicImagePath(flyer, ".jpg") {
				t.Fatalf("image %q", flyer)
			}
		})
		t.Run("it is served whole, and a Range request gets 206 with those bytes only", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("GET", flyer, "", "")
			wantStatus(t, a, 200)
			if !bytes.Equal(a.Body.Bytes(), photo) || a.Header().Get("Content-Type") != "image/jpeg" {
				t.Fatalf("%s, %d bytes", a.Header().Get("Content-Type"), a.Body.Len())
			}
			from, to := len(photo)/2, len(photo)/2+999
			a = e.do("GET", flyer, "", "", "Range", fmt.Sprintf("bytes=%d-%d", from, to))
			wantStatus(t, a, 206)
			if want := fmt.Sprintf("bytes %d-%d/%d", from, to, len(photo)); a.Header().Get("Content-Range") != want ||
				!bytes.Equal(a.Body.Bytes(), photo[from:to+1]) {
				t.Fatalf("Content-Range %q, %d bytes", a.Header().Get("Content-Range"), a.Body.Len())
			}
		})
		t.Run("a second server on the same bucket serves it too", func(t *testing.T) {
			other := newS3Env(t, db, blobURL)
			a := other.do("GET", flyer, "", "", "Range", "bytes=0-99")
			wantStatus(t, a, 206)
			if !bytes.Equal(a.Body.Bytes(), photo[:100]) {
				t.Fatalf("%d bytes", a.Body.Len())
			}
		})
	})
}

// With the S3 server gone, an upload is answered 503 with Retry-After, as
// for a database that is down, never a 500.
func TestUploadsWithS3Gone(t *testing.T) {
	s := s3test.Start(t)
	s3test.SetKeys(t)
	db := storetest.MustOpen(t, store.SQLite)
	e := newS3Env(t, db, s.URL(s.NewBucket(t)))
	company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
	s.Stop()
	a := e.sendForm("POST", "/api/jobs", company, jobFields(), formFile{"image", "flyer.jpeg", testPhoto(t, 800, 600, 0)})
	wantStatus(t, a, 503)
	if a.Header().Get("Retry-After") == "" {
		t.Fatal("no Retry-After")
	}
}
