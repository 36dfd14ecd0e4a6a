package main

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"jobportal/internal/blob/s3test"
)

// The settings every server of the cluster gets.
const (
	adminUser     = "admin"
	adminPassword = "deploy-admin-2026"
	bucket        = "jobportal-uploads"
)

// cluster is a whole deployment on this machine: HAProxy in front of the
// servers, one PostgreSQL, one S3 server and an SMTP server that keeps what
// it is sent. Each part is a process this program started, in a folder of
// its own, on free ports of 127.0.0.1.
type cluster struct {
	dir     string
	opts    options
	pg      *postgres
	s3      *exec.Cmd
	s3Addr  string
	smtp    *capture
	lb      *exec.Cmd
	lbPort  int
	sock    string
	servers []*server
	logf    func(format string, args ...any)
}

// server is one jobportal process behind HAProxy, started again on the
// same port after a stop.
type server struct {
	name   string
	port   int
	bin    string
	cmd    *exec.Cmd
	exited chan struct{}
	starts int
}

// startCluster starts every part, the servers last, and waits until
// HAProxy sees every server up.
func startCluster(ctx context.Context, o options, n int, logf func(string, ...any)) (c *cluster, err error) {
	dir, err := os.MkdirTemp(o.tmp, "deploy-")
	if err != nil {
		return nil, err
	}
	c = &cluster{dir: dir, opts: o, logf: logf}
	defer func() {
		if err != nil {
			c.stop()
		}
	}()
	if os.Geteuid() == 0 {
		// PostgreSQL runs as another user, who must reach its folder.
		if err := os.Chmod(dir, 0o755); err != nil {
			return c, err
		}
	}
	if c.pg, err = startPostgres(ctx, filepath.Join(dir, "pg")); err != nil {
		return c, err
	}
	if err := c.startS3(ctx); err != nil {
		return c, err
	}
	if c.smtp, err = startCapture(); err != nil {
		return c, err
	}
	for i := range n {
		port, err := freePort()
		if err != nil {
			return c, err
		}
		c.servers = append(c.servers, &server{name: fmt.Sprintf("s%d", i+1), port: port, bin: o.bin})
	}
	if err := c.startHAProxy(); err != nil {
		return c, err
	}
	// The first server migrates the empty database alone; the others then
	// start together, as after a deploy.
	if err := c.start(c.servers[0]); err != nil {
		return c, err
	}
	errs := make(chan error, n)
	for _, s := range c.servers[1:] {
		go func() { errs <- c.start(s) }()
	}
	for range c.servers[1:] {
		if e := <-errs; e != nil {
			err = errors.Join(err, e)
		}
	}
	if err != nil {
		return c, err
	}
	for _, s := range c.servers {
		if err := c.waitUp(s, 30*time.Second); err != nil {
			return c, err
		}
	}
	return c, nil
}

// url is the address of the site, through HAProxy.
func (c *cluster) url() string { return fmt.Sprintf("http://127.0.0.1:%d", c.lbPort) }

func (c *cluster) env(s *server) []string {
	return []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"),
		"ADDR=127.0.0.1:" + strconv.Itoa(s.port),
		"DATA_DIR=" + filepath.Join(c.dir, s.name),
		"DATABASE_URL=" + c.pg.url,
		"BLOB_URL=s3://" + bucket + "?endpoint=" + c.s3Addr + "&region=" + s3test.Region + "&secure=false",
		"AWS_ACCESS_KEY_ID=" + s3test.AccessKey, "AWS_SECRET_ACCESS_KEY=" + s3test.SecretKey,
		"SMTP_URL=smtp://" + c.smtp.addr(),
		"MAIL_FROM=JobPortal <no-reply@jobs.example.lk>",
		"BASE_URL=" + c.url(),
		"ADMIN_USERNAME=" + adminUser, "ADMIN_PASSWORD=" + adminPassword,
		"TRUSTED_PROXIES=127.0.0.1",
		"DRAIN_PERIOD=" + c.opts.drain.String(),
	}
}

