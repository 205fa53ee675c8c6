#!/usr/bin/env bash
# Seeds the throwaway PostgreSQL of scripts/with-postgres.sh with 100,000 listings (or the number given) and their
# histories, then runs the analytics bench against it (issue 48 item 5):
#   bash scripts/with-postgres.sh bash bench/analytics-pg.sh [listings]
set -euo pipefail
export DATABASE_URL="$TEST_DATABASE_URL"
export DATA_DIR="${DATA_DIR:-$(mktemp -d /tmp/snaplist-bench-XXXXXX)}"
npm run seed --silent -- --listings "${1:-100000}"
npm run bench --silent -- analytics
