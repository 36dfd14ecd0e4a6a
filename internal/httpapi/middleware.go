package httpapi

import (
	"compress/gzip"
	"context"
	"crypto/rand"
	"encoding/hex"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"

	"jobportal/internal/recovery"
)

type ctxKey int

const (
	requestIDKey ctxKey = iota
	accountKey
	clientIPKey
)

func requestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

// statusWriter remembers the status and size of an answer.
type statusWriter struct {
	http.ResponseWriter
	status int
	size   int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.size += n
	return n, err
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// observe gives each request an id (X-Request-Id), recovers from panics with
// a 500, logs one line per request and counts it in the metrics.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := r.Header.Get("X-Request-Id")
		if id == "" || len(id) > 64 {
			b := make([]byte, 8)
			rand.Read(b)
			id = hex.EncodeToString(b)
		}
		w.Header().Set("X-Request-Id", id)
		// The deadline is set here, on the request the mux is handed, since
		// the mux writes the route it matched (r.Pattern) on that request.
		ctx, cancel := context.WithTimeout(r.Context(), requestDeadline)
		defer cancel()
		ctx = context.WithValue(ctx, requestIDKey, id)
		r = r.WithContext(context.WithValue(ctx, clientIPKey, clientAddress(r, s.cfg.TrustedProxies)))
		sw := &statusWriter{ResponseWriter: w}
		defer func() {
			p := recover()
			s.answers.changed(changedAreas(r.Method, r.Pattern, sw.status, p != nil))
			if p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				recovery.Count("request")
				s.log.ErrorContext(r.Context(), "panic", "panic", p, "request_id", id, "method", r.Method, "path", r.URL.Path)
				if sw.status == 0 {
					writeJSON(sw, http.StatusInternalServerError,
						errorBody{Message: "Something went wrong on our side. Please try again."})
				}
			}
			elapsed := time.Since(start)
			route := r.Pattern
			if route == "" {
				route = "unmatched"
			}
			s.metrics.observe(route, sw.status, elapsed)
			level := slog.LevelInfo
			if sw.status >= 500 {
				level = slog.LevelError
			}
			if s.quietPaths[r.URL.Path] && sw.status < 400 {
				return
			}
			s.log.LogAttrs(r.Context(), level, "request",
				slog.String("request_id", id), slog.String("method", r.Method), slog.String("path", r.URL.Path),
				slog.Int("status", sw.status), slog.Int("bytes", sw.size),
				slog.Duration("duration", elapsed), slog.String("remote", clientIP(r)))
		}()
		next.ServeHTTP(sw, r)
	})
}

// resourcePolicy is the Content-Security-Policy of every answer that is not
// a page of the app (JSON, images, CVs, feeds, text): such an answer loads
// nothing and is framed by nobody, so that one opened on its own in a browser
// (an image, or a file that is not what it claims) can run nothing. Pages
// replace it with the app's policy (setPageHeaders).
const resourcePolicy = "default-src 'none'; frame-ancestors 'none'"

// hstsValue keeps browsers on HTTPS for two years, subdomains included.
const hstsValue = "max-age=63072000; includeSubDomains"

// securityHeaders sets the headers every answer carries. HSTS goes out only
// when the site's public address is https: sent from an http site it would
// lock browsers out of one that has no certificate.
func securityHeaders(baseURL string, next http.Handler) http.Handler {
	hsts := strings.HasPrefix(strings.ToLower(baseURL), "https://")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Content-Security-Policy", resourcePolicy)
		if hsts {
			h.Set("Strict-Transport-Security", hstsValue)
		}
		next.ServeHTTP(w, r)
	})
}

var gzipWriters = sync.Pool{New: func() any { w, _ := gzip.NewWriterLevel(io.Discard, gzip.DefaultCompression); return w }}

// gzipWriter compresses an answer whose type is worth compressing.
type gzipWriter struct {
	http.ResponseWriter
	gz      *gzip.Writer
	decided bool
	on      bool
}

func (w *gzipWriter) decide() {
	if w.decided {
		return
	}
	w.decided = true
	h := w.Header()
	if h.Get("Content-Encoding") != "" {
		return
	}
	ct := h.Get("Content-Type")
	if strings.HasPrefix(ct, "application/json") || strings.HasPrefix(ct, "text/") ||
		strings.HasPrefix(ct, "application/xml") || strings.HasPrefix(ct, "application/rss+xml") {
		w.on = true
		h.Set("Content-Encoding", "gzip")
		h.Del("Content-Length")
		w.gz = gzipWriters.Get().(*gzip.Writer)
		w.gz.Reset(w.ResponseWriter)
	}
}

