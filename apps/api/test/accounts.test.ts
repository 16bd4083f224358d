/**
 * The account flows of §2.1 and §2.2 (docs/adr/0025, 0032) with real email read back from the outbox:
 * registration and verification, a fresh verification link, forgotten password and reset, password change,
 * the first-time-login guide, account details, and the contact forms' email.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, registrationCodeMessage } from '@trade-portal/domain';
import { schema } from '../src/db/open';
import { UNVERIFIED_MESSAGE } from '../src/handlers/account';
import { accountMessages } from '../src/services/accounts';
import { issueRegistrationCode } from '../src/services/registrationCodes';
import { DEMO_REGISTRATION_CODE } from '../src/seed';
import { auth, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const json = { 'content-type': 'application/json' };
const post = (url: string, body: object, headers: Record<string, string> = {}) => h.app.inject({ method: 'POST', url, headers: { ...json, ...headers }, payload: JSON.stringify(body) });
const tokenFor = (username: string, password: string) =>
  h.app.inject({ method: 'POST', url: '/Token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `grant_type=password&username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}` });
const newMail = async (before: number) => (await h.outbox()).slice(before);
/** The newest email to `to`. */
const lastMailTo = async (to: string) => (await h.outbox()).filter((m) => m.to === to).at(-1)!;
const params = (link: string) => new URL(link).searchParams;

/** A registration for the demo store with `code` (a fresh one of its own by default: each works once). */
const registration = async (email: string, overrides: object = {}, code?: string) => ({
  FirstName: 'Orla', LastName: 'Quinn', Email: email, ConfirmEmail: email, Password: 'Shopfront-2026', ConfirmPassword: 'Shopfront-2026',
  JtiAccountId: '10050001', RegistrationCode: code ?? (await issueRegistrationCode(h.database.db, '10050001')), AcceptTerms: true, IsOver18: true, ...overrides,
});

