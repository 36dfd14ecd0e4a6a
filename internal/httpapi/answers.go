package httpapi

import (
	"bytes"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Where the time of a public job list went (docs/DECISIONS.md, "Where the
// time of a job list goes"): reading and scanning the page's jobs and their
// topics, then encoding them to JSON and gzipping the result, for every
// request, although thousands of visitors a second ask for the same first
// page or the same popular search. sharedAnswers keeps the finished answer
// of such public addresses — status, headers and the body as sent, gzipped
// or not — for a short time (Config.SharedAnswerTTL, one second in the
// site's server) and writes it again as it is.
//
// It stays honest by construction:
//   - only handlers that answer the same to every visitor who is not signed
//     in are wrapped (public jobs, companies and posts, nothing read from
//     the account), only GET, only 200 answers without cookies, keyed by the
//     path, the query and whether the client takes gzip;
//   - a request that carries an x-auth-token or an Authorization header never
//     gets a kept answer nor leaves one: a directory or a post list read
//     with a token marks the companies the reader follows and the posts they
//     liked or saved, and a moderator may list what the public does not see;
//   - a request that changed data a kept answer shows (one of another method
//     than GET, HEAD and OPTIONS whose route writes jobs, companies or the
//     blog, answered with a 2xx) drops the kept answers of that data once it
//     has been handled, so a change made through this server shows at once; a
//     kept answer made while such a request ran is never served after it. A
//     request that failed, was refused or matched no route changed nothing
//     and drops nothing, nor does a write of data no kept answer shows (a CV,
//     an alert, a sign-in), so that a stream of them cannot turn the keeping
//     off;
//   - a change this server did not make (another server on the same
//     database, a job whose closing date passed) shows within the TTL.
type sharedAnswers struct {
	ttl time.Duration
	// gens counts, for each area, the requests that changed its data; an
	// answer is served only while the gens of its areas are what they were
	// when its making began.
	gens    [areaCount]atomic.Uint64
	mu      sync.RWMutex
	entries map[string]*sharedAnswer
	// flights holds the answers being made, by key: a request that misses
	// while another makes the same answer waits for it rather than making
	// it again (a drawn page costs a render, and when a kept page runs out
	// every connection asking for it would otherwise render it at once).
	flights map[string]*answerFlight
}

// answerFlight is an answer being made; answer is set before done closes,
// or left nil when the making panicked.
type answerFlight struct {
	done   chan struct{}
	answer *sharedAnswer
}

type sharedAnswer struct {
	areas   answerAreas
	gens    [areaCount]uint64
	expires time.Time
	status  int
	header  http.Header
	body    []byte
}

// answerAreas is a set of the kinds of data that kept answers show and
// that writes change.
type answerAreas uint8

const (
	areaJobs answerAreas = 1 << iota
	areaCompanies
	areaBlog

	// areaCount is the number of areas.
	areaCount = 3
	// areasAll is every area: what an answer of no known area may show,
	// and what a write of no known area may change.
	areasAll = areaJobs | areaCompanies | areaBlog
)

// shownAreas is the data the kept answer of a path shows. A company's
// answers hold its jobs and their counts, and a job's its company, so the
// two go together; the home page and the site's own pages may show anything.
func shownAreas(path string) answerAreas {
	segments := strings.SplitN(strings.TrimPrefix(path, "/"), "/", 3)
	first := segments[0]
	if first == "api" && len(segments) > 1 {
		first = segments[1]
	}
	switch first {
	case "jobs", "job", "browse", "jobs.rss", "companies", "company":
		return areaJobs | areaCompanies
	case "blogs", "job-Article", "blogs.rss":
		return areaBlog
	}
	return areasAll
}

// writtenAreas lists, by the path of a route's pattern, the data its
// successful writes change: the first entry the path starts with says. A
// route of no entry may change anything, so a new one drops every kept
// answer until it is listed here.
var writtenAreas = []struct {
	path  string
	areas answerAreas
}{
	// A view drops no kept answer, so that the lists are not made again at
	// every view: their view counts lag at most an answer's life. The
	// web-vitals reports, sign-ins and sign-outs, passwords, CVs, the
	// talent pool, applications, a job seeker's alerts, favourites and
	// preferences, and the contact form are shown by no kept answer.
	{"/api/jobs/{id}/view", 0},
	{"/api/blogs/{id}/view", 0},
	{"/api/vitals", 0},
	{"/api/customers/login", 0},
	{"/api/admin-users/login", 0},
	{"/api/customers/logout", 0},
	{"/api/admin/logout", 0},
	{"/api/admin/refresh-token", 0},
	{"/api/customers/register/individual", 0},
	{"/api/auth/", 0},
	{"/api/cvs", 0},
	{"/api/applications/", 0},
	{"/api/user/alerts", 0},
	{"/api/user/favorites/", 0},
	{"/api/user/preferences", 0},
	{"/alerts/unsubscribe", 0},
	{"/api/contact", 0},
	// The public data itself.
	{"/api/jobs", areaJobs},
	{"/api/companies", areaCompanies},
	{"/api/customers/register/company", areaCompanies},
	{"/api/blogs", areaBlog},
}

// writeAreas is the data a request to the route pattern may have changed;
// pattern is the method and path of the route that served it.
func writeAreas(pattern string) answerAreas {
	_, path, ok := strings.Cut(pattern, " ")
	if !ok {
		path = pattern
	}
	for _, w := range writtenAreas {
		if strings.HasPrefix(path, w.path) {
			return w.areas
		}
	}
	return areasAll
}

// changedAreas is the data a handled request may have changed: none unless
// its method writes, its route matched and its answer says it succeeded. A
// request whose handler panicked may have written part of what it meant to.
func changedAreas(method, pattern string, status int, panicked bool) answerAreas {
	if !mayChange(method) || pattern == "" {
		return 0
	}
	if status == 0 {
		status = http.StatusOK // nothing written: net/http answers 200
	}
	if !panicked && (status < 200 || status > 299) {
		return 0
	}
	return writeAreas(pattern)
}

// Bounds of what is kept: entries, and the size of one body.
const (
	sharedAnswersMax   = 512
	sharedAnswerMaxLen = 256 << 10
)

func newSharedAnswers(ttl time.Duration) *sharedAnswers {
	return &sharedAnswers{ttl: ttl, entries: map[string]*sharedAnswer{}, flights: map[string]*answerFlight{}}
}

// changed drops the kept answers that show any of areas; observe calls it
// after each request that changed their data.
func (c *sharedAnswers) changed(areas answerAreas) {
	if c == nil || c.ttl <= 0 || areas == 0 {
		return
	}
	for i := range c.gens {
		if areas&(1<<i) != 0 {
			c.gens[i].Add(1)
		}
	}
	c.mu.Lock()
	for k, e := range c.entries {
		if e.areas&areas != 0 {
			delete(c.entries, k)
		}
	}
	c.mu.Unlock()
}

// snapshot is the gens of areas now; the others are left at zero.
func (c *sharedAnswers) snapshot(areas answerAreas) [areaCount]uint64 {
	var gens [areaCount]uint64
	for i := range c.gens {
		if areas&(1<<i) != 0 {
			gens[i] = c.gens[i].Load()
		}
	}
	return gens
}

// current reports whether no change of a's areas happened since its making began.
func (c *sharedAnswers) current(a *sharedAnswer) bool {
	return c.snapshot(a.areas) == a.gens
}

// wrap serves next's answers from the kept ones when it can. next must
// answer every client without a token the same (given the Accept-Encoding
// it sends).
func (c *sharedAnswers) wrap(next http.Handler) http.Handler {
	if c == nil || c.ttl <= 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet || carriesCredentials(r) {
			next.ServeHTTP(w, r)
			return
		}
		key := r.URL.Path + "?" + r.URL.RawQuery
		if acceptsEncoding(r, "gzip") {
			key += "\x00gzip"
		}
		// Pages are drawn in the language of their address, whose prefix
		// is off the path by now (pageHeads.ServeHTTP, render.go).
		if lang := pageLanguage(r); lang != pageLanguages[0] {
			key += "\x00" + lang
		}
		now := time.Now()
		areas := shownAreas(r.URL.Path)
		gens := c.snapshot(areas)
		c.mu.RLock()
		e := c.entries[key]
		c.mu.RUnlock()
		if e != nil && e.gens == gens && now.Before(e.expires) {
			e.write(w)
			return
		}
		c.mu.Lock()
		f := c.flights[key]
		if f == nil {
			f = &answerFlight{done: make(chan struct{})}
			c.flights[key] = f
			c.mu.Unlock()
			// Those waiting are let go before this client is written to,
			// and also when the making panics (with no answer).
			func() {
				defer func() {
					c.mu.Lock()
					delete(c.flights, key)
					c.mu.Unlock()
					close(f.done)
				}()
				f.answer = c.make(next, r, key, areas, gens, now)
			}()
			f.answer.write(w)
			return
		}
		c.mu.Unlock()
		select {
		case <-f.done:
		case <-r.Context().Done():
			return // the client has gone
		}
		// The answer made for another request is this one's too when no
		// change of its data happened between that making's start and this
		// request's: a reader who has just changed something never gets an
		// answer begun before the change.
		if a := f.answer; a != nil && a.gens == gens && a.keepable() {
			a.write(w)
			return
		}
		c.make(next, r, key, areas, gens, now).write(w)
	})
}

