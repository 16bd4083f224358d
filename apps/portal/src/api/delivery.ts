/**
 * Delivery resource (beyond the spec, ADR 0055): a delivered order's lines to count (GET /api/Delivery/CheckIn)
 * and the check-in sent once (POST, with an Idempotency-Key).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type DeliveryCheckIn, type DeliveryCheckInRequest } from '@trade-portal/api-client';
import { $api, portalClient } from './client';
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

/**
 * POST /api/Delivery/CheckIn for the current store: sends the counts once under `idempotencyKey`, and keeps
 * the answer as the order's check-in.
 * @returns a mutation whose `mutateAsync({ request, idempotencyKey })` resolves with the delivery as checked in
 * @throws (from mutateAsync) ApiError with the server's Message: a refused count, not delivered, already checked in
 */
export function useSendCheckIn() {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: { request: DeliveryCheckInRequest; idempotencyKey: string }): Promise<DeliveryCheckIn> => {
      if (!accountNumber) throw new Error('No store is chosen.');
      return unwrap(await portalClient.POST('/api/Delivery/CheckIn', { ...forAccount(accountNumber), body: request, headers: { 'Idempotency-Key': idempotencyKey } }));
    },
    onSuccess: (checkIn) => {
      if (accountNumber) queryClient.setQueryData(deliveryCheckInQuery(accountNumber, checkIn.OrderNumber).queryKey, checkIn);
    },
  });
}
