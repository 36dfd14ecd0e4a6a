#!/usr/bin/env bash
# bench/edge.sh measures what the protocol a reader's browser speaks to the site's edge (the load
# balancer in front of the servers, docs/OPERATIONS.md) does to a page on a slow line. It starts
# bin/jobportal with the demo data on a fresh data folder (127.0.0.1 only), and HAProxy in front of
# it with two HTTPS frontends on a throwaway self-signed certificate: one that offers the browser
# HTTP/1.1 only, one that offers HTTP/2. Then, for each page and each frontend, it runs
# bench/frames.mjs with NET=slow4g (Lighthouse's slow line: 562.5 ms a request, 1.47 Mbit/s down)
# and CPU 4x, and prints its lines: when the content was on screen (FCP), when the page had
# loaded and when the app had hydrated it, and the first tap at the load event. Over HTTP/1.1 a
# browser opens six connections to a server, so a page's fifteen or so code files come in waves of
# six, a slow line's latency each; over HTTP/2 they come together. It never fails because a page
# is slow. See bench/README.md.
#
# Run it from anywhere:   bash bench/edge.sh   (or make bench-edge)
# Then it runs Lighthouse (mobile preset, performance only) on the same pages through each
# frontend and prints the medians as bench/lighthouse.sh does: over HTTPS each connection costs a
# handshake, which bench/lighthouse.sh on plain HTTP does not show.
# Settings (environment): RUNS (3 loads a page and frontend), BENCH_BIN (bin/jobportal),
#                         EDGE_PAGES (the pages, by name: home job company si-job; all by default),
#                         TAP (menu or save, as bench/frames.mjs; menu by default: the home page has no Save),
#                         EDGE_LIGHTHOUSE (Lighthouse runs a page and frontend, 1 by default; 0 for none),
#                         LIGHTHOUSE (npx --yes lighthouse@13), CHROME_PATH.
# Needs haproxy, openssl, curl, node and Chromium (Debian's packages haproxy, openssl, chromium).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

BIN=${BENCH_BIN:-bin/jobportal}
RUNS=${RUNS:-3}
export TAP=${TAP:-menu}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
# lib.sh reads these; this script uses neither PostgreSQL nor the load generator.
PG_URL=
PG_SCHEMA=
CONCURRENCY=
DURATION=

WORK_NAME=jobportal-bench-edge
# shellcheck source=bench/lib.sh
source bench/lib.sh

HAPROXY_PID=
stop_edge() {
	if [[ -n $HAPROXY_PID ]]; then
		kill "$HAPROXY_PID" 2>/dev/null || true
		wait "$HAPROXY_PID" 2>/dev/null || true
	fi
	cleanup
}
trap stop_edge EXIT

LH_RUNS=${EDGE_LIGHTHOUSE:-1}
read -r -a LIGHTHOUSE <<<"${LIGHTHOUSE:-npx --yes lighthouse@13}"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a whole number from 1 (it is '$RUNS')"
[[ $LH_RUNS =~ ^[0-9]+$ ]] || die "EDGE_LIGHTHOUSE must be a whole number (it is '$LH_RUNS')"
for tool in haproxy openssl curl node; do
	command -v "$tool" >/dev/null || die "$tool is needed (apt-get install -y haproxy openssl curl nodejs)"
done
[[ -x $CHROME_PATH ]] || die "no Chromium at $CHROME_PATH (set CHROME_PATH)"
NAMES=(home job company si-job)
# CHOSEN holds the places in NAMES (and PAGES, LANGS below) of the pages to measure.
CHOSEN=()
for want in ${EDGE_PAGES:-${NAMES[*]}}; do
	found=
	for i in "${!NAMES[@]}"; do
		[[ ${NAMES[$i]} == "$want" ]] && CHOSEN+=("$i") && found=1
	done
	[[ -n $found ]] || die "EDGE_PAGES: no page named '$want' (names: ${NAMES[*]})"
done

echo "JobPortal pages on a slow line, HTTP/1.1 against HTTP/2 at the edge — $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
echo "machine: $(uname -sm), $(nproc 2>/dev/null || echo '?') CPUs, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
if [[ ! -x $BIN ]]; then
	echo "building $BIN (it was missing)"
	make build
fi
echo "edge: $(haproxy -v | head -n 1)"

