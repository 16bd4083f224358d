/**
 * A claim on a delivery (beyond the spec, ADR 0055): what was short, damaged, wrong or out of date, line by
 * line, sent once within the window after delivery; small shortages are accepted at once. Outers and cents.
 */
import { CLAIM_WINDOW_MS } from './delivery';
import { UNKNOWN_CREDIT_NOTE } from './creditNote';

export { claimStatusLabels, creditNoteFileName, creditNoteNumber, UNKNOWN_CREDIT_NOTE, type ClaimStatus } from './creditNote';

/** Why outers of a line are claimed. */
export type ClaimReason = 'Short' | 'Damaged' | 'WrongProduct' | 'OutOfDate';

/** The reasons, in the order a store is offered them. */
export const CLAIM_REASONS: readonly ClaimReason[] = ['Short', 'Damaged', 'WrongProduct', 'OutOfDate'];

/** How a store reads each reason. */
export const claimReasonLabels: Readonly<Record<ClaimReason, string>> = {
  Short: 'Short (outers missing)',
  Damaged: 'Damaged',
  WrongProduct: 'Wrong product',
  OutOfDate: 'Out of date',
};

/** A claim of shortages only worth at most this, net, is accepted when sent: €50.00, in cents. */
export const CLAIM_AUTO_ACCEPT_CENTS = 5_000;

/** The largest photo a claim takes, bytes as sent: 10 MB. */
export const CLAIM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The most photos one claim takes. */
export const CLAIM_PHOTOS_MAX = 10;

/** A claimed line as the rules read it: its reason and its value, net cents. */
export interface ClaimedLineValue {
  Reason: ClaimReason;
  netCents: number;
}

/**
 * Is a claim accepted when sent? Only when every line is a shortage (nothing to look at) and the whole is
 * worth at most {@link CLAIM_AUTO_ACCEPT_CENTS} net.
 */
export function isAcceptedAtOnce(lines: readonly ClaimedLineValue[]): boolean {
  if (lines.length === 0) return false;
  const total = lines.reduce((sum, l) => sum + l.netCents, 0);
  return lines.every((l) => l.Reason === 'Short') && total <= CLAIM_AUTO_ACCEPT_CENTS;
}

/**
 * May a claim still be sent at `now`? Up to and including 48 hours after delivery.
 * @param deliveredAt when the order was delivered
 */
export function isClaimOpen(deliveredAt: Date, now: Date): boolean {
  return now.getTime() >= deliveredAt.getTime() && now.getTime() <= deliveredAt.getTime() + CLAIM_WINDOW_MS;
}

/** The photo types a claim takes, as a browser names them. */
export const CLAIM_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Why a file chosen for a claim is refused before it is sent, in the server's words; null when it may go.
 * The server decodes every photo again (a file named .jpg that is not one is refused there).
 * @param file its name, MIME type as the browser gives it ('' when unknown) and size in bytes
 */
export function claimPhotoRefusal(file: { name: string; type: string; size: number }): string | null {
  if (/^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return claimMessages.heic;
  if (!CLAIM_PHOTO_TYPES.includes(file.type.toLowerCase()) || file.size === 0) return claimMessages.notAnImage;
  if (file.size > CLAIM_PHOTO_MAX_BYTES) return claimMessages.photoTooBig;
  return null;
}

/** What a store and the server say when a claim or its photo cannot be taken. */
export const claimMessages = {
  windowClosed: 'Claims for this delivery closed 48 hours after it was delivered.',
  alreadyClaimed: 'A claim has already been sent for this delivery.',
  noLines: 'Choose at least one line to claim.',
  notOnOrder: (sku: string, orderNumber: string) => `${sku} is not on order ${orderNumber}.`,
  moreThanInvoiced: (sku: string, invoiced: number) => `More outers of ${sku} are claimed than the ${invoiced} invoiced.`,
  listedTwice: (sku: string) => `${sku} is claimed twice for the same reason: claim each reason once.`,
  photoRequired: (sku: string) => `Add a photo of the damaged outers of ${sku}.`,
  photoOnlyWhenDamaged: (sku: string) => `Photos go with damaged outers only: ${sku} has photos under another reason.`,
  whatCameRequired: (sku: string) => `Scan or type what came instead of ${sku}.`,
  tooManyPhotos: `A claim takes at most ${CLAIM_PHOTOS_MAX} photos.`,
  unknownPhoto: 'A photo of this claim was not found: add it again.',
  photoNotFound: 'This photo was not found.',
  photoUsedTwice: 'A photo is attached twice: attach each photo once.',
  photoTooBig: 'This photo is over 10 MB: take it again at a lower resolution, or send a smaller copy.',
  notAnImage: 'This file is not a photo: send a JPEG, PNG or WebP image.',
  heic: 'HEIC photos cannot be read here: take the photo with the camera button, or set the phone to save photos as JPEG ("Most Compatible") and add it again.',
  keyReused: 'This claim was already sent with other lines.',
  reasonRequired: 'Give the reason for the decision (at most 500 characters): the store reads it.',
  unknownClaim: 'No claim has this number.',
  unknownCreditNote: UNKNOWN_CREDIT_NOTE,
  alreadyDecided: (claimNumber: string, status: string) => `Claim ${claimNumber} is already decided: ${status}.`,
} as const;
