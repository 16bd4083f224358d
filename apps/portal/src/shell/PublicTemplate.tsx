import { useEffect, useState, type ReactNode } from 'react';
import { PublicLayout } from '@trade-portal/ui';
import { lazyPart } from '@trade-portal/ui/lazyPart';
import type { PublicTemplateParts } from './publicTemplateParts';

const templateParts = lazyPart(() => import('./publicTemplateParts'));

/** The parts once loaded: one request per page load, whichever public pages are visited. */
let loaded: PublicTemplateParts | undefined;
/** The footer once its chunk has arrived (it does not wait for the server's answer). */
let loadedFooter: ReactNode = null;

/**
 * The public template of §2.2 as the portal uses it (/login, /contact-us and the other public pages):
 * the login-style layout with the CMS notification slider under the card and the background image or
 * video (ADR 0021). None of it is in the page's first download: when the browser is next idle after
 * the first render, `publicTemplateParts` is fetched as its own chunk and asks the server. The slider's
 * place is kept meanwhile; with no message it is given back, and with no background the template's own
 * colours stay. Under it, the logged-out footer (§2.3, §2.7): Contact Us, Help, Terms of Use, Privacy
 * Statement and Cookies Policy, so a visitor of any public page reaches them; it comes with the same
 * chunk (kept out of /login's budget), its place at the window's bottom, so nothing above it moves.
 */
export function PublicTemplate({ title, children }: { title: string; children: ReactNode }) {
  const [parts, setParts] = useState(loaded);
  const [footer, setFooter] = useState(loadedFooter);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const load = () =>
      void templateParts
        .load()
        .then((m) => {
          loadedFooter = m.publicFooter;
          if (live) setFooter(loadedFooter);
          return m.loadPublicTemplateParts();
        })
        .catch(() => ({}))
        .then((p) => {
          loaded = p;
          if (live) setParts(p);
        });
    const idle = 'requestIdleCallback' in window;
    const id = idle ? window.requestIdleCallback(load, { timeout: 2000 }) : window.setTimeout(load, 200);
    return () => {
      live = false;
      if (idle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, []);
  return (
    <PublicLayout title={title} slider={parts ? parts.slider : null} background={parts?.background} footer={footer}>
      {children}
    </PublicLayout>
  );
}