start_demo
JOB=$(page_of '/api/jobs?limit=1' job)
COMPANY=$(page_of '/api/companies?limit=1' company)
PAGES=(/ "$JOB" "$COMPANY" "/si$JOB")
LANGS=(en en en si)

# A certificate for 127.0.0.1 that lives as long as this run; the browser is told to accept it.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
	-keyout "$WORK/key.pem" -out "$WORK/cert.pem" 2>/dev/null || die "openssl could not make a certificate"
cat "$WORK/cert.pem" "$WORK/key.pem" >"$WORK/site.pem"
H1=$(free_port) || die "found no free port on 127.0.0.1"
H2=$(free_port) || die "found no free port on 127.0.0.1"
cat >"$WORK/haproxy.cfg" <<EOF
global
    log stderr format raw local0 err
defaults
    mode http
    timeout connect 5s
    timeout client 60s
    timeout server 60s
    option forwardfor
frontend http1
    bind 127.0.0.1:$H1 ssl crt $WORK/site.pem alpn http/1.1
    default_backend servers
frontend http2
    bind 127.0.0.1:$H2 ssl crt $WORK/site.pem alpn h2,http/1.1
    default_backend servers
backend servers
    server s1 ${BASE#http://}
EOF
haproxy -f "$WORK/haproxy.cfg" >"$WORK/haproxy.log" 2>&1 &
HAPROXY_PID=$!
for port in "$H1" "$H2"; do
	ready=
	for _ in $(seq 1 100); do
		[[ $(curl -sk -o /dev/null -w '%{http_code}' --max-time 1 "https://127.0.0.1:$port/healthz" || true) == 200 ]] && ready=1 && break
		kill -0 "$HAPROXY_PID" 2>/dev/null || die "haproxy exited: $(tail -n 5 "$WORK/haproxy.log")"
		sleep 0.1
	done
	[[ -n $ready ]] || die "haproxy did not answer on port $port within 10 s"
done
echo "edge: https://127.0.0.1:$H1 offers HTTP/$(curl -sk -o /dev/null -w '%{http_version}' "https://127.0.0.1:$H1/"), https://127.0.0.1:$H2 offers HTTP/$(curl -sk --http2 -o /dev/null -w '%{http_version}' "https://127.0.0.1:$H2/")"

for i in "${CHOSEN[@]}"; do
	section "${NAMES[$i]} (${PAGES[$i]}), NET=slow4g, CPU 4x, tap: $TAP, $RUNS load(s)"
	for edge in "HTTP/1.1 $H1" "HTTP/2 $H2"; do
		read -r protocol port <<<"$edge"
		printf '%-8s ' "$protocol"
		NET=slow4g LANG_COOKIE=${LANGS[$i]} node bench/frames.mjs "https://127.0.0.1:$port" "$RUNS" "${PAGES[$i]}" | head -n 1 ||
			echo "bench/frames.mjs failed"
	done
done

((LH_RUNS > 0)) || exit 0
for edge in "HTTP/1.1 $H1" "HTTP/2 $H2"; do
	read -r protocol port <<<"$edge"
	dir=$WORK/lighthouse-${protocol//[^0-9]/}
	mkdir -p "$dir"
	ARGS=()
	n=0
	for i in "${CHOSEN[@]}"; do
		n=$((n + 1))
		ARGS+=("$n=${PAGES[$i]}")
		for run in $(seq 1 "$LH_RUNS"); do
			printf 'lighthouse %s over %s, run %d of %d\n' "${PAGES[$i]}" "$protocol" "$run" "$LH_RUNS"
			# A new Chromium profile each run, so nothing is cached between runs.
			"${LIGHTHOUSE[@]}" "https://127.0.0.1:$port${PAGES[$i]}" --quiet \
				--chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --ignore-certificate-errors" \
				--only-categories=performance --output=json --output-path="$dir/$n-run$run.json" \
				>"$WORK/lighthouse.log" 2>&1 || { echo "lighthouse failed; its last lines:" >&2; tail -n 10 "$WORK/lighthouse.log" >&2; }
		done
	done
	section "Lighthouse through $protocol, median of $LH_RUNS run(s) a page (performance only)"
	node bench/lighthouse.mjs table "$dir" "${ARGS[@]}"
done
