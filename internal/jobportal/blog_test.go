package jobportal_test

import (
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

func TestSanitizeContent(t *testing.T) {
	const img = "/media/img/ab/0123456789abcdef0123456789abcdef.png"
	for _, c := range []struct {
		name, in string
		want     []string // substrings the result must hold
		not      []string // substrings it must not
	}{
		{"keeps the editor's markup", "<h2>Title</h2><p><strong>b</strong> <em>i</em> <s>s</s> <code>c</code></p><ul><li>x</li></ul><blockquote><p>q</p></blockquote><pre><code class=\"language-go\">x := 1</code></pre><hr><p>a<br>b</p>",
			[]string{"<h2>Title</h2>", "<strong>b</strong>", "<em>i</em>", "<s>s</s>", "<ul><li>x</li></ul>", "<blockquote>", `<code class="language-go">`, "<hr>", "<br>"}, nil},
		{"drops scripts with their content", `<p>hi</p><script>alert(1)</script>`, []string{"<p>hi</p>"}, []string{"script", "alert"}},
		{"drops event handlers", `<p onclick="x()">a</p><img src="` + img + `" onerror="alert(1)">`, []string{"<p>a</p>", img}, []string{"onclick", "onerror"}},
		{"drops style attributes and h1", `<h1 style="color:red">big</h1>`, []string{"big"}, []string{"style", "<h1"}},
		{"drops javascript and data links", `<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a>`, []string{"x", "y"}, []string{"javascript", "data:", "href"}},
		{"marks external links", `<a href="https://slbfe.lk" rel="follow" target="_self">SLBFE</a>`, []string{`href="https://slbfe.lk"`, `rel="nofollow noopener"`, `target="_blank"`}, []string{"follow\"", "_self"}},
		{"keeps the site's own and mail links plain", `<a href="/browse">jobs</a> <a href="mailto:hr@example.lk">mail</a>`, []string{`<a href="/browse">jobs</a>`, `href="mailto:hr@example.lk"`}, []string{"nofollow"}},
		{"drops images from elsewhere", `<p>a</p><img src="https://evil.example/x.png" alt="x"><img src="data:image/png;base64,AAAA">`, []string{"<p>a</p>"}, []string{"<img", "evil"}},
		{"drops frames and forms", `<iframe src="https://x"></iframe><form><input></form><p>ok</p>`, []string{"<p>ok</p>"}, []string{"iframe", "form", "input"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := jobportal.SanitizeContent(c.in)
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Errorf("%q lacks %q", got, w)
				}
			}
			for _, w := range c.not {
				if strings.Contains(got, w) {
					t.Errorf("%q holds %q", got, w)
				}
			}
		})
	}
}

func TestReadTime(t *testing.T) {
	words := func(w string, n int) string { return strings.TrimSpace(strings.Repeat(w+" ", n)) }
	for _, c := range []struct {
		name string
		text string
		want int
	}{
		{"an empty text takes a minute", "", 1},
		{"200 English words take a minute", words("work", 200), 1},
		{"201 words take two", words("work", 201), 2},
		{"Sinhala words count one by one", words("රැකියාව", 401), 3},
		{"Tamil words count one by one", words("வேலை", 600), 3},
		{"dashes are not words", words("–", 500) + " " + words("job", 10), 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := jobportal.ReadTime(c.text); got != c.want {
				t.Fatalf("ReadTime = %d, want %d", got, c.want)
			}
		})
	}
}

func TestPostInputMakesAnExcerptFromTheText(t *testing.T) {
	in := jobportal.PostInput{Title: "  Writing a CV  ", Content: "<h2>Start</h2><p>" + strings.Repeat("Keep it short. ", 40) + "</p>"}
	in.Normalize()
	if err := in.Validate(); err != nil {
		t.Fatal(err)
	}
	var p jobportal.Post
	in.Apply(&p)
	if p.Title != "Writing a CV" || p.Slug != "writing-a-cv" {
		t.Fatalf("title %q slug %q", p.Title, p.Slug)
	}
	if !strings.HasPrefix(p.Excerpt, "Start Keep it short.") || !strings.HasSuffix(p.Excerpt, "…") || len([]rune(p.Excerpt)) > 200 {
		t.Fatalf("excerpt %q", p.Excerpt)
	}
}

func TestCommentInput(t *testing.T) {
	for _, c := range []struct {
		name, text string
		ok         bool
	}{
		{"an empty comment is refused", "   \n ", false},
		{"2,000 characters are taken", strings.Repeat("අ", 2000), true},
		{"20,000 characters are refused", strings.Repeat("a", 20000), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := jobportal.CommentInput{Text: c.text}
			in.Normalize()
			if err := in.Validate(); (err == nil) != c.ok {
				t.Fatalf("Validate = %v, want ok %v", err, c.ok)
			}
		})
	}
}