// make runs next for r, keeps its answer when it may, and returns it.
func (c *sharedAnswers) make(next http.Handler, r *http.Request, key string, areas answerAreas, gens [areaCount]uint64,
	now time.Time) *sharedAnswer {
	rec := &answerRecorder{header: http.Header{}}
	next.ServeHTTP(rec, r)
	a := &sharedAnswer{areas: areas, gens: gens, expires: now.Add(c.ttl), status: rec.status, header: rec.header,
		body: rec.body.Bytes()}
	if a.status == 0 {
		a.status = http.StatusOK
	}
	if a.keepable() {
		c.keep(key, a, now)
	}
	return a
}

// keepable reports whether an answer may be kept and given to others: a
// 200 that sets no cookie and is not too large.
func (a *sharedAnswer) keepable() bool {
	return a.status == http.StatusOK && len(a.header.Values("Set-Cookie")) == 0 && len(a.body) <= sharedAnswerMaxLen
}

// carriesCredentials reports whether a request names an account (or tries
// to): its answer may be that account's own.
func carriesCredentials(r *http.Request) bool {
	return r.Header.Get("x-auth-token") != "" || r.Header.Get("Authorization") != ""
}

// keep stores a, unless a change has happened since its making began.
func (c *sharedAnswers) keep(key string, a *sharedAnswer, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.current(a) {
		return
	}
	if len(c.entries) >= sharedAnswersMax {
		for k, e := range c.entries {
			if !now.Before(e.expires) {
				delete(c.entries, k)
			}
		}
		if len(c.entries) >= sharedAnswersMax {
			return
		}
	}
	c.entries[key] = a
}

func (a *sharedAnswer) write(w http.ResponseWriter) {
	h := w.Header()
	for k, v := range a.header {
		h[k] = v
	}
	w.WriteHeader(a.status)
	w.Write(a.body)
}

// mayChange reports whether a request of this method may change something.
func mayChange(method string) bool {
	switch strings.ToUpper(method) {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return false
	}
	return true
}

// answerRecorder keeps an answer in memory.
type answerRecorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *answerRecorder) Header() http.Header { return r.header }

func (r *answerRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
}

func (r *answerRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.body.Write(b)
}
