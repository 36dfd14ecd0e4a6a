package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
)

// adminCount is the number of admin users stored.
func (e *env) adminCount() int {
	e.t.Helper()
	n, err := e.db.CountAdminUsers(ctxb)
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}

// storedAdmin is an admin user as the database holds them.
func (e *env) storedAdmin(id int64) *jobportal.AdminUser {
	e.t.Helper()
	a, err := e.db.FindAdminUserByID(ctxb, id)
	if err != nil {
		e.t.Fatal(err)
	}
	return a
}

func TestAdminUsers(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		superID := e.adminID(super)
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		adminID := e.adminID(admin)
		editor := e.adminTokenAs("writer", jobportal.RoleEditor)
		editorID := e.adminID(editor)
		seeker := e.customerToken("nimali@example.lk")

		t.Run("a superadmin creates an editor, who must change the first password before anything else", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(http.StatusCreated, "POST", "/api/admin-users",
				`{"username":"Kasun.P","name":"Kasun Perera","email":"Kasun@Example.lk","role":"editor","password":"first-pass-1"}`, super)
			d := a.data()
			if d["username"] != "kasun.p" || d["email"] != "kasun@example.lk" || d["mustChangePassword"] != true {
				t.Fatalf("created %v", d)
			}
			login := e.must(http.StatusOK, "POST", "/api/admin-users/login", `{"username":"kasun.p","password":"first-pass-1"}`, "")
			if login.body["mustChangePassword"] != true {
				t.Fatalf("the sign-in does not say the password must change: %s", login.Body.String())
			}
			tok := login.body["token"].(string)
			e.must(http.StatusOK, "GET", "/api/admin-users/me", "", tok)
			e.must(http.StatusForbidden, "POST", "/api/blogs/categories", `{"name":"Careers"}`, tok)
			e.must(http.StatusForbidden, "GET", "/api/jobs/dashboard", "", tok)
			e.must(http.StatusOK, "POST", "/api/auth/change-password",
				`{"currentPassword":"first-pass-1","newPassword":"my-own-pass-2"}`, tok)
			me := e.must(http.StatusOK, "GET", "/api/admin-users/me", "", tok)
			if me.data()["mustChangePassword"] != false {
				t.Fatalf("the change did not clear the flag: %v", me.data())
			}
			e.must(http.StatusOK, "GET", "/api/blogs?status=all", "", tok)
			list := e.must(http.StatusOK, "GET", "/api/admin-users?search=kasun", "", super)
			if n := len(list.body["data"].([]any)); n != 1 {
				t.Fatalf("search found %d admin users", n)
			}
		})

		before := e.adminCount()
		e.run(t, []scenario{
			{name: "an editor may not list admin users", method: "GET", url: "/api/admin-users", token: editor, wantStatus: 403},
			{name: "an admin may not list admin users", method: "GET", url: "/api/admin-users", token: admin, wantStatus: 403},
			{name: "a customer may not list admin users", method: "GET", url: "/api/admin-users", token: seeker, wantStatus: 403},
			{name: "an admin may not create admin users", method: "POST", url: "/api/admin-users", token: admin,
				body: `{"username":"sneaky","name":"S","email":"s@example.lk","role":"superadmin","password":"first-pass-1"}`, wantStatus: 403},
			{name: "an editor may not create admin users", method: "POST", url: "/api/admin-users", token: editor,
				body: `{"username":"sneaky","name":"S","email":"s@example.lk","role":"editor","password":"first-pass-1"}`, wantStatus: 403},
			{name: "an unknown role is refused", method: "POST", url: "/api/admin-users", token: super,
				body:       `{"username":"newbie","name":"N","email":"n@example.lk","role":"owner","password":"first-pass-1"}`,
				wantStatus: 422, wantFields: []string{"role"}},
			{name: "a new admin user needs every field", method: "POST", url: "/api/admin-users", token: super,
				body: `{}`, wantStatus: 422, wantFields: []string{"username", "name", "email", "role", "password"}},
			{name: "a username in use is a conflict", method: "POST", url: "/api/admin-users", token: super,
				body: `{"username":"moderator","name":"N","email":"n@example.lk","role":"admin","password":"first-pass-1"}`, wantStatus: 409},
			{name: "an admin may not read another admin user", method: "GET", url: fmt.Sprintf("/api/admin-users/%d", superID),
				token: admin, wantStatus: 403},
			{name: "an admin reads their own account", method: "GET", url: fmt.Sprintf("/api/admin-users/%d", adminID),
				token: admin, wantStatus: 200, wantBody: `"username":"moderator"`},
			{name: "an admin may not change another's password", method: "PUT", url: fmt.Sprintf("/api/admin-users/%d", editorID),
				token: admin, body: `{"password":"taken-over-1"}`, wantStatus: 403},
			{name: "an admin may not change their own role", method: "PUT", url: fmt.Sprintf("/api/admin-users/%d", adminID),
				token: admin, body: `{"role":"superadmin"}`, wantStatus: 403},
			{name: "an editor may not delete admin users", method: "DELETE", url: fmt.Sprintf("/api/admin-users/%d", adminID),
				token: editor, wantStatus: 403},
			{name: "the last superadmin cannot be demoted", method: "PUT", url: fmt.Sprintf("/api/admin-users/%d", superID),
				token: super, body: `{"role":"admin"}`, wantStatus: 409, wantBody: "last superadmin"},
			{name: "nobody deletes themselves", method: "DELETE", url: fmt.Sprintf("/api/admin-users/%d", superID),
				token: super, wantStatus: 409},
			{name: "an unknown role in a change is refused", method: "PUT", url: fmt.Sprintf("/api/admin-users/%d", editorID),
				token: super, body: `{"role":"owner"}`, wantStatus: 422, wantFields: []string{"role"}},
			{name: "a change of one's own password needs the current one", method: "PUT", url: fmt.Sprintf("/api/admin-users/%d", adminID),
				token: admin, body: `{"password":"brand-new-pass"}`, wantStatus: 422, wantFields: []string{"currentPassword"}},
			{name: "a missing admin user is a 404", method: "GET", url: "/api/admin-users/99999", token: super, wantStatus: 404},
		})
		if got := e.adminCount(); got != before {
			t.Fatalf("refused requests changed the admin users: %d, then %d", before, got)
		}
		if a := e.storedAdmin(superID); a.Role != jobportal.RoleSuperadmin {
			t.Fatalf("the superadmin is now %s", a.Role)
		}
		if a := e.storedAdmin(adminID); a.Role != jobportal.RoleAdmin {
			t.Fatalf("the admin is now %s", a.Role)
		}

		t.Run("an admin edits their own name, email and password", func(t *testing.T) {
			e := e.sub(t)
			a := e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/admin-users/%d", adminID),
				`{"name":"Ruwani Silva","email":"ruwani@example.lk","currentPassword":"`+password+`","password":"a-better-pass-9"}`, admin)
			if d := a.data(); d["name"] != "Ruwani Silva" || d["email"] != "ruwani@example.lk" || d["mustChangePassword"] != false {
				t.Fatalf("answered %v", d)
			}
			e.must(http.StatusOK, "GET", "/api/admin-users/me", "", admin) // this session goes on
			e.must(http.StatusOK, "POST", "/api/admin-users/login", `{"username":"moderator","password":"a-better-pass-9"}`, "")
		})

		t.Run("a superadmin's reset of another's password ends their sessions and asks for a new one", func(t *testing.T) {
			e := e.sub(t)
			e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/admin-users/%d", editorID), `{"password":"reset-pass-77"}`, super)
			e.must(http.StatusUnauthorized, "GET", "/api/admin-users/me", "", editor)
			if !e.storedAdmin(editorID).MustChangePassword {
				t.Fatal("a reset password need not be changed")
			}
			login := e.must(http.StatusOK, "POST", "/api/admin-users/login", `{"username":"writer","password":"reset-pass-77"}`, "")
			editor = login.body["token"].(string)
		})

		t.Run("promoting, demoting and deleting", func(t *testing.T) {
			e := e.sub(t)
			e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/admin-users/%d", adminID), `{"role":"superadmin"}`, super)
			// The role changed, so the session ended: the new role applies from the next sign-in.
			e.must(http.StatusUnauthorized, "GET", "/api/admin-users/me", "", admin)
			// Now there are two superadmins, one may step down.
			e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/admin-users/%d", superID), `{"role":"admin"}`, super)
			e.must(http.StatusUnauthorized, "GET", "/api/admin-users/me", "", super)
			super2 := e.must(http.StatusOK, "POST", "/api/admin-users/login",
				`{"username":"moderator","password":"a-better-pass-9"}`, "").body["token"].(string)
			e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/admin-users/%d", editorID), "", super2)
			e.must(http.StatusUnauthorized, "GET", "/api/admin-users/me", "", editor)
			e.must(http.StatusNotFound, "GET", fmt.Sprintf("/api/admin-users/%d", editorID), "", super2)
			audit := e.must(http.StatusOK, "GET", "/api/admin/audit?action=admin_user.role", "", super2)
			if n := len(audit.body["data"].([]any)); n != 2 {
				t.Fatalf("%d role changes in the audit log, want 2: %s", n, audit.Body.String())
			}
			e.must(http.StatusOK, "GET", "/api/admin/audit?action=admin_user.delete&targetId="+fmt.Sprint(editorID), "", super2)
		})
	})
}

