#!/usr/bin/env bash
# `npm test`: every test of the project, on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}"
start=$(date +%s)
phase() { printf '\n=== %s (%ss) ===\n' "$1" "$(( $(date +%s) - start ))"; }

phase "system packages (Node $(node --version), pinned in package.json)"
bash scripts/ensure-system.sh

phase "lint and types"
npm run -s lint
node scripts/check-generated.mjs
npx tsc -b

phase "unit tests"
npx vitest run --project unit --maxWorkers=2

phase "server suite on PostgreSQL"
bash apps/api/scripts/with-postgres.sh npx vitest run --project unit apps/api/test --maxWorkers=2

phase "resilience scenarios: crashes, two processes, a 30 s soak (real API processes, both databases)"
SOAK_SECONDS=30 npm run -s test:resilience

phase "stories in Chromium (play functions, axe and screenshot baselines)"
npx vitest run --project storybook --maxWorkers=2

phase "build, JS size budget per route, and end to end (Playwright, Chromium) against the built portal"
npm run -s build
node scripts/size-budget.mjs
npx playwright test

phase "done"
