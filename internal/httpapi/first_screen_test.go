package httpapi_test

import (
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

// localeText reads one text of a locale file of the web app, by its dotted key.
func localeText(t *testing.T, file, key string) string {
	t.Helper()
	raw, err := os.ReadFile("../../web/src/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var tree map[string]any
	if err := json.Unmarshal(raw, &tree); err != nil {
		t.Fatal(err)
	}
	var node any = tree
	for _, part := range strings.Split(key, ".") {
		node = node.(map[string]any)[part]
	}
	return node.(string)
}

// firstScreen is the part of a page the server wrote in front of the app.
func firstScreen(t *testing.T, body string) string {
	t.Helper()
	start := strings.Index(body, `<div id="first-screen"`)
	root := strings.Index(body, `<div id="root">`)
	if start < 0 || root < start {
		t.Fatalf("no first screen before the app's root:\n%s", body)
	}
	return body[start:root]
}

func TestHomeFirstScreen(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		adminID := e.adminID(admin)
		e.storeJob(adminID, func(j *jobportal.Job) { j.MainTopic = "Private Jobs"; j.SubTopics = []string{"IT and Software"} })

		t.Run("the home page's first screen has the header, the search and the topics with their counts", func(t *testing.T) {
			e := e.sub(t)
			p := e.page("/")
			if p.status != http.StatusOK {
				t.Fatalf("status %d", p.status)
			}
			s := firstScreen(t, p.body)
			for _, want := range []string{
				localeText(t, "i18n/locales/en/common.json", "home.title"),
				localeText(t, "i18n/locales/en/common.json", "nav.browse"),
				`<form role="search" action="/browse" method="get"`,
				`href="/browse?mainTopics=Private&#43;Jobs"`,
				`href="/browse?mainTopics=Private&#43;Jobs&amp;subTopics=IT&#43;and&#43;Software"`,
				`>1 job</span>`,  // Private Jobs
				`>0 jobs</span>`, // the other two
				`aria-current="page"`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q", want)
				}
			}
			// The page keeps the app's own title.
			if !strings.Contains(p.body, "<title>JobPortal</title>") {
				t.Errorf("title changed:\n%s", p.body)
			}
		})

		t.Run("a new job shows in the counts at once", func(t *testing.T) {
			e := e.sub(t)
			e.page("/") // kept for a second
			id := e.postJob(admin, true, set("companyName", "Ministry of Education"),
				set("mainTopic", "Government Jobs"), set("subTopics", []string{"Teaching"}))
			e.approve(admin, id)
			s := firstScreen(t, e.page("/").body)
			if strings.Count(s, ">1 job</span>") != 2 {
				t.Errorf("want Private and Government at 1 job:\n%s", s)
			}
		})

		t.Run("the lang cookie chooses the language, and each language is kept apart", func(t *testing.T) {
			e := e.sub(t)
			en := localeText(t, "i18n/locales/en/common.json", "home.title")
			si := localeText(t, "i18n/locales/si/common.json", "home.title")
			ta := localeText(t, "i18n/locales/ta/common.json", "home.title")
			for _, c := range []struct{ cookie, want string }{{"", en}, {"lang=si", si}, {"lang=ta", ta}, {"lang=en", en}, {"lang=xx", en}, {"", en}} {
				a := e.do("GET", "/", "", "", "Cookie", c.cookie)
				if s := firstScreen(t, a.Body.String()); !strings.Contains(s, c.want) {
					t.Errorf("cookie %q: want %q in the first screen", c.cookie, c.want)
				}
				if !strings.Contains(strings.Join(a.Header().Values("Vary"), ","), "Cookie") {
					t.Errorf("cookie %q: Vary %q", c.cookie, a.Header().Values("Vary"))
				}
			}
		})

		t.Run("a page in Sinhala or Tamil asks for its script's web faces with the page, an English one for none", func(t *testing.T) {
			e := e.sub(t)
			faces := map[string][]string{"si": {"NotoSansSinhala-Regular", "NotoSansSinhala-Bold"}, "ta": {"NotoSansTamil-Regular", "NotoSansTamil-Bold"}}
			for _, lang := range []string{"en", "si", "ta"} {
				body := e.do("GET", "/", "", "", "Cookie", "lang="+lang).Body.String()
				head := body[:strings.Index(body, "</head>")]
				for other, names := range faces {
					for _, name := range names {
						tag := `<link rel="preload" href="/fonts/` + name + `.woff2" as="font" type="font/woff2" crossorigin />`
						if got, want := strings.Contains(head, tag), other == lang; got != want {
							t.Errorf("%s: preload of %s in the head is %v, want %v", lang, name, got, want)
						}
					}
				}
			}
		})

		t.Run("the header offers a visitor 'Sign in' in the reader's language, as the app's header does", func(t *testing.T) {
			e := e.sub(t)
			for _, lang := range []string{"en", "si", "ta"} {
				want := `href="/customer/login">` + localeText(t, "i18n/locales/"+lang+"/common.json", "header.signIn") + `</a>`
				a := e.do("GET", "/", "", "", "Cookie", "lang="+lang)
				s := firstScreen(t, a.Body.String())
				header := s[:strings.Index(s, "</header>")]
				if !strings.Contains(header, want) {
					t.Errorf("%s: the header lacks %q:\n%s", lang, want, header)
				}
				// Hidden, taking no room, once index.html's script has found a signed-in reader.
				if !strings.Contains(header, `<div class="first-screen-visitor-only hidden lg:block">`) {
					t.Errorf("%s: 'Sign in' is not marked as for visitors only:\n%s", lang, header)
				}
			}
		})

		t.Run("pages without a first screen are the app alone", func(t *testing.T) {
			e := e.sub(t)
			for _, path := range []string{"/customer/login", "/customer/dashboard", "/terms"} {
				if p := e.page(path); strings.Contains(p.body, "first-screen") {
					t.Errorf("%s has a first screen:\n%s", path, p.body)
				}
			}
		})
	})
}
