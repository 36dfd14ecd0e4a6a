package httpapi

import (
	"bufio"
	"context"
	"encoding/xml"
	"fmt"
	"html"
	"net/http"
	"strconv"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// What search engines read besides the pages: the sitemap and robots.txt.
// Links in them are absolute, from BASE_URL. The site's own pages come
// first in the sitemap, then those of each area that registered a
// sitemapSource (router.sitemap), in the order they registered.

// generalPages are the pages of the site that are not about one thing.
var generalPages = []string{"/", "/browse", "/company", "/blogs", "/about", "/faq", "/contact", "/privacy", "/terms"}

// sitemapPages are the site's pages, then the page of each main topic and
// sub-topic, of each district and of each industry (jobs_pages.go,
// companies_pages.go): fixed lists, so they carry no lastmod.
var sitemapPages = func() []string {
	pages := append([]string(nil), generalPages...)
	for _, t := range jobportal.MainTopics {
		pages = append(pages, "/jobs/topic/"+jobportal.TopicSlug(t))
		for _, sub := range jobportal.SubTopics[t] {
			pages = append(pages, "/jobs/topic/"+jobportal.TopicSlug(sub))
		}
	}
	for _, l := range jobportal.Locations {
		if l != jobportal.Foreign {
			pages = append(pages, "/jobs/district/"+jobportal.LocationSlug(l))
		}
	}
	for _, i := range jobportal.Industries {
		pages = append(pages, "/company/industry/"+jobportal.Slugify(i, ""))
	}
	return pages
}()

// maxSitemapURLs is the most addresses one sitemap file holds by default:
// the protocol allows 50,000 and 50 MB, but each address carries the four
// links of its versions (hreflang), about a kilobyte with the longest slugs,
// so a file of 50,000 could pass 50 MB. 30,000 is 10,000 pages in three
// languages, well under it.
const maxSitemapURLs = 30000

// sitemapBatch is how many addresses a source reads at a time while a
// sitemap is written, so that no read stays open while a slow client is sent
// the batch before.
const sitemapBatch = 1000

// sitemapSource lists an area's public pages in the sitemap.
type sitemapSource interface {
	// sitemapCount is the number of pages the area lists.
	sitemapCount(ctx context.Context) (int, error)
	// sitemapPages calls add for up to n of its pages, in a fixed order,
	// after skipping skip of them. A page's path is its address after
	// BASE_URL; lastmod is when it last changed, or zero when not known.
	sitemapPages(ctx context.Context, skip, n int, add func(path string, lastmod time.Time)) error
}

// sitemapPart is a source with the number of pages it lists now.
type sitemapPart struct {
	src   sitemapSource
	count int
}

func (s *Server) sitemapSize() int {
	if s.cfg.SitemapSize > 0 {
		return s.cfg.SitemapSize
	}
	return maxSitemapURLs
}

// handleSitemap answers the site's pages and every public page of the
// areas, each in every language: one <url> per language's address, each with
// the addresses of all the versions and English as x-default (Google's
// sitemap form of hreflang). When they are more than one sitemap file may
// hold, /sitemap.xml is an index of /sitemap.xml?page=1, 2, ..., each a file
// of its own; a page's versions are never split between files.
func (s *Server) handleSitemap(w http.ResponseWriter, r *http.Request) {
	qr := newQueryReader(r.URL.Query())
	page := qr.count("page")
	if err := qr.err(nil); err != nil || page < 0 {
		plainError(w, http.StatusUnprocessableEntity, "The sitemap takes only page, a whole number from 1.")
		return
	}
	ctx := r.Context()
	pages := len(sitemapPages)
	parts := make([]sitemapPart, 0, len(s.sitemaps))
	for _, src := range s.sitemaps {
		n, err := src.sitemapCount(ctx)
		if err != nil {
			Error(w, r, err)
			return
		}
		parts = append(parts, sitemapPart{src: src, count: n})
		pages += n
	}
	// A file holds the pages whose versions all fit in it.
	size := max(1, s.sitemapSize()/len(pageLanguages))
	files := max(1, (pages+size-1)/size)
	if page > files {
		plainError(w, http.StatusNotFound, "There is no such sitemap page.")
		return
	}

	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	bw := bufio.NewWriterSize(w, 32<<10)
	bw.WriteString(xml.Header)
	base := html.EscapeString(s.cfg.BaseURL)
	if page == 0 && files > 1 {
		bw.WriteString(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
		for i := 1; i <= files; i++ {
			fmt.Fprintf(bw, "<sitemap><loc>%s/sitemap.xml?page=%d</loc></sitemap>\n", base, i)
		}
		bw.WriteString("</sitemapindex>\n")
		bw.Flush()
		return
	}
	page = max(page, 1)

	// The pages of this file: the site's, then each area's.
	skip, n := (page-1)*size, size
	bw.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">` + "\n")
	add := func(path string, lastmod time.Time) { writeSitemapPage(bw, base, html.EscapeString(path), lastmod) }
	for i := skip; i < len(sitemapPages) && n > 0; i++ {
		add(sitemapPages[i], time.Time{})
		n--
	}
	skip = max(0, skip-len(sitemapPages))
	for _, part := range parts {
		if n == 0 {
			break
		}
		if skip >= part.count {
			skip -= part.count
			continue
		}
		take := min(n, part.count-skip)
		if err := part.src.sitemapPages(ctx, skip, take, add); err != nil {
			// The answer has begun; it ends here, unfinished, and says why in the log.
			s.log.ErrorContext(ctx, "sitemap", "err", err, "request_id", requestID(ctx))
			panic(http.ErrAbortHandler)
		}
		n -= take
		skip = 0
	}
	bw.WriteString("</urlset>\n")
	bw.Flush()
}

// writeSitemapPage writes the <url> of each language's version of the page
// at path (its address without a language, HTML-escaped), each with its
// lastmod when known and the links to every version, English as x-default.
func writeSitemapPage(bw *bufio.Writer, base, path string, lastmod time.Time) {
	var links strings.Builder
	for _, l := range pageLanguages {
		fmt.Fprintf(&links, `<xhtml:link rel="alternate" hreflang="%s" href="%s%s"/>`, l, base, languagePath(l, path))
	}
	fmt.Fprintf(&links, `<xhtml:link rel="alternate" hreflang="x-default" href="%s%s"/>`, base, path)
	mod := ""
	if !lastmod.IsZero() {
		mod = "<lastmod>" + lastmod.Format(time.RFC3339) + "</lastmod>"
	}
	for _, l := range pageLanguages {
		fmt.Fprintf(bw, "<url><loc>%s%s</loc>%s%s</url>\n", base, languagePath(l, path), mod, links.String())
	}
}

// handleRobots lets robots read everything but the dashboards and the
// customers' own pages, in every language, and points them to the sitemap.
func (s *Server) handleRobots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	var b strings.Builder
	b.WriteString("User-agent: *\n")
	for _, lang := range pageLanguages {
		for _, p := range []string{"/dashboard", "/jp-admin", "/customer/"} {
			b.WriteString("Disallow: " + languagePath(lang, p) + "\n")
		}
	}
	fmt.Fprintf(w, "%sAllow: /\n\nSitemap: %s/sitemap.xml\n", b.String(), s.cfg.BaseURL)
}

// sitemapBatches calls add for up to n pages that read gives, in the order of
// their ids, after skipping skip of them, each at prefix + id + "/" + slug.
// It reads them in batches of sitemapBatch, each continuing after the last
// id of the one before, so that no read stays open while a slow client is
// sent the batch before.
func sitemapBatches(ctx context.Context, prefix string, skip, n int,
	read func(ctx context.Context, afterID int64, skip, limit int) ([]store.PageRef, error), add func(string, time.Time)) error {
	var after int64
	for n > 0 {
		batch := min(n, sitemapBatch)
		refs, err := read(ctx, after, skip, batch)
		if err != nil {
			return err
		}
		for _, ref := range refs {
			add(prefix+strconv.FormatInt(ref.ID, 10)+"/"+ref.Slug, ref.UpdatedAt)
		}
		if len(refs) < batch {
			return nil
		}
		n -= len(refs)
		after, skip = refs[len(refs)-1].ID, 0
	}
	return nil
}
