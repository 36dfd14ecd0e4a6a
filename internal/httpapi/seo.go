package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"

	"jobportal/internal/jobportal"
	"jobportal/internal/ssr"
)

// siteName names the site in titles and Open Graph tags.
const siteName = "JobPortal"

// metaDescriptionLength is about what search engines show of a description.
const metaDescriptionLength = 155

// pageHeads serves index.html for the pages that search engines and social
// networks read, with the page's own head: title, description, canonical
// address, Open Graph and Twitter tags and schema.org data, such as a job's
// JobPosting for Google for Jobs. The areas register a provider for their
// pages (router.pageHead). Those that name nothing public get index.html with
// noindex and a 404, and the app shows its not-found page. Every other path
// goes to the app unchanged.
type pageHeads struct {
	s   *Server
	app *appHandler
	// before and after are index.html without its <title> and description,
	// cut where they were; a page's head goes between them. A page's first
	// drawn page fills the empty root at root in after.
	before, after []byte
	root          int
	// ownHead is the title and description of index.html, for pages that
	// keep them (a pageHead without a Title).
	ownHead []byte
	// noindex is index.html as it is, asking robots not to index it.
	noindex []byte
}

var (
	titleTag       = regexp.MustCompile(`(?is)<title\b[^>]*>.*?</title\s*>[ \t]*\r?\n?`)
	descriptionTag = regexp.MustCompile(`(?is)<meta\s[^>]*\bname\s*=\s*["']?description\b[^>]*>[ \t]*\r?\n?`)
	headEnd        = regexp.MustCompile(`(?i)</head\s*>`)
)

// seo wraps the app handler with the page heads. index.html is cut once, here.
func (s *Server) seo(app *appHandler) http.Handler {
	p := &pageHeads{s: s, app: app}
	if app.index == nil {
		return app
	}
	index := app.index.body
	end := headEnd.FindIndex(index)
	if end == nil {
		return app // not a page whose head can be filled
	}
	p.noindex = splice(index, end[0], end[0], []byte(`<meta name="robots" content="noindex" />`+"\n  "))

	// Take out the title and the description; the page's head goes where the
	// title was, or at the end of the head when there is none.
	cut := index
	at := -1
	if loc := titleTag.FindIndex(cut); loc != nil && loc[0] < end[0] {
		at = loc[0]
		p.ownHead = append(p.ownHead, cut[loc[0]:loc[1]]...)
		cut = splice(cut, loc[0], loc[1], nil)
	}
	if loc := descriptionTag.FindIndex(cut); loc != nil && loc[0] < headEnd.FindIndex(cut)[0] {
		if at > loc[0] {
			at -= loc[1] - loc[0]
		}
		p.ownHead = append(p.ownHead, "    "...)
		p.ownHead = append(p.ownHead, cut[loc[0]:loc[1]]...)
		cut = splice(cut, loc[0], loc[1], nil)
	}
	if at < 0 {
		at = headEnd.FindIndex(cut)[0]
	}
	p.before, p.after = cut[:at:at], cut[at:]
	p.root = bytes.Index(p.after, []byte(emptyRoot))
	return p
}

// splice returns b with b[i:j] replaced by with, in a new slice.
func splice(b []byte, i, j int, with []byte) []byte {
	out := make([]byte, 0, len(b)-(j-i)+len(with))
	out = append(out, b[:i]...)
	out = append(out, with...)
	return append(out, b[j:]...)
}

// pageHeadProvider writes the head of an area's pages: those under one
// first path segment, such as /job/..., registered with router.pageHead.
type pageHeadProvider interface {
	// match reports whether the segments after the first name one of the
	// area's pages; any other path goes to the app as it is.
	match(rest []string) bool
	// head returns the head of the page. An ENOTFOUND error means that
	// nothing public is there: the page then goes out with noindex and a 404.
	head(ctx context.Context, rest []string) (pageHead, error)
}

// pageHead is what the head of a page says of it.
type pageHead struct {
	Title       string // the page's own title; the site's name is added
	Description string // a summary of at most metaDescriptionLength characters
	Canonical   string // the page's one absolute address
	Image       string // an absolute address of its picture, or ""
	LinkedData  any    // schema.org data written as JSON-LD, or nil
	// Paged marks a list whose later pages (?page=N) are pages of their own:
	// their canonical address keeps the page.
	Paged bool
}

// ServeHTTP serves the pages an area registered a head for, and every other path as the app does.
func (p *pageHeads) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		parts := strings.Split(strings.Trim(path.Clean("/"+r.URL.Path), "/"), "/")
		if prov, ok := p.s.heads[parts[0]]; ok && prov.match(parts[1:]) {
			// A page's head is public and the same for everyone, so the
			// finished page is kept a moment (answers.go).
			p.s.answers.wrap(compress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				p.serve(w, r, prov, parts[1:])
			}))).ServeHTTP(w, r)
			return
		}
	}
	p.app.ServeHTTP(w, r)
}

