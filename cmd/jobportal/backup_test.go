package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"jobportal/internal/backup"
	_ "jobportal/internal/store" // registers the sqlite driver
)

var built struct {
	once sync.Once
	dir  string
	err  error
	out  []byte
}

// binary builds the jobportal binary once for the package's tests.
func binary(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		if built.dir, built.err = os.MkdirTemp("", "jobportal-bin-"); built.err != nil {
			return
		}
		built.out, built.err = exec.Command("go", "build", "-o", filepath.Join(built.dir, "jobportal"), ".").CombinedOutput()
	})
	if built.err != nil {
		t.Fatalf("build: %v\n%s", built.err, built.out)
	}
	return filepath.Join(built.dir, "jobportal")
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// server is a jobportal process serving a data folder.
type server struct {
	addr string
	cmd  *exec.Cmd
	done chan error
}

func startServer(t *testing.T, dataDir string, env ...string) *server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := exec.Command(binary(t), "-addr", addr, "-data-dir", dataDir)
	cmd.Env = append(append(os.Environ(), "ADMIN_PASSWORD=backup-test-2026", "TRUSTED_PROXIES=127.0.0.1"), env...)
	var logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := &server{addr: addr, cmd: cmd, done: make(chan error, 1)}
	go func() { s.done <- cmd.Wait() }()
	t.Cleanup(func() { cmd.Process.Kill() })
	for start := time.Now(); s.get("/readyz") != 200; time.Sleep(100 * time.Millisecond) {
		select {
		case err := <-s.done:
			t.Fatalf("the server stopped: %v\n%s", err, logs.String())
		default:
		}
		if time.Since(start) > 90*time.Second {
			t.Fatalf("the server never became ready\n%s", logs.String())
		}
	}
	return s
}

func (s *server) get(path string) int {
	res, err := http.Get("http://" + s.addr + path)
	if err != nil {
		return 0
	}
	res.Body.Close()
	return res.StatusCode
}

// jobTotal is the number of public jobs the server lists.
func (s *server) jobTotal(t *testing.T) int {
	t.Helper()
	res, err := http.Get("http://" + s.addr + "/api/jobs")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var jobs struct {
		Total *int `json:"total"`
	}
	if err := json.NewDecoder(res.Body).Decode(&jobs); err != nil || res.StatusCode != 200 || jobs.Total == nil {
		t.Fatalf("the job list: %d %v", res.StatusCode, err)
	}
	return *jobs.Total
}

func (s *server) stop(t *testing.T) {
	t.Helper()
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(30 * time.Second):
		t.Fatal("the server did not stop")
	}
}

