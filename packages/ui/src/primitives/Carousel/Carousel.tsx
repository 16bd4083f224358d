import { Children, useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { media } from '../../theme';
import { IconButton } from '../IconButton';
import * as css from './Carousel.css';

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. 'Notifications' or 'Featured'. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** The label of slide `index` (0-based) of `count`. @default `${index + 1} of ${count}` */
  slideLabel?: (index: number, count: number) => string;
  /**
   * Transition time of one slide, in milliseconds (§9: 500). Embla's own `duration` is a speed, not a time;
   * this is converted to it (ADR 0021). No transition under `prefers-reduced-motion`. @default 500
   */
  speedMs?: number;
  /** Wrap from the last slide to the first. §9: the carousels of the spec are not infinite. @default false */
  loop?: boolean;
  /** Where the current slide sits: `center` with a peek of its neighbours (the §9 centre mode). @default 'start' */
  align?: 'start' | 'center';
  /** Width of a slide, as a CSS length (e.g. 'calc(100% - 220px)' in centre mode). @default '100%' */
  slideSize?: string;
  /** Gap between slides, as a CSS length. @default '0px' */
  gap?: string;
  /**
   * Rotate every this many milliseconds (the public template's slider, §2.2: 3000). A pause button comes
   * first, and hover or focus pauses too; never under `prefers-reduced-motion`. @default undefined (no rotation)
   */
  autoplayMs?: number;
  /** Previous/next buttons; shown only with more than one slide. @default true */
  showArrows?: boolean;
  /** One dot per slide; shown only with more than one slide. @default true */
  showDots?: boolean;
  /** Called with the new slide index (0-based) when the current slide changes. */
  onSlideChange?: (index: number) => void;
  /** Class of the outer element. */
  className?: string;
  /** Class of the row holding the arrows and dots. */
  controlsClassName?: string;
}

/** Embla's `duration` (a speed in frames of smoothing, default 25) for a wanted transition time. */
const emblaDuration = (ms: number) => Math.max(10, Math.round(ms / 20));

/**
 * A carousel on Embla (a well-kept, dependency-free carousel library; ADR 0021), made accessible as the
 * WAI-ARIA carousel pattern asks: a labelled region with `aria-roledescription="carousel"`, each slide a
 * labelled group ('1 of 3'), previous/next and dot buttons with names, slides out of view `inert` (no
 * focus lands in them), a polite live region while it does not rotate, and a pause button first when it
 * does. Arrows and dots show only with more than one slide (§9). Swipe and drag work on touch.
 */
export function Carousel({
  label, children, slideLabel = (i, n) => `${i + 1} of ${n}`, speedMs = 500, loop = false, align = 'start', slideSize = '100%', gap = '0px',
  autoplayMs, showArrows = true, showDots = true, onSlideChange, className, controlsClassName,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [reducedMotion] = useState(() => typeof window !== 'undefined' && window.matchMedia(media.reducedMotion).matches);
  const rotates = autoplayMs !== undefined && !reducedMotion && count > 1;
  const plugins = useMemo(
    () => (rotates ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : []),
    [rotates, autoplayMs],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop, align, duration: emblaDuration(speedMs), containScroll: align === 'center' ? false : 'trimSnaps' }, plugins);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(rotates);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const i = api.selectedScrollSnap();
      setIndex(i);
      onSlideChange?.(i);
    };
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSlideChange]);

  const goTo = useCallback((i: number) => api?.scrollTo(i, reducedMotion), [api, reducedMotion]);
  const togglePlay = () => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    setPlaying(autoplay.isPlaying());
  };

  const many = count > 1;
  const canPrev = loop || index > 0;
  const canNext = loop || index < count - 1;
  return (
    <section className={[css.root, className].filter(Boolean).join(' ')} aria-roledescription="carousel" aria-label={label}>
      {rotates && (
        <IconButton icon={playing ? 'pause' : 'play'} size="small" aria-label={playing ? 'Pause rotation' : 'Start rotation'} onPress={togglePlay} />
      )}
      <div className={css.viewport} ref={viewportRef}>
        <div className={css.track} aria-live={rotates && playing ? 'off' : 'polite'} style={{ marginLeft: `calc(-1 * ${gap})` } as CSSProperties}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              inert={i !== index}
              style={{ flexBasis: slideSize, paddingLeft: gap }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {many && (showArrows || showDots) && (
        <div className={[css.controls, controlsClassName].filter(Boolean).join(' ')}>
          {showArrows && <IconButton icon="chevronLeft" size="small" aria-label="Previous slide" isDisabled={!canPrev} onPress={() => goTo(loop ? (index - 1 + count) % count : index - 1)} />}
          {showDots && (
            <div className={css.dots}>
              {slides.map((_, i) => (
                <RACButton key={i} className={css.dot} aria-label={`Show slide ${slideLabel(i, count)}`} aria-current={i === index} onPress={() => goTo(i)} />
              ))}
            </div>
          )}
          {showArrows && <IconButton icon="chevronRight" size="small" aria-label="Next slide" isDisabled={!canNext} onPress={() => goTo(loop ? (index + 1) % count : index + 1)} />}
        </div>
      )}
    </section>
  );
}
