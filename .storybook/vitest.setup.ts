import type { StoryContext } from '@storybook/react-vite';
import { setInteractionModality } from 'react-aria';
import { configure } from 'storybook/test';
import { afterAll, afterEach, beforeEach, expect, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { composeStory } from 'storybook/preview-api';
import preview from './preview';

// Storybook's Vitest addon (10.3+) applies the project annotations of .storybook/preview.tsx and the
// addons (a11y included) by itself. What this file adds is the visual baseline of every story.

/**
 * The viewports stories are compared at: the desktop and 390 px phone of preview.tsx's viewport options
 * (the README's "Visual baselines" says when to refresh them). Stories render at the desktop one
 * (vitest.config.ts), so its screenshot needs no resize. Every story is compared at the desktop width; at
 * the phone width only a story tagged `phone` (its layout changes at 390 px: {@link assertPhoneTagged}),
 * and a story drawn at the phone width (`globals: { viewport: { value: 'phone' } }`) only there.
 */
const px = (value: string) => Number.parseInt(value, 10);
const viewportOptions = preview.parameters?.viewport?.options as Record<string, { styles: { width: string; height: string } }>;
export const visualViewports = (['desktop', 'phone'] as const).map((name) => ({
  name,
  width: px(viewportOptions[name]!.styles.width),
  height: px(viewportOptions[name]!.styles.height),
}));

/**
 * Tolerance: pixelmatch's colour distance (0–1, squared YIQ) of 0.006 ignores the one-unit
 * anti-aliasing noise Chromium leaves at rounded corners and element edges from one run to the next,
 * and catches a colour that moves by about four units in one channel or more, so a changed colour token
 * fails with a diff image in .vitest/attachments/. A few stray pixels are allowed, no more.
 */
const comparator = { threshold: 0.006, allowedMismatchedPixels: 4 };
// A story may widen this with `parameters.visual.comparator`, saying why next to it.

// vitest.config.ts's command: the pointer moved off the story before its screenshot. A story whose look
// is the pointer on it (held open by a hover) sets `parameters.visual.keepPointer`.
declare module 'vitest/browser' {
  interface BrowserCommands {
    parkPointer: () => Promise<void>;
  }
}

// A play function's findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: the first story of a
// file loads its overlay code when first opened, and on a loaded two-core machine (a load average of 8 to
// 10) SideDrawer's first dialog took longer than 1 s to come. The limit only ends a wait for what never
// comes; a story that passes goes on as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5000 });

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Entry and exit animations (a dialog fading in, a closed list box fading out, react-aria's
 * `data-exiting`) are run to their end at once rather than waited for: their last frame is what the
 * screenshot shows either way (it fast-forwards what is still running), and an element leaving is gone
 * once its exit animation has ended. Endless ones (spinners) are frozen by the screenshot; videos are
 * paused on their first frame.
 */
async function settle(): Promise<void> {
  const deadline = performance.now() + 2000;
  for (;;) {
    const finite = document.getAnimations().filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().iterations !== Infinity);
    const ended = finite.filter((animation) => {
      try {
        animation.finish();
        return true;
      } catch {
        return false; // no end to jump to (a playback rate of 0): the screenshot freezes it
      }
    });
    await Promise.all(ended.map((a) => a.finished.catch(() => undefined)));
    // The component removes an exiting element when its animation has ended, in its next render.
    if (!document.querySelector('[data-exiting]') || performance.now() > deadline) break;
    await nextFrame();
  }
  // A playing video is a new picture every frame: the screenshot never settles and waits out its time
  // (~5 s a viewport). Its first frame is what is compared.
  await Promise.all([...document.querySelectorAll('video')].map(firstFrame));
}

/** Pauses `video` on its first frame (a video that has not loaded yet is left as it is: its poster shows). */
async function firstFrame(video: HTMLVideoElement): Promise<void> {
  video.pause();
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.currentTime === 0) return;
  const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
  video.currentTime = 0;
  await Promise.race([seeked, new Promise((resolve) => setTimeout(resolve, 1000))]);
}

