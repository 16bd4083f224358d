import { assign, fromPromise, setup } from 'xstate';
import type { DeliveryClaim, DeliveryClaimRequest, DeliveryLine } from '@trade-portal/api-client';
import { CLAIM_PHOTOS_MAX, CLAIM_REASONS, claimMessages, type ClaimReason } from '@trade-portal/domain';

/** What a claim starts from: the delivery as checked in (GET /api/Delivery/CheckIn). Outers. */
export interface ClaimInput {
  orderNumber: string;
  lines: readonly Pick<DeliveryLine, 'SKU' | 'Invoiced' | 'Received'>[];
  /** Whether a claim may still be sent (before `ClaimUntil`, none sent yet); false starts `closed`. */
  isOpen: boolean;
}

/** A photo of a damaged claim line: being sent to the server, kept by it (`photoId`), or refused (`error`). */
export interface ClaimPhotoEntry {
  /** The portal's own name for the photo while it is sent (its preview is kept by this key). */
  key: string;
  name: string;
  status: 'uploading' | 'ready' | 'refused';
  photoId: string | null;
  error: string | null;
}

/** One claimed line: outers of a SKU and why; a photo for damage, the code of what came for a wrong product. */
export interface ClaimEntry {
  /** `e0`, `e1`…: the lowest number not in use, so an entry removed and added again is the same entry. */
  id: string;
  sku: string;
  reason: ClaimReason;
  outers: number;
  photos: ClaimPhotoEntry[];
  /** The barcode or SKU of what came instead (WrongProduct); '' until scanned or typed. */
  receivedInstead: string;
}

export interface ClaimContext {
  orderNumber: string;
  lines: ClaimInput['lines'];
  entries: ClaimEntry[];
  note: string;
  /** What stops the claim being sent, in the store's words; shown after 'Review claim' until put right. */
  problems: string[];
  /** The server's refusal of the last send. */
  error: string | null;
  /** The claim as the server recorded it, once sent. */
  claim: DeliveryClaim | null;
  /** A claim may be sent (input `isOpen`). */
  isOpen: boolean;
}

export type ClaimEvent =
  | { type: 'add'; sku: string }
  | { type: 'remove'; entryId: string }
  | { type: 'setReason'; entryId: string; reason: ClaimReason }
  | { type: 'setOuters'; entryId: string; outers: number }
  | { type: 'setReceivedInstead'; entryId: string; code: string }
  | { type: 'photoAdding'; entryId: string; key: string; name: string }
  | { type: 'photoAdded'; key: string; photoId: string }
  | { type: 'photoRefused'; key: string; message: string }
  | { type: 'removePhoto'; key: string }
  | { type: 'setNote'; note: string }
  | { type: 'review' }
  | { type: 'back' }
  | { type: 'send' };

/** The most outers a line holds (the contract's 999). */
const MAX_OUTERS = 999;
const WAIT_FOR_PHOTOS = 'Wait until every photo is added, or remove the one still being sent.';
const CODE = /^[0-9A-Za-z-]{1,40}$/;

/** The lowest `e<n>` not in use. */
function freeId(entries: readonly ClaimEntry[]): string {
  for (let n = 0; ; n += 1) if (!entries.some((e) => e.id === `e${n}`)) return `e${n}`;
}

/**
 * The claim a check-in suggests: each short line as Short for the outers missing (invoiced − received).
 * @param lines the delivery's lines, `Received` null when not checked in
 */
export function suggestedEntries(lines: ClaimInput['lines']): ClaimEntry[] {
  const entries: ClaimEntry[] = [];
  for (const line of lines) {
    const missing = line.Received === null ? 0 : line.Invoiced - line.Received;
    if (missing > 0) entries.push({ id: freeId(entries), sku: line.SKU, reason: 'Short', outers: missing, photos: [], receivedInstead: '' });
  }
  return entries;
}

/**
 * Why a claim cannot be sent yet, in the store's words (claimMessages, as the server says them): no line,
 * more outers than invoiced on a line (its reasons together), a damaged line without a photo, a wrong
 * product without the code of what came, a photo still being sent, more than 10 photos. [] when it can.
 */
