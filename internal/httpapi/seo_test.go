package httpapi_test

import (
	"compress/gzip"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"html"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"jobportal/internal/httpapi"
	"jobportal/internal/jobportal"
)

const base = "https://jobs.example.lk"

// adminID is the id of the admin a token signs in.
func (e *env) adminID(token string) int64 {
	e.t.Helper()
	a := e.must(http.StatusOK, "GET", "/api/admin-users/me", "", token)
	return int64(a.data()["id"].(float64))
}

// approve approves a job as an admin.
func (e *env) approve(admin string, id int64) {
	e.t.Helper()
	e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/jobs/%d/approve", id), "", admin)
}

// storeJob stores a job directly, for states the API does not let one make
// (a closing date passed, a flyer already there).
func (e *env) storeJob(adminID int64, mods ...func(*jobportal.Job)) *jobportal.Job {
	e.t.Helper()
	j := &jobportal.Job{Title: "Stored Job", Slug: "stored-job", Description: "A job stored directly.",
		CompanyName: "Ceylon Traders", Location: "Colombo", JobType: "Full Time Jobs",
		ExperienceLevel: "Mid Level", MainTopic: "Private Jobs", Currency: "LKR", ClosingDate: day(10),
		Status: jobportal.JobApproved, ApplyMethod: jobportal.ApplyOnSite,
		PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: adminID}}
	for _, m := range mods {
		m(j)
	}
	if err := e.db.CreateJob(ctxb, j); err != nil {
		e.t.Fatal(err)
	}
	return j
}

// page is a job page's head, read back.
type page struct {
	status int
	body   string
}

func (p page) meta(attr, key string) string {
	m := regexp.MustCompile(`<meta ` + attr + `="` + regexp.QuoteMeta(key) + `" content="([^"]*)" />`).FindStringSubmatch(p.body)
	if m == nil {
		return "<missing>"
	}
	return html.UnescapeString(m[1])
}

func (p page) title() string {
	m := regexp.MustCompile(`(?s)<title>(.*?)</title>`).FindAllStringSubmatch(p.body, -1)
	if len(m) != 1 {
		return fmt.Sprintf("<%d titles>", len(m))
	}
	return html.UnescapeString(m[0][1])
}

func (p page) canonical() string {
	m := regexp.MustCompile(`<link rel="canonical" href="([^"]*)" />`).FindStringSubmatch(p.body)
	if m == nil {
		return "<missing>"
	}
	return html.UnescapeString(m[1])
}

// jsonLD returns the raw JSON-LD block, or "" when there is none.
func (p page) jsonLD() string {
	m := regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(p.body)
	if m == nil {
		return ""
	}
	return m[1]
}

// posting is the JobPosting JSON-LD as a search engine reads it.
type posting struct {
	Context            string `json:"@context"`
	Type               string `json:"@type"`
	Title              string `json:"title"`
	Description        string `json:"description"`
	URL                string `json:"url"`
	DatePosted         string `json:"datePosted"`
	ValidThrough       string `json:"validThrough"`
	EmploymentType     string `json:"employmentType"`
	JobLocationType    string `json:"jobLocationType"`
	Image              string `json:"image"`
	DirectApply        bool   `json:"directApply"`
	Identifier         struct{ Value string }
	HiringOrganization struct {
		Type   string `json:"@type"`
		Name   string `json:"name"`
		SameAs string `json:"sameAs"`
	} `json:"hiringOrganization"`
	JobLocation *struct {
		Address struct {
			Type     string `json:"@type"`
			Locality string `json:"addressLocality"`
			Country  string `json:"addressCountry"`
		} `json:"address"`
	} `json:"jobLocation"`
	ApplicantLocationRequirements *struct {
		Type string `json:"@type"`
		Name string `json:"name"`
	} `json:"applicantLocationRequirements"`
	BaseSalary *struct {
		Currency string `json:"currency"`
		Value    struct {
			MinValue *int64 `json:"minValue"`
			MaxValue *int64 `json:"maxValue"`
			UnitText string `json:"unitText"`
		} `json:"value"`
	} `json:"baseSalary"`
}

func (p page) posting(t *testing.T) posting {
	t.Helper()
	raw := p.jsonLD()
	if raw == "" {
		t.Fatalf("no JSON-LD in %s", p.body)
	}
	var jp posting
	if err := json.Unmarshal([]byte(raw), &jp); err != nil {
		t.Fatalf("JSON-LD %s: %v", raw, err)
	}
	return jp
}

