import { describe, expect, it, vi } from 'vitest';
import type { VideoAsset } from '@trade-portal/api-client';
import { pickExplainerVideo } from './useWhatIsThis';

// The rule is pure; the hook's imports (the popup's ui, the api) need a browser and styles.
vi.mock('../popups/PopupProvider', () => ({ usePopup: () => null }));
vi.mock('../api', () => ({ useFetchVideoAssets: () => null }));

const video = (VideoAssetId: number, Title: string, Desc = '', IsHero = false): VideoAsset => ({
  VideoAssetId, Title, Desc, IsHero, VideoPath: `/assets/cms/${VideoAssetId}.webm`, ImagePath: `/assets/cms/${VideoAssetId}.svg`,
});

describe("the video behind 'What is this?' (§2.6, ADR 0023)", () => {
  it('takes the first video whose title names the stock card', () => {
    const videos = [video(1, 'Welcome', 'Your stock card and more', true), video(2, 'Ordering'), video(3, 'Using your Stock Card'), video(4, 'The stock-card in a minute')];
    expect(pickExplainerVideo(videos)?.VideoAssetId).toBe(3);
  });
  it('else the first whose description does, in position order', () => {
    const videos = [video(1, 'Welcome', 'A tour', true), video(2, 'Ordering', 'Quantities and your stockcard'), video(3, 'More', 'The stock card again')];
    expect(pickExplainerVideo(videos)?.VideoAssetId).toBe(2);
  });
  it('else the IsHero video, else the first, and nothing for an empty library', () => {
    expect(pickExplainerVideo([video(1, 'A'), video(2, 'B', '', true)])?.VideoAssetId).toBe(2);
    expect(pickExplainerVideo([video(1, 'A'), video(2, 'B')])?.VideoAssetId).toBe(1);
    expect(pickExplainerVideo([])).toBeUndefined();
  });
});
