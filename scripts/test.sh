#!/usr/bin/env bash
# npm test: the whole suite, in the order that fails fastest.
# Lint and types, unit + API tests on PGlite, the API tests again on a real PostgreSQL, then browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system.sh

echo "== biome"; npx biome check .
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== vitest (PGlite)"; npx vitest run
echo "== vitest API tests and multi-server tests (PostgreSQL)"; bash scripts/with-postgres.sh npx vitest run tests/api tests/postgres
echo "== build"; npm run build --silent
echo "== playwright (Chromium)"; PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test
