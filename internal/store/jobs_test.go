package store_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// jobWorld is a database with a clock, an admin, a company and a job seeker
// who post jobs.
type jobWorld struct {
	t       *testing.T
	db      *store.DB
	clk     *clock
	adminID int64
	company *jobportal.Customer
	person  *jobportal.Customer
}

func newJobWorld(t *testing.T, db *store.DB) *jobWorld {
	t.Helper()
	w := &jobWorld{t: t, db: db, clk: useClock(db)}
	a := &jobportal.AdminUser{Username: "admin", Name: "Admin", Role: jobportal.RoleSuperadmin}
	if err := db.CreateAdminUser(ctx, a, "h"); err != nil {
		t.Fatal(err)
	}
	w.adminID = a.ID
	reg := jobportal.Registration{Type: jobportal.CustomerCompany, Name: "Lanka Software Labs",
		Email: "hr@lsl.lk", ContactPerson: "Kasun"}
	var err error
	if w.company, err = db.CreateCustomer(ctx, reg, "h"); err != nil {
		t.Fatal(err)
	}
	w.person = mustCreateCustomer(t, db, "nimali@example.lk")
	return w
}

// job returns an approved job by the admin, open until the end of March 2026,
// changed by the given functions.
func (w *jobWorld) job(title string, mods ...func(*jobportal.Job)) *jobportal.Job {
	j := &jobportal.Job{
		Title: title, Slug: jobportal.Slugify(title, jobportal.JobSlugFallback),
		Description: "A role in a friendly team.", CompanyName: "Ceylon Traders",
		Location: "Colombo", JobType: "Full Time Jobs", ExperienceLevel: "Mid Level",
		MainTopic: "Private Jobs", SubTopics: []string{"IT and Software"}, Currency: "LKR",
		ClosingDate: "2026-03-31", Status: jobportal.JobApproved, ApplyMethod: jobportal.ApplyOnSite,
		PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: w.adminID},
	}
	for _, m := range mods {
		m(j)
	}
	return j
}

// add stores a job made by job and returns it.
func (w *jobWorld) add(title string, mods ...func(*jobportal.Job)) *jobportal.Job {
	w.t.Helper()
	j := w.job(title, mods...)
	if err := w.db.CreateJob(ctx, j); err != nil {
		w.t.Fatalf("create job %q: %v", title, err)
	}
	return j
}

// companyPage returns the company page of a company account.
func (w *jobWorld) companyPage(c *jobportal.Customer) *jobportal.Company {
	w.t.Helper()
	page, err := w.db.OwnCompany(ctx, c)
	if err != nil {
		w.t.Fatal(err)
	}
	return page
}

func (w *jobWorld) byCompany(c *jobportal.Customer) func(*jobportal.Job) {
	return func(j *jobportal.Job) {
		j.PostedBy = jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: c.ID}
		if c.Type == jobportal.CustomerCompany {
			page := w.companyPage(c)
			j.CompanyID, j.CompanyName = &page.ID, c.Name
		}
	}
}

func status(s string) func(*jobportal.Job) { return func(j *jobportal.Job) { j.Status = s } }

func closing(d string) func(*jobportal.Job) { return func(j *jobportal.Job) { j.ClosingDate = d } }

func salary(min, max *int64, currency string) func(*jobportal.Job) {
	return func(j *jobportal.Job) { j.SalaryMin, j.SalaryMax, j.Currency = min, max, currency }
}

func posted(t time.Time) func(*jobportal.Job) { return func(j *jobportal.Job) { j.PostedDate = t } }

func n64(v int64) *int64 { return &v }

func titles(jobs []*jobportal.Job) []string {
	out := make([]string, len(jobs))
	for i, j := range jobs {
		out[i] = j.Title
	}
	return out
}

func filter(mod func(*jobportal.JobFilter)) jobportal.JobFilter {
	f := jobportal.JobFilter{}
	if mod != nil {
		mod(&f)
	}
	f.Normalize()
	return f
}

func (w *jobWorld) list(mod func(*jobportal.JobFilter)) []string {
	w.t.Helper()
	jobs, _, err := w.db.ListJobs(ctx, filter(mod))
	if err != nil {
		w.t.Fatalf("list jobs: %v", err)
	}
	return titles(jobs)
}

func (w *jobWorld) search(keyword string, mod func(*jobportal.JobFilter)) []*jobportal.Job {
	w.t.Helper()
	jobs, _, err := w.db.SearchJobs(ctx, filter(func(f *jobportal.JobFilter) {
		f.Keyword = keyword
		if mod != nil {
			mod(f)
		}
	}))
	if err != nil {
		w.t.Fatalf("search %q: %v", keyword, err)
	}
	return jobs
}

