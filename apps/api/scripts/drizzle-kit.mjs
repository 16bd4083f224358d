#!/usr/bin/env node
/**
 * Runs drizzle-kit (e.g. `node scripts/drizzle-kit.mjs generate`) so that it finds this workspace's
 * drizzle-orm: npm installs drizzle-orm under apps/api/node_modules, where drizzle-kit's own imports
 * from the root node_modules cannot see it.
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const hooks = `
const parent = ${JSON.stringify(pathToFileURL(join(apiRoot, 'package.json')).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: parent });
  return next(specifier, context);
}`;
const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
const bin = join(dirname(createRequire(join(apiRoot, 'package.json')).resolve('drizzle-kit')), 'bin.cjs');
const result = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(register)}`, bin, ...process.argv.slice(2)], {
  cwd: apiRoot,
  // The ESM hook covers import(); NODE_PATH covers the require() of the schema it loads.
  env: { ...process.env, NODE_PATH: join(apiRoot, 'node_modules') },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
