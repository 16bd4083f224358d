import { lazy, Suspense } from 'react';
import type { NotificationStripProps } from './NotificationStrip';

const Strip = lazy(() => import('./NotificationStrip').then((m) => ({ default: m.NotificationStrip })));

/**
 * The notification strip of §2.5 (see `./NotificationStrip.tsx`), its code (with the carousel and Embla)
 * loaded on its own the first time it renders, so pages without messages, and every page's first
 * download, do without it. Renders nothing until the code has arrived: the caller keeps the place.
 */
export function NotificationStrip(props: NotificationStripProps) {
  return (
    <Suspense fallback={null}>
      <Strip {...props} />
    </Suspense>
  );
}
