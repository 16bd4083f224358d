/**
 * Delivery resource (beyond the spec, ADR 0055): a delivered order's lines to count (GET /api/Delivery/CheckIn)
 * and the check-in sent once (POST, with an Idempotency-Key); an accepted claim's credit note as a PDF.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { answerWithin, ApiError, errorMessage, isTransientFailure, unwrap, type DeliveryCheckIn, type DeliveryCheckInRequest, type DeliveryClaim, type DeliveryClaimRequest } from '@trade-portal/api-client';
import { claimMessages } from '@trade-portal/domain';
import { loadOutbox } from '../offline/loadOutbox';
import { $api, portalClient } from './client';
import { invalidateAfter } from './invalidation';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';

/** GET /api/Delivery/CheckIn of an account's order: its lines as invoiced and its check-in once sent. */
export const deliveryCheckInQuery = (accountNumber: string, orderNumber: string) =>
  $api.queryOptions('get', '/api/Delivery/CheckIn', forAccount(accountNumber, { orderNumber }), { retry: false });

/**
 * A delivered order of the current store to check in.
 * @param orderNumber digits; null (missing or malformed) asks nothing
 */
export function useDeliveryCheckIn(orderNumber: string | null) {
  return useAccountQuery((accountNumber) => ({ ...deliveryCheckInQuery(accountNumber, orderNumber ?? ''), enabled: orderNumber !== null }));
}

/** How long a check-in may go unanswered before it counts as not heard and is kept on the device, ms. */
export const CHECK_IN_UNHEARD_AFTER_MS = 20_000;

/**
 * POST /api/Delivery/CheckIn of a store, under `idempotencyKey`: the outbox sends a saved check-in this way,
 * and the page's send too.
 * @returns the delivery as checked in
 * @throws ApiError with the server's Message, or a transient failure when it was not heard in time
 */
export async function sendCheckIn(accountNumber: string, request: DeliveryCheckInRequest, idempotencyKey: string): Promise<DeliveryCheckIn> {
  return answerWithin(CHECK_IN_UNHEARD_AFTER_MS, async (signal) =>
    unwrap(await portalClient.POST('/api/Delivery/CheckIn', { ...forAccount(accountNumber), body: request, headers: { 'Idempotency-Key': idempotencyKey }, signal })));
}

/** What a check-in's send did: recorded by the server, or kept on the device for the outbox to send. */
export type SentCheckIn = { kind: 'sent'; checkIn: DeliveryCheckIn } | { kind: 'savedOnDevice' };

/**
 * POST /api/Delivery/CheckIn for the current store: sends the counts once under `idempotencyKey` and keeps
 * the answer as the order's check-in; when the server cannot be heard (offline in the stockroom), the
 * check-in goes into the outbox with the same key, to be sent once when it can (ADR 0031, ADR 0055).
 * @returns a mutation whose `mutateAsync({ request, idempotencyKey })` resolves with what became of it
 * @throws (from mutateAsync) ApiError with the server's Message: a refused count, not delivered, already checked in
 */
export function useSendCheckIn() {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useMutation({
    // Offline is this mutation's own business (the outbox), not a reason for TanStack Query to pause it.
    networkMode: 'always',
    mutationFn: async ({ request, idempotencyKey }: { request: DeliveryCheckInRequest; idempotencyKey: string }): Promise<SentCheckIn> => {
      if (!accountNumber) throw new Error('No store is chosen.');
      try {
        const checkIn = await sendCheckIn(accountNumber, request, idempotencyKey);
        queryClient.setQueryData(deliveryCheckInQuery(accountNumber, checkIn.OrderNumber).queryKey, checkIn);
        void invalidateAfter(queryClient, 'deliveryCheckedIn');
        return { kind: 'sent', checkIn };
      } catch (error) {
        if (!isTransientFailure(error)) throw error;
        const outbox = await loadOutbox();
        await outbox.queueCheckIn({ user: outbox.outboxUser(), accountNumber, idempotencyKey, request, madeAt: Date.now() });
        return { kind: 'savedOnDevice' };
      }
    },
  });
}

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
      if (!accountNumber) throw new ApiError(0, claimMessages.unknownCreditNote);
      const { data, response, error } = await portalClient.GET('/api/Delivery/CreditNote', { ...forAccount(accountNumber, { creditNoteNumber }), parseAs: 'blob' });
      if (!response.ok || !data) throw new ApiError(response.status, errorMessage(error, claimMessages.unknownCreditNote));
      return data as Blob;
    },
    [accountNumber],
  );
}

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
