import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { isNotificationNarrow, notificationSidePadding, NOTIFICATION_CAROUSEL_SPEED_MS } from '@trade-portal/domain';
import type { NotificationMessage } from '@trade-portal/api-client';
import { Box } from '../../primitives/Box';
import { Carousel } from '../../primitives/Carousel';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { touchTarget, vars } from '../../theme';
import { isHexColour, wantsLightText } from './colour';
import { opensInNewTab } from './links';
import * as css from './NotificationStrip.css';

export interface NotificationStripProps {
  messages: readonly NotificationMessage[];
  /** A message was closed (it is removed locally only, §2.5); for analytics or persistence. */
  onClose?: (id: number) => void;
}


const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
/** The window's inner width in CSS px, following resizes (§9 measures the window, not the strip). */
const useWindowWidth = () => useSyncExternalStore(subscribeResize, () => window.innerWidth, () => 1440);

/**
 * The banner strip of notification messages under the header (§2.5), on the `Carousel` with the §9
 * rules: 500 ms per slide, one at a time, not infinite, dots and arrows only with more than one message;
 * up to 767 px wide no centre mode and no arrows; side padding from `notificationSidePadding` (15 px up
 * to 820 px, 110 px up to 1420 px, then (width − 1215) / 2). Each slide shows 'Message N of M', the
 * title, the copy and the optional link (a link off the portal opens in a new tab), and a close button
 * that removes that message for this page only. Renders nothing when no message is left.
 */
export function NotificationStrip({ messages, onClose }: NotificationStripProps) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const width = useWindowWidth();
  const shown = messages.filter((m) => !closed.has(m.Id));
  if (shown.length === 0) return null;
  const narrow = isNotificationNarrow(width);
  const close = (message: NotificationMessage) => {
    setClosed((prev) => new Set(prev).add(message.Id));
    onClose?.(message.Id);
  };
  return (
    <div className={css.strip}>
      <Carousel
        // A new set of messages starts again at the first.
        key={shown.map((m) => m.Id).join(',')}
        label="Notifications"
        speedMs={NOTIFICATION_CAROUSEL_SPEED_MS}
        loop={false}
        align={narrow ? 'start' : 'center'}
        sidePadding={notificationSidePadding(width)}
        gap={narrow ? '0px' : vars.space.small}
        showArrows={!narrow}
        slideLabel={(i, n) => `Message ${i + 1} of ${n}`}
        previousLabel="Previous message"
        nextLabel="Next message"
        dotLabel={(i) => `Show message ${i + 1}`}
        controlsClassName={css.controls}
      >
        {shown.map((message, i) => {
          const coloured = isHexColour(message.BackgroundColor);
          const light = coloured && wantsLightText(message.BackgroundColor);
          const style: CSSProperties | undefined = coloured ? { background: message.BackgroundColor!, color: light ? '#ffffff' : '#0b1220' } : undefined;
          return (
            <Box display="flex" alignItems="center" gap="xsmall" key={message.Id} className={css.message} style={style} data-light={light || undefined}>
              <Box display="flex" flexWrap="wrap" alignItems="baseline" className={css.text}>
                <span className={css.counter}>
                  Message {i + 1} of {shown.length}
                </span>
                <Text weight="strong" breakWords>{message.Title}</Text>
                <Text breakWords>{message.Copy}</Text>
                {message.LinkUrl && (
                  <Link href={message.LinkUrl} className={touchTarget} tone={light ? 'inverse' : coloured ? 'neutral' : 'interactive'} target={opensInNewTab(message.LinkUrl) ? '_blank' : undefined}>
                    {message.LinkLabel || message.LinkUrl}
                  </Link>
                )}
              </Box>
              <IconButton icon="close" size="small" tone={light ? 'inverse' : 'neutral'} aria-label={`Close message: ${message.Title}`} onPress={() => close(message)} />
            </Box>
          );
        })}
      </Carousel>
    </div>
  );
}
