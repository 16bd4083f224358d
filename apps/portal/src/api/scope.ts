/**
 * The one owner-scoped helper: every private query belongs to the current account (JtiAccountId), so
 * its key holds the account number and a store switch loads the new store's data by itself (§2.5, §7).
 */
import { type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '../session';
import { useTransitionQuery } from './useTransitionQuery';

/** The current account number (JtiAccountId), or null before one is chosen (§4 Account loading). */
export function useAccountNumber(): string | null {
  return useSession()?.accountNumber ?? null;
}

/**
 * The request init of a call made for one account: `{ params: { query: { ...query, accountNumber } } }`.
 * The client's middleware adds the current account only to calls that carry none; an account-owned
 * call names its account itself, so the data cached under a store's key is that store's even when the
 * store changes while the request is in flight, and a change made in one store is sent to that store.
 * @param accountNumber the store the call is for
 * @param query the call's other query parameters
 */
export function forAccount<Q extends object = Record<never, never>>(accountNumber: string, query?: Q): { params: { query: Q & { accountNumber: string } } } {
  return { params: { query: { ...(query as Q), accountNumber } } };
}

/**
 * `useQuery` of an account-owned query: built for the current account, or for `store` when given (one
 * of the user's other stores, e.g. /my-orders filtered by store), off until an account is known.
 * @param options the query's options for an account number ('' while none is chosen; the query is then
 *   disabled); an `enabled: false` of their own keeps it off too
 * @param store a JtiAccountId to ask for instead of the current account; null or omitted = current
 */
export function useAccountQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: (accountNumber: string) => UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  store?: string | null,
): UseQueryResult<TData, TError> {
  const current = useAccountNumber();
  const accountNumber = store ?? current;
  const built = options(accountNumber ?? '');
  return useTransitionQuery({ ...built, enabled: accountNumber !== null && built.enabled !== false });
}
