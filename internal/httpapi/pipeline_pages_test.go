package httpapi_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"jobportal/internal/jobportal"
)

// TestJobApplicationsPages: a job with more applications than a page holds
// is read a page at a time, the newest first, each application on one page
// only, with filters and totals that stay true on every page.
func TestJobApplicationsPages(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		rival := e.companyToken("Hill Country Hotels", "jobs@hch.lk")
		job := e.approvedJob(company, admin, set("title", "Accounts Assistant"))
		const n = 105
		now := time.Now().UTC()
		by := jobportal.Mover{Kind: jobportal.KindAdmin, ID: 1, Name: "Admin"}
		ids := make([]int64, n) // oldest first
		for i := range n {
			c, err := e.db.CreateCustomer(ctx, jobportal.Registration{Type: jobportal.CustomerIndividual,
				Name: fmt.Sprintf("Applicant %d", i), Email: fmt.Sprintf("applicant%d@example.lk", i)}, "!")
			if err != nil {
				t.Fatal(err)
			}
			a, err := e.db.CreateApplicationAt(ctx, now.Add(-time.Duration(n-i)*time.Hour), &jobportal.Application{JobID: job,
				Applicant: jobportal.ApplicationApplicant{ID: c.ID}, CoverLetter: "I would like to apply.",
				CVKey: fmt.Sprintf("cv/%d.pdf", i), CV: jobportal.CVFile{Name: "cv.pdf", Type: "application/pdf", Size: 1000}})
			if err != nil {
				t.Fatal(err)
			}
			ids[i] = a.ID
			if i%5 == 0 {
				if _, err := e.db.MoveApplications(ctx, job, []int64{a.ID}, jobportal.ApplicationInterview, by, nil); err != nil {
					t.Fatal(err)
				}
			}
		}
		list := func(query string) ([]int64, map[string]any) {
			t.Helper()
			a := e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/applications?%s", job, query), "", company)
			var got []int64
			for _, item := range a.body["data"].([]any) {
				got = append(got, int64(item.(map[string]any)["id"].(float64)))
			}
			return got, a.body["pagination"].(map[string]any)
		}
		wantPage := func(t *testing.T, p map[string]any, page, limit, total, pages int) {
			t.Helper()
			if p["page"] != float64(page) || p["limit"] != float64(limit) || p["total"] != float64(total) || p["totalPages"] != float64(pages) {
				t.Fatalf("pagination %v, want page %d of %d, limit %d, total %d", p, page, pages, limit, total)
			}
		}

		t.Run("the second page of 100 holds the five oldest, none of the first page's", func(t *testing.T) {
			first, p1 := list("limit=100")
			wantPage(t, p1, 1, 100, n, 2)
			second, p2 := list("limit=100&page=2")
			wantPage(t, p2, 2, 100, n, 2)
			if len(first) != 100 || len(second) != 5 || first[0] != ids[n-1] || first[99] != ids[5] {
				t.Fatalf("page 1 has %d from %d, page 2 has %d", len(first), first[0], len(second))
			}
			for i, id := range second {
				if id != ids[4-i] {
					t.Fatalf("page 2 is %v, want the five oldest newest first", second)
				}
			}
		})
		t.Run("a stage's pages count the stage alone", func(t *testing.T) {
			got, p := list("status=interview&limit=10&page=3")
			wantPage(t, p, 3, 10, 21, 3)
			if len(got) != 1 || got[0] != ids[0] {
				t.Fatalf("page 3 of interviews is %v, want the oldest, %d", got, ids[0])
			}
		})
		t.Run("applied days narrow every page", func(t *testing.T) {
			day := jobportal.Today(now.Add(-time.Duration(n) * time.Hour))
			got, p := list("from=" + day + "&to=" + day + "&limit=100&page=1")
			if p["total"].(float64) < 1 || len(got) != int(p["total"].(float64)) || got[len(got)-1] != ids[0] {
				t.Fatalf("%d of %v on the first day", len(got), p["total"])
			}
		})
		t.Run("a page past the last is empty and still counts them all", func(t *testing.T) {
			got, p := list("limit=100&page=3")
			wantPage(t, p, 3, 100, n, 2)
			if len(got) != 0 {
				t.Fatalf("%d applications past the last page", len(got))
			}
		})

		url := fmt.Sprintf("/api/jobs/%d/applications", job)
		e.run(t, []scenario{
			{name: "page 0 is refused, naming page", method: "GET", url: url + "?page=0", token: company, wantStatus: 422, wantFields: []string{"page"}},
			{name: "a page that is not a number is refused", method: "GET", url: url + "?page=two", token: company, wantStatus: 422, wantFields: []string{"page"}},
			{name: "a negative page is refused", method: "GET", url: url + "?page=-1", token: company, wantStatus: 422, wantFields: []string{"page"}},
			{name: "more than 100 a page is refused, naming limit", method: "GET", url: url + "?limit=101", token: company, wantStatus: 422, wantFields: []string{"limit"}},
			{name: "a page far past the pages the API reads is refused", method: "GET", url: url + "?page=100001", token: company, wantStatus: 422, wantFields: []string{"page"}},
			{name: "another employer's job is not found on any page", method: "GET", url: url + "?page=2&limit=100", token: rival, wantStatus: 404},
			{name: "without signing in the list is refused", method: "GET", url: url + "?page=2", wantStatus: 401},
			{name: "an admin reads the second page too", method: "GET", url: url + "?page=2&limit=100", token: admin, wantStatus: 200, wantBody: `"totalPages":2`},
		})
	})
}
