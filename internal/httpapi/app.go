package httpapi

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strings"
)

// asset is one file of the built app, held in memory with its gzip form and,
// when the build made one, its Brotli form.
type asset struct {
	body  []byte
	gzip  []byte // nil when compressing does not pay
	br    []byte // the build's <name>.br; nil when there is none
	ctype string
	etag  string
}

// appHandler serves the built React app: files by name, and index.html for
// every other path so that the app's router answers.
type appHandler struct {
	files map[string]*asset
	index *asset
	// shells is index.html for an address in Sinhala or Tamil (/si/...,
	// /ta/...) that the server does not draw (sign-in, the dashboards): the
	// page's language in <html lang>, so that its script's web faces are
	// asked for at once, and its start texts asked for with the app's code,
	// not a round trip after it.
	shells map[string]*asset
	// csp is the Content-Security-Policy of the app's pages, made from
	// index.html as it was built (see pagePolicy).
	csp string
	// fontsVersion is the web faces' version in the build (fontsVersionFile):
	// a face asked for by it is kept a year, as its address changes with it.
	fontsVersion string
	// kept finds the /assets/ files of other builds (build_assets.go); nil
	// serves this build's only.
	kept *keptAssets
	// unknown serves an address the app has no page for and reports true,
	// or reports false to have the app's page served (pageHeads sets it).
	unknown func(w http.ResponseWriter, r *http.Request) bool
}

// compressible lists the file types worth compressing.
var compressible = map[string]bool{".html": true, ".js": true, ".css": true, ".svg": true, ".json": true,
	".txt": true, ".xml": true, ".webmanifest": true, ".ttf": true, ".map": true}

// newAsset holds the file named p (its extension gives its type) ready to
// serve, with its gzip form when that pays.
func newAsset(p string, body []byte) *asset {
	ext := path.Ext(p)
	a := &asset{body: body, ctype: mime.TypeByExtension(ext)}
	if a.ctype == "" {
		a.ctype = http.DetectContentType(body)
	}
	sum := sha256.Sum256(body)
	a.etag = `"` + hex.EncodeToString(sum[:8]) + `"`
	if compressible[ext] && len(body) > 512 {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(body)
		zw.Close()
		if buf.Len() < len(body)*9/10 {
			a.gzip = buf.Bytes()
		}
	}
	return a
}

func newAppHandler(web fs.FS, startTexts map[string]string) (*appHandler, error) {
	h := &appHandler{files: map[string]*asset{}}
	brotli := map[string][]byte{}
	err := fs.WalkDir(web, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(path.Base(p), ".") {
			return err
		}
		body, err := fs.ReadFile(web, p)
		if err != nil {
			return err
		}
		if name, ok := strings.CutSuffix(p, ".br"); ok {
			brotli["/"+name] = body
			return nil
		}
		h.files["/"+p] = newAsset(p, body)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("load web app: %w", err)
	}
	// The build writes a Brotli form beside each file worth it (web/vite.config.ts,
	// precompress): about a sixth smaller than gzip for the scripts, a fifth for
	// the Sinhala and Tamil texts. It is served as the file, never by its own name.
	for p, body := range brotli {
		if a := h.files[p]; a != nil && len(body) < len(a.body) {
			a.br = body
		}
	}
	h.index = h.files["/index.html"]
	var index []byte
	if h.index != nil {
		index = h.index.body
		h.shells = map[string]*asset{}
		for _, lang := range pageLanguages[1:] {
			// A page the server does not draw is one for a signed-in reader, or the way to
			// sign in: it asks for those pages' texts too (start_texts.go).
			h.shells[lang] = newAsset("index.html", shellIn(index, lang, startTexts[lang]+startTexts[lang+accountTexts]))
		}
	}
	h.csp = pagePolicy(index)
	h.fontsVersion = loadFontsVersion(web)
	return h, nil
}

// fontsVersionFile is written by the web build (web/vite.config.ts,
// fontsVersion): a hash of the web faces' files, which index.html puts in the
// faces' addresses (/fonts/<face>.woff2?v=<version>).
const fontsVersionFile = ".fonts-version"

// fontsVersionForm is the form of what the build writes: hex digits (twelve
// of them today).
var fontsVersionForm = regexp.MustCompile(`^[0-9a-f]{8,64}$`)

// loadFontsVersion returns the build's fonts version, or "" when the build
// wrote none: the faces are then kept a day, as any other file of the build
// whose name does not change with it.
func loadFontsVersion(web fs.FS) string {
	data, err := fs.ReadFile(web, fontsVersionFile)
	if err != nil {
		return ""
	}
	if version := strings.TrimSpace(string(data)); fontsVersionForm.MatchString(version) {
		return version
	}
	return ""
}

// cacheControl is how long a browser may keep the build's file p asked for
// by r without asking again.
func (h *appHandler) cacheControl(p string, r *http.Request) string {
	// Vite puts a hash of the content in the names of /assets/; the web
	// faces carry the build's fonts version in their addresses instead. A
	// face asked for by another version (a page of an older build during a
	// deploy) may be another face: it is kept a day, like the rest.
	if strings.HasPrefix(p, "/assets/") ||
		(strings.HasPrefix(p, "/fonts/") && h.fontsVersion != "" && r.URL.Query().Get("v") == h.fontsVersion) {
		return "public, max-age=31536000, immutable"
	}
	return "public, max-age=86400"
}

