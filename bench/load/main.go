// Command load is a small HTTP load generator for benchmarking the job portal
// on this machine. It sends one request over and over from -c workers for -d
// (or until -n requests), after an optional warm-up whose answers are not
// counted, and prints requests per second, latency percentiles and the number
// of non-2xx answers and errors as plain text lines.
//
// It only talks to loopback addresses (127.0.0.0/8, ::1 and localhost): it
// refuses any other URL, checks every connection it opens, and never follows
// redirects. It stops by itself: the duration is at most maxDuration and the
// number of requests at most maxRequests.
//
// Example:
//
//	go run ./bench/load -url http://127.0.0.1:8080/api/auth/status \
//		-header 'x-auth-token: TOKEN' -c 32 -d 10s
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Limits that keep every run bounded in time and memory (one latency sample
// is 8 bytes, so maxRequests samples take 40 MB).
const (
	maxDuration    = 10 * time.Minute
	maxRequests    = 5_000_000
	maxConcurrency = 1024
)

// errBadFlags reports flags that the flag package refused and explained.
var errBadFlags = errors.New("bad flags")

// headerList collects repeated -header "Name: value" flags.
type headerList []string

func (h *headerList) String() string { return strings.Join(*h, ", ") }

// Set checks that v has the form "Name: value" and keeps it.
func (h *headerList) Set(v string) error {
	name, _, ok := strings.Cut(v, ":")
	if !ok || strings.TrimSpace(name) == "" {
		return fmt.Errorf("want \"Name: value\", got %q", v)
	}
	*h = append(*h, v)
	return nil
}

// options are the parsed command-line flags.
type options struct {
	url         string
	method      string
	headers     http.Header
	host        string // from a "Host:" header; empty for the URL's host
	body        []byte
	concurrency int
	duration    time.Duration
	maxRequests int64
	warmup      time.Duration
	timeout     time.Duration
	// ids, when above 0, puts a random number from 1 to ids in place of
	// {id} in the URL of each request (random job pages: cache misses).
	ids int
}

func main() {
	opts, err := parseFlags(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return
	} else if errors.Is(err, errBadFlags) {
		os.Exit(2) // the flag package has said why
	} else if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(2)
	}
	client := newClient(opts)
	if opts.warmup > 0 {
		run(client, opts, opts.warmup, maxRequests)
	}
	res := run(client, opts, opts.duration, opts.maxRequests)
	report(os.Stdout, opts, res)
}

// parseFlags reads and checks the flags in args.
func parseFlags(args []string) (*options, error) {
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	var (
		headers headerList
		body    string
		o       options
		n       int64
	)
	fs.StringVar(&o.url, "url", "", "address to request; must be on a loopback host (required)")
	fs.StringVar(&o.method, "method", http.MethodGet, "HTTP method")
	fs.Var(&headers, "header", `request header "Name: value" (repeatable)`)
	fs.StringVar(&body, "body", "", "request body; @file reads it from a file")
	fs.IntVar(&o.concurrency, "c", 32, "number of concurrent workers")
	fs.DurationVar(&o.duration, "d", 10*time.Second, "how long to measure (at most "+maxDuration.String()+")")
	fs.Int64Var(&n, "n", 0, fmt.Sprintf("stop after this many measured requests (0: no limit other than %d)", maxRequests))
	fs.DurationVar(&o.warmup, "warmup", time.Second, "how long to send unmeasured requests first (0 to skip)")
	fs.DurationVar(&o.timeout, "timeout", 5*time.Second, "time limit of one request")
	fs.IntVar(&o.ids, "ids", 0, "with {id} in -url: each request asks for a random id from 1 to this")
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		return nil, err
	} else if err != nil {
		return nil, errBadFlags
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	if o.url == "" {
		return nil, errors.New("-url is required")
	}
	if err := checkLoopbackURL(o.url); err != nil {
		return nil, err
	}
	o.method = strings.ToUpper(strings.TrimSpace(o.method))
	if o.method == "" {
		return nil, errors.New("-method is empty")
	}
	switch {
	case o.concurrency < 1 || o.concurrency > maxConcurrency:
		return nil, fmt.Errorf("-c must be between 1 and %d", maxConcurrency)
	case o.duration <= 0 || o.duration > maxDuration:
		return nil, fmt.Errorf("-d must be above 0 and at most %s", maxDuration)
	case o.warmup < 0 || o.warmup > maxDuration:
		return nil, fmt.Errorf("-warmup must be between 0 and %s", maxDuration)
	case o.timeout <= 0:
		return nil, errors.New("-timeout must be above 0")
	case n < 0 || n > maxRequests:
		return nil, fmt.Errorf("-n must be between 0 and %d", maxRequests)
	}
	o.maxRequests = n
	if n == 0 {
		o.maxRequests = maxRequests
	}
	o.headers = http.Header{}
	for _, h := range headers {
		name, value, _ := strings.Cut(h, ":")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if strings.EqualFold(name, "Host") {
			o.host = value
			continue
		}
		o.headers.Add(name, value)
	}
	if file, ok := strings.CutPrefix(body, "@"); ok {
		b, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("-body: %w", err)
		}
		o.body = b
	} else {
		o.body = []byte(body)
	}
	// Build one request now so that a bad method or URL fails before the run.
	if _, err := newRequest(context.Background(), &o); err != nil {
		return nil, err
	}
	return &o, nil
}

