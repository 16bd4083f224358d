import { useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import * as css from './NotificationStrip.css';

/** A notification message as the API sends it (§3); BackgroundColor and IsSticky are not used here. */
export interface NotificationMessage {
  Id: number;
  Title: string;
  Copy: string;
  LinkLabel?: string | null;
  LinkUrl?: string | null;
}

export interface NotificationStripProps {
  messages: readonly NotificationMessage[];
  /** A message was closed (it is removed locally only, §2.5); for analytics or persistence. */
  onClose?: (id: number) => void;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * The banner strip of notification messages under the header (§2.5, §9): 'Message N of M', the title,
 * the copy and an optional link, with a close button per message that removes it locally only.
 * Previous/next buttons and dots show only with more than one message; nothing moves on its own
 * (DESIGN.md: no carousel moves the thing under a finger). Renders nothing when no message is left.
 */
export function NotificationStrip({ messages, onClose }: NotificationStripProps) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const [index, setIndex] = useState(0);
  const shown = messages.filter((m) => !closed.has(m.Id));
  if (shown.length === 0) return null;
  const current = Math.min(index, shown.length - 1);
  const message = shown[current]!;
  const many = shown.length > 1;
  const go = (i: number) => setIndex((i + shown.length) % shown.length);
  const close = () => {
    setClosed((prev) => new Set(prev).add(message.Id));
    onClose?.(message.Id);
  };
  return (
    <section className={css.strip} aria-label="Notifications" aria-roledescription="carousel">
      <div className={css.inner}>
        {many && <IconButton icon="chevronLeft" aria-label="Previous message" size="small" onPress={() => go(current - 1)} />}
        <div className={css.message} aria-live="polite" aria-atomic="true" aria-roledescription="slide" role="group" aria-label={`Message ${current + 1} of ${shown.length}`}>
          <span className={css.counter}>Message {current + 1} of {shown.length}</span>
          <span className={css.title}>{message.Title}</span>
          <span className={css.copy}>{message.Copy}</span>
          {message.LinkUrl && (
            <Link href={message.LinkUrl} target={isExternal(message.LinkUrl) ? '_blank' : undefined}>
              {message.LinkLabel || 'Find out more'}
            </Link>
          )}
        </div>
        <div className={css.controls}>
          {many && (
            <>
              <div className={css.dots}>
                {shown.map((m, i) => (
                  <RACButton key={m.Id} className={css.dot} aria-label={`Show message ${i + 1}`} aria-current={i === current ? 'true' : undefined} onPress={() => go(i)} />
                ))}
              </div>
              <IconButton icon="chevronRight" aria-label="Next message" size="small" onPress={() => go(current + 1)} />
            </>
          )}
          <IconButton icon="close" aria-label={`Close message: ${message.Title}`} size="small" onPress={close} />
        </div>
      </div>
    </section>
  );
}
