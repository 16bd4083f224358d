import type { DownloadWidget } from '@trade-portal/api-client';
import { Box } from '../../../primitives/Box';
import { InlineMessage } from '../../../primitives/InlineMessage';
import { visuallyHidden } from '../../../theme';
import { DownloadCard, DownloadCardSkeleton } from '../DownloadCard';
import * as css from './DownloadList.css';

/** Where the downloads are: loading, failed, or here (TanStack Query's `status`). */
export type MediaStatus = 'pending' | 'error' | 'success';

/** §8 CMS fetch failure for downloads, shown when they failed to load or there are none. */
export const ASSETS_NOT_AVAILABLE = 'Assets not available!';

/** Props of `DownloadList`. */
export interface DownloadListProps {
  /** The widgets, newest first as the server sends them; undefined while loading or after a failure. */
  widgets: readonly DownloadWidget[] | undefined;
  status: MediaStatus;
  /** `grid`: wrapping columns of at least 260 px (/see-all-downloads); `row`: one line of 280 px cards that scrolls sideways (§2.4). @default 'grid' */
  layout?: 'grid' | 'row';
  /** Names the list for assistive technology. @default 'Downloads' */
  label?: string;
  /** Skeleton cards while loading. @default 6 for the grid, 4 for the row */
  skeletons?: number;
  /** A card was followed, with its widget (for analytics). */
  onOpen?: (widget: DownloadWidget) => void;
}

/**
 * A list of `DownloadCard`s with its states (§2.4, §2.1 /see-all-downloads, §8): skeleton cards of
 * the same size while loading (`aria-busy`), 'Assets not available!' when the call failed or returned no
 * widget, else the cards in the order given. `data-state` = `loading` | `failed` | `empty` | `loaded`.
 */
export function DownloadList({ widgets, status, layout = 'grid', label = 'Downloads', skeletons, onOpen }: DownloadListProps) {
  // A grid of cards 16 px apart, or one row of them that scrolls sideways.
  const display = layout === 'row' ? 'flex' : 'grid';
  if (status === 'pending') {
    const count = skeletons ?? (layout === 'row' ? 4 : 6);
    return (
      <Box display={display} gap="medium" className={css.list({ layout })} aria-busy="true" data-state="loading">
        <span className={visuallyHidden} role="status">Loading {label.toLowerCase()}</span>
        {Array.from({ length: count }, (_, i) => <DownloadCardSkeleton key={i} width={layout === 'row' ? 'row' : 'fill'} />)}
      </Box>
    );
  }
  if (status === 'error' || !widgets || widgets.length === 0) {
    return (
      <div className={css.message({ layout })} data-state={status === 'error' ? 'failed' : 'empty'}>
        <InlineMessage tone={status === 'error' ? 'critical' : 'neutral'}>{ASSETS_NOT_AVAILABLE}</InlineMessage>
      </div>
    );
  }
  return (
    <Box as="ul" display={display} gap="medium" className={css.list({ layout })} aria-label={label} data-state="loaded">
      {widgets.map((widget) => (
        <Box as="li" display="flex" minWidth={0} key={`${widget.AssetPath}|${widget.CreatedDateTime}`} className={css.item({ layout })}>
          <DownloadCard widget={widget} width={layout === 'row' ? 'row' : 'fill'} onPress={onOpen ? () => onOpen(widget) : undefined} />
        </Box>
      ))}
    </Box>
  );
}
