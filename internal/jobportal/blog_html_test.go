package jobportal_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"jobportal/internal/jobportal"
)

// rendered is HTML as a browser reads it, written back in one spelling:
// the policy writes ' as &#39; where the editor writes it as is, which is
// the same text.
func rendered(t *testing.T, s string) string {
	t.Helper()
	nodes, err := html.ParseFragment(strings.NewReader(s), &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	for _, n := range nodes {
		if err := html.Render(&buf, n); err != nil {
			t.Fatal(err)
		}
	}
	return buf.String()
}

// The admin editor's real output (written by its commands in
// web/src/features/blog/admin/editor-output.test.ts, which checks the file
// is what the editor writes) comes through the policy unchanged: every
// element, attribute and text it holds is kept, and nothing is added.
func TestTheEditorsOutputSurvivesTheContentPolicy(t *testing.T) {
	raw, err := os.ReadFile("testdata/editor-output.html")
	if err != nil {
		t.Fatal(err)
	}
	in := strings.TrimSpace(string(raw))
	for _, want := range []string{"<h2>", "<h3>", "<h4>", "<strong>", "<em>", "<s>", "<code>", "<ul>", "<ol>", "<blockquote>",
		"<pre><code>", "<hr>", "<br>", `<a href="/browse">`, `rel="nofollow noopener" target="_blank"`, `<img src="/media/img/`} {
		if !strings.Contains(in, want) {
			t.Fatalf("the sample lacks %s", want)
		}
	}
	out := jobportal.SanitizeContent(in)
	if got, want := rendered(t, out), rendered(t, in); got != want {
		t.Fatalf("the policy changed the editor's HTML:\n got %s\nwant %s", got, want)
	}
	// And the policy's own output is kept as it is, so saving a post twice changes nothing.
	if again := jobportal.SanitizeContent(out); again != out {
		t.Fatalf("sanitising twice changed it:\n%s\n%s", out, again)
	}
}
