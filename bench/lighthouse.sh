#!/usr/bin/env bash
# bench/lighthouse.sh measures the public pages in a browser with Lighthouse 13
# (mobile preset: simulated slow 4G and a 4x slower CPU) and Debian's Chromium.
# It starts bin/jobportal with the demo data on a fresh data folder
# (127.0.0.1 only), finds a job, a company and an article through the API, runs
# Lighthouse RUNS times on /, /browse, the job's page, /company, the company's
# page, /blogs, the article and /faq (the longest of the site's own pages), in
# English, Sinhala and Tamil (/si/..., /ta/...), and prints the median of each figure per page
# against the goals (performance >= 90, LCP <= 1.5 s, TBT <= 200 ms,
# CLS <= 0.02, accessibility, best practices and SEO 100), then the
# opportunities and diagnostics Lighthouse lists for the home page. It never
# fails because a page is slow. See bench/README.md.
#
# Run it from anywhere:   bash bench/lighthouse.sh   (or make bench-lighthouse)
# Settings (environment): RUNS (3), CHROME_PATH (/usr/bin/chromium), BENCH_BIN (bin/jobportal),
#                         LIGHTHOUSE (npx --yes lighthouse@13), LH_KEEP (a folder to copy
#                         the JSON reports into; by default they are removed), LH_PAGES (the pages
#                         to measure, by name: home browse job companies company blogs article faq;
#                         all by default), LH_LANGS (the languages, each page's version at its
#                         own address: en si ta by default), LH_FRAMES (a number of loads a page: then also measure
#                         the main thread's long frames in Chromium itself, bench/frames.mjs), LH_THROTTLING
#                         (simulate, Lighthouse's default: one unslowed load, the slow line and CPU worked
#                         out from its trace; or devtools: the load itself slowed in Chromium, so the paints
#                         are the ones the browser saw).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

BIN=${BENCH_BIN:-bin/jobportal}
RUNS=${RUNS:-3}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
read -r -a LIGHTHOUSE <<<"${LIGHTHOUSE:-npx --yes lighthouse@13}"
CHROME_FLAGS="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run"
CATEGORIES=performance,accessibility,best-practices,seo
THROTTLING=${LH_THROTTLING:-simulate}
# lib.sh reads these; this script uses neither PostgreSQL nor the load generator.
PG_URL=
PG_SCHEMA=
CONCURRENCY=
DURATION=

WORK_NAME=jobportal-bench-lighthouse
# shellcheck source=bench/lib.sh
source bench/lib.sh

[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a whole number from 1 (it is '$RUNS')"
[[ $THROTTLING == simulate || $THROTTLING == devtools ]] || die "LH_THROTTLING must be simulate or devtools (it is '$THROTTLING')"
[[ -x $CHROME_PATH ]] || die "no Chromium at $CHROME_PATH (set CHROME_PATH)"
command -v node >/dev/null || die "node is needed to read the reports"

echo "JobPortal pages in Lighthouse — $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
echo "machine: $(uname -sm), $(nproc 2>/dev/null || echo '?') CPUs, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
if [[ ! -x $BIN ]]; then
	echo "building $BIN (it was missing)"
	make build
fi
echo "browser: $("$CHROME_PATH" --version 2>/dev/null | head -n 1)"
echo "lighthouse: $("${LIGHTHOUSE[@]}" --version 2>/dev/null | tail -n 1)"

start_demo
JOB=$(page_of '/api/jobs?limit=1' job)
COMPANY=$(page_of '/api/companies?limit=1' company)
ARTICLE=$(page_of '/api/blogs?limit=1' blog)

PAGES=(/ /browse "$JOB" /company "$COMPANY" /blogs "$ARTICLE" /faq)
NAMES=(home browse job companies company blogs article faq)
if [[ -n ${LH_PAGES:-} ]]; then
	chosen=()
	for want in $LH_PAGES; do
		found=
		for i in "${!NAMES[@]}"; do
			[[ ${NAMES[$i]} == "$want" ]] && chosen+=("${PAGES[$i]}") && found=1
		done
		[[ -n $found ]] || die "LH_PAGES: no page named '$want' (names: ${NAMES[*]})"
	done
	PAGES=("${chosen[@]}")
fi
# Each language's version of a page has its own address: English at the page's
# path, Sinhala and Tamil under /si and /ta.
LANGS=(${LH_LANGS:-en si ta})
ADDRESSES=()
for lang in "${LANGS[@]}"; do
	case $lang in
	en) prefix= ;;
	si | ta) prefix=/$lang ;;
	*) die "LH_LANGS: no language '$lang' (en si ta)" ;;
	esac
	for page in "${PAGES[@]}"; do
		if [[ $page == / && -n $prefix ]]; then ADDRESSES+=("$prefix"); else ADDRESSES+=("$prefix$page"); fi
	done
done
PAGES=("${ADDRESSES[@]}")
mkdir -p "$WORK/reports"
ARGS=()
n=0
for page in "${PAGES[@]}"; do
	n=$((n + 1))
	ARGS+=("$n=$page")
	for run in $(seq 1 "$RUNS"); do
		printf 'lighthouse %s, run %d of %d\n' "$page" "$run" "$RUNS"
		# Each run uses a new Chromium profile, so nothing is cached between runs.
		if ! "${LIGHTHOUSE[@]}" "$BASE$page" --quiet \
			--chrome-flags="$CHROME_FLAGS" \
			--only-categories="$CATEGORIES" \
			--throttling-method="$THROTTLING" \
			--output=json --output-path="$WORK/reports/$n-run$run.json" \
			>"$WORK/lighthouse.log" 2>&1; then
			echo "lighthouse failed on $page; its last lines:" >&2
			tail -n 20 "$WORK/lighthouse.log" >&2
			rm -f "$WORK/reports/$n-run$run.json"
		fi
	done
done

section "median of $RUNS run(s) per page (Lighthouse mobile preset, throttling: $THROTTLING)"
node bench/lighthouse.mjs table "$WORK/reports" "${ARGS[@]}"

section "${PAGES[0]}: opportunities and diagnostics (run with the median performance)"
shopt -s nullglob
home=("$WORK"/reports/1-run*.json)
if ((${#home[@]})); then
	node bench/lighthouse.mjs details "${home[@]}"
else
	echo "no report for ${PAGES[0]}"
fi

if [[ -n ${LH_FRAMES:-} ]]; then
	[[ $LH_FRAMES =~ ^[1-9][0-9]*$ ]] || die "LH_FRAMES must be a whole number from 1 (it is '$LH_FRAMES')"
	section "the main thread's long frames in Chromium, CPU 4x slower, $LH_FRAMES load(s) a page"
	node bench/frames.mjs "$BASE" "$LH_FRAMES" "${PAGES[@]}" || echo "bench/frames.mjs failed" >&2
fi

if [[ -n ${LH_KEEP:-} ]]; then
	mkdir -p "$LH_KEEP"
	cp "$WORK"/reports/*.json "$LH_KEEP"/ 2>/dev/null || true
	echo
	echo "reports kept in $LH_KEEP (n-runR.json, n being the page's place in: ${PAGES[*]})"
fi
echo
echo "note: Lighthouse, Chromium and the server share this machine's CPUs; the"
echo "simulated throttling scales with the CPU, so a busy machine lowers the figures."
