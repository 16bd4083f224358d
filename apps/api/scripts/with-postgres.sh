#!/usr/bin/env bash
# Usage: with-postgres.sh <command…>
# Runs the command against a throwaway PostgreSQL server on loopback: initdb in a temp directory, start on
# a free port, export DATABASE_URL, run the command, then always stop the server and delete it.
# Exits with the command's status. Uses Debian's packaged PostgreSQL (apt-get install postgresql).
set -euo pipefail
[ "$#" -gt 0 ] || { echo "usage: $0 <command…>" >&2; exit 2; }

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL is not installed: apt-get install postgresql" >&2
  exit 1
fi

dir=$(mktemp -d -t trade-portal-pg-XXXXXX)
as_pg=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root.
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi
cleanup() {
  "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

"${as_pg[@]}" "$pg_bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
# A free port can be taken between asking and binding: try a few.
started=
for _ in 1 2 3 4 5; do
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  if "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -w -t 30 -l "$dir/log" \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null; then
    started=1
    break
  fi
done
if [ -z "$started" ]; then
  echo "PostgreSQL did not start:" >&2
  tail -n 20 "$dir/log" >&2 || true
  exit 1
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throwaway)"
set +e
"$@"
status=$?
set -e
exit "$status"
