package httpapi

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
)

// asset is one file of the built app, held in memory with its gzip form.
type asset struct {
	body  []byte
	gzip  []byte // nil when compressing does not pay
	ctype string
	etag  string
}

// appHandler serves the built React app: files by name, and index.html for
// every other path so that the app's router answers.
type appHandler struct {
	files map[string]*asset
	index *asset
}

// compressible lists the file types worth compressing.
var compressible = map[string]bool{".html": true, ".js": true, ".css": true, ".svg": true, ".json": true,
	".txt": true, ".xml": true, ".webmanifest": true, ".ttf": true, ".map": true}

func newAppHandler(web fs.FS) (*appHandler, error) {
	h := &appHandler{files: map[string]*asset{}}
	err := fs.WalkDir(web, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(path.Base(p), ".") {
			return err
		}
		body, err := fs.ReadFile(web, p)
		if err != nil {
			return err
		}
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
		h.files["/"+p] = a
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("load web app: %w", err)
	}
	h.index = h.files["/index.html"]
	return h, nil
}

func (h *appHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := path.Clean("/" + r.URL.Path)
	if a, ok := h.files[p]; ok && p != "/index.html" {
		if strings.HasPrefix(p, "/assets/") {
			// Vite puts a hash of the content in these names.
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			w.Header().Set("Cache-Control", "public, max-age=86400")
		}
		h.serve(w, r, a)
		return
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
	w.Header().Set("Cache-Control", "no-cache")
	h.serve(w, r, h.index)
}

func (h *appHandler) serve(w http.ResponseWriter, r *http.Request, a *asset) {
	hd := w.Header()
	hd.Set("Content-Type", a.ctype)
	hd.Set("ETag", a.etag)
	hd.Add("Vary", "Accept-Encoding")
	if match := r.Header.Get("If-None-Match"); match != "" && strings.Contains(match, a.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := a.body
	if a.gzip != nil && acceptsGzip(r) {
		hd.Set("Content-Encoding", "gzip")
		body = a.gzip
	}
	hd.Set("Content-Length", fmt.Sprint(len(body)))
	if r.Method == http.MethodHead {
		return
	}
	w.Write(body)
}
