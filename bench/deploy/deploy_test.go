package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestDeployUnderFaults is the short run of the deployment for CI: two
// servers behind HAProxy on one PostgreSQL and one S3 server, under a mixed
// load for about 25 s, with a rolling restart, a PostgreSQL restart and a
// kill -9. It fails on an acknowledged write or an email lost, a 5xx other
// than a 503 with Retry-After during the PostgreSQL restart (a write the
// killed server was doing is sent again by HAProxy, named by its
// Idempotency-Key), or a request over 5 s.
//
// It needs HAProxy and PostgreSQL's initdb and pg_ctl: without them it is
// skipped, but in CI (CI=true), which installs them (.ci/run), it fails.
func TestDeployUnderFaults(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped with -short: it runs a whole deployment for about 45 s")
	}
	missing := func(what string, err error) {
		t.Helper()
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s: %v", what, err)
		}
		t.Skipf("skipped: %s (CI installs it): %v", what, err)
	}
	if _, err := exec.LookPath("haproxy"); err != nil {
		missing("HAProxy is not installed (apt-get install -y haproxy)", err)
	}
	for _, p := range []string{"initdb", "pg_ctl"} {
		if _, err := findProgram(p); err != nil {
			missing("PostgreSQL's programs are not installed", err)
		}
	}
	// The server as the code is now, whatever bin/ holds.
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "jobportal")
	build := exec.Command("go", "build", "-trimpath", "-o", bin, "./cmd/jobportal")
	build.Dir = moduleRoot()
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	// The cluster's folder is made in the system's temporary folder, which
	// PostgreSQL's user can enter when the test runs as root (a test's own
	// temporary folder is root's alone); the cluster removes it.
	o := options{bin: bin, newBin: bin, tmp: os.TempDir(), drain: 2 * time.Second, workers: 6}
	r, err := runScenario(ctx, o, 2, 25*time.Second, true, 15*time.Second, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	r.print(&out)
	t.Log("\n" + out.String())
	if len(r.windows) != 3 {
		t.Errorf("the faults were not all made: %v", r.windows)
	}
	for _, kind := range []string{"customer", "job", "approval", "application", "avatar"} {
		if r.check.writesBy[kind] == 0 {
			t.Errorf("the load made no acknowledged write of kind %s, so none was checked", kind)
		}
	}
	for _, p := range r.problems() {
		t.Error(p)
	}
}
