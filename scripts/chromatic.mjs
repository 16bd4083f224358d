// `npm run chromatic`: publishes the built Storybook to Chromatic for visual review, with TurboSnap
// (chromatic.config.json: only the stories whose files changed since the last accepted build).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set. Copy the project token from the team\'s Chromatic project (Manage → Configure), ' +
      'then run `CHROMATIC_PROJECT_TOKEN=… npm run chromatic`. Without it, `npm run test:visual` compares the same stories locally.',
  );
  process.exit(1);
}
// TurboSnap traces changed files to stories through the build's preview-stats.json.
if (!existsSync('storybook-static/index.html') || !existsSync('storybook-static/preview-stats.json')) {
  const built = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync('npx', ['chromatic', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
