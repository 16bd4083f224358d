// `npm start`: builds the portal only when its sources changed since the last build, then becomes the API
// server (apps/api's `npm start`, which builds the server's JavaScript when its sources changed). A restart
// with nothing changed skips the ~35 s build.
//   npm start                   build if needed, then serve
//   BUILD=always npm start      build first whatever the sources say
//   BUILD=never npm start       serve the last build as it is (fails if there is none)
//   PORTAL_DIST=dir npm start   serve the portal built in dir as it is (nothing is built for the portal)
// "Changed" is judged as make does: a file of the portal's sources (the portal, the packages it builds
// from, their configs, the lockfile) newer than the build's index.html.
// This process then replaces itself with the server (execve: same process, same id), so that the stop
// signal a process manager sends to `npm start`, or to its whole group, reaches the server itself, with no
// parent in between that dies of it or passes it on a second time (ADR 0050).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const givenDist = process.env.PORTAL_DIST;
const builtPage = join(resolve(root, givenDist ?? 'apps/portal/dist'), 'index.html');
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
  if (givenDist !== undefined) return null;
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
} else if (givenDist !== undefined) {
  console.log(existsSync(builtPage) ? `Serving the portal built in PORTAL_DIST=${givenDist} as it is.` : `PORTAL_DIST=${givenDist} holds no index.html: serving the API alone.`);
} else {
  console.log('The portal build is current with its sources: not rebuilt (BUILD=always npm start rebuilds).');
}
// apps/api's own start command, run as npm runs it (from its folder, with the workspace's programs first on
// the PATH) but without npm: its `exec` then makes the server this very process.
const api = join(root, 'apps/api');
const { scripts } = JSON.parse(readFileSync(join(api, 'package.json'), 'utf8'));
process.chdir(api);
const path = [join(api, 'node_modules/.bin'), join(root, 'node_modules/.bin'), process.env.PATH].filter(Boolean).join(delimiter);
process.execve('/bin/sh', ['sh', '-c', scripts.start], { ...process.env, PATH: path });
