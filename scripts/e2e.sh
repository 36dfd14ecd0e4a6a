#!/usr/bin/env bash
# Runs the browser tests in web/e2e against the real binary (bin/jobportal)
# in Debian's Chromium. Without a browser they are skipped with a notice,
# except under CI, where that is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."

browser="${CHROME_PATH:-}"
if [ -z "$browser" ]; then
  for b in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -x "$b" ]; then browser=$b; break; fi
  done
fi
if [ -z "$browser" ]; then
  if [ -n "${CI:-}" ]; then
    echo "e2e: no Chromium found (install Debian's chromium or set CHROME_PATH)" >&2
    exit 1
  fi
  echo "e2e: SKIPPED - no Chromium found. Install it (Debian: apt-get install chromium) or set CHROME_PATH."
  exit 0
fi
export CHROME_PATH="$browser"
export JOBPORTAL_BIN="$PWD/bin/jobportal"
cd web
# Every story once per language (web/e2e/harness.mjs, E2E_LANG): English, and Sinhala as a
# return visitor who chose it, so that a language can never break unseen. E2E_FILES runs some
# files only (both languages unless E2E_LANGUAGES says otherwise).
files="${E2E_FILES:-e2e/}"
# The languages run side by side, each with its own servers and browser (every file starts its
# own binary on a free port and a fresh database). A story spends much of its time waiting on the
# browser and the server: on two cores the two runs took 17.5 min side by side against 22 one
# after the other. Each run's output is kept apart and printed whole when it ends. More files at
# once per language were no faster, and a machine that busy made pages miss their render time.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
# shellcheck disable=SC2206 # a list of languages
languages=(${E2E_LANGUAGES:-en si})
for language in "${languages[@]}"; do
  (
    start=$SECONDS
    echo "e2e: the stories in '$language' ($files)"
    # shellcheck disable=SC2086 # a list of files
    E2E_LANG="$language" node --test --test-concurrency=1 $files && code=0 || code=$?
    echo "e2e: '$language' took $((SECONDS - start)) s"
    exit "$code"
  ) > "$logs/$language.log" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!languages[@]}"; do
  wait "${pids[$i]}" || status=1
  cat "$logs/${languages[$i]}.log"
done
exit "$status"
