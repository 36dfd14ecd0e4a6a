// Command deploy runs the job portal as it is deployed on several machines,
// all on this one: HAProxy (Debian's package) in front of 1 to 3 servers
// (bin/jobportal), one PostgreSQL started here with initdb and pg_ctl in a
// temporary folder, one S3 server (versitygw) and an SMTP server that keeps
// every email. It puts a mixed load through HAProxy (reading, searching,
// job pages, sign-ins, registrations, job posts, approvals, applications
// with a CV file, picture uploads) and, during it, makes a rolling deploy of
// a changed build, restarts PostgreSQL and kills a server with SIGKILL.
// Then it reports what was served and how fast, and checks that every
// acknowledged write is in the database (its file in the bucket) and every
// email those writes caused was sent.
//
//	go run ./bench/deploy                  (or make bench-deploy)
//	go run ./bench/deploy -servers 2,3 -duration 60s -throughput 20s
//
// docs/OPERATIONS.md ("Several servers") explains the setup and the figures.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

type options struct {
	bin     string        // the build the servers start with
	newBin  string        // the changed build of the rolling deploy; bin when empty
	tmp     string        // where the cluster's folder is made
	drain   time.Duration // DRAIN_PERIOD
	workers int           // people of the load at once
	keep    bool          // keep the cluster's folder (logs, data)
}

func main() {
	var (
		o          options
		servers    = flag.String("servers", "1,2,3", "numbers of servers to measure throughput with, without faults")
		throughput = flag.Duration("throughput", 30*time.Second, "length of each throughput run (0: none)")
		faultN     = flag.Int("fault-servers", 3, "servers of the run with faults (2 or 3; 0: none)")
		duration   = flag.Duration("duration", 90*time.Second, "least length of the run with faults")
		changed    = flag.Bool("changed-build", true, "deploy a rebuilt binary with a changed script, rather than the same one")
		emailWait  = flag.Duration("email-wait", 150*time.Second, "how long to wait for the emails at the end: a claim of a killed server runs out after 2 minutes")
	)
	flag.StringVar(&o.bin, "bin", "bin/jobportal", "the server binary (make build)")
	flag.StringVar(&o.tmp, "tmp", os.TempDir(), "folder for the cluster's files")
	flag.DurationVar(&o.drain, "drain", 3*time.Second, "DRAIN_PERIOD of the servers: HAProxy takes a server out after 2 failed checks a second apart")
	flag.IntVar(&o.workers, "c", 12, "people using the site at once, each sending one request after another")
	flag.BoolVar(&o.keep, "keep", false, "keep the cluster's folder (logs, database, bucket)")
	flag.Parse()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	logf := func(format string, args ...any) { fmt.Printf("  "+format+"\n", args...) }
	if err := prepare(&o, *changed, logf); err != nil {
		fmt.Fprintln(os.Stderr, "deploy:", err)
		os.Exit(1)
	}
	os.Exit(measure(ctx, o, *servers, *throughput, *faultN, *duration, *emailWait, logf))
}

