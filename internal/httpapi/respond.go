package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strings"

	"jobportal/internal/jobportal"
)

// maxJSONBody bounds a JSON request body; uploads have their own limits.
const maxJSONBody = 1 << 20

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
}

type errorBody struct {
	Success bool                   `json:"success"`
	Message string                 `json:"message"`
	Errors  []jobportal.FieldError `json:"errors,omitempty"`
}

// Error answers with the status and message of an application error. Any
// other error is logged with the request id and answered with a 500 that
// reveals nothing of it.
func Error(w http.ResponseWriter, r *http.Request, err error) {
	code := jobportal.ErrorCode(err)
	status, ok := codeStatus[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	if status == http.StatusInternalServerError {
		slog.ErrorContext(r.Context(), "internal error", "err", err, "request_id", requestID(r.Context()),
			"method", r.Method, "path", r.URL.Path)
	}
	var e *jobportal.Error
	if errors.As(err, &e) && e.RetryAfter > 0 {
		w.Header().Set("Retry-After", fmt.Sprint(e.RetryAfter))
	}
	body := errorBody{Message: jobportal.ErrorMessage(err)}
	if e != nil {
		body.Errors = e.Fields
	}
	writeJSON(w, status, body)
}

// envelope is the shape of every successful answer.
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

// decode reads a JSON request body into dst. It refuses other content types,
// bodies over the size limit, unknown fields and trailing data, each with a
// message a person can act on.
func decode(w http.ResponseWriter, r *http.Request, dst any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || mt != "application/json" {
			return jobportal.Errorf(jobportal.EUNSUPPORTED, "Send the request body as JSON (Content-Type: application/json).")
		}
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxJSONBody)
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return decodeError(err)
	}
	if err := dec.Decode(&struct{}{}); err != io.EOF {
		return jobportal.Errorf(jobportal.EBADREQUEST, "The request body must hold a single JSON object.")
	}
	return nil
}

func decodeError(err error) error {
	var (
		syntax   *json.SyntaxError
		typeErr  *json.UnmarshalTypeError
		tooLarge *http.MaxBytesError
	)
	switch {
	case errors.Is(err, io.EOF):
		return jobportal.Errorf(jobportal.EBADREQUEST, "The request body is empty; send a JSON object.")
	case errors.As(err, &tooLarge):
		return jobportal.Errorf(jobportal.ETOOLARGE, "The request body is too large (at most %d KB).", tooLarge.Limit/1024)
	case errors.As(err, &syntax), errors.Is(err, io.ErrUnexpectedEOF):
		return jobportal.Errorf(jobportal.EBADREQUEST, "The request body is not valid JSON.")
	case errors.As(err, &typeErr):
		if typeErr.Field == "" {
			return jobportal.Errorf(jobportal.EBADREQUEST, "The request body must be a JSON object.")
		}
		return wrongType(typeErr.Field)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return unknownField(strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`))
	default:
		return jobportal.Errorf(jobportal.EBADREQUEST, "The request body could not be read.")
	}
}

// unknownField is the error of a request that sends a field the operation does not take.
func unknownField(name string) error {
	return &jobportal.Error{Code: jobportal.EBADREQUEST, Message: fmt.Sprintf("The field %q is not accepted here.", name),
		Fields: []jobportal.FieldError{{Field: name, Message: "This field is not accepted here."}}}
}

// wrongType is the error of a request that sends a field's value of the wrong type.
func wrongType(name string) error {
	return &jobportal.Error{Code: jobportal.EBADREQUEST, Message: fmt.Sprintf("The field %q has the wrong type.", name),
		Fields: []jobportal.FieldError{{Field: name, Message: "This value has the wrong type."}}}
}
