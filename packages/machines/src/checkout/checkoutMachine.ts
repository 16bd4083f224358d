import { and, assign, fromPromise, setup } from 'xstate';
import { messages } from '@trade-portal/domain';
import type { BackEndCart, BackEndCartDetail, Order, SimilarOrder } from '@trade-portal/api-client';

/**
 * A cart line as the checkout popup shows it and the retailer confirms it: SKU, name, outers
 * and price per outer (EUR, net), so the amount and any later change can be told in words.
 */
export type CheckoutLine = Pick<BackEndCartDetail, 'SKU' | 'Product' | 'Quantity' | 'PriceOuter'>;

/**
 * What the portal passes in: whether this is the edit-order confirm (§4), and the cart only where it is
 * known up front; otherwise the cart id arrives once, with `checkout.start`.
 */
export interface CheckoutInput {
  /** @default null */
  backEndCartId?: number | null;
  /** 'editOrder' behaves like checkout but without the confirm lock (§4 Edit-order confirm). */
  mode?: 'checkout' | 'editOrder';
  /**
   * Duplicate-order guard: before a new order's confirm, ask `findSimilarOrder` whether a recent
   * order closely matches the cart, and if so ask the retailer first (`askingDuplicate`). @default false
   */
  checkDuplicates?: boolean;
  /**
   * Offline cart (ADR 0031): a new order's submit that is not heard (no answer, 502–504, or not
   * sent because earlier changes wait) is saved on this device (`queueing`, `savedOnDevice`) to be sent
   * once later, instead of failing. @default false
   */
  queueWhenUnheard?: boolean;
}

/** The checkout's data; plain values only, so a snapshot can be persisted and walked (no functions). */
export interface CheckoutContext {
  backEndCartId: number | null;
  mode: 'checkout' | 'editOrder';
  /** Key of the current attempt, made by the action `assignAttemptKey`: a retried request of one attempt makes one order. */
  idempotencyKey: string | null;
  order: Order | null;
  errorMessage: string | null;
  checkDuplicates: boolean;
  /** The recent order the cart closely matches, while the retailer is asked about it. */
  similarOrder: SimilarOrder | null;
  queueWhenUnheard: boolean;
  /** The cart's orderable lines as confirmed (or about to be): sent with the submit, so nothing else is ordered. */
  lines: CheckoutLine[];
  /** While the retailer is asked again (`cartChanged`): the lines confirmed before the cart changed; else null. */
  changedFrom: CheckoutLine[] | null;
}

export type CheckoutEvent =
  /** `mode` switches between checkout and the edit-order confirm at start (the cart may start or stop editing while the page is open); omitted = keep. */
  | { type: 'checkout.start'; backEndCartId: number | null; mode?: 'checkout' | 'editOrder'; /** The cart's orderable lines the confirm shows. */ lines: readonly CheckoutLine[] }
  | { type: 'checkout.confirm' }
  | { type: 'checkout.cancel' }
  | { type: 'checkout.dismiss' };

/** Input of the `submitOrder`, `updateOrder` and `queueOrder` actors: the cart id, the attempt's idempotency key and the lines confirmed. */
export interface SubmitOrderInput {
  backEndCartId: number;
  idempotencyKey: string;
  /** What the retailer confirmed: the server orders nothing else, and answers 409 when the cart differs. */
  lines: CheckoutLine[];
}

/**
 * Input of the `queueOrder` actor: as {@link SubmitOrderInput}, with no cart id while the server has not
 * seen the cart yet (its lines are still in the outbox, ahead of the order, and make it when sent).
 */
export interface QueueOrderInput extends Omit<SubmitOrderInput, 'backEndCartId'> {
  backEndCartId: number | null;
}

/**
 * The refusal of a submit or edit whose cart is not what was confirmed: the server's 409 body,
 * `{ Message, Cart }`, with the cart as it is now. The portal's actors reject with it as the server sent it.
 */
export interface CartChangedFailure {
  Message: string;
  Cart: BackEndCart;
}

