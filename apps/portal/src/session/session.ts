/**
 * The browser session of §3 and §4: the only module that reads or writes browser storage.
 * Keys (localStorage): `token`, `token_type`, `username`, `cart`, `account_number`, and, beyond §3,
 * `password_change_required` while a temporary password is in use (the first-time-login guide, §2.2 /password).
 */

/** The storage keys of §3, in the spec's spelling. */
export const SESSION_KEYS = {
  token: 'token',
  tokenType: 'token_type',
  username: 'username',
  cart: 'cart',
  accountNumber: 'account_number',
  /** Not in §3: set while the login's password is temporary, so every private route leads to /password. */
  passwordChangeRequired: 'password_change_required',
} as const;

/** What the portal knows of the logged-in user. */
export interface Session {
  /** Bearer token from POST /Token. */
  accessToken: string;
  /** Sent back verbatim before the token in the Authorization header, e.g. 'bearer'. */
  tokenType: string;
  /** The login name, as typed or as the server returned it. */
  username: string | null;
  /** The current account's JtiAccountId, once one is chosen (§4 Account loading). */
  accountNumber: string | null;
  /** The password is temporary: the first-time-login guide (/password) comes before the portal. */
  passwordChangeRequired: boolean;
}

/** The saved cart of §3/§4: its id and products (sku and quantity in outers). */
export interface SavedCart {
  id: number | null;
  products: { sku: string; quantity: number }[];
}

/** The part of the Web Storage API the session uses (localStorage in the browser, a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A session store over one storage: read, write, and subscribe for React's `useSyncExternalStore`. */
export interface SessionStore {
  /** The session, or null when there is no token. Returns the same object until something changes. */
  getSession(): Session | null;
  /**
   * Stores token and type and the username (§4 Login), and whether the password is temporary.
   * @param password the password the user typed: kept in memory only (never in storage), and only when
   *   the server calls it temporary, so the first-time-login guide need not ask for it again
   */
  saveLogin(login: { access_token: string; token_type: string; userName?: string | null; PasswordChangeRequired?: boolean }, username?: string, password?: string): void;
  /**
   * The temporary password typed at this login, for the first-time-login guide's ChangePassword; null
   * once it is changed, after a logout, a new login or a page load (it lives in this page's memory only).
   */
  temporaryPassword(): string | null;
  /** The temporary password has been replaced: the portal opens. */
  setPasswordChanged(): void;
  /** Stores the chosen account (§4 Account loading, store switch). */
  setAccountNumber(accountNumber: string | null): void;
  /** The saved cart, or null. Unparseable data counts as none. */
  getSavedCart(): SavedCart | null;
  /** Stores the saved cart; null deletes it (§4 Saved cart). */
  setSavedCart(cart: SavedCart | null): void;
  /**
   * §4 Logout: clears token, type, username, cart and account number (and the temporary-password marker).
   * @param reason 'expired' when the server ended the session (§8 Invalid session), so /login can say so
   */
  clearSession(reason?: 'expired'): void;
  /**
   * 'expired' after a session the server ended, until the next login or logout; null otherwise. Kept in the
   * tab's sessionStorage, so a reload or a bookmark opened in the tab after the end still says why.
   */
  endedBy(): 'expired' | null;
  /** Calls `listener` after every change (also changes made by another tab); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

/** The tab's note of why its session ended (sessionStorage): not a secret, and not one of §4's keys. */
const ENDED_KEY = 'sessionEnded';

/**
 * Creates a session store.
 * @param storage where to keep the keys; defaults to `localStorage`, or memory where there is none (node)
 * @param tabStorage where to note why the session ended; defaults to `sessionStorage` with the default
 *   `storage`, and to memory when `storage` is given (or there is no sessionStorage)
 */
export function createSessionStore(storage?: KeyValueStorage, tabStorage?: KeyValueStorage): SessionStore {
  const store: KeyValueStorage =
    storage ?? (typeof globalThis.localStorage !== 'undefined' ? globalThis.localStorage : memoryStorage());
  const tab: KeyValueStorage =
    tabStorage ?? (!storage && typeof globalThis.sessionStorage !== 'undefined' ? globalThis.sessionStorage : memoryStorage());
  const listeners = new Set<() => void>();
  let cached: Session | null | undefined;
  // Memory only: a password never goes to browser storage.
  let temporary: string | null = null;

  const read = (): Session | null => {
    const accessToken = store.getItem(SESSION_KEYS.token);
    if (!accessToken) return null;
    return {
      accessToken,
      tokenType: store.getItem(SESSION_KEYS.tokenType) || 'bearer',
      username: store.getItem(SESSION_KEYS.username),
      accountNumber: store.getItem(SESSION_KEYS.accountNumber),
      passwordChangeRequired: store.getItem(SESSION_KEYS.passwordChangeRequired) === '1',
    };
  };
  const changed = () => {
    cached = undefined;
    for (const l of [...listeners]) l();
  };

  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function' && !storage) {
    // Another tab logging out or switching store must reach this tab too.
    window.addEventListener('storage', (e) => {
      if (e.key === null || (Object.values(SESSION_KEYS) as string[]).includes(e.key)) changed();
    });
  }

