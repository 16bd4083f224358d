import { useEffect } from 'react';
import { formatShortCutOff, formatTimeLeft } from '@trade-portal/domain';
import { Box } from '../../primitives/Box';
import { Text } from '../../primitives/Text';
import { useNow } from '../shared/useNow';
import * as css from './OrderCutOff.css';

const HOUR_MS = 3_600_000;

/** Props of `CutOffCountdown`. */
export interface CutOffCountdownProps {
  /** The store's next cut-off, ISO 8601 (`OrderCutOff.NextCutOff`). */
  nextCutOff: string;
  /** The store's IANA time zone; the cut-off is shown in it. */
  timeZone: string;
  /** Epoch ms to show the countdown at (stories); omitted: the clock, redrawn every 30 s. */
  now?: number;
  /** Called once the cut-off has passed, so the next one can be fetched. */
  onPassed?: () => void;
}

/**
 * The info bar's countdown to the store's next order cut-off: 'Order cut-off: Thu 26 Nov,
 * 16:00 · 2 d 4 h left', the time left in the caution colour under an hour. Not a live region: a
 * minute-by-minute announcement would drown the page.
 * Beyond the spec (order cut-off, ADR 0028), shown in the info bar of §2.5.
 */
export function CutOffCountdown({ nextCutOff, timeZone, now, onPassed }: CutOffCountdownProps) {
  const at = useNow(now);
  const left = Date.parse(nextCutOff) - at;
  const passed = !(left > 0);
  useEffect(() => {
    if (passed) onPassed?.();
  }, [passed, onPassed]);
  return (
    <Box as="span" display="inline-flex" alignItems="baseline" flexWrap="wrap" className={css.countdown} data-cut-off={nextCutOff}>
      Order cut-off: <time dateTime={nextCutOff}>{formatShortCutOff(nextCutOff, timeZone)}</time>
      <span aria-hidden="true">·</span>
      <span className={`${css.left} ${left < HOUR_MS ? css.soon : ''}`}>{passed ? 'passed' : `${formatTimeLeft(left)} left`}</span>
    </Box>
  );
}

/** Props of `EditableUntilNote`. */
export interface EditableUntilNoteProps {
  /** The order's `EditableUntil`, ISO 8601; null or omitted shows nothing. */
  editableUntil?: string | null;
  /** The store's IANA time zone. @default 'Europe/Dublin' */
  timeZone?: string;
  /** Epoch ms to judge against (stories); omitted: the clock. */
  now?: number;
}

/**
 * Under a Pending order's status: 'Changes until Thu 26 Nov, 16:00' before its cut-off, and
 * 'Locked for delivery since Thu 26 Nov, 16:00' after it, when Edit and Cancel are no longer offered.
 */
export function EditableUntilNote({ editableUntil, timeZone, now }: EditableUntilNoteProps) {
  const at = useNow(now);
  if (!editableUntil || Number.isNaN(Date.parse(editableUntil))) return null;
  const locked = at >= Date.parse(editableUntil);
  const when = <time dateTime={editableUntil}>{formatShortCutOff(editableUntil, timeZone)}</time>;
  return (
    <Text
      display="block" marginTop="xxsmall" size="small" tone={locked ? 'caution' : 'secondary'} weight={locked ? 'medium' : undefined}
      data-locked={locked || undefined}
    >
      {locked ? <>Locked for delivery since {when}</> : <>Changes until {when}</>}
    </Text>
  );
}
