// Package jobportal holds the domain types of the job portal, their validation
// and the error type every layer uses to say what went wrong.
package jobportal

import (
	"errors"
	"fmt"
)

// Error codes. The HTTP layer maps each to one status.
const (
	ECONFLICT     = "conflict"     // 409: the thing already exists
	EINTERNAL     = "internal"     // 500: a fault of ours
	EINVALID      = "invalid"      // 422: the input breaks a rule
	EBADREQUEST   = "bad_request"  // 400: the request cannot be read
	ENOTFOUND     = "not_found"    // 404
	EUNAUTHORIZED = "unauthorized" // 401: not signed in, or the sign-in failed
	EFORBIDDEN    = "forbidden"    // 403: signed in, but not allowed
	ETOOMANY      = "too_many"     // 429: throttled
	ETOOLARGE     = "too_large"    // 413
	EUNSUPPORTED  = "unsupported"  // 415: wrong content type
	EUNAVAILABLE  = "unavailable"  // 503: a service the request needs (the mail server) refused it
)

// FieldError names one field whose value breaks a rule.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// Error is the application error: a code, a message a person can read, and,
// for invalid input, the fields at fault.
type Error struct {
	Code    string
	Message string
	Fields  []FieldError
	// RetryAfter, in seconds, goes with ETOOMANY.
	RetryAfter int
}

func (e *Error) Error() string {
	return fmt.Sprintf("jobportal error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an application error with the given code.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of an application error, EINTERNAL for any other
// error and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the message of an application error, or a generic one
// that reveals nothing of the inner error.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return "Something went wrong on our side. Please try again."
}

// Problems gathers field errors during validation.
type Problems []FieldError

// Add records a problem with a field.
func (p *Problems) Add(field, message string) { *p = append(*p, FieldError{field, message}) }

// Err returns an EINVALID error listing the problems, or nil when there are none.
func (p Problems) Err() error {
	if len(p) == 0 {
		return nil
	}
	msg := p[0].Message
	if len(p) > 1 {
		msg = "Please correct the highlighted fields."
	}
	return &Error{Code: EINVALID, Message: msg, Fields: p}
}

// Merge adds the field problems of err, an EINVALID error from a Validate or
// an Err, so that one answer lists every field at fault. It returns nil when
// err is nil or was merged, and err itself otherwise: a fault that is not
// about fields must not be mistaken for one.
func (p *Problems) Merge(err error) error {
	var e *Error
	if err == nil {
		return nil
	}
	if !errors.As(err, &e) || e.Code != EINVALID || len(e.Fields) == 0 {
		return err
	}
	*p = append(*p, e.Fields...)
	return nil
}
