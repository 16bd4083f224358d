import type { ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { Footer } from '../Footer';
import { Box } from '../../primitives/Box';
import { Icon } from '../../primitives/Icon';
import { sprinkles } from '../../theme';
import * as css from './PublicFrame.css';

export interface PublicFrameProps {
  /** The page: its own h1 and content. */
  children: ReactNode;
  /** The link at the right of the bar. @default { label: 'Log in', href: '/login' } */
  action?: { label: string; href: string };
}

/**
 * The frame of the standalone public pages of §2.2 (/privacy-policy-public, /cookies-policy-public,
 * /terms-conditions-register) and of the 404 page for a logged-out visitor (§2.1): a navy bar with the
 * brand (→ /login) and a 'Log in' link, the page on white, and the logged-out footer (§2.3, §2.7).
 */
export function PublicFrame({ children, action = { label: 'Log in', href: '/login' } }: PublicFrameProps) {
  return (
    <Box display="flex" flexDirection="column" className={css.frame}>
      <header className={css.bar}>
        <Box display="flex" alignItems="center" justifyContent="space-between" gap="medium" className={css.barInner}>
          <RACLink href="/login" className={`${sprinkles({ display: 'inline-flex', alignItems: 'center' })} ${css.brand}`} aria-label="Trade Portal, log in">
            <Icon name="triangle" filled size={16} className={css.brandMark} />Trade Portal
          </RACLink>
          <RACLink href={action.href} className={`${sprinkles({ display: 'inline-flex', alignItems: 'center' })} ${css.login}`}>{action.label}</RACLink>
        </Box>
      </header>
      <main className={css.main} id="content" tabIndex={-1}>
        {children}
      </main>
      <Footer isLoggedIn={false} />
    </Box>
  );
}
