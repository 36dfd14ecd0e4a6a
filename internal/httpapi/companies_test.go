package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

// companyWorld is a server with an admin, two employers (one approved, one
// pending), an admin's company and two job seekers.
type companyWorld struct {
	*env
	admin, editor      string
	hotels, labs       string // the employers' tokens
	seeker, other      string // job seekers' tokens
	hotelsID, labsID   int64  // their company pages
	ministryID         int64  // an admin's page
	hotelsURL, labsURL string
	ministryURL        string
}

// ownPage returns the id of the signed-in employer's company page.
func (e *env) ownPage(token string) int64 {
	e.t.Helper()
	return int64(e.must(200, "GET", "/api/companies/mine", "", token).data()["id"].(float64))
}

func newCompanyWorld(t *testing.T, e *env) *companyWorld {
	w := &companyWorld{env: e}
	w.admin = e.adminToken("admin")
	w.editor = e.adminTokenAs("editor", jobportal.RoleEditor)
	w.hotels = e.companyToken("Hill Country Hotels", "hr@hotels.lk")
	w.labs = e.companyToken("Lanka Software Labs", "hr@lsl.lk")
	w.seeker = e.customerToken("nimali@example.lk")
	w.other = e.customerToken("kasun@example.lk")
	w.hotelsID, w.labsID = e.ownPage(w.hotels), e.ownPage(w.labs)
	e.must(200, "PUT", "/api/companies/mine", `{"name":"Hill Country Hotels","industry":"Hotels and Tourism",`+
		`"size":"201-500","location":"Kandy","founded":1998,"website":"https://hotels.example.lk",`+
		`"description":"Hotels in the hills of Kandy and Nuwara Eliya."}`, w.hotels)
	e.must(200, "PATCH", fmt.Sprintf("/api/companies/%d/approve", w.hotelsID), "", w.admin)
	a := e.must(201, "POST", "/api/companies", `{"name":"Ministry of Health","industry":"Government",`+
		`"size":"5000+","location":"Colombo","description":"The ministry that runs the public hospitals."}`, w.admin)
	w.ministryID = int64(a.data()["id"].(float64))
	w.hotelsURL = fmt.Sprintf("/api/companies/%d", w.hotelsID)
	w.labsURL = fmt.Sprintf("/api/companies/%d", w.labsID)
	w.ministryURL = fmt.Sprintf("/api/companies/%d", w.ministryID)
	return w
}

// company reads a company page as the database holds it.
func (w *companyWorld) company(id int64) *jobportal.Company {
	w.t.Helper()
	c, err := w.db.FindCompany(ctxb, id)
	if err != nil {
		w.t.Fatal(err)
	}
	return c
}

// reviewCount is the number of reviews stored for a company, read from its rows.
func (w *companyWorld) reviewCount(id int64) int {
	w.t.Helper()
	_, total, err := w.db.CompanyReviews(ctxb, id, jobportal.NewPage(1, 100), 0)
	if err != nil {
		w.t.Fatal(err)
	}
	return total
}

func TestCompanyRegistrationMakesAPendingPage(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		token := e.companyToken("Serendib Foods", "hr@serendib.lk")
		a := e.must(200, "GET", "/api/companies/mine", "", token)
		d := a.data()
		if d["name"] != "Serendib Foods" || d["status"] != "pending" || d["verified"] != false || d["ownerId"] == nil {
			t.Fatalf("%s", a.Body.String())
		}
		id := int64(d["id"].(float64))
		e.run(t, []scenario{
			{name: "the pending page is not public", method: "GET", url: fmt.Sprintf("/api/companies/%d", id), wantStatus: 404},
			{name: "its owner sees it", method: "GET", url: fmt.Sprintf("/api/companies/%d", id), token: token, wantStatus: 200,
				wantBody: `"status":"pending"`},
			{name: "it is not in the directory", method: "GET", url: "/api/companies", wantStatus: 200, wantBody: `"data":[]`},
			{name: "a job seeker has no company page", method: "GET", url: "/api/companies/mine",
				token: e.customerToken("s@example.lk"), wantStatus: 403},
		})
	})
}

