import { useState } from 'react';
import type { BackEndCart, Product } from '@trade-portal/api-client';
import { scanMessages, scanOutcome } from '@trade-portal/domain/quick-order';
import type { ScanResult } from '@trade-portal/ui';
import { cartQuantities } from '../../api';
import type { CartEditor } from '../../api/cartLinesEntry';

/**
 * 'Scan a barcode' on /quick-order (beyond the spec; ADR 0027): each scan (a keyboard-wedge scanner, a
 * code typed and Enter, or the camera) adds one step of the product through the page's cart editor
 * (shown at once, sent after 300 ms, §8's revert), with 'Undo'; a misread or unknown code adds nothing.
 * A scan the server refused shows its message in place of 'Added'.
 * @param products the catalogue (undefined while it loads, or with no store chosen: scans are ignored)
 * @param peekCart the cart in the cache now: scans come faster than renders, and each builds on the last
 * @param editor the page's cart lines
 * @returns `onScan(code)`, `onUndo()` and the `result` to show
 */
export function useScanToCart(products: readonly Product[] | undefined, peekCart: () => BackEndCart | undefined, editor: CartEditor) {
  const [scan, setScan] = useState<{ result: ScanResult; undo?: { product: Product; from: number } } | null>(null);
  const onScan = (code: string) => {
    if (!products) return;
    const now = cartQuantities(peekCart());
    const outcome = scanOutcome(code, products, (sku) => now[sku] ?? 0);
    const id = Date.now();
    if (outcome.kind !== 'added') {
      setScan({ result: { id, tone: 'critical', message: outcome.message } });
      return;
    }
    editor.setQuantity(outcome.product, outcome.to);
    setScan({ result: { id, tone: 'positive', message: outcome.message, canUndo: true }, undo: { product: outcome.product, from: outcome.from } });
  };
  const onUndo = () => {
    if (!scan?.undo) return;
    const { product, from } = scan.undo;
    editor.setQuantity(product, from);
    setScan({ result: { id: Date.now(), tone: 'positive', message: scanMessages.undone(product.Product, from) } });
  };
  const refused = scan?.undo ? editor.errors[scan.undo.product.SKU] : undefined;
  const result: ScanResult | null = scan && refused ? { id: scan.result.id, tone: 'critical', message: refused } : (scan?.result ?? null);
  return { onScan, onUndo, result };
}
