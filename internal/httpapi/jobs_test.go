package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"jobportal/internal/jobportal"
)

// day returns the calendar day n days from today in Sri Lanka.
func day(n int) string {
	return time.Now().In(jobportal.SriLankaTime).AddDate(0, 0, n).Format(jobportal.DateLayout)
}

type jobField func(map[string]any)

func set(k string, v any) jobField { return func(m map[string]any) { m[k] = v } }
func unset(k string) jobField      { return func(m map[string]any) { delete(m, k) } }

// jobBody is a valid job as JSON, changed by the given fields.
func jobBody(fields ...jobField) string {
	m := map[string]any{
		"title":           "Software Engineer",
		"description":     "Build and run the web services of a growing team.\nHybrid, in Colombo 03.",
		"requirements":    "Three years of Go or Java.",
		"location":        "Colombo",
		"jobType":         "Full Time Jobs",
		"experienceLevel": "Mid Level",
		"mainTopic":       "Private Jobs",
		"subTopics":       []string{"IT and Software"},
		"salaryMin":       150000,
		"salaryMax":       250000,
		"closingDate":     day(30),
	}
	for _, f := range fields {
		f(m)
	}
	b, _ := json.Marshal(m)
	return string(b)
}

// companyToken registers an employer and signs them in.
func (e *env) companyToken(name, email string) string {
	e.t.Helper()
	e.must(http.StatusCreated, "POST", "/api/customers/register/company",
		`{"name":"`+name+`","contactPerson":"Ruwan","email":"`+email+`","password":"`+password+`"}`, "")
	return e.loginCustomer(email, password)
}

// postJob posts a job as a customer (or, with admin, as an admin) and returns its id.
func (e *env) postJob(token string, admin bool, fields ...jobField) int64 {
	e.t.Helper()
	url := "/api/jobs"
	if admin {
		url = "/api/jobs/admin"
	}
	a := e.must(http.StatusCreated, "POST", url, jobBody(fields...), token)
	return int64(a.data()["id"].(float64))
}

// jobCount is the number of jobs stored, whatever their status.
func (e *env) jobCount() int {
	e.t.Helper()
	c, err := e.db.JobCounts(ctxb)
	if err != nil {
		e.t.Fatal(err)
	}
	return c.Total
}

// storedJob is a job as the database holds it.
func (e *env) storedJob(id int64) *jobportal.Job {
	e.t.Helper()
	j, err := e.db.FindJobAnyStatus(ctxb, id)
	if err != nil {
		e.t.Fatalf("job %d: %v", id, err)
	}
	return j
}

// multipartBody writes a form with the given fields (repeated keys allowed)
// and files, and returns it with its Content-Type.
func multipartBody(fields [][2]string, files map[string]string) (string, string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, f := range fields {
		mw.WriteField(f[0], f[1])
	}
	for name, content := range files {
		fw, _ := mw.CreateFormFile(name, name+".png")
		fw.Write([]byte(content))
	}
	mw.Close()
	return buf.String(), mw.FormDataContentType()
}

