package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

func TestJobFirstScreen(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		adminID := e.adminID(admin)
		i := func(n int64) *int64 { return &n }
		hostile := `Rider <script>alert(1)</script> & "Co"`
		j := e.storeJob(adminID, func(j *jobportal.Job) {
			j.Title, j.CompanyName = hostile, `Quick<b>Drop</b> Logistics`
			j.SalaryMin, j.SalaryMax = i(35000), i(60000)
			j.Description = "Deliver parcels.\n\n<img src=x onerror=alert(2)>"
			j.SubTopics = []string{"Logistics"}
		})

		t.Run("a job's page has its first screen, with every text of the job escaped", func(t *testing.T) {
			e := e.sub(t)
			for _, path := range []string{fmt.Sprintf("/job/%d", j.ID), fmt.Sprintf("/job/%d/%s", j.ID, j.Slug),
				fmt.Sprintf("/job/%d/%s/full-details", j.ID, j.Slug), fmt.Sprintf("/job/%d/full-details", j.ID)} {
				p := e.page(path)
				if p.status != http.StatusOK {
					t.Fatalf("%s: status %d", path, p.status)
				}
				s := firstScreen(t, p.body)
				for _, want := range []string{
					`<h1 class="text-2xl leading-tight font-bold tracking-tight break-words text-gray-900 sm:text-3xl">Rider &lt;script&gt;alert(1)&lt;/script&gt; &amp; &#34;Co&#34;</h1>`,
					`Quick&lt;b&gt;Drop&lt;/b&gt; Logistics`,
					`LKR 35,000 – 60,000 a month`,
					`&lt;img src=x onerror=alert(2)&gt;`,
					`href="/browse?mainTopics=Private&#43;Jobs&amp;subTopics=Logistics"`,
					localeText(t, "features/jobs/locales/en.json", "apply.signInTitle"),
					`>QB</span>`,
				} {
					if !strings.Contains(s, want) {
						t.Errorf("%s: first screen lacks %q:\n%s", path, want, s)
					}
				}
				for _, bad := range []string{"<script>alert", "<b>Drop", "<img src=x"} {
					if strings.Contains(s, bad) {
						t.Errorf("%s: first screen has %q unescaped", path, bad)
					}
				}
				full := strings.HasSuffix(path, "/full-details")
				if got := strings.Contains(s, localeText(t, "features/jobs/locales/en.json", "detail.fullTitle")); got != full {
					t.Errorf("%s: full details title shown: %v", path, got)
				}
			}
		})

		t.Run("a job without a salary says so", func(t *testing.T) {
			e := e.sub(t)
			plain := e.storeJob(adminID, func(j *jobportal.Job) { j.Title, j.Slug = "Plain Job", "plain-job" })
			s := firstScreen(t, e.page(fmt.Sprintf("/job/%d", plain.ID)).body)
			if !strings.Contains(s, localeText(t, "features/jobs/locales/en.json", "salary.notGiven")) {
				t.Errorf("no salary note:\n%s", s)
			}
		})

		t.Run("a job's flyer keeps its place, with no style attribute, which the Content Security Policy blocks", func(t *testing.T) {
			e := e.sub(t)
			flyer := e.storeJob(adminID, func(j *jobportal.Job) {
				j.Title, j.Slug, j.Image = "Flyer Job", "flyer-job", "/media/img/ab/0123456789abcdef0123456789abcdef.jpg"
			})
			s := firstScreen(t, e.page(fmt.Sprintf("/job/%d", flyer.ID)).body)
			for _, want := range []string{
				`aria-labelledby="first-screen-flyer-heading"`,
				`aspect-[800/1000]`, `aspect-square`,
				`src="/media/img/ab/0123456789abcdef0123456789abcdef.jpg?w=768"`,
				`alt="Flyer of Flyer Job"`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
			if strings.Contains(s, "style=") {
				t.Errorf("a style attribute:\n%s", s)
			}
		})

		t.Run("a job that is not public has no first screen", func(t *testing.T) {
			e := e.sub(t)
			company := e.companyToken("Screen Traders", "hr@screen.lk")
			pending := e.postJob(company, false, set("title", "Pending Job"))
			for _, path := range []string{fmt.Sprintf("/job/%d", pending), "/job/999999", "/job/999999/some-slug/full-details"} {
				p := e.page(path)
				if p.status != http.StatusNotFound || !strings.Contains(p.body, `<meta name="robots" content="noindex" />`) ||
					strings.Contains(p.body, "first-screen") {
					t.Errorf("%s: %d %s", path, p.status, p.body)
				}
			}
		})

		t.Run("in Sinhala the page goes out without a first screen", func(t *testing.T) {
			e := e.sub(t)
			a := e.do("GET", fmt.Sprintf("/job/%d", j.ID), "", "", "Cookie", "lang=si")
			if a.Code != http.StatusOK || strings.Contains(a.Body.String(), "first-screen") {
				t.Errorf("lang=si: %d %s", a.Code, a.Body.String())
			}
		})
	})
}
