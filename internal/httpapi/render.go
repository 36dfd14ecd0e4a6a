package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/ssr"
)

// Public pages are drawn by the web app's own React components, here on the
// server (internal/ssr runs the app's server build, web/dist/.ssr.js) and
// then in the browser, which hydrates the same components with the same
// store: the page's data is read once, through the API's own handlers, and
// goes with the page (see pageHeads.serve). A page whose render fails or runs
// out of time goes out as the app's empty shell, which the browser draws;
// the failure is logged and counted (/metrics), never a 500.

// serverBuild is the app's server build in web/dist; its name starts with a
// dot, so it is not served as a file of the app.
const serverBuild = ".ssr.js"

// pageLanguages are the languages a page is drawn in; the first is the
// default.
var pageLanguages = []string{"en", "si", "ta"}

// pageLangKey holds, in a page's request, the language its address names.
type pageLangKey struct{}

// pageLanguage is the language of a page: the one its address names (a
// prefix such as /si, see splitLanguage); for any other request, the lang
// cookie the app keeps with the language chosen, else English.
func pageLanguage(r *http.Request) string {
	if lang, ok := r.Context().Value(pageLangKey{}).(string); ok {
		return lang
	}
	return cookieLanguage(r)
}

// cookieLanguage is the language the reader chose (the lang cookie), else English.
func cookieLanguage(r *http.Request) string {
	if c, err := r.Cookie("lang"); err == nil {
		for _, l := range pageLanguages {
			if c.Value == l {
				return l
			}
		}
	}
	return pageLanguages[0]
}

// splitLanguage reads a language's prefix off a path: "si", "/job/12" and
// true for /si/job/12; English, the path and false for a path without one.
// Each language's version of a page has its own address: English at the
// page's path, the others under their prefix (web/src/i18n/address.ts).
func splitLanguage(p string) (lang, rest string, prefixed bool) {
	for _, l := range pageLanguages {
		if p == "/"+l || strings.HasPrefix(p, "/"+l+"/") {
			rest = p[len(l)+1:]
			if rest == "" {
				rest = "/"
			}
			return l, rest, true
		}
	}
	return pageLanguages[0], p, false
}

// languagePath is the address of the page at p in lang.
func languagePath(lang, p string) string {
	if lang == pageLanguages[0] {
		return p
	}
	if p == "/" {
		return "/" + lang
	}
	return "/" + lang + p
}

// renderTimeout bounds one page's render, its data included.
const renderTimeout = 2 * time.Second

// newRenderer starts the engines that draw pages, or returns nil when the
// build has no server build (a fresh clone's binary, before `make build`).
func (s *Server) newRenderer(web fs.FS) (*ssr.Renderer, error) {
	script, err := fs.ReadFile(web, serverBuild)
	if err != nil {
		return nil, nil
	}
	engines := runtime.GOMAXPROCS(0)
	return ssr.New(ssr.Options{Script: string(script), Fetch: s.renderFetch, Engines: engines,
		Timeout: renderTimeout, Log: s.log})
}

// renderFetch answers a page's GET of the API with the API's own handler, as
// it would answer a visitor who is not signed in.
func (s *Server) renderFetch(ctx context.Context, address string) (int, []byte) {
	if !strings.HasPrefix(address, "/api/") {
		return http.StatusNotFound, []byte(`{"success":false,"message":"Not found"}`)
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, address, nil)
	if err != nil {
		return http.StatusBadRequest, []byte(`{"success":false,"message":"Bad address"}`)
	}
	r.Header.Set("Accept", "application/json")
	r.RemoteAddr = "127.0.0.1:0"
	rec := &answerRecorder{header: http.Header{}}
	s.mux.ServeHTTP(rec, r)
	status := rec.status
	if status == 0 {
		status = http.StatusOK
	}
	return status, rec.body.Bytes()
}

// renderedPage writes the page's HTML into the root and its state after it.
// The state is JSON in a script the browser does not run; "<" is escaped so
// that nothing in it can close the script.
func writeRendered(b *bytes.Buffer, page *ssr.Page) {
	b.WriteString(`<div id="root" data-rendered="`)
	b.WriteString(page.Language)
	b.WriteString(`">`)
	b.WriteString(page.HTML)
	b.WriteString(`</div>`)
	b.WriteString(`<script id="app-state" type="application/json">`)
	var state bytes.Buffer
	state.WriteString(`{"state":`)
	state.Write(page.State)
	state.WriteString(`,"answers":`)
	state.Write(page.Answers)
	if len(page.Seeds) > 0 {
		state.WriteString(`,"seeds":`)
		state.Write(page.Seeds)
	}
	state.WriteString(`,"renderedAt":`)
	state.WriteString(strconv.FormatInt(page.RenderedAt, 10))
	state.WriteString(`}`)
	json.HTMLEscape(b, state.Bytes())
	b.WriteString(`</script>`)
}

// writeRenderMetrics adds the renderer's counts to /metrics.
func (s *Server) writeRenderMetrics(w *strings.Builder) {
	if s.renderer == nil {
		return
	}
	st := s.renderer.Stats()
	fmt.Fprintln(w, "# HELP page_renders_total Public pages drawn on the server.")
	fmt.Fprintln(w, "# TYPE page_renders_total counter")
	fmt.Fprintf(w, "page_renders_total %d\n", st.Renders)
	fmt.Fprintln(w, "# HELP page_render_failures_total Pages not drawn (the render failed, ran out of time, or found every engine busy); they went out as the app's shell.")
	fmt.Fprintln(w, "# TYPE page_render_failures_total counter")
	fmt.Fprintf(w, "page_render_failures_total{reason=\"timeout\"} %d\n", st.Timeouts)
	fmt.Fprintf(w, "page_render_failures_total{reason=\"error\"} %d\n", st.Failures-st.Timeouts)
	fmt.Fprintf(w, "page_render_failures_total{reason=\"busy\"} %d\n", st.Busy)
	fmt.Fprintln(w, "# HELP page_render_seconds_total Time spent drawing pages.")
	fmt.Fprintln(w, "# TYPE page_render_seconds_total counter")
	fmt.Fprintf(w, "page_render_seconds_total %g\n", time.Duration(st.RenderNanos).Seconds())
}
