// `npm start`: builds the portal only when its sources changed since the last build, then serves the API
// and the built portal (apps/api's `npm start`). A restart with nothing changed skips the ~35 s build.
//   npm start                 build if needed, then serve
//   BUILD=always npm start    build first whatever the sources say
//   BUILD=never npm start     serve the last build as it is (fails if there is none)
// "Changed" is judged as make does: a file of the portal's sources (the portal, the packages it builds
// from, their configs, the lockfile) newer than the build's index.html.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtPage = join(root, 'apps/portal/dist/index.html');
/** What the portal's build reads: folders walked whole (node_modules and dist skipped), and single files. */
const sources = ['apps/portal/src', 'apps/portal/public', 'apps/portal/index.html', 'apps/portal/vite.config.ts', 'apps/portal/package.json', 'packages', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json', 'openapi.yaml'];
const skipped = new Set(['node_modules', 'dist', '__screenshots__', 'storybook-static']);

/** The newest modification time (ms) under `path`, or 0 when it does not exist. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

function needsBuild() {
  const mode = process.env.BUILD ?? 'auto';
  if (mode === 'always') return 'BUILD=always';
  if (!existsSync(builtPage)) {
    if (mode === 'never') {
      console.error('BUILD=never, but there is no portal build yet: run npm run build (or npm start without BUILD).');
      process.exit(1);
    }
    return 'no build yet';
  }
  if (mode === 'never') return null;
  const builtAt = statSync(builtPage).mtimeMs;
  const changed = sources.find((s) => newest(join(root, s)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

const reason = needsBuild();
if (reason) {
  console.log(`Building the portal (${reason})…`);
  const built = spawnSync('npm', ['run', 'build', '--silent', '-w', '@trade-portal/portal', '--', '--logLevel', process.env.VERBOSE ? 'info' : 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else {
  console.log('The portal build is current with its sources: not rebuilt (BUILD=always npm start rebuilds).');
}
const server = spawn('npm', ['run', 'start', '--silent', '-w', '@trade-portal/api'], { cwd: root, stdio: 'inherit' });
// A stop sent to this process alone (a process manager's SIGTERM) reaches the server, which drains and closes.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