export function claimProblems(context: Pick<ClaimContext, 'orderNumber' | 'lines' | 'entries'>): string[] {
  const problems: string[] = [];
  if (context.entries.length === 0) return [claimMessages.noLines];
  for (const line of context.lines) {
    const claimed = context.entries.filter((e) => e.sku === line.SKU).reduce((sum, e) => sum + e.outers, 0);
    if (claimed > line.Invoiced) problems.push(claimMessages.moreThanInvoiced(line.SKU, line.Invoiced));
  }
  for (const entry of context.entries) {
    if (entry.reason === 'Damaged' && !entry.photos.some((p) => p.status === 'ready')) problems.push(claimMessages.photoRequired(entry.sku));
    if (entry.reason === 'WrongProduct' && !CODE.test(entry.receivedInstead.trim())) problems.push(claimMessages.whatCameRequired(entry.sku));
  }
  const damaged = context.entries.filter((e) => e.reason === 'Damaged');
  if (damaged.some((e) => e.photos.some((p) => p.status === 'uploading'))) problems.push(WAIT_FOR_PHOTOS);
  if (damaged.reduce((n, e) => n + e.photos.filter((p) => p.status === 'ready').length, 0) > CLAIM_PHOTOS_MAX) problems.push(claimMessages.tooManyPhotos);
  return problems;
}

/**
 * The claim's body for POST /api/Delivery/Claim: each entry with its outers and reason; the photos the
 * server kept for a damaged line, the code of what came for a wrong product; the note when there is one.
 */
export function claimRequest(context: Pick<ClaimContext, 'orderNumber' | 'entries' | 'note'>): DeliveryClaimRequest {
  const note = context.note.trim();
  return {
    OrderNumber: context.orderNumber,
    Lines: context.entries.map((e) => ({
      SKU: e.sku,
      Reason: e.reason,
      Outers: e.outers,
      ...(e.reason === 'Damaged' ? { PhotoIds: e.photos.flatMap((p) => (p.status === 'ready' && p.photoId ? [p.photoId] : [])) } : {}),
      ...(e.reason === 'WrongProduct' ? { ReceivedInstead: e.receivedInstead.trim() } : {}),
    })),
    ...(note ? { Note: note } : {}),
  };
}

const updateEntry = (entries: ClaimEntry[], id: string, change: (e: ClaimEntry) => ClaimEntry) => entries.map((e) => (e.id === id ? change(e) : e));
const updatePhoto = (entries: ClaimEntry[], key: string, change: (p: ClaimPhotoEntry) => ClaimPhotoEntry) =>
  entries.map((e) => (e.photos.some((p) => p.key === key) ? { ...e, photos: e.photos.map((p) => (p.key === key ? change(p) : p)) } : e));

/**
 * A claim on a delivery (ADR 0055), from the check-in's shortages. `editing`: `add` claims a line of the
 * order for the first reason not yet claimed on it (each SKU takes each reason once), `remove`,
 * `setReason` (not to a reason the SKU has already), `setOuters` (1–999), `setReceivedInstead`; a damaged
 * line's photos are sent by the portal, which says `photoAdding`, then `photoAdded` (the server's photo id)
 * or `photoRefused` (its Message), and `removePhoto`; `setNote`. `review` → `confirming` when
 * `claimProblems` finds none, else the problems are kept and shown; `back` returns; `send` → `sending`
 * (actor `submitClaim` with `claimRequest(context)`): `sent` (final, the claim as recorded in `claim`) or
 * `editing` with the refusal in `error`. Input `isOpen: false` starts `closed` (final).
 * Tags: `editable` while editing, `busy` while sending.
 */
