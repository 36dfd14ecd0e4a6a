package httpapi_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"jobportal/internal/jobportal"
	"jobportal/internal/mail"
	"jobportal/internal/outbox"
)

// stuckMail is a mail server that takes as long as the test wants: each
// email waits until the test lets them all through.
type stuckMail struct {
	called chan string
	open   chan struct{}
}

func (m *stuckMail) Send(ctx context.Context, msg mail.Message) error {
	select {
	case m.called <- msg.To:
	default:
	}
	select {
	case <-m.open:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// within runs a request and fails the test if it has not answered in a
// long time: it would then be waiting for the mail server.
func within(t *testing.T, what string, do func() answer) answer {
	t.Helper()
	got := make(chan answer, 1)
	go func() { got <- do() }()
	select {
	case a := <-got:
		return a
	case <-time.After(30 * time.Second):
		t.Fatalf("%s waited for the mail server", what)
		return answer{}
	}
}

func TestRequestsThatSendEmailNeverWaitForTheMailServer(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		admin := e.adminToken("admin")
		company := e.companyToken("Lanka Software Labs", "hr@lsl.lk")
		seeker := e.customerToken("nimali@example.lk")
		job := e.postJob(company, false)
		e.mail.Messages() // the registrations' emails are out of the way

		// The server's worker runs, with a mail server that answers no email
		// until every request below has been answered.
		slow := &stuckMail{called: make(chan string, 16), open: make(chan struct{})}
		w := &outbox.Worker{DB: e.db, Mail: slow, Log: slog.New(slog.DiscardHandler), Holder: "server"}
		ctx, stop := context.WithCancel(context.Background())
		stopped := make(chan struct{})
		go func() { w.Run(ctx); close(stopped) }()
		released := false
		release := func() {
			if !released {
				released = true
				close(slow.open)
			}
		}
		t.Cleanup(func() { release(); stop(); <-stopped })

		cv := formFile{"cv", "Nimali Perera CV.pdf", testPDF}
		steps := []struct {
			name string
			do   func() answer
			want int
		}{
			{"approving a job", func() answer { return e.do("PUT", fmt.Sprintf("/api/jobs/%d/approve", job), "", admin) }, 200},
			{"applying", func() answer {
				return e.sendForm("POST", fmt.Sprintf("/api/jobs/%d/apply", job), seeker, applyForm(cv), cv)
			}, 201},
			{"asking for a reset link", func() answer {
				return e.do("POST", "/api/auth/forgot-password", `{"email":"nimali@example.lk"}`, "")
			}, 200},
			{"sending a CV to the talent pool", func() answer {
				return e.submit(formFile{"cv", "Kasun CV.pdf", testPDF}, [2]string{"email", "kasun@example.lk"})
			}, 201},
		}
		for _, s := range steps {
			a := within(t, s.name, s.do)
			if a.Code != s.want {
				t.Fatalf("%s: %d %s", s.name, a.Code, a.Body.String())
			}
		}
		release()
		// Once the mail server answers, every email goes, and the log says so.
		want := []string{"hr@lsl.lk", "hr@lsl.lk", "kasun@example.lk", "nimali@example.lk"}
		deadline := time.Now().Add(30 * time.Second)
		for {
			list, _, err := e.db.ListEmails(context.Background(), jobportal.EmailLogFilter{Status: jobportal.EmailSent,
				Page: jobportal.Page{Number: 1, Limit: 100}})
			if err != nil {
				t.Fatal(err)
			}
			var sent []string
			for _, m := range list {
				if !strings.Contains(m.Subject, "confirm") && !strings.Contains(m.Subject, "Confirm") {
					sent = append(sent, m.Recipient)
				}
			}
			slices.Sort(sent)
			if slices.Equal(sent, want) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("sent %q, want %q", sent, want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}

// forgot asks for a reset link for an address from a client address of its own,
// so that the limit per client does not come into it, and returns how long the answer took.
func (e *env) forgot(email string, client int) time.Duration {
	e.t.Helper()
	r := httptest.NewRequest("POST", "/api/auth/forgot-password", strings.NewReader(`{"email":"`+email+`"}`))
	r.Header.Set("Content-Type", "application/json")
	r.RemoteAddr = fmt.Sprintf("198.51.%d.7:40000", client)
	w := httptest.NewRecorder()
	start := time.Now()
	e.srv.ServeHTTP(w, r)
	took := time.Since(start)
	if w.Code != http.StatusOK {
		e.t.Fatalf("forgot-password for %s: %d %s", email, w.Code, w.Body.String())
	}
	return took
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func TestForgotPasswordTakesTheSameTimeWhetherOrNotTheAccountExists(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		const n = 12
		for i := range n {
			_, err := e.db.CreateCustomer(context.Background(), jobportal.Registration{Type: jobportal.CustomerIndividual,
				Name: fmt.Sprintf("Known %d", i), Email: fmt.Sprintf("known%d@example.lk", i)}, "not-a-hash")
			if err != nil {
				t.Fatal(err)
			}
		}
		var known, unknown []time.Duration
		for i := range n {
			known = append(known, e.forgot(fmt.Sprintf("known%d@example.lk", i), 2*i))
			unknown = append(unknown, e.forgot(fmt.Sprintf("nobody%d@example.lk", i), 2*i+1))
		}
		// Only the known addresses got a link; nothing was written for the others.
		queued, _, err := e.db.ListEmails(context.Background(), jobportal.EmailLogFilter{Recipient: "nobody",
			Page: jobportal.Page{Number: 1, Limit: 100}})
		if err != nil || len(queued) != 0 {
			t.Fatalf("%d emails to unknown addresses (%v)", len(queued), err)
		}
		if _, ok := e.mail.Last("known3@example.lk"); !ok {
			t.Fatal("a known address got no link")
		}
		mk, mu := median(known), median(unknown)
		t.Logf("median answer: %s for an account, %s for none", mk, mu)
		// Both wait for the same floor, which is far longer than the work
		// that differs, so their medians are close.
		if mk < 50*time.Millisecond || mu < 50*time.Millisecond {
			t.Fatalf("answered sooner than the floor: %s and %s", mk, mu)
		}
		if diff := (mk - mu).Abs(); diff > 20*time.Millisecond {
			t.Fatalf("an account's answer took %s, no account's %s: the time tells them apart", mk, mu)
		}
	})
}
