package httpapi_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"jobportal/internal/jobportal"
)

// The throttles of what reaches other people's mailboxes, the site's pages
// and its figures: each refusal is a 429 with Retry-After that says what
// there were too many of, and stores nothing.

func TestContactFormIsThrottledPerAddressAndPerEmail(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		msg := func(email string) string {
			return `{"name":"Sunil","email":"` + email + `","subject":"Advertising","message":"How do I post a vacancy?"}`
		}
		sent := func() int { return len(e.mail.Messages()) }
		t.Run("one address sends five messages an hour", func(t *testing.T) {
			e := e.sub(t)
			for i := range 5 {
				e.mustFrom(http.StatusOK, addrA, "POST", "/api/contact", msg(fmt.Sprintf("person%d@example.lk", i)), "")
			}
			before := sent()
			wantTooMany(t, e.from(addrA, "POST", "/api/contact", msg("person9@example.lk"), ""), 3600, "Too many messages. Please try again in 60 minutes.")
			if sent() != before {
				t.Fatal("a refused message was emailed")
			}
		})
		t.Run("one email is used for three messages an hour, from any address", func(t *testing.T) {
			e := e.sub(t)
			for i := range 3 {
				e.mustFrom(http.StatusOK, fmt.Sprintf("192.0.2.%d", 10+i), "POST", "/api/contact", msg("sunil@example.lk"), "")
			}
			wantTooMany(t, e.from(addrB, "POST", "/api/contact", msg("SUNIL@example.lk"), ""), 3600, "Too many messages.")
		})
		t.Run("a bad message is not counted", func(t *testing.T) {
			e := e.sub(t)
			for range 10 {
				e.mustFrom(http.StatusUnprocessableEntity, "192.0.2.50", "POST", "/api/contact", `{"name":"Sunil"}`, "")
			}
			e.mustFrom(http.StatusOK, "192.0.2.50", "POST", "/api/contact", msg("kamal@example.lk"), "")
		})
	})
}

func TestBlogCommentsAreThrottledPerAccount(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		b := newBlogSite(t, e)
		url := fmt.Sprintf("/api/blogs/%d/comments", b.post)
		for i := range 10 {
			e.must(http.StatusCreated, "POST", url, fmt.Sprintf(`{"text":"Thank you %d"}`, i), b.seeker)
		}
		wantTooMany(t, e.do("POST", url, `{"text":"One more"}`, b.seeker), 900, "Too many comments. Please try again in 15 minutes.")
		if p := b.stored(b.post); p.CommentsCount != 10 {
			t.Fatalf("%d comments stored", p.CommentsCount)
		}
		// Another account from the same address is not held back.
		e.must(http.StatusCreated, "POST", url, `{"text":"Useful, thanks"}`, b.other)
	})
}

func TestJobPostsAreThrottledPerAccount(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		employer := e.customerToken("hr@lsl.lk")
		for range 20 {
			e.postJob(employer, false, set("companyName", "Lanka Software Labs"))
		}
		before := e.jobCount()
		wantTooMany(t, e.do("POST", "/api/jobs", jobBody(set("companyName", "Lanka Software Labs")), employer), 24*3600,
			"Too many jobs posted.")
		if e.jobCount() != before {
			t.Fatal("a refused job was stored")
		}
		// An admin's own posts are not a customer's.
		e.postJob(e.adminToken("admin"), true, set("companyName", "Ceylon Electricity Board"))
	})
}

func TestTalentPoolMessagesAreThrottledPerRecipient(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		first, second := e.adminTokenAs("moderator", jobportal.RoleAdmin), e.adminToken("root")
		a := e.submit(formFile{"cv", "Nimali CV.pdf", testPDF})
		wantStatus(t, a, http.StatusCreated)
		url := fmt.Sprintf("/api/cvs/submissions/%.0f/contact", a.data()["id"])
		body := `{"subject":"Interview","message":"Can you come on Monday?"}`
		e.must(http.StatusOK, "POST", url, body, first)
		e.must(http.StatusOK, "POST", url, body, second)
		e.must(http.StatusOK, "POST", url, body, first)
		sent := len(e.mail.Messages())
		wantTooMany(t, e.do("POST", url, body, second), 24*3600, "Too many messages to talent pool senders.")
		if len(e.mail.Messages()) != sent {
			t.Fatal("a refused message was sent")
		}
	})
}

func TestTalentPoolMessagesAreThrottledPerAdmin(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("root")
		// Twenty-one senders, each sending from an address of their own.
		var ids []float64
		for i := range 21 {
			e.stopClock()(time.Duration(i) * time.Hour)
			a := e.submit(formFile{"cv", "cv.pdf", testPDF}, [2]string{"name", "Sender"},
				[2]string{"email", fmt.Sprintf("sender%d@example.lk", i)})
			wantStatus(t, a, http.StatusCreated)
			ids = append(ids, a.data()["id"].(float64))
		}
		e.stopClock()
		body := `{"subject":"Interview","message":"Can you come on Monday?"}`
		for _, id := range ids[:20] {
			e.must(http.StatusOK, "POST", fmt.Sprintf("/api/cvs/submissions/%.0f/contact", id), body, admin)
		}
		wantTooMany(t, e.do("POST", fmt.Sprintf("/api/cvs/submissions/%.0f/contact", ids[20]), body, admin), 3600,
			"Too many messages to talent pool senders.")
	})
}

func TestViewsCountOncePerViewerAWhile(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		var ahead time.Duration
		e.db.Now = func() time.Time { return time.Now().UTC().Add(ahead) }
		move := func(d time.Duration) { ahead += d }
		b := newBlogSite(t, e)
		job := e.postJob(b.admin, true, set("companyName", "Ceylon Electricity Board"))
		for _, c := range []struct {
			name, path string
			stored     func() int64
		}{
			{"a job", fmt.Sprintf("/api/jobs/%d/view", job), func() int64 { return e.storedJob(job).Views }},
			{"a post", fmt.Sprintf("/api/blogs/%d/view", b.post), func() int64 { return b.stored(b.post).Views }},
		} {
			t.Run(c.name, func(t *testing.T) {
				e := e.sub(t)
				before := c.stored()
				for range 50 {
					e.mustFrom(http.StatusOK, addrA, "POST", c.path, "", "")
				}
				e.mustFrom(http.StatusOK, addrB, "POST", c.path, "", "")
				// An IPv6 client's other addresses in its /64 are the same viewer.
				e.mustFrom(http.StatusOK, "2001:db8::1", "POST", c.path, "", "")
				a := e.mustFrom(http.StatusOK, "2001:db8::2", "POST", c.path, "", "")
				if a.msg() != "View already counted." {
					t.Fatalf("answer %s", a.Body.String())
				}
				if got := c.stored() - before; got != 3 {
					t.Fatalf("%d views counted, want 3", got)
				}
				move(30 * time.Minute)
				e.mustFrom(http.StatusOK, addrA, "POST", c.path, "", "")
				if got := c.stored() - before; got != 4 {
					t.Fatalf("%d views counted after the window, want 4", got)
				}
			})
		}
	})
}
