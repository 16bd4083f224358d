/**
 * Delivery resource (beyond the spec, ADR 0055): a delivered order's lines to count (GET /api/Delivery/CheckIn)
 * and the check-in sent once (POST, with an Idempotency-Key). The claim is `claim.ts`, the credit note `creditNote.ts`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerWithin, isTransientFailure, unwrap, type DeliveryCheckIn, type DeliveryCheckInRequest } from '@trade-portal/api-client';
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
