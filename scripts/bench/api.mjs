// API part of `npm run bench`: the server's own bench (apps/api/scripts/bench.ts) on the embedded database
// and on a throwaway PostgreSQL, read back from its `--json` output.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, running, tempDir } from './servers.mjs';

/** The two databases, and the command that runs the server bench on each. */
export const apiDrivers = [
  { id: 'embedded', label: 'embedded PGlite', command: (json) => ['npx', 'tsx', 'apps/api/scripts/bench.ts', '--json', json] },
  { id: 'postgresql', label: 'PostgreSQL', command: (json) => ['bash', 'apps/api/scripts/with-postgres.sh', 'npx', 'tsx', 'apps/api/scripts/bench.ts', '--json', json] },
];

function run(argv) {
  return new Promise((ok, fail) => {
    // Its progress goes to stderr, so stdout keeps only the bench's table.
    // A process group of its own: npx and tsx do not pass a signal on, so an interrupt stops the whole group
    // (the server bench, which then removes its data, and the servers it started).
    const child = spawn(argv[0], argv.slice(1), { cwd: repoRoot, stdio: ['ignore', process.stderr, process.stderr], detached: true });
    const interrupt = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // the group has already gone
      }
    };
    running.add(interrupt);
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      running.delete(interrupt);
      ok(signal ? 128 : (code ?? 1));
    });
  });
}

/**
 * Runs the server bench on each database, one after the other.
 * @returns {Promise<{ id: string, label: string, result: object|null, note?: string, error?: string }[]>} `result` has the
 *   shape bench.ts writes (driver, connections, seconds, startFreshMs, startExistingMs, bare { rps, p50, p99 },
 *   runs [{ name, rps, p50, p99, errors, non2xx, rpsRatioToBare, p99Target, rpsRatioTarget, met }], memory
 *   { idleMB, peakMB, afterMB, afterSeconds, idleTargetMB, idleMet, backWithin20Percent, idleParts, afterParts },
 *   the parts being { heapUsedMB, heapTotalMB, externalMB, wasmMB }); null with a `note` when bench.ts wrote no JSON, or with an `error` when
 *   it (or the PostgreSQL wrapper) failed
 */
export async function runApiBench() {
  const out = [];
  const dir = tempDir('api');
  try {
    for (const driver of apiDrivers) {
      const json = join(dir.path, `${driver.id}.json`);
      console.error(`\nAPI on ${driver.label}: ${driver.command('<file>').join(' ')}`);
      const status = await run(driver.command(json));
      if (status !== 0) {
        // One database failing must not hide the other's figures; the caller still exits non-zero.
        out.push({ id: driver.id, label: driver.label, result: null, error: `the server bench exited with status ${status}` });
        continue;
      }
      if (!existsSync(json)) {
        out.push({ id: driver.id, label: driver.label, result: null, note: 'not measured: apps/api/scripts/bench.ts wrote no --json output' });
        continue;
      }
      out.push({ id: driver.id, label: driver.label, result: JSON.parse(readFileSync(json, 'utf8')) });
    }
  } finally {
    dir.dispose();
  }
  return out;
}
