/**
 * Access control, walked over the contract (§6; ASVS 5.0 V8): every private operation of openapi.yaml,
 * read from the file so that a new operation is walked without a change here, with no token, malformed
 * tokens, an expired token, a revoked token and another user's valid token on this user's store; then the
 * object-level cases (another store's order numbers, cart id, suggestion id and survey id through one's
 * own store), and Tier 3 on the ordering and order-view operations. Every refusal is a 401, 403 or 404
 * `{ Message }` carrying nothing of the other account. The public operations are a known list, and those
 * that take an account number, a code or a link give a stranger nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/db/open';
import { accountMessages } from '../src/services/accounts';
import { isBackOfficeOp, isPrivate, operations, type Method, type Parameter } from './contractOperations';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const privateOps = operations.filter(isPrivate);

/** A plausible value for a parameter: the request must get past routing, and the token is checked first. */
function sample(p: Parameter, accountNumber: string): string {
  if (p.name === 'accountNumber') return accountNumber;
  if (p.schema?.enum?.length) return String(p.schema.enum[0]);
  if (p.schema?.type === 'integer' || p.schema?.pattern?.startsWith('^[0-9]')) return '1';
  if (p.schema?.type === 'boolean') return 'false';
  return 'x';
}
/** The URL of an operation with its required (and accountNumber) parameters filled in, and `overrides` on top. */
function urlOf(op: (typeof operations)[number], accountNumber: string, overrides: Record<string, string> = {}) {
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = overrides[p.name] ?? sample(p, accountNumber);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query' && (p.required || p.name === 'accountNumber' || p.name in overrides)) query.set(p.name, value);
  }
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const restricted = await h.login('restricted@demo.test');
const revoked = await h.login('single@demo.test');
expect((await h.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: auth(revoked) })).statusCode).toBe(204);
// An expired token of the single user, written as login writes one.
const expired = randomBytes(32).toString('base64url');
const [singleUser] = await h.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'single@demo.test'));
await h.database.db.insert(schema.tokens).values({ tokenHash: createHash('sha256').update(expired).digest('hex'), userId: singleUser!.id, expiresAt: new Date(Date.now() - 60_000) });

/** What of the single store must never appear in an answer to someone else: its number and name. */
const singleName = (await h.app.inject({ method: 'GET', url: `/api/Account/GetAccounts`, headers: auth(single) })).json().UserAccounts[0].AccountName as string;
/** A request; a Buffer body goes as a JPEG (a claim's photo), any other as JSON. */
const send = (method: Method, url: string, headers: Record<string, string>, body?: object) =>
  h.app.inject({ method, url, headers: { ...headers, ...(body ? { 'content-type': Buffer.isBuffer(body) ? 'image/jpeg' : 'application/json' } : {}) }, ...(body ? { payload: Buffer.isBuffer(body) ? body : JSON.stringify(body) } : {}) });

/** A body for an operation whose body is an image (openapi.yaml's binary bodies): a few bytes of JPEG header. */
const imageBody = (op: { op: { requestBody?: unknown } }) =>
  JSON.stringify(op.op.requestBody ?? {}).includes('image/jpeg') ? Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]) : undefined;

