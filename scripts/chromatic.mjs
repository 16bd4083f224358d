// `npm run chromatic`: builds Storybook from the tree as it is, then publishes that build to Chromatic for
// review, with TurboSnap (chromatic.config.json: only the stories whose files changed since the baseline
// build of this commit's ancestors). Arguments go to the chromatic CLI (`-- --exit-zero-on-changes`).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set. Copy the project token from the team\'s Chromatic project (Manage → Configure), ' +
      'then run `CHROMATIC_PROJECT_TOKEN=… npm run chromatic`. Without it, `npm run test:visual` compares the same stories locally.',
  );
  process.exit(1);
}
// Always a fresh build: a storybook-static/ left from before a story edit would be reviewed as if it were
// the change. The build writes preview-stats.json beside it, which TurboSnap traces changed files through.
const built = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
// Chromatic's CLI reports its own failures to its error tracker; where that host cannot be reached (a CI
// runner without general internet access) it printed its error and then never exited. Off.
const run = spawnSync('chromatic', process.argv.slice(2), { stdio: 'inherit', env: { ...process.env, DISABLE_ERROR_MONITORING: 'true' } });
process.exit(run.status ?? 1);
