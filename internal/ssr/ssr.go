// Package ssr draws the web app's public pages on the server: it runs the
// app's server build (web/dist/.ssr.js, made from web/src/server/render.tsx)
// in QuickJS, an embedded JavaScript engine written in pure Go, so the binary
// needs no Node.js and no cgo. A page is drawn by the same React components
// the browser hydrates, with the data the API answers, in the reader's
// language.
//
// A Renderer keeps a pool of engines, one per render at a time. A render
// that fails or runs out of time is reported as an error: the caller then
// serves the app's empty shell, which the browser draws, and the engine it
// ran on is replaced.
package ssr

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"modernc.org/quickjs"
)

// Fetch answers a GET of the API for the page being drawn: the status and
// the body, as the API would answer a visitor who is not signed in.
type Fetch func(ctx context.Context, address string) (status int, body []byte)

// Options configure a Renderer.
type Options struct {
	// Script is the server build of the app.
	Script string
	// Fetch answers the API calls the page makes.
	Fetch Fetch
	// Engines is how many pages can be drawn at once (the pool's size).
	Engines int
	// Timeout bounds one render, from its start to its HTML.
	Timeout time.Duration
	// MemoryLimit bounds one engine's heap, in bytes.
	MemoryLimit uintptr
	Log         *slog.Logger
}

// Page is a drawn page.
type Page struct {
	// HTML is what goes inside <div id="root">.
	HTML string `json:"-"`
	// Title is the tab's title the page asked for, in its language, or ""
	// when it named none (the head then keeps the server's or index.html's).
	Title string
	// Description is the page's own words about itself (a list's intro), in
	// its language, or "" for a page the server describes from its content.
	Description string
	// State is the Redux store's state the page was drawn with, as JSON.
	State json.RawMessage
	// Answers are the API's answers the page was drawn with, by "GET
	// address", as JSON: the browser uses them instead of asking again.
	Answers json.RawMessage
	// Seeds are what parts of the page loaded for themselves rather than
	// into the store (web/src/lib/seeds.ts), by name, as JSON.
	Seeds json.RawMessage
	// Language is the language the page was drawn in.
	Language string
	// RenderedAt is when it was drawn, in milliseconds since the epoch: the
	// browser counts ages from then while it hydrates.
	RenderedAt int64
}

// Stats are the renderer's counts since it started.
type Stats struct {
	Renders, Failures, Timeouts int64
	// Busy counts the pages that found no free engine in time (not renders).
	Busy int64
	// RenderNanos is the time spent rendering, over all renders.
	RenderNanos int64
}

// Renderer draws pages on a pool of engines.
type Renderer struct {
	opts     Options
	bytecode []byte
	pool     chan *engine
	renders  atomic.Int64
	busy     atomic.Int64
	failures atomic.Int64
	timeouts atomic.Int64
	nanos    atomic.Int64
	closing  sync.Once
	// routes are the app's address patterns, split into segments; nil
	// when the build names none.
	routes [][]string
}

// ErrTimeout is returned when a render runs out of its time.
var ErrTimeout = errors.New("ssr: the render ran out of time")

// ErrBusy is returned when no engine came free within the render's time.
var ErrBusy = errors.New("ssr: every engine was busy for the render's whole time")

// New compiles the script and starts the pool's first engine; the others
// start on first use.
func New(opts Options) (*Renderer, error) {
	if opts.Engines <= 0 {
		opts.Engines = 2
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 2 * time.Second
	}
	if opts.MemoryLimit == 0 {
		opts.MemoryLimit = 256 << 20
	}
	if opts.Log == nil {
		opts.Log = slog.Default()
	}
	vm, err := quickjs.NewVM()
	if err != nil {
		return nil, err
	}
	bytecode, err := vm.Compile(opts.Script, 0)
	vm.Close()
	if err != nil {
		return nil, fmt.Errorf("ssr: compiling the server build: %w", err)
	}
	r := &Renderer{opts: opts, bytecode: bytecode, pool: make(chan *engine, opts.Engines)}
	first, err := r.newEngine()
	if err != nil {
		return nil, err
	}
	r.routes = first.routes(opts.Log)
	r.pool <- first
	// The others start beside the first requests; one that cannot start is
	// started again when it is taken.
	for i := 1; i < opts.Engines; i++ {
		go func() {
			e, err := r.newEngine()
			if err != nil {
				opts.Log.Error("ssr: starting an engine", "err", err)
				e = nil
			}
			r.pool <- e
		}()
	}
	return r, nil
}

