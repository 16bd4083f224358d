import { useRef, useState, type SyntheticEvent } from 'react';
import { IconButton } from '../../../primitives/IconButton';
import { useNearViewport } from '../../../primitives/useNearViewport';
import { media } from '../../../theme';
import * as css from './InViewVideo.css';

/** How a video plays: `ambient` (a looping, muted, silent picture, §2.9 pods) or `player` (native controls, §2.9 vlog). */
export const inViewVideoModes = ['ambient', 'player'] as const;

/** Props of `InViewVideo`. */
export interface InViewVideoProps {
  /** The video's URL. It is set on the element only once the box comes near the viewport. */
  src: string;
  /** The poster image's URL, shown until the video plays (and instead of it under reduced motion). */
  poster?: string | null;
  /** Intrinsic size, px: reserves the box (its aspect ratio) before anything arrives. */
  width: number;
  height: number;
  /** @default 'ambient' */
  mode?: (typeof inViewVideoModes)[number];
  /** How far outside the viewport the video starts loading, as an IntersectionObserver rootMargin. @default '200px' */
  rootMargin?: string;
  /** Names the video (player mode); an ambient video is decoration and is hidden from assistive technology. */
  'aria-labelledby'?: string;
  /** Playback started (the native `play` event). */
  onPlay?: (event: SyntheticEvent<HTMLVideoElement>) => void;
  className?: string;
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia(media.reducedMotion).matches;

/**
 * A video that costs nothing until it is near the viewport (§2.9, ADR 0022): before that it is its
 * poster in a box of the given aspect ratio, with no `src`, so a page of several videos downloads none
 * of them up front. Once an IntersectionObserver sees the box within `rootMargin`, the `src` is set.
 *
 * - `ambient` (home pods): `autoPlay muted loop playsInline`, with a pause button (WCAG 2.2.2: anything
 *   moving for more than five seconds can be stopped). Under `prefers-reduced-motion` it never plays by
 *   itself: it shows native controls and fetches nothing until pressed (`preload="none"`).
 * - `player` (the vlog): native controls, `preload="none"`: only the poster until the user presses play.
 *   The controls too are set only once the box is near: Chromium builds a video's controls (their shadow
 *   tree, styles and icons) as soon as `controls` is on, 60–80 ms of the main thread at 4× CPU for one
 *   video far below the fold of a page still loading (ADR 0038). The video is in the tab order from the
 *   start (`tabIndex` 0), so tabbing to it scrolls it into view, and the controls come with it.
 *
 * Data attributes: `data-mode`, `data-loaded` once the `src` is set, `data-paused` on a paused ambient video.
 */
export function InViewVideo({ src, poster, width, height, mode = 'ambient', rootMargin = '200px', onPlay, className, ...aria }: InViewVideoProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(boxRef, rootMargin);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [paused, setPaused] = useState(false);
  const ambient = mode === 'ambient' && !reducedMotion;

  const togglePause = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    <div ref={boxRef} className={[css.box, className].filter(Boolean).join(' ')} style={{ aspectRatio: `${width} / ${height}` }} data-mode={mode} data-loaded={near ? '' : undefined}>
      <video
        ref={videoRef}
        className={css.video}
        src={near ? src : undefined}
        poster={poster ?? undefined}
        width={width}
        height={height}
        playsInline
        muted={mode === 'ambient'}
        loop={mode === 'ambient'}
        autoPlay={ambient && near}
        controls={!ambient && near}
        preload={ambient ? 'auto' : 'none'}
        aria-hidden={ambient ? true : undefined}
        aria-labelledby={ambient ? undefined : aria['aria-labelledby']}
        tabIndex={ambient ? -1 : 0}
        data-paused={ambient && paused ? '' : undefined}
        onPlay={(e) => {
          setPaused(false);
          onPlay?.(e);
        }}
        onPause={() => setPaused(true)}
      />
      {ambient && near && (
        <div className={css.pause}>
          <IconButton icon={paused ? 'play' : 'pause'} variant="primary" size="small" aria-label={paused ? 'Play video' : 'Pause video'} onPress={togglePause} />
        </div>
      )}
    </div>
  );
}
