// The API as production runs it: src/main.ts and everything it imports from src and the workspace packages,
// bundled by esbuild into one ES module, dist/main.js (with its source map), that plain `node` runs. No
// TypeScript loader then sits between the process manager and the server: the server is the process that
// gets the stop signal (ADR 0050). Packages from node_modules stay imports, loaded as they are.
//   node scripts/build.mjs               build
//   node scripts/build.mjs --if-changed  build only when a file the last build read is newer than it, or gone
// A path a module finds from its own file (`import.meta.url`: the migrations, the media, the contract)
// stays relative to that source file, so the bundle reads the same files as the sources do.
import console from 'node:console';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const apiDir = resolve(import.meta.dirname, '..');
const outDir = join(apiDir, 'dist');
/** The bundle that `npm start` runs. */
export const bundle = join(outDir, 'main.js');
/** The files the last build read, relative to apps/api: what `--if-changed` compares the bundle with. */
const inputsFile = join(outDir, 'inputs.json');
/** Read by every build besides its inputs: a change of dependencies or of this script rebuilds. */
const alwaysRead = ['../../package-lock.json', 'package.json', 'scripts/build.mjs'];

/** Why the bundle must be built again, or null when it is newer than every file it was built from. */
function staleBecause() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return 'no build yet';
  const builtAt = statSync(bundle).mtimeMs;
  for (const file of [...JSON.parse(readFileSync(inputsFile, 'utf8')), ...alwaysRead]) {
    const path = resolve(apiDir, file);
    if (!existsSync(path) || statSync(path).mtimeMs > builtAt) return `${file} changed`;
  }
  return null;
}

/**
 * Builds dist/main.js, written under a temporary name and renamed into place, so a server starting at the
 * same time (two processes of one deployment) never reads half a file.
 * @param {{ ifChanged?: boolean, quiet?: boolean }} options `ifChanged`: only when a source is newer than the
 *   bundle; `quiet`: print nothing
 * @returns {Promise<boolean>} whether it built
 */
export async function buildApi({ ifChanged = false, quiet = false } = {}) {
  const reason = ifChanged ? staleBecause() : 'asked';
  if (!reason) return false;
  const started = performance.now();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: apiDir,
    entryPoints: ['src/main.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    write: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [{
      name: 'trade-portal-api',
      setup(b) {
        // Packages stay imports, but for the workspace's own (sources in TypeScript), which are bundled.
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@trade-portal/') ? undefined : { external: true }));
        b.onLoad({ filter: /\.ts$/ }, async (args) => {
          const text = await readFile(args.path, 'utf8');
          const here = `new URL(${JSON.stringify(relative(outDir, args.path).split('\\').join('/'))}, import.meta.url).href`;
          return { contents: text.includes('import.meta.url') ? text.replaceAll('import.meta.url', here) : text, loader: 'ts' };
        });
      },
    }],
  });
  mkdirSync(outDir, { recursive: true });
  const place = (path, contents) => {
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, contents);
    renameSync(temporary, path);
  };
  // The map first: the bundle names it, and the bundle is what a starting server looks for.
  for (const file of [...result.outputFiles].sort((a, b) => Number(a.path === bundle) - Number(b.path === bundle))) place(file.path, file.contents);
  place(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules/')), null, 1));
  if (!quiet) console.log(`Built the API (${reason}): ${relative(apiDir, bundle)} in ${Math.round(performance.now() - started)} ms`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildApi({ ifChanged: process.argv.includes('--if-changed') });
}
