import { DownloadList, Heading, Stack } from '@trade-portal/ui';
import { useDownloadWidgets } from '../../api';
import { usePageTitle } from '../../hooks/usePageTitle';

/**
 * /see-all-downloads (§2.1, §2.4): every active PDF download widget (GET /api/Cms/DownloadWidgets),
 * newest first as the server sends them, as DownloadCards in a grid; skeleton cards while loading and
 * 'Assets not available!' when the call fails or there are none (§8). The shell shows no download row here.
 */
export default function DownloadsPage() {
  usePageTitle('All downloads');
  const widgets = useDownloadWidgets();
  return (
    <Stack gap="large">
      <Heading level="1">All downloads</Heading>
      <DownloadList widgets={widgets.data} status={widgets.status} layout="grid" label="All downloads" />
    </Stack>
  );
}
