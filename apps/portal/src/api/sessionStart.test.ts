import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../session';

let session: Session | null = null;
const prefetchQuery = vi.fn(() => Promise.resolve());
vi.mock('../session', () => ({ getSession: () => session }));
vi.mock('./client', () => ({ queryClient: { prefetchQuery } }));
vi.mock('./account', () => ({ accountsQuery: () => ({ queryKey: ['get', '/api/Account/GetAccounts'] }) }));
vi.mock('./cart', () => ({ cartQuery: (accountNumber: string) => ({ queryKey: ['get', '/api/BackEndCart', accountNumber] }) }));
const { startSessionCalls } = await import('./sessionStart');

const loggedIn = (over: Partial<Session> = {}): Session => ({ accessToken: 't', tokenType: 'bearer', username: 'single@demo.test', accountNumber: null, passwordChangeRequired: false, ...over });
const asked = () => prefetchQuery.mock.calls.map((call: unknown[]) => (call[0] as { queryKey: unknown[] }).queryKey);

describe('startSessionCalls (the stores and the cart start with the shell)', () => {
  beforeEach(() => prefetchQuery.mockClear());

  it('asks nothing without a session', () => {
    session = null;
    startSessionCalls();
    expect(prefetchQuery).not.toHaveBeenCalled();
  });

  it('asks nothing while the password is temporary (§2.2: the server refuses the rest)', () => {
    session = loggedIn({ passwordChangeRequired: true, accountNumber: '10010001' });
    startSessionCalls();
    expect(prefetchQuery).not.toHaveBeenCalled();
  });

  it('asks for the stores only while no store has been chosen', () => {
    session = loggedIn();
    startSessionCalls();
    expect(asked()).toEqual([['get', '/api/Account/GetAccounts']]);
  });

  it("asks for the stores and the stored store's cart", () => {
    session = loggedIn({ accountNumber: '10010001' });
    startSessionCalls();
    expect(asked()).toEqual([['get', '/api/Account/GetAccounts'], ['get', '/api/BackEndCart', '10010001']]);
  });
});
