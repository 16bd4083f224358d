/**
 * Checks DATA_DIR before the embedded database opens it (ADR 0026): a directory this process cannot
 * write, on a read-only or full disk, must stop the start with a sentence that says so, not fail later
 * inside PostgreSQL's WASM build with a half-written page.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, statfsSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Free space DATA_DIR needs at start, MB: the seeded database and a day of orders, with room. */
export const DEFAULT_MIN_FREE_MB = 100;

/**
 * Creates `dir` when missing, writes and syncs a probe file in it, and checks the free space.
 * @param minFreeMb the free space required, MB (`DATA_DIR_MIN_FREE_MB`)
 * @returns the free space, MB
 * @throws Error with the reason in words: not writable, read-only file system, disk full, a file in the
 *   path, or less free space than `minFreeMb`
 */
export function checkDataDir(dir: string, minFreeMb = DEFAULT_MIN_FREE_MB): number {
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(probe, 'w');
    try {
      writeSync(fd, Buffer.alloc(64 * 1024));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      unlinkSync(probe);
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const reason: Record<string, string> = {
      EACCES: 'is not writable by this server\'s user: give it write access',
      EPERM: 'is not writable by this server\'s user: give it write access',
      EROFS: 'is on a read-only file system',
      ENOSPC: 'is on a full disk: free some space',
      EDQUOT: 'is over its disk quota: free some space',
      ENOTDIR: 'cannot be created: part of its path is a file',
      EEXIST: 'cannot be created: part of its path is a file',
    };
    throw new Error(`DATA_DIR ${dir} ${reason[code] ?? `cannot be written (${code || (error as Error).message})`}, or set another DATA_DIR.`, { cause: error });
  }
  const stats = statfsSync(dir);
  const freeMb = (stats.bavail * stats.bsize) / 1024 / 1024;
  if (freeMb < minFreeMb) {
    throw new Error(`DATA_DIR ${dir} has ${Math.floor(freeMb)} MB free; the embedded database needs at least ${minFreeMb} MB. Free some space, or set another DATA_DIR.`);
  }
  return freeMb;
}
