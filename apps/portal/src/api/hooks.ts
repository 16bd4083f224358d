/**
 * The portal's server-state hooks (TanStack Query through openapi-react-query). Every private query's
 * key holds the current account number, so switching store refetches (§2.5 store switch, §7).
 */
import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { unwrap, type BackEndCart, type Product, type UserAccount } from '@trade-portal/api-client';
import { isRestricted } from '@trade-portal/domain';
import { useSession } from '../session';
import { $api, portalClient } from './client';

/** The current account number (JtiAccountId), or null before one is chosen. */
export function useAccountNumber(): string | null {
  return useSession()?.accountNumber ?? null;
}

const accountQuery = (accountNumber: string | null) => ({ params: { query: { accountNumber: accountNumber ?? '' } } });

/** Query key of the user's accounts. */
export const ACCOUNTS_KEY = ['get', '/api/Account/GetAccounts'] as const;

/** Fetches the user's accounts (the client sends no account number on this call, §4 Account loading). */
export async function fetchAccounts(): Promise<UserAccount[]> {
  return unwrap(await portalClient.GET('/api/Account/GetAccounts', {})).UserAccounts;
}

/** GET /api/Account/GetAccounts: the user's stores (§3 UserAccounts). */
export function useAccounts() {
  const session = useSession();
  return useQuery({ queryKey: ACCOUNTS_KEY, queryFn: fetchAccounts, enabled: session !== null, staleTime: 5 * 60_000 });
}

/** The current account and what its tier allows (§2.4, §6). */
export interface CurrentAccount {
  accounts: UserAccount[];
  account: UserAccount | null;
  /** TierAccessLevel 3: no ordering, no order views. */
  restricted: boolean;
  isLoading: boolean;
}

/** The current account from GetAccounts and the stored account number. */
export function useCurrentAccount(): CurrentAccount {
  const accountNumber = useAccountNumber();
  const { data, isLoading } = useAccounts();
  return useMemo(() => {
    const accounts = data ?? [];
    const account = accounts.find((a) => a.JtiAccountId === accountNumber) ?? null;
    return { accounts, account, restricted: isRestricted(account?.TierAccessLevel), isLoading };
  }, [data, accountNumber, isLoading]);
}

/** GET /api/BackEndCart for the current account (§4 Cart loading). */
export function useCart() {
  const accountNumber = useAccountNumber();
  return $api.useQuery('get', '/api/BackEndCart', accountQuery(accountNumber), { enabled: accountNumber !== null });
}

/** The cart query key of an account, for optimistic updates and invalidation. */
export function cartQueryKey(accountNumber: string | null): QueryKey {
  return $api.queryOptions('get', '/api/BackEndCart', accountQuery(accountNumber)).queryKey;
}

/** Writes a cart the server returned into the cache (every cart call returns the whole cart). */
export function useSetCart(): (accountNumber: string | null, cart: BackEndCart) => void {
  const queryClient = useQueryClient();
  return useCallback((accountNumber, cart) => queryClient.setQueryData(cartQueryKey(accountNumber), cart), [queryClient]);
}

/**
 * GET /api/Product/AllProducts (§7). The server sends an ETag; the browser revalidates with
 * If-None-Match, so a refetch of an unchanged catalogue costs a 304.
 */
export function useProducts() {
  const accountNumber = useAccountNumber();
  return $api.useQuery('get', '/api/Product/AllProducts', accountQuery(accountNumber), {
    enabled: accountNumber !== null,
    staleTime: 5 * 60_000,
    select: (d) => d.Products,
  });
}

/** The catalogue by SKU, or null while it loads. */
export function useProductsBySku(): ReadonlyMap<string, Product> | null {
  const { data } = useProducts();
  return useMemo(() => (data ? new Map(data.map((p) => [p.SKU, p])) : null), [data]);
}

/** GET /api/Account/UserInfo (BA phone: TmeAccount.EmployeeMobilePhone, §2.5). */
export function useUserInfo() {
  const accountNumber = useAccountNumber();
  return $api.useQuery('get', '/api/Account/UserInfo', accountQuery(accountNumber), { enabled: accountNumber !== null, staleTime: 5 * 60_000 });
}

/** GET /api/OrderHistory/GetRecentOrder: the newest order or null (204) (§2.5 'Last order'). */
export function useRecentOrder() {
  const accountNumber = useAccountNumber();
  return $api.useQuery('get', '/api/OrderHistory/GetRecentOrder', accountQuery(accountNumber), { enabled: accountNumber !== null });
}

/** Query keys whose data an order submission changes: cart, history, recent order. */
export function useInvalidateAfterOrder(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/api/BackEndCart'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/api/OrderHistory/GetRecentOrder'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/api/OrderHistory/FilteredByTimeSpanOrderHistory'] }),
    ]);
  }, [queryClient]);
}