// routes reads the app's address patterns ("/job/:jobId") off a started
// engine, or nil when its build does not name them.
func (e *engine) routes(log *slog.Logger) [][]string {
	out, err := e.vm.Call("jpRoutes")
	text, ok := out.(string)
	var patterns []string
	if err == nil && ok {
		err = json.Unmarshal([]byte(text), &patterns)
	}
	if err != nil || !ok || len(patterns) == 0 {
		log.Warn("ssr: the server build names no routes; every address is the app's", "err", err)
		return nil
	}
	routes := make([][]string, len(patterns))
	for i, p := range patterns {
		routes[i] = segments(p)
	}
	return routes
}

// segments are the non-empty parts of a path between its slashes.
func segments(path string) []string {
	return strings.FieldsFunc(path, func(c rune) bool { return c == '/' })
}

// Takes reports whether the app has a page for path (escaped, as the
// address came), as its router matches addresses: segment by segment, each
// read from its escapes, a word in any case, a parameter (":id")
// any segment, a slash at the end ignored. An address none of the app's
// routes takes is its not-found page. With no routes known, every path is
// taken.
func (r *Renderer) Takes(path string) bool {
	if r.routes == nil {
		return true
	}
	parts := segments(path)
	for _, route := range r.routes {
		if len(route) != len(parts) {
			continue
		}
		match := true
		for i, want := range route {
			if !strings.HasPrefix(want, ":") && !strings.EqualFold(want, decoded(parts[i])) {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// decoded is a path segment with its escapes read, as the router compares it.
func decoded(segment string) string {
	if d, err := url.PathUnescape(segment); err == nil {
		return d
	}
	return segment
}

// Stats returns the counts since the renderer started.
func (r *Renderer) Stats() Stats {
	return Stats{Renders: r.renders.Load(), Failures: r.failures.Load(), Timeouts: r.timeouts.Load(), Busy: r.busy.Load(),
		RenderNanos: r.nanos.Load()}
}

// Render draws the page at url (a path with its query) in language.
//
// The time limit counts from the call, the wait for a free engine included:
// under more pages at once than the engines draw, a page waits at most that
// long and then goes out as the shell (ErrBusy), rather than its reader
// waiting longer still.
func (r *Renderer) Render(ctx context.Context, url, language string) (*Page, error) {
	deadline := time.Now().Add(r.opts.Timeout)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	wait := time.NewTimer(time.Until(deadline))
	defer wait.Stop()
	var e *engine
	select {
	case e = <-r.pool:
	case <-wait.C:
		r.busy.Add(1)
		return nil, ErrBusy
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	start := time.Now()
	page, err := r.renderOn(ctx, &e, url, language, deadline)
	r.giveBack(e)
	r.renders.Add(1)
	r.nanos.Add(int64(time.Since(start)))
	if err != nil {
		r.failures.Add(1)
		if errors.Is(err, ErrTimeout) {
			r.timeouts.Add(1)
		}
	}
	return page, err
}

// giveBack returns an engine to the pool after a render. One that failed
// (nil) is replaced beside the pages rather than by the next page: starting
// an engine takes seconds when the CPUs are busy, longer than a page's time,
// and a page that started one would run out of time, lose the new engine
// with it, and leave the next page to start another.
func (r *Renderer) giveBack(e *engine) {
	if e != nil {
		r.pool <- e
		return
	}
	go func() {
		e, err := r.newEngine()
		if err != nil {
			r.opts.Log.Error("ssr: starting an engine", "err", err)
			e = nil // started again when it is taken
		}
		r.pool <- e
	}()
}

func (r *Renderer) renderOn(ctx context.Context, slot **engine, url, language string, deadline time.Time) (page *Page, err error) {
	left := time.Until(deadline)
	if left <= 0 {
		// Nothing left of the request's time: no render (a zero limit would mean none).
		return nil, ErrTimeout
	}
	if *slot == nil {
		// Only when starting one beside the pages failed.
		e, err := r.newEngine()
		if err != nil {
			return nil, err
		}
		*slot = e
		// The start took the page's time: the engine is kept, the page goes without.
		if left = time.Until(deadline); left <= 0 {
			return nil, ErrTimeout
		}
	}
	e := *slot
	defer func() {
		if err != nil {
			// An engine that failed mid-render may hold its state: start
			// afresh next time.
			e.close()
			*slot = nil
		}
	}()
	e.ctx = ctx
	defer func() { e.ctx = nil }()
	if err := e.vm.SetEvalTimeout(left); err != nil {
		return nil, err
	}
	defer e.vm.SetEvalTimeout(0)
	if _, err := e.vm.Call("jpResetTimers"); err != nil {
		return nil, r.failed(deadline, "reset", err)
	}
	if _, err := e.vm.Call("jpStart", url, language); err != nil {
		return nil, r.failed(deadline, "start", err)
	}
	if err := e.settle(deadline); err != nil {
		return nil, r.failed(deadline, "load", err)
	}
	// A part of the page that waited for its code or its texts (the first
	// time an engine draws a kind of page) is drawn again once they are in.
	var text string
	for round := 0; text == ""; round++ {
		out, err := e.vm.Call("jpFinish", round >= 2)
		if err != nil {
			return nil, r.failed(deadline, "draw", err)
		}
		var ok bool
		if text, ok = out.(string); !ok {
			return nil, fmt.Errorf("ssr: the render returned %T", out)
		}
		if text == "" {
			if err := e.settle(deadline); err != nil {
				return nil, r.failed(deadline, "load", err)
			}
		}
	}
	// One line of JSON (the state, the answers, the head), then the HTML as it is.
	meta, html, ok := strings.Cut(text, "\n")
	if !ok {
		return nil, errors.New("ssr: the render returned no HTML")
	}
	page = new(Page)
	if err := json.Unmarshal([]byte(meta), page); err != nil {
		return nil, fmt.Errorf("ssr: reading the render: %w", err)
	}
	page.HTML = html
	return page, nil
}

func (r *Renderer) failed(deadline time.Time, step string, err error) error {
	if !time.Now().Before(deadline) {
		return fmt.Errorf("%w (%s: %v)", ErrTimeout, step, err)
	}
	return fmt.Errorf("ssr: %s: %w", step, err)
}

// Close stops the engines that are idle; a render in flight finishes first.
func (r *Renderer) Close() {
	r.closing.Do(func() {
		for i := 0; i < cap(r.pool); i++ {
			if e := <-r.pool; e != nil {
				e.close()
			}
		}
	})
}

type engine struct {
	vm  *quickjs.VM
	ctx context.Context
}

func (r *Renderer) newEngine() (*engine, error) {
	vm, err := quickjs.NewVM()
	if err != nil {
		return nil, err
	}
	e := &engine{vm: vm}
	vm.SetMemoryLimit(r.opts.MemoryLimit)
	fetch := r.opts.Fetch
	err = vm.RegisterHostFunc("__jp_fetch", func(args []any) (any, error) {
		if len(args) != 2 {
			return nil, errors.New("__jp_fetch(method, address)")
		}
		method, _ := args[0].(string)
		address, _ := args[1].(string)
		if method != "GET" {
			return nil, fmt.Errorf("the server's render only reads, not %s", method)
		}
		ctx := e.ctx
		if ctx == nil {
			ctx = context.Background()
		}
		status, body := fetch(ctx, address)
		return strconv.Itoa(status) + "\n" + string(body), nil
	})
	if err == nil {
		err = vm.RegisterHostFunc("__jp_log", func(args []any) (any, error) {
			if len(args) == 2 {
				level, _ := args[0].(string)
				message, _ := args[1].(string)
				switch level {
				case "error":
					r.opts.Log.Error("ssr: the app said", "message", message)
				case "warn":
					r.opts.Log.Warn("ssr: the app said", "message", message)
				default:
					r.opts.Log.Debug("ssr: the app said", "message", message)
				}
			}
			return quickjs.Undefined{}, nil
		})
	}
	if err == nil {
		_, err = vm.EvalBytecode(r.bytecode)
	}
	if err == nil {
		_, err = vm.Call("jpWarmUp")
	}
	if err == nil {
		err = e.settle(time.Now().Add(30 * time.Second))
	}
	if err != nil {
		vm.Close()
		return nil, fmt.Errorf("ssr: starting an engine: %w", err)
	}
	return e, nil
}

// settle runs the promise jobs and the due timers until the render has
// nothing left to wait for.
func (e *engine) settle(deadline time.Time) error {
	for round := 0; ; round++ {
		if !time.Now().Before(deadline) {
			return ErrTimeout
		}
		jobs, err := e.vm.ExecutePendingJobs()
		if err != nil {
			return err
		}
		ticked, err := e.vm.Call("jpTick")
		if err != nil {
			return err
		}
		pending, err := e.vm.Call("jpPending")
		if err != nil {
			return err
		}
		if jobs == 0 && asInt(ticked) == 0 && pending != true {
			return nil
		}
		if round > 10000 {
			return errors.New("the render does not settle")
		}
	}
}

func asInt(v any) int {
	switch n := v.(type) {
	case int:
		return n
	case int64:
		return int(n)
	case float64:
		return int(n)
	}
	return 0
}

func (e *engine) close() {
	if e != nil && e.vm != nil {
		e.vm.Close()
		e.vm = nil
	}
}
