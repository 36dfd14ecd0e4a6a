package httpapi_test

import (
	"fmt"
	"html"
	"regexp"
	"strings"
	"testing"

	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// TestTopicAndDistrictPagesAreDrawn: /jobs/topic/{slug} and
// /jobs/district/{slug} are public pages with their own titles and canonical
// addresses, drawn with their jobs in the reader's language; a word that
// names no topic or district is a 404 that robots do not index.
func TestTopicAndDistrictPagesAreDrawn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		e.approvedJob(company, admin, set("title", "Senior Go Engineer")) // Colombo, Private Jobs, IT and Software
		e.approvedJob(company, admin, set("title", "Hotel Chef"), set("location", "Kandy"),
			set("subTopics", []string{"Hospitality and Tourism"}))

		for _, c := range []struct {
			url, title, canonical, shows, hides string
			lang, heading                       string
		}{
			{"/jobs/topic/it-and-software", "IT and Software jobs in Sri Lanka", "/jobs/topic/it-and-software",
				"Senior Go Engineer", "Hotel Chef", "en", "IT and Software jobs in Sri Lanka"},
			{"/jobs/topic/private-jobs", "Private Jobs in Sri Lanka", "/jobs/topic/private-jobs",
				"Hotel Chef", "", "si", "ශ්\u200dරී ලංකාවේ"},
			{"/jobs/district/kandy", "Jobs in Kandy", "/jobs/district/kandy",
				"Hotel Chef", "Senior Go Engineer", "ta", "மாவட்டத்தில் வேலைகள்"},
			{"/jobs/district/colombo?page=1", "Jobs in Colombo", "/jobs/district/colombo",
				"Senior Go Engineer", "Hotel Chef", "en", "Jobs in Colombo"},
			// A later page of a list is a page of its own, for search engines too.
			{"/jobs/district/colombo?page=2", "Jobs in Colombo", "/jobs/district/colombo?page=2",
				"", "Hotel Chef", "en", "Jobs in Colombo"},
		} {
			p := e.drawnPage(c.url, c.lang)
			if p.status != 200 || p.rootFor != c.lang {
				t.Fatalf("%s: status %d, drawn in %q", c.url, p.status, p.rootFor)
			}
			// The title is the page's, in its language: the English one, or
			// one with the heading's words in Sinhala or Tamil.
			title := regexp.MustCompile(`<title>([^<]*)</title>`).FindStringSubmatch(p.body)
			if title == nil || (c.lang == "en" && title[1] != c.title+" – JobPortal") ||
				(c.lang != "en" && !strings.Contains(html.UnescapeString(title[1]), c.heading)) {
				t.Errorf("%s in %s: the head's title is %q", c.url, c.lang, title)
			}
			if !strings.Contains(p.body, `<link rel="canonical" href="`+"https://jobs.example.lk"+languagePath(c.lang, c.canonical)+`"`) {
				t.Errorf("%s: no canonical %s", c.url, c.canonical)
			}
			text := html.UnescapeString(p.html)
			if !strings.Contains(text, "<h1") || !strings.Contains(text, c.heading) {
				t.Errorf("%s in %s: the heading %q is not drawn", c.url, c.lang, c.heading)
			}
			if !strings.Contains(text, c.shows) {
				t.Errorf("%s: the page does not show %q", c.url, c.shows)
			}
			if c.hides != "" && strings.Contains(text, c.hides) {
				t.Errorf("%s: the page shows %q, a job of elsewhere", c.url, c.hides)
			}
		}

		for _, url := range []string{"/jobs/topic/space-jobs", "/jobs/district/atlantis", "/jobs/district/foreign",
			"/jobs/topic/IT%20and%20Software"} {
			p := e.drawnPage(url, "en")
			if p.status != 404 || !strings.Contains(p.body, `<meta name="robots" content="noindex"`) {
				t.Errorf("%s: status %d, want a 404 with noindex", url, p.status)
			}
			if !strings.Contains(html.UnescapeString(p.html), "There is no such page of jobs") {
				t.Errorf("%s: the app's not-found state is not drawn: %q", url, p.html)
			}
		}
	})
}

// TestTagPageIsDrawn: /blogs/tag/{slug} is a public page titled by its tag,
// drawn with the tag's published articles; an unknown tag is a 404.
func TestTagPageIsDrawn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		b := newBlogSite(t, e) // a published post and a draft, tagged CV
		e.must(201, "POST", "/api/blogs/tags", `{"name":"Interviews"}`, b.editor)

		for _, lang := range []string{"en", "si", "ta"} {
			p := e.drawnPage("/blogs/tag/cv", lang)
			if p.status != 200 || p.rootFor != lang {
				t.Fatalf("the tag page in %s: status %d, drawn in %q", lang, p.status, p.rootFor)
			}
			if (lang == "en" && !strings.Contains(p.body, "<title>Articles tagged “CV” – JobPortal</title>")) ||
				!strings.Contains(p.body, `<link rel="canonical" href="https://jobs.example.lk`+languagePath(lang, "/blogs/tag/cv")+`"`) {
				t.Errorf("the tag page's head lacks its title or canonical address")
			}
			text := html.UnescapeString(p.html)
			if !strings.Contains(text, "<h1") || !strings.Contains(text, "CV") {
				t.Errorf("in %s: the tag's heading is not drawn", lang)
			}
			if !strings.Contains(text, "Writing a CV for Sri Lankan employers") || strings.Contains(text, "Interview tips, not ready") {
				t.Errorf("in %s: the page does not show the tag's published article alone", lang)
			}
		}
		if p := e.drawnPage("/blogs/tag/interviews", "en"); p.status != 200 ||
			!strings.Contains(html.UnescapeString(p.html), "No articles have this tag yet") {
			t.Errorf("a tag without articles: status %d, %q", p.status, p.html)
		}
		for _, url := range []string{"/blogs/tag/no-such-tag", fmt.Sprintf("/blogs/tag/%d", b.tag)} {
			p := e.drawnPage(url, "en")
			if p.status != 404 || !strings.Contains(p.body, `<meta name="robots" content="noindex"`) {
				t.Errorf("%s: status %d, want a 404 with noindex", url, p.status)
			}
		}
	})
}

