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
	// headEnd is where the head ends in after; a Sinhala or Tamil page's
	// start texts are asked for there, after the app's own code.
	headEnd int
	// sheet is the style sheet in the head (its <style> element, at sheetAt
	// in after), compressed once for every page's gzip (pagegzip.go).
	sheet   *fixedPart
	sheetAt int
	// ownTitle and ownDescription are index.html's, for pages that name
	// neither (the home page's description, a page whose render failed).
	ownTitle, ownDescription string
	// noindex is index.html as it is, asking robots not to index it.
	noindex []byte
}

var (
	titleTag       = regexp.MustCompile(`(?is)<title\b[^>]*>(.*?)</title\s*>[ \t]*\r?\n?`)
	contentAttr    = regexp.MustCompile(`(?is)\bcontent\s*=\s*"([^"]*)"`)
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
	if loc := titleTag.FindSubmatchIndex(cut); loc != nil && loc[0] < end[0] {
		at = loc[0]
		p.ownTitle = html.UnescapeString(strings.TrimSpace(string(cut[loc[2]:loc[3]])))
		cut = splice(cut, loc[0], loc[1], nil)
	}
	if loc := descriptionTag.FindIndex(cut); loc != nil && loc[0] < headEnd.FindIndex(cut)[0] {
		if at > loc[0] {
			at -= loc[1] - loc[0]
		}
		if m := contentAttr.FindSubmatch(cut[loc[0]:loc[1]]); m != nil {
			p.ownDescription = html.UnescapeString(string(m[1]))
		}
		cut = splice(cut, loc[0], loc[1], nil)
	}
	if at < 0 {
		at = headEnd.FindIndex(cut)[0]
	}
	p.before, p.after = cut[:at:at], cut[at:]
	p.root = bytes.Index(p.after, []byte(emptyRoot))
	p.headEnd = headEnd.FindIndex(p.after)[0]
	if start := bytes.Index(p.after[:p.headEnd], []byte("<style")); start >= 0 {
		if n := bytes.Index(p.after[start:p.headEnd], []byte("</style>")); n >= 0 {
			p.sheetAt = start
			p.sheet = newFixedPart(p.after[start : start+n+len("</style>")])
		}
	}
	app.unknown = p.serveUnknown
	return p
}

// serveUnknown answers an address the app has no page for (no route of its
// router takes it) with its not-found page, drawn in the address's language,
// and a 404 with noindex, as a job that is not there is answered; it reports
// false for an address the app has a page for, which then gets the app's page.
func (p *pageHeads) serveUnknown(w http.ResponseWriter, r *http.Request) bool {
	if p.s.renderer == nil || p.root < 0 || p.s.renderer.Takes(r.URL.EscapedPath()) {
		return false
	}
	if _, prefixed := r.Context().Value(prefixTakenKey{}).(string); !prefixed && toChosenLanguage(w, r) {
		return true // as on every drawn page
	}
	ctx := context.WithValue(r.Context(), pageLangKey{}, shellLanguage(r))
	// Scanners ask for hundreds of such addresses (/wp-login.php, /.env) a
	// minute: one is drawn at a time, so that they never hold the engines
	// the site's pages need; the others go out as the app's page with the
	// same 404 and noindex, and the browser draws the not-found page.
	select {
	case p.s.unknownTurn <- struct{}{}:
		defer func() { <-p.s.unknownTurn }()
	default:
		ctx = context.WithValue(ctx, shellOnlyKey{}, true)
	}
	compress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p.serve(w, r, unknownPage{}, nil)
	})).ServeHTTP(w, r.WithContext(ctx))
	return true
}

// toChosenLanguage sends a reader at a drawn page's address without a
// language (English, that of search engines and of every reader who has not
// chosen one) on to the address of the language they chose, and reports
// whether it did.
func toChosenLanguage(w http.ResponseWriter, r *http.Request) bool {
	chosen := cookieLanguage(r)
	if chosen == pageLanguages[0] {
		return false
	}
	w.Header().Add("Vary", "Cookie")
	w.Header().Set("Cache-Control", "no-store")
	redirect(w, languagePath(chosen, r.URL.Path), r.URL.RawQuery, http.StatusFound)
	return true
}

// shellOnlyKey marks a page that goes out as the app's page, not drawn.
type shellOnlyKey struct{}

// unknownPage is the head of an address no page of the app's takes: nothing
// public is there.
type unknownPage struct{}

func (unknownPage) match([]string) bool { return true }

func (unknownPage) head(context.Context, []string) (pageHead, error) {
	return pageHead{}, jobportal.Errorf(jobportal.ENOTFOUND, "Page not found.")
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
	// Title is the page's own title, for when the render names none (it
	// failed); the site's name is added.
	Title       string
	Description string // a summary of at most metaDescriptionLength characters
	Canonical   string // the page's one absolute address, of its English version
	Image       string // an absolute address of its picture, or ""
	LinkedData  any    // schema.org data written as JSON-LD, or nil
	// Paged marks a list whose later pages (?page=N) are pages of their own:
	// their canonical address keeps the page.
	Paged bool
}

