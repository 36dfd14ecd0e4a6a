package httpapi

import (
	"context"
	"html/template"
	"strings"
)

// The site's own pages (/about, /faq, /contact, /privacy, /terms) have
// their first screen drawn by the build rather than by a template here:
// their text is written in the app's React pages, so the build renders
// those pages in English (web/src/prerender/static-pages.tsx,
// web/scripts/prerender.mjs) and leaves the HTML in prerenderedFile, and
// the server puts it in the frame of the first screen (screens/static.html).
// The app's page takes over as soon as it has drawn itself.

// prerenderedFile is where the build leaves the pages it drew, in web/dist;
// its name starts with a dot, so it is not served as a file of the app.
const prerenderedFile = ".first-screens.json"

// staticPage is the head provider of one of the site's own pages.
type staticPage struct {
	html template.HTML
}

func (staticPage) match(rest []string) bool { return len(rest) == 0 }

func (p staticPage) head(context.Context, []string) (pageHead, error) {
	return pageHead{Screen: &screen{name: "static", data: p.html, langs: englishOnly}}, nil
}

// staticRoutes gives each page the build drew its first screen. A build
// without them (a fresh clone's) leaves those pages to the app alone.
func (s *Server) staticRoutes(r *router) {
	for path, html := range s.app.prerendered {
		segment := strings.TrimPrefix(path, "/")
		if _, taken := s.heads[segment]; taken || segment == "" || strings.Contains(segment, "/") {
			continue
		}
		r.pageHead(segment, staticPage{html: template.HTML(html)}) // #nosec G203 -- the build's own rendering of the app's pages
	}
}
