import { useRef, type ReactNode } from 'react';
import type { LatestVlog, VideoAsset } from '@trade-portal/api-client';
import { Stack } from '../../../primitives/Box';
import { InlineMessage } from '../../../primitives/InlineMessage';
import { visuallyHidden } from '../../../theme';
import { ASSETS_NOT_AVAILABLE, type MediaStatus } from '../DownloadList';
import { VideoCard, VideoCardSkeleton } from '../VideoCard';
import { VlogCard, VlogCardSkeleton } from '../VlogCard';
import * as css from './VideoLibrary.css';

/** Cards the loading skeleton shows under the large one: one row of the desktop grid. */
const SKELETON_CARDS = 3;

interface FrameProps {
  status: MediaStatus;
  isEmpty: boolean;
  /** 'videos' or 'vlogs': names the list and the loading status. */
  noun: string;
  skeleton: (size: 'hero' | 'card') => ReactNode;
  hero: ReactNode;
  cards: ReactNode[];
}

/**
 * The states every library shares: skeletons in the final layout while loading (`aria-busy`), 'Assets
 * not available!' (§8) on failure (alert) or when empty (status), else the large one and the grid. When
 * one video starts, the others pause: two clips talking at once help nobody.
 */
function LibraryFrame({ status, isEmpty, noun, skeleton, hero, cards }: FrameProps) {
  const root = useRef<HTMLDivElement>(null);
  if (status === 'pending') {
    return (
      <Stack gap="xlarge" minWidth={0} aria-busy="true" data-state="loading">
        <span className={visuallyHidden} role="status">Loading {noun}</span>
        {skeleton('hero')}
        <div className={css.grid}>{Array.from({ length: SKELETON_CARDS }, (_, i) => <div key={i}>{skeleton('card')}</div>)}</div>
      </Stack>
    );
  }
  if (status === 'error' || isEmpty) {
    return (
      <div data-state={status === 'error' ? 'failed' : 'empty'}>
        <InlineMessage tone={status === 'error' ? 'critical' : 'neutral'}>{ASSETS_NOT_AVAILABLE}</InlineMessage>
      </div>
    );
  }
  const pauseOthers = (playing: EventTarget) => {
    root.current?.querySelectorAll('video').forEach((v) => {
      if (v !== playing && !v.paused) v.pause();
    });
  };
  return (
    <Stack
      gap="xlarge"
      minWidth={0}
      ref={root}
      data-state="loaded"
      // Media events do not bubble; the capture phase sees every video's start.
      onPlayCapture={(e) => pauseOthers(e.target)}
    >
      {hero}
      {cards.length > 0 && (
        <ul className={css.grid} aria-label={`More ${noun}`}>
          {cards.map((card, i) => <li key={i} className={css.item}>{card}</li>)}
        </ul>
      )}
    </Stack>
  );
}

/** Props of `VideoLibrary`. */
export interface VideoLibraryProps {
  /** The videos in position order (GET /api/Cms/VideoAssets); undefined while loading or after a failure. */
  videos: readonly VideoAsset[] | undefined;
  status: MediaStatus;
  /** A video started playing. */
  onPlay?: (video: VideoAsset, element: HTMLVideoElement) => void;
}

/**
 * /videos' library (§2.1, §3 Video asset): the IsHero video large at the top (the first one when none is
 * flagged), then the others as cards in their position order (a grid of up to three columns), each
 * played in place; skeletons while loading, 'Assets not available!' on failure or when empty (§8).
 * `data-state` = `loading` | `failed` | `empty` | `loaded`.
 */
export function VideoLibrary({ videos, status, onPlay }: VideoLibraryProps) {
  const list = videos ?? [];
  const hero = list.find((v) => v.IsHero) ?? list[0];
  const rest = list.filter((v) => v !== hero);
  return (
    <LibraryFrame
      status={status}
      isEmpty={list.length === 0}
      noun="videos"
      skeleton={(size) => <VideoCardSkeleton size={size} />}
      hero={hero && <VideoCard key={hero.VideoAssetId} video={hero} size="hero" onPlay={(el) => onPlay?.(hero, el)} />}
      cards={rest.map((v) => <VideoCard key={v.VideoAssetId} video={v} onPlay={(el) => onPlay?.(v, el)} />)}
    />
  );
}

/** Props of `VlogLibrary`. */
export interface VlogLibraryProps {
  /** The vlogs, newest first (GET /api/Cms/VlogAssets); undefined while loading or after a failure. */
  vlogs: readonly LatestVlog[] | undefined;
  status: MediaStatus;
  /** A vlog started playing; the caller reports it (§7 Track/VlogAsset). */
  onPlay?: (vlog: LatestVlog, element: HTMLVideoElement) => void;
}

/**
 * /vlogs' library (§2.1, §3): the newest vlog large at the top, then the older ones as cards, each with
 * '1 View' / 'N Views' and its posted date, played in place; the same states as `VideoLibrary`.
 */
export function VlogLibrary({ vlogs, status, onPlay }: VlogLibraryProps) {
  const list = vlogs ?? [];
  const [newest, ...rest] = list;
  return (
    <LibraryFrame
      status={status}
      isEmpty={list.length === 0}
      noun="vlogs"
      skeleton={(size) => <VlogCardSkeleton size={size} />}
      hero={newest && <VlogCard key={newest.VlogAssetId} vlog={newest} size="hero" onPlay={(el) => onPlay?.(newest, el)} />}
      cards={rest.map((v) => <VlogCard key={v.VlogAssetId} vlog={v} onPlay={(el) => onPlay?.(v, el)} />)}
    />
  );
}
