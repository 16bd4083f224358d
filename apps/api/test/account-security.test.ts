/**
 * Registration codes and account changes on the server (ADR 0032), each rule a test that fails without it: a store's registration
 * code (an account number alone gives nothing, and says nothing), the email change that needs the password
 * and the new address's confirmation, names without control characters, answers that do not wait for mail
 * and do the same work for a known and an unknown address, the per-user limit of wrong current passwords,
 * the per-address limit of link mail, no names to unverified addresses, links in the log only when asked,
 * and a used reset link that says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { schema, type Db } from '../src/db/open';
import { buildServer } from '../src/server';
import { Mailer } from '../src/services/mail';
import { accountMessages, LINK_MAILS_PER_HOUR } from '../src/services/accounts';
import { issueRegistrationCode, newRegistrationCode, REGISTRATION_CODE_ALPHABET, registrationCodeHash } from '../src/services/registrationCodes';
import { CONTACT_NAME_INVALID } from '../src/services/contact';
import { CONTACT_SUBJECTS } from '../src/seed/content';
import { auth, readOutbox, SINGLE, setupApi } from './helpers';

// Counts argon2 verifications, to prove a refused attempt past the limit runs none.
const argon2Calls = vi.hoisted(() => ({ verify: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: (...args: Parameters<typeof real.verify>) => ((argon2Calls.verify += 1), real.verify(...args)) };
});

const h = await setupApi({ loginRateLimit: 3 });
const db = h.database.db;
const json = { 'content-type': 'application/json' };
const post = (url: string, body: object, headers: Record<string, string> = {}) => h.app.inject({ method: 'POST', url, headers: { ...json, ...headers }, payload: JSON.stringify(body) });
const tokenFor = (username: string, password: string) =>
  h.app.inject({ method: 'POST', url: '/Token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ grant_type: 'password', username, password }).toString() });
const mailsTo = async (to: string) => (await h.outbox()).filter((m) => m.to === to);
const params = (link: string) => new URL(link).searchParams;
const STORE = '10050001';

const registration = (email: string, code: string, overrides: object = {}) => ({
  FirstName: 'Orla', LastName: 'Quinn', Email: email, ConfirmEmail: email, Password: 'Shopfront-2026', ConfirmPassword: 'Shopfront-2026',
  JtiAccountId: STORE, RegistrationCode: code, AcceptTerms: true, IsOver18: true, ...overrides,
});
const userCount = async () => (await db.select({ id: schema.users.id }).from(schema.users)).length;

/** Makes a verified user of SINGLE's store with the demo password, for tests that change it. */
async function verifiedUser(email: string, firstName = 'Sam'): Promise<{ id: number; token: string }> {
  const [demo] = await db.select({ passwordHash: schema.users.passwordHash }).from(schema.users).where(eq(schema.users.email, 'single@demo.test'));
  const [user] = await db.insert(schema.users).values({ email, passwordHash: demo!.passwordHash, firstName, lastName: 'Tester', verifiedAt: new Date() }).returning({ id: schema.users.id });
  await db.insert(schema.userAccounts).values({ userId: user!.id, accountId: SINGLE, position: 0 });
  const login = await tokenFor(email, 'Portal-Demo-1');
  expect(login.statusCode).toBe(200);
  return { id: user!.id, token: login.json().access_token };
}

