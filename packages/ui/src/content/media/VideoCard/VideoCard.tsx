import { useId } from 'react';
import type { VideoAsset } from '@trade-portal/api-client';
import { Box, Stack, type BoxProps } from '../../../primitives/Box';
import { Skeleton } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { MediaVideo } from '../shared/MediaVideo';
import * as css from './VideoCard.css';

/** Props of `VideoCard`. */
export interface VideoCardProps {
  video: VideoAsset;
  /** `hero`: large, the title beside the video on desktop (the top of /videos); `card`: one of the library. @default 'card' */
  size?: 'hero' | 'card';
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3;
  /** Playback started (native `play`: a start, a replay or a resume). */
  onPlay?: (video: HTMLVideoElement) => void;
}

/**
 * The layout of a video or vlog card: the video above its words, 12 px apart (the hero 16 px); the hero
 * puts them side by side from the desktop width, 32 px apart and centred (`card` sets the 2 : 1 columns).
 */
export function mediaCardLayout(size: 'card' | 'hero' = 'card'): Pick<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  return size === 'hero'
    ? { display: { mobile: 'flex', desktop: 'grid' }, flexDirection: 'column', gap: { mobile: 'medium', desktop: 'xlarge' }, alignItems: { desktop: 'center' } }
    : { display: 'flex', flexDirection: 'column', gap: 'small' };
}

/**
 * One video of /videos (§2.1, §3 Video asset): the clip with its poster, played in place with native
 * controls (no autoplay, `preload="none"`), its title as a heading (which names the video) and its
 * description. `size="hero"` is the large one at the top. An `<article>`; `[data-video-id]` marks it.
 */
export function VideoCard({ video, size = 'card', headingLevel = 2, onPlay }: VideoCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Box as="article" {...mediaCardLayout(size)} className={css.card({ size })} data-video-id={video.VideoAssetId} aria-labelledby={titleId}>
      <div className={css.media({ size })}>
        <MediaVideo src={video.VideoPath} poster={video.ImagePath} labelledBy={titleId} onPlay={(e) => onPlay?.(e.currentTarget)} />
      </div>
      <Stack gap={size === 'hero' ? 'xsmall' : 'xxsmall'} minWidth={0}>
        <Heading id={titleId} className={css.title({ size })}>{video.Title}</Heading>
        {video.Desc && <Text as="p" size="body" tone="secondary" breakWords>{video.Desc}</Text>}
      </Stack>
    </Box>
  );
}

/** A loading placeholder of a `VideoCard` of the same size and shape. */
export function VideoCardSkeleton({ size = 'card' }: Pick<VideoCardProps, 'size'>) {
  return (
    <Box {...mediaCardLayout(size)} className={css.card({ size })} aria-hidden="true">
      <div className={css.media({ size })}>
        <Skeleton shape="block" height="auto" style={{ aspectRatio: '16 / 9' }} />
      </div>
      <Stack gap={size === 'hero' ? 'xsmall' : 'xxsmall'} minWidth={0}>
        <Skeleton width="70%" height={size === 'hero' ? 28 : 20} />
        <Skeleton width="95%" height={14} style={{ marginTop: 12 }} />
        <Skeleton width="60%" height={14} style={{ marginTop: 8 }} />
      </Stack>
    </Box>
  );
}
