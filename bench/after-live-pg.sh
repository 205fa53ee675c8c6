#!/usr/bin/env bash
# Seeds the throwaway PostgreSQL of scripts/with-postgres.sh and runs the after-live bench against it:
#   bash scripts/with-postgres.sh bash bench/after-live-pg.sh [listings]
set -euo pipefail
export DATABASE_URL="$TEST_DATABASE_URL"
export DATA_DIR="${DATA_DIR:-$(mktemp -d /tmp/snaplist-bench-XXXXXX)}"
npm run seed --silent -- --listings "${1:-100000}"
npm run bench --silent -- after-live
