import type { PartnerContent } from '@trade-portal/api-client';
import { InlineMessage } from '../../../primitives/InlineMessage';
import { visuallyHidden } from '../../../theme';
import { ASSETS_NOT_AVAILABLE, type MediaStatus } from '../DownloadList';
import { GuideCard, GuideCardSkeleton } from '../GuideCard';
import * as css from './GuideLibrary.css';

/** Skeleton cards while loading: the library's ten guides (§9). */
const GUIDE_COUNT = 10;

/** Props of `GuideLibrary`. */
export interface GuideLibraryProps {
  /** The guides, newest first (GET /api/Cms/PartnerContent); undefined while loading or after a failure. */
  guides: readonly PartnerContent[] | undefined;
  status: MediaStatus;
  /** PartnerContentIds of NewPartnerContent, marked 'New'. */
  newIds?: ReadonlySet<number>;
  /** A guide was opened (§7 Track/PartnerContent). */
  onOpen?: (guide: PartnerContent) => void;
  /** §8 messages of failed reports, by PartnerContentId. */
  errors?: Readonly<Record<number, string | undefined>>;
}

/**
 * The Partner Hub's guide library (§2.1 /p4p, §9 ten guides): a grid of `GuideCard`s (two columns
 * on phones, up to five on desktop) in the order given; ten skeleton cards while loading (`aria-busy`),
 * 'Assets not available!' on failure (alert) or when empty (§8). `data-state` = `loading` | `failed` |
 * `empty` | `loaded`.
 */
export function GuideLibrary({ guides, status, newIds, onOpen, errors }: GuideLibraryProps) {
  if (status === 'pending') {
    return (
      <div className={css.grid} aria-busy="true" data-state="loading">
        <span className={visuallyHidden} role="status">Loading guides</span>
        {Array.from({ length: GUIDE_COUNT }, (_, i) => <GuideCardSkeleton key={i} />)}
      </div>
    );
  }
  if (status === 'error' || !guides || guides.length === 0) {
    return (
      <div data-state={status === 'error' ? 'failed' : 'empty'}>
        <InlineMessage tone={status === 'error' ? 'critical' : 'neutral'}>{ASSETS_NOT_AVAILABLE}</InlineMessage>
      </div>
    );
  }
  return (
    <ul className={css.grid} aria-label="Guides" data-state="loaded">
      {guides.map((guide) => (
        <li key={guide.PartnerContentId} className={css.item}>
          <GuideCard
            guide={guide}
            isNew={newIds?.has(guide.PartnerContentId) ?? false}
            onOpen={onOpen ? () => onOpen(guide) : undefined}
            errorMessage={errors?.[guide.PartnerContentId]}
          />
        </li>
      ))}
    </ul>
  );
}