func (e *env) page(path string, headers ...string) page {
	e.t.Helper()
	a := e.do("GET", path, "", "", headers...)
	return page{status: a.Code, body: a.Body.String()}
}

func TestJobPages(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		e.must(http.StatusCreated, "POST", "/api/customers/register/company",
			`{"name":"Lanka Software Labs","contactPerson":"Ruwan","email":"hr@lsl.lk","password":"`+password+
				`","website":"https://lsl.example.lk"}`, "")
		company := e.loginCustomer("hr@lsl.lk", password)

		hostile := `Engineer "Lead" </script><script>alert('x')</script> & Co`
		longText := strings.Repeat("Build and run the web services of a growing team in Colombo. ", 5)
		id := e.postJob(company, false, set("title", hostile), set("description", longText+"\n\nHybrid <b>work</b>."))
		e.approve(admin, id)
		t.Run("a company page no admin approved lends the job no website", func(t *testing.T) {
			e := e.sub(t)
			if o := e.page(fmt.Sprintf("/job/%d", id)).posting(t).HiringOrganization; o.Name != "Lanka Software Labs" || o.SameAs != "" {
				t.Fatalf("hiringOrganization %+v", o)
			}
		})
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/companies/%d/approve", e.ownPage(company)), "", admin)
		slug := jobportal.Slugify(hostile, jobportal.JobSlugFallback)
		want := fmt.Sprintf("%s/job/%d/%s", base, id, slug)

		t.Run("an approved job's page has its title, description and canonical address", func(t *testing.T) {
			e := e.sub(t)
			p := e.page(fmt.Sprintf("/job/%d", id))
			if p.status != 200 || !strings.Contains(p.body, `<div id="root">`) {
				t.Fatalf("status %d: %s", p.status, p.body)
			}
			if got := p.title(); got != hostile+" – Lanka Software Labs, Colombo – JobPortal" {
				t.Fatalf("title %q", got)
			}
			desc := p.meta("name", "description")
			if !strings.HasPrefix(desc, "Build and run the web services") || !strings.HasSuffix(desc, "…") ||
				len([]rune(desc)) > 155 || strings.Contains(desc, "\n") {
				t.Fatalf("description %q", desc)
			}
			if strings.Count(p.body, `name="description"`) != 1 || strings.Contains(p.body, "Jobs in Sri Lanka and abroad") {
				t.Fatal("the app's own title or description is still there")
			}
			if p.canonical() != want {
				t.Fatalf("canonical %q, want %q", p.canonical(), want)
			}
			for _, tc := range [][3]string{
				{"property", "og:title", hostile + " – Lanka Software Labs, Colombo"},
				{"property", "og:description", desc},
				{"property", "og:url", want},
				{"property", "og:type", "website"},
				{"property", "og:site_name", "JobPortal"},
				{"property", "og:image", "<missing>"},
				{"name", "twitter:card", "summary"},
				{"name", "twitter:title", hostile + " – Lanka Software Labs, Colombo"},
				{"name", "twitter:description", desc},
			} {
				if got := p.meta(tc[0], tc[1]); got != tc[2] {
					t.Errorf("%s = %q, want %q", tc[1], got, tc[2])
				}
			}
		})

		t.Run("markup in the job's text is escaped everywhere", func(t *testing.T) {
			e := e.sub(t)
			p := e.page(fmt.Sprintf("/job/%d", id))
			if n := strings.Count(p.body, "</script>"); n != 1 {
				t.Fatalf("%d </script> in the page (only the JSON-LD's own end may be there)", n)
			}
			if strings.Contains(p.body, "<script>alert") || strings.Contains(p.body, "<b>work") {
				t.Fatal("the job's markup reached the page")
			}
			ld := p.jsonLD()
			if strings.ContainsAny(ld, "<>") || !strings.Contains(ld, `\u003c/script\u003e`) || !strings.Contains(ld, `\u0026`) {
				t.Fatalf("JSON-LD not escaped: %s", ld)
			}
			if !strings.Contains(p.body, "&lt;/script&gt;") || !strings.Contains(p.body, "&#34;Lead&#34;") {
				t.Fatalf("title not escaped: %s", p.body)
			}
		})

		t.Run("the JobPosting data describes the job", func(t *testing.T) {
			e := e.sub(t)
			jp := e.page(fmt.Sprintf("/job/%d/%s", id, slug)).posting(t)
			closing := day(30)
			if jp.Context != "https://schema.org/" || jp.Type != "JobPosting" || jp.Title != hostile || jp.URL != want ||
				jp.Identifier.Value != fmt.Sprint(id) {
				t.Fatalf("posting %+v", jp)
			}
			if jp.ValidThrough != closing+"T23:59:59+05:30" {
				t.Fatalf("validThrough %q, want the end of %s in Colombo", jp.ValidThrough, closing)
			}
			posted, err := time.Parse(time.RFC3339, jp.DatePosted)
			if err != nil || time.Since(posted) > time.Minute || !strings.HasSuffix(jp.DatePosted, "+05:30") {
				t.Fatalf("datePosted %q", jp.DatePosted)
			}
			if !strings.HasPrefix(jp.Description, "<p>Build and run") || !strings.Contains(jp.Description, "Hybrid &lt;b&gt;work&lt;/b&gt;.") ||
				!strings.Contains(jp.Description, "<strong>Requirements</strong></p><p>Three years of Go or Java.</p>") {
				t.Fatalf("description %q", jp.Description)
			}
			if jp.EmploymentType != "FULL_TIME" || jp.JobLocationType != "" || jp.ApplicantLocationRequirements != nil {
				t.Fatalf("employment %+v", jp)
			}
			if o := jp.HiringOrganization; o.Type != "Organization" || o.Name != "Lanka Software Labs" || o.SameAs != "https://lsl.example.lk" {
				t.Fatalf("hiringOrganization %+v", o)
			}
			if l := jp.JobLocation; l == nil || l.Address.Type != "PostalAddress" || l.Address.Locality != "Colombo" || l.Address.Country != "LK" {
				t.Fatalf("jobLocation %+v", l)
			}
			s := jp.BaseSalary
			if s == nil || s.Currency != "LKR" || *s.Value.MinValue != 150000 || *s.Value.MaxValue != 250000 || s.Value.UnitText != "MONTH" {
				t.Fatalf("baseSalary %+v", s)
			}
			if !jp.DirectApply {
				t.Fatal("a job applied for on the site is directApply")
			}
		})

		t.Run("an old slug and the full-details pages point to the current address", func(t *testing.T) {
			e := e.sub(t)
			for _, path := range []string{"/job/%d/old-title", "/job/%d/full-details", "/job/%d/old-title/full-details", "/job/%d/"} {
				p := e.page(fmt.Sprintf(path, id))
				if p.status != 200 || p.canonical() != want || p.meta("property", "og:url") != want {
					t.Errorf("%s: %d, canonical %q", path, p.status, p.canonical())
				}
			}
		})

		t.Run("remote, freelance and foreign jobs say so", func(t *testing.T) {
			e := e.sub(t)
			remote := e.postJob(admin, true, set("title", "Remote Go Developer"), set("jobType", "Remote Jobs"),
				set("companyName", "Distributed Ltd"), unset("salaryMin"), unset("salaryMax"))
			jp := e.page(fmt.Sprintf("/job/%d", remote)).posting(t)
			if jp.EmploymentType != "" || jp.JobLocationType != "TELECOMMUTE" || jp.ApplicantLocationRequirements == nil ||
				jp.ApplicantLocationRequirements.Type != "Country" || jp.ApplicantLocationRequirements.Name != "LK" ||
				jp.BaseSalary != nil || jp.HiringOrganization.SameAs != "" {
				t.Fatalf("remote %+v", jp)
			}
			freelance := e.postJob(admin, true, set("title", "Freelance Designer"), set("jobType", "Freelance"),
				set("companyName", "Studio Lanka"), unset("salaryMax"))
			jp = e.page(fmt.Sprintf("/job/%d", freelance)).posting(t)
			if jp.EmploymentType != "CONTRACTOR" || jp.BaseSalary == nil || jp.BaseSalary.Value.MaxValue != nil || *jp.BaseSalary.Value.MinValue != 150000 {
				t.Fatalf("freelance %+v", jp)
			}
			abroad := e.postJob(admin, true, set("title", "Heavy Vehicle Driver"), set("location", "Foreign"), set("country", "Qatar"),
				set("currency", "QAR"), set("salaryMin", 3000), set("salaryMax", 4000), set("jobType", "Temporary"),
				set("companyName", "Gulf Jobs Lanka"), set("applyMethod", "email"), set("applyEmail", "cv@gulf.example.lk"))
			p := e.page(fmt.Sprintf("/job/%d", abroad))
			jp = p.posting(t)
			if p.title() != "Heavy Vehicle Driver – Gulf Jobs Lanka, Qatar – JobPortal" || jp.EmploymentType != "TEMPORARY" ||
				jp.JobLocation.Address.Country != "Qatar" || jp.JobLocation.Address.Locality != "" ||
				jp.BaseSalary.Currency != "QAR" || jp.DirectApply {
				t.Fatalf("abroad %q %+v", p.title(), jp)
			}
		})

		t.Run("a job with a flyer shows it, at an absolute address", func(t *testing.T) {
			e := e.sub(t)
			j := e.storeJob(e.adminID(admin), func(j *jobportal.Job) { j.Image = "/media/img/ab/0123456789abcdef0123456789abcdef.jpg" })
			p := e.page(fmt.Sprintf("/job/%d", j.ID))
			img := base + "/media/img/ab/0123456789abcdef0123456789abcdef.jpg"
			if p.meta("property", "og:image") != img || p.meta("name", "twitter:image") != img ||
				p.meta("name", "twitter:card") != "summary_large_image" || p.posting(t).Image != img {
				t.Fatalf("image tags in %s", p.body)
			}
		})

		t.Run("a job that is not public is a 404 that robots must not index", func(t *testing.T) {
			e := e.sub(t)
			adminID := e.adminID(admin)
			pending := e.postJob(company, false, set("title", "Pending Job"))
			rejected := e.postJob(company, false, set("title", "Rejected Job"))
			e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/jobs/%d/reject", rejected), `{"reason":"Too vague"}`, admin)
			expired := e.storeJob(adminID, func(j *jobportal.Job) { j.Title, j.ClosingDate = "Expired Job", day(-1) })
			for _, path := range []string{
				fmt.Sprintf("/job/%d", pending), fmt.Sprintf("/job/%d/pending-job", pending),
				fmt.Sprintf("/job/%d", rejected), fmt.Sprintf("/job/%d/full-details", expired.ID),
				"/job/999999", "/job/999999/some-slug/full-details", "/job/not-a-number", "/job/-4",
			} {
				p := e.page(path)
				if p.status != 404 || !strings.Contains(p.body, `<meta name="robots" content="noindex" />`) ||
					!strings.Contains(p.body, `<div id="root">`) || p.jsonLD() != "" || p.canonical() != "<missing>" {
					t.Errorf("%s: %d %s", path, p.status, p.body)
				}
			}
		})

		t.Run("other paths are the app as it is", func(t *testing.T) {
			e := e.sub(t)
			for _, path := range []string{"/", "/browse", "/job", "/jobs/12", "/job/12/a/b/c"} {
				p := e.page(path)
				if p.status != 200 || strings.Contains(p.body, "noindex") || p.title() != "JobPortal" {
					t.Errorf("%s: %d %s", path, p.status, p.body)
				}
			}
		})

		t.Run("a job page is compressed for clients that ask, and answers HEAD", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("GET", fmt.Sprintf("/job/%d", id), "", "", "Accept-Encoding", "gzip")
			if a.Header().Get("Content-Encoding") != "gzip" || a.Header().Get("Cache-Control") != "no-cache" {
				t.Fatalf("headers %v", a.Header())
			}
			zr, err := gzip.NewReader(a.Body)
			if err != nil {
				t.Fatal(err)
			}
			if body, _ := io.ReadAll(zr); !strings.Contains(string(body), "application/ld+json") {
				t.Fatalf("body %s", body)
			}
			if h := e.do("HEAD", fmt.Sprintf("/job/%d", id), "", ""); h.Code != 200 || h.Body.Len() != 0 ||
				!strings.HasPrefix(h.Header().Get("Content-Type"), "text/html") {
				t.Fatalf("HEAD %d %q", h.Code, h.Body.String())
			}
			if h := e.do("HEAD", "/job/999999", "", ""); h.Code != 404 || h.Body.Len() != 0 {
				t.Fatalf("HEAD of a missing job %d", h.Code)
			}
		})
	})
}

