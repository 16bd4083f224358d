/**
 * The store's spending at a glance ('Insights' on My Orders, beyond the spec, ADR 0044): its
 * figures, for the current store or all of the user's stores side by side, and 'Download for my
 * accountant', the same figures as CSV.
 */
import { useCallback } from 'react';
import { ApiError, errorMessage } from '@trade-portal/api-client';
import { $api, portalClient } from './client';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';

/** Said when the CSV could not be downloaded and the server gave no Message. */
export const INSIGHTS_CSV_FAILED = 'The file for your accountant could not be downloaded. Please try again.';

/** The query of `allStores`: present only when true, so one store's key is the plain one. */
const scopeQuery = (allStores: boolean): { allStores?: boolean } => (allStores ? { allStores: true } : {});

/** GET /api/OrderHistory/Insights of an account; `allStores` adds the user's other stores side by side. */
export const orderInsightsQuery = (accountNumber: string, allStores: boolean) =>
  $api.queryOptions('get', '/api/OrderHistory/Insights', forAccount(accountNumber, scopeQuery(allStores)));

/**
 * The current store's spending at a glance (`OrderInsights`: EUR, outers; `Stores` the current one first).
 * @param allStores true: every store of the user that may view orders, side by side
 * @param enabled false asks nothing (tier 3, whose order views the server refuses, §6)
 */
export function useOrderInsights(allStores: boolean, enabled = true) {
  return useAccountQuery((accountNumber) => ({ ...orderInsightsQuery(accountNumber, allStores), enabled }));
}

/**
 * The file name in a Content-Disposition header: `filename*` (RFC 5987, UTF-8) before `filename`, or
 * undefined when it names none.
 * @param header e.g. `attachment; filename="spend-100200-2026-11-27.csv"`
 */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  // Only a name, never a path the browser might be asked to honour.
  return name ? name.replace(/[/\\]/g, '_') : undefined;
}

/**
 * 'Download for my accountant': GET /api/OrderHistory/InsightsCsv for the current store (or all stores).
 * @returns a function resolving to the CSV as a blob with the file name the server gives
 *   (Content-Disposition), or `spend-{accountNumber}.csv` when it gives none
 * @throws (through the function) ApiError with the status and the server's Message, or
 *   `INSIGHTS_CSV_FAILED` when it sent none
 */
export function useFetchInsightsCsv(): (allStores: boolean) => Promise<{ blob: Blob; fileName: string }> {
  const accountNumber = useAccountNumber();
  return useCallback(
    async (allStores) => {
      if (!accountNumber) throw new ApiError(0, INSIGHTS_CSV_FAILED);
      const { data, response, error } = await portalClient.GET('/api/OrderHistory/InsightsCsv', {
        ...forAccount(accountNumber, scopeQuery(allStores)),
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw new ApiError(response.status, errorMessage(error, INSIGHTS_CSV_FAILED));
      return { blob: data as Blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? `spend-${accountNumber}.csv` };
    },
    [accountNumber],
  );
}
