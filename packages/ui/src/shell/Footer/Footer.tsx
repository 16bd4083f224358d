import { memo } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { COPYRIGHT_YEAR, MINIMUM_AGE } from '@trade-portal/domain';
import { Box } from '../../primitives/Box';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { sprinkles } from '../../theme';
import * as css from './Footer.css';

/** A footer link: a line of its own, its words centred in its 32 px. */
const linkClass = `${sprinkles({ display: 'inline-flex', alignItems: 'center' })} ${css.link}`;

export interface FooterProps {
  /** Logged-in variant: the My account and Resources groups, Reach Declaration and the in-app legal links (§2.3, §2.7). */
  isLoggedIn: boolean;
  /** TierAccessLevel 3: the My account group (ordering links) is left out (§2.5, §6). @default false */
  isRestricted?: boolean;
}

interface Group {
  title: string;
  links: ReadonlyArray<readonly [label: string, href: string]>;
}

/** The footer's link groups for a state; exported for tests of the §2.3 variants. */
export function footerGroups(isLoggedIn: boolean, isRestricted = false): Group[] {
  return [
    ...(isLoggedIn && !isRestricted ? [{ title: 'My account', links: [['My orders', '/my-orders'], ['Place order', '/place-order']] } as const] : []),
    ...(isLoggedIn ? [{ title: 'Resources', links: [['Partner hub', '/p4p'], ['Videos', '/videos']] } as const] : []),
    { title: 'Corporate', links: [['Contact Us', isLoggedIn ? '/faqs' : '/contact-us'], ['Help', isLoggedIn ? '/faqs' : '/contact-us']] },
    {
      title: 'Legal',
      links: [
        ['Terms of Use', isLoggedIn ? '/terms-conditions' : '/terms-conditions-register'],
        ['Privacy Statement', isLoggedIn ? '/privacy-policy' : '/privacy-policy-public'],
      ],
    },
  ];
}

/**
 * The footer of §2.7 with the §2.3 logged-in/out link variants, the copyright line (2021), Reach
 * Declaration (logged in only), Cookies Policy, and the §1 line: for tobacco retailers only, 18+, not
 * to be shown to the public.
 * Memoised: the private shell re-renders as each of its queries answers; this is drawn again only when
 * its own props change.
 */
export const Footer = memo(function Footer({ isLoggedIn, isRestricted = false }: FooterProps) {
  return (
    <footer className={css.footer}>
      <div className={css.groups}>
        {footerGroups(isLoggedIn, isRestricted).map((g) => (
          <Box as="nav" display="flex" flexDirection="column" alignItems="flex-start" key={g.title} aria-label={g.title}>
            <Heading level="2" size="xsmall" tone="accent" marginBottom="xxsmall" className={css.heading}>{g.title}</Heading>
            {g.links.map(([label, href]) => (
              <RACLink key={label} href={href} className={linkClass}>{label}</RACLink>
            ))}
          </Box>
        ))}
      </div>
      <Box display="flex" flexWrap="wrap" gap="small" justifyContent="space-between" alignItems="center" className={css.legal}>
        <Text as="p" className={css.notice}>
          © {COPYRIGHT_YEAR} Trade Portal. This application is for tobacco retailers only, aged {MINIMUM_AGE} or over, and must not be shown to the public.
        </Text>
        <Box as="nav" display="flex" gap="medium" flexWrap="wrap" aria-label="Policies">
          {isLoggedIn && <RACLink href="/declaration" className={linkClass}>Reach Declaration</RACLink>}
          <RACLink href={isLoggedIn ? '/cookies-policy' : '/cookies-policy-public'} className={linkClass}>Cookies Policy</RACLink>
        </Box>
      </Box>
    </footer>
  );
});
