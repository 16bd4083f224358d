#!/usr/bin/env bash
# Usage: with-postgres.sh <command…>
# Runs the command against a throwaway PostgreSQL server on loopback: initdb in a temp directory, start on
# a free port, export DATABASE_URL, run the command, then always stop the server and delete it.
# Exits with the command's status. Uses Debian's packaged PostgreSQL (apt-get install postgresql), found as
# npm run db:start finds it (postgres-common.sh).
set -euo pipefail
[ "$#" -gt 0 ] || { echo "usage: $0 <command…>" >&2; exit 2; }

# pg_bin, pg_version, as_pg, pg_own, pg_free_port
. "$(dirname "$0")/postgres-common.sh"

dir=$(mktemp -d -t trade-portal-pg-XXXXXX)
pg_own "$dir"
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
  port=$(pg_free_port)
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
echo "PostgreSQL $pg_version on 127.0.0.1:$port (throwaway)"
set +e
"$@"
status=$?
set -e
exit "$status"