func TestAdminSessionRefresh(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		now := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)
		e.db.Now = func() time.Time { return now }
		tok := e.adminToken("root")
		// Refreshed every 50 minutes, the session goes on...
		for i := 0; i < 3; i++ {
			now = now.Add(50 * time.Minute)
			a := e.must(http.StatusOK, "POST", "/api/admin/refresh-token", "", tok)
			e.must(http.StatusUnauthorized, "GET", "/api/admin-users/me", "", tok) // the old token is spent
			tok = a.body["token"].(string)
		}
		// ...but an hour without one ends it.
		now = now.Add(61 * time.Minute)
		e.must(http.StatusUnauthorized, "POST", "/api/admin/refresh-token", "", tok)

		// However active, a session ends 12 hours after the sign-in.
		tok = e.must(http.StatusOK, "POST", "/api/admin-users/login", `{"username":"root","password":"`+password+`"}`, "").body["token"].(string)
		for i := 0; i < 14; i++ {
			now = now.Add(55 * time.Minute)
			a := e.do("POST", "/api/admin/refresh-token", "", tok)
			if a.Code != http.StatusOK {
				if elapsed := time.Duration(i+1) * 55 * time.Minute; elapsed < 12*time.Hour {
					t.Fatalf("the session ended after %v: %s", elapsed, a.Body.String())
				}
				return
			}
			tok = a.body["token"].(string)
		}
		t.Fatal("the session outlived its 12 hours")
	})
}

