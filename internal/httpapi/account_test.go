package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"io"
	"net/url"
	"strings"
	"testing"

	"jobportal/internal/jobportal"
)

// blobData reads a stored file.
func (e *env) blobData(key string) ([]byte, error) {
	f, err := e.blobs.Open(ctxb, key)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

func TestCareerProfile(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		seeker := e.customerToken("nimali@example.lk")
		admin := e.adminToken("admin")
		a := e.must(200, "GET", "/api/user/profile", "", seeker)
		p := a.data()
		if p["headline"] != "" || p["updatedAt"] != nil || p["completeness"].(map[string]any)["percent"].(float64) != 0 {
			t.Fatalf("a new profile: %v", p)
		}
		a = e.must(200, "PUT", "/api/user/profile", `{"headline":"  Accountant   in Kandy ","skills":["Excel","excel"," Tally "],
			"yearsOfExperience":4,"district":"kandy","availability":"one-month","openToWork":true,"completeness":{"percent":100},"avatarUrl":"/x"}`, seeker)
		p = a.data()
		if a.msg() != "Profile updated successfully" || p["headline"] != "Accountant in Kandy" || p["district"] != "Kandy" ||
			fmt.Sprint(p["skills"]) != "[Excel Tally]" || p["yearsOfExperience"].(float64) != 4 || p["openToWork"] != true ||
			p["avatarUrl"] != "" || p["updatedAt"] == nil {
			t.Fatalf("saved: %s", a.Body.String())
		}
		c := p["completeness"].(map[string]any)
		if c["percent"].(float64) != 56 || fmt.Sprint(c["missing"]) != "[about languages expectedSalary avatar]" {
			t.Fatalf("completeness %v", c)
		}
		// The district is the account's.
		if d := e.must(200, "GET", "/api/customers/profile", "", seeker).data()["district"]; d != "Kandy" {
			t.Fatalf("account district %v", d)
		}
		// Absent fields keep their value; null clears a number.
		p = e.must(200, "PUT", "/api/user/profile", `{"about":"Ten years of books.","yearsOfExperience":null}`, seeker).data()
		if p["headline"] != "Accountant in Kandy" || p["about"] != "Ten years of books." || p["yearsOfExperience"] != nil {
			t.Fatalf("partial update: %v", p)
		}
		before := e.must(200, "GET", "/api/user/profile", "", seeker).Body.String()
		e.run(t, []scenario{
			{name: "no session", method: "GET", url: "/api/user/profile", wantStatus: 401},
			{name: "an admin", method: "GET", url: "/api/user/profile", token: admin, wantStatus: 403},
			{name: "a long headline", method: "PUT", url: "/api/user/profile", token: seeker, body: `{"headline":"` + strings.Repeat("a", 121) + `"}`,
				wantStatus: 422, wantFields: []string{"headline"}},
			{name: "an unknown district", method: "PUT", url: "/api/user/profile", token: seeker, body: `{"district":"Atlantis"}`,
				wantStatus: 422, wantFields: []string{"district"}, wantBody: "district"},
			{name: "31 skills", method: "PUT", url: "/api/user/profile", token: seeker,
				body: `{"skills":[` + strings.Repeat(`"s",`, 0) + quotedList(31) + `]}`, wantStatus: 422, wantFields: []string{"skills"}},
			{name: "a skill of 10,000 characters", method: "PUT", url: "/api/user/profile", token: seeker,
				body: `{"skills":["` + strings.Repeat("x", 10000) + `"]}`, wantStatus: 422, wantFields: []string{"skills"}},
			{name: "61 years", method: "PUT", url: "/api/user/profile", token: seeker, body: `{"yearsOfExperience":61}`,
				wantStatus: 422, wantFields: []string{"yearsOfExperience"}},
			{name: "a negative salary", method: "PUT", url: "/api/user/profile", token: seeker, body: `{"expectedSalary":-1}`,
				wantStatus: 422, wantFields: []string{"expectedSalary"}},
			{name: "an unknown availability", method: "PUT", url: "/api/user/profile", token: seeker, body: `{"availability":"someday"}`,
				wantStatus: 422, wantFields: []string{"availability"}},
			{name: "an unknown field", method: "PUT", url: "/api/user/profile", token: seeker, body: `{"salary":1}`, wantStatus: 400},
		})
		if after := e.must(200, "GET", "/api/user/profile", "", seeker).Body.String(); after != before {
			t.Fatalf("bad input changed the profile:\n%s\n%s", before, after)
		}
	})
}

