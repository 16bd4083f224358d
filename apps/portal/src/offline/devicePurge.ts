import { lazyPart } from '@trade-portal/ui/lazyPart';

// The caches' names and their deletion load only when a purge runs: no page carries them in its first download.
const serviceWorker = lazyPart(() => import('./serviceWorker'));

/**
 * localStorage: present while the device's copies of a session's data (the service worker's caches) are
 * being deleted, removed once they are. Names no user and holds nothing of one.
 */
export const PURGE_PENDING_KEY = 'purgePending';

/** The part of the Web Storage API the mark needs (localStorage in the browser, a fake in tests). */
export type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the portal keeps the mark: localStorage, or nowhere where there is none (node, a locked-down browser). */
export function markStorage(): MarkStorage | undefined {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `purge` so that it is finished even when the page is left while it runs. Deleting the caches is
 * asynchronous (its code is loaded first), and a page left at that moment (the tablet's next person
 * typing another address, the tab closed) dropped it half-way: the last session's answers stayed on the
 * device. A mark is stored before the purge starts and removed once it has finished; a page that starts
 * with the mark still there runs it again (`purgeLeftPending`).
 * @param purge deletes the device's copies; its rejection is passed on, and the mark stays
 * @param storage where the mark is kept; undefined (no Web Storage): the purge just runs
 * @returns resolves once the purge has finished and the mark is removed
 */
export async function durablePurge(purge: () => Promise<void>, storage: MarkStorage | undefined): Promise<void> {
  try {
    storage?.setItem(PURGE_PENDING_KEY, '1');
  } catch {
    // Storage refused: the purge still runs, without the mark.
  }
  await purge();
  try {
    storage?.removeItem(PURGE_PENDING_KEY);
  } catch {
    // Storage refused: the next page purges once more, which is harmless.
  }
}

/**
 * Whether an earlier page started a purge and did not see it finish (the mark of `durablePurge`).
 * @param storage where the mark is kept
 * @returns true when the mark is there
 */
export function purgeLeftPending(storage: MarkStorage | undefined): boolean {
  try {
    return storage?.getItem(PURGE_PENDING_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * Deletes the service worker's copies of a session's data (`forgetCachedUserData`) as a `durablePurge`:
 * at login, logout and expiry (`forgetServerState`), and from the entry when an earlier page left one marked.
 * @returns resolves once the caches are gone and the mark removed; rejects when the purge's code cannot load
 *   (offline), and the mark stays for the next page
 */
export function purgeDevice(): Promise<void> {
  return durablePurge(() => serviceWorker.load().then((m) => m.forgetCachedUserData()), markStorage());
}
