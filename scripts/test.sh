#!/usr/bin/env bash
# npm test: the whole suite, ending with a table of stages (stage, tests, time, result).
# Lint, types and the production build run side by side (each is mostly one core); then Vitest on PGlite, the API
# and multi-server tests again on a throwaway PostgreSQL, and the Playwright journeys against the build (issue 30's
# also against a second server on another throwaway PostgreSQL).
# Every stage runs even when an earlier one failed (the table shows all of them); the exit code is non-zero if any
# stage failed. Reports and per-stage logs are in test-report/.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system.sh || exit 1

# Run directly (bash scripts/test.sh) as under npm: the bundled Node first on PATH (docs/decisions/149).
export PATH="$PWD/node_modules/.bin:$PATH"

REPORT=test-report
rm -rf "$REPORT" && mkdir -p "$REPORT"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# stage NAME COMMAND...: runs it with its output on the console, and records result, seconds and the Node it ran on
# (the first `node` on its PATH: under npm, the bundled Node 24 in node_modules/.bin; docs/decisions/149).
stage() {
  local name=$1 start=$SECONDS rc node
  shift
  node=$(node -p process.version 2>/dev/null || echo "none")
  echo "== $name"
  "$@"
  rc=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$rc" "$((SECONDS - start))" "$node" >>"$REPORT/stages.tsv"
  return 0
}

# quiet_stage NAME COMMAND...: the same, in the background with its output in a log (printed when it ends).
quiet_stage() {
  local name=$1 log
  log="$REPORT/$(echo "$1" | tr -c 'a-zA-Z0-9\n' '-').log"
  stage "$@" >"$log" 2>&1 &
}

quiet_stage "lint (biome)" npx biome check .
quiet_stage "types (tsc)" npx tsc --noEmit -p tsconfig.json
quiet_stage "build" npm run build --silent
wait
cat "$REPORT"/*.log

stage "vitest (PGlite)" npx vitest run --reporter=default --reporter=json \
  --outputFile.json="$REPORT/vitest-pglite.json"
stage "vitest (PostgreSQL)" bash scripts/with-postgres.sh npx vitest run tests/api tests/postgres \
  --reporter=default --reporter=json --outputFile.json="$REPORT/vitest-postgres.json"

if grep -q "^build	0	" "$REPORT/stages.tsv"; then
  # Three free ports (the PGlite server's, the PostgreSQL server's at +1 and the stand-in Google's at +1000), so a
  # server left by a stopped run, or a second checkout testing at the same time, cannot collide with this one.
  # Under with-postgres.sh, the issue-30 journeys also run against a server on PostgreSQL (playwright.config.ts).
  export E2E_PORT=${E2E_PORT:-$(node scripts/free-port.mjs 1000 1)}
  stage "playwright (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORT/playwright.json" \
    bash scripts/with-postgres.sh npx playwright test
else
  printf '%s\t%s\t%s\t%s\n' "playwright (Chromium)" "skipped: the build failed" 0 "-" >>"$REPORT/stages.tsv"
fi

node scripts/test-summary.mjs "$REPORT" "$SECONDS"