// checkLoopbackURL refuses any URL that is not http(s) on a loopback host.
func checkLoopbackURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("-url: %w", err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("-url %q: only http and https are supported", raw)
	}
	host := u.Hostname()
	if !isLoopbackHost(host) {
		return fmt.Errorf("-url %q: refusing to send load to %q; only loopback targets are allowed "+
			"(127.0.0.0/8, ::1 or localhost)", raw, host)
	}
	return nil
}

// isLoopbackHost reports whether host is "localhost" or a loopback IP address.
func isLoopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// newClient makes an HTTP client that keeps up to opts.concurrency
// connections open, connects only to loopback addresses (whatever "localhost"
// resolves to) and does not follow redirects.
func newClient(opts *options) *http.Client {
	dialer := &net.Dialer{
		Timeout: opts.timeout,
		// Control runs with the resolved address just before connecting.
		Control: func(network, address string, _ syscall.RawConn) error {
			host, _, err := net.SplitHostPort(address)
			if err != nil {
				return err
			}
			if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
				return fmt.Errorf("refusing to connect to %s: not a loopback address", address)
			}
			return nil
		},
	}
	tr := &http.Transport{
		DialContext:         dialer.DialContext,
		MaxIdleConns:        opts.concurrency,
		MaxIdleConnsPerHost: opts.concurrency,
		IdleConnTimeout:     90 * time.Second,
		// Send only the headers asked for: no implicit Accept-Encoding.
		DisableCompression: true,
	}
	return &http.Client{
		Transport: tr,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

// newRequest builds the request to send, bound to ctx.
func newRequest(ctx context.Context, opts *options) (*http.Request, error) {
	var body io.Reader
	if len(opts.body) > 0 {
		body = bytes.NewReader(opts.body)
	}
	address := opts.url
	if opts.ids > 0 {
		address = strings.ReplaceAll(address, "{id}", strconv.Itoa(1+rand.IntN(opts.ids)))
	}
	req, err := http.NewRequestWithContext(ctx, opts.method, address, body)
	if err != nil {
		return nil, err
	}
	req.Header = opts.headers.Clone()
	if opts.host != "" {
		req.Host = opts.host
	}
	return req, nil
}

// result holds what one run measured.
type result struct {
	elapsed   time.Duration
	latencies []time.Duration // of every answered request, sorted
	statuses  map[int]int64
	errors    int64
	firstErr  error
}

// worker holds one worker's counts, merged into the result at the end.
type worker struct {
	latencies []time.Duration
	statuses  map[int]int64
	errors    int64
	firstErr  error
}

// run sends requests from opts.concurrency workers until d has passed or
// limit requests have been started, then waits for those in flight.
func run(client *http.Client, opts *options, d time.Duration, limit int64) *result {
	var (
		started  atomic.Int64
		wg       sync.WaitGroup
		workers  = make([]*worker, opts.concurrency)
		begin    = time.Now()
		deadline = begin.Add(d)
	)
	for i := range workers {
		w := &worker{statuses: map[int]int64{}}
		workers[i] = w
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(deadline) && started.Add(1) <= limit {
				w.do(client, opts)
			}
		}()
	}
	wg.Wait()
	res := &result{elapsed: time.Since(begin), statuses: map[int]int64{}}
	for _, w := range workers {
		res.latencies = append(res.latencies, w.latencies...)
		for code, n := range w.statuses {
			res.statuses[code] += n
		}
		res.errors += w.errors
		if res.firstErr == nil {
			res.firstErr = w.firstErr
		}
	}
	slices.Sort(res.latencies)
	return res
}

