package httpapi

import (
	"bufio"
	"encoding/xml"
	"errors"
	"fmt"
	"html"
	"net/http"
	"strings"
	"time"

	"jobportal/internal/jobportal"
)

// What search engines and feed readers read besides the pages: the sitemap,
// robots.txt and the RSS feed of the newest jobs. Links in them are absolute,
// from BASE_URL.

// sitemapPages are the pages of the site that are not about one thing.
var sitemapPages = []string{"/", "/browse", "/company", "/blogs", "/about", "/faq", "/contact", "/privacy", "/terms"}

// maxSitemapURLs is the most addresses one sitemap file may hold (sitemaps.org).
const maxSitemapURLs = 50000

// sitemapBatch is how many jobs are read at a time while a sitemap is written.
const sitemapBatch = 1000

// feedSize is the number of jobs in the RSS feed.
const feedSize = 50

func (s *Server) sitemapSize() int {
	if s.cfg.SitemapSize > 0 {
		return s.cfg.SitemapSize
	}
	return maxSitemapURLs
}

// handleSitemap answers the site's pages and every public job. When they
// are more than one sitemap file may hold, /sitemap.xml is an index of
// /sitemap.xml?page=1, 2, ..., each a file of its own.
func (s *Server) handleSitemap(w http.ResponseWriter, r *http.Request) {
	qr := newQueryReader(r.URL.Query())
	page := qr.count("page")
	if err := qr.err(nil); err != nil || page < 0 {
		plainError(w, http.StatusUnprocessableEntity, "The sitemap takes only page, a whole number from 1.")
		return
	}
	ctx := r.Context()
	jobs, err := s.db.CountPublicJobs(ctx)
	if err != nil {
		Error(w, r, err)
		return
	}
	size := s.sitemapSize()
	urls := len(sitemapPages) + jobs
	files := max(1, (urls+size-1)/size)
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

	// The addresses of this file are the site's pages, then the jobs by id.
	first, n := (page-1)*size, size
	bw.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for i := first; i < len(sitemapPages) && n > 0; i++ {
		fmt.Fprintf(bw, "<url><loc>%s%s</loc></url>\n", base, sitemapPages[i])
		n--
	}
	skip := max(0, first-len(sitemapPages))
	var after int64
	for n > 0 {
		refs, err := s.db.PublicJobRefs(ctx, after, skip, min(n, sitemapBatch))
		if err != nil {
			// The answer has begun; it ends here, unfinished, and says why in the log.
			s.log.ErrorContext(ctx, "sitemap", "err", err, "request_id", requestID(ctx))
			panic(http.ErrAbortHandler)
		}
		for _, ref := range refs {
			fmt.Fprintf(bw, "<url><loc>%s/job/%d/%s</loc><lastmod>%s</lastmod></url>\n",
				base, ref.ID, html.EscapeString(ref.Slug), ref.UpdatedAt.Format(time.RFC3339))
		}
		if len(refs) < min(n, sitemapBatch) {
			break
		}
		n -= len(refs)
		after, skip = refs[len(refs)-1].ID, 0
	}
	bw.WriteString("</urlset>\n")
	bw.Flush()
}

// handleRobots lets robots read everything but the dashboards and the
// customers' own pages, and points them to the sitemap.
func (s *Server) handleRobots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	fmt.Fprintf(w, "User-agent: *\nDisallow: /dashboard\nDisallow: /jp-admin\nDisallow: /customer/\nAllow: /\n\nSitemap: %s/sitemap.xml\n",
		s.cfg.BaseURL)
}

// The elements of an RSS 2.0 feed.
type (
	rssFeed struct {
		XMLName xml.Name   `xml:"rss"`
		Version string     `xml:"version,attr"`
		Atom    string     `xml:"xmlns:atom,attr"`
		Channel rssChannel `xml:"channel"`
	}
	rssChannel struct {
		Title         string    `xml:"title"`
		Link          string    `xml:"link"`
		Description   string    `xml:"description"`
		Language      string    `xml:"language"`
		LastBuildDate string    `xml:"lastBuildDate"`
		TTL           int       `xml:"ttl"`
		Self          atomLink  `xml:"atom:link"`
		Items         []rssItem `xml:"item"`
	}
	atomLink struct {
		Href string `xml:"href,attr"`
		Rel  string `xml:"rel,attr"`
		Type string `xml:"type,attr"`
	}
	rssItem struct {
		Title       string   `xml:"title"`
		Link        string   `xml:"link"`
		GUID        rssGUID  `xml:"guid"`
		PubDate     string   `xml:"pubDate"`
		Description string   `xml:"description"`
		Categories  []string `xml:"category"`
	}
	rssGUID struct {
		IsPermaLink bool   `xml:"isPermaLink,attr"`
		Value       string `xml:",chardata"`
	}
)

