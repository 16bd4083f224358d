import type { CSSProperties } from 'react';
import { Link as RACLink } from 'react-aria-components';
import type { HomePod } from '@trade-portal/api-client';
import { Box } from '../../../primitives/Box';
import { Carousel } from '../../../primitives/Carousel';
import { SafeHtml } from '../../../primitives/SafeHtml';
import { sprinkles, visuallyHidden } from '../../../theme';
import { InViewVideo } from '../InViewVideo';
import { NAVY, readablePair } from '../shared/colour';
import { ctaTarget } from '../shared/links';
import { POD_IMAGE } from '../shared/sizes';
import * as css from './HomePodCarousel.css';

/** The carousel's transition time, ms (§9 'Home pod carousel speed 500 ms'). */
export const HOME_POD_SPEED_MS = 500;

/** Props of `HomePodCarousel`. */
export interface HomePodCarouselProps {
  /** The pods in their position order (GET /api/Cms/HomePods). */
  pods: readonly HomePod[];
  /** Names the carousel region. @default 'Featured' */
  label?: string;
}

/**
 * The home pod carousel (§2.9, §9): one pod at a time on the `Carousel` (500 ms, not infinite,
 * previous/next, dots and the arrow keys). Each pod is its picture, or a looping muted video that loads
 * only when near the viewport and never plays by itself under reduced motion (`InViewVideo`), then
 * its Title (a level-3 heading) and Desc as sanitised HTML on a navy panel in ColorText, and the call to
 * action in CTAColour: a URL-looking Link (`http(s)://`, `www.`) opens a new tab (said as '(opens in a
 * new tab)'), any other navigates in the portal, with `?survey=true` when OpenSurvey. Side by side from
 * 768 px (320 px tall), stacked below; `HomePodsSkeleton` takes the same room.
 * Each pod is an `article[data-pod-id]`; its call to action carries `data-external` when it leaves.
 */
export function HomePodCarousel({ pods, label = 'Featured' }: HomePodCarouselProps) {
  return (
    <Box display="flex" flexDirection="column" minWidth={0} data-state="loaded">
      <Carousel label={label} speedMs={HOME_POD_SPEED_MS} loop={false} previousLabel="Previous pod" nextLabel="Next pod" dotLabel={(i, n) => `Show pod ${i + 1} of ${n}`}>
        {pods.map((pod) => <Pod key={pod.HomePodId} pod={pod} />)}
      </Carousel>
    </Box>
  );
}

function Pod({ pod }: { pod: HomePod }) {
  const titleId = `home-pod-${pod.HomePodId}-title`;
  const panel = readablePair(NAVY, pod.ColorText);
  const button = readablePair(pod.CTAColour ?? '#ffffff', null);
  const target = ctaTarget(pod.Link, pod.OpenSurvey);
  return (
    <article className={css.pod} aria-labelledby={titleId} data-pod-id={pod.HomePodId}>
      <div className={css.picture}>
        {pod.VideoPath ? (
          <InViewVideo src={pod.VideoPath} poster={pod.ImagePath} width={POD_IMAGE.width} height={POD_IMAGE.height} mode="ambient" className={css.fill} />
        ) : pod.ImagePath ? (
          <img className={css.image} src={pod.ImagePath} alt="" width={POD_IMAGE.width} height={POD_IMAGE.height} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <Box
        display="flex" flexDirection="column" justifyContent="center" alignItems="flex-start" gap={{ mobile: 'xsmall', tablet: 'small' }}
        padding={{ mobile: 'medium', tablet: 'xlarge' }} minWidth={0}
        className={css.panel} style={{ background: panel.background, color: panel.text, [css.PANEL_TEXT_PROPERTY]: panel.text } as CSSProperties}
      >
        <SafeHtml id={titleId} html={pod.Title} elementType="h3" className={css.title} />
        <SafeHtml html={pod.Desc} className={css.desc} />
        {pod.CTA && (
          <RACLink
            href={target.href}
            target={target.external ? '_blank' : undefined}
            rel={target.external ? 'noopener' : undefined}
            className={`${sprinkles({ display: 'inline-flex', alignItems: 'center', flexShrink: 0, marginTop: 'xxsmall' })} ${css.cta}`}
            style={{ background: button.background, color: button.text }}
            data-external={target.external ? '' : undefined}
          >
            {pod.CTA}
            {target.external && <span className={visuallyHidden}> (opens in a new tab)</span>}
          </RACLink>
        )}
      </Box>
    </article>
  );
}
