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
//   - every request that may change something (any method but GET, HEAD and
//     OPTIONS) drops every kept answer once it has been handled, so a change
//     made through this server shows at once; a kept answer made while such a
//     request ran is never served after it;
//   - a change this server did not make (another server on the same
//     database, a job whose closing date passed) shows within the TTL.
type sharedAnswers struct {
	ttl time.Duration
	// gen counts the requests that may have changed something; an answer
	// is served only while gen is what it was when its making began.
	gen     atomic.Uint64
	mu      sync.RWMutex
	entries map[string]*sharedAnswer
}

type sharedAnswer struct {
	gen     uint64
	expires time.Time
	status  int
	header  http.Header
	body    []byte
}

// Bounds of what is kept: entries, and the size of one body.
const (
	sharedAnswersMax   = 512
	sharedAnswerMaxLen = 256 << 10
)

func newSharedAnswers(ttl time.Duration) *sharedAnswers {
	return &sharedAnswers{ttl: ttl, entries: map[string]*sharedAnswer{}}
}

// changed drops every kept answer; observe calls it after each request
// that may have changed something.
func (c *sharedAnswers) changed() {
	if c == nil || c.ttl <= 0 {
		return
	}
	c.gen.Add(1)
	c.mu.Lock()
	clear(c.entries)
	c.mu.Unlock()
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
		if acceptsGzip(r) {
			key += "\x00gzip"
		}
		// Pages with a first screen are written in the language of the lang
		// cookie (first_screen.go); nothing else reads a cookie here.
		if lang := screenLanguage(r); lang != screenLanguages[0] {
			key += "\x00" + lang
		}
		now := time.Now()
		gen := c.gen.Load()
		c.mu.RLock()
		e := c.entries[key]
		c.mu.RUnlock()
		if e != nil && e.gen == gen && now.Before(e.expires) {
			e.write(w)
			return
		}
		rec := &answerRecorder{header: http.Header{}}
		next.ServeHTTP(rec, r)
		a := &sharedAnswer{gen: gen, expires: now.Add(c.ttl), status: rec.status, header: rec.header, body: rec.body.Bytes()}
		if a.status == 0 {
			a.status = http.StatusOK
		}
		a.write(w)
		if a.status == http.StatusOK && len(a.header.Values("Set-Cookie")) == 0 && len(a.body) <= sharedAnswerMaxLen {
			c.keep(key, a, now)
		}
	})
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
	if c.gen.Load() != a.gen {
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

// changesNothingShared are the routes of other methods than GET that change
// nothing a kept answer shows, and come with nearly every page view: the
// views counted in memory (written in batches, see handleJobView), the
// web-vitals reports and the sign-ins, which write sessions only.
var changesNothingShared = map[string]bool{
	"POST /api/jobs/{id}/view":    true,
	"POST /api/blogs/{id}/view":   true,
	"POST /api/vitals":            true,
	"POST /api/customers/login":   true,
	"POST /api/admin-users/login": true,
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