// measure runs the throughput runs and the run with faults, and returns the
// exit status: 1 when one could not run or missed a goal.
func measure(ctx context.Context, o options, servers string, throughput time.Duration, faultN int,
	duration, emailWait time.Duration, logf func(string, ...any)) int {
	if o.newBin != o.bin {
		defer os.RemoveAll(filepath.Dir(o.newBin)) // the changed build's folder
	}
	fmt.Printf("machine: %s/%s, %d CPUs (shared with everything below), load %s\n", runtime.GOOS, runtime.GOARCH,
		runtime.NumCPU(), loadAvg())
	failed := false
	if throughput > 0 {
		var lines []string
		for _, f := range strings.Split(servers, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || n < 1 || n > 9 {
				fmt.Fprintf(os.Stderr, "deploy: -servers: %q is not a number of servers from 1 to 9\n", f)
				return 2
			}
			fmt.Printf("\n== throughput: %d server(s), %d people, %s, no faults ==\n", n, o.workers, throughput)
			r, err := runScenario(ctx, o, n, throughput, false, 20*time.Second, logf)
			if err != nil {
				fmt.Fprintln(os.Stderr, "deploy:", err)
				return 1
			}
			r.print(os.Stdout)
			lines = append(lines, fmt.Sprintf("%d server(s): %7.1f requests/s   p50 %6.1f ms   p99 %7.1f ms   max %7.1f ms   non-2xx %d",
				n, r.perSecond(), ms(r.percentile(50)), ms(r.percentile(99)), ms(r.max()), r.non2xx()))
			failed = failed || len(r.problems()) > 0
		}
		fmt.Printf("\n== throughput summary (one machine, %d CPUs shared by HAProxy, the servers, PostgreSQL, S3 and the load) ==\n",
			runtime.NumCPU())
		for _, l := range lines {
			fmt.Println(l)
		}
	}
	if faultN > 0 {
		fmt.Printf("\n== faults: %d servers, %d people, at least %s: a rolling deploy%s, a PostgreSQL restart, a kill -9 ==\n",
			faultN, o.workers, duration, map[bool]string{true: " of a changed build", false: " of the same build"}[o.newBin != o.bin])
		r, err := runScenario(ctx, o, faultN, duration, true, emailWait, logf)
		if err != nil {
			fmt.Fprintln(os.Stderr, "deploy:", err)
			return 1
		}
		r.print(os.Stdout)
		failed = failed || len(r.problems()) > 0
	}
	if failed {
		return 1
	}
	return 0
}

// prepare finds the binary, and builds the changed one for the deploy.
func prepare(o *options, changed bool, logf func(string, ...any)) error {
	if _, err := exec.LookPath("haproxy"); err != nil {
		return errors.New("haproxy is not installed: apt-get install -y haproxy")
	}
	bin, err := filepath.Abs(o.bin)
	if err != nil {
		return err
	}
	if _, err := os.Stat(bin); err != nil {
		return fmt.Errorf("%s: build it first (make build): %w", o.bin, err)
	}
	o.bin, o.newBin = bin, bin
	if !changed {
		return nil
	}
	dir, err := os.MkdirTemp(o.tmp, "deploy-build-")
	if err != nil {
		return err
	}
	t := time.Now()
	nb, renamed, err := changedBuild(moduleRoot(), dir)
	if err != nil {
		os.RemoveAll(dir)
		return fmt.Errorf("build the changed binary: %w", err)
	}
	o.newBin = nb
	logf("built the changed binary in %s (%s renamed, as a one-line change renames a script)", time.Since(t).Round(time.Second), renamed)
	return nil
}

// moduleRoot is the repository's root: where go.mod is.
func moduleRoot() string {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err == nil && strings.TrimSpace(string(out)) != "" && strings.TrimSpace(string(out)) != os.DevNull {
		return filepath.Dir(strings.TrimSpace(string(out)))
	}
	return "."
}

