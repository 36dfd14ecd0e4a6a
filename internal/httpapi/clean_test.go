package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"jobportal/internal/jobportal"
)

func TestCleanText(t *testing.T) {
	for _, c := range []struct {
		name, in, want string
		refused        bool
	}{
		{"plain text passes", "Nimali Perera", "Nimali Perera", false},
		{"Sinhala and Tamil pass", "ශ්\u200dරී ලංකා, இலங்கை", "ශ්\u200dරී ලංකා, இலங்கை", false},
		{"tabs and line feeds pass", "a\tb\nc", "a\tb\nc", false},
		{"spaces are kept", "  pass word  ", "  pass word  ", false},
		{"CRLF becomes LF", "one\r\ntwo\r\n", "one\ntwo\n", false},
		{"a NUL is refused", "a\x00b", "", true},
		{"a lone carriage return is refused", "a\rb", "", true},
		{"a carriage return at the end is refused", "a\r", "", true},
		{"an escape is refused", "\x1b[31m", "", true},
		{"DEL is refused", "a\x7fb", "", true},
		{"a C1 control is refused", "a\u0085b", "", true},
		{"a byte that is not UTF-8 is refused", "caf\xe9", "", true},
		{"a cut multi-byte character is refused", "\xe0\xb7", "", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, problem := cleanText(c.in)
			if (problem != "") != c.refused || got != c.want {
				t.Fatalf("cleanText(%q) = %q, %q", c.in, got, problem)
			}
		})
	}
}

func TestCleanJSON(t *testing.T) {
	for _, c := range []struct {
		name, body string
		want       string   // the body written again, when accepted
		fields     []string // the fields named, when refused
	}{
		{"an object passes unchanged", `{"a":"x","n":-1.5e3,"b":true,"z":null,"l":["p",{"q":[]}]}`,
			`{"a":"x","n":-1.5e3,"b":true,"z":null,"l":["p",{"q":[]}]}`, nil},
		{"CRLF in a value becomes LF", `{"message":"Hello\r\nthere"}`, `{"message":"Hello\nthere"}`, nil},
		{"a NUL in a field is named", `{"name":"a\u0000b"}`, "", []string{"name"}},
		{"a NUL in a list is named by its place", `{"subTopics":["IT","a\u0000"]}`, "", []string{"subTopics[1]"}},
		{"a nested field is named by its path", `{"a":{"b":[{"c":"\u0007"}]}}`, "", []string{"a.b[0].c"}},
		{"a field after a nested object is named alone", `{"a":{"b":"x"},"c":"\u0000"}`, "", []string{"c"}},
		{"a NUL in a key is named, shown as U+FFFD", `{"na\u0000me":"x"}`, "", []string{"na\uFFFDme"}},
		{"every field at fault is named", `{"name":"\u0000","email":"x","subject":"\u001b"}`, "", []string{"name", "subject"}},
		{"a top-level string is the body", `"\u0000"`, "", []string{"body"}},
		{"a raw byte that is not UTF-8 is named", "{\"name\":\"caf\xe9\"}", "", []string{"name"}},
		{"a raw C1 control is named", "{\"name\":\"a\u0085\"}", "", []string{"name"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := cleanJSON([]byte(c.body))
			if c.fields == nil {
				if err != nil || string(got) != c.want {
					t.Fatalf("cleanJSON = %s, %v; want %s", got, err, c.want)
				}
				return
			}
			var e *jobportal.Error
			if !errors.As(err, &e) || e.Code != jobportal.EINVALID {
				t.Fatalf("error %v, want a 422", err)
			}
			var names []string
			for _, f := range e.Fields {
				names = append(names, f.Field)
			}
			if !slices.Equal(names, c.fields) {
				t.Fatalf("fields %q, want %q (%s)", names, c.fields, e.Message)
			}
		})
	}
	for _, c := range []struct{ name, body, code, msg string }{
		{"an empty body", "", jobportal.EBADREQUEST, "empty"},
		{"a body of spaces", "  \n ", jobportal.EBADREQUEST, "empty"},
		{"a cut body", `{"name":"x"`, jobportal.EBADREQUEST, "not valid JSON"},
		{"a cut list", `{"l":["x",`, jobportal.EBADREQUEST, "not valid JSON"},
		{"a key without a value", `{"name" "x"}`, jobportal.EBADREQUEST, "not valid JSON"},
		{"two objects", `{} {}`, jobportal.EBADREQUEST, "single JSON object"},
		{"an object and rubbish", `{} x`, jobportal.EBADREQUEST, "single JSON object"},
		{"a raw control character", "{\"name\":\"a\x01\"}", jobportal.EBADREQUEST, "not valid JSON"},
		{"nesting past the limit", strings.Repeat("[", maxJSONDepth+1) + strings.Repeat("]", maxJSONDepth+1),
			jobportal.EBADREQUEST, "nested too deeply"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var dst map[string]any
			err := decodeJSON([]byte(c.body), &dst)
			if jobportal.ErrorCode(err) != c.code || !strings.Contains(jobportal.ErrorMessage(err), c.msg) {
				t.Fatalf("error %v (%s), want %s with %q", err, jobportal.ErrorMessage(err), c.code, c.msg)
			}
		})
	}
	t.Run("nesting up to the limit passes", func(t *testing.T) {
		body := strings.Repeat("[", maxJSONDepth) + strings.Repeat("]", maxJSONDepth)
		if _, err := cleanJSON([]byte(body)); err != nil {
			t.Fatal(err)
		}
	})
}