// listOnlyParams are the list parameters that a feed, always the newest
// jobs first, does not take.
var listOnlyParams = []string{"page", "limit", "sortBy", "sortOrder"}

// handleJobsRSS answers the newest public jobs as RSS 2.0. It takes the
// filters of GET /api/jobs; a filter it cannot read is a 422 in plain text.
func (s *Server) handleJobsRSS(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var p jobportal.Problems
	for _, name := range listOnlyParams {
		if q.Has(name) {
			p.Add(name, fmt.Sprintf("The parameter %q is not known here.", name))
			q.Del(name)
		}
	}
	f, err := parseJobFilter(q)
	var e *jobportal.Error
	if errors.As(err, &e) {
		p = append(p, e.Fields...)
	} else if err != nil {
		Error(w, r, err)
		return
	}
	if len(p) > 0 {
		var b strings.Builder
		b.WriteString("The feed's filter is not valid:\n")
		for _, fe := range p {
			fmt.Fprintf(&b, "%s: %s\n", fe.Field, fe.Message)
		}
		plainError(w, http.StatusUnprocessableEntity, b.String())
		return
	}
	jobs, err := s.db.FeedJobs(r.Context(), f, feedSize)
	if err != nil {
		Error(w, r, err)
		return
	}

	base := s.cfg.BaseURL
	self := base + "/jobs.rss"
	if r.URL.RawQuery != "" {
		self += "?" + r.URL.Query().Encode()
	}
	feed := rssFeed{Version: "2.0", Atom: "http://www.w3.org/2005/Atom", Channel: rssChannel{
		Title:         feedTitle(f),
		Link:          base + "/browse",
		Description:   "The newest jobs in Sri Lanka and abroad on " + siteName + ".",
		Language:      "en",
		LastBuildDate: time.Now().UTC().Format(time.RFC1123Z),
		TTL:           30,
		Self:          atomLink{Href: self, Rel: "self", Type: "application/rss+xml"},
		Items:         make([]rssItem, 0, len(jobs)),
	}}
	for _, j := range jobs {
		link := jobURL(base, j)
		desc := summary(j.Description, 300)
		if j.ClosingDate != "" {
			desc += " Apply by " + j.ClosingDate + "."
		}
		feed.Channel.Items = append(feed.Channel.Items, rssItem{
			Title:       jobHeadline(j),
			Link:        link,
			GUID:        rssGUID{IsPermaLink: true, Value: link},
			PubDate:     j.PostedDate.UTC().Format(time.RFC1123Z),
			Description: desc,
			Categories:  append([]string{j.MainTopic, j.JobType}, j.SubTopics...),
		})
	}
	w.Header().Set("Content-Type", "application/rss+xml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=300")
	bw := bufio.NewWriter(w)
	bw.WriteString(xml.Header)
	enc := xml.NewEncoder(bw)
	enc.Indent("", "  ")
	if err := enc.Encode(feed); err != nil {
		s.log.ErrorContext(r.Context(), "rss", "err", err, "request_id", requestID(r.Context()))
		panic(http.ErrAbortHandler)
	}
	bw.WriteString("\n")
	bw.Flush()
}

// feedTitle names a feed after its filter, such as
// "Full Time Jobs in Colombo: accountant | JobPortal".
func feedTitle(f jobportal.JobFilter) string {
	what := "Newest jobs"
	if f.JobType != "" {
		what = f.JobType
	} else if len(f.MainTopics) == 1 && len(f.SubTopics) == 0 {
		what = f.MainTopics[0]
	} else if len(f.SubTopics) == 1 {
		what = f.SubTopics[0] + " jobs"
	}
	switch f.Location {
	case "":
	case jobportal.Foreign:
		what += " abroad"
	default:
		what += " in " + f.Location
	}
	if f.Keyword != "" {
		what += ": " + f.Keyword
	}
	return what + " | " + siteName
}

// plainError answers a plain-text error, for clients that read no JSON.
func plainError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	fmt.Fprint(w, strings.TrimRight(msg, "\n")+"\n")
}
