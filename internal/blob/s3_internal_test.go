package blob

import (
	"errors"
	"fmt"
	"net"
	"syscall"
	"testing"

	"github.com/minio/minio-go/v7"
)

// What S3 servers answer when they are full or overloaded: versitygw's
// InsufficientStorage (507) and QuotaExceeded, MinIO's XMinioStorageFull,
// Amazon's SlowDown (503).
func TestS3Faults(t *testing.T) {
	cases := []struct {
		name              string
		err               error
		full, unavailable bool
	}{
		{"no space left (versitygw)", minio.ErrorResponse{StatusCode: 507, Code: "InsufficientStorage"}, true, false},
		{"over quota (versitygw)", minio.ErrorResponse{StatusCode: 403, Code: "QuotaExceeded"}, true, false},
		{"storage full (MinIO)", minio.ErrorResponse{StatusCode: 507, Code: "XMinioStorageFull"}, true, false},
		{"slow down", minio.ErrorResponse{StatusCode: 503, Code: "SlowDown"}, false, true},
		{"an internal error of the server", minio.ErrorResponse{StatusCode: 500, Code: "InternalError"}, false, true},
		{"a refused connection", &net.OpError{Op: "dial", Err: syscall.ECONNREFUSED}, false, true},
		{"access denied is neither", minio.ErrorResponse{StatusCode: 403, Code: "AccessDenied"}, false, false},
		{"a bad request is neither", minio.ErrorResponse{StatusCode: 400, Code: "InvalidArgument"}, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := fault("put", "img/a.jpg", fmt.Errorf("upload: %w", c.err))
			if errors.Is(err, ErrFull) != c.full || errors.Is(err, ErrUnavailable) != c.unavailable {
				t.Fatalf("%v: full %t, unavailable %t", err, errors.Is(err, ErrFull), errors.Is(err, ErrUnavailable))
			}
		})
	}
}
