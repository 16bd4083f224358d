import { useId } from 'react';
import { claimReasonLabels, claimStatusLabels, formatEur, outers, type ClaimReason, type ClaimStatus } from '@trade-portal/domain';
import { Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Pill, type PillTone } from '../../primitives/Pill';
import { Text } from '../../primitives/Text';
import { card } from '../../theme';

/** Pill tone per claim status: waiting is caution, accepted positive, rejected critical. */
const statusTones: Record<ClaimStatus, PillTone> = { UnderReview: 'caution', Accepted: 'positive', Rejected: 'critical' };

/** Props of `DeliveryClaimStatus`. EUR amounts. */
export interface DeliveryClaimStatusProps {
  claimNumber: string;
  status: ClaimStatus;
  /** The claimed lines: product name, why, outers, net EUR. */
  lines: ReadonlyArray<{ sku: string; product: string; reason: ClaimReason; outers: number; netAmount: number }>;
  /** The lines' net, EUR. */
  netAmount: number;
  /** Sent, then each decision, oldest first: when (in the store's words, 'Today, 09:12'), the status and the manufacturer's reason. */
  history: ReadonlyArray<{ when: string; status: ClaimStatus; reason: string | null }>;
  /** The accepted claim's credit note: its number and gross EUR; null before (or without) one. */
  creditNote: { number: string; total: number } | null;
  onDownloadCreditNote?: () => void;
  /** The credit note's download is under way. */
  isDownloading?: boolean;
  /** Why the download failed, shown under its button. */
  downloadError?: string | null;
}

/**
 * A delivery's claim as its store reads it (beyond the spec, ADR 0055): its number and status (Under review,
 * Accepted, Rejected) as a pill, the claimed lines, the history with the manufacturer's reasons, and an
 * accepted claim's credit note to download. `data-status` holds the status.
 */
export function DeliveryClaimStatus({ claimNumber, status, lines, netAmount, history, creditNote, onDownloadCreditNote, isDownloading, downloadError }: DeliveryClaimStatusProps) {
  const headingId = useId();
  const errorId = useId();
  return (
    <Stack as="section" gap="small" padding="medium" className={card} aria-labelledby={headingId} data-status={status}>
      <Stack gap="xxsmall">
        <Heading level={2} size="large" id={headingId}>Claim {claimNumber}</Heading>
        <div>
          <Pill tone={statusTones[status]}>{claimStatusLabels[status]}</Pill>
        </div>
      </Stack>
      <Stack as="ul" gap="xxsmall" aria-label={`Lines claimed, ${formatEur(netAmount)} net`}>
        {lines.map((l) => (
          <Text as="li" key={`${l.sku} ${l.reason}`}>
            {l.product}: {claimReasonLabels[l.reason]}, {outers(l.outers)}, {formatEur(l.netAmount)} net
          </Text>
        ))}
      </Stack>
      <Text weight="medium">Claimed: {formatEur(netAmount)} net</Text>
      <Stack as="ol" gap="xxsmall" aria-label="History">
        {history.map((h, i) => (
          <Text as="li" key={i} tone="secondary">
            {h.when}: {i === 0 ? 'sent' : claimStatusLabels[h.status].toLowerCase()}{h.reason ? `. ${h.reason}` : ''}
          </Text>
        ))}
      </Stack>
      {creditNote && (
        <Stack gap="xxsmall">
          <Text>Credit note {creditNote.number}: {formatEur(creditNote.total)} including VAT.</Text>
          {onDownloadCreditNote && (
            <div>
              <Button variant="secondary" tone="accent" size="small" onPress={onDownloadCreditNote} isPending={isDownloading} aria-describedby={downloadError ? errorId : undefined}>
                Download credit note {creditNote.number}
              </Button>
            </div>
          )}
          {downloadError && (
            <Text as="p" id={errorId} size="xsmall" tone="critical" weight="medium" role="alert">
              {downloadError}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