/** A refusal: the status, a `{ Message }` body (none on HEAD), and nothing of the single store in it. */
function expectRefused(res: Awaited<ReturnType<typeof send>>, statuses: number[], label: string) {
  expect(statuses, `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
  if (res.body) {
    expect(Object.keys(res.json()), label).toEqual(['Message']);
    expect(res.body, label).not.toContain(singleName);
  }
}

describe('every private operation of openapi.yaml refuses a caller without a valid session (401)', () => {
  const badSessions: [string, Record<string, string>][] = [
    ['no token', {}],
    ['an empty bearer', { authorization: 'bearer ' }],
    ['a malformed token', { authorization: 'bearer !!not-a-token!!' }],
    ['another scheme', { authorization: `Basic ${Buffer.from('single@demo.test:Portal-Demo-1').toString('base64')}` }],
    ['a random token', { authorization: `bearer ${randomBytes(32).toString('base64url')}` }],
    ['an expired token', auth(expired)],
    ['a revoked token', auth(revoked)],
  ];
  it(`walks ${privateOps.length} operations × ${badSessions.length} cases`, async () => {
    expect(privateOps.length).toBeGreaterThan(60);
    for (const op of privateOps) {
      for (const [label, headers] of badSessions) {
        expectRefused(await send(op.method, urlOf(op, SINGLE), headers), [401], `${op.op.operationId} with ${label}`);
      }
    }
  });
});

describe("another user's valid token on this store's number is refused (403)", () => {
  it('on every private operation that takes an accountNumber', async () => {
    let walked = 0;
    for (const op of privateOps.filter((o) => o.parameters.some((p) => p.name === 'accountNumber'))) {
      expectRefused(await send(op.method, urlOf(op, SINGLE), auth(multi)), [403], op.op.operationId);
      walked++;
    }
    expect(walked).toBe(privateOps.length);
  });
});

const history = (await send('GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${SINGLE}&timeSpan=365`, auth(single))).json().OrderHistory as { OrderNumber: string; Status: number }[];
const singleOrder = history[0]!.OrderNumber;
const pendingOrder = history.find((o) => o.Status === 1)?.OrderNumber ?? singleOrder;
const surveyId = ((await send('GET', `/api/Survey/active?accountNumber=10040001&section=Home`, auth(await h.login('survey@demo.test')))).json() as { Survey: { Id: number } }).Survey.Id;
const singleCart = (await send('GET', `/api/BackEndCart?accountNumber=${SINGLE}`, auth(single))).json().BackEndCartId as number;

describe("another store's objects through one's own store are refused (403 or 404, nothing leaked)", () => {

  it('order numbers on every operation that takes one', async () => {
    const takesOrder = privateOps.filter((o) => o.parameters.some((p) => /^ordernumber$/i.test(p.name)));
    expect(takesOrder.length).toBeGreaterThanOrEqual(6);
    for (const op of takesOrder) {
      const name = op.parameters.find((p) => /^ordernumber$/i.test(p.name))!.name;
      for (const order of [singleOrder, pendingOrder]) {
        const res = await send(op.method, urlOf(op, MULTI[0], { [name]: order }), auth(multi), imageBody(op));
        expectRefused(res, [403, 404], `${op.op.operationId} ${order}`);
        expect(res.body).not.toContain(order.replace(/^0+/, '') === order ? `"OrderNumber":"${order}"` : order);
      }
    }
  });

  it('the cart id on every operation that takes one, and in bodies', async () => {
    const takesCart = privateOps.filter((o) => o.parameters.some((p) => p.name === 'beCartId'));
    expect(takesCart.length).toBeGreaterThanOrEqual(6);
    for (const op of takesCart) {
      const body = op.method === 'PATCH' && op.path === '/api/BackEndCart' ? { BackEndCartDetails: [] } : undefined;
      expectRefused(await send(op.method, urlOf(op, MULTI[0], { beCartId: String(singleCart), SKU: 'x', Quantity: '1', suggestionId: '1' }), auth(multi), body), [400, 403, 404], op.op.operationId);
    }
    for (const [url, body] of [
      [`/api/Order/Submit?accountNumber=${MULTI[0]}`, { BackEndCartId: singleCart }],
      [`/api/Order/UpdatePendingOrderWithDetails?accountNumber=${MULTI[0]}`, { BackEndCartId: singleCart }],
    ] as const) {
      expectRefused(await send(url.includes('Submit') ? 'POST' : 'PUT', url, auth(multi), body), [400, 403, 404], url);
    }
    // The single store's cart is as it was.
    expect((await send('GET', `/api/BackEndCart?accountNumber=${SINGLE}`, auth(single))).json().BackEndCartId).toBe(singleCart);
  });

  it("a survey meant for another store reads as unknown on every survey call", async () => {
    const id = String(surveyId);
    for (const op of privateOps.filter((o) => o.path.startsWith('/api/Survey/{id}'))) {
      expectRefused(await send(op.method, urlOf(op, MULTI[0], { id, email: 'a@b.ie', OptIn: 'false' }), auth(multi)), [404], op.op.operationId);
    }
  });
});