// quotedList is n different JSON strings separated by commas.
func quotedList(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = fmt.Sprintf(`"skill %d"`, i)
	}
	return strings.Join(parts, ",")
}

func TestAvatar(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		seeker := e.customerToken("nimali@example.lk")
		a := e.sendForm("POST", "/api/user/avatar", seeker, nil, formFile{"avatar", "me.jpg", testPhoto(t, 1200, 800, 3)})
		wantStatus(t, a, 200)
		path, _ := a.data()["avatarUrl"].(string)
		if a.msg() != "Avatar uploaded successfully" || !strings.HasPrefix(path, "/media/img/") {
			t.Fatalf("answer %s", a.Body.String())
		}
		data, err := e.blobData(mediaKey(path))
		if err != nil {
			t.Fatal(err)
		}
		img, _, err := image.Decode(bytes.NewReader(data))
		if err != nil || img.Bounds().Dx() != 512 || img.Bounds().Dy() != 512 {
			t.Fatalf("stored avatar %v %v", img.Bounds(), err)
		}
		for _, u := range []string{"/api/customers/profile", "/api/auth/status"} {
			if !strings.Contains(e.must(200, "GET", u, "", seeker).Body.String(), `"avatar":"`+path+`"`) {
				t.Fatalf("%s does not show the avatar", u)
			}
		}
		if got := e.must(200, "GET", "/api/user/profile", "", seeker).data()["avatarUrl"]; got != path {
			t.Fatalf("profile avatarUrl %v", got)
		}
		// A new picture replaces the old, whose file goes.
		a = e.sendForm("POST", "/api/user/avatar", seeker, nil, formFile{"avatar", "me.jpg", testPhoto(t, 300, 600, 9)})
		wantStatus(t, a, 200)
		second := a.data()["avatarUrl"].(string)
		if _, err := e.blobData(mediaKey(path)); err == nil {
			t.Fatal("the replaced avatar's file is kept")
		}
		data, _ = e.blobData(mediaKey(second))
		if img, _, _ := image.Decode(bytes.NewReader(data)); img == nil || img.Bounds().Dx() != 300 || img.Bounds().Dy() != 300 {
			t.Fatal("a small picture is cut to its square, not enlarged")
		}

		keys := e.blobKeys()
		for _, c := range []struct {
			name   string
			file   formFile
			status int
			body   string
		}{
			{"an HTML file named as a picture", formFile{"avatar", "me.jpg", []byte("<!doctype html><script>alert(1)</script>")}, 415, "JPEG, PNG or WebP"},
			{"a picture of 20 MB", formFile{"avatar", "big.jpg", append(testPhoto(t, 10, 10, 0), make([]byte, 20<<20)...)}, 413, "larger than 5 MB"},
			{"a damaged JPEG", formFile{"avatar", "me.jpg", testPhoto(t, 100, 100, 1)[:300]}, 422, "could not be read"},
			// Only the header of a 40-megapixel PNG: refused on what it claims,
			// before any decoding (which would find no pixels and say damaged).
			{"a picture of 40 megapixels", formFile{"avatar", "me.png", pngClaiming(8000, 5000)}, 413, "8000 × 5000 pixels (40 megapixels); at most 24 megapixels"},
			{"no file", formFile{"other", "x.txt", []byte("x")}, 400, "not accepted"},
		} {
			t.Run(c.name, func(t *testing.T) {
				a := e.sub(t).sendForm("POST", "/api/user/avatar", seeker, nil, c.file)
				if a.Code != c.status || !strings.Contains(a.msg(), c.body) || a.body["success"] != false {
					t.Fatalf("%d %s", a.Code, a.Body.String())
				}
			})
		}
		a = e.do("POST", "/api/user/avatar", `{"avatar":"x"}`, seeker)
		if a.Code != 415 {
			t.Fatalf("JSON body: %d", a.Code)
		}
		if got := e.blobKeys(); len(got) != len(keys) {
			t.Fatalf("refused uploads stored files: %v", got)
		}
		if got := e.must(200, "GET", "/api/customers/profile", "", seeker).data()["avatar"]; got != second {
			t.Fatalf("refused uploads changed the avatar: %v", got)
		}
		a = e.must(200, "DELETE", "/api/user/avatar", "", seeker)
		if a.data()["avatarUrl"] != "" || e.must(200, "GET", "/api/customers/profile", "", seeker).data()["avatar"] != "" {
			t.Fatalf("delete: %s", a.Body.String())
		}
		if _, err := e.blobData(mediaKey(second)); err == nil {
			t.Fatal("the removed avatar's file is kept")
		}
	})
}

