#!/usr/bin/env bash
# npm run model [-- RUNS]: the listing-life model (tests/api/lifecycle, docs/decisions/170) with many more sequences
# and new random seeds, on PGlite and then on a throwaway PostgreSQL. Prints what the calls answered (coverage).
# A failure prints fast-check's shrunk counterexample: make it a plain test in tests/api/lifecycle/after-leaving-sale.test.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export LIFECYCLE_MODEL_RUNS=${1:-200} LIFECYCLE_MODEL_RANDOM=1 LIFECYCLE_MODEL_COVERAGE=1
echo "== PGlite, $LIFECYCLE_MODEL_RUNS sequences"
npx vitest run tests/api/lifecycle/model.test.ts
echo "== PostgreSQL, $LIFECYCLE_MODEL_RUNS sequences"
bash scripts/with-postgres.sh npx vitest run tests/api/lifecycle/model.test.ts
