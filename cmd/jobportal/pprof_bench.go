//go:build benchpprof

package main

import (
	"net"
	"net/http"
	"net/http/pprof"
	"os"
)

// A binary built with -tags benchpprof (bench/jobs.sh with BENCH_PPROF set)
// serves Go's profiles on the loopback address in BENCH_PPROF_ADDR, on a
// listener of its own, so that a benchmark can see where the time goes
// under load. The site's own builds never carry it.
func init() {
	addr := os.Getenv("BENCH_PPROF_ADDR")
	if addr == "" {
		return
	}
	host, _, err := net.SplitHostPort(addr)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		panic("BENCH_PPROF_ADDR must be a loopback address with a port")
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	go func() { _ = http.ListenAndServe(addr, mux) }()
}
