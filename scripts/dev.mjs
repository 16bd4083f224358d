// `npm run dev`: the portal with hot reload and the API that restarts on each change, on any port, ending
// with the one address to open.
//   PORT      the portal's development server (5173): the address to open. It forwards the API's paths
//             (/api, /Token, /assets) to the API, so both share one origin as in production.
//   API_PORT  the API (a free port on loopback when unset): the browser never needs it.
// Everything else (DATA_DIR, DATABASE_URL, SEED_PRODUCTS…) goes to the API as `npm start` reads it.
// Ctrl+C stops both; either one ending stops the other.
import concurrently from 'concurrently';
import { freePort } from './bench/servers.mjs';

/** How long to wait for both servers before saying where they are anyway, ms (a first start seeds the demo data). */
const READY_WITHIN_MS = 120_000;

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

const { result, commands } = concurrently(
  [
    { name: 'api', command: 'npm run dev --silent -w @trade-portal/api', env: { PORT: String(apiPort), HOST: '127.0.0.1', PORTAL_URL: portalUrl } },
    // strictPort: on a taken port Vite would move to the next one, and the address printed below would be wrong.
    { name: 'portal', command: `npm run dev --silent -w @trade-portal/portal -- --port ${port} --strictPort`, env: { API_PORT: String(apiPort) } },
  ],
  { prefix: 'name', killOthersOn: ['failure', 'success'] },
);

/**
 * Resolves true when `url` answers 200, or false after `READY_WITHIN_MS`. The API listens before it has seeded
 * an empty database and answers 503 until then, so its readiness check is what says it can be used.
 */
async function ready200(url) {
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until) {
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
if (commands.every((c) => c.exited === false)) {
  console.log(
    ready.every(Boolean)
      ? `\nTrade Portal (development) is ready: open ${portalUrl}\n(hot reload; the API on port ${apiPort} restarts when its code changes; Ctrl+C stops both)\n`
      : `\nTrade Portal (development): the servers are still starting; when they are, open ${portalUrl}\n`,
  );
}

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
