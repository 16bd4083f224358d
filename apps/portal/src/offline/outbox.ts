/**
 * The offline outbox (ADR 0031): cart-line changes and checkouts the server has not heard, kept
 * in IndexedDB (idb-keyval: one key, read and written in one transaction per change) so they outlive a
 * reload, a closed tab or a restarted tablet, and sent in order by `OfflineSync` when the server answers.
 * Other tabs of the portal hear each change (BroadcastChannel) and reread the queue. This module loads
 * with the first cart read or change, never on /login.
 * Write-ahead: the cart editor writes each change here before it sends it (`queueLineChange`
 * with `inFlight`) and removes it once the server has answered, so a change whose request stalls survives
 * a reload. Every send of a queued change, the editor's and the outbox's, runs under one lock
 * (`whileSending`), so two sends never overtake each other.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { BackEndCart } from '@trade-portal/api-client';
import { getSession } from '../session';
import { cartWithOutbox, entriesOf, withCheckIn, withLine, withOrder, type OutboxCheckIn, type OutboxEntry, type OutboxLine, type OutboxOrder, type OutboxProduct } from './outboxQueue';

export type { OutboxCheckIn, OutboxEntry, OutboxLine, OutboxOrder } from './outboxQueue';

const KEY = 'entries';
const CHANNEL = 'trade-portal-outbox';

let store: UseStore | null = null;
/** The queue as last read or written; `ready` resolves once it has been read. */
let entries: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
/**
 * Entries this page's cart editor is sending now (write-ahead): the outbox machine leaves them
 * alone (`waitingEntries`), or it would send each change twice and flash 'Sending' on every tap. Memory only:
 * after a reload nothing is in flight, and what was is sent by the outbox.
 */
const inFlight = new Set<number>();
/** This page's queue of sends, where the Web Locks API is missing. */
let localSends: Promise<unknown> = Promise.resolve();

function idb(): UseStore {
  store ??= createStore('trade-portal-outbox', 'outbox');
  return store;
}

function publish(next: readonly OutboxEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

async function reread(): Promise<void> {
  publish((await get<OutboxEntry[]>(KEY, idb())) ?? []);
}

/** Resolves once the queue has been read from IndexedDB (at most once per page). */
export const ready: Promise<void> = (async () => {
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void reread();
  }
  try {
    await reread();
  } catch {
    // No IndexedDB (a private window that refuses it): the queue lives in this page only.
  }
})();

async function change(apply: (old: readonly OutboxEntry[]) => OutboxEntry[], beforePublish?: (next: readonly OutboxEntry[]) => void): Promise<readonly OutboxEntry[]> {
  await ready;
  let next: OutboxEntry[] = [];
  try {
    await update<OutboxEntry[]>(KEY, (old) => (next = apply(old ?? [])), idb());
  } catch {
    next = apply(entries);
  }
  beforePublish?.(next);
  publish(next);
  channel?.postMessage('changed');
  return next;
}

/** The queue now (every user; filter with `entriesOf`). */
export function outboxEntries(): readonly OutboxEntry[] {
  return entries;
}

/** Calls `listener` after every change of the queue, here or in another tab; returns the unsubscribe. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues a line change (see `withLine` for how a later change of the same line replaces one).
 * @param inFlight the caller sends it now (write-ahead): it is marked before anyone hears of it, so the
 *   outbox machine does not send it too; `release` or `removeEntry` ends that
 * @returns the new entry's id
 */
export async function queueLine(line: Omit<OutboxLine, 'kind' | 'id'>, sendingNow = false): Promise<number> {
  let id = 0;
  await change(
    (old) => {
      const next = withLine(old, line);
      id = next.at(-1)!.id;
      return next;
    },
    () => {
      if (sendingNow) inFlight.add(id);
    },
  );
  return id;
}

/**
 * Ends the write-ahead of an entry whose send was not heard: it stays queued, and the outbox
 * machine now sends it like any other.
 */
export function release(id: number): void {
  if (!inFlight.delete(id)) return;
  // A new array, so that React's store subscribers see a change.
  publish([...entries]);
}

