/**
 * The private shell's row of PDF download widgets (§2.4): on every private page but home and
 * /see-all-downloads, below the content. Kept thin so it costs the ordering screens nothing up front
 * (ADR 0023): this module only reserves the row's height (`DOWNLOAD_ROW_HEIGHT`, so the footer does not
 * jump) and, once the page is interactive, loads the row itself (its ui parts and its
 * GET /api/Cms/DownloadWidgets) in a chunk of its own.
 */
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { DOWNLOAD_ROW_HEIGHT } from '@trade-portal/ui';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { useAfterInteractive } from './useAfterInteractive';

const DownloadRowLayer = suspenseComponent(lazyPart(() => import('./DownloadRowLayer')));

/** The pages that show no row (§2.4): home shows its own two newest downloads, /see-all-downloads all of them. */
const WITHOUT_ROW: ReadonlySet<string> = new Set(['/', '/see-all-downloads']);

/**
 * Whether a page shows the download row (§2.4).
 * @param pathname the location's path; a trailing slash is ignored
 */
export function showsDownloadRow(pathname: string): boolean {
  return !WITHOUT_ROW.has(pathname.replace(/(.)\/+$/, '$1'));
}

/** Route-aware slot of the §2.4 row; renders nothing on / and /see-all-downloads. */
export default function DownloadRow() {
  const { pathname } = useLocation();
  const ready = useAfterInteractive();
  if (!showsDownloadRow(pathname)) return null;
  return (
    // minWidth 0: a flex item of the shell's column, which must not grow to the row's scrolling width.
    <div style={{ minHeight: DOWNLOAD_ROW_HEIGHT, minWidth: 0 }} data-download-row-slot="">
      {ready && (
        <Suspense fallback={null}>
          <DownloadRowLayer />
        </Suspense>
      )}
    </div>
  );
}
