package httpapi

import (
	"encoding/json"
	"html"
	"io/fs"
	"strings"
)

// preloadsFile is written by the web build (web/vite.config.ts): for each
// public route of web/js-budgets.json, the chunks its page needs beyond the
// entry, and for Sinhala and Tamil the chunks of the texts the app starts
// with. Its name starts with a dot, so it is not served as a file of the app.
const preloadsFile = ".preloads.json"

// pagePreloads name the code a drawn page needs, so that the browser fetches
// it with the page rather than once the app's entry has run and asked for it:
// the page hydrates sooner, and a tap is answered sooner.
type pagePreloads struct {
	routes    []preloadRoute
	languages map[string]string
}

// preloadRoute is one route's pattern, cut into segments (":id" takes any
// one), and its link tags.
type preloadRoute struct {
	segments []string
	static   int // how many segments are not parameters: the more, the better a match
	links    string
}

// loadPreloads reads the build's list, or returns nil when there is none (a
// build without it, or no build); pages then go out without the links.
func loadPreloads(web fs.FS) *pagePreloads {
	data, err := fs.ReadFile(web, preloadsFile)
	if err != nil {
		return nil
	}
	var list struct {
		Routes    map[string][]string `json:"routes"`
		Languages map[string][]string `json:"languages"`
	}
	if json.Unmarshal(data, &list) != nil {
		return nil
	}
	p := &pagePreloads{languages: map[string]string{}}
	for pattern, files := range list.Routes {
		route := preloadRoute{segments: pathSegments(pattern), links: moduleLinks(files)}
		for _, s := range route.segments {
			if !strings.HasPrefix(s, ":") {
				route.static++
			}
		}
		p.routes = append(p.routes, route)
	}
	for lang, files := range list.Languages {
		p.languages[lang] = moduleLinks(files)
	}
	return p
}

func pathSegments(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

func moduleLinks(files []string) string {
	var b strings.Builder
	for _, f := range files {
		b.WriteString(`<link rel="modulepreload" crossorigin href="/`)
		b.WriteString(html.EscapeString(f))
		b.WriteString("\" />\n    ")
	}
	return b.String()
}

// links returns the link tags for a page at path (without its language's
// prefix) in lang: its route's, then its language's texts'. A route matches
// a path of as many segments, or of one more when the route ends in a
// parameter (the name after an id, as in /job/12/driver); of the routes
// that match, the one with the most fixed segments wins.
func (p *pagePreloads) links(path, lang string) string {
	if p == nil {
		return ""
	}
	segments := pathSegments(path)
	var best *preloadRoute
	for _, withName := range []bool{false, true} {
		for i := range p.routes {
			r := &p.routes[i]
			if r.matches(segments, withName) && (best == nil || r.static > best.static) {
				best = r
			}
		}
		if best != nil {
			break
		}
	}
	out := p.languages[lang]
	if best != nil {
		out = best.links + out
	}
	return out
}

func (r *preloadRoute) matches(segments []string, withName bool) bool {
	n := len(r.segments)
	if withName {
		if n == 0 || len(segments) != n+1 || !strings.HasPrefix(r.segments[n-1], ":") {
			return false
		}
	} else if len(segments) != n {
		return false
	}
	for i, s := range r.segments {
		if !strings.HasPrefix(s, ":") && s != segments[i] {
			return false
		}
	}
	return true
}
