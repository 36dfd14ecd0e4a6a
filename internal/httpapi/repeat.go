package httpapi

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// Writes sent again. A write whose answer never arrived (its server died, a
// network dropped it) may or may not have happened; sent again blindly it
// could apply twice. The app names each write with an Idempotency-Key; the
// server keeps the key with the answer (store/request_keys.go), records in
// the write's own transaction that the write happened, and answers a repeat
// of the key from what it kept. A load balancer may then send a write again
// to another server when its server died mid-request (docs/OPERATIONS.md).
//
// A repeat that finds the key:
//   - answered: gets the same answer again (marked Idempotent-Replayed);
//   - being worked on by a live server: waits for its answer;
//   - held by a server that stopped (its lease ran out) before its write:
//     is worked on here, as a first try;
//   - held by a server that stopped after its write but before keeping the
//     answer: 409, the write is not made twice.
const requestKeyHeader = "Idempotency-Key"

const (
	// requestKeyLease is how long a server holds a key it works on without
	// renewing it; a repeat waits at most this long for a server that died.
	requestKeyLease = 2 * time.Second
	// maxKeptAnswer is the largest answer kept whole; a repeat of a larger
	// one is told the write was done.
	maxKeptAnswer = 256 << 10
	// requestKeyPoll is how often a repeat looks for the first try's answer.
	requestKeyPoll = 50 * time.Millisecond
)

// RequestKeyKeep is how long the keys of writes are kept (the server's
// hourly clean-up prunes older ones): clients repeat a write within minutes.
const RequestKeyKeep = 24 * time.Hour

// unkeyedWrites are the writes a key is not kept for. Sign-ins answer with a
// new token, which is stored nowhere in plain text, and are harmless to run
// twice (a second sign-in is a second session); the others are the same
// when run twice, and the vitals are the browser's measures of a page.
var unkeyedWrites = map[string]bool{
	"POST /api/customers/login":     true,
	"POST /api/admin-users/login":   true,
	"POST /api/admin/refresh-token": true,
	"POST /api/customers/logout":    true,
	"POST /api/admin/logout":        true,
	"POST /alerts/unsubscribe":      true,
	"POST /api/vitals":              true,
	// A CV's PDF, made again on a repeat: it is a file to download, and
	// each making keeps only the newest exports.
	"POST /api/cvs/{id}/generate-pdf": true,
}

var (
	errBadRequestKey = jobportal.Errorf(jobportal.EBADREQUEST,
		"The Idempotency-Key header must be 1 to 200 visible characters.")
	errDoneBefore = jobportal.Errorf(jobportal.ECONFLICT,
		"This was saved already, but its answer was lost. Reload the page to see it.")
	errStillWorking = jobportal.Errorf(jobportal.ECONFLICT,
		"This is still being saved. Please wait a moment, then reload the page.")
)

// keyedWrite wraps the handler of a write route so that requests naming an
// Idempotency-Key run once however often they are sent.
func (s *Server) keyedWrite(pattern string, next http.Handler) http.Handler {
	method, _, _ := strings.Cut(pattern, " ")
	switch method {
	case http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete:
	default:
		return next
	}
	if unkeyedWrites[pattern] {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw := r.Header.Get(requestKeyHeader)
		if raw == "" {
			next.ServeHTTP(w, r)
			return
		}
		if !visibleASCII(raw, 200) {
			Error(w, r, errBadRequestKey)
			return
		}
		s.runKeyed(w, r, keyOfRequest(raw, pattern, r.URL.Path, r.Header.Get("x-auth-token")), next)
	})
}