const [desktop, phone] = visualViewports as [(typeof visualViewports)[number], (typeof visualViewports)[number]];

/** The widths `story` is compared at (see {@link visualViewports}). */
function viewportsOf(story: StoryContext): (typeof visualViewports)[number][] {
  if ((story.globals.viewport as { value?: string } | undefined)?.value === 'phone') return [phone];
  return story.tags.includes('phone') ? [desktop, phone] : [desktop];
}

/**
 * Does a width `@media` condition hold at `width` px? Only `min-width`/`max-width` in px are read (the
 * theme's breakpoints); a condition with anything else counts as holding at both widths.
 */
function holdsAt(condition: string, width: number): boolean {
  return [...condition.matchAll(/(min|max)-width:\s*(\d+(?:\.\d+)?)px/g)].every(([, bound, px]) => (bound === 'min' ? width >= Number(px) : width <= Number(px)));
}

let widthRulesFor: { sheets: number; rules: number } | undefined;
let widthSelectors: string[] = [];
/**
 * The selectors of the page's style rules that apply at one of the compared widths and not the other,
 * read from the CSSOM again when stylesheets were added (each story file loads its own).
 */
function widthDependentSelectors(): string[] {
  const sheets = [...document.styleSheets];
  const rules = sheets.reduce((n, sheet) => n + sheet.cssRules.length, 0);
  if (widthRulesFor?.sheets === sheets.length && widthRulesFor.rules === rules) return widthSelectors;
  const found = new Set<string>();
  const walk = (list: CSSRuleList, differs: boolean) => {
    for (const rule of list) {
      if (rule instanceof CSSMediaRule) walk(rule.cssRules, differs || holdsAt(rule.conditionText, desktop.width) !== holdsAt(rule.conditionText, phone.width));
      else if (rule instanceof CSSStyleRule && differs) for (const one of rule.selectorText.split(',')) found.add(one.replace(/::?(before|after|placeholder|selection|marker)\b/g, '').trim() || '*');
      else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, differs);
    }
  };
  for (const sheet of sheets) walk(sheet.cssRules, false);
  widthSelectors = [...found].filter((selector) => {
    try {
      document.querySelector(selector);
      return true;
    } catch {
      return false;
    }
  });
  widthRulesFor = { sheets: sheets.length, rules };
  return widthSelectors;
}

/**
 * Fails a story compared at the desktop width only while something it shows is styled differently at
 * 390 px (a width `@media` rule matches one of its elements, the story's or a dialog's): such a story
 * needs the `phone` tag (on the story or its meta) so its phone layout is compared too.
 */
function assertPhoneTagged(story: StoryContext): void {
  if (viewportsOf(story).includes(phone)) return;
  // The story's root and what it opened into <body>; Storybook's own `.sb-*` blocks are not the story's.
  const shown = [...document.body.children].filter((el) => ![...el.classList].some((c) => c.startsWith('sb-')) && el.tagName !== 'SCRIPT' && !el.hasAttribute('data-live-announcer'));
  const responsive = widthDependentSelectors().find((selector) => shown.some((el) => el.matches(selector) || el.querySelector(selector)));
  if (responsive) {
    throw new Error(`Story ${story.id} changes at 390 px (${responsive} has a width @media rule) but has no 'phone' tag: add tags: ['phone'] to the story or its meta, so its phone screenshot is compared too.`);
  }
}

/**
 * The story's own root: the element the addon renders into (Storybook's `.sb-*` wrappers and react-aria's
 * live announcer aside: the announcer stays in <body> once a story has announced, before the roots of the
 * stories after it, and was taken for the root, so those stories were compared as a whole page).
 */
function storyRoot(): HTMLElement | null {
  return document.body.querySelector<HTMLElement>(':scope > div:not(.sb-wrapper):not([data-live-announcer])');
}

