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

		t.Run("/job-Article has the first screen of the article it shows, the featured one", func(t *testing.T) {
			e := b.sub(t)
			p := e.page("/job-Article")
			s := firstScreen(t, p.body)
			for _, want := range []string{"Writing a CV for Sri Lankan employers</h1>", `src="` + b.cover + `?w=768"`, `<h2>Start</h2><p>Keep it to two pages.</p>`} {
				if p.status != http.StatusOK || !strings.Contains(s, want) {
					t.Errorf("status %d, first screen lacks %q:\n%s", p.status, want, s)
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

func TestBlogListFirstScreen(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		b := newBlogSite(t, e)
		hostile := `Salaries "2026" </script><script>alert('x')</script> & more`
		id := b.id(e.must(201, "POST", "/api/blogs", fmt.Sprintf(
			`{"title":%q,"excerpt":"What <b>pays</b>","content":"<p>Read on.</p>","categoryId":%d,"published":true}`, hostile, b.category), b.editor))
		noScreen := func(t *testing.T, e *env, path string, headers ...string) {
			t.Helper()
			a := e.do("GET", path, "", "", headers...)
			if a.Code != http.StatusOK || strings.Contains(a.Body.String(), `id="first-screen"`) {
				t.Errorf("%s: status %d, first screen: %v", path, a.Code, strings.Contains(a.Body.String(), `id="first-screen"`))
			}
		}

		t.Run("the list's first screen has the published articles, titles escaped", func(t *testing.T) {
			e := b.sub(t)
			p := e.page("/blogs")
			if p.status != http.StatusOK {
				t.Fatalf("status %d", p.status)
			}
			s := firstScreen(t, p.body)
			for _, want := range []string{
				localeText(t, "features/blog/locales/en.json", "intro"),
				`<h2 id="first-screen-blog-results" class="text-xl font-bold text-gray-900">All articles</h2>`,
				`<option value="newest" selected>Newest</option>`,
				fmt.Sprintf(`href="/blogs/%d/salaries-2026-script-script-alert-x-script-more">Salaries &#34;2026&#34; &lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more</a>`, id),
				`<p class="text-sm text-gray-700">What &lt;b&gt;pays&lt;/b&gt;</p>`,
				`Writing a CV for Sri Lankan employers</a>`,
				`<span class="sr-only">Featured article</span>`,
				`src="` + b.cover + `?w=768"`,
				`<li>0 views</li><li>0 likes</li><li>0 comments</li>`,
				`<h2 id="first-screen-blog-popular" class="text-base font-bold text-gray-900">Popular</h2>`,
				`href="/blogs?category=career-advice"><span>Career Advice</span><span class="text-xs text-gray-600">2 articles</span></a>`,
				`href="/blogs?tag=cv">#<!---->CV<span class="sr-only"> (1 article)</span></a>`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
			if strings.Contains(s, "Interview tips, not ready") || strings.Contains(s, "<script>") {
				t.Errorf("a draft or a script in the first screen:\n%s", s)
			}
			// The first cover (the newest article has none) is the lead card's:
			// loaded at once and first; none other is.
			lead := strings.Index(s, `src="`+b.cover+`?w=768"`)
			if lead < 0 || !strings.HasPrefix(s[lead:], `src="`+b.cover+`?w=768"`) ||
				!strings.Contains(s[lead:strings.Index(s[lead:], ">")+lead], `loading="eager" decoding="async" fetchpriority="high"`) ||
				strings.Count(s, `fetchpriority="high"`) != 1 {
				t.Errorf("the first cover is not the only one loaded at once:\n%s", s)
			}
			// The article before the older one: newest first, as the app asks.
			if strings.Index(s, "Salaries &#34;2026") > strings.Index(s, "Writing a CV") {
				t.Errorf("not newest first:\n%s", s)
			}
		})

		t.Run("a category's list, sorted", func(t *testing.T) {
			e := b.sub(t)
			s := firstScreen(t, e.page("/blogs?category=career-advice&sort=title").body)
			for _, want := range []string{`>2 articles found</h2>`, `<option value="title" selected>`, `Clear filters</button>`,
				`<a aria-current="page" class="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 text-sm hover:bg-gray-50 bg-teal-50 font-semibold text-teal-900" href="/blogs?category=career-advice">`} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
		})

		t.Run("addresses the app would read otherwise, searches and empty lists have none", func(t *testing.T) {
			e := b.sub(t)
			for _, path := range []string{"/blogs?q=cv", "/blogs?page=1", "/blogs?sort=newest", "/blogs?sort=relevance",
				"/blogs?tag=cv&category=career-advice", "/blogs?colour=red", "/blogs?page=9", "/blogs?category=astrology", "/blogs?category=a%20b"} {
				noScreen(t, e, path)
			}
		})

		t.Run("in Sinhala the list goes out without a first screen", func(t *testing.T) {
			noScreen(t, b.sub(t), "/blogs", "Cookie", "lang=si")
		})

		t.Run("a newly published article shows at once", func(t *testing.T) {
			e := b.sub(t)
			e.page("/blogs")
			e.must(200, "PATCH", fmt.Sprintf("/api/blogs/%d/publish", b.draft), "", b.editor)
			if s := firstScreen(t, e.page("/blogs").body); !strings.Contains(s, "Interview tips, not ready</a>") {
				t.Errorf("the published draft is not shown:\n%s", s)
			}
		})
	})
}