describe('1. knowing an account number never gives access to a store', () => {
  it('refuses a registration with the account number of a store that has users, and no code of its own', async () => {
    const users = await userCount();
    const mails = (await h.outbox()).length;
    for (const code of ['KQ7M-3XPR-9WHT', newRegistrationCode()]) {
      const res = await post('/api/Account/Register', { ...registration('stranger@example.test', code), JtiAccountId: '10020001' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: accountMessages.codeMismatch });
    }
    expect(await userCount()).toBe(users);
    expect((await h.outbox()).length).toBe(mails);
  });

  it('issues codes of 12 unambiguous characters as XXXX-XXXX-XXXX, stores only their hash, and retires the older unused one', async () => {
    const first = await issueRegistrationCode(db, STORE);
    const second = await issueRegistrationCode(db, STORE);
    for (const code of [first, second]) expect(code).toMatch(new RegExp(`^[${REGISTRATION_CODE_ALPHABET}]{4}-[${REGISTRATION_CODE_ALPHABET}]{4}-[${REGISTRATION_CODE_ALPHABET}]{4}$`));
    expect(REGISTRATION_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    const rows = await db.select().from(schema.registrationCodes).where(eq(schema.registrationCodes.accountId, STORE));
    expect(JSON.stringify(rows)).not.toContain(first);
    expect(rows.find((r) => r.codeHash === registrationCodeHash(first))?.retiredAt).toBeInstanceOf(Date);
    expect(rows.filter((r) => !r.usedAt && !r.retiredAt).map((r) => r.codeHash)).toEqual([registrationCodeHash(second)]);
    const retired = await post('/api/Account/Register', registration('late@example.test', first));
    expect(retired.json()).toEqual({ Message: accountMessages.codeMismatch });
  });

  it('uses the code up with the user it creates, in spite of case, spaces and dashes, and tells every other user of the store', async () => {
    const code = await issueRegistrationCode(db, STORE);
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const before = Date.now();
    const res = await post('/api/Account/Register', registration('niall@riverside.test', typed));
    expect(res.json()).toEqual({ Message: accountMessages.registered });
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, 'niall@riverside.test'));
    const [row] = await db.select().from(schema.registrationCodes).where(eq(schema.registrationCodes.codeHash, registrationCodeHash(code)));
    expect(row).toMatchObject({ usedByUserId: user!.id, retiredAt: null });
    expect(row!.usedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The store's existing user (the first-time demo user) is told who registered, and what to do if unexpected.
    const [notice] = await mailsTo('firsttime@demo.test');
    expect(notice?.subject).toBe('A new Trade Portal user for Riverside Newsagent Limerick');
    expect(notice?.raw).toContain('niall@riverside.test registered for the Trade Portal for Riverside Newsagent Limerick (account 10050001)');
    expect(notice?.raw).toContain('If you did not expect this, please tell customer service at customer.service@trade-portal.test');
    // The registrant's own name is in no mail: they typed it.
    expect(notice?.raw).not.toContain('Orla');

    // Used: the second registration with it is refused like a wrong code.
    const again = await post('/api/Account/Register', registration('second@riverside.test', code));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ Message: accountMessages.codeMismatch });
    // A new user's own registration tells the verified users before them, not themselves, and not one who
    // has not proved their address yet (niall@ here): the note quotes an address the registrant typed.
    const next = await issueRegistrationCode(db, STORE);
    await post('/api/Account/Register', registration('third@riverside.test', next));
    expect((await mailsTo('niall@riverside.test')).map((m) => m.subject)).toEqual(['Verify your Trade Portal account']);
    expect((await mailsTo('third@riverside.test')).map((m) => m.subject)).toEqual(['Verify your Trade Portal account']);
    expect((await mailsTo('firsttime@demo.test')).map((m) => m.subject)).toEqual(['A new Trade Portal user for Riverside Newsagent Limerick', 'A new Trade Portal user for Riverside Newsagent Limerick']);
  });

  it('refuses look-alike and disguised addresses and names, keeping the code unused', async () => {
    const code = await issueRegistrationCode(db, STORE);
    const users = await userCount();
    for (const [label, overrides, message] of [
      ['a Cyrillic ѕ in a Latin word', { Email: 'ѕingle@demo.test', ConfirmEmail: 'ѕingle@demo.test' }, accountMessages.emailLookAlike],
      ['an address in brackets', { Email: 'victim<attacker@evil.test>', ConfirmEmail: 'victim<attacker@evil.test>' }, accountMessages.emailLookAlike],
      ['a right-to-left override', { Email: 'orla\u202Etset.elpmaxe@x.test', ConfirmEmail: 'orla\u202Etset.elpmaxe@x.test' }, accountMessages.emailLookAlike],
      ['a zero-width space', { Email: 'or\u200Bla@example.test', ConfirmEmail: 'or\u200Bla@example.test' }, accountMessages.emailLookAlike],
      ['a Greek ο in a Latin name', { FirstName: 'Νiall' }, accountMessages.nameLookAlike],
      ['a zero-width joiner in a name', { LastName: 'Qu\u200Dinn' }, accountMessages.nameLookAlike],
    ] as const) {
      const res = await post('/api/Account/Register', registration('orla@example.test', code, overrides));
      expect([res.statusCode, res.json()], label).toEqual([400, { Message: message }]);
    }
    expect(await userCount()).toBe(users);
    // One alphabet per word is a name or an address, whatever the alphabet.
    const res = await post('/api/Account/Register', registration('иван@example.test', code, { FirstName: 'Иван', LastName: 'Ó Briain' }));
    expect(res.json()).toEqual({ Message: accountMessages.registered });
    expect(await userCount()).toBe(users + 1);
  });

  it('keeps the code unused when the email already has an account, and answers as for a new one', async () => {
    const code = await issueRegistrationCode(db, STORE);
    const users = await userCount();
    const res = await post('/api/Account/Register', registration('multi@demo.test', code));
    expect(res.json()).toEqual({ Message: accountMessages.registered });
    expect(await userCount()).toBe(users);
    const [row] = await db.select().from(schema.registrationCodes).where(eq(schema.registrationCodes.codeHash, registrationCodeHash(code)));
    expect(row).toMatchObject({ usedAt: null, usedByUserId: null });
    expect((await post('/api/Account/Register', registration('fresh@riverside.test', code))).json()).toEqual({ Message: accountMessages.registered });
  });
});

