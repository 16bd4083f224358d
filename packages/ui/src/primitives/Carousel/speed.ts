/**
 * Embla's `duration` option is not a time: each 1/60 s step adds `(target − position) / duration` to the
 * velocity and multiplies it by a fixed friction of 0.68 (embla-carousel 8, `ScrollBody`), a damped
 * spring whose arrival time depends on `duration` in a non-linear way. Its `settle` event waits for the
 * position to be within 0.001 px, which comes 400–600 ms after the last visible movement whatever the
 * duration (the spring's tail). So a transition's time here is the time to come within half a pixel of
 * the slide, after which nothing visibly moves, and the duration for a wanted time is found by running
 * Embla's own step (ADR 0021).
 */

/** Embla's fixed animation step, in milliseconds. */
const STEP_MS = 1000 / 60;
/** Embla's fixed friction (embla-carousel 8.6, `Engine`). */
const FRICTION = 0.68;
/** Below this duration the spring overshoots the slide visibly (more than 1 px), so no faster speed is offered. */
const MIN_DURATION = 18;
const MAX_DURATION = 80;
/** The distance the conversion is computed for, in px: a slide about as wide as the page's content. */
const REFERENCE_DISTANCE = 800;

/**
 * The time Embla takes to bring a slide within half a pixel of its place, for a `duration` and a
 * distance. @returns milliseconds (a multiple of Embla's 1/60 s step)
 */
export function arrivalMs(duration: number, distancePx = REFERENCE_DISTANCE): number {
  let position = 0;
  let velocity = 0;
  let steps = 0;
  while (Math.abs(distancePx - position) >= 0.5 && steps < 10_000) {
    velocity = (velocity + (distancePx - position) / duration) * FRICTION;
    position += velocity;
    steps += 1;
  }
  return steps * STEP_MS;
}

const cache = new Map<number, number>();

/**
 * Embla's `duration` for a transition of `ms` milliseconds (the §9 speed of 500 ms gives about 18.5):
 * the duration, in steps of 0.25 between 18 and 80, whose `arrivalMs` is nearest to `ms`. Times
 * below about 480 ms get the fastest duration that does not overshoot; 0 or less gives 0 (instant, as
 * under reduced motion).
 */
export function emblaDuration(ms: number): number {
  if (ms <= 0) return 0;
  const known = cache.get(ms);
  if (known !== undefined) return known;
  let best = MIN_DURATION;
  let bestError = Infinity;
  for (let d = MIN_DURATION; d <= MAX_DURATION; d += 0.25) {
    const error = Math.abs(arrivalMs(d) - ms);
    if (error < bestError) {
      best = d;
      bestError = error;
    }
  }
  cache.set(ms, best);
  return best;
}