// changedBuild builds the server again, into dir, from a copy of the
// sources in which the app's main script has one more line, and so another
// name, as any change to the app gives. The scripts that import it, and the
// pages, name the new file.
func changedBuild(root, dir string) (bin, renamed string, err error) {
	src := filepath.Join(dir, "src")
	for _, p := range []string{"go.mod", "go.sum", "cmd", "internal", "web/embed.go", "web/dist"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(src, p)), 0o755); err != nil {
			return "", "", err
		}
		if out, err := exec.Command("cp", "-a", filepath.Join(root, p), filepath.Join(src, p)).CombinedOutput(); err != nil {
			return "", "", fmt.Errorf("copy %s: %w: %s", p, err, out)
		}
	}
	dist := filepath.Join(src, "web", "dist")
	index, err := os.ReadFile(filepath.Join(dist, "index.html"))
	if err != nil {
		return "", "", fmt.Errorf("the web app is not built (make build): %w", err)
	}
	m := assetRef.FindSubmatch(index)
	if m == nil || !strings.HasSuffix(string(m[1]), ".js") {
		for _, mm := range assetRef.FindAllSubmatch(index, -1) {
			if strings.HasSuffix(string(mm[1]), ".js") {
				m = mm
				break
			}
		}
	}
	if m == nil {
		return "", "", errors.New("web/dist/index.html names no script in /assets/")
	}
	old := strings.TrimPrefix(string(m[1]), "/assets/")
	ext := filepath.Ext(old)
	nu := strings.TrimSuffix(old, ext) + "x" + strconv.FormatInt(time.Now().Unix()%100000, 36) + ext
	body, err := os.ReadFile(filepath.Join(dist, "assets", old))
	if err != nil {
		return "", "", err
	}
	if err := os.WriteFile(filepath.Join(dist, "assets", nu), append(body, []byte("\n// changed build\n")...), 0o644); err != nil {
		return "", "", err
	}
	if err := os.Remove(filepath.Join(dist, "assets", old)); err != nil {
		return "", "", err
	}
	// Every file that names the script names the new one.
	err = filepath.WalkDir(dist, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(p) {
		case ".js", ".mjs", ".html", ".css", ".json":
		default:
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil || !strings.Contains(string(b), old) {
			return err
		}
		return os.WriteFile(p, []byte(strings.ReplaceAll(string(b), old, nu)), 0o644)
	})
	if err != nil {
		return "", "", err
	}
	bin = filepath.Join(dir, "jobportal-changed")
	cmd := exec.Command("go", "build", "-trimpath", "-o", bin, "./cmd/jobportal")
	cmd.Dir = src
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", "", fmt.Errorf("go build: %w: %s", err, out)
	}
	return bin, old + " → " + nu, nil
}

// window is a time of the run when something was done to the cluster.
type window struct {
	what     string
	from, to time.Duration
}

// run is what one scenario measured and found.
type run struct {
	servers  int
	took     time.Duration
	results  []result
	windows  []window
	faultErr error
	check    *checked
	// resent is how often HAProxy tried a request again on the same server
	// (its retries), redispatched how often on another (its redispatches).
	resent, redispatched int
}

