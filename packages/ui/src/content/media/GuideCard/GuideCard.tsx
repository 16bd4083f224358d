import { useId } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { formatShortDate } from '@trade-portal/domain';
import type { PartnerContent } from '@trade-portal/api-client';
import { Box, Stack } from '../../../primitives/Box';
import { Heading } from '../../../primitives/Heading';
import { Pill } from '../../../primitives/Pill';
import { Skeleton } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { visuallyHidden } from '../../../theme';
import * as css from './GuideCard.css';

/** Props of `GuideCard`. */
export interface GuideCardProps {
  guide: PartnerContent;
  /** One of NewPartnerContent: marked 'New'. */
  isNew?: boolean;
  /** The guide was opened (its link followed): the caller reports it (§7 Track/PartnerContent). */
  onOpen?: () => void;
  /** The §8 message of a failed report, shown under the card (role=alert). */
  errorMessage?: string | null;
}

/**
 * One Partner Hub guide (§2.1 /p4p): its cover (600 × 800, lazy), its title as the link that opens the
 * PDF in a new tab (said as '(opens in a new tab)'; the whole card is its target), 'New' for
 * NewPartnerContent, the published date (dd/mm/yyyy), and an error slot for the §8 tracking messages.
 * `[data-guide-id]` marks it, `data-new` when new, `data-invalid` with an error.
 */
export function GuideCard({ guide, isNew = false, onOpen, errorMessage }: GuideCardProps) {
  const errorId = useId();
  const date = formatShortDate(guide.CreatedDateTime);
  return (
    <Box as="article" display="flex" flexDirection="column" className={css.card} data-guide-id={guide.PartnerContentId} data-new={isNew ? '' : undefined} data-invalid={errorMessage ? '' : undefined}>
      <img className={css.cover} src={guide.ImagePath} alt="" width={600} height={800} loading="lazy" decoding="async" />
      <Stack gap="xxsmall" padding="small" className={css.body}>
        {isNew && <span className={css.badge}><Pill tone="accent">New</Pill></span>}
        <Heading level="2" size="body" breakWords>
          <RACLink href={guide.AssetPath} target="_blank" rel="noopener" onPress={onOpen} className={css.link} aria-describedby={errorMessage ? errorId : undefined}>
            {guide.Title}<span className={visuallyHidden}> (opens in a new tab)</span>
          </RACLink>
        </Heading>
        {date && <Text as="time" size="xsmall" tone="secondary" tabularNums dateTime={guide.CreatedDateTime}>{date}</Text>}
        {errorMessage && <Text as="p" size="small" tone="critical" marginTop="xxsmall" id={errorId} role="alert" className={css.error}>{errorMessage}</Text>}
      </Stack>
    </Box>
  );
}

/** A loading placeholder of a `GuideCard`, the same size. */
export function GuideCardSkeleton() {
  return (
    <Box display="flex" flexDirection="column" className={css.card} aria-hidden="true">
      <Skeleton shape="block" height="auto" style={{ aspectRatio: '3 / 4', borderRadius: 0 }} />
      <Stack gap="xxsmall" padding="small" className={css.body}>
        <Skeleton width="85%" height={18} />
        <Skeleton width={80} height={12} style={{ marginTop: 8 }} />
      </Stack>
    </Box>
  );
}
