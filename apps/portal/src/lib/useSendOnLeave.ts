import { useEffect } from 'react';

/**
 * Calls `send` when the page is left for another document or hidden (reload, a typed address, the tab
 * closed or switched away from on a tablet): a quantity still in the cart editor's 300 ms quiet time
 * would otherwise be lost (§4 Saved cart).
 * @param send what to send now, e.g. the cart editor's `flush`; keep it stable
 */
export function useSendOnLeave(send: () => Promise<void> | void): void {
  useEffect(() => {
    const now = () => void send();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') now();
    };
    window.addEventListener('pagehide', now);
    window.addEventListener('beforeunload', now);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', now);
      window.removeEventListener('beforeunload', now);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [send]);
}