// do sends one request and records its latency and status, or its error. The
// latency runs until the whole body has been read.
func (w *worker) do(client *http.Client, opts *options) {
	ctx, cancel := context.WithTimeout(context.Background(), opts.timeout)
	defer cancel()
	req, err := newRequest(ctx, opts)
	if err != nil {
		w.fail(err)
		return
	}
	start := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		w.fail(err)
		return
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if err != nil {
		w.fail(err)
		return
	}
	w.latencies = append(w.latencies, time.Since(start))
	w.statuses[resp.StatusCode]++
}

func (w *worker) fail(err error) {
	w.errors++
	if w.firstErr == nil {
		w.firstErr = err
	}
}

// report prints the figures of res as plain text lines.
func report(out io.Writer, opts *options, res *result) {
	answered := int64(len(res.latencies))
	total := answered + res.errors
	var non2xx int64
	codes := make([]int, 0, len(res.statuses))
	for code, n := range res.statuses {
		if code < 200 || code > 299 {
			non2xx += n
		}
		codes = append(codes, code)
	}
	sort.Ints(codes)
	statuses := make([]string, len(codes))
	for i, code := range codes {
		statuses[i] = fmt.Sprintf("%d=%d", code, res.statuses[code])
	}
	if len(statuses) == 0 {
		statuses = []string{"none"}
	}

	fmt.Fprintf(out, "target:       %s %s\n", opts.method, opts.url)
	fmt.Fprintf(out, "settings:     -c %d, -d %s, -n %d, warm-up %s\n", opts.concurrency, opts.duration, opts.maxRequests, opts.warmup)
	fmt.Fprintf(out, "requests:     %d in %.2f s (%d answered, %d errors)\n", total, res.elapsed.Seconds(), answered, res.errors)
	fmt.Fprintf(out, "requests/s:   %.1f (answered requests per second)\n", float64(answered)/res.elapsed.Seconds())
	for _, p := range []struct {
		name string
		pct  float64
	}{{"p50", 50}, {"p90", 90}, {"p99", 99}, {"max", 100}} {
		fmt.Fprintf(out, "latency %s:  %s\n", p.name, ms(res.latencies, p.pct))
	}
	fmt.Fprintf(out, "status codes: %s\n", strings.Join(statuses, " "))
	fmt.Fprintf(out, "non-2xx:      %d\n", non2xx)
	fmt.Fprintf(out, "errors:       %d\n", res.errors)
	if res.firstErr != nil {
		fmt.Fprintf(out, "first error:  %v\n", res.firstErr)
	}
}

// ms formats the p-th percentile (nearest rank) of sorted in milliseconds
// with microsecond precision, or "n/a" when sorted is empty.
func ms(sorted []time.Duration, p float64) string {
	if len(sorted) == 0 {
		return "n/a"
	}
	rank := int(math.Ceil(float64(len(sorted))*p/100)) - 1
	rank = max(0, min(rank, len(sorted)-1))
	return fmt.Sprintf("%.3f ms", float64(sorted[rank])/float64(time.Millisecond))
}
