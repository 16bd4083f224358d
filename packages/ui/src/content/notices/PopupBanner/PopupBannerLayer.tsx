import { useState } from 'react';
import type { PopUpBanner as BannerData } from '@trade-portal/api-client';
import { media as mediaQueries } from '../../../theme';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Link } from '../../../primitives/Link';
import { opensInNewTab } from '../../../shell/NotificationStrip/links';
import * as css from './PopupBanner.css';

export interface PopupBannerProps {
  banner: BannerData;
  isOpen: boolean;
  /** Closed by its Close button, Escape or a click outside, or by following the call to action. */
  onClose: () => void;
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia(mediaQueries.reducedMotion).matches;

/**
 * A CMS popup banner (§3 Popup banner) as a modal dialog named by its Title: the video (VideoPath, with
 * the image as its poster) or else the image, 16 : 9 in a box of fixed proportions so nothing moves as
 * it loads; the call to action (CTA, to AssetPath; a link off the portal or to a document opens in a new
 * tab) and Close. AutoPlay starts the video muted with its controls shown, RepeatVideoPlay loops it;
 * under `prefers-reduced-motion` it never starts by itself.
 */
export function PopupBanner({ banner, isOpen, onClose }: PopupBannerProps) {
  const [autoPlay] = useState(() => banner.AutoPlay && !reducedMotion());
  const cta = banner.AssetPath && banner.CTA ? { href: banner.AssetPath, text: banner.CTA } : null;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={banner.Title}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>Close</Button>
          {cta && (
            <Link variant="standalone" className={css.cta} href={cta.href} target={opensInNewTab(cta.href) ? '_blank' : undefined} onPress={onClose}>
              {cta.text}
            </Link>
          )}
        </>
      }
    >
      {(banner.VideoPath || banner.ImagePath) && (
        <div className={css.media} data-popup-banner={banner.PopUpBannerId}>
          {banner.VideoPath ? (
            <video
              className={css.fill}
              src={banner.VideoPath}
              poster={banner.ImagePath ?? undefined}
              width={640}
              height={360}
              controls
              playsInline
              muted={autoPlay}
              autoPlay={autoPlay}
              loop={banner.RepeatVideoPlay}
              preload={autoPlay ? 'auto' : 'metadata'}
              aria-label={banner.Title}
            />
          ) : (
            <img className={css.fill} src={banner.ImagePath!} alt="" width={640} height={360} decoding="async" />
          )}
        </div>
      )}
    </Dialog>
  );
}
