import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupApi } from './helpers';

const dist = mkdtempSync(join(tmpdir(), 'trade-portal-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Trade Portal</title></head><body><div id="root"></div></body></html>');
// What the portal's build writes: each route's lazy chunks.
writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ '/place-order': ['assets/PrivateLayout-aaa111.js', 'assets/PlaceOrderPage-bbb222.js'] }));
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
// The build's precompressed twins (vite-plugin-compression2) of a larger chunk.
const chunk = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ sku: `RMC${i}`, name: 'Northgate Original 20s' })))};`;
writeFileSync(join(dist, 'assets', 'catalogue-def456.js'), chunk);
writeFileSync(join(dist, 'assets', 'catalogue-def456.js.br'), brotliCompressSync(chunk));
writeFileSync(join(dist, 'assets', 'catalogue-def456.js.gz'), gzipSync(chunk));
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

  it('hints the chunks a route loads lazily, for that route only', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/place-order?sort=2' });
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/PrivateLayout-aaa111.js"><link rel="modulepreload" crossorigin href="/assets/PlaceOrderPage-bbb222.js"></head>');
    const login = await h.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).not.toContain('modulepreload');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed twin the browser accepts, brotli first, with Vary', async () => {
    const url = '/assets/catalogue-def456.js';
    const br = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);

    const gz = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);

    const plain = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('keeps API and missing-file misses as JSON 404s', async () => {
    for (const [method, url] of [['GET', '/api/Nope'], ['POST', '/place-order'], ['GET', '/assets/index-old999.js'], ['GET', '/favicon.ico']] as const) {
      const res = await h.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toHaveProperty('Message');
    }
  });
});

describe('the seeded media beside the portal (ADR 0020)', () => {
  it('serves the media with the portal in place, and a missing guide or image is a JSON 404, never index.html', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/pdf/p4p/reducing-shrinkage' })).headers['content-type']).toBe('application/pdf');
    expect((await h.app.inject({ method: 'GET', url: '/assets/cms/hero-winter-range.svg' })).statusCode).toBe(200);
    for (const url of ['/pdf/p4p/no-such-guide', '/pdf/downloads/no-such-file', '/pdf/other/thing', '/assets/cms/missing.svg', '/assets/p4p/missing.svg']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
