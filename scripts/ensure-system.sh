#!/usr/bin/env bash
# Finds Debian's Chromium, PostgreSQL and faketime for the browser, PostgreSQL and dated suites,
# installing them with apt-get when running as root; otherwise names the package to install.
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || need+=(chromium)
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ] || need+=(postgresql)
command -v faketime >/dev/null 2>&1 || need+=(faketime)

if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${need[*]} with apt-get…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  else
    echo "The test suite needs Debian's ${need[*]} package(s). Install them with: sudo apt-get install ${need[*]}" >&2
    exit 1
  fi
fi