/** Whether this page's cart editor is sending the entry now (write-ahead): the outbox machine leaves it alone. */
export function isInFlight(id: number): boolean {
  return inFlight.has(id);
}

/** The user's entries the outbox machine may send: all but those this page's cart editor is sending now. */
export function waitingEntries(): OutboxEntry[] {
  return entriesOf(entries, outboxUser()).filter((e) => !inFlight.has(e.id));
}

/**
 * Runs `send` while no other send of a queued change runs, in this tab or another (the Web Locks API; this
 * page's own queue where it is missing): a change and an older one of the same line can then never reach
 * the server in the wrong order. The lock goes with the page, so a reload never leaves it held.
 * @returns what `send` resolves
 */
export function whileSending<T>(send: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request('trade-portal-outbox-send', send) as Promise<T>;
  const run = localSends.then(send, send);
  localSends = run.catch(() => undefined);
  return run;
}

/** Queues a checkout behind everything queued. */
export async function queueOrder(order: Omit<OutboxOrder, 'kind' | 'id'>): Promise<void> {
  await change((old) => withOrder(old, order));
}

/** Queues a delivery's check-in behind everything queued (ADR 0055). */
export async function queueCheckIn(checkIn: Omit<OutboxCheckIn, 'kind' | 'id'>): Promise<void> {
  await change((old) => withCheckIn(old, checkIn));
}

/** Removes an entry once the server has answered it (accepted or refused). */
export async function removeEntry(id: number): Promise<void> {
  await change((old) => old.filter((e) => e.id !== id), () => inFlight.delete(id));
}

/**
 * Drops other users' entries: at login, so the next user of a shared tablet sends nothing of the last
 * one's (whose session, and right to order for those stores, has ended).
 */
export async function keepOnlyUser(user: string): Promise<void> {
  await change((old) => old.filter((e) => e.user === user));
}

/**
 * Drops `user`'s entries: at their Log Out, so nothing of theirs stays readable on a shared tablet (the
 * logout asks first when any are queued, `useLogout`).
 */
export async function dropUser(user: string): Promise<void> {
  await change((old) => old.filter((e) => e.user !== user));
}

/** How many of `user`'s changes and checkouts are queued, not yet heard by the server. */
export function queuedCount(user: string): number {
  return entriesOf(entries, user).length;
}

/** The logged-in user's name: whose entries are shown and sent ('' without one). */
export function outboxUser(): string {
  return getSession()?.username ?? '';
}

/** Whether the user has anything queued for the store: a new change or checkout must then queue behind it. */
export function hasQueued(accountNumber: string): boolean {
  return entriesOf(entries, outboxUser(), accountNumber).length > 0;
}

/**
 * Whether the user has anything queued for the store that this page's cart editor is not holding itself
 * (its write-ahead of a change not sent yet, or being sent): the editor's next send must then queue behind it.
 */
export function hasQueuedByOthers(accountNumber: string): boolean {
  return entriesOf(entries, outboxUser(), accountNumber).some((e) => !inFlight.has(e.id));
}

/** The store's cart with the user's queued entries on top (`cartWithOutbox`). */
export function cartWithQueue(cart: BackEndCart | undefined, accountNumber: string): BackEndCart | undefined {
  return cartWithOutbox(cart, entries, outboxUser(), accountNumber);
}

/**
 * Queues a line change of the logged-in user (quantity in outers, 0 removes): an absolute quantity, so
 * sending it twice (a request that reached the server but whose answer was lost) sets the same line again.
 * @param inFlight see `queueLine`: the cart editor's write-ahead before it sends the change itself
 * @returns the entry's id
 */
export function queueLineChange(accountNumber: string, product: OutboxProduct, quantity: number, sendingNow = false): Promise<number> {
  return queueLine({ user: outboxUser(), accountNumber, product: { SKU: product.SKU, Product: product.Product, PriceOuter: product.PriceOuter }, quantity, madeAt: Date.now() }, sendingNow);
}