// prefixTakenKey marks a request whose language's prefix was taken off and
// that was sent through the mux again (pageHeads.ServeHTTP); its value is
// that language.
type prefixTakenKey struct{}

// ServeHTTP serves the pages an area registered a head for, and every other
// path as the app does. A language's prefix (/si/..., /ta/...) names the
// language of the page and is taken off the path the rest sees.
func (p *pageHeads) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Context().Value(prefixTakenKey{}) != nil {
		// A prefixed address that is no drawn page, back from the mux with
		// no route of its own: the app's.
		p.app.ServeHTTP(w, r)
		return
	}
	lang, rest, prefixed := splitLanguage(r.URL.Path)
	read := r.Method == http.MethodGet || r.Method == http.MethodHead
	if prefixed && lang == pageLanguages[0] && read {
		// English has no prefix: /en/... is the address without it.
		redirect(w, rest, r.URL.RawQuery, http.StatusMovedPermanently)
		return
	}
	if prefixed {
		r = withPath(r, rest)
	}
	if read {
		parts := strings.Split(strings.Trim(path.Clean("/"+r.URL.Path), "/"), "/")
		if prov, ok := p.s.heads[parts[0]]; ok && prov.match(parts[1:]) {
			if !prefixed && toChosenLanguage(w, r) {
				return
			}
			r = r.WithContext(context.WithValue(r.Context(), pageLangKey{}, lang))
			// A page's head is public and the same for everyone, so the
			// finished page is kept a moment (answers.go).
			p.s.answers.wrap(compress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				p.serve(w, r, prov, parts[1:])
			}))).ServeHTTP(w, r)
			return
		}
		if key, ok := p.headNamedLike(parts[0]); ok && p.s.heads[key].match(parts[1:]) {
			// The app's router takes a page's address in any case
			// (/ABOUT, /job-article); the page has one address, in its own.
			parts[0] = key
			target := "/" + strings.Join(parts, "/")
			if prefixed {
				target = languagePath(lang, target)
			}
			redirect(w, target, r.URL.RawQuery, http.StatusMovedPermanently)
			return
		}
	}
	if prefixed {
		// The API and writes have one address, without a language.
		if !read || r.URL.Path == "/api" || strings.HasPrefix(r.URL.Path, "/api/") {
			http.NotFound(w, r)
			return
		}
		// Not a drawn page: the address without the prefix answers, with its
		// own status and headers (a shared CV's noindex, a file).
		p.s.mux.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), prefixTakenKey{}, lang)))
		return
	}
	p.app.ServeHTTP(w, r)
}

// headNamedLike is the first path segment of an area's pages that segment
// spells in other letter cases, if there is one.
func (p *pageHeads) headNamedLike(segment string) (string, bool) {
	for key := range p.s.heads {
		if key != segment && strings.EqualFold(key, segment) {
			return key, true
		}
	}
	return "", false
}

// withPath is r for path instead of its own, as a prefix taken off leaves it.
func withPath(r *http.Request, path string) *http.Request {
	r2 := new(http.Request)
	*r2 = *r
	u := *r.URL
	u.Path, u.RawPath = path, ""
	r2.URL = &u
	return r2
}

// redirect sends the reader to p, cleaned (so that no "//host" can come of
// it), with the query they asked with.
func redirect(w http.ResponseWriter, p, query string, code int) {
	u := url.URL{Path: path.Clean("/" + p), RawQuery: query}
	w.Header().Set("Location", u.String())
	w.WriteHeader(code)
}

