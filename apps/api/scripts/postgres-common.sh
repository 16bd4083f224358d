# Sourced by with-postgres.sh (a throwaway server for tests) and dev-postgres.sh (the development server
# that stays): what both need to run PostgreSQL's own programs without a system service or a container.
#   pg_bin      the directory of initdb, pg_ctl, postgres and psql: Debian's packaged PostgreSQL (the newest
#               major version under /usr/lib/postgresql), else the one on PATH; exits 1 saying how to
#               install it when there is none
#   pg_version  its version, e.g. 17.6
#   as_pg       the prefix that runs a command as the postgres user when we are root (initdb and postgres
#               refuse to run as root), empty otherwise: "${as_pg[@]}" "$pg_bin/pg_ctl" …
#   pg_own DIR  gives DIR to the postgres user when we are root
#   pg_free_port  prints a TCP port free on 127.0.0.1 now

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if { [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; } && command -v initdb >/dev/null 2>&1; then
  pg_bin=$(dirname "$(command -v initdb)")
fi
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL is not installed. On Debian or Ubuntu: sudo apt-get install postgresql" >&2
  exit 1
fi
pg_version=$("$pg_bin/postgres" --version | awk '{print $3}')

as_pg=()
if [ "$(id -u)" = 0 ]; then
  as_pg=(runuser -u postgres --)
fi

pg_own() {
  if [ "${#as_pg[@]}" -gt 0 ]; then chown -R postgres "$1"; fi
}

pg_free_port() {
  node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}
