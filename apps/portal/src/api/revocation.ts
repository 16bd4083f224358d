/**
 * Revoking a logged-out token when Log Out is pressed offline (§4 Logout): the revoke is kept on the device
 * and sent once the server can be reached, so a shop tablet's token stops working minutes after the
 * connection comes back rather than at its expiry, 12 hours later. A plain `fetch`: /login, where a
 * logged-out tablet waits, sends what is kept without loading the session client.
 *
 * The kept token is readable on the device until it is revoked, as it was in the session before; a token
 * older than its lifetime is dropped unsent, since the server no longer takes it.
 */
import { PENDING_REVOCATIONS_KEY } from '../session';
import { API_BASE_URL } from './baseUrl';

// The kept list, under PENDING_REVOCATIONS_KEY: `[{ authorization, at }]`, `at` in ms since 1970.
export { PENDING_REVOCATIONS_KEY };
/** A session token's lifetime (the server's SESSION_TTL, 12 hours), in ms: past it nothing is left to revoke. */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

interface Pending {
  /** The Authorization header value: `bearer <token>`. */
  authorization: string;
  /** When it was logged out, in ms since 1970. */
  at: number;
}

/** What the revocations need from the browser; the default is the page's own. */
export interface RevocationDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** POST /api/Account/Logout with the header; rejects when no answer came. */
  send: (authorization: string) => Promise<Response>;
  now: () => number;
  /** Runs `retry` once when the browser says it is online again. */
  whenOnline: (retry: () => void) => void;
}

/** Revocations over `deps` (the portal's own is `revocations`). */
export function createRevocations(deps: RevocationDeps) {
  const read = (): Pending[] => {
    try {
      const list = JSON.parse(deps.storage.getItem(PENDING_REVOCATIONS_KEY) ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((p): p is Pending => typeof p?.authorization === 'string' && typeof p?.at === 'number') : [];
    } catch {
      return [];
    }
  };
  const write = (list: Pending[]) => {
    if (list.length) deps.storage.setItem(PENDING_REVOCATIONS_KEY, JSON.stringify(list));
    else deps.storage.removeItem(PENDING_REVOCATIONS_KEY);
  };
  let listening = false;
  let sending: Promise<void> | null = null;

  /** Sends every kept revoke once; keeps those that got no answer (or a 5xx/429) and waits for 'online'. */
  const retry = (): Promise<void> =>
    (sending ??= (async () => {
      const now = deps.now();
      const live = (p: Pending) => now - p.at < TOKEN_LIFETIME_MS;
      const round = read().filter(live);
      const left: Pending[] = [];
      for (const pending of round) {
        try {
          const answer = await deps.send(pending.authorization);
          // 2xx: revoked; 401: already revoked or expired. A busy or failing server is asked again later.
          if (answer.status >= 500 || answer.status === 429) left.push(pending);
        } catch {
          left.push(pending);
        }
      }
      // A logout made while these were being sent is kept for the next round.
      const sent = new Set(round.map((p) => p.authorization));
      write([...left, ...read().filter((p) => live(p) && !sent.has(p.authorization))]);
      if (left.length && !listening) {
        listening = true;
        deps.whenOnline(() => {
          listening = false;
          // A round still waiting for its refusal would be joined, not repeated, and once it fails no
          // 'online' is left to wait for: the new round starts after it.
          void (sending ?? Promise.resolve()).then(retry);
        });
      }
    })().finally(() => (sending = null)));

  return {
    /**
     * Revokes the token of `authorization` (`bearer <token>`) on the server: kept on the device first, then
     * sent; without an answer it is sent again when the browser is back online and at the next start of
     * the portal (`retry`). Never rejects.
     */
    async revoke(authorization: string): Promise<void> {
      write([...read().filter((p) => p.authorization !== authorization), { authorization, at: deps.now() }]);
      await sending;
      await retry();
    },
    /** Sends the revokes still kept (at the portal's start and on /login). Never rejects. */
    retry,
    /** The revokes still kept on the device. */
    pending: (): readonly Pending[] => read(),
  };
}

/** The portal's revocations, over localStorage and `fetch`. */
export const revocations = createRevocations({
  // Read when called, so the module loads where there is no localStorage (the unit tests' Node).
  storage: {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
  },
  send: (authorization) => fetch(`${API_BASE_URL}/api/Account/Logout`, { method: 'POST', headers: { Authorization: authorization } }),
  now: () => Date.now(),
  whenOnline: (retry) => window.addEventListener('online', retry, { once: true }),
});
