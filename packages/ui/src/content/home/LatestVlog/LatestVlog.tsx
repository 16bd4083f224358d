import { formatOrdinalDate } from '@trade-portal/domain';
import type { LatestVlog as LatestVlogData } from '@trade-portal/api-client';
import { Stack } from '../../../primitives/Box';
import { Heading } from '../../../primitives/Heading';
import { Skeleton } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { visuallyHidden } from '../../../theme';
import { formatViews } from '../../media/shared/views';
import { InViewVideo } from '../InViewVideo';
import { VLOG_VIDEO } from '../shared/sizes';
import * as css from './LatestVlog.css';

/** Props of `LatestVlog`. */
export interface LatestVlogProps {
  /** The vlog; undefined while loading, or when there is none (404) or the call failed. */
  vlog: LatestVlogData | undefined;
  /** TanStack Query's status of the call. */
  status: 'pending' | 'error' | 'success';
  /** The video started playing (each start, a replay or a resume), with the vlog's id (§7 Track/VlogAsset 'play'). */
  onPlay?: (vlogId: number) => void;
}

/**
 * Home's Latest Vlog block (§2.9): the heading 'Latest Vlog', the video (poster only until pressed,
 * `preload="none"`, native controls, its `src` set once near the viewport), the title, the view count
 * ('1 View' or 'N Views', the wording the /vlogs cards use) and the posted date ('20th November 2026', §9). A skeleton of the same size while
 * loading; when there is none or the call failed the block shows nothing, calmly: it renders no element,
 * and as the last block on the page nothing moves above it. `data-state` = `loading` | `loaded`.
 */
export function LatestVlog({ vlog, status, onPlay }: LatestVlogProps) {
  if (status === 'error' || (status === 'success' && !vlog)) return null;
  return (
    <Stack as="section" gap="xsmall" aria-labelledby="latest-vlog-title" aria-busy={status === 'pending' ? true : undefined} data-state={vlog ? 'loaded' : 'loading'}>
      <Heading level="2" size="xlarge" display="flex" alignItems="center" id="latest-vlog-title" className={css.heading}>Latest Vlog</Heading>
      <div className={css.body}>
        {vlog ? (
          <InViewVideo
            src={vlog.VideoPath}
            poster={vlog.ImagePath}
            width={VLOG_VIDEO.width}
            height={VLOG_VIDEO.height}
            mode="player"
            aria-labelledby="latest-vlog-name"
            className={css.video}
            onPlay={() => onPlay?.(vlog.VlogAssetId)}
          />
        ) : (
          <div className={css.video} style={{ aspectRatio: `${VLOG_VIDEO.width} / ${VLOG_VIDEO.height}` }}>
            <span className={visuallyHidden} role="status">Loading the latest vlog</span>
          </div>
        )}
        <Stack gap="xsmall" justifyContent="center" padding={{ mobile: 'medium', tablet: 'large' }} className={css.details}>
          {vlog ? (
            <>
              <Heading level="3" size="large" weight="medium" id="latest-vlog-name" className={css.title}>{vlog.Title}</Heading>
              <Text as="p" size="small" tone="secondary" tabularNums display="flex" flexWrap="wrap" gap="xsmall">
                <span data-views={vlog.Views}>{formatViews(vlog.Views)}</span>
                <span aria-hidden="true" className={css.dot}>·</span>
                <time dateTime={vlog.Posted}>{formatOrdinalDate(vlog.Posted)}</time>
              </Text>
            </>
          ) : (
            <>
              <Skeleton width="70%" height={22} />
              <Skeleton width={180} height={14} />
            </>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