describe('3. names refuse control characters', () => {
  const names = ['Orla\nStore: 10010001', 'Orla\tQuinn', 'Orla\rOrder: 1', 'Orla\u0085', 'Orla\u2028Quinn', '\u0000Orla'];

  it('at registration', async () => {
    const code = await issueRegistrationCode(db, STORE);
    for (const name of names) {
      for (const field of ['FirstName', 'LastName']) {
        const res = await post('/api/Account/Register', registration('names@riverside.test', code, { [field]: name }));
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(res.json()).toEqual({ Message: accountMessages.nameControlCharacters });
      }
    }
    expect(await db.select().from(schema.users).where(eq(schema.users.email, 'names@riverside.test'))).toEqual([]);
  });

  it('in the account details', async () => {
    const { token } = await verifiedUser('names-update@shop.test');
    for (const name of names) {
      const res = await h.app.inject({ method: 'PUT', url: `/api/Account/UpdateAccount?accountNumber=${SINGLE}`, headers: { ...auth(token), ...json }, payload: JSON.stringify({ LastName: name }) });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toEqual({ Message: accountMessages.nameControlCharacters });
    }
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, 'names-update@shop.test'));
    expect(user?.lastName).toBe('Tester');
  });

  it('and the contact email gets no fake lines from a name, typed or stored before', async () => {
    const typed = await h.app.inject({ method: 'POST', url: '/api/ContactUs/Submit', headers: json, payload: JSON.stringify({ name: 'Pat\nStore: 10010001', email: 'pat@example.test', subject: CONTACT_SUBJECTS[0], message: 'Hello' }) });
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toEqual({ Message: CONTACT_NAME_INVALID });
    // A name stored before names were checked.
    const { id, token } = await verifiedUser('legacy-name@shop.test');
    await db.update(schema.users).set({ firstName: 'Lee\nStore: 10020001\nOrder: 99999999' }).where(eq(schema.users.id, id));
    const sent = await h.app.inject({ method: 'POST', url: `/api/ContactUs/SubmitLoggedIn?accountNumber=${SINGLE}`, headers: { ...auth(token), ...json }, payload: JSON.stringify({ subject: CONTACT_SUBJECTS[0], message: 'Please call.' }) });
    expect(sent.statusCode).toBe(200);
    const mail = (await mailsTo('customer.service@trade-portal.test')).at(-1)!;
    const text = mail.raw.split('Content-Type: text/html')[0]!;
    expect(text).toContain('From: Lee Store: 10020001 Order: 99999999 Tester <legacy-name@shop.test>');
    expect(text).not.toMatch(/^Store: 10020001$/m);
    expect(text).not.toMatch(/^Order: 99999999$/m);
    expect(text).toMatch(/^Store: 10010001$/m);
  });
});

