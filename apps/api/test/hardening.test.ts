/**
 * Findings of probing the server as an attacker would (issue: accounts and security), each a test that
 * fails without its fix: the login limits, strict numbers, the token answer's cache header, logout that
 * revokes the token, and authentication before validation.
 */
import { describe, expect, it } from 'vitest';
import { auth, SINGLE, setupApi } from './helpers';

const h = await setupApi({ loginRateLimit: 3, loginAddressRateLimit: 12, accountRateLimit: 3 });
// One login of the default address for the number tests (the per-user limit here is 3 a minute).
const token = await h.login();
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const tokenCall = (username: string, password: string, ip = '10.0.0.1') =>
  h.app.inject({ method: 'POST', url: '/Token', headers: form, remoteAddress: ip, payload: `grant_type=password&username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}` });

describe('login limits', () => {
  it('counts a user name with spaces or a tab around it as the same user', async () => {
    for (let i = 0; i < 3; i++) expect((await tokenCall('single@demo.test', 'wrong', '10.0.1.1')).statusCode).toBe(400);
    for (const name of [' single@demo.test', '\tsingle@demo.test', 'SINGLE@demo.test  ']) {
      const res = await tokenCall(name, 'Portal-Demo-1', '10.0.1.1');
      expect(res.statusCode, JSON.stringify(name)).toBe(429);
      expect(res.json()).toEqual({ Message: expect.stringMatching(/Too many login attempts/) });
      expect(res.headers['retry-after']).toBeDefined();
    }
  });

  it('limits one address across user names (credential stuffing)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push((await tokenCall(`someone${i}@example.test`, 'guess', '10.0.2.1')).statusCode);
    expect(codes.slice(0, 12).every((c) => c === 400)).toBe(true);
    expect(codes.slice(12).every((c) => c === 429)).toBe(true);
    // Another address is not affected.
    expect((await tokenCall('survey@demo.test', 'Portal-Demo-1', '10.0.2.2')).statusCode).toBe(200);
  });

  it('sends the token answer with Cache-Control: no-store (RFC 6749 §5.1)', async () => {
    const res = await tokenCall('multi@demo.test', 'Portal-Demo-1', '10.0.3.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.pragma).toBe('no-cache');
  });
});

describe('account calls that send email', () => {
  it('are limited per address, each call on its own, with a 429 and Retry-After', async () => {
    const json = { 'content-type': 'application/json' };
    const ask = (url: string, ip: string) => h.app.inject({ method: 'POST', url, remoteAddress: ip, headers: json, payload: JSON.stringify({ Email: 'someone@shop.ie' }) });
    for (let i = 0; i < 3; i++) expect((await ask('/api/Account/ForgottenPassword', '10.0.4.1')).statusCode).toBe(200);
    const refused = await ask('/api/Account/ForgottenPassword', '10.0.4.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: 'Too many requests from here. Please try again in a few minutes.' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await ask('/api/Account/ForgottenPassword', '10.0.4.2')).statusCode).toBe(200);
    expect((await ask('/api/Account/ResendVerification', '10.0.4.1')).statusCode).toBe(200);
  });
});

describe('numbers are plain decimal integers', () => {
  const history = `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${SINGLE}`;
  it('refuses Infinity, exponents, hex and huge numbers in the query with a 400', async () => {
    for (const q of ['timeSpan=Infinity', 'timeSpan=1e400', `timeSpan=${'9'.repeat(1000)}`, 'timeSpan=1e1', 'timeSpan=0x10', 'timeSpan=%20', 'timeSpan=', 'timeSpan=30&status=Infinity', 'timeSpan=30&status=%201']) {
      const res = await h.app.inject({ method: 'GET', url: `${history}&${q}`, headers: auth(token) });
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toEqual({ Message: expect.any(String) });
    }
    expect((await h.app.inject({ method: 'GET', url: `${history}&timeSpan=30`, headers: auth(token) })).statusCode).toBe(200);
  });

  it('refuses a blank, hex or exponent quantity and leaves the cart as it was', async () => {
    const headers = auth(token);
    const cartOf = async () => (await h.app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers })).json() as { BackEndCartId: number; BackEndCartDetails: { SKU: string; Quantity: number }[] };
    const products = (await h.app.inject({ method: 'GET', url: `/api/Product/AllProducts?accountNumber=${SINGLE}`, headers })).json().Products as { SKU: string; OutOfStock: boolean; MinimumOrder: number; MinimumOrderIncremental: number }[];
    const simple = products.find((p) => !p.OutOfStock && p.MinimumOrder === 1 && p.MinimumOrderIncremental === 1)!;
    expect((await h.app.inject({ method: 'POST', url: `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${simple.SKU}&Quantity=4`, headers })).statusCode).toBe(200);
    const before = await cartOf();
    const line = before.BackEndCartDetails.find((l) => l.SKU === simple.SKU);
    expect(line?.Quantity).toBe(4);
    for (const q of ['%20', '0x10', '1e1', '', '+5', '5.0']) {
      const res = await h.app.inject({ method: 'POST', url: `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${line!.SKU}&Quantity=${q}`, headers });
      expect(res.statusCode, q).toBe(400);
    }
    for (const quantity of ['null', 'false', '[null]', '"3"', 'true']) {
      const payload = `{"BackEndCartDetails":[{"SKU":"${line!.SKU}","Quantity":${quantity}}]}`;
      const res = await h.app.inject({ method: 'PATCH', url: `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${before.BackEndCartId}`, headers: { ...headers, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, quantity).toBe(400);
    }
    expect(await cartOf()).toEqual(before);
  });
});

describe('bodies', () => {
  it('refuses a call that takes a body but was sent none with a 400, not a 500', async () => {
    const cartId = (await h.app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: auth(token) })).json().BackEndCartId;
    for (const [method, url] of [['PATCH', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}`], ['POST', `/api/Order/Submit?accountNumber=${SINGLE}`], ['POST', `/api/ContactUs/SubmitLoggedIn?accountNumber=${SINGLE}`], ['POST', '/api/ContactUs/Submit']] as const) {
      const res = await h.app.inject({ method, url, headers: auth(token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ Message: 'Invalid request: body is required.' });
    }
  });
});

describe('sessions', () => {
  it('checks the token before the parameters: an anonymous caller learns nothing from a 400', async () => {
    for (const url of ['/api/OrderHistory/FilteredByTimeSpanOrderHistory?timeSpan=abc', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${SINGLE}`, '/api/BackEndCart?SKU=x&Quantity=zz']) {
      const res = await h.app.inject({ method: url.startsWith('/api/BackEndCart') ? 'POST' : 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(JSON.stringify(res.json())).not.toMatch(/querystring|must be/);
    }
  });

  it('logout revokes the token on the server at once', async () => {
    const token = await h.login('survey@demo.test');
    const me = () => h.app.inject({ method: 'GET', url: '/api/Account/GetAccounts', headers: auth(token) });
    expect((await me()).statusCode).toBe(200);
    const out = await h.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: auth(token) });
    expect(out.statusCode).toBe(204);
    expect((await me()).statusCode).toBe(401);
    // A second logout with the dead token is a 401, not an error.
    expect((await h.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: auth(token) })).statusCode).toBe(401);
  });
});

