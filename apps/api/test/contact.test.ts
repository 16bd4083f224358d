import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { messages } from '@trade-portal/domain';
import { schema } from '../src/db/open';
import { CONTACT_RATE_LIMIT_MESSAGE } from '../src/plugins/contactRateLimit';
import { CONTACT_SENT_MESSAGE, CONTACT_SUBJECT_INVALID, contactOrderInvalid } from '../src/services/contact';
import { CONTACT_SUBJECTS } from '../src/seed/content';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi({ contactRateLimit: 3 });
const db = h.database.db;
const single = await h.login('single@demo.test');
const restricted = await h.login('restricted@demo.test');
const SUBJECT = CONTACT_SUBJECTS[0];

const loggedIn = (payload: object, token: string | null = single, account = SINGLE) =>
  h.app.inject({ method: 'POST', url: `/api/ContactUs/SubmitLoggedIn?accountNumber=${account}`, headers: token ? auth(token) : {}, payload });
/** Each public call from its own address, so the rate limit (3 here) is met only where a test means it. */
let address = 0;
const publicSubmit = (payload: object, remoteAddress = `10.0.0.${++address}`) =>
  h.app.inject({ method: 'POST', url: '/api/ContactUs/Submit', payload, remoteAddress });
const newest = async () => (await db.select().from(schema.contactMessages).orderBy(desc(schema.contactMessages.id)).limit(1))[0];
const stored = async () => (await db.select().from(schema.contactMessages)).length;

describe('GET /api/ContactUs/GetSubjectTitles (§7 Contact)', () => {
  it('lists the seeded subjects in their order, without a login', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/ContactUs/GetSubjectTitles' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...CONTACT_SUBJECTS]);
  });
});

describe('POST /api/ContactUs/SubmitLoggedIn (§7 Contact, §5)', () => {
  it('stores the message with the user, store, order number and time → 200 { Message }', async () => {
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.accountId, SINGLE)).limit(1);
    const before = Date.now();
    const res = await loggedIn({ subject: SUBJECT, message: '  Two outers were damaged.  ', order_no: order!.orderNumber });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: CONTACT_SENT_MESSAGE });
    const row = await newest();
    expect(row).toMatchObject({ accountId: SINGLE, email: 'single@demo.test', subject: SUBJECT, message: 'Two outers were damaged.', orderNo: order!.orderNumber });
    expect(row!.userId).toBeGreaterThan(0);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes the order number as optional: absent or blank stores none', async () => {
    expect((await loggedIn({ subject: SUBJECT, message: 'No order this time.' })).statusCode).toBe(200);
    expect((await newest())!.orderNo).toBeNull();
    expect((await loggedIn({ subject: SUBJECT, message: 'Blank order.', order_no: '  ' })).statusCode).toBe(200);
    expect((await newest())!.orderNo).toBeNull();
  });

  it('refuses another store’s order, an unknown order, a subject not offered and a blank message, storing nothing', async () => {
    const [other] = await db.select().from(schema.orders).where(eq(schema.orders.accountId, MULTI[0])).limit(1);
    const count = await stored();
    const cases: [object, string][] = [
      [{ subject: SUBJECT, message: 'Hello', order_no: other!.orderNumber }, contactOrderInvalid(other!.orderNumber)],
      [{ subject: SUBJECT, message: 'Hello', order_no: '99999999' }, contactOrderInvalid('99999999')],
      [{ subject: 'Free tickets', message: 'Hello' }, CONTACT_SUBJECT_INVALID],
      [{ subject: SUBJECT, message: ' \n ' }, `Message: ${messages.required}`],
      [{ subject: '   ', message: 'Hello' }, `Subject: ${messages.required}`],
    ];
    for (const [payload, message] of cases) {
      const res = await loggedIn(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ Message: message });
    }
    expect(await stored()).toBe(count);
  });

  it('refuses by the contract: a missing message, one over 5000 characters, an unknown field, a form body', async () => {
    expect((await loggedIn({ subject: SUBJECT })).statusCode).toBe(400);
    expect((await loggedIn({ subject: SUBJECT, message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await loggedIn({ subject: SUBJECT, message: 'Hi', extra: 1 })).statusCode).toBe(400);
    const form = await h.app.inject({ method: 'POST', url: `/api/ContactUs/SubmitLoggedIn?accountNumber=${SINGLE}`, headers: { ...auth(single), 'content-type': 'application/x-www-form-urlencoded' }, payload: 'subject=a&message=b' });
    expect(form.statusCode).toBe(415);
  });

  it('answers 401 without a token and 403 for another store; a TierAccessLevel 3 store may write in', async () => {
    expect((await loggedIn({ subject: SUBJECT, message: 'Hi' }, null)).statusCode).toBe(401);
    expect((await loggedIn({ subject: SUBJECT, message: 'Hi' }, single, MULTI[0])).statusCode).toBe(403);
    expect((await loggedIn({ subject: SUBJECT, message: 'Please call me.' }, restricted, RESTRICTED)).statusCode).toBe(200);
    expect((await newest())!.accountId).toBe(RESTRICTED);
  });
});

describe('POST /api/ContactUs/Submit (§2.2 /contact-us, §5)', () => {
  const form = { name: 'Pat Quinn', email: 'pat@example.org', subject: SUBJECT, message: 'I would like to open a trade account.' };

  it('stores a public message with name, email and time, no user → 200 { Message }', async () => {
    const res = await publicSubmit(form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: CONTACT_SENT_MESSAGE });
    expect(await newest()).toMatchObject({ userId: null, accountId: null, name: 'Pat Quinn', email: 'pat@example.org', subject: SUBJECT, orderNo: null });
  });

  it('answers the §5 messages: an invalid email, a blank name or message; a subject not offered', async () => {
    const count = await stored();
    const cases: [object, string][] = [
      [{ ...form, email: 'pat at example' }, messages.email],
      [{ ...form, email: 'pat@example' }, messages.email],
      [{ ...form, name: '  ' }, `Name: ${messages.required}`],
      [{ ...form, message: '   ' }, `Message: ${messages.required}`],
      [{ ...form, subject: 'Free tickets' }, CONTACT_SUBJECT_INVALID],
    ];
    for (const [payload, message] of cases) {
      const res = await publicSubmit(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ Message: message });
    }
    expect(await stored()).toBe(count);
  });

  it('limits each address: past the limit a 429 { Message }, while other addresses still get through', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 3; i++) expect((await publicSubmit(form, from)).statusCode).toBe(200);
    const refused = await publicSubmit(form, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ Message: CONTACT_RATE_LIMIT_MESSAGE });
    expect((await publicSubmit(form, '10.9.9.10')).statusCode).toBe(200);
  });
});
