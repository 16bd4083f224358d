/**
 * An accepted claim's credit note as a PDF (beyond the spec, ADR 0055), for /check-in and My Orders: a module
 * of its own, so neither page loads the check-in's or the claim's calls to download one.
 */
import { useCallback } from 'react';
import { ApiError, errorMessage } from '@trade-portal/api-client';
import { UNKNOWN_CREDIT_NOTE } from '@trade-portal/domain';
import { portalClient } from './client';
import { forAccount, useAccountNumber } from './scope';

/**
 * GET /api/Delivery/CreditNote for the current store, or for `store` (one of the user's others, as My Orders
 * lists it) (ADR 0055).
 * @returns a function that fetches a credit note by its number as a PDF blob
 * @throws (through the function) ApiError with the status and Message when the server refuses
 */
export function useFetchCreditNote(store: string | null = null): (creditNoteNumber: string) => Promise<Blob> {
  const current = useAccountNumber();
  const accountNumber = store ?? current;
  return useCallback(
    async (creditNoteNumber) => {
      if (!accountNumber) throw new ApiError(0, UNKNOWN_CREDIT_NOTE);
      const { data, response, error } = await portalClient.GET('/api/Delivery/CreditNote', { ...forAccount(accountNumber, { creditNoteNumber }), parseAs: 'blob' });
      if (!response.ok || !data) throw new ApiError(response.status, errorMessage(error, UNKNOWN_CREDIT_NOTE));
      return data as Blob;
    },
    [accountNumber],
  );
}