func TestCompanyDirectory(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		e.run(t, []scenario{
			{name: "the directory lists approved companies by name, 20 to a page", method: "GET", url: "/api/companies",
				wantStatus: 200, wantBody: `"pagination":{"page":1,"limit":20,"total":2,"totalPages":1}`},
			{name: "the pending company is left out", method: "GET", url: "/api/companies?q=lanka", wantStatus: 200,
				wantBody: `"data":[]`},
			{name: "filters by industry", method: "GET", url: "/api/companies?industry=Government", wantStatus: 200,
				wantBody: `"name":"Ministry of Health"`},
			{name: "filters by size, district, founding year and jobs", method: "GET",
				url:        "/api/companies?size=201-500&location=Kandy&foundedMin=1990&founded[max]=2000&hasJobs=false",
				wantStatus: 200, wantBody: `"total":1`},
			{name: "an unknown industry is refused", method: "GET", url: "/api/companies?industry=Mining", wantStatus: 422,
				wantFields: []string{"industry"}},
			{name: "an unknown size is refused", method: "GET", url: "/api/companies?size[]=huge", wantStatus: 422,
				wantFields: []string{"size"}},
			{name: "a rating above 5 is refused", method: "GET", url: "/api/companies?ratingMin=6", wantStatus: 422,
				wantFields: []string{"ratingMin"}},
			{name: "an unknown sort is refused", method: "GET", url: "/api/companies?sortBy=salary", wantStatus: 422,
				wantFields: []string{"sortBy"}},
			{name: "a limit above 100 is refused", method: "GET", url: "/api/companies?limit=500", wantStatus: 422,
				wantFields: []string{"limit"}},
			{name: "the public cannot list by status", method: "GET", url: "/api/companies?status=pending", wantStatus: 403},
			{name: "admins list the pending pages", method: "GET", url: "/api/companies?status=pending", token: w.admin,
				wantStatus: 200, wantBody: `"name":"Lanka Software Labs"`},
			{name: "search ranks by relevance", method: "GET", url: "/api/companies/search?q=hospitals", wantStatus: 200,
				wantBody: `"name":"Ministry of Health"`},
			{name: "search needs words", method: "GET", url: "/api/companies/search?q=+", wantStatus: 422,
				wantFields: []string{"q"}},
			{name: "an industry by its slug", method: "GET", url: "/api/companies/industry/hotels-and-tourism", wantStatus: 200,
				wantBody: `"name":"Hill Country Hotels"`},
			{name: "an unknown industry page is not found", method: "GET", url: "/api/companies/industry/mining", wantStatus: 404},
			{name: "an approved company for anyone", method: "GET", url: w.hotelsURL, wantStatus: 200,
				wantBody: `"slug":"hill-country-hotels"`},
			{name: "a pending company is not found by the public", method: "GET", url: w.labsURL, wantStatus: 404},
			{name: "nor by another employer", method: "GET", url: w.labsURL, token: w.hotels, wantStatus: 404},
			{name: "admins see it", method: "GET", url: w.labsURL, token: w.admin, wantStatus: 200},
			{name: "a missing company is not found", method: "GET", url: "/api/companies/999", wantStatus: 404},
			{name: "the figures", method: "GET", url: "/api/companies/dashboard", wantStatus: 200,
				wantBody: `"companyStats":{"totalCompanies":2,"totalJobs":0,"averageRating":0,"verifiedCompanies":0,"topIndustries":[`},
			{name: "the figures by status are for admins", method: "GET", url: "/api/companies/dashboard", token: w.admin,
				wantStatus: 200, wantBody: `"byStatus":{"approved":2,"pending":1,"rejected":0}`},
		})
		t.Run("a signed-in customer sees what they follow", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "POST", w.hotelsURL+"/follow", "", w.seeker)
			a := e.must(200, "GET", "/api/companies", "", w.seeker)
			if !strings.Contains(a.Body.String(), `"isFollowed":true`) || !strings.Contains(a.Body.String(), `"isFollowed":false`) {
				t.Fatalf("%s", a.Body.String())
			}
		})
	})
}