// The sitemap's elements, as a search engine reads them.
type (
	urlSet struct {
		XMLName xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
		URLs    []struct {
			Loc     string `xml:"loc"`
			LastMod string `xml:"lastmod"`
			Links   []struct {
				Rel      string `xml:"rel,attr"`
				Hreflang string `xml:"hreflang,attr"`
				Href     string `xml:"href,attr"`
			} `xml:"http://www.w3.org/1999/xhtml link"`
		} `xml:"url"`
	}
	sitemapIndex struct {
		XMLName  xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 sitemapindex"`
		Sitemaps []struct {
			Loc string `xml:"loc"`
		} `xml:"sitemap"`
	}
)

func (u urlSet) locs() []string {
	out := make([]string, len(u.URLs))
	for i, x := range u.URLs {
		out[i] = x.Loc
	}
	return out
}

func TestSitemapAndRobots(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		public := []int64{e.postJob(company, false, set("title", "Public One")), e.postJob(company, false, set("title", "Public Two"))}
		e.approve(admin, public[0])
		e.approve(admin, public[1])
		adminID := e.adminID(admin)
		pending := e.postJob(company, false, set("title", "Pending Job"))
		expired := e.storeJob(adminID, func(j *jobportal.Job) { j.ClosingDate = day(-1) })

		t.Run("the sitemap lists the site's pages and the public jobs only", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/sitemap.xml", "", "")
			if !strings.HasPrefix(a.Header().Get("Content-Type"), "application/xml") {
				t.Fatalf("content type %q", a.Header().Get("Content-Type"))
			}
			var set urlSet
			if err := xml.Unmarshal(a.Body.Bytes(), &set); err != nil {
				t.Fatalf("%v: %s", err, a.Body.String())
			}
			locs := strings.Join(set.locs(), " ")
			for _, want := range []string{base + "/ ", base + "/browse ", base + "/terms ", base + "/si ", base + "/ta/browse ",
				base + "/si/terms ", fmt.Sprintf("%s/job/%d/public-one ", base, public[0]),
				fmt.Sprintf("%s/ta/job/%d/public-one ", base, public[0]), fmt.Sprintf("%s/si/job/%d/public-two", base, public[1])} {
				if !strings.Contains(locs+" ", want) {
					t.Errorf("sitemap lacks %s: %s", want, locs)
				}
			}
			for _, id := range []int64{pending, expired.ID} {
				if strings.Contains(locs, fmt.Sprintf("/job/%d/", id)) {
					t.Errorf("sitemap lists job %d, which is not public", id)
				}
			}
			for _, want := range []string{base + "/jobs/topic/government-jobs ", base + "/jobs/topic/it-and-software ",
				base + "/jobs/district/nuwara-eliya ", base + "/company/industry/hotels-and-tourism ",
				base + "/si/jobs/district/nuwara-eliya ", base + "/ta/company/industry/hotels-and-tourism "} {
				if !strings.Contains(locs+" ", want) {
					t.Errorf("sitemap lacks %s", want)
				}
			}
			if strings.Contains(locs, "/jobs/district/foreign") {
				t.Errorf("sitemap lists a district page for Foreign")
			}
			// 9 pages of the site, 24 topics, 25 districts, 19 industries, 2 jobs, each in 3 languages.
			if len(set.URLs) != 3*(9+24+25+19+2) {
				t.Fatalf("%d addresses: %s", len(set.URLs), locs)
			}
			// Each version names all of them, and English as x-default.
			for i, u := range set.URLs {
				path := strings.TrimPrefix(set.URLs[i-i%3].Loc, base)
				var links []string
				for _, l := range u.Links {
					if l.Rel != "alternate" {
						t.Errorf("%s: a link %q", u.Loc, l.Rel)
					}
					links = append(links, l.Hreflang+" "+l.Href)
				}
				want := []string{"en " + base + path, "si " + base + languagePath("si", path), "ta " + base + languagePath("ta", path),
					"x-default " + base + path}
				if u.Loc != base+languagePath([]string{"en", "si", "ta"}[i%3], path) || !slices.Equal(links, want) {
					t.Fatalf("%s: links %q, want %q", u.Loc, links, want)
				}
			}
			last := set.URLs[len(set.URLs)-1]
			if mod, err := time.Parse(time.RFC3339, last.LastMod); err != nil || time.Since(mod) > time.Minute ||
				set.URLs[len(set.URLs)-3].LastMod != last.LastMod || !strings.HasPrefix(last.Loc, base+"/ta/job/") {
				t.Fatalf("lastmod %q of %s", last.LastMod, last.Loc)
			}
		})

		t.Run("beyond one file's worth the sitemap is an index of pages", func(t *testing.T) {
			e := e.sub(t)
			for i := range 4 {
				e.postJob(admin, true, set("title", fmt.Sprintf("More Work %d", i)), set("companyName", "Ceylon Traders"))
			}
			srv, err := httpapi.New(e.db, slog.New(slog.DiscardHandler),
				httpapi.Config{BaseURL: base, SitemapSize: 13}, testApp)
			if err != nil {
				t.Fatal(err)
			}
			defer srv.Close(ctxb)
			get := func(url string) *httptest.ResponseRecorder {
				w := httptest.NewRecorder()
				srv.ServeHTTP(w, httptest.NewRequest("GET", url, nil))
				return w
			}
			var idx sitemapIndex
			if err := xml.Unmarshal(get("/sitemap.xml").Body.Bytes(), &idx); err != nil || len(idx.Sitemaps) != 21 ||
				idx.Sitemaps[20].Loc != base+"/sitemap.xml?page=21" {
				t.Fatalf("index %+v, %v", idx, err)
			}
			// 77 pages (the site's 9, then the topics', districts' and industries') and 6 jobs, 4 to a
			// file: the 12 addresses of their versions fit in 13, a 5th page's would not.
			var all []string
			for i := 1; i <= 21; i++ {
				var set urlSet
				if err := xml.Unmarshal(get(fmt.Sprintf("/sitemap.xml?page=%d", i)).Body.Bytes(), &set); err != nil {
					t.Fatal(err)
				}
				all = append(all, set.locs()...)
			}
			if len(all) != 3*83 || all[24] != base+"/terms" || all[26] != base+"/ta/terms" ||
				all[27] != base+"/jobs/topic/government-jobs" || !strings.Contains(all[3*77], fmt.Sprintf("/job/%d/", public[0])) {
				t.Fatalf("pages hold %q", all)
			}
			for _, tc := range []struct {
				url    string
				status int
			}{{"/sitemap.xml?page=22", 404}, {"/sitemap.xml?page=0", 422}, {"/sitemap.xml?page=two", 422}, {"/sitemap.xml?lang=si", 422}} {
				if w := get(tc.url); w.Code != tc.status || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") {
					t.Errorf("%s: %d %s", tc.url, w.Code, w.Body.String())
				}
			}
		})

		t.Run("robots may read all but the private areas, and find the sitemap", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/robots.txt", "", "")
			body := a.Body.String()
			for _, want := range []string{"User-agent: *\n", "Disallow: /dashboard\n", "Disallow: /jp-admin\n",
				"Disallow: /customer/\n", "Sitemap: " + base + "/sitemap.xml\n"} {
				if !strings.Contains(body, want) {
					t.Errorf("robots.txt lacks %q:\n%s", want, body)
				}
			}
			if strings.Contains(body, "Disallow: /\n") || !strings.HasPrefix(a.Header().Get("Content-Type"), "text/plain") {
				t.Fatalf("robots.txt:\n%s", body)
			}
		})
	})
}