func TestPreferences(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		seeker := e.customerToken("nimali@example.lk")
		want := `{"theme":"light","language":"en","notifications":{"email":true,"push":true,"jobAlerts":true,"newsletter":false},` +
			`"jobAlerts":{"enabled":true,"frequency":"daily","keywords":[],"locations":[],"jobTypes":[]},` +
			`"privacy":{"profileVisibility":"public","showEmail":false,"showPhone":false}}`
		got, _ := json.Marshal(e.must(200, "GET", "/api/user/preferences", "", seeker).data())
		if !jsonEqual(string(got), want) {
			t.Fatalf("defaults\n%s\nwant\n%s", got, want)
		}
		a := e.must(200, "PUT", "/api/user/preferences", `{"language":"si","notifications":{"newsletter":true},
			"jobAlerts":{"locations":["kandy"]},"privacy":{"showEmail":true}}`, seeker)
		p := a.data()
		if a.msg() != "Preferences updated successfully" || p["language"] != "si" || p["theme"] != "light" ||
			p["notifications"].(map[string]any)["newsletter"] != true || p["notifications"].(map[string]any)["email"] != true ||
			fmt.Sprint(p["jobAlerts"].(map[string]any)["locations"]) != "[Kandy]" ||
			p["privacy"].(map[string]any)["showEmail"] != true || p["privacy"].(map[string]any)["showPhone"] != false {
			t.Fatalf("merged: %s", a.Body.String())
		}
		before := e.must(200, "GET", "/api/user/preferences", "", seeker).Body.String()
		e.run(t, []scenario{
			{name: "an unknown theme", method: "PUT", url: "/api/user/preferences", token: seeker, body: `{"theme":"pink"}`, wantStatus: 422, wantFields: []string{"theme"}},
			{name: "an unknown language", method: "PUT", url: "/api/user/preferences", token: seeker, body: `{"language":"fr"}`, wantStatus: 422, wantFields: []string{"language"}},
			{name: "an unknown frequency", method: "PUT", url: "/api/user/preferences", token: seeker, body: `{"jobAlerts":{"frequency":"hourly"}}`,
				wantStatus: 422, wantFields: []string{"jobAlerts.frequency"}},
			{name: "an unknown district", method: "PUT", url: "/api/user/preferences", token: seeker, body: `{"jobAlerts":{"locations":["Atlantis"]}}`,
				wantStatus: 422, wantFields: []string{"jobAlerts.locations"}},
			{name: "a visibility", method: "PUT", url: "/api/user/preferences", token: seeker, body: `{"privacy":{"profileVisibility":"friends"}}`,
				wantStatus: 422, wantFields: []string{"privacy.profileVisibility"}},
			{name: "a wrong type", method: "PUT", url: "/api/user/preferences", token: seeker, body: `{"notifications":{"email":"yes"}}`, wantStatus: 400},
		})
		if after := e.must(200, "GET", "/api/user/preferences", "", seeker).Body.String(); after != before {
			t.Fatal("bad input changed the preferences")
		}
	})
}

