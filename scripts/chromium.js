// @ts-check
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