/**
 * Dialogs, drawers and popovers render into <body>, outside the story root. When one is showing, the
 * whole page is compared (<body> stretched to at least the viewport, so a fixed overlay is inside it).
 */
function hasPortal(root: HTMLElement): boolean {
  return [...document.body.children].some(
    (el) => el !== root && !el.classList.contains('sb-wrapper') && !el.hasAttribute('data-live-announcer') && el instanceof HTMLElement && el.offsetWidth > 0 && el.offsetHeight > 0,
  );
}

/**
 * Each story starts as on a page just opened, whatever the story before it in the file did. react-aria keeps
 * the last way of interacting (pointer, keyboard) in one module for the whole page, and a focus ring shows
 * when focus moves while it is not 'pointer': a dialog closed by a click drew its trigger with a ring after
 * one story and without after another, so a retried or filtered story looked unlike the same story in its
 * file. A fresh page has none, which shows rings as 'virtual' does.
 */
beforeEach(() => {
  setInteractionModality('virtual');
});

afterEach(async (ctx: TestContext & { story?: StoryContext }) => {
  const { story, task } = ctx;
  // A failing story already fails; a screenshot of it would only add noise. `no-visual` opts a story out.
  if (!story || task.result?.state === 'fail' || story.tags.includes('no-visual')) return;
  const root = storyRoot();
  if (!root) return;
  assertPhoneTagged(story);
  // Nothing is compared hovered unless the story says the pointer is part of its look. The pointer is moved
  // off the frame, and react-aria's hover mark is taken off too: a move out of the frame does not always
  // reach the element as a pointer leaving it, and the same story was drawn hovered in one run, not the next.
  const keepPointer = (story.parameters.visual as { keepPointer?: boolean } | undefined)?.keepPointer;
  if (!keepPointer) await commands.parkPointer();
  // A state change runs its CSS transition (a button's background 0.15 s back from hovered), and a frame
  // taken part-way can pass the screenshot's check that two frames in a row agree: the end state is what
  // is compared, so transitions end at once while it is taken. React draws the pointer's leaving in the
  // next frame.
  const noTransitions = document.head.appendChild(document.createElement('style'));
  noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
  await nextFrame();
  if (!keepPointer) for (const hovered of document.querySelectorAll('[data-hovered]')) hovered.removeAttribute('data-hovered');
  await document.fonts.ready;
  const body = document.body;
  const previousMinHeight = body.style.minHeight;
  try {
    for (const viewport of viewportsOf(story)) {
      // A resize re-renders what listens to the width (matchMedia, ResizeObserver): wait for it to draw.
      if (window.innerWidth !== viewport.width || window.innerHeight !== viewport.height) {
        await page.viewport(viewport.width, viewport.height);
        await nextFrame();
      }
      await settle();
      const fullPage = hasPortal(root);
      // A story that renders nothing (an empty notification strip) has nothing to compare.
      if (!fullPage && (root.offsetWidth === 0 || root.offsetHeight === 0)) continue;
      body.style.minHeight = fullPage ? '100vh' : previousMinHeight;
      await expect.element(page.elementLocator(fullPage ? body : root)).toMatchScreenshot(`${story.id}--${viewport.name}`, {
        comparatorName: 'pixelmatch',
        comparatorOptions: { ...comparator, ...(story.parameters.visual as { comparator?: Partial<typeof comparator> } | undefined)?.comparator },
        screenshotOptions: { animations: 'disabled', caret: 'hide' },
      });
    }
  } finally {
    body.style.minHeight = previousMinHeight;
    noTransitions.remove();
  }
});

/**
 * The story files of a worker share one page (vitest.config.ts, `isolate: false`). Storybook unmounts a
 * story when the next one starts, so a file's last story would stay mounted, with its open dialogs, beside
 * the next file's stories. Loading an empty story runs Storybook's pending cleanups, the same ones the
 * next story would: the last story is unmounted and its root removed as the file ends.
 */
afterAll(async () => {
  await composeStory({ render: () => null }, { title: 'Cleanup' }).load();
});