// feed is an RSS 2.0 document as a feed reader reads it.
type feed struct {
	XMLName xml.Name `xml:"rss"`
	Version string   `xml:"version,attr"`
	Channel struct {
		Title string `xml:"title"`
		Items []struct {
			Title       string   `xml:"title"`
			Link        string   `xml:"link"`
			GUID        string   `xml:"guid"`
			PubDate     string   `xml:"pubDate"`
			Description string   `xml:"description"`
			Categories  []string `xml:"category"`
		} `xml:"item"`
	} `xml:"channel"`
}

func wantList(t *testing.T, got []string, want ...string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func (f feed) titles() []string {
	out := make([]string, len(f.Channel.Items))
	for i, it := range f.Channel.Items {
		out[i] = it.Title
	}
	return out
}

func TestJobsFeed(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		e.postJob(admin, true, set("title", "Civil Engineer"), set("location", "Kandy"), set("companyName", "Kandy Builders"))
		e.postJob(admin, true, set("title", "Shop Assistant"), set("jobType", "Part Time Jobs"), set("companyName", "Perera Stores"),
			set("description", "Serve customers & keep the <shelves> full."))
		e.postJob(admin, true, set("title", "Nursing Officer"), set("mainTopic", "Government Jobs"),
			set("subTopics", []string{"Health Services"}), set("companyName", "Ministry of Health"))
		e.postJob(company, false, set("title", "Pending Engineer"))

		var raw string
		read := func(t *testing.T, url string) feed {
			t.Helper()
			e := e.sub(t)
			a := e.must(200, "GET", url, "", "")
			raw = a.Body.String()
			if !strings.HasPrefix(a.Header().Get("Content-Type"), "application/rss+xml") {
				t.Fatalf("content type %q", a.Header().Get("Content-Type"))
			}
			var f feed
			if err := xml.Unmarshal(a.Body.Bytes(), &f); err != nil {
				t.Fatalf("%v: %s", err, a.Body.String())
			}
			return f
		}
		t.Run("the feed gives the newest public jobs first, with absolute links", func(t *testing.T) {
			f := read(t, "/jobs.rss")
			wantList(t, f.titles(), "Nursing Officer – Ministry of Health, Colombo", "Shop Assistant – Perera Stores, Colombo",
				"Civil Engineer – Kandy Builders, Kandy")
			it := f.Channel.Items[1]
			if f.Version != "2.0" || !strings.HasPrefix(it.Link, base+"/job/") || !strings.HasSuffix(it.Link, "/shop-assistant") ||
				it.GUID != it.Link || !strings.Contains(raw, "<link>"+base+"/browse</link>") ||
				!strings.Contains(raw, `<atom:link href="`+base+`/jobs.rss" rel="self" type="application/rss+xml">`) {
				t.Fatalf("feed %+v", f)
			}
			if _, err := time.Parse(time.RFC1123Z, it.PubDate); err != nil {
				t.Fatalf("pubDate %q", it.PubDate)
			}
			if !strings.HasPrefix(it.Description, "Serve customers & keep the <shelves> full.") ||
				strings.Join(it.Categories, ",") != "Private Jobs,Part Time Jobs,IT and Software" {
				t.Fatalf("item %+v", it)
			}
		})
		t.Run("the feed takes the filters of the job list", func(t *testing.T) {
			wantList(t, read(t, "/jobs.rss?location=Kandy").titles(), "Civil Engineer – Kandy Builders, Kandy")
			wantList(t, read(t, "/jobs.rss?jobType=Part+Time+Jobs").titles(), "Shop Assistant – Perera Stores, Colombo")
			wantList(t, read(t, "/jobs.rss?mainTopics=Government+Jobs").titles(), "Nursing Officer – Ministry of Health, Colombo")
			wantList(t, read(t, "/jobs.rss?q=engineer").titles(), "Civil Engineer – Kandy Builders, Kandy")
			wantList(t, read(t, "/jobs.rss?subTopics=Health+Services&location=Kandy").titles())
			f := read(t, "/jobs.rss?jobType=part+time+jobs&location=Colombo")
			if f.Channel.Title != "Part Time Jobs in Colombo | JobPortal" ||
				!strings.Contains(raw, `<atom:link href="`+base+`/jobs.rss?jobType=part+time+jobs&amp;location=Colombo"`) {
				t.Fatalf("channel %q: %s", f.Channel.Title, raw)
			}
		})
		t.Run("a filter the feed cannot read is refused in plain text", func(t *testing.T) {
			for _, tc := range []struct{ url, field string }{
				{"/jobs.rss?jobType=Nope", "jobType"},
				{"/jobs.rss?location=Atlantis", "location"},
				{"/jobs.rss?mainTopics=Space+Jobs", "mainTopics"},
				{"/jobs.rss?page=2", "page"},
				{"/jobs.rss?sortBy=salary", "sortBy"},
				{"/jobs.rss?colour=blue", "colour"},
			} {
				e := e.sub(t)
				a := e.do("GET", tc.url, "", "")
				if a.Code != 422 || !strings.HasPrefix(a.Header().Get("Content-Type"), "text/plain") ||
					!strings.Contains(a.Body.String(), "\n"+tc.field+": ") {
					t.Errorf("%s: %d %q %s", tc.url, a.Code, a.Header().Get("Content-Type"), a.Body.String())
				}
			}
		})
	})
}
