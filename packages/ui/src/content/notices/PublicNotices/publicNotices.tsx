import { useState } from 'react';
import { NOTIFICATION_CAROUSEL_SPEED_MS, opensLoggedOut, publicSliderAutoplayMs, stickyFirst } from '@trade-portal/domain';
import type { BackgroundAsset, NotificationMessage } from '@trade-portal/api-client';
import { media as mediaQueries, touchTarget } from '../../../theme';
import { Stack } from '../../../primitives/Box';
import { Carousel } from '../../../primitives/Carousel';
import { Link } from '../../../primitives/Link';
import { Text } from '../../../primitives/Text';
import { opensInNewTab } from '../../../shell/NotificationStrip/links';
import { isHexColour, wantsLightText } from '../../../shell/NotificationStrip/colour';
import * as css from './PublicNotices.css';

export interface PublicNotificationSliderProps {
  /** The §3 notification messages (GET /api/Cms/Notifications); nothing renders without one. */
  messages: readonly NotificationMessage[];
}

/**
 * The public template's notification slider (§2.2, §9): one message per slide (title, copy, optional
 * link), sticky messages first, 500 ms per slide, not infinite, dots and arrows only with more than one.
 * It rotates every 3000 ms unless a message is sticky, with a pause button first; never under
 * `prefers-reduced-motion` (the `Carousel`'s rules). A message's link shows only when a visitor without a
 * session can open it (`opensLoggedOut`): a private page such as /see-all-downloads would only lead back
 * to /login, so that message shows its title and copy alone.
 */
export function PublicNotificationSlider({ messages }: PublicNotificationSliderProps) {
  if (messages.length === 0) return null;
  const ordered = stickyFirst(messages.map((m) => ({ ...m, IsSticky: m.IsSticky ?? false })));
  return (
    <Carousel
      label="Notifications"
      className={css.slider}
      speedMs={NOTIFICATION_CAROUSEL_SPEED_MS}
      autoplayMs={publicSliderAutoplayMs(ordered)}
      slideLabel={(i, n) => `Message ${i + 1} of ${n}`}
      previousLabel="Previous message"
      nextLabel="Next message"
      dotLabel={(i) => `Show message ${i + 1}`}
    >
      {ordered.map((m) => {
        const coloured = isHexColour(m.BackgroundColor);
        const light = coloured ? wantsLightText(m.BackgroundColor) : false;
        return (
          <Stack gap="xxsmall" alignItems="flex-start" key={m.Id} className={css.slide} style={coloured ? { background: m.BackgroundColor!, color: light ? '#ffffff' : '#0b1220' } : undefined}>
            <Text as="p" weight="strong">{m.Title}</Text>
            <Text as="p">{m.Copy}</Text>
            {m.LinkUrl && opensLoggedOut(m.LinkUrl) && (
              <Link href={m.LinkUrl} className={touchTarget} tone={light ? 'inverse' : coloured ? 'neutral' : 'interactive'} target={opensInNewTab(m.LinkUrl) ? '_blank' : undefined}>
                {m.LinkLabel || m.LinkUrl}
              </Link>
            )}
          </Stack>
        );
      })}
    </Carousel>
  );
}

export interface PublicBackgroundProps {
  /** The chosen §3 background asset (see `pickBackground` in the domain). */
  asset: BackgroundAsset;
}

const isVideo = (asset: BackgroundAsset) => asset.IsVideo || (!asset.IsImage && /\.(webm|mp4|ogv)(\?|$)/i.test(asset.AssetUrl));

/**
 * The public template's background image or video (§2.2), behind everything and hidden from assistive
 * technology. It fades in once loaded over the template's static navy, so the text on it stays readable
 * meanwhile; a dark veil over it keeps the white brand line readable whatever the picture. A video is
 * muted, looped and inline, and plays by itself only without `prefers-reduced-motion` (then it shows its
 * first frame, `preload="metadata"`); otherwise `preload="auto"`, as it plays at once.
 */
export function PublicBackground({ asset }: PublicBackgroundProps) {
  const [loaded, setLoaded] = useState(false);
  const [still] = useState(() => window.matchMedia(mediaQueries.reducedMotion).matches);
  const className = loaded ? `${css.media} ${css.loaded}` : css.media;
  return (
    <div className={css.background} aria-hidden="true" data-background={isVideo(asset) ? 'video' : 'image'}>
      {isVideo(asset) ? (
        <video className={className} src={asset.AssetUrl} muted loop playsInline autoPlay={!still} preload={still ? 'metadata' : 'auto'} onLoadedData={() => setLoaded(true)} tabIndex={-1} />
      ) : (
        <img className={className} src={asset.AssetUrl} alt="" onLoad={() => setLoaded(true)} decoding="async" />
      )}
      <div className={css.veil} />
    </div>
  );
}
