import { InlineMessage } from '../../primitives/InlineMessage';
import { Link } from '../../primitives/Link';

export interface TrackAndTraceNoticeProps {
  /** Where the codes are submitted. @default '/set-eoid-fid' */
  href?: string;
}

/** The Track and Trace notice of §2.4 (shown on / and /cart): EOID and FID codes before ordering (§1). */
export function TrackAndTraceNotice({ href = '/set-eoid-fid' }: TrackAndTraceNoticeProps) {
  return (
    <InlineMessage tone="caution" title="Track and Trace">
      EOID and FID codes must be submitted before ordering (in effect since 20 May). <Link href={href}>Submit your codes</Link>
    </InlineMessage>
  );
}