func TestJobPosting(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		person := e.customerToken("nimali@example.lk")
		admin := e.adminToken("admin")

		t.Run("a company posts a job, which waits for approval under the company's name", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(201, "POST", "/api/jobs", jobBody(set("companyName", "Ignored Ltd")), company)
			d := a.data()
			if d["status"] != "pending" || d["companyName"] != "Lanka Software Labs" || d["companyId"] == nil ||
				d["slug"] != "software-engineer" || d["currency"] != "LKR" || d["applyMethod"] != "site" ||
				d["postedBy"].(map[string]any)["kind"] != "customer" || d["featured"] != false {
				t.Fatalf("job %s", a.Body.String())
			}
			if !strings.Contains(a.msg(), "once an admin approves it") {
				t.Fatalf("message %q", a.msg())
			}
		})
		t.Run("an individual names the employer in words", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(201, "POST", "/api/jobs", jobBody(set("companyName", "Perera Stores"), set("title", "Shop Assistant")), person)
			if d := a.data(); d["companyName"] != "Perera Stores" || d["companyId"] != nil {
				t.Fatalf("job %s", a.Body.String())
			}
		})
		t.Run("a job posted as a form is read like JSON", func(t *testing.T) {
			e := e.sub(t)
			body, ctype := multipartBody([][2]string{
				{"title", "Hotel Chef"}, {"description", "Cook for our guests in Kandy."}, {"location", "kandy"},
				{"jobType", "Full Time Jobs"}, {"experienceLevel", "Senior Level"}, {"mainTopic", "Private Jobs"},
				{"subTopics[]", "Hospitality and Tourism"}, {"subTopics[]", "Health"}, {"salaryMin", "90000"},
				{"salaryMax", ""}, {"closingDate", day(10)}, {"applyMethod", "email"}, {"applyEmail", "Chef@Hotel.lk"},
			}, nil)
			a := e.do("POST", "/api/jobs", body, company, "Content-Type", ctype)
			if a.Code != 201 {
				t.Fatalf("status %d: %s", a.Code, a.Body.String())
			}
			d := a.data()
			if d["location"] != "Kandy" || d["salaryMin"] != 90000.0 || d["salaryMax"] != nil || d["applyEmail"] != "chef@hotel.lk" ||
				fmt.Sprint(d["subTopics"]) != "[Hospitality and Tourism Health]" {
				t.Fatalf("job %s", a.Body.String())
			}
		})
		stored := e.jobCount()

		form := func(fields [][2]string, files map[string]string) (string, string) {
			return multipartBody(fields, files)
		}
		for _, c := range []struct {
			name       string
			fields     [][2]string
			files      map[string]string
			wantStatus int
			wantField  string
		}{
			{"a form with a file in a field that takes none is refused", [][2]string{{"title", "Hotel Chef"}},
				map[string]string{"logo": "PNG"}, 400, "logo"},
			{"a form with an unknown field is refused", [][2]string{{"title", "Hotel Chef"}, {"salary", "5"}}, nil, 400, "salary"},
			{"a form number that is not a number is refused", [][2]string{{"salaryMin", "lots"}}, nil, 400, "salaryMin"},
			{"a form field given twice is refused", [][2]string{{"title", "A job"}, {"title", "B job"}}, nil, 400, "title"},
		} {
			t.Run(c.name, func(t *testing.T) {
				e := e.sub(t)
				body, ctype := form(c.fields, c.files)
				a := e.do("POST", "/api/jobs", body, company, "Content-Type", ctype)
				if a.Code != c.wantStatus || strings.Join(a.fieldErrors(), ",") != c.wantField {
					t.Fatalf("status %d, fields %q: %s", a.Code, a.fieldErrors(), a.Body.String())
				}
			})
		}

		e.run(t, []scenario{
			{name: "a closing date in the past is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("closingDate", day(-1))), wantStatus: 422, wantFields: []string{"closingDate"},
				wantBody: "today or later"},
			{name: "a closing date more than 180 days ahead is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("closingDate", day(181))), wantStatus: 422, wantFields: []string{"closingDate"}},
			{name: "a closing date that is not a date is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("closingDate", "next week")), wantStatus: 422, wantFields: []string{"closingDate"}},
			{name: "a lowest salary above the highest is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("salaryMin", 300000), set("salaryMax", 200000)), wantStatus: 422, wantFields: []string{"salaryMax"}},
			{name: "a negative salary is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("salaryMin", -5)), wantStatus: 422, wantFields: []string{"salaryMin"}},
			{name: "an unknown job type is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("jobType", "Gig")), wantStatus: 422, wantFields: []string{"jobType"}},
			{name: "an unknown currency is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("currency", "BTC")), wantStatus: 422, wantFields: []string{"currency"}},
			{name: "a sub-topic of another main topic is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("subTopics", []string{"Teaching"})), wantStatus: 422, wantFields: []string{"subTopics"}},
			{name: "work abroad needs its country", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("location", "Foreign")), wantStatus: 422, wantFields: []string{"country"}},
			{name: "an unknown district is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("location", "Atlantis")), wantStatus: 422, wantFields: []string{"location"}},
			{name: "a short title is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("title", "Dev")), wantStatus: 422, wantFields: []string{"title"}},
			{name: "a title over 150 characters is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("title", strings.Repeat("Engineer ", 20))), wantStatus: 422, wantFields: []string{"title"}},
			{name: "an empty job names every required field", method: "POST", url: "/api/jobs", token: person,
				body: `{}`, wantStatus: 422, wantFields: []string{"title", "description", "companyName", "location",
					"jobType", "experienceLevel", "mainTopic", "closingDate"}},
			{name: "applying by email needs the address", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("applyMethod", "email")), wantStatus: 422, wantFields: []string{"applyEmail"}},
			{name: "applying through a link needs a web address", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("applyMethod", "link"), set("applyUrl", "javascript:alert(1)")), wantStatus: 422,
				wantFields: []string{"applyUrl"}},
			{name: "an unknown way to apply is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("applyMethod", "fax")), wantStatus: 422, wantFields: []string{"applyMethod"}},
			{name: "a customer cannot feature a job or mark it hot", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("featured", true), set("hot", false)), wantStatus: 422, wantFields: []string{"featured", "hot"}},
			{name: "a customer cannot post under another company", method: "POST", url: "/api/jobs", token: person,
				body: jobBody(set("companyId", 1), set("companyName", "X Ltd")), wantStatus: 422, wantFields: []string{"companyId"}},
			{name: "malformed JSON is a bad request", method: "POST", url: "/api/jobs", token: company,
				body: `{"title": "Engineer",`, wantStatus: 400, wantBody: "not valid JSON"},
			{name: "an unknown field is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("status", "approved")), wantStatus: 400, wantFields: []string{"status"}},
			{name: "a field of the wrong type is refused", method: "POST", url: "/api/jobs", token: company,
				body: jobBody(set("salaryMin", "a lot")), wantStatus: 400, wantFields: []string{"salaryMin"}},
			{name: "posting needs a sign-in", method: "POST", url: "/api/jobs", body: jobBody(), wantStatus: 401},
			{name: "an admin token cannot post as a customer", method: "POST", url: "/api/jobs", token: admin,
				body: jobBody(), wantStatus: 403},
			{name: "a customer token cannot post as an admin", method: "POST", url: "/api/jobs/admin", token: company,
				body: jobBody(), wantStatus: 403},
			{name: "an admin cannot post under an account that is not a company", method: "POST", url: "/api/jobs/admin",
				token: admin, body: jobBody(set("companyId", 2), set("companyName", "Nimali")), wantStatus: 422,
				wantFields: []string{"companyId"}},
		})
		t.Run("no refused post stored a job", func(t *testing.T) {
			e := e.sub(t)
			if n := e.jobCount(); n != stored {
				t.Fatalf("%d jobs stored, want %d", n, stored)
			}
		})
		t.Run("an admin's job is public at once and may be featured under a company", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(201, "POST", "/api/jobs/admin", jobBody(set("companyId", 1), set("featured", true), set("hot", true)), admin)
			d := a.data()
			if d["status"] != "approved" || d["companyName"] != "Lanka Software Labs" || d["featured"] != true ||
				d["hot"] != true || d["postedBy"].(map[string]any)["kind"] != "admin" || a.msg() != "Job posted successfully!" {
				t.Fatalf("job %s", a.Body.String())
			}
			e.must(200, "GET", fmt.Sprintf("/api/jobs/%d", int64(d["id"].(float64))), "", "")
		})
	})
}

func TestJobVisibility(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Hill Country Hotels", "hr@hotels.lk")
		other := e.customerToken("other@example.lk")
		admin := e.adminToken("admin")
		kandy := []jobField{set("location", "Kandy"), set("mainTopic", "Private Jobs"),
			set("subTopics", []string{"Hospitality and Tourism"}), set("title", "Night Receptionist")}
		pending := e.postJob(company, false, kandy...)
		path := fmt.Sprintf("/api/jobs/%d", pending)
		// Featured and hot, so that it would be in every list but for its status.
		e.must(200, "PUT", path, jobBody(append(kandy, set("featured", true), set("hot", true))...), admin)

		publicLists := []string{"/api/jobs", "/api/jobs/search?q=receptionist", "/api/jobs/recent", "/api/jobs/featured",
			"/api/jobs/hot", "/api/jobs/company/1", "/api/jobs/category/private-jobs",
			"/api/jobs/category/Hospitality%20and%20Tourism", "/api/jobs/location/kandy", "/api/jobs/location/sri-lanka",
			"/api/jobs?jobType=Full%20Time%20Jobs&location=Kandy"}
		shown := func(t *testing.T, url string) bool {
			t.Helper()
			e := e.sub(t)
			a := e.must(200, "GET", url, "", "")
			return strings.Contains(a.Body.String(), "Night Receptionist")
		}

		t.Run("a pending job is in no public list", func(t *testing.T) {
			for _, url := range publicLists {
				if shown(t, url) {
					t.Errorf("%s shows the pending job", url)
				}
			}
		})
		e.run(t, []scenario{
			{name: "a visitor cannot open a pending job", method: "GET", url: path, wantStatus: 404, wantBody: "Job not found."},
			{name: "another customer cannot open it", method: "GET", url: path, token: other, wantStatus: 404},
			{name: "its poster opens it", method: "GET", url: path, token: company, wantStatus: 200, wantBody: `"status":"pending"`},
			{name: "an admin opens it", method: "GET", url: path, token: admin, wantStatus: 200},
			{name: "a token that has ended sees what the public sees", method: "GET", url: path, token: "ended-token",
				wantStatus: 404},
			{name: "its views are not counted", method: "POST", url: path + "/view", wantStatus: 404},
		})
		t.Run("approval makes it public everywhere and tells the poster", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", path+"/approve", "", admin)
			for _, url := range append(publicLists, path) {
				if !shown(t, url) {
					t.Errorf("%s does not show the approved job", url)
				}
			}
			m, ok := e.mail.Last("hr@hotels.lk")
			if !ok || !strings.Contains(m.Subject, "Night Receptionist") ||
				!strings.Contains(m.Text, fmt.Sprintf("https://jobs.example.lk/job/%d/night-receptionist", pending)) {
				t.Fatalf("email %+v", m)
			}
		})
		t.Run("rejection takes it down everywhere and tells the poster why", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", path+"/reject", `{"reason":"Please add the salary."}`, admin)
			for _, url := range append(publicLists, path) {
				if strings.HasPrefix(url, path) {
					e.must(404, "GET", url, "", "")
				} else if shown(t, url) {
					t.Errorf("%s shows the rejected job", url)
				}
			}
			m, _ := e.mail.Last("hr@hotels.lk")
			if !strings.Contains(m.Subject, "not approved") || !strings.Contains(m.Text, "Please add the salary.") {
				t.Fatalf("email %+v", m)
			}
			a := e.must(200, "GET", "/api/jobs/customer/my-jobs", "", company)
			if !strings.Contains(a.Body.String(), `"rejectionReason":"Please add the salary."`) {
				t.Fatalf("my jobs %s", a.Body.String())
			}
		})
		t.Run("topic counts leave out jobs that are not public", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/jobs/topics", "", "")
			if !strings.Contains(a.Body.String(), `{"name":"Private Jobs","slug":"private-jobs","count":0`) {
				t.Fatalf("topics %s", a.Body.String())
			}
		})
	})
}

