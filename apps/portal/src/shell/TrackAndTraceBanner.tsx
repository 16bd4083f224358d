/**
 * The Track and Trace notice of §2.4 as the shell decides it (§1, §4 Session start): hidden while the
 * account's codes are stored; level 1 while they are missing; level 2 once the 30-second session check
 * (`useKeepAlive`) has found them still missing, for that store, until they are submitted or the user
 * logs out. Pages render `<TrackAndTraceBanner />` where the notice goes (/ and /cart).
 */
import { useSyncExternalStore } from 'react';
import { TrackAndTraceNotice, type TrackAndTraceLevel } from '@trade-portal/ui';
import { useAccountNumber, useTrackAndTraceMissing } from '../api';

/** Stores whose notice the session check has raised to level 2 in this page's life. */
let raised: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Raises the notice to level 2 for a store (the keep-alive found its codes missing, §4). */
export function raiseTrackAndTraceNotice(accountNumber: string): void {
  if (raised.has(accountNumber)) return;
  raised = new Set([...raised, accountNumber]);
  notify();
}

/** Back to level 1 everywhere (at logout; a store whose codes are then submitted hides the notice anyway). */
export function resetTrackAndTraceNotice(): void {
  if (raised.size === 0) return;
  raised = new Set();
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The notice level for the current store: 0 codes stored (or not known yet), 1 missing, 2 raised. */
export function useTrackAndTraceLevel(): TrackAndTraceLevel {
  const accountNumber = useAccountNumber();
  const missing = useTrackAndTraceMissing();
  const raisedNow = useSyncExternalStore(subscribe, () => raised, () => raised);
  if (!missing) return 0;
  return accountNumber && raisedNow.has(accountNumber) ? 2 : 1;
}

/** The §2.4 notice at the current store's level, linking to /set-eoid-fid; nothing while codes are stored. */
export function TrackAndTraceBanner() {
  return <TrackAndTraceNotice level={useTrackAndTraceLevel()} />;
}
