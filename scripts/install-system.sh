#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing: Chromium (Playwright drives it; the
# assistant's extension and Lighthouse need the full browser), a Devanagari font for it (the Hindi pages rely on the
# system font stack: without one, Hindi renders as empty boxes; decision 131) and PostgreSQL. Then, if it can,
# Chromium's headless shell: the journeys run in it, with less CPU (decision 146), and in the full browser without it.
set -euo pipefail

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
updated=""
apt_install() {
  echo "install-system: installing $* with apt-get"
  [ -n "$updated" ] || $SUDO apt-get update -qq
  updated=1
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
# grep reads all of fc-list (not -q): under pipefail an early exit would fail the pipe on SIGPIPE.
fc-list 2>/dev/null | grep -i "devanagari" >/dev/null || need+=(fonts-noto-core)
if ! command -v pg_ctl >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  need+=(postgresql)
fi
[ ${#need[@]} -eq 0 ] || apt_install "${need[@]}"

if [ ! -x /usr/bin/chromium-headless-shell ]; then
  apt_install chromium-headless-shell || echo "install-system: no headless shell; the journeys use the full Chromium"
fi
