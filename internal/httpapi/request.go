package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"jobportal/internal/jobportal"
)

// What every handler reads of a request: its JSON body, its query string,
// the ids in its path, its page of a list, and who sent it. Forms with
// files are read by form.go.

// maxJSONBody bounds a JSON request body; uploads have their own limits.
const maxJSONBody = 1 << 20

// decode reads a JSON request body into dst. It refuses a body sent as
// anything but application/json (a browser posts a form to any site without
// asking it first, but never sends this type to another site unasked), bodies
// over the size limit, text that fails cleaning (see cleanJSON), unknown
// fields and trailing data, each with a message a person can act on.
func decode(w http.ResponseWriter, r *http.Request, dst any) error {
	return decodeWithin(w, r, dst, maxJSONBody)
}

// decodeWithin is decode with a size limit of the route's own.
func decodeWithin(w http.ResponseWriter, r *http.Request, dst any, limit int64) error {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "application/json" {
		return jobportal.Errorf(jobportal.EUNSUPPORTED, "Send the request body as JSON (Content-Type: application/json).")
	}
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return decodeError(err)
	}
	return decodeJSON(body, dst)
}

// decodeJSON cleans a JSON body and decodes it strictly into dst.
func decodeJSON(body []byte, dst any) error {
	clean, err := cleanJSON(body)
	if err != nil {
		return decodeError(err)
	}
	dec := json.NewDecoder(bytes.NewReader(clean))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return decodeError(err)
	}
	return nil
}

func decodeError(err error) error {
	var (
		appErr   *jobportal.Error
		syntax   *json.SyntaxError
		typeErr  *json.UnmarshalTypeError
		tooLarge *http.MaxBytesError
	)
	switch {
	case errors.As(err, &appErr):
		return err
	case errors.Is(err, errTrailingData):
		return jobportal.Errorf(jobportal.EBADREQUEST, "The request body must hold a single JSON object.")
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

// queryReader reads the parameters of a query string and notes each problem
// under the parameter's name. A parameter it was not asked for is a problem
// too, so that a misspelt filter is never silently ignored.
// The router has cleaned every name and value before the handler runs (see
// cleanRequest), so what it reads is UTF-8 without control characters.
type queryReader struct {
	q    url.Values
	used map[string]bool
	p    jobportal.Problems
}

func newQueryReader(q url.Values) *queryReader { return &queryReader{q: q, used: map[string]bool{}} }

// str returns the value of the first of names that is given; an empty value
// counts as not given. A parameter given twice is a problem.
func (r *queryReader) str(names ...string) string {
	var found []string
	for _, n := range names {
		r.used[n] = true
		for _, v := range r.q[n] {
			if v = strings.TrimSpace(v); v != "" {
				found = append(found, v)
			}
		}
	}
	if len(found) > 1 {
		r.p.Add(names[0], fmt.Sprintf("Give %s only once.", names[0]))
	}
	if len(found) == 0 {
		return ""
	}
	return found[0]
}

// list returns every value of names, each of which may also hold several
// values separated by commas.
func (r *queryReader) list(names ...string) []string {
	var out []string
	for _, n := range names {
		r.used[n] = true
		for _, v := range r.q[n] {
			for _, part := range strings.Split(v, ",") {
				if part = strings.TrimSpace(part); part != "" {
					out = append(out, part)
				}
			}
		}
	}
	return out
}

// number returns the whole number of the first of names given, or nil.
func (r *queryReader) number(names ...string) *int64 {
	v := r.str(names...)
	if v == "" {
		return nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		r.p.Add(names[0], fmt.Sprintf("%s must be a whole number.", names[0]))
		return nil
	}
	return &n
}

// count returns a page number or size: 0 when not given, -1 when it is not
// a whole number (which validation then refuses).
func (r *queryReader) count(name string) int {
	v := r.str(name)
	if v == "" {
		return 0
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return -1
	}
	return n
}

// page reads the page and limit of a paged list, with their defaults.
func (r *queryReader) page() jobportal.Page {
	return jobportal.NewPage(r.count("page"), r.count("limit"))
}

// err returns the problems found, with every parameter that was not read
// and the field problems of more (a Validate's error). An error of more that
// is not about fields is returned as it is.
func (r *queryReader) err(more error) error {
	var names []string
	for n := range r.q {
		if !r.used[n] {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	for _, n := range names {
		r.p.Add(n, fmt.Sprintf("The parameter %q is not known here.", n))
	}
	if err := r.p.Merge(more); err != nil {
		return err
	}
	return r.p.Err()
}

// parsePage reads the page and limit of a list that takes nothing else.
func parsePage(q url.Values) (jobportal.Page, error) {
	r := newQueryReader(q)
	p := r.page()
	return p, r.err(p.Validate())
}

// pathID reads a numeric id from the path; anything else names nothing, and
// is answered with notFound.
func pathID(r *http.Request, name, notFound string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id <= 0 {
		return 0, jobportal.Errorf(jobportal.ENOTFOUND, "%s", notFound)
	}
	return id, nil
}

// viewer returns the account signed in on a public route, or nil. A token
// that has ended only means that the visitor sees what the public sees.
func (s *Server) viewer(r *http.Request) (*account, error) {
	a, err := s.authenticate(r)
	if code := jobportal.ErrorCode(err); code == jobportal.EUNAUTHORIZED || code == jobportal.EFORBIDDEN {
		return nil, nil
	}
	if a != nil && a.Admin != nil && a.Admin.MustChangePassword {
		return nil, nil // sees what the public sees until the first password is changed
	}
	return a, err
}

// actor is who sent a request that went through the sign-in check (see
// requireKind), as the access rules see them.
func actor(r *http.Request) jobportal.Actor { return accountFrom(r.Context()).actor() }
