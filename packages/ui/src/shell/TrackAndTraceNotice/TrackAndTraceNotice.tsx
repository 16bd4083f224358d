import { InlineMessage } from '../../primitives/InlineMessage';
import { Link } from '../../primitives/Link';

/** Notice levels (§3 client state 'track-and-trace value', default 0 in §9). */
export const trackAndTraceLevels = [0, 1, 2] as const;
export type TrackAndTraceLevel = (typeof trackAndTraceLevels)[number];

export interface TrackAndTraceNoticeProps {
  /**
   * 0: codes are stored, nothing shows. 1: codes are missing (read with the page): an info-toned
   * reminder, announced politely. 2: raised by the 30-second session check of §4, which found them still
   * missing: a caution-toned warning titled 'Action needed', announced politely once. @default 1
   */
  level?: TrackAndTraceLevel;
  /** Where the codes are submitted. @default '/set-eoid-fid' */
  href?: string;
}

/**
 * The Track and Trace notice of §2.4 (on / and /cart) while the account's EOID and FID codes are missing
 * (§1: required before ordering since 20 May), linking to /set-eoid-fid. Level 2 is the same notice
 * raised by the session check (§4): a warmer tone and a stronger title, same place, no layout shift.
 * `data-level` carries the level for tests.
 */
export function TrackAndTraceNotice({ level = 1, href = '/set-eoid-fid' }: TrackAndTraceNoticeProps) {
  if (level === 0) return null;
  return (
    <div data-track-and-trace-notice="" data-level={level}>
      <InlineMessage tone={level === 2 ? 'caution' : 'info'} title={level === 2 ? 'Action needed: Track and Trace codes' : 'Track and Trace'}>
        EOID and FID codes must be submitted before ordering (in effect since 20 May). <Link href={href}>Submit your codes</Link>
      </InlineMessage>
    </div>
  );
}