func jsonEqual(a, b string) bool {
	var x, y any
	json.Unmarshal([]byte(a), &x)
	json.Unmarshal([]byte(b), &y)
	ja, _ := json.Marshal(x)
	jb, _ := json.Marshal(y)
	return string(ja) == string(jb)
}

func TestSavedJobs(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		seeker := e.customerToken("nimali@example.lk")
		other := e.customerToken("kasun@example.lk")
		first := e.approvedJob(company, admin)
		second := e.approvedJob(company, admin, set("title", "QA Engineer"))
		pending := e.postJob(company, false, set("title", "Pending Job"))

		a := e.must(201, "POST", fmt.Sprintf("/api/user/favorites/%d", first), "", seeker)
		if a.data()["saved"] != true || a.data()["jobId"].(float64) != float64(first) {
			t.Fatalf("save: %s", a.Body.String())
		}
		e.must(200, "POST", fmt.Sprintf("/api/user/favorites/%d", first), "", seeker)
		e.must(201, "POST", fmt.Sprintf("/api/user/favorites/%d", second), "", seeker)
		list := e.must(200, "GET", "/api/user/favorites", "", seeker).body["data"].([]any)
		if len(list) != 2 || list[0].(map[string]any)["jobId"].(float64) != float64(second) ||
			list[0].(map[string]any)["job"].(map[string]any)["title"] != "QA Engineer" || list[0].(map[string]any)["closed"] != false {
			t.Fatalf("list: %v", list)
		}
		if n := len(e.must(200, "GET", "/api/user/favorites", "", other).body["data"].([]any)); n != 0 {
			t.Fatalf("another account sees %d saved jobs", n)
		}
		// A job taken down stays as no longer available, with its title
		// alone: nothing of the moderator's reason nor of its details. A
		// deleted one stays without even a title.
		e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/reject", second), `{"reason":"Duplicate of a fake vacancy"}`, admin)
		e.must(200, "DELETE", fmt.Sprintf("/api/jobs/%d", first), "", admin)
		got := e.must(200, "GET", "/api/user/favorites", "", seeker)
		list = got.body["data"].([]any)
		rejected, deleted := list[0].(map[string]any), list[1].(map[string]any)
		if len(list) != 2 || rejected["closed"] != true || rejected["status"] != "unavailable" || rejected["title"] != "QA Engineer" ||
			rejected["job"] != nil || deleted["closed"] != true || deleted["status"] != "unavailable" || deleted["title"] != "" ||
			deleted["job"] != nil {
			t.Fatalf("jobs no longer available: %v", list)
		}
		for _, secret := range []string{"fake vacancy", "rejectionReason", "Build and run", "Lanka Software Labs"} {
			if strings.Contains(got.Body.String(), secret) {
				t.Errorf("the saved jobs still show %q of a job taken down: %s", secret, got.Body.String())
			}
		}
		e.run(t, []scenario{
			{name: "a pending job", method: "POST", url: fmt.Sprintf("/api/user/favorites/%d", pending), token: seeker, wantStatus: 404, wantBody: "Job not found"},
			{name: "a job taken down", method: "POST", url: fmt.Sprintf("/api/user/favorites/%d", second), token: seeker, wantStatus: 404, wantBody: "Job not found"},
			{name: "no such job", method: "POST", url: "/api/user/favorites/999999", token: seeker, wantStatus: 404},
			{name: "not an id", method: "POST", url: "/api/user/favorites/abc", token: seeker, wantStatus: 404},
			{name: "no session", method: "POST", url: fmt.Sprintf("/api/user/favorites/%d", pending), wantStatus: 401},
		})
		if n := len(e.must(200, "GET", "/api/user/favorites", "", seeker).body["data"].([]any)); n != 2 {
			t.Fatalf("refused saves stored something: %d", n)
		}
		a = e.must(200, "DELETE", fmt.Sprintf("/api/user/favorites/%d", first), "", seeker)
		e.must(200, "DELETE", fmt.Sprintf("/api/user/favorites/%d", first), "", seeker)
		if a.data()["saved"] != false || len(e.must(200, "GET", "/api/user/favorites", "", seeker).body["data"].([]any)) != 1 {
			t.Fatalf("unsave: %s", a.Body.String())
		}
	})
}