func wantTitles(t *testing.T, got []string, want ...string) {
	t.Helper()
	if want == nil {
		want = []string{}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("jobs = %q, want %q", got, want)
	}
}

func TestJobsAreStoredAndFound(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		j := w.add("Senior Go Developer", w.byCompany(w.company), salary(n64(250000), n64(400000), "LKR"),
			func(j *jobportal.Job) {
				j.SubTopics = []string{"IT and Software", "Engineering"}
				j.Requirements = "Five years of Go.\nKnows SQL."
				j.ApplyMethod, j.ApplyEmail = jobportal.ApplyByEmail, "jobs@lsl.lk"
				j.Featured = true
			})
		t.Run("a new job gets an id, times and the company it is posted under", func(t *testing.T) {
			if j.ID == 0 || j.CreatedAt.IsZero() || !j.PostedDate.Equal(w.clk.t) || j.Expired {
				t.Fatalf("job %+v", j)
			}
		})
		t.Run("the public finds an approved open job with every field", func(t *testing.T) {
			got, err := db.FindJob(ctx, j.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Title != "Senior Go Developer" || got.Slug != "senior-go-developer" || got.ClosingDate != "2026-03-31" ||
				got.CompanyID == nil || *got.CompanyID != w.company.ID || got.CompanyName != "Lanka Software Labs" ||
				*got.SalaryMin != 250000 || *got.SalaryMax != 400000 || got.Requirements != "Five years of Go.\nKnows SQL." ||
				got.ApplyEmail != "jobs@lsl.lk" || !got.Featured || got.Hot ||
				got.PostedBy != (jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: w.company.ID}) {
				t.Fatalf("found %+v", got)
			}
			if !slices.Equal(got.SubTopics, []string{"IT and Software", "Engineering"}) {
				t.Fatalf("sub-topics %q", got.SubTopics)
			}
		})
		t.Run("an admin's job says an admin posted it and has no company id", func(t *testing.T) {
			a := w.add("Teacher of Mathematics", func(j *jobportal.Job) {
				j.MainTopic, j.SubTopics, j.CompanyName = "Government Jobs", []string{"Teaching"}, "Ministry of Education"
			})
			got, err := db.FindJobAnyStatus(ctx, a.ID)
			if err != nil || got.CompanyID != nil || got.PostedBy != (jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: w.adminID}) ||
				got.SalaryMin != nil {
				t.Fatalf("found %+v, %v", got, err)
			}
		})
		t.Run("an unknown job is not found", func(t *testing.T) {
			_, err := db.FindJob(ctx, 999999)
			wantCode(t, err, jobportal.ENOTFOUND)
			_, err = db.FindJobAnyStatus(ctx, 999999)
			wantCode(t, err, jobportal.ENOTFOUND)
		})
		t.Run("a company's new name carries over to its jobs once its page is approved", func(t *testing.T) {
			c := *w.company
			c.Name = "LSL Technologies"
			if err := db.UpdateCustomerProfile(ctx, &c); err != nil {
				t.Fatal(err)
			}
			if got, _ := db.FindJob(ctx, j.ID); got.CompanyName != "Lanka Software Labs" {
				t.Fatalf("company name %q before the page was approved", got.CompanyName)
			}
			if _, _, err := db.ApproveCompany(ctx, w.companyPage(w.company).ID); err != nil {
				t.Fatal(err)
			}
			got, _ := db.FindJob(ctx, j.ID)
			if got.CompanyName != "LSL Technologies" {
				t.Fatalf("company name %q", got.CompanyName)
			}
			if found := w.search("technologies", nil); len(found) != 1 || found[0].ID != j.ID {
				t.Fatalf("search by the new name found %q", titles(found))
			}
		})
	})
}