func TestSimilarJobs(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		job := func(title, main, sub string) []jobField {
			return []jobField{set("title", title), set("companyName", "Lanka Software Labs"), set("mainTopic", main), set("subTopics", []string{sub})}
		}
		shown := e.postJob(admin, true, job("Go Developer", "Private Jobs", "IT and Software")...)
		e.postJob(admin, true, job("QA Engineer", "Private Jobs", "IT and Software")...)
		e.postJob(admin, true, job("Bank Teller", "Private Jobs", "Banking and Insurance")...)
		clerk := e.postJob(admin, true, job("Ministry Clerk", "Government Jobs", "Ministries")...)
		pending := e.postJob(company, false, job("Data Analyst", "Private Jobs", "IT and Software")...)
		fintech := e.postJob(admin, true, append(job("Fintech Developer", "Private Jobs", "IT and Software"),
			set("subTopics", []string{"IT and Software", "Banking and Insurance"}))...)
		closed := e.postJob(admin, true, job("Closed Role", "Private Jobs", "IT and Software")...)
		e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/close", closed), "", admin)
		titles := func(t *testing.T, url, token string) []string {
			t.Helper()
			a := e.sub(t).must(200, "GET", url, "", token)
			var out []string
			for _, j := range a.body["data"].([]any) {
				out = append(out, j.(map[string]any)["title"].(string))
			}
			if p := a.body["pagination"].(map[string]any); p["total"] != float64(len(out)) || p["totalPages"] != 1.0 {
				t.Errorf("%s: pagination %v for %d jobs", url, p, len(out))
			}
			return out
		}
		want := func(t *testing.T, got []string, want ...string) {
			t.Helper()
			if strings.Join(got, "|") != strings.Join(want, "|") {
				t.Fatalf("similar jobs %q, want %q", got, want)
			}
		}
		path := fmt.Sprintf("/api/jobs/%d/similar", shown)

		t.Run("public ones sharing a sub-topic come first, latest first, then the main topic's, never the job itself", func(t *testing.T) {
			want(t, titles(t, path, ""), "Fintech Developer", "QA Engineer", "Bank Teller")
		})
		t.Run("a limit keeps the first", func(t *testing.T) {
			want(t, titles(t, path+"?limit=1", ""), "Fintech Developer")
		})
		t.Run("each of the job's sub-topics counts", func(t *testing.T) {
			want(t, titles(t, fmt.Sprintf("/api/jobs/%d/similar", fintech), ""), "Bank Teller", "QA Engineer", "Go Developer")
		})
		t.Run("a job with nothing like it has none", func(t *testing.T) {
			want(t, titles(t, fmt.Sprintf("/api/jobs/%d/similar", clerk), ""))
		})
		t.Run("a pending job's are for its poster and admins", func(t *testing.T) {
			url := fmt.Sprintf("/api/jobs/%d/similar", pending)
			want(t, titles(t, url, company), "Fintech Developer", "QA Engineer", "Go Developer", "Bank Teller")
			want(t, titles(t, url, admin), "Fintech Developer", "QA Engineer", "Go Developer", "Bank Teller")
		})
		e.run(t, []scenario{
			{name: "a visitor cannot read a pending job's", method: "GET", url: fmt.Sprintf("/api/jobs/%d/similar", pending),
				wantStatus: 404, wantBody: "Job not found."},
			{name: "an unknown job has none", method: "GET", url: "/api/jobs/999999/similar", wantStatus: 404,
				wantBody: "Job not found."},
			{name: "an id that is no number is no job", method: "GET", url: "/api/jobs/go-developer/similar",
				wantStatus: 404, wantBody: "Job not found."},
			{name: "a limit over the most is refused", method: "GET", url: path + "?limit=51", wantStatus: 422,
				wantFields: []string{"limit"}},
			{name: "a limit that is no number is refused", method: "GET", url: path + "?limit=three", wantStatus: 422,
				wantFields: []string{"limit"}},
		})
	})
}

