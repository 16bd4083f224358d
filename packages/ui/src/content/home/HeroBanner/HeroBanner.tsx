import type { CSSProperties, ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components';
import type { HeroBanner as HeroBannerData } from '@trade-portal/api-client';
import { Box } from '../../../primitives/Box';
import { Skeleton } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { sprinkles, visuallyHidden } from '../../../theme';
import { readablePair } from '../shared/colour';
import { ctaTarget } from '../shared/links';
import { HERO_IMAGE } from '../shared/sizes';
import * as css from './HeroBanner.css';

/** §8 CMS fetch failure for the banner. */
export const BANNER_NOT_AVAILABLE = 'Banner not available!';

/** Props of `HeroBanner`. */
export interface HeroBannerProps {
  /** The banner; undefined while loading or after a failure. */
  banner: HeroBannerData | undefined;
  /** TanStack Query's status of the call: a 404 (no banner active) is an `error` too. */
  status: 'pending' | 'error' | 'success';
}

/**
 * The home hero banner (§2.9): the title (a level-2 heading), description, call to action, info line and
 * picture on the server's colours (made readable, `shared/colour.ts`). The call to action opens a new tab
 * when NewWindow is set or its Link is a URL (`target=_blank rel=noopener`, said as '(opens in a new
 * tab)'), else it navigates in the portal. Loading shows a skeleton and a failure 'Banner not
 * available!' (§8), both in the box the banner takes: 340 px tall beside the picture from 932 px, else
 * the 2:1 picture over a 280 px panel (ADR 0022), so nothing below moves.
 * `data-state` = `loading` | `failed` | `loaded`.
 */
export function HeroBanner({ banner, status }: HeroBannerProps) {
  if (status === 'pending') {
    return (
      <section className={css.root} aria-busy="true" aria-label="Banner" data-state="loading">
        {/* The same two children in every state: React keeps their nodes, so none of them 'moves' (CLS). */}
        <TextPanel>
          <span className={visuallyHidden} role="status">Loading banner</span>
          <Skeleton width="70%" height={30} />
          <Skeleton width="90%" height={16} />
          <Skeleton width="60%" height={16} />
          <Skeleton width={160} height={44} shape="block" />
        </TextPanel>
        <div className={css.picture} />
      </section>
    );
  }
  if (status === 'error' || !banner) {
    return (
      <section className={css.root} aria-label="Banner" data-state="failed">
        <TextPanel>
          <Text as="p" tone="secondary" weight="medium" role="status">{BANNER_NOT_AVAILABLE}</Text>
        </TextPanel>
        <div className={css.picture} />
      </section>
    );
  }
  const colours = readablePair(banner.ColorBg, banner.ColorText);
  const target = ctaTarget(banner.Link);
  const newTab = banner.NewWindow || target.external;
  return (
    <section className={css.root} aria-labelledby="hero-banner-title" data-state="loaded" style={{ background: colours.background, color: colours.text, [css.TEXT_COLOUR_PROPERTY]: colours.text } as CSSProperties}>
      <TextPanel>
        <h2 id="hero-banner-title" className={css.title}>{banner.Title}</h2>
        <Text as="p" className={css.desc}>{banner.Desc}</Text>
        {banner.CTA && (
          <RACLink
            href={target.href}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener' : undefined}
            className={`${sprinkles({ display: 'inline-flex', alignItems: 'center', flexShrink: 0 })} ${css.cta}`}
            style={{ background: colours.text, color: colours.background }}
            data-new-window={newTab ? '' : undefined}
          >
            {banner.CTA}
            {newTab && <span className={visuallyHidden}> (opens in a new tab)</span>}
          </RACLink>
        )}
        {banner.Info && <Text as="p" size="small" className={css.info}>{banner.Info}</Text>}
      </TextPanel>
      <div className={css.picture}>
        <img className={css.image} src={banner.ImagePath} alt="" width={HERO_IMAGE.width} height={HERO_IMAGE.height} decoding="async" fetchPriority="high" />
      </div>
    </section>
  );
}

/** The banner's words: a column centred in its panel, 8 px apart (12 px and more room from 932 px). */
function TextPanel({ children }: { children: ReactNode }) {
  return (
    <Box
      display="flex" flexDirection="column" justifyContent="center" alignItems="flex-start" gap={{ mobile: 'xsmall', desktop: 'small' }}
      padding={{ mobile: 'medium', desktop: 'xlarge' }} minWidth={0} className={css.text}
    >
      {children}
    </Box>
  );
}