// start starts a server and waits until it answers /readyz itself.
func (c *cluster) start(s *server) error {
	if err := os.MkdirAll(filepath.Join(c.dir, s.name), 0o755); err != nil {
		return err
	}
	log, err := os.OpenFile(filepath.Join(c.dir, s.name+".log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	s.starts++
	fmt.Fprintf(log, "\n=== start %d of %s (%s) at %s\n", s.starts, s.name, s.bin, time.Now().UTC().Format(time.RFC3339Nano))
	cmd := exec.Command(s.bin)
	cmd.Env = c.env(s)
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		log.Close()
		return fmt.Errorf("start %s: %w", s.name, err)
	}
	s.cmd, s.exited = cmd, make(chan struct{})
	go func(exited chan struct{}) { cmd.Wait(); log.Close(); close(exited) }(s.exited)
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-s.exited:
			return fmt.Errorf("%s exited while starting: %s", s.name, c.tail(s))
		default:
		}
		if res, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/readyz", s.port)); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("%s did not answer /readyz within 60 s: %s", s.name, c.tail(s))
}

// stopGracefully sends SIGTERM and waits for the server to drain and exit.
func (c *cluster) stopGracefully(s *server) error {
	if s.cmd == nil {
		return nil
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(c.opts.drain + 40*time.Second):
		s.cmd.Process.Kill()
		<-s.exited
		return fmt.Errorf("%s did not stop within %s of SIGTERM", s.name, c.opts.drain+40*time.Second)
	}
	if code := s.cmd.ProcessState.ExitCode(); code != 0 {
		return fmt.Errorf("%s exited with status %d after SIGTERM: %s", s.name, code, c.tail(s))
	}
	return nil
}

// kill stops a server with SIGKILL, as a crash or the OOM killer would.
func (c *cluster) kill(s *server) {
	if s.cmd == nil {
		return
	}
	s.cmd.Process.Kill()
	<-s.exited
}

// tail is the end of a server's log, for errors.
func (c *cluster) tail(s *server) string {
	b, _ := os.ReadFile(filepath.Join(c.dir, s.name+".log"))
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return strings.Join(lines[max(0, len(lines)-8):], "\n")
}

// stop ends every process the cluster started and removes its folder,
// unless it is to be kept.
func (c *cluster) stop() {
	for _, s := range c.servers {
		if s.cmd != nil {
			select {
			case <-s.exited:
			default:
				s.cmd.Process.Kill()
				<-s.exited
			}
		}
	}
	if c.lb != nil {
		c.lb.Process.Kill()
		c.lb.Wait()
	}
	if c.s3 != nil {
		c.s3.Process.Kill()
		c.s3.Wait()
	}
	if c.smtp != nil {
		c.smtp.close()
	}
	if c.pg != nil {
		c.pg.stop()
	}
	if c.opts.keep {
		c.logf("kept the cluster's folder: %s", c.dir)
		return
	}
	os.RemoveAll(c.dir)
}

// startS3 starts versitygw (built as internal/blob/s3test builds it for the
// tests) on a folder of the cluster's, and creates the bucket.
func (c *cluster) startS3(ctx context.Context) error {
	bin, err := s3test.Binary()
	if err != nil {
		return fmt.Errorf("the S3 server (versitygw): %w", err)
	}
	data, meta := filepath.Join(c.dir, "s3", "data"), filepath.Join(c.dir, "s3", "meta")
	for _, d := range []string{data, meta} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	port, err := freePort()
	if err != nil {
		return err
	}
	c.s3Addr = "127.0.0.1:" + strconv.Itoa(port)
	log, err := os.Create(filepath.Join(c.dir, "s3.log"))
	if err != nil {
		return err
	}
	c.s3 = exec.Command(bin, "--access", s3test.AccessKey, "--secret", s3test.SecretKey, "--region", s3test.Region,
		"--port", c.s3Addr, "--quiet", "posix", "--sidecar", meta, data)
	c.s3.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}
	c.s3.Stdout, c.s3.Stderr = log, log
	c.s3.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := c.s3.Start(); err != nil {
		return err
	}
	if err := waitPort(c.s3Addr, 20*time.Second); err != nil {
		return fmt.Errorf("versitygw: %w", err)
	}
	client, err := c.s3Client()
	if err != nil {
		return err
	}
	return client.MakeBucket(ctx, bucket, minio.MakeBucketOptions{Region: s3test.Region})
}

func (c *cluster) s3Client() (*minio.Client, error) {
	return minio.New(c.s3Addr, &minio.Options{Creds: credentials.NewStaticV4(s3test.AccessKey, s3test.SecretKey, ""),
		Region: s3test.Region})
}

