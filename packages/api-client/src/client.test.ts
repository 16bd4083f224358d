import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  UNREACHABLE_MESSAGE,
  absoluteBaseUrl,
  createPortalClient,
  createPublicClient,
  errorMessage,
  isPublicCall,
  login,
  unwrap,
  type PortalClientOptions,
  type PortalSession,
} from './index';

/** A fetch that records each request and answers with `status` and a JSON `body`. */
function fakeFetch(status = 200, body: unknown = {}) {
  const calls: Request[] = [];
  const fn = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const text = status === 204 || body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const session: PortalSession = { accessToken: 'abc', tokenType: 'bearer', accountNumber: '10000001' };
const base = 'http://api.test';
const client = (fn: typeof fetch, options: Partial<PortalClientOptions> = {}) =>
  createPortalClient({ baseUrl: base, getSession: () => session, fetch: fn, ...options });
const query = (r: Request) => new URL(r.url).searchParams;
// The middleware fills in the accountNumber the types require; tests leave it out on purpose.
const noParams = {} as never;

describe('createPortalClient: Authorization (§7)', () => {
  it('sends `<token_type> <access_token>` with the token type verbatim', async () => {
    const { fn, calls } = fakeFetch();
    await client(fn).GET('/api/BackEndCart', noParams);
    await client(fn, { getSession: () => ({ ...session, tokenType: 'Bearer' }) }).GET('/api/BackEndCart', noParams);
    expect(calls[0]!.headers.get('Authorization')).toBe('bearer abc');
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('reads the session on every request, so a new login or store applies at once', async () => {
    const { fn, calls } = fakeFetch();
    let current: PortalSession | null = null;
    const c = client(fn, { getSession: () => current });
    await c.GET('/api/BackEndCart', noParams);
    current = { accessToken: 'new', tokenType: 'bearer', accountNumber: '10000002' };
    await c.GET('/api/BackEndCart', noParams);
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(calls[1]!.headers.get('Authorization')).toBe('bearer new');
    expect(query(calls[1]!).get('accountNumber')).toBe('10000002');
  });

  it('sends nothing of the session when logged out', async () => {
    const { fn, calls } = fakeFetch();
    await client(fn, { getSession: () => null }).GET('/api/Account/GetAccounts', {});
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(query(calls[0]!).has('accountNumber')).toBe(false);
  });

  it('sends nothing of the session on public calls, POST /Token included', async () => {
    const { fn, calls } = fakeFetch();
    const c = client(fn);
    await c.POST('/api/Account/ForgottenPassword', { body: { Email: 'a@b.co' } });
    await c.POST('/Token', {
      body: { grant_type: 'password', username: 'a@b.co', password: 'x' },
      bodySerializer: (b) => new URLSearchParams(b),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    await c.GET('/api/Cms/Notifications');
    for (const call of calls) {
      expect(call.headers.has('Authorization')).toBe(false);
      expect(query(call).has('accountNumber')).toBe(false);
    }
    expect(new URL(calls[1]!.url).pathname).toBe('/Token');
  });
});

describe('createPortalClient: accountNumber (§7)', () => {
  it('adds the current account to private calls', async () => {
    const { fn, calls } = fakeFetch();
    await client(fn).GET('/api/Product/AllProducts', noParams);
    expect(query(calls[0]!).getAll('accountNumber')).toEqual(['10000001']);
  });

  it('keeps other query parameters and path parameters', async () => {
    const { fn, calls } = fakeFetch(204);
    const c = client(fn);
    await c.PUT('/api/BackEndCart', { params: { query: { beCartId: 7, SKU: 'RMC-001', Quantity: 12 } } } as never);
    await c.GET('/api/Survey/{id}/closed', { params: { path: { id: 5 }, query: { fromSticky: true } } } as never);
    expect(Object.fromEntries(query(calls[0]!))).toEqual({ beCartId: '7', SKU: 'RMC-001', Quantity: '12', accountNumber: '10000001' });
    expect(new URL(calls[1]!.url).pathname).toBe('/api/Survey/5/closed');
    expect(Object.fromEntries(query(calls[1]!))).toEqual({ fromSticky: 'true', accountNumber: '10000001' });
  });

  it('keeps an explicit account number instead of adding a second', async () => {
    const { fn, calls } = fakeFetch();
    await client(fn).GET('/api/OrderHistory/FilteredByTimeSpanOrderHistory', { params: { query: { accountNumber: '10000002', timeSpan: 30 } } });
    expect(query(calls[0]!).getAll('accountNumber')).toEqual(['10000002']);
  });

  it('adds none before an account is chosen', async () => {
    const { fn, calls } = fakeFetch();
    await client(fn, { getSession: () => ({ ...session, accountNumber: null }) }).GET('/api/BackEndCart', noParams);
    expect(calls[0]!.headers.get('Authorization')).toBe('bearer abc');
    expect(query(calls[0]!).has('accountNumber')).toBe(false);
  });

  it('adds none to GetAccounts, which lists the user’s stores', async () => {
    const { fn, calls } = fakeFetch(200, { UserAccounts: [] });
    await client(fn).GET('/api/Account/GetAccounts', {});
    expect(calls[0]!.headers.get('Authorization')).toBe('bearer abc');
    expect(query(calls[0]!).has('accountNumber')).toBe(false);
  });
});

describe('createPortalClient: requests keep their method and body', () => {
  it('JSON bodies arrive intact, with their content type', async () => {
    const { fn, calls } = fakeFetch();
    const c = client(fn);
    await c.POST('/api/Order/Submit', { params: { query: { accountNumber: '10000001' }, header: { 'Idempotency-Key': 'k-1' } }, body: { BackEndCartId: 4 } });
    await c.PATCH('/api/BackEndCart', { params: { query: { beCartId: 4 } }, body: { BackEndCartDetails: [{ SKU: 'A', Quantity: 2 }] } } as never);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('k-1');
    expect(calls[0]!.headers.get('Content-Type')).toContain('application/json');
    expect(await calls[0]!.json()).toEqual({ BackEndCartId: 4 });
    expect(calls[1]!.method).toBe('PATCH');
    expect(await calls[1]!.json()).toEqual({ BackEndCartDetails: [{ SKU: 'A', Quantity: 2 }] });
  });

  it('resolves a relative base URL against the page origin, and trims trailing slashes', () => {
    expect(absoluteBaseUrl('http://api.test/')).toBe('http://api.test');
    expect(absoluteBaseUrl('HTTPS://api.test/v1//')).toBe('HTTPS://api.test/v1');
    expect(absoluteBaseUrl('')).toBe('http://localhost');
    vi.stubGlobal('location', { origin: 'https://portal.test' });
    try {
      expect(absoluteBaseUrl('')).toBe('https://portal.test');
      expect(absoluteBaseUrl('/backend/')).toBe('https://portal.test/backend');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('createPortalClient: 401 means the session expired (§8)', () => {
  it('calls onSessionExpired once for a 401 to a request with a token', async () => {
    const { fn } = fakeFetch(401, { Message: 'Session has expired. Please log in again.' });
    const onSessionExpired = vi.fn();
    const result = await client(fn, { onSessionExpired }).GET('/api/BackEndCart', noParams);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(() => unwrap(result)).toThrowError(new ApiError(401, 'Session has expired. Please log in again.'));
  });

  it('calls it once for parallel 401s with the same token, and again for a later token', async () => {
    const { fn } = fakeFetch(401, { Message: 'x' });
    const onSessionExpired = vi.fn();
    let current: PortalSession = session;
    const c = client(fn, { onSessionExpired, getSession: () => current });
    await Promise.all([c.GET('/api/BackEndCart', noParams), c.GET('/api/Product/AllProducts', noParams), c.HEAD('/api/Account/CheckAuth', noParams)]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    current = { ...session, accessToken: 'second' };
    await c.GET('/api/BackEndCart', noParams);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('does not call it without a token, on public calls, or on other errors', async () => {
    const onSessionExpired = vi.fn();
    const unauthorised = fakeFetch(401, { Message: 'x' });
    await client(unauthorised.fn, { onSessionExpired, getSession: () => null }).GET('/api/BackEndCart', noParams);
    await client(unauthorised.fn, { onSessionExpired }).POST('/api/Account/ResetPassword', {
      body: { Email: 'a@b.co', Code: 'c', NewPassword: 'Aa345678', ConfirmPassword: 'Aa345678' },
    });
    await client(unauthorised.fn, { onSessionExpired }).POST('/Token', {
      body: { grant_type: 'password', username: 'a', password: 'b' },
      bodySerializer: (b) => new URLSearchParams(b),
    });
    for (const status of [400, 403, 404, 500]) {
      await client(fakeFetch(status, { Message: 'x' }).fn, { onSessionExpired }).GET('/api/BackEndCart', noParams);
    }
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('isPublicCall', () => {
  it('matches method and path template', () => {
    expect(isPublicCall('POST', '/Token')).toBe(true);
    expect(isPublicCall('post', '/api/ContactUs/Submit')).toBe(true);
    expect(isPublicCall('GET', '/Token')).toBe(false);
    expect(isPublicCall('POST', '/api/ContactUs/SubmitLoggedIn')).toBe(false);
    expect(isPublicCall('GET', '/api/BackEndCart')).toBe(false);
  });
});

describe('unwrap and errorMessage (§8)', () => {
  it('returns data on success and undefined on 204', () => {
    expect(unwrap({ data: { a: 1 }, response: new Response(null, { status: 200 }) })).toEqual({ a: 1 });
    expect(unwrap({ data: undefined, response: new Response(null, { status: 204 }) })).toBeUndefined();
  });

  it('throws ApiError with the status and the server Message', () => {
    const run = () => unwrap({ error: { Message: 'Your cart is empty.' }, response: new Response(null, { status: 400 }) });
    expect(run).toThrowError(ApiError);
    try {
      run();
    } catch (e) {
      expect((e as ApiError).status).toBe(400);
      expect((e as ApiError).Message).toBe('Your cart is empty.');
      expect((e as ApiError).message).toBe('Your cart is empty.');
      expect((e as ApiError).name).toBe('ApiError');
    }
  });

  it('throws the default message when the body has no usable Message', () => {
    for (const error of [undefined, 'boom', {}, { Message: '' }, { Message: 42 }, { message: 'lower-case' }]) {
      expect(() => unwrap({ error, response: new Response(null, { status: 500 }) })).toThrowError(new ApiError(500, DEFAULT_ERROR_MESSAGE));
    }
    expect(() => unwrap({ error: {}, response: new Response(null, { status: 502 }) }, 'Error updating product')).toThrowError('Error updating product');
  });

  it('errorMessage prefers ApiError, then a body Message, then an Error, then the fallback', () => {
    expect(errorMessage(new ApiError(400, 'Bad SKU.'))).toBe('Bad SKU.');
    expect(errorMessage({ Message: 'From the body.' })).toBe('From the body.');
    expect(errorMessage(new Error('Plain.'))).toBe('Plain.');
    expect(errorMessage(null)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessage({ Message: '  ' }, 'Fallback.')).toBe('Fallback.');
  });
});

describe('login (§4 Login, §8 Login failure)', () => {
  const token = { access_token: 't', token_type: 'bearer', expires_in: 3600, userName: 'a@b.co' };

  it('posts the password grant form-encoded to /Token', async () => {
    const { fn, calls } = fakeFetch(200, token);
    await expect(login(`${base}/`, 'a@b.co', 'p&ss=1 +', fn)).resolves.toEqual(token);
    expect(calls[0]!.url).toBe(`${base}/Token`);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    const form = new URLSearchParams(await calls[0]!.text());
    expect(Object.fromEntries(form)).toEqual({ grant_type: 'password', username: 'a@b.co', password: 'p&ss=1 +' });
  });

  it('passes the server Message back on failure', async () => {
    const { fn } = fakeFetch(400, { Message: 'The user name or password is incorrect.' });
    await expect(login(base, 'a@b.co', 'nope', fn)).rejects.toThrowError(new ApiError(400, 'The user name or password is incorrect.'));
    const limited = fakeFetch(429, { Message: 'Too many login attempts. Please try again in a minute.' });
    await expect(login(base, 'a@b.co', 'nope', limited.fn)).rejects.toMatchObject({ status: 429, Message: 'Too many login attempts. Please try again in a minute.' });
  });

  it('falls back to the default message without a JSON Message, and says when the server was not reached', async () => {
    await expect(login(base, 'a', 'b', fakeFetch(502, '<html>Bad gateway</html>').fn)).rejects.toMatchObject({ status: 502, Message: DEFAULT_ERROR_MESSAGE });
    await expect(login(base, 'a', 'b', fakeFetch(200, { unexpected: true }).fn)).rejects.toMatchObject({ status: 200, Message: DEFAULT_ERROR_MESSAGE });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(login(base, 'a', 'b', offline)).rejects.toMatchObject({ status: 0, Message: UNREACHABLE_MESSAGE });
    // A 200 that is not the server's JSON (a Wi-Fi login page) did not come from the server either.
    await expect(login(base, 'a', 'b', fakeFetch(200, '<html>Sign in to the Wi-Fi</html>').fn)).rejects.toMatchObject({ status: 0, Message: UNREACHABLE_MESSAGE });
  });
});

describe('createPublicClient (§2.2 public calls)', () => {
  it('sends no Authorization and no accountNumber, whatever the session', async () => {
    const { fn, calls } = fakeFetch(200, ['Orders']);
    const { data } = await createPublicClient(`${base}/`, fn).GET('/api/ContactUs/GetSubjectTitles');
    expect(data).toEqual(['Orders']);
    expect(calls[0]!.url).toBe(`${base}/api/ContactUs/GetSubjectTitles`);
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('posts JSON bodies', async () => {
    const { fn, calls } = fakeFetch(200, { Message: 'Sent.' });
    await createPublicClient(base, fn).POST('/api/Account/ForgottenPassword', { body: { Email: 'a@b.co' } });
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await calls[0]!.json()).toEqual({ Email: 'a@b.co' });
  });
});