describe('registration (§2.2 /register, §5)', () => {
  it('refuses each invalid field with the §5 message and creates nothing', async () => {
    const users = async () => (await h.database.db.select({ id: schema.users.id }).from(schema.users)).length;
    const count = await users();
    const cases: [object, string][] = [
      [{ Email: 'not-an-email', ConfirmEmail: 'not-an-email' }, messages.email],
      [{ ConfirmEmail: 'other@shop.ie' }, messages.emailMismatch],
      [{ Password: 'short1A', ConfirmPassword: 'short1A' }, messages.newPassword],
      [{ Password: 'alllowercase1', ConfirmPassword: 'alllowercase1' }, messages.newPassword],
      [{ ConfirmPassword: 'Shopfront-2027' }, messages.passwordMismatch],
      [{ Password: 'Password1', ConfirmPassword: 'Password1' }, accountMessages.commonPassword],
      [{ JtiAccountId: '' }, messages.required],
      [{ RegistrationCode: '' }, messages.required],
      [{ RegistrationCode: 'KQ7M-3XPR' }, registrationCodeMessage],
      [{ JtiAccountId: '99999999' }, accountMessages.codeMismatch],
      [{ RegistrationCode: 'AAAA-BBBB-CCCC' }, accountMessages.codeMismatch],
      [{ FirstName: 'Orla\nStore: 10010001' }, accountMessages.nameControlCharacters],
      [{ AcceptTerms: false }, accountMessages.acceptTerms],
      [{ IsOver18: false }, accountMessages.confirmAge],
    ];
    for (const [overrides, message] of cases) {
      // The demo code: a refused registration leaves it unused for the next test.
      const res = await post('/api/Account/Register', await registration('orla@quinnstores.ie', overrides, DEMO_REGISTRATION_CODE));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Message: message });
    }
    expect(await users()).toBe(count);
  });

  it('registers unverified with the demo code, emails a single-use link, and logs in once it is followed', async () => {
    const before = (await h.outbox()).length;
    const res = await post('/api/Account/Register', await registration('Orla@QuinnStores.ie ', {}, DEMO_REGISTRATION_CODE.toLowerCase().replace(/-/g, ' ')));
    expect(res.json()).toEqual({ Message: accountMessages.registered });
    const [mail] = await newMail(before);
    expect(mail?.to).toBe('orla@quinnstores.ie');
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
    const link = mail!.link!;
    expect(new URL(link).pathname).toBe('/verify-account');
    // Stored hashed: the code of the link is nowhere in the database.
    const code = params(link).get('code')!;
    const stored = await h.database.db.select().from(schema.emailLinks);
    expect(JSON.stringify(stored)).not.toContain(code);

    expect((await tokenFor('orla@quinnstores.ie', 'Shopfront-2026')).json()).toEqual({ Message: UNVERIFIED_MESSAGE });
    expect((await tokenFor('orla@quinnstores.ie', 'wrong-Password-1')).json()).toEqual({ Message: 'The user name or password is incorrect.' });
    const verified = await post('/api/Account/VerifyAccount', { UserId: params(link).get('user'), Code: code });
    expect(verified.json()).toEqual({ Message: accountMessages.verified });
    const again = await post('/api/Account/VerifyAccount', { UserId: params(link).get('user'), Code: code });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ Message: accountMessages.linkUsed });

    const login = await tokenFor('orla@quinnstores.ie', 'Shopfront-2026');
    expect(login.statusCode).toBe(200);
    const accounts = await h.app.inject({ method: 'GET', url: '/api/Account/GetAccounts', headers: auth(login.json().access_token) });
    expect(accounts.json().UserAccounts.map((a: { JtiAccountId: string }) => a.JtiAccountId)).toEqual(['10050001']);
  });

  it('answers the same for an email that already has an account, creates nothing, and tells that address', async () => {
    const before = (await h.outbox()).length;
    const res = await post('/api/Account/Register', await registration('single@demo.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: accountMessages.registered });
    const mails = await newMail(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('single@demo.test');
    expect(new URL(mails[0]!.link!).pathname).toBe('/forgotten-password');
    // The demo password still works: nothing of the account changed.
    expect((await tokenFor('single@demo.test', 'Portal-Demo-1')).statusCode).toBe(200);
  });

  it('sends a fresh verification link on request; the older one stops working; unknown and verified addresses get none', async () => {
    await post('/api/Account/Register', await registration('dara@dalystores.ie'));
    const first = (await lastMailTo('dara@dalystores.ie')).link!;
    const before = (await h.outbox()).length;
    for (const email of ['nobody@nowhere.ie', 'single@demo.test', 'dara@dalystores.ie']) {
      const res = await post('/api/Account/ResendVerification', { Email: email });
      expect(res.json(), email).toEqual({ Message: accountMessages.verificationSent });
    }
    const mails = await newMail(before);
    expect(mails.map((m) => m.to)).toEqual(['dara@dalystores.ie']);
    expect((await post('/api/Account/VerifyAccount', { UserId: params(first).get('user'), Code: params(first).get('code') })).statusCode).toBe(410);
    const fresh = mails[0]!.link!;
    expect((await post('/api/Account/VerifyAccount', { UserId: params(fresh).get('user'), Code: params(fresh).get('code') })).statusCode).toBe(200);
  });

  it("refuses a link with another user's id", async () => {
    await post('/api/Account/Register', await registration('eve@evestores.ie'));
    const link = (await lastMailTo('eve@evestores.ie')).link!;
    const res = await post('/api/Account/VerifyAccount', { UserId: '1', Code: params(link).get('code') });
    expect(res.statusCode).toBe(410);
  });
});

describe('forgotten password and reset (§2.2 /forgotten-password, /reset-password)', () => {
  it('answers the same for any address and emails a link only to an account', async () => {
    const before = (await h.outbox()).length;
    for (const email of ['nobody@nowhere.ie', 'restricted@demo.test']) {
      expect((await post('/api/Account/ForgottenPassword', { Email: email })).json()).toEqual({ Message: accountMessages.resetSent });
    }
    expect((await newMail(before)).map((m) => m.to)).toEqual(['restricted@demo.test']);
    expect((await post('/api/Account/ForgottenPassword', { Email: 'nope' })).json()).toEqual({ Message: messages.email });
  });

  it('resets with the link once, ends every session, and refuses an expired link', async () => {
    const oldSession = (await tokenFor('multi@demo.test', 'Portal-Demo-1')).json().access_token as string;
    await post('/api/Account/ForgottenPassword', { Email: 'multi@demo.test' });
    const link = (await h.outbox()).at(-1)!.link!;
    expect(new URL(link).pathname).toBe('/reset-password');
    const email = params(link).get('email')!;
    const code = params(link).get('code')!;

    const weak = await post('/api/Account/ResetPassword', { Email: email, Code: code, NewPassword: 'weak', ConfirmPassword: 'weak' });
    expect(weak.json()).toEqual({ Message: messages.newPassword });
    const otherEmail = await post('/api/Account/ResetPassword', { Email: 'single@demo.test', Code: code, NewPassword: 'Counter-Top-9', ConfirmPassword: 'Counter-Top-9' });
    expect(otherEmail.statusCode).toBe(410);
    // The refused attempt used the link up: ask again.
    await post('/api/Account/ForgottenPassword', { Email: 'multi@demo.test' });
    const second = (await h.outbox()).at(-1)!.link!;
    const ok = await post('/api/Account/ResetPassword', { Email: email, Code: params(second).get('code'), NewPassword: 'Counter-Top-9', ConfirmPassword: 'Counter-Top-9' });
    expect(ok.json()).toEqual({ Message: accountMessages.passwordReset });
    expect((await h.app.inject({ method: 'GET', url: '/api/Account/GetAccounts', headers: auth(oldSession) })).statusCode).toBe(401);
    expect((await tokenFor('multi@demo.test', 'Portal-Demo-1')).statusCode).toBe(400);
    expect((await tokenFor('multi@demo.test', 'Counter-Top-9')).statusCode).toBe(200);
    expect((await post('/api/Account/ResetPassword', { Email: email, Code: params(second).get('code'), NewPassword: 'Counter-Top-10', ConfirmPassword: 'Counter-Top-10' })).statusCode).toBe(410);

    await post('/api/Account/ForgottenPassword', { Email: 'multi@demo.test' });
    const late = (await h.outbox()).at(-1)!.link!;
    await h.database.db.update(schema.emailLinks).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(schema.emailLinks.purpose, 'reset'));
    const expired = await post('/api/Account/ResetPassword', { Email: email, Code: params(late).get('code'), NewPassword: 'Counter-Top-11', ConfirmPassword: 'Counter-Top-11' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ Message: accountMessages.linkExpired });
  });
});

