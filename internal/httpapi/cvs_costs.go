package httpapi

import (
	"context"
	"runtime"
	"sync"
	"time"

	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// What the files and PDFs of customers may cost the server. A CV's PDF
// takes a core for a moment (seconds when the server is loaded): the whole
// server makes at most as many at once as it has cores, and one account one
// at a time; a request waits at most pdfWait for its turn. Files count
// against their account's storage quota (jobportal.MaxStorage).

// pdfWait is how long a PDF waits for a turn before the request is answered
// that the server is busy.
const pdfWait = 5 * time.Second

// pdfRetryAfter is the Retry-After, in seconds, of a PDF turned away.
const pdfRetryAfter = 10

// renderFunc makes a CV's PDF: cvpdf.Render, but for tests.
type renderFunc func(jobportal.CV, cvpdf.Options) (*cvpdf.Result, error)

// costGuard holds the bounds on what customers' PDFs and files cost.
type costGuard struct {
	// slots holds a token for each PDF being made.
	slots chan struct{}
	// wait is how long a PDF waits for a slot, or for its account's last PDF.
	wait   time.Duration
	render renderFunc
	// accounts lets one account make one PDF at a time.
	accounts accountLocks
	// quota is the bytes of files one customer account may keep.
	quota int64
}

func newCostGuard() *costGuard {
	return &costGuard{slots: make(chan struct{}, runtime.GOMAXPROCS(0)), wait: pdfWait, render: cvpdf.Render,
		quota: jobportal.MaxStorage}
}

// serverBusy answers a PDF that found no slot in time.
var serverBusy = &jobportal.Error{Code: jobportal.EUNAVAILABLE, RetryAfter: pdfRetryAfter,
	Message: "The server is busy making other PDFs. Please try again in a few seconds."}

// accountBusy answers a PDF of an account whose previous one is not done in time.
var accountBusy = &jobportal.Error{Code: jobportal.ETOOMANY, RetryAfter: pdfRetryAfter,
	Message: "Your previous PDF is still being made. Please try again in a few seconds."}

// renderPDF makes a PDF once a slot is free, waiting at most g.wait for one.
func (g *costGuard) renderPDF(ctx context.Context, cv jobportal.CV, opt cvpdf.Options) (*cvpdf.Result, error) {
	t := time.NewTimer(g.wait)
	defer t.Stop()
	select {
	case g.slots <- struct{}{}:
	case <-t.C:
		return nil, serverBusy
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-g.slots }()
	return g.render(cv, opt)
}

// lockAccount waits at most g.wait for the account's previous PDF to be
// done, and returns the function that lets its next one start, which may
// be called more than once.
func (g *costGuard) lockAccount(ctx context.Context, id int64) (func(), error) {
	return g.accounts.lock(ctx, id, g.wait)
}

// accountLocks is a lock per account, held while one of its PDFs is made.
type accountLocks struct {
	mu   sync.Mutex
	held map[int64]*accountLock
}

type accountLock struct {
	token chan struct{}
	users int // holding or waiting; the entry goes when none is left
}

func (l *accountLocks) lock(ctx context.Context, id int64, wait time.Duration) (func(), error) {
	l.mu.Lock()
	if l.held == nil {
		l.held = map[int64]*accountLock{}
	}
	e := l.held[id]
	if e == nil {
		e = &accountLock{token: make(chan struct{}, 1)}
		l.held[id] = e
	}
	e.users++
	l.mu.Unlock()
	leave := func() {
		l.mu.Lock()
		if e.users--; e.users == 0 {
			delete(l.held, id)
		}
		l.mu.Unlock()
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case e.token <- struct{}{}:
		return sync.OnceFunc(func() { <-e.token; leave() }), nil
	case <-t.C:
		leave()
		return nil, accountBusy
	case <-ctx.Done():
		leave()
		return nil, ctx.Err()
	}
}

// checkStorage refuses a file of size bytes that would take the customer's
// files past their quota.
func (s *Server) checkStorage(ctx context.Context, customerID, size int64) error {
	return s.db.CheckStorage(ctx, customerID, size, s.costs.quota)
}

// recordImage counts an image (a flyer, logo, cover or avatar) about to be
// stored at a /media path against its sender's storage, as recordUpload does.
func (s *Server) recordImage(ctx context.Context, path string, size int) error {
	return s.recordUpload(ctx, path, store.UploadImage, int64(size))
}

// recordUpload counts an image about to be stored at a /media path against
// the storage of the customer who sends it, or refuses it when it does not
// fit. Images that admins store, and those made by the server, count against
// no one.
func (s *Server) recordUpload(ctx context.Context, path, kind string, size int64) error {
	a := accountFrom(ctx)
	if a == nil || a.Customer == nil {
		return nil
	}
	return s.db.RecordUpload(ctx, a.Customer.ID, path, kind, size, s.costs.quota)
}
