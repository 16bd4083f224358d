import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The path the shell last showed, kept outside React so a remount of the shell is no navigation. */
let lastPath: string | null = null;

/**
 * After an in-app navigation, moves keyboard and screen-reader focus to the new page's `<h1>` inside
 * `#content` (made focusable with tabindex -1), as a full page load would start reading at the top;
 * otherwise focus stays on the link that was pressed, or falls to `<body>`. The first page of a visit
 * keeps the browser's own start (the path is remembered across remounts
 * of the shell). Lazy pages render their heading a moment later, so it is looked for over up to 2000 ms.
 */
export function useFocusPageHeading(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = lastPath;
    lastPath = pathname;
    if (previous === null || previous === pathname) return;
    let frame = 0;
    const started = performance.now();
    const look = () => {
      const heading = document.querySelector<HTMLElement>('#content h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (performance.now() - started < 2000) {
        frame = requestAnimationFrame(look);
      }
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
