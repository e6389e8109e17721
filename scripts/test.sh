#!/usr/bin/env bash
# The whole suite: type check, lint, unit + API on SQLite, API on PostgreSQL when TEST_DATABASE_URL is set,
# then browser journeys in headless Chromium. Ends with one line: "N passed, N failed".
# Steps that do not need each other run at once (the machine has two cores and each step keeps one busy at most
# part of the time); each one's output is kept in .tmp/<step>.log and printed when it ends
# (docs/decisions/063-ci-migrate-once.md).
set -u -o pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/*.json .tmp/checks.txt .tmp/step-*.log
status=0
running=()

# Minutes and seconds since the suite began, for each step's line: where CI's time goes.
elapsed() { printf '%dm%02ds' $((SECONDS / 60)) $((SECONDS % 60)); }

start() { # name, command...: runs it in the background, its output in .tmp/step-<name>.log
  local name=$1; shift
  "$@" > ".tmp/step-$name.log" 2>&1 &
  running+=("$name=$!")
}

# Waits for every step started; a check's outcome goes to .tmp/checks.txt (scripts/summarize.mjs counts it). A
# test run counts through its JSON report; one that ended without writing it counts as one failure.
finish() {
  local entry name pid report
  for entry in "${running[@]}"; do
    name=${entry%%=*}; pid=${entry#*=}
    if wait "$pid"; then ok=1; else ok=0; status=1; fi
    echo "== $name (done by $(elapsed))"
    cat ".tmp/step-$name.log"
    case $name in
      vitest-*) report=".tmp/$name.json"
        if [ ! -s "$report" ]; then echo "$name failed (it wrote no report)" >> .tmp/checks.txt; fi ;;
      *) if [ $ok = 1 ]; then echo "$name passed" >> .tmp/checks.txt; else echo "$name failed" >> .tmp/checks.txt; fi ;;
    esac
  done
  running=()
}

start typecheck npx tsc -p tsconfig.json --noEmit
start lint npx eslint . --max-warnings=0
start format npx prettier --check . --log-level warn
# Built before the tests: the page rendering tests (src/server/http/pages.api.test.ts) render with the built app.
start build bash -c 'npx vite build --logLevel warn && npx vite build --ssr entry-server.tsx --logLevel warn && node scripts/build-server.mjs'
finish

# Unit and API tests on SQLite, and the API tests on PostgreSQL, at once: each run migrates its own template
# database once and copies it for each file (src/server/test/template-database.ts).
start vitest-sqlite npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-sqlite.json
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  start vitest-pg env DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api --reporter=default \
    --reporter=json --outputFile.json=.tmp/vitest-pg.json
else
  echo "== API tests (PostgreSQL): skipped, TEST_DATABASE_URL is not set"
fi
finish

if [ "${SKIP_E2E:-}" != "1" ]; then
  echo "== browser tests (Chromium)"
  npx playwright test || status=1
  echo "== browser tests done by $(elapsed)"
fi
node scripts/summarize.mjs || status=1
exit $status
