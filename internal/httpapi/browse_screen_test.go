package httpapi_test

import (
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
)

// cardTitles are the titles of the job cards of a first screen, in order.
func cardTitles(s string) []string {
	var titles []string
	for _, m := range regexp.MustCompile(`<h3 class="[^"]*"><a class="[^"]*" href="/job/[^"]*">([^<]*)</a></h3>`).FindAllStringSubmatch(s, -1) {
		titles = append(titles, html.UnescapeString(m[1]))
	}
	return titles
}

// apiTitles are the titles of the jobs an API list answers, in order.
func (e *env) apiTitles(url string) []string {
	e.t.Helper()
	a := e.must(http.StatusOK, "GET", url, "", "")
	var list struct {
		Data []struct{ Title string }
	}
	if err := json.Unmarshal(a.Body.Bytes(), &list); err != nil {
		e.t.Fatal(err)
	}
	var titles []string
	for _, j := range list.Data {
		titles = append(titles, j.Title)
	}
	return titles
}

func TestBrowseFirstScreen(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		adminID := e.adminID(admin)
		hostile := `Engineer "Lead" </script><script>alert('x')</script> & Co`
		for i := range 7 {
			e.storeJob(adminID, func(j *jobportal.Job) {
				j.Title, j.Slug = fmt.Sprintf("Sales Executive %d", i), fmt.Sprintf("sales-executive-%d", i)
				j.PostedDate = time.Now().Add(-time.Duration(10+i) * time.Hour)
			})
		}
		e.storeJob(adminID, func(j *jobportal.Job) {
			j.Title, j.Slug, j.PostedDate = hostile, "engineer-lead", time.Now().Add(-time.Hour)
			j.Featured = true
		})
		e.storeJob(adminID, func(j *jobportal.Job) {
			j.Title, j.Slug, j.MainTopic, j.SubTopics = "Science Teacher", "science-teacher", "Government Jobs", []string{"Teaching"}
			j.Description = "Teach physics and chemistry to the senior classes."
			j.PostedDate = time.Now().Add(-20 * time.Hour)
		})
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		pending := e.postJob(company, false, set("title", "Waiting Room Clerk"))
		if got := e.storedJob(pending).Status; got != jobportal.JobPending {
			t.Fatalf("status %q", got)
		}

		t.Run("the first screen lists the approved jobs the app shows, in its order, escaped", func(t *testing.T) {
			e := e.sub(t)
			p := e.page("/browse")
			if p.status != http.StatusOK {
				t.Fatalf("status %d", p.status)
			}
			s := firstScreen(t, p.body)
			want := e.apiTitles("/api/jobs?page=1&limit=10")[:6]
			if got := cardTitles(s); strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("cards %q, want the API's first six %q", got, want)
			}
			if want[0] != hostile {
				t.Errorf("the newest job is %q", want[0])
			}
			if strings.Contains(s, "<script>alert") || !strings.Contains(s, "&lt;/script&gt;&lt;script&gt;alert(") {
				t.Errorf("title not escaped:\n%s", s)
			}
			for _, want := range []string{
				`>` + localeText(t, "features/jobs/locales/en.json", "browse.title") + `</h1>`,
				`>9 jobs</h2>`, `>Showing 1–9 of 9</p>`,
				`aria-current="page" class="inline-flex h-full items-center border-b-2 px-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3 border-teal-700 text-teal-800" href="/browse"`,
				`<option value="posted_date" selected>Newest first</option>`,
				`>Featured</span>`, `Posted 1 hour ago`,
			} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q", want)
				}
			}
			if strings.Contains(s, "Waiting Room Clerk") {
				t.Error("a pending job is on the first screen")
			}
			if strings.Contains(s, `value="relevance"`) || strings.Contains(s, "Clear filters") {
				t.Errorf("a list without words offers relevance or clearing:\n%s", s)
			}
			// The page keeps the app's own title.
			if !strings.Contains(p.body, "<title>JobPortal</title>") {
				t.Errorf("title changed:\n%s", p.body)
			}
		})

		t.Run("a filter narrows the list as the API does", func(t *testing.T) {
			e := e.sub(t)
			s := firstScreen(t, e.page("/browse?mainTopics=Government+Jobs&subTopics=Teaching").body)
			if got := cardTitles(s); len(got) != 1 || got[0] != "Science Teacher" {
				t.Errorf("cards %q", got)
			}
			for _, want := range []string{`>1 job</h2>`, `<option value="Government Jobs" selected>`,
				`type="checkbox" checked><span class="inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700 border-teal-700 bg-teal-700 text-white">Teaching</span>`,
				`>Filters (2)<`, ">Clear filters</button>"} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
			s = firstScreen(t, e.page("/browse?jobType=Full+Time+Jobs&sortBy=salary").body)
			want := e.apiTitles("/api/jobs?page=1&limit=10&jobType=Full+Time+Jobs&sortBy=salary&sortOrder=desc")[:6]
			if got := cardTitles(s); strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("by salary: cards %q, want %q", got, want)
			}
			if !strings.Contains(s, `<option value="salary" selected>`) {
				t.Errorf("the sort is not shown:\n%s", s)
			}
		})

		t.Run("a search shows the search's jobs with their snippets", func(t *testing.T) {
			e := e.sub(t)
			s := firstScreen(t, e.page("/browse?search=chemistry").body)
			if got := cardTitles(s); len(got) != 1 || got[0] != "Science Teacher" {
				t.Errorf("cards %q", got)
			}
			for _, want := range []string{"Jobs matching “chemistry”", `value="chemistry"`,
				`<mark class="rounded-sm bg-amber-100 px-0.5 font-medium text-gray-900">chemistry</mark>`,
				`<option value="relevance" selected>Most relevant</option>`} {
				if !strings.Contains(s, want) {
					t.Errorf("first screen lacks %q:\n%s", want, s)
				}
			}
		})

		t.Run("an address the app rewrites, or a list with nothing to show, has no first screen", func(t *testing.T) {
			e := e.sub(t)
			for _, query := range []string{
				"page=abc", "page=1", "page=02", "jobType=Nope", "sortBy=posted_date", "sortBy=relevance",
				"search=+engineer", "search=a++b", "search=", "utm_source=mail", "mainTopics=Private+Jobs&mainTopics=Government+Jobs",
				"subTopics=Teaching&subTopics=Teaching", "mainTopics=Private+Jobs&subTopics=Teaching", "minSal=0",
				"maxSal=1000000", "minSal=12.5", "minSal=500000&maxSal=100", "company=0", "company=7",
				"search=nothing-matches-this", "page=9", "location=Atlantis", "datePosted=any", "%zz",
			} {
				p := e.page("/browse?" + query)
				if p.status != http.StatusOK || strings.Contains(p.body, "first-screen") {
					t.Errorf("%s: status %d, first screen %v", query, p.status, strings.Contains(p.body, "first-screen"))
				}
			}
		})

		t.Run("another language than English has no first screen", func(t *testing.T) {
			e := e.sub(t)
			for _, cookie := range []string{"lang=si", "lang=ta"} {
				a := e.do("GET", "/browse", "", "", "Cookie", cookie)
				if a.Code != http.StatusOK || strings.Contains(a.Body.String(), "first-screen") {
					t.Errorf("%s: status %d, first screen %v", cookie, a.Code, strings.Contains(a.Body.String(), "first-screen"))
				}
			}
		})

		t.Run("a new job shows at once", func(t *testing.T) {
			e := e.sub(t)
			e.page("/browse") // kept for a second
			id := e.postJob(admin, true, set("title", "Night Shift Supervisor"), set("companyName", "Ceylon Traders"))
			e.approve(admin, id)
			if got := cardTitles(firstScreen(t, e.page("/browse").body)); len(got) == 0 || got[0] != "Night Shift Supervisor" {
				t.Errorf("cards %q", got)
			}
		})
	})
}
