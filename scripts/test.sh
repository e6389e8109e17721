#!/usr/bin/env bash
# The whole suite: type check, lint, unit + API on SQLite, API on PostgreSQL when TEST_DATABASE_URL is set,
# then browser journeys in headless Chromium. Ends with one line: "N passed, N failed".
set -u -o pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/*.json .tmp/checks.txt
status=0

check() { # name, command...
  local name=$1; shift
  echo "== $name"
  if "$@"; then echo "$name passed" >> .tmp/checks.txt; else echo "$name failed" >> .tmp/checks.txt; status=1; fi
}

check typecheck npx tsc -p tsconfig.json --noEmit
check lint npx eslint . --max-warnings=0
check format npx prettier --check . --log-level warn
# Built first: the page rendering tests (src/server/http/pages.api.test.ts) render with the built app.
check build bash -c 'npx vite build --logLevel warn && npx vite build --ssr entry-server.tsx --logLevel warn && node scripts/build-server.mjs'
echo "== unit and API tests (SQLite)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-sqlite.json || status=1
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests (PostgreSQL)"
  DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api --reporter=default --reporter=json \
    --outputFile.json=.tmp/vitest-pg.json || status=1
else
  echo "== API tests (PostgreSQL): skipped, TEST_DATABASE_URL is not set"
fi
if [ "${SKIP_E2E:-}" != "1" ]; then
  echo "== browser tests (Chromium)"
  npx playwright test || status=1
fi
node scripts/summarize.mjs || status=1
exit $status
