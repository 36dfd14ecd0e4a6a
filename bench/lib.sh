# bench/lib.sh holds what the benchmark scripts (bench/run.sh, jobs.sh, companies.sh,
# blog.sh, alerts.sh, pages.sh, lighthouse.sh and edge.sh) share: a temporary folder,
# building the tools, starting and stopping bin/jobportal on a database (or with
# the demo data, and finding its pages), cleaning up, and measuring one address
# with bench/load. It is sourced, after the caller has set BIN, PG_URL, PG_SCHEMA,
# CONCURRENCY, DURATION and the name of its work folder (WORK_NAME).

WORK=$(mktemp -d "${TMPDIR:-/tmp}/$WORK_NAME.XXXXXX")
SERVER_PID=
BARE_PID=
PG_DSN=
SHARES=()

# stop_server stops the server this script started, if it runs.
stop_server() {
	if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
		kill -TERM "$SERVER_PID" 2>/dev/null || true
		for _ in $(seq 1 50); do
			kill -0 "$SERVER_PID" 2>/dev/null || break
			sleep 0.1
		done
		kill -KILL "$SERVER_PID" 2>/dev/null || true
		wait "$SERVER_PID" 2>/dev/null || true
	fi
	SERVER_PID=
}

# cleanup stops the server, drops the PostgreSQL schema and removes the files.
cleanup() {
	stop_server
	if [[ -n $BARE_PID ]]; then
		kill "$BARE_PID" 2>/dev/null || true
	fi
	if [[ -n $PG_DSN && -x $WORK/seedjobs ]]; then
		"$WORK/seedjobs" -db "$PG_DSN" -drop || true
	fi
	rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

section() { printf '\n== %s ==\n' "$1"; }

die() {
	echo "bench: $*" >&2
	if [[ -s $WORK/server.log ]]; then
		echo "bench: last lines of the server log:" >&2
		tail -n 20 "$WORK/server.log" >&2
	fi
	exit 1
}

# free_port prints a TCP port on 127.0.0.1 that nothing answers on.
free_port() {
	local port
	for _ in $(seq 1 100); do
		port=$((20000 + RANDOM % 40000))
		if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
			echo "$port"
			return 0
		fi
	done
	return 1
}

# start_server starts bin/jobportal on database $1 (empty: the SQLite file of its data folder),
# with the flags that follow, and waits for /healthz.
start_server() {
	local port
	port=$(free_port) || die "found no free port on 127.0.0.1"
	BASE=http://127.0.0.1:$port
	mkdir -p "$WORK/data"
	ADDR=127.0.0.1:$port DATA_DIR=$WORK/data DATABASE_URL=$1 BASE_URL=$BASE \
		ADMIN_USERNAME=admin ADMIN_PASSWORD="bench-$RANDOM$RANDOM" \
		"$BIN" "${@:2}" >"$WORK/server.log" 2>&1 &
	SERVER_PID=$!
	for _ in $(seq 1 600); do
		kill -0 "$SERVER_PID" 2>/dev/null || die "the server exited before answering"
		[[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$BASE/healthz" || true) == 200 ]] && return 0
		sleep 0.05
	done
	die "the server did not answer /healthz within 30 s"
}

# wait_quiet waits until the server started by start_server has stopped
# working on its own: with -demo, it makes the WebP copies of the demo's
# pictures in the background for about half a minute after it starts
# (docs/DECISIONS.md, "Copies"), which a site that has been up for a while
# has long done. Quiet is under 5 % of one core for a whole second, read from
# /proc; at most 3 minutes. Without /proc it waits for nothing.
wait_quiet() {
	local stat=/proc/$SERVER_PID/stat tick before after waited=0
	[[ -r $stat ]] || return 0
	tick=$(getconf CLK_TCK 2>/dev/null || echo 100)
	before=$(awk '{print $14 + $15}' "$stat")
	while ((waited < 180)); do
		sleep 1
		waited=$((waited + 1))
		after=$(awk '{print $14 + $15}' "$stat" 2>/dev/null) || die "the server exited while starting"
		if (((after - before) * 20 < tick)); then
			echo "server: quiet after ${waited} s (it had used $((after * 1000 / tick)) ms of CPU)"
			return 0
		fi
		before=$after
	done
	echo "server: still busy after ${waited} s; measuring anyway"
}

# start_demo starts bin/jobportal with the demo data on a fresh SQLite database
# (start_server) and waits until it is quiet (wait_quiet).
start_demo() {
	start_server "" -demo
	echo "server: $BASE (demo data, fresh SQLite database)"
	wait_quiet
}

# page_of prints the page address of the first item of the server's API list
# $1 (kind $2: job, company or blog), read by bench/lighthouse.mjs.
page_of() {
	curl -sf --max-time 10 "$BASE$1" -o "$WORK/answer.json" || die "GET $1 failed"
	node bench/lighthouse.mjs path "$2" "$WORK/answer.json" || die "GET $1 gave no $2"
}

# field prints the value after "$1" in the load generator's output $2.
field() { sed -nE "s|^$1[[:space:]]+([0-9.]+).*|\1|p" <<<"$2" | head -n 1; }

# database_url prints the address of database $1 (sqlite or postgres) for
# this run: a file in the work folder, or the PostgreSQL schema of this run,
# which cleanup drops.
database_url() {
	case $1 in
	sqlite) echo "$WORK/$1.db" ;;
	postgres)
		if [[ $PG_URL == *\?* ]]; then echo "$PG_URL&search_path=$PG_SCHEMA"; else echo "$PG_URL?search_path=$PG_SCHEMA"; fi
		;;
	*) die "unknown database $1 in BENCH_DBS (sqlite, postgres)" ;;
	esac
}

