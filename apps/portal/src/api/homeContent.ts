/**
 * Home content (§2.9, §7 CMS and content; ADR 0022): the hero banner (GET /api/Cms/HeroBanner), the two
 * newest downloads (GET /api/Cms/HomeAssets), the home pods (GET /api/Cms/HomePods) and the latest vlog
 * (GET /api/Cms/LatestVlogAsset), each for the current account. CMS content is fresh for five minutes
 * (the server answers a repeat with a 304, ADR 0020). No retry: §8 shows a CMS failure at once ('Banner
 * not available!', 'Assets not available!'), and a 404 (no banner or vlog active) is an answer, not a fault.
 */
import { $api } from './client';
import { CMS_STALE_MS } from './media';
import { forAccount, useAccountQuery } from './scope';

/** GET /api/Cms/HeroBanner of an account: `HeroBanner`; a 404 when none is active (an error to the caller). */
export const heroBannerQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Cms/HeroBanner', forAccount(accountNumber), { staleTime: CMS_STALE_MS, retry: false });

/** GET /api/Cms/HomeAssets of an account: the two newest `DownloadWidget`s, newest first. */
export const homeAssetsQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Cms/HomeAssets', forAccount(accountNumber), { staleTime: CMS_STALE_MS, retry: false });

/** GET /api/Cms/HomePods of an account: `HomePod[]` in their position order. */
export const homePodsQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Cms/HomePods', forAccount(accountNumber), { staleTime: CMS_STALE_MS, retry: false });

/** GET /api/Cms/LatestVlogAsset of an account: `LatestVlog`; a 404 when no vlog is posted yet. */
export const latestVlogQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Cms/LatestVlogAsset', forAccount(accountNumber), { staleTime: CMS_STALE_MS, retry: false });

/** The current account's hero banner (§2.9). `isError` on a 404 or a failure: 'Banner not available!' (§8). */
export function useHeroBanner() {
  return useAccountQuery(heroBannerQuery);
}

/** The current account's two newest downloads (§2.9). `isError`: 'Assets not available!' (§8). */
export function useHomeAssets() {
  return useAccountQuery(homeAssetsQuery);
}

/** The current account's home pods (§2.9). */
export function useHomePods() {
  return useAccountQuery(homePodsQuery);
}

/**
 * The current account's latest vlog with its Views (§2.9). A counted view elsewhere (/vlogs) refetches
 * it (`vlogViewed` in invalidation.ts).
 */
export function useLatestVlog() {
  return useAccountQuery(latestVlogQuery);
}