func TestOnlyApprovedOpenJobsArePublic(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		everywhere := func(j *jobportal.Job) {
			w.byCompany(w.company)(j)
			j.Featured, j.Hot, j.Description = true, true, "Kandy kitchen work for a chef."
			j.Location, j.MainTopic, j.SubTopics = "Kandy", "Private Jobs", []string{"Hospitality and Tourism"}
		}
		open := w.add("Open Chef", everywhere)
		w.add("Pending Chef", everywhere, status(jobportal.JobPending))
		w.add("Rejected Chef", everywhere, status(jobportal.JobRejected))
		w.add("Expired Chef", everywhere, closing("2026-02-28"))
		w.add("Closing Today Chef", everywhere, closing("2026-03-01"))
		hidden := map[string]bool{"Pending Chef": true, "Rejected Chef": true, "Expired Chef": true}

		checkList := func(t *testing.T, what string, got []string) {
			t.Helper()
			for _, title := range got {
				if hidden[title] {
					t.Errorf("%s shows %q", what, title)
				}
			}
			if !slices.Contains(got, "Open Chef") || !slices.Contains(got, "Closing Today Chef") {
				t.Errorf("%s lacks the open jobs: %q", what, got)
			}
		}
		t.Run("no public list shows a pending, rejected or expired job", func(t *testing.T) {
			checkList(t, "the list", w.list(nil))
			checkList(t, "the list by company", w.list(func(f *jobportal.JobFilter) { f.CompanyID = &w.company.ID }))
			checkList(t, "the list by main topic", w.list(func(f *jobportal.JobFilter) { f.MainTopics = []string{"Private Jobs"} }))
			checkList(t, "the list by sub-topic", w.list(func(f *jobportal.JobFilter) { f.SubTopics = []string{"Hospitality and Tourism"} }))
			checkList(t, "the list by location", w.list(func(f *jobportal.JobFilter) { f.Location = "Kandy" }))
			checkList(t, "the list by keyword", w.list(func(f *jobportal.JobFilter) { f.Keyword = "chef" }))
			checkList(t, "the search", titles(w.search("chef kitchen", nil)))
			for name, fn := range map[string]func() ([]*jobportal.Job, error){
				"recent jobs":   func() ([]*jobportal.Job, error) { return db.RecentJobs(ctx, 10) },
				"featured jobs": func() ([]*jobportal.Job, error) { return db.FeaturedJobs(ctx, 10) },
				"hot jobs":      func() ([]*jobportal.Job, error) { return db.HotJobs(ctx, 10) },
			} {
				jobs, err := fn()
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				checkList(t, name, titles(jobs))
			}
		})
		t.Run("the totals count only public jobs", func(t *testing.T) {
			_, total, err := db.ListJobs(ctx, filter(func(f *jobportal.JobFilter) { f.Limit = 1 }))
			if err != nil || total != 2 {
				t.Fatalf("total = %d, %v", total, err)
			}
			topics, err := db.TopicCounts(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if topics[1].Name != "Private Jobs" || topics[1].Count != 2 {
				t.Fatalf("private jobs count %+v", topics[1])
			}
			for _, s := range topics[1].SubTopics {
				if s.Name == "Hospitality and Tourism" && s.Count != 2 {
					t.Fatalf("sub-topic count %+v", s)
				}
			}
		})
		t.Run("a hidden job is not found by id, but its poster and admins see it", func(t *testing.T) {
			for _, title := range []string{"Pending Chef", "Rejected Chef", "Expired Chef"} {
				jobs, _, _ := db.ListCustomerJobs(ctx, w.company.ID, jobportal.Page{Number: 1, Limit: 10})
				var id int64
				for _, j := range jobs {
					if j.Title == title {
						id = j.ID
					}
				}
				_, err := db.FindJob(ctx, id)
				wantCode(t, err, jobportal.ENOTFOUND)
				if ok, err := db.PublicJobExists(ctx, id); ok || err != nil {
					t.Fatalf("%s is public: %v, %v", title, ok, err)
				}
				got, err := db.FindJobAnyStatus(ctx, id)
				if err != nil || got.Title != title {
					t.Fatalf("any status: %+v, %v", got, err)
				}
				if title == "Expired Chef" && !got.Expired {
					t.Fatal("the expired job does not say so")
				}
			}
			if ok, _ := db.PublicJobExists(ctx, open.ID); !ok {
				t.Fatal("the open job is not public")
			}
		})
		t.Run("a job stays open to the end of its closing day in Sri Lanka", func(t *testing.T) {
			w.clk.t = time.Date(2026, 3, 1, 18, 29, 0, 0, time.UTC) // 23:59 in Colombo
			wantTitles(t, w.list(func(f *jobportal.JobFilter) { f.Keyword = "today" }), "Closing Today Chef")
			w.clk.t = time.Date(2026, 3, 1, 18, 31, 0, 0, time.UTC) // 00:01 on 2 March in Colombo
			wantTitles(t, w.list(func(f *jobportal.JobFilter) { f.Keyword = "today" }))
		})
	})
}

