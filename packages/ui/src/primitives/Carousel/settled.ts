import { waitFor } from 'storybook/test';

/**
 * For stories: resolves once the carousel in `canvas` rests on its slide, so a screenshot is the same each
 * run. The carousel marks its region `data-moving` from the moment a slide is chosen until Embla has
 * settled on it (the last sub-pixel fraction jumped, so the slide's text lands on whole pixels); reading
 * the track alone is not enough, as on a loaded machine that draws a few frames a second two reads can
 * fall between the same two frames of a move. Then the track must stay put: two reads 150 ms apart on a
 * whole pixel, or four reads over 600 ms off the pixel grid (a 1440 px window centres a 1215 px track at
 * 112.5 px), long enough for Chromium to draw the resting slide's text anew.
 * Rejects after 8000 ms if the track never comes to rest.
 */
export const carouselSettled = async (canvas: HTMLElement): Promise<void> => {
  const slide = () => canvas.querySelector<HTMLElement>('[aria-roledescription="slide"]')!;
  let last = Number.NaN;
  let unchanged = 0;
  await waitFor(
    () => {
      const moving = slide().closest('[aria-roledescription="carousel"]')!.hasAttribute('data-moving');
      const x = new DOMMatrix(getComputedStyle(slide().parentElement!).transform).m41;
      unchanged = !moving && Math.abs(x - last) < 0.001 ? unchanged + 1 : 0;
      const still = (unchanged >= 1 && x === Math.round(x)) || unchanged >= 4;
      last = x;
      if (!still) throw new Error('still moving');
    },
    { timeout: 8000, interval: 150 },
  );
};