/** Whether a failure is the server's 'the cart changed since you confirmed it' (carries the cart now). */
export function isCartChangedFailure(error: unknown): error is CartChangedFailure {
  if (!error || typeof error !== 'object' || !('Cart' in error)) return false;
  const cart = (error as { Cart: unknown }).Cart;
  return !!cart && typeof cart === 'object' && Array.isArray((cart as { BackEndCartDetails?: unknown }).BackEndCartDetails);
}

/** The lines of a cart as the checkout keeps them (plain values, for a serialisable context). */
export function checkoutLinesOf(cart: Pick<BackEndCart, 'BackEndCartDetails'>): CheckoutLine[] {
  return cart.BackEndCartDetails.map(({ SKU, Product, Quantity, PriceOuter }) => ({ SKU, Product, Quantity, PriceOuter }));
}

/**
 * Checkout of §4: `idle` → start → `confirming` (the checkout popup) → confirm → `submitting`
 * (tag `loading`; the confirm is locked: further confirms are ignored), or in `editOrder` mode
 * `updating` (the edit-order confirm of §4: actor `updateOrder`, tag `loading`, no lock) → `succeeded` with the order
 * (the portal stores it and goes to /order-confirmation), `submittedWithoutResult` ('Your order has
 * been submitted correctly.') or `failed` (the checkoutError popup with the server's Message or a
 * default). Every outcome refreshes the cart first (`refreshing`, actor `refreshCart`).
 * Actors the portal provides: `submitOrder(SubmitOrderInput) → Order | null | undefined` (rejects with
 * an error carrying `Message` on failure), `updateOrder(SubmitOrderInput) → Order` (the pending order
 * rewritten from the cart, same failure shape) and `refreshCart() → void`.
 * Idempotency key: the action `assignAttemptKey` makes a new one (crypto.randomUUID()) on each confirm that
 * starts an attempt and passes it to `submitOrder`; tests provide it to get predictable keys.
 * Action hook: `onOrder({ order, mode })` runs once on entering `succeeded` (default: nothing); the portal
 * provides it to store the confirmation, send the add_to_cart analytics and go to /order-confirmation.
 * Popup hooks, each run on entering its state (default: nothing), so a page shows §2.10's popups from the
 * machine rather than by watching state names: `showConfirm({ mode })` (`confirming`: the 'checkout' or
 * 'edit-order' confirm, whose buttons send `checkout.confirm` / `checkout.cancel`), `closeConfirm()`
 * (`submitting`, `updating`),
 * `showSubmittedWithoutResult({ message })` ('success') and `showFailure({ message })` ('checkoutError',
 * the server's Message or the §8 default); their buttons send `checkout.dismiss`.
 * Lock: in `submitting` a further `checkout.confirm` is ignored (tag `locked`); in `updating` (§4
 * Edit-order confirm, no lock) it starts a new attempt with a new key instead.
 * Duplicate-order guard (beyond the spec; input `checkDuplicates`): a new order's start goes
 * through `checkingDuplicate` (actor `findSimilarOrder({ backEndCartId }) → SimilarOrder | null`); a match
 * opens `askingDuplicate` (hook `showDuplicate({ order })`, tag `popup`), whose confirm submits and whose
 * cancel goes back to `idle`; no match, or a failed check, opens the usual confirm.
 * Saved on this device (ADR 0031; input `queueWhenUnheard`): a new order's submit that was not
 * heard (guard `isUnheard`, which the portal provides: it reads `event.error`) goes to `queueing` (actor `queueOrder(QueueOrderInput) → void`, which puts
 * the attempt, with its key, in the offline outbox), then `savedOnDevice` (hook `showSavedOnDevice()`, tag
 * `popup`; dismiss → `idle`). A confirm with no back-end cart id (a cart whose first lines were made
 * offline) goes to `queueing` at once, the order behind those lines; with no outbox it is `failed`. The
 * outbox sends it later with the same key, so it makes one order however
 * the first try ended. A failure to save it is an ordinary `failed`.
 * Orders only what was confirmed: `checkout.start` carries the cart's lines, which every attempt
 * sends (`SubmitOrderInput.lines`). A submit or edit refused because the cart changed since (the actor
 * rejects with `CartChangedFailure`, the server's 409 with the cart now) goes to `cartChanged` (hook
 * `showCartChanged({ mode, confirmed, now })`, tag `popup`): the retailer sees what changed and confirms
 * the cart as it is now (a new attempt, new key, those lines) or cancels; an empty cart can only be closed.
 * Implements §4 Checkout, §8 Checkout failure and Submit with no result.
 */