func TestJobFilters(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		start := w.clk.t
		w.add("Accountant", w.byCompany(w.company), salary(n64(80000), n64(120000), "LKR"), posted(start.Add(-40*24*time.Hour)),
			func(j *jobportal.Job) {
				j.Location, j.ExperienceLevel, j.SubTopics = "Galle", "Entry Level", []string{"Accounting and Finance"}
			})
		w.add("Bank Teller", salary(n64(60000), nil, "LKR"), posted(start.Add(-10*24*time.Hour)), func(j *jobportal.Job) {
			j.Location, j.JobType, j.SubTopics = "Kandy", "Part Time Jobs", []string{"Banking and Insurance", "Sales and Marketing"}
		})
		w.add("Driver in Dubai", salary(nil, n64(3000), "AED"), posted(start.Add(-3*24*time.Hour)), func(j *jobportal.Job) {
			j.Location, j.Country, j.MainTopic, j.SubTopics = "Foreign", "United Arab Emirates", "International Jobs", []string{"Middle East"}
		})
		w.add("Nurse", posted(start.Add(-2*time.Hour)), func(j *jobportal.Job) {
			j.MainTopic, j.SubTopics, j.ExperienceLevel = "Government Jobs", []string{"Health Services"}, "Senior Level"
		})
		w.add("Web Designer", salary(n64(150000), n64(200000), "LKR"), posted(start.Add(-time.Hour)), func(j *jobportal.Job) {
			j.JobType, j.SubTopics = "Remote Jobs", []string{"IT and Software"}
		})

		for _, c := range []struct {
			name string
			mod  func(*jobportal.JobFilter)
			want []string
		}{
			{"with no filter every job is listed newest first", nil,
				[]string{"Web Designer", "Nurse", "Driver in Dubai", "Bank Teller", "Accountant"}},
			{"the job type filter keeps that type", func(f *jobportal.JobFilter) { f.JobType = "Part Time Jobs" },
				[]string{"Bank Teller"}},
			{"the location filter keeps that district", func(f *jobportal.JobFilter) { f.Location = "Galle" },
				[]string{"Accountant"}},
			{"Foreign keeps the jobs abroad", func(f *jobportal.JobFilter) { f.Location = "Foreign" },
				[]string{"Driver in Dubai"}},
			{"Sri Lanka keeps every district but not abroad", func(f *jobportal.JobFilter) { f.Location = "Sri Lanka" },
				[]string{"Web Designer", "Nurse", "Bank Teller", "Accountant"}},
			{"the company filter keeps the company's jobs", func(f *jobportal.JobFilter) { f.CompanyID = &w.company.ID },
				[]string{"Accountant"}},
			{"the experience filter keeps that level", func(f *jobportal.JobFilter) { f.ExperienceLevel = "Senior Level" },
				[]string{"Nurse"}},
			{"several main topics keep jobs in any of them",
				func(f *jobportal.JobFilter) { f.MainTopics = []string{"Government Jobs", "International Jobs"} },
				[]string{"Nurse", "Driver in Dubai"}},
			{"several sub-topics keep jobs with any of them",
				func(f *jobportal.JobFilter) { f.SubTopics = []string{"Sales and Marketing", "Accounting and Finance"} },
				[]string{"Bank Teller", "Accountant"}},
			{"main topics and sub-topics must both match",
				func(f *jobportal.JobFilter) {
					f.MainTopics, f.SubTopics = []string{"Private Jobs"}, []string{"IT and Software", "Health Services"}
				},
				[]string{"Web Designer"}},
			{"a salary range keeps jobs whose range overlaps it, in rupees, and not jobs without a salary",
				func(f *jobportal.JobFilter) { f.SalaryMin, f.SalaryMax = n64(100000), n64(160000) },
				[]string{"Web Designer", "Bank Teller", "Accountant"}},
			{"a minimum above a job's range leaves it out", func(f *jobportal.JobFilter) { f.SalaryMin = n64(130000) },
				[]string{"Web Designer", "Bank Teller"}},
			{"a maximum below a job's range leaves it out", func(f *jobportal.JobFilter) { f.SalaryMax = n64(70000) },
				[]string{"Bank Teller"}},
			{"a salary in another currency is compared in that currency",
				func(f *jobportal.JobFilter) { f.SalaryMin, f.Currency = n64(2000), "AED" },
				[]string{"Driver in Dubai"}},
			{"posted in the last 24 hours", func(f *jobportal.JobFilter) { f.DatePosted = "24h" },
				[]string{"Web Designer", "Nurse"}},
			{"posted in the last 7 days", func(f *jobportal.JobFilter) { f.DatePosted = "7d" },
				[]string{"Web Designer", "Nurse", "Driver in Dubai"}},
			{"posted in the last 30 days", func(f *jobportal.JobFilter) { f.DatePosted = "30d" },
				[]string{"Web Designer", "Nurse", "Driver in Dubai", "Bank Teller"}},
			{"filters combine", func(f *jobportal.JobFilter) { f.DatePosted, f.Location = "30d", "Kandy" },
				[]string{"Bank Teller"}},
			{"oldest first", func(f *jobportal.JobFilter) { f.SortOrder = "asc" },
				[]string{"Accountant", "Bank Teller", "Driver in Dubai", "Nurse", "Web Designer"}},
			{"by salary, highest first, jobs without a salary last",
				func(f *jobportal.JobFilter) { f.SortBy, f.Currency = "salary", "LKR" },
				[]string{"Web Designer", "Accountant", "Bank Teller", "Driver in Dubai", "Nurse"}},
			{"by salary, lowest first, jobs without a salary still last",
				func(f *jobportal.JobFilter) { f.SortBy, f.SortOrder = "salary", "asc" },
				[]string{"Driver in Dubai", "Bank Teller", "Accountant", "Web Designer", "Nurse"}},
			{"relevance without search words falls back to the newest first", func(f *jobportal.JobFilter) { f.SortBy = "relevance" },
				[]string{"Web Designer", "Nurse", "Driver in Dubai", "Bank Teller", "Accountant"}},
		} {
			t.Run(c.name, func(t *testing.T) { wantTitles(t, w.list(c.mod), c.want...) })
		}

		t.Run("pages split the list and the total counts all of it", func(t *testing.T) {
			for _, c := range []struct {
				page, limit, total int
				want               []string
			}{
				{1, 2, 5, []string{"Web Designer", "Nurse"}},
				{2, 2, 5, []string{"Driver in Dubai", "Bank Teller"}},
				{3, 2, 5, []string{"Accountant"}},
				{4, 2, 5, nil},
			} {
				jobs, total, err := db.ListJobs(ctx, filter(func(f *jobportal.JobFilter) { f.Page, f.Limit = c.page, c.limit }))
				if err != nil || total != c.total {
					t.Fatalf("page %d: total %d, %v", c.page, total, err)
				}
				wantTitles(t, titles(jobs), c.want...)
			}
		})
		t.Run("the most viewed come first when sorted by views", func(t *testing.T) {
			jobs, _, _ := db.ListJobs(ctx, filter(nil))
			ids := map[string]int64{}
			for _, j := range jobs {
				ids[j.Title] = j.ID
			}
			if err := db.AddJobViews(ctx, map[int64]int64{ids["Nurse"]: 7, ids["Accountant"]: 3, 999999: 4}); err != nil {
				t.Fatal(err)
			}
			if err := db.AddJobViews(ctx, map[int64]int64{ids["Accountant"]: 2}); err != nil {
				t.Fatal(err)
			}
			got := w.list(func(f *jobportal.JobFilter) { f.SortBy, f.Limit = "views", 2 })
			wantTitles(t, got, "Nurse", "Accountant")
			j, _ := db.FindJob(ctx, ids["Accountant"])
			if j.Views != 5 {
				t.Fatalf("views = %d, want 5", j.Views)
			}
		})
	})
}

