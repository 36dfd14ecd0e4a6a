package httpapi_test

import (
	"fmt"
	"testing"
)

// A company's response time comes with its jobs' and its page's answers once
// five applications of the last 90 days count, and not before.
func TestResponseTimeOnJobAndCompany(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		rival := e.companyToken("Hill Country Hotels", "jobs@hch.lk")
		job := e.approvedJob(company, admin, set("title", "Accounts Assistant"))
		rivalJob := e.approvedJob(rival, admin, set("title", "Front Office Assistant"))
		cv := formFile{"cv", "cv.pdf", testPDF}
		var ids []int64
		for i := range 5 {
			who := e.customerToken(fmt.Sprintf("applicant%d@example.lk", i))
			a := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), who, applyForm(cv, [2]string{"phone", "077 555 0101"}), cv)
			wantStatus(t, a, 201)
			ids = append(ids, int64(a.data()["id"].(float64)))
			if i < 2 {
				wantStatus(t, e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", rivalJob), who, applyForm(cv, [2]string{"phone", "077 555 0101"}), cv), 201)
			}
		}
		e.must(200, "POST", fmt.Sprintf("/api/jobs/%d/applications/move", job), fmt.Sprintf(`{"ids":[%d,%d,%d],"status":"reviewed"}`, ids[0], ids[1], ids[2]), company)

		got := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d", job), "", "").data()
		if got["responseDays"] != 1.0 {
			t.Fatalf("the job's responseDays = %v, want 1", got["responseDays"])
		}
		page, ok := got["companyId"].(float64)
		if !ok {
			t.Fatalf("the job has no company page: %v", got["companyId"])
		}
		e.must(200, "PATCH", fmt.Sprintf("/api/companies/%d/approve", int64(page)), "", admin)
		if c := e.must(200, "GET", fmt.Sprintf("/api/companies/%d", int64(page)), "", "").data(); c["responseDays"] != 1.0 {
			t.Fatalf("the company's responseDays = %v, want 1", c["responseDays"])
		}
		if r := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d", rivalJob), "", "").data(); r["responseDays"] != nil {
			t.Fatalf("a company with two applications has responseDays %v", r["responseDays"])
		}
	})
}
