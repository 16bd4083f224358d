import { useId } from 'react';
import { formatOrdinalDate } from '@trade-portal/domain';
import type { LatestVlog } from '@trade-portal/api-client';
import { Box, Stack } from '../../../primitives/Box';
import { Skeleton } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { mediaCardLayout } from '../VideoCard/VideoCard';
import { MediaVideo } from '../shared/MediaVideo';
import { formatViews } from '../shared/views';
import * as css from '../VideoCard/VideoCard.css';
import * as own from './VlogCard.css';

/** Props of `VlogCard`. */
export interface VlogCardProps {
  vlog: LatestVlog;
  /** `hero`: large (the newest, at the top of /vlogs); `card`: one of the library. @default 'card' */
  size?: 'hero' | 'card';
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3;
  /** Playback started (native `play`: a start, a replay or a resume); the caller decides what it reports (§7). */
  onPlay?: (video: HTMLVideoElement) => void;
}

/**
 * One vlog (§2.1 /vlogs, §2.9 Latest Vlog, §3): the clip played in place (native controls, no autoplay,
 * `preload="none"`), its title as a heading, the view count ('1 View' or 'N Views') and the posted date
 * (§9 ordinal: '22nd November 2026'). The count sits in a polite live region, so a view counted while
 * the vlog plays is announced. An `<article>`; `[data-vlog-id]` marks it, `[data-views]` holds the count.
 */
export function VlogCard({ vlog, size = 'card', headingLevel = 2, onPlay }: VlogCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Box as="article" {...mediaCardLayout(size)} className={css.card({ size })} data-vlog-id={vlog.VlogAssetId} aria-labelledby={titleId}>
      <div className={css.media({ size })}>
        <MediaVideo src={vlog.VideoPath} poster={vlog.ImagePath} labelledBy={titleId} onPlay={(e) => onPlay?.(e.currentTarget)} />
      </div>
      <Stack gap={size === 'hero' ? 'xsmall' : 'xxsmall'} minWidth={0}>
        <Heading id={titleId} className={css.title({ size })}>{vlog.Title}</Heading>
        <Text as="p" size="small" tone="secondary" tabularNums display="flex" flexWrap="wrap" gap="xsmall">
          <span aria-live="polite" data-views={vlog.Views}>{formatViews(vlog.Views)}</span>
          <span aria-hidden="true" className={own.dot}>·</span>
          <time dateTime={vlog.Posted}>{formatOrdinalDate(vlog.Posted)}</time>
        </Text>
      </Stack>
    </Box>
  );
}

/** A loading placeholder of a `VlogCard` of the same size and shape. */
export function VlogCardSkeleton({ size = 'card' }: Pick<VlogCardProps, 'size'>) {
  return (
    <Box {...mediaCardLayout(size)} className={css.card({ size })} aria-hidden="true">
      <div className={css.media({ size })}>
        <Skeleton shape="block" height="auto" style={{ aspectRatio: '16 / 9' }} />
      </div>
      <Stack gap={size === 'hero' ? 'xsmall' : 'xxsmall'} minWidth={0}>
        <Skeleton width="70%" height={size === 'hero' ? 28 : 20} />
        <Skeleton width="50%" height={14} style={{ marginTop: 12 }} />
      </Stack>
    </Box>
  );
}