func TestJobSearch(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		start := w.clk.t
		w.add("Office Assistant", posted(start.Add(-3*time.Hour)), func(j *jobportal.Job) {
			j.Description = "Support the engineering team with filing and calls."
		})
		w.add("Civil Engineer", posted(start.Add(-2*time.Hour)), func(j *jobportal.Job) {
			j.Description = "Design bridges in Galle.\nSite visits weekly."
			j.Location = "Galle"
		})
		w.add("Store Keeper", posted(start.Add(-time.Hour)), func(j *jobportal.Job) {
			j.CompanyName = "Engineering Supplies Ltd"
			j.Description = "Keep the <b>stock</b> & the books."
		})
		w.add("Site Supervisor", posted(start.Add(-30*time.Minute)), func(j *jobportal.Job) {
			j.Description = "Run the building site."
			j.Requirements = "A diploma in civil engineering."
		})
		w.add("Pending Engineer", status(jobportal.JobPending))

		t.Run("a title match ranks above a company match, which ranks above the text", func(t *testing.T) {
			got := titles(w.search("engineer", nil))
			if len(got) != 4 || got[0] != "Civil Engineer" || got[1] != "Store Keeper" {
				t.Fatalf("ranking %q", got)
			}
		})
		t.Run("equal matches are ordered newest first", func(t *testing.T) {
			tills := func(j *jobportal.Job) { j.Description = "Handle the tills at our Matara branch." }
			w.add("Cashier", tills, posted(start.Add(-5*time.Hour)))
			w.add("Teller", tills, posted(start.Add(-4*time.Hour)))
			wantTitles(t, titles(w.search("tills", nil)), "Teller", "Cashier")
		})
		t.Run("a word finds its other forms and its beginnings", func(t *testing.T) {
			wantTitles(t, titles(w.search("bridge", nil)), "Civil Engineer")
			wantTitles(t, titles(w.search("supervis", nil)), "Site Supervisor")
		})
		t.Run("every word must match", func(t *testing.T) {
			wantTitles(t, titles(w.search("civil diploma", nil)), "Site Supervisor")
		})
		t.Run("the requirements are searched", func(t *testing.T) {
			wantTitles(t, titles(w.search("diploma", nil)), "Site Supervisor")
		})
		t.Run("search combines with filters", func(t *testing.T) {
			wantTitles(t, titles(w.search("engineer", func(f *jobportal.JobFilter) { f.Location = "Galle" })), "Civil Engineer")
		})
		t.Run("search can be sorted by date instead", func(t *testing.T) {
			got := titles(w.search("engineer", func(f *jobportal.JobFilter) { f.SortBy = "posted_date" }))
			wantTitles(t, got, "Site Supervisor", "Store Keeper", "Civil Engineer", "Office Assistant")
		})
		t.Run("snippets mark the matches and escape the job's own text", func(t *testing.T) {
			jobs := w.search("stock", nil)
			if len(jobs) != 1 {
				t.Fatalf("found %q", titles(jobs))
			}
			s := jobs[0].Snippet
			// PostgreSQL leaves tags out of a headline; SQLite keeps them as text.
			if !strings.Contains(s, "<mark>stock</mark>") || strings.Contains(s, "<b>") || !strings.Contains(s, "&amp;") {
				t.Fatalf("snippet %q", s)
			}
		})
		t.Run("punctuation and search syntax in the words are only words", func(t *testing.T) {
			wantTitles(t, titles(w.search(`"bridges" *:-(`, nil)), "Civil Engineer")
			wantTitles(t, titles(w.search("engineer's", func(f *jobportal.JobFilter) { f.Location = "Galle" })), "Civil Engineer")
		})
		t.Run("Sinhala and Tamil words are found", func(t *testing.T) {
			w.add("ගුරු පත්වීම්", func(j *jobportal.Job) { j.Description = "தமிழ் ஆசிரியர் வேலை" })
			wantTitles(t, titles(w.search("ගුරු", nil)), "ගුරු පත්වීම්")
			wantTitles(t, titles(w.search("ஆசிரி", nil)), "ගුරු පත්වීම්")
		})
		t.Run("a search without words is refused", func(t *testing.T) {
			_, _, err := db.SearchJobs(ctx, filter(func(f *jobportal.JobFilter) { f.Keyword = " ?! " }))
			wantCode(t, err, jobportal.EINVALID)
		})
		t.Run("a list with a keyword finds the same jobs without snippets", func(t *testing.T) {
			jobs, total, err := db.ListJobs(ctx, filter(func(f *jobportal.JobFilter) { f.Keyword = "engineer" }))
			if err != nil || total != 4 || jobs[0].Snippet != "" {
				t.Fatalf("total %d, %v, first %+v", total, err, jobs[0])
			}
		})
	})
}

