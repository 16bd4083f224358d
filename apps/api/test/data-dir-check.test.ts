/**
 * DATA_DIR that cannot hold the database stops the start with a sentence (ADR 0026): a file in the path,
 * a directory this process may not write (when not running as root, which writes anyway), a disk with less
 * free space than required; a good directory passes and keeps nothing of the check.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDataDir } from '../src/db/dataDir';

const base = mkdtempSync(join(tmpdir(), 'trade-portal-datadir-'));
afterAll(() => {
  chmodSync(base, 0o755);
  rmSync(base, { recursive: true, force: true });
});

describe('checkDataDir', () => {
  it('passes a writable directory with room, creating it, and leaves nothing behind', () => {
    const dir = join(base, 'new', 'data');
    expect(checkDataDir(dir, 1)).toBeGreaterThan(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a path through a file', () => {
    writeFileSync(join(base, 'a-file'), 'x');
    expect(() => checkDataDir(join(base, 'a-file', 'data'))).toThrow(`DATA_DIR ${join(base, 'a-file', 'data')} cannot be created: part of its path is a file, or set another DATA_DIR.`);
  });

  it('refuses a disk with less free space than required', () => {
    expect(() => checkDataDir(join(base, 'ok'), Number.MAX_SAFE_INTEGER)).toThrow(/MB free; the embedded database needs at least \d+ MB\. Free some space, or set another DATA_DIR\./);
  });

  it.skipIf(process.getuid?.() === 0)('refuses a directory it may not write', () => {
    const dir = join(base, 'locked');
    checkDataDir(dir, 1);
    chmodSync(dir, 0o555);
    expect(() => checkDataDir(dir, 1)).toThrow('is not writable by this server\'s user: give it write access, or set another DATA_DIR.');
    chmodSync(dir, 0o755);
  });
});
