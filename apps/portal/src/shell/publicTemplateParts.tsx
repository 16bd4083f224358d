/**
 * The public template's CMS parts (§2.2; ADR 0021): loaded by `PublicTemplate` once the page is idle,
 * as a chunk of its own with the server-access module, the carousel and Embla, so none of it is in the
 * first download of /login or the other public pages.
 */
import type { ReactNode } from 'react';
import { Footer, PublicBackground, PublicNotificationSlider } from '@trade-portal/ui';
// Directly, not through the api index: /login loads this and needs neither the session client nor the query cache.
import { loadPublicNotices } from '../api/publicNotices';

/** The logged-out footer of the public pages (§2.3, §2.7): Contact Us, Terms and Privacy lead to their public routes. */
export const publicFooter = <Footer isLoggedIn={false} />;

/** The slider and background as `PublicLayout` takes them; `undefined` for a part there is none of. */
export interface PublicTemplateParts {
  slider?: ReactNode;
  background?: ReactNode;
}

/**
 * Asks for the messages and backgrounds (public calls, no session) and makes the parts: the slider when
 * there is a message, the background (sticky, else random) when there is one. Never rejects (§8 CMS
 * fetch failure: nothing shown).
 */
export async function loadPublicTemplateParts(): Promise<PublicTemplateParts> {
  const { messages, background } = await loadPublicNotices();
  return {
    slider: messages.length > 0 ? <PublicNotificationSlider messages={messages} /> : undefined,
    background: background ? <PublicBackground asset={background} /> : undefined,
  };
}
