#!/usr/bin/env bash
# bench/render-instructions.sh counts the machine instructions of one render of a public page in
# the server's JavaScript engine (internal/ssr), with valgrind's callgrind, collecting only inside
# ssr.Renderer.Render. Unlike a time, the count does not depend on what else the machine is doing,
# so two builds can be compared on a busy or shared machine. bench/render draws the page SHORT
# times and then LONG times; the difference divided by LONG - SHORT is one render, the engine's
# start and the first render (which reads the API) cancelling out. QuickJS's and Go's garbage
# collectors run now and then inside a render, so two runs of the same build differ by a few per
# cent: compare several runs of each.
#
# Run it from anywhere:   bash bench/render-instructions.sh [SCRIPT ...]
# Each SCRIPT is a server build (web/dist/.ssr.js, the default); a copy of an older build's
# .ssr.js compares the two. The pages' data comes from a -demo server the script starts.
# Settings (environment): BENCH_BIN (bin/jobportal), PAGES (job browse), LANGS (si),
# SHORT (2), LONG (22), RUNS (1: runs of each page and script, alternated).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

BIN=${BENCH_BIN:-bin/jobportal}
PAGES=${PAGES:-job browse}
LANGS=${LANGS:-si}
SHORT=${SHORT:-2}
LONG=${LONG:-22}
RUNS=${RUNS:-1}
SCRIPTS=("$@")
[[ ${#SCRIPTS[@]} -gt 0 ]] || SCRIPTS=(web/dist/.ssr.js)

WORK_NAME=jobportal-bench-instructions
# shellcheck source=bench/lib.sh
source bench/lib.sh

command -v valgrind >/dev/null || die "valgrind is missing: apt-get install -y valgrind"
for script in "${SCRIPTS[@]}"; do [[ -f $script ]] || die "$script is missing: run make build"; done
echo "JobPortal instructions per render — $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
build_tools render
start_server "$WORK/demo.db" -demo
job=$(curl -s --max-time 10 "$BASE/api/jobs?limit=1" | grep -oE '"id":[0-9]+' | head -n 1 | cut -d: -f2)
[[ -n $job ]] || die "the demo has no job to draw"

# count SCRIPT PAGE LANG N prints the instructions collected in N renders.
count() {
	local out=$WORK/callgrind.$RANDOM
	GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
		--toggle-collect='jobportal/internal/ssr.(*Renderer).Render' \
		"$WORK/render" -server "$BASE" -script "$1" -job "$job" -company 1 -post 1 -pages "$2" -langs "$3" -n "$4" -timeout 5m \
		>"$WORK/render.log" 2>&1 || die "bench/render failed under valgrind: $(tail -n 5 "$WORK/render.log")"
	awk '/^summary:/ { print $2 }' "$out"
}

printf '%-10s %-5s %-40s %18s\n' page lang script 'instructions/render'
for page in $PAGES; do
	for lang in $LANGS; do
		for _ in $(seq 1 "$RUNS"); do
			for script in "${SCRIPTS[@]}"; do
				short=$(count "$script" "$page" "$lang" "$SHORT")
				long=$(count "$script" "$page" "$lang" "$LONG")
				printf '%-10s %-5s %-40s %16.1f M\n' "$page" "$lang" "$script" "$(awk -v a="$short" -v b="$long" -v n=$((LONG - SHORT)) 'BEGIN { print (b - a) / n / 1e6 }')"
			done
		done
	done
done