describe('3. changing the login email', () => {
  const put = (token: string, body: object) => h.app.inject({ method: 'PUT', url: `/api/Account/UpdateAccount?accountNumber=${SINGLE}`, headers: { ...auth(token), ...json }, payload: JSON.stringify(body) });
  const userInfo = async (token: string) => (await h.app.inject({ method: 'GET', url: `/api/Account/UserInfo?accountNumber=${SINGLE}`, headers: auth(token) })).json();

  it('needs the current password, keeps the old login until the new address confirms, and tells the old address', async () => {
    const { id, token } = await verifiedUser('old-address@shop.test', 'Ronan');
    expect((await put(token, { Email: 'new-address@shop.test' })).json()).toEqual({ Message: accountMessages.currentPasswordRequired });
    const wrong = await put(token, { Email: 'new-address@shop.test', CurrentPassword: 'Not-The-Password-1', FirstName: 'Changed' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ Message: accountMessages.wrongPassword });
    expect((await userInfo(token)).FirstName).toBe('Ronan');

    const asked = await put(token, { Email: 'New-Address@Shop.test', CurrentPassword: 'Portal-Demo-1' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ Email: 'old-address@shop.test', UserName: 'old-address@shop.test', PendingEmail: 'new-address@shop.test' });
    expect((await userInfo(token)).PendingEmail).toBe('new-address@shop.test');
    // The login is still the old address.
    expect((await tokenFor('new-address@shop.test', 'Portal-Demo-1')).statusCode).toBe(400);
    expect((await tokenFor('old-address@shop.test', 'Portal-Demo-1')).statusCode).toBe(200);

    const [confirm] = await mailsTo('new-address@shop.test');
    expect(confirm?.subject).toBe('Confirm your new Trade Portal login email');
    expect(new URL(confirm!.link!).pathname).toBe('/confirm-email');
    expect(params(confirm!.link!).get('user')).toBe(String(id));
    // Not verified: no name.
    expect(confirm!.raw).toMatch(/^Hello,$/m);
    expect(confirm!.raw).not.toContain('Ronan');
    const [notice] = await mailsTo('old-address@shop.test');
    expect(notice?.subject).toBe('Your Trade Portal login email is being changed');
    expect(notice?.raw).toContain('to new-address@shop.test');
    expect(notice?.raw).not.toContain('confirm-email');
    expect(notice?.raw).not.toContain(params(confirm!.link!).get('code')!);

    const confirmed = await post('/api/Account/ConfirmEmailChange', { UserId: String(id), Code: params(confirm!.link!).get('code') });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ Message: accountMessages.emailChanged });
    expect(await userInfo(token)).toMatchObject({ Email: 'new-address@shop.test', PendingEmail: null });
    // The session that asked stays (ADR 0032); the login is the new address now.
    expect((await tokenFor('new-address@shop.test', 'Portal-Demo-1')).statusCode).toBe(200);
    expect((await tokenFor('old-address@shop.test', 'Portal-Demo-1')).statusCode).toBe(400);

    const again = await post('/api/Account/ConfirmEmailChange', { UserId: String(id), Code: params(confirm!.link!).get('code') });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ Message: accountMessages.linkUsed });
    const unknown = await post('/api/Account/ConfirmEmailChange', { UserId: String(id), Code: 'not-a-code' });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toEqual({ Message: accountMessages.linkExpired });
  });

  it('refuses an expired link, and an address another account took meanwhile', async () => {
    const { id, token } = await verifiedUser('mover@shop.test');
    await put(token, { Email: 'wanted@shop.test', CurrentPassword: 'Portal-Demo-1' });
    const link = (await mailsTo('wanted@shop.test')).at(-1)!.link!;
    await verifiedUser('wanted@shop.test');
    const taken = await post('/api/Account/ConfirmEmailChange', { UserId: String(id), Code: params(link).get('code') });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ Message: accountMessages.emailInUse });
    expect((await userInfo(token)).Email).toBe('mover@shop.test');

    await put(token, { Email: 'later@shop.test', CurrentPassword: 'Portal-Demo-1' });
    const late = (await mailsTo('later@shop.test')).at(-1)!.link!;
    await db.update(schema.emailLinks).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(schema.emailLinks.newEmail, 'later@shop.test'));
    expect((await userInfo(token)).PendingEmail).toBeNull();
    const expired = await post('/api/Account/ConfirmEmailChange', { UserId: String(id), Code: params(late).get('code') });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ Message: accountMessages.linkExpired });
  });

  it('answers the same for an address that already has an account, which gets a note and no link', async () => {
    const { token } = await verifiedUser('curious@shop.test');
    const res = await put(token, { Email: 'restricted@demo.test', CurrentPassword: 'Portal-Demo-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Email: 'curious@shop.test', PendingEmail: 'restricted@demo.test' });
    const [note] = await mailsTo('restricted@demo.test');
    expect(note?.subject).toBe('Your Trade Portal account');
    expect(note?.link).toBeUndefined();
  });
});

