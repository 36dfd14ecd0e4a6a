#!/usr/bin/env bash
# bench/run.sh prints performance figures of the job portal, measured on this
# machine: binary size, cold start, gzip size of the home page's JavaScript
# and throughput of GET /api/auth/status with and without a session. It only
# reports figures; it never fails because something is slow. See
# bench/README.md.
#
# Run it from anywhere:   bash bench/run.sh
# Settings (environment): BENCH_WEB_DIST (default web/dist), BENCH_C (32),
#                         BENCH_D (10s), BENCH_RUNS (5 cold starts).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

BIN=bin/jobportal
WEB_DIST=${BENCH_WEB_DIST:-web/dist}
CONCURRENCY=${BENCH_C:-32}
DURATION=${BENCH_D:-10s}
COLD_RUNS=${BENCH_RUNS:-5}
JS_GOAL_KB=120
DEMO_EMAIL=seeker@demo.jobportal.lk
DEMO_PASSWORD=demo-pass-2026

WORK_NAME=jobportal-bench
# shellcheck source=bench/lib.sh
source bench/lib.sh

# kb prints a byte count in KB (1 KB = 1024 bytes) with one decimal.
kb() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1024 }'; }

# attr prints the value of attribute $2 in the HTML tag $1 (quoted or not).
attr() {
	sed -nE "s/.*[[:space:]]$2[[:space:]]*=[[:space:]]*(\"([^\"]*)\"|'([^']*)'|([^[:space:]>]+)).*/\2\3\4/Ip" <<<"$1" | head -n 1
}

# home_page_js prints, once each, the local paths of the JavaScript files that
# index.html ($1) loads: <script type="module" src> and <link rel="modulepreload" href>.
# Files on other sites come out as "external URL".
home_page_js() {
	local html=$1 tag kind url
	tr '\n' ' ' <"$html" | grep -oiE '<(script|link)[[:space:]][^>]*>' | while IFS= read -r tag; do
		url=
		case ${tag,,} in
		'<script'*)
			kind=$(attr "$tag" type)
			[[ ${kind,,} != module ]] || url=$(attr "$tag" src)
			;;
		'<link'*)
			kind=$(attr "$tag" rel)
			[[ ${kind,,} != modulepreload ]] || url=$(attr "$tag" href)
			;;
		esac
		[[ -n $url ]] || continue
		case $url in
		http://* | https://* | //*) echo "external $url" ;;
		*)
			url=${url%%[?#]*}
			echo "$(dirname "$html")/${url#/}"
			;;
		esac
	done | awk '!seen[$0]++'
}

echo "JobPortal benchmark — $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
echo "machine: $(uname -sm), $(nproc 2>/dev/null || echo '?') CPUs, $(go version | awk '{print $3}')"

# --- Build -------------------------------------------------------------------
if [[ ! -x $BIN ]]; then
	echo "building $BIN (it was missing)"
	go build -o "$BIN" ./cmd/jobportal
fi
go build -o "$WORK/load" ./bench/load
go build -o "$WORK/coldstart" ./bench/coldstart

# --- Binary size -------------------------------------------------------------
section "binary size"
size=$(stat -c %s "$BIN" 2>/dev/null || wc -c <"$BIN")
size=${size//[[:space:]]/}
awk -v b="$size" -v f="$BIN" 'BEGIN { printf "%s: %d bytes (%.2f MB)\n", f, b, b / 1048576 }'

# --- Cold start --------------------------------------------------------------
section "cold start (exec to first 200 from /healthz, fresh DATA_DIR, polled every 5 ms)"
"$WORK/coldstart" -bin "$BIN" -runs "$COLD_RUNS" -interval 5ms

# --- JavaScript of the home page ---------------------------------------------
section "home page JavaScript (gzip -9)"
if [[ ! -f $WEB_DIST/index.html ]]; then
	echo "skipped: $WEB_DIST/index.html is missing (build the web app first, e.g. make build)"
else
	mapfile -t js_files < <(home_page_js "$WEB_DIST/index.html")
	if ((${#js_files[@]} == 0)); then
		echo "no <script type=module src> or <link rel=modulepreload href> in $WEB_DIST/index.html"
	fi
	total=0 counted=0
	for f in "${js_files[@]}"; do
		if [[ $f == "external "* ]]; then
			echo "skipped (not served by JobPortal): ${f#external }"
			continue
		elif [[ ! -f $f ]]; then
			echo "missing: $f (named by index.html)"
			continue
		fi
		raw=$(wc -c <"$f")
		gz=$(gzip -9 -c "$f" | wc -c)
		raw=${raw//[[:space:]]/} gz=${gz//[[:space:]]/}
		total=$((total + gz)) counted=$((counted + 1))
		printf '%-50s %8s KB raw %8s KB gzip\n' "${f#"$WEB_DIST"/}" "$(kb "$raw")" "$(kb "$gz")"
	done
	if ((counted == 0)); then
		echo "total: no JavaScript file measured"
	else
		if ((total < JS_GOAL_KB * 1024)); then verdict="under"; else verdict="NOT under"; fi
		echo "total: $(kb "$total") KB gzip in $counted files, $verdict the $JS_GOAL_KB KB goal"
	fi
fi

# --- Load: GET /api/auth/status ----------------------------------------------
section "load: GET /api/auth/status"
start_server "" -demo
echo "server: pid $SERVER_PID on $BASE with -demo (log: discarded at the end)"
wait_quiet

login=$(curl -s --max-time 10 -H 'Content-Type: application/json' \
	-d "{\"email\":\"$DEMO_EMAIL\",\"password\":\"$DEMO_PASSWORD\"}" "$BASE/api/customers/login") ||
	die "POST /api/customers/login failed"
TOKEN=$(sed -nE 's/.*"token"[[:space:]]*:[[:space:]]*"([^"]+)".*/\1/p' <<<"$login")
[[ -n $TOKEN ]] || die "no token in the sign-in answer: $login"
status=$(curl -s --max-time 10 -H "x-auth-token: $TOKEN" "$BASE/api/auth/status") || die "GET /api/auth/status failed"
[[ $status == *'"authenticated":true'* ]] || die "the token does not authenticate: $status"
echo "signed in as $DEMO_EMAIL (GET /api/auth/status with the token says authenticated)"

echo
echo "-- signed in (x-auth-token of the demo customer) --"
"$WORK/load" -url "$BASE/api/auth/status" -header "x-auth-token: $TOKEN" \
	-c "$CONCURRENCY" -d "$DURATION" -warmup 1s

echo
echo "-- anonymous (no token) --"
"$WORK/load" -url "$BASE/api/auth/status" -c "$CONCURRENCY" -d "$DURATION" -warmup 1s

echo
echo "note: the load generator and the server share this machine's CPUs."
