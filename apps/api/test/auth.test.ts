import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { TokenCache, TOKEN_TTL_SECONDS } from '../src/services/auth';
import { auth, MULTI, SINGLE, setupApi } from './helpers';

const h = await setupApi({ loginRateLimit: 20 });
const form = (username: string, password: string) => ({
  method: 'POST' as const,
  url: '/Token',
  payload: `grant_type=password&username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('POST /Token (§4 Login)', () => {
  it('issues an opaque bearer token and stores only its hash', async () => {
    const res = await h.app.inject(form('single@demo.test', 'Portal-Demo-1'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 43200, userName: 'single@demo.test' });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const stored = await h.database.db.select().from(schema.tokens);
    expect(stored.some((t) => t.tokenHash === body.access_token)).toBe(false);
  });

  it('answers wrong credentials with a 400 and a message the form shows', async () => {
    for (const [u, p] of [['single@demo.test', 'wrong'], ['nobody@demo.test', 'Portal-Demo-1']]) {
      const res = await h.app.inject(form(u!, p!));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: 'The user name or password is incorrect.' });
    }
  });

  it('rejects a malformed body with a 400, not a 500', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/Token', payload: 'grant_type=password', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/username/);
  });

  it('rate-limits repeated attempts for one user name', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await h.app.inject(form('restricted@demo.test', 'nope'))).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const last = await h.app.inject(form('restricted@demo.test', 'nope'));
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ Message: 'Too many login attempts. Please try again in a minute.' });
  });

  it('does not let a forged X-Forwarded-For slip past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await h.app.inject({ ...form('forger@demo.test', 'nope'), headers: { ...form('', '').headers, 'x-forwarded-for': `10.0.0.${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('session and account checks (§6)', () => {
  it('needs a valid token', async () => {
    const none = await h.app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ Message: 'Session has expired. Please log in again.' });
    const bad = await h.app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: auth('made-up') });
    expect(bad.statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const token = await h.login();
    await h.database.db.update(schema.tokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await h.app.inject({ method: 'HEAD', url: `/api/Account/CheckAuth?accountNumber=${SINGLE}`, headers: auth(token) });
    expect(res.statusCode).toBe(401);
  });

  it('remembers a token look-up briefly, but never past the token\'s expiry', async () => {
    const token = await h.login('multi@demo.test');
    const cache = new TokenCache(h.database.db, 60_000);
    const now = Date.now();
    expect(await cache.get(token, now)).toMatchObject({ accountIds: [...MULTI] });
    expect(await cache.get('made-up', now)).toBeNull();
    expect(await cache.get(token, now + TOKEN_TTL_SECONDS * 1000 + 1)).toBeNull();
  });

  it('answers calls that arrive together for a token not yet remembered with one shared look-up', async () => {
    const token = await h.login('multi@demo.test');
    const cache = new TokenCache(h.database.db, 60_000);
    const callers = await Promise.all(Array.from({ length: 20 }, () => cache.get(token)));
    expect(new Set(callers).size).toBe(1);
    expect(callers[0]).toMatchObject({ accountIds: [...MULTI], tiers: { [MULTI[0]]: 1 } });
  });

  it('with other processes connected, refuses a remembered token as soon as another process has deleted its row', async () => {
    const token = await h.login('multi@demo.test');
    const here = new TokenCache(h.database.db, 60_000);
    const elsewhere = new TokenCache(h.database.db, 60_000);
    const told: string[] = [];
    here.connect(async () => undefined);
    elsewhere.connect(async (message) => void told.push(message));
    expect(await here.get(token)).not.toBeNull();
    // The logout elsewhere: its message to this process is never delivered here, and the token is still refused.
    await elsewhere.revoke(token);
    expect(told).toEqual([expect.stringMatching(/^token:[0-9a-f]{64}$/)]);
    expect(await here.get(token)).toBeNull();
  });

  it('with other processes connected, confirms the calls that wait together in one query, and a call after a logout elsewhere by a query begun after it', async () => {
    const token = await h.login('multi@demo.test');
    const other = await h.login('single@demo.test');
    let selects = 0;
    const counted = new Proxy(h.database.db, { get: (db, name, receiver) => (name === 'select' ? (...args: unknown[]) => (selects++, db.select(...(args as []))) : Reflect.get(db, name, receiver)) });
    const here = new TokenCache(counted, 60_000);
    const elsewhere = new TokenCache(h.database.db, 60_000);
    here.connect(async () => undefined);
    elsewhere.connect(async () => undefined);
    expect(await here.get(token)).not.toBeNull();
    expect(await here.get(other)).not.toBeNull();
    selects = 0;
    const callers = await Promise.all(Array.from({ length: 20 }, (_, i) => here.get(i % 2 ? token : other)));
    expect(callers.every((c) => c !== null)).toBe(true);
    // The first call's query, then one for the 19 that arrived while it ran.
    expect(selects).toBeLessThanOrEqual(2);
    // A call sent while a confirmation runs, after the logout elsewhere has been answered, is refused.
    const before = here.get(token);
    await elsewhere.revoke(token);
    const after = here.get(token);
    expect(await after).toBeNull();
    await before;
    expect(await here.get(other)).not.toBeNull();
  });

  it('alone (no other process connected), answers a remembered token from memory, and a logout at once', async () => {
    const token = await h.login('multi@demo.test');
    const cache = new TokenCache(h.database.db, 60_000);
    expect(await cache.get(token)).not.toBeNull();
    // The row goes behind the cache's back (as no logout of this process would): memory answers until ttlMs.
    await h.database.db.delete(schema.tokens);
    expect(await cache.get(token)).not.toBeNull();
    const again = await h.login('multi@demo.test');
    expect(await cache.get(again)).not.toBeNull();
    await cache.revoke(again);
    expect(await cache.get(again)).toBeNull();
  });

  it('checks the session with HEAD CheckAuth', async () => {
    const token = await h.login();
    const res = await h.app.inject({ method: 'HEAD', url: `/api/Account/CheckAuth?accountNumber=${SINGLE}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
  });

  it('forbids another retailer\'s account and leaks nothing of it', async () => {
    const token = await h.login('single@demo.test');
    for (const url of [`/api/BackEndCart?accountNumber=${MULTI[0]}`, `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${MULTI[0]}&timeSpan=365`, `/api/Account/UserInfo?accountNumber=${MULTI[1]}`]) {
      const res = await h.app.inject({ method: 'GET', url, headers: auth(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'You do not have access to this account.' });
    }
  });
});

describe('accounts (§3, §4 Account loading)', () => {
  it('lists the caller\'s stores in order', async () => {
    const token = await h.login('multi@demo.test');
    const res = await h.app.inject({ method: 'GET', url: '/api/Account/GetAccounts', headers: auth(token) });
    expect(res.json().UserAccounts.map((a: { JtiAccountId: string }) => a.JtiAccountId)).toEqual([...MULTI]);
    expect(res.json().UserAccounts[0].TierAccessLevel).toBe(1);
  });

  it('gives the user info with the BA phone', async () => {
    const token = await h.login();
    const res = await h.app.inject({ method: 'GET', url: `/api/Account/UserInfo?accountNumber=${SINGLE}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Email: 'single@demo.test', Account: { JtiAccountId: SINGLE, TierAccessLevel: 2 }, TmeAccount: { EmployeeMobilePhone: '087 123 4567' } });
  });

  it('tells the Track and Trace flag', async () => {
    const token = await h.login('multi@demo.test');
    const a = await h.app.inject({ method: 'GET', url: `/api/Account/IsTrackAndTrace?accountNumber=${MULTI[1]}`, headers: auth(token) });
    expect(a.json()).toEqual({ IsTrackAndTrace: false });
    const [row] = await h.database.db.select().from(schema.accounts).where(eq(schema.accounts.jtiAccountId, MULTI[0]));
    const b = await h.app.inject({ method: 'GET', url: `/api/Account/IsTrackAndTrace?accountNumber=${MULTI[0]}`, headers: auth(token) });
    expect(b.json()).toEqual({ IsTrackAndTrace: row!.isTrackAndTrace });
  });
});