func TestJobChanges(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		mine := w.add("Data Analyst", w.byCompany(w.company), status(jobportal.JobPending))
		theirs := w.add("Tea Taster", w.byCompany(w.person), status(jobportal.JobPending))

		t.Run("an admin's change is saved and searched from then on", func(t *testing.T) {
			j, _ := db.FindJobAnyStatus(ctx, theirs.ID)
			j.Title, j.Slug, j.Description = "Senior Tea Taster", "senior-tea-taster", "Taste Ceylon tea in Nuwara Eliya."
			j.SubTopics, j.Hot = []string{"Sales and Marketing"}, true
			if err := db.UpdateJob(ctx, j); err != nil {
				t.Fatal(err)
			}
			got, _ := db.FindJobAnyStatus(ctx, theirs.ID)
			if got.Title != "Senior Tea Taster" || !got.Hot || !slices.Equal(got.SubTopics, []string{"Sales and Marketing"}) ||
				got.Status != jobportal.JobPending {
				t.Fatalf("saved %+v", got)
			}
			if _, _, err := db.ApproveJob(ctx, theirs.ID); err != nil {
				t.Fatal(err)
			}
			wantTitles(t, titles(w.search("ceylon", nil)), "Senior Tea Taster")
			wantTitles(t, titles(w.search("friendly", nil)))
		})
		t.Run("a customer changes their own pending job", func(t *testing.T) {
			j, _ := db.FindJobAnyStatus(ctx, mine.ID)
			j.Title, j.Featured = "Lead Data Analyst", true
			if _, _, err := db.EditOwnJob(ctx, w.company.ID, j, ""); err != nil {
				t.Fatal(err)
			}
			got, _ := db.FindJobAnyStatus(ctx, mine.ID)
			if got.Title != "Lead Data Analyst" || got.Featured {
				t.Fatalf("saved %+v: a customer cannot feature a job", got)
			}
		})
		t.Run("a customer cannot change another's job, and it stays as it was", func(t *testing.T) {
			j, _ := db.FindJobAnyStatus(ctx, mine.ID)
			j.Title = "Hijacked"
			_, _, err := db.EditOwnJob(ctx, w.person.ID, j, "")
			wantCode(t, err, jobportal.ENOTFOUND)
			if got, _ := db.FindJobAnyStatus(ctx, mine.ID); got.Title != "Lead Data Analyst" {
				t.Fatalf("title %q", got.Title)
			}
		})
		t.Run("a customer cannot change a job that has been rejected", func(t *testing.T) {
			if _, _, err := db.RejectJob(ctx, mine.ID, "Unclear."); err != nil {
				t.Fatal(err)
			}
			j, _ := db.FindJobAnyStatus(ctx, mine.ID)
			j.Title = "Changed after rejection"
			_, _, err := db.EditOwnJob(ctx, w.company.ID, j, "")
			wantCode(t, err, jobportal.ECONFLICT)
		})
		t.Run("updating a missing job is not found", func(t *testing.T) {
			wantCode(t, db.UpdateJob(ctx, w.job("Ghost Job", func(j *jobportal.Job) { j.ID = 999999 })), jobportal.ENOTFOUND)
		})
		t.Run("a customer cannot delete another's job, and it stays", func(t *testing.T) {
			_, err := db.DeleteCustomerJob(ctx, w.person.ID, mine.ID)
			wantCode(t, err, jobportal.ENOTFOUND)
			if _, err := db.FindJobAnyStatus(ctx, mine.ID); err != nil {
				t.Fatal(err)
			}
		})
		t.Run("a customer deletes their own job, and search forgets it", func(t *testing.T) {
			if _, err := db.DeleteCustomerJob(ctx, w.person.ID, theirs.ID); err != nil {
				t.Fatal(err)
			}
			_, err := db.FindJobAnyStatus(ctx, theirs.ID)
			wantCode(t, err, jobportal.ENOTFOUND)
			wantTitles(t, titles(w.search("ceylon", nil)))
		})
		t.Run("an admin deletes any job, once", func(t *testing.T) {
			if _, err := db.DeleteJob(ctx, mine.ID); err != nil {
				t.Fatal(err)
			}
			_, err := db.DeleteJob(ctx, mine.ID)
			wantCode(t, err, jobportal.ENOTFOUND)
		})
	})
}

