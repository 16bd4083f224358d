/**
 * 'Removed … Undo' (§5 quantities): which cart line the retailer can still put back, as pure rules the
 * cart editor applies on each change and each refused save. No React, no I/O.
 */

/** A cart line taken to 0 outers that 'Undo' can put back. */
export interface LineRemoval {
  /** Tells one removal from the next, so a new removal replaces the notice (and restarts its time). */
  id: number;
  /** The store (AccountNumber) the line was removed from: an undo never lands in another store's cart. */
  accountNumber: string;
  sku: string;
  /** Product name, as the notice says it ('Removed {productName}'). */
  productName: string;
  /** The quantity before the removal, outers: what 'Undo' sets again. */
  quantity: number;
  /** Set when putting the line back was refused: the server's Message or 'Error updating product' (§8). */
  errorMessage?: string;
}

/** One change of a line as the cart editor makes it. */
export interface LineChange {
  accountNumber: string;
  sku: string;
  productName: string;
  /** The quantity shown before the change, outers. */
  before: number;
  /** The quantity asked for, outers; 0 removes the line. */
  after: number;
}

/**
 * The removal to offer after a change: a line going from some outers to 0 becomes the one removal
 * (replacing any other); a removed line set again by hand is no longer one; any other change keeps it.
 * @param id the id of a new removal
 */
export function removalAfterChange(last: LineRemoval | null, change: LineChange, id: number): LineRemoval | null {
  if (change.after === 0 && change.before > 0) {
    const { accountNumber, sku, productName, before: quantity } = change;
    return { id, accountNumber, sku, productName, quantity };
  }
  if (last && last.sku === change.sku && last.accountNumber === change.accountNumber && change.after > 0) return null;
  return last;
}

/** A save of one line the server refused (§8 Cart quantity update error). */
export interface RefusedSave {
  sku: string;
  /** The quantity that was sent, outers. */
  sent: number;
  /** The quantity the line reverts to: the server's, outers. */
  serverQuantity: number;
  /** The server's Message or 'Error updating product'. */
  message: string;
}

/**
 * The removal to offer after a refused save:
 * - a refused removal: the line is back at the server's quantity, so there is nothing to undo;
 * - a refused undo (`restoring` is the removal being put back and the line stayed at 0): the removal is
 *   offered again, with the server's message, so the retailer can try again;
 * - otherwise unchanged.
 * @param restoring the removal whose undo was being saved for this SKU, if any
 * @param id the id of a removal offered again (a new id shows the notice again)
 */
export function removalAfterRefusal(last: LineRemoval | null, restoring: LineRemoval | undefined, refused: RefusedSave, id: number): LineRemoval | null {
  if (restoring && restoring.sku === refused.sku && refused.sent === restoring.quantity && refused.serverQuantity === 0) {
    return { ...restoring, id, errorMessage: refused.message };
  }
  if (last && last.sku === refused.sku && refused.sent === 0 && refused.serverQuantity > 0) return null;
  return last;
}