func TestFeaturedCompanies(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		url := "/api/companies/featured"
		e.run(t, []scenario{
			{name: "with no public jobs the list is empty", method: "GET", url: url, wantStatus: 200,
				wantBody: `{"success":true,"data":[],"pagination":{"page":1,"limit":12,"total":0,"totalPages":1}}`},
		})
		w := newCompanyWorld(t, e)
		approve := func(id int64) { e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/approve", id), "", w.admin) }
		approve(e.postJob(w.hotels, false, set("title", "Night Receptionist")))
		approve(e.postJob(w.hotels, false, set("title", "Head Chef")))
		approve(e.postJob(w.labs, false)) // its page is pending: not listed
		e.postJob(w.hotels, false, set("title", "Pending Waiter"))
		approve(e.postJob(w.admin, true, set("companyId", w.ministryID), set("title", "Medical Officer")))
		e.run(t, []scenario{
			{name: "approved companies come by their public jobs, in the shape the home page reads", method: "GET", url: url,
				wantStatus: 200, wantBody: fmt.Sprintf(`"data":[{"id":%d,"name":"Hill Country Hotels","slug":"hill-country-hotels",`+
					`"industry":"Hotels and Tourism","district":"Kandy","avatar":"","jobsCount":2,"verified":false,"rating":0},`+
					`{"id":%d,"name":"Ministry of Health"`, w.hotelsID, w.ministryID)},
			{name: "it takes no parameters", method: "GET", url: url + "?limit=3", wantStatus: 422, wantFields: []string{"limit"}},
			{name: "only GET is served", method: "POST", url: url, wantStatus: 405},
			{name: "a company's jobs are its public jobs", method: "GET", url: w.hotelsURL + "/jobs", wantStatus: 200,
				wantBody: `"total":2`},
			{name: "the jobs of a pending company are not found by the public", method: "GET", url: w.labsURL + "/jobs",
				wantStatus: 404},
			{name: "a job names its company page", method: "GET", url: "/api/jobs?company=" + fmt.Sprint(w.hotelsID),
				wantStatus: 200, wantBody: `"total":2`},
		})
	})
}

func TestFollowingCompanies(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		e.run(t, []scenario{
			{name: "a visitor must sign in", method: "POST", url: w.hotelsURL + "/follow", wantStatus: 401},
			{name: "admins do not follow", method: "POST", url: w.hotelsURL + "/follow", token: w.admin, wantStatus: 403},
			{name: "a customer follows", method: "POST", url: w.hotelsURL + "/follow", token: w.seeker, wantStatus: 200,
				wantBody: `"followersCount":1`},
			{name: "following again changes nothing", method: "POST", url: w.hotelsURL + "/follow", token: w.seeker,
				wantStatus: 200, wantBody: `"followersCount":1`},
			{name: "an employer follows another", method: "POST", url: w.ministryURL + "/follow", token: w.labs, wantStatus: 200,
				wantBody: `"isFollowed":true`},
			{name: "a missing company cannot be followed", method: "POST", url: "/api/companies/999/follow", token: w.seeker,
				wantStatus: 404},
			{name: "a pending company cannot be followed", method: "POST", url: w.labsURL + "/follow", token: w.seeker,
				wantStatus: 404},
			{name: "the followed list", method: "GET", url: "/api/user/followed-companies", token: w.seeker, wantStatus: 200,
				wantBody: `"pagination":{"page":1,"limit":20,"total":1,"totalPages":1}`},
			{name: "the followed list is a customer's", method: "GET", url: "/api/user/followed-companies", token: w.admin,
				wantStatus: 403},
			{name: "unfollowing", method: "DELETE", url: w.hotelsURL + "/follow", token: w.seeker, wantStatus: 200,
				wantBody: `"followersCount":0`},
			{name: "unfollowing again changes nothing", method: "DELETE", url: w.hotelsURL + "/follow", token: w.seeker,
				wantStatus: 200, wantBody: `"followersCount":0`},
			{name: "unfollowing a missing company is not found", method: "DELETE", url: "/api/companies/999/follow",
				token: w.seeker, wantStatus: 404},
		})
		if c := w.company(w.labsID); c.FollowersCount != 0 {
			t.Fatalf("the pending company has %d followers", c.FollowersCount)
		}
	})
}

