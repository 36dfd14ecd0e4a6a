package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math/rand/v2"
	"mime/multipart"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// result is one request of the load: what it was, when it started (since
// the load began), how long it took, and how it was answered.
type result struct {
	op         string
	method     string
	start      time.Duration
	took       time.Duration
	status     int  // 0: no answer (err)
	retryAfter bool // the answer had Retry-After
	fromLB     bool // HAProxy answered, not a server
	size       int  // the request's body, in bytes
	err        string
}

// write is a write the site acknowledged (2xx), to be found again afterwards.
type write struct {
	kind  string // customer, job, approval, application, avatar
	id    int64
	email string // customer: the address; avatar: the account's
	key   string // application: the CV's key; avatar: the picture's
	title string // job: its title
}

// expectedEmail is an email that an acknowledged write must have caused:
// one to `to` whose text holds every needle and not `without`.
type expectedEmail struct {
	why, to string
	needles []string
	without string
}

// account is a customer of the load, used by one worker at a time.
type account struct {
	id                    int64
	name, email, password string
	token                 string
	ip                    string
	company               bool
	posted                int
	applied               map[int64]bool
	avatar                string
	avatarPending         bool
}

// job is a job the load posted.
type job struct {
	id     int64
	title  string
	poster *account
}

// load is the mixed traffic of many people through HAProxy: readers
// browsing and searching, job seekers registering, signing in, uploading a
// picture and applying with a CV file, employers posting jobs, and an admin
// approving them. Every request is recorded; every acknowledged write and
// the email it must cause are kept for the check at the end.
type load struct {
	base   string
	client *http.Client
	begin  time.Time
	seq    atomic.Int64
	runID  string

	mu       sync.Mutex
	results  []result
	writes   []write
	emails   []expectedEmail
	accounts []*account // every account made
	seekers  []*account // free to use
	bosses   []*account
	pending  []*job
	approved []*job
	assets   map[string]bool
	admin    string
	adminIP  string

	pdf, picture []byte
}

