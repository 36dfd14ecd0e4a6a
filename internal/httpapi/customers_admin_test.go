package httpapi_test

import (
	"database/sql"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// eachRawEnv runs fn on a fresh server for every dialect, with a second
// connection to its database, to read what the store keeps.
func eachRawEnv(t *testing.T, fn func(t *testing.T, e *env, raw *sql.DB)) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			dsn := storetest.DSN(t, d)
			db, err := store.Open(ctxb, dsn)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			raw, _, err := store.Connect(dsn)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { raw.Close() })
			fn(t, newEnv(t, db), raw)
		})
	}
}

// textsMentioning lists, as "table: value", every text value of every table
// of the database that holds one of needles, in any case.
func textsMentioning(t *testing.T, raw *sql.DB, needles ...string) []string {
	t.Helper()
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
	var probe string
	if raw.QueryRow(`SELECT current_schema()`).Scan(&probe) == nil {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`
	}
	rows, err := raw.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, n)
	}
	rows.Close()
	if len(tables) < 10 {
		t.Fatalf("found only the tables %v", tables)
	}
	var hits []string
	for _, table := range tables {
		rows, err := raw.Query(`SELECT * FROM ` + table)
		if err != nil {
			t.Fatalf("read %s: %v", table, err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatalf("read %s: %v", table, err)
			}
			for _, v := range vals {
				var s string
				switch v := v.(type) {
				case string:
					s = v
				case []byte:
					s = string(v)
				default:
					continue
				}
				for _, n := range needles {
					if strings.Contains(strings.ToLower(s), strings.ToLower(n)) {
						hits = append(hits, table+": "+s)
					}
				}
			}
		}
		rows.Close()
	}
	return hits
}

// filterPrefix keeps the texts that start with prefix.
func filterPrefix(texts []string, prefix string) []string {
	var out []string
	for _, s := range texts {
		if strings.HasPrefix(s, prefix) {
			out = append(out, s)
		}
	}
	return out
}

// TestErasingAnAccount checks that deleting a customer account leaves
// nothing in the database or the blob store that names the person, as Sri
// Lanka's Personal Data Protection Act asks, while the jobs they posted stay,
// closed, and others' things they touched keep their right counts.
func TestErasingAnAccount(t *testing.T) {
	eachRawEnv(t, func(t *testing.T, e *env, raw *sql.DB) {
		super := e.adminToken("root")
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		employer := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		job := e.approvedJob(employer, super, set("companyName", "Lanka Software Labs"))
		const name, email, phone = "Tharindu Wijesinghe", "tharindu.w@example.lk", "077 555 1234"
		e.must(http.StatusCreated, "POST", "/api/customers/register/individual",
			`{"name":"`+name+`","email":"`+email+`","password":"`+password+`","phone":"`+phone+`","district":"Galle"}`, "")
		person := e.loginCustomer(email, password)
		personID := int64(e.must(http.StatusOK, "GET", "/api/customers/profile", "", person).data()["id"].(float64))

		cv := formFile{"cv", "Tharindu Wijesinghe CV.pdf", testPDF}
		applied := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), person, applyForm(cv, [2]string{"phone", phone}), cv)
		if applied.Code != http.StatusCreated {
			t.Fatalf("apply: %d %s", applied.Code, applied.Body.String())
		}
		// A built CV with a photo, a kept PDF and a share link.
		builtCV := e.cvID(e.must(http.StatusCreated, "POST", "/api/cvs", `{"from":"profile"}`, person))
		photo := e.sendForm("POST", fmt.Sprintf("/api/cvs/%d/photo", builtCV), person, nil,
			formFile{"photo", "tharindu.jpg", testPhoto(t, 120, 160, 9)})
		wantStatus(t, photo, http.StatusOK)
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/cvs/%d", builtCV), `{"version":1,"builderData":{"personalInfo":{
			"firstName":"Tharindu","lastName":"Wijesinghe","email":"`+email+`","profilePhoto":"`+photo.data()["profilePhoto"].(string)+`"}}}`, person)
		wantStatus(t, e.do("POST", fmt.Sprintf("/api/cvs/%d/generate-pdf", builtCV), "", person), http.StatusOK)
		e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/cvs/%d/share", builtCV), `{}`, person)
		keysBefore := len(e.blobKeys()) - 2 // the CV's photo and PDF go too
		company := int64(e.must(http.StatusCreated, "POST", "/api/companies",
			`{"name":"Ceylon Tea Estates","industry":"IT and Software","size":"51-200","location":"Kandy"}`, admin).data()["id"].(float64))
		e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/companies/%d/reviews", company),
			`{"rating":2,"title":"Long hours","text":"Tharindu here: the hours were long."}`, person)
		e.must(http.StatusOK, "POST", fmt.Sprintf("/api/companies/%d/follow", company), "", person)
		post := int64(e.must(http.StatusCreated, "POST", "/api/blogs",
			`{"title":"Writing a CV","content":"<p>Two pages.</p>","published":true}`, admin).data()["id"].(float64))
		e.must(http.StatusCreated, "POST", fmt.Sprintf("/api/blogs/%d/comments", post), `{"text":"Thanks, from Tharindu."}`, person)
		e.must(http.StatusOK, "POST", fmt.Sprintf("/api/blogs/%d/like", post), "", person)
		e.must(http.StatusOK, "POST", fmt.Sprintf("/api/blogs/%d/bookmark", post), "", person)
		// A job of their own, with their address to apply to.
		own := e.postJob(person, false, set("title", "Surf Instructor"), set("companyName", "Hikkaduwa Surf Club"),
			set("applyMethod", "email"), set("applyEmail", email))
		e.approve(super, own)
		// An edit of it waiting for review, which names them too.
		e.must(http.StatusOK, "PUT", fmt.Sprintf("/api/jobs/%d", own), jobBody(set("title", "Senior Surf Instructor"),
			set("companyName", "Hikkaduwa Surf Club"), set("applyMethod", "email"), set("applyEmail", email),
			set("description", "Teach surfing in Hikkaduwa. Call Tharindu on "+phone+".")), person)
		e.must(http.StatusOK, "POST", "/api/contact",
			`{"name":"`+name+`","email":"`+email+`","subject":"My CV","message":"Please call me on `+phone+`."}`, "")
		e.must(http.StatusOK, "POST", "/api/auth/forgot-password", `{"email":"`+email+`"}`, "")
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/users/%d/ban", personID), `{"reason":"Tharindu Wijesinghe sent spam"}`, admin)
		e.must(http.StatusOK, "PATCH", fmt.Sprintf("/api/users/%d/unban", personID), "", admin)
		person = e.loginCustomer(email, password)
		// A photo stored for the CV, and never saved with it.
		unsaved := e.sendForm("POST", fmt.Sprintf("/api/cvs/%d/photo", builtCV), person, nil,
			formFile{"photo", "tharindu-2.jpg", testPhoto(t, 100, 140, 3)})
		wantStatus(t, unsaved, http.StatusOK)
		unsavedPhoto := unsaved.data()["profilePhoto"].(string)
		unsavedKey := strings.TrimPrefix(unsavedPhoto, "/media/")
		if !slices.Contains(e.blobKeys(), unsavedKey) {
			t.Fatalf("the unsaved photo %s is not stored: %v", unsavedKey, e.blobKeys())
		}
		// Another person, whose name and address hold the first's: erasing
		// the first must leave every row of theirs.
		const otherName, otherEmail = "Tharindu Wijesinghe Perera", "a.tharindu.w@example.lk"
		e.must(http.StatusCreated, "POST", "/api/customers/register/individual",
			`{"name":"`+otherName+`","email":"`+otherEmail+`","password":"`+password+`","phone":"071 222 3333","district":"Kandy"}`, "")
		other := e.loginCustomer(otherEmail, password)
		otherCV := formFile{"cv", "Perera CV.pdf", testPDF}
		wantStatus(t, e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), other, applyForm(otherCV), otherCV), http.StatusCreated)
		e.must(http.StatusOK, "POST", "/api/contact",
			`{"name":"`+otherName+`","email":"`+otherEmail+`","subject":"Hello","message":"A question from Kandy."}`, "")
		e.must(http.StatusOK, "POST", "/api/auth/forgot-password", `{"email":"`+otherEmail+`"}`, "")
		othersBefore := textsMentioning(t, raw, otherName, otherEmail)
		if n := len(filterPrefix(othersBefore, "email_log: ")); n < 3 {
			t.Fatalf("the other person's emails are not all logged: %v", othersBefore)
		}
		e.srv.WaitForCopies()

		if hits := textsMentioning(t, raw, name, email); len(hits) < 5 {
			t.Fatalf("the fixture left too little to erase: %v", hits)
		}
		e.run(t, []scenario{
			{name: "an editor may not delete an account", method: "DELETE", url: fmt.Sprintf("/api/customers/%d", personID),
				token: e.adminTokenAs("writer", jobportal.RoleEditor), wantStatus: 403},
			{name: "a customer may not delete an account", method: "DELETE", url: fmt.Sprintf("/api/customers/%d", personID),
				token: employer, wantStatus: 403},
		})
		e.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/customers/%d", personID), "", admin)

		othersAfter := textsMentioning(t, raw, otherName, otherEmail)
		if !slices.Equal(othersAfter, othersBefore) {
			t.Fatalf("the erasure took the other person's data:\nbefore %q\nafter  %q", othersBefore, othersAfter)
		}
		for _, hit := range textsMentioning(t, raw, name, email, phone, "tharindu") {
			if !slices.Contains(othersAfter, hit) {
				t.Errorf("the database still names the person: %s", hit)
			}
		}
		var notes int
		if err := raw.QueryRow(`SELECT COUNT(*) FROM unclaimed_images WHERE path = '` + unsavedPhoto + `'`).Scan(&notes); err != nil || notes != 0 {
			t.Errorf("the unsaved photo is still noted (%d, %v)", notes, err)
		}
		for _, k := range e.blobKeys() {
			if strings.Contains(k, strings.TrimSuffix(unsavedKey, ".jpg")) {
				t.Errorf("the unsaved photo is still in the blob store: %s", k)
			}
		}
		// Their CV went; the other person's CV stays.
		if n := len(e.blobKeys()); n != keysBefore {
			t.Fatalf("the blob store holds %d files, want %d (the CV gone, the other's come): %v", n, keysBefore, e.blobKeys())
		}
		e.must(http.StatusUnauthorized, "GET", "/api/customers/profile", "", person)
		e.must(http.StatusNotFound, "GET", fmt.Sprintf("/api/users/%d", personID), "", admin)
		// Their job stays, closed and posted by no one; the others' counts are right.
		j := e.storedJob(own)
		if !j.Expired || j.PostedBy.Kind != jobportal.KindAdmin || j.ApplyEmail != "" || j.Title != "Surf Instructor" {
			t.Fatalf("their job after the erasure: %+v", j)
		}
		if n := e.applicationCount(job); n != 1 {
			t.Fatalf("the employer's job counts %d applications, want the other person's 1", n)
		}
		c := e.must(http.StatusOK, "GET", fmt.Sprintf("/api/companies/%d", company), "", "").data()
		if c["reviewsCount"] != 0.0 || c["followersCount"] != 0.0 || c["rating"] != 0.0 {
			t.Fatalf("the company's figures after the erasure: %v", c)
		}
		p := e.must(http.StatusOK, "GET", fmt.Sprintf("/api/blogs/%d", post), "", "").data()
		if p["likesCount"] != 0.0 || p["commentsCount"] != 0.0 {
			t.Fatalf("the post's figures after the erasure: %v", p)
		}
		audit := e.must(http.StatusOK, "GET", fmt.Sprintf("/api/admin/audit?target=customer&targetId=%d", personID), "", super)
		if b := audit.Body.String(); !strings.Contains(b, `"customer.delete"`) || !strings.Contains(b, `"customer.ban"`) {
			t.Fatalf("the audit log lacks the ban or the deletion: %s", b)
		}
	})
}

func TestCustomersDirectory(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminTokenAs("moderator", jobportal.RoleAdmin)
		editor := e.adminTokenAs("writer", jobportal.RoleEditor)
		seeker := e.customerToken("nimali@example.lk")
		other := e.customerToken("kasun@example.lk")
		employer := e.companyToken("Kandy Tea Traders", "hr@kandytea.lk")
		id := func(tok string) int64 {
			return int64(e.must(http.StatusOK, "GET", "/api/customers/profile", "", tok).data()["id"].(float64))
		}
		seekerID, employerID := id(seeker), id(employer)
		e.run(t, []scenario{
			{name: "an admin lists every account", method: "GET", url: "/api/customers", token: admin,
				wantStatus: 200, wantBody: `"total":3`},
			{name: "an admin lists the company accounts", method: "GET", url: "/api/customers/type/company", token: admin,
				wantStatus: 200, wantBody: `"total":1`},
			{name: "an unknown type is refused", method: "GET", url: "/api/customers/type/robot", token: admin,
				wantStatus: 422, wantFields: []string{"type"}},
			{name: "a search by email", method: "GET", url: "/api/customers/search/query?q=kasun", token: admin,
				wantStatus: 200, wantBody: "kasun@example.lk"},
			{name: "a search needs words", method: "GET", url: "/api/customers/search/query?q=", token: admin,
				wantStatus: 422, wantFields: []string{"q"}},
			{name: "an editor may not list customers", method: "GET", url: "/api/customers", token: editor, wantStatus: 403},
			{name: "a customer may not list customers", method: "GET", url: "/api/customers", token: seeker, wantStatus: 403},
			{name: "the admin variant shows the account", method: "GET", url: fmt.Sprintf("/api/customers/admin/%d", employerID),
				token: admin, wantStatus: 200, wantBody: "hr@kandytea.lk"},
			{name: "a customer may not use the admin variant", method: "GET", url: fmt.Sprintf("/api/customers/admin/%d", seekerID),
				token: seeker, wantStatus: 403},
			{name: "a customer reads their own profile by id", method: "GET", url: fmt.Sprintf("/api/customers/%d", seekerID),
				token: seeker, wantStatus: 200, wantBody: "nimali@example.lk"},
			{name: "another customer's id is not found", method: "GET", url: fmt.Sprintf("/api/customers/%d", seekerID),
				token: other, wantStatus: 404},
			{name: "a customer may not change their email through the profile", method: "PUT", url: fmt.Sprintf("/api/customers/%d", seekerID),
				token: seeker, body: `{"email":"x@example.lk"}`, wantStatus: 400, wantFields: []string{"email"}},
			{name: "a customer edits their own profile by id", method: "PUT", url: fmt.Sprintf("/api/customers/%d", seekerID),
				token: seeker, body: `{"name":"Nimali Fernando"}`, wantStatus: 200, wantBody: "Nimali Fernando"},
			{name: "another customer may not edit it", method: "PUT", url: fmt.Sprintf("/api/customers/%d", seekerID),
				token: other, body: `{"name":"Taken Over"}`, wantStatus: 404},
			{name: "an admin changes an email through the admin variant", method: "PUT", url: fmt.Sprintf("/api/customers/admin/%d", seekerID),
				token: admin, body: `{"email":"Nimali.F@example.lk"}`, wantStatus: 200, wantBody: "nimali.f@example.lk"},
			{name: "an editor may not read a profile by id", method: "GET", url: fmt.Sprintf("/api/customers/%d", seekerID),
				token: editor, wantStatus: 403},
			{name: "a visitor must sign in", method: "GET", url: fmt.Sprintf("/api/customers/%d", seekerID), wantStatus: 401},
		})
		if c, _ := e.db.FindCustomerByID(ctxb, seekerID); c.Name != "Nimali Fernando" || c.Email != "nimali.f@example.lk" {
			t.Fatalf("stored %+v", c)
		}
	})
}

func TestEmailLogAndStats(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		super := e.adminToken("root")
		editor := e.adminTokenAs("writer", jobportal.RoleEditor)
		e.registerIndividual("reset@example.lk")
		e.must(http.StatusOK, "POST", "/api/auth/forgot-password", `{"email":"reset@example.lk"}`, "")
		// Both wait in the outbox until its worker runs, and the log says so.
		queued, _, err := e.db.ListEmails(ctxb, jobportal.EmailLogFilter{Recipient: "reset@", Status: "queued", Page: jobportal.Page{Number: 1, Limit: 10}})
		if err != nil || len(queued) != 2 {
			t.Fatalf("%d emails queued (%v)", len(queued), err)
		}
		e.mail.Messages() // the worker sends them
		a := e.must(http.StatusOK, "GET", "/api/admin/emails?recipient=reset@&status=sent", "", super)
		list := a.body["data"].([]any)
		// The reset link, then the confirmation link sent at registration.
		if len(list) != 2 {
			t.Fatalf("%d emails logged: %s", len(list), a.Body.String())
		}
		m := list[0].(map[string]any)
		if m["status"] != "sent" || !strings.Contains(m["body"].(string), "/customer/reset-password?token=[hidden]") {
			t.Fatalf("logged %v", m)
		}
		// The mailbox got the whole link; the log, read by admins, cannot be used to take the account.
		sent, _ := e.mail.Last("reset@example.lk")
		token := strings.Fields(strings.SplitN(sent.Text, "?token=", 2)[1])[0]
		if len(token) < 40 || strings.Contains(a.Body.String(), token) {
			t.Fatalf("the log shows the reset token %q: %s", token, a.Body.String())
		}
		for _, item := range list {
			if body := item.(map[string]any)["body"].(string); !strings.Contains(body, "token=[hidden]") {
				t.Fatalf("a logged link keeps its token: %s", body)
			}
		}
		// Reading the log is recorded: who read which emails, with which filter.
		audit := e.must(http.StatusOK, "GET", "/api/admin/audit?action=email_log.read", "", super)
		entries := audit.body["data"].([]any)
		if len(entries) != 1 {
			t.Fatalf("%d audit entries: %s", len(entries), audit.Body.String())
		}
		entry := entries[0].(map[string]any)
		ids := fmt.Sprintf("emails %.0f, %.0f", list[0].(map[string]any)["id"], list[1].(map[string]any)["id"])
		if entry["actorUsername"] != "root" || entry["targetType"] != "email_log" ||
			entry["reason"] != `recipient "reset@"; status sent; page 1; `+ids {
			t.Fatalf("audit entry %v", entry)
		}
		e.must(http.StatusForbidden, "GET", "/api/admin/emails", "", editor)
		e.must(http.StatusUnprocessableEntity, "GET", "/api/admin/emails?status=lost", "", super)

		// The log keeps 30 days.
		e.db.Now = func() time.Time { return time.Now().UTC().Add(31 * 24 * time.Hour) }
		if n, err := e.db.PruneEmails(ctxb); err != nil || n != 2 {
			t.Fatalf("pruned %d, %v", n, err)
		}
		e.db.Now = func() time.Time { return time.Now().UTC() }

		st := e.must(http.StatusOK, "GET", "/api/admin/stats", "", editor).data()
		totals := st["totals"].(map[string]any)
		if totals["individuals"] != 1.0 {
			t.Fatalf("totals %v", totals)
		}
		series := st["series"].(map[string]any)
		regs := series["registrationsIndividual"].([]any)
		if len(regs) != jobportal.StatsDays || regs[len(regs)-1].(map[string]any)["count"] != 1.0 {
			t.Fatalf("registrations %v", regs)
		}
		e.must(http.StatusUnprocessableEntity, "GET", "/api/admin/stats?days=7", "", super)
	})
}
