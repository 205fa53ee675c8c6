#!/usr/bin/env bash
# Seeds the throwaway PostgreSQL of scripts/with-postgres.sh with 100,000 listings and runs the admin-day bench
# against it (Today's queue at scale; then the scripted day on a fresh database of the same cluster):
#   bash scripts/with-postgres.sh bash bench/admin-day-pg.sh [listings]
set -euo pipefail
export DATABASE_URL="$TEST_DATABASE_URL"
export DATA_DIR="${DATA_DIR:-$(mktemp -d /tmp/snaplist-bench-XXXXXX)}"
npm run seed --silent -- --listings "${1:-100000}"
npm run bench --silent -- admin-day
