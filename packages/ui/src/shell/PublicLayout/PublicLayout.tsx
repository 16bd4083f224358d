import type { ReactNode } from 'react';
import { MINIMUM_AGE } from '@trade-portal/domain';
import * as css from './PublicLayout.css';

export interface PublicLayoutProps {
  /** The page heading (h1), e.g. 'Log in'. */
  title: string;
  /** The form or message in the card. */
  children: ReactNode;
}

/**
 * The public template of §2.2: the brand on a calm navy-to-grey background, one white card with the
 * page's title and content, and the §1 line under it (tobacco retailers only, 18+, not for the public).
 */
export function PublicLayout({ title, children }: PublicLayoutProps) {
  return (
    <main className={css.page}>
      <span className={css.brand}><span className={css.brandMark} aria-hidden="true">▲</span>Trade Portal</span>
      <div className={css.card}>
        <h1 className={css.title}>{title}</h1>
        {children}
      </div>
      <p className={css.note}>
        This application is for tobacco retailers only, aged {MINIMUM_AGE} or over, and must not be shown to the public.
      </p>
    </main>
  );
}
