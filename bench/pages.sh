#!/usr/bin/env bash
# bench/pages.sh measures the public pages the server draws with the app's React components
# (internal/ssr, docs/DECISIONS.md "Public pages drawn by React on the server"), on SQLite (or
# PostgreSQL, as several servers run) with 100,000 jobs (bench/seedjobs):
#   1. the render alone, per kind of page and language (bench/render, one engine, data from memory);
#   2. a page from the cache: /job/ID in Sinhala, 16 connections, against a bare net/http handler
#      serving the very same bytes (bench/bare); goal: at least 50 % of its requests/s;
#   3. cache misses: random job pages in Sinhala, 16 connections; goals: p99 under 250 ms, the
#      server's peak RSS under 300 MB.
# It prints figures and never fails because something is slow. See bench/README.md.
#
# Run it from anywhere:   bash bench/pages.sh
# Settings (environment): BENCH_BIN (bin/jobportal), BENCH_JOBS or JOBS (100000), BENCH_C (16), BENCH_D (10s),
# BENCH_DB (sqlite, or postgres), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/test?sslmode=disable).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

BIN=${BENCH_BIN:-bin/jobportal}
JOBS=${BENCH_JOBS:-${JOBS:-100000}}
CONCURRENCY=${BENCH_C:-16}
DURATION=${BENCH_D:-10s}
DB=${BENCH_DB:-sqlite}
PG_URL=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}
PG_SCHEMA=bench_pages_$$
ENCODING=gzip

WORK_NAME=jobportal-bench-pages
# shellcheck source=bench/lib.sh
source bench/lib.sh

echo "JobPortal pages drawn on the server — $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
build_tools bare
[[ -f web/dist/.ssr.js ]] || die "web/dist/.ssr.js is missing: run make build"

dsn=$(database_url "$DB")
[[ $DB == postgres ]] && PG_DSN=$dsn
section "$DB: seeding $JOBS jobs"
"$WORK/seedjobs" -db "$dsn" -n "$JOBS" -fresh 2>/dev/null || die "seeding failed"
metrics_port=$(free_port) || die "found no free port on 127.0.0.1"
start_server "$dsn" -metrics-addr "127.0.0.1:$metrics_port"
echo "server: pid $SERVER_PID on $BASE"
body=$(curl -s --max-time 10 "$BASE/api/jobs?limit=1")
job=$(grep -oE '"id":[0-9]+' <<<"$body" | head -n 1 | cut -d: -f2)
[[ -n $job ]] || die "no job to draw: ${body:0:300}"
company=$(curl -s --max-time 10 "$BASE/api/companies?limit=1" | grep -oE '"id":[0-9]+' | head -n 1 | cut -d: -f2 || true)

section "the render alone (bench/render)"
go run ./bench/render -server "$BASE" -job "$job" -company "${company:-1}" -post 1 -n 30 || die "bench/render failed"

# A page in Sinhala has its own address (/si/...); the lang cookie alone sends a reader there (302).
section "a job page from the cache, in Sinhala — GET /si/job/$job"
headers=(-header "Accept-Encoding: $ENCODING")
real=$("$WORK/load" -url "$BASE/si/job/$job" -c "$CONCURRENCY" -d "$DURATION" -warmup 1s "${headers[@]}")
echo "$real"
[[ $(field 'non-2xx:' "$real") == 0 ]] || die "the page did not answer 200 (a figure of other answers would mean nothing)"
port=$(free_port) || die "found no free port on 127.0.0.1"
"$WORK/bare" -url "$BASE/si/job/$job" -listen "127.0.0.1:$port" "${headers[@]}" >"$WORK/bare.log" 2>&1 &
BARE_PID=$!
for _ in $(seq 1 100); do
	grep -q '^bare: ' "$WORK/bare.log" && break
	sleep 0.05
done
grep -q '^bare: ' "$WORK/bare.log" || die "the bare handler did not start: $(cat "$WORK/bare.log")"
echo "-- bare net/http handler with the same bytes"
bare=$("$WORK/load" -url "http://127.0.0.1:$port/si/job/$job" -c "$CONCURRENCY" -d "$DURATION" -warmup 1s "${headers[@]}")
echo "$bare"
kill "$BARE_PID" 2>/dev/null || true
wait "$BARE_PID" 2>/dev/null || true
BARE_PID=
rrps=$(field 'requests/s:' "$real")
brps=$(field 'requests/s:' "$bare")
share=$(awk -v r="$rrps" -v b="$brps" 'BEGIN { printf "%.1f", (b > 0) ? 100 * r / b : 0 }')

# The server's own count of its renders and their time (/metrics), read around the misses: the
# time a render of a random page takes under that load, where bench/render draws one page again.
render_counts() {
	curl -s --max-time 5 "http://127.0.0.1:$metrics_port/metrics" |
		awk '$1 == "page_renders_total" { n = $2 } $1 == "page_render_seconds_total" { s = $2 } END { print n + 0, s + 0 }'
}
section "cache misses: random job pages of $JOBS, in Sinhala"
read -r renders_before seconds_before < <(render_counts)
misses=$("$WORK/load" -url "$BASE/si/job/{id}" -ids "$JOBS" -c "$CONCURRENCY" -d "$DURATION" -warmup 1s "${headers[@]}")
echo "$misses"
read -r renders_after seconds_after < <(render_counts)
miss_render=$(awk -v n=$((renders_after - renders_before)) -v s1="$seconds_before" -v s2="$seconds_after" \
	'BEGIN { if (n > 0) printf "%.1f ms over %d renders", 1000 * (s2 - s1) / n, n; else print "? (no renders counted)" }')
echo "render under this load, mean: $miss_render"
rss=$(awk '/VmHWM/ {print int($2 / 1024)}' "/proc/$SERVER_PID/status" 2>/dev/null || echo '?')
stop_server

section "summary"
echo "database: $DB ($JOBS jobs)"
printf 'cache hit, /si/job/%s: %s req/s against the bare handler'"'"'s %s: %s %% (goal 50 %%)\n' "$job" "$rrps" "$brps" "$share"
printf 'cache misses, random job pages in Sinhala: %s req/s, p50 %s ms, p99 %s ms (goal 250 ms), non-2xx %s\n' \
	"$(field 'requests/s:' "$misses")" "$(field 'latency p50:' "$misses")" "$(field 'latency p99:' "$misses")" "$(field 'non-2xx:' "$misses")"
printf 'render of a random job page under that load: %s, mean (goal: median 20 ms)\n' "$miss_render"
printf 'server peak RSS: %s MB (goal 300 MB)\n' "$rss"
echo "note: the load generator and the server share this machine's CPUs; load now $(cut -d' ' -f1-3 /proc/loadavg)."
