#!/usr/bin/env bash
# bench/jobs.sh measures the job lists and search at scale: for SQLite and for
# PostgreSQL it generates 100,000 jobs (bench/seedjobs), starts bin/jobportal
# on them (127.0.0.1 only), loads four addresses for 10 s each with
# bench/load, and prints the query plans of the statements behind them
# (bench/jobplans), flagging any step that reads a whole table. It reports
# figures against the goals (p99 under 20 ms for lists, 50 ms for search);
# it never fails because something is slow. See bench/README.md.
#
# Run it from anywhere:   bash bench/jobs.sh
# Settings (environment): BENCH_BIN (bin/jobportal), BENCH_JOBS (100000), BENCH_C (16), BENCH_D (10s),
#                         BENCH_DBS ("sqlite postgres"),
#                         BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/test?sslmode=disable).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

BIN=${BENCH_BIN:-bin/jobportal}
JOBS=${BENCH_JOBS:-100000}
CONCURRENCY=${BENCH_C:-16}
DURATION=${BENCH_D:-10s}
DBS=${BENCH_DBS:-sqlite postgres}
PG_URL=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}
PG_SCHEMA=bench_jobs_$$
LIST_GOAL_MS=20
SEARCH_GOAL_MS=50

# The four addresses measured: name, path, goal for p99 in ms.
TARGETS=(
	"list, first page|/api/jobs|$LIST_GOAL_MS"
	"list, filtered, page 3|/api/jobs?jobType=Full+Time+Jobs&location=Colombo&mainTopics=Private+Jobs&page=3|$LIST_GOAL_MS"
	"search, common word|/api/jobs/search?q=accountant|$SEARCH_GOAL_MS"
	"search, rare word|/api/jobs/search?q=gemmologist|$SEARCH_GOAL_MS"
)

WORK_NAME=jobportal-bench-jobs
# shellcheck source=bench/lib.sh
source bench/lib.sh

echo "JobPortal job lists at scale — $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
build_tools jobplans
echo "jobs: $JOBS; load: -c $CONCURRENCY for $DURATION per address after 1 s of warm-up"

SUMMARY=()
for db in $DBS; do
	dsn=$(database_url "$db")
	[[ $db == postgres ]] && PG_DSN=$dsn
	section "$db: seeding $JOBS jobs"
	"$WORK/seedjobs" -db "$dsn" -n "$JOBS" -fresh 2>/dev/null || die "seeding $db failed"

	start_server "$dsn"
	echo "server: pid $SERVER_PID on $BASE"
	for t in "${TARGETS[@]}"; do
		IFS='|' read -r name path goal <<<"$t"
		body=$(curl -s --max-time 10 "$BASE$path") || die "GET $path failed"
		total=$(sed -nE 's/.*"total":([0-9]+),"totalPages".*/\1/p' <<<"$body")
		[[ -n $total ]] || die "GET $path gave no list: ${body:0:300}"
		section "$db: $name — GET $path ($total jobs match)"
		measure "$db" "$name" "$path" "$goal"
	done
	stop_server

	section "$db: query plans"
	"$WORK/jobplans" -db "$dsn" || die "query plans of $db failed"
done

summary