  return {
    getSession() {
      if (cached === undefined) cached = read();
      return cached;
    },
    saveLogin(login, username, password) {
      tab.removeItem(ENDED_KEY);
      temporary = login.PasswordChangeRequired && password ? password : null;
      store.setItem(SESSION_KEYS.token, login.access_token);
      store.setItem(SESSION_KEYS.tokenType, login.token_type || 'bearer');
      const name = login.userName || username;
      if (name) store.setItem(SESSION_KEYS.username, name);
      if (login.PasswordChangeRequired) store.setItem(SESSION_KEYS.passwordChangeRequired, '1');
      else store.removeItem(SESSION_KEYS.passwordChangeRequired);
      changed();
    },
    setPasswordChanged() {
      temporary = null;
      store.removeItem(SESSION_KEYS.passwordChangeRequired);
      changed();
    },
    setAccountNumber(accountNumber) {
      if (accountNumber) store.setItem(SESSION_KEYS.accountNumber, accountNumber);
      else store.removeItem(SESSION_KEYS.accountNumber);
      changed();
    },
    getSavedCart() {
      const raw = store.getItem(SESSION_KEYS.cart);
      if (!raw) return null;
      try {
        const parsed = JSON.parse(raw) as SavedCart;
        return parsed && Array.isArray(parsed.products) ? parsed : null;
      } catch {
        return null;
      }
    },
    setSavedCart(cart) {
      if (cart) store.setItem(SESSION_KEYS.cart, JSON.stringify(cart));
      else store.removeItem(SESSION_KEYS.cart);
      changed();
    },
    clearSession(reason) {
      if (reason) tab.setItem(ENDED_KEY, reason);
      else tab.removeItem(ENDED_KEY);
      temporary = null;
      for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
      changed();
    },
    endedBy() {
      return tab.getItem(ENDED_KEY) === 'expired' ? 'expired' : null;
    },
    temporaryPassword() {
      return temporary;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The portal's one session store, over localStorage. */
export const sessionStore: SessionStore = createSessionStore();

/** localStorage key of the tokens logged out offline and still to revoke (api/revocation.ts). */
export const PENDING_REVOCATIONS_KEY = 'revoke_pending';
/** Whether a token logged out offline on this device is still to be revoked: /login then loads the sender. */
export const hasPendingRevocations = (): boolean => localStorage.getItem(PENDING_REVOCATIONS_KEY) !== null;

/** The current session or null (§4). */
export const getSession = (): Session | null => sessionStore.getSession();
/** Stores a login (§4 Login); a temporary password typed is kept in memory for /password (§2.2). */
export const saveLogin: SessionStore['saveLogin'] = (login, username, password) => sessionStore.saveLogin(login, username, password);
/** The temporary password typed at this login (memory only), or null: /password asks for it then. */
export const temporaryPassword = (): string | null => sessionStore.temporaryPassword();
/** Stores the current account's JtiAccountId. */
export const setAccountNumber = (accountNumber: string | null): void => sessionStore.setAccountNumber(accountNumber);
/** The temporary password has been replaced (§2.2 /password): the portal opens. */
export const setPasswordChanged = (): void => sessionStore.setPasswordChanged();
/** §4 Logout: removes all five keys (and the temporary-password marker); 'expired' when the server ended it. */
export const clearSession = (reason?: 'expired'): void => sessionStore.clearSession(reason);
/** 'expired' after the server ended the session, until the next login (§8 Invalid session); else null. */
export const sessionEndedBy = (): 'expired' | null => sessionStore.endedBy();
