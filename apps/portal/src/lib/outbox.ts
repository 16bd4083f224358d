/**
 * The offline outbox (issue 12, ADR 0031): cart-line changes and checkouts the server has not heard, kept
 * in IndexedDB (idb-keyval: one key, read and written in one transaction per change) so they outlive a
 * reload, a closed tab or a restarted tablet, and sent in order by `OfflineSync` when the server answers.
 * Other tabs of the portal hear each change (BroadcastChannel) and reread the queue. This module loads
 * with the first cart read or the first change not heard, never on /login.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { BackEndCart } from '@trade-portal/api-client';
import { getSession } from '../session';
import { cartWithOutbox, entriesOf, withLine, withOrder, type OutboxEntry, type OutboxLine, type OutboxOrder, type OutboxProduct } from './outboxQueue';

export type { OutboxEntry, OutboxLine, OutboxOrder } from './outboxQueue';

const KEY = 'entries';
const CHANNEL = 'trade-portal-outbox';

let store: UseStore | null = null;
/** The queue as last read or written; `ready` resolves once it has been read. */
let entries: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

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

async function change(apply: (old: readonly OutboxEntry[]) => OutboxEntry[]): Promise<void> {
  await ready;
  let next: OutboxEntry[] = [];
  try {
    await update<OutboxEntry[]>(KEY, (old) => (next = apply(old ?? [])), idb());
  } catch {
    next = apply(entries);
  }
  publish(next);
  channel?.postMessage('changed');
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

/** Queues a line change (see `withLine` for how a later change of the same line replaces one). */
export function queueLine(line: Omit<OutboxLine, 'kind' | 'id'>): Promise<void> {
  return change((old) => withLine(old, line));
}

/** Queues a checkout behind everything queued. */
export function queueOrder(order: Omit<OutboxOrder, 'kind' | 'id'>): Promise<void> {
  return change((old) => withOrder(old, order));
}

/** Removes an entry once the server has answered it (accepted or refused). */
export function removeEntry(id: number): Promise<void> {
  return change((old) => old.filter((e) => e.id !== id));
}

/**
 * Drops other users' entries: at login, so the next user of a shared tablet sends nothing of the last
 * one's (whose session, and right to order for those stores, has ended).
 */
export function keepOnlyUser(user: string): Promise<void> {
  return change((old) => old.filter((e) => e.user === user));
}

/** The logged-in user's name: whose entries are shown and sent ('' without one). */
export function outboxUser(): string {
  return getSession()?.username ?? '';
}

/** Whether the user has anything queued for the store: a new change or checkout must then queue behind it. */
export function hasQueued(accountNumber: string): boolean {
  return entriesOf(entries, outboxUser(), accountNumber).length > 0;
}

/** The store's cart with the user's queued entries on top (`cartWithOutbox`). */
export function cartWithQueue(cart: BackEndCart | undefined, accountNumber: string): BackEndCart | undefined {
  return cartWithOutbox(cart, entries, outboxUser(), accountNumber);
}

/** Queues a line change of the logged-in user (quantity in outers, 0 removes). */
export function queueLineChange(accountNumber: string, product: OutboxProduct, quantity: number): Promise<void> {
  return queueLine({ user: outboxUser(), accountNumber, product: { SKU: product.SKU, Product: product.Product, PriceOuter: product.PriceOuter }, quantity, madeAt: Date.now() });
}
