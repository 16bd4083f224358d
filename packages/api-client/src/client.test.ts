import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPortalClient, login, unwrap, type PortalSession } from './index';

function fakeFetch(status = 200, body: unknown = { ok: true }) {
  const calls: Request[] = [];
  const fn = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const session: PortalSession = { accessToken: 'abc', tokenType: 'bearer', accountNumber: '10000001' };

describe('createPortalClient (§7)', () => {
  it('adds the bearer header with the token type verbatim, and the account number except on GetAccounts', async () => {
    const { fn, calls } = fakeFetch(200, { UserAccounts: [] });
    const client = createPortalClient({ baseUrl: 'http://api.test', getSession: () => ({ ...session, tokenType: 'Bearer' }), fetch: fn });
    await client.GET('/api/Account/GetAccounts', {});
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer abc');
    expect(new URL(calls[0]!.url).searchParams.has('accountNumber')).toBe(false);
    // The middleware fills in the account number the types ask for.
    await client.GET('/api/BackEndCart', {} as never);
    expect(new URL(calls[1]!.url).searchParams.get('accountNumber')).toBe('10000001');
  });

  it('keeps an explicit account number instead of adding a second', async () => {
    const { fn, calls } = fakeFetch(200, {});
    const client = createPortalClient({ baseUrl: 'http://api.test', getSession: () => session, fetch: fn });
    await client.GET('/api/OrderHistory/FilteredByTimeSpanOrderHistory', { params: { query: { accountNumber: '10000002', timeSpan: 30 } } });
    expect(new URL(calls[0]!.url).searchParams.getAll('accountNumber')).toEqual(['10000002']);
  });

  it('sends nothing of the session on public calls or when logged out', async () => {
    const { fn, calls } = fakeFetch(200, {});
    const client = createPortalClient({ baseUrl: 'http://api.test', getSession: () => session, fetch: fn });
    await client.POST('/api/Account/ForgottenPassword', { body: { Email: 'a@b.co' } });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(new URL(calls[0]!.url).searchParams.has('accountNumber')).toBe(false);
    const loggedOut = createPortalClient({ baseUrl: 'http://api.test', getSession: () => null, fetch: fn });
    await loggedOut.GET('/api/Account/GetAccounts', {});
    expect(calls[1]!.headers.has('Authorization')).toBe(false);
  });

  it('keeps the request body', async () => {
    const { fn, calls } = fakeFetch(200, {});
    const client = createPortalClient({ baseUrl: 'http://api.test', getSession: () => session, fetch: fn });
    await client.POST('/api/Order/Submit', { params: { query: { accountNumber: '10000001' } }, body: { BackEndCartId: 4 } });
    expect(await calls[0]!.json()).toEqual({ BackEndCartId: 4 });
  });

  it('reports a 401 on a request with a token as an expired session (§8)', async () => {
    const { fn } = fakeFetch(401, { Message: 'Session has expired.' });
    const onSessionExpired = vi.fn();
    const client = createPortalClient({ baseUrl: 'http://api.test', getSession: () => session, onSessionExpired, fetch: fn });
    const result = await client.GET('/api/BackEndCart', { params: { query: { accountNumber: '10000001' } } });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(() => unwrap(result)).toThrowError(new ApiError(401, 'Session has expired.'));
  });

  it('does not report a 401 without a token', async () => {
    const { fn } = fakeFetch(401, { Message: 'x' });
    const onSessionExpired = vi.fn();
    const client = createPortalClient({ baseUrl: 'http://api.test', getSession: () => null, onSessionExpired, fetch: fn });
    await client.GET('/api/Account/GetAccounts', {});
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('unwrap (§8)', () => {
  it('returns data on success and undefined on 204', () => {
    expect(unwrap({ data: { a: 1 }, response: new Response(null, { status: 200 }) })).toEqual({ a: 1 });
    expect(unwrap({ data: undefined, response: new Response(null, { status: 204 }) })).toBeUndefined();
  });
  it('throws the server Message, or a default', () => {
    try {
      unwrap({ error: { Message: 'Your cart is empty.' }, response: new Response(null, { status: 400 }) });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).status).toBe(400);
      expect((e as ApiError).Message).toBe('Your cart is empty.');
    }
    expect(() => unwrap({ error: 'boom', response: new Response(null, { status: 500 }) })).toThrow('Sorry, something went wrong. Please try again.');
  });
});

describe('login (§4)', () => {
  it('posts form-encoded credentials', async () => {
    const { fn, calls } = fakeFetch(200, { access_token: 't', token_type: 'bearer', expires_in: 3600, userName: 'a@b.co' });
    const token = await login('http://api.test', 'a@b.co', 'p&ss=1', fn);
    expect(token.access_token).toBe('t');
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(await calls[0]!.text()).toBe('grant_type=password&username=a%40b.co&password=p%26ss%3D1');
  });
  it('passes the server message back on failure', async () => {
    const { fn } = fakeFetch(400, { Message: 'The user name or password is incorrect.' });
    await expect(login('http://api.test', 'a@b.co', 'x', fn)).rejects.toMatchObject({ status: 400, Message: 'The user name or password is incorrect.' });
  });
});
