// `npm run dev`: the portal with hot reload and the API that restarts on each change, on any port, ending
// with the one address to open.
//   PORT      the portal's development server (5173): the address to open. It forwards the API's paths
//             (/api, /Token, /assets) to the API, so both share one origin as in production.
//   API_PORT  the API (a free port on loopback when unset): the browser never needs it.
// Everything else (DATA_DIR, DATABASE_URL, SEED_PRODUCTS…) goes to the API as `npm start` reads it.
// Ctrl+C stops both; either one ending stops the other.
//
// Each server runs its workspace's `dev` command as npm would (from its folder, the workspace's programs
// first on the PATH) but without npm in between, and its lines are shown after `[api]` or `[portal]`.
// A stop signal this process gets (SIGINT, SIGTERM, SIGHUP) is passed on to both, once each. Ctrl+C and a
// process manager's group stop also reach the servers directly: the API takes the same signal twice at
// once as one stop (ADR 0050), finishes what it is doing and frees DATA_DIR; Vite ends at once.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench/servers.mjs';

/** How long to wait for both servers before saying where they are anyway, ms (a first start seeds the demo data). */
const READY_WITHIN_MS = 120_000;
const root = fileURLToPath(new URL('..', import.meta.url));

function portFrom(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number (1–65535), not "${text}".`);
    process.exit(2);
  }
  return port;
}

const port = portFrom('PORT', 5173);
const apiPort = portFrom('API_PORT', null) ?? (await freePort());
const portalUrl = `http://localhost:${port}`;

/** The signal this process was asked to stop with, once it has been. */
let stopSignal;
/** The server that ended by itself, when one did: the other is then sent SIGTERM. */
let endedFirst;

/**
 * Runs the `dev` script of the workspace in `folder` with `args` after it, its output line by line after
 * `[name] `. @returns the child process
 */
function runDev(name, folder, args, env) {
  const dir = join(root, folder);
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const path = [join(dir, 'node_modules/.bin'), join(root, 'node_modules/.bin'), process.env.PATH].filter(Boolean).join(delimiter);
  const child = spawn('/bin/sh', ['-c', [scripts.dev, ...args].join(' ')], { cwd: dir, env: { ...process.env, PATH: path, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
  child.name = name;
  return child;
}

const servers = [
  runDev('api', 'apps/api', [], { PORT: String(apiPort), HOST: '127.0.0.1', PORTAL_URL: portalUrl }),
  // strictPort: on a taken port Vite would move to the next one, and the address printed below would be wrong.
  runDev('portal', 'apps/portal', ['--port', String(port), '--strictPort'], { API_PORT: String(apiPort) }),
];
const running = (child) => child.exitCode === null && child.signalCode === null;
/** The servers whose output has ended with them. */
const closed = new Set();

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopSignal ??= signal;
    for (const child of servers) if (running(child)) child.kill(signal);
  });
}
for (const child of servers) {
  // 'close', not 'exit': the server's last lines are read and shown before this process may exit.
  child.on('close', (code, signal) => {
    if (!stopSignal && !endedFirst) {
      endedFirst = child;
      console.log(`[${child.name}] ended (${signal ?? `exit code ${code}`}): stopping the other server too`);
      for (const other of servers) if (running(other)) other.kill('SIGTERM');
    }
    closed.add(child);
    if (closed.size < servers.length) return;
    // Clean: each server exited 0, or of the signal it was sent (killed by it, or exiting 128 + its number as
    // Vite does on SIGTERM); a server that ended by itself was sent none.
    const sent = (s) => stopSignal ?? (s === endedFirst ? undefined : 'SIGTERM');
    const endedWell = (s) => s.exitCode === 0 || (sent(s) !== undefined && (s.signalCode === sent(s) || s.exitCode === 128 + constants.signals[sent(s)]));
    process.exit(servers.every(endedWell) ? 0 : 1);
  });
}

/**
 * Resolves true when `url` answers 200, or false after `READY_WITHIN_MS`. The API listens before it has seeded
 * an empty database and answers 503 until then, so its readiness check is what says it can be used.
 */
async function ready200(url) {
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until && servers.every(running)) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const ready = await Promise.all([ready200(`http://127.0.0.1:${apiPort}/health/ready`), ready200(`${portalUrl}/login`)]);
if (servers.every(running) && !stopSignal) {
  console.log(
    ready.every(Boolean)
      ? `\nTrade Portal (development) is ready: open ${portalUrl}\n(hot reload; the API on port ${apiPort} restarts when its code changes; Ctrl+C stops both)\n`
      : `\nTrade Portal (development): the servers are still starting; when they are, open ${portalUrl}\n`,
  );
}
