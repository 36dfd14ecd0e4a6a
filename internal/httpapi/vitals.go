package httpapi

import (
	"fmt"
	"math"
	"net/http"
	"sort"
	"strings"
	"sync"

	"jobportal/internal/jobportal"
)

// Real-user page speed (SPEC: optional web-vitals reporting). The web app
// measures the Core Web Vitals with the web-vitals package and sends them
// with navigator.sendBeacon when the page is hidden; they are kept as
// Prometheus histograms per metric and page kind, next to the request
// metrics. Nothing about the visitor is kept.

// vitalMetrics are the metrics accepted, with their histogram buckets: in
// seconds for the timings, unitless for CLS. The timing buckets straddle the
// thresholds web.dev calls good and poor (LCP 2.5/4 s, INP 0.2/0.5 s,
// FCP 1.8/3 s, TTFB 0.8/1.8 s); CLS 0.1/0.25.
var vitalMetrics = map[string]struct {
	buckets []float64
	seconds bool // sent in milliseconds, kept in seconds
	max     float64
}{
	"LCP":  {[]float64{0.5, 1, 1.8, 2.5, 4, 6, 10}, true, 120_000},
	"FCP":  {[]float64{0.5, 1, 1.8, 3, 5, 10}, true, 120_000},
	"TTFB": {[]float64{0.1, 0.2, 0.4, 0.8, 1.8, 4}, true, 120_000},
	"INP":  {[]float64{0.05, 0.1, 0.2, 0.5, 1, 2}, true, 120_000},
	"CLS":  {[]float64{0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1}, false, 100},
}

// maxVitalsBatch is the most measurements one report may carry.
const maxVitalsBatch = 10

// vitalPage names the kind of page a path is, so that the histograms stay a
// fixed, small set whatever paths visitors send.
func vitalPage(path string) string {
	_, path, _ = splitLanguage(path) // /si/job/12 is a job page too
	path = strings.TrimSuffix(path, "/")
	first, rest, _ := strings.Cut(strings.TrimPrefix(path, "/"), "/")
	switch first {
	case "":
		return "home"
	case "browse":
		return "browse"
	case "job":
		return "job"
	case "company":
		if rest == "" {
			return "companies"
		}
		return "company"
	case "blogs":
		if rest == "" {
			return "blog"
		}
		return "article"
	case "customer":
		return "customer"
	case "jp-admin":
		return "admin"
	case "cv":
		return "shared-cv"
	case "about", "faq", "contact", "privacy", "terms":
		return "info"
	}
	return "other"
}

type vitalKey struct{ metric, page string }

type vitalStats struct {
	buckets []uint64 // counts per bucket, not cumulative; the last is +Inf
	sum     float64
	count   uint64
}

// vitals holds the histograms.
type vitals struct {
	mu   sync.Mutex
	hist map[vitalKey]*vitalStats
}

func newVitals() *vitals { return &vitals{hist: map[vitalKey]*vitalStats{}} }

func (v *vitals) observe(metric, page string, value float64) {
	spec := vitalMetrics[metric]
	if spec.seconds {
		value /= 1000
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	k := vitalKey{metric, page}
	st := v.hist[k]
	if st == nil {
		st = &vitalStats{buckets: make([]uint64, len(spec.buckets)+1)}
		v.hist[k] = st
	}
	st.buckets[sort.SearchFloat64s(spec.buckets, value)]++
	st.sum += value
	st.count++
}

// write adds the histograms in the Prometheus text format, one family per
// metric: web_vitals_lcp_seconds, web_vitals_cls and so on.
func (v *vitals) write(w *strings.Builder) {
	v.mu.Lock()
	defer v.mu.Unlock()
	metrics := make([]string, 0, len(vitalMetrics))
	for m := range vitalMetrics {
		metrics = append(metrics, m)
	}
	sort.Strings(metrics)
	for _, m := range metrics {
		spec := vitalMetrics[m]
		name := "web_vitals_" + strings.ToLower(m)
		unit := ""
		if spec.seconds {
			name += "_seconds"
			unit = " in seconds"
		}
		fmt.Fprintf(w, "# HELP %s %s measured in visitors' browsers%s, by page kind.\n", name, m, unit)
		fmt.Fprintf(w, "# TYPE %s histogram\n", name)
		var pages []string
		for k := range v.hist {
			if k.metric == m {
				pages = append(pages, k.page)
			}
		}
		sort.Strings(pages)
		for _, p := range pages {
			st := v.hist[vitalKey{m, p}]
			var cum uint64
			for i, b := range spec.buckets {
				cum += st.buckets[i]
				fmt.Fprintf(w, "%s_bucket{page=%q,le=\"%g\"} %d\n", name, p, b, cum)
			}
			fmt.Fprintf(w, "%s_bucket{page=%q,le=\"+Inf\"} %d\n", name, p, st.count)
			fmt.Fprintf(w, "%s_sum{page=%q} %g\n", name, p, st.sum)
			fmt.Fprintf(w, "%s_count{page=%q} %d\n", name, p, st.count)
		}
	}
}

// vitalsRoutes registers the beacon that the web app reports page speed to.
func (s *Server) vitalsRoutes(r *router) {
	r.handle("POST /api/vitals", http.HandlerFunc(s.handleVitals))
}

// handleVitals takes one page's measurements. A beacon cannot read the
// answer, so a good report gets an empty 204; a bad one a 422 naming the
// field and nothing is counted.
func (s *Server) handleVitals(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Path    string `json:"path"`
		Metrics []struct {
			Name  string  `json:"name"`
			Value float64 `json:"value"`
		} `json:"metrics"`
	}
	if err := decode(w, r, &body); err != nil {
		Error(w, r, err)
		return
	}
	var p jobportal.Problems
	if !strings.HasPrefix(body.Path, "/") || len(body.Path) > 500 {
		p.Add("path", "The path must start with / and be at most 500 characters.")
	}
	if len(body.Metrics) == 0 || len(body.Metrics) > maxVitalsBatch {
		p.Add("metrics", fmt.Sprintf("Send 1 to %d measurements.", maxVitalsBatch))
	}
	for i, m := range body.Metrics {
		spec, ok := vitalMetrics[m.Name]
		field := fmt.Sprintf("metrics[%d]", i)
		if !ok {
			p.Add(field+".name", "The metric must be one of CLS, FCP, INP, LCP and TTFB.")
		} else if math.IsNaN(m.Value) || m.Value < 0 || m.Value > spec.max {
			p.Add(field+".value", fmt.Sprintf("The value must be between 0 and %g.", spec.max))
		}
	}
	if err := p.Err(); err != nil {
		Error(w, r, err)
		return
	}
	page := vitalPage(body.Path)
	for _, m := range body.Metrics {
		s.vitals.observe(m.Name, page, m.Value)
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}