func newLoad(base string, concurrency int) *load {
	return &load{
		base: base,
		client: &http.Client{
			// Longer than any request should take, so that slow ones are
			// measured rather than cut.
			Timeout: 30 * time.Second,
			Transport: &http.Transport{
				Proxy:               nil,
				DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
				MaxIdleConnsPerHost: concurrency,
				MaxConnsPerHost:     concurrency * 2,
				IdleConnTimeout:     30 * time.Second,
			},
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
		runID:   strconv.FormatInt(time.Now().UnixNano()%1e9, 36),
		assets:  map[string]bool{},
		pdf:     onePagePDF(),
		picture: smallPNG(),
		adminIP: "10.255.0.1",
	}
}

// next is a number of its own for a new name or address.
func (l *load) next() int64 { return l.seq.Add(1) }

// ipOf makes the address a person of number n is seen from: HAProxy adds
// it to X-Forwarded-For, and the servers trust HAProxy, so each person is
// counted by the sign-in and registration limits as a visitor of their own.
func ipOf(n int64) string { return fmt.Sprintf("10.%d.%d.%d", 1+n/62500%250, n/250%250, 1+n%250) }

// do sends a request and records it; the body is returned for 2xx answers.
func (l *load) do(op, method, path, ip, token string, body io.Reader, contentType string) (int, []byte) {
	req, err := http.NewRequest(method, l.base+path, body)
	if err != nil {
		panic(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("x-auth-token", token)
	}
	req.Header.Set("X-Forwarded-For", ip)
	req.Header.Set("Accept-Encoding", "gzip")
	if method != http.MethodGet && method != http.MethodHead {
		// As the app does: each write is named, so that HAProxy may send it
		// again to another server when its server dies mid-request.
		req.Header.Set("Idempotency-Key", fmt.Sprintf("load-%d-%d", l.begin.UnixNano(), l.next()))
	}
	r := result{op: op, method: method, start: time.Since(l.begin)}
	if b, ok := body.(*bytes.Reader); ok {
		r.size = b.Len()
	}
	t := time.Now()
	res, err := l.client.Do(req)
	var data []byte
	if err == nil {
		data, err = io.ReadAll(res.Body)
		res.Body.Close()
	}
	r.took = time.Since(t)
	if err != nil {
		r.err = err.Error()
	} else {
		r.status = res.StatusCode
		r.retryAfter = res.Header.Get("Retry-After") != ""
		// HAProxy's own answers are HTML pages of its own, without the
		// request id every answer of a server carries.
		r.fromLB = res.Header.Get("X-Request-Id") == ""
	}
	l.mu.Lock()
	l.results = append(l.results, r)
	l.mu.Unlock()
	if r.status/100 != 2 {
		return r.status, nil
	}
	if res.Header.Get("Content-Encoding") == "gzip" {
		data = gunzip(data)
	}
	return r.status, data
}

func (l *load) postJSON(op, path, ip, token string, v any) (int, []byte) {
	b, _ := json.Marshal(v)
	return l.do(op, "POST", path, ip, token, bytes.NewReader(b), "application/json")
}

// answer is the shape of the API's answers: {"success", "data", "token"}.
type answer struct {
	Token string          `json:"token"`
	Data  json.RawMessage `json:"data"`
	User  struct {
		ID int64 `json:"id"`
	} `json:"user"`
}

func decodeAnswer(b []byte) (answer, error) {
	var a answer
	err := json.Unmarshal(b, &a)
	return a, err
}

func (l *load) ack(w write, emails ...expectedEmail) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.writes = append(l.writes, w)
	l.emails = append(l.emails, emails...)
}

// register opens an account, and signs it in.
func (l *load) register(company bool) *account {
	n := l.next()
	a := &account{name: fmt.Sprintf("Seeker%s%d Perera", l.runID, n), email: fmt.Sprintf("seeker-%s-%d@example.lk", l.runID, n),
		password: "deploy-pass-" + strconv.FormatInt(n, 10), ip: ipOf(n), company: company, applied: map[int64]bool{}}
	body := map[string]any{"name": a.name, "email": a.email, "password": a.password, "district": "Colombo"}
	path := "/api/customers/register/individual"
	if company {
		a.name = fmt.Sprintf("Lanka%s%d Traders", l.runID, n)
		a.email = fmt.Sprintf("hr-%s-%d@example.lk", l.runID, n)
		body["name"], body["email"], body["contactPerson"] = a.name, a.email, "Ruwan Silva"
		path = "/api/customers/register/company"
	}
	status, b := l.postJSON("register", path, a.ip, "", body)
	if status != http.StatusCreated {
		return nil
	}
	var c struct {
		ID int64 `json:"id"`
	}
	if ans, err := decodeAnswer(b); err == nil {
		json.Unmarshal(ans.Data, &c)
	}
	a.id = c.ID
	l.mu.Lock()
	l.accounts = append(l.accounts, a)
	l.mu.Unlock()
	l.ack(write{kind: "customer", id: a.id, email: a.email},
		expectedEmail{why: "registration " + a.email, to: a.email, needles: []string{"/customer/confirm-email?token="}})
	return a
}

// signIn gets a new token for an account.
func (l *load) signIn(a *account) bool {
	status, b := l.postJSON("sign-in", "/api/customers/login", a.ip, "", map[string]string{"email": a.email, "password": a.password})
	if status != http.StatusOK {
		return false
	}
	ans, err := decodeAnswer(b)
	if err != nil || ans.Token == "" {
		return false
	}
	a.token = ans.Token
	return true
}

func (l *load) adminToken() string {
	l.mu.Lock()
	t := l.admin
	l.mu.Unlock()
	if t != "" {
		return t
	}
	status, b := l.postJSON("sign-in", "/api/admin-users/login", l.adminIP, "",
		map[string]string{"username": adminUser, "password": adminPassword})
	if status != http.StatusOK {
		return ""
	}
	ans, _ := decodeAnswer(b)
	l.mu.Lock()
	l.admin = ans.Token
	l.mu.Unlock()
	return ans.Token
}

var words = []string{"accountant", "driver", "teacher", "nurse", "engineer", "sales", "colombo", "kandy", "manager", "assistant"}

// postJob has an employer post a job, which waits for approval.
func (l *load) postJob(a *account) {
	n := l.next()
	w := words[n%int64(len(words))]
	title := fmt.Sprintf("%s %s%d Assistant", strings.ToUpper(w[:1])+w[1:], l.runID, n)
	status, b := l.postJSON("post job", "/api/jobs", a.ip, a.token, map[string]any{
		"title": title, "description": "Keep the books of a busy shop in Kandy; " + w + " work, five days a week.",
		"location": "Kandy", "jobType": "Full Time Jobs", "experienceLevel": "Entry Level", "mainTopic": "Private Jobs",
		"subTopics": []string{"Accounting and Finance"}, "closingDate": time.Now().AddDate(0, 0, 20).Format("2006-01-02")})
	if status == http.StatusUnauthorized {
		a.token = ""
	}
	if status != http.StatusCreated {
		return
	}
	var j struct {
		ID int64 `json:"id"`
	}
	ans, _ := decodeAnswer(b)
	json.Unmarshal(ans.Data, &j)
	a.posted++
	l.ack(write{kind: "job", id: j.ID, title: title})
	l.mu.Lock()
	l.pending = append(l.pending, &job{id: j.ID, title: title, poster: a})
	l.mu.Unlock()
}

// approve has the admin approve the oldest pending job, which emails its poster.
func (l *load) approve() bool {
	l.mu.Lock()
	if len(l.pending) == 0 {
		l.mu.Unlock()
		return false
	}
	j := l.pending[0]
	l.pending = l.pending[1:]
	l.mu.Unlock()
	token := l.adminToken()
	status := 0
	if token != "" {
		status, _ = l.do("approve", "PUT", fmt.Sprintf("/api/jobs/%d/approve", j.id), l.adminIP, token, nil, "")
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	switch status {
	case http.StatusOK:
		l.writes = append(l.writes, write{kind: "approval", id: j.id})
		l.emails = append(l.emails, expectedEmail{why: fmt.Sprintf("approval of job %d", j.id), to: j.poster.email, needles: []string{j.title},
			without: "Seeker" + l.runID}) // an application's email names the job too
		l.approved = append(l.approved, j)
	case http.StatusUnauthorized:
		l.admin = ""
		l.pending = append(l.pending, j)
	default:
		l.pending = append(l.pending, j) // tried again later
	}
	return true
}

// apply has a job seeker apply for an approved job with a PDF CV, which
// emails the job's poster.
func (l *load) apply(a *account) {
	l.mu.Lock()
	var j *job
	if len(l.approved) > 0 {
		for range 5 {
			c := l.approved[rand.IntN(len(l.approved))]
			if !a.applied[c.id] {
				j = c
				break
			}
		}
	}
	l.mu.Unlock()
	if j == nil {
		l.browse()
		return
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("coverLetter", "I kept the books of a hardware shop for three years.")
	fw, _ := mw.CreateFormFile("cv", "cv.pdf")
	fw.Write(l.pdf)
	mw.Close()
	status, b := l.do("apply", "POST", fmt.Sprintf("/api/jobs/%d/apply", j.id), a.ip, a.token, &body, mw.FormDataContentType())
	switch status {
	case http.StatusCreated:
	case http.StatusUnauthorized:
		a.token = ""
		return
	case http.StatusConflict:
		a.applied[j.id] = true // applied before: an answer lost to a fault
		return
	default:
		return
	}
	a.applied[j.id] = true
	var app struct {
		ID int64 `json:"id"`
	}
	ans, _ := decodeAnswer(b)
	json.Unmarshal(ans.Data, &app)
	l.ack(write{kind: "application", id: app.ID, email: a.email},
		expectedEmail{why: fmt.Sprintf("application %d", app.ID), to: j.poster.email, needles: []string{a.name, j.title}})
}

// uploadAvatar has a customer upload a picture, kept in S3.
func (l *load) uploadAvatar(a *account) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("avatar", "me.png")
	fw.Write(l.picture)
	mw.Close()
	a.avatarPending = true
	status, b := l.do("upload", "POST", "/api/user/avatar", a.ip, a.token, &body, mw.FormDataContentType())
	if status == http.StatusUnauthorized {
		a.token = ""
	}
	if status != http.StatusOK {
		return // the last acknowledged picture may or may not have been replaced
	}
	var c struct {
		URL string `json:"avatarUrl"`
	}
	ans, _ := decodeAnswer(b)
	json.Unmarshal(ans.Data, &c)
	a.avatar, a.avatarPending = c.URL, false
	l.ack(write{kind: "avatar", id: a.id, email: a.email, key: c.URL})
}

var assetRef = regexp.MustCompile(`(?:src|href)="(/assets/[^"]+)"`)

// browse is one request of an anonymous reader.
func (l *load) browse() {
	n := l.next()
	ip := ipOf(1_000_000 + n%5000)
	l.mu.Lock()
	var jobID int64
	if len(l.approved) > 0 {
		jobID = l.approved[rand.IntN(len(l.approved))].id
	}
	var asset string
	if len(l.assets) > 0 && n%3 == 0 {
		i := rand.IntN(len(l.assets))
		for a := range l.assets {
			if i == 0 {
				asset = a
				break
			}
			i--
		}
	}
	l.mu.Unlock()
	switch k := n % 10; {
	case k == 0:
		_, b := l.do("home page", "GET", "/", ip, "", nil, "")
		l.noteAssets(b)
	case k <= 3:
		l.do("job list", "GET", fmt.Sprintf("/api/jobs?page=%d", 1+n%3), ip, "", nil, "")
	case k <= 5:
		l.do("search", "GET", "/api/jobs/search?q="+words[n%int64(len(words))], ip, "", nil, "")
	case k == 6 && jobID != 0:
		_, b := l.do("job page", "GET", fmt.Sprintf("/job/%d", jobID), ip, "", nil, "")
		l.noteAssets(b)
	case k == 7 && jobID != 0:
		l.do("job page", "GET", fmt.Sprintf("/api/jobs/%d", jobID), ip, "", nil, "")
	case k == 8 && asset != "":
		l.do("script", "GET", asset, ip, "", nil, "")
	default:
		l.do("job list", "GET", "/api/companies", ip, "", nil, "")
	}
}

// noteAssets keeps the scripts and styles a page names: a reader's page
// asks for them later, perhaps of a server of another build.
func (l *load) noteAssets(page []byte) {
	if len(page) == 0 {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, m := range assetRef.FindAllSubmatch(page, 40) {
		l.assets[string(m[1])] = true
	}
}

// take borrows a free account of a kind, or nil.
func (l *load) take(company bool) *account {
	l.mu.Lock()
	defer l.mu.Unlock()
	pool := &l.seekers
	if company {
		pool = &l.bosses
	}
	if len(*pool) == 0 {
		return nil
	}
	i := rand.IntN(len(*pool))
	a := (*pool)[i]
	(*pool)[i] = (*pool)[len(*pool)-1]
	*pool = (*pool)[:len(*pool)-1]
	return a
}

func (l *load) giveBack(a *account) {
	if a == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if a.company {
		l.bosses = append(l.bosses, a)
	} else {
		l.seekers = append(l.seekers, a)
	}
}

// step is one action of a worker, chosen at random with these weights
// (of 100): 70 reading, 5 signing in, 4 registering, 3 posting a job,
// 3 approving, 9 applying, 6 uploading a picture.
func (l *load) step() {
	switch r := rand.IntN(100); {
	case r < 70:
		l.browse()
	case r < 75:
		a := l.take(rand.IntN(4) == 0)
		if a != nil {
			l.signIn(a)
		}
		l.giveBack(a)
	case r < 79:
		l.giveBack(l.register(rand.IntN(3) == 0))
	case r < 82:
		switch a := l.take(true); {
		case a == nil || a.posted >= 15:
			// An employer who posted 15 jobs is not given back: the limit
			// is 20 a day. A new one registers instead.
			l.giveBack(l.register(true))
		default:
			if a.token != "" || l.signIn(a) {
				l.postJob(a)
			}
			l.giveBack(a)
		}
	case r < 85:
		if !l.approve() {
			l.browse()
		}
	case r < 94:
		a := l.take(false)
		if a != nil && (a.token != "" || l.signIn(a)) {
			l.apply(a)
		}
		l.giveBack(a)
	default:
		a := l.take(rand.IntN(4) == 0)
		if a != nil && (a.token != "" || l.signIn(a)) {
			l.uploadAvatar(a)
		}
		l.giveBack(a)
	}
}

// setUp makes what the load needs before it starts: employers with approved
// jobs, and job seekers signed in.
func (l *load) setUp(employers, jobsEach, seekers int) error {
	l.begin = time.Now()
	for range employers {
		a := l.register(true)
		if a == nil || !l.signIn(a) {
			return fmt.Errorf("set-up: an employer could not register and sign in: %s", l.lastFailure())
		}
		for range jobsEach {
			l.postJob(a)
		}
		l.giveBack(a)
	}
	// An approval that fails puts the job back: a few rounds at most.
	for i := 0; i < 3*employers*jobsEach && l.approve(); i++ {
	}
	l.mu.Lock()
	ok := len(l.approved) == employers*jobsEach
	l.mu.Unlock()
	if !ok {
		return fmt.Errorf("set-up: jobs were not posted and approved: %s", l.lastFailure())
	}
	for range seekers {
		a := l.register(false)
		if a == nil || !l.signIn(a) {
			return fmt.Errorf("set-up: a job seeker could not register and sign in: %s", l.lastFailure())
		}
		l.giveBack(a)
	}
	l.browse()
	return nil
}

func (l *load) lastFailure() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	for i := len(l.results) - 1; i >= 0; i-- {
		if r := l.results[i]; r.status/100 != 2 {
			return fmt.Sprintf("%s answered %d %s", r.op, r.status, r.err)
		}
	}
	return "no request failed"
}

// run keeps `workers` people busy until ctx ends, and returns the results of
// that time only.
func (l *load) run(ctx context.Context, workers int) []result {
	l.mu.Lock()
	from := len(l.results)
	l.begin = time.Now()
	l.mu.Unlock()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				l.step()
			}
		}()
	}
	wg.Wait()
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]result(nil), l.results[from:]...)
}

// onePagePDF is the smallest PDF the CV check takes: a page and its
// cross-reference table.
func onePagePDF() []byte {
	var buf bytes.Buffer
	buf.WriteString("%PDF-1.4\n")
	var offsets []int
	for _, body := range []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
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

// smallPNG is a 96-pixel square picture in two colours.
func smallPNG() []byte {
	img := image.NewRGBA(image.Rect(0, 0, 96, 96))
	for y := range 96 {
		for x := range 96 {
			c := color.RGBA{R: 20, G: 120, B: 200, A: 255}
			if (x/12+y/12)%2 == 0 {
				c = color.RGBA{R: 240, G: 200, B: 40, A: 255}
			}
			img.Set(x, y, c)
		}
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

func gunzip(b []byte) []byte {
	r, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return b
	}
	out, err := io.ReadAll(r)
	if err != nil {
		return b
	}
	return out
}
