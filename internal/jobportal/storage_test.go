package jobportal_test

import (
	"testing"

	"jobportal/internal/jobportal"
)

func TestStorageFull(t *testing.T) {
	err := jobportal.StorageFull(99<<20+400<<10, jobportal.MaxStorage)
	if jobportal.ErrorCode(err) != jobportal.ETOOLARGE {
		t.Fatalf("code %q", jobportal.ErrorCode(err))
	}
	want := "Your storage is full (99.4 MB of 100 MB used). Delete old CVs or files to upload more."
	if got := jobportal.ErrorMessage(err); got != want {
		t.Fatalf("message %q, want %q", got, want)
	}
	want = "Your storage is full (0 KB of 20 KB used). Delete old CVs or files to upload more."
	if got := jobportal.ErrorMessage(jobportal.StorageFull(0, 20<<10)); got != want {
		t.Fatalf("message %q, want %q", got, want)
	}
}