func TestJobListQueries(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		e.postJob(admin, true, set("title", "Civil Engineer"), set("location", "Galle"), set("companyName", "Road Works"),
			set("description", "Design roads & bridges <for> the south."))
		e.postJob(admin, true, set("title", "Tea Estate Manager"), set("location", "Nuwara Eliya"), set("companyName", "Estates"),
			set("jobType", "Part Time Jobs"), unset("salaryMin"), unset("salaryMax"))
		e.postJob(admin, true, set("title", "Driver in Doha"), set("location", "Foreign"), set("country", "Qatar"),
			set("companyName", "Gulf Transport"), set("mainTopic", "International Jobs"), set("subTopics", []string{"Middle East"}),
			set("currency", "QAR"), set("salaryMin", 2500), set("salaryMax", 3500))

		t.Run("the list answers data, total and totalPages with the pagination", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/jobs?limit=2", "", "")
			p := a.body["pagination"].(map[string]any)
			if len(a.body["data"].([]any)) != 2 || a.body["total"] != 3.0 || a.body["totalPages"] != 2.0 ||
				p["page"] != 1.0 || p["limit"] != 2.0 || p["total"] != 3.0 || p["totalPages"] != 2.0 {
				t.Fatalf("answer %s", a.Body.String())
			}
			if first := a.body["data"].([]any)[0].(map[string]any); first["title"] != "Driver in Doha" {
				t.Fatalf("the newest is not first: %v", first["title"])
			}
		})
		t.Run("an empty page is an empty list, not null", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/jobs?page=9", "", "")
			if !strings.Contains(a.Body.String(), `"data":[]`) || a.body["total"] != 3.0 {
				t.Fatalf("answer %s", a.Body.String())
			}
		})
		t.Run("search ranks matches and marks them in a safe snippet", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/jobs/search?q=bridges", "", "")
			data := a.body["data"].([]any)
			if len(data) != 1 {
				t.Fatalf("found %s", a.Body.String())
			}
			snippet := data[0].(map[string]any)["snippet"].(string)
			if !strings.Contains(snippet, "<mark>bridges</mark>") || strings.Contains(snippet, "<for>") {
				t.Fatalf("snippet %q", snippet)
			}
		})
		t.Run("the keyword of the list may come as search, as in the site's address", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/jobs?search=tea&jobType=part%20time%20jobs", "", "")
			if a.body["total"] != 1.0 {
				t.Fatalf("answer %s", a.Body.String())
			}
		})
		t.Run("filters read several topics, axios-style arrays and salary ranges", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/jobs?mainTopics[]=International%20Jobs&mainTopics[]=Government%20Jobs&salaryMin=3000&currency=QAR", "", "")
			if a.body["total"] != 1.0 {
				t.Fatalf("answer %s", a.Body.String())
			}
			a = e.must(200, "GET", "/api/jobs?subTopics=Middle%20East,Ministries&sortBy=salary&sortOrder=asc", "", "")
			if a.body["total"] != 1.0 {
				t.Fatalf("answer %s", a.Body.String())
			}
		})
		t.Run("a short list takes a limit", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/jobs/recent?limit=2", "", "")
			if len(a.body["data"].([]any)) != 2 {
				t.Fatalf("answer %s", a.Body.String())
			}
		})
		e.run(t, []scenario{
			{name: "an unknown sortBy is refused", method: "GET", url: "/api/jobs?sortBy=title", wantStatus: 422,
				wantFields: []string{"sortBy"}},
			{name: "an unknown sortOrder is refused", method: "GET", url: "/api/jobs?sortOrder=up", wantStatus: 422,
				wantFields: []string{"sortOrder"}},
			{name: "an unknown jobType is refused", method: "GET", url: "/api/jobs?jobType=Gig", wantStatus: 422,
				wantFields: []string{"jobType"}},
			{name: "an unknown location is refused", method: "GET", url: "/api/jobs?location=Atlantis", wantStatus: 422,
				wantFields: []string{"location"}},
			{name: "an unknown experience level is refused", method: "GET", url: "/api/jobs?experienceLevel=Guru",
				wantStatus: 422, wantFields: []string{"experienceLevel"}},
			{name: "an unknown main topic is refused", method: "GET", url: "/api/jobs?mainTopics=Space%20Jobs",
				wantStatus: 422, wantFields: []string{"mainTopics"}},
			{name: "an unknown sub-topic is refused", method: "GET", url: "/api/jobs?subTopics[]=Astronauts",
				wantStatus: 422, wantFields: []string{"subTopics"}},
			{name: "an unknown datePosted is refused", method: "GET", url: "/api/jobs?datePosted=1y", wantStatus: 422,
				wantFields: []string{"datePosted"}},
			{name: "a lowest salary above the highest is refused", method: "GET", url: "/api/jobs?salaryMin=9&salaryMax=1",
				wantStatus: 422, wantFields: []string{"salaryMax"}},
			{name: "a salary that is not a number is refused", method: "GET", url: "/api/jobs?salaryMin=lots",
				wantStatus: 422, wantFields: []string{"salaryMin"}},
			{name: "an unknown currency is refused", method: "GET", url: "/api/jobs?currency=XYZ&salaryMin=1",
				wantStatus: 422, wantFields: []string{"currency"}},
			{name: "a page that is not a number is refused", method: "GET", url: "/api/jobs?page=first", wantStatus: 422,
				wantFields: []string{"page"}},
			{name: "a limit over 100 is refused", method: "GET", url: "/api/jobs?limit=500", wantStatus: 422,
				wantFields: []string{"limit"}},
			{name: "an unknown parameter is named", method: "GET", url: "/api/jobs?jobtype=Freelance", wantStatus: 422,
				wantFields: []string{"jobtype"}},
			{name: "a parameter given twice is refused", method: "GET", url: "/api/jobs?jobType=Freelance&jobType=Temporary",
				wantStatus: 422, wantFields: []string{"jobType"}},
			{name: "problems are named together", method: "GET", url: "/api/jobs?sortBy=x&limit=0&foo=1", wantStatus: 422,
				wantFields: []string{"foo", "sortBy", "limit"}},
			{name: "a search needs words", method: "GET", url: "/api/jobs/search?q=%20!!", wantStatus: 422,
				wantFields: []string{"q"}},
			{name: "a search without q is refused", method: "GET", url: "/api/jobs/search", wantStatus: 422,
				wantFields: []string{"q"}},
			{name: "a short list refuses a limit over 50", method: "GET", url: "/api/jobs/hot?limit=51", wantStatus: 422,
				wantFields: []string{"limit"}},
			{name: "a short list refuses other parameters", method: "GET", url: "/api/jobs/featured?page=2", wantStatus: 422,
				wantFields: []string{"page"}},
			{name: "the search route is not read as a job id", method: "GET", url: "/api/jobs/search?q=tea",
				wantStatus: 200, wantBody: "Tea Estate Manager"},
			{name: "a job id that is not a number is not found", method: "GET", url: "/api/jobs/first", wantStatus: 404,
				wantBody: "Job not found."},
			{name: "an unknown job is not found", method: "GET", url: "/api/jobs/99999", wantStatus: 404},
			{name: "a category slug lists its jobs", method: "GET", url: "/api/jobs/category/international-jobs",
				wantStatus: 200, wantBody: "Driver in Doha"},
			{name: "an unknown category is not found", method: "GET", url: "/api/jobs/category/astronauts", wantStatus: 404},
			{name: "a location slug lists its jobs", method: "GET", url: "/api/jobs/location/nuwara-eliya", wantStatus: 200,
				wantBody: "Tea Estate Manager"},
			{name: "an unknown location is not found", method: "GET", url: "/api/jobs/location/atlantis", wantStatus: 404},
			{name: "a path list refuses unknown values too", method: "GET", url: "/api/jobs/location/galle?sortBy=x",
				wantStatus: 422, wantFields: []string{"sortBy"}},
			{name: "an account that is no company has no company jobs", method: "GET", url: "/api/jobs/company/1",
				wantStatus: 404, wantBody: "Company not found."},
			{name: "a company id that is not a number is not found", method: "GET", url: "/api/jobs/company/abc",
				wantStatus: 404},
			{name: "another method on a job list is not allowed", method: "DELETE", url: "/api/jobs", wantStatus: 405},
		})
	})
}

