package httpapi

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"net/http"
	"strings"
	"time"

	"jobportal/internal/jobportal"
)

// feedSize is the number of jobs in the RSS feed.
const feedSize = 50

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
	if err := p.Merge(err); err != nil {
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
	s.writeRSS(w, r, feed)
}

// writeRSS writes a feed, cached for 5 minutes. An error while writing
// ends the answer, which has begun, unfinished, and says why in the log.
func (s *Server) writeRSS(w http.ResponseWriter, r *http.Request, feed rssFeed) {
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