describe('password change (§2.1 /change-password) and the first-time-login guide (§2.2 /password)', () => {
  it('checks the current password and the rules, and ends the other sessions only', async () => {
    const current = (await tokenFor('survey@demo.test', 'Portal-Demo-1')).json().access_token as string;
    const other = (await tokenFor('survey@demo.test', 'Portal-Demo-1')).json().access_token as string;
    const change = (body: object) => post('/api/Account/ChangePassword?accountNumber=10040001', body, auth(current));
    expect((await change({ OldPassword: 'wrong', NewPassword: 'Till-Roll-42', ConfirmPassword: 'Till-Roll-42' })).json()).toEqual({ Message: accountMessages.wrongPassword });
    expect((await change({ OldPassword: 'Portal-Demo-1', NewPassword: 'Qwerty123', ConfirmPassword: 'Qwerty123' })).json()).toEqual({ Message: accountMessages.commonPassword });
    expect((await change({ OldPassword: 'Portal-Demo-1', NewPassword: 'Till-Roll-42', ConfirmPassword: 'Till-Roll-43' })).json()).toEqual({ Message: messages.passwordMismatch });
    expect((await change({ OldPassword: 'Portal-Demo-1', NewPassword: 'Till-Roll-42', ConfirmPassword: 'Till-Roll-42' })).json()).toEqual({ Message: accountMessages.passwordChanged });
    expect((await h.app.inject({ method: 'GET', url: '/api/Account/GetAccounts', headers: auth(current) })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/Account/GetAccounts', headers: auth(other) })).statusCode).toBe(401);
    expect((await tokenFor('survey@demo.test', 'Till-Roll-42')).statusCode).toBe(200);
  });

  it('a temporary password opens only the password change until it is changed', async () => {
    const login = await tokenFor('firsttime@demo.test', 'Portal-Demo-1');
    expect(login.json()).toMatchObject({ PasswordChangeRequired: true });
    const token = login.json().access_token as string;
    expect((await h.app.inject({ method: 'GET', url: '/api/Account/GetAccounts', headers: auth(token) })).statusCode).toBe(200);
    const cart = await h.app.inject({ method: 'GET', url: '/api/BackEndCart?accountNumber=10050001', headers: auth(token) });
    expect(cart.statusCode).toBe(403);
    expect(cart.json()).toEqual({ Message: 'Please set a new password before you continue.' });
    const changed = await post('/api/Account/ChangePassword?accountNumber=10050001', { OldPassword: 'Portal-Demo-1', NewPassword: 'First-Light-7', ConfirmPassword: 'First-Light-7' }, auth(token));
    expect(changed.statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/BackEndCart?accountNumber=10050001', headers: auth(token) })).statusCode).toBe(200);
    expect((await tokenFor('firsttime@demo.test', 'First-Light-7')).json()).not.toHaveProperty('PasswordChangeRequired');
  });
});

describe('account details (§2.1 /my-account)', () => {
  it('updates the name and the marketing choice; a new email needs the current password', async () => {
    const token = await h.login('single@demo.test');
    const put = (body: object) => h.app.inject({ method: 'PUT', url: `/api/Account/UpdateAccount?accountNumber=${SINGLE}`, headers: { ...auth(token), ...json }, payload: JSON.stringify(body) });
    const updated = await put({ FirstName: ' Máire ', MarketingOptIn: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ FirstName: 'Máire', LastName: 'Doyle', MarketingOptIn: false, Email: 'single@demo.test' });
    expect((await put({ Email: 'multi@demo.test' })).json()).toEqual({ Message: accountMessages.currentPasswordRequired });
    expect((await put({ Email: 'bad', CurrentPassword: 'Portal-Demo-1' })).statusCode).toBe(400);
    // The same address in other case is no change: no password needed.
    expect((await put({ Email: 'Single@Demo.test' })).json()).toMatchObject({ Email: 'single@demo.test', PendingEmail: null });
  });
});

describe('contact messages are emailed to customer service (§7 Contact)', () => {
  it('sends the public form with a reply-to of the sender', async () => {
    const subjects = (await h.app.inject({ method: 'GET', url: '/api/ContactUs/GetSubjectTitles' })).json() as string[];
    const before = (await h.outbox()).length;
    const res = await post('/api/ContactUs/Submit', { name: 'Fiona <b>Hayes</b>', email: 'fiona@hayes.ie', subject: subjects[0], message: 'Please call me about <script>alert(1)</script> my order.' });
    expect(res.statusCode).toBe(200);
    const [mail] = await newMail(before);
    expect(mail?.to).toBe('customer.service@trade-portal.test');
    expect(mail?.raw).toMatch(/^Reply-To: fiona@hayes\.ie$/m);
    // The HTML part escapes what the sender typed.
    expect(mail?.raw).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.raw).not.toContain('<script>alert(1)</script></p>');
  });
});
