/**
 * Popups that open by themselves on a visit (the CMS popup banner of §3, the stock card tour of §4) take
 * turns: each asks for a turn when it has something to show and gives it back once it has gone; only the
 * first in line shows, the others wait in the order they asked. Without it, on a first visit to
 * /stock-card the tour whose code arrived after the banner had opened stood over the banner (issue 23).
 * A module of its own, not React state: the banner lives in the shell and the tour in a page.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

/** One request for a turn; an object, so two asks with the same name are two places in line. */
interface Place {
  readonly name: string;
}

const line: Place[] = [];
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/**
 * Joins the line.
 * @param name who asks ('popUpBanner', 'stockCardTour'); two asks of one name are kept apart
 * @returns gives the place back (the turn passes to the next in line); calling it again does nothing
 */
export function askTurn(name: string): () => void {
  const place: Place = { name };
  line.push(place);
  tell();
  return () => {
    const at = line.indexOf(place);
    if (at < 0) return;
    line.splice(at, 1);
    tell();
  };
}

/** Whether `name` is first in line, so its popup may show now. */
export function hasTurn(name: string): boolean {
  return line[0]?.name === name;
}

/**
 * Calls `listener` whenever the line changes.
 * @returns stops calling it
 */
export function subscribeTurns(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a modal dialog is open: react-aria portals its modals to <body>, outside the app's root. */
function modalOpen(): boolean {
  const root = document.getElementById('root');
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((d) => !root?.contains(d));
}

/**
 * A popup's place in line while `wanted`, given back when it no longer is or the component unmounts.
 * @param name who asks (see {@link askTurn})
 * @param wanted true while the popup has something to show (asked first, or open)
 * @param waitForModals also wait, once first in line, until no modal dialog is left in the page (the
 *   one before it fading out, the suggestion of §1): for a popup that is not itself modal. Once it may
 *   show, it stays shown.
 * @returns true while it is `name`'s turn: show the popup only then
 */
export function usePopupTurn(name: string, wanted: boolean, { waitForModals = false }: { waitForModals?: boolean } = {}): boolean {
  useEffect(() => (wanted ? askTurn(name) : undefined), [name, wanted]);
  const first = useSyncExternalStore(subscribeTurns, () => hasTurn(name), () => false);
  const [clear, setClear] = useState(!waitForModals);
  useEffect(() => {
    if (clear || !wanted || !first) return;
    if (!modalOpen()) {
      setClear(true);
      return;
    }
    // Modals are portalled to <body>: one leaving it is a change of its children.
    const observer = new MutationObserver(() => {
      if (modalOpen()) return;
      observer.disconnect();
      setClear(true);
    });
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [clear, wanted, first]);
  return wanted && first && clear;
}
