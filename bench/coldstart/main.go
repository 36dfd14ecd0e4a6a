// Command coldstart measures how long the job portal binary takes from exec to
// its first successful answer. Each run starts the binary on a fresh, empty
// DATA_DIR under the system's temporary folder and on a free 127.0.0.1 port,
// polls GET /healthz every -interval, and records the time from just before
// exec to the first 200. It then stops the server and removes the folder. It
// prints each run and the median, in milliseconds.
//
// Example:
//
//	go run ./bench/coldstart -bin bin/jobportal -runs 5
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"time"
)

func main() {
	var (
		bin      = flag.String("bin", "bin/jobportal", "server binary to start")
		runs     = flag.Int("runs", 5, "number of runs (1 to 50)")
		interval = flag.Duration("interval", 5*time.Millisecond, "time between two polls of /healthz")
		timeout  = flag.Duration("timeout", 30*time.Second, "give up on a run after this long (at most 2m)")
	)
	flag.Parse()
	if flag.NArg() > 0 || *runs < 1 || *runs > 50 || *interval <= 0 || *timeout <= 0 || *timeout > 2*time.Minute {
		fmt.Fprintln(os.Stderr, "coldstart: bad arguments; see -help")
		os.Exit(2)
	}
	times := make([]time.Duration, 0, *runs)
	for i := 1; i <= *runs; i++ {
		d, err := measure(*bin, *interval, *timeout)
		if err != nil {
			fmt.Fprintf(os.Stderr, "coldstart: run %d: %v\n", i, err)
			os.Exit(1)
		}
		times = append(times, d)
		fmt.Printf("cold start run %d: %s\n", i, ms(d))
	}
	runsWord := "runs"
	if len(times) == 1 {
		runsWord = "run"
	}
	fmt.Printf("cold start median: %s (%d %s)\n", ms(median(times)), len(times), runsWord)
}

// measure starts bin once on a fresh data folder and returns the time from
// exec to its first 200 from /healthz.
func measure(bin string, interval, timeout time.Duration) (time.Duration, error) {
	dataDir, err := os.MkdirTemp("", "jobportal-coldstart-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dataDir)
	port, err := freePort()
	if err != nil {
		return 0, err
	}
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))

	var logs tailBuffer
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "ADDR="+addr, "DATA_DIR="+dataDir, "DATABASE_URL=", "DEMO=",
		"BASE_URL=http://"+addr, "ADMIN_USERNAME=admin", "ADMIN_PASSWORD=coldstart-"+strconv.Itoa(port))
	cmd.Stdout, cmd.Stderr = &logs, &logs

	client := &http.Client{
		Timeout:   time.Second,
		Transport: &http.Transport{DisableKeepAlives: true},
	}
	url := "http://" + addr + "/healthz"

	start := time.Now()
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer stop(cmd, exited)

	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		if healthy(client, url) {
			return time.Since(start), nil
		}
		if time.Since(start) > timeout {
			return 0, fmt.Errorf("no 200 from %s within %s; server output:\n%s", url, timeout, logs.String())
		}
		select {
		case err := <-exited:
			exited <- err // for stop
			return 0, fmt.Errorf("server exited before answering (%v); its output:\n%s", err, logs.String())
		case <-tick.C:
		}
	}
}

// healthy reports whether GET url answers 200.
func healthy(client *http.Client, url string) bool {
	resp, err := client.Get(url)
	if err != nil {
		return false
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// stop asks the server to shut down, and kills it if it has not exited
// within five seconds. exited receives the result of cmd.Wait.
func stop(cmd *exec.Cmd, exited chan error) {
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		cmd.Process.Kill()
		<-exited
	}
}

// freePort returns a TCP port on 127.0.0.1 that nothing listens on right now.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// median returns the median of ds, which must not be empty.
func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	if n := len(s); n%2 == 0 {
		return (s[n/2-1] + s[n/2]) / 2
	}
	return s[len(s)/2]
}

// ms formats d in milliseconds with 0.1 ms precision.
func ms(d time.Duration) string {
	return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
}

// tailBuffer keeps the last 8 KB written to it, safe for concurrent writers,
// so that a failed run can show what the server said.
type tailBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

const tailSize = 8 << 10

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf.Write(p)
	if extra := t.buf.Len() - tailSize; extra > 0 {
		t.buf.Next(extra)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.buf.String()
}
