import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalClient } from '@trade-portal/api-client';
import { readsInTasksOfTheirOwn } from './readsInTasks';

const fakeClient = () => {
  const GET = vi.fn(async () => ({ data: 'read' }));
  const POST = vi.fn(async () => ({ data: 'written' }));
  return { client: { GET, POST, use: vi.fn() } as unknown as PortalClient, GET, POST };
};

afterEach(() => vi.unstubAllGlobals());

describe('readsInTasksOfTheirOwn (a page’s reads start in tasks of their own)', () => {
  it('makes each GET only after the browser’s yield, with its arguments untouched', async () => {
    const yields: Array<() => void> = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => yields.push(resolve)) });
    const { client, GET } = fakeClient();
    const reading = readsInTasksOfTheirOwn(client);
    const signal = new AbortController().signal;
    const first = reading.GET('/api/Account/GetAccounts', { signal });
    const second = reading.GET('/api/Cms/Notifications', {});
    await Promise.resolve();
    expect(GET).not.toHaveBeenCalled();
    expect(yields).toHaveLength(2);

    yields[0]!();
    await expect(first).resolves.toEqual({ data: 'read' });
    expect(GET).toHaveBeenCalledOnce();
    expect(GET).toHaveBeenCalledWith('/api/Account/GetAccounts', { signal });

    yields[1]!();
    await second;
    expect(GET).toHaveBeenCalledTimes(2);
  });

  it('sends a write at once: a press does not wait', async () => {
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>(() => undefined) });
    const { client, POST } = fakeClient();
    await readsInTasksOfTheirOwn(client).POST('/api/Product/DismissSuggestedProducts', { params: { query: { accountNumber: '10010001', suggestionId: 1 } } } as never);
    expect(POST).toHaveBeenCalledOnce();
  });

  it('is the client itself where the browser has no scheduler.yield', () => {
    vi.stubGlobal('scheduler', undefined);
    const { client } = fakeClient();
    expect(readsInTasksOfTheirOwn(client)).toBe(client);
  });
});
