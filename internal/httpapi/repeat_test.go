package httpapi_test

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"testing"
	"time"

	"jobportal/internal/httpapi"
	"jobportal/internal/jobportal"
	"jobportal/internal/store"
)

// TestWritesSentAgain: a write named by an Idempotency-Key happens once
// however often it is sent, including when the server that had it died.
func TestWritesSentAgain(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		other := e.companyToken("Hill Country Hotels", "jobs@hch.lk")
		post := func(token, key string, fields ...jobField) answer {
			t.Helper()
			return e.do("POST", "/api/jobs", jobBody(fields...), token, "Idempotency-Key", key)
		}
		// stored is the key as a server keeps it, for standing in for another server.
		stored := func(raw, token string) string {
			return httpapi.KeyOfRequest(raw, "POST /api/jobs", "/api/jobs", token)
		}
		// heldBy has another server claim key, with a hold that ends after lease.
		heldBy := func(t *testing.T, key, owner string, lease time.Duration) {
			t.Helper()
			if claimed, _, err := e.db.ClaimRequestKey(ctxb, key, owner, lease); err != nil || !claimed {
				t.Fatal(claimed, err)
			}
		}
		// wantPosted fails unless n jobs were posted since there were before.
		wantPosted := func(t *testing.T, before, n int) {
			t.Helper()
			if got := e.jobCount() - before; got != n {
				t.Fatalf("%d jobs were posted, want %d", got, n)
			}
		}

		t.Run("sent twice, a job is posted once and both tries get its answer", func(t *testing.T) {
			e := e.sub(t)
			before := e.jobCount()
			first := post(company, "post-1")
			wantStatus(t, first, http.StatusCreated)
			again := post(company, "post-1")
			wantStatus(t, again, http.StatusCreated)
			if again.Header().Get("Idempotent-Replayed") != "true" || again.Body.String() != first.Body.String() {
				t.Fatalf("the repeat was not the first answer: %q (replayed %q), want %q",
					again.Body.String(), again.Header().Get("Idempotent-Replayed"), first.Body.String())
			}
			wantPosted(t, before, 1)
			wantStatus(t, post(company, "post-2"), http.StatusCreated)
			wantPosted(t, before, 2)
		})

		t.Run("the same key from another account is another write", func(t *testing.T) {
			e := e.sub(t)
			before := e.jobCount()
			a := post(other, "post-1")
			wantStatus(t, a, http.StatusCreated)
			if a.Header().Get("Idempotent-Replayed") != "" {
				t.Fatal("another account was given the first account's answer")
			}
			wantPosted(t, before, 1)
		})

		t.Run("sent at once from two tabs, it is posted once", func(t *testing.T) {
			e := e.sub(t)
			before := e.jobCount()
			var wg sync.WaitGroup
			answers := make([]answer, 4)
			for i := range answers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					answers[i] = e.do("POST", "/api/jobs", jobBody(), company, "Idempotency-Key", "post-at-once")
				}()
			}
			wg.Wait()
			for _, a := range answers {
				if a.Code != http.StatusCreated {
					t.Fatalf("a try answered %d: %s", a.Code, a.Body.String())
				}
			}
			wantPosted(t, before, 1)
		})

		t.Run("a key that is not visible text is refused and nothing is written", func(t *testing.T) {
			e := e.sub(t)
			before := e.jobCount()
			for _, key := range []string{"a\tb", "ශ්\u200dරී", string(make([]byte, 201))} {
				a := post(company, key)
				wantStatus(t, a, http.StatusBadRequest)
				if a.msg() != "The Idempotency-Key header must be 1 to 200 visible characters." {
					t.Fatalf("message %q", a.msg())
				}
			}
			wantPosted(t, before, 0)
		})

		t.Run("a try refused for its input is answered the same when sent again", func(t *testing.T) {
			first := post(company, "post-bad", set("title", ""))
			wantStatus(t, first, http.StatusUnprocessableEntity)
			again := post(company, "post-bad", set("title", ""))
			if again.Code != first.Code || again.Body.String() != first.Body.String() {
				t.Fatalf("repeat %d %s, first %d %s", again.Code, again.Body.String(), first.Code, first.Body.String())
			}
		})

		t.Run("a server that died before writing: the repeat posts the job", func(t *testing.T) {
			e := e.sub(t)
			before := e.jobCount()
			heldBy(t, stored("post-died-early", company), "dead-server", -time.Second)
			wantStatus(t, post(company, "post-died-early"), http.StatusCreated)
			wantPosted(t, before, 1)
		})

		t.Run("a server that died after writing: the repeat writes nothing and says it was saved", func(t *testing.T) {
			e := e.sub(t)
			key := stored("post-died-late", company)
			heldBy(t, key, "dead-server", -time.Second)
			// The dead server's write, with its key recorded in its transaction.
			if _, err := e.db.CreateSession(store.WithRequestKey(ctxb, key, "dead-server"), "x", "customer", 1, time.Hour); err != nil {
				t.Fatal(err)
			}
			if rk, err := e.db.RequestKey(ctxb, key); err != nil || rk.Wrote {
				t.Fatalf("a write outside a transaction was recorded: %+v %v", rk, err)
			}
			contact(t, e.db, store.WithRequestKey(ctxb, key, "dead-server"))
			if rk, err := e.db.RequestKey(ctxb, key); err != nil || !rk.Wrote {
				t.Fatalf("the write in a transaction was not recorded: %+v %v", rk, err)
			}
			before := e.jobCount()
			a := post(company, "post-died-late")
			wantStatus(t, a, http.StatusConflict)
			if a.msg() != "This was saved already, but its answer was lost. Reload the page to see it." {
				t.Fatalf("message %q", a.msg())
			}
			wantPosted(t, before, 0)
		})

		t.Run("a repeat waits for a live server's answer and gives it", func(t *testing.T) {
			e := e.sub(t)
			key := stored("post-slow", company)
			heldBy(t, key, "live-server", time.Minute)
			go func() {
				time.Sleep(300 * time.Millisecond)
				e.db.FinishRequestKey(context.Background(), key, "live-server", 201,
					`{"Content-Type":["application/json; charset=utf-8"],"X-Export-Id":["7"]}`, []byte(`{"success":true,"data":{"id":7}}`))
			}()
			before := e.jobCount()
			a := post(company, "post-slow")
			wantStatus(t, a, http.StatusCreated)
			if a.Body.String() != `{"success":true,"data":{"id":7}}` || a.Header().Get("X-Export-Id") != "7" {
				t.Fatalf("answer %s, headers %v", a.Body.String(), a.Header())
			}
			wantPosted(t, before, 0)
		})

		t.Run("a server whose key was taken over while it was slow writes nothing", func(t *testing.T) {
			e := e.sub(t)
			key := stored("post-taken", company)
			heldBy(t, key, "slow-server", -time.Second)
			if took, err := e.db.TakeOverRequestKey(ctxb, key, "new-server", time.Minute); err != nil || !took {
				t.Fatal(took, err)
			}
			m := &jobportal.ContactMessage{Name: "Nimali", Email: "nimali@example.lk", Subject: "Hello", Message: "Taken over"}
			if err := e.db.SaveContactMessage(store.WithRequestKey(ctxb, key, "slow-server"), m); !errors.Is(err, store.RequestKeyTaken) {
				t.Fatalf("the slow server's write gave %v, want RequestKeyTaken", err)
			}
			if rk, err := e.db.RequestKey(ctxb, key); err != nil || rk.Wrote || rk.Owner != "new-server" {
				t.Fatalf("key %+v %v", rk, err)
			}
		})

		t.Run("sign-ins are not kept: each try gets its own token", func(t *testing.T) {
			e := e.sub(t)
			body := `{"email":"hr@lsl.lk","password":"` + password + `"}`
			first := e.do("POST", "/api/customers/login", body, "", "Idempotency-Key", "sign-in")
			again := e.do("POST", "/api/customers/login", body, "", "Idempotency-Key", "sign-in")
			wantStatus(t, first, http.StatusOK)
			wantStatus(t, again, http.StatusOK)
			if first.body["token"] == again.body["token"] || again.Header().Get("Idempotent-Replayed") != "" {
				t.Fatal("a sign-in's token was kept and given again")
			}
		})
	})
}

// contact saves a contact message with ctx, a write in a transaction.
func contact(t *testing.T, db *store.DB, ctx context.Context) {
	t.Helper()
	m := &jobportal.ContactMessage{Name: "Nimali", Email: "nimali@example.lk", Subject: "Hello", Message: "A write"}
	if err := db.SaveContactMessage(ctx, m); err != nil {
		t.Fatal(err)
	}
}
