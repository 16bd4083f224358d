import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { outboxMachine } from '@trade-portal/machines';
import { ConnectionNotice, type SavedOrderOutcome } from '@trade-portal/ui';
import { useOutboxSender } from '../api/outboxSender';
import { revocations } from '../api/revocation';
import { entriesOf, type OutboxEntry } from '../offline/outboxQueue';
import type * as Outbox from '../offline/outbox';
import { loadOutbox } from '../offline/loadOutbox';
import { registerServiceWorker } from '../offline/serviceWorker';

const noEntries: readonly OutboxEntry[] = [];
const nothing = () => () => {};

/** The outbox module's queue for React (empty until the module has loaded). */
function useOutboxEntries(outbox: typeof Outbox | null): readonly OutboxEntry[] {
  return useSyncExternalStore(outbox?.subscribeOutbox ?? nothing, () => outbox?.outboxEntries() ?? noEntries);
}

/**
 * The offline cart's sync (the offline cart that submits once, ADR 0031), loaded by the private
 * shell beside the page: registers the service worker that keeps the shell, the catalogue and the cart
 * usable offline; runs the outbox machine, which sends the user's saved changes and checkouts in order
 * when the server can be heard (the browser's online/offline events and its own retries); and shows the
 * connection notice: what is saved on this device and not yet sent, and what became of a saved order.
 */
export default function OfflineSync() {
  const [outbox, setOutbox] = useState<typeof Outbox | null>(null);
  const [outcome, setOutcome] = useState<SavedOrderOutcome | null>(null);
  const entries = useOutboxEntries(outbox);
  const user = outbox?.outboxUser() ?? '';
  const mine = useMemo(() => entriesOf(entries, user), [entries, user]);
  const sendNext = useOutboxSender(setOutcome);

  const machine = useMemo(() => outboxMachine.provide({ actors: { sendNext: fromPromise(() => sendNext()) } }), [sendNext]);
  const actor = useActorRef(machine, { input: { waiting: 0, online: navigator.onLine } });
  const status = useSelector(actor, (s) => (s.matches('offline') ? 'offline' : s.matches('retrying') ? 'unreachable' : s.matches('sending') ? 'sending' : null));

  useEffect(() => {
    let live = true;
    void loadOutbox().then((module) => {
      if (!live) return;
      // A shared tablet's next user sends nothing of the last one's.
      void module.keepOnlyUser(module.outboxUser());
      setOutbox(module);
    });
    registerServiceWorker();
    // A token logged out offline on this device is revoked now that a portal page runs again.
    void revocations.retry();
    return () => {
      live = false;
    };
  }, []);

  // What the machine may send: not the changes this page's cart editor is sending now (write-ahead),
  // which the notice still counts as saved and not yet sent.
  const sendable = mine.filter((e) => !outbox?.isInFlight(e.id)).length;
  useEffect(() => actor.send({ type: 'outbox.changed', waiting: sendable }), [actor, sendable]);

  useEffect(() => {
    const online = () => actor.send({ type: 'connection.online' });
    const offline = () => actor.send({ type: 'connection.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [actor]);

  const dismiss = useCallback((id: number) => setOutcome((o) => (o?.id === id ? null : o)), []);
  const lines = mine.filter((e) => e.kind === 'line').length;
  const orders = mine.flatMap((e) => (e.kind === 'order' ? [{ outers: e.outers, orderTotal: e.orderTotal }] : []));
  const checkIns = mine.filter((e) => e.kind === 'checkIn').length;
  // While sending, a line sent between two renders is not worth a notice of its own: say only 'Sending'.
  const shown = status === 'sending' && mine.length === 0 ? null : status;
  return <ConnectionNotice status={shown} savedLines={lines} savedOrders={orders} savedCheckIns={checkIns} outcome={outcome} onDismissOutcome={dismiss} />;
}
