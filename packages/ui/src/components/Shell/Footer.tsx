import { Link } from 'react-aria-components';
import { COPYRIGHT_YEAR, MINIMUM_AGE } from '@trade-portal/domain';
import * as css from './Shell.css';

export interface FooterProps {
  /** Logged-in variant: My account and Resources groups, Reach Declaration, in-app legal links (§2.3, §2.7). */
  isLoggedIn: boolean;
  /** TierAccessLevel 3: the My account group (ordering links) is left out (§2.5, §6). */
  isRestricted?: boolean;
}

/** The footer of §2.7 with the §2.3 link variants and the trade-only line of §1. */
export function Footer({ isLoggedIn, isRestricted = false }: FooterProps) {
  const groups: { title: string; links: [string, string][] }[] = [
    ...(isLoggedIn
      ? [
          ...(isRestricted ? [] : [{ title: 'My account', links: [['My orders', '/my-orders'], ['Place order', '/place-order']] as [string, string][] }]),
          { title: 'Resources', links: [['Partner hub', '/p4p'], ['Videos', '/videos']] as [string, string][] },
        ]
      : []),
    { title: 'Corporate', links: [['Contact Us', isLoggedIn ? '/faqs' : '/contact-us'], ['Help', isLoggedIn ? '/faqs' : '/contact-us']] },
    { title: 'Legal', links: [['Terms of Use', isLoggedIn ? '/terms-conditions' : '/terms-conditions-register'], ['Privacy Statement', isLoggedIn ? '/privacy-policy' : '/privacy-policy-public']] },
  ];
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        {groups.map((g) => (
          <nav key={g.title} aria-label={g.title} className={css.footerGroup}>
            <h2 className={css.footerHeading}>{g.title}</h2>
            {g.links.map(([label, href]) => <Link key={label} href={href} className={css.footerLink}>{label}</Link>)}
          </nav>
        ))}
      </div>
      <div className={css.footerLegal}>
        <span>© {COPYRIGHT_YEAR} Trade Portal. This application is for tobacco retailers only, aged {MINIMUM_AGE} or over, and must not be shown to the public.</span>
        <span style={{ display: 'flex', gap: 16 }}>
          {isLoggedIn && <Link href="/declaration" className={css.footerLink}>Reach Declaration</Link>}
          <Link href={isLoggedIn ? '/cookies-policy' : '/cookies-policy-public'} className={css.footerLink}>Cookies Policy</Link>
        </span>
      </div>
    </footer>
  );
}
