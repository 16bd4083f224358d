import { createActor, fromPromise, waitFor } from 'xstate';
import { isTransientFailure, type BackEndCart, type Order } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { checkoutLinesOf, checkoutMachine, type SubmitOrderInput } from '@trade-portal/machines';

/** The calls a store's checkout makes (`useStoreCheckoutCalls`), each for the store named. */
export interface StoreCheckoutCalls {
  submit: (accountNumber: string, submission: SubmitOrderInput) => Promise<Order | null>;
  queue: (accountNumber: string, attempt: Pick<SubmitOrderInput, 'idempotencyKey' | 'lines'>) => Promise<void>;
  refresh: () => Promise<void>;
}

/** How one store's checkout ended, in the grid's words. */
export type StoreCheckoutResult =
  | { kind: 'ordered'; order: Order | null }
  | { kind: 'savedOnDevice' }
  | { kind: 'cartChanged' }
  | { kind: 'failed'; message: string };

/**
 * Checks out one store of the several-store grid (§4 Checkout, §8 Checkout failure; ADR 0030) through the
 * checkout machine, as /cart does, with the grid's own confirmation standing for the machine's: the
 * machine makes the attempt's Idempotency-Key, saves a checkout the server did not hear on this device
 * (to be sent once), and stops at a cart another tablet changed since it was shown, rather than ordering it.
 * @param accountNumber the store (JtiAccountId)
 * @param cart the store's cart as the grid shows it (its id and lines are what is ordered)
 * @returns how it ended: the order (null when the server answered without one, §8), saved on the device,
 *   the cart changed since, or failed with the server's Message or §8's default
 */
export async function checkoutStore(calls: StoreCheckoutCalls, accountNumber: string, cart: BackEndCart): Promise<StoreCheckoutResult> {
  const machine = checkoutMachine.provide({
    actors: {
      submitOrder: fromPromise(({ input }) => calls.submit(accountNumber, input)),
      queueOrder: fromPromise(({ input }) => calls.queue(accountNumber, input)),
      refreshCart: fromPromise(() => calls.refresh()),
    },
    guards: { isUnheard: ({ event }) => 'error' in event && isTransientFailure(event.error) },
  });
  const actor = createActor(machine, { input: { queueWhenUnheard: true } }).start();
  try {
    actor.send({ type: 'checkout.start', backEndCartId: cart.BackEndCartId, lines: checkoutLinesOf(cart) });
    actor.send({ type: 'checkout.confirm' });
    const done = await waitFor(actor, (s) => s.matches('succeeded') || s.matches('submittedWithoutResult') || s.matches('savedOnDevice') || s.matches('cartChanged') || s.matches('failed'), {
      timeout: Infinity,
    });
    if (done.matches('succeeded') || done.matches('submittedWithoutResult')) return { kind: 'ordered', order: done.context.order };
    if (done.matches('savedOnDevice')) return { kind: 'savedOnDevice' };
    if (done.matches('cartChanged')) return { kind: 'cartChanged' };
    return { kind: 'failed', message: done.context.errorMessage ?? messages.checkoutErrorDefault };
  } finally {
    actor.stop();
  }
}