func TestJobApproval(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		submitted := w.clk.t
		j := w.add("Hotel Receptionist", w.byCompany(w.company), status(jobportal.JobPending))
		w.clk.advance(2 * time.Hour)

		t.Run("approval makes a job public and dates it from then", func(t *testing.T) {
			got, changed, err := db.ApproveJob(ctx, j.ID)
			if err != nil || !changed || got.Status != jobportal.JobApproved || !got.PostedDate.Equal(w.clk.t) ||
				!got.CreatedAt.Equal(submitted) {
				t.Fatalf("approve = %+v, %v, %v", got, changed, err)
			}
			if _, err := db.FindJob(ctx, j.ID); err != nil {
				t.Fatal(err)
			}
		})
		t.Run("approving again changes nothing", func(t *testing.T) {
			w.clk.advance(time.Hour)
			got, changed, err := db.ApproveJob(ctx, j.ID)
			if err != nil || changed || got.PostedDate.Equal(w.clk.t) {
				t.Fatalf("approve again = %+v, %v, %v", got, changed, err)
			}
		})
		t.Run("rejection takes a job down with its reason", func(t *testing.T) {
			got, changed, err := db.RejectJob(ctx, j.ID, "The salary is missing.")
			if err != nil || !changed || got.Status != jobportal.JobRejected || got.RejectionReason != "The salary is missing." {
				t.Fatalf("reject = %+v, %v, %v", got, changed, err)
			}
			_, err = db.FindJob(ctx, j.ID)
			wantCode(t, err, jobportal.ENOTFOUND)
		})
		t.Run("rejecting again replaces the reason without a change of status", func(t *testing.T) {
			got, changed, err := db.RejectJob(ctx, j.ID, "")
			if err != nil || changed || got.RejectionReason != "" {
				t.Fatalf("reject again = %+v, %v, %v", got, changed, err)
			}
		})
		t.Run("approval clears the reason", func(t *testing.T) {
			db.RejectJob(ctx, j.ID, "Wrong district.")
			got, _, _ := db.ApproveJob(ctx, j.ID)
			if got.RejectionReason != "" {
				t.Fatalf("reason %q", got.RejectionReason)
			}
		})
		t.Run("a missing job cannot be approved or rejected", func(t *testing.T) {
			_, _, err := db.ApproveJob(ctx, 999999)
			wantCode(t, err, jobportal.ENOTFOUND)
			_, _, err = db.RejectJob(ctx, 999999, "x")
			wantCode(t, err, jobportal.ENOTFOUND)
		})
	})
}

