package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"jobportal/internal/blob"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// How every answer is written: the JSON writer, the success and list
// envelopes, and Error, which maps the domain's error codes to statuses.

// codeStatus maps application error codes to HTTP statuses.
var codeStatus = map[string]int{
	jobportal.EBADREQUEST:   http.StatusBadRequest,
	jobportal.EUNAUTHORIZED: http.StatusUnauthorized,
	jobportal.EFORBIDDEN:    http.StatusForbidden,
	jobportal.ENOTFOUND:     http.StatusNotFound,
	jobportal.ECONFLICT:     http.StatusConflict,
	jobportal.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	jobportal.EUNSUPPORTED:  http.StatusUnsupportedMediaType,
	jobportal.EINVALID:      http.StatusUnprocessableEntity,
	jobportal.ETOOMANY:      http.StatusTooManyRequests,
	jobportal.EINTERNAL:     http.StatusInternalServerError,
	jobportal.EUNAVAILABLE:  http.StatusServiceUnavailable,
}

// The answers to faults of the machine rather than of the request.
var (
	databaseUnavailable = &jobportal.Error{Code: jobportal.EUNAVAILABLE, RetryAfter: 5,
		Message: "The service is busy or briefly unavailable. Please try again in a few seconds."}
	storageFull = &jobportal.Error{Code: jobportal.EUNAVAILABLE,
		Message: "The server's storage is full, so nothing new can be saved right now. Please try again later."}
)

type errorBody struct {
	Success bool                   `json:"success"`
	Message string                 `json:"message"`
	Errors  []jobportal.FieldError `json:"errors,omitempty"`
}

// statusClientClosed is the status logged for a request whose client went
// away before it was answered (as nginx logs it); the client never sees it.
const statusClientClosed = 499

// Error answers with the status and message of an application error. Any
// other error is logged with the request id and answered with a 500 that
// reveals nothing of it.
func Error(w http.ResponseWriter, r *http.Request, err error) {
	code := jobportal.ErrorCode(err)
	status, ok := codeStatus[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	var e *jobportal.Error
	if status == http.StatusInternalServerError && errors.Is(err, context.Canceled) && r.Context().Err() != nil {
		// The client went away (a search typed over, a page left) and its
		// request was stopped: nothing failed here, and nobody reads the answer.
		status = statusClientClosed
	} else if status == http.StatusInternalServerError && store.Full(err) {
		slog.ErrorContext(r.Context(), "storage full", "err", err, "request_id", requestID(r.Context()),
			"method", r.Method, "path", r.URL.Path)
		status, e = http.StatusInsufficientStorage, storageFull
		err = e
	} else if status == http.StatusInternalServerError && store.Unavailable(err) {
		// The database (or the S3 store of uploads) is restarting,
		// unreachable, overloaded or slower than the request's deadline: the
		// same request may well succeed shortly.
		what := "database unavailable"
		if errors.Is(err, blob.ErrUnavailable) {
			what = "upload store unavailable"
		}
		slog.WarnContext(r.Context(), what, "err", err, "request_id", requestID(r.Context()),
			"method", r.Method, "path", r.URL.Path)
		status, e = http.StatusServiceUnavailable, databaseUnavailable
		err = e
	} else if status == http.StatusInternalServerError {
		slog.ErrorContext(r.Context(), "internal error", "err", err, "request_id", requestID(r.Context()),
			"method", r.Method, "path", r.URL.Path)
	}
	if errors.As(err, &e) && e.RetryAfter > 0 {
		w.Header().Set("Retry-After", fmt.Sprint(e.RetryAfter))
	}
	body := errorBody{Message: jobportal.ErrorMessage(err)}
	if e != nil {
		body.Errors = e.Fields
	}
	writeJSON(w, status, body)
}

// envelope is the shape of every successful answer but a list's.
type envelope struct {
	Success bool   `json:"success"`
	Data    any    `json:"data,omitempty"`
	Message string `json:"message,omitempty"`
}

// writeJSON writes v as the JSON body with a status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(true)
	enc.Encode(v)
}

// respond writes a success envelope.
func respond(w http.ResponseWriter, status int, data any, message string) {
	writeJSON(w, status, envelope{Success: true, Data: data, Message: message})
}

// listAnswer is the answer of every paged list. SPEC reads a job list's
// data, total and totalPages at the top, so the job lists repeat them there;
// DESIGN adds the pagination that every list carries.
type listAnswer struct {
	Success    bool       `json:"success"`
	Data       any        `json:"data"`
	Total      *int       `json:"total,omitempty"`
	TotalPages *int       `json:"totalPages,omitempty"`
	Pagination pagination `json:"pagination"`
}

// pagination says where a page is in its list.
type pagination struct {
	Page       int `json:"page"`
	Limit      int `json:"limit"`
	Total      int `json:"total"`
	TotalPages int `json:"totalPages"`
}

func newListAnswer(data any, p jobportal.Page, total int) listAnswer {
	return listAnswer{Success: true, Data: data,
		Pagination: pagination{Page: p.Number, Limit: p.Limit, Total: total, TotalPages: p.Pages(total)}}
}

// respondList writes a page of a list.
func respondList(w http.ResponseWriter, data any, p jobportal.Page, total int) {
	writeJSON(w, http.StatusOK, newListAnswer(data, p, total))
}

// respondWhole writes a list that is never paged, whole: page 1 of 1, with
// its total, as every list carries a pagination field. limit is the most
// such a list holds (a short list's limit), or 0 for no limit, which is
// written as the list's own length.
func respondWhole[T any](w http.ResponseWriter, list []T, limit int) {
	if list == nil {
		list = []T{}
	}
	if limit <= 0 {
		limit = len(list)
	}
	writeJSON(w, http.StatusOK, listAnswer{Success: true, Data: list,
		Pagination: pagination{Page: 1, Limit: limit, Total: len(list), TotalPages: 1}})
}

// respondJobs writes a page of a job list, with its totals at the top too.
func respondJobs(w http.ResponseWriter, jobs []*jobportal.Job, p jobportal.Page, total int) {
	a := newListAnswer(jobs, p, total)
	a.Total, a.TotalPages = &a.Pagination.Total, &a.Pagination.TotalPages
	writeJSON(w, http.StatusOK, a)
}

// plainError answers a plain-text error, for clients that read no JSON.
func plainError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	fmt.Fprint(w, strings.TrimRight(msg, "\n")+"\n")
}
