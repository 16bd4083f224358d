/**
 * Popups that open by themselves on a visit (the CMS popup banner of §3, the stock card tour of §4) take
 * turns: each asks for a turn when it has something to show and gives it back once it has gone; only the
 * first in line shows, the others wait in the order they asked. Without it, on a first visit to
 * /stock-card the tour whose code arrived after the banner had opened stood over the banner.
 * A module of its own, not React state: the banner lives in the shell and the tour in a page.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { QUIET_MOMENT_MS, watchInput, whenQuiet } from './quietMoment';

/** One request for a turn; an object, so two asks with the same name are two places in line. */
interface Place {
  readonly name: string;
}

const line: Place[] = [];
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/**
 * Joins the line.
 * @param name who asks ('popupBanner', 'stockCardTour'); two asks of one name are kept apart
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

/**
 * A popup's place in line while `wanted`, given back when it no longer is or the component unmounts.
 * Once first in line it waits for a quiet moment (`quietMoment.ts`: the page left alone for a few
 * seconds, not in checkout, no other dialog open, no field being typed in or form with unsaved input),
 * so that a popup that opens unasked never lands under a finger or takes the focus from a field. Once
 * it may show, it stays shown.
 * @param name who asks (see `askTurn`)
 * @param wanted true while the popup has something to show (asked first, or open)
 * @param quietMs how long the page must have been left alone, ms (default `QUIET_MOMENT_MS`)
 * @returns true while it is `name`'s turn: show the popup only then
 */
export function usePopupTurn(name: string, wanted: boolean, { quietMs = QUIET_MOMENT_MS }: { quietMs?: number | undefined } = {}): boolean {
  useEffect(() => {
    if (!wanted) return;
    watchInput();
    return askTurn(name);
  }, [name, wanted]);
  const first = useSyncExternalStore(subscribeTurns, () => hasTurn(name), () => false);
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (clear || !wanted || !first) return;
    return whenQuiet(() => setClear(true), quietMs);
  }, [clear, wanted, first, quietMs]);
  return wanted && first && clear;
}