func TestJobEditing(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		other := e.companyToken("Rival Labs", "hr@rival.lk")
		admin := e.adminToken("admin")
		mine := e.postJob(company, false, set("title", "Data Analyst"))
		reviewed := e.postJob(company, false, set("title", "QA Engineer"))
		e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/approve", reviewed), "", admin)
		minePath, reviewedPath := fmt.Sprintf("/api/jobs/%d", mine), fmt.Sprintf("/api/jobs/%d", reviewed)

		e.run(t, []scenario{
			{name: "a customer changes their own pending job", method: "PUT", url: minePath, token: company,
				body: jobBody(set("title", "Senior Data Analyst")), wantStatus: 200, wantBody: `"slug":"senior-data-analyst"`},
			{name: "another customer's change is not found", method: "PUT", url: minePath, token: other,
				body: jobBody(set("title", "Taken Over")), wantStatus: 404},
			{name: "a customer's change of an approved job waits for review", method: "PUT", url: reviewedPath, token: company,
				body: jobBody(set("title", "Changed Later")), wantStatus: 200, wantBody: "sent for review"},
			{name: "a customer's change with a past closing date is refused", method: "PUT", url: minePath, token: company,
				body: jobBody(set("title", "Past Analyst"), set("closingDate", day(-3))), wantStatus: 422,
				wantFields: []string{"closingDate"}},
			{name: "a customer cannot feature their job", method: "PUT", url: minePath, token: company,
				body: jobBody(set("featured", true)), wantStatus: 422, wantFields: []string{"featured"}},
			{name: "malformed JSON is a bad request", method: "PUT", url: minePath, token: company,
				body: `{"title"`, wantStatus: 400},
			{name: "a change needs a sign-in", method: "PUT", url: minePath, body: jobBody(), wantStatus: 401},
			{name: "changing an unknown job is not found", method: "PUT", url: "/api/jobs/99999", token: admin,
				body: jobBody(), wantStatus: 404},
			{name: "an admin changes an approved job and features it", method: "PUT", url: reviewedPath, token: admin,
				body: jobBody(set("title", "Lead QA Engineer"), set("featured", true)), wantStatus: 200,
				wantBody: `"featured":true`},
			{name: "an admin's invalid change is refused", method: "PUT", url: reviewedPath, token: admin,
				body: jobBody(set("salaryMin", 9), set("salaryMax", 1)), wantStatus: 422, wantFields: []string{"salaryMax"}},
		})
		t.Run("refused changes leave the jobs as they were", func(t *testing.T) {
			e := e.sub(t)
			if j := e.storedJob(mine); j.Title != "Senior Data Analyst" || j.Featured || j.Status != "pending" {
				t.Fatalf("mine %+v", j)
			}
			j := e.storedJob(reviewed)
			if j.Title != "Lead QA Engineer" || !j.Featured || j.Status != "approved" || j.CompanyName != "Lanka Software Labs" ||
				*j.SalaryMin != 150000 {
				t.Fatalf("reviewed %+v", j)
			}
		})
	})
}

