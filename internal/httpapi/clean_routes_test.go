package httpapi_test

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// TestEveryTextIsCleaned sends, to every route the server lists, text that
// the database must never see: a NUL (\u0000, %00) and bytes that are not
// UTF-8 (%FF), in each string field of the route's request body, in a query
// parameter and in each wildcard of its path. Every answer must be a 422
// that names the field, parameter or path part, and the database must be
// exactly as it was.
//
// The routes come from Server.Routes, so a route added later is tested
// without anyone remembering to. Its body's fields come from its request
// schema in docs/openapi.yaml, which TestOpenAPIDescribesEveryRoute makes
// every route have. A route described without a body is tested on its path
// and query only: its body, if it ever reads one, is covered by
// TestBodiesAreReadOnlyByTheCleaningReaders, which fails when a handler reads
// a body other than through decode or decodeForm. A route with a wildcard
// this test has no value for fails until pathValues gives one.
func TestEveryTextIsCleaned(t *testing.T) {
	spec := mustLoadOpenAPI(t)
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			e, raw, tokens, values := newRouteFixture(t, d)
			before := fingerprint(t, raw, d)
			for _, pattern := range e.srv.Routes() {
				method, path, ok := strings.Cut(pattern, " ")
				if !ok {
					method, path = "GET", pattern // a pattern for every method
				}
				t.Run(pattern, func(t *testing.T) {
					e := e.sub(t)
					url := values.fill(t, path)
					api := strings.HasPrefix(path, "/api/")
					var op *openapi3.Operation
					if item := spec.Paths.Find(path); item != nil {
						op = item.GetOperation(method)
					}
					if op != nil && op.RequestBody != nil {
						t.Run("body", func(t *testing.T) {
							e := e.sub(t)
							content := op.RequestBody.Value.Content
							for media, mt := range content {
								fields := stringFields(mt.Schema.Value)
								if json := content.Get("application/json"); len(fields) == 0 && media == "multipart/form-data" && json != nil {
									// A form that the description says carries the JSON body's fields as text.
									fields = stringFields(json.Schema.Value)
								}
								if len(fields) == 0 && len(mt.Schema.Value.Properties) == 0 {
									t.Fatalf("%s: the %s body has no string field to test", pattern, media)
								}
								// A body of flags alone (no text) has nothing to clean
								// but its keys; its path and query are still tested.
								for _, f := range fields {
									for _, bad := range []string{"a\x00b", "a\xffb"} {
										e.mustRefuseBody(method, url, media, f, bad, tokens)
									}
								}
							}
						})
					}
					t.Run("query", func(t *testing.T) {
						for q, name := range map[string]string{"?page=1%00": "page", "?page=%FF": "page", "?page%00=1": "page\uFFFD"} {
							a := e.do(method, url+q, "", "")
							wantRefused(t, a, api, name)
						}
					})
					t.Run("path", func(t *testing.T) {
						for _, bad := range []string{"1%00", "%FF"} {
							for _, name := range wildcards(path) {
								u := values.fillWith(t, path, name, bad)
								wantRefused(t, e.do(method, u, "", ""), api, name)
							}
							if strings.HasSuffix(path, "/") { // a subtree: any path
								wantRefused(t, e.do(method, path+"x"+bad, "", ""), api, "path")
							}
						}
					})
				})
			}
			if after := fingerprint(t, raw, d); after != before {
				t.Errorf("the database changed:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
}

// mustLoadOpenAPI reads docs/openapi.yaml.
func mustLoadOpenAPI(t *testing.T) *openapi3.T {
	t.Helper()
	data, err := os.ReadFile(openapiFile)
	if err != nil {
		t.Fatal(err)
	}
	spec, err := loadOpenAPI(t, data)
	if err != nil {
		t.Fatalf("%s: %v", openapiFile, err)
	}
	return spec
}

// TestBodiesNeedTheirMediaType sends every route that takes a body (as
// docs/openapi.yaml describes it) a body of each media type it does not take,
// and none at all: each is a 415 for some token, never a success, and nothing
// is stored. A site that makes a visitor's browser post a form or plain text
// therefore gets nowhere: only JavaScript of the site itself may send
// application/json to it, since another origin needs CORS, which it does not
// give. Routes that take no body still answer a request without one.
func TestBodiesNeedTheirMediaType(t *testing.T) {
	spec := mustLoadOpenAPI(t)
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			e, raw, tokens, values := newRouteFixture(t, d)
			before := fingerprint(t, raw, d)
			tested := 0
			for _, pattern := range e.srv.Routes() {
				method, path, ok := strings.Cut(pattern, " ")
				item := spec.Paths.Find(path)
				if !ok || item == nil || item.GetOperation(method) == nil || item.GetOperation(method).RequestBody == nil {
					continue
				}
				body := item.GetOperation(method).RequestBody.Value
				tested++
				t.Run(pattern, func(t *testing.T) {
					e := e.sub(t)
					url := values.fill(t, path)
					for _, c := range []struct{ ctype, body string }{
						{"", `{"name":"x"}`},
						{"", ""},
						{"text/plain", `{"name":"x"}`},
						{"application/x-www-form-urlencoded", "name=x"},
						{"multipart/form-data; boundary=b", "--b\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nx\r\n--b--\r\n"},
						{"application/json", `{"name":"x"}`},
					} {
						mt, _, _ := strings.Cut(c.ctype, ";")
						if body.Content.Get(mt) != nil || (c.body == "" && !body.Required) {
							continue // a type the route takes, or no body where it may be left out
						}
						var answers []string
						refused := false
						for _, token := range tokens {
							a := e.do(method, url, c.body, token, "Content-Type", c.ctype)
							if a.Code < 400 || a.Code >= 500 {
								t.Fatalf("%q sent as %q: %d %s", c.body, c.ctype, a.Code, a.Body.String())
							}
							refused = refused || a.Code == http.StatusUnsupportedMediaType
							answers = append(answers, fmt.Sprintf("%d %s", a.Code, strings.TrimSpace(a.Body.String())))
						}
						if !refused {
							t.Errorf("%q sent as %q: no token got a 415:\n%s", c.body, c.ctype, strings.Join(answers, "\n"))
						}
					}
				})
			}
			if tested < 10 {
				t.Fatalf("only %d routes take a body", tested)
			}
			if after := fingerprint(t, raw, d); after != before {
				t.Errorf("the database changed:\nbefore %s\nafter  %s", before, after)
			}
			// After the comparison: signing in and out writes sessions.
			t.Run("routes without a body answer requests without one", func(t *testing.T) {
				e := e.sub(t)
				a := e.do("POST", fmt.Sprintf("/api/jobs/%d/view", values.job), "", "")
				wantStatus(t, a, http.StatusOK)
				token := e.loginCustomer("nimali@example.lk", password)
				wantStatus(t, e.do("POST", "/api/customers/logout", "", token), http.StatusOK)
			})
		})
	}
}