func TestCleanQueryAndPath(t *testing.T) {
	h := cleanRequest("GET /api/things/{id}", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]any{"q": r.URL.Query()["q"], "id": r.PathValue("id")})
	}))
	mux := http.NewServeMux()
	mux.Handle("GET /api/things/{id}", h)
	for _, c := range []struct {
		name, url string
		status    int
		want      string
	}{
		{"clean values pass", "/api/things/7?q=tea", 200, `"q":["tea"]`},
		{"a CRLF in a value reaches the handler as LF", "/api/things/7?q=a%0D%0Ab", 200, `"q":["a\nb"]`},
		{"a CRLF in a path part reaches the handler as LF", "/api/things/a%0D%0Ab", 200, `"id":"a\nb"`},
		{"a NUL in a value names the parameter", "/api/things/7?q=%00", 422, `"field":"q"`},
		{"a byte that is not UTF-8 names the parameter", "/api/things/7?q=%FF", 422, `"field":"q"`},
		{"a NUL in a parameter's name is shown as U+FFFD", "/api/things/7?q%00=1", 422, `"field":"q�"`},
		{"a NUL in the path names the wildcard", "/api/things/7%00", 422, `"field":"id"`},
		{"the problems are named in order", "/api/things/7?z=%00&a=%00", 422, `"errors":[{"field":"a"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			mux.ServeHTTP(w, httptest.NewRequest("GET", c.url, nil))
			if w.Code != c.status || !strings.Contains(w.Body.String(), c.want) {
				t.Fatalf("%d %s, want %d with %s", w.Code, w.Body.String(), c.status, c.want)
			}
		})
	}
	t.Run("a page's path is checked whole, and answered in plain text", func(t *testing.T) {
		mux := http.NewServeMux()
		mux.Handle("/", cleanRequest("/", http.NotFoundHandler()))
		w := httptest.NewRecorder()
		mux.ServeHTTP(w, httptest.NewRequest("GET", "/job/%00", nil))
		if w.Code != 422 || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") || !strings.Contains(w.Body.String(), `"path"`) {
			t.Fatalf("%d %s %s", w.Code, w.Header().Get("Content-Type"), w.Body.String())
		}
	})
}

// formRequest is a multipart request with the given fields.
func formRequest(fields ...[2]string) *http.Request {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, f := range fields {
		mw.WriteField(f[0], f[1])
	}
	mw.Close()
	r := httptest.NewRequest("POST", "/api/jobs", &buf)
	r.Header.Set("Content-Type", mw.FormDataContentType())
	return r
}

func TestDecodeFormCleans(t *testing.T) {
	t.Run("CRLF from a textarea becomes LF", func(t *testing.T) {
		var in jobportal.ApplicationInput
		if _, err := decodeForm(httptest.NewRecorder(), formRequest([2]string{"coverLetter", "Dear team,\r\nHello."}), &in, nil); err != nil {
			t.Fatal(err)
		}
		if in.CoverLetter != "Dear team,\nHello." {
			t.Fatalf("%q", in.CoverLetter)
		}
	})
	t.Run("each field at fault is named", func(t *testing.T) {
		var in jobportal.ApplicationInput
		_, err := decodeForm(httptest.NewRecorder(), formRequest([2]string{"coverLetter", "a\xffb"}, [2]string{"phone", "077\x00"}), &in, nil)
		var e *jobportal.Error
		if !errors.As(err, &e) || e.Code != jobportal.EINVALID || len(e.Fields) != 2 ||
			e.Fields[0].Field != "coverLetter" || e.Fields[1].Field != "phone" {
			t.Fatalf("%v %+v", err, e)
		}
	})
	t.Run("a body that is not a form is the wrong media type", func(t *testing.T) {
		r := httptest.NewRequest("POST", "/api/jobs", strings.NewReader(`{"coverLetter":"x"}`))
		r.Header.Set("Content-Type", "application/json")
		var in jobportal.ApplicationInput
		if _, err := decodeForm(httptest.NewRecorder(), r, &in, nil); jobportal.ErrorCode(err) != jobportal.EUNSUPPORTED {
			t.Fatalf("%v", err)
		}
	})
}

// checkClean fails when v holds a string that cleaning would change or refuse.
func checkClean(t *testing.T, v reflect.Value) {
	t.Helper()
	switch v.Kind() {
	case reflect.String:
		if clean, problem := cleanText(v.String()); problem != "" || clean != v.String() {
			t.Fatalf("unclean text passed: %q", v.String())
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			checkClean(t, v.Elem())
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			checkClean(t, v.Index(i))
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			checkClean(t, k)
			checkClean(t, v.MapIndex(k))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				checkClean(t, v.Field(i))
			}
		}
	}
}

// crlfToLF writes every CRLF in the strings of a decoded JSON value as LF,
// as cleaning does.
func crlfToLF(v any) any {
	switch v := v.(type) {
	case string:
		return strings.ReplaceAll(v, "\r\n", "\n")
	case []any:
		for i := range v {
			v[i] = crlfToLF(v[i])
		}
	case map[string]any:
		out := map[string]any{}
		for k, x := range v {
			out[strings.ReplaceAll(k, "\r\n", "\n")] = crlfToLF(x)
		}
		return out
	}
	return v
}

// FuzzDecodeJSON feeds the JSON decoder any body. It must never fail with
// anything but an application error (a 500 would follow), what it accepts
// must be clean, and cleaning must not change the meaning of a body: the
// body written again decodes to the original with CRLF as LF.
func FuzzDecodeJSON(f *testing.F) {
	for _, s := range []string{
		`{"title":"Software Engineer","subTopics":["IT and Software"],"salaryMin":150000,"featured":true}`,
		`{"description":"Line one\r\nLine two","country":null}`,
		`{"name":"a\u0000b"}`, "{\"name\":\"caf\xe9\"}", `{"a":{"b":[{"c":"\u001b"}]}}`,
		`{"n\u0000":1}`, `[1,2,[3]]`, `"x"`, `{} {}`, `{"a":`, "", `{"a":"\ud800"}`, `{"a":"\u2028"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var in jobportal.JobInput
		if err := decodeJSON(body, &in); err != nil {
			if code := jobportal.ErrorCode(err); code == jobportal.EINTERNAL {
				t.Fatalf("decoding %q: %v", body, err)
			}
		} else {
			checkClean(t, reflect.ValueOf(in))
		}
		var anything any
		if err := decodeJSON(body, &anything); err != nil {
			if code := jobportal.ErrorCode(err); code == jobportal.EINTERNAL {
				t.Fatalf("decoding %q: %v", body, err)
			}
		} else {
			checkClean(t, reflect.ValueOf(anything))
		}
		clean, err := cleanJSON(body)
		if err != nil {
			return
		}
		// Outside its strings a JSON body is ASCII, so a body accepted whole is UTF-8.
		if !json.Valid(body) || !json.Valid(clean) || !utf8.Valid(body) {
			t.Fatalf("accepted %q as %q", body, clean)
		}
		var before, after any
		if err := json.Unmarshal(body, &before); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(clean, &after); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(crlfToLF(before), after) {
			t.Fatalf("%q became %q", body, clean)
		}
	})
}

// FuzzQueryReaders feeds any query string through the router's cleaning and
// the readers of the job filter and of a page: no panic, no fault but the
// sender's, and only clean text reaches them.
func FuzzQueryReaders(f *testing.F) {
	for _, s := range []string{
		"q=engineer&location=Colombo&jobType=Full+Time+Jobs&page=2&limit=20",
		"subTopics[]=IT+and+Software&subTopics[]=Accounting&salaryMin=1000&currency=usd",
		"q=%00", "q=%FF", "q%00=1", "q=a%0D%0Ab", "page=-1&limit=abc", "q=1&q=2", "a=1;b=2", "%zz",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		r := &http.Request{Method: "GET", URL: &url.URL{Path: "/api/jobs", RawQuery: raw}}
		if err := cleanQuery(r); err != nil {
			if jobportal.ErrorCode(err) != jobportal.EINVALID {
				t.Fatalf("cleaning %q: %v", raw, err)
			}
			return
		}
		q := r.URL.Query()
		checkClean(t, reflect.ValueOf(q))
		if _, err := parseJobFilter(q); jobportal.ErrorCode(err) == jobportal.EINTERNAL {
			t.Fatalf("filter of %q: %v", raw, err)
		}
		if _, err := parsePage(q); jobportal.ErrorCode(err) == jobportal.EINTERNAL {
			t.Fatalf("page of %q: %v", raw, err)
		}
	})
}

