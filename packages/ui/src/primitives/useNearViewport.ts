import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport, once: false until an
 * IntersectionObserver first sees it there, then true for good (scrolling away does not undo what was
 * loaded or built for it). True at once where IntersectionObserver is missing.
 *
 * Used to put off what a box far below the fold would otherwise cost the loading page: a video's source
 * (ADR 0022) and its native controls, which Chromium builds as soon as `controls` is set (ADR 0038).
 *
 * @param ref the element watched
 * @param rootMargin how far outside the viewport counts as near, as an IntersectionObserver rootMargin ('200px')
 * @returns true once the element has been near the viewport
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);
  return near;
}
