import { Children, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { media, sprinkles } from '../../theme';
import { Box } from '../Box';
import { IconButton } from '../IconButton';
import { useNearViewport } from '../useNearViewport';
import { emblaDuration } from './speed';
import * as css from './Carousel.css';

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. 'Notifications' or 'Featured'. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** The label of slide `index` (0-based) of `count`. @default `${index + 1} of ${count}` */
  slideLabel?: (index: number, count: number) => string;
  /**
   * Transition time of one slide, in milliseconds (§9: 500): the time until the slide is within half a
   * pixel of its place. Embla's own `duration` is not a time; it is converted (`speed.ts`, ADR 0021). No
   * transition under `prefers-reduced-motion`. @default 500
   */
  speedMs?: number;
  /** Wrap from the last slide to the first. §9: the carousels of the spec are not infinite. @default false */
  loop?: boolean;
  /** Where the current slide sits: `center` with a peek of its neighbours (the §9 centre mode). @default 'start' */
  align?: 'start' | 'center';
  /** Width of a slide, as a CSS length (e.g. 'calc(100% - 220px)' in centre mode). Ignored when `sidePadding` is given. @default '100%' */
  slideSize?: string;
  /**
   * Side padding, in px (§9 'side padding'): in centre mode each slide is the viewport less twice this,
   * and the neighbours peek into it; otherwise the viewport is inset by it on both sides.
   */
  sidePadding?: number;
  /** Gap between slides, as a CSS length. @default '0px' */
  gap?: string;
  /**
   * Rotate every this many milliseconds (the public template's slider, §2.2: 3000). A pause button comes
   * first; hover pauses it while the pointer is over it, and focus inside stops it until started again; never under `prefers-reduced-motion`. After the last
   * slide it goes back to the first. @default undefined (no rotation)
   */
  autoplayMs?: number;
  /** Previous/next buttons; shown only with more than one slide. @default true */
  showArrows?: boolean;
  /** One dot per slide; shown only with more than one slide. @default true */
  showDots?: boolean;
  /** Names of the previous and next buttons. @default 'Previous slide', 'Next slide' */
  previousLabel?: string;
  nextLabel?: string;
  /** Name of the dot of slide `index` (0-based). @default `Show slide ${slideLabel(index, count)}` */
  dotLabel?: (index: number, count: number) => string;
  /** Called with the new slide index (0-based) when the current slide changes. */
  onSlideChange?: (index: number) => void;
  /** Class of the outer element. */
  className?: string;
  /** Class of the row holding the arrows and dots. */
  controlsClassName?: string;
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia(media.reducedMotion).matches;

/**
 * A carousel on Embla (a well-kept, dependency-free carousel library; ADR 0021), made accessible as the
 * WAI-ARIA carousel pattern asks: a labelled region with `aria-roledescription="carousel"`, each slide a
 * labelled group ('1 of 3'), previous/next and dot buttons with names, slides out of view `inert` (no
 * focus lands in them), a polite live region while it does not rotate, and a pause button first when it
 * does. The left and right arrow keys move the slides while focus is in the region (outside text
 * fields). Arrows and dots show only with more than one slide (§9). Swipe and drag work on touch.
 * Under `prefers-reduced-motion` slides change at once and nothing rotates. Embla starts once the
 * carousel is within 200 px of the viewport (or focus or a pointer comes into it), not with the page: its
 * first measurement is a forced layout a carousel below the fold need not cost the loading page (ADR 0038). The region carries
 * `data-rotation-timer` while the rotation's timer runs (the next slide will come by itself), and
 * `data-moving` while the track moves to a slide (tests wait for it to go before a screenshot).
 */
export function Carousel({
  label, children, slideLabel = (i, n) => `${i + 1} of ${n}`, speedMs = 500, loop = false, align = 'start', slideSize = '100%', sidePadding, gap = '0px',
  autoplayMs, showArrows = true, showDots = true, previousLabel = 'Previous slide', nextLabel = 'Next slide', dotLabel, onSlideChange, className, controlsClassName,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [reducedMotion] = useState(prefersReducedMotion);
  const rotates = autoplayMs !== undefined && !reducedMotion && count > 1;
  // Hover and focus pause through our own state: the plugin's own options restart it on mouse leave
  // even after the pause button was pressed.
  const plugins = useMemo(() => (rotates ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, playOnInit: false })] : []), [rotates, autoplayMs]);
  const centred = align === 'center';
  const [viewportRef, api] = useEmblaCarousel(
    { loop, align, duration: reducedMotion ? 0 : emblaDuration(speedMs), containScroll: centred ? false : 'trimSnaps', inViewThreshold: 0.5 },
    plugins,
  );
  // Embla measures every slide when it starts (a forced layout, 70–100 ms at 4× CPU with the pods' cards):
  // a carousel far below the fold starts when it comes within 200 px of the viewport, or when focus or a
  // pointer comes into it first. Until then its first slide stands where Embla would put it at the start.
  const regionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(regionRef, '200px');
  const [engaged, setEngaged] = useState(false);
  const started = near || engaged;
  // A slide chosen before Embla has started is kept, and gone to once it has: no press is lost.
  const pendingRef = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const [inView, setInView] = useState<readonly number[]>([0]);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [timerSet, setTimerSet] = useState(false);
  const playing = rotates && !userPaused;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const i = api.selectedScrollSnap();
      setIndex(i);
      onSlideChange?.(i);
    };
    const onInView = () => setInView(api.slidesInView());
    // `data-moving` on the region from the moment a slide is chosen or the track moves until Embla has
    // settled on it, written straight to the DOM (a scroll event comes every frame; no render for it).
    const region = api.rootNode().closest('section');
    const moving = () => region?.setAttribute('data-moving', '');
    // Embla settles within 0.001 px of the slide, not on it: the last fraction is jumped, so the slide's
    // text rests on whole pixels (crisp, and the same in every screenshot). A jump is drawn at once.
    // Embla also draws its last frame between the two latest steps of its clock (a share of a step that
    // depends on the frame's timing), so a settled track could rest a fraction of a pixel off its slide:
    // drawn 1 px apart from one run to the next at a centred 112.5 px. The settled position is drawn as is.
    const onSettle = () => {
      const engine = api.internalEngine();
      if (engine.location.get() !== engine.target.get()) api.scrollTo(api.selectedScrollSnap(), true);
      else if (engine.offsetLocation.get() !== engine.location.get()) {
        engine.offsetLocation.set(engine.location.get());
        engine.translate.to(engine.location.get());
      }
      region?.removeAttribute('data-moving');
    };
    api.on('select', onSelect).on('select', moving).on('scroll', moving).on('reInit', onSelect).on('slidesInView', onInView).on('settle', onSettle);
    onInView();
    if (pendingRef.current !== null) {
      api.scrollTo(pendingRef.current, reducedMotion);
      pendingRef.current = null;
    }
    return () => {
      api.off('select', onSelect).off('select', moving).off('scroll', moving).off('reInit', onSelect).off('slidesInView', onInView).off('settle', onSettle);
    };
  }, [api, onSlideChange, reducedMotion]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playing && !hovered) autoplay.play();
    else autoplay.stop();
  }, [api, playing, hovered]);

  // Whether the rotation's timer runs (the next slide will come by itself), as `data-rotation-timer`: a
  // test reads it instead of waiting out an interval to see that nothing moves.
  useEffect(() => {
    if (!api || !rotates) return;
    const set = () => setTimerSet(true);
    const stopped = () => setTimerSet(false);
    api.on('autoplay:timerset', set).on('autoplay:timerstopped', stopped);
    // The effect above may have started the timer before this one listened.
    setTimerSet(api.plugins().autoplay?.timeUntilNext() != null);
    return () => {
      api.off('autoplay:timerset', set).off('autoplay:timerstopped', stopped);
    };
  }, [api, rotates]);

  const goTo = useCallback((i: number) => {
    if (api) api.scrollTo(i, reducedMotion);
    else pendingRef.current = i;
  }, [api, reducedMotion]);
  const canPrev = loop || index > 0;
  const canNext = loop || index < count - 1;
  const controlsRef = useRef<HTMLDivElement>(null);
  // The arrow just pressed turns disabled at the first or last slide, and a disabled button drops focus
  // to the page: hand it to the other arrow, so keyboard users stay in the carousel.
  const keepFocusFrom = (arrow: 'previous' | 'next', target: number) => {
    if (loop || (arrow === 'next' ? target < count - 1 : target > 0)) return;
    const buttons = controlsRef.current?.querySelectorAll<HTMLButtonElement>('[data-arrow]');
    const from = [...(buttons ?? [])].find((b) => b.dataset.arrow === arrow);
    // Keyboard focus only: after a mouse press the focus ring would appear on the other arrow.
    if (from && from === document.activeElement && from.matches('[data-focus-visible]')) [...(buttons ?? [])].find((b) => b.dataset.arrow !== arrow)?.focus();
  };
  const previous = () => {
    if (!canPrev) return;
    const target = loop ? (index - 1 + count) % count : index - 1;
    goTo(target);
    keepFocusFrom('previous', target);
  };
  const next = () => {
    if (!canNext) return;
    const target = loop ? (index + 1) % count : index + 1;
    goTo(target);
    keepFocusFrom('next', target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const many = count > 1;
  const size = sidePadding === undefined ? slideSize : centred ? `calc(100% - ${2 * sidePadding}px)` : '100%';
  const viewportStyle: CSSProperties | undefined = sidePadding !== undefined && !centred ? { marginInline: sidePadding } : undefined;
  return (
    <section
      ref={regionRef}
      className={[css.root, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotation-timer={timerSet || undefined}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // WAI-ARIA: focus moving into the slides or their buttons stops the rotation until the user starts
      // it again; the rotation button itself does not, so that pressing it does what it says.
      onPointerDown={() => setEngaged(true)}
      onFocus={(e) => {
        setEngaged(true);
        if (rotates && !(e.target as HTMLElement).closest('[data-rotation]')) setUserPaused(true);
      }}
    >
      {rotates && (
        <Box display="flex" className={css.pause} data-rotation>
          <IconButton icon={playing ? 'pause' : 'play'} size="small" aria-label={playing ? 'Pause rotation' : 'Start rotation'} onPress={() => setUserPaused((paused) => !paused)} />
        </Box>
      )}
      <div className={css.viewport} ref={started ? viewportRef : undefined} style={viewportStyle}>
        <Box display="flex" className={css.track} aria-live={playing ? 'off' : 'polite'} style={{ marginLeft: `calc(-1 * ${gap})` }}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={centred ? `${css.slide} ${css.centredSlide}` : css.slide}
              data-peek={centred && i !== index ? '' : undefined}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              inert={i !== index && !inView.includes(i)}
              style={{ flexBasis: size, paddingLeft: gap }}
            >
              {slide}
            </div>
          ))}
        </Box>
      </div>
      {many && (showArrows || showDots) && (
        <Box
          display="flex" alignItems="center" justifyContent="center" gap="xsmall" marginTop="xsmall"
          className={controlsClassName} ref={controlsRef}
        >
          {showArrows && <IconButton icon="chevronLeft" size="small" aria-label={previousLabel} isDisabled={!canPrev} onPress={previous} data-arrow="previous" />}
          {showDots && (
            <Box display="flex">
              {slides.map((_, i) => (
                <RACButton
                  key={i}
                  className={`${sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' })} ${css.dot}`}
                  aria-label={dotLabel ? dotLabel(i, count) : `Show slide ${slideLabel(i, count)}`}
                  aria-current={i === index ? 'true' : undefined}
                  onPress={() => goTo(i)}
                />
              ))}
            </Box>
          )}
          {showArrows && <IconButton icon="chevronRight" size="small" aria-label={nextLabel} isDisabled={!canNext} onPress={next} data-arrow="next" />}
        </Box>
      )}
    </section>
  );
}
