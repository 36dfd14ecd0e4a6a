package httpapi_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// loadOpenAPI parses an OpenAPI document as clients' tools do (YAML, then the
// OpenAPI 3 object model) and validates it, with every problem reported at once.
func loadOpenAPI(t *testing.T, data []byte) (*openapi3.T, error) {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(data)
	if err != nil {
		return nil, err
	}
	return doc, doc.Validate(context.Background(), openapi3.EnableMultiError(),
		openapi3.EnableSchemaFormatValidation(), openapi3.EnableSchemaPatternValidation(),
		openapi3.EnableSchemaDefaultsValidation(), openapi3.EnableExamplesValidation())
}

func TestOpenAPIIsValid(t *testing.T) {
	data, err := os.ReadFile(openapiFile)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := loadOpenAPI(t, data)
	if doc == nil {
		t.Fatalf("%s cannot be read as an OpenAPI document: %v", openapiFile, err)
	}
	if err != nil {
		t.Fatalf("%s is not a valid OpenAPI document:\n%v", openapiFile, err)
	}
	if !doc.IsOpenAPI31OrLater() || doc.IsOpenAPI32OrLater() {
		t.Errorf("%s says openapi %q; the API is described in OpenAPI 3.1", openapiFile, doc.OpenAPI)
	}
	if len(doc.Paths.Map()) == 0 {
		t.Errorf("%s describes no paths", openapiFile)
	}

	// The validator must see the faults this test exists for; otherwise a
	// pass above would mean nothing.
	t.Run("a plain scalar holding a colon is refused", func(t *testing.T) {
		broken := strings.Replace(string(data), "  description: |\n", "  description: the filters (\"jobType: ...\").\n  summary: |\n", 1)
		if broken == string(data) {
			t.Fatal("the document has no block description to break")
		}
		if _, err := loadOpenAPI(t, []byte(broken)); err == nil {
			t.Fatal("an unquoted `key: value` inside a plain scalar was accepted")
		}
	})
	const head = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n"
	for name, bad := range map[string]string{
		"an answer without its description": head + "  /x:\n    get:\n      responses:\n        '200': {}\n",
		"a misspelt field":                  head + "  /x:\n    get:\n      descripton: x\n      responses:\n        '200': {description: ok}\n",
		"a reference to nothing": head + "  /x:\n    get:\n      responses:\n        '200':\n          description: ok\n" +
			"          content: {application/json: {schema: {$ref: '#/components/schemas/Nope'}}}\n",
		"a path parameter left undescribed": head + "  /x/{id}:\n    get:\n      responses:\n        '200': {description: ok}\n",
	} {
		t.Run(name+" is refused", func(t *testing.T) {
			if _, err := loadOpenAPI(t, []byte(bad)); err == nil {
				t.Fatal("accepted")
			}
		})
	}
}
