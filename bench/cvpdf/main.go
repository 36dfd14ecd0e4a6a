// Command cvpdf measures CV PDF rendering: a one-page and a three-page CV
// in English, Sinhala and Tamil, rendered 100 times in a row and then by 8
// goroutines at once. It prints the median and 99th percentile time of a
// render, the peak heap in use and the size of the PDF.
//
//	go run ./bench/cvpdf [-n 100] [-c 8]
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"jobportal/internal/cvpdf"
	"jobportal/internal/jobportal"
)

func main() {
	n := flag.Int("n", 100, "renders per case")
	conc := flag.Int("c", 8, "renders at once in the concurrent run")
	dir := flag.String("samples", "internal/cvpdf/testdata", "folder of the sample CVs")
	flag.Parse()

	// Parse the fonts before timing, as a running server has.
	if _, err := cvpdf.Render(jobportal.CV{}, cvpdf.Options{}); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%-10s %5s %8s | %9s %9s %9s | %9s %9s %11s\n", "case", "pages", "PDF", "p50", "p99", "heap", "p50 x"+fmt.Sprint(*conc), "p99 x"+fmt.Sprint(*conc), "heap x"+fmt.Sprint(*conc))
	for _, lang := range jobportal.CVLanguages {
		base, err := load(filepath.Join(*dir, "sample-"+lang+".json"))
		if err != nil {
			log.Fatal(err)
		}
		for _, pages := range []int{1, 3} {
			cv, res, err := withPages(base, pages)
			if err != nil {
				log.Fatalf("%s: %v", lang, err)
			}
			p50, p99, heap := measure(cv, *n, 1)
			c50, c99, cheap := measure(cv, *n, *conc)
			fmt.Printf("%-10s %5d %7.1fK | %9s %9s %8.1fM | %9s %9s %10.1fM\n",
				fmt.Sprintf("%s-%dp", lang, pages), res.Pages, float64(len(res.PDF))/1024,
				ms(p50), ms(p99), heap, ms(c50), ms(c99), cheap)
		}
	}
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d.Microseconds())/1000) }

func load(path string) (jobportal.CV, error) {
	var cv jobportal.CV
	b, err := os.ReadFile(path)
	if err != nil {
		return cv, err
	}
	return cv, json.Unmarshal(b, &cv)
}

// withPages shortens or lengthens a sample CV until it fills the number
// of pages asked for: fewer sections for one page, more jobs for three.
func withPages(base jobportal.CV, pages int) (jobportal.CV, *cvpdf.Result, error) {
	cv := base
	d := cv.BuilderData
	if pages == 1 {
		d.Projects, d.References, d.Achievements, d.Certifications = nil, nil, nil, nil
		d.Experience = d.Experience[:min(2, len(d.Experience))]
		d.Education = d.Education[:1]
	} else {
		for i := 0; len(d.Experience) < 11; i++ {
			d.Experience = append(d.Experience, base.BuilderData.Experience[i%len(base.BuilderData.Experience)])
		}
	}
	cv.BuilderData = d
	res, err := cvpdf.Render(cv, cvpdf.Options{})
	if err != nil {
		return cv, nil, err
	}
	if res.Pages != pages {
		return cv, nil, fmt.Errorf("the sample gives %d pages, not %d", res.Pages, pages)
	}
	return cv, res, nil
}

// measure renders the CV n times, conc at a time, and gives the median and
// 99th percentile time of one render and the peak heap in MB.
func measure(cv jobportal.CV, n, conc int) (p50, p99 time.Duration, peakMB float64) {
	runtime.GC()
	var peak atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		for {
			metrics.Read(s)
			if v := s[0].Value.Uint64(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	times := make([]time.Duration, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1) - 1
				if i >= int64(n) {
					return
				}
				start := time.Now()
				if _, err := cvpdf.Render(cv, cvpdf.Options{}); err != nil {
					log.Fatal(err)
				}
				times[i] = time.Since(start)
			}
		}()
	}
	wg.Wait()
	close(stop)
	<-sampled
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	return times[n/2], times[min(n-1, n*99/100)], float64(peak.Load()) / (1 << 20)
}
