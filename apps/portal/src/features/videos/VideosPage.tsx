import { Heading, Stack, VideoLibrary } from '@trade-portal/ui';
import { useVideoAssets } from '../../api';
import { LibraryNav } from './LibraryNav';
import { usePageTitle } from '../../hooks/usePageTitle';

/**
 * /videos (§2.1, §3 Video asset; ADR 0023): the IsHero video large at the top, then the library as cards
 * (poster, title, description), each played in place with native controls and no autoplay
 * (GET /api/Cms/VideoAssets, cached five minutes); skeletons while loading, 'Assets not available!' on
 * failure (§8). Videos are not tracked (§7 tracks vlogs only). The white background is the shell's (§2.4).
 */
export default function VideosPage() {
  usePageTitle('Videos');
  const videos = useVideoAssets();
  return (
    <Stack gap="large">
      <div>
        <Heading level="1">Videos</Heading>
        <LibraryNav current="/videos" />
      </div>
      <VideoLibrary videos={videos.data} status={videos.status} />
    </Stack>
  );
}
