package httpapi_test

import (
	"fmt"
	"log/slog"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"jobportal/internal/httpapi"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// openapiFile is the API description, from this package's folder.
const openapiFile = "../../docs/openapi.yaml"

// catchAlls are patterns that answer whatever no route takes; they are not
// operations of the API and the description leaves them out.
var catchAlls = map[string]bool{
	"/api/": true, // 404 or 405 in the error shape
	"/":     true, // the React app
}

func TestOpenAPIDescribesEveryRoute(t *testing.T) {
	doc, err := os.ReadFile(openapiFile)
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^openapi: 3\.1\.\d+\s*$`).Match(doc) {
		t.Errorf("%s does not start with an `openapi: 3.1.x` line", openapiFile)
	}
	described, err := openapiOperations(string(doc))
	if err != nil {
		t.Fatalf("%s: %v", openapiFile, err)
	}

	db := storetest.MustOpen(t, store.SQLite)
	srv, err := httpapi.New(db, slog.New(slog.DiscardHandler), httpapi.Config{}, fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	served, err := servedOperations(srv.Routes())
	if err != nil {
		t.Fatal(err)
	}
	if len(served) == 0 {
		t.Fatal("the server reports no routes")
	}

	for _, op := range sortedKeys(served) {
		if !described[op] {
			t.Errorf("%s is served but %s does not describe it", op, openapiFile)
		}
	}
	for _, op := range sortedKeys(described) {
		if !served[op] {
			t.Errorf("%s describes %s but the server does not serve it", openapiFile, op)
		}
	}
}

// TestOpenAPIScanner checks the reading of the paths section, so that the
// test above cannot pass by reading nothing.
func TestOpenAPIScanner(t *testing.T) {
	t.Run("paths and operations are read by their indentation", func(t *testing.T) {
		doc := strings.Join([]string{
			"openapi: 3.1.0",
			"paths:",
			"  # a comment",
			"  /api/jobs:",
			"    summary: Jobs",
			"    get:",
			"      description: |",
			"        post:",
			"    post:",
			"",
			"  '/api/jobs/{id}':",
			"    parameters:",
			"      - name: id",
			"    delete:",
			"components:",
			"  /not/a/path:",
			"    put:",
		}, "\n")
		got, err := openapiOperations(doc)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"DELETE /api/jobs/{id}", "GET /api/jobs", "POST /api/jobs"}
		if keys := sortedKeys(got); !slices.Equal(keys, want) {
			t.Fatalf("operations = %q, want %q", keys, want)
		}
	})
	for _, tc := range []struct{ name, doc string }{
		{"a document without paths is refused", "openapi: 3.1.0\ninfo:\n  title: x\n"},
		{"a path without operations is refused", "paths:\n  /api/jobs:\n    summary: x\n"},
		{"an operation before any path is refused", "paths:\n    get:\n"},
		{"a key that is not a path is refused", "paths:\n  api/jobs:\n    get:\n"},
		{"a path written on one line is refused", "paths:\n  /api/jobs: {get: {}}\n"},
		{"an operation written on one line is refused", "paths:\n  /api/jobs:\n    get: {}\n"},
		{"an operation in capitals is refused", "paths:\n  /api/jobs:\n    GET:\n"},
		{"a path described twice is refused", "paths:\n  /api/jobs:\n    get:\n  /api/jobs:\n    post:\n"},
		{"tab indentation is refused", "paths:\n\t/api/jobs:\n    get:\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if ops, err := openapiOperations(tc.doc); err == nil {
				t.Fatalf("no error; operations %q", sortedKeys(ops))
			}
		})
	}
	t.Run("served patterns are read as method and path", func(t *testing.T) {
		got, err := servedOperations([]string{"GET /api/jobs/{id}", "POST  /api/files/{path...}", "GET /api/{$}", "/api/", "/"})
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"GET /api/", "GET /api/jobs/{id}", "POST /api/files/{path}"}
		if keys := sortedKeys(got); !slices.Equal(keys, want) {
			t.Fatalf("operations = %q, want %q", keys, want)
		}
		if _, err := servedOperations([]string{"/api/jobs"}); err == nil {
			t.Fatal("a pattern without a method was accepted")
		}
	})
}

// TestOpenAPISchemasMatchGoTypes checks that the component schemas list the
// JSON names of the Go types they describe, no more and no fewer.
func TestOpenAPISchemasMatchGoTypes(t *testing.T) {
	doc, err := os.ReadFile(openapiFile)
	if err != nil {
		t.Fatal(err)
	}
	for schema, v := range map[string]any{
		"Customer":             jobportal.Customer{},
		"AdminUser":            jobportal.AdminUser{},
		"FieldError":           jobportal.FieldError{},
		"CompanyRegistration":  jobportal.Registration{},
		"ProfileUpdate":        jobportal.ProfileUpdate{},
		"Job":                  jobportal.Job{},
		"JobChange":            jobportal.JobChange{},
		"JobInput":             jobportal.JobInput{},
		"JobCounts":            jobportal.JobCounts{},
		"CustomerCounts":       jobportal.CustomerCounts{},
		"TopicCount":           jobportal.TopicCount{},
		"Application":          jobportal.Application{},
		"ApplicationApplicant": jobportal.ApplicationApplicant{},
		"CVFile":               jobportal.CVFile{},
		"ApplicationInput":     jobportal.ApplicationInput{},
		"Company":              jobportal.Company{},
		"CompanyInput":         jobportal.CompanyInput{},
		"FeaturedCompany":      jobportal.FeaturedCompany{},
		"Review":               jobportal.Review{},
		"ReviewInput":          jobportal.ReviewInput{},
		"RatingSummary":        jobportal.RatingSummary{},
		"CompanyStats":         jobportal.CompanyStats{},
		"CareerProfile":        jobportal.CareerProfile{},
		"CareerProfileUpdate":  jobportal.CareerProfileUpdate{},
		"Preferences":          jobportal.Preferences{},
		"PreferencesUpdate":    jobportal.PreferencesUpdate{},
		"SavedJob":             jobportal.SavedJob{},
		"JobAlert":             jobportal.JobAlert{},
		"JobAlertInput":        jobportal.JobAlertInput{},
		"ApplicationEvent":     jobportal.ApplicationEvent{},
		"NewAdminUser":         jobportal.NewAdminUser{},
		"AuditEntry":           jobportal.AuditEntry{},
		"EmailLogEntry":        jobportal.EmailLogEntry{},
		"AdminStats":           jobportal.AdminStats{},
		"DayCount":             jobportal.DayCount{},
		"NameCount":            jobportal.NameCount{},
		"CV":                   jobportal.CV{},
		"CVData":               jobportal.CVData{},
		"CVCustomization":      jobportal.CVCustomization{},
		"CVSkill":              jobportal.CVSkill{},
		"CVDashboard":          jobportal.CVDashboard{},
		"CVExport":             jobportal.CVExport{},
		"CVShare":              jobportal.CVShare{},
		"Interview":            jobportal.Interview{},
		"InterviewSlot":        jobportal.InterviewSlot{},
		"InterviewProposal":    jobportal.InterviewProposal{},
		"InterviewSlotTime":    jobportal.InterviewSlotTime{},
	} {
		t.Run(schema+" has the JSON names of its Go type", func(t *testing.T) {
			got, err := schemaProperties(string(doc), schema)
			if err != nil {
				t.Fatalf("%s: %v", openapiFile, err)
			}
			want := jsonNames(reflect.TypeOf(v))
			for _, name := range want {
				if !slices.Contains(got, name) {
					t.Errorf("schema %s lacks the property %q of %T", schema, name, v)
				}
			}
			for _, name := range got {
				if !slices.Contains(want, name) {
					t.Errorf("schema %s has the property %q, which %T does not", schema, name, v)
				}
			}
		})
	}
}

var httpMethods = map[string]bool{"get": true, "put": true, "post": true, "delete": true,
	"options": true, "head": true, "patch": true, "trace": true}

// openapiOperations reads the operations of an OpenAPI document as
// "METHOD /path". It reads only the paths section, by indentation: a path is a
// line indented by two spaces ending in ':', and each of its operations a line
// indented by four spaces, such as "    post:". Anything it cannot read that
// way is an error, so that a route is never missed in silence.
func openapiOperations(doc string) (map[string]bool, error) {
	ops := map[string]bool{}
	paths := map[string]int{} // path -> its number of operations
	var order []string
	inPaths, seenPaths, path := false, false, ""
	for i, line := range strings.Split(doc, "\n") {
		n := i + 1
		line = strings.TrimRight(line, " \r")
		trimmed := strings.TrimLeft(line, " ")
		indent := len(line) - len(trimmed)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		if strings.HasPrefix(trimmed, "\t") {
			return nil, fmt.Errorf("line %d: indented with a tab", n)
		}
		if indent == 0 {
			inPaths = line == "paths:"
			seenPaths = seenPaths || inPaths
			continue
		}
		if !inPaths {
			continue
		}
		switch indent {
		case 2:
			if !strings.HasSuffix(trimmed, ":") {
				return nil, fmt.Errorf("line %d: %q: write each path as a line of its own ending in ':'", n, trimmed)
			}
			path = strings.Trim(strings.TrimSuffix(trimmed, ":"), `'"`)
			if !strings.HasPrefix(path, "/") {
				return nil, fmt.Errorf("line %d: %q is not a path", n, path)
			}
			if _, dup := paths[path]; dup {
				return nil, fmt.Errorf("line %d: the path %s is described twice", n, path)
			}
			paths[path] = 0
			order = append(order, path)
		case 4:
			key, _, _ := strings.Cut(trimmed, ":")
			if !httpMethods[strings.ToLower(key)] {
				continue // summary, parameters and the like
			}
			if path == "" {
				return nil, fmt.Errorf("line %d: the operation %q comes before any path", n, key)
			}
			if key != strings.ToLower(key) {
				return nil, fmt.Errorf("line %d: write the method %q in lower case", n, key)
			}
			if trimmed != key+":" {
				return nil, fmt.Errorf("line %d: %q: write each operation as a line of its own ending in ':'", n, trimmed)
			}
			op := strings.ToUpper(key) + " " + path
			if ops[op] {
				return nil, fmt.Errorf("line %d: %s is described twice", n, op)
			}
			ops[op] = true
			paths[path]++
		}
	}
	if !seenPaths {
		return nil, fmt.Errorf("no `paths:` section")
	}
	for _, p := range order {
		if paths[p] == 0 {
			return nil, fmt.Errorf("the path %s has no operations", p)
		}
	}
	return ops, nil
}

