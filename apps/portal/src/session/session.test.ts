import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_KEYS, type KeyValueStorage } from './session';

function fakeStorage() {
  const map = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  return { map, storage };
}

describe('session store (§3 keys, §4 Login/Logout)', () => {
  it('has no session without a token', () => {
    const { storage } = fakeStorage();
    expect(createSessionStore(storage).getSession()).toBeNull();
  });

  it('saves a login under token, token_type and username', () => {
    const { map, storage } = fakeStorage();
    const store = createSessionStore(storage);
    store.saveLogin({ access_token: 'abc', token_type: 'bearer', userName: 'single@demo.test' });
    expect(map.get('token')).toBe('abc');
    expect(map.get('token_type')).toBe('bearer');
    expect(map.get('username')).toBe('single@demo.test');
    expect(store.getSession()).toEqual({ accessToken: 'abc', tokenType: 'bearer', username: 'single@demo.test', accountNumber: null, passwordChangeRequired: false });
  });

  it('marks a temporary password until it is changed, and logout clears the mark (§2.2 /password)', () => {
    const { map, storage } = fakeStorage();
    const store = createSessionStore(storage);
    store.saveLogin({ access_token: 'abc', token_type: 'bearer', PasswordChangeRequired: true });
    expect(store.getSession()?.passwordChangeRequired).toBe(true);
    store.setPasswordChanged();
    expect(store.getSession()?.passwordChangeRequired).toBe(false);
    store.saveLogin({ access_token: 'def', token_type: 'bearer', PasswordChangeRequired: true });
    store.clearSession();
    expect(map.has('password_change_required')).toBe(false);
  });

  it('keeps a temporary password in memory only, until it is changed, a logout or a new login', () => {
    const { map, storage } = fakeStorage();
    const store = createSessionStore(storage);
    store.saveLogin({ access_token: 'abc', token_type: 'bearer', PasswordChangeRequired: true }, 'firsttime@demo.test', 'Temp-Pass-1');
    expect(store.temporaryPassword()).toBe('Temp-Pass-1');
    expect([...map.values()].some((v) => v.includes('Temp-Pass-1'))).toBe(false);
    store.setPasswordChanged();
    expect(store.temporaryPassword()).toBeNull();

    store.saveLogin({ access_token: 'def', token_type: 'bearer', PasswordChangeRequired: true }, undefined, 'Temp-Pass-1');
    store.clearSession();
    expect(store.temporaryPassword()).toBeNull();

    // A password that is not temporary is not kept at all, and a new login forgets the last one's.
    store.saveLogin({ access_token: 'ghi', token_type: 'bearer', PasswordChangeRequired: true }, undefined, 'Temp-Pass-1');
    store.saveLogin({ access_token: 'jkl', token_type: 'bearer' }, undefined, 'My-Own-Pass-2');
    expect(store.temporaryPassword()).toBeNull();
  });

  it('falls back to the typed username', () => {
    const { storage } = fakeStorage();
    const store = createSessionStore(storage);
    store.saveLogin({ access_token: 'abc', token_type: 'bearer' }, 'typed@demo.test');
    expect(store.getSession()?.username).toBe('typed@demo.test');
  });

  it('keeps the snapshot stable until something changes', () => {
    const { storage } = fakeStorage();
    const store = createSessionStore(storage);
    store.saveLogin({ access_token: 'abc', token_type: 'bearer' });
    const first = store.getSession();
    expect(store.getSession()).toBe(first);
    store.setAccountNumber('100001');
    expect(store.getSession()).not.toBe(first);
    expect(store.getSession()?.accountNumber).toBe('100001');
  });

  it('clears all five keys on logout and tells subscribers', () => {
    const { map, storage } = fakeStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.saveLogin({ access_token: 'abc', token_type: 'bearer', userName: 'u' });
    store.setAccountNumber('100001');
    store.setSavedCart({ id: 7, products: [{ sku: 'A', quantity: 2 }] });
    expect(map.size).toBe(5);
    store.clearSession();
    expect(map.size).toBe(0);
    for (const key of Object.values(SESSION_KEYS)) expect(map.has(key)).toBe(false);
    expect(store.getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('remembers a session the server ended until the next login, not a logout (§8, §2.10 redirect)', () => {
    const store = createSessionStore(fakeStorage().storage);
    expect(store.endedBy()).toBeNull();
    store.saveLogin({ access_token: 'abc', token_type: 'bearer' });
    store.clearSession('expired');
    expect(store.getSession()).toBeNull();
    expect(store.endedBy()).toBe('expired');
    store.saveLogin({ access_token: 'def', token_type: 'bearer' });
    expect(store.endedBy()).toBeNull();
    store.clearSession('expired');
    store.clearSession();
    expect(store.endedBy()).toBeNull();
  });

  it("keeps why the session ended in the tab's storage, so a reload or a bookmark opened in the tab still says it (§8)", () => {
    const local = fakeStorage().storage;
    const tab = fakeStorage();
    const before = createSessionStore(local, tab.storage);
    before.saveLogin({ access_token: 'abc', token_type: 'bearer' });
    before.clearSession('expired');
    // A new document in the same tab: a new store over the same storages.
    const after = createSessionStore(local, tab.storage);
    expect(after.getSession()).toBeNull();
    expect(after.endedBy()).toBe('expired');
    after.saveLogin({ access_token: 'def', token_type: 'bearer' });
    expect(createSessionStore(local, tab.storage).endedBy()).toBeNull();
    expect(tab.map.size).toBe(0);
  });

  it('unsubscribes', () => {
    const { storage } = fakeStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.setAccountNumber('1');
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads the saved cart and ignores garbage', () => {
    const { map, storage } = fakeStorage();
    const store = createSessionStore(storage);
    expect(store.getSavedCart()).toBeNull();
    store.setSavedCart({ id: null, products: [] });
    expect(store.getSavedCart()).toEqual({ id: null, products: [] });
    map.set('cart', '{not json');
    expect(store.getSavedCart()).toBeNull();
    store.setSavedCart(null);
    expect(map.has('cart')).toBe(false);
  });

  it('removes the account number when set to null', () => {
    const { map, storage } = fakeStorage();
    const store = createSessionStore(storage);
    store.setAccountNumber('1');
    store.setAccountNumber(null);
    expect(map.has('account_number')).toBe(false);
  });
});
