#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server on a free local port.
# The cluster lives in a temporary folder and is stopped and removed afterwards, whatever the command's outcome.
set -euo pipefail

PG_BIN=$(dirname "$(command -v pg_ctl 2>/dev/null || ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")
WORK=$(mktemp -d /tmp/snaplist-pg-XXXXXX)
PORT=${PG_TEST_PORT:-$(node "$(dirname "$0")/free-port.mjs")}
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  # PostgreSQL refuses to run as root: run it as the 'postgres' user (or nobody) instead.
  PG_USER=$(id -u postgres >/dev/null 2>&1 && echo postgres || echo nobody)
  chown "$PG_USER" "$WORK"
  RUN_AS=(runuser -u "$PG_USER" --)
fi

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$WORK/data" -U snaplist --auth=trust -E UTF8 >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://snaplist@127.0.0.1:$PORT/postgres"
"$@"
