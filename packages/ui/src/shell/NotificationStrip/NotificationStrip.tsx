import { Suspense } from 'react';
import type { NotificationStripProps } from './NotificationStripLayer';
import * as css from './NotificationStrip.css';
import { lazyPart, suspenseComponent } from '../../primitives/lazyPart';

const Strip = suspenseComponent(lazyPart(() => import('./NotificationStripLayer')), (m) => m.NotificationStrip);

/**
 * The notification strip of §2.5 (see `./NotificationStripLayer.tsx`), its code (with the carousel and Embla)
 * loaded on its own the first time it renders, so pages without messages, and every page's first
 * download, do without it. Until the code has arrived its place is kept (`NotificationStripPlaceholder`).
 */
export function NotificationStrip(props: NotificationStripProps) {
  return (
    <Suspense fallback={<NotificationStripPlaceholder />}>
      <Strip {...props} />
    </Suspense>
  );
}

/**
 * The strip's place while its messages or code are on their way: the strip's colour and the height of
 * its usual form (one line of message and the dots on desktop, a few lines on phones), so the page
 * under it does not move when the messages arrive. Hidden from assistive technology.
 */
export function NotificationStripPlaceholder() {
  return <div className={`${css.strip} ${css.placeholder}`} aria-hidden="true" data-placeholder="notifications" />;
}
