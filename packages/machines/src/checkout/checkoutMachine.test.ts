import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { Order, SimilarOrder } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { allStateIds, allTransitions, jsonRoundTrip, replayOnActor, walkMachine } from '../testing';
import { checkoutMachine, type QueueOrderInput, type SubmitOrderInput } from './checkoutMachine';

const order = { OrderNumber: '100200', OrderDate: '2026-11-22T10:00:00Z', AccountNumber: '1', Status: 1, SubTotal: 1, VatTotal: 0.23, OrderTotal: 1.23, TotalItems: 1, OrderDetails: [] } satisfies Order;
const similar = { OrderNumber: '100199', OrderDate: '2026-11-22T08:00:00Z', Status: 1, TotalItems: 12, OrderTotal: 1500, Similarity: 0.9 } satisfies SimilarOrder;
/** What the confirm shows: the cart's lines, sent with every attempt. */
const lines = [{ SKU: 'RMC1001', Product: 'Briarwood Virginia Mix 100g', Quantity: 3, PriceOuter: 128.33 }];
/** The cart another tablet left: RMC1002 × 22 instead. */
const cartNow = (details: { SKU: string; Product: string; Quantity: number; PriceOuter: number }[], id = 8) => ({
  BackEndCartId: id, AccountNumber: '10010001', PendingOrderNumber: null, UnavailableDetails: [], TotalItems: 22, SubTotal: 0, VatTotal: 0, OrderTotal: 0,
  BackEndCartDetails: details.map((d, i) => ({ ...d, BackEndCartDetailsId: i + 1, LineTotal: d.Quantity * d.PriceOuter })),
});
const changedLines = [{ SKU: 'RMC1002', Product: 'Kestrel Menthol 20s', Quantity: 22, PriceOuter: 135.19 }];
const cartChanged = { Message: 'Your cart has changed since you confirmed this order.', Cart: cartNow(changedLines) };
const cartEmptied = { Message: 'Your cart has changed since you confirmed this order.', Cart: cartNow([]) };

/** The machine with predictable idempotency keys: `key-1`, `key-2`, … per machine made. */
/** The portal's answer to "was this failure unheard?": here, a fetch's TypeError. */
const isUnheard = ({ event }: { event: object }) => 'error' in event && event.error instanceof TypeError;

function withKeys() {
  let n = 0;
  return checkoutMachine.provide({ actions: { assignAttemptKey: assign({ idempotencyKey: () => `key-${++n}` }) }, guards: { isUnheard } });
}

function run(
  submit: (input: SubmitOrderInput) => Promise<Order | null | undefined>,
  mode: 'checkout' | 'editOrder' = 'checkout',
  findSimilar?: (input: { backEndCartId: number }) => Promise<SimilarOrder | null>,
  queue?: (input: QueueOrderInput) => Promise<void>,
) {
  const queueOrder = vi.fn(queue ?? (async () => undefined));
  const showSavedOnDevice = vi.fn();
  const showCartChanged = vi.fn();
  const refreshCart = vi.fn(async (): Promise<void> => undefined);
  const findSimilarOrder = vi.fn(findSimilar ?? (async () => null));
  const showDuplicate = vi.fn();
  const submitOrder = vi.fn(submit);
  const updateOrder = vi.fn(submit);
  const onOrder = vi.fn();
  const actor = createActor(
    withKeys().provide({
      actions: { onOrder: (_, params) => onOrder(params.order, params.mode), showDuplicate: (_, params) => showDuplicate(params.order), showSavedOnDevice, showCartChanged: (_, params) => showCartChanged(params) },
      actors: {
        submitOrder: fromPromise(({ input }: { input: SubmitOrderInput }) => submitOrder(input)),
        updateOrder: fromPromise(({ input }: { input: SubmitOrderInput }) => updateOrder(input)),
        refreshCart: fromPromise(refreshCart),
        findSimilarOrder: fromPromise(({ input }: { input: { backEndCartId: number } }) => findSimilarOrder(input)),
        queueOrder: fromPromise(({ input }: { input: QueueOrderInput }) => queueOrder(input)),
      },
    }),
    { input: { backEndCartId: 7, mode, checkDuplicates: !!findSimilar, queueWhenUnheard: !!queue } },
  );
  actor.start();
  return { actor, submitOrder, updateOrder, refreshCart, onOrder, findSimilarOrder, showDuplicate, queueOrder, showSavedOnDevice, showCartChanged };
}

