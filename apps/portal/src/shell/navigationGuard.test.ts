// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNavigationBlocked, rememberEntry, requestLeave, setNavigationBlocker } from './navigationGuard';
import { installNavigationListeners, linkDestination } from './navigationListeners';

const click = (el: Element, init: MouseEventInit = {}) => new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });

describe('navigation guard (ADR 0007 amendment, §2.10 navigation-prompt)', () => {
  let remove: (() => void) | null = null;
  afterEach(() => {
    setNavigationBlocker(null);
    remove?.();
    remove = null;
    document.body.innerHTML = '';
  });

  it('lets a navigation through at once without a blocker', () => {
    const proceed = vi.fn();
    expect(isNavigationBlocked()).toBe(false);
    requestLeave('/my-orders', proceed);
    expect(proceed).toHaveBeenCalledWith(false);
  });

  it('hands the navigation to the blocker, which proceeds after the prompt or never', () => {
    let resume: ((after: boolean) => void) | null = null;
    const stop = setNavigationBlocker((destination, proceed) => {
      if (destination === '/cart') return false;
      resume = proceed;
      return true;
    });
    const proceed = vi.fn();
    requestLeave('/cart', proceed);
    expect(proceed).toHaveBeenLastCalledWith(false);
    proceed.mockClear();
    requestLeave(null, proceed);
    expect(proceed).not.toHaveBeenCalled();
    resume!(true);
    expect(proceed).toHaveBeenCalledWith(true);
    stop();
    expect(isNavigationBlocked()).toBe(false);
  });

  it('a removed blocker does not remove a newer one', () => {
    const stopFirst = setNavigationBlocker(() => true);
    setNavigationBlocker(() => true);
    stopFirst();
    expect(isNavigationBlocked()).toBe(true);
  });

  it('reads the in-app destination of plain link clicks only', () => {
    document.body.innerHTML = `
      <a id="in" href="/my-orders?x=1"><span>My orders</span></a>
      <a id="blank" href="/videos" target="_blank">Videos</a>
      <a id="out" href="https://example.org/">Out</a>
      <a id="dl" href="/invoice.pdf" download>PDF</a>`;
    const origin = window.location.origin;
    const span = document.querySelector('#in span')!;
    const at = (el: Element, init?: MouseEventInit) => {
      const e = click(el, init);
      Object.defineProperty(e, 'target', { value: el });
      return linkDestination(e, origin);
    };
    expect(at(span)).toBe('/my-orders?x=1');
    expect(at(span, { ctrlKey: true })).toBeNull();
    expect(at(span, { button: 1 })).toBeNull();
    expect(at(document.querySelector('#blank')!)).toBeNull();
    expect(at(document.querySelector('#out')!)).toBeNull();
    expect(at(document.querySelector('#dl')!)).toBeNull();
  });

  it('holds a link click while blocked and navigates after the choice', () => {
    document.body.innerHTML = '<a href="/my-orders">My orders</a>';
    const navigate = vi.fn();
    remove = installNavigationListeners(navigate);
    const link = document.querySelector('a')!;
    // Stands for React Router's Link, which cancels the browser's navigation and routes in the app.
    const reactHandler = vi.fn((e: Event) => e.preventDefault());
    link.addEventListener('click', reactHandler);

    // Not blocked: the click goes on to the page's own handlers.
    link.dispatchEvent(click(link));
    expect(reactHandler).toHaveBeenCalledTimes(1);

    let resume: ((after: boolean) => void) | null = null;
    setNavigationBlocker((_, proceed) => {
      resume = proceed;
      return true;
    });
    const held = click(link);
    link.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(reactHandler).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    resume!(true);
    expect(navigate).toHaveBeenCalledWith('/my-orders');
  });

  it('asks before unload only while blocked', () => {
    remove = installNavigationListeners(vi.fn());
    const free = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(free);
    expect(free.defaultPrevented).toBe(false);
    setNavigationBlocker(() => true);
    const held = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
  });

  it('holds Back: the pop does not reach later listeners and the guarded entry is put back', () => {
    window.history.replaceState({ idx: 1 }, '', '/cart');
    rememberEntry();
    const routerListener = vi.fn();
    window.addEventListener('popstate', routerListener);
    const pushState = vi.spyOn(window.history, 'pushState');
    setNavigationBlocker(() => true);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(routerListener).not.toHaveBeenCalled();
    expect(pushState).toHaveBeenCalledWith({ idx: 1 }, '', expect.stringMatching(/\/cart$/));

    setNavigationBlocker(null);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(routerListener).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', routerListener);
    pushState.mockRestore();
  });
});
