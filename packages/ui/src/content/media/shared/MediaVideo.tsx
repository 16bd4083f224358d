import type { SyntheticEvent } from 'react';
import * as css from './media.css';

/** Props of `MediaVideo`. */
export interface MediaVideoProps {
  src: string;
  /** The poster image (a 16:9 picture, 1280 × 720). */
  poster: string;
  /** The id of the element that names the video (its title). */
  labelledBy: string;
  /** Playback started (the native `play` event: a first start, a replay, or a resume after a pause). */
  onPlay?: (event: SyntheticEvent<HTMLVideoElement>) => void;
}

/**
 * A video played in place (§2.1 /videos, /vlogs): native controls, no autoplay, nothing fetched before a
 * press (`preload="none"`) but the poster; 1280 × 720 intrinsic size so the box is reserved before the
 * poster arrives (16:9 at any width). Internal to the media parts.
 */
export function MediaVideo({ src, poster, labelledBy, onPlay }: MediaVideoProps) {
  return (
    <video
      className={css.video}
      src={src}
      poster={poster}
      width={1280}
      height={720}
      controls
      preload="none"
      playsInline
      aria-labelledby={labelledBy}
      onPlay={onPlay}
    />
  );
}