describe('Tier 3 is refused the ordering operations and order views on the server (§6)', () => {
  it('every BackEndCart change, every Order, OrderHistory and Delivery operation', async () => {
    const ordering = privateOps.filter((o) => ['Order', 'OrderHistory', 'Delivery'].includes(o.op.tags[0]!) || (o.op.tags[0] === 'BackEndCart' && o.method !== 'GET'));
    expect(ordering.length).toBeGreaterThanOrEqual(18);
    // Read from openapi.yaml: the usual order and the spending at a glance with its CSV are order
    // views, walked here and in every walk above.
    expect(ordering.map((o) => o.op.operationId)).toEqual(expect.arrayContaining(['getUsualOrder', 'getOrderInsights', 'getOrderInsightsCsv', 'getDeliveryCheckIn', 'checkInDelivery', 'addDeliveryClaimPhoto', 'getDeliveryClaimPhoto', 'submitDeliveryClaim']));
    for (const op of ordering) {
      const body = op.op.requestBody
        ? imageBody(op) ?? (op.path === '/api/BackEndCart' ? { BackEndCartDetails: [] } : op.path === '/api/Delivery/Claim' ? { OrderNumber: '1', Lines: [{ SKU: 'x', Reason: 'Short', Outers: 1 }] } : op.op.tags[0] === 'Delivery' ? { OrderNumber: '1', Lines: [], Unexpected: [] } : { BackEndCartId: 1 })
        : undefined;
      expectRefused(await send(op.method, urlOf(op, RESTRICTED, { timeSpan: '30', photoId: '0'.repeat(32), creditNoteNumber: 'CN000001' }), auth(restricted), body), [403], op.op.operationId);
    }
  });
});

describe("the back office's operations take its credential only (ADR 0055)", () => {
  it("refuse a store user's token, a wrong credential and none with a 401 that tells nothing", async () => {
    const backOffice = operations.filter(isBackOfficeOp);
    expect(backOffice.map((o) => o.op.operationId)).toEqual(['submitClaimDecision']);
    for (const op of backOffice) {
      for (const headers of [auth(single), auth(restricted), { authorization: 'Bearer wrong-credential-0123456789abcdef0123' }, {}]) {
        const res = await send(op.method, urlOf(op, SINGLE), headers, { ClaimNumber: 'CL000001', Decision: 'Rejected', Reason: 'x' });
        expect(res.statusCode, op.op.operationId).toBe(401);
        expect(res.json()).toEqual({ Message: 'The back-office credential is missing or wrong.' });
      }
    }
  });
});

describe('the public operations are the ones meant to be public, and give a stranger nothing', () => {
  it('are exactly the login, the account flows, the public content, the public contact form and the health checks', () => {
    const publicOps = operations.filter(({ op }) => Array.isArray(op.security) && op.security.length === 0).map(({ op }) => op.operationId).sort();
    expect(publicOps).toEqual([
      'checkResetLink', 'confirmEmailChange', 'createToken', 'forgottenPassword', 'getBackgrounds', 'getLiveness', 'getNotifications', 'getReadiness', 'getSubjectTitles', 'register',
      'resendVerification', 'resetPassword', 'submitContactPublic', 'verifyAccount',
    ]);
  });

  it('an account number without its registration code, and made-up codes for links, open nothing', async () => {
    const stranger = { FirstName: 'S', LastName: 'T', Email: 'stranger@example.test', ConfirmEmail: 'stranger@example.test', Password: 'Shopfront-2026', ConfirmPassword: 'Shopfront-2026', AcceptTerms: true, IsOver18: true };
    for (const account of [SINGLE, MULTI[0], RESTRICTED, '10050001', '99999999']) {
      const res = await send('POST', '/api/Account/Register', {}, { ...stranger, JtiAccountId: account, RegistrationCode: 'KQ7M-3XPR-9WHA' });
      expectRefused(res, [400], `Register ${account}`);
      expect(res.json()).toEqual({ Message: accountMessages.codeMismatch });
    }
    expect(await h.database.db.select().from(schema.users).where(eq(schema.users.email, 'stranger@example.test'))).toEqual([]);
    for (const [url, body] of [
      ['/api/Account/ConfirmEmailChange', { UserId: String(singleUser!.id), Code: randomBytes(32).toString('base64url') }],
      ['/api/Account/CheckResetLink', { Email: 'single@demo.test', Code: randomBytes(32).toString('base64url') }],
      ['/api/Account/VerifyAccount', { UserId: String(singleUser!.id), Code: randomBytes(32).toString('base64url') }],
    ] as const) {
      const res = await send('POST', url, {}, body);
      expectRefused(res, [410], url);
      expect(res.json()).toEqual({ Message: accountMessages.linkExpired });
    }
  });
});