/** A start goes to the duplicate check when it is on (a new order with a cart), else to the confirm. */
const startTransitions = [
  { guard: 'startsDuplicateCheck', target: 'checkingDuplicate', actions: 'assignCart' },
  { target: 'confirming', actions: 'assignCart' },
] as const;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    submitOrder: fromPromise<Order | null | undefined, SubmitOrderInput>(async () => {
      throw new Error('submitOrder is not provided');
    }),
    updateOrder: fromPromise<Order | null | undefined, SubmitOrderInput>(async () => {
      throw new Error('updateOrder is not provided');
    }),
    refreshCart: fromPromise<void>(async () => undefined),
    findSimilarOrder: fromPromise<SimilarOrder | null, { backEndCartId: number }>(async () => null),
    queueOrder: fromPromise<void, QueueOrderInput>(async () => {
      throw new Error('queueOrder is not provided');
    }),
  },
  guards: {
    hasCart: ({ context }) => context.backEndCartId != null,
    isEditOrder: ({ context }) => context.mode === 'editOrder',
    hasLines: ({ context }) => context.lines.length > 0,
    // The server's 409 with the cart now; read from the actor's error event.
    isCartChanged: ({ event }) => 'error' in event && isCartChangedFailure(event.error),
    // Read from the start event itself: the guard runs before `assignCart` takes its cart and mode.
    canQueue: ({ context }) => context.queueWhenUnheard && context.mode === 'checkout',
    // Whether a submit's failure means the server did not hear it: the portal provides its transport's
    // answer (`isTransientFailure`); by default nothing is taken for unheard.
    // Provided with the event (an actor's error event, `event.error`).
    isUnheard: () => false,
    startsDuplicateCheck: ({ context, event }) =>
      event.type === 'checkout.start' && context.checkDuplicates && (event.mode ?? context.mode) === 'checkout' && event.backEndCartId != null,
  },
  actions: {
    assignCart: assign(({ event, context }) => ({
      backEndCartId: event.type === 'checkout.start' ? event.backEndCartId : context.backEndCartId,
      mode: event.type === 'checkout.start' ? (event.mode ?? context.mode) : context.mode,
      order: null,
      errorMessage: null,
      idempotencyKey: null,
      similarOrder: null,
      lines: event.type === 'checkout.start' ? event.lines.map(({ SKU, Product, Quantity, PriceOuter }) => ({ SKU, Product, Quantity, PriceOuter })) : context.lines,
      changedFrom: null,
    })),
    // The cart as the server has it now becomes what a new confirm sends; what was confirmed is kept to show the change.
    assignChangedCart: assign(({ event, context }) => {
      const cart = 'error' in event && isCartChangedFailure(event.error) ? event.error.Cart : null;
      return {
        changedFrom: context.lines,
        lines: cart ? checkoutLinesOf(cart) : context.lines,
        backEndCartId: cart?.BackEndCartId ?? context.backEndCartId,
        idempotencyKey: null,
      };
    }),
    // The one place an idempotency key is made: a random UUID per attempt. Tests provide a deterministic one.
    assignAttemptKey: assign({ idempotencyKey: () => globalThis.crypto.randomUUID() }),
    onOrder: (_, _params: { order: Order; mode: CheckoutContext['mode'] }) => {},
    // Hooks for the page's popup (§2.10 sections checkout, edit-order, success and checkoutError); no-ops by default.
    showConfirm: (_, _params: { mode: CheckoutContext['mode'] }) => {},
    showDuplicate: (_, _params: { order: SimilarOrder }) => {},
    closeConfirm: () => {},
    showSubmittedWithoutResult: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { message: string }) => {},
    showSavedOnDevice: () => {},
    showCartChanged: (_, _params: { mode: CheckoutContext['mode']; confirmed: CheckoutLine[]; now: CheckoutLine[] }) => {},
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    backEndCartId: input.backEndCartId ?? null,
    mode: input.mode ?? 'checkout',
    idempotencyKey: null,
    order: null,
    errorMessage: null,
    checkDuplicates: input.checkDuplicates ?? false,
    similarOrder: null,
    queueWhenUnheard: input.queueWhenUnheard ?? false,
    lines: [],
    changedFrom: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'checkout.start': startTransitions },
    },
    checkingDuplicate: {
      invoke: {
        src: 'findSimilarOrder',
        input: ({ context }) => ({ backEndCartId: context.backEndCartId! }),
        onDone: [
          { guard: ({ event }) => !!event.output, target: 'askingDuplicate', actions: assign({ similarOrder: ({ event }) => event.output ?? null }) },
          { target: 'confirming' },
        ],
        // The guard is a help, not a gate: when it cannot answer, checkout goes on as usual.
        onError: 'confirming',
      },
      on: { 'checkout.cancel': 'idle' },
    },
    // The question replaces the usual confirm: 'Place order anyway' submits, with the same lock.
    askingDuplicate: {
      tags: ['popup'],
      entry: { type: 'showDuplicate', params: ({ context }) => ({ order: context.similarOrder! }) },
      on: {
        'checkout.confirm': { target: 'submitting', actions: 'assignAttemptKey' },
        'checkout.cancel': 'idle',
      },
    },
    confirming: {
      tags: ['popup'],
      entry: { type: 'showConfirm', params: ({ context }) => ({ mode: context.mode }) },
      on: {
        'checkout.confirm': [
          { guard: and(['hasCart', 'isEditOrder']), target: 'updating', actions: 'assignAttemptKey' },
          { guard: 'hasCart', target: 'submitting', actions: 'assignAttemptKey' },
          // A cart the server has not seen yet (its first lines made offline, still in the outbox): there
          // is nothing to submit now, so the order goes to the outbox behind those lines, which make the cart.
          { guard: 'canQueue', target: 'queueing', actions: 'assignAttemptKey' },
          // No cart and no outbox: say so rather than close the confirm with nothing happening.
          { target: 'failed', actions: assign({ errorMessage: messages.checkoutErrorDefault }) },
        ],
        'checkout.cancel': 'idle',
      },
    },
    submitting: {
      tags: ['loading', 'locked'],
      entry: 'closeConfirm',
      invoke: {
        src: 'submitOrder',
        input: ({ context }) => ({ backEndCartId: context.backEndCartId!, idempotencyKey: context.idempotencyKey!, lines: context.lines }),
        onDone: [
          { guard: ({ event }) => !!event.output, target: 'refreshing.toSucceeded', actions: assign({ order: ({ event }) => event.output ?? null }) },
          { target: 'refreshing.toSubmittedWithoutResult' },
        ],
        onError: [
          { guard: 'isCartChanged', target: 'refreshing.toCartChanged', actions: 'assignChangedCart' },
          { guard: and(['canQueue', 'isUnheard']), target: 'queueing' },
          { target: 'refreshing.toFailed', actions: assign({ errorMessage: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    // Still locked: the attempt is being written to the outbox with its key.
    queueing: {
      tags: ['loading', 'locked'],
      invoke: {
        src: 'queueOrder',
        input: ({ context }): QueueOrderInput => ({ backEndCartId: context.backEndCartId, idempotencyKey: context.idempotencyKey!, lines: context.lines }),
        onDone: 'refreshing.toSavedOnDevice',
        onError: { target: 'refreshing.toFailed', actions: assign({ errorMessage: ({ event }) => messageOf(event.error) }) },
      },
    },
    updating: {
      tags: ['loading'],
      entry: 'closeConfirm',
      invoke: {
        src: 'updateOrder',
        input: ({ context }) => ({ backEndCartId: context.backEndCartId!, idempotencyKey: context.idempotencyKey!, lines: context.lines }),
        onDone: [
          { guard: ({ event }) => !!event.output, target: 'refreshing.toSucceeded', actions: assign({ order: ({ event }) => event.output ?? null }) },
          { target: 'refreshing.toSubmittedWithoutResult' },
        ],
        onError: [
          { guard: 'isCartChanged', target: 'refreshing.toCartChanged', actions: 'assignChangedCart' },
          { target: 'refreshing.toFailed', actions: assign({ errorMessage: ({ event }) => messageOf(event.error) }) },
        ],
      },
      on: {
        // The edit-order confirm has no lock (§4): a second confirm starts a new attempt.
        'checkout.confirm': { target: 'updating', reenter: true, actions: 'assignAttemptKey' },
      },
    },
    refreshing: {
      tags: ['loading'],
      initial: 'toSucceeded',
      states: {
        toSucceeded: { invoke: { src: 'refreshCart', onDone: '#checkout.succeeded', onError: '#checkout.succeeded' } },
        toSubmittedWithoutResult: { invoke: { src: 'refreshCart', onDone: '#checkout.submittedWithoutResult', onError: '#checkout.submittedWithoutResult' } },
        toFailed: { invoke: { src: 'refreshCart', onDone: '#checkout.failed', onError: '#checkout.failed' } },
        toSavedOnDevice: { invoke: { src: 'refreshCart', onDone: '#checkout.savedOnDevice', onError: '#checkout.savedOnDevice' } },
        toCartChanged: { invoke: { src: 'refreshCart', onDone: '#checkout.cartChanged', onError: '#checkout.cartChanged' } },
      },
    },
    succeeded: {
      type: 'final',
      entry: { type: 'onOrder', params: ({ context }) => ({ order: context.order!, mode: context.mode }) },
    },
    submittedWithoutResult: {
      tags: ['popup'],
      entry: { type: 'showSubmittedWithoutResult', params: { message: messages.submittedNoResult } },
      on: { 'checkout.dismiss': 'idle' },
    },
    // Asked again: what changed since the confirm, and the cart as it is now to confirm or not.
    cartChanged: {
      tags: ['popup'],
      entry: { type: 'showCartChanged', params: ({ context }) => ({ mode: context.mode, confirmed: context.changedFrom ?? [], now: context.lines }) },
      on: {
        'checkout.confirm': [
          { guard: and(['hasCart', 'hasLines', 'isEditOrder']), target: 'updating', actions: 'assignAttemptKey' },
          { guard: and(['hasCart', 'hasLines']), target: 'submitting', actions: 'assignAttemptKey' },
        ],
        'checkout.cancel': 'idle',
        'checkout.dismiss': 'idle',
      },
    },
    savedOnDevice: {
      tags: ['popup'],
      entry: 'showSavedOnDevice',
      on: { 'checkout.dismiss': 'idle' },
    },
    failed: {
      tags: ['popup', 'error'],
      entry: { type: 'showFailure', params: ({ context }) => ({ message: context.errorMessage ?? messages.checkoutErrorDefault }) },
      on: { 'checkout.dismiss': 'idle', 'checkout.start': startTransitions },
    },
  },
});

/** The server's Message of a failure, else the default (§8 Checkout failure). */
function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'Message' in error && typeof (error as { Message: unknown }).Message === 'string') {
    return (error as { Message: string }).Message || messages.checkoutErrorDefault;
  }
  return messages.checkoutErrorDefault;
}

/** Text shown for `submittedWithoutResult` (§4 step 4). */
export const submittedWithoutResultText = messages.submittedNoResult;