func TestUsersModeration(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		editor := e.adminTokenAs("writer", jobportal.RoleEditor)
		employer := e.companyToken("Kandy Tea Traders", "hr@kandytea.lk")
		seeker := e.customerToken("nimali@example.lk")
		jobID := e.approvedJob(employer, super, set("title", "Tea Taster"), set("companyName", "Kandy Tea Traders"))
		employerID := int64(e.must(http.StatusOK, "GET", "/api/customers/profile", "", employer).data()["id"].(float64))
		// An admin user's id that no customer has.
		spare := e.adminTokenAs("spare", jobportal.RoleEditor)
		spareID := e.adminID(spare)
		for spareID <= employerID+1 {
			spare = e.adminTokenAs(fmt.Sprintf("spare%d", spareID), jobportal.RoleEditor)
			spareID = e.adminID(spare)
		}
		ban := func(id int64) string { return fmt.Sprintf("/api/users/%d/ban", id) }

		e.run(t, []scenario{
			{name: "an admin lists the job seekers", method: "GET", url: "/api/users?type=individual", token: admin,
				wantStatus: 200, wantBody: "nimali@example.lk"},
			{name: "a search by name finds the employer", method: "GET", url: "/api/users?search=tea+traders", token: admin,
				wantStatus: 200, wantBody: "hr@kandytea.lk"},
			{name: "a registration date filter", method: "GET", url: "/api/users?from=2000-01-01&to=2000-01-02", token: admin,
				wantStatus: 200, wantBody: `"total":0`},
			{name: "an unknown type is refused", method: "GET", url: "/api/users?type=robot", token: admin,
				wantStatus: 422, wantFields: []string{"type"}},
			{name: "an unknown filter is refused", method: "GET", url: "/api/users?colour=red", token: admin,
				wantStatus: 422, wantFields: []string{"colour"}},
			{name: "an editor may not list users", method: "GET", url: "/api/users", token: editor, wantStatus: 403},
			{name: "a customer may not list users", method: "GET", url: "/api/users", token: seeker, wantStatus: 403},
			{name: "a ban needs a reason", method: "PATCH", url: ban(employerID), token: admin, body: `{"reason":"  "}`,
				wantStatus: 422, wantFields: []string{"reason"}},
			{name: "a ban without a body needs a reason too", method: "PATCH", url: ban(employerID), token: admin,
				wantStatus: 422, wantFields: []string{"reason"}},
			{name: "an admin user's id is no customer's", method: "PATCH", url: ban(spareID), token: admin,
				body: `{"reason":"spam"}`, wantStatus: 404},
			{name: "an editor may not ban", method: "PATCH", url: ban(employerID), token: editor, body: `{"reason":"spam"}`, wantStatus: 403},
			{name: "a customer may not ban", method: "PATCH", url: ban(employerID), token: seeker, body: `{"reason":"spam"}`, wantStatus: 403},
			{name: "an admin may not change an email to one in use", method: "PUT", url: fmt.Sprintf("/api/users/%d", employerID),
				token: admin, body: `{"email":"nimali@example.lk"}`, wantStatus: 409},
		})
		if c, _ := e.db.FindCustomerByID(ctxb, employerID); c.Status != jobportal.StatusActive || c.Email != "hr@kandytea.lk" {
			t.Fatalf("refused requests changed the employer: %+v", c)
		}

		listed := func() bool {
			a := e.must(http.StatusOK, "GET", "/api/jobs", "", "")
			return strings.Contains(a.Body.String(), "Tea Taster")
		}
		companyListed := func() bool {
			a := e.must(http.StatusOK, "GET", "/api/companies", "", "")
			return strings.Contains(a.Body.String(), "Kandy Tea Traders")
		}
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/companies/%d/approve", e.ownPage(employer)), "", admin)
		if !listed() || !companyListed() {
			t.Fatal("the employer's job or page is not listed before the ban")
		}
		a := e.must(http.StatusOK, "PATCH", ban(employerID), `{"reason":"Fake vacancies reported by three job seekers"}`, admin)
		if a.data()["status"] != "banned" {
			t.Fatalf("answered %v", a.data())
		}
		// The ban ends the sessions at once, and no new one starts.
		refused := e.must(http.StatusUnauthorized, "GET", "/api/customers/profile", "", employer)
		_ = refused
		login := e.must(http.StatusForbidden, "POST", "/api/customers/login", `{"email":"hr@kandytea.lk","password":"`+password+`"}`, "")
		if login.msg() != jobportal.SuspendedMessage || strings.Contains(login.Body.String(), "Fake vacancies") {
			t.Fatalf("the banned employer was told %q", login.Body.String())
		}
		if listed() || companyListed() {
			t.Fatal("a banned employer's job or page is still listed")
		}
		e.must(http.StatusNotFound, "GET", fmt.Sprintf("/api/jobs/%d", jobID), "", "")
		e.must(http.StatusOK, "GET", fmt.Sprintf("/api/jobs/%d", jobID), "", admin) // moderators still see it
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/users/%d/unban", employerID), "", admin)
		if !listed() || !companyListed() {
			t.Fatal("the employer's job or page did not come back after the unban")
		}
		e.loginCustomer("hr@kandytea.lk", password)
		audit := e.must(http.StatusOK, "GET", fmt.Sprintf("/api/admin/audit?target=customer&targetId=%d", employerID), "", super)
		body := audit.Body.String()
		if !strings.Contains(body, `"action":"customer.ban"`) || !strings.Contains(body, "Fake vacancies") ||
			!strings.Contains(body, `"action":"customer.unban"`) || !strings.Contains(body, `"actorUsername":"moderator"`) {
			t.Fatalf("the audit log lacks the ban and the unban: %s", body)
		}
	})
}