describe('5. the per-user limit of wrong current passwords (as POST /Token: 3 a minute here)', () => {
  it('answers 429 with Retry-After past it, without running argon2, on ChangePassword and UpdateAccount alike', async () => {
    const { token } = await verifiedUser('guessed@shop.test');
    const change = (old: string) => post(`/api/Account/ChangePassword?accountNumber=${SINGLE}`, { OldPassword: old, NewPassword: 'Till-Roll-42', ConfirmPassword: 'Till-Roll-42' }, auth(token));
    const email = (current: string) => h.app.inject({ method: 'PUT', url: `/api/Account/UpdateAccount?accountNumber=${SINGLE}`, headers: { ...auth(token), ...json }, payload: JSON.stringify({ Email: 'elsewhere@shop.test', CurrentPassword: current }) });
    expect((await change('Guess-One-1')).json()).toEqual({ Message: accountMessages.wrongPassword });
    expect((await email('Guess-Two-2')).json()).toEqual({ Message: accountMessages.wrongPassword });
    expect((await change('Guess-Three-3')).json()).toEqual({ Message: accountMessages.wrongPassword });

    const verifications = argon2Calls.verify;
    for (const res of [await change('Portal-Demo-1'), await email('Portal-Demo-1'), await change('Guess-Four-4')]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ Message: accountMessages.tooManyPasswordAttempts });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(argon2Calls.verify).toBe(verifications);
    // Nothing changed, and another user is not held back.
    expect((await tokenFor('guessed@shop.test', 'Portal-Demo-1')).statusCode).toBe(200);
    const other = await verifiedUser('bystander@shop.test');
    const theirs = await post(`/api/Account/ChangePassword?accountNumber=${SINGLE}`, { OldPassword: 'Portal-Demo-1', NewPassword: 'Till-Roll-42', ConfirmPassword: 'Till-Roll-42' }, auth(other.token));
    expect(theirs.statusCode).toBe(200);
  });

  it('does not count a right password', async () => {
    const { token } = await verifiedUser('careful@shop.test');
    const passwords = ['Portal-Demo-1', 'Till-Roll-42', 'Till-Roll-43', 'Till-Roll-44', 'Till-Roll-45'];
    for (let i = 1; i < passwords.length; i++) {
      const res = await post(`/api/Account/ChangePassword?accountNumber=${SINGLE}`, { OldPassword: passwords[i - 1], NewPassword: passwords[i], ConfirmPassword: passwords[i] }, auth(token));
      expect(res.statusCode, `change ${i}`).toBe(200);
    }
  });
});