func TestJobListsForAdminsAndPosters(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		w.add("First Pending", w.byCompany(w.company), status(jobportal.JobPending))
		w.clk.advance(time.Minute)
		w.add("Second Pending", w.byCompany(w.person), status(jobportal.JobPending))
		w.clk.advance(time.Minute)
		w.add("Live", w.byCompany(w.company))
		w.clk.advance(time.Minute)
		w.add("Expired", w.byCompany(w.company), closing("2026-02-01"))
		w.add("Rejected", w.byCompany(w.company), status(jobportal.JobRejected))

		t.Run("the pending queue is oldest first", func(t *testing.T) {
			jobs, total, err := db.ListPendingJobs(ctx, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 2 {
				t.Fatalf("total %d, %v", total, err)
			}
			wantTitles(t, titles(jobs), "First Pending", "Second Pending")
		})
		t.Run("the approved list includes expired jobs, newest first", func(t *testing.T) {
			jobs, _, err := db.ListApprovedJobs(ctx, jobportal.Page{Number: 1, Limit: 10})
			if err != nil {
				t.Fatal(err)
			}
			wantTitles(t, titles(jobs), "Expired", "Live")
		})
		t.Run("a customer's list holds only their own jobs, in every status", func(t *testing.T) {
			jobs, total, err := db.ListCustomerJobs(ctx, w.company.ID, jobportal.Page{Number: 1, Limit: 10})
			if err != nil || total != 4 {
				t.Fatalf("total %d, %v", total, err)
			}
			wantTitles(t, titles(jobs), "Rejected", "Expired", "Live", "First Pending")
			jobs, _, _ = db.ListCustomerJobs(ctx, w.person.ID, jobportal.Page{Number: 1, Limit: 10})
			wantTitles(t, titles(jobs), "Second Pending")
		})
		t.Run("the dashboards count jobs by state", func(t *testing.T) {
			db.AddJobViews(ctx, map[int64]int64{})
			all, err := db.JobCounts(ctx)
			want := jobportal.JobCounts{Total: 5, Pending: 2, Approved: 2, Live: 1, Expired: 1, Rejected: 1}
			if err != nil || all != want {
				t.Fatalf("all = %+v, %v", all, err)
			}
			jobs, _, _ := db.ListCustomerJobs(ctx, w.company.ID, jobportal.Page{Number: 1, Limit: 10})
			db.AddJobViews(ctx, map[int64]int64{jobs[2].ID: 12})
			mine, err := db.CustomerJobCounts(ctx, w.company.ID)
			want = jobportal.JobCounts{Total: 4, Pending: 1, Approved: 2, Live: 1, Expired: 1, Rejected: 1, Views: 12}
			if err != nil || mine != want {
				t.Fatalf("mine = %+v, %v", mine, err)
			}
			customers, err := db.CountCustomers(ctx)
			if err != nil || customers != (jobportal.CustomerCounts{Total: 2, Individual: 1, Company: 1}) {
				t.Fatalf("customers = %+v, %v", customers, err)
			}
		})
		t.Run("featured jobs are only those an admin featured", func(t *testing.T) {
			w.add("Featured", func(j *jobportal.Job) { j.Featured = true })
			jobs, err := db.FeaturedJobs(ctx, 10)
			if err != nil {
				t.Fatal(err)
			}
			wantTitles(t, titles(jobs), "Featured")
		})
		t.Run("hot jobs are those marked hot, then the most viewed", func(t *testing.T) {
			w.add("Marked Hot", func(j *jobportal.Job) { j.Hot = true })
			jobs, err := db.HotJobs(ctx, 2)
			if err != nil {
				t.Fatal(err)
			}
			wantTitles(t, titles(jobs), "Marked Hot", "Live")
			recent, _ := db.RecentJobs(ctx, 2)
			wantTitles(t, titles(recent), "Marked Hot", "Featured")
		})
	})
}
