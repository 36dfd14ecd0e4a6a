// Command bare is the ceiling a handler of the job portal is measured
// against: it fetches one answer of the real server once, then serves the
// very same bytes from memory, with the same status and headers (its
// Content-Encoding too, when the real answer was compressed for the same
// Accept-Encoding), to every request, from a bare net/http handler. Loaded
// side by side with the real address, it shows what share of the machine's
// ceiling for that answer the real handler reaches.
//
// It prints "bare: http://127.0.0.1:PORT" once it listens, and serves until
// it is stopped. Like bench/load it only talks to loopback addresses.
//
//	go run ./bench/bare -url 'http://127.0.0.1:8080/api/jobs' -header 'Accept-Encoding: gzip'
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

// headerList collects repeated -header "Name: value" flags.
type headerList []string

func (h *headerList) String() string { return strings.Join(*h, ", ") }

func (h *headerList) Set(v string) error {
	name, _, ok := strings.Cut(v, ":")
	if !ok || strings.TrimSpace(name) == "" {
		return fmt.Errorf("want \"Name: value\", got %q", v)
	}
	*h = append(*h, v)
	return nil
}

// answer is the fetched answer, served as it is.
type answer struct {
	status int
	header http.Header
	body   []byte
}

func main() {
	var (
		rawURL  string
		listen  string
		headers headerList
	)
	flag.StringVar(&rawURL, "url", "", "address whose answer is served; must be on a loopback host (required)")
	flag.StringVar(&listen, "listen", "127.0.0.1:0", "loopback address to serve on")
	flag.Var(&headers, "header", `request header "Name: value" sent when fetching (repeatable)`)
	flag.Parse()
	if err := run(rawURL, listen, headers); err != nil {
		fmt.Fprintln(os.Stderr, "bare:", err)
		os.Exit(1)
	}
}

func run(rawURL, listen string, headers headerList) error {
	if err := checkLoopback(rawURL); err != nil {
		return err
	}
	a, err := fetch(rawURL, headers)
	if err != nil {
		return err
	}
	host, _, err := net.SplitHostPort(listen)
	if err != nil {
		return fmt.Errorf("-listen: %w", err)
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("-listen %q: only loopback addresses", listen)
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	fmt.Printf("bare: http://%s (%d bytes, %s)\n", ln.Addr(), len(a.body), a.header.Get("Content-Encoding"))
	srv := &http.Server{Handler: a, ReadHeaderTimeout: 10 * time.Second}
	return srv.Serve(ln)
}

// ServeHTTP writes the fetched answer.
func (a *answer) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	h := w.Header()
	for k, v := range a.header {
		h[k] = v
	}
	w.WriteHeader(a.status)
	w.Write(a.body)
}

// fetch gets the answer of rawURL once, sending headers, and keeps its body
// as sent (still compressed) and its headers but those of the connection.
func fetch(rawURL string, headers headerList) (*answer, error) {
	req, err := http.NewRequest(http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, err
	}
	for _, h := range headers {
		name, value, _ := strings.Cut(h, ":")
		req.Header.Add(strings.TrimSpace(name), strings.TrimSpace(value))
	}
	client := &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{DisableCompression: true}, // keep the body as it was sent
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %s", rawURL, resp.Status)
	}
	h := resp.Header.Clone()
	for _, k := range []string{"Date", "Connection", "Keep-Alive", "Transfer-Encoding"} {
		h.Del(k)
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	return &answer{status: resp.StatusCode, header: h, body: body}, nil
}

func checkLoopback(raw string) error {
	if raw == "" {
		return errors.New("-url is required")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("-url: %w", err)
	}
	host := u.Hostname()
	if ip := net.ParseIP(host); u.Scheme != "http" || ((ip == nil || !ip.IsLoopback()) && !strings.EqualFold(host, "localhost")) {
		return fmt.Errorf("-url %q: only http on a loopback host", raw)
	}
	return nil
}
