package httpapi

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"maps"
	"net/http"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"jobportal/internal/recovery"
)

// durationBuckets are the upper bounds, in seconds, of the request duration histogram.
var durationBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5}

type routeStats struct {
	byStatus map[int]uint64
	buckets  []uint64 // counts per bucket, not cumulative
	sum      float64
	count    uint64
}

// metrics counts requests per route and status and their durations, and
// writes them in the Prometheus text format.
type metrics struct {
	mu     sync.Mutex
	routes map[string]*routeStats
	start  time.Time
}

func newMetrics() *metrics { return &metrics{routes: map[string]*routeStats{}, start: time.Now()} }

func (m *metrics) observe(route string, status int, d time.Duration) {
	if status == 0 {
		status = http.StatusOK
	}
	secs := d.Seconds()
	m.mu.Lock()
	defer m.mu.Unlock()
	rs := m.routes[route]
	if rs == nil {
		rs = &routeStats{byStatus: map[int]uint64{}, buckets: make([]uint64, len(durationBuckets)+1)}
		m.routes[route] = rs
	}
	rs.byStatus[status]++
	rs.count++
	rs.sum += secs
	i := sort.SearchFloat64s(durationBuckets, secs)
	rs.buckets[i]++
}

func (m *metrics) write(w *strings.Builder, dbStats func() (open, inUse int)) {
	m.mu.Lock()
	names := make([]string, 0, len(m.routes))
	for k := range m.routes {
		names = append(names, k)
	}
	sort.Strings(names)

	fmt.Fprintln(w, "# HELP http_requests_total HTTP requests answered, by route and status.")
	fmt.Fprintln(w, "# TYPE http_requests_total counter")
	for _, n := range names {
		rs := m.routes[n]
		codes := make([]int, 0, len(rs.byStatus))
		for c := range rs.byStatus {
			codes = append(codes, c)
		}
		sort.Ints(codes)
		for _, c := range codes {
			fmt.Fprintf(w, "http_requests_total{route=%q,status=\"%d\"} %d\n", n, c, rs.byStatus[c])
		}
	}
	fmt.Fprintln(w, "# HELP http_request_duration_seconds Time to answer HTTP requests, by route.")
	fmt.Fprintln(w, "# TYPE http_request_duration_seconds histogram")
	for _, n := range names {
		rs := m.routes[n]
		var cum uint64
		for i, b := range durationBuckets {
			cum += rs.buckets[i]
			fmt.Fprintf(w, "http_request_duration_seconds_bucket{route=%q,le=\"%g\"} %d\n", n, b, cum)
		}
		fmt.Fprintf(w, "http_request_duration_seconds_bucket{route=%q,le=\"+Inf\"} %d\n", n, rs.count)
		fmt.Fprintf(w, "http_request_duration_seconds_sum{route=%q} %g\n", n, rs.sum)
		fmt.Fprintf(w, "http_request_duration_seconds_count{route=%q} %d\n", n, rs.count)
	}
	m.mu.Unlock()

	panics := recovery.Counts()
	fmt.Fprintln(w, "# HELP panics_recovered_total Panics recovered in requests and in work beside them, by where.")
	fmt.Fprintln(w, "# TYPE panics_recovered_total counter")
	for _, where := range slices.Sorted(maps.Keys(panics)) {
		fmt.Fprintf(w, "panics_recovered_total{where=%q} %d\n", where, panics[where])
	}

	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	open, inUse := dbStats()
	fmt.Fprintln(w, "# HELP go_goroutines Goroutines that currently exist.")
	fmt.Fprintln(w, "# TYPE go_goroutines gauge")
	fmt.Fprintf(w, "go_goroutines %d\n", runtime.NumGoroutine())
	fmt.Fprintln(w, "# HELP go_memstats_heap_alloc_bytes Heap bytes allocated and in use.")
	fmt.Fprintln(w, "# TYPE go_memstats_heap_alloc_bytes gauge")
	fmt.Fprintf(w, "go_memstats_heap_alloc_bytes %d\n", ms.HeapAlloc)
	fmt.Fprintln(w, "# HELP process_start_time_seconds Start time of the process since the Unix epoch.")
	fmt.Fprintln(w, "# TYPE process_start_time_seconds gauge")
	fmt.Fprintf(w, "process_start_time_seconds %d\n", m.start.Unix())
	fmt.Fprintln(w, "# HELP db_open_connections Open database connections.")
	fmt.Fprintln(w, "# TYPE db_open_connections gauge")
	fmt.Fprintf(w, "db_open_connections %d\n", open)
	fmt.Fprintln(w, "# HELP db_in_use_connections Database connections in use.")
	fmt.Fprintln(w, "# TYPE db_in_use_connections gauge")
	fmt.Fprintf(w, "db_in_use_connections %d\n", inUse)
}