// newRouteFixture is a server on a fresh database of dialect d, with
// accounts of every kind and a job, an application, a company page with a
// review, and a blog post with a comment, a category and a tag, that each of
// them may reach, so that some token gets every route's request as far as
// its decoder. The applicant wrote the review and the comment, so that the
// job seeker may still write one. raw reads the same database beside the
// server.
func newRouteFixture(t *testing.T, d store.Dialect) (e *env, raw *sql.DB, tokens []string, values pathValues) {
	t.Helper()
	dsn := storetest.DSN(t, d)
	db, err := store.Open(ctxb, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	raw, _, err = store.Connect(dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { raw.Close() })
	e = newEnv(t, db)
	admin := e.adminToken("admin")
	employer := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
	seeker := e.customerToken("nimali@example.lk")
	applicant := e.customerToken("kasun@example.lk")
	job := e.approvedJob(employer, admin)
	cv := formFile{"cv", "cv.pdf", testPDF}
	a := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), applicant, applyForm(cv), cv)
	wantStatus(t, a, http.StatusCreated)
	id := func(a answer) int64 { return int64(a.data()["id"].(float64)) }
	v := pathValues{job: job, application: id(a)}
	start := time.Now().Add(72 * time.Hour).UTC().Truncate(time.Minute).Format(time.RFC3339)
	v.interview = id(e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/applications/%d/interviews", v.application),
		`{"kind":"phone","slots":[{"start":"`+start+`","minutes":30}]}`, employer))
	v.company = id(e.must(http.StatusCreated, "POST", "/api/companies",
		`{"name":"Ceylon Tea Estates","industry":"IT and Software","size":"51-200","location":"Kandy"}`, admin))
	v.review = id(e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/companies/%d/reviews", v.company),
		`{"rating":4,"title":"Good","text":"A good place to work."}`, applicant))
	v.category = id(e.must(http.StatusCreated, "POST", "/api/blogs/categories", `{"name":"Career Advice"}`, admin))
	v.tag = id(e.must(http.StatusCreated, "POST", "/api/blogs/tags", `{"name":"CV"}`, admin))
	v.post = id(e.must(http.StatusCreated, "POST", "/api/blogs", fmt.Sprintf(
		`{"title":"Writing a CV","content":"<p>Two pages.</p>","categoryId":%d,"tagIds":[%d],"published":true}`,
		v.category, v.tag), admin))
	v.comment = id(e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/blogs/%d/comments", v.post), `{"text":"Useful."}`, applicant))
	return e, raw, []string{"", seeker, employer, admin, applicant}, v
}