# measure loads address $3 (a path) of database $1 for DURATION and adds a
# line to SUMMARY: the database, the name $2, requests/s, p50, p99, the goal
# $4 for p99 in ms, whether it was met, and the answers that were not 2xx.
measure() {
	local db=$1 name=$2 path=$3 goal=$4 out p50 p99 rps non2xx met
	out=$("$WORK/load" -url "$BASE$path" -c "$CONCURRENCY" -d "$DURATION" -warmup 1s)
	echo "$out"
	p50=$(field 'latency p50:' "$out")
	p99=$(field 'latency p99:' "$out")
	rps=$(field 'requests/s:' "$out")
	non2xx=$(field 'non-2xx:' "$out")
	met=$(awk -v p="$p99" -v g="$goal" 'BEGIN { print (p < g) ? "yes" : "NO" }')
	SUMMARY+=("$(printf '%-9s %-30s %9s %9s %9s %6s ms  %-4s %s' "$db" "$name" "$rps" "$p50" "$p99" "$goal" "$met" "$non2xx")")
}

# measure_shared loads address $3 (a path) of database $1 on the real server,
# then on a bare net/http handler (bench/bare, which the caller builds) serving
# the very same answer, fetched once from the server with the same headers,
# both with Accept-Encoding: $ENCODING (gzip unless BENCH_ENCODING says
# otherwise) as browsers send, and adds a line to SHARES: requests/s, p50 and
# p99 of both, the real server's share of the bare handler's requests/s
# against the goal $5 (in %), and p99 against the goal $4 (in ms). With PPROF
# (a folder) and PPROF_ADDR (the server's pprof listener, -tags benchpprof)
# set, a CPU profile of the real server's run is kept in that folder.
measure_shared() {
	local db=$1 name=$2 path=$3 goal=$4 share_goal=$5 real bare port headers=() prof_pid=
	[[ -n ${ENCODING:-} ]] && headers=(-header "Accept-Encoding: $ENCODING")
	if [[ -n ${PPROF:-} && -n ${PPROF_ADDR:-} ]]; then
		local secs=${DURATION%s}
		curl -s --max-time $((${secs%.*} + 20)) -o "$PPROF/$db-${name//[^a-z0-9]/_}.pprof" \
			"http://$PPROF_ADDR/debug/pprof/profile?seconds=${secs%.*}" &
		prof_pid=$!
	fi
	echo "-- real server (Accept-Encoding: ${ENCODING:-none})"
	real=$("$WORK/load" -url "$BASE$path" -c "$CONCURRENCY" -d "$DURATION" -warmup 1s "${headers[@]}")
	echo "$real"
	[[ -n $prof_pid ]] && wait "$prof_pid"
	port=$(free_port) || die "found no free port on 127.0.0.1"
	"$WORK/bare" -url "$BASE$path" -listen "127.0.0.1:$port" "${headers[@]}" >"$WORK/bare.log" 2>&1 &
	BARE_PID=$!
	for _ in $(seq 1 100); do
		grep -q '^bare: ' "$WORK/bare.log" && break
		kill -0 "$BARE_PID" 2>/dev/null || die "the bare handler stopped: $(cat "$WORK/bare.log")"
		sleep 0.05
	done
	echo "-- bare net/http handler with the same bytes: $(sed 's/^bare: //' "$WORK/bare.log")"
	bare=$("$WORK/load" -url "http://127.0.0.1:$port$path" -c "$CONCURRENCY" -d "$DURATION" -warmup 1s "${headers[@]}")
	echo "$bare"
	kill "$BARE_PID" 2>/dev/null || true
	wait "$BARE_PID" 2>/dev/null || true
	BARE_PID=
	local rrps rp50 rp99 brps bp50 bp99 share met
	rrps=$(field 'requests/s:' "$real") rp50=$(field 'latency p50:' "$real") rp99=$(field 'latency p99:' "$real")
	brps=$(field 'requests/s:' "$bare") bp50=$(field 'latency p50:' "$bare") bp99=$(field 'latency p99:' "$bare")
	share=$(awk -v r="$rrps" -v b="$brps" 'BEGIN { printf "%.1f", (b > 0) ? 100 * r / b : 0 }')
	met=$(awk -v p="$rp99" -v g="$goal" -v s="$share" -v sg="$share_goal" 'BEGIN { print (p < g && s >= sg) ? "yes" : "NO" }')
	SHARES+=("$(printf '%-9s %-30s %8s %7s %7s | %8s %7s %7s | %6s%% %4s%% %4s ms  %s' \
		"$db" "$name" "$rrps" "$rp50" "$rp99" "$brps" "$bp50" "$bp99" "$share" "$share_goal" "$goal" "$met")")
}

