/**
 * The suggestion of §1 at session start (§4 Session start): once the store and its cart have loaded, the
 * newest open suggestion is asked for. A brand ambassador's (Source BA) is added to the cart at once
 * (AddSuggestedOrderProducts, once per suggestion) and then shown: who suggested what and when, with
 * the quantities to change before checkout. A territory manager's (Source TM) is offered in the
 * tm-suggested popup (§2.10) to add or decline. Tier 3 gets nothing (§6: no ordering), and a store with
 * no suggestion (204) costs one small request: the popup's code loads only when there is one to show.
 */
import { startTransition, Suspense, useEffect, useState } from 'react';
import { errorMessage, type SuggestedProducts } from '@trade-portal/api-client';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { useAccountNumber, useAddSuggestedProducts, useCart, useCurrentAccount, useSuggestedProducts } from '../api';
import { sessionSet } from '../ordering/sessionSet';
import type { SuggestionStart } from './SuggestionPopup';

const SuggestionPopup = suspenseComponent(lazyPart(() => import('./SuggestionPopup')));

/**
 * Suggestions already taken up in this browser session, by store and id: each is acted on once even
 * when React runs effects twice (development), the store is left and chosen again, or the page is
 * reloaded. A BA suggestion is closed on the server once added anyway; a TM one put aside (Escape,
 * or the popup closed without a choice) is offered again in the next browser session, not at every
 * reload. Kept in sessionStorage (falls back to this page's memory when storage is refused).
 */
const handled = sessionSet<string>('suggestionsShown');

/** Renders nothing until a suggestion is there to show; mount once, in the private shell (lazily). */
export default function SessionSuggestion() {
  const accountNumber = useAccountNumber();
  const { account, restricted } = useCurrentAccount();
  const cart = useCart();
  const ready = account !== null && !restricted && cart.isSuccess;
  const suggestion = useSuggestedProducts(ready);
  const { mutateAsync: add } = useAddSuggestedProducts();
  const [start, setStartNow] = useState<SuggestionStart | null>(null);
  // The popup is drawn as a transition: React draws its rows in slices between other work instead of in
  // one long task, while the page under it is already in use.
  const setStart = (next: SuggestionStart) => startTransition(() => setStartNow(next));

  const found: SuggestedProducts | null | undefined = suggestion.data;
  const backEndCartId = cart.data?.BackEndCartId ?? null;
  useEffect(() => {
    if (!ready || !found || !accountNumber) return;
    const key = `${accountNumber}:${found.SuggestionId}`;
    if (handled.has(key)) return;
    handled.add(key);
    if (found.Source === 'TM') {
      setStart({ accountNumber, suggestion: found, state: 'offered' });
      return;
    }
    // BA: added first (§1 "added to the cart automatically"), then shown with the cart's quantities.
    add({ accountNumber, suggestionId: found.SuggestionId, backEndCartId }).then(
      () => setStart({ accountNumber, suggestion: found, state: 'added' }),
      (error: unknown) => setStart({ accountNumber, suggestion: found, state: 'failed', errorMessage: errorMessage(error) }),
    );
  }, [ready, found, accountNumber, backEndCartId, add]);

  // A suggestion belongs to the store it was made for: a store switch puts it away.
  if (!start || start.accountNumber !== accountNumber) return null;
  return (
    <Suspense fallback={null}>
      <SuggestionPopup key={`${start.accountNumber}:${start.suggestion.SuggestionId}`} start={start} onDone={() => setStartNow(null)} />
    </Suspense>
  );
}