// mustRefuseBody sends a body whose field holds bad, as each token until one
// gets it to the decoder; none may cause a 500.
func (e *env) mustRefuseBody(method, url, media string, field jsonField, bad string, tokens []string) {
	e.t.Helper()
	var body, ctype string
	switch media {
	case "application/json":
		var v any = bad
		if field.list {
			v = []string{bad}
		}
		b, _ := json.Marshal(map[string]any{field.name: v})
		// json.Marshal writes the byte 0xFF as U+FFFD; the body must carry the byte.
		body, ctype = strings.ReplaceAll(string(b), `\ufffd`, "\xff"), media
	case "multipart/form-data":
		body, ctype = formBody([][2]string{{field.name, bad}})
	default:
		e.t.Fatalf("no test for a %s body", media)
	}
	name := field.name
	if field.list && media == "application/json" {
		name += "[0]"
	}
	var answers []string
	for _, token := range tokens {
		a := e.do(method, url, body, token, "Content-Type", ctype)
		if a.Code >= 500 {
			e.t.Fatalf("%s %q: %d %s", media, bad, a.Code, a.Body.String())
		}
		if a.Code == http.StatusUnprocessableEntity && slices.Contains(a.fieldErrors(), name) {
			return
		}
		answers = append(answers, fmt.Sprintf("%d %s", a.Code, strings.TrimSpace(a.Body.String())))
	}
	e.t.Errorf("%s %s with %q in %s: no token got a 422 naming it:\n%s", media, url, bad, name, strings.Join(answers, "\n"))
}

// wantRefused checks the answer to a query or path that fails cleaning: 422
// naming what failed, as JSON on the API and as plain text elsewhere.
func wantRefused(t *testing.T, a answer, api bool, name string) {
	t.Helper()
	if a.Code != http.StatusUnprocessableEntity {
		t.Fatalf("status %d, want 422: %s", a.Code, a.Body.String())
	}
	if api && !slices.Contains(a.fieldErrors(), name) {
		t.Fatalf("errors do not name %q: %s", name, a.Body.String())
	}
	if !strings.Contains(a.Body.String(), `"`+name+`"`) && !strings.Contains(a.Body.String(), `\"`+name+`\"`) {
		t.Fatalf("the message does not name %q: %s", name, a.Body.String())
	}
}

// jsonField is a string field of a request body, or a list of strings.
type jsonField struct {
	name string
	list bool
}

