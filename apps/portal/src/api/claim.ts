/**
 * Making a claim on a delivery (beyond the spec, ADR 0055): its photos and the claim, sent once. Loaded with
 * the claim's screens only (`ClaimFlow`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, unwrap, type DeliveryClaim, type DeliveryClaimRequest } from '@trade-portal/api-client';
import { portalClient } from './client';
import { deliveryCheckInQuery } from './delivery';
import { invalidateAfter } from './invalidation';
import { forAccount, useAccountNumber } from './scope';

/**
 * POST /api/Delivery/ClaimPhoto for the current store (ADR 0055): sends a photo of a damaged line as it was
 * chosen (the server re-encodes it without its metadata).
 * @returns a function that sends `file` for order `orderNumber` and resolves with the kept photo's PhotoId
 * @throws (through the function) ApiError with the server's Message: not a photo, HEIC, over 10 MB, window closed
 */
export function useAddClaimPhoto(): (orderNumber: string, file: File) => Promise<string> {
  const accountNumber = useAccountNumber();
  return useCallback(
    async (orderNumber, file) => {
      if (!accountNumber) throw new ApiError(0, 'No store is chosen.');
      const photo = unwrap(
        await portalClient.POST('/api/Delivery/ClaimPhoto', {
          ...forAccount(accountNumber, { orderNumber }),
          // The file is the body as it is: openapi-fetch would write it as JSON.
          body: file as unknown as string,
          bodySerializer: (body: unknown) => body as BodyInit,
          headers: { 'Content-Type': file.type || 'application/octet-stream' },
        }),
      );
      return photo.PhotoId;
    },
    [accountNumber],
  );
}

/**
 * POST /api/Delivery/Claim for the current store (ADR 0055), once under `idempotencyKey` (a repeat returns
 * the claim first recorded). The answer becomes the check-in's `Claim`, and the history, Insights and the
 * order's claim are fetched again (an accepted claim's credit note counts at once).
 * @returns a mutation whose `mutateAsync({ request, idempotencyKey })` resolves with the claim as recorded
 * @throws (from mutateAsync) ApiError with the server's Message: the window closed, claimed before, more than invoiced…
 */
export function useSubmitClaim() {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: { request: DeliveryClaimRequest; idempotencyKey: string }): Promise<DeliveryClaim> => {
      if (!accountNumber) throw new ApiError(0, 'No store is chosen.');
      return unwrap(await portalClient.POST('/api/Delivery/Claim', { ...forAccount(accountNumber), body: request, headers: { 'Idempotency-Key': idempotencyKey } }));
    },
    onSuccess: (claim) => {
      if (!accountNumber) return;
      queryClient.setQueryData(deliveryCheckInQuery(accountNumber, claim.OrderNumber).queryKey, (delivery) => (delivery ? { ...delivery, Claim: claim } : delivery));
      void invalidateAfter(queryClient, 'claimSent');
    },
  });
}
