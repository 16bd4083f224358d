import { assign, fromPromise, setup } from 'xstate';
import type { DeliveryCheckInRequest, DeliveryLine } from '@trade-portal/api-client';
import { matchCode } from '@trade-portal/domain';

/** What the check-in starts from: the delivery's lines as invoiced (GET /api/Delivery/CheckIn). */
export interface CheckInInput {
  orderNumber: string;
  lines: readonly Pick<DeliveryLine, 'SKU' | 'Invoiced' | 'PackBarCode' | 'OuterBarCode'>[];
  /** Counts kept on the device from an earlier visit (outers by SKU, and by code for what was not on the order). */
  saved?: { received: Record<string, number>; unexpected: Record<string, number> };
  /** When the delivery was checked in already: the check-in starts `checkedIn`. */
  checkedIn?: boolean;
}

/** What the last scan did: counted an outer on a line, counted one that was not on the order, or misread. */
export type LastScan = { kind: 'counted'; sku: string } | { kind: 'unexpected' | 'misread'; code: string };

export interface CheckInContext {
  orderNumber: string;
  lines: CheckInInput['lines'];
  /** Outers counted by SKU; a line not yet counted is absent. */
  received: Record<string, number>;
  /** Outers that came but were not on the order, by code scanned. */
  unexpected: Record<string, number>;
  lastScan: LastScan | null;
  /** The send's refusal, shown until the next send. */
  error: string | null;
  /** Checked in before this visit (read only). */
  wasCheckedIn: boolean;
}

export type CheckInEvent =
  | { type: 'scan'; code: string }
  | { type: 'set'; sku: string; received: number }
  | { type: 'tick'; sku: string }
  | { type: 'removeUnexpected'; code: string }
  | { type: 'finish' }
  | { type: 'back' }
  | { type: 'send' };

/** What the send did: sent and recorded, or kept on the device to be sent when the server can be heard. */
export type SendCheckInOutput = { kind: 'sent' } | { kind: 'savedOnDevice' };

/** The most outers a line holds (the contract's 999). */
const MAX_OUTERS = 999;
const clampOuters = (n: number) => Math.min(MAX_OUTERS, Math.max(0, Math.floor(n)));

/** The check-in's body for POST /api/Delivery/CheckIn: every line once (0 when not counted), then what was not on the order. */
export function checkInRequest(context: CheckInContext): DeliveryCheckInRequest {
  return {
    OrderNumber: context.orderNumber,
    Lines: context.lines.map((l) => ({ SKU: l.SKU, Received: context.received[l.SKU] ?? 0 })),
    Unexpected: Object.entries(context.unexpected).map(([Code, Received]) => ({ Code, Received })),
  };
}

/**
 * Checking a delivery in (ADR 0055). `counting`: a `scan` of a line's pack or outer barcode (or SKU) counts
 * one outer on it; a code not on the order counts one outer under `unexpected`; a misread EAN counts
 * nothing (`lastScan` says which). `set` types a line's count, `tick` marks it complete as invoiced,
 * `removeUnexpected` drops a code. `finish` → `confirming` (the summary; `back` returns), `send` →
 * `sending` (actor `sendCheckIn` with `checkInRequest(context)`): `sent` or `savedOnDevice` (finals), or
 * `counting` again with the refusal in `error`. Input `checkedIn` starts in `checkedIn` (final, read only).
 * Tags: `editable` while counting, `busy` while sending.
 */
export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    input: {} as CheckInInput,
  },
  actors: {
    sendCheckIn: fromPromise<SendCheckInOutput, DeliveryCheckInRequest>(async () => ({ kind: 'sent' })),
  },
  guards: {
    wasCheckedIn: ({ context }) => context.wasCheckedIn,
    savedOnDevice: ({ event }) => (event as unknown as { output: SendCheckInOutput }).output.kind === 'savedOnDevice',
  },
  actions: {
    scan: assign(({ context, event }) => {
      if (event.type !== 'scan') return {};
      const match = matchCode(event.code, context.lines);
      if ('product' in match) {
        const sku = match.product.SKU;
        return { received: { ...context.received, [sku]: clampOuters((context.received[sku] ?? 0) + 1) }, lastScan: { kind: 'counted' as const, sku } };
      }
      if (match.kind === 'misread') return { lastScan: { kind: 'misread' as const, code: match.code } };
      if (match.code === '') return {};
      return {
        unexpected: { ...context.unexpected, [match.code]: clampOuters((context.unexpected[match.code] ?? 0) + 1) },
        lastScan: { kind: 'unexpected' as const, code: match.code },
      };
    }),
    set: assign({
      received: ({ context, event }) => (event.type === 'set' && context.lines.some((l) => l.SKU === event.sku) ? { ...context.received, [event.sku]: clampOuters(event.received) } : context.received),
    }),
    tick: assign({
      received: ({ context, event }) => {
        const line = event.type === 'tick' ? context.lines.find((l) => l.SKU === event.sku) : undefined;
        return line ? { ...context.received, [line.SKU]: line.Invoiced } : context.received;
      },
    }),
    removeUnexpected: assign({
      unexpected: ({ context, event }) => {
        if (event.type !== 'removeUnexpected') return context.unexpected;
        const { [event.code]: _removed, ...rest } = context.unexpected;
        return rest;
      },
    }),
    clearError: assign({ error: null }),
    keepError: assign({ error: ({ event }) => errorMessageOf((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'checkIn',
  context: ({ input }) => ({
    orderNumber: input.orderNumber,
    lines: input.lines,
    received: { ...input.saved?.received },
    unexpected: { ...input.saved?.unexpected },
    lastScan: null,
    error: null,
    wasCheckedIn: input.checkedIn === true,
  }),
  initial: 'counting',
  states: {
    counting: {
      tags: ['editable'],
      always: { guard: 'wasCheckedIn', target: 'checkedIn' },
      on: {
        scan: { actions: 'scan' },
        set: { actions: 'set' },
        tick: { actions: 'tick' },
        removeUnexpected: { actions: 'removeUnexpected' },
        finish: 'confirming',
      },
    },
    confirming: {
      on: { back: 'counting', send: { target: 'sending', actions: 'clearError' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendCheckIn',
        input: ({ context }) => checkInRequest(context),
        onDone: [{ guard: 'savedOnDevice', target: 'savedOnDevice' }, { target: 'sent' }],
        onError: { target: 'counting', actions: 'keepError' },
      },
    },
    sent: { type: 'final' },
    savedOnDevice: { type: 'final' },
    checkedIn: { type: 'final' },
  },
});

/** The text of a refused send: the server's Message when it has one. */
function errorMessageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return 'The check-in could not be sent. Please try again.';
}
