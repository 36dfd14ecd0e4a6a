package httpapi_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"jobportal/internal/httpapi"
)

// A request stopped because its client went away is not a fault of ours:
// it is logged as 499, not as an internal error, while a real fault still is.
func TestAClientThatLeftIsNoInternalError(t *testing.T) {
	var logged bytes.Buffer
	prev := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&logged, nil)))
	t.Cleanup(func() { slog.SetDefault(prev) })

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	w := httptest.NewRecorder()
	httpapi.Error(w, httptest.NewRequest("GET", "/api/jobs/search?q=x", nil).WithContext(ctx),
		fmt.Errorf("rank jobs: prepare: %w", context.Canceled))
	if w.Code != 499 || logged.Len() != 0 {
		t.Fatalf("a canceled request: %d, logged %q", w.Code, logged.String())
	}

	// A canceled context of our own making, while the client is still there, is a fault.
	w = httptest.NewRecorder()
	httpapi.Error(w, httptest.NewRequest("GET", "/api/jobs", nil), fmt.Errorf("count: %w", context.Canceled))
	if w.Code != 500 || !strings.Contains(logged.String(), "internal error") {
		t.Fatalf("an internal cancel: %d, logged %q", w.Code, logged.String())
	}
}