func (w *gzipWriter) WriteHeader(code int) {
	if code != http.StatusNoContent && code != http.StatusNotModified {
		w.decide()
	} else {
		w.decided = true
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *gzipWriter) Write(b []byte) (int, error) {
	w.decide()
	if w.on {
		return w.gz.Write(b)
	}
	return w.ResponseWriter.Write(b)
}

func (w *gzipWriter) close() {
	if w.on {
		w.gz.Close()
		gzipWriters.Put(w.gz)
	}
}

// compress gzips dynamic answers for clients that accept it. Static assets
// are compressed once, ahead of time, by the app handler.
func compress(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		if !acceptsEncoding(r, "gzip") || r.Method == http.MethodHead {
			next.ServeHTTP(w, r)
			return
		}
		gw := &gzipWriter{ResponseWriter: w}
		defer gw.close()
		next.ServeHTTP(gw, r)
	})
}

// acceptsEncoding reports whether the request's Accept-Encoding names coding
// ("gzip", "br") with a weight above zero ("br;q=0" refuses it; "gzip;q=0.5"
// does not).
func acceptsEncoding(r *http.Request, coding string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(part, ";")
		if !strings.EqualFold(strings.TrimSpace(name), coding) {
			continue
		}
		weight := 1.0
		for _, param := range strings.Split(params, ";") {
			if key, value, ok := strings.Cut(param, "="); ok && strings.EqualFold(strings.TrimSpace(key), "q") {
				if q, err := strconv.ParseFloat(strings.TrimSpace(value), 64); err == nil {
					weight = q
				}
			}
		}
		return weight > 0
	}
	return false
}

// clientIP is the address a request came from, as observe worked it out
// from the socket and the trusted proxies' X-Forwarded-For. Every reader of
// the client's address (the sign-in throttles, the access log) goes through
// it. A request that did not pass through observe gets its socket address.
func clientIP(r *http.Request) string {
	if ip, ok := r.Context().Value(clientIPKey).(string); ok {
		return ip
	}
	return clientAddress(r, nil)
}

// clientAddress finds the client of r. The socket's peer is the client
// unless it is one of the trusted proxies; then X-Forwarded-For is read from
// the right (each proxy appends the address it saw), skipping trusted hops,
// and the first address that is not trusted is the client. Entries to the
// left of it were written by the client or by proxies nobody vouches for, so
// they are never read. When the walk meets an entry that is not an address
// (a proxy that wrote "unknown", or garbage), it stops and the nearest
// trusted hop stands for the client, as it does when every entry is trusted:
// that address is known, and nobody can choose it to dodge a throttle.
func clientAddress(r *http.Request, trusted []netip.Prefix) string {
	peer, ok := parseHost(r.RemoteAddr)
	if !ok {
		return hostOnly(r.RemoteAddr)
	}
	if !isTrusted(peer, trusted) {
		return peer.String()
	}
	client := peer
	values := r.Header.Values("X-Forwarded-For")
	for i := len(values) - 1; i >= 0; i-- {
		hops := strings.Split(values[i], ",")
		for j := len(hops) - 1; j >= 0; j-- {
			hop := strings.TrimSpace(hops[j])
			if hop == "" {
				continue // "a,,b" or a trailing comma: nothing was written here
			}
			addr, ok := parseHost(hop)
			if !ok {
				return client.String()
			}
			client = addr
			if !isTrusted(addr, trusted) {
				return addr.String()
			}
		}
	}
	return client.String()
}

// parseHost reads an IP address, with or without a port ("192.0.2.1",
// "192.0.2.1:443", "[2001:db8::1]:443", "2001:db8::1"). IPv4 in IPv6 form is
// turned into IPv4, so that one client has one spelling. Zones are dropped:
// they name an interface of the host that wrote them, not the client.
func parseHost(s string) (netip.Addr, bool) {
	addr, err := netip.ParseAddr(strings.Trim(s, "[]"))
	if err != nil {
		ap, err := netip.ParseAddrPort(s)
		if err != nil {
			return netip.Addr{}, false
		}
		addr = ap.Addr()
	}
	return addr.Unmap().WithZone(""), true
}

// hostOnly strips the port from an address that is not an IP (a test's
// made-up RemoteAddr, a Unix socket), so that it still reads as one client.
func hostOnly(remote string) string {
	if host, _, err := net.SplitHostPort(remote); err == nil {
		return host
	}
	return remote
}

func isTrusted(addr netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}
