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
