package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"jobportal/internal/store"
	"jobportal/internal/store/storetest"
)

// TestViewsSurviveKill9 counts views on a server, kills it with SIGKILL
// right after the last answer, and reads the job's views on a new server:
// every view answered "View counted." must be there.
func TestViewsSurviveKill9(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			dataDir := filepath.Join(t.TempDir(), "data")
			var env []string
			if d == store.Postgres {
				env = append(env, "DATABASE_URL="+storetest.DSN(t, d))
			}
			s := startServer(t, dataDir, env...)
			id := s.postJob(t)
			const n = 100
			for i := range n {
				if msg := s.view(t, id, fmt.Sprintf("10.29.%d.%d", i/250, i%250+1)); msg != "View counted." {
					t.Fatalf("view %d: %q", i, msg)
				}
			}
			if msg := s.view(t, id, "10.29.0.1"); msg != "View already counted." {
				t.Fatalf("a repeated view: %q", msg)
			}
			if err := s.cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			select {
			case <-s.done:
			case <-time.After(30 * time.Second):
				t.Fatal("the server did not die")
			}
			again := startServer(t, dataDir, env...)
			if got := again.jobViews(t, id); got != n {
				t.Fatalf("after kill -9 the job has %d views, want %d", got, n)
			}
			// The viewers' marks outlived the process too: a viewer counted
			// before the kill is not counted again by the new server.
			if msg := again.view(t, id, "10.29.0.1"); msg != "View already counted." {
				t.Fatalf("a repeated view on the new server: %q", msg)
			}
			again.stop(t)
		})
	}
}

// call sends a JSON request from 127.0.0.1 and decodes the answer.
func (s *server) call(t *testing.T, method, path, token, forwardedFor string, body any) (int, map[string]any) {
	t.Helper()
	var rd bytes.Buffer
	if body != nil {
		json.NewEncoder(&rd).Encode(body)
	}
	req, err := http.NewRequest(method, "http://"+s.addr+path, &rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("x-auth-token", token)
	}
	if forwardedFor != "" {
		req.Header.Set("X-Forwarded-For", forwardedFor)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		t.Fatalf("%s %s: %d, %v", method, path, res.StatusCode, err)
	}
	return res.StatusCode, out
}

// postJob signs in as the first admin and publishes a job.
func (s *server) postJob(t *testing.T) int64 {
	t.Helper()
	code, login := s.call(t, "POST", "/api/admin-users/login", "", "",
		map[string]string{"username": "admin", "password": "backup-test-2026"})
	token, _ := login["token"].(string)
	if code != 200 || token == "" {
		t.Fatalf("admin sign-in: %d %v", code, login)
	}
	closing := time.Now().AddDate(0, 0, 30).Format("2006-01-02")
	code, job := s.call(t, "POST", "/api/jobs/admin", token, "", map[string]any{
		"title": "Electrical Engineer", "description": "Plan and look after the grid of the Southern Province.",
		"requirements": "A degree in electrical engineering.", "companyName": "Ceylon Electricity Board",
		"location": "Galle", "jobType": "Full Time Jobs", "experienceLevel": "Mid Level",
		"mainTopic": "Private Jobs", "subTopics": []string{"IT and Software"}, "closingDate": closing,
	})
	data, _ := job["data"].(map[string]any)
	id, _ := data["id"].(float64)
	if code != 201 || id == 0 {
		t.Fatalf("post a job: %d %v", code, job)
	}
	return int64(id)
}

// view counts a view of a job from the address ip and returns the answer's message.
func (s *server) view(t *testing.T, id int64, ip string) string {
	t.Helper()
	code, a := s.call(t, "POST", fmt.Sprintf("/api/jobs/%d/view", id), "", ip, nil)
	msg, _ := a["message"].(string)
	if code != 200 {
		t.Fatalf("view: %d %v", code, a)
	}
	return strings.TrimSpace(msg)
}

// jobViews reads a job's views.
func (s *server) jobViews(t *testing.T, id int64) int {
	t.Helper()
	code, a := s.call(t, "GET", fmt.Sprintf("/api/jobs/%d", id), "", "", nil)
	data, _ := a["data"].(map[string]any)
	views, ok := data["views"].(float64)
	if code != 200 || !ok {
		t.Fatalf("the job: %d %v", code, a)
	}
	return int(views)
}
