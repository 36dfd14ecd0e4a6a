#!/usr/bin/env bash
# bench/jobs.sh measures the job lists, search and a job's page at scale: for
# SQLite and for PostgreSQL it generates 100,000 jobs (bench/seedjobs), starts
# bin/jobportal on them (127.0.0.1 only), and for each of five addresses loads
# the real server, then a bare net/http handler (bench/bare) that serves the
# very same bytes and headers fetched once from it, with the same load
# generator settings (bench/load, 16 connections, Accept-Encoding: gzip as
# browsers send). It prints requests/s, p50 and p99 of both and the real
# server's share of the bare handler's requests/s, against the goals; then the
# query plans of the statements behind the lists (bench/jobplans), flagging
# any step that reads a whole table. It never fails because something is slow.
# See bench/README.md.
#
# Run it from anywhere:   bash bench/jobs.sh
# Settings (environment): BENCH_BIN (bin/jobportal), BENCH_JOBS or JOBS (100000), BENCH_C (16),
#                         BENCH_D (10s), BENCH_DBS ("sqlite postgres"),
#                         BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/test?sslmode=disable),
#                         BENCH_ENCODING (gzip; empty for none),
#                         BENCH_PPROF (a folder: build the server with -tags benchpprof and keep
#                         a CPU profile of each real run there),
#                         BENCH_PG_SCHEMA (a schema to use and keep), BENCH_SEED (no: use its jobs).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

BIN=${BENCH_BIN:-bin/jobportal}
JOBS=${BENCH_JOBS:-${JOBS:-100000}}
CONCURRENCY=${BENCH_C:-16}
DURATION=${BENCH_D:-10s}
DBS=${BENCH_DBS:-sqlite postgres}
PG_URL=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}
ENCODING=${BENCH_ENCODING-gzip}
PPROF=${BENCH_PPROF:-}
# BENCH_PG_SCHEMA names a schema that is kept after the run (a million jobs
# take minutes to generate); BENCH_SEED=no then measures the jobs already in it.
PG_SCHEMA=${BENCH_PG_SCHEMA:-bench_jobs_$$}
KEEP_SCHEMA=${BENCH_PG_SCHEMA:+yes}
SEED=${BENCH_SEED:-yes}
# Goals of issue 13: p99 in ms, and the real server's least share of the
# bare handler's requests/s, in percent.
LIST_GOAL_MS=10
SEARCH_GOAL_MS=20
LIST_SHARE=40
SEARCH_SHARE=25
PAGE_SHARE=50

# The addresses measured: name, path (JOB is replaced by a job's id), p99 goal in ms, share goal in %.
TARGETS=(
	"list, first page|/api/jobs|$LIST_GOAL_MS|$LIST_SHARE"
	"list, filtered, page 3|/api/jobs?jobType=Full+Time+Jobs&location=Colombo&mainTopics=Private+Jobs&page=3|$LIST_GOAL_MS|$LIST_SHARE"
	"search, common word|/api/jobs/search?q=accountant|$SEARCH_GOAL_MS|$SEARCH_SHARE"
	"search, rare word|/api/jobs/search?q=gemmologist|$SEARCH_GOAL_MS|$SEARCH_SHARE"
	"job page HTML|/job/JOB|$LIST_GOAL_MS|$PAGE_SHARE"
)

WORK_NAME=jobportal-bench-jobs
# shellcheck source=bench/lib.sh
source bench/lib.sh

echo "JobPortal job lists at scale — $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
build_tools jobplans bare
if [[ -n $PPROF ]]; then
	mkdir -p "$PPROF"
	echo "building the server with -tags benchpprof; CPU profiles go to $PPROF"
	go build -trimpath -tags benchpprof -o "$WORK/jobportal-pprof" ./cmd/jobportal
	BIN=$WORK/jobportal-pprof
fi
echo "jobs: $JOBS; load: -c $CONCURRENCY for $DURATION per address after 1 s of warm-up; Accept-Encoding: ${ENCODING:-none}"

SHARES=()
for db in $DBS; do
	dsn=$(database_url "$db")
	[[ $db == postgres && -z $KEEP_SCHEMA ]] && PG_DSN=$dsn
	if [[ $SEED == no && $db == postgres && -n $KEEP_SCHEMA ]]; then
		section "$db: the jobs already in schema $PG_SCHEMA (BENCH_SEED=no)"
	else
		section "$db: seeding $JOBS jobs"
		"$WORK/seedjobs" -db "$dsn" -n "$JOBS" -fresh 2>/dev/null || die "seeding $db failed"
	fi

	if [[ -n $PPROF ]]; then
		PPROF_ADDR=127.0.0.1:$(free_port) || die "found no free port on 127.0.0.1"
		export BENCH_PPROF_ADDR=$PPROF_ADDR
	fi
	start_server "$dsn"
	echo "server: pid $SERVER_PID on $BASE"
	job=
	for t in "${TARGETS[@]}"; do
		IFS='|' read -r name path goal share_goal <<<"$t"
		if [[ $path == */JOB ]]; then
			path=${path/JOB/$job}
			code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 "$BASE$path") || die "GET $path failed"
			[[ $code == 200 ]] || die "GET $path answered $code"
			section "$db: $name — GET $path"
		else
			body=$(curl -s --max-time 10 "$BASE$path") || die "GET $path failed"
			total=$(sed -nE 's/.*"total":([0-9]+),"totalPages".*/\1/p' <<<"$body")
			[[ -n $total ]] || die "GET $path gave no list: ${body:0:300}"
			[[ -z $job ]] && job=$(grep -oE '"id":[0-9]+' <<<"$body" | head -n 1 | cut -d: -f2)
			section "$db: $name — GET $path ($total jobs match)"
		fi
		measure_shared "$db" "$name" "$path" "$goal" "$share_goal"
	done
	stop_server

	section "$db: query plans"
	"$WORK/jobplans" -db "$dsn" || die "query plans of $db failed"
done

shares_summary
echo "note: the load generator, the server and the database share this machine's CPUs; load now $(cut -d' ' -f1-3 /proc/loadavg)."
