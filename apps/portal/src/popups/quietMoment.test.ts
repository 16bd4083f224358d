// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { busyWith, QUIET_MOMENT_MS, untilQuiet, watchInput, whenQuiet } from './quietMoment';

/*
 * A popup that opens by itself (the CMS banner, the stock card tour) waits for a quiet moment: the page
 * left alone for QUIET_MOMENT_MS, not in checkout, no dialog open, no field being typed in, no form with
 * unsaved input. The clock is Vitest's: every wait below is moved, none is waited out.
 */

const tap = () => window.dispatchEvent(new Event('pointerdown'));

beforeAll(() => watchInput());

beforeEach(() => {
  // Every test starts on its own clock, on a page left alone long enough, with nothing going on.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  history.replaceState(null, '', '/place-order');
  document.body.innerHTML = '<div id="root"></div>';
  tap();
  vi.advanceTimersByTime(QUIET_MOMENT_MS);
});

afterEach(() => vi.useRealTimers());

describe('a quiet moment', () => {
  it('counts from the last tap, key, wheel or scroll', () => {
    expect(untilQuiet()).toBe(0);
    tap();
    expect(untilQuiet()).toBe(QUIET_MOMENT_MS);
    vi.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('keydown'));
    expect(untilQuiet()).toBe(QUIET_MOMENT_MS);
    vi.advanceTimersByTime(1_000);
    // A scroll inside a list does not bubble: the capture listener still hears it.
    const list = document.createElement('div');
    document.body.append(list);
    list.dispatchEvent(new Event('scroll'));
    expect(untilQuiet()).toBe(QUIET_MOMENT_MS);
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(QUIET_MOMENT_MS - 1);
    expect(untilQuiet()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(untilQuiet()).toBe(0);
  });

  it('opens the popup only once the retailer has stopped tapping, however long they go on', () => {
    const opened = vi.fn();
    tap();
    whenQuiet(opened);
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(QUIET_MOMENT_MS - 500);
      tap();
    }
    expect(opened).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MOMENT_MS - 1);
    expect(opened).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(opened).toHaveBeenCalledOnce();
  });

  it('never comes in checkout: it waits until the retailer has left the cart and the review', () => {
    const opened = vi.fn();
    for (const path of ['/cart', '/review-order', '/order-confirmation']) {
      history.replaceState(null, '', path);
      expect(busyWith()).toBe('checkout');
    }
    whenQuiet(opened);
    vi.advanceTimersByTime(QUIET_MOMENT_MS * 5);
    expect(opened).not.toHaveBeenCalled();
    history.replaceState(null, '', '/my-orders');
    vi.advanceTimersByTime(QUIET_MOMENT_MS);
    expect(opened).toHaveBeenCalledOnce();
  });

  it('waits while another dialog is open', () => {
    const opened = vi.fn();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    expect(busyWith()).toBe('dialog');
    whenQuiet(opened);
    vi.advanceTimersByTime(QUIET_MOMENT_MS * 3);
    expect(opened).not.toHaveBeenCalled();
    dialog.remove();
    vi.advanceTimersByTime(QUIET_MOMENT_MS);
    expect(opened).toHaveBeenCalledOnce();
  });

  it('never takes the focus from a field being typed in, even one left alone', () => {
    const opened = vi.fn();
    document.body.insertAdjacentHTML('beforeend', '<input id="qty" type="text"><input id="tick" type="checkbox">');
    document.getElementById('qty')!.focus();
    expect(busyWith()).toBe('typing');
    whenQuiet(opened);
    vi.advanceTimersByTime(QUIET_MOMENT_MS * 3);
    expect(opened).not.toHaveBeenCalled();
    // A tick box has the focus but takes no typing.
    document.getElementById('tick')!.focus();
    vi.advanceTimersByTime(QUIET_MOMENT_MS);
    expect(opened).toHaveBeenCalledOnce();
  });

  it('waits while a form has input not yet sent, and not for a search box or a quantity, applied as typed', () => {
    const opened = vi.fn();
    document.body.insertAdjacentHTML('beforeend', '<form id="contact"><textarea></textarea></form><form role="search"><input type="search"></form><input id="qty" inputmode="numeric">');
    document.querySelector('input[type=search]')!.dispatchEvent(new Event('input', { bubbles: true }));
    document.getElementById('qty')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(busyWith()).toBe(null);
    const message = document.querySelector('textarea')!;
    message.dispatchEvent(new Event('input', { bubbles: true }));
    expect(busyWith()).toBe('unsaved');
    whenQuiet(opened);
    vi.advanceTimersByTime(QUIET_MOMENT_MS * 3);
    expect(opened).not.toHaveBeenCalled();
    document.getElementById('contact')!.dispatchEvent(new Event('submit', { bubbles: true }));
    vi.advanceTimersByTime(QUIET_MOMENT_MS);
    expect(opened).toHaveBeenCalledOnce();
  });

  it('forgets a form that has left the page', () => {
    document.body.insertAdjacentHTML('beforeend', '<form id="note"><input name="Note"></form>');
    document.querySelector('input[name=Note]')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(busyWith()).toBe('unsaved');
    document.getElementById('note')!.remove();
    expect(busyWith()).toBe(null);
  });

  it('can be called off before it comes', () => {
    const opened = vi.fn();
    tap();
    const cancel = whenQuiet(opened);
    cancel();
    vi.advanceTimersByTime(QUIET_MOMENT_MS * 2);
    expect(opened).not.toHaveBeenCalled();
  });
});
