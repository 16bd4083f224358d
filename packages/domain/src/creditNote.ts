/**
 * What My Orders shows of a delivery's claim (beyond the spec, ADR 0055): its status in words and its credit
 * note's file. A module apart from the claim's rules and messages, so a page that only lists claims loads
 * only this.
 */

/** Where a claim stands: decided at once, waiting for the manufacturer, or decided by it. */
export type ClaimStatus = 'UnderReview' | 'Accepted' | 'Rejected';

/** How a store reads each status. */
export const claimStatusLabels: Readonly<Record<ClaimStatus, string>> = {
  UnderReview: 'Under review',
  Accepted: 'Accepted',
  Rejected: 'Rejected',
};

/** The file a credit note is downloaded as (server and portal alike): 'credit-note-CN000042.pdf'. */
export const creditNoteFileName = (creditNoteNumber: string): string => `credit-note-${creditNoteNumber}.pdf`;

/** A credit note's number from its sequence: `CN` and six digits (`CN000042`). */
export const creditNoteNumber = (sequence: number): string => `CN${String(sequence).padStart(6, '0')}`;

/** What a store reads when a credit note cannot be found (another store's answers the same). */
export const UNKNOWN_CREDIT_NOTE = 'No credit note has this number.';
