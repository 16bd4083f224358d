import { useCallback, useRef, useState } from 'react';
import { errorMessage, type Product } from '@trade-portal/api-client';
import { shelfScanMessages, shelfScanOutcome } from '@trade-portal/domain';
import { ScanField, ShelfCount, type ScanResult } from '@trade-portal/ui';
import { useSetShelfTarget, useShelfTargets } from '../../api';
import { useCameraToggle } from '../../scan/useCameraToggle';


/** Props of `ShelfCountPanel`. */
export interface ShelfCountPanelProps {
  /** The stock card's products, in card order. */
  products: ReadonlyArray<Product>;
  /** Outers in the cart by SKU. */
  inCart: Readonly<Record<string, number>>;
  /** The page's cart editor: sets a line's quantity (outers) through the same calls as the steppers. */
  setQuantity: (product: Product, outers: number) => void;
  /** Lines being saved by the cart editor. */
  saving: Readonly<Record<string, boolean | undefined>>;
  /** The cart editor's §8 messages by SKU. */
  cartErrors: Readonly<Record<string, string | null | undefined>>;
}

/** Packs typed in a count field, 0 when it is empty or not a whole number (a scan then starts it again). */
const packsOf = (text: string | undefined) => (text !== undefined && /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : 0);

const SCAN_DESCRIPTION = 'Scan each pack on the shelf, or an outer for all its packs; or type a barcode or SKU and press Enter.';

/**
 * /stock-card's shelf count to order (ADR 0029), loaded when the retailer opens it: the targets
 * come from and go to the server; accepted proposals go into the cart through the page's cart editor, so
 * they follow §5's steps and the same retries as a stepper press.
 *
 * 'Scan to count' (quick order's scan field, so a keyboard-wedge scanner works as it does there, and the
 * same camera scan): a pack's barcode counts one pack on its line, an outer's its `PackSize` packs
 * (`shelfScanOutcome`); the line is marked and scrolled into view, the focus stays in the scan field for
 * the next scan, and Undo takes the last scan back. A code not on this store's card is said, never guessed.
 * Counts stay on this device, as typed ones do.
 */
export default function ShelfCountPanel({ products, inCart, setQuantity, saving, cartErrors }: ShelfCountPanelProps) {
  const targets = useShelfTargets();
  const setTarget = useSetShelfTarget();
  const [targetErrors, setTargetErrors] = useState<Record<string, string | null>>({});
  const [counts, setCounts] = useState<Record<string, string>>({});
  // Scans come faster than renders: each builds on the count the last one left, not on this render's.
  const countsNow = useRef(counts);
  const [scan, setScan] = useState<{ result: ScanResult; undo?: { sku: string; name: string; before: string | undefined } } | null>(null);
  const [lastScanned, setLastScanned] = useState<string | null>(null);
  const scanIds = useRef(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const scannerRef = useRef<HTMLDivElement>(null);

  const setCount = useCallback((sku: string, text: string | undefined) => {
    const { [sku]: _old, ...rest } = countsNow.current;
    countsNow.current = text === undefined ? rest : { ...rest, [sku]: text };
    setCounts(countsNow.current);
  }, []);

  const onScan = useCallback(
    (code: string) => {
      const outcome = shelfScanOutcome(code, products, (sku) => packsOf(countsNow.current[sku]));
      const id = ++scanIds.current;
      if (outcome.kind !== 'counted') {
        setScan({ result: { id, tone: 'critical', message: outcome.message } });
        setLastScanned(outcome.kind === 'tooMany' ? outcome.product.SKU : null);
        return;
      }
      const { SKU: sku, Product: name } = outcome.product;
      const before = countsNow.current[sku];
      setCount(sku, String(outcome.to));
      setLastScanned(sku);
      setScan({ result: { id, tone: 'positive', message: outcome.message, canUndo: true }, undo: { sku, name, before } });
      // The counted line comes into view; the focus stays in the scan field, where the next scan types.
      requestAnimationFrame(() => panelRef.current?.querySelector(`li[data-sku="${CSS.escape(sku)}"]`)?.scrollIntoView({ block: 'nearest' }));
    },
    [products, setCount],
  );
  const camera = useCameraToggle(onScan);
  const onUndoScan = () => {
    if (!scan?.undo) return;
    const { sku, name, before } = scan.undo;
    setCount(sku, before);
    setScan({ result: { id: ++scanIds.current, tone: 'positive', message: shelfScanMessages.undone(name, before === undefined || before.trim() === '' ? null : packsOf(before)) } });
  };

  const onTargetChange = useCallback(
    (sku: string, targetPacks: number | null) => {
      setTargetErrors((e) => ({ ...e, [sku]: null }));
      setTarget.mutate({ sku, targetPacks }, { onError: (error) => setTargetErrors((e) => ({ ...e, [sku]: errorMessage(error) })) });
    },
    [setTarget],
  );
  const onAccept = useCallback(
    (lines: ReadonlyArray<{ sku: string; outers: number }>) => {
      for (const { sku, outers } of lines) {
        const product = products.find((p) => p.SKU === sku);
        if (product) setQuantity(product, outers);
      }
    },
    [products, setQuantity],
  );
  // Targets arrive once; until then the fields start empty and a retailer's typing is not overwritten.
  if (targets.isPending) return <p role="status">Loading your shelf levels…</p>;
  return (
    <div ref={panelRef}>
      <ShelfCount
        products={products}
        targets={targets.data ?? {}}
        inCart={inCart}
        onTargetChange={onTargetChange}
        onAccept={onAccept}
        saving={saving}
        errors={{ ...cartErrors, ...Object.fromEntries(Object.entries(targetErrors).filter(([, m]) => m)) }}
        counts={counts}
        onCountChange={setCount}
        // A count typed by hand, then Enter: back to the scan field, so the next scan does not type into the count.
        onCountEnter={() => scannerRef.current?.querySelector('input')?.focus()}
        lastScanned={lastScanned}
        scanner={
          <div ref={scannerRef}>
            <ScanField
              label="Scan to count"
              description={SCAN_DESCRIPTION}
              onScan={onScan}
              result={scan?.result ?? null}
              onUndo={onUndoScan}
              onStartCamera={camera.onStartCamera}
              isCameraOn={camera.isCameraOn}
            />
            {camera.view}
          </div>
        }
      />
    </div>
  );
}