// keyOfRequest names a key for one route of one account: the same key sent
// by another account, or to another address, is another key.
func keyOfRequest(raw, pattern, path, token string) string {
	h := sha256.New()
	for _, part := range []string{raw, pattern, path, token} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

func visibleASCII(s string, max int) bool {
	if len(s) == 0 || len(s) > max {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}

func (s *Server) runKeyed(w http.ResponseWriter, r *http.Request, key string, next http.Handler) {
	ctx := r.Context()
	for {
		claimed, rk, err := s.db.ClaimRequestKey(ctx, key, s.instance, requestKeyLease)
		if err != nil {
			Error(w, r, err)
			return
		}
		if claimed {
			s.firstTry(w, r, key, next)
			return
		}
		if rk, err = s.awaitAnswer(ctx, key, rk); errors.Is(err, sql.ErrNoRows) {
			continue // the first try failed and let go of the key: this one runs it
		} else if err != nil {
			Error(w, r, err)
			return
		}
		switch {
		case rk.Status != 0:
			replayAnswer(w, r, rk)
			return
		case rk.Wrote:
			Error(w, r, errDoneBefore)
			return
		}
		took, err := s.db.TakeOverRequestKey(ctx, key, s.instance, requestKeyLease)
		if err != nil {
			Error(w, r, err)
			return
		}
		if took {
			s.firstTry(w, r, key, next)
			return
		}
	}
}

// awaitAnswer waits while another server is working on key under a live
// lease, and returns the key as it is then.
func (s *Server) awaitAnswer(ctx context.Context, key string, rk *store.RequestKey) (*store.RequestKey, error) {
	for rk.Status == 0 && !s.db.Now().After(rk.LeaseUntil) {
		select {
		case <-ctx.Done():
			return nil, errStillWorking
		case <-time.After(requestKeyPoll):
		}
		var err error
		if rk, err = s.db.RequestKey(ctx, key); err != nil {
			return nil, err
		}
	}
	return rk, nil
}

// firstTry runs the write with its key held, and keeps its answer.
func (s *Server) firstTry(w http.ResponseWriter, r *http.Request, key string, next http.Handler) {
	stop := make(chan struct{})
	renewed := make(chan struct{})
	go func() {
		defer close(renewed)
		t := time.NewTicker(requestKeyLease / 3)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				if err := s.db.RenewRequestKey(context.WithoutCancel(r.Context()), key, s.instance, requestKeyLease); err != nil {
					s.log.WarnContext(r.Context(), "renew a request key", "err", err)
				}
			}
		}
	}()
	kw := &keptWriter{statusWriter: statusWriter{ResponseWriter: w}}
	defer func() {
		close(stop)
		<-renewed
		p := recover()
		status := kw.status
		if p != nil {
			status = http.StatusInternalServerError
		}
		s.keepAnswer(r, key, status, kw)
		if p != nil {
			panic(p)
		}
	}()
	next.ServeHTTP(kw, r.WithContext(store.WithRequestKey(r.Context(), key, s.instance)))
}

// keepAnswer stores the answer of a first try. A try that failed without
// writing lets go of its key, so that sending it again runs it again.
func (s *Server) keepAnswer(r *http.Request, key string, status int, kw *keptWriter) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), 5*time.Second)
	defer cancel()
	if status == 0 {
		status = http.StatusOK
	}
	if status >= 500 || status == statusClientClosed {
		dropped, err := s.db.DropRequestKey(ctx, key, s.instance)
		if err != nil {
			s.log.ErrorContext(ctx, "let go of a request key", "err", err)
		}
		if dropped || status == statusClientClosed {
			return
		}
	}
	var body []byte
	if !kw.tooBig {
		body = kw.body.Bytes()
		if body == nil {
			body = []byte{}
		}
	}
	headers, _ := json.Marshal(keptHeaders(kw.Header()))
	if err := s.db.FinishRequestKey(ctx, key, s.instance, status, string(headers), body); err != nil {
		s.log.ErrorContext(ctx, "keep a request's answer", "err", err)
	}
}

// replayAnswer sends a kept answer again.
func replayAnswer(w http.ResponseWriter, r *http.Request, rk *store.RequestKey) {
	if !rk.AnswerKept {
		Error(w, r, errDoneBefore)
		return
	}
	var kept http.Header
	if err := json.Unmarshal([]byte(rk.Headers), &kept); err != nil {
		Error(w, r, errDoneBefore)
		return
	}
	h := w.Header()
	for name, values := range kept {
		h[name] = values
	}
	h.Set("Idempotent-Replayed", "true")
	w.WriteHeader(rk.Status)
	w.Write(rk.Answer)
}

// keptHeaders are the headers of an answer that a repeat gets again: all
// but those of the exchange itself.
func keptHeaders(h http.Header) http.Header {
	kept := h.Clone()
	for _, name := range []string{"Set-Cookie", "X-Request-Id", "Content-Length", "Date"} {
		kept.Del(name)
	}
	return kept
}

// keptWriter passes an answer on, remembering its status (statusWriter),
// and keeps a copy of its body.
type keptWriter struct {
	statusWriter
	body   bytes.Buffer
	tooBig bool
}

func (w *keptWriter) Write(b []byte) (int, error) {
	if !w.tooBig {
		if w.body.Len()+len(b) > maxKeptAnswer {
			w.tooBig = true
			w.body = bytes.Buffer{}
		} else {
			w.body.Write(b)
		}
	}
	return w.statusWriter.Write(b)
}

// newInstanceName names a server's process: random, so that a restarted
// server is another holder than the one that died.
func newInstanceName() string {
	b := make([]byte, 8)
	rand.Read(b)
	return hex.EncodeToString(b)
}