// permissionsPolicy turns off the browser features the app does not use, for
// its pages and anything they embed. Sharing (navigator.share) and copying a
// job's link stay on for the site itself, their default; nothing asks for
// the visitor's position, so geolocation is off like the rest.
const permissionsPolicy = "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), " +
	"fullscreen=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), " +
	"midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), " +
	"usb=(), xr-spatial-tracking=()"

// inlineScript and inlineStyle find the script and style elements of
// index.html; their attributes are read by attrSrc.
var (
	inlineScript = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script\s*>`)
	inlineStyle  = regexp.MustCompile(`(?is)<style\b[^>]*>(.*?)</style\s*>`)
	attrSrc      = regexp.MustCompile(`(?i)(?:^|\s)src\s*=`)
)

// pagePolicy is the Content-Security-Policy of the app's pages. Scripts and
// styles come from the site's own files; a script or style written inline in
// index.html is allowed by the SHA-256 of its text, worked out here from the
// built file, so a new build (Vite may inline a small entry script) never
// needs the policy edited. The JSON-LD that job pages carry is data, which
// the browser does not run, so script-src does not apply to it. Images may
// be blob: URLs (the flyer preview before upload); the app makes no data:
// URLs. A page drawn on the server (render.go) carries React's style props as
// style attributes (an image's aspect ratio, a bar's width), which the
// browser applies only if style-src-attr allows them; an attribute can style
// one element and run nothing, and <style> elements stay limited to the
// site's own files and the hashes.
func pagePolicy(index []byte) string {
	// The browser hashes the text after its parser has turned CRLF into LF.
	index = bytes.ReplaceAll(index, []byte("\r\n"), []byte("\n"))
	hash := func(text []byte) string {
		sum := sha256.Sum256(text)
		return " 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	scripts, styles := "'self'", "'self'"
	for _, m := range inlineScript.FindAllSubmatch(index, -1) {
		if !attrSrc.Match(m[1]) {
			scripts += hash(m[2])
		}
	}
	for _, m := range inlineStyle.FindAllSubmatch(index, -1) {
		styles += hash(m[1])
	}
	return "default-src 'self'; script-src " + scripts + "; style-src " + styles + "; style-src-attr 'unsafe-inline'" +
		"; img-src 'self' blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'" +
		"; frame-ancestors 'none'; form-action 'self'"
}

// setPageHeaders gives an HTML answer the app's policies. Every writer of an
// HTML page calls it: the app handler and the job pages filled on the server.
func setPageHeaders(h http.Header, csp string) {
	h.Set("Content-Security-Policy", csp)
	h.Set("Permissions-Policy", permissionsPolicy)
}

func (h *appHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := path.Clean("/" + r.URL.Path)
	if a, ok := h.files[p]; ok && p != "/index.html" {
		w.Header().Set("Cache-Control", h.cacheControl(p, r))
		h.serve(w, r, a)
		return
	}
	if strings.HasPrefix(p, "/assets/") && h.kept != nil {
		// Another build's file, asked for by a page of that build during
		// a rolling deploy.
		if h.kept.serve(w, r, h, strings.TrimPrefix(p, "/assets/")) {
			return
		}
	}
	if strings.HasPrefix(p, "/assets/") || strings.HasPrefix(p, "/fonts/") {
		http.Error(w, "Not found", http.StatusNotFound)
		return
	}
	if h.index == nil {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprintln(w, "The web app has not been built. Run `make run` (or `make build`) to build it.")
		return
	}
	if h.unknown != nil && h.unknown(w, r) {
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	h.serve(w, r, h.shell(shellLanguage(r)))
}

// shellLanguage is the language of the address a request for the app's page
// came with: that of the prefix taken off it (/si/customer/login), else
// English, the language of an address without one.
func shellLanguage(r *http.Request) string {
	if lang, ok := r.Context().Value(prefixTakenKey{}).(string); ok {
		return lang
	}
	return pageLanguages[0]
}

// shell is index.html for a page in lang.
func (h *appHandler) shell(lang string) *asset {
	if a := h.shells[lang]; a != nil {
		return a
	}
	return h.index
}

// shellIn is index.html as a page in lang: its <html lang>, and the link
// that asks for its start texts (start_texts.go) at the end of the head.
// Served in gzip, as Go has no Brotli writer: 3 kB more than the build's
// Brotli form of the English page, against a round trip saved.
func shellIn(index []byte, lang, textsLink string) []byte {
	page := bytes.Replace(index, []byte(`<html lang="en"`), []byte(`<html lang="`+lang+`"`), 1)
	if end := headEnd.FindIndex(page); end != nil && textsLink != "" {
		page = splice(page, end[0], end[0], []byte(textsLink))
	}
	return page
}

func (h *appHandler) serve(w http.ResponseWriter, r *http.Request, a *asset) {
	hd := w.Header()
	hd.Set("Content-Type", a.ctype)
	if strings.HasPrefix(a.ctype, "text/html") {
		setPageHeaders(hd, h.csp)
	}
	hd.Set("ETag", a.etag)
	hd.Add("Vary", "Accept-Encoding")
	if match := r.Header.Get("If-None-Match"); match != "" && strings.Contains(match, a.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := a.body
	if a.br != nil && acceptsEncoding(r, "br") {
		hd.Set("Content-Encoding", "br")
		body = a.br
	} else if a.gzip != nil && acceptsEncoding(r, "gzip") {
		hd.Set("Content-Encoding", "gzip")
		body = a.gzip
	}
	hd.Set("Content-Length", fmt.Sprint(len(body)))
	if r.Method == http.MethodHead {
		return
	}
	w.Write(body)
}
