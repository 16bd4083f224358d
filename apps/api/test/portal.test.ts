import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupApi } from './helpers';

const dist = mkdtempSync(join(tmpdir(), 'trade-portal-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Trade Portal</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const h = await setupApi({ portalDist: dist });

describe('the built portal, served from the same origin', () => {
  it('serves index.html for the portal\'s routes (SPA fallback), never cached', async () => {
    for (const url of ['/', '/login', '/place-order', '/review-order?ordernumber=100001']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps API and missing-file misses as JSON 404s', async () => {
    for (const [method, url] of [['GET', '/api/Nope'], ['POST', '/place-order'], ['GET', '/assets/index-old999.js'], ['GET', '/favicon.ico']] as const) {
      const res = await h.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toHaveProperty('Message');
    }
  });
});
