package httpapi_test

import (
	"fmt"
	"testing"

	"jobportal/internal/jobportal"
)

// TestAdminRolesReachWhatTheirRoleDoes checks the routes against the access
// rules for the admin roles: an editor runs the blog and reads the figures,
// so the job moderation routes answer 403; an admin moderates jobs.
func TestAdminRolesReachWhatTheirRoleDoes(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		editor := e.adminTokenAs("editor", jobportal.RoleEditor)
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		employer := e.customerToken("employer@example.lk")
		pending := e.postJob(employer, false, set("title", "Night Receptionist"), set("companyName", "Galle Face Hotel"))
		public := e.postJob(super, true, set("title", "Day Receptionist"), set("companyName", "Galle Face Hotel"))
		job := func(format string) string { return fmt.Sprintf(format, pending) }
		e.run(t, []scenario{
			{name: "an editor may not see the queue of pending jobs", method: "GET", url: "/api/jobs/admin/pending",
				token: editor, wantStatus: 403, wantBody: "does not moderate jobs"},
			{name: "an editor may not see the approved jobs", method: "GET", url: "/api/jobs/admin/approved",
				token: editor, wantStatus: 403},
			{name: "an editor may not approve a job", method: "PUT", url: job("/api/jobs/%d/approve"),
				token: editor, wantStatus: 403},
			{name: "an editor may not reject a job", method: "PUT", url: job("/api/jobs/%d/reject"),
				token: editor, wantStatus: 403},
			{name: "an editor may not publish a job", method: "POST", url: "/api/jobs/admin", body: jobBody(set("companyName", "Galle Face Hotel")),
				token: editor, wantStatus: 403},
			{name: "an editor may not edit a job", method: "PUT", url: job("/api/jobs/%d"), body: jobBody(set("companyName", "Galle Face Hotel")),
				token: editor, wantStatus: 403},
			{name: "an editor may not delete a job", method: "DELETE", url: job("/api/jobs/%d"),
				token: editor, wantStatus: 403},
			{name: "an editor may not read a job's applications", method: "GET", url: job("/api/jobs/%d/applications"),
				token: editor, wantStatus: 403},
			{name: "an editor may not open a pending job", method: "GET", url: job("/api/jobs/%d"),
				token: editor, wantStatus: 404},
			{name: "an editor opens a public job as anyone does", method: "GET", url: fmt.Sprintf("/api/jobs/%d", public),
				token: editor, wantStatus: 200},
			{name: "an editor reads the site's figures", method: "GET", url: "/api/jobs/dashboard",
				token: editor, wantStatus: 200, wantBody: `"customers":{`},
			{name: "an admin sees the queue of pending jobs", method: "GET", url: "/api/jobs/admin/pending",
				token: admin, wantStatus: 200, wantBody: "Night Receptionist"},
			{name: "an admin reads a job's applications", method: "GET", url: job("/api/jobs/%d/applications"),
				token: admin, wantStatus: 200},
			{name: "an admin approves a job", method: "PUT", url: job("/api/jobs/%d/approve"),
				token: admin, wantStatus: 200, wantBody: `"status":"approved"`},
		})
	})
}
