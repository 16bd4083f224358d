import { Suspense, useEffect, useRef, useState } from 'react';
import { Link as RACLink } from 'react-aria-components';
import type { PopupSection } from '@trade-portal/domain';
import { Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { button } from '../../primitives/Button/Button.css';
import { Dialog } from '../../primitives/Dialog';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { popupSectionTable, type PopupButtonSpec, type PopupSectionSpec } from './popupSections';
import * as css from './PopupDialog.css';
import { lazyPart, suspenseComponent } from '../../primitives/lazyPart';

// The sanitiser (DOMPurify, ~10 kB gzip) loads only for an html-message, not with every popup.
const SafeHtml = suspenseComponent(lazyPart(() => import('../../primitives/SafeHtml')), (m) => m.SafeHtml);

/** One step of a step guide: a heading and a sentence or two. */
export interface PopupStep {
  title: string;
  desc: string;
}

/** The video of the `video` section. */
export interface PopupVideo {
  /** The video file's address. */
  src: string;
  /** The still shown before it plays. */
  poster?: string;
  /** A WebVTT captions file, English. */
  captions?: string;
}

export interface PopupDialogProps {
  /** Whether the popup shows (the popup machine's `open` tag); false while it fades and after. */
  isOpen: boolean;
  /** Which §2.10 section; its row of `popupSectionTable` picks role, tone, body and buttons. `null` once reset. */
  section: PopupSection | null;
  /** The heading; the section's default title when empty or absent. */
  title?: string;
  /** One sentence under the title; the section's default text when absent or empty. */
  desc?: string;
  /** Lines listed under the text (unavailable products, §8). */
  items?: readonly string[];
  /** `html-message`: HTML from the server, sanitised by `SafeHtml` before it is shown. */
  html?: string;
  /**
   * Where the `navigate` button leads, an in-app path: needed by close-redirect (no path of its own), and
   * in place of the section's path elsewhere (the expired popup of a reset link leads to /forgotten-password).
   */
  href?: string;
  /** `video`: the video, its poster and captions. */
  video?: PopupVideo;
  /** `step-guide`: the steps, shown one at a time with 'Step N of M'. */
  steps?: readonly PopupStep[];
  /** Close, Cancel, Escape or a click outside (not while confirming); also after a link is pressed. */
  onClose: () => void;
  /** The confirm button of a decision; without it the confirm button is not shown. */
  onConfirm?: () => void;
  /** Replaces the section's confirm label ('Update order' for edit-order at checkout). */
  confirmLabel?: string;
  /** Replaces the section's close or cancel label ('Keep my cart'). */
  cancelLabel?: string;
  /** The confirmed action is running (checkout submitting): confirm shows a spinner and ignores presses, nothing dismisses. */
  isConfirmPending?: boolean;
  /**
   * Follows a path when the popup is dismissed with Escape or a click outside in a section that must not
   * be stayed on (redirect, redirect-home, close-redirect). Links navigate through react-aria's
   * RouterProvider. @default a full page load of the path
   */
  onNavigate?: (href: string) => void;
}

/**
 * The one popup of §2.10, rendered from its section's row of `popupSectionTable`: a react-aria Modal and
 * Dialog (the `Dialog` primitive) with the role (`alertdialog` for decisions and failures), title tone,
 * body (text and items, sanitised HTML, a video, or a step guide) and buttons of the section. Focus moves
 * in when it opens (to the safe button of a destructive decision: Cancel, Keep order, Continue editing),
 * is trapped, and returns to the trigger on close. Escape and a click outside close a notice, cancel a
 * decision, and follow the link of a section that cannot be stayed on; nothing dismisses while a
 * confirmed action runs. Navigation buttons are links (`<a href>`: keyboard, middle-click, router-aware).
 *
 * Data attributes: `data-section` on the body, `data-action` on every button ('close', 'confirm',
 * 'navigate', 'back', 'next'), `data-step` (0-based) on a step guide.
 */
export function PopupDialog({
  isOpen, section, title, desc, items = [], html, href, video, steps = [], onClose, onConfirm, confirmLabel, cancelLabel,
  isConfirmPending = false, onNavigate = (to) => window.location.assign(to),
}: PopupDialogProps) {
  const [step, setStep] = useState(0);
  const stepsRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  // A new guide starts at its first step.
  useEffect(() => {
    if (isOpen) setStep(0);
  }, [isOpen, section, steps]);
  // Back to the first step hides Back, which had the focus: hand it to the primary button, not to <body>.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    stepsRef.current?.closest('[role]')?.querySelector<HTMLElement>('[data-primary]')?.focus();
  }, [step]);

  if (!section) return null;
  const row: PopupSectionSpec = popupSectionTable[section];
  const isDecision = row.buttons.some((b) => b.action === 'confirm');
  const lastStep = Math.max(steps.length - 1, 0);
  const hrefOf = (b: PopupButtonSpec) => href || b.href;

  // The buttons this popup shows: a confirm needs the caller's onConfirm, a link a path; a step guide shows
  // Back after the first step, Next before the last and its close button (Done) on the last.
  const shown = row.buttons.filter((b) => {
    if (b.action === 'confirm') return !!onConfirm;
    if (b.action === 'navigate') return !!hrefOf(b);
    if (row.body !== 'steps') return true;
    if (b.action === 'back') return step > 0;
    if (b.action === 'next') return step < lastStep;
    return step === lastStep;
  });

  const dismiss = () => {
    if (isConfirmPending) return;
    const to = row.dismissal === 'navigate' ? shown.map(hrefOf).find(Boolean) : undefined;
    onClose();
    if (to) onNavigate(to);
  };

  const renderButton = (b: PopupButtonSpec, i: number) => {
    const { tone, autoFocus } = b;
    const common = { 'data-action': b.action, 'data-primary': b.variant === 'primary' ? '' : undefined };
    if (b.action === 'navigate') {
      return (
        <RACLink key={i} {...common} href={hrefOf(b)} onPress={onClose} autoFocus={autoFocus} className={button({ variant: b.variant, tone })}>
          {b.label}
        </RACLink>
      );
    }
    const label = b.action === 'close' && isDecision ? (cancelLabel ?? b.label) : b.action === 'confirm' ? (confirmLabel ?? b.label) : b.label;
    const onPress = {
      close: onClose,
      confirm: onConfirm,
      back: () => {
        moveFocus.current = step === 1;
        setStep((s) => Math.max(s - 1, 0));
      },
      next: () => setStep((s) => Math.min(s + 1, lastStep)),
      navigate: undefined,
    }[b.action];
    return (
      <Button
        // Next and Done share a key, so the focus stays on the button as Next turns into Done.
        key={b.action === 'next' || (row.body === 'steps' && b.action === 'close') ? 'forward' : i}
        {...common}
        variant={b.variant}
        tone={tone}
        autoFocus={autoFocus}
        onPress={onPress}
        isPending={b.action === 'confirm' && isConfirmPending}
        isDisabled={b.action !== 'confirm' && isConfirmPending}
      >
        {label}
      </Button>
    );
  };

  const text = desc || row.desc;
  const current = steps[Math.min(step, lastStep)];
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && dismiss()}
      title={title || row.title}
      role={row.role}
      tone={row.tone}
      isDismissable={!isConfirmPending}
      actions={shown.length > 0 ? shown.map(renderButton) : undefined}
    >
      <Stack gap="small" minWidth={0} data-section={section}>
        {text && <Text as="p" tone="secondary" breakWords>{text}</Text>}
        {items.length > 0 && (
          <Stack as="ul" gap="xxsmall" paddingLeft="large" className={css.list}>
            {items.map((item) => <li key={item}>{item}</li>)}
          </Stack>
        )}
        {row.body === 'html' && html && (
          <Suspense fallback={null}>
            <SafeHtml html={html} className={css.html} />
          </Suspense>
        )}
        {row.body === 'video' && video && (
          // preload="none": nothing is fetched until the retailer presses play; the poster stands in.
          <video className={css.video} src={video.src} poster={video.poster} controls preload="none" playsInline aria-label={title || row.title}>
            {video.captions && <track kind="captions" src={video.captions} srcLang="en" label="English" default />}
          </video>
        )}
        {row.body === 'steps' && current && (
          // Read out as the guide moves on, since the focus stays on Next.
          <Stack gap="xsmall" ref={stepsRef} data-step={step} aria-live="polite">
            <Text as="p" size="small" weight="medium" tone="muted">Step {step + 1} of {steps.length}</Text>
            {/* Under the dialog's title, which react-aria's Dialog makes an h2. */}
            <Heading level="3" size="large" tone="primary">{current.title}</Heading>
            <Text as="p" tone="secondary" breakWords>{current.desc}</Text>
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
