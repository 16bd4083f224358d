/**
 * A set of keys (store numbers, ids) that lasts the browser session: kept in sessionStorage under
 * `storageKey`, so a reload keeps it and a new tab or the next session starts empty. When storage is
 * refused (private mode, quota) it lasts this page only; nothing in it is ever sent to the server.
 * @param storageKey the sessionStorage item holding the keys as a JSON array
 * @returns `has`, `add` and `delete`, each reading or writing memory first and storage after
 */
export function sessionSet<K extends string | number>(storageKey: string) {
  const keys = new Set<K>(read<K>(storageKey));
  const write = () => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify([...keys]));
    } catch {
      // Storage refused: remembered on this page only.
    }
  };
  return {
    has: (key: K): boolean => keys.has(key),
    add(key: K): void {
      if (keys.has(key)) return;
      keys.add(key);
      write();
    },
    delete(key: K): void {
      if (keys.delete(key)) write();
    },
  };
}

function read<K>(storageKey: string): K[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(value) ? (value as K[]) : [];
  } catch {
    return [];
  }
}
