import { useState } from 'react';
import { errorMessage, type DeliveryClaim } from '@trade-portal/api-client';
import { creditNoteFileName, whenNote } from '@trade-portal/domain';
import { DeliveryClaimStatus } from '@trade-portal/ui';
import { useOrderCutOff } from '../../api';
import { useFetchCreditNote } from '../../api/creditNote';
import { saveBlob } from '../../documents/invoice';

/**
 * A delivery's claim on /check-in (ADR 0055): its status, lines and history as the server keeps them (GET
 * /api/Delivery/CheckIn's `Claim`), times in the store's day, and an accepted claim's credit note saved as
 * 'credit-note-CN….pdf' (GET /api/Delivery/CreditNote).
 */
export function ClaimStatus({ claim }: { claim: DeliveryClaim }) {
  const fetchCreditNote = useFetchCreditNote();
  const cutOff = useOrderCutOff();
  const timeZone = cutOff.data?.TimeZone ?? 'Europe/Dublin';
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const note = claim.CreditNote;
  const download = async () => {
    if (!note) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      saveBlob(creditNoteFileName(note.CreditNoteNumber), await fetchCreditNote(note.CreditNoteNumber));
    } catch (error) {
      setDownloadError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  const now = new Date();
  return (
    <DeliveryClaimStatus
      claimNumber={claim.ClaimNumber}
      status={claim.Status}
      lines={claim.Lines.map((l) => ({ sku: l.SKU, product: l.Product, reason: l.Reason, outers: l.Outers, netAmount: l.NetAmount }))}
      netAmount={claim.NetAmount}
      history={claim.History.map((h) => ({ when: whenNote(new Date(h.At), timeZone, now), status: h.Status, reason: h.Reason }))}
      creditNote={note ? { number: note.CreditNoteNumber, total: note.Total } : null}
      onDownloadCreditNote={() => void download()}
      isDownloading={downloading}
      downloadError={downloadError}
    />
  );
}
