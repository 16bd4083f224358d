/**
 * The order-editing marker of §3 (client-side state: id, date, po) and whether an edit has unsaved
 * changes (§8 Leaving with unsaved changes). The server's cart is the source of truth for *whether* an
 * order is being edited (its PendingOrderNumber, §2.4); the marker adds what the server does not say:
 * the order's date, its purchase-order reference and the lines the edit started from, so leaving the
 * cart only asks when something was changed. It lives in this tab's sessionStorage (a reload keeps it,
 * another tab or a new login does not); it is not one of §3's browser storage keys, which `session/` owns.
 */
import { useSyncExternalStore } from 'react';

/** §3 Order-editing marker, with the lines the edit started from (SKU → outers). */
export interface EditingMarker {
  /** The pending order's OrderNumber; '' clears the marker (§4 Pending order). */
  id: string;
  /** The order's OrderDate, ISO 8601. */
  date: string;
  /** Purchase-order reference; '' (the contract's orders carry none yet). */
  po: string;
  /** The cart's lines right after the order was loaded into it: SKU → quantity (outers). */
  lines: Record<string, number>;
}

const KEY = 'editing_order';
const listeners = new Set<() => void>();
let cached: EditingMarker | null | undefined;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(): EditingMarker | null {
  try {
    const raw = storage()?.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as EditingMarker) : null;
    return parsed && typeof parsed.id === 'string' && parsed.id !== '' && parsed.lines && typeof parsed.lines === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** The current marker, or null when no edit was started in this tab. Same object until it changes. */
export function getEditingMarker(): EditingMarker | null {
  if (cached === undefined) cached = read();
  return cached;
}

/**
 * Sets the marker (§4 Pending order: editing sets id, date, po); a marker with an empty id clears it.
 * @param marker the new marker, or null to clear
 */
export function setEditingMarker(marker: EditingMarker | null): void {
  const next = marker && marker.id !== '' ? marker : null;
  try {
    if (next) storage()?.setItem(KEY, JSON.stringify(next));
    else storage()?.removeItem(KEY);
  } catch {
    // Storage full or refused: the marker still holds for this page's life.
  }
  cached = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The marker as React state: re-renders when it is set or cleared. */
export function useEditingMarker(): EditingMarker | null {
  return useSyncExternalStore(subscribe, getEditingMarker, () => null);
}

/** The lines of a cart as SKU → outers, for `EditingMarker.lines`. */
export function cartLineQuantities(lines: ReadonlyArray<{ SKU: string; Quantity: number }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of lines) if (l.Quantity > 0) out[l.SKU] = l.Quantity;
  return out;
}

/**
 * Whether an edit has unsaved changes (§8 Leaving with unsaved changes): the cart holds a pending order
 * (`pendingOrderNumber`) and its lines differ from those the edit started from. Without a marker for
 * that order (another tab started it, or the tab was closed) the starting lines are unknown, so it
 * counts as changed: asking once too often is better than losing an edit.
 * @param pendingOrderNumber the cart's PendingOrderNumber; null = not editing (never unsaved)
 * @param lines the cart's lines now (quantities in outers)
 * @param marker the marker, or null
 */
export function hasUnsavedEdit(
  pendingOrderNumber: string | null | undefined,
  lines: ReadonlyArray<{ SKU: string; Quantity: number }>,
  marker: EditingMarker | null,
): boolean {
  if (!pendingOrderNumber) return false;
  if (!marker || marker.id !== pendingOrderNumber) return true;
  const now = cartLineQuantities(lines);
  const before = marker.lines;
  const skus = new Set([...Object.keys(now), ...Object.keys(before)]);
  for (const sku of skus) if ((now[sku] ?? 0) !== (before[sku] ?? 0)) return true;
  return false;
}
