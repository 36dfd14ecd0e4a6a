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
status=0
for language in ${E2E_LANGUAGES:-en si}; do
  echo "e2e: the stories in '$language' ($files)"
  start=$SECONDS
  # shellcheck disable=SC2086 # a list of files
  E2E_LANG="$language" node --test --test-concurrency=1 $files || status=1
  echo "e2e: '$language' took $((SECONDS - start)) s"
done
exit "$status"