// runScenario starts a cluster of n servers, sets it up, loads it for at
// least d (and until the faults are done, plus 5 s), checks it, and stops it.
func runScenario(ctx context.Context, o options, n int, d time.Duration, faults bool, emailWait time.Duration,
	logf func(string, ...any)) (*run, error) {
	t := time.Now()
	c, err := startCluster(ctx, o, n, logf)
	if err != nil {
		return nil, err
	}
	defer c.stop()
	logf("cluster up in %s: HAProxy on %s, PostgreSQL, versitygw, SMTP capture", time.Since(t).Round(100*time.Millisecond), c.url())
	l := newLoad(c.url(), o.workers)
	if err := l.setUp(3, 6, 12); err != nil {
		return nil, fmt.Errorf("%w\n%s", err, c.tail(c.servers[0]))
	}
	r := &run{servers: n}
	loadCtx, stopLoad := context.WithCancel(ctx)
	defer stopLoad()
	done := make(chan []result)
	go func() { done <- l.run(loadCtx, o.workers) }()
	start := time.Now()
	if faults {
		r.windows, r.faultErr = makeFaults(ctx, c, o, d/8, logf, func() time.Duration { return time.Since(start) })
		rest := d - time.Since(start)
		if r.faultErr != nil || rest < 5*time.Second {
			rest = 5 * time.Second
		}
		select {
		case <-time.After(rest):
		case <-ctx.Done():
		}
	} else {
		select {
		case <-time.After(d):
		case <-ctx.Done():
		}
	}
	stopLoad()
	r.results = <-done
	r.took = time.Since(start)
	if rs, rd, err := c.lbResent(); err == nil {
		r.resent, r.redispatched = rs, rd
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if r.check, err = verify(ctx, c, l, emailWait); err != nil {
		return nil, err
	}
	return r, nil
}

// makeFaults does, one after the other: a rolling deploy (each server in
// turn stopped with SIGTERM, drained, and started with the new build), a
// PostgreSQL restart, and a kill -9 of a server, started again at once.
func makeFaults(ctx context.Context, c *cluster, o options, lead time.Duration, logf func(string, ...any),
	now func() time.Duration) ([]window, error) {
	var ws []window
	pause := func(d time.Duration) error {
		select {
		case <-time.After(d):
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	if err := pause(lead); err != nil {
		return ws, err
	}
	from := now()
	for _, s := range c.servers {
		t0 := time.Now()
		if err := c.stopGracefully(s); err != nil {
			return ws, fmt.Errorf("rolling deploy: %w", err)
		}
		t1 := time.Now()
		s.bin = o.newBin
		if err := c.start(s); err != nil {
			return ws, fmt.Errorf("rolling deploy: %w", err)
		}
		t2 := time.Now()
		if err := c.waitUp(s, 20*time.Second); err != nil {
			return ws, fmt.Errorf("rolling deploy: %w", err)
		}
		logf("%s: SIGTERM to exit %.1f s (drain %s), start to /readyz 200 %.1f s, then up in HAProxy %.1f s", s.name,
			t1.Sub(t0).Seconds(), o.drain, t2.Sub(t1).Seconds(), time.Since(t2).Seconds())
	}
	ws = append(ws, window{"rolling deploy", from, now()})
	logf("rolling deploy of %d servers: %.1f s to %.1f s", len(c.servers), (from).Seconds(), now().Seconds())
	if err := pause(lead / 2); err != nil {
		return ws, err
	}
	from = now()
	if err := c.pg.restart(); err != nil {
		return ws, err
	}
	ws = append(ws, window{"PostgreSQL restart", from, now()})
	logf("PostgreSQL restart: %.1f s to %.1f s", from.Seconds(), now().Seconds())
	if err := pause(lead / 2); err != nil {
		return ws, err
	}
	victim := c.servers[len(c.servers)-1]
	from = now()
	c.kill(victim)
	killed := now()
	if err := c.start(victim); err != nil {
		return ws, fmt.Errorf("start the killed server again: %w", err)
	}
	if err := c.waitUp(victim, 20*time.Second); err != nil {
		return ws, err
	}
	ws = append(ws, window{"kill -9 of " + victim.name, from, killed})
	logf("kill -9 of %s at %.1f s; back in HAProxy at %.1f s", victim.name, from.Seconds(), now().Seconds())
	return ws, nil
}

// The goals.
const slow = 5 * time.Second

// graceAfterRestart is how long after pg_ctl restart returns a 503 still
// counts as the restart's: servers find their connections broken on first use.
const graceAfterRestart = 3 * time.Second

func (r *run) perSecond() float64 { return float64(len(r.results)) / r.took.Seconds() }

func (r *run) percentile(p int) time.Duration {
	if len(r.results) == 0 {
		return 0
	}
	d := make([]time.Duration, len(r.results))
	for i, x := range r.results {
		d[i] = x.took
	}
	slices.Sort(d)
	return d[min(len(d)-1, len(d)*p/100)]
}

func (r *run) max() time.Duration {
	var m time.Duration
	for _, x := range r.results {
		m = max(m, x.took)
	}
	return m
}

func (r *run) non2xx() int {
	n := 0
	for _, x := range r.results {
		if x.status/100 != 2 {
			n++
		}
	}
	return n
}

// killed reports whether a request was in flight on the killed server when
// it was killed and could not be sent again: a write whose body HAProxy
// could not hold whole (haproxyBuffer), answered 502 or closed, sent before
// the kill and ended after it. Every write of the load carries an
// Idempotency-Key, so HAProxy sends one that the dead server was doing to
// another server, which runs it once (internal/httpapi/repeat.go); only a
// body larger than its buffer is beyond it.
func (r *run) killed(x result) bool {
	for _, w := range r.windows {
		if strings.HasPrefix(w.what, "kill -9") && (x.status == 502 && x.fromLB || x.status == 0) && x.method != "GET" &&
			x.size > haproxyBuffer && x.start <= w.to && x.start+x.took >= w.from {
			return true
		}
	}
	return false
}

// haproxyBuffer is the most of a request's body HAProxy holds to send it
// again: its buffer (tune.bufsize, 16 kB) less room for the headers.
const haproxyBuffer = 12 << 10

// duringRestart reports whether a 503 with Retry-After came from the
// PostgreSQL restart: a server's, or HAProxy's when /readyz of every server
// failed meanwhile.
func (r *run) duringRestart(x result) bool {
	for _, w := range r.windows {
		if w.what == "PostgreSQL restart" && x.status == 503 && x.retryAfter &&
			x.start+x.took >= w.from && x.start <= w.to+graceAfterRestart {
			return true
		}
	}
	return false
}

// problems are the goals this run missed.
func (r *run) problems() []string {
	var p []string
	if r.faultErr != nil {
		p = append(p, "the faults could not all be made: "+r.faultErr.Error())
	}
	bad := map[string]int{}
	over := 0
	for _, x := range r.results {
		if x.took > slow {
			over++
		}
		switch {
		case r.duringRestart(x), r.killed(x):
		case x.status == 0:
			bad["no answer ("+shortErr(x.err)+")"]++
		case x.status/100 != 5:
		default:
			what := strconv.Itoa(x.status)
			if x.fromLB {
				what += " from HAProxy"
			}
			if x.status == 503 && !x.retryAfter {
				what += " without Retry-After"
			}
			bad[what+" ("+x.op+")"]++
		}
	}
	for _, k := range sortedKeys(bad) {
		p = append(p, fmt.Sprintf("%d × %s", bad[k], k))
	}
	if over > 0 {
		p = append(p, fmt.Sprintf("%d requests took over %s", over, slow))
	}
	if r.check != nil {
		if n := len(r.check.lostWrites); n > 0 {
			p = append(p, fmt.Sprintf("%d acknowledged writes lost: %s", n, strings.Join(first(r.check.lostWrites, 5), "; ")))
		}
		if n := len(r.check.lostEmails); n > 0 {
			p = append(p, fmt.Sprintf("%d emails lost: %s", n, strings.Join(first(r.check.lostEmails, 5), "; ")))
		}
	}
	return p
}

func (r *run) print(w io.Writer) {
	fmt.Fprintf(w, "requests: %d in %.1f s = %.1f/s;  latency p50 %.1f ms, p99 %.1f ms, max %.1f ms;  over %s: %d\n",
		len(r.results), r.took.Seconds(), r.perSecond(), ms(r.percentile(50)), ms(r.percentile(99)), ms(r.max()), slow, r.countOver(slow))
	status := map[string]int{}
	for _, x := range r.results {
		k := strconv.Itoa(x.status)
		if x.status == 0 {
			k = "no answer"
		}
		if x.status == 503 {
			k += map[bool]string{true: " with Retry-After", false: " without Retry-After"}[x.retryAfter]
		}
		if x.fromLB && x.status != 0 {
			k += " (HAProxy)"
		}
		status[k]++
	}
	fmt.Fprint(w, "by status:")
	for _, k := range sortedKeys(status) {
		fmt.Fprintf(w, "  %s: %d", k, status[k])
	}
	fmt.Fprintln(w)
	byOp := map[string][]result{}
	for _, x := range r.results {
		byOp[x.op] = append(byOp[x.op], x)
	}
	fmt.Fprintf(w, "%-10s %8s %9s %9s %9s %8s\n", "request", "count", "p50 ms", "p99 ms", "max ms", "non-2xx")
	for _, op := range sortedKeys(byOp) {
		sub := &run{results: byOp[op]}
		fmt.Fprintf(w, "%-10s %8d %9.1f %9.1f %9.1f %8d\n", op, len(sub.results), ms(sub.percentile(50)), ms(sub.percentile(99)),
			ms(sub.max()), sub.non2xx())
	}
	var slowest, failed, refused []string
	for _, x := range r.results {
		// 409 is how a repeat of a write that was saved before its server died is answered
		// (internal/httpapi/repeat.go), and how a registration of a taken address is.
		if x.status == 409 && len(refused) < 12 {
			refused = append(refused, fmt.Sprintf("%s at %.1f s", x.op, x.start.Seconds()))
		}
		if x.took > slow && len(slowest) < 12 {
			slowest = append(slowest, fmt.Sprintf("%s at %.1f s took %.1f s (%d)", x.op, x.start.Seconds(), x.took.Seconds(), x.status))
		}
		if (x.status == 0 || x.status/100 == 5) && !r.duringRestart(x) && len(failed) < 12 {
			failed = append(failed, fmt.Sprintf("%s %s at %.1f s, %.1f s: %d %s", x.method, x.op, x.start.Seconds(), x.took.Seconds(),
				x.status, shortErr(x.err)))
		}
	}
	if len(slowest) > 0 {
		fmt.Fprintf(w, "over %s: %s\n", slow, strings.Join(slowest, "; "))
	}
	if len(r.windows) > 0 {
		fmt.Fprintf(w, "HAProxy tried requests again: %d on the same server (retries), %d on another (redispatches)\n", r.resent, r.redispatched)
	}
	if len(refused) > 0 {
		fmt.Fprintf(w, "409: %s\n", strings.Join(refused, "; "))
	}
	if len(failed) > 0 {
		fmt.Fprintf(w, "5xx but the restart's 503s, and no answers: %s\n", strings.Join(failed, "; "))
	}
	for _, win := range r.windows {
		grace := time.Duration(0)
		if win.what == "PostgreSQL restart" {
			grace = graceAfterRestart
		}
		restart, cut, other := 0, 0, 0
		for _, x := range r.results {
			if x.start+x.took < win.from || x.start > win.to+grace {
				continue
			}
			switch {
			case r.duringRestart(x):
				restart++
			case r.killed(x):
				cut++
			case x.status/100 == 5 || x.status == 0:
				other++
			}
		}
		switch {
		case win.what == "PostgreSQL restart":
			fmt.Fprintf(w, "%s: %.1f s to %.1f s; 503 with Retry-After until %s after it: %d", win.what,
				win.from.Seconds(), win.to.Seconds(), graceAfterRestart, restart)
		case strings.HasPrefix(win.what, "kill"):
			fmt.Fprintf(w, "%s at %.1f s; writes it was doing too large to send again, cut (502 or closed): %d", win.what, win.from.Seconds(), cut)
		default:
			fmt.Fprintf(w, "%s: %.1f s to %.1f s", win.what, win.from.Seconds(), win.to.Seconds())
		}
		fmt.Fprintf(w, "; other 5xx or no answer: %d\n", other)
	}
	if c := r.check; c != nil {
		fmt.Fprintf(w, "acknowledged writes: %d (", c.writes)
		for i, k := range sortedKeys(c.writesBy) {
			if i > 0 {
				fmt.Fprint(w, ", ")
			}
			fmt.Fprintf(w, "%s %d", k, c.writesBy[k])
		}
		fmt.Fprintf(w, "); found: %d, lost: %d\n", c.writes-len(c.lostWrites), len(c.lostWrites))
		fmt.Fprintf(w, "emails expected: %d; captured: %d (after waiting %.1f s), still queued in the outbox: %d, lost: %d, sent twice: %d\n",
			c.emails, c.captured, c.emailsWaits.Seconds(), len(c.inOutbox), len(c.lostEmails), c.duplicates)
	}
	if p := r.problems(); len(p) > 0 {
		fmt.Fprintln(w, "GOALS MISSED:")
		for _, s := range p {
			fmt.Fprintln(w, "  - "+s)
		}
	} else if len(r.windows) == 0 {
		fmt.Fprintln(w, "goals met: no write or email lost, no 5xx, no request over 5 s")
	} else {
		fmt.Fprintln(w, "goals met: no write or email lost, no 5xx but 503 with Retry-After during the PostgreSQL restart"+
			" (and writes cut by the kill -9 too large to send again), no request over 5 s")
	}
}

func (r *run) countOver(d time.Duration) int {
	n := 0
	for _, x := range r.results {
		if x.took > d {
			n++
		}
	}
	return n
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func shortErr(s string) string {
	if i := strings.LastIndex(s, ": "); i >= 0 {
		return s[i+2:]
	}
	return s
}

func first(s []string, n int) []string { return s[:min(n, len(s))] }

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	return strings.Join(first(f, 3), " ")
}
