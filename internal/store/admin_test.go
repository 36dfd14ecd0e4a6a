package store_test

import (
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

func mustAdmin(t *testing.T, db *store.DB, username, role string) *jobportal.AdminUser {
	t.Helper()
	a := &jobportal.AdminUser{Username: username, Name: username, Role: role}
	if err := db.CreateAdminUser(ctx, a, "h"); err != nil {
		t.Fatal(err)
	}
	return a
}

func TestAdminUsersKeepASuperadmin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		root := mustAdmin(t, db, "root", jobportal.RoleSuperadmin)
		editor := mustAdmin(t, db, "writer", jobportal.RoleEditor)
		if _, err := db.CreateSession(ctx, "editor-token", jobportal.KindAdmin, editor.ID, time.Hour); err != nil {
			t.Fatal(err)
		}

		demoted := *root
		demoted.Role = jobportal.RoleAdmin
		if err := db.UpdateAdminUser(ctx, &demoted); jobportal.ErrorCode(err) != jobportal.ECONFLICT {
			t.Fatalf("demoting the last superadmin: %v", err)
		}
		if err := db.DeleteAdminUser(ctx, root.ID); jobportal.ErrorCode(err) != jobportal.ECONFLICT {
			t.Fatalf("deleting the last superadmin: %v", err)
		}
		if a, _ := db.FindAdminUserByID(ctx, root.ID); a.Role != jobportal.RoleSuperadmin {
			t.Fatalf("the superadmin is now %s", a.Role)
		}

		promoted := *editor
		promoted.Role = jobportal.RoleSuperadmin
		if err := db.UpdateAdminUser(ctx, &promoted); err != nil {
			t.Fatal(err)
		}
		if _, err := db.FindSession(ctx, "editor-token"); jobportal.ErrorCode(err) != jobportal.EUNAUTHORIZED {
			t.Fatalf("a change of role left the session: %v", err)
		}
		if err := db.UpdateAdminUser(ctx, &demoted); err != nil {
			t.Fatalf("with another superadmin, demoting one: %v", err)
		}
		if err := db.DeleteAdminUser(ctx, root.ID); err != nil {
			t.Fatal(err)
		}
		list, total, err := db.ListAdminUsers(ctx, jobportal.AdminUserFilter{Search: "WRI", Page: jobportal.NewPage(1, 10)})
		if err != nil || total != 1 || len(list) != 1 || list[0].Username != "writer" {
			t.Fatalf("search: %d %v %v", total, list, err)
		}
		// LIKE's own characters are taken literally.
		if _, total, _ := db.ListAdminUsers(ctx, jobportal.AdminUserFilter{Search: "%", Page: jobportal.NewPage(1, 10)}); total != 0 {
			t.Fatalf("%% matched %d admin users", total)
		}

		if err := db.ResetAdminPassword(ctx, editor.ID, "h2"); err != nil {
			t.Fatal(err)
		}
		if a, _ := db.FindAdminUserByID(ctx, editor.ID); !a.MustChangePassword {
			t.Fatal("a reset password need not be changed")
		}
		if err := db.SetAdminPassword(ctx, editor.ID, "h3", ""); err != nil {
			t.Fatal(err)
		}
		if a, _ := db.FindAdminUserByID(ctx, editor.ID); a.MustChangePassword {
			t.Fatal("a chosen password must still be changed")
		}
	})
}

func TestRefreshSession(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clk := useClock(db)
		start := clk.t
		if _, err := db.CreateSession(ctx, "t0", jobportal.KindAdmin, 1, time.Hour); err != nil {
			t.Fatal(err)
		}
		clk.advance(50 * time.Minute)
		s, err := db.RefreshSession(ctx, "t0", "t1", time.Hour, 90*time.Minute)
		if err != nil || !s.CreatedAt.Equal(start) || !s.ExpiresAt.Equal(start.Add(90*time.Minute)) {
			t.Fatalf("%+v %v", s, err)
		}
		if _, err := db.FindSession(ctx, "t0"); jobportal.ErrorCode(err) != jobportal.EUNAUTHORIZED {
			t.Fatal("the old token still works")
		}
		clk.advance(41 * time.Minute)
		if _, err := db.RefreshSession(ctx, "t1", "t2", time.Hour, 90*time.Minute); jobportal.ErrorCode(err) != jobportal.EUNAUTHORIZED {
			t.Fatalf("a session past its lifetime was refreshed: %v", err)
		}
	})
}

func TestBannedPostersLeaveThePublicLists(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newJobWorld(t, db)
		page := w.companyPage(w.company)
		if _, _, err := db.ApproveCompany(ctx, page.ID); err != nil {
			t.Fatal(err)
		}
		w.add("Tea Taster", w.byCompany(w.company))
		w.add("Tutor", w.byCompany(w.person))
		w.add("Clerk")
		lists := func() string {
			f := jobportal.JobFilter{Limit: 100}
			f.Normalize()
			jobs, total, err := db.ListJobs(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			var titles []string
			for _, j := range jobs {
				titles = append(titles, j.Title)
			}
			refs, err := db.PublicJobRefs(ctx, 0, 0, 100)
			if err != nil {
				t.Fatal(err)
			}
			cf := jobportal.CompanyFilter{}
			cf.Normalize()
			companies, ctotal, err := db.ListCompanies(ctx, cf)
			if err != nil {
				t.Fatal(err)
			}
			crefs, err := db.PublicCompanyRefs(ctx, 0, 0, 100)
			if err != nil {
				t.Fatal(err)
			}
			return strings.Join(titles, ",") + " " + itoa(int64(total)) + " " + itoa(int64(len(refs))) + " " +
				companyNames(companies) + " " + itoa(int64(ctotal)) + " " + itoa(int64(len(crefs)))
		}
		before := lists()
		if !strings.Contains(before, "Tea Taster") || !strings.Contains(before, "Lanka Software Labs") {
			t.Fatalf("before the ban: %s", before)
		}
		c, changed, err := db.SetCustomerBan(ctx, w.company.ID, true, "Fake vacancies")
		if err != nil || !changed || c.Status != jobportal.StatusBanned || c.BanReason != "Fake vacancies" {
			t.Fatalf("%+v %v %v", c, changed, err)
		}
		during := lists()
		if strings.Contains(during, "Tea Taster") || strings.Contains(during, "Lanka Software Labs") ||
			!strings.Contains(during, "Tutor") || !strings.Contains(during, "Clerk") {
			t.Fatalf("during the ban: %s", during)
		}
		if _, _, err := db.SetCustomerBan(ctx, w.company.ID, false, ""); err != nil {
			t.Fatal(err)
		}
		if after := lists(); after != before {
			t.Fatalf("after the ban: %s, before it: %s", after, before)
		}
	})
}

