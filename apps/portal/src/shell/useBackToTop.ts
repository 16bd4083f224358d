import { useEffect, useState } from 'react';
import { BACK_TO_TOP_DEBOUNCE_MS, BACK_TO_TOP_PX } from '@trade-portal/domain';

/**
 * §2.4: whether the back-to-top button shows: after more than 100 px of scroll, debounced 50 ms.
 * @returns true once the window has been scrolled past the threshold and stayed there for 50 ms
 */
export function useBackToTop(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(window.scrollY > BACK_TO_TOP_PX), BACK_TO_TOP_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return visible;
}
