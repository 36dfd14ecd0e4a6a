package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
)

func TestCompanyFirstScreen(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		closing := day(20)
		job := e.approvedJob(w.hotels, w.admin, set("title", `Front Office <Manager> & "Host"`), set("location", "Kandy"),
			set("closingDate", closing))
		page := fmt.Sprintf("/company/%d/hill-country-hotels", w.hotelsID)

		t.Run("a company's first screen has its header, about text, jobs and facts", func(t *testing.T) {
			p := e.page(page)
			if p.status != http.StatusOK {
				t.Fatalf("status %d", p.status)
			}
			s := firstScreen(t, p.body)
			closes, err := time.Parse(jobportal.DateLayout, closing)
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{
				`<span>Hill Country Hotels</span></h1>`,
				`ring-1 ring-teal-100">HC</span>`, // no logo: the initials
				`<span>Hotels and Tourism</span>`,
				`<circle cx="12" cy="9.5" r="2.5"></circle></svg>Kandy</span>`,
				`>☆☆☆☆☆</span><span class="sr-only">Rated 0.0 out of 5</span></span><span></span><span>(<!---->0 reviews<!---->)</span>`,
				`href="/customer/login">` + localeText(t, "features/companies/locales/en.json", "follow.signIn") + `</a><span class="text-sm text-gray-700">0 followers</span>`,
				`<p class="whitespace-pre-line text-gray-800">Hotels in the hills of Kandy and Nuwara Eliya.</p>`,
				fmt.Sprintf(`href="/job/%d/front-office-manager-host">Front Office &lt;Manager&gt; &amp; &#34;Host&#34;</a>`, job),
				`<p class="text-sm text-gray-600">Kandy · Full Time Jobs · closes ` + closes.Format("Jan 2, 2006") + `</p>`,
				`<dt class="font-medium text-gray-600">Size</dt><dd class="text-gray-900">201-500 employees</dd>`,
				`<dd class="text-gray-900">1998</dd>`,
				`<a href="https://hotels.example.lk/" target="_blank" rel="noopener noreferrer nofollow" class="text-teal-800 underline">https://hotels.example.lk</a>`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
			if strings.Contains(s, "Verified") || strings.Contains(s, ">Email<") {
				t.Errorf("first screen shows what the company does not have:\n%s", s)
			}
		})

		t.Run("reviews, a follow and the verified mark show at once", func(t *testing.T) {
			e.must(201, "POST", w.hotelsURL+"/reviews", `{"rating":4,"title":"Good","text":"Good place."}`, w.seeker)
			e.must(201, "POST", w.hotelsURL+"/reviews", `{"rating":5,"title":"Great","text":"Great place."}`, w.other)
			e.must(200, "POST", w.hotelsURL+"/follow", "", w.seeker)
			e.must(200, "PATCH", w.hotelsURL+"/verify", `{"verified":true}`, w.admin)
			s := firstScreen(t, e.page(page).body)
			for _, want := range []string{
				`>★★★★★</span><span class="sr-only">Rated 4.5 out of 5</span></span><span>4.5</span><span>(<!---->2 reviews<!---->)</span>`,
				`1 follower</span>`,
				`Verified</span></h1>`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
		})

		t.Run("a cover and a logo are drawn as the app draws them before they load", func(t *testing.T) {
			a := e.sendForm("POST", "/api/companies", w.admin, [][2]string{{"name", "Cinnamon Hotels"}},
				formFile{"logo", "logo.png", pngWithMetadata(t)}, formFile{"cover", "cover.jpg", testPhoto(t, 1200, 400, 3)})
			wantStatus(t, a, 201)
			d := a.data()
			cover, logo := d["cover"].(string), d["logo"].(string)
			s := firstScreen(t, e.page(fmt.Sprintf("/company/%d", int64(d["id"].(float64)))).body)
			for _, want := range []string{
				`<span class="relative block overflow-hidden bg-gray-100 w-full aspect-[4/1]" data-state="loading">`,
				`src="` + cover + `?w=768"`, `loading="eager"`, `fetchpriority="high"`,
				`<span class="relative block overflow-hidden bg-gray-100 size-24 text-2xl shrink-0 overflow-hidden rounded-xl bg-white ring-1 ring-gray-200 aspect-square" data-state="loading">`,
				`srcset="` + logo + `?w=320&amp;format=webp 320w" sizes="96px"`,
				`class="relative block size-full object-contain`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
		})

		t.Run("a company without jobs or a description says so", func(t *testing.T) {
			e.must(200, "PUT", w.ministryURL, `{"name":"Ministry of Health","industry":"Government","size":"5000+","location":"Colombo","description":""}`, w.admin)
			s := firstScreen(t, e.page(fmt.Sprintf("/company/%d", w.ministryID)).body)
			for _, key := range []string{"noDescription", "jobs.emptyTitle", "jobs.emptyMessage"} {
				if want := localeText(t, "features/companies/locales/en.json", key); !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
		})

		t.Run("a pending company has no first screen and stays not found", func(t *testing.T) {
			p := e.page(fmt.Sprintf("/company/%d", w.labsID))
			if p.status != http.StatusNotFound || strings.Contains(p.body, `id="first-screen"`) {
				t.Fatalf("status %d\n%s", p.status, p.body)
			}
		})

		t.Run("the directory's first screen has the controls, the highlights and the list, for visitors", func(t *testing.T) {
			p := e.page("/company")
			if p.status != http.StatusOK {
				t.Fatalf("status %d", p.status)
			}
			s := firstScreen(t, p.body)
			en := func(key string) string { return localeText(t, "features/companies/locales/en.json", key) }
			for _, want := range []string{
				`<div id="first-screen" class="flex min-h-screen flex-col first-screen-visitors">`,
				`<h1 class="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">` + en("title") + `</h1>`,
				`<form role="search" action="/company" method="get"`,
				`<option value="name:asc" selected>` + en("sort.name.natural") + `</option><option value="name:desc">` + en("sort.name.reverse") + `</option>`,
				`<option value="rating:desc">` + en("sort.rating.natural") + `</option>`,
				`<h2 id="first-screen-company-featured" class="text-xl font-bold text-gray-900">` + en("featured.title") + `</h2>`,
				en("recommended.introVisitor"),
				en("results.all"),
				fmt.Sprintf(`href="/company/%d/hill-country-hotels">Hill Country Hotels</a>`, w.hotelsID),
				`<dd class="font-semibold text-teal-800">1 open job</dd>`,
				`ring-1 ring-teal-100">MO</span>`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
			// The pending company is in no list.
			if strings.Contains(s, "Lanka Software Labs") {
				t.Errorf("first screen lists a pending company:\n%s", s)
			}
		})

		t.Run("the directory is written in the reader's language", func(t *testing.T) {
			a := e.do("GET", "/company", "", "", "Cookie", "lang=si")
			s := firstScreen(t, a.Body.String())
			if want := localeText(t, "features/companies/locales/si.json", "title"); !strings.Contains(s, want) {
				t.Errorf("first screen lacks %q:\n%s", want, s)
			}
		})

		t.Run("a search or a filtered directory has no first screen", func(t *testing.T) {
			for _, path := range []string{"/company?q=hotels", "/company?industry=Government", "/company?page=2"} {
				if p := e.page(path); p.status != http.StatusOK || strings.Contains(p.body, `id="first-screen"`) {
					t.Errorf("%s: status %d\n%s", path, p.status, p.body)
				}
			}
		})

		t.Run("in Tamil the page goes out without a first screen", func(t *testing.T) {
			a := e.do("GET", page, "", "", "Cookie", "lang=ta")
			if a.Code != http.StatusOK || strings.Contains(a.Body.String(), `id="first-screen"`) {
				t.Fatalf("status %d\n%s", a.Code, a.Body.String())
			}
		})
	})
}
