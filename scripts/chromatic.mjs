// `npm run chromatic`: publishes the built Storybook to Chromatic for visual review.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set. Set it to the project token from Chromatic (Manage → Configure) and run `npm run chromatic` again.');
  process.exit(1);
}
if (!existsSync('storybook-static/index.html')) {
  const built = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
