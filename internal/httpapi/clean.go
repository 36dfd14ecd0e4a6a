package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"jobportal/internal/jobportal"
)

// The one cleaning step that every text of a request passes before a
// handler sees it: the JSON decoder (cleanJSON), the form reader (decodeForm)
// and the router, for the path and the query (cleanRequest), all ask
// cleanText. Bytes that are not UTF-8 and control characters other than tab
// and line feed are refused with a 422 naming the field, parameter or path
// part: PostgreSQL refuses NUL in text, SQLite would store it, and neither
// belongs in a name, an email or a letter. A carriage return that ends a
// line (CRLF, as browsers send a textarea in a form) is written as a plain
// line feed instead, since refusing it would refuse ordinary text. Spaces
// are left as they came: passwords keep every character, and the domain
// trims the fields where spaces mean nothing (names, emails, titles).

// cleanText returns s with each CRLF written as LF, or, when s holds
// something that is not accepted, the sentence that says what.
func cleanText(s string) (clean, problem string) {
	plain := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 0x20 && c != '\t' && c != '\n') || c >= 0x7f {
			plain = false
			break
		}
	}
	if plain {
		return s, ""
	}
	if !utf8.ValidString(s) {
		return "", "This text is not valid UTF-8."
	}
	for i, r := range s {
		if r == '\r' && strings.HasPrefix(s[i+1:], "\n") {
			continue
		}
		if unicode.IsControl(r) && r != '\t' && r != '\n' {
			return "", fmt.Sprintf("This text holds a control character (U+%04X), which is not accepted.", r)
		}
	}
	return strings.ReplaceAll(s, "\r\n", "\n"), ""
}

// printableName returns a field or parameter name fit to be shown in an
// error: a name that itself failed cleaning has its odd characters shown as
// U+FFFD.
func printableName(name string) string {
	name = strings.ToValidUTF8(name, "\uFFFD")
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return '\uFFFD'
		}
		return r
	}, name)
}

// textProblems is the 422 for the texts that failed cleaning. what says
// where they came from ("field", "parameter", "path part").
func textProblems(what string, p jobportal.Problems) error {
	if len(p) == 0 {
		return nil
	}
	msg := fmt.Sprintf("The %s %q holds characters that are not accepted: %s", what, p[0].Field,
		strings.ToLower(p[0].Message[:1])+p[0].Message[1:])
	if len(p) > 1 {
		msg = "Some " + what + "s hold characters that are not accepted; please correct the highlighted ones."
	}
	return &jobportal.Error{Code: jobportal.EINVALID, Message: msg, Fields: p}
}

// maxJSONDepth bounds the nesting of a JSON body. The API's bodies nest two
// levels at most; a deeper one only costs memory to walk.
const maxJSONDepth = 32

// jsonLevel is an object or array that cleanJSON is inside.
type jsonLevel struct {
	object bool
	n      int    // the members or elements written so far
	key    string // in an object, the key of the member being read
	hasKey bool   // in an object, whether key awaits its value
}

// cleanJSON walks a JSON body token by token, cleans every string in it
// (keys too) and returns the body written again with the cleaned strings,
// for the strict decoder. Problems are named by their path in the body
// (name, subTopics[1], a.b). The body's own bytes are checked, since
// encoding/json quietly turns bytes that are not UTF-8 into U+FFFD. A body
// that is not one JSON value returns the decoder's error, which decodeError
// reads.
func cleanJSON(body []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var (
		out   bytes.Buffer
		stack []jsonLevel
		p     jobportal.Problems
		prev  int64
		done  bool // the top-level value is complete
	)
	out.Grow(len(body))
	for {
		tok, err := dec.Token()
		switch {
		case done && err == io.EOF:
			return out.Bytes(), textProblems("field", p)
		case done:
			return nil, errTrailingData
		case err == io.EOF && len(stack) > 0:
			return nil, io.ErrUnexpectedEOF // the decoder's Token says only EOF
		case err != nil:
			return nil, err
		}
		raw := body[prev:dec.InputOffset()]
		prev = dec.InputOffset()
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			stack = stack[:len(stack)-1]
			out.WriteByte(byte(d))
			if len(stack) == 0 {
				done = true
			} else {
				stack[len(stack)-1].hasKey = false
			}
			continue
		}
		var top *jsonLevel
		if len(stack) > 0 {
			top = &stack[len(stack)-1]
		}
		if top != nil && top.object && !top.hasKey {
			// An object's key; the decoder allows nothing else here.
			key, _ := tok.(string)
			if top.n > 0 {
				out.WriteByte(',')
			}
			top.n++
			clean, problem := cleanJSONString(raw, key)
			if problem != "" {
				p.Add(jsonPath(stack, printableName(key)), problem)
			}
			top.key, top.hasKey = clean, true
			writeJSONString(&out, clean)
			out.WriteByte(':')
			continue
		}
		if top != nil && !top.object {
			if top.n > 0 {
				out.WriteByte(',')
			}
			top.n++
		}
		switch v := tok.(type) {
		case json.Delim: // '{' or '['
			if len(stack) == maxJSONDepth {
				return nil, jobportal.Errorf(jobportal.EBADREQUEST, "The request body is nested too deeply.")
			}
			stack = append(stack, jsonLevel{object: v == '{'})
			out.WriteByte(byte(v))
			continue
		case string:
			clean, problem := cleanJSONString(raw, v)
			if problem != "" {
				p.Add(jsonPath(stack, ""), problem)
			}
			writeJSONString(&out, clean)
		case json.Number:
			out.WriteString(v.String())
		case bool:
			out.WriteString(strconv.FormatBool(v))
		case nil:
			out.WriteString("null")
		}
		if top == nil {
			done = true
		} else if top.object {
			top.hasKey = false
		}
	}
}

