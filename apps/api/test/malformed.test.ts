import { describe, expect, it } from 'vitest';
import { auth, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const token = await h.login();
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, headers: Record<string, string> = {}, payload?: string) =>
  h.app.inject({ method, url, headers: { ...auth(token), ...headers }, ...(payload !== undefined ? { payload } : {}) });
const json = { 'content-type': 'application/json' };
const submit = `/api/Order/Submit?accountNumber=${SINGLE}`;

describe('malformed input is a 400 with a Message, never a 500 (§8)', () => {
  it('refuses broken, empty and non-object JSON bodies', async () => {
    for (const payload of ['{"BackEndCartId":', '', '[1,2]', '"text"', '{"__proto__":{"x":1},"BackEndCartId":1}']) {
      const res = await send('POST', submit, json, payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({ Message: expect.any(String) });
    }
  });

  it('refuses a body of a media type the call does not take', async () => {
    const asText = await send('POST', submit, { 'content-type': 'text/plain' }, '{"BackEndCartId":1}');
    expect(asText.statusCode).toBe(415);
    expect(asText.json()).toEqual({ Message: 'Send the request body as application/json.' });
    const asForm = await send('PATCH', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=1`, { 'content-type': 'application/x-www-form-urlencoded' }, 'BackEndCartDetails=1');
    expect(asForm.statusCode).toBe(415);
    const jsonLogin = await h.app.inject({ method: 'POST', url: '/Token', headers: json, payload: '{"grant_type":"password","username":"single@demo.test","password":"Portal-Demo-1"}' });
    expect(jsonLogin.statusCode).toBe(415);
  });

  it('refuses a body sent as a media type the contract only answers with (a PDF invoice, a CSV)', async () => {
    for (const type of ['application/pdf', 'text/csv']) {
      const res = await send('POST', submit, { 'content-type': type }, 'BackEndCartId,1');
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toEqual({ Message: expect.any(String) });
    }
  });

  it('refuses a body over the size limit', async () => {
    const res = await send('POST', submit, json, `{"BackEndCartId":1,"x":"${'x'.repeat(300_000)}"}`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('Message');
  });

  it('refuses bad form bodies on POST /Token', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const payload of ['username=a&username=b&password=x&grant_type=password', 'username=a&password=x&grant_type=client_credentials', 'garbage']) {
      const res = await h.app.inject({ method: 'POST', url: '/Token', headers: form, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().Message, payload).toMatch(/^Invalid request: body/);
    }
    const badEscapes = await h.app.inject({ method: 'POST', url: '/Token', headers: form, payload: 'username=%E0%A4%A&password=%&grant_type=password' });
    expect(badEscapes.statusCode).toBe(400);
    expect(badEscapes.json()).toEqual({ Message: 'The user name or password is incorrect.' });
  });

  it('refuses query parameters of the wrong type, repeated or missing', async () => {
    const base = '/api/OrderHistory/FilteredByTimeSpanOrderHistory';
    const cases: [string, RegExp][] = [
      [`${base}?accountNumber=${SINGLE}&timeSpan=abc`, /querystring timeSpan must be integer/],
      [`${base}?accountNumber=${SINGLE}&timeSpan=30&status=9`, /querystring status/],
      [`${base}?timeSpan=30`, /accountNumber/],
      [`${base}?accountNumber=${SINGLE}&accountNumber=10020001&timeSpan=30`, /querystring accountNumber must be string/],
      [`/api/OrderHistory/OrderHistoryDetails?accountNumber=${SINGLE}`, /orderNumber/],
    ];
    for (const [url, message] of cases) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().Message, url).toMatch(message);
    }
  });

  it('refuses ids beyond the database\'s integers with a 400', async () => {
    const cases: [Method, string, string | undefined][] = [
      ['POST', submit, '{"BackEndCartId":3000000000}'],
      ['POST', submit, '{"BackEndCartId":1e300}'],
      ['DELETE', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=99999999999999999999`, undefined],
    ];
    for (const [method, url, payload] of cases) {
      const res = await send(method, url, payload ? json : {}, payload);
      expect(res.statusCode, `${url} ${payload}`).toBe(400);
      // A query id of more than 15 digits is refused by validation before the database sees it.
      expect(res.json()).toEqual({ Message: payload ? 'A value in the request is out of range or malformed.' : 'Invalid request: querystring beCartId must be integer.' });
    }
  });

  it('answers unknown calls and methods with 404 and a Message', async () => {
    for (const [method, url] of [['GET', '/api/Nope'], ['DELETE', `/api/Product/AllProducts?accountNumber=${SINGLE}`], ['GET', '/Token']] as const) {
      const res = await send(method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toMatch(/^No such call/);
    }
  });

  it('serves placeholder product images and 404s for any other name', async () => {
    const svg = await h.app.inject({ method: 'GET', url: '/assets/products/rmc.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('RMC');
    expect((await h.app.inject({ method: 'GET', url: '/assets/products/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('sends the security headers', async () => {
    const res = await send('GET', `/api/BackEndCart?accountNumber=${SINGLE}`);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