describe('checkoutMachine (§4 Checkout)', () => {
  describe('pure transitions', () => {
    // `initialTransition` and `transition` compute the next snapshot without running actors or actions.
    it('starts idle with the cart and no attempt', () => {
      const [snapshot] = initialTransition(checkoutMachine, { backEndCartId: 7 });
      expect(snapshot.value).toBe('idle');
      expect(snapshot.context).toEqual({ backEndCartId: 7, mode: 'checkout', idempotencyKey: null, order: null, errorMessage: null, checkDuplicates: false, similarOrder: null, queueWhenUnheard: false, lines: [], changedFrom: null });
    });

    it('confirms into submitting with a new key, and locks further confirms', () => {
      const machine = withKeys();
      const [idle] = initialTransition(machine, { backEndCartId: null });
      const [confirming] = transition(machine, idle, { type: 'checkout.start', lines, backEndCartId: 7 });
      expect(confirming.hasTag('popup')).toBe(true);
      const [submitting] = transition(machine, confirming, { type: 'checkout.confirm' });
      expect(submitting.value).toBe('submitting');
      expect(submitting.hasTag('loading') && submitting.hasTag('locked')).toBe(true);
      expect(submitting.context.idempotencyKey).toBe('key-1');
      expect(submitting.can({ type: 'checkout.confirm' })).toBe(false);
      const [again] = transition(machine, submitting, { type: 'checkout.confirm' });
      expect(again.context.idempotencyKey).toBe('key-1');
    });

    it('without a cart and with no outbox, a confirm fails with the default message instead of closing with nothing done', () => {
      const [idle] = initialTransition(checkoutMachine, { backEndCartId: 7 });
      const [confirming] = transition(checkoutMachine, idle, { type: 'checkout.start', lines, backEndCartId: null });
      const [failed] = transition(checkoutMachine, confirming, { type: 'checkout.confirm' });
      expect(failed.value).toBe('failed');
      expect(failed.context.errorMessage).toBe(messages.checkoutErrorDefault);
    });
  });

  describe('the running actor', () => {
    it('confirms, submits once, refreshes the cart and ends with the order', async () => {
      let resolve!: (o: Order) => void;
      const { actor, submitOrder, refreshCart, onOrder } = run(() => new Promise((r) => (resolve = r)));
      actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      expect(actor.getSnapshot().value).toBe('confirming');
      actor.send({ type: 'checkout.confirm' });
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      actor.send({ type: 'checkout.confirm' });
      actor.send({ type: 'checkout.confirm' });
      expect(submitOrder).toHaveBeenCalledTimes(1);
      expect(submitOrder).toHaveBeenCalledWith({ backEndCartId: 7, idempotencyKey: 'key-1', lines });
      resolve(order);
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.value).toBe('succeeded');
      expect(done.context.order).toEqual(order);
      expect(refreshCart).toHaveBeenCalledTimes(1);
      expect(onOrder).toHaveBeenCalledExactlyOnceWith(order, 'checkout');
    });

    it('says the order was submitted when the result is empty', async () => {
      const { actor, refreshCart, onOrder } = run(async () => null);
      actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      actor.send({ type: 'checkout.confirm' });
      const s = await waitFor(actor, (x) => x.matches('submittedWithoutResult'));
      expect(s.hasTag('popup')).toBe(true);
      expect(refreshCart).toHaveBeenCalledTimes(1);
      expect(onOrder).not.toHaveBeenCalled();
      actor.send({ type: 'checkout.dismiss' });
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('shows the server Message on failure, or a default, and refreshes the cart', async () => {
      const { actor, refreshCart } = run(async () => {
        throw Object.assign(new Error('x'), { Message: 'Your cart is empty.' });
      });
      actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      actor.send({ type: 'checkout.confirm' });
      const s = await waitFor(actor, (x) => x.matches('failed'));
      expect(s.context.errorMessage).toBe('Your cart is empty.');
      expect(s.hasTag('error')).toBe(true);
      expect(refreshCart).toHaveBeenCalledTimes(1);
      actor.send({ type: 'checkout.dismiss' });
      expect(actor.getSnapshot().value).toBe('idle');

      const other = run(async () => {
        throw new Error('network');
      });
      other.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      other.actor.send({ type: 'checkout.confirm' });
      const f = await waitFor(other.actor, (x) => x.matches('failed'));
      expect(f.context.errorMessage).toBe('Your order could not be submitted. Please try again.');
      other.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      expect(other.actor.getSnapshot().value).toBe('confirming');
    });

    it('a confirm without a cart submits nothing, and cancel returns to idle', async () => {
      const { actor, submitOrder } = run(async () => order);
      actor.send({ type: 'checkout.start', lines, backEndCartId: null });
      actor.send({ type: 'checkout.cancel' });
      expect(actor.getSnapshot().value).toBe('idle');
      actor.send({ type: 'checkout.start', lines, backEndCartId: null });
      actor.send({ type: 'checkout.confirm' });
      await waitFor(actor, (x) => x.matches('failed'));
      expect(submitOrder).not.toHaveBeenCalled();
    });

    it('edit-order confirm updates the pending order and has no lock: a second confirm is a new attempt (§4)', async () => {
      const { actor, submitOrder, updateOrder } = run(() => new Promise(() => undefined), 'editOrder');
      actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      actor.send({ type: 'checkout.confirm' });
      expect(actor.getSnapshot().value).toBe('updating');
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(actor.getSnapshot().hasTag('locked')).toBe(false);
      actor.send({ type: 'checkout.confirm' });
      await Promise.resolve();
      expect(submitOrder).not.toHaveBeenCalled();
      expect(updateOrder).toHaveBeenCalledTimes(2);
      expect(updateOrder.mock.calls.map((c) => c[0].idempotencyKey)).toEqual(['key-1', 'key-2']);
    });

    it('edit-order ends with the updated order and its mode, or fails with the server Message', async () => {
      const ok = run(async () => order, 'editOrder');
      ok.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      ok.actor.send({ type: 'checkout.confirm' });
      await waitFor(ok.actor, (x) => x.status === 'done');
      expect(ok.onOrder).toHaveBeenCalledWith(order, 'editOrder');
      expect(ok.refreshCart).toHaveBeenCalledTimes(1);

      const empty = run(async () => null, 'editOrder');
      empty.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      empty.actor.send({ type: 'checkout.confirm' });
      await waitFor(empty.actor, (x) => x.matches('submittedWithoutResult'));

      const refused = run(async () => Promise.reject({ Message: 'Only pending orders can be edited.' }), 'editOrder');
      refused.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      refused.actor.send({ type: 'checkout.confirm' });
      const s = await waitFor(refused.actor, (x) => x.matches('failed'));
      expect(s.context.errorMessage).toBe('Only pending orders can be edited.');
    });

    it('checkout.start may switch the mode; without one it keeps the current mode', () => {
      const [idle] = initialTransition(checkoutMachine, { backEndCartId: 7 });
      const [editing] = transition(checkoutMachine, idle, { type: 'checkout.start', lines, backEndCartId: 7, mode: 'editOrder' });
      expect(editing.context.mode).toBe('editOrder');
      const [back] = transition(checkoutMachine, editing, { type: 'checkout.cancel' });
      const [kept] = transition(checkoutMachine, back, { type: 'checkout.start', lines, backEndCartId: 7 });
      expect(kept.context.mode).toBe('editOrder');
      const [checkout] = transition(checkoutMachine, back, { type: 'checkout.start', lines, backEndCartId: 7, mode: 'checkout' });
      expect(checkout.context.mode).toBe('checkout');
    });

    it('reaches the outcome when the cart refresh fails, and uses a random key by default', async () => {
      const submitOrder = vi.fn(async (_: SubmitOrderInput): Promise<Order | null | undefined> => order);
      const actor = createActor(
        checkoutMachine.provide({
          actors: {
            submitOrder: fromPromise(({ input }: { input: SubmitOrderInput }) => submitOrder(input)),
            refreshCart: fromPromise(async (): Promise<void> => {
              throw new Error('offline');
            }),
          },
        }),
        { input: { backEndCartId: 3 } },
      ).start();
      actor.send({ type: 'checkout.start', lines, backEndCartId: 3 });
      actor.send({ type: 'checkout.confirm' });
      const s = await waitFor(actor, (x) => x.status === 'done');
      expect(s.value).toBe('succeeded');
      expect(submitOrder.mock.calls[0]?.[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('fails with the default message when no submitOrder is provided', async () => {
      const actor = createActor(checkoutMachine, { input: { backEndCartId: 1 } }).start();
      actor.send({ type: 'checkout.start', lines, backEndCartId: 1 });
      actor.send({ type: 'checkout.confirm' });
      const s = await waitFor(actor, (x) => x.matches('failed'));
      expect(s.context.errorMessage).toBe('Your order could not be submitted. Please try again.');
    });

    it('runs the popup hooks on entering their states, with the message to show (§2.10, §8)', async () => {
      const popup: string[] = [];
      const hooks = {
        showConfirm: (_: unknown, p: { mode: string }) => void popup.push(p.mode === 'editOrder' ? 'edit-order' : 'confirm'),
        closeConfirm: () => void popup.push('close'),
        showSubmittedWithoutResult: (_: unknown, p: { message: string }) => void popup.push(`success: ${p.message}`),
        showFailure: (_: unknown, p: { message: string }) => void popup.push(`error: ${p.message}`),
      };
      const make = (submit: () => Promise<Order | null | undefined>) =>
        createActor(
          withKeys().provide({ actions: hooks, actors: { submitOrder: fromPromise<Order | null | undefined, SubmitOrderInput>(submit), refreshCart: fromPromise<void>(async () => undefined) } }),
          { input: { backEndCartId: 7 } },
        ).start();

      const failing = make(async () => Promise.reject({ Message: 'Your cart is empty.' }));
      failing.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      failing.send({ type: 'checkout.cancel' });
      failing.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      failing.send({ type: 'checkout.confirm' });
      await waitFor(failing, (x) => x.matches('failed'));
      expect(popup).toEqual(['confirm', 'confirm', 'close', 'error: Your cart is empty.']);

      popup.length = 0;
      const empty = make(async () => null);
      empty.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      empty.send({ type: 'checkout.confirm' });
      await waitFor(empty, (x) => x.matches('submittedWithoutResult'));
      expect(popup).toEqual(['confirm', 'close', 'success: Your order has been submitted correctly.']);

      popup.length = 0;
      const edit = make(async () => null);
      edit.send({ type: 'checkout.start', lines, backEndCartId: 7, mode: 'editOrder' });
      edit.send({ type: 'checkout.confirm' });
      expect(popup).toEqual(['edit-order', 'close']);
    });

    it('duplicate-order guard: a close recent order is asked about first; Place order anyway submits with the lock, Cancel goes back', async () => {
      const { actor, submitOrder, findSimilarOrder, showDuplicate } = run(() => new Promise(() => undefined), 'checkout', async () => similar);
      actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      expect(actor.getSnapshot().value).toBe('checkingDuplicate');
      let s = await waitFor(actor, (x) => x.matches('askingDuplicate'));
      expect(findSimilarOrder).toHaveBeenCalledWith({ backEndCartId: 7 });
      expect(showDuplicate).toHaveBeenCalledWith(similar);
      expect(s.hasTag('popup')).toBe(true);
      expect(s.context.similarOrder).toEqual(similar);
      actor.send({ type: 'checkout.cancel' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(submitOrder).not.toHaveBeenCalled();

      actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      s = await waitFor(actor, (x) => x.matches('askingDuplicate'));
      expect(s.context.similarOrder).toEqual(similar);
      actor.send({ type: 'checkout.confirm' });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(actor.getSnapshot().hasTag('locked')).toBe(true);
      actor.send({ type: 'checkout.confirm' });
      await Promise.resolve();
      expect(submitOrder).toHaveBeenCalledTimes(1);
      expect(submitOrder.mock.calls[0]?.[0]).toEqual({ backEndCartId: 7, idempotencyKey: 'key-1', lines });
    });

    it('duplicate-order guard: no close order, or a check that fails, opens the usual confirm; Cancel while checking stops', async () => {
      const none = run(async () => order, 'checkout', async () => null);
      none.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      await waitFor(none.actor, (x) => x.matches('confirming'));
      expect(none.showDuplicate).not.toHaveBeenCalled();

      const failing = run(async () => order, 'checkout', async () => Promise.reject(new Error('offline')));
      failing.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      await waitFor(failing.actor, (x) => x.matches('confirming'));

      const cancelled = run(async () => order, 'checkout', () => new Promise(() => undefined));
      cancelled.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      cancelled.actor.send({ type: 'checkout.cancel' });
      expect(cancelled.actor.getSnapshot().value).toBe('idle');
    });

    it('duplicate-order guard: not asked when editing an order, without a cart, or when off', () => {
      const editing = run(async () => order, 'editOrder', async () => similar);
      editing.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      expect(editing.actor.getSnapshot().value).toBe('confirming');
      const noCart = run(async () => order, 'checkout', async () => similar);
      noCart.actor.send({ type: 'checkout.start', lines, backEndCartId: null });
      expect(noCart.actor.getSnapshot().value).toBe('confirming');
      expect(noCart.findSimilarOrder).not.toHaveBeenCalled();
      const off = run(async () => order);
      off.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      expect(off.actor.getSnapshot().value).toBe('confirming');
      expect(off.findSimilarOrder).not.toHaveBeenCalled();
    });

    it('offline: a submit not heard is saved on this device with its attempt key, and the cart refreshed', async () => {
      const { actor, queueOrder, showSavedOnDevice, refreshCart } = run(() => Promise.reject(new TypeError('Failed to fetch')), 'checkout', undefined, async () => undefined);
      actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      actor.send({ type: 'checkout.confirm' });
      const s = await waitFor(actor, (x) => x.matches('savedOnDevice'));
      expect(queueOrder).toHaveBeenCalledWith({ backEndCartId: 7, idempotencyKey: 'key-1', lines });
      expect(refreshCart).toHaveBeenCalledTimes(1);
      expect(showSavedOnDevice).toHaveBeenCalledTimes(1);
      expect(s.hasTag('popup')).toBe(true);
      actor.send({ type: 'checkout.dismiss' });
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('offline: a cart the server has not seen yet (its lines still in the outbox) is saved with its order, without a submit; with no outbox it fails', async () => {
      const { actor, submitOrder, queueOrder, showSavedOnDevice } = run(() => Promise.reject(new TypeError('Failed to fetch')), 'checkout', undefined, async () => undefined);
      actor.send({ type: 'checkout.start', lines, backEndCartId: null });
      actor.send({ type: 'checkout.confirm' });
      await waitFor(actor, (x) => x.matches('savedOnDevice'));
      expect(submitOrder).not.toHaveBeenCalled();
      expect(queueOrder).toHaveBeenCalledWith({ backEndCartId: null, idempotencyKey: 'key-1', lines });
      expect(showSavedOnDevice).toHaveBeenCalledTimes(1);

      const off = run(async () => order);
      off.actor.send({ type: 'checkout.start', lines, backEndCartId: null });
      off.actor.send({ type: 'checkout.confirm' });
      const failed = await waitFor(off.actor, (x) => x.matches('failed'));
      expect(failed.context.errorMessage).toBe(messages.checkoutErrorDefault);
      expect(off.submitOrder).not.toHaveBeenCalled();
    });

    it('offline: a refusal is still a failure, a save that fails is a failure, and without the option nothing is queued', async () => {
      const refused = run(() => Promise.reject({ Message: 'Your cart is empty.' }), 'checkout', undefined, async () => undefined);
      refused.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      refused.actor.send({ type: 'checkout.confirm' });
      expect((await waitFor(refused.actor, (x) => x.matches('failed'))).context.errorMessage).toBe('Your cart is empty.');
      expect(refused.queueOrder).not.toHaveBeenCalled();

      const unsaved = run(() => Promise.reject(new TypeError('Failed to fetch')), 'checkout', undefined, () => Promise.reject(new Error('quota')));
      unsaved.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      unsaved.actor.send({ type: 'checkout.confirm' });
      await waitFor(unsaved.actor, (x) => x.matches('failed'));

      const off = run(() => Promise.reject(new TypeError('Failed to fetch')));
      off.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      off.actor.send({ type: 'checkout.confirm' });
      await waitFor(off.actor, (x) => x.matches('failed'));
      expect(off.queueOrder).not.toHaveBeenCalled();
    });

    it('cart changed since the confirm: shows what changed, and a new confirm orders the cart now with a new key', async () => {
      let calls = 0;
      const r = run(async (input) => {
        calls += 1;
        if (calls === 1) throw cartChanged;
        return { ...order, TotalItems: input.lines[0]!.Quantity };
      });
      r.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      r.actor.send({ type: 'checkout.confirm' });
      const asked = await waitFor(r.actor, (x) => x.matches('cartChanged'));
      expect(asked.hasTag('popup')).toBe(true);
      expect(r.refreshCart).toHaveBeenCalledTimes(1);
      expect(r.showCartChanged).toHaveBeenCalledWith({ mode: 'checkout', confirmed: lines, now: changedLines });
      expect(asked.context).toMatchObject({ lines: changedLines, changedFrom: lines, backEndCartId: 8, idempotencyKey: null });
      expect(r.onOrder).not.toHaveBeenCalled();
      r.actor.send({ type: 'checkout.confirm' });
      await waitFor(r.actor, (x) => x.matches('succeeded'));
      expect(r.submitOrder.mock.calls[1]?.[0]).toEqual({ backEndCartId: 8, idempotencyKey: 'key-2', lines: changedLines });
      expect(r.onOrder).toHaveBeenCalledWith({ ...order, TotalItems: 22 }, 'checkout');
    });

    it('cart changed: Cancel goes back; an emptied cart can only be closed; an edit is asked again and updates', async () => {
      const cancelled = run(() => Promise.reject(cartChanged));
      cancelled.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      cancelled.actor.send({ type: 'checkout.confirm' });
      await waitFor(cancelled.actor, (x) => x.matches('cartChanged'));
      cancelled.actor.send({ type: 'checkout.cancel' });
      expect(cancelled.actor.getSnapshot().value).toBe('idle');
      expect(cancelled.submitOrder).toHaveBeenCalledTimes(1);

      const emptied = run(() => Promise.reject(cartEmptied));
      emptied.actor.send({ type: 'checkout.start', lines, backEndCartId: 7 });
      emptied.actor.send({ type: 'checkout.confirm' });
      const asked = await waitFor(emptied.actor, (x) => x.matches('cartChanged'));
      expect(asked.can({ type: 'checkout.confirm' })).toBe(false);
      expect(emptied.showCartChanged).toHaveBeenCalledWith({ mode: 'checkout', confirmed: lines, now: [] });
      emptied.actor.send({ type: 'checkout.dismiss' });
      expect(emptied.actor.getSnapshot().value).toBe('idle');

      let calls = 0;
      const edit = run(async () => {
        calls += 1;
        if (calls === 1) throw cartChanged;
        return order;
      }, 'editOrder');
      edit.actor.send({ type: 'checkout.start', lines, backEndCartId: 7, mode: 'editOrder' });
      edit.actor.send({ type: 'checkout.confirm' });
      await waitFor(edit.actor, (x) => x.matches('cartChanged'));
      expect(edit.showCartChanged).toHaveBeenCalledWith({ mode: 'editOrder', confirmed: lines, now: changedLines });
      edit.actor.send({ type: 'checkout.confirm' });
      await waitFor(edit.actor, (x) => x.matches('succeeded'));
      expect(edit.updateOrder.mock.calls[1]?.[0]).toEqual({ backEndCartId: 8, idempotencyKey: 'key-2', lines: changedLines });
      expect(edit.onOrder).toHaveBeenCalledWith(order, 'editOrder');
    });
  });

  describe('graph walk', () => {
    // Actor results are events of the walk: submitOrder resolves with an order or with nothing, or rejects.
    const machine = checkoutMachine.provide({ actions: { assignAttemptKey: assign({ idempotencyKey: 'key' }) }, guards: { isUnheard } });
    const walk = walkMachine(machine, {
      inputs: [{ backEndCartId: 7 }, { backEndCartId: 7, mode: 'editOrder' }, { backEndCartId: 7, checkDuplicates: true }, { backEndCartId: 7, queueWhenUnheard: true }],
      events: [
        { type: 'checkout.start', lines, backEndCartId: 7 }, { type: 'checkout.start', lines, backEndCartId: null },
        { type: 'checkout.start', lines, backEndCartId: 7, mode: 'editOrder' }, { type: 'checkout.start', lines, backEndCartId: 7, mode: 'checkout' },
        { type: 'checkout.confirm' }, { type: 'checkout.cancel' }, { type: 'checkout.dismiss' },
      ],
      outcomes: {
        submitOrder: () => [{ output: order }, { output: null }, { error: { Message: 'Your cart is empty.' } }, { error: new TypeError('Failed to fetch') }, { error: cartChanged }, { error: cartEmptied }],
        updateOrder: () => [{ output: order }, { output: null }, { error: { Message: 'Only pending orders can be edited.' } }, { error: cartChanged }],
        findSimilarOrder: () => [{ output: similar }, { output: null }, { error: new Error('offline') }],
      },
    });

    it('reaches every state', () => expect(walk.stateIds).toEqual(allStateIds(machine).sort()));
    // The machine's transitions written out (`<source>: <event> [<n>] → <targets>`, `always` for eventless ones):
    // one removed, added or retargeted in the machine fails here until this list says so.
    const transitions = [
      'checkout.askingDuplicate: checkout.cancel [0] → checkout.idle',
      'checkout.askingDuplicate: checkout.confirm [0] → checkout.submitting',
      'checkout.cartChanged: checkout.cancel [0] → checkout.idle',
      'checkout.cartChanged: checkout.confirm [0] → checkout.updating',
      'checkout.cartChanged: checkout.confirm [1] → checkout.submitting',
      'checkout.cartChanged: checkout.dismiss [0] → checkout.idle',
      'checkout.checkingDuplicate: checkout.cancel [0] → checkout.idle',
      'checkout.checkingDuplicate: xstate.done.actor.0.checkout.checkingDuplicate [0] → checkout.askingDuplicate',
      'checkout.checkingDuplicate: xstate.done.actor.0.checkout.checkingDuplicate [1] → checkout.confirming',
      'checkout.checkingDuplicate: xstate.error.actor.0.checkout.checkingDuplicate [0] → checkout.confirming',
      'checkout.confirming: checkout.cancel [0] → checkout.idle',
      'checkout.confirming: checkout.confirm [0] → checkout.updating',
      'checkout.confirming: checkout.confirm [1] → checkout.submitting',
      'checkout.confirming: checkout.confirm [2] → checkout.queueing',
      'checkout.confirming: checkout.confirm [3] → checkout.failed',
      'checkout.failed: checkout.dismiss [0] → checkout.idle',
      'checkout.failed: checkout.start [0] → checkout.checkingDuplicate',
      'checkout.failed: checkout.start [1] → checkout.confirming',
      'checkout.idle: checkout.start [0] → checkout.checkingDuplicate',
      'checkout.idle: checkout.start [1] → checkout.confirming',
      'checkout.queueing: xstate.done.actor.0.checkout.queueing [0] → checkout.refreshing.toSavedOnDevice',
      'checkout.queueing: xstate.error.actor.0.checkout.queueing [0] → checkout.refreshing.toFailed',
      'checkout.refreshing.toCartChanged: xstate.done.actor.0.checkout.refreshing.toCartChanged [0] → checkout.cartChanged',
      'checkout.refreshing.toCartChanged: xstate.error.actor.0.checkout.refreshing.toCartChanged [0] → checkout.cartChanged',
      'checkout.refreshing.toFailed: xstate.done.actor.0.checkout.refreshing.toFailed [0] → checkout.failed',
      'checkout.refreshing.toFailed: xstate.error.actor.0.checkout.refreshing.toFailed [0] → checkout.failed',
      'checkout.refreshing.toSavedOnDevice: xstate.done.actor.0.checkout.refreshing.toSavedOnDevice [0] → checkout.savedOnDevice',
      'checkout.refreshing.toSavedOnDevice: xstate.error.actor.0.checkout.refreshing.toSavedOnDevice [0] → checkout.savedOnDevice',
      'checkout.refreshing.toSubmittedWithoutResult: xstate.done.actor.0.checkout.refreshing.toSubmittedWithoutResult [0] → checkout.submittedWithoutResult',
      'checkout.refreshing.toSubmittedWithoutResult: xstate.error.actor.0.checkout.refreshing.toSubmittedWithoutResult [0] → checkout.submittedWithoutResult',
      'checkout.refreshing.toSucceeded: xstate.done.actor.0.checkout.refreshing.toSucceeded [0] → checkout.succeeded',
      'checkout.refreshing.toSucceeded: xstate.error.actor.0.checkout.refreshing.toSucceeded [0] → checkout.succeeded',
      'checkout.savedOnDevice: checkout.dismiss [0] → checkout.idle',
      'checkout.submittedWithoutResult: checkout.dismiss [0] → checkout.idle',
      'checkout.submitting: xstate.done.actor.0.checkout.submitting [0] → checkout.refreshing.toSucceeded',
      'checkout.submitting: xstate.done.actor.0.checkout.submitting [1] → checkout.refreshing.toSubmittedWithoutResult',
      'checkout.submitting: xstate.error.actor.0.checkout.submitting [0] → checkout.refreshing.toCartChanged',
      'checkout.submitting: xstate.error.actor.0.checkout.submitting [1] → checkout.queueing',
      'checkout.submitting: xstate.error.actor.0.checkout.submitting [2] → checkout.refreshing.toFailed',
      'checkout.updating: checkout.confirm [0] → checkout.updating',
      'checkout.updating: xstate.done.actor.0.checkout.updating [0] → checkout.refreshing.toSucceeded',
      'checkout.updating: xstate.done.actor.0.checkout.updating [1] → checkout.refreshing.toSubmittedWithoutResult',
      'checkout.updating: xstate.error.actor.0.checkout.updating [0] → checkout.refreshing.toCartChanged',
      'checkout.updating: xstate.error.actor.0.checkout.updating [1] → checkout.refreshing.toFailed',
    ];
    it('takes every transition', () => {
      expect(allTransitions(machine)).toEqual(transitions);
      expect(walk.transitions).toEqual(transitions);
    });
    it('keeps context serialisable', () => walk.snapshots.forEach((s) => expect(jsonRoundTrip(s.context)).toEqual(s.context)));
    it('drives a running actor along the walk to every state', () => {
      const replay = replayOnActor(machine, walk);
      expect(replay.mismatches).toEqual([]);
      expect(replay.stateIds).toEqual(allStateIds(machine).sort());
    });
  });
});