// errTrailingData is the error of a body with more after its JSON value.
var errTrailingData = errors.New("json: data after the top-level value")

// cleanJSONString cleans a string token: raw is the body's bytes that held
// it, which must be UTF-8 themselves, and s its decoded value.
func cleanJSONString(raw []byte, s string) (clean, problem string) {
	if !utf8.Valid(raw) {
		return "", "This text is not valid UTF-8."
	}
	return cleanText(s)
}

// jsonPath names the place in a body that the stack leads to, ending in
// last when it is a key; a value at the top level is the body itself.
func jsonPath(stack []jsonLevel, last string) string {
	var b strings.Builder
	for i, l := range stack {
		switch {
		case !l.object:
			fmt.Fprintf(&b, "[%d]", l.n-1)
		case i == len(stack)-1 && last != "":
			// The key being named is the last part.
		case l.hasKey:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(printableName(l.key))
		}
	}
	if last != "" {
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(last)
	}
	if b.Len() == 0 {
		return "body"
	}
	return b.String()
}

// writeJSONString writes s as a JSON string.
func writeJSONString(out *bytes.Buffer, s string) {
	b, _ := json.Marshal(s) // a string always marshals
	out.Write(b)
}

// cleanRequest cleans the path and the query of every request to a pattern
// before its handler runs: each wildcard's value (the whole path, named
// "path", for a pattern that takes a subtree) and each query parameter's
// name and values. A problem is answered with a 422 naming them, as JSON on
// the API and as plain text elsewhere (feeds, media, pages).
func cleanRequest(pattern string, h http.Handler) http.Handler {
	path := pattern
	if _, p, ok := strings.Cut(pattern, " "); ok {
		path = strings.TrimSpace(p)
	}
	var wildcards []string
	for _, seg := range strings.Split(path, "/") {
		if name := strings.TrimSuffix(wildcard(seg), "..."); name != "" && name != "$" {
			wildcards = append(wildcards, name)
		}
	}
	subtree := strings.HasSuffix(path, "/")
	api := strings.HasPrefix(path, "/api/")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		err := cleanPath(r, wildcards, subtree)
		if err == nil {
			err = cleanQuery(r)
		}
		if err != nil {
			if api {
				Error(w, r, err)
			} else {
				plainError(w, http.StatusUnprocessableEntity, jobportal.ErrorMessage(err))
			}
			return
		}
		h.ServeHTTP(w, r)
	})
}

// cleanPath cleans the path values of r's wildcards, or its whole path.
func cleanPath(r *http.Request, wildcards []string, subtree bool) error {
	var p jobportal.Problems
	if subtree {
		if _, problem := cleanText(r.URL.Path); problem != "" {
			p.Add("path", problem)
		}
	}
	for _, name := range wildcards {
		v := r.PathValue(name)
		clean, problem := cleanText(v)
		if problem != "" {
			p.Add(name, problem)
		} else if clean != v {
			r.SetPathValue(name, clean)
		}
	}
	return textProblems("path part", p)
}

// cleanQuery cleans r's query parameters, and writes the query again when
// cleaning changed a name or a value, so that handlers read the cleaned ones.
func cleanQuery(r *http.Request) error {
	if r.URL.RawQuery == "" {
		return nil
	}
	q := r.URL.Query()
	var p jobportal.Problems
	clean := make(url.Values, len(q))
	changed := false
	for name, values := range q {
		cleanName, problem := cleanText(name)
		if problem != "" {
			p.Add(printableName(name), problem)
			continue
		}
		changed = changed || cleanName != name
		for _, v := range values {
			cleanValue, problem := cleanText(v)
			if problem != "" {
				p.Add(name, problem)
				break
			}
			changed = changed || cleanValue != v
			clean[cleanName] = append(clean[cleanName], cleanValue)
		}
	}
	if len(p) > 0 {
		// Maps are walked in no set order; the answer should not be.
		slices.SortFunc(p, func(a, b jobportal.FieldError) int { return strings.Compare(a.Field, b.Field) })
		return textProblems("parameter", p)
	}
	if changed {
		r.URL.RawQuery = clean.Encode()
	}
	return nil
}
