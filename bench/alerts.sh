#!/usr/bin/env bash
# bench/alerts.sh measures one daily run of the job alerts' worker at scale:
# for SQLite and for PostgreSQL it seeds 100,000 daily alerts of 25,000 job
# seekers, 20,000 older jobs and 2,000 jobs approved in the day before the
# run (bench/alerts -seed), then runs the worker once at 07:00 Colombo time
# with a mail sender that only counts (bench/alerts -run), and prints the
# time, the emails, the process's peak RSS and the peak of Go's heap against
# the goal (under 60 s and 200 MB). It never fails because something is slow.
#
# Run it from anywhere:   bash bench/alerts.sh   (or make bench-alerts)
# Settings (environment): BENCH_ALERTS (100000), BENCH_PEOPLE (25000), BENCH_JOBS (2000),
#                         BENCH_OLD_JOBS (20000), BENCH_DBS ("sqlite postgres"),
#                         BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/test?sslmode=disable).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

BIN=${BENCH_BIN:-bin/jobportal}
ALERTS=${BENCH_ALERTS:-100000}
PEOPLE=${BENCH_PEOPLE:-25000}
JOBS=${BENCH_JOBS:-2000}
OLD=${BENCH_OLD_JOBS:-20000}
DBS=${BENCH_DBS:-sqlite postgres}
PG_URL=${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}
PG_SCHEMA=bench_alerts_$$
CONCURRENCY=1
DURATION=0s

WORK_NAME=jobportal-bench-alerts
# shellcheck source=bench/lib.sh
source bench/lib.sh

echo "JobPortal job alerts at scale — $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
build_tools alerts
echo "daily alerts: $ALERTS of $PEOPLE job seekers; jobs: $JOBS new in the day, $OLD older"

RESULTS=()
for db in $DBS; do
	dsn=$(database_url "$db")
	[[ $db == postgres ]] && PG_DSN=$dsn
	section "$db: seeding"
	"$WORK/alerts" -db "$dsn" -seed -alerts "$ALERTS" -people "$PEOPLE" -jobs "$JOBS" -old "$OLD" || die "seeding $db failed"
	section "$db: one daily run"
	out=$("$WORK/alerts" -db "$dsn" -run) || die "the run on $db failed"
	echo "$out"
	RESULTS+=("$(printf '%-9s %s' "$db" "$(tr '\n' ';' <<<"$out")")")
done

section "summary"
printf '%s\n' "${RESULTS[@]}"
echo
echo "note: other programs share this machine's CPUs (load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'))."
