import { assign, setup } from 'xstate';
import { POPUP_RESET_MS, type PopupSection } from '@trade-portal/domain';


/** One step of a step-guide popup. */
export interface PopupStep {
  title: string;
  desc: string;
}

/** The video of a video popup: its address, poster still and WebVTT captions, all URLs. */
export interface PopupVideo {
  src: string;
  poster?: string;
  captions?: string;
}

/**
 * What a popup shows (§3 Popup: title, desc, section, array), plus what some sections need: the path a
 * link leads to (close-redirect), server HTML (html-message), a video, the steps of a step guide.
 * Plain data, so the content outlives the fade and is reset with it.
 */
export interface PopupContent {
  section: PopupSection | null;
  title: string;
  desc: string;
  /** Lines listed under the text, e.g. unavailable products (§8). */
  items: string[];
  /** An in-app path for the section's link; null for none. */
  href: string | null;
  /** Unsanitised HTML from the server ('' for none); the dialog sanitises it. */
  html: string;
  video: PopupVideo | null;
  steps: PopupStep[];
}

/** What `popup.show` may carry besides the section; absent fields are empty. */
export type PopupShowContent = { section: PopupSection } & Partial<Omit<PopupContent, 'section'>>;

/** `popup.show` opens (or replaces) the content; `popup.close` fades it (§4 close); `popup.hide` clears it at once (§4 hide). */
export type PopupEvent =
  | ({ type: 'popup.show' } & PopupShowContent)
  | { type: 'popup.close' }
  | { type: 'popup.hide' };

const empty: PopupContent = { section: null, title: '', desc: '', items: [], href: null, html: '', video: null, steps: [] };

/**
 * The popup of §2.10 and §4: `hidden` (show and open false) → `open` (both true) → on close, `closing`
 * (show true, open false: the fade) → after `popupResetDelay` (1000 ms) → `hidden` with its content reset.
 * Hide clears both at once. Tags: `show` while visible, `open` while open.
 */
export const popupMachine = setup({
  types: { context: {} as PopupContent, events: {} as PopupEvent },
  delays: { popupResetDelay: POPUP_RESET_MS },
  actions: {
    assignContent: assign(({ event }) =>
      event.type === 'popup.show'
        ? {
            section: event.section, title: event.title ?? '', desc: event.desc ?? '', items: event.items ?? [],
            href: event.href ?? null, html: event.html ?? '', video: event.video ?? null, steps: event.steps ?? [],
          }
        : {},
    ),
    resetContent: assign(() => ({ ...empty })),
  },
}).createMachine({
  id: 'popup',
  context: { ...empty },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'popup.show': { target: 'open', actions: 'assignContent' } },
    },
    open: {
      tags: ['show', 'open'],
      on: {
        'popup.show': { target: 'open', reenter: true, actions: 'assignContent' },
        'popup.close': 'closing',
        'popup.hide': { target: 'hidden', actions: 'resetContent' },
      },
    },
    closing: {
      tags: ['show'],
      after: { popupResetDelay: { target: 'hidden', actions: 'resetContent' } },
      on: {
        'popup.show': { target: 'open', actions: 'assignContent' },
        'popup.hide': { target: 'hidden', actions: 'resetContent' },
      },
    },
  },
});
