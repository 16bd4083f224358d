/**
 * Order submission and the just-submitted order (§4 Checkout): plain async calls the checkout machine's
 * actors wrap, and the hand-over to /order-confirmation through the query cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type Order } from '@trade-portal/api-client';
import { portalClient } from '../../api/client';

/** Query key under which the last submitted order waits for /order-confirmation. */
export const ORDER_RESULT_KEY = ['portal', 'orderConfirmation'] as const;

/** A fresh Idempotency-Key: one per checkout attempt, so a retried request makes one order. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * POST /api/Order/Submit with body { BackEndCartId } and an Idempotency-Key (§4 Checkout, ADR 0001).
 * @returns the order, or null when the server answered without one ('submitted correctly', §8)
 * @throws ApiError with the server's Message on failure
 */
export async function submitOrder(input: { accountNumber: string; backEndCartId: number; idempotencyKey?: string }): Promise<Order | null> {
  const result = await portalClient.POST('/api/Order/Submit', {
    params: { query: { accountNumber: input.accountNumber }, header: { 'Idempotency-Key': input.idempotencyKey ?? newIdempotencyKey() } },
    body: { BackEndCartId: input.backEndCartId },
  });
  const order = unwrap(result);
  return order && typeof order === 'object' && 'OrderNumber' in order ? order : null;
}

/** Keeps the submitted order for /order-confirmation (in memory: a reload falls back to My Orders). */
export function storeOrderResult(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(ORDER_RESULT_KEY, order);
}

/** The order kept by `storeOrderResult`, if any. */
export function readOrderResult(queryClient: QueryClient): Order | undefined {
  return queryClient.getQueryData<Order>(ORDER_RESULT_KEY);
}
