import { afterEach, describe, expect, it, vi } from 'vitest';
import { askTurn, hasTurn, subscribeTurns } from './popupTurns';

describe('popup turns (the popup banner and the stock card tour)', () => {
  const giveBacks: (() => void)[] = [];
  const ask = (name: string) => {
    const giveBack = askTurn(name);
    giveBacks.push(giveBack);
    return giveBack;
  };
  afterEach(() => giveBacks.splice(0).forEach((giveBack) => giveBack()));

  it('gives the turn to the first that asks; the second waits until the first has gone', () => {
    const tourDone = ask('stockCardTour');
    ask('popupBanner');
    expect(hasTurn('stockCardTour')).toBe(true);
    expect(hasTurn('popupBanner')).toBe(false);
    tourDone();
    expect(hasTurn('popupBanner')).toBe(true);
    expect(hasTurn('stockCardTour')).toBe(false);
  });

  it('keeps the order of asking, whoever asks first', () => {
    const bannerClosed = ask('popupBanner');
    ask('stockCardTour');
    expect(hasTurn('popupBanner')).toBe(true);
    expect(hasTurn('stockCardTour')).toBe(false);
    bannerClosed();
    expect(hasTurn('stockCardTour')).toBe(true);
  });

  it('lets one that stops waiting leave the line without taking the turn from the one showing', () => {
    ask('popupBanner');
    const tourGone = ask('stockCardTour');
    tourGone();
    expect(hasTurn('popupBanner')).toBe(true);
    // A second give-back is harmless.
    tourGone();
    expect(hasTurn('popupBanner')).toBe(true);
  });

  it('tells listeners of each change, and no longer once unsubscribed', () => {
    const listener = vi.fn();
    const stop = subscribeTurns(listener);
    const giveBack = ask('popupBanner');
    giveBack();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    ask('stockCardTour');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('has no turn for anyone while the line is empty', () => {
    expect(hasTurn('popupBanner')).toBe(false);
    expect(hasTurn('stockCardTour')).toBe(false);
  });
});
