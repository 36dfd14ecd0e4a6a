// Command render measures how long the server takes to draw each kind of
// public page with the app's server build (web/dist/.ssr.js) in the engine
// the binary uses (internal/ssr), in English, Sinhala and Tamil. The pages'
// API answers are read once from a running server and then served from
// memory, so the figures are the render alone: the engine's work, without
// the database. It prints the median and p99 per page and language, and
// renders per second on one engine (one core).
//
// With -views, each render reads every view count one higher than the last,
// as a busy site's answers change between renders.
//
//	go run ./bench/render -server http://127.0.0.1:8080 -job 12 -company 3 -post 5
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"jobportal/internal/ssr"
)

func main() {
	server := flag.String("server", "http://127.0.0.1:8080", "a running server whose API gives the pages' data (loopback only)")
	script := flag.String("script", "web/dist/.ssr.js", "the app's server build")
	n := flag.Int("n", 40, "renders of each page in each language")
	job := flag.Int("job", 1, "a public job's id")
	company := flag.Int("company", 1, "an approved company's id")
	post := flag.Int("post", 1, "a published article's id")
	only := flag.String("pages", "", "the pages to draw, by name, comma-separated (job,home,...); all when empty")
	langs := flag.String("langs", "en,si,ta", "the languages, comma-separated")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the renders to this file (go tool pprof)")
	limit := flag.Duration("timeout", 10*time.Second, "the time limit of one render (longer under valgrind)")
	views := flag.Bool("views", false, "give every render the answers with each view count one higher, as on a site whose jobs are being read")
	flag.Parse()
	if !strings.HasPrefix(*server, "http://127.0.0.1") && !strings.HasPrefix(*server, "http://localhost") {
		fail("-server must be on this machine")
	}
	code, err := os.ReadFile(*script)
	if err != nil {
		fail(fmt.Sprintf("%v (run make build first)", err))
	}

	var mu sync.Mutex
	answers := map[string][]byte{}
	statuses := map[string]int{}
	round := 0
	fetch := func(ctx context.Context, address string) (int, []byte) {
		mu.Lock()
		defer mu.Unlock()
		if b, ok := answers[address]; ok {
			if *views {
				b = viewsAfter(b, round)
			}
			return statuses[address], b
		}
		res, err := http.Get(*server + address)
		if err != nil {
			return http.StatusServiceUnavailable, nil
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		answers[address], statuses[address] = b, res.StatusCode
		return res.StatusCode, b
	}
	r, err := ssr.New(ssr.Options{Script: string(code), Fetch: fetch, Engines: 1, Timeout: *limit})
	if err != nil {
		fail(err.Error())
	}
	defer r.Close()

	pages := []struct{ name, url string }{
		{"home", "/"},
		{"browse", "/browse"},
		{"browse, a search", "/browse?q=engineer"},
		{"job", fmt.Sprintf("/job/%d", *job)},
		{"job, full details", fmt.Sprintf("/job/%d/x/full-details", *job)},
		{"companies", "/company"},
		{"company", fmt.Sprintf("/company/%d", *company)},
		{"blogs", "/blogs"},
		{"article", fmt.Sprintf("/blogs/%d", *post)},
		{"about", "/about"},
		{"faq", "/faq"},
		{"not found", "/job/999999999"},
		{"unknown address", "/no/such/page"},
	}
	if *only != "" {
		pages = slices.DeleteFunc(pages, func(p struct{ name, url string }) bool {
			return !slices.Contains(strings.Split(*only, ","), p.name)
		})
	}
	if *profile != "" {
		f, err := os.Create(*profile)
		if err != nil {
			fail(err.Error())
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fail(err.Error())
		}
		defer func() {
			pprof.StopCPUProfile()
			f.Close()
		}()
	}
	fmt.Printf("render: %d renders of each page per language, one engine, data from memory\n", *n)
	fmt.Printf("%-20s %-4s %9s %9s %10s %8s\n", "page", "lang", "median", "p99", "renders/s", "HTML kB")
	var all []time.Duration
	for _, p := range pages {
		for _, lang := range strings.Split(*langs, ",") {
			// The first render of a page fills the answers; it is not counted.
			first, err := r.Render(context.Background(), p.url, lang)
			if err != nil {
				fail(fmt.Sprintf("%s in %s: %v", p.url, lang, err))
			}
			times := make([]time.Duration, 0, *n)
			for i := 0; i < *n; i++ {
				mu.Lock()
				round++
				mu.Unlock()
				start := time.Now()
				if _, err := r.Render(context.Background(), p.url, lang); err != nil {
					fail(fmt.Sprintf("%s in %s: %v", p.url, lang, err))
				}
				times = append(times, time.Since(start))
			}
			slices.Sort(times)
			all = append(all, times...)
			median, p99 := times[len(times)/2], times[min(len(times)-1, len(times)*99/100)]
			fmt.Printf("%-20s %-4s %8.1fms %8.1fms %10.0f %8.1f\n", p.name, lang, ms(median), ms(p99), float64(time.Second)/float64(median), float64(len(first.HTML))/1024)
		}
	}
	slices.Sort(all)
	fmt.Printf("all pages: median %.1f ms, p99 %.1f ms\n", ms(all[len(all)/2]), ms(all[len(all)*99/100]))
}

// viewCount is a view count in an API answer.
var viewCount = regexp.MustCompile(`"views":(\d+)`)

// viewsAfter returns answer with every view count raised by more.
func viewsAfter(answer []byte, more int) []byte {
	return viewCount.ReplaceAllFunc(answer, func(m []byte) []byte {
		n, _ := strconv.Atoi(string(viewCount.FindSubmatch(m)[1]))
		return []byte(`"views":` + strconv.Itoa(n+more))
	})
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func fail(msg string) {
	fmt.Fprintln(os.Stderr, "render:", msg)
	os.Exit(1)
}
