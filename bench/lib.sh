# bench/lib.sh: what bench/jobs.sh and bench/blog.sh share, sourced by them:
# starting and stopping bin/jobportal on a free port of 127.0.0.1, section
# headings, dying with the server log's last lines, and reading a figure of
# bench/load's output. The scripts set WORK (their temporary folder), BIN,
# and SERVER_PID= before using them.

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

# start_server starts bin/jobportal on database $1 and waits for /healthz.
start_server() {
	local port
	port=$(free_port) || die "found no free port on 127.0.0.1"
	BASE=http://127.0.0.1:$port
	mkdir -p "$WORK/data"
	ADDR=127.0.0.1:$port DATA_DIR=$WORK/data DATABASE_URL=$1 BASE_URL=$BASE \
		ADMIN_USERNAME=admin ADMIN_PASSWORD="bench-$RANDOM$RANDOM" \
		"$BIN" >"$WORK/server.log" 2>&1 &
	SERVER_PID=$!
	for _ in $(seq 1 600); do
		kill -0 "$SERVER_PID" 2>/dev/null || die "the server exited before answering"
		[[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$BASE/healthz" || true) == 200 ]] && return 0
		sleep 0.05
	done
	die "the server did not answer /healthz within 30 s"
}

# field prints the value after "$1" in the load generator's output $2.
field() { sed -nE "s|^$1[[:space:]]+([0-9.]+).*|\1|p" <<<"$2" | head -n 1; }

