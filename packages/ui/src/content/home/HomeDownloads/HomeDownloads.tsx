import type { DownloadWidget } from '@trade-portal/api-client';
import { Box, Stack } from '../../../primitives/Box';
import { Heading } from '../../../primitives/Heading';
import { InlineMessage } from '../../../primitives/InlineMessage';
import { Link } from '../../../primitives/Link';
import { visuallyHidden } from '../../../theme';
import { DownloadCard, DownloadCardSkeleton } from '../../media/DownloadCard';
import { ASSETS_NOT_AVAILABLE } from '../../media/DownloadList';
import * as css from './HomeDownloads.css';

/** How many downloads home shows (§9 'Two latest downloads on home'). */
export const HOME_DOWNLOADS = 2;

/** Props of `HomeDownloads`. */
export interface HomeDownloadsProps {
  /** The downloads, newest first (GET /api/Cms/HomeAssets); undefined while loading or after a failure. */
  widgets: readonly DownloadWidget[] | undefined;
  /** TanStack Query's status of the call. */
  status: 'pending' | 'error' | 'success';
  /** The id of the section, the anchor the help bot's downloads link scrolls to (§4). @default 'downloads' */
  id?: string;
  /** A download was followed, with its widget (for analytics). */
  onOpen?: (widget: DownloadWidget) => void;
}

/**
 * Home's downloads (§2.9): the heading 'Downloads', the two newest download widgets as
 * `DownloadCard`s (title and published date dd/mm/yyyy), and 'See all downloads' (→
 * /see-all-downloads). Two skeleton cards while loading; 'Assets not available!' (§8) when the call failed
 * or sent none, in the room of the cards: side by side from 768 px, stacked below, so nothing moves as
 * they arrive. At most `HOME_DOWNLOADS` are shown, whatever the server sends.
 * `data-state` = `loading` | `failed` | `empty` | `loaded` on the cards' box.
 */
export function HomeDownloads({ widgets, status, id = 'downloads', onOpen }: HomeDownloadsProps) {
  const shown = widgets?.slice(0, HOME_DOWNLOADS) ?? [];
  return (
    <Stack as="section" gap="xsmall" id={id} className={css.root} aria-labelledby={`${id}-title`}>
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" className={css.header}>
        <Heading level="2" size="xlarge" id={`${id}-title`}>Downloads</Heading>
        <Link href="/see-all-downloads" variant="standalone">See all downloads</Link>
      </Box>
      {status === 'pending' ? (
        <div className={css.cards} aria-busy="true" data-state="loading">
          <span className={visuallyHidden} role="status">Loading downloads</span>
          {Array.from({ length: HOME_DOWNLOADS }, (_, i) => <DownloadCardSkeleton key={i} />)}
        </div>
      ) : status === 'error' || shown.length === 0 ? (
        <div className={css.message} data-state={status === 'error' ? 'failed' : 'empty'}>
          <InlineMessage tone={status === 'error' ? 'critical' : 'neutral'}>{ASSETS_NOT_AVAILABLE}</InlineMessage>
        </div>
      ) : (
        <ul className={css.cards} aria-label="Newest downloads" data-state="loaded">
          {shown.map((widget) => (
            <Box as="li" display="flex" minWidth={0} key={`${widget.AssetPath}|${widget.CreatedDateTime}`}>
              <DownloadCard widget={widget} onPress={onOpen ? () => onOpen(widget) : undefined} />
            </Box>
          ))}
        </ul>
      )}
    </Stack>
  );
}