// haproxyConfig is HAProxy's configuration: round robin over the servers,
// each checked on /readyz every second (down after 2 failures, up after
// 2 successes). A request that could not be sent to a server (refused, or
// a connection that closed before any answer) is tried again on another:
// a GET or HEAD, and a write named by an Idempotency-Key, which the servers
// run once however often it comes (internal/httpapi/repeat.go). A write
// without one may have been done, so it is not sent again. The request is
// read whole before it is sent, so that it can be sent again.
const haproxyConfig = `global
    maxconn 4096
    stats socket {{sock}} mode 600 level admin

defaults
    mode http
    option forwardfor
    option redispatch 1
    retries 3
    retry-on conn-failure empty-response junk-response
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout queue 10s
    timeout http-request 10s

frontend site
    bind 127.0.0.1:{{port}}
    default_backend servers
    # HAProxy's own 503 (no server is up: every /readyz failed, as when the
    # database restarts) asks clients to come back, as the servers' do.
    http-after-response set-header Retry-After 5 if { status 503 } !{ res.hdr(Retry-After) -m found }

backend servers
    balance roundrobin
    option http-buffer-request
    http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }
    option httpchk GET /readyz
    http-check expect status 200
    default-server inter 1s fall 2 rise 2
{{servers}}`

func (c *cluster) startHAProxy() error {
	bin, err := exec.LookPath("haproxy")
	if err != nil {
		return fmt.Errorf("haproxy is not installed (apt-get install -y haproxy): %w", err)
	}
	if c.lbPort, err = freePort(); err != nil {
		return err
	}
	c.sock = filepath.Join(c.dir, "haproxy.sock")
	var lines []string
	for _, s := range c.servers {
		lines = append(lines, fmt.Sprintf("    server %s 127.0.0.1:%d check", s.name, s.port))
	}
	cfg := strings.NewReplacer("{{sock}}", c.sock, "{{port}}", strconv.Itoa(c.lbPort),
		"{{servers}}", strings.Join(lines, "\n")+"\n").Replace(haproxyConfig)
	path := filepath.Join(c.dir, "haproxy.cfg")
	if err := os.WriteFile(path, []byte(cfg), 0o644); err != nil {
		return err
	}
	log, err := os.Create(filepath.Join(c.dir, "haproxy.log"))
	if err != nil {
		return err
	}
	c.lb = exec.Command(bin, "-db", "-f", path)
	c.lb.Stdout, c.lb.Stderr = log, log
	c.lb.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := c.lb.Start(); err != nil {
		return err
	}
	if err := waitPort("127.0.0.1:"+strconv.Itoa(c.lbPort), 10*time.Second); err != nil {
		b, _ := os.ReadFile(filepath.Join(c.dir, "haproxy.log"))
		return fmt.Errorf("haproxy: %w: %s", err, b)
	}
	return nil
}

// lbStatus is HAProxy's view of each server, UP or DOWN, from its stats socket.
func (c *cluster) lbStatus() (map[string]string, error) {
	rows, err := c.lbStats()
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, row := range rows {
		if len(row) > 17 && row[0] == "servers" {
			out[row[1]] = row[17]
		}
	}
	return out, nil
}

// lbResent is how often HAProxy tried a request again on the same server
// (wretr) and on another one (wredis), for the backend as a whole.
func (c *cluster) lbResent() (int, int, error) {
	rows, err := c.lbStats()
	if err != nil {
		return 0, 0, err
	}
	for _, row := range rows {
		if len(row) > 16 && row[0] == "servers" && row[1] == "BACKEND" {
			retries, _ := strconv.Atoi(row[15])
			redispatches, _ := strconv.Atoi(row[16])
			return retries, redispatches, nil
		}
	}
	return 0, 0, fmt.Errorf("no backend in HAProxy's stats")
}

// lbStats is HAProxy's "show stat", a row per frontend, server and backend.
func (c *cluster) lbStats() ([][]string, error) {
	conn, err := net.DialTimeout("unix", c.sock, time.Second)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(2 * time.Second))
	if _, err := io.WriteString(conn, "show stat\n"); err != nil {
		return nil, err
	}
	r := csv.NewReader(bufio.NewReader(conn))
	r.FieldsPerRecord = -1
	return r.ReadAll()
}