func TestCustomerListFilters(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clk := useClock(db)
		mustCreateCustomer(t, db, "nimali@example.lk")
		clk.advance(48 * time.Hour)
		kasun := mustCreateCustomer(t, db, "kasun_p@example.lk")
		if _, _, err := db.SetCustomerBan(ctx, kasun.ID, true, "spam"); err != nil {
			t.Fatal(err)
		}
		count := func(f jobportal.UserFilter) int {
			f.Page = jobportal.NewPage(1, 10)
			if err := f.Validate(); err != nil {
				t.Fatal(err)
			}
			_, n, err := db.ListCustomers(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		for name, c := range map[string]struct {
			f    jobportal.UserFilter
			want int
		}{
			"all":                      {jobportal.UserFilter{}, 2},
			"banned":                   {jobportal.UserFilter{Status: "banned"}, 1},
			"individuals":              {jobportal.UserFilter{Type: "individual"}, 2},
			"companies":                {jobportal.UserFilter{Type: "company"}, 0},
			"registered on the 1st":    {jobportal.UserFilter{From: "2026-03-01", To: "2026-03-01"}, 1},
			"registered from the 2nd":  {jobportal.UserFilter{From: "2026-03-02"}, 1},
			"a search by email":        {jobportal.UserFilter{Search: "KASUN"}, 1},
			"an underscore is literal": {jobportal.UserFilter{Search: "n_p"}, 1},
		} {
			if got := count(c.f); got != c.want {
				t.Errorf("%s: %d, want %d", name, got, c.want)
			}
		}
	})
}

func TestAuditAndEmailLogs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clk := useClock(db)
		for _, e := range []jobportal.AuditEntry{
			{ActorID: 1, ActorUsername: "root", Action: "job.approve", TargetType: "job", TargetID: 7},
			{ActorID: 2, ActorUsername: "moderator", Action: "customer.ban", TargetType: "customer", TargetID: 3, Reason: "spam"},
		} {
			clk.advance(24 * time.Hour)
			if err := db.RecordAudit(ctx, &e); err != nil {
				t.Fatal(err)
			}
		}
		list, n, err := db.ListAudit(ctx, jobportal.AuditFilter{Page: jobportal.NewPage(1, 10)})
		if err != nil || n != 2 || list[0].Action != "customer.ban" || list[0].Reason != "spam" {
			t.Fatalf("%d %v %v", n, list, err)
		}
		for name, c := range map[string]struct {
			f    jobportal.AuditFilter
			want int
		}{
			"by actor":  {jobportal.AuditFilter{ActorID: 1}, 1},
			"by action": {jobportal.AuditFilter{Action: "customer.ban"}, 1},
			"by target": {jobportal.AuditFilter{TargetType: "job", TargetID: 7}, 1},
			"by day":    {jobportal.AuditFilter{From: "2026-03-03", To: "2026-03-03"}, 1},
		} {
			c.f.Page = jobportal.NewPage(1, 10)
			if _, got, err := db.ListAudit(ctx, c.f); err != nil || got != c.want {
				t.Errorf("%s: %d, want %d (%v)", name, got, c.want, err)
			}
		}

		for _, e := range []jobportal.EmailLogEntry{
			{Recipient: "nimali@example.lk", Subject: "Reset", Body: "Open the link", Status: "logged"},
			{Recipient: "kasun@example.lk", Subject: "Approved", Body: "Your job", Status: "failed", Error: "connection refused"},
		} {
			clk.advance(20 * 24 * time.Hour)
			if err := db.RecordEmail(ctx, &e); err != nil {
				t.Fatal(err)
			}
		}
		if _, n, _ := db.ListEmails(ctx, jobportal.EmailLogFilter{Status: "failed", Page: jobportal.NewPage(1, 10)}); n != 1 {
			t.Fatalf("failed emails: %d", n)
		}
		if _, n, _ := db.ListEmails(ctx, jobportal.EmailLogFilter{Recipient: "NIMALI", Page: jobportal.NewPage(1, 10)}); n != 1 {
			t.Fatalf("emails to nimali: %d", n)
		}
		clk.advance(11 * 24 * time.Hour)
		if n, err := db.PruneEmails(ctx); err != nil || n != 1 {
			t.Fatalf("pruned %d, %v", n, err)
		}
		if _, n, _ := db.ListEmails(ctx, jobportal.EmailLogFilter{Page: jobportal.NewPage(1, 10)}); n != 1 {
			t.Fatalf("%d emails left", n)
		}
	})
}
