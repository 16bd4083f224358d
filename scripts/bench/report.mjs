// The report of `npm run bench`: one row per figure (value, reference, ratio, target, met), the Markdown
// table, the machine it ran on, and the block of docs/speed.md between its markers.
import { cpus, totalmem } from 'node:os';

/** Formats a number the way the table reads it: en-GB digit groups, at most `digits` decimals. */
export const num = (n, digits = 0) => (n === null || n === undefined ? '–' : Number(n).toLocaleString('en-GB', { maximumFractionDigits: digits }));

/** A ratio with two decimals and the sign: '1.70 ×'. */
export const times = (n, digits = 2) => (n === null || n === undefined || !Number.isFinite(n) ? '–' : `${n.toFixed(digits)} ×`);

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
      row('size', `${r.path} initial JS (gzip)`, `${num(r.kB, 1)} kB`, { reference: floor, ratio: times(r.ratio), target: `≤ ${r.maxRatio} × floor`, met: r.met }),
    ),
  ];
}

/**
 * Rows of the Lighthouse part (scores 0–100, LCP and TBT in ms): `common` targets, with a page's own over
 * them (`p.targets`: /login's higher score, the TBT row of / and /place-order).
 */
export function lighthouseRows(pages, common) {
  const rows = [];
  const names = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices' };
  const bare = pages.find((p) => p.reference);
  for (const p of pages) {
    if (p.reference) {
      rows.push(row('lighthouse', `Lighthouse, ${p.path} of the same Vite build (reference): performance · TBT`, `${num(p.scores.performance)} · ${num(p.tbtMs)} ms`, { reference: `CPU benchmark index ${num(p.benchmarkIndex)}` }));
      continue;
    }
    const { tbtOverBareMs, ...rest } = common;
    const targets = { ...rest, ...p.targets };
    for (const [id, label] of Object.entries(names)) {
      const score = p.scores[id];
      const runs = id === 'performance' && p.performanceScores?.length > 1 ? ` (runs ${p.performanceScores.join(', ')})` : '';
      rows.push(row('lighthouse', `Lighthouse ${p.path}: ${label}${id === 'performance' ? ', median run' : ''}`, `${num(score)}${runs}`, { target: targets[id] === 100 ? '100' : `≥ ${targets[id]}`, met: score >= targets[id] }));
    }
    rows.push(row('lighthouse', `Lighthouse ${p.path}: CLS`, num(p.cls, 3), { target: `≤ ${targets.cls}`, met: p.cls <= targets.cls }));
    rows.push(row('lighthouse', `Lighthouse ${p.path}: LCP · TBT`, `${num(p.lcpMs)} ms · ${num(p.tbtMs)} ms`, { reference: `CPU benchmark index ${num(p.benchmarkIndex)}` }));
    if (targets.tbtMs !== undefined) {
      rows.push(row('lighthouse', `Lighthouse ${p.path}: TBT, median run`, `${num(p.tbtMs)} ms`, {
        reference: bare ? `bare page ${num(bare.tbtMs)} ms` : '',
        target: `≤ ${num(targets.tbtMs)} ms${bare ? ` (bare + ${num(tbtOverBareMs)})` : ''}`,
        met: p.tbtMs <= targets.tbtMs,
      }));
    }
  }
  return rows;
}

