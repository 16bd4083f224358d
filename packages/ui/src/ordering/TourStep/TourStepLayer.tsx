import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../primitives/Button';
import { media } from '../../theme';
import * as css from './TourStep.css';

/** Props of `TourStep`. */
export interface TourStepProps {
  /** The step's heading; it names the dialog. */
  title: string;
  /** One or two sentences about the highlighted part. */
  description: string;
  /** The step shown, 0-based. */
  step: number;
  /** Steps in the tour (≥ 1). */
  steps: number;
  /**
   * The part of the page this step is about: it is scrolled into view, outlined
   * (`[data-tour-highlight]`) and described by the step's text (`aria-describedby`); the panel sits
   * next to it. null: the panel is shown on its own (the part is not on the page).
   */
  anchor: HTMLElement | null;
  /** Back pressed (not offered on the first step). */
  onBack: () => void;
  /** Next pressed ('Finish' on the last step). */
  onNext: () => void;
  /** 'Skip tour' pressed, or Escape inside the panel. */
  onSkip: () => void;
  /** The tour is being finished (the final save): the buttons wait. @default false */
  isPending?: boolean;
}

/** Space between the highlighted part and the panel, px. */
const GAP = 12;
/** Room kept between the panel and the window's edges, px. */
const EDGE = 16;

const tabletQuery = media.tablet.replace(/^screen and /, '');
const reducedMotion = () => window.matchMedia(media.reducedMotion).matches;

/** The implementation of `TourStep` in `./TourStep.tsx`, loaded when a tour is shown. */
export function TourStep({ title, description, step, steps, anchor, onBack, onNext, onSkip, isPending = false }: TourStepProps) {
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const isLast = step >= steps - 1;

  // Focus returns where it was before the tour (else the page's heading) when the tour ends.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const target = before?.isConnected && before !== document.body ? before : document.querySelector<HTMLElement>('main h1');
      if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target?.focus({ preventScroll: true });
    };
  }, []);

  // Each step: the part comes into view and is outlined and described; focus moves into the panel.
  useLayoutEffect(() => {
    if (anchor) {
      const described = anchor.getAttribute('aria-describedby');
      anchor.setAttribute('data-tour-highlight', '');
      anchor.setAttribute('aria-describedby', described ? `${described} ${descriptionId}` : descriptionId);
      // A part taller than most of the window (the whole list) is brought in by its top.
      const tall = anchor.getBoundingClientRect().height > window.innerHeight * 0.6;
      anchor.scrollIntoView({ block: tall ? 'start' : 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
      return () => {
        anchor.removeAttribute('data-tour-highlight');
        if (described) anchor.setAttribute('aria-describedby', described);
        else anchor.removeAttribute('aria-describedby');
      };
    }
    return undefined;
  }, [anchor, descriptionId]);

  useEffect(() => {
    panelRef.current?.focus({ preventScroll: true });
  }, [step]);

  // From 768 px the panel sits under the part (above it when there is no room below), inside the window;
  // on phones it is a sheet at the bottom of the window and needs no position.
  useLayoutEffect(() => {
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const panel = panelRef.current;
        if (!panel || !anchor || !window.matchMedia(tabletQuery).matches) {
          setPosition(null);
          return;
        }
        const a = anchor.getBoundingClientRect();
        const width = panel.offsetWidth;
        const height = panel.offsetHeight;
        const below = a.bottom + GAP + height <= window.innerHeight - EDGE || a.top - GAP - height < EDGE;
        // Kept inside the window: over a part taller than the window, the panel overlaps it rather than leave the screen.
        const wanted = below ? a.bottom + GAP : a.top - GAP - height;
        // In the window's coordinates (the panel is fixed): never above its top or below its foot.
        const top = Math.max(EDGE, Math.min(wanted, window.innerHeight - height - EDGE));
        const maxLeft = document.documentElement.clientWidth - width - EDGE;
        const left = Math.max(EDGE, Math.min(a.left, maxLeft));
        setPosition({ top: Math.round(top), left: Math.round(left) });
      });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    const observer = new ResizeObserver(place);
    if (anchor) observer.observe(anchor);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
      observer.disconnect();
    };
  }, [anchor, step]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !isPending) {
      e.stopPropagation();
      onSkip();
    }
  };

  // In the body: the page's own positioned boxes must not offset or clip it.
  return createPortal(
    <section
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      className={css.panel}
      data-tour-step={step}
      data-placed={position ? '' : undefined}
      // Without a part to stand beside, it is a sheet at the bottom of the window on every width.
      data-sheet={anchor ? undefined : ''}
      style={position ? { top: position.top, left: position.left } : undefined}
      onKeyDown={onKeyDown}
    >
      <p className={css.progress}>Step {step + 1} of {steps}</p>
      <h2 id={titleId} className={css.title}>{title}</h2>
      <p id={descriptionId} className={css.description}>{description}</p>
      <div className={css.actions}>
        <Button variant="quiet" onPress={onSkip} isDisabled={isPending}>Skip tour</Button>
        <span className={css.spacer} />
        {step > 0 && <Button variant="secondary" onPress={onBack} isDisabled={isPending}>Back</Button>}
        <Button onPress={onNext} isPending={isPending}>{isLast ? 'Finish' : 'Next'}</Button>
      </div>
    </section>,
    document.body,
  );
}