export const claimMachine = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as ClaimInput,
  },
  actors: {
    submitClaim: fromPromise<DeliveryClaim, DeliveryClaimRequest>(async () => {
      throw new Error('submitClaim is provided by the portal');
    }),
  },
  guards: {
    isClosed: ({ context }) => !context.isOpen,
    hasNoProblems: ({ context }) => claimProblems(context).length === 0,
  },
  actions: {
    add: assign({
      entries: ({ context, event }) => {
        if (event.type !== 'add' || !context.lines.some((l) => l.SKU === event.sku)) return context.entries;
        const used = new Set(context.entries.filter((e) => e.sku === event.sku).map((e) => e.reason));
        const reason = CLAIM_REASONS.find((r) => !used.has(r));
        if (!reason) return context.entries;
        return [...context.entries, { id: freeId(context.entries), sku: event.sku, reason, outers: 1, photos: [], receivedInstead: '' }];
      },
    }),
    remove: assign({ entries: ({ context, event }) => (event.type === 'remove' ? context.entries.filter((e) => e.id !== event.entryId) : context.entries) }),
    setReason: assign({
      entries: ({ context, event }) => {
        if (event.type !== 'setReason') return context.entries;
        const entry = context.entries.find((e) => e.id === event.entryId);
        if (!entry || context.entries.some((e) => e.sku === entry.sku && e.reason === event.reason)) return context.entries;
        return updateEntry(context.entries, event.entryId, (e) => ({ ...e, reason: event.reason }));
      },
    }),
    setOuters: assign({
      entries: ({ context, event }) =>
        event.type === 'setOuters'
          ? updateEntry(context.entries, event.entryId, (e) => ({ ...e, outers: Math.min(MAX_OUTERS, Math.max(1, Math.floor(event.outers) || 1)) }))
          : context.entries,
    }),
    setReceivedInstead: assign({
      entries: ({ context, event }) =>
        event.type === 'setReceivedInstead' ? updateEntry(context.entries, event.entryId, (e) => ({ ...e, receivedInstead: event.code.slice(0, 40) })) : context.entries,
    }),
    photoAdding: assign({
      entries: ({ context, event }) => {
        if (event.type !== 'photoAdding' || context.entries.some((e) => e.photos.some((p) => p.key === event.key))) return context.entries;
        const photo: ClaimPhotoEntry = { key: event.key, name: event.name, status: 'uploading', photoId: null, error: null };
        return updateEntry(context.entries, event.entryId, (e) => ({ ...e, photos: [...e.photos, photo] }));
      },
    }),
    photoAdded: assign({
      entries: ({ context, event }) =>
        event.type === 'photoAdded' ? updatePhoto(context.entries, event.key, (p) => ({ ...p, status: 'ready', photoId: event.photoId, error: null })) : context.entries,
    }),
    photoRefused: assign({
      entries: ({ context, event }) =>
        event.type === 'photoRefused' ? updatePhoto(context.entries, event.key, (p) => ({ ...p, status: 'refused', photoId: null, error: event.message })) : context.entries,
    }),
    removePhoto: assign({
      entries: ({ context, event }) =>
        event.type === 'removePhoto' ? context.entries.map((e) => ({ ...e, photos: e.photos.filter((p) => p.key !== event.key) })) : context.entries,
    }),
    setNote: assign({ note: ({ context, event }) => (event.type === 'setNote' ? event.note.slice(0, 1000) : context.note) }),
    // Problems once shown follow the edits, so one put right goes away at once.
    refreshProblems: assign({ problems: ({ context }) => (context.problems.length > 0 ? claimProblems(context) : []) }),
    showProblems: assign({ problems: ({ context }) => claimProblems(context) }),
    clearError: assign({ error: null }),
    keepError: assign({ error: ({ event }) => errorMessageOf((event as unknown as { error: unknown }).error) }),
    keepClaim: assign({ claim: ({ event }) => (event as unknown as { output: DeliveryClaim }).output }),
  },
}).createMachine({
  id: 'claim',
  context: ({ input }) => ({
    orderNumber: input.orderNumber,
    lines: input.lines,
    entries: input.isOpen ? suggestedEntries(input.lines) : [],
    note: '',
    problems: [],
    error: null,
    claim: null,
    isOpen: input.isOpen,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      always: { guard: 'isClosed', target: 'closed' },
      on: {
        add: { actions: ['add', 'refreshProblems'] },
        remove: { actions: ['remove', 'refreshProblems'] },
        setReason: { actions: ['setReason', 'refreshProblems'] },
        setOuters: { actions: ['setOuters', 'refreshProblems'] },
        setReceivedInstead: { actions: ['setReceivedInstead', 'refreshProblems'] },
        photoAdding: { actions: ['photoAdding', 'refreshProblems'] },
        photoAdded: { actions: ['photoAdded', 'refreshProblems'] },
        photoRefused: { actions: ['photoRefused', 'refreshProblems'] },
        removePhoto: { actions: ['removePhoto', 'refreshProblems'] },
        setNote: { actions: 'setNote' },
        review: [{ guard: 'hasNoProblems', target: 'confirming', actions: 'showProblems' }, { actions: 'showProblems' }],
      },
    },
    confirming: {
      on: { back: 'editing', send: { target: 'sending', actions: 'clearError' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'submitClaim',
        input: ({ context }) => claimRequest(context),
        onDone: { target: 'sent', actions: 'keepClaim' },
        onError: { target: 'editing', actions: 'keepError' },
      },
    },
    sent: { type: 'final' },
    closed: { type: 'final' },
  },
});

/** The text of a refused send: the server's Message when it has one. */
function errorMessageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return 'The claim could not be sent. Please try again.';
}
