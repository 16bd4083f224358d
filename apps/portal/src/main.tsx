/**
 * Entry of the portal: the routes of §2 in React Router's declarative mode (ADR 0007). The server-state
 * cache is provided by the private shell, which loads lazily, so /login ships without it.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './router';
import { markStorage, purgeDevice, purgeLeftPending } from './offline/devicePurge';
import './global.css';

// A shared tablet (ADR 0031): an earlier page that began deleting a session's answers from the device and
// was left before it finished (the next person typing another address) left a mark; this page finishes the
// purge first, whichever page it is. Its code loads only then.
if (purgeLeftPending(markStorage())) void purgeDevice().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

/**
 * A link that is hovered, touched or focused is likely to be followed: fetch its route's chunks now, so the
 * next page shows without waiting for the network (issue budgets: "going to /place-order stays instant").
 * One listener on the document covers every link, including the component library's.
 */
function preloadLinkTarget(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  preloadRoute(link.pathname);
}
for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
  document.addEventListener(type, preloadLinkTarget, { passive: true, capture: true });
}

const app = createRoot(root);
const portal = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
// /login is drawn by the entry itself, in the first render: as a transition React draws it in slices that
// yield to the browser, not in one long task (Lighthouse's blocking time on /login 274–288 → 133–246 ms,
// ADR 0038). Every other page is a lazy chunk, drawn when it arrives; there the first render is only the
// shell's stand-in, and as a transition it held the page's first stepper back ~250 ms.
if (window.location.pathname === '/login') startTransition(() => app.render(portal));
else app.render(portal);
