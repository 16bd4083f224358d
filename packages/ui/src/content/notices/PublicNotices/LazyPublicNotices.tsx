import { lazy, Suspense } from 'react';
import type { PublicBackgroundProps, PublicNotificationSliderProps } from './publicNotices';

// One chunk for both (with the carousel and Embla), fetched the first time either renders: the public
// pages' first download (/login's above all) does without it.
const load = () => import('./publicNotices');
const Slider = lazy(() => load().then((m) => ({ default: m.PublicNotificationSlider })));
const Background = lazy(() => load().then((m) => ({ default: m.PublicBackground })));

/** The public template's notification slider (§2.2, §9; `./publicNotices.tsx`), loaded on its own. The caller keeps its place. */
export function PublicNotificationSlider(props: PublicNotificationSliderProps) {
  return (
    <Suspense fallback={null}>
      <Slider {...props} />
    </Suspense>
  );
}

/** The public template's background image or video (§2.2; `./publicNotices.tsx`), loaded on its own. */
export function PublicBackground(props: PublicBackgroundProps) {
  return (
    <Suspense fallback={null}>
      <Background {...props} />
    </Suspense>
  );
}