func TestCompanyReviews(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		url := w.hotelsURL + "/reviews"
		review := func(rating any) string {
			b, _ := json.Marshal(map[string]any{"rating": rating, "title": "Kind managers",
				"text": "Good training and fair shifts.", "pros": "Training", "cons": "Long commute"})
			return string(b)
		}
		// Each bad review must leave the company without reviews.
		e.run(t, []scenario{
			{name: "a rating of 0 is refused", method: "POST", url: url, body: review(0), token: w.seeker, wantStatus: 422,
				wantFields: []string{"rating"}},
			{name: "a rating of 6 is refused", method: "POST", url: url, body: review(6), token: w.seeker, wantStatus: 422,
				wantFields: []string{"rating"}},
			{name: "a rating of 4.5 is refused", method: "POST", url: url, body: review(4.5), token: w.seeker, wantStatus: 422,
				wantFields: []string{"rating"}},
			{name: "a review without a text is refused", method: "POST", url: url,
				body: `{"rating":4,"title":"Fine"}`, token: w.seeker, wantStatus: 422, wantFields: []string{"text"}},
			{name: "malformed JSON is refused", method: "POST", url: url, body: `{"rating":`, token: w.seeker, wantStatus: 400},
			{name: "an unknown field is refused", method: "POST", url: url, body: `{"rating":4,"stars":5}`, token: w.seeker,
				wantStatus: 400},
			{name: "a visitor must sign in", method: "POST", url: url, body: review(4), wantStatus: 401},
			{name: "admins do not review", method: "POST", url: url, body: review(4), token: w.admin, wantStatus: 403},
			{name: "the company's own account cannot review itself", method: "POST", url: url, body: review(5),
				token: w.hotels, wantStatus: 409},
			{name: "a pending company cannot be reviewed", method: "POST", url: w.labsURL + "/reviews", body: review(4),
				token: w.seeker, wantStatus: 404},
			{name: "a missing company cannot be reviewed", method: "POST", url: "/api/companies/999/reviews", body: review(4),
				token: w.seeker, wantStatus: 404},
		})
		if n := w.reviewCount(w.hotelsID) + w.reviewCount(w.labsID); n != 0 {
			t.Fatalf("%d reviews were stored", n)
		}

		a := e.must(201, "POST", url, review(5), w.seeker)
		if a.msg() != "Review added successfully" || a.data()["author"].(map[string]any)["name"] != "Nimali Perera" {
			t.Fatalf("%s", a.Body.String())
		}
		reviewURL := fmt.Sprintf("%s/%d", url, int64(a.data()["id"].(float64)))
		e.must(201, "POST", url, review(2), w.other)
		e.run(t, []scenario{
			{name: "a second review is a conflict", method: "POST", url: url, body: review(1), token: w.seeker, wantStatus: 409},
			{name: "the company's rating is the average", method: "GET", url: w.hotelsURL, wantStatus: 200,
				wantBody: `"rating":3.5,"reviewsCount":2`},
			{name: "the reviews come newest first with the summary", method: "GET", url: url, wantStatus: 200,
				wantBody: `"summary":{"average":3.5,"count":2,"stars":{"1":0,"2":1,"3":0,"4":0,"5":1}}`},
			{name: "another customer cannot change the review", method: "PUT", url: reviewURL, body: review(1), token: w.other,
				wantStatus: 404},
			{name: "the author changes it", method: "PUT", url: reviewURL, body: review(4), token: w.seeker, wantStatus: 200,
				wantBody: `"rating":4`},
			{name: "the author's change counts", method: "GET", url: w.hotelsURL, wantStatus: 200, wantBody: `"rating":3,`},
			{name: "a change must be valid too", method: "PUT", url: reviewURL, body: review(9), token: w.seeker, wantStatus: 422},
			{name: "another customer cannot delete it", method: "DELETE", url: reviewURL, token: w.other, wantStatus: 404},
			{name: "an editor cannot delete it", method: "DELETE", url: reviewURL, token: w.editor, wantStatus: 403},
			{name: "the review of another company is not found", method: "DELETE",
				url: strings.Replace(reviewURL, w.hotelsURL, w.ministryURL, 1), token: w.seeker, wantStatus: 404},
			{name: "the author deletes it", method: "DELETE", url: reviewURL, token: w.seeker, wantStatus: 200},
			{name: "the rating follows", method: "GET", url: w.hotelsURL, wantStatus: 200, wantBody: `"rating":2,"reviewsCount":1`},
		})
		t.Run("an admin deletes any review", func(t *testing.T) {
			e := e.sub(t)
			list := e.must(200, "GET", url, "", "")
			id := list.body["data"].([]any)[0].(map[string]any)["id"].(float64)
			e.must(200, "DELETE", fmt.Sprintf("%s/%d", url, int64(id)), "", w.admin)
			if c := w.company(w.hotelsID); c.ReviewsCount != 0 || c.Rating != 0 {
				t.Fatalf("%+v", c)
			}
		})
	})
}

