import { useMemo, useRef, useState } from 'react';
import { errorMessage, type Product } from '@trade-portal/api-client';
import { addQuantityOnSteps } from '@trade-portal/domain';
import { checkQuickOrder, parseQuickOrder, type QuickOrderReport } from '@trade-portal/domain/quick-order';
import type { QuickOrderAlternative } from '@trade-portal/ui';
import { cartQuantities, useAlternativeProducts, useCartQuantities, useLatestCart, useSetCartLines } from '../../api';

/** The largest file 'Upload CSV' reads (a catalogue-wide order is a few kB). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** The domain's check takes the cart's outers as a map. */
const asMap = (bySku: Readonly<Record<string, number>>) => new Map(Object.entries(bySku));

/**
 * Quick order's lines (beyond the spec; ADR 0027): lines of SKU or EAN and outers typed, pasted or uploaded
 * as CSV (at most 2 MB) are checked against the catalogue and §5's steps ('Check lines'), and the report
 * says what becomes of each before anything is added; focus then goes to the report's heading. 'Add'
 * re-checks against the cart as it is now (another tablet may have changed it) and sets the valid lines in
 * one all-or-nothing PATCH; an out-of-stock product offers its alternative at its minimum order.
 * @param accountNumber the store (null: nothing is added)
 * @param products the catalogue (undefined while it loads)
 */
export function useQuickOrderLines(accountNumber: string | null, products: readonly Product[] | undefined) {
  const setLines = useSetCartLines();
  const quantities = useCartQuantities();
  const latestCart = useLatestCart();
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [report, setReport] = useState<QuickOrderReport<Product> | null>(null);
  const [added, setAdded] = useState<{ lines: number; outers: number } | null>(null);
  const [addError, setAddError] = useState<string>();
  const [addedAlternatives, setAddedAlternatives] = useState<ReadonlySet<string>>(new Set());
  const reportRef = useRef<HTMLDivElement>(null);

  const outOfStock = useMemo(() => report?.lines.filter((l) => l.status === 'outOfStock').map((l) => l.product!.SKU) ?? [], [report]);
  const alternativeProducts = useAlternativeProducts(outOfStock);
  const alternatives = useMemo(() => {
    const map = new Map<string, QuickOrderAlternative | null>();
    for (const [sku, alt] of alternativeProducts) map.set(sku, alt && !alt.OutOfStock ? alt : null);
    return map;
  }, [alternativeProducts]);

  const check = (input: string) => {
    const entries = parseQuickOrder(input).entries;
    if (entries.length === 0) {
      setInputError('Paste or type at least one line: a SKU or barcode, then the number of outers.');
      setReport(null);
      return;
    }
    if (!products) return;
    setInputError(undefined);
    setAdded(null);
    setAddError(undefined);
    setAddedAlternatives(new Set());
    setReport(checkQuickOrder(entries, products, asMap(quantities)));
    // The report appears below the box: focus goes to its heading, so it is read next.
    requestAnimationFrame(() => reportRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };
  const onFile = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      setInputError(`${file.name} is larger than 2 MB: is it the right file?`);
      return;
    }
    try {
      const content = await file.text();
      setText(content);
      check(content);
    } catch {
      setInputError(`${file.name} could not be read.`);
    }
  };
  const onAdd = async () => {
    if (!report || !accountNumber || !products) return;
    setAddError(undefined);
    try {
      const fresh = await latestCart.fetch();
      const now = checkQuickOrder(parseQuickOrder(text).entries, products, asMap(cartQuantities(fresh)));
      setReport(now);
      if (now.toSet.length === 0) return;
      await setLines.mutateAsync({ accountNumber, backEndCartId: fresh.BackEndCartId, lines: now.toSet });
      setAdded({ lines: now.toSet.length, outers: now.outersAdded });
    } catch (error) {
      setAddError(errorMessage(error));
    }
  };
  const onAddAlternative = async (alternative: QuickOrderAlternative) => {
    const product = [...alternativeProducts.values()].find((p) => p?.SKU === alternative.SKU);
    if (!product || !accountNumber) return;
    setAddError(undefined);
    try {
      const fresh = await latestCart.fetch();
      const inCart = cartQuantities(fresh)[product.SKU] ?? 0;
      const quantity = addQuantityOnSteps(inCart, product.MinimumOrder, product);
      if (quantity > inCart) await setLines.mutateAsync({ accountNumber, backEndCartId: fresh.BackEndCartId, lines: [{ SKU: product.SKU, Quantity: quantity }] });
      setAddedAlternatives((set) => new Set([...set, product.SKU]));
    } catch (error) {
      setAddError(errorMessage(error));
    }
  };
  const onTextChange = (value: string) => {
    setText(value);
    setInputError(undefined);
  };
  return {
    text, onTextChange, inputError, check, onFile, report, clearReport: () => setReport(null), reportRef,
    onAdd, onAddAlternative, alternatives, addedAlternatives, added, addError, isAdding: setLines.isPending,
  };
}
