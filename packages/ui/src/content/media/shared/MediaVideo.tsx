import { useRef, type SyntheticEvent } from 'react';
import { useNearViewport } from '../../../primitives/useNearViewport';
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
 *
 * The native controls are set once the video is within 200 px of the viewport: Chromium builds each
 * video's controls (shadow tree, styles, icons) as soon as `controls` is on, a task of 60–120 ms at 4× CPU
 * on a loading /videos (ADR 0038). The video is in the tab order from the start, so tabbing to it
 * scrolls it into view and the controls come with it.
 */
export function MediaVideo({ src, poster, labelledBy, onPlay }: MediaVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(ref, '200px');
  return (
    <video
      ref={ref}
      className={css.video}
      src={src}
      poster={poster}
      width={1280}
      height={720}
      controls={near}
      tabIndex={0}
      preload="none"
      playsInline
      aria-labelledby={labelledBy}
      onPlay={onPlay}
    />
  );
}