describe('6. link mail is limited per address, and the link already sent keeps working', () => {
  it(`sends at most ${LINK_MAILS_PER_HOUR} reset links an hour to an address; past it the answer is the same and the last link works`, async () => {
    await verifiedUser('victim@shop.test');
    for (let i = 0; i < LINK_MAILS_PER_HOUR + 3; i++) {
      expect((await post('/api/Account/ForgottenPassword', { Email: 'victim@shop.test' })).json()).toEqual({ Message: accountMessages.resetSent });
    }
    const mails = await mailsTo('victim@shop.test');
    expect(mails).toHaveLength(LINK_MAILS_PER_HOUR);
    const last = mails.at(-1)!.link!;
    expect((await post('/api/Account/CheckResetLink', { Email: 'victim@shop.test', Code: params(last).get('code') })).statusCode).toBe(200);
    const reset = await post('/api/Account/ResetPassword', { Email: 'victim@shop.test', Code: params(last).get('code'), NewPassword: 'Own-Choice-77', ConfirmPassword: 'Own-Choice-77' });
    expect(reset.statusCode).toBe(200);
    // An hour later the address may be sent links again.
    await db.update(schema.emailLinks).set({ createdAt: new Date(Date.now() - 61 * 60_000) }).where(eq(schema.emailLinks.purpose, 'reset'));
    await post('/api/Account/ForgottenPassword', { Email: 'victim@shop.test' });
    expect(await mailsTo('victim@shop.test')).toHaveLength(LINK_MAILS_PER_HOUR + 1);
  });

  it(`sends at most ${LINK_MAILS_PER_HOUR} verification links an hour, none greeting the unverified address by name`, async () => {
    const code = await issueRegistrationCode(db, STORE);
    await post('/api/Account/Register', registration('unverified@riverside.test', code, { FirstName: 'Call 0800 SCAM now' }));
    for (let i = 0; i < LINK_MAILS_PER_HOUR + 2; i++) await post('/api/Account/ResendVerification', { Email: 'unverified@riverside.test' });
    const mails = await mailsTo('unverified@riverside.test');
    expect(mails).toHaveLength(LINK_MAILS_PER_HOUR);
    for (const mail of mails) {
      expect(mail.raw).toMatch(/^Hello,$/m);
      expect(mail.raw).not.toContain('SCAM');
    }
    const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'unverified@riverside.test'));
    const last = mails.at(-1)!.link!;
    expect((await post('/api/Account/VerifyAccount', { UserId: String(user!.id), Code: params(last).get('code') })).statusCode).toBe(200);
    // A reset link to an address that was never verified carries no name either.
    await db.insert(schema.users).values({ email: 'never-verified@shop.test', passwordHash: 'x', firstName: 'Visit evil.example', lastName: 'X' });
    await post('/api/Account/ForgottenPassword', { Email: 'never-verified@shop.test' });
    const [reset] = await mailsTo('never-verified@shop.test');
    expect(reset?.raw).toMatch(/^Hello,$/m);
    expect(reset?.raw).not.toContain('evil.example');
  });

  it(`sends at most ${LINK_MAILS_PER_HOUR} email-change links an hour to one new address`, async () => {
    const users = await Promise.all(['asker-1@shop.test', 'asker-2@shop.test'].map((e) => verifiedUser(e)));
    const ask = (token: string) => h.app.inject({ method: 'PUT', url: `/api/Account/UpdateAccount?accountNumber=${SINGLE}`, headers: { ...auth(token), ...json }, payload: JSON.stringify({ Email: 'target@shop.test', CurrentPassword: 'Portal-Demo-1' }) });
    for (const { token } of [...users, ...users]) expect((await ask(token)).statusCode).toBe(200);
    expect(await mailsTo('target@shop.test')).toHaveLength(LINK_MAILS_PER_HOUR);
  });

  it('writes links to the log only when asked to (LOG_EMAIL_LINKS)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trade-portal-mail-'));
    try {
      for (const logLinks of [false, true]) {
        const lines: string[] = [];
        await new Mailer({ outboxDir: dir, log: (line) => lines.push(line), logLinks }).send({ to: 'a@b.test', subject: 'S', text: 't', html: '<p>t</p>', kind: 'reset', link: 'http://portal.test/reset-password?code=secret' });
        expect(lines).toHaveLength(1);
        expect(lines[0]!.includes('code=secret')).toBe(logLinks);
      }
      expect(readOutbox(dir)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('10. a used reset link says so (CheckResetLink, ResetPassword)', () => {
  it('tells a working, a used, a replaced, an expired and an unknown link apart, and uses nothing up', async () => {
    await verifiedUser('resetter@shop.test');
    const ask = async () => {
      await post('/api/Account/ForgottenPassword', { Email: 'resetter@shop.test' });
      return params((await mailsTo('resetter@shop.test')).at(-1)!.link!).get('code')!;
    };
    const check = (code: string, email = 'resetter@shop.test') => post('/api/Account/CheckResetLink', { Email: email, Code: code });
    const replaced = await ask();
    const code = await ask();
    for (let i = 0; i < 2; i++) expect((await check(code)).json()).toEqual({ Message: accountMessages.linkUsable });
    expect((await check(replaced)).json()).toEqual({ Message: accountMessages.linkExpired });
    expect((await check(code, 'single@demo.test')).json()).toEqual({ Message: accountMessages.linkExpired });
    expect((await check('not-a-code')).json()).toEqual({ Message: accountMessages.linkExpired });

    const reset = (c: string) => post('/api/Account/ResetPassword', { Email: 'resetter@shop.test', Code: c, NewPassword: 'Fresh-Start-55', ConfirmPassword: 'Fresh-Start-55' });
    expect((await reset(code)).statusCode).toBe(200);
    for (const res of [await check(code), await reset(code)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ Message: accountMessages.linkUsed });
    }
    expect((await reset(replaced)).json()).toEqual({ Message: accountMessages.linkExpired });

    const late = await ask();
    await db.update(schema.emailLinks).set({ expiresAt: new Date(Date.now() - 60_000) }).where(and(eq(schema.emailLinks.purpose, 'reset'), sql`${schema.emailLinks.usedAt} is null`));
    const expired = await check(late);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ Message: accountMessages.linkExpired });
  });
});