func (p *pageHeads) serve(w http.ResponseWriter, r *http.Request, prov pageHeadProvider, rest []string) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Add("Vary", "Cookie")
	setPageHeaders(h, p.app.csp)
	head, err := prov.head(r.Context(), rest)
	status := http.StatusOK
	switch {
	case jobportal.ErrorCode(err) == jobportal.ENOTFOUND:
		// Nothing public is there: the app's not-found page, which robots
		// are asked not to index.
		status = http.StatusNotFound
		head = pageHead{}
	case err != nil:
		// The app can still show the page; search engines are told to come back.
		p.s.log.ErrorContext(r.Context(), "page head", "err", err, "request_id", requestID(r.Context()), "path", r.URL.Path)
		h.Set("Retry-After", "60")
		w.WriteHeader(http.StatusServiceUnavailable)
		if r.Method != http.MethodHead {
			w.Write(p.app.index.body)
		}
		return
	}
	if head.Paged && head.Canonical != "" {
		if n, err := strconv.Atoi(r.URL.Query().Get("page")); err == nil && n >= 2 {
			head.Canonical += "?page=" + strconv.Itoa(n)
		}
	}
	lang := pageLanguage(r)
	var page *ssr.Page
	if p.s.renderer != nil && p.root >= 0 && r.Method != http.MethodHead {
		page, err = p.s.renderer.Render(r.Context(), r.URL.RequestURI(), lang)
		if err != nil {
			// The browser draws the page from the app's shell instead.
			p.s.log.ErrorContext(r.Context(), "page render", "err", err, "request_id", requestID(r.Context()), "path", r.URL.Path)
			page = nil
		}
	}
	var b bytes.Buffer
	b.Grow(len(p.before) + len(p.after) + 64<<10 + 2*len(head.Description))
	if lang != pageLanguages[0] {
		b.Write(bytes.Replace(p.before, []byte(`<html lang="en"`), []byte(`<html lang="`+lang+`"`), 1))
	} else {
		b.Write(p.before)
	}
	if head.Title == "" {
		b.Write(p.ownHead)
	} else {
		writeHead(&b, head)
	}
	if status == http.StatusNotFound {
		b.WriteString(`<meta name="robots" content="noindex" />` + "\n  ")
	}
	b.WriteString(facePreloads[lang])
	if page != nil {
		b.Write(p.after[:p.root])
		writeRendered(&b, page)
		b.Write(p.after[p.root+len(emptyRoot):])
	} else {
		b.Write(p.after)
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(b.Bytes())
	}
}

// emptyRoot is the app's root in index.html, which a drawn page fills.
const emptyRoot = `<div id="root"></div>`

// facePreloads are the web faces (web/public/fonts) a page in Sinhala or
// Tamil needs for its own words, asked for with the page rather than once the
// stylesheet has been read: the drawn page is laid out in them from the
// start.
var facePreloads = map[string]string{
	"si": facePreload("NotoSansSinhala-Regular") + facePreload("NotoSansSinhala-Bold"),
	"ta": facePreload("NotoSansTamil-Regular") + facePreload("NotoSansTamil-Bold"),
}

func facePreload(name string) string {
	return `<link rel="preload" href="/fonts/` + name + `.woff2" as="font" type="font/woff2" crossorigin />` + "\n    "
}

// writeHead writes the tags of a page's head. Text and attribute values are
// HTML-escaped; the JSON-LD is encoded by encoding/json, which writes <, >
// and & as \u003c, \u003e and \u0026, so nothing in it can close the script.
func writeHead(b *bytes.Buffer, h pageHead) {
	tag := func(attr, key, value string) {
		fmt.Fprintf(b, "<meta %s=\"%s\" content=\"%s\" />\n    ", attr, key, html.EscapeString(value))
	}
	fmt.Fprintf(b, "<title>%s | %s</title>\n    ", html.EscapeString(h.Title), siteName)
	tag("name", "description", h.Description)
	fmt.Fprintf(b, "<link rel=\"canonical\" href=\"%s\" />\n    ", html.EscapeString(h.Canonical))
	tag("property", "og:type", "website")
	tag("property", "og:site_name", siteName)
	tag("property", "og:title", h.Title)
	tag("property", "og:description", h.Description)
	tag("property", "og:url", h.Canonical)
	card := "summary"
	if h.Image != "" {
		tag("property", "og:image", h.Image)
		card = "summary_large_image"
	}
	tag("name", "twitter:card", card)
	tag("name", "twitter:title", h.Title)
	tag("name", "twitter:description", h.Description)
	if h.Image != "" {
		tag("name", "twitter:image", h.Image)
	}
	if h.LinkedData == nil {
		return
	}
	ld, err := json.Marshal(h.LinkedData)
	if err != nil {
		panic(err) // only strings, numbers and structs: it cannot fail
	}
	b.WriteString(`<script type="application/ld+json">`)
	b.Write(ld)
	b.WriteString("</script>\n    ")
}

// mediaURL makes the address of an uploaded file absolute.
func mediaURL(base, file string) string {
	switch {
	case file == "":
		return ""
	case strings.HasPrefix(file, "https://") || strings.HasPrefix(file, "http://"):
		return file
	case !strings.HasPrefix(file, "/"):
		file = "/media/" + file
	}
	return base + (&url.URL{Path: file}).EscapedPath()
}

// summary returns the start of a text on one line, cut at a word boundary
// to at most n characters, with an ellipsis when something was left out.
func summary(s string, n int) string { return jobportal.Excerpt(s, n) }
