import { describe, expect, it, vi } from 'vitest';
import { createRevocations, PENDING_REVOCATIONS_KEY, TOKEN_LIFETIME_MS, type RevocationDeps } from './revocation';

/** A device: its storage, a server that answers `status` (or no answer: 'offline'), a clock and the browser's 'online'. */
function device(start = Date.UTC(2026, 11, 1, 9)) {
  const items = new Map<string, string>();
  const sent: string[] = [];
  const online: (() => void)[] = [];
  let answer: number | 'offline' | 'held' = 200;
  // A request sent while the answer is 'held': refused when the test says so, as a slow offline failure.
  const held: (() => void)[] = [];
  let now = start;
  const deps: RevocationDeps = {
    storage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) },
    send: async (authorization) => {
      sent.push(authorization);
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      if (answer === 'held') return new Promise<Response>((_, reject) => held.push(() => reject(new TypeError('Failed to fetch'))));
      return new Response(null, { status: answer });
    },
    now: () => now,
    whenOnline: (retry) => void online.push(retry),
  };
  return {
    revocations: createRevocations(deps),
    items,
    sent,
    online,
    answer: (a: number | 'offline' | 'held') => (answer = a),
    /** Refuses the requests held so far. */
    refuseHeld: () => held.splice(0).forEach((refuse) => refuse()),
    advance: (ms: number) => (now += ms),
  };
}

describe('revoking a logged-out token (§4 Logout)', () => {
  it('online: sends POST /api/Account/Logout with the token and keeps nothing', async () => {
    const d = device();
    await d.revocations.revoke('bearer A');
    expect(d.sent).toEqual(['bearer A']);
    expect(d.items.has(PENDING_REVOCATIONS_KEY)).toBe(false);
    expect(d.online).toHaveLength(0);
  });

  it('offline: keeps the token, sends it once the browser is online again, then keeps nothing', async () => {
    const d = device();
    d.answer('offline');
    await d.revocations.revoke('bearer A');
    expect(d.revocations.pending().map((p) => p.authorization)).toEqual(['bearer A']);
    expect(d.online).toHaveLength(1);
    d.answer(200);
    d.online[0]!();
    await d.revocations.retry();
    expect(d.sent).toEqual(['bearer A', 'bearer A']);
    expect(d.items.has(PENDING_REVOCATIONS_KEY)).toBe(false);
  });

  it('a 401 (already revoked or expired) ends it; a 503 or 429 is asked again', async () => {
    const d = device();
    d.answer(503);
    await d.revocations.revoke('bearer A');
    d.answer(429);
    await d.revocations.retry();
    expect(d.revocations.pending()).toHaveLength(1);
    d.answer(401);
    await d.revocations.retry();
    expect(d.revocations.pending()).toHaveLength(0);
  });

  it('a token past its 12-hour lifetime is dropped unsent: the server no longer takes it', async () => {
    const d = device();
    d.answer('offline');
    await d.revocations.revoke('bearer A');
    d.advance(TOKEN_LIFETIME_MS);
    d.answer(200);
    await d.revocations.retry();
    expect(d.sent).toEqual(['bearer A']);
    expect(d.items.has(PENDING_REVOCATIONS_KEY)).toBe(false);
  });

  it('a logout made while older revokes are being sent is kept and sent after them', async () => {
    const d = device();
    d.answer('offline');
    await d.revocations.revoke('bearer A');
    d.answer(200);
    const first = d.revocations.retry();
    const second = d.revocations.revoke('bearer B');
    await Promise.all([first, second]);
    expect(d.sent).toEqual(['bearer A', 'bearer A', 'bearer B']);
    expect(d.revocations.pending()).toHaveLength(0);
  });

  it("'online' while a round is still waiting for its refusal: another round follows it", async () => {
    // Found by the shared-tablet e2e on a loaded machine: Log Out offline, then /login's own retry was still
    // waiting for its refusal when the connection came back; that round failed after 'online' had fired,
    // and the revoke waited for the portal's next start.
    const d = device();
    d.answer('offline');
    await d.revocations.revoke('bearer A');
    d.answer('held');
    const stalled = d.revocations.retry();
    await Promise.resolve();
    expect(d.sent).toEqual(['bearer A', 'bearer A']);
    d.answer(200);
    d.online.shift()!();
    d.refuseHeld();
    await stalled;
    await vi.waitFor(() => expect(d.revocations.pending()).toHaveLength(0));
    expect(d.sent).toEqual(['bearer A', 'bearer A', 'bearer A']);
  });

  it('listens for one "online" at a time, however many revokes wait', async () => {
    const d = device();
    d.answer('offline');
    await d.revocations.revoke('bearer A');
    await d.revocations.revoke('bearer B');
    expect(d.online).toHaveLength(1);
    expect(d.revocations.pending().map((p) => p.authorization)).toEqual(['bearer A', 'bearer B']);
  });

  it('unreadable storage counts as nothing kept', async () => {
    const d = device();
    d.items.set(PENDING_REVOCATIONS_KEY, '{not json');
    await d.revocations.retry();
    expect(d.sent).toEqual([]);
  });
});