// alertBody is a valid alert as JSON, changed by the given fields.
func alertBody(fields ...jobField) string {
	m := map[string]any{"name": "IT in Kandy", "keywords": []string{"engineer"}, "locations": []string{"Kandy", "Colombo"},
		"jobTypes": []string{"Full Time Jobs"}, "mainTopics": []string{"Private Jobs"}, "minSalary": 100000, "frequency": "instant"}
	for _, f := range fields {
		f(m)
	}
	b, _ := json.Marshal(m)
	return string(b)
}

func TestJobAlerts(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		seeker := e.customerToken("nimali@example.lk")
		other := e.customerToken("kasun@example.lk")
		// Confirmed, so that the answer does not say that its emails wait (email_confirm_test.go).
		e.confirm("nimali@example.lk")
		a := e.must(201, "POST", "/api/user/alerts", alertBody(), seeker)
		al := a.data()
		if a.msg() != "Job alert created successfully" || al["name"] != "IT in Kandy" || al["enabled"] != true ||
			al["frequency"] != "instant" || al["lastSentAt"] != nil || fmt.Sprint(al["locations"]) != "[Kandy Colombo]" {
			t.Fatalf("created: %s", a.Body.String())
		}
		id := int64(al["id"].(float64))
		a = e.must(201, "POST", "/api/user/alerts", `{"name":"Anything"}`, seeker)
		if a.data()["frequency"] != "daily" || a.data()["enabled"] != true || fmt.Sprint(a.data()["keywords"]) != "[]" {
			t.Fatalf("defaults: %s", a.Body.String())
		}
		list := e.must(200, "GET", "/api/user/alerts", "", seeker).body["data"].([]any)
		if len(list) != 2 || list[0].(map[string]any)["name"] != "Anything" {
			t.Fatalf("list: %v", list)
		}
		a = e.must(200, "PUT", fmt.Sprintf("/api/user/alerts/%d", id), alertBody(set("enabled", false), set("frequency", "weekly")), seeker)
		if a.msg() != "Job alert updated successfully" || a.data()["enabled"] != false || a.data()["frequency"] != "weekly" {
			t.Fatalf("update: %s", a.Body.String())
		}
		url := fmt.Sprintf("/api/user/alerts/%d", id)
		before := e.must(200, "GET", "/api/user/alerts", "", seeker).Body.String()
		e.run(t, []scenario{
			{name: "an unknown frequency", method: "POST", url: "/api/user/alerts", token: seeker, body: alertBody(set("frequency", "hourly")),
				wantStatus: 422, wantFields: []string{"frequency"}},
			{name: "an unknown district", method: "POST", url: "/api/user/alerts", token: seeker, body: alertBody(set("locations", []string{"Atlantis"})),
				wantStatus: 422, wantFields: []string{"locations"}, wantBody: "Atlantis"},
			{name: "an unknown job type", method: "POST", url: "/api/user/alerts", token: seeker, body: alertBody(set("jobTypes", []string{"Gig"})),
				wantStatus: 422, wantFields: []string{"jobTypes"}},
			{name: "an unknown topic", method: "POST", url: "/api/user/alerts", token: seeker, body: alertBody(set("mainTopics", []string{"Space Jobs"})),
				wantStatus: 422, wantFields: []string{"mainTopics"}},
			{name: "keywords of 10,000 characters", method: "POST", url: "/api/user/alerts", token: seeker,
				body: alertBody(set("keywords", []string{strings.Repeat("k", 10000)})), wantStatus: 422, wantFields: []string{"keywords"}},
			{name: "11 keywords", method: "POST", url: "/api/user/alerts", token: seeker,
				body: alertBody(set("keywords", strings.Split("a b c d e f g h i j k", " "))), wantStatus: 422, wantFields: []string{"keywords"}},
			{name: "no name", method: "POST", url: "/api/user/alerts", token: seeker, body: alertBody(set("name", " ")), wantStatus: 422, wantFields: []string{"name"}},
			{name: "a negative salary", method: "POST", url: "/api/user/alerts", token: seeker, body: alertBody(set("minSalary", -5)), wantStatus: 422, wantFields: []string{"minSalary"}},
			{name: "an unknown field", method: "POST", url: "/api/user/alerts", token: seeker, body: alertBody(set("owner", 1)), wantStatus: 400},
			{name: "another customer's alert is not found (PUT)", method: "PUT", url: url, token: other, body: alertBody(), wantStatus: 404, wantBody: "Job alert not found"},
			{name: "another customer's alert is not found (DELETE)", method: "DELETE", url: url, token: other, wantStatus: 404},
			{name: "an alert that does not exist", method: "PUT", url: "/api/user/alerts/999999", token: seeker, body: alertBody(), wantStatus: 404},
			{name: "a bad change", method: "PUT", url: url, token: seeker, body: alertBody(set("frequency", "yearly")), wantStatus: 422, wantFields: []string{"frequency"}},
			{name: "no session", method: "GET", url: "/api/user/alerts", wantStatus: 401},
		})
		if after := e.must(200, "GET", "/api/user/alerts", "", seeker).Body.String(); after != before {
			t.Fatal("bad input changed the alerts")
		}
		if n := len(e.must(200, "GET", "/api/user/alerts", "", other).body["data"].([]any)); n != 0 {
			t.Fatalf("refused input stored %d alerts for the other account", n)
		}
		for i := 2; i < jobportal.MaxAlerts; i++ {
			e.must(201, "POST", "/api/user/alerts", alertBody(set("name", fmt.Sprintf("Alert %d", i))), seeker)
		}
		e.run(t, []scenario{{name: "the 21st alert", method: "POST", url: "/api/user/alerts", token: seeker, body: alertBody(),
			wantStatus: 422, wantBody: "You can have at most 20 job alerts"}})
		if n := len(e.must(200, "GET", "/api/user/alerts", "", seeker).body["data"].([]any)); n != 20 {
			t.Fatalf("%d alerts", n)
		}
		a = e.must(200, "DELETE", url, "", seeker)
		if a.msg() != "Job alert deleted successfully" {
			t.Fatalf("delete: %s", a.Body.String())
		}
		e.must(404, "DELETE", url, "", seeker)
	})
}