func TestJobDeletion(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		other := e.customerToken("other@example.lk")
		admin := e.adminToken("admin")
		mine := e.postJob(company, false)
		second := e.postJob(company, false)
		e.run(t, []scenario{
			{name: "another customer cannot delete the job", method: "DELETE", url: fmt.Sprintf("/api/jobs/customer/%d", mine),
				token: other, wantStatus: 404},
			{name: "an admin token cannot use the customer's delete", method: "DELETE",
				url: fmt.Sprintf("/api/jobs/customer/%d", mine), token: admin, wantStatus: 403},
			{name: "a customer token cannot use the admin's delete", method: "DELETE", url: fmt.Sprintf("/api/jobs/%d", mine),
				token: company, wantStatus: 403},
			{name: "deleting needs a sign-in", method: "DELETE", url: fmt.Sprintf("/api/jobs/%d", mine), wantStatus: 401},
		})
		t.Run("the refused deletes left the job", func(t *testing.T) {
			e := e.sub(t)
			e.storedJob(mine)
		})
		e.run(t, []scenario{
			{name: "the poster deletes their own job", method: "DELETE", url: fmt.Sprintf("/api/jobs/customer/%d", mine),
				token: company, wantStatus: 200, wantBody: "Job deleted."},
			{name: "deleting it again is not found", method: "DELETE", url: fmt.Sprintf("/api/jobs/customer/%d", mine),
				token: company, wantStatus: 404},
			{name: "an admin deletes any job", method: "DELETE", url: fmt.Sprintf("/api/jobs/%d", second),
				token: admin, wantStatus: 200},
			{name: "an admin's second delete is not found", method: "DELETE", url: fmt.Sprintf("/api/jobs/%d", second),
				token: admin, wantStatus: 404},
		})
		t.Run("both jobs are gone", func(t *testing.T) {
			e := e.sub(t)
			if n := e.jobCount(); n != 0 {
				t.Fatalf("%d jobs left", n)
			}
		})
	})
}

