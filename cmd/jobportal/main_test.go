package main

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestDrain runs the real binary: told to stop, it says so on /readyz at
// once and goes on serving for the drain period before it stops.
func TestDrain(t *testing.T) {
	dir := t.TempDir()
	bin := binary(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := exec.Command(bin, "-addr", addr, "-data-dir", filepath.Join(dir, "data"), "-drain-period", "2s")
	cmd.Env = append(os.Environ(), "ADMIN_PASSWORD=drain-test-2026")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() { cmd.Process.Kill() })
	get := func(path string) int {
		res, err := http.Get(fmt.Sprintf("http://%s%s", addr, path))
		if err != nil {
			return 0
		}
		res.Body.Close()
		return res.StatusCode
	}
	for start := time.Now(); get("/readyz") != 200; time.Sleep(50 * time.Millisecond) {
		if time.Since(start) > 30*time.Second {
			t.Fatal("the server never became ready")
		}
	}
	stopped := time.Now()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for get("/readyz") != 503 {
		if time.Since(stopped) > time.Second {
			t.Fatal("/readyz did not turn 503 after SIGTERM")
		}
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(time.Second)
	if code := get("/api/jobs"); code != 200 {
		t.Fatalf("one second into the drain a request got %d", code)
	}
	select {
	case err := <-exited:
		if took := time.Since(stopped); took < 2*time.Second {
			t.Fatalf("stopped after %s, within the drain period", took)
		}
		if err != nil {
			t.Fatalf("exit: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the server did not stop after the drain")
	}
}
