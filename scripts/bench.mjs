// `npm run bench`: measures the portal's speed against its targets (docs/speed.md), on this machine, in one run.
// Not a test: it prints a Markdown table (figure, value, reference, ratio, target, met) and writes
// bench/results.json. Every figure that depends on the machine is read against a reference measured in
// the same run (the floor app, the demo catalogue, a bare Fastify route), because timings on a shared
// machine are noisy. Parts (all by default):
//   size         initial JS (kB gzip) of /login, /, /place-order, /cart, /my-orders as Chromium loads them,
//                against the floor: a bare React 19 app built by the same Vite now (bench/floor)
//   lighthouse   Lighthouse mobile (simulated throttling) on the bare React page (the floor app), /login,
//                and logged in on / and /place-order
//   interaction  /place-order with SEED_PRODUCTS=2000 at 4× CPU: first stepper against the demo catalogue,
//                p95 interaction latency (Event Timing) and long tasks while ordering, sorting, searching, filtering
//   api          apps/api/scripts/bench.ts on the embedded database and on PostgreSQL: p99, req/s against
//                bare Fastify, resident memory
//
//   npm run bench [-- --only size,lighthouse,interaction,api] [-- --docs]
// Environment: PORTAL_DIST (an existing portal build: nothing is built), CHROMIUM_PATH (scripts/chromium.js).
// --docs also writes the table into docs/speed.md, between its markers. Exits non-zero only when the bench
// itself breaks; a missed target is printed as "missed".
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runApiBench } from './bench/api.mjs';
import { launchBrowser } from './bench/browser.mjs';
import { interactionTargets, measureInteraction } from './bench/interaction.mjs';
import { lighthouseTargets, runLighthouse } from './bench/lighthouse.mjs';
import { apiRows, brokenRows, failingAuditsText, interactionRows, lighthouseRows, machine, machineLine, markdownTable, docsBlock, sizeRows } from './bench/report.mjs';
import { floorApp, portalBuild, repoRoot, running, startApi } from './bench/servers.mjs';
import { measureSizes } from './bench/size.mjs';

const allParts = ['size', 'lighthouse', 'interaction', 'api'];

const usage = `npm run bench [-- --only <parts>] [-- --docs]

Measures the portal's speed on this machine and prints a table of figures against their targets.
  --only <parts>  a comma-separated list of ${allParts.join(', ')} (default: all)
  --docs          also write the table into docs/speed.md
  --help          this text
Environment: PORTAL_DIST (measure that portal build instead of running npm run build), CHROMIUM_PATH.`;

function options(argv) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  const known = ['--only', '--docs'];
  const strays = argv.filter((a, i) => !known.includes(a) && !a.startsWith('--only=') && argv[i - 1] !== '--only');
  if (strays.length > 0) {
    console.error(`Unknown: ${strays.join(' ')}\n\n${usage}`);
    process.exit(2);
  }
  const at = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  const list = at < 0 ? allParts.join(',') : argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  const parts = (list ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = parts.filter((p) => !allParts.includes(p));
  if (parts.length === 0 || unknown.length > 0) {
    console.error(`--only takes a comma-separated list of ${allParts.join(', ')}${unknown.length ? `, not ${unknown.join(', ')}` : ''}.`);
    process.exit(2);
  }
  return { parts: allParts.filter((p) => parts.includes(p)), docs: argv.includes('--docs') };
}

const { parts, docs } = options(process.argv.slice(2));
const has = (part) => parts.includes(part);
const date = new Date().toISOString();
const details = {};
const rows = [];
const broken = [];
const cleanups = [];
let chromiumVersion = null;

// Interrupted (Ctrl+C, a terminal closed, a CI limit): stop the servers and the browser and remove their
// data, as the end of a run does. A part's own servers are registered in servers.mjs's `running`.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the bench's servers and removing their data…`);
    const stops = [...cleanups.reverse(), ...running];
    await Promise.allSettled(stops.map((stop) => stop()));
    process.exit(130);
  });
}

/** Runs one part; a part that throws is reported as not measured and makes the exit status 1. */
async function part(name, measure, toRows) {
  console.error(`\n— ${name} —`);
  const started = performance.now();
  try {
    details[name] = await measure();
    rows.push(...toRows(details[name]));
  } catch (error) {
    console.error(`${name} broke: ${error.stack ?? error}`);
    broken.push(name);
    details[name] = { error: String(error.message ?? error) };
    rows.push(...brokenRows(name, String(error.message ?? error)));
  }
  console.error(`${name}: ${Math.round((performance.now() - started) / 1000)} s`);
}

try {
  if (has('size') || has('lighthouse') || has('interaction')) {
    const dist = portalBuild();
    const demo = await startApi({ dist, label: 'demo' });
    cleanups.push(demo.stop);
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    chromiumVersion = browser.version();

    if (has('size')) {
      await part(
        'size',
        async () => {
          const floor = await floorApp();
          try {
            return await measureSizes({ browser, base: demo.base, dist, floor });
          } finally {
            await floor.close();
          }
        },
        sizeRows,
      );
    }
    if (has('lighthouse')) {
      await part(
        'lighthouse',
        async () => {
          const floor = await floorApp();
          try {
            return await runLighthouse({ base: demo.base, bareUrl: floor.url });
          } finally {
            await floor.close();
          }
        },
        (pages) => lighthouseRows(pages, lighthouseTargets),
      );
    }
    if (has('interaction')) {
      await part(
        'interaction',
        async () => {
          const long = await startApi({ dist, seedProducts: 2000, label: 'long' });
          try {
            return await measureInteraction({ browser, base: demo.base, longBase: long.base });
          } finally {
            await long.stop();
          }
        },
        (ix) => interactionRows(ix, interactionTargets),
      );
    }
  }
  // The browser and the portal's server are stopped first: the load test wants the machine to itself.
  while (cleanups.length) await cleanups.pop()();
  if (has('api')) {
    await part('api', runApiBench, apiRows);
    if (details.api?.some?.((d) => d.error)) broken.push('api');
  }
} finally {
  while (cleanups.length) await cleanups.pop()().catch(() => undefined);
}

const results = { date, machine: machine(chromiumVersion), parts, rows, details };
const table = markdownTable(rows);
console.log(`\n${date.slice(0, 16).replace('T', ' ')} UTC · ${machineLine(results.machine)}\n\n${table}`);
const audits = failingAuditsText(details.lighthouse);
if (audits) console.log(audits);
writeFileSync(join(repoRoot, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWrote bench/results.json' + (details.lighthouse?.length ? '; full Lighthouse reports in bench/reports/' : ''));
if (docs) {
  const file = join(repoRoot, 'docs/speed.md');
  const text = readFileSync(file, 'utf8');
  const block = /<!-- bench:results -->[\s\S]*?<!-- \/bench:results -->/;
  if (block.test(text)) {
    writeFileSync(file, text.replace(block, docsBlock(results)));
    console.log('Wrote the table into docs/speed.md');
  } else console.error('docs/speed.md has no <!-- bench:results --> block: not written');
}
if (broken.length) {
  console.error(`\nThe bench broke in: ${[...new Set(broken)].join(', ')} (see above).`);
  process.exitCode = 1;
}
