import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, UNREACHABLE_MESSAGE } from '@trade-portal/api-client';

// The public client takes the global fetch when it is made, so each test stubs fetch first and then loads
// the public modules afresh.
const answers: (Response | Error)[] = [];
const requests: Request[] = [];
beforeEach(() => {
  vi.resetModules();
  answers.length = 0;
  requests.length = 0;
  vi.stubGlobal('fetch', async (input: Request) => {
    requests.push(input);
    const answer = answers.shift();
    if (!answer) throw new Error('No answer was set for this request.');
    if (answer instanceof Error) throw answer;
    return answer;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the public calls (§2.2, §8)', () => {
  it("post the contract's body to its path with no session, and answer with the server's Message", async () => {
    const { verifyAccount } = await import('./publicAccount');
    answers.push(json(200, { Message: 'Verified.' }));
    await expect(verifyAccount('u1', 'c0de')).resolves.toBe('Verified.');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/Account/VerifyAccount');
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(await requests[0]!.json()).toEqual({ UserId: 'u1', Code: 'c0de' });
  });

  it('fall back to their own words when a success carries no Message', async () => {
    const { forgottenPassword } = await import('./publicPasswordReset');
    answers.push(json(200, {}));
    await expect(forgottenPassword('a@b.co')).resolves.toBe('If this address has an account, we have sent it a link to reset your password.');
  });

  it("throw the server's status and Message, and tell a used link from an expired one", async () => {
    const { resetPassword, isUsedLink } = await import('./publicPasswordReset');
    answers.push(json(410, { Message: 'This link has already been used.' }), json(410, { Message: 'This link has expired or is not valid.' }));
    const used = await resetPassword('a@b.co', 'x', 'pw', 'pw').catch((e: unknown) => e);
    const expired = await resetPassword('a@b.co', 'x', 'pw', 'pw').catch((e: unknown) => e);
    expect(used).toEqual(new ApiError(410, 'This link has already been used.'));
    expect([isUsedLink(used), isUsedLink(expired)]).toEqual([true, false]);
  });

  it('say the one unreachable-server message when no answer comes', async () => {
    const { register } = await import('./publicRegistration');
    const { fetchSubjectTitles } = await import('./publicContact');
    answers.push(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const values = { Email: 'a@b.co', ConfirmEmail: 'a@b.co', Password: 'pw', ConfirmPassword: 'pw', JtiAccountId: '1', RegistrationCode: 'K7QM3XPR9WHT', AcceptTerms: true, IsOver18: true };
    await expect(register(values)).rejects.toMatchObject({ status: 0, Message: UNREACHABLE_MESSAGE });
    await expect(fetchSubjectTitles()).rejects.toMatchObject({ status: 0, Message: UNREACHABLE_MESSAGE });
  });

  it("give the public template's content, or nothing when a call fails (§8 CMS fetch failure)", async () => {
    const { loadPublicNotices } = await import('./publicNotices');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = { Id: 1, Title: 'Closed Monday', Copy: 'Bank holiday.', IsSticky: false };
    answers.push(json(200, [message]), json(503, { Message: 'The service is unavailable for a moment.' }));
    await expect(loadPublicNotices()).resolves.toEqual({ messages: [message], background: null });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/Cms/Notifications', '/api/Cms/Backgrounds']);
    expect(warn).toHaveBeenCalledOnce();
  });
});
