import { useId } from 'react';
import type { VideoAsset } from '@trade-portal/api-client';
import { Skeleton } from '../../../primitives/Skeleton';
import { MediaVideo } from '../shared/MediaVideo';
import * as css from './VideoCard.css';

/** Props of {@link VideoCard}. */
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
 * One video of /videos (§2.1, §3 Video asset): the clip with its poster, played in place with native
 * controls (no autoplay, `preload="none"`), its title as a heading (which names the video) and its
 * description. `size="hero"` is the large one at the top. An `<article>`; `[data-video-id]` marks it.
 */
export function VideoCard({ video, size = 'card', headingLevel = 2, onPlay }: VideoCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={css.card({ size })} data-video-id={video.VideoAssetId} aria-labelledby={titleId}>
      <div className={css.media({ size })}>
        <MediaVideo src={video.VideoPath} poster={video.ImagePath} labelledBy={titleId} onPlay={(e) => onPlay?.(e.currentTarget)} />
      </div>
      <div className={css.text({ size })}>
        <Heading id={titleId} className={css.title({ size })}>{video.Title}</Heading>
        {video.Desc && <p className={css.desc}>{video.Desc}</p>}
      </div>
    </article>
  );
}

/** A loading placeholder of a {@link VideoCard} of the same size and shape. */
export function VideoCardSkeleton({ size = 'card' }: Pick<VideoCardProps, 'size'>) {
  return (
    <div className={css.card({ size })} aria-hidden="true">
      <div className={css.media({ size })}>
        <Skeleton shape="block" height="auto" style={{ aspectRatio: '16 / 9' }} />
      </div>
      <div className={css.text({ size })}>
        <Skeleton width="70%" height={size === 'hero' ? 28 : 20} />
        <Skeleton width="95%" height={14} style={{ marginTop: 12 }} />
        <Skeleton width="60%" height={14} style={{ marginTop: 8 }} />
      </div>
    </div>
  );
}
