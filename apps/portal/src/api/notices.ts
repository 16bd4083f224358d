/**
 * Notices (§2.2, §2.5, §3, §9; ADR 0021): the notification messages of the strip under the header
 * (GET /api/Cms/Notifications), the popup banners of the private shell (GET /api/Cms/PopUpBanners), and
 * for the public template, with no session, the messages and the background (GET /api/Cms/Backgrounds).
 */
import { useEffect } from 'react';
import type { PopUpBanner } from '@trade-portal/api-client';
import { $api } from './client';
import { forAccount, useAccountQuery } from './scope';
import { useTransitionQuery } from './useTransitionQuery';
import { logOnly } from './baseUrl';

/** CMS content changes rarely, and the server answers a repeat with a 304 (ADR 0020). */
const CMS_STALE_MS = 5 * 60_000;

/**
 * GET /api/Cms/Notifications for the strip (§2.5). The strip's messages are the header data's
 * (HeaderData's NotificationMessages are the same snapshot, ADR 0020), but HeaderData also reads the
 * store's recent order and user info, which the info bar already asks for on their own: this call
 * reads the messages alone. Not account-owned (every store sees the same content).
 */
export const notificationsQuery = () => $api.queryOptions('get', '/api/Cms/Notifications', {}, { staleTime: CMS_STALE_MS, retry: false });

/**
 * The notification messages of the strip: `NotificationMessage[]` (Id, Title, Copy, LinkLabel, LinkUrl,
 * BackgroundColor, IsSticky). §8 Header data fetch failure: logged only (the caller shows nothing).
 */
export function useNotificationMessages() {
  const query = useTransitionQuery(notificationsQuery());
  useEffect(() => {
    if (query.error) logOnly('notification messages', query.error);
  }, [query.error]);
  return query;
}

/**
 * GET /api/Cms/PopUpBanners of the current account: the active banners, newest start first. Read once
 * per page load (`staleTime` Infinity); no retry: a failure shows no banner (§8 CMS fetch failure).
 * @param enabled false asks nothing (the shell asks only once the page is interactive)
 */
export function usePopupBanners(enabled: boolean) {
  return useAccountQuery((accountNumber) => ({
    ...$api.queryOptions('get', '/api/Cms/PopUpBanners', forAccount(accountNumber), { staleTime: Infinity, retry: false }),
    enabled,
  }));
}



export type { PopUpBanner };