// waitUp waits until HAProxy sends requests to s again.
func (c *cluster) waitUp(s *server, within time.Duration) error {
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		if st, err := c.lbStatus(); err == nil && strings.HasPrefix(st[s.name], "UP") {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("HAProxy did not see %s up within %s", s.name, within)
}

// postgres is a PostgreSQL server of its own in a folder, so that
// restarting it disturbs nothing else on the machine.
type postgres struct {
	dir, data, url string
	cred           *syscall.Credential
	pgCtl          string
}

func startPostgres(ctx context.Context, dir string) (*postgres, error) {
	initdb, err := findProgram("initdb")
	if err != nil {
		return nil, err
	}
	pgCtl, err := findProgram("pg_ctl")
	if err != nil {
		return nil, err
	}
	p := &postgres{dir: dir, data: filepath.Join(dir, "data"), pgCtl: pgCtl}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	// initdb refuses to run as root: then the server runs as postgres (or nobody).
	if os.Geteuid() == 0 {
		if p.cred, err = unprivileged(); err != nil {
			return nil, err
		}
		if err := os.Chown(dir, int(p.cred.Uid), int(p.cred.Gid)); err != nil {
			return nil, err
		}
	}
	if out, err := p.run(initdb, "-D", p.data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"); err != nil {
		return nil, fmt.Errorf("initdb: %w: %s", err, out)
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	opts := fmt.Sprintf("-p %d -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=300", port)
	if out, err := p.run(pgCtl, "-D", p.data, "-l", filepath.Join(dir, "postgres.log"), "-w", "-t", "60", "-o", opts, "start"); err != nil {
		return nil, fmt.Errorf("pg_ctl start: %w: %s", err, out)
	}
	p.url = fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port)
	db, err := sql.Open("pgx", p.url)
	if err != nil {
		p.stop()
		return nil, err
	}
	defer db.Close()
	if err := db.PingContext(ctx); err != nil {
		p.stop()
		return nil, fmt.Errorf("PostgreSQL started but does not answer: %w", err)
	}
	return p, nil
}

// restart is pg_ctl restart -m fast: sessions are ended and the server
// starts again with the same settings.
func (p *postgres) restart() error {
	// The log file is given again: pg_ctl keeps the server's options, not its own.
	if out, err := p.run(p.pgCtl, "-D", p.data, "-l", filepath.Join(p.dir, "postgres.log"), "-m", "fast", "-w", "-t", "60", "restart"); err != nil {
		return fmt.Errorf("pg_ctl restart: %w: %s", err, out)
	}
	return nil
}

func (p *postgres) stop() {
	p.run(p.pgCtl, "-D", p.data, "-m", "immediate", "-w", "-t", "30", "stop")
}

// run runs a PostgreSQL program as the server's user. Its output goes to a
// file, not a pipe: a server that pg_ctl starts keeps what it inherits open.
func (p *postgres) run(name string, args ...string) (string, error) {
	out, err := os.CreateTemp("", "pg-ctl-")
	if err != nil {
		return "", err
	}
	defer os.Remove(out.Name())
	defer out.Close()
	cmd := exec.Command(name, args...)
	cmd.Dir = p.dir
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "LC_ALL=C"}
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: p.cred, Setpgid: true}
	err = cmd.Run()
	b, _ := os.ReadFile(out.Name())
	return strings.TrimSpace(string(b)), err
}

// unprivileged is the user PostgreSQL runs as when this program runs as root.
func unprivileged() (*syscall.Credential, error) {
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
	}
	return nil, errors.New("running as root, and there is no postgres or nobody user for PostgreSQL to run as")
}

// findProgram finds a PostgreSQL program in /usr/local/bin, on PATH, or in
// Debian's folder of the newest version installed.
func findProgram(name string) (string, error) {
	if p := "/usr/local/bin/" + name; isExecutable(p) {
		return p, nil
	}
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/" + name)
	if len(matches) > 0 {
		return matches[len(matches)-1], nil
	}
	return "", fmt.Errorf("%s not found (in /usr/local/bin, on PATH or in /usr/lib/postgresql/*/bin)", name)
}

func isExecutable(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode()&0o111 != 0
}

// freePort is a TCP port of 127.0.0.1 that nothing listens on now.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

func waitPort(addr string, within time.Duration) error {
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		if c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond); err == nil {
			c.Close()
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("nothing listens on %s after %s", addr, within)
}
