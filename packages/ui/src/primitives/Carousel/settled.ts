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
  let unchanged = 0;
  await waitFor(
    () => {
      const x = new DOMMatrix(getComputedStyle(track()).transform).m41;
      unchanged = Math.abs(x - last) < 0.001 ? unchanged + 1 : 0;
      // A centred slide can rest off the pixel grid (a 1440 px window centres a 1215 px track at 112.5 px):
      // there, four equal reads over 600 ms, longer than the spring's tail lingers, say it rests.
      const still = (unchanged >= 1 && x === Math.round(x)) || unchanged >= 4;
      last = x;
      if (!still) throw new Error('still moving');
    },
    { timeout: 8000, interval: 150 },
  );
};
