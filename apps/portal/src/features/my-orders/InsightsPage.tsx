import { useState } from 'react';
import { ApiError, errorMessage } from '@trade-portal/api-client';
import { Heading, SpendInsights, Stack, type SpendScope } from '@trade-portal/ui';
import { useCurrentAccount } from '../../api';
import { INSIGHTS_CSV_FAILED, useFetchInsightsCsv, useOrderInsights } from '../../api/spendInsights';
import { saveBlob } from '../../documents/invoice';
import { usePageTitle } from '../../hooks/usePageTitle';
import { MyOrdersViews } from './MyOrdersViews';

/**
 * /my-orders/insights ('Insights' on My Orders, beyond the spec, ADR 0044): the store's
 * invoiced spending at a glance, the current store or, for a user with several stores, all of them side
 * by side, and 'Download for my accountant' (the CSV under the server's file name). Behind the ordering
 * guard with /my-orders, so Tier 3 never opens it (§6); should the server still refuse the store (403,
 * its tier changed meanwhile), the order views' message shows instead of any figure.
 */
export default function InsightsPage() {
  usePageTitle('My Orders · Insights');
  const { accounts } = useCurrentAccount();
  const [scope, setScope] = useState<SpendScope>('store');
  const insights = useOrderInsights(scope === 'all');
  const fetchCsv = useFetchInsightsCsv();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const refused = insights.error instanceof ApiError && insights.error.status === 403;

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const { blob, fileName } = await fetchCsv(scope === 'all');
      saveBlob(fileName, blob);
    } catch (e) {
      setDownloadError(e instanceof ApiError ? e.Message : INSIGHTS_CSV_FAILED);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="large">
      <Heading level="1">My Orders</Heading>
      <MyOrdersViews current="insights" />
      <SpendInsights
        stores={insights.data?.Stores}
        isLoading={insights.isLoading}
        errorMessage={insights.isError && !refused ? errorMessage(insights.error) : null}
        onRetry={() => void insights.refetch()}
        restrictedMessage={refused ? errorMessage(insights.error) : null}
        scope={scope}
        onScopeChange={setScope}
        hasSeveralStores={accounts.length > 1}
        onDownload={() => void download()}
        isDownloading={downloading}
        downloadError={downloadError}
      />
    </Stack>
  );
}