// post sends a request as if from the client address ip (the test's servers
// believe X-Forwarded-For from 127.0.0.1) and returns its status.
func (s *server) post(path, ctype, ip string, body []byte) (int, error) {
	req, err := http.NewRequest("POST", "http://"+s.addr+path, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", ctype)
	req.Header.Set("X-Forwarded-For", ip)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	res.Body.Close()
	return res.StatusCode, nil
}

// onePDF is a small, valid one-page PDF; n makes each one different.
func onePDF(n int) []byte {
	var buf bytes.Buffer
	buf.WriteString("%PDF-1.4\n")
	var offsets []int
	for _, body := range []string{
		fmt.Sprintf("<< /Type /Catalog /Pages 2 0 R /Lang (si-%d) >>", n),
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
	} {
		offsets = append(offsets, buf.Len())
		fmt.Fprintf(&buf, "%d 0 obj\n%s\nendobj\n", len(offsets), body)
	}
	xref := buf.Len()
	fmt.Fprintf(&buf, "xref\n0 %d\n0000000000 65535 f \n", len(offsets)+1)
	for _, o := range offsets {
		fmt.Fprintf(&buf, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&buf, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offsets)+1, xref)
	return buf.Bytes()
}

// write registers a job seeker and sends a CV to the talent pool (a row and
// an upload), each from an address of its own so that no throttle refuses it.
func write(s *server, n int) error {
	ip := fmt.Sprintf("10.%d.%d.1", n/250, n%250)
	reg, _ := json.Marshal(map[string]string{"name": fmt.Sprintf("Backup Seeker %d", n),
		"email": fmt.Sprintf("seeker%d@example.lk", n), "password": "Backup-seeker-2026"})
	if code, err := s.post("/api/customers/register/individual", "application/json", ip, reg); err != nil || code != 201 {
		return fmt.Errorf("registration %d: %d %v", n, code, err)
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for _, f := range [][2]string{{"name", fmt.Sprintf("Backup Sender %d", n)}, {"email", fmt.Sprintf("sender%d@example.lk", n)},
		{"phone", "077 123 4567"}, {"mainTopic", "Private Jobs"}, {"language", "en"}, {"consent", "true"}} {
		mw.WriteField(f[0], f[1])
	}
	fw, _ := mw.CreateFormFile("cv", fmt.Sprintf("cv-%d.pdf", n))
	fw.Write(onePDF(n))
	mw.Close()
	if code, err := s.post("/api/cvs/submit", mw.FormDataContentType(), ip, body.Bytes()); err != nil || code != 201 {
		return fmt.Errorf("CV %d: %d %v", n, code, err)
	}
	return nil
}

// runBin runs the binary with args and returns its output and exit status.
func runBin(t *testing.T, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(binary(t), args...)
	cmd.Env = append(os.Environ(), "DATABASE_URL=", "BLOB_URL=", "DATA_DIR=")
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); ok {
		return string(out), ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return string(out), 0
}

func sqliteCounts(t *testing.T, path string) map[string]int64 {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'`)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for rows.Next() {
		var n string
		rows.Scan(&n)
		names = append(names, n)
	}
	rows.Close()
	counts := map[string]int64{}
	for _, n := range names {
		var c int64
		if err := db.QueryRow(`SELECT COUNT(*) FROM "` + n + `"`).Scan(&c); err != nil {
			t.Fatal(err)
		}
		counts[n] = c
	}
	return counts
}

func sha(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// TestBackupOfAWrittenServer backs up a server on SQLite with the demo's data
// while registrations and CVs keep arriving, restores the backup into a fresh
// data folder and starts a second server on it: every row the manifest counted
// in the backup's snapshot and every upload is there.
func TestBackupOfAWrittenServer(t *testing.T) {
	dir := t.TempDir()
	live, dest, fresh := filepath.Join(dir, "live"), filepath.Join(dir, "backup"), filepath.Join(dir, "fresh")
	s := startServer(t, live, "DEMO=1")
	liveJobs := s.jobTotal(t)
	if liveJobs == 0 {
		t.Fatal("the demo has no public jobs")
	}
	demoCVs := sqliteCounts(t, filepath.Join(live, "jobportal.db"))["cv_submissions"]

	ctx, stopWriting := context.WithCancel(context.Background())
	var written atomic.Int64
	writerDone := make(chan error, 1)
	go func() {
		for n := 0; ctx.Err() == nil; n++ {
			if err := write(s, n); err != nil {
				writerDone <- err
				return
			}
			written.Add(1)
		}
		writerDone <- nil
	}()
	for start := time.Now(); written.Load() < 3; time.Sleep(20 * time.Millisecond) {
		if time.Since(start) > 60*time.Second {
			t.Fatal("the writer wrote nothing")
		}
	}
	before := written.Load()
	out, code := runBin(t, "backup", "-data-dir", live, dest)
	after := written.Load()
	// Some writes land after the backup, so that it is known to have run
	// while the server wrote.
	for start := time.Now(); written.Load() < after+2; time.Sleep(20 * time.Millisecond) {
		if time.Since(start) > 60*time.Second {
			t.Fatal("the writer stopped")
		}
	}
	stopWriting()
	if err := <-writerDone; err != nil {
		t.Fatal(err)
	}
	if code != 0 {
		t.Fatalf("backup exited %d:\n%s", code, out)
	}
	s.stop(t)
	t.Logf("writes: %d before the backup, %d when it ended, %d in all", before, after, written.Load())

	m, err := backup.ReadManifest(dest)
	if err != nil {
		t.Fatal(err)
	}
	// The snapshot holds every write finished before the backup began, and
	// no more than were begun before it ended; each write is one submission.
	if got := m.Tables["cv_submissions"] - demoCVs; got < before || got > after+1 {
		t.Fatalf("the backup holds %d CV submissions beside the demo's %d; %d were written before it and %d when it ended",
			got, demoCVs, before, after)
	}
	var cvs int64
	for _, b := range m.Blobs {
		if strings.HasPrefix(b.Key, "cv/") {
			cvs++
		}
	}
	if cvs < m.Tables["cv_submissions"] || len(m.Blobs) <= int(cvs) {
		t.Fatalf("the backup holds %d uploads, %d of them CVs, for %d CV submissions and the demo's images", len(m.Blobs), cvs, m.Tables["cv_submissions"])
	}

	out, code = runBin(t, "restore", "-data-dir", fresh, dest)
	if code != 0 {
		t.Fatalf("restore exited %d:\n%s", code, out)
	}
	counts := sqliteCounts(t, filepath.Join(fresh, "jobportal.db"))
	for name, want := range m.Tables {
		if counts[name] != want {
			t.Errorf("restored %s has %d rows, the manifest %d", name, counts[name], want)
		}
	}
	if len(counts) != len(m.Tables) {
		t.Errorf("restored %d tables, the manifest %d", len(counts), len(m.Tables))
	}
	for _, b := range m.Blobs {
		if got := sha(t, filepath.Join(fresh, "uploads", filepath.FromSlash(b.Key))); got != b.SHA256 {
			t.Errorf("restored upload %s has sha256 %s, the manifest %s", b.Key, got, b.SHA256)
		}
	}
	// Every upload the restored rows name is there.
	db, err := sql.Open("sqlite", "file:"+filepath.Join(fresh, "jobportal.db")+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := db.Query(`SELECT file_key FROM cv_submissions`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var key string
		rows.Scan(&key)
		if _, err := os.Stat(filepath.Join(fresh, "uploads", filepath.FromSlash(key))); err != nil {
			t.Errorf("the CV %s of a restored submission: %v", key, err)
		}
	}
	rows.Close()
	db.Close()

	s2 := startServer(t, fresh)
	if got := s2.jobTotal(t); got != liveJobs {
		t.Fatalf("the restored server lists %d jobs, the live one %d", got, liveJobs)
	}
	s2.stop(t)

	t.Run("a target with data is refused", func(t *testing.T) {
		sum := sha(t, filepath.Join(fresh, "jobportal.db"))
		out, code := runBin(t, "restore", "-data-dir", fresh, dest)
		if code != 1 || !strings.Contains(out, "already holds") {
			t.Fatalf("exit %d:\n%s", code, out)
		}
		if sha(t, filepath.Join(fresh, "jobportal.db")) != sum {
			t.Fatal("the refused restore changed the database")
		}
		out, code = runBin(t, "restore", "-force", "-data-dir", fresh, dest)
		if code != 0 {
			t.Fatalf("-force exit %d:\n%s", code, out)
		}
	})
	t.Run("an uploads store with files is refused", func(t *testing.T) {
		target := filepath.Join(t.TempDir(), "data")
		if err := os.MkdirAll(filepath.Join(target, "uploads", "cv"), 0o755); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(target, "uploads", "cv", "left.pdf"), onePDF(0), 0o644)
		out, code := runBin(t, "restore", "-data-dir", target, dest)
		if code != 1 || !strings.Contains(out, "uploads store already holds 1 files") {
			t.Fatalf("exit %d:\n%s", code, out)
		}
		if _, err := os.Stat(filepath.Join(target, "jobportal.db")); err == nil {
			t.Fatal("the refused restore wrote a database")
		}
	})
	t.Run("a damaged backup is refused", func(t *testing.T) {
		copyDir := func(t *testing.T) string {
			to := filepath.Join(t.TempDir(), "backup")
			if err := os.CopyFS(to, os.DirFS(dest)); err != nil {
				t.Fatal(err)
			}
			return to
		}
		for _, c := range []struct {
			name   string
			damage func(dir string) error
			want   string
		}{
			{"no manifest", func(dir string) error { return os.Remove(filepath.Join(dir, "manifest.json")) }, "has no manifest.json"},
			{"a cut manifest", func(dir string) error {
				data, _ := os.ReadFile(filepath.Join(dir, "manifest.json"))
				return os.WriteFile(filepath.Join(dir, "manifest.json"), data[:len(data)/2], 0o600)
			}, "manifest"},
			{"a changed upload", func(dir string) error {
				return os.WriteFile(filepath.Join(dir, "uploads", filepath.FromSlash(m.Blobs[0].Key)), []byte("changed"), 0o600)
			}, "differ from its manifest: " + m.Blobs[0].Key + " (changed)"},
			{"a missing upload", func(dir string) error {
				return os.Remove(filepath.Join(dir, "uploads", filepath.FromSlash(m.Blobs[len(m.Blobs)-1].Key)))
			}, m.Blobs[len(m.Blobs)-1].Key + " (missing)"},
			{"a changed database", func(dir string) error {
				f, err := os.OpenFile(filepath.Join(dir, "jobportal.db"), os.O_WRONLY|os.O_APPEND, 0)
				if err != nil {
					return err
				}
				f.Write([]byte{0})
				return f.Close()
			}, "database file jobportal.db was changed or damaged"},
		} {
			t.Run(c.name, func(t *testing.T) {
				src := copyDir(t)
				if err := c.damage(src); err != nil {
					t.Fatal(err)
				}
				target := filepath.Join(t.TempDir(), "data")
				out, code := runBin(t, "restore", "-data-dir", target, src)
				if code != 1 || !strings.Contains(out, c.want) {
					t.Fatalf("exit %d, want 1 and %q:\n%s", code, c.want, out)
				}
				if _, err := os.Stat(filepath.Join(target, "jobportal.db")); err == nil {
					t.Fatal("the refused restore wrote a database")
				}
				if entries, _ := os.ReadDir(filepath.Join(target, "uploads")); len(entries) > 1 {
					t.Fatalf("the refused restore wrote uploads: %v", entries)
				}
			})
		}
	})
	t.Run("a backup goes into a new folder", func(t *testing.T) {
		out, code := runBin(t, "backup", "-data-dir", fresh, dest)
		if code != 1 || !strings.Contains(out, "is not empty") {
			t.Fatalf("exit %d:\n%s", code, out)
		}
	})
}