// serveMetrics writes the metrics to a client that shows the token, when
// one is set; others get a 401 in plain text, which is what scrapers log.
func (s *Server) serveMetrics(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	if s.cfg.MetricsToken != "" && !bearerMatches(r.Header.Get("Authorization"), s.cfg.MetricsToken) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="metrics"`)
		http.Error(w, "Unauthorized: /metrics needs the METRICS_TOKEN as a bearer token.", http.StatusUnauthorized)
		return
	}
	var b strings.Builder
	s.metrics.write(&b, func() (int, int) {
		st := s.db.Stats()
		return st.OpenConnections, st.InUse
	})
	s.writeRenderMetrics(&b)
	s.writeOutboxDepth(r.Context(), &b)
	s.vitals.write(&b)
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	fmt.Fprint(w, b.String())
}

// outboxDepthTimeout bounds the outbox's question, so that a database that
// does not answer costs a scrape its outbox gauges, not the rest.
const outboxDepthTimeout = 2 * time.Second

// writeOutboxDepth writes the outbox's gauges, read from the database that
// every server shares, so each server reports the same figures. When the
// database cannot say, the gauges are left out (a scrape then has no value,
// rather than a false zero) and the error is logged.
func (s *Server) writeOutboxDepth(ctx context.Context, w *strings.Builder) {
	ctx, cancel := context.WithTimeout(ctx, outboxDepthTimeout)
	defer cancel()
	o, err := s.db.OutboxDepth(ctx)
	if err != nil {
		s.log.Error("metrics: read the outbox", "err", err)
		return
	}
	fmt.Fprintln(w, "# HELP outbox_emails_waiting Emails queued in the outbox and not yet sent, on every server.")
	fmt.Fprintln(w, "# TYPE outbox_emails_waiting gauge")
	fmt.Fprintf(w, "outbox_emails_waiting %d\n", o.Waiting)
	fmt.Fprintln(w, "# HELP outbox_oldest_waiting_age_seconds How long the oldest email still to send has waited; 0 when none waits.")
	fmt.Fprintln(w, "# TYPE outbox_oldest_waiting_age_seconds gauge")
	fmt.Fprintf(w, "outbox_oldest_waiting_age_seconds %g\n", o.OldestWaiting.Seconds())
	fmt.Fprintln(w, "# HELP outbox_emails_failed_for_good Emails given up on after their last try, still kept with their email log entry.")
	fmt.Fprintln(w, "# TYPE outbox_emails_failed_for_good gauge")
	fmt.Fprintf(w, "outbox_emails_failed_for_good %d\n", o.FailedForGood)
}

// bearerMatches tells whether an Authorization header carries the token.
// Both are hashed before the constant-time comparison, so that neither the
// token's length nor its first differing byte shows in the time taken.
func bearerMatches(header, token string) bool {
	scheme, given, ok := strings.Cut(header, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return false
	}
	a := sha256.Sum256([]byte(strings.TrimSpace(given)))
	b := sha256.Sum256([]byte(token))
	return subtle.ConstantTimeCompare(a[:], b[:]) == 1
}

// MetricsHandler serves /metrics alone, for a listener of its own
// (METRICS_ADDR) that only the monitoring network reaches. The token is
// asked for there too when one is set. Every other path is a 404.
func (s *Server) MetricsHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /metrics", s.serveMetrics)
	return securityHeaders(s.cfg.BaseURL, mux)
}