func (p *pageHeads) serve(w http.ResponseWriter, r *http.Request, prov pageHeadProvider, rest []string) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	if lang := pageLanguage(r); lang == pageLanguages[0] {
		// English is the address without a prefix, which sends a reader whose
		// cookie names another language on to it (ServeHTTP); a prefixed
		// address answers the same whatever the cookie.
		h.Add("Vary", "Cookie")
	}
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
	// The page's address without a language (the English one): from the
	// area's canonical address, else the page's own path.
	base := p.s.cfg.BaseURL
	addr := r.URL.Path
	if head.Canonical != "" {
		addr = strings.TrimPrefix(head.Canonical, base)
	}
	if head.Paged {
		if n, err := strconv.Atoi(r.URL.Query().Get("page")); err == nil && n >= 2 {
			addr += "?page=" + strconv.Itoa(n)
		}
	}
	lang := pageLanguage(r)
	var page *ssr.Page
	if p.s.renderer != nil && p.root >= 0 && r.Method != http.MethodHead && r.Context().Value(shellOnlyKey{}) == nil {
		page, err = p.s.renderer.Render(r.Context(), r.URL.RequestURI(), lang)
		if err != nil {
			// The browser draws the page from the app's shell instead.
			p.s.log.ErrorContext(r.Context(), "page render", "err", err, "request_id", requestID(r.Context()), "path", r.URL.Path)
			page = nil
		}
	}
	// The title the page asked for in its render, in its language; else the
	// area's, else index.html's.
	title := p.ownTitle
	switch {
	case page != nil && page.Title != "":
		title = page.Title
	case head.Title != "":
		title = head.Title + titleSeparator + siteName
	}
	// The description: the page's own words in its language (a list's
	// intro), else the area's from the content (a job's first lines), else
	// index.html's.
	switch {
	case page != nil && page.Description != "":
		head.Description = summary(page.Description, metaDescriptionLength)
	case head.Description == "":
		head.Description = p.ownDescription
	}
	var b bytes.Buffer
	b.Grow(len(p.before) + len(p.after) + 64<<10 + 2*len(head.Description))
	if lang != pageLanguages[0] {
		b.Write(bytes.Replace(p.before, []byte(`<html lang="en"`), []byte(`<html lang="`+lang+`"`), 1))
	} else {
		b.Write(p.before)
	}
	if status == http.StatusNotFound {
		fmt.Fprintf(&b, "<title>%s</title>\n    ", html.EscapeString(title))
		b.WriteString(`<meta name="robots" content="noindex" />` + "\n  ")
	} else {
		writeHead(&b, title, head, base, addr, lang)
	}
	afterAt := b.Len() // where after begins in the page
	from := 0
	if link := p.s.startTexts[lang]; link != "" {
		b.Write(p.after[:p.headEnd])
		b.WriteString(link)
		from = p.headEnd
	}
	if page != nil && p.root > from {
		b.Write(p.after[from:p.root])
		writeRendered(&b, page)
		b.Write(p.after[p.root+len(emptyRoot):])
	} else {
		b.Write(p.after[from:])
	}
	if r.Method == http.MethodHead {
		w.WriteHeader(status)
		return
	}
	out := b.Bytes()
	// The style sheet is compressed once; the page's own bytes around it now.
	if at := afterAt + p.sheetAt; p.sheet != nil && acceptsEncoding(r, "gzip") && bytes.HasPrefix(out[at:], p.sheet.raw) {
		var z bytes.Buffer
		z.Grow(len(out) / 4)
		p.sheet.gzipAround(&z, out[:at], out[at+len(p.sheet.raw):])
		h.Set("Content-Encoding", "gzip")
		w.WriteHeader(status)
		w.Write(z.Bytes())
		return
	}
	w.WriteHeader(status)
	w.Write(out)
}

// emptyRoot is the app's root in index.html, which a drawn page fills.
const emptyRoot = `<div id="root"></div>`

// titleSeparator comes between a page's title and the site's name, as the app writes it
// (web/src/lib/use-document-title.ts).
const titleSeparator = " – "

// writeHead writes the tags of a page's head: its title, its description, the
// canonical address of the version in lang, the addresses of the others
// (hreflang, with English as x-default), Open Graph and Twitter tags and its
// schema.org data. addr is the page's address without a language, after
// base. Text and attribute values are HTML-escaped; the JSON-LD is encoded
// by encoding/json, which writes <, > and & as \u003c, \u003e and \u0026,
// so nothing in it can close the script.
func writeHead(b *bytes.Buffer, title string, h pageHead, base, addr, lang string) {
	tag := func(attr, key, value string) {
		fmt.Fprintf(b, "<meta %s=\"%s\" content=\"%s\" />\n    ", attr, key, html.EscapeString(value))
	}
	canonical := base + languagePath(lang, addr)
	fmt.Fprintf(b, "<title>%s</title>\n    ", html.EscapeString(title))
	tag("name", "description", h.Description)
	fmt.Fprintf(b, "<link rel=\"canonical\" href=\"%s\" />\n    ", html.EscapeString(canonical))
	for _, l := range pageLanguages {
		fmt.Fprintf(b, "<link rel=\"alternate\" hreflang=\"%s\" href=\"%s\" />\n    ", l, html.EscapeString(base+languagePath(l, addr)))
	}
	fmt.Fprintf(b, "<link rel=\"alternate\" hreflang=\"x-default\" href=\"%s\" />\n    ", html.EscapeString(base+addr))
	tag("property", "og:type", "website")
	tag("property", "og:site_name", siteName)
	// Social cards name the site apart (og:site_name).
	short := strings.TrimSuffix(title, titleSeparator+siteName)
	tag("property", "og:title", short)
	tag("property", "og:description", h.Description)
	tag("property", "og:url", canonical)
	tag("property", "og:locale", ogLocales[lang])
	card := "summary"
	if h.Image != "" {
		tag("property", "og:image", h.Image)
		card = "summary_large_image"
	}
	tag("name", "twitter:card", card)
	tag("name", "twitter:title", short)
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

// ogLocales are Open Graph's names of the page languages.
var ogLocales = map[string]string{"en": "en_US", "si": "si_LK", "ta": "ta_LK"}

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