// FuzzMultipartReader feeds the form reader any body under a fixed
// boundary: no panic, no fault but the sender's, and what it accepts is clean.
func FuzzMultipartReader(f *testing.F) {
	const boundary = "xYzZY"
	part := func(name, value string) string {
		return "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"\r\n\r\n" + value + "\r\n"
	}
	end := "--" + boundary + "--\r\n"
	for _, s := range []string{
		part("coverLetter", "Dear team,\r\nI keep books.") + part("phone", "077 123 4567") + end,
		part("coverLetter", "a\x00b") + end,
		part("coverLetter", "caf\xe9") + end,
		part("cover\x00Letter", "x") + end,
		part("coverLetter", "x") + part("coverLetter", "y") + end,
		"--" + boundary + "\r\nContent-Disposition: form-data; name=\"cv\"; filename=\"cv.pdf\"\r\n\r\n%PDF-1.4\r\n" + end,
		part("coverLetter", "x"), // no closing boundary
		"",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		r := httptest.NewRequest("POST", "/api/jobs/1/apply", bytes.NewReader(body))
		r.Header.Set("Content-Type", "multipart/form-data; boundary="+boundary)
		var in jobportal.ApplicationInput
		files, err := decodeForm(httptest.NewRecorder(), r, &in, []fileField{{name: "cv", limit: 1 << 10, label: "The CV"}})
		if err != nil {
			if jobportal.ErrorCode(err) == jobportal.EINTERNAL {
				t.Fatalf("reading %q: %v", body, err)
			}
			return
		}
		checkClean(t, reflect.ValueOf(in))
		for name, u := range files {
			if name != "cv" || int64(len(u.Data)) > 1<<10 {
				t.Fatalf("file %q of %d bytes accepted", name, len(u.Data))
			}
		}
	})
}