func TestJobModeration(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		admin := e.adminToken("admin")
		id := e.postJob(company, false, set("title", "Network Engineer"))
		path := fmt.Sprintf("/api/jobs/%d", id)
		e.run(t, []scenario{
			{name: "a customer token cannot approve", method: "PUT", url: path + "/approve", token: company, wantStatus: 403},
			{name: "a customer token cannot reject", method: "PUT", url: path + "/reject", token: company, wantStatus: 403},
			{name: "a customer token cannot see the pending queue", method: "GET", url: "/api/jobs/admin/pending",
				token: company, wantStatus: 403},
			{name: "a customer token cannot see the approved list", method: "GET", url: "/api/jobs/admin/approved",
				token: company, wantStatus: 403},
			{name: "an admin token has no customer's own jobs", method: "GET", url: "/api/jobs/customer/my-jobs",
				token: admin, wantStatus: 403},
			{name: "the queue needs a sign-in", method: "GET", url: "/api/jobs/admin/pending", wantStatus: 401},
			{name: "an admin sees the pending queue", method: "GET", url: "/api/jobs/admin/pending", token: admin,
				wantStatus: 200, wantBody: "Network Engineer"},
			{name: "the queue refuses unknown parameters", method: "GET", url: "/api/jobs/admin/pending?status=x",
				token: admin, wantStatus: 422, wantFields: []string{"status"}},
			{name: "a reason over 500 characters is refused", method: "PUT", url: path + "/reject", token: admin,
				body: `{"reason":"` + strings.Repeat("x", 501) + `"}`, wantStatus: 422, wantFields: []string{"reason"}},
			{name: "a malformed rejection is a bad request", method: "PUT", url: path + "/reject", token: admin,
				body: `{"reason":`, wantStatus: 400},
			{name: "a rejection with unknown fields is refused", method: "PUT", url: path + "/reject", token: admin,
				body: `{"why":"no"}`, wantStatus: 400, wantFields: []string{"why"}},
			{name: "approving an unknown job is not found", method: "PUT", url: "/api/jobs/99999/approve", token: admin,
				wantStatus: 404},
		})
		t.Run("refused moderation left the job pending and sent no email", func(t *testing.T) {
			e := e.sub(t)
			if j := e.storedJob(id); j.Status != "pending" {
				t.Fatalf("status %q", j.Status)
			}
			if n := len(e.noticesSent()); n != 0 {
				t.Fatalf("%d emails sent", n)
			}
		})
		t.Run("approving twice sends one email", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", path+"/approve", "", admin)
			e.must(200, "PUT", path+"/approve", "", admin)
			if n := len(e.noticesSent()); n != 1 {
				t.Fatalf("%d emails sent", n)
			}
			a := e.must(200, "GET", "/api/jobs/admin/approved", "", admin)
			if a.body["total"] != 1.0 {
				t.Fatalf("approved %s", a.Body.String())
			}
		})
		t.Run("a rejection without a body has no reason", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "PUT", path+"/reject", "", admin)
			if a.data()["status"] != "rejected" || a.data()["rejectionReason"] != "" {
				t.Fatalf("answer %s", a.Body.String())
			}
			m, _ := e.mail.Last("hr@lsl.lk")
			if strings.Contains(m.Text, "reason") {
				t.Fatalf("email %q", m.Text)
			}
		})
	})
}

