#!/usr/bin/env bash
# Runs the unit and server suites, or the files given, with the process clock set to each of the calendar's
# edges below and TZ=Europe/Dublin (ADR 0046): a test that reads the real date, or a rule that reads the
# process's time zone instead of the store's, fails here rather than on the day it breaks.
#
#   bash scripts/test-dates.sh                   the unit and server suites, at each date
#   bash scripts/test-dates.sh --date-rules      the files that hold date rules (npm test runs these)
#   bash scripts/test-dates.sh <files or folders…>   those test files, at each date
#   TEST_DATES="2027-03-28T02:30:00+01:00" bash scripts/test-dates.sh …   other instants (ISO 8601, with an offset)
#
# The clock is libfaketime's (Debian's faketime package), set as an offset from the real clock: it runs
# on from the instant, every process of the run (vitest's workers, PGlite) reads the same time, and the
# instant is exact. The start-at form ("@2027-03-28 01:30:00") reads its wall time in the zone, where 01:30
# on 28 March does not happen and 01:30 on 31 October happens twice. The monotonic clock, which timers
# read, is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's pinned Node, as under npm run.
export PATH="$PWD/node_modules/.bin:$PATH"

# The instants: each is Dublin's wall time with its offset.
dates=(
  2026-12-01T00:30:00+00:00 # the 1st of a month just after midnight, before the day's first order; December
  2027-01-01T00:30:00+00:00 # 1 January: a new year and quarter, still 31 December in New York
  2027-03-28T02:30:00+01:00 # 01:30 UTC on the spring Sunday: the first hour of Irish summer time (01:00-02:00 never happens)
  2027-10-31T01:30:00+01:00 # the first 01:30 of the autumn Sunday: the clocks go back at 02:00 and 01:30 comes again
  2028-02-29T23:30:00+00:00 # late on a leap day
)
[ -n "${TEST_DATES:-}" ] && read -r -a dates <<<"$TEST_DATES"

# The files that hold date rules (the domain's rules at the calendar's edges, the server's on a set clock)
# and the server suites that read their dates from a seed made on the day they run.
date_rule_files=(
  packages/domain/src/cutOff.test.ts
  packages/domain/src/dates.test.ts
  packages/domain/src/usualOrder.test.ts
  packages/domain/src/spendInsights.test.ts
  apps/api/test/date-rules.test.ts
  apps/api/test/insights.test.ts
  apps/api/test/usual-order.test.ts
  apps/api/test/cut-off.test.ts
)

# The data-folder lock tests stay on the real clock: proper-lockfile compares the lock's file time, which
# the kernel writes from the real clock, with the process's time, which libfaketime moves, so the lock
# would look months old or not yet made (db.test.ts: one process at a time on a DATA_DIR).
real_clock_files=(
  apps/api/test/data-dir-lock.test.ts
  apps/api/test/db.test.ts
)

command -v faketime >/dev/null 2>&1 || {
  echo "Setting the clock needs Debian's faketime package. Install it with: sudo apt-get install faketime" >&2
  exit 1
}

if [ "${1:-}" = --date-rules ]; then
  files=("${date_rule_files[@]}")
else
  # The files the arguments name (all of both suites without any), on the real clock, less those above:
  # vitest's --exclude does not reach the projects' own lists.
  mapfile -t files < <(npx vitest list --project unit --project server --filesOnly "$@" | sed 's/^\[[^]]*\] //' | sort -u | grep -vxF -f <(printf '%s\n' "${real_clock_files[@]}") || true)
  [ ${#files[@]} -gt 0 ] || { echo "No test files to run." >&2; exit 2; }
fi

results=()
failed=0
for at in "${dates[@]}"; do
  target=$(date -d "$at" +%s) || { echo "Not an instant: $at" >&2; exit 2; }
  offset=$(( target - $(date +%s) ))
  printf '\n--- clock at %s (Europe/Dublin) ---\n' "$at"
  started=$(date +%s)
  status=0
  TZ=Europe/Dublin FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -m -f "$( [ "$offset" -ge 0 ] && echo +)${offset}s" \
    npx vitest run --project unit --project server --maxWorkers=2 "${files[@]}" || status=$?
  results+=("$(printf '%-26s %-7s %4ss' "$at" "$([ "$status" = 0 ] && echo passed || echo FAILED)" "$(( $(date +%s) - started ))")")
  [ "$status" = 0 ] || failed=1
done

printf '\n--- the clock at each date ---\n'
printf '%s\n' "${results[@]}"
exit "$failed"
