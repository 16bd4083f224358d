import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the map of the portal (docs/portal-map.md)', () => {
  it('matches the portal\'s folders and imports as they are', () => {
    const check = spawnSync(process.execPath, ['scripts/portal-map.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    expect(check.stdout.trim()).toBe('docs/portal-map.md is current.');
  });
});
