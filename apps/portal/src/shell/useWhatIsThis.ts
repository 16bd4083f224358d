/**
 * The create-order dialog's 'What is this?' (§2.6) as the §2.10 `video` popup (ADR 0023): the video that
 * explains the stock card, played in the popup, with 'See all videos' to /videos.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { VideoAsset } from '@trade-portal/api-client';
import { useFetchVideoAssets } from '../api';
import { usePopup } from '../popups/PopupProvider';

/** What the explainer's title or description says: the dialog asks about the stock card. */
const EXPLAINS_STOCK_CARD = /stock[ -]?card/i;

/**
 * The video that explains the stock card, by a rule that holds as the library changes: the first video
 * (in the library's position order) whose title, else whose description, mentions the stock card; else
 * the IsHero video (the portal's introduction); else the first one.
 * @param videos GET /api/Cms/VideoAssets, in position order
 * @returns the video, or undefined for an empty library
 */
export function pickExplainerVideo(videos: readonly VideoAsset[]): VideoAsset | undefined {
  return (
    videos.find((v) => EXPLAINS_STOCK_CARD.test(v.Title)) ??
    videos.find((v) => EXPLAINS_STOCK_CARD.test(v.Desc)) ??
    videos.find((v) => v.IsHero) ??
    videos[0]
  );
}

/**
 * The handler of the create-order dialog's 'What is this?' (§2.6, §2.10 video section): it reads the
 * video library (from the cache, else GET /api/Cms/VideoAssets), and opens the popup's `video` section
 * with `pickExplainerVideo`'s video (its title, description and poster; nothing is fetched of the
 * clip before play) and 'See all videos' to /videos. With no video, or when the library cannot be read,
 * it goes to /videos instead (same tab: a new tab opened after a network wait is what popup blockers
 * stop). Needs the shell's `PopupProvider` and a router above it.
 * @returns the handler (stable while the account stays the same)
 */
export function useWhatIsThis(): (() => void) | undefined {
  const popup = usePopup();
  const fetchVideos = useFetchVideoAssets();
  const navigate = useNavigate();
  return useCallback(() => {
    fetchVideos().then(
      (videos) => {
        const video = pickExplainerVideo(videos);
        if (!video) {
          navigate('/videos');
          return;
        }
        popup.show({ section: 'video', title: video.Title, desc: video.Desc, video: { src: video.VideoPath, poster: video.ImagePath }, href: '/videos' });
      },
      () => navigate('/videos'),
    );
  }, [fetchVideos, navigate, popup]);
}