// servedOperations turns ServeMux patterns into "METHOD /path", leaving out
// the catch-alls. A wildcard {name...} is written {name} as in OpenAPI, and a
// trailing {$} is dropped.
func servedOperations(patterns []string) (map[string]bool, error) {
	ops := map[string]bool{}
	for _, p := range patterns {
		if catchAlls[p] {
			continue
		}
		method, rest, ok := strings.Cut(p, " ")
		if !ok {
			return nil, fmt.Errorf("the route %q answers every method: give it one, or add it to catchAlls", p)
		}
		path := strings.TrimLeft(rest, " \t")
		if !strings.HasPrefix(path, "/") {
			return nil, fmt.Errorf("the route %q names a host, which the API description cannot say", p)
		}
		path = strings.TrimSuffix(path, "{$}")
		path = strings.ReplaceAll(path, "...}", "}")
		ops[method+" "+path] = true
	}
	return ops, nil
}

// schemaProperties returns the property names of a component schema, read by
// indentation: components: > schemas: (2) > Name: (4) > properties: (6) > name: (8).
func schemaProperties(doc, schema string) ([]string, error) {
	var props []string
	var inComponents, inSchemas, inSchema, inProps bool
	for _, line := range strings.Split(doc, "\n") {
		line = strings.TrimRight(line, " \r")
		trimmed := strings.TrimLeft(line, " ")
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		switch len(line) - len(trimmed) {
		case 0:
			inComponents, inSchemas, inSchema, inProps = line == "components:", false, false, false
		case 2:
			inSchemas, inSchema, inProps = inComponents && trimmed == "schemas:", false, false
		case 4:
			inSchema, inProps = inSchemas && trimmed == schema+":", false
		case 6:
			inProps = inSchema && trimmed == "properties:"
		case 8:
			if inProps {
				name, _, _ := strings.Cut(trimmed, ":")
				props = append(props, strings.Trim(name, `'"`))
			}
		}
	}
	if props == nil {
		return nil, fmt.Errorf("no properties found for the schema %s", schema)
	}
	return props, nil
}

// jsonNames returns the names encoding/json gives the exported fields of a struct.
func jsonNames(t reflect.Type) []string {
	var names []string
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		names = append(names, name)
	}
	return names
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