// A second server on the same database whose statements are counted until each answer is sent (2 and 4).
const statements: string[] = [];
const counting = new Proxy(db, {
  get(target, key, receiver) {
    const value = Reflect.get(target, key, receiver) as unknown;
    if (typeof value !== 'function' || !['select', 'insert', 'update', 'delete', 'transaction', 'execute'].includes(String(key))) return value;
    return (...args: unknown[]) => {
      statements.push(String(key));
      return (value as (...a: unknown[]) => unknown).apply(target, args);
    };
  },
}) as Db;
const countedOutbox = mkdtempSync(join(tmpdir(), 'trade-portal-outbox-'));
const counted = await buildServer({ db: counting, mail: { outboxDir: countedOutbox }, mailLog: () => undefined, publicUrl: 'http://portal.test', accountRateLimit: 1000 });
let beforeAnswer: string[] = [];
counted.addHook('onSend', async (_req, _reply, payload) => {
  beforeAnswer = [...statements];
  return payload;
});
await counted.ready();
afterAll(async () => {
  await counted.close();
  rmSync(countedOutbox, { recursive: true, force: true });
});

/** Sends a request to the counting server: its answer and the statements it made before answering. */
const probe = async (url: string, body: object) => {
  statements.length = 0;
  const res = await counted.inject({ method: 'POST', url, headers: json, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json(), work: beforeAnswer };
};

describe('2 and 4. answers that tell nobody who exists, by their words or their time', () => {
  it('ForgottenPassword and ResendVerification answer before their mail is sent, with the same work for a known and an unknown address', async () => {
    await db.insert(schema.users).values({ email: 'not-yet@shop.test', passwordHash: 'x', firstName: 'N', lastName: 'Y' });
    const send = vi.spyOn(Mailer.prototype, 'send');
    try {
      for (const [url, known] of [['/api/Account/ForgottenPassword', 'multi@demo.test'], ['/api/Account/ResendVerification', 'not-yet@shop.test']] as const) {
        // The mail server holds the message until the end: an answer that waited for it would never come.
        let release = () => undefined as void;
        send.mockImplementation(() => new Promise<void>((resolve) => (release = resolve)));
        const real = await probe(url, { Email: known });
        await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
        const unknown = await probe(url, { Email: 'nobody-at-all@shop.test' });
        release();
        await counted.afterAnswer.idle();
        expect(real.status).toBe(200);
        expect(unknown.body).toEqual(real.body);
        expect(real.work, url).toEqual(unknown.work);
        send.mockClear();
      }
    } finally {
      send.mockRestore();
    }
  });

  it('Register answers an unknown account number and a wrong code alike, with the same work', async () => {
    const unknownStore = await probe('/api/Account/Register', { ...registration('probe@shop.test', 'KQ7M-3XPR-9WHT'), JtiAccountId: '19990001' });
    const wrongCode = await probe('/api/Account/Register', registration('probe@shop.test', 'AAAA-BBBB-CCCC'));
    const storeWithoutCode = await probe('/api/Account/Register', { ...registration('probe@shop.test', 'KQ7M-3XPR-9WHT'), JtiAccountId: SINGLE });
    for (const answer of [unknownStore, wrongCode, storeWithoutCode]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ Message: accountMessages.codeMismatch });
      expect(answer.work).toEqual(unknownStore.work);
    }
    expect(unknownStore.work).toEqual(['select']);
  });
});
