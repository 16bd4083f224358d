/**
 * The DATA_DIR lock (ARCHITECTURE.md, embedded database): a live owner is refused; an owner killed with
 * SIGKILL, or whose process id now belongs to another program, no longer holds the directory, so the next
 * start goes ahead at once instead of waiting out proper-lockfile's 15 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/open';

const openModule = resolve(import.meta.dirname, '../src/db/open.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'trade-portal-lock-'));
  dirs.push(dir);
  return dir;
};

/** Another process that takes the lock and holds it until killed; resolves once it holds it. */
async function holder(dir: string): Promise<ChildProcess> {
  const code = `const { lockDataDir } = await import(${JSON.stringify(openModule)}); await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && done());
    child.on('exit', (status) => fail(new Error(`the lock holder exited with ${status}`)));
  });
  return child;
}

describe('DATA_DIR lock', () => {
  it('refuses while a live server holds the directory, naming its process', async () => {
    const dir = freshDir();
    const child = await holder(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`Another Trade Portal server (process ${child.pid}) is using DATA_DIR`);
  });

  it('takes the directory at once after its owner was killed with SIGKILL', async () => {
    const dir = freshDir();
    const child = await holder(dir);
    const gone = new Promise((done) => child.on('exit', done));
    child.kill('SIGKILL');
    await gone;
    // The lock as fresh as a live owner keeps it, so proper-lockfile alone would refuse it for 15 s (it
    // never waits: it takes or refuses): only the dead owner's record can let this start go ahead.
    const now = new Date();
    utimesSync(join(dir, '.lock'), now, now);
    const release = await lockDataDir(dir);
    await release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
  });

  it.skipIf(!existsSync('/proc/self/stat'))('takes a lock whose process id now belongs to another program', async () => {
    const dir = freshDir();
    // A lock left by a process whose id is now this test's own: alive, but started at another time.
    mkdirSync(join(dir, '.lock'));
    writeFileSync(join(dir, '.lock.owner'), JSON.stringify({ pid: process.pid, start: '1', lock: statSync(join(dir, '.lock')).ino }));
    const release = await lockDataDir(dir);
    await release();
  });

  it('does not take a lock on the word of an owner record left by an earlier lock', async () => {
    const dir = freshDir();
    mkdirSync(join(dir, '.lock'));
    // A dead process's record, but of another lock directory (another inode): the current owner may be starting.
    writeFileSync(join(dir, '.lock.owner'), JSON.stringify({ pid: 2 ** 22 + 1, start: null, lock: statSync(join(dir, '.lock')).ino + 1 }));
    await expect(lockDataDir(dir)).rejects.toThrow('Another Trade Portal server is using DATA_DIR');
  });

  it('keeps its lock past proper-lockfile\'s refresh (nothing written inside the lock directory)', async () => {
    const dir = freshDir();
    const lost: Error[] = [];
    const release = await lockDataDir(dir, (error) => lost.push(error));
    await new Promise((r) => setTimeout(r, 6_000));
    expect(lost).toEqual([]);
    await release();
  }, 15_000);

  it('keeps refusing a lock whose owner has not written itself yet, as proper-lockfile does for 15 s', async () => {
    const dir = freshDir();
    mkdirSync(join(dir, '.lock'));
    await expect(lockDataDir(dir)).rejects.toThrow('Another Trade Portal server is using DATA_DIR');
  });
});