// stringFields lists the string fields of an object schema, files (format
// binary, or a contentMediaType) aside.
func stringFields(s *openapi3.Schema) []jsonField {
	var out []jsonField
	for name, p := range s.Properties {
		v := p.Value
		switch {
		case v.Type.Includes("string") && v.Format != "binary" && v.ContentMediaType == "":
			out = append(out, jsonField{name: name})
		case v.Type.Includes("array") && v.Items != nil && v.Items.Value.Type.Includes("string"):
			out = append(out, jsonField{name: name, list: true})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// pathValues are the ids the fixture made, for the routes' wildcards.
type pathValues struct {
	job, application, company, review, post, comment, category, tag, interview int64
}

// value is a wildcard's value that names something the fixture made.
func (v pathValues) value(t *testing.T, path, name string) string {
	t.Helper()
	switch name {
	case "id":
		// The first prefix that matches, so the blog's terms before its posts.
		for _, p := range []struct {
			prefix string
			id     int64
		}{{"/api/cv-templates/", 0}, {"/api/applications/", v.application}, {"/api/interviews/", v.interview}, {"/api/companies/", v.company},
			{"/api/blogs/categories/", v.category}, {"/api/blogs/tags/", v.tag}, {"/api/blogs/", v.post}} {
			if strings.HasPrefix(path, p.prefix) && p.id == 0 {
				return "modern"
			} else if strings.HasPrefix(path, p.prefix) {
				return fmt.Sprint(p.id)
			}
		}
		return fmt.Sprint(v.job)
	case "type":
		return "individual"
	case "shareId", "exportId":
		return "1"
	case "token":
		return "3q2-7wEjd0T1iZ0s0x9mK5m5cQ0e8o1sZy9v3Y2a7Xk"
	case "reviewId":
		return fmt.Sprint(v.review)
	case "jobId":
		return fmt.Sprint(v.job)
	case "commentId":
		return fmt.Sprint(v.comment)
	case "i":
		return "it-and-software"
	case "t":
		return "cv"
	case "c":
		return "it-and-software"
	case "l":
		return "Colombo"
	case "path":
		return "img/2026/01/flyer.jpg"
	}
	t.Fatalf("%s: no value for the wildcard {%s}; give one in pathValues.value", path, name)
	return ""
}

var wildcardRE = regexp.MustCompile(`\{([^}.]+)(\.\.\.)?\}`)

// wildcards lists the names of a path's wildcards.
func wildcards(path string) []string {
	var out []string
	for _, m := range wildcardRE.FindAllStringSubmatch(path, -1) {
		if m[1] != "$" {
			out = append(out, m[1])
		}
	}
	return out
}

// fill writes the fixture's values into a path's wildcards.
func (v pathValues) fill(t *testing.T, path string) string { return v.fillWith(t, path, "", "") }

// fillWith fills a path's wildcards, giving the one named name the value bad.
func (v pathValues) fillWith(t *testing.T, path, name, bad string) string {
	t.Helper()
	return wildcardRE.ReplaceAllStringFunc(path, func(w string) string {
		n := wildcardRE.FindStringSubmatch(w)[1]
		switch {
		case n == "$":
			return ""
		case n == name:
			return bad
		}
		return v.value(t, path, n)
	})
}

// fingerprint is every row of every table, as text, in a stable order.
func fingerprint(t *testing.T, db *sql.DB, d store.Dialect) string {
	t.Helper()
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`
	if d == store.Postgres {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`
	}
	tables, err := db.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for tables.Next() {
		var n string
		if err := tables.Scan(&n); err != nil {
			t.Fatal(err)
		}
		names = append(names, n)
	}
	tables.Close()
	if len(names) < 5 {
		t.Fatalf("found only the tables %q", names)
	}
	var b strings.Builder
	for _, n := range names {
		rows, err := db.Query(`SELECT * FROM ` + n)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		var lines []string
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, fmt.Sprintf("%v", vals))
		}
		rows.Close()
		sort.Strings(lines)
		fmt.Fprintf(&b, "%s(%d): %s\n", n, len(lines), strings.Join(lines, "; "))
	}
	return b.String()
}

// TestBodiesAreReadOnlyByTheCleaningReaders keeps every request body going
// through decode (JSON) or decodeForm (forms), which clean its text: a
// handler that read r.Body, or a form through net/http's own parsers, would
// see text that nothing cleaned.
func TestBodiesAreReadOnlyByTheCleaningReaders(t *testing.T) {
	readers := regexp.MustCompile(`\.Body\b|\.FormValue\(|\.PostFormValue\(|\.ParseForm\(|\.ParseMultipartForm\(|\.MultipartReader\(|\.PostForm\b|\.MultipartForm\b`)
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	allowed := map[string]bool{"request.go": true, "form.go": true}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for i, line := range strings.Split(string(src), "\n") {
			code, _, _ := strings.Cut(line, "//")
			if readers.MatchString(code) && !allowed[f] && !bodylessUse(code) {
				t.Errorf("%s:%d reads a request body outside decode and decodeForm: %s", f, i+1, strings.TrimSpace(line))
			}
		}
	}
	if checked < 10 {
		t.Fatalf("checked only %d files", checked)
	}
}

// bodylessUse tells the lines that mention a Body but read no request's:
// the bodies of answers and of the requests the server makes itself.
func bodylessUse(code string) bool {
	return strings.Contains(code, "Body.Close()") || strings.Contains(code, "resp.Body") ||
		strings.Contains(code, "w.Body") || strings.Contains(code, "res.Body")
}