// TestIndustryPageIsDrawn: /company/industry/{slug} is a public page of the
// industry's approved companies, titled by the industry, and a company's
// page links its industry there; an unknown industry is a 404.
func TestIndustryPageIsDrawn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		w := newCompanyWorld(t, e) // approved: Hill Country Hotels (Hotels and Tourism), Ministry of Health (Government)

		for _, lang := range []string{"en", "si", "ta"} {
			p := e.drawnPage("/company/industry/hotels-and-tourism", lang)
			if p.status != 200 || p.rootFor != lang {
				t.Fatalf("the industry page in %s: status %d, drawn in %q", lang, p.status, p.rootFor)
			}
			if (lang == "en" && !strings.Contains(p.body, "<title>Hotels and Tourism companies in Sri Lanka – JobPortal</title>")) ||
				!strings.Contains(p.body, `<link rel="canonical" href="https://jobs.example.lk`+languagePath(lang, "/company/industry/hotels-and-tourism")+`"`) {
				t.Errorf("the industry page's head lacks its title or canonical address")
			}
			text := html.UnescapeString(p.html)
			if !strings.Contains(text, "<h1") || !strings.Contains(text, "Hill Country Hotels") || strings.Contains(text, "Ministry of Health") {
				t.Errorf("in %s: the page does not show the industry's companies alone", lang)
			}
		}
		if p := e.drawnPage(fmt.Sprintf("/company/%d", w.hotelsID), "en"); !strings.Contains(p.html, `href="/company/industry/hotels-and-tourism"`) {
			t.Errorf("the company's page does not link its industry")
		}
		for _, url := range []string{"/company/industry/space-travel", "/company/industry/Government"} {
			p := e.drawnPage(url, "en")
			if p.status != 404 || !strings.Contains(p.body, `<meta name="robots" content="noindex"`) {
				t.Errorf("%s: status %d, want a 404 with noindex", url, p.status)
			}
		}
	})
}

// TestCompanyJobsPageIsDrawn: /jobs/company/{id}/{slug} is a public page of
// an approved company's jobs, titled by the company, and the company's page
// links to it; a company that is not approved has none.
func TestCompanyJobsPageIsDrawn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		w := newCompanyWorld(t, e)
		e.approvedJob(w.hotels, w.admin, set("title", "Night Receptionist"))
		e.approvedJob(w.labs, w.admin, set("title", "Senior Go Engineer"))
		path := fmt.Sprintf("/jobs/company/%d/hill-country-hotels", w.hotelsID)

		for _, lang := range []string{"en", "si", "ta"} {
			for _, url := range []string{path, fmt.Sprintf("/jobs/company/%d", w.hotelsID)} {
				p := e.drawnPage(url, lang)
				if p.status != 200 || p.rootFor != lang {
					t.Fatalf("%s in %s: status %d, drawn in %q", url, lang, p.status, p.rootFor)
				}
				if !strings.Contains(p.body, map[string]string{"en": "<title>Jobs at Hill Country Hotels – JobPortal</title>",
					"si": "<title>Hill Country Hotels හි රැකියා – JobPortal</title>", "ta": "<title>Hill Country Hotels நிறுவனத்தில் வேலைகள் – JobPortal</title>"}[lang]) ||
					!strings.Contains(p.body, `<link rel="canonical" href="https://jobs.example.lk`+languagePath(lang, path)+`"`) {
					t.Errorf("%s: the head lacks its title or canonical address", url)
				}
				text := html.UnescapeString(p.html)
				if !strings.Contains(text, "<h1") || !strings.Contains(text, "Hill Country Hotels") ||
					!strings.Contains(text, "Night Receptionist") || strings.Contains(text, "Senior Go Engineer") {
					t.Errorf("%s in %s: the page does not show the company's jobs alone", url, lang)
				}
			}
		}
		if p := e.drawnPage(fmt.Sprintf("/company/%d", w.hotelsID), "en"); !strings.Contains(p.html, `href="`+path+`"`) {
			t.Errorf("the company's page does not link to its jobs")
		}
		for _, url := range []string{fmt.Sprintf("/jobs/company/%d", w.labsID), "/jobs/company/999999", "/jobs/company/hotels"} {
			p := e.drawnPage(url, "en")
			if p.status != 404 || !strings.Contains(p.body, `<meta name="robots" content="noindex"`) {
				t.Errorf("%s: status %d, want a 404 with noindex", url, p.status)
			}
		}
	})
}

// TestDirectorySearchIsDrawn: /company?q= is drawn from GET /companies/search.
func TestDirectorySearchIsDrawn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newRenderingEnv(t, db)
		newCompanyWorld(t, e)
		p := e.drawnPage("/company?q=hotels", "en")
		if p.status != 200 {
			t.Fatalf("status %d", p.status)
		}
		text := html.UnescapeString(p.html)
		if !strings.Contains(text, "Hill Country Hotels") || strings.Contains(text, "Ministry of Health") {
			t.Errorf("the search's companies are not drawn alone")
		}
		searched := false
		for key := range p.answers {
			searched = searched || strings.HasPrefix(key, "GET /api/companies/search?")
		}
		if !searched {
			t.Errorf("the page was not drawn from GET /companies/search: %v", p.answers)
		}
	})
}
