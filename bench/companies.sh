#!/usr/bin/env bash
# bench/companies.sh measures the company directory and a company's page at
# scale: for SQLite and for PostgreSQL it generates 20,000 company pages with
# 200,000 reviews and 200,000 follows by 20,000 job seekers, and 20,000 jobs
# (bench/seedjobs -pages), starts bin/jobportal on them (127.0.0.1 only),
# loads the directory's first page, a filtered page, a search, and the three
# calls of a company's page (the company, its jobs, its reviews) for 10 s each
# with bench/load, and prints the query plans of the statements behind them
# (bench/jobplans -companies), flagging any step that reads a whole table. The
# directory's two pages are measured side by side with a bare net/http handler
# serving the same bytes (bench/bare), gzipped as browsers take them, and the
# real server's share of its requests/s is printed against the goal of 40%.
# It reports figures against the goal (p99 under 10 ms); it never fails
# because something is slow. See bench/README.md.
#
# Run it from anywhere:   bash bench/companies.sh   (or make bench-companies)
# Settings (environment): BENCH_BIN (bin/jobportal), BENCH_PAGES (20000), BENCH_REVIEWS (200000),
#                         BENCH_FOLLOWS (200000), BENCH_PEOPLE (20000), BENCH_JOBS (20000),
#                         BENCH_C (16), BENCH_D (10s), BENCH_DBS ("sqlite postgres"),
#                         BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/test?sslmode=disable),
#                         BENCH_ENCODING (gzip; empty for none) of the side-by-side runs,
#                         BENCH_PPROF (a folder: build the server with -tags benchpprof and keep
#                         a CPU profile of each real run there).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

BIN=${BENCH_BIN:-bin/jobportal}
PAGES=${BENCH_PAGES:-20000}
REVIEWS=${BENCH_REVIEWS:-200000}
FOLLOWS=${BENCH_FOLLOWS:-200000}
PEOPLE=${BENCH_PEOPLE:-20000}
JOBS=${BENCH_JOBS:-20000}
CONCURRENCY=${BENCH_C:-16}
DURATION=${BENCH_D:-10s}
DBS=${BENCH_DBS:-sqlite postgres}
PG_URL=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}
PG_SCHEMA=bench_companies_$$
ENCODING=${BENCH_ENCODING-gzip}
PPROF=${BENCH_PPROF:-}
GOAL_MS=10
# The least share of the bare handler's requests/s, in %, of the lists
# measured side by side (issue 13).
LIST_SHARE=40
# The word searched for: the generated pages of one industry in nineteen use it.
WORD=software
# The company whose page is loaded: the first company account's, which has
# jobs and reviews.
COMPANY=1

# The addresses: name, path, and the share goal of those measured side by side.
TARGETS=(
	"directory, first page|/api/companies|$LIST_SHARE"
	"directory, filtered, page 2|/api/companies?industry=IT+and+Software&location=Colombo&page=2|$LIST_SHARE"
	"search|/api/companies/search?q=$WORD"
	"company page: the company|/api/companies/$COMPANY"
	"company page: its jobs|/api/companies/$COMPANY/jobs"
	"company page: its reviews|/api/companies/$COMPANY/reviews"
)

WORK_NAME=jobportal-bench-companies
# shellcheck source=bench/lib.sh
source bench/lib.sh

echo "JobPortal companies at scale — $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
build_tools jobplans bare
if [[ -n $PPROF ]]; then
	mkdir -p "$PPROF"
	echo "building the server with -tags benchpprof; CPU profiles go to $PPROF"
	go build -trimpath -tags benchpprof -o "$WORK/jobportal-pprof" ./cmd/jobportal
	BIN=$WORK/jobportal-pprof
fi
echo "pages: $PAGES; reviews: $REVIEWS; follows: $FOLLOWS; jobs: $JOBS; load: -c $CONCURRENCY for $DURATION per address after 1 s of warm-up"

SUMMARY=()
for db in $DBS; do
	dsn=$(database_url "$db")
	[[ $db == postgres ]] && PG_DSN=$dsn
	section "$db: seeding $PAGES company pages, $REVIEWS reviews, $FOLLOWS follows and $JOBS jobs"
	"$WORK/seedjobs" -db "$dsn" -n "$JOBS" -fresh -pages "$PAGES" -people "$PEOPLE" -reviews "$REVIEWS" \
		-follows "$FOLLOWS" 2>/dev/null || die "seeding $db failed"

	if [[ -n $PPROF ]]; then
		PPROF_ADDR=127.0.0.1:$(free_port) || die "found no free port on 127.0.0.1"
		export BENCH_PPROF_ADDR=$PPROF_ADDR
	fi
	start_server "$dsn"
	echo "server: pid $SERVER_PID on $BASE"
	for t in "${TARGETS[@]}"; do
		IFS='|' read -r name path share_goal <<<"$t"
		body=$(curl -s --max-time 10 "$BASE$path") || die "GET $path failed"
		[[ $body == '{"success":true'* ]] || die "GET $path failed: ${body:0:300}"
		section "$db: $name — GET $path"
		prof_pid=
		if [[ -n $PPROF ]]; then
			# A CPU profile of the run of this address alone (measure_shared
			# keeps its own of the side-by-side run).
			secs=${DURATION%s}
			curl -s --max-time $((${secs%.*} + 20)) -o "$PPROF/$db-${name//[^a-z0-9]/_}-alone.pprof" \
				"http://$PPROF_ADDR/debug/pprof/profile?seconds=${secs%.*}" &
			prof_pid=$!
		fi
		measure "$db" "$name" "$path" "$GOAL_MS"
		if [[ -n $prof_pid ]]; then wait "$prof_pid"; fi
		if [[ -n $share_goal ]]; then measure_shared "$db" "$name" "$path" "$GOAL_MS" "$share_goal"; fi
	done
	stop_server

	section "$db: query plans"
	"$WORK/jobplans" -db "$dsn" -companies -common "$WORD" -company "$COMPANY" || die "query plans of $db failed"
done

summary
shares_summary
