package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

func TestArticleFirstScreen(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		b := newBlogSite(t, e)
		hostile := `Salaries "2026" </script><script>alert('x')</script> & more`
		id := b.id(e.must(201, "POST", "/api/blogs", fmt.Sprintf(
			`{"title":%q,"excerpt":"What <b>pays</b>","content":"<h2>Figures</h2><p onclick=\"steal()\">Read on.</p><script>alert(1)</script>","categoryId":%d,"published":true}`,
			hostile, b.category), b.editor))
		path := fmt.Sprintf("/blogs/%d/salaries", id)

		t.Run("an article's first screen has its top, with its title escaped", func(t *testing.T) {
			e := b.sub(t)
			p := e.page(path)
			if p.status != http.StatusOK {
				t.Fatalf("status %d", p.status)
			}
			s := firstScreen(t, p.body)
			for _, want := range []string{
				`<a class="text-teal-800 underline-offset-2 hover:underline" href="/blogs">` + localeText(t, "features/blog/locales/en.json", "title") + `</a>`,
				`href="/blogs?category=career-advice">Career Advice</a>`,
				`Salaries &#34;2026&#34; &lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more</h1>`,
				`<p class="text-lg text-gray-700">What &lt;b&gt;pays&lt;/b&gt;</p>`,
				`<span>By `,
				`<span>1 min read</span>`,
				`<li>0 views</li><li>0 likes</li><li>0 comments</li>`,
				`<h2>Figures</h2><p>Read on.</p>`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
			for _, bad := range []string{"<script>", "onclick"} {
				if strings.Contains(s, bad) {
					t.Errorf("first screen has %q:\n%s", bad, s)
				}
			}
		})

		t.Run("the cover is drawn as the app draws it before it loads", func(t *testing.T) {
			e := b.sub(t)
			s := firstScreen(t, e.page(fmt.Sprintf("/blogs/%d", b.post)).body)
			for _, want := range []string{
				`<span class="relative block overflow-hidden bg-gray-100 mx-auto max-w-5xl rounded-2xl aspect-video" data-state="loading">`,
				`src="` + b.cover + `?w=768"`,
				`loading="eager"`, `fetchpriority="high"`,
				`<h2>Start</h2><p>Keep it to two pages.</p>`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
		})

		t.Run("a draft has no first screen and stays not found", func(t *testing.T) {
			e := b.sub(t)
			p := e.page(fmt.Sprintf("/blogs/%d", b.draft))
			if p.status != http.StatusNotFound || strings.Contains(p.body, `id="first-screen"`) {
				t.Fatalf("status %d\n%s", p.status, p.body)
			}
		})

		t.Run("in Sinhala the article goes out without a first screen", func(t *testing.T) {
			e := b.sub(t)
			a := e.do("GET", path, "", "", "Cookie", "lang=si")
			if a.Code != http.StatusOK || strings.Contains(a.Body.String(), `id="first-screen"`) {
				t.Fatalf("status %d\n%s", a.Code, a.Body.String())
			}
		})

		t.Run("a published change shows at once", func(t *testing.T) {
			e := b.sub(t)
			e.page(path)
			e.must(200, "PUT", fmt.Sprintf("/api/blogs/%d", id),
				`{"title":"Salaries in 2026, revised","content":"<p>New figures.</p>","published":true}`, b.editor)
			s := firstScreen(t, e.page(path).body)
			if !strings.Contains(s, "Salaries in 2026, revised</h1>") || !strings.Contains(s, "<p>New figures.</p>") {
				t.Errorf("the change is not shown:\n%s", s)
			}
			e.must(200, "PATCH", fmt.Sprintf("/api/blogs/%d/unpublish", id), "", b.editor)
			if p := e.page(path); p.status != http.StatusNotFound || strings.Contains(p.body, `id="first-screen"`) {
				t.Errorf("an unpublished article: status %d\n%s", p.status, p.body)
			}
		})
	})
}