func TestUnsubscribe(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		seeker := e.customerToken("nimali@example.lk")
		e.must(200, "PUT", "/api/user/preferences", `{"language":"ta"}`, seeker)
		id := int64(e.must(201, "POST", "/api/user/alerts", alertBody(), seeker).data()["id"].(float64))
		key, err := e.db.ServerKey(ctxb, jobportal.UnsubscribeKeyName)
		if err != nil {
			t.Fatal(err)
		}
		alert, err := e.db.FindAlert(ctxb, 0, id)
		if err != nil {
			t.Fatal(err)
		}
		token := jobportal.UnsubscribeToken(key, id, alert.CreatedAt)
		link := "/alerts/unsubscribe?token=" + url.QueryEscape(token)
		page := e.do("GET", link, "", "")
		if page.Code != 200 || !strings.Contains(page.Body.String(), `lang="ta"`) || !strings.Contains(page.Body.String(), `method="post"`) ||
			!strings.Contains(page.Header().Get("Content-Security-Policy"), "default-src 'none'") {
			t.Fatalf("page %d %s", page.Code, page.Body.String())
		}
		enabled := func() bool {
			a, err := e.db.FindAlert(ctxb, 0, id)
			if err != nil {
				t.Fatal(err)
			}
			return a.Enabled
		}
		// Tampered tokens: another alert's id with this signature, a changed
		// signature, nothing.
		other := int64(e.must(201, "POST", "/api/user/alerts", alertBody(), seeker).data()["id"].(float64))
		_, sig, _ := strings.Cut(token, ".")
		for _, bad := range []string{fmt.Sprintf("%d.%s", other, sig), token[:len(token)-2] + "AA", "", "abc", fmt.Sprint(id)} {
			for _, method := range []string{"GET", "POST"} {
				a := e.do(method, "/alerts/unsubscribe?token="+url.QueryEscape(bad), "", "")
				if a.Code != 400 || !strings.Contains(a.Body.String(), "This link does not work") {
					t.Fatalf("%s %q: %d %s", method, bad, a.Code, a.Body.String())
				}
			}
		}
		if !enabled() {
			t.Fatal("a tampered token paused the alert")
		}
		// RFC 8058's one-click POST.
		a := e.do("POST", link, "List-Unsubscribe=One-Click", "", "Content-Type", "application/x-www-form-urlencoded")
		if a.Code != 200 || enabled() {
			t.Fatalf("one-click: %d %s", a.Code, a.Body.String())
		}
		if a, _ := e.db.FindAlert(ctxb, 0, other); !a.Enabled {
			t.Fatal("another alert was paused")
		}
	})
}

