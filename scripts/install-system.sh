#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing: Chromium and its headless shell (the journeys run in
# the shell, which needs less CPU: decision 146; the assistant's extension and Lighthouse need the full browser), a Devanagari
# font for it (the Hindi pages rely on the system font stack: without one, Hindi renders as empty boxes; decision 131)
# and PostgreSQL.
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi "devanagari" || need+=(fonts-noto-core)
if ! command -v pg_ctl >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  need+=(postgresql)
fi
[ ${#need[@]} -eq 0 ] && exit 0

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "install-system: installing ${need[*]} with apt-get"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
