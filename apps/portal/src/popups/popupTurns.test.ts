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
    ask('popUpBanner');
    expect(hasTurn('stockCardTour')).toBe(true);
    expect(hasTurn('popUpBanner')).toBe(false);
    tourDone();
    expect(hasTurn('popUpBanner')).toBe(true);
    expect(hasTurn('stockCardTour')).toBe(false);
  });

  it('keeps the order of asking, whoever asks first', () => {
    const bannerClosed = ask('popUpBanner');
    ask('stockCardTour');
    expect(hasTurn('popUpBanner')).toBe(true);
    expect(hasTurn('stockCardTour')).toBe(false);
    bannerClosed();
    expect(hasTurn('stockCardTour')).toBe(true);
  });

  it('lets one that stops waiting leave the line without taking the turn from the one showing', () => {
    ask('popUpBanner');
    const tourGone = ask('stockCardTour');
    tourGone();
    expect(hasTurn('popUpBanner')).toBe(true);
    // A second give-back is harmless.
    tourGone();
    expect(hasTurn('popUpBanner')).toBe(true);
  });

  it('tells listeners of each change, and no longer once unsubscribed', () => {
    const listener = vi.fn();
    const stop = subscribeTurns(listener);
    const giveBack = ask('popUpBanner');
    giveBack();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    ask('stockCardTour');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('has no turn for anyone while the line is empty', () => {
    expect(hasTurn('popUpBanner')).toBe(false);
    expect(hasTurn('stockCardTour')).toBe(false);
  });
});