func TestApplicationsHistoryAndPrivacy(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		seeker := e.customerToken("nimali@example.lk")
		job := e.approvedJob(company, admin)
		e.must(200, "PUT", "/api/customers/profile", `{"phone":"077 123 4567"}`, seeker)
		a := e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), seeker, applyForm(formFile{}),
			formFile{"cv", "cv.pdf", testPDF})
		wantStatus(t, a, 201)
		appID := int64(a.data()["id"].(float64))
		e.must(200, "PUT", "/api/user/preferences", `{"language":"si"}`, seeker)
		e.must(200, "PATCH", fmt.Sprintf("/api/applications/%d", appID), `{"status":"shortlisted"}`, company)
		if m, ok := e.mail.Last("nimali@example.lk"); !ok || !strings.Contains(m.Subject, "කෙටි ලැයිස්තුවට") {
			t.Fatalf("the applicant's email is not in Sinhala: %+v", m)
		}
		mine := e.must(200, "GET", "/api/user/applications", "", seeker).body["data"].([]any)[0].(map[string]any)
		h := mine["history"].([]any)
		if mine["jobStatus"] != "open" || len(h) != 2 || h[0].(map[string]any)["status"] != "submitted" ||
			h[1].(map[string]any)["status"] != "shortlisted" {
			t.Fatalf("history: %v", mine)
		}
		e.must(200, "PUT", fmt.Sprintf("/api/jobs/%d/reject", job), `{"reason":"Filled"}`, admin)
		if s := e.must(200, "GET", "/api/user/applications", "", seeker).body["data"].([]any)[0].(map[string]any)["jobStatus"]; s != "closed" {
			t.Fatalf("job status %v", s)
		}
		// Employers see the contact details the applicant shows; admins all.
		seen := func(token string) map[string]any {
			return e.must(200, "GET", fmt.Sprintf("/api/jobs/%d/applications", job), "", token).body["data"].([]any)[0].(map[string]any)
		}
		if got := seen(company); got["applicant"].(map[string]any)["email"] != "" || got["phone"] != "" {
			t.Fatalf("hidden by default: %v", got)
		}
		if got := seen(admin); got["applicant"].(map[string]any)["email"] != "nimali@example.lk" || got["phone"] != "077 123 4567" {
			t.Fatalf("admins see all: %v", got)
		}
		e.must(200, "PUT", "/api/user/preferences", `{"privacy":{"showEmail":true}}`, seeker)
		if got := seen(company); got["applicant"].(map[string]any)["email"] != "nimali@example.lk" || got["phone"] != "" {
			t.Fatalf("email shown: %v", got)
		}
	})
}
