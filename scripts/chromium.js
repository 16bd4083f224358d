// @ts-check
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';

const require = createRequire(import.meta.url);

/**
 * Where Chromium lives: `CHROMIUM_PATH` if set, else the `chromium` (or `chromium-browser`) found on PATH.
 * Browsers are never downloaded by the test tools; scripts/ensure-system.sh installs Debian's package.
 * @returns {string} absolute path of the Chromium binary
 * @throws {Error} when no Chromium can be found
 */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  throw new Error('Chromium not found: install Debian\'s chromium package (or set CHROMIUM_PATH).');
}

/**
 * The Chromium headless shell that the `@sparticuz/chromium` package carries, at the exact version
 * package-lock.json pins: the same engine on every machine, whatever Chromium its package manager installed,
 * for the story screenshots (docs/adr/0048-screenshots-from-a-pinned-chromium.md). The package ships the
 * binary brotli-compressed; it is unpacked once, into a folder of node_modules/.cache named for the
 * package's version, and reused from there (the package's own `executablePath()` unpacks into the system's
 * temporary folder under a name without the version, where another version left behind would be taken
 * instead). The binary links only libc, expat and NSS; NSS comes with Debian's `chromium` package. Its
 * built-in fontconfig reads FONTCONFIG_FILE, so {@link chromiumEnv} applies to it as to Debian's.
 * @returns {Promise<string>} absolute path of the pinned Chromium binary
 */
export async function pinnedChromiumPath() {
  const entry = require.resolve('@sparticuz/chromium');
  const packageDir = join(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const dir = fileURLToPath(new URL(`../node_modules/.cache/sparticuz-chromium/${version}/`, import.meta.url));
  const binary = join(dir, 'chromium');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  // Unpacked under a name of this process's own and renamed when complete, so two processes unpacking it
  // at once never start a half-written binary.
  const partial = `${binary}.${process.pid}.partial`;
  try {
    await pipeline(createReadStream(join(packageDir, 'bin', 'chromium.br')), createBrotliDecompress(), createWriteStream(partial, { mode: 0o755 }));
    renameSync(partial, binary);
  } finally {
    rmSync(partial, { force: true });
  }
  return binary;
}

/** Flags for a headless Chromium that makes no connections of its own. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The test browser's environment: this process's, with FONTCONFIG_FILE pointing at scripts/fonts.conf, so
 * Chromium sees the project's fonts only (DejaVu, pinned in package-lock.json) and a screenshot does not
 * change with the fonts a machine has installed. Pass it as the launch `env` (Playwright replaces the
 * browser's environment with it).
 * @type {Record<string, string | undefined>}
 */
export const chromiumEnv = { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./fonts.conf', import.meta.url)) };

// `node scripts/chromium.js pinned` prints the pinned Chromium's path (unpacking it first), for
// CHROMIUM_PATH when the story baselines are redrawn with it.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'pinned') {
  console.log(await pinnedChromiumPath());
}
