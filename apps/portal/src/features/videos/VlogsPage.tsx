import { useCallback, useRef } from 'react';
import { Heading, Stack, VlogLibrary } from '@trade-portal/ui';
import { useTrackVlogAsset, useVlogAssets } from '../../api';
import { LibraryNav } from './LibraryNav';
import { usePageTitle } from '../../hooks/usePageTitle';

/** A `play` event this close to the start (seconds) is a start, not a resume after a pause. */
const START_WINDOW_S = 0.5;

/**
 * /vlogs (§2.1, §2.9, §3; ADR 0023): the newest vlog large, then the others, each with '1 View' / 'N
 * Views' and its posted date, played in place (GET /api/Cms/VlogAssets). Tracking (§7 Track/VlogAsset):
 * - **play** each time a vlog starts playing from its start (the first press, and a replay after it
 *   ended); a resume after a pause or a seek is the same play.
 * - **View** at a vlog's first play on this page: a vlog is viewed when it is watched, not when its
 *   poster scrolls by. The server counts one View per login session per vlog (ADR 0020); after it the
 *   counts refetch, so the shown 'N Views' goes up by one the first time only.
 */
export default function VlogsPage() {
  usePageTitle('Vlogs');
  const vlogs = useVlogAssets();
  const track = useTrackVlogAsset();
  const viewed = useRef(new Set<number>());
  const onPlay = useCallback(
    ({ VlogAssetId }: { VlogAssetId: number }, video: HTMLVideoElement) => {
      if (!viewed.current.has(VlogAssetId)) {
        viewed.current.add(VlogAssetId);
        track(VlogAssetId, 'View');
        track(VlogAssetId, 'play');
      } else if (video.currentTime < START_WINDOW_S || video.ended) {
        track(VlogAssetId, 'play');
      }
    },
    [track],
  );
  return (
    <Stack gap="large">
      <div>
        <Heading level="1">Vlogs</Heading>
        <LibraryNav current="/vlogs" />
      </div>
      <VlogLibrary vlogs={vlogs.data} status={vlogs.status} onPlay={onPlay} />
    </Stack>
  );
}
