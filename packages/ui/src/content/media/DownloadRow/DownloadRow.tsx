import type { DownloadWidget } from '@trade-portal/api-client';
import { Box, Stack } from '../../../primitives/Box';
import { Heading } from '../../../primitives/Heading';
import { Link } from '../../../primitives/Link';
import { DownloadList, type MediaStatus } from '../DownloadList';
import * as css from './DownloadRow.css';

/** Props of `DownloadRow`. */
export interface DownloadRowProps {
  /** The widgets, newest first; undefined while loading or after a failure. */
  widgets: readonly DownloadWidget[] | undefined;
  status: MediaStatus;
  /** The 'See all downloads' link. @default '/see-all-downloads' */
  seeAllHref?: string;
  /** A card was followed, with its widget (for analytics). */
  onOpen?: (widget: DownloadWidget) => void;
}

/**
 * The private shell's row of PDF download widgets (§2.4): a 'Downloads' heading, a 'See all downloads'
 * link and the widgets on one line that scrolls sideways, with DownloadList's loading and
 * 'Assets not available!' states. Always `DOWNLOAD_ROW_HEIGHT` px tall, whatever its state, so the
 * footer below never moves as it loads. A labelled `<section>`; `[data-download-row]` marks it.
 */
export function DownloadRow({ widgets, status, seeAllHref = '/see-all-downloads', onOpen }: DownloadRowProps) {
  return (
    <section className={css.row} aria-labelledby="download-row-heading" data-download-row="">
      <Stack gap="xsmall" className={css.inner}>
        <Box display="flex" alignItems="center" justifyContent="space-between" gap="small" className={css.head}>
          <Heading level="2" size="large" id="download-row-heading">Downloads</Heading>
          <Link href={seeAllHref} variant="standalone">See all downloads</Link>
        </Box>
        <DownloadList widgets={widgets} status={status} layout="row" onOpen={onOpen} />
      </Stack>
    </section>
  );
}
