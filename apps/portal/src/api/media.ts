/**
 * Media resource (§2.1 /videos, /vlogs, /p4p, /see-all-downloads; §2.4 download row; §7 CMS and content):
 * the video and vlog libraries, the Partner Hub guides, the download widgets, and the two track calls
 * (POST /api/Cms/Track/VlogAsset, POST /api/Cms/Track/PartnerContent). ADR 0023.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorReference, withReference, type VideoAsset } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { $api, portalClient, queryClient } from './client';
import { invalidateAfter } from './invalidation';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';

/**
 * How long CMS content is fresh, in milliseconds: five minutes. Content changes rarely and the server
 * answers a repeat with a 304 (ADR 0020), so a page visited twice in a few minutes asks nothing again.
 */
export const CMS_STALE_MS = 5 * 60_000;

/** GET /api/Cms/VideoAssets of an account: `VideoAsset[]` in position order, one IsHero (§2.1 /videos). */
export const videoAssetsQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Cms/VideoAssets', forAccount(accountNumber), { staleTime: CMS_STALE_MS });

/** GET /api/Cms/VlogAssets of an account: `LatestVlog[]` (VlogAssetId, Title, Views, Posted…), newest first (§2.1 /vlogs). */
export const vlogAssetsQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Cms/VlogAssets', forAccount(accountNumber), { staleTime: CMS_STALE_MS });

/** GET /api/Cms/PartnerContent of an account: the ten guides, newest first (§2.1 /p4p, §9). */
export const partnerContentQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Cms/PartnerContent', forAccount(accountNumber), { staleTime: CMS_STALE_MS });

/** GET /api/Cms/NewPartnerContent of an account: the guides flagged new (§2.1 /p4p). */
export const newPartnerContentQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Cms/NewPartnerContent', forAccount(accountNumber), { staleTime: CMS_STALE_MS });

/** GET /api/Cms/DownloadWidgets of an account: every active `DownloadWidget`, newest first (§2.4, /see-all-downloads). */
export const downloadWidgetsQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Cms/DownloadWidgets', forAccount(accountNumber), { staleTime: CMS_STALE_MS });

/** The current account's videos (§2.1 /videos). §8 CMS fetch failure: `isError`, the page says so. */
export function useVideoAssets() {
  return useAccountQuery(videoAssetsQuery);
}

/**
 * The current account's videos from the cache, or fetched when not there or stale (the create-order
 * dialog's 'What is this?', which needs them only when pressed).
 * @returns a function resolving to `VideoAsset[]`
 * @throws (through the promise) the server's `{ Message }` body or a network error; an Error before an
 *   account is chosen
 */
export function useFetchVideoAssets(): () => Promise<VideoAsset[]> {
  const accountNumber = useAccountNumber();
  return useCallback(async () => {
    if (!accountNumber) throw new Error('No account is chosen yet.');
    return queryClient.fetchQuery(videoAssetsQuery(accountNumber));
  }, [accountNumber]);
}

/** The current account's vlogs with their view counts (§2.1 /vlogs, §2.9). */
export function useVlogAssets() {
  return useAccountQuery(vlogAssetsQuery);
}

/** The current account's Partner Hub guides (§2.1 /p4p). */
export function usePartnerContent() {
  return useAccountQuery(partnerContentQuery);
}

/** The current account's new Partner Hub guides, which the library marks 'New' (§2.1 /p4p). */
export function useNewPartnerContent() {
  return useAccountQuery(newPartnerContentQuery);
}

/**
 * The current account's download widgets (§2.4 row, /see-all-downloads).
 * @param enabled false asks nothing (the row on home and /see-all-downloads, which show none of it)
 */
export function useDownloadWidgets(enabled = true) {
  return useAccountQuery((accountNumber) => ({ ...downloadWidgetsQuery(accountNumber), enabled }));
}

/** What a vlog tracking call reports (§7): a `View` (counted once per session per vlog) or a `play` (every start). */
export type VlogTrackType = 'View' | 'play';

/**
 * POST /api/Cms/Track/VlogAsset?vlogId&type with an empty body (§7), for the current account.
 * @returns `(vlogId, type) => void`, fire and forget: a failure is swallowed (a lost count is not worth an
 *   error on screen). After a `View` the vlog lists refetch (VlogAssets, LatestVlogAsset), so a counted
 *   view shows in 'N Views' at once; the server's ETag makes an uncounted repeat a 304.
 */
export function useTrackVlogAsset(): (vlogId: number, type: VlogTrackType) => void {
  const accountNumber = useAccountNumber();
  const queryClient = useQueryClient();
  return useCallback(
    (vlogId, type) => {
      if (!accountNumber) return;
      void (async () => {
        try {
          const { response } = await portalClient.POST('/api/Cms/Track/VlogAsset', forAccount(accountNumber, { vlogId, type }));
          if (response.ok && type === 'View') await invalidateAfter(queryClient, 'vlogViewed');
        } catch {
          // Offline: the count is lost, the video still plays.
        }
      })();
    },
    [accountNumber, queryClient],
  );
}

/**
 * POST /api/Cms/Track/PartnerContent?id for the current account: one open of a Partner Hub guide (§7).
 * @returns `(id) => Promise<void>`, resolving on the 204
 * @throws (through the promise) ApiError with §8's texts: 401 'Session has expired. Please refresh your
 *   browser and log back in.'; any other failure (500, 404, offline) 'Sorry, our server has encountered
 *   an internal error and was unable to complete your request. Please try again later.'
 */
export function useTrackPartnerContent(): (id: number) => Promise<void> {
  const accountNumber = useAccountNumber();
  return useCallback(
    async (id) => {
      if (!accountNumber) throw new ApiError(401, messages.sessionExpired);
      // 0: no answer at all (offline), which §8 has no text for; the internal-error text fits best.
      const response = await portalClient.POST('/api/Cms/Track/PartnerContent', forAccount(accountNumber, { id })).then(
        (result) => result.response,
        () => undefined,
      );
      const status = response?.status ?? 0;
      if (status >= 200 && status < 300) return;
      // A server error quotes its reference, as every other call's does through `unwrap`.
      const reference = response && status >= 500 ? errorReference(response) : undefined;
      throw new ApiError(status, status === 401 ? messages.sessionExpired : withReference(messages.internalError, reference), reference);
    },
    [accountNumber],
  );
}
