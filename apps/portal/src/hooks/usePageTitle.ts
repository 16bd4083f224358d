import { useEffect } from 'react';

/**
 * Sets the browser tab's title to '{title} · Trade Portal' while the page shows (every page of §2),
 * and puts back 'Trade Portal' when it goes.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Trade Portal`;
    return () => {
      document.title = 'Trade Portal';
    };
  }, [title]);
}
