#!/usr/bin/env bash
# Usage: dev-postgres.sh start|stop|status   (npm run db:start, npm run db:stop, npm run db:status)
# A PostgreSQL server for development that stays between runs, unlike with-postgres.sh's throwaway one:
# its cluster lives in data/postgres (under DATA_DIR when that is set, from the repository root), it
# listens on 127.0.0.1 only, at PGPORT (default 5433: a packaged server takes 5432), with no Unix socket,
# trusts every local connection (development only: never give this cluster data that matters), and has a
# database named tradeportal. start prints the line that runs the portal on it and says so when the server
# already runs; stop keeps the data. Exits 1 with the reason (and what to do) when it cannot.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
# pg_bin, pg_version, as_pg, pg_own, pg_free_port
. "$here/postgres-common.sh"

data=${DATA_DIR:-data}
case $data in /*) ;; *) data="$root/$data" ;; esac
pgdata="$data/postgres"
shown=${pgdata#"$root"/}
port=${PGPORT:-5433}
database=tradeportal

pg_ctl() { "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pgdata" "$@"; }
running() { [ -f "$pgdata/PG_VERSION" ] && pg_ctl status >/dev/null 2>&1; }
# The port of the running server: the fourth line of postmaster.pid.
running_port() { sed -n 4p "$pgdata/postmaster.pid"; }
how_to_use() {
  echo "Start the portal on it:"
  echo "  SEED_DEMO=true DATABASE_URL=postgres://postgres@127.0.0.1:$1/$database npm start"
  echo "Stop it with npm run db:stop (the data stays in $shown)."
}

start() {
  if running; then
    local at
    at=$(running_port)
    echo "PostgreSQL is already running on 127.0.0.1:$at ($shown)."
    how_to_use "$at"
    return 0
  fi
  case $port in '' | *[!0-9]*) echo "PGPORT must be a port number, not \"$port\"." >&2; exit 1 ;; esac
  if ! node -e 'const s=require("net").createServer().once("error",()=>process.exit(1)).listen(+process.argv[1],"127.0.0.1",()=>s.close())' "$port"; then
    echo "Port $port on 127.0.0.1 is taken by another program. Choose another: PGPORT=$((port + 1)) npm run db:start" >&2
    exit 1
  fi
  if [ ! -f "$pgdata/PG_VERSION" ]; then
    mkdir -p "$pgdata"
    pg_own "$pgdata"
    if [ "${#as_pg[@]}" -gt 0 ] && ! "${as_pg[@]}" test -w "$pgdata"; then
      echo "The postgres user cannot write to $pgdata (a parent folder is closed to it): set DATA_DIR to a folder it can reach." >&2
      exit 1
    fi
    echo "Creating a PostgreSQL $pg_version cluster in $shown…"
    local out
    if ! out=$("${as_pg[@]}" "$pg_bin/initdb" -D "$pgdata" -U postgres --auth=trust -E UTF8 --no-instructions 2>&1); then
      echo "$out" >&2
      echo "initdb failed (above). Remove $shown and try again." >&2
      exit 1
    fi
  fi
  if ! pg_ctl -w -t 60 -l "$pgdata/server.log" -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=''" start >/dev/null; then
    echo "PostgreSQL did not start; the end of $shown/server.log:" >&2
    tail -n 20 "$pgdata/server.log" >&2 || true
    exit 1
  fi
  local psql=("$pg_bin/psql" -X -q -h 127.0.0.1 -p "$port" -U postgres)
  if [ -z "$("${psql[@]}" -d postgres -tAc "select 1 from pg_database where datname = '$database'")" ]; then
    "${psql[@]}" -d postgres -c "create database $database"
    echo "Created the database $database."
  fi
  echo "PostgreSQL $pg_version is running on 127.0.0.1:$port ($shown; its log is $shown/server.log)."
  how_to_use "$port"
}

stop() {
  if ! running; then
    echo "PostgreSQL is not running ($shown)."
    return 0
  fi
  local at
  at=$(running_port)
  pg_ctl -m fast -w stop >/dev/null
  echo "Stopped PostgreSQL on 127.0.0.1:$at; its data stays in $shown (npm run db:start starts it again)."
}

status() {
  if running; then
    local at
    at=$(running_port)
    echo "PostgreSQL $pg_version is running on 127.0.0.1:$at ($shown)."
    how_to_use "$at"
  else
    echo "PostgreSQL is not running ($shown). Start it with npm run db:start."
    return 3
  fi
}

case ${1:-} in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
