import { useSearchParams } from 'react-router';
import { formatShortDate } from '@trade-portal/domain';
import { ASSETS_NOT_AVAILABLE, PdfViewer, downloadSlug } from '@trade-portal/ui';
import { useDownloadWidgets } from '../../api';
import { usePageTitle } from '../../hooks/usePageTitle';

/**
 * /home-asset?id={slug} (§2.1 standalone; ADR 0023): one download widget's PDF full-window, without the
 * shell: its TopLineText as the title, its published date (dd/mm/yyyy), the document
 * (`/pdf/downloads/{slug}`, which the server lets this origin frame) with 'Download PDF' and 'All
 * downloads' as the way back. The download cards of home, the row and /see-all-downloads link here. The
 * slug must be one of the active widgets (GET /api/Cms/DownloadWidgets): an unknown or expired one, or
 * a failed call, shows 'Assets not available!' (§8).
 */
export default function HomeAssetPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const widgets = useDownloadWidgets();
  const widget = widgets.data?.find((w) => downloadSlug(w.AssetPath) === id);
  const title = widget?.TopLineText ?? 'Download';
  usePageTitle(widget?.TopLineText ?? 'Download');
  return (
    <PdfViewer
      title={title}
      subtitle={widget ? formatShortDate(widget.CreatedDateTime) : '\u00a0'}
      src={widget ? `/pdf/downloads/${encodeURIComponent(id)}` : undefined}
      status={widgets.isPending ? 'pending' : widget ? 'success' : 'error'}
      errorMessage={ASSETS_NOT_AVAILABLE}
      fileName={`${id || 'download'}.pdf`}
      backHref="/see-all-downloads"
      backLabel="All downloads"
    />
  );
}
