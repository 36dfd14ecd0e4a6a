package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"jobportal/internal/httpapi"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func TestVitalsBecomeHistograms(t *testing.T) {
	const token = "scrape-vitals-1"
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnvWith(t, db, httpapi.Config{BaseURL: "http://localhost:8080", MetricsToken: token}, testApp, nil)
		scrape := func() string {
			r := httptest.NewRequest("GET", "/metrics", nil)
			r.Header.Set("Authorization", "Bearer "+token)
			w := httptest.NewRecorder()
			e.srv.ServeHTTP(w, r)
			return w.Body.String()
		}

		good := []struct{ body, page string }{
			{`{"path":"/","metrics":[{"name":"LCP","value":1200},{"name":"CLS","value":0.03}]}`, "home"},
			{`{"path":"/job/42-accountant","metrics":[{"name":"INP","value":180}]}`, "job"},
			{`{"path":"/company","metrics":[{"name":"TTFB","value":90}]}`, "companies"},
			{`{"path":"/company/7/acme?x=1","metrics":[{"name":"FCP","value":700}]}`, "company"},
			{`{"path":"/no/such/page","metrics":[{"name":"LCP","value":5000}]}`, "other"},
			// A page in Sinhala or Tamil is counted with its English version.
			{`{"path":"/si/job/43-driver","metrics":[{"name":"INP","value":220}]}`, "job"},
			{`{"path":"/ta","metrics":[{"name":"TTFB","value":80}]}`, "home"},
		}
		for _, c := range good {
			if a := e.do("POST", "/api/vitals", c.body, ""); a.Code != http.StatusNoContent {
				t.Fatalf("%s: %d %s", c.body, a.Code, a.Body.String())
			}
		}
		body := scrape()
		for _, want := range []string{
			"# TYPE web_vitals_lcp_seconds histogram",
			`web_vitals_lcp_seconds_bucket{page="home",le="1"} 0`,
			`web_vitals_lcp_seconds_bucket{page="home",le="1.8"} 1`,
			`web_vitals_lcp_seconds_sum{page="home"} 1.2`,
			`web_vitals_cls_bucket{page="home",le="0.05"} 1`,
			`web_vitals_inp_seconds_bucket{page="job",le="0.2"} 1`,
			`web_vitals_inp_seconds_count{page="job"} 2`,
			`web_vitals_ttfb_seconds_count{page="home"} 1`,
			`web_vitals_inp_seconds_bucket{page="job",le="0.1"} 0`,
			`web_vitals_ttfb_seconds_count{page="companies"} 1`,
			`web_vitals_fcp_seconds_count{page="company"} 1`,
			`web_vitals_lcp_seconds_bucket{page="other",le="4"} 0`,
			`web_vitals_lcp_seconds_bucket{page="other",le="+Inf"} 1`,
		} {
			if !strings.Contains(body, want) {
				t.Errorf("metrics lack %q:\n%s", want, body)
			}
		}

		bad := []struct{ body, field string }{
			{`{"path":"","metrics":[{"name":"LCP","value":1}]}`, "path"},
			{`{"path":"/","metrics":[]}`, "metrics"},
			{`{"path":"/","metrics":[{"name":"FID","value":1}]}`, "metrics[0].name"},
			{`{"path":"/","metrics":[{"name":"LCP","value":-1}]}`, "metrics[0].value"},
			{`{"path":"/","metrics":[{"name":"CLS","value":1000}]}`, "metrics[0].value"},
			{`{"path":"/","metrics":[` + strings.Repeat(`{"name":"LCP","value":1},`, 10) + `{"name":"LCP","value":1}]}`, "metrics"},
		}
		for _, c := range bad {
			a := e.do("POST", "/api/vitals", c.body, "")
			if a.Code != http.StatusUnprocessableEntity || !strings.Contains(strings.Join(a.fieldErrors(), ","), c.field) {
				t.Errorf("%s: %d %v, want 422 naming %s", c.body, a.Code, a.fieldErrors(), c.field)
			}
		}
		vitalLines := func(s string) (out []string) {
			for _, l := range strings.Split(s, "\n") {
				if strings.HasPrefix(l, "web_vitals_") {
					out = append(out, l)
				}
			}
			return out
		}
		if after := scrape(); strings.Join(vitalLines(after), "\n") != strings.Join(vitalLines(body), "\n") {
			t.Errorf("a refused report was counted:\n%s", after)
		}
	})
}