func TestJobViews(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		id := e.postJob(admin, true, set("companyName", "Ceylon Electricity Board"))
		path := fmt.Sprintf("/api/jobs/%d/view", id)

		t.Run("each view is in the database when it is answered", func(t *testing.T) {
			e := e.sub(t)
			var wg sync.WaitGroup
			for i := range 40 {
				wg.Go(func() {
					r := httptest.NewRequest("POST", path, nil)
					r.RemoteAddr = fmt.Sprintf("198.51.100.%d:40000", i+1)
					w := httptest.NewRecorder()
					e.srv.ServeHTTP(w, r)
					if w.Code != 200 || !strings.Contains(w.Body.String(), "View counted.") {
						t.Errorf("view %d: %d %s", i, w.Code, w.Body.String())
					}
				})
			}
			wg.Wait()
			if v := e.storedJob(id).Views; v != 40 {
				t.Fatalf("views = %d, want 40", v)
			}
		})
		t.Run("two servers on one database count a viewer once", func(t *testing.T) {
			e := e.sub(t)
			other := newEnv(t, e.db)
			before := e.storedJob(id).Views
			var wg sync.WaitGroup
			counted := make(chan string, 20)
			for i := range 20 {
				srv := e.srv
				if i%2 == 1 {
					srv = other.srv
				}
				wg.Go(func() {
					r := httptest.NewRequest("POST", path, nil)
					r.RemoteAddr = "203.0.113.9:40000"
					w := httptest.NewRecorder()
					srv.ServeHTTP(w, r)
					if w.Code != 200 {
						t.Errorf("view %d: %d %s", i, w.Code, w.Body.String())
					}
					if strings.Contains(w.Body.String(), "View counted.") {
						counted <- w.Body.String()
					}
				})
			}
			wg.Wait()
			close(counted)
			if n := len(counted); n != 1 {
				t.Fatalf("%d answers said the view was counted, want 1", n)
			}
			if v := e.storedJob(id).Views - before; v != 1 {
				t.Fatalf("views grew by %d, want 1", v)
			}
		})
		e.run(t, []scenario{
			{name: "an unknown job's view is not found", method: "POST", url: "/api/jobs/99999/view", wantStatus: 404},
			{name: "a view of a malformed id is not found", method: "POST", url: "/api/jobs/x/view", wantStatus: 404},
		})
	})
}

func TestJobDashboard(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		person := e.customerToken("nimali@example.lk")
		admin := e.adminToken("admin")
		id := e.postJob(company, false)
		e.postJob(company, false)
		e.postJob(person, false, set("companyName", "Perera Stores"))
		e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/approve", id), "", admin)
		e.run(t, []scenario{
			{name: "a customer sees the counts of their own jobs", method: "GET", url: "/api/jobs/dashboard", token: company,
				wantStatus: 200, wantBody: `{"jobs":{"total":2,"pending":1,"approved":1,"live":1,"expired":0,"rejected":0,"changes":0,"views":0}}`},
			{name: "an admin sees every job and the customers", method: "GET", url: "/api/jobs/dashboard", token: admin,
				wantStatus: 200, wantBody: `"jobs":{"total":3,"pending":2,"approved":1,"live":1,"expired":0,"rejected":0,"changes":0,"views":0},"customers":{"total":2,"individual":1,"company":1}`},
			{name: "the dashboard needs a sign-in", method: "GET", url: "/api/jobs/dashboard", wantStatus: 401},
		})
		t.Run("a customer's own list has every status, newest first", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "GET", "/api/jobs/customer/my-jobs?limit=1", "", company)
			if a.body["total"] != 2.0 || a.body["totalPages"] != 2.0 {
				t.Fatalf("answer %s", a.Body.String())
			}
		})
	})
}
