import { useRef, useState } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { helpbotMachine, type FetchQuestionInput } from '@trade-portal/machines';
import { Helpbot, type HelpbotMessage, type HelpbotMode } from '@trade-portal/ui';
import { fetchHelpbotQuestion } from '../api';
import { trackHelpbotOpen } from '../analytics/analytics';

/** How long a link to a section (`/#downloads`) waits for the section to appear after navigating, ms. */
const SECTION_WAIT_MS = 3000;

/** Scrolls to the element with id `id` once it is there (a lazy page renders it a moment later). */
function scrollToSection(id: string): void {
  const started = performance.now();
  const look = () => {
    const target = document.getElementById(id);
    if (target) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    } else if (performance.now() - started < SECTION_WAIT_MS) {
      requestAnimationFrame(look);
    }
  };
  requestAnimationFrame(look);
}

/**
 * Follows a CTA link answer (§4 Helpbot), given as the machine's path with the hash prefix already
 * stripped ('#/my-orders' → '/my-orders'):
 * - a link to a section of home (`/#downloads`): on home, scrolls to it (the machine closes the chat);
 *   elsewhere, goes home and scrolls to it once the page shows it;
 * - the home link (`/`) while on home: nothing (the machine just closes);
 * - any other path: an in-app navigation; an address of another site opens in the same tab.
 */
export function followHelpbotLink(path: string, location: Pick<Location, 'pathname'>, navigate: NavigateFunction): void {
  const url = new URL(path, window.location.origin);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const section = url.hash.slice(1);
  if (url.pathname !== location.pathname || url.search) void navigate(`${url.pathname}${url.search}${url.hash}`);
  if (section) scrollToSection(section);
}

/** The widget's mode of a machine snapshot, or null while nothing shows (probing, disabled). */
export function helpbotModeOf(snapshot: SnapshotFrom<typeof helpbotMachine>): HelpbotMode | null {
  if (snapshot.hasTag('tab')) return 'tab';
  if (snapshot.hasTag('launcher')) return 'launcher';
  if (snapshot.hasTag('launcherExpanded')) return 'opening';
  if (snapshot.hasTag('open')) return 'open';
  if (snapshot.matches('closing')) return 'closing';
  return null;
}

/** The chat of a machine snapshot as the component's messages (a CTALink answer is a link). */
export function helpbotMessagesOf(snapshot: SnapshotFrom<typeof helpbotMachine>): HelpbotMessage[] {
  return snapshot.context.chat.map((entry) => ({
    question: entry.question.Text,
    answers: entry.question.Answers.map((answer) => ({ text: answer.Text, isLink: !!answer.CTALink })),
    chosenIndex: entry.answerIndex,
  }));
}

/**
 * The help bot of §2.8 and §4 wired: packages/machines' `helpbotMachine` with `fetchQuestion` over GET
 * /api/Cms/HelpbotQuestion of the store (`fetchHelpbotQuestion`; the first question comes from the
 * cache the shell's probe filled), `logOpen` pushing `{ event: 'helpbot_open' }` and `navigate`
 * following a CTA link (`followHelpbotLink`); ui's `Helpbot` draws it. A mouse over the tab shows
 * the launcher again only on devices that hover (`(hover: hover)`), never after a touch.
 */
export default function HelpbotWidgetLayer({ accountNumber }: { accountNumber: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The machine's actions run outside render: they read the page they are on when they run.
  const here = useRef({ location, navigate });
  here.current = { location, navigate };
  const [machine] = useState(() =>
    helpbotMachine.provide({
      actors: { fetchQuestion: fromPromise(({ input }: { input: FetchQuestionInput }) => fetchHelpbotQuestion(accountNumber, input.questionId)) },
      actions: {
        logOpen: () => trackHelpbotOpen(),
        navigate: (_, { path }) => followHelpbotLink(path, here.current.location, here.current.navigate),
      },
    }),
  );
  return <HelpbotView machine={machine} />;
}

/**
 * The help bot run from a given machine (the portal's above, or a story's with a fake `fetchQuestion`):
 * ui's `Helpbot` in the machine's mode, nothing while it probes or once it is disabled.
 */
export function HelpbotView({ machine }: { machine: typeof helpbotMachine }) {
  const [snapshot, send] = useMachine(machine);
  const mode = helpbotModeOf(snapshot);
  if (!mode) return null;
  return (
    <Helpbot
      mode={mode}
      messages={helpbotMessagesOf(snapshot)}
      isTyping={snapshot.matches({ open: 'starting' }) || snapshot.hasTag('loading')}
      onOpen={() => send({ type: 'helpbot.open' })}
      onClose={() => send({ type: 'helpbot.close' })}
      onAnswer={(answerIndex) => send({ type: 'helpbot.answer', answerIndex })}
      onRevert={(index) => send({ type: 'helpbot.revert', index })}
      onHover={() => {
        if (window.matchMedia('(hover: hover)').matches) send({ type: 'helpbot.hover' });
      }}
    />
  );
}
