import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackEndCart } from '@trade-portal/api-client';

const cart: BackEndCart = {
  BackEndCartId: 7, AccountNumber: '10010001', PendingOrderNumber: null, BackEndCartDetails: [], UnavailableDetails: [],
  TotalItems: 0, SubTotal: 0, VatTotal: 0, OrderTotal: 0,
};
const PATCH = vi.fn();
vi.mock('./client', () => ({ portalClient: { PATCH }, $api: { queryOptions: () => ({}) } }));
const { addSuggestedProducts } = await import('./suggestions');

const answered = (status = 200) => ({ data: status === 200 ? cart : undefined, error: status === 200 ? undefined : { Message: 'Suggestion not found.' }, response: new Response(null, { status }) });

describe('addSuggestedProducts (§1: added once per suggestion)', () => {
  beforeEach(() => PATCH.mockReset());

  it('sends one request for calls made together (React running effects twice) and shares its cart', async () => {
    let answer!: (value: unknown) => void;
    PATCH.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = addSuggestedProducts({ accountNumber: '10010001', suggestionId: 3, backEndCartId: null });
    const second = addSuggestedProducts({ accountNumber: '10010001', suggestionId: 3, backEndCartId: null });
    answer(answered());
    await expect(first).resolves.toBe(cart);
    await expect(second).resolves.toBe(cart);
    expect(PATCH).toHaveBeenCalledOnce();
    expect(PATCH).toHaveBeenCalledWith('/api/BackEndCart/AddSuggestedOrderProducts', { params: { query: { suggestionId: 3, accountNumber: '10010001' } } });
  });

  it('names the cart when there is one, and keeps stores and suggestions apart', async () => {
    PATCH.mockResolvedValue(answered());
    await Promise.all([
      addSuggestedProducts({ accountNumber: '10010001', suggestionId: 3, backEndCartId: 7 }),
      addSuggestedProducts({ accountNumber: '10020002', suggestionId: 3, backEndCartId: null }),
      addSuggestedProducts({ accountNumber: '10010001', suggestionId: 4, backEndCartId: 7 }),
    ]);
    expect(PATCH).toHaveBeenCalledTimes(3);
    expect(PATCH.mock.calls[0]![1]).toEqual({ params: { query: { suggestionId: 3, beCartId: 7, accountNumber: '10010001' } } });
  });

  it("rejects with the server's Message, and a later call asks again", async () => {
    PATCH.mockResolvedValueOnce(answered(404)).mockResolvedValueOnce(answered());
    await expect(addSuggestedProducts({ accountNumber: '10010001', suggestionId: 9, backEndCartId: 7 })).rejects.toMatchObject({ status: 404, Message: 'Suggestion not found.' });
    await expect(addSuggestedProducts({ accountNumber: '10010001', suggestionId: 9, backEndCartId: 7 })).resolves.toBe(cart);
    expect(PATCH).toHaveBeenCalledTimes(2);
  });
});
