// The report of `npm run bench`: one row per figure (value, reference, ratio, target, met), the Markdown
// table, the machine it ran on, and the README section between its markers.
import { cpus, totalmem } from 'node:os';

/** Formats a number the way the table reads it: en-GB digit groups, at most `digits` decimals. */
export const num = (n, digits = 0) => (n === null || n === undefined ? '–' : Number(n).toLocaleString('en-GB', { maximumFractionDigits: digits }));

/** The machine, without names or paths: CPU model, logical cores, RAM (GB), Node and Chromium versions. */
export function machine(chromiumVersion) {
  const list = cpus();
  return {
    cpu: list[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown CPU',
    cores: list.length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.versions.node,
    chromium: chromiumVersion ?? null,
  };
}

/** One line of `machine()` for the table's caption. */
export const machineLine = (m) => `${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB RAM; Node ${m.node}${m.chromium ? `, Chromium ${m.chromium}` : ''}`;

/**
 * A row of the table. `met`: true (yes), false (missed), null (a reference or context figure, no target),
 * or 'not measured'.
 * @returns {{ part: string, figure: string, value: string, reference: string, ratio: string, target: string, met: boolean|null|'not measured' }}
 */
export const row = (part, figure, value, { reference = '', ratio = '', target = '', met = null } = {}) => ({ part, figure, value, reference, ratio, target, met });

const metText = (met) => (met === true ? 'yes' : met === false ? '**missed**' : met === null ? '' : met);

/** The rows as a Markdown table. */
export function markdownTable(rows) {
  const cell = (s) => String(s).replaceAll('|', '\\|');
  const lines = ['| figure | value | reference | ratio | target | met |', '|---|---|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${[r.figure, r.value, r.reference, r.ratio, r.target, metText(r.met)].map(cell).join(' | ')} |`);
  return lines.join('\n');
}

/** Rows of the size part (kB gzip, ratios to the floor). */
export function sizeRows(size) {
  const floor = `floor ${num(size.floorKB, 1)} kB`;
  return [
    row('size', 'Floor: bare React 19 app, initial JS (gzip)', `${num(size.floorKB, 1)} kB`),
    ...size.routes.map((r) =>
      row('size', `${r.path} initial JS (gzip)`, `${num(r.kB, 1)} kB`, { reference: floor, ratio: `${num(r.ratio, 2)} ×`, target: `≤ ${r.maxRatio} × floor`, met: r.met }),
    ),
  ];
}

/** Rows of the Lighthouse part (scores 0–100, LCP and TBT in ms). */
export function lighthouseRows(pages, targets) {
  const rows = [];
  const names = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices' };
  for (const p of pages) {
    for (const [id, label] of Object.entries(names)) {
      const score = p.scores[id];
      rows.push(row('lighthouse', `Lighthouse ${p.path}: ${label}`, num(score), { target: targets[id] === 100 ? '100' : `≥ ${targets[id]}`, met: score >= targets[id] }));
    }
    rows.push(row('lighthouse', `Lighthouse ${p.path}: CLS`, num(p.cls, 3), { target: `≤ ${targets.cls}`, met: p.cls <= targets.cls }));
    rows.push(row('lighthouse', `Lighthouse ${p.path}: LCP · TBT`, `${num(p.lcpMs)} ms · ${num(p.tbtMs)} ms`, { reference: `CPU benchmark index ${num(p.benchmarkIndex)}` }));
  }
  return rows;
}

/** Rows of the interaction part (ms, counts). */
export function interactionRows(ix, targets) {
  const cpu = `${ix.cpuThrottling}× CPU`;
  const rows = [
    row('interaction', 'Products /place-order loads (long catalogue)', `${num(ix.long.products)}${ix.long.shownText ? ` (page: “${ix.long.shownText}”)` : ''}`, {
      reference: `demo: ${num(ix.demo.products)}`,
      target: '2,000 (SEED_PRODUCTS=2000)',
      met: ix.long.products >= 2000,
    }),
    row('interaction', `First stepper, demo catalogue (${cpu})`, `${num(ix.demo.ms)} ms`),
    row('interaction', `First stepper, long catalogue (${cpu})`, `${num(ix.long.ms)} ms`, {
      reference: `demo ${num(ix.demo.ms)} ms`,
      ratio: `${num(ix.stepperRatio, 2)} ×`,
      target: `≤ ${targets.stepperRatio} × demo`,
      met: ix.stepperRatio !== null && ix.stepperRatio <= targets.stepperRatio,
    }),
  ];
  for (const k of [...ix.kinds, { ...ix.all, name: 'all of the above' }]) {
    rows.push(
      row('interaction', `p95 interaction latency: ${k.name} (${k.interactions}, ${cpu})`, `${num(k.p95Ms)} ms (max ${num(k.maxMs)})`, {
        target: `≤ ${targets.p95Ms} ms`,
        met: k.p95Ms !== null && k.p95Ms <= targets.p95Ms,
      }),
    );
  }
  const longest = Math.max(0, ...ix.kinds.map((k) => k.longestTaskMs));
  rows.push(row('interaction', `Long tasks > ${targets.longTaskMs} ms during the interactions`, `${num(ix.all.longTasksOver100)} (longest ${num(longest)} ms)`, { target: String(targets.longTasks), met: ix.all.longTasksOver100 <= targets.longTasks }));
  return rows;
}

/** Rows of the API part (ms, req/s, MB), one block per database. */
export function apiRows(drivers) {
  const rows = [];
  for (const d of drivers) {
    const r = d.result;
    if (!r) {
      rows.push(row('api', `API on ${d.label}`, d.error ?? d.note ?? 'not measured', { met: 'not measured' }));
      continue;
    }
    rows.push(row('api', `API on ${d.label}: start to first 200`, `fresh ${num(r.startFreshMs)} ms · existing ${num(r.startExistingMs)} ms`));
    rows.push(row('api', `API on ${d.label}: bare Fastify route (reference, ${r.connections} conn.)`, `${num(r.bare.rps)} req/s · p99 ${num(r.bare.p99)} ms`));
    for (const run of r.runs) {
      const failures = run.errors + run.non2xx;
      rows.push(
        row('api', `API on ${d.label}: ${run.name} (${r.connections} conn.)`, `p99 ${num(run.p99)} ms · ${num(run.rps)} req/s${failures ? ` · ${num(failures)} failed` : ''}`, {
          reference: `bare ${num(r.bare.rps)} req/s`,
          ratio: `${num(run.rpsRatioToBare, 3)} × req/s`,
          target: `p99 ≤ ${run.p99Target} ms`,
          met: run.met,
        }),
      );
    }
    const m = r.memory;
    rows.push(
      row('api', `API on ${d.label}: resident memory idle · peak · after`, `${num(m.idleMB)} · ${num(m.peakMB)} · ${num(m.afterMB)} MB`, {
        reference: `idle ${num(m.idleMB)} MB`,
        ratio: `${num(m.afterMB / m.idleMB, 2)} × after/idle`,
        target: 'after ≤ 1.2 × idle',
        met: m.backWithin20Percent,
      }),
    );
  }
  return rows;
}

/** Rows for a part that broke: its figures are not measured. */
export const brokenRows = (part, message) => [row(part, `${part}: not measured`, message.split('\n')[0].slice(0, 160), { met: 'not measured' })];

/** The README's bench block, between `<!-- bench:results -->` and `<!-- /bench:results -->`. */
export function readmeBlock(results) {
  const day = results.date.slice(0, 10);
  return [
    '<!-- bench:results -->',
    `Latest run: ${day}, ${results.parts.join(', ')}; ${machineLine(results.machine)}.`,
    '',
    markdownTable(results.rows),
    '<!-- /bench:results -->',
  ].join('\n');
}
