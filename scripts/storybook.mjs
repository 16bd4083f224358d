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

/** How fast an idle server answers the story index, ms: slower means it is still busy with its first work. */
const QUIET_ANSWER_MS = 250;

/**
 * Waits until the server answers quickly three times in a row: Vite's warmup (`server.warmup` in
 * .storybook/main.ts) transforms the preview's ~500 modules as the server starts, which holds its one
 * thread for seconds on a busy machine.
 */
async function quiet(until) {
  for (let inARow = 0; inARow < 3 && Date.now() < until; ) {
    const started = Date.now();
    await fetch(`${url}/index.json`, { signal: AbortSignal.timeout(60_000) }).catch(() => undefined);
    inARow = Date.now() - started < QUIET_ANSWER_MS ? inARow + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, QUIET_ANSWER_MS));
  }
}

/**
 * Waits until Storybook answers with its story index (every stories file parsed), then until the server
 * is quiet (`quiet`): each holds the server for seconds on a busy machine; a page opened meanwhile waits
 * for it, and Storybook's manager gives up on its server state after 1 s (ADR 0043).
 * @returns whether the server answered within READY_WITHIN_MS
 */
async function warm() {
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until && child.exitCode === null) {
    try {
      const index = await fetch(`${url}/index.json`, { signal: AbortSignal.timeout(60_000) });
      if (index.ok) {
        await quiet(until);
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
