import { lazyComponent, lazyPart } from '../../../primitives/lazyPart';

/**
 * What the widget shows (§4 Helpbot), shared by the props type and the stories' controls:
 * `tab` the collapsed 58 px tab; `launcher` the 'Can I help?' launcher; `opening` the launcher pressed,
 * during the 100 ms before the chat opens; `open` the chat panel; `closing` the panel fading out over
 * 500 ms with the launcher back at rest (focus returns to it).
 */
export const helpbotModes = ['tab', 'launcher', 'opening', 'open', 'closing'] as const;
export type HelpbotMode = (typeof helpbotModes)[number];

export type { HelpbotAnswerOption, HelpbotMessage, HelpbotProps } from './HelpbotLayer';

/**
 * The help chatbot of §2.8 and §4 Helpbot, drawn from its state; the caller runs the timings (§9).
 * - The launcher: a button named 'Can I help?' fixed to the right edge above the back-to-top button; a
 *   58 px tab in `tab` mode (the name kept for screen readers), the labelled pill otherwise. It carries
 *   `aria-expanded` and, while the panel shows, `aria-controls`. Hidden while the panel is open.
 * - The panel (`open`, `closing`): a non-modal dialog labelled by its heading 'Help chat'; a close button
 *   ('Close help chat', also Escape); the conversation in a `role="log"` polite live region, so each new
 *   bot message is announced; answered bot messages carry 'Go back to this question'; a typing indicator;
 *   the last question's answers as a group of buttons ('Answers'). `closing` is inert and fades out.
 * Focus: on open it moves to the heading, and to the first answer when answers show after it was lost
 * (an answer or a revert removes the pressed button); on close it goes back to the launcher.
 * Selectors: `data-helpbot` on the launcher and panel, `data-state` (launcher: `tab` | `launcher` |
 * `opening` | `closing`; panel: `open` | `closing`), `data-link` on an answer that leads to a page,
 * `data-typing` on the indicator. Respects `prefers-reduced-motion`.
 *
 * Shown only where the first question answered, so its code and styles load when it first renders
 * (nothing shows meanwhile), not with the page.
 */
export const Helpbot = lazyComponent(lazyPart(() => import('./HelpbotLayer')), (module) => module.Helpbot);
