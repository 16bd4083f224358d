import { describe, expect, it } from 'vitest';
import { ApiError } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { pendingOrderErrorMessage } from './orders';

describe('pendingOrderErrorMessage (§4 Cancel order, §8)', () => {
  it("shows the server's Message for a refusal", () => {
    expect(pendingOrderErrorMessage(new ApiError(409, 'Only pending orders can be cancelled.'))).toBe('Only pending orders can be cancelled.');
    expect(pendingOrderErrorMessage(new ApiError(404, 'Order not found.'))).toBe('Order not found.');
  });
  it('shows the internal-error sentence for a 5xx or no answer', () => {
    expect(pendingOrderErrorMessage(new ApiError(500, 'Internal Server Error'))).toBe(messages.internalError);
    expect(pendingOrderErrorMessage(new ApiError(503, ''))).toBe(messages.internalError);
    expect(pendingOrderErrorMessage(new ApiError(0, 'Failed to fetch'))).toBe(messages.internalError);
  });
  it('falls back to the internal-error sentence without any message', () => {
    expect(pendingOrderErrorMessage({})).toBe(messages.internalError);
  });
});
