import { waitFor } from 'storybook/test';

/**
 * For stories: resolves once the carousel in `canvas` rests on its slide, so a screenshot is the same each
 * run. Embla's spring ends with a sub-pixel tail that can look still between two reads 150 ms apart (seen
 * 0.21 px off, and the slide's text then lands half a pixel over), and the carousel jumps that last
 * fraction when Embla settles: the slide is in place when the track stays on a whole pixel.
 * Rejects after 8000 ms if the track never comes to rest (a loaded machine draws few frames a second).
 */
export const carouselSettled = async (canvas: HTMLElement): Promise<void> => {
  const track = () => canvas.querySelector<HTMLElement>('[aria-roledescription="slide"]')!.parentElement!;
  let last = Number.NaN;
  await waitFor(
    () => {
      const x = new DOMMatrix(getComputedStyle(track()).transform).m41;
      const still = Math.abs(x - last) < 0.001 && x === Math.round(x);
      last = x;
      if (!still) throw new Error('still moving');
    },
    { timeout: 8000, interval: 150 },
  );
};
