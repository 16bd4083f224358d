import { useEffect, useState } from 'react';

/** Longest wait for an idle moment after load before the deferred widgets mount anyway, in milliseconds. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Whether the page has become interactive: true after the window's load event and the next idle
 * moment (at most `IDLE_TIMEOUT_MS` later). The shell mounts its deferred widgets (the survey of
 * §2.12, the help bot of §2.8) behind it, so their chunks and first calls cost the first paint nothing.
 * @returns false until then, true for the rest of the page's life
 */
export function useAfterInteractive(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const markReady = () => {
      if (!cancelled) setReady(true);
    };
    const whenIdle = () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(markReady, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(markReady, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return ready;
}