/** Rows of the interaction part (ms, counts). */
export function interactionRows(ix, targets) {
  const cpu = `${ix.cpuThrottling}× CPU`;
  const rows = [
    // The API leaves archived products out, so 2,000 seeded read as a few percent fewer.
    row('interaction', 'Products /place-order loads, long catalogue (SEED_PRODUCTS=2000)', `${num(ix.long.products)}${ix.long.shownText ? ` (page: “${ix.long.shownText}”)` : ''}`, {
      reference: `demo ${num(ix.demo.products)}`,
      ratio: ix.demo.products ? times(ix.long.products / ix.demo.products) : '',
      target: 'seed applied (> 1,000)',
      met: ix.long.products > 1000,
    }),
    row('interaction', `First stepper, demo catalogue (${cpu})`, `${num(ix.demo.ms)} ms`),
    row('interaction', `First stepper, long catalogue (${cpu}), from navigation`, `${num(ix.long.ms)} ms`, {
      reference: `demo ${num(ix.demo.ms)} ms`,
      ratio: times(ix.stepperRatio),
      target: `≤ ${num(targets.stepperMs)} ms`,
      met: ix.long.ms !== null && ix.long.ms <= targets.stepperMs,
    }),
  ];
  if (ix.floor) {
    rows.push(row('interaction', `p95 interaction latency, bare page: clicks and keys (${ix.floor.interactions} interactions, ${cpu})`, `${num(ix.floor.p95Ms)} ms (max ${num(ix.floor.maxMs)})`));
  }
  // Each kind against the bare page's floor of the same run; the demo catalogue's figure beside it.
  const floorMs = ix.floor?.p95Ms ?? null;
  const limitMs = floorMs === null ? null : targets.floorRatio * Math.max(floorMs, 1);
  const demoKinds = [...ix.demo.kinds, { ...ix.demo.all, name: 'all of the above' }];
  for (const [i, k] of [...ix.long.kinds, { ...ix.long.all, name: 'all of the above' }].entries()) {
    const ref = demoKinds[i];
    rows.push(
      row('interaction', `p95 interaction latency, long catalogue: ${k.name} (${k.interactions} interactions, ${cpu})`, `${num(k.p95Ms)} ms (max ${num(k.maxMs)})`, {
        reference: `floor ${num(floorMs)} ms${ref ? `, demo ${num(ref.p95Ms)} ms` : ''}`,
        ratio: floorMs ? times(k.p95Ms / floorMs) : '',
        target: limitMs === null ? `≤ ${targets.floorRatio} × floor` : `≤ ${targets.floorRatio} × floor (${num(limitMs)} ms)`,
        met: k.p95Ms !== null && limitMs !== null && k.p95Ms <= limitMs,
      }),
    );
  }
  rows.push(
    row('interaction', `Long tasks > ${targets.longTaskMs} ms during those interactions`, `${num(ix.long.all.longTasksOver)} (longest ${num(ix.long.all.longestTaskMs)} ms)`, {
      reference: `demo ${num(ix.demo.all.longTasksOver)} (longest ${num(ix.demo.all.longestTaskMs)} ms)`,
      target: String(targets.longTasks),
      met: ix.long.all.longTasksOver <= targets.longTasks,
    }),
  );
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
          ratio: `${times(run.rpsRatioToBare, 3)} req/s`,
          // A run's target is its p99 (ms) or, for AllProducts, its req/s as a ratio to the bare route's.
          target: run.p99Target != null ? `p99 ≤ ${run.p99Target} ms` : `≥ ${times(run.rpsRatioTarget)} bare req/s`,
          met: run.met,
        }),
      );
    }
    const m = r.memory;
    const after = m.afterSeconds ?? 8;
    if (m.idleTargetMB != null) {
      rows.push(row('api', `API on ${d.label}: resident memory idle`, `${num(m.idleMB)} MB`, { target: `≤ ${num(m.idleTargetMB)} MB`, met: m.idleMet }));
    }
    rows.push(
      row('api', `API on ${d.label}: resident memory idle · peak · ${after} s after the load`, `${num(m.idleMB)} · ${num(m.peakMB)} · ${num(m.afterMB)} MB`, {
        reference: `idle ${num(m.idleMB)} MB`,
        ratio: `${times(m.afterMB / m.idleMB)} after/idle`,
        target: 'after ≤ 1.2 × idle',
        met: m.backWithin20Percent,
      }),
    );
    // Which part holds the memory: Node's heap gives back, PGlite's WebAssembly memory only grows.
    const parts = (p) => `heap ${num(p.heapUsedMB)}/${num(p.heapTotalMB)} MB${p.wasmMB == null ? '' : ` · WASM ${num(p.wasmMB)} MB`}`;
    if (m.idleParts && m.afterParts) {
      rows.push(row('api', `API on ${d.label}: Node heap used/total${m.idleParts.wasmMB == null ? '' : ' · PGlite WebAssembly memory'}, idle → after`, `${parts(m.idleParts)} → ${parts(m.afterParts)}`));
    }
  }
  return rows;
}

/** Rows for a part that broke: its figures are not measured. */
export const brokenRows = (part, message) => [row(part, `${part}: not measured`, message.split('\n')[0].slice(0, 160), { met: 'not measured' })];

/** For each Lighthouse score under target, the audits that cost most, as Markdown lines ('' when none). */
export function failingAuditsText(pages) {
  const lines = [];
  for (const page of Array.isArray(pages) ? pages : []) {
    for (const [category, audits] of Object.entries(page.failing ?? {})) {
      lines.push(`\nLighthouse ${page.path}, ${category} ${page.scores[category]}: what costs most`);
      for (const a of audits) lines.push(`- ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}, score ${Math.round(a.score * 100)}`);
    }
  }
  return lines.join('\n');
}

/** The bench block of docs/speed.md, between `<!-- bench:results -->` and `<!-- /bench:results -->`. */
export function docsBlock(results) {
  const day = results.date.slice(0, 10);
  return [
    '<!-- bench:results -->',
    `Latest run: ${day} ${results.date.slice(11, 16)} UTC (${results.parts.join(', ')}) on ${machineLine(results.machine)}.`,
    '',
    markdownTable(results.rows),
    failingAuditsText(results.details.lighthouse),
    '<!-- /bench:results -->',
  ].join('\n');
}
