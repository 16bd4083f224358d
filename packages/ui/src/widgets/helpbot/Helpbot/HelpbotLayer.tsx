import { Fragment, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Icon } from '../../../primitives/Icon';
import { IconButton } from '../../../primitives/IconButton';
import { visuallyHidden } from '../../../theme';
import type { HelpbotMode } from './Helpbot';
import * as css from './Helpbot.css';

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

/** Props of `Helpbot`. */
export interface HelpbotProps {
  /** What shows: see `helpbotModes` in `./Helpbot.tsx`. */
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

/** A speech bubble, drawn here as the icon set has none. */
function ChatIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" style={{ flexShrink: 0 }}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
    </svg>
  );
}

/** The implementation of `Helpbot` in `./Helpbot.tsx`, loaded with its styles when the widget first renders. */
export function Helpbot({ mode, messages, isTyping = false, onOpen, onClose, onAnswer, onRevert, onHover }: HelpbotProps) {
  const panelId = useId();
  const headingId = useId();
  const questionIds = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstAnswerRef = useRef<HTMLButtonElement>(null);
  const logEndRef = useRef<HTMLDivElement>(null);
  // True from the moment focus should land on the first answer as soon as one shows.
  const focusAnswerNext = useRef(false);
  const previousMode = useRef(mode);

  const showsPanel = mode === 'open' || mode === 'closing';
  const last = messages[messages.length - 1];
  const currentAnswers = mode === 'open' && !isTyping && last && last.chosenIndex == null ? last.answers : [];

  useEffect(() => {
    const doc = launcherRef.current?.ownerDocument ?? panelRef.current?.ownerDocument;
    if (!doc) return;
    const active = doc.activeElement;
    const wasOpen = previousMode.current === 'open';
    previousMode.current = mode;
    if (mode === 'closing' && wasOpen) {
      // Back to the launcher when focus was in the chat (or lost with it), never away from the page.
      if (!active || active === doc.body || panelRef.current?.contains(active)) launcherRef.current?.focus();
      return;
    }
    if (mode !== 'open') {
      focusAnswerNext.current = false;
      return;
    }
    if (!panelRef.current) return;
    if (!wasOpen) {
      // Just opened (the launcher pressed is gone): to the heading, so the dialog is announced first.
      headingRef.current?.focus();
      return;
    }
    // Focus lost with a pressed answer or revert control that is gone: to the first answer once one shows.
    const lost = !active || active === doc.body;
    if (lost) focusAnswerNext.current = true;
    if (focusAnswerNext.current && (lost || active === headingRef.current)) {
      if (firstAnswerRef.current) {
        firstAnswerRef.current.focus();
        focusAnswerNext.current = false;
      } else if (active !== headingRef.current) {
        headingRef.current?.focus();
      }
    }
  });

  // The newest message in view: the body scrolls to its end when the chat grows.
  useEffect(() => {
    logEndRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, isTyping, currentAnswers.length]);

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && mode === 'open') {
      event.stopPropagation();
      onClose();
    }
  };

  const launcherState = mode === 'open' ? null : mode;
  return (
    <div className={css.root}>
      {showsPanel && (
        <section
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={headingId}
          className={css.panel}
          data-helpbot="panel"
          data-state={mode}
          inert={mode === 'closing'}
          onKeyDown={onPanelKeyDown}
        >
          <div className={css.header}>
            <h2 ref={headingRef} id={headingId} className={css.heading} tabIndex={-1}>Help chat</h2>
            <IconButton icon="close" tone="inverse" aria-label="Close help chat" onPress={onClose} />
          </div>
          <div className={css.body}>
            <div role="log" aria-live="polite" aria-label="Conversation">
              <ol className={css.log}>
                {messages.map((message, index) => {
                  const reply = message.chosenIndex == null ? undefined : message.answers[message.chosenIndex];
                  const questionId = `${questionIds}-${index}`;
                  return (
                    <Fragment key={index}>
                      <li className={css.bot}>
                        <p id={questionId} className={css.botText}>
                          <span className={visuallyHidden}>Help bot: </span>
                          {message.question}
                        </p>
                        {reply && (
                          <RACButton className={css.revert} aria-describedby={questionId} onPress={() => onRevert(index)}>
                            <Icon name="chevronLeft" size={16} />
                            Go back to this question
                          </RACButton>
                        )}
                      </li>
                      {reply && (
                        <li className={css.user}>
                          <span className={visuallyHidden}>You: </span>
                          {reply.text}
                        </li>
                      )}
                    </Fragment>
                  );
                })}
              </ol>
            </div>
            {isTyping && (
              <div className={css.typing} data-typing="">
                <span className={css.dot} aria-hidden="true" />
                <span className={css.dot} aria-hidden="true" />
                <span className={css.dot} aria-hidden="true" />
                <span className={visuallyHidden}>The help bot is typing</span>
              </div>
            )}
            {currentAnswers.length > 0 && (
              // Keyed by the chat's length: a new question's answers are new buttons, so focus never stays on
              // a button that now reads differently.
              <div key={messages.length} role="group" aria-label="Answers" className={css.answers}>
                {currentAnswers.map((answer, index) => (
                  <RACButton
                    key={index}
                    ref={index === 0 ? firstAnswerRef : undefined}
                    className={css.answer}
                    data-link={answer.isLink ? '' : undefined}
                    onPress={() => onAnswer(index)}
                  >
                    {answer.text}
                    {answer.isLink && <Icon name="chevronRight" size={18} />}
                  </RACButton>
                ))}
              </div>
            )}
            <div ref={logEndRef} />
          </div>
        </section>
      )}
      {launcherState && (
        <RACButton
          ref={launcherRef}
          className={css.launcher}
          data-helpbot="launcher"
          data-state={launcherState}
          aria-expanded={mode === 'opening'}
          aria-controls={showsPanel ? panelId : undefined}
          onHoverStart={onHover}
          onPress={onOpen}
        >
          <ChatIcon />
          <span className={mode === 'tab' ? visuallyHidden : css.launcherLabel}>Can I help?</span>
        </RACButton>
      )}
    </div>
  );
}