func TestCompanyModeration(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		page := `{"name":"Hill Country Hotels","industry":"Hotels and Tourism","location":"Kandy"}`
		e.run(t, []scenario{
			{name: "a customer cannot create a company", method: "POST", url: "/api/companies", body: `{"name":"X"}`,
				token: w.seeker, wantStatus: 403},
			{name: "a customer cannot approve", method: "PATCH", url: w.labsURL + "/approve", token: w.labs, wantStatus: 403},
			{name: "a customer cannot reject", method: "PATCH", url: w.hotelsURL + "/reject", body: `{"reason":"x"}`,
				token: w.seeker, wantStatus: 403},
			{name: "a customer cannot verify", method: "PATCH", url: w.hotelsURL + "/verify", token: w.hotels, wantStatus: 403},
			{name: "a customer cannot delete", method: "DELETE", url: w.hotelsURL, token: w.hotels, wantStatus: 403},
			{name: "an editor cannot moderate companies", method: "PATCH", url: w.labsURL + "/approve", token: w.editor,
				wantStatus: 403},
			{name: "an employer cannot edit another employer's company", method: "PUT", url: w.labsURL, body: page,
				token: w.hotels, wantStatus: 404},
			{name: "a job seeker cannot edit a company", method: "PUT", url: w.hotelsURL, body: page, token: w.seeker,
				wantStatus: 404},
			{name: "an admin's page needs a name", method: "POST", url: "/api/companies", body: `{"industry":"Government"}`,
				token: w.admin, wantStatus: 422, wantFields: []string{"name"}},
			{name: "an admin's page takes known values only", method: "POST", url: "/api/companies",
				body: `{"name":"X","industry":"Mining","size":"huge","location":"Atlantis","founded":1700}`, token: w.admin,
				wantStatus: 422, wantFields: []string{"industry", "size", "location", "founded"}},
			{name: "a rejection needs a reason", method: "PATCH", url: w.labsURL + "/reject", body: `{}`, token: w.admin,
				wantStatus: 422, wantFields: []string{"reason"}},
			{name: "a missing company cannot be approved", method: "PATCH", url: "/api/companies/999/approve", token: w.admin,
				wantStatus: 404},
		})
		if c := w.company(w.labsID); c.Status != jobportal.CompanyPending || c.Name != "Lanka Software Labs" {
			t.Fatalf("the pending page changed: %+v", c)
		}

		t.Run("approving emails the owner and makes the page public", func(t *testing.T) {
			e := e.sub(t)
			before := len(e.mail.Messages())
			e.must(200, "PATCH", w.labsURL+"/approve", "", w.admin)
			sent := e.mail.Messages()
			if len(sent) != before+1 || sent[len(sent)-1].To != "hr@lsl.lk" || !strings.Contains(sent[len(sent)-1].Text, "/company/") {
				t.Fatalf("%+v", sent)
			}
			e.must(200, "GET", w.labsURL, "", "")
			e.must(200, "PATCH", w.labsURL+"/approve", "", w.admin)
			if len(e.mail.Messages()) != before+1 {
				t.Fatal("approving twice sent a second email")
			}
		})
		t.Run("verifying sets the mark, and only admins set it", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PATCH", w.labsURL+"/verify", "", w.admin)
			if !w.company(w.labsID).Verified {
				t.Fatal("not verified")
			}
			a := e.do("PUT", "/api/companies/mine", `{"name":"Lanka Software Labs","verified":false}`, w.labs)
			if a.Code != 400 || !w.company(w.labsID).Verified {
				t.Fatalf("%d %s", a.Code, a.Body.String())
			}
		})
		t.Run("the owner's edits of an approved page wait for review", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(200, "PUT", "/api/companies/mine", `{"name":"Lanka Software Labs","description":"We build software.",`+
				`"industry":"it and software"}`, w.labs)
			ch, _ := a.data()["change"].(map[string]any)
			c := w.company(w.labsID)
			if c.Status != jobportal.CompanyApproved || !c.Verified || c.Industry != "" || c.Description != "" || ch == nil ||
				ch["status"] != "pending" || ch["industry"] != "IT and Software" || ch["description"] != "We build software." {
				t.Fatalf("%+v %v", c, ch)
			}
		})
		t.Run("a new name waits for review and the jobs keep the approved one", func(t *testing.T) {
			e := e.sub(t)
			jobID := e.postJob(w.labs, false)
			a := e.must(200, "PUT", w.labsURL, `{"name":"LSL Technologies"}`, w.labs)
			c := w.company(w.labsID)
			if c.Status != jobportal.CompanyApproved || !c.Verified || c.Name != "Lanka Software Labs" {
				t.Fatalf("%+v", c)
			}
			if ch, _ := a.data()["change"].(map[string]any); ch == nil || ch["name"] != "LSL Technologies" {
				t.Fatalf("%s", a.Body.String())
			}
			if j := e.storedJob(jobID); j.CompanyName != "Lanka Software Labs" {
				t.Fatalf("the job is under %q", j.CompanyName)
			}
		})
		t.Run("rejecting emails the owner the reason", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PATCH", w.labsURL+"/reject", `{"reason":"Please add a real address."}`, w.admin)
			sent := e.mail.Messages()
			last := sent[len(sent)-1]
			if last.To != "hr@lsl.lk" || !strings.Contains(last.Text, "Please add a real address.") {
				t.Fatalf("%+v", last)
			}
			e.must(404, "GET", w.labsURL, "", "")
		})
		t.Run("an admin changes any page and keeps its status", func(t *testing.T) {
			e := e.sub(t)
			e.must(200, "PUT", w.hotelsURL, `{"name":"Hill Country Hotels PLC","size":"501-1000"}`, w.admin)
			if c := w.company(w.hotelsID); c.Status != jobportal.CompanyApproved || c.Size != "501-1000" {
				t.Fatalf("%+v", c)
			}
		})
		t.Run("deleting keeps the jobs and removes the follows and reviews", func(t *testing.T) {
			e := e.sub(t)
			jobID := e.postJob(w.admin, true, set("companyId", w.ministryID), set("title", "Nurse"))
			e.must(200, "POST", w.ministryURL+"/follow", "", w.seeker)
			e.must(201, "POST", w.ministryURL+"/reviews", `{"rating":3,"title":"OK","text":"Fine."}`, w.seeker)
			e.must(200, "DELETE", w.ministryURL, "", w.admin)
			e.must(404, "GET", w.ministryURL, "", w.admin)
			if j := e.storedJob(jobID); j.CompanyID != nil || j.CompanyName != "Ministry of Health" {
				t.Fatalf("%+v", j)
			}
			a := e.must(200, "GET", "/api/user/followed-companies", "", w.seeker)
			if strings.Contains(a.Body.String(), "Ministry") {
				t.Fatalf("%s", a.Body.String())
			}
		})
	})
}