# shares_summary prints the lines measure_shared added, if any.
shares_summary() {
	[[ ${#SHARES[@]} -gt 0 ]] || return 0
	section "side by side: real server | bare handler with the same bytes (latency in ms)"
	printf '%-9s %-30s %8s %7s %7s | %8s %7s %7s | %7s %5s %7s  %s\n' database address req/s p50 p99 req/s p50 p99 share goal 'p99<' met
	printf '%s\n' "${SHARES[@]}"
	echo
	echo "share: the real server's requests/s as a part of the bare handler's, measured one after the other."
}

# summary prints the lines measure added.
summary() {
	section "summary (latency in ms; goal is for p99)"
	printf '%-9s %-30s %9s %9s %9s %9s  %-4s %s\n' database address req/s p50 p99 goal met non-2xx
	printf '%s\n' "${SUMMARY[@]}"
	echo
	echo "note: the load generator and the server share this machine's CPUs; load now $(cut -d' ' -f1-3 /proc/loadavg)."
}

# build_tools says what machine this is, builds BIN if it is missing, and
# builds into the work folder the load generator, the job generator (which
# also empties a PostgreSQL schema, for cleanup) and the tools of bench/
# named in its arguments, e.g. jobplans.
build_tools() {
	local tool
	echo "machine: $(uname -sm), $(nproc 2>/dev/null || echo '?') CPUs, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'), $(go version | awk '{print $3}')"
	if [[ ! -x $BIN ]]; then
		echo "building $BIN (it was missing)"
		go build -o "$BIN" ./cmd/jobportal
	fi
	go build -o "$WORK/load" ./bench/load
	go build -o "$WORK/seedjobs" ./bench/seedjobs
	for tool in "$@"; do
		go build -o "$WORK/$tool" "./bench/$tool"
	done
}
