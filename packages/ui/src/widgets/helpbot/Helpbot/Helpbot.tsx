import { lazy, Suspense } from 'react';

/**
 * What the widget shows (§4 Helpbot), shared by the props type and the stories' controls:
 * `tab` the collapsed 58 px tab; `launcher` the 'Can I help?' launcher; `opening` the launcher pressed,
 * during the 100 ms before the chat opens; `open` the chat panel; `closing` the panel fading out over
 * 500 ms with the launcher back at rest (focus returns to it).
 */
export const helpbotModes = ['tab', 'launcher', 'opening', 'open', 'closing'] as const;
export type HelpbotMode = (typeof helpbotModes)[number];

/** One answer the user may choose (§3 Helpbot question Answers). */
export interface HelpbotAnswerOption {
  /** The answer's text (Text). */
  text: string;
  /** True when choosing it leads to a page of the portal (a CTALink) rather than to another question. */
  isLink?: boolean;
}

/** One bot message of the chat and the user's reply under it. */
export interface HelpbotMessage {
  /** The question's text (Text), plain text. */
  question: string;
  /** The question's answers, in order. */
  answers: readonly HelpbotAnswerOption[];
  /** Index into `answers` of the reply the user chose, or null while unanswered. */
  chosenIndex: number | null;
}

/** Props of {@link Helpbot}. */
export interface HelpbotProps {
  /** What shows: see {@link helpbotModes}. */
  mode: HelpbotMode;
  /** The chat, oldest first; only the last message may be unanswered, and its answers are the buttons. */
  messages: readonly HelpbotMessage[];
  /** The bot is 'typing': the chat is starting or the next question is on its way. @default false */
  isTyping?: boolean;
  /** The launcher (tab or 'Can I help?') was pressed. */
  onOpen: () => void;
  /** The close button or Escape in the panel. */
  onClose: () => void;
  /** An answer of the last message was chosen: its index in that message's `answers`. */
  onAnswer: (answerIndex: number) => void;
  /** 'Go back to this question' on message `messageIndex` (0 = the first). */
  onRevert: (messageIndex: number) => void;
  /** A mouse or pen pointer moved onto the launcher (never fired by touch); the caller decides what it shows. */
  onHover?: () => void;
}

const Implementation = lazy(() => import('./HelpbotLayer').then((m) => ({ default: m.HelpbotLayer })));

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
export function Helpbot(props: HelpbotProps) {
  return (
    <Suspense fallback={null}>
      <Implementation {...props} />
    </Suspense>
  );
}