describe('browser security headers', () => {
  it('sends neither HSTS nor upgrade-insecure-requests by default, so plain-HTTP use works', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/Cms/Notifications' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('sends the same security headers on a refusal, an unknown path and a cached 304 as on any answer', async () => {
    const reference = await h.app.inject({ method: 'GET', url: '/api/Cms/Notifications' });
    const names = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy'];
    const catalogue = await h.app.inject({ method: 'GET', url: `/api/Product/AllProducts?accountNumber=${SINGLE}`, headers: auth(token) });
    const answers = [
      await h.app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}` }),
      await h.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      await h.app.inject({ method: 'GET', url: `/api/Product/AllProducts?accountNumber=${SINGLE}`, headers: { ...auth(token), 'if-none-match': String(catalogue.headers.etag) } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([401, 404, 304]);
    for (const a of answers) for (const name of names) expect(a.headers[name], name).toBe(reference.headers[name]);
  });

  it('sends both when the portal is served over HTTPS only', async () => {
    const { buildServer } = await import('../src/server');
    const secure = await buildServer({ db: h.database.db, httpsOnly: true });
    try {
      const res = await secure.inject({ method: 'GET', url: '/api/Cms/Notifications' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('registration limits (defence in depth beside the code space)', async () => {
  const r = await setupApi({ accountRateLimit: 3, registrationAccountRateLimit: 4, registrationGlobalRateLimit: 13 });
  const register = (account: string, ip: string, code = 'KQ7M-3XPR-9WHA') =>
    r.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      remoteAddress: ip,
      payload: { FirstName: 'Orla', LastName: 'Quinn', Email: 'orla@example.test', ConfirmEmail: 'orla@example.test', Password: 'Shopfront-2026', ConfirmPassword: 'Shopfront-2026', JtiAccountId: account, RegistrationCode: code, AcceptTerms: true, IsOver18: true },
    });

  it('stops wrong codes for one account number from many addresses, whether or not the number exists, then all registrations', async () => {
    const statuses = async (account: string, from: number, count: number) => {
      const codes: number[] = [];
      for (let i = 0; i < count; i++) codes.push((await register(account, `10.9.${from}.${i}`)).statusCode);
      return codes;
    };
    // A store's number and a made-up one: the same four wrong codes, then the same 429, each from a new address.
    expect(await statuses(SINGLE, 1, 6)).toEqual([400, 400, 400, 400, 429, 429]);
    const refused = await register(SINGLE, '10.9.1.99');
    expect(refused.json()).toEqual({ Message: 'Too many requests from here. Please try again in a few minutes.' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await statuses('99999999', 2, 5)).toEqual([400, 400, 400, 400, 429]);
    // Twelve were counted in all, the refused ones too: of a number not tried yet, the thirteenth is checked, the fourteenth refused.
    expect(await statuses('10020001', 3, 2)).toEqual([400, 429]);
  });
});
