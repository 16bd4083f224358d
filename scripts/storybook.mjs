// `npm run storybook`: Storybook's development server on STORYBOOK_PORT (6006), ending with the one address
// to open once the server has done its first, slow work.
//   STORYBOOK_PORT  the port (default 6006). A taken port stops Storybook with a message rather than moving
//                   it to another port than the one printed here.
// Other arguments go to `storybook dev` (`npm run storybook -- --ci`). Ctrl+C stops it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** How long to wait for the server before saying where it is anyway, ms (a cold first start takes about 20 s on two busy cores). */
const READY_WITHIN_MS = 120_000;

const text = process.env.STORYBOOK_PORT;
const port = text === undefined || text === '' ? 6006 : Number(text);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`STORYBOOK_PORT must be a port number (1–65535), not "${text}".`);
  process.exit(2);
}
const url = `http://localhost:${port}`;

// Checked here as well as by Storybook (`--exact-port`): with a taken port, the address below would be
// another server's.
const taken = await new Promise((resolve) => {
  const probe = createServer()
    .once('error', () => resolve(true))
    .listen(port, () => probe.close(() => resolve(false)));
});
if (taken) {
  console.error(`Port ${port} is taken (another Storybook?). Choose another: STORYBOOK_PORT=${port + 1} npm run storybook`);
  process.exit(1);
}

// The browser is not opened by Storybook: the page would load while the server still builds its story
// index and its prop tables, which is what the address below waits for.
const child = spawn(fileURLToPath(new URL('../node_modules/.bin/storybook', import.meta.url)), ['dev', '--port', String(port), '--exact-port', '--no-open', '--no-version-updates', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`Storybook could not start: ${error.message}. Run npm ci first.`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (code !== 0 && code !== null) console.error(`\nStorybook stopped (status ${code}).`);
  process.exit(code ?? (signal ? 1 : 0));
});

/** What a module imports statically from the same server: `import … from "/…"`, `export … from "/…"`, `import "/…"`. */
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s(?:[^'"();]*?\sfrom\s)?["'](\/[^"']+)["']/g;

/**
 * Requests the preview's entry and every module it imports statically (the theme, the components and
 * their styles: about 500), so Vite has transformed them before the first page asks; the stories
 * themselves load on demand. Six at a time.
 */
async function crawlPreview() {
  const seen = new Set();
  const queue = ['/@id/__x00__virtual:/@storybook/builder-vite/vite-app.js'];
  while (queue.length > 0) {
    await Promise.all(
      queue.splice(0, 6).map(async (path) => {
        const code = await fetch(new URL(path, url), { signal: AbortSignal.timeout(60_000) })
          .then((response) => response.text())
          .catch(() => '');
        for (const [, next] of code.matchAll(STATIC_IMPORT)) {
          if (next !== undefined && !seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }),
    );
  }
}

/**
 * Waits until Storybook answers, then asks once for what a first visit needs that the server builds in
 * one go: the story index (every stories file parsed) and the preview's modules ({@link crawlPreview}).
 * Each holds the server for seconds on a busy machine; a page opened meanwhile waits for it, and
 * Storybook's manager gives up on its server state after 1 s (ADR 0043).
 * @returns whether the server answered within READY_WITHIN_MS
 */
async function warm() {
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until && child.exitCode === null) {
    try {
      const index = await fetch(`${url}/index.json`, { signal: AbortSignal.timeout(60_000) });
      if (index.ok) {
        await crawlPreview();
        return true;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const ready = await warm();
if (child.exitCode === null) {
  console.log(
    ready
      ? `\nStorybook is ready: open ${url}\n(Ctrl+C stops it)\n`
      : `\nStorybook is still starting; when it is, open ${url}\n`,
  );
}
