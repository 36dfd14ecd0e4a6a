// Package httpapi serves the portal's JSON API, its health and metrics
// endpoints, and the React app.
package httpapi

import (
	"jobportal/internal/ssr"

	"context"
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"strings"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"

	"jobportal/internal/blob"
	"jobportal/internal/ocr"
	"jobportal/internal/store"
)

// Config holds what the HTTP layer needs to know about its surroundings.
type Config struct {
	// BaseURL is the public address of the site, used in links sent by email.
	BaseURL string
	// ContactEmail receives messages sent through the contact page.
	ContactEmail string
	// SharedAnswerTTL is how long the finished answers of the public job
	// lists and search are kept and served again (answers.go); zero keeps
	// none.
	SharedAnswerTTL time.Duration
	// SitemapSize is the most addresses one sitemap file holds, each page
	// in every language; 30,000 when zero (feeds.go). Beyond it /sitemap.xml
	// is an index.
	SitemapSize int
	// Blobs keeps uploaded files (flyer images, CVs); nil keeps them in
	// memory, which only tests want.
	Blobs blob.Bucket
	// TrustedProxies are the reverse proxies whose X-Forwarded-For is
	// believed; with none, the socket's peer is the client.
	TrustedProxies []netip.Prefix
	// MetricsToken is the bearer token /metrics asks for. Without it, and
	// unless MetricsOwnAddress is set, /metrics is not served at all.
	MetricsToken string
	// MetricsOwnAddress says that /metrics is served by MetricsHandler on
	// an address of its own; the main handler then answers it with a 404.
	MetricsOwnAddress bool
	// CopiesAtUpload makes the WebP copies of each image the app shows, at
	// every width, in the background as the image is stored, so that its
	// first visitors need not wait for them (media.go). Without it a copy
	// is made when it is first asked for, as it still is when the queue is
	// full; tests leave it off, to know what the store holds.
	CopiesAtUpload bool
	// Disks are folders the server writes to (the SQLite file's, the
	// uploads'): /readyz answers 503 when one has less than MinFreeBytes left.
	Disks []string
	// MinFreeBytes is the least free space /readyz accepts on Disks; 64 MiB
	// when zero.
	MinFreeBytes uint64
	// SweepEvery is how often images stored for something never saved are
	// looked for and removed (media_sweep.go); zero never, which tests want,
	// calling SweepUnclaimedImages themselves.
	SweepEvery time.Duration
	// OCR reads flyers' text for POST /api/jobs/notice; nil reads with the
	// tesseract found on PATH. The flyers' background worker shares it, so
	// that one image is read at a time.
	OCR *ocr.Reader
}

// Server answers HTTP requests.
type Server struct {
	db      *store.DB
	log     *slog.Logger
	cfg     Config
	metrics *metrics
	vitals  *vitals
	views   *viewCounter
	// answers keeps the finished answers of public lists (answers.go).
	answers *sharedAnswers
	// responseTimes keeps companies' response times (response_time.go).
	responseTimes responseTimes
	// postViews counts the views of blog posts as views counts those of jobs.
	postViews *viewCounter
	app       *appHandler
	// renderer draws public pages with the app's components (render.go);
	// nil when the build has no server build.
	renderer *ssr.Renderer
	// unknownTurn lets one address the app has no page for be drawn at a
	// time (seo.go, serveUnknown).
	unknownTurn chan struct{}
	// startTexts ask for a Sinhala or Tamil page's start texts (start_texts.go).
	startTexts map[string]string
	mux        *http.ServeMux
	handler    http.Handler
	// patterns are the mux's patterns, in the order routes registered them.
	patterns []string
	// heads write the head of the pages of each first path segment, and
	// sitemaps list the areas' pages in /sitemap.xml; the areas register them.
	heads    map[string]pageHeadProvider
	sitemaps []sitemapSource
	// quietPaths are not logged when they succeed (probes and scrapes).
	quietPaths map[string]bool
	// blobs keeps uploaded files; variants makes each resized copy of an
	// image once, however many ask for it at the same time.
	blobs    blob.Bucket
	variants singleflight.Group
	// copies makes images' copies as they are stored (CopiesAtUpload).
	copies *copyMaker
	// imageTurns lets each account's uploaded images be worked on one at a
	// time (media_accounts.go).
	imageTurns accountTurns
	// sweeper removes the images nothing claimed (SweepEvery).
	sweeper *sweeper
	// draining is set once the server is told it will stop: /readyz then
	// answers 503 while every other request is still served.
	draining atomic.Bool
	// instance names this server's process among those sharing the
	// database, as the holder of the writes it is working on (repeat.go).
	instance string

	// costs bounds the PDFs made at once and each account's stored files (cvs_costs.go).
	costs *costGuard
}

// New returns a server. web is the built React app (the contents of web/dist).
// Its emails are queued in the database for the outbox's worker to send.
func New(db *store.DB, log *slog.Logger, cfg Config, web fs.FS) (*Server, error) {
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	startTexts := loadStartTexts(web)
	app, err := newAppHandler(web, startTexts)
	if err != nil {
		return nil, err
	}
	if cfg.Blobs == nil {
		cfg.Blobs = blob.NewMemory()
	}
	s := &Server{db: db, log: log, cfg: cfg, metrics: newMetrics(), vitals: newVitals(), app: app,
		quietPaths: map[string]bool{"/healthz": true, "/readyz": true, "/metrics": true}, blobs: cfg.Blobs,
		heads: map[string]pageHeadProvider{}, answers: newSharedAnswers(cfg.SharedAnswerTTL)}
	s.costs = newCostGuard()
	s.unknownTurn = make(chan struct{}, 1)
	s.instance = newInstanceName()
	s.mux = http.NewServeMux()
	s.startTexts = startTexts
	s.routes(s.mux)
	if s.renderer, err = s.newRenderer(web); err != nil {
		return nil, err
	}
	s.handler = s.observe(securityHeaders(cfg.BaseURL, s.mux))
	now := func() time.Time { return db.Now() }
	s.app.kept = newKeptAssets(s.blobs, log, now)
	s.views = newViewCounter(db.CountJobView, db.PruneViewMarks, "job views", log, viewMarksPruneEvery, now)
	s.postViews = newViewCounter(db.CountPostView, db.PruneViewMarks, "blog post views", log, viewMarksPruneEvery, now)
	if cfg.CopiesAtUpload {
		s.copies = newCopyMaker(s)
	}
	if cfg.SweepEvery > 0 {
		s.sweeper = s.startSweeper(cfg.SweepEvery)
	}
	return s, nil
}

// requestDeadline is how long a request's work may take: its database calls
// are stopped then and it is answered 503 (respond.go), so that a database
// that stopped answering holds no request, nor its connection, for longer.
const requestDeadline = 15 * time.Second

// Drain makes /readyz answer 503 from now on, so that a load balancer sends
// no more requests here, while the server goes on answering those it gets.
func (s *Server) Drain() { s.draining.Store(true) }

// Close stops the server's background work. Call it once the HTTP server has stopped,
// before the database closes.
func (s *Server) Close(ctx context.Context) error {
	if s.renderer != nil {
		s.renderer.Close()
	}
	return errors.Join(s.sweeper.close(ctx), s.copies.close(ctx), s.views.close(ctx), s.postViews.close(ctx))
}

// ServeHTTP answers one request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }
