#!/usr/bin/env bash
# Seeds the throwaway PostgreSQL of scripts/with-postgres.sh and runs the pricing bench: the replay on a fresh
# database of the same server, and the evidence query's timing and plan on the seeded one:
#   bash scripts/with-postgres.sh bash bench/pricing-pg.sh [listings]
set -euo pipefail
export DATABASE_URL="$TEST_DATABASE_URL"
export DATA_DIR="${DATA_DIR:-$(mktemp -d /tmp/snaplist-bench-XXXXXX)}"
npm run seed --silent -- --listings "${1:-100000}"
npm run bench --silent -- pricing