func TestCompanyImages(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		fields := [][2]string{{"name", "Cinnamon Hotels"}, {"industry", "Hotels and Tourism"}}
		svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>`)
		stored := func() int {
			keys, err := e.blobs.List(ctxb, "")
			if err != nil {
				t.Fatal(err)
			}
			return len(keys)
		}
		companies := func() int {
			_, n, err := e.db.ListCompanies(ctxb, jobportal.CompanyFilter{SortBy: "name", SortOrder: "asc", Page: 1, Limit: 20})
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		for _, c := range []struct {
			name   string
			file   formFile
			status int
		}{
			{"an SVG logo with a script is refused", formFile{"logo", "logo.svg", svg}, http.StatusUnsupportedMediaType},
			{"a 30 MB cover is refused", formFile{"cover", "cover.jpg", bytes.Repeat([]byte{0xff}, 30<<20)}, http.StatusRequestEntityTooLarge},
			{"a text file named as a PNG is refused", formFile{"logo", "logo.png", []byte("hello")}, http.StatusUnsupportedMediaType},
		} {
			t.Run(c.name, func(t *testing.T) {
				e := e.sub(t)
				before := companies()
				a := e.sendForm("POST", "/api/companies", w.admin, fields, c.file)
				wantStatus(t, a, c.status)
				if companies() != before || stored() != 0 {
					t.Fatal("something was stored")
				}
				a = e.sendForm("PUT", "/api/companies/mine", w.hotels, [][2]string{{"name", "Hill Country Hotels"}}, c.file)
				wantStatus(t, a, c.status)
				if got := w.company(w.hotelsID); got.Logo != "" || got.Cover != "" || stored() != 0 {
					t.Fatal("the owner's page changed")
				}
			})
		}
		t.Run("an admin's page takes a logo and a cover, without their metadata", func(t *testing.T) {
			e := e.sub(t)
			a := e.sendForm("POST", "/api/companies", w.admin, fields,
				formFile{"logo", "logo.png", pngWithMetadata(t)}, formFile{"cover", "cover.jpg", testPhoto(t, 1200, 400, 3)})
			wantStatus(t, a, 201)
			d := a.data()
			logo, _ := d["logo"].(string)
			if !strings.HasPrefix(logo, "/media/") || !strings.HasPrefix(d["cover"].(string), "/media/") {
				t.Fatalf("%s", a.Body.String())
			}
			if got := e.do("GET", logo, "", ""); got.Code != 200 || bytes.Contains(got.Body.Bytes(), []byte("Galle Road")) {
				t.Fatalf("logo: %d", got.Code)
			}
			id := int64(d["id"].(float64))
			e.must(200, "PUT", fmt.Sprintf("/api/companies/%d", id), `{"name":"Cinnamon Hotels","removeLogo":true}`, w.admin)
			if stored() != 1 {
				t.Fatalf("%d files are kept; the removed logo should be gone", stored())
			}
		})
	})
}

func TestCompanyPagesForSearchEngines(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		t.Run("an approved company's page has its head and Organization data", func(t *testing.T) {
			p := e.page(fmt.Sprintf("/company/%d", w.hotelsID))
			if p.status != 200 || !strings.HasPrefix(p.title(), "Hill Country Hotels") ||
				p.canonical() != fmt.Sprintf("https://jobs.example.lk/company/%d/hill-country-hotels", w.hotelsID) {
				t.Fatalf("%d %q %q", p.status, p.title(), p.canonical())
			}
			ld := p.jsonLD()
			if !strings.Contains(ld, `"@type":"Organization"`) || !strings.Contains(ld, `"foundingDate":"1998"`) ||
				strings.Contains(ld, "aggregateRating") {
				t.Fatalf("%s", ld)
			}
			if p.meta("property", "og:title") == "" {
				t.Fatal("no Open Graph title")
			}
		})
		t.Run("with reviews it carries the rating", func(t *testing.T) {
			e.must(201, "POST", w.hotelsURL+"/reviews", `{"rating":4,"title":"Good","text":"Good place."}`, w.seeker)
			ld := e.page(fmt.Sprintf("/company/%d/hill-country-hotels", w.hotelsID)).jsonLD()
			if !strings.Contains(ld, `"aggregateRating":{"@type":"AggregateRating","ratingValue":4,"reviewCount":1`) {
				t.Fatalf("%s", ld)
			}
		})
		t.Run("a pending company's page is a 404 for search engines", func(t *testing.T) {
			p := e.page(fmt.Sprintf("/company/%d/lanka-software-labs", w.labsID))
			if p.status != 404 || !strings.Contains(p.body, "noindex") {
				t.Fatalf("%d", p.status)
			}
		})
		t.Run("approved companies are in the sitemap", func(t *testing.T) {
			body := e.must(200, "GET", "/sitemap.xml", "", "").Body.String()
			if !strings.Contains(body, fmt.Sprintf("/company/%d/hill-country-hotels", w.hotelsID)) ||
				strings.Contains(body, fmt.Sprintf("/company/%d/", w.labsID)) {
				t.Fatalf("%s", body)
			}
		})
	})
}

// A company's page, its jobs and its reviews are kept for visitors
// (answers.go), yet a review written, a follow and a page taken down through
// the server show at once, and a signed-in customer still sees that they
// follow the company.
func TestCompanyPageAnswersAreKeptYetFollowChanges(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		w := newCompanyWorld(t, e)
		reviews := w.hotelsURL + "/reviews"
		review := func(rating int) string {
			return fmt.Sprintf(`{"rating":%d,"title":"Kind managers","text":"Good training and fair shifts."}`, rating)
		}
		for _, url := range []string{w.hotelsURL, w.hotelsURL + "/jobs", reviews, reviews + "?limit=1"} {
			e.must(200, "GET", url, "", "")
			if a := e.do("GET", url, "", "", "Accept-Encoding", "gzip"); a.Code != 200 || a.Header().Get("Content-Encoding") != "gzip" {
				t.Fatalf("%s with gzip: %d %q", url, a.Code, a.Header().Get("Content-Encoding"))
			}
		}

		e.must(201, "POST", reviews, review(5), w.seeker)
		e.must(201, "POST", reviews, review(2), w.other)
		want := map[string]string{
			w.hotelsURL:          `"rating":3.5,"reviewsCount":2`,
			reviews:              `"summary":{"average":3.5,"count":2,"stars":{"1":0,"2":1,"3":0,"4":0,"5":1}}`,
			reviews + "?limit=1": `"total":2,"totalPages":2`,
		}
		for url, body := range want {
			if a := e.must(200, "GET", url, "", "").Body.String(); !strings.Contains(a, body) {
				t.Errorf("right after the reviews, %s: %s, want %s", url, a, body)
			}
		}
		if a := e.must(200, "GET", reviews+"?limit=1&page=3", "", "").Body.String(); !strings.Contains(a, `"total":2`) {
			t.Errorf("a page past the end: %s", a)
		}

		e.must(200, "POST", w.hotelsURL+"/follow", "", w.seeker)
		public := e.must(200, "GET", w.hotelsURL, "", "").Body.String()
		if strings.Contains(public, `"isFollowed":true`) || !strings.Contains(public, `"followersCount":1`) {
			t.Fatalf("the public page after a follow: %s", public)
		}
		if own := e.must(200, "GET", w.hotelsURL, "", w.seeker).Body.String(); !strings.Contains(own, `"isFollowed":true`) {
			t.Fatalf("the follower's page does not mark the company: %s", own)
		}
		if again := e.must(200, "GET", w.hotelsURL, "", "").Body.String(); again != public {
			t.Fatalf("the public page changed after a signed-in read: %s", again)
		}

		e.must(200, "PATCH", w.hotelsURL+"/reject", `{"reason":"Please add a real address."}`, w.admin)
		for _, url := range []string{w.hotelsURL, w.hotelsURL + "/jobs", reviews} {
			e.must(404, "GET", url, "", "")
		}
		// The owner still sees its own page, kept answers or not.
		e.must(200, "GET", w.hotelsURL, "", w.hotels)
	})
}
