package httpapi_test

import (
	"fmt"
	"testing"
)

func TestFeaturedCompanies(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		url := "/api/companies/featured"
		e.run(t, []scenario{
			{name: "with no public jobs the list is empty", method: "GET", url: url, wantStatus: 200,
				wantBody: `{"success":true,"data":[]}`},
		})

		admin := e.adminToken("admin")
		hotels := e.companyToken("Hill Country Hotels", "hr@hotels.lk")
		labs := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		quiet := e.companyToken("Quiet Traders", "hr@quiet.lk")
		seeker := e.customerToken("nimali@example.lk")
		approve := func(id int64) { e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/approve", id), "", admin) }
		approve(e.postJob(hotels, false, set("title", "Night Receptionist")))
		approve(e.postJob(labs, false))
		approve(e.postJob(labs, false, set("title", "Data Engineer")))
		e.postJob(labs, false, set("title", "Pending Tester")) // pending: not counted
		rejected := e.postJob(hotels, false, set("title", "Rejected Chef"))
		e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/reject", rejected), `{"reason":"Not a real job."}`, admin)
		e.postJob(quiet, false) // pending only: not listed
		approve(e.postJob(seeker, false, set("title", "House Painter"), set("companyName", "Perera Family")))

		e.run(t, []scenario{
			{name: "companies come by their public jobs, with their profile and a slug", method: "GET", url: url,
				wantStatus: 200, wantBody: `"data":[{"id":2,"name":"Lanka Software Labs","slug":"lanka-software-labs",` +
					`"industry":"","district":"","avatar":"","jobsCount":2},{"id":1,"name":"Hill Country Hotels",` +
					`"slug":"hill-country-hotels","industry":"","district":"","avatar":"","jobsCount":1}]`},
			{name: "it takes no parameters", method: "GET", url: url + "?limit=3", wantStatus: 422,
				wantFields: []string{"limit"}},
			{name: "only GET is served", method: "POST", url: url, wantStatus: 405},
		})
	})
}
