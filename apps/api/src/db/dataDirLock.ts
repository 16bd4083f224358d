/**
 * The cross-process lock on DATA_DIR: PGlite has none, and two processes on one directory corrupt it.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds a DATA_DIR lock: written beside the lock directory once it is taken. */
interface LockOwner {
  pid: number;
  /** The process's start time as the kernel counts it (`/proc/<pid>/stat` field 22); null where unknown. */
  start: string | null;
  /** The lock directory's inode when the owner took it: a record left by an earlier lock does not match. */
  lock: number;
}

/** The start time of process `pid` (Linux), so a reused process id is not taken for the old owner; null elsewhere. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote `owner` still runs: the id answers and, where known, started when it did. */
function ownerAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user. ESRCH: gone.
    if ((error as { code?: string }).code !== 'EPERM') return false;
  }
  const start = processStart(owner.pid);
  return owner.start === null || start === null || start === owner.start;
}

/** The inode of `path`, or undefined when it does not exist. */
function inode(path: string): number | undefined {
  try {
    return statSync(path).ino;
  } catch {
    return undefined;
  }
}

/**
 * The owner of the lock directory as it is now; undefined when none is recorded for it (an owner in its
 * first instant, or a record left by an earlier lock).
 */
function readOwner(lockDir: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(`${lockDir}.owner`, 'utf8')) as Partial<LockOwner>;
    const valid = typeof owner.pid === 'number' && Number.isInteger(owner.pid) && owner.pid > 0 && typeof owner.lock === 'number';
    return valid && owner.lock === inode(lockDir) ? { pid: owner.pid!, start: owner.start ?? null, lock: owner.lock! } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes DATA_DIR for this process. PGlite has no cross-process lock, and two processes on one directory
 * corrupt it. The lock is proper-lockfile's directory `.lock`, refreshed every 5 s (its mtime, which is
 * why nothing is written inside it); this process's id and start time go beside it, in `.lock.owner`. A
 * lock whose owner is gone (killed, crashed, or its id now another program's) is removed and taken at
 * once; a lock with no owner on record counts as abandoned after proper-lockfile's 15 s. A live owner is
 * refused.
 * @returns the release
 * @throws Error 'Another Trade Portal server (process N) is using DATA_DIR …' while a live owner holds it
 */
export async function lockDataDir(dir: string, onCompromised?: (error: Error) => void): Promise<() => Promise<void>> {
  const { default: lockfile } = await import('proper-lockfile');
  const lockDir = join(dir, '.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      const release = await lockfile.lock(dir, { lockfilePath: lockDir, stale: 15_000, update: 5_000, ...(onCompromised ? { onCompromised } : {}) });
      const me: LockOwner = { pid: process.pid, start: processStart(process.pid), lock: inode(lockDir) ?? -1 };
      writeFileSync(`${lockDir}.owner`, JSON.stringify(me));
      return async () => {
        rmSync(`${lockDir}.owner`, { force: true });
        await release();
      };
    } catch (error) {
      const owner = readOwner(lockDir);
      if (attempt === 0 && owner && !ownerAlive(owner)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if ((error as { code?: string }).code === 'ELOCKED') {
        throw new Error(
          `Another Trade Portal server${owner ? ` (process ${owner.pid})` : ''} is using DATA_DIR ${dir}. Stop it, or set another DATA_DIR.`,
          { cause: error },
        );
      }
      throw error;
    }
  }
}
