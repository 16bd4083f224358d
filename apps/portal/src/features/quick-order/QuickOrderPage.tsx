import { useMemo, useRef, useState } from 'react';
import type { Product } from '@trade-portal/api-client';
import { errorMessage } from '@trade-portal/api-client';
import { addQuantityOnSteps, outers } from '@trade-portal/domain';
import { checkQuickOrder, parseQuickOrder, scanMessages, scanOutcome, toQuickOrderCsv, type QuickOrderReport as Report } from '@trade-portal/domain/quick-order';
import { Box, Heading, InlineMessage, Link, QuickOrderForm, QuickOrderReport, ScanField, Stack, Text, type QuickOrderAlternative, type ScanResult } from '@trade-portal/ui';
import { cartQuantities, useAccountNumber, useAlternativeProducts, useCart, useCartQuantities, useLatestCart, useProducts, useSetCartLines } from '../../api';
import { useCartLines } from '../../api/cartLinesEntry';
import { useCameraToggle } from '../../scan/useCameraToggle';
import { usePageTitle } from '../../hooks/usePageTitle';
import * as own from './quickOrder.css';


/** The largest file 'Upload CSV' reads (a catalogue-wide order is a few kB). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * /quick-order, 'Quick Order' (beyond the spec; linked from /place-order and /stock-card): lines
 * of SKU or EAN and outers typed, pasted or uploaded as CSV are checked against the store's catalogue and
 * §5's steps ('Check lines'), and the report says what becomes of each before anything is added. 'Add N
 * lines to cart' re-checks against the cart as it is now and sets the valid lines in one all-or-nothing
 * PATCH of the back-end cart; an out-of-stock product offers its alternative at its minimum order. The
 * cart itself downloads as CSV in the same format, to edit and paste back.
 *
 * Above it, 'Scan a barcode': a scanner that types like a keyboard (or a code typed and Enter) adds one
 * step of the product per scan through the shared cart editor (shown at once, sent after 300 ms, §8's
 * revert), with 'Undo'; a misread or unknown code adds nothing. 'Scan with the camera' reads packs and
 * outers from the device's camera into the same path (`useCameraScan`).
 */
export default function QuickOrderPage() {
  usePageTitle('Quick Order');
  const accountNumber = useAccountNumber();
  const products = useProducts();
  const cart = useCart();
  const setLines = useSetCartLines();
  const quantities = useCartQuantities();
  const latestCart = useLatestCart();
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [report, setReport] = useState<Report<Product> | null>(null);
  const [added, setAdded] = useState<{ lines: number; outers: number } | null>(null);
  const [addError, setAddError] = useState<string>();
  const [addedAlternatives, setAddedAlternatives] = useState<ReadonlySet<string>>(new Set());
  const reportRef = useRef<HTMLDivElement>(null);
  const editor = useCartLines();
  const [scan, setScan] = useState<{ result: ScanResult; undo?: { product: Product; from: number } } | null>(null);

  const outOfStock = useMemo(() => report?.lines.filter((l) => l.status === 'outOfStock').map((l) => l.product!.SKU) ?? [], [report]);
  const alternativeProducts = useAlternativeProducts(outOfStock);
  const alternatives = useMemo(() => {
    const map = new Map<string, QuickOrderAlternative | null>();
    for (const [sku, alt] of alternativeProducts) map.set(sku, alt && !alt.OutOfStock ? alt : null);
    return map;
  }, [alternativeProducts]);

  // The domain's check takes the cart's outers as a map.
  const asMap = (bySku: Readonly<Record<string, number>>) => new Map(Object.entries(bySku));

  const check = (input: string) => {
    const entries = parseQuickOrder(input).entries;
    if (entries.length === 0) {
      setInputError('Paste or type at least one line: a SKU or barcode, then the number of outers.');
      setReport(null);
      return;
    }
    if (!products.data) return;
    setInputError(undefined);
    setAdded(null);
    setAddError(undefined);
    setAddedAlternatives(new Set());
    setReport(checkQuickOrder(entries, products.data, asMap(quantities)));
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
    if (!report || !accountNumber || !products.data) return;
    setAddError(undefined);
    try {
      // Checked again against the cart as it is now: another tablet may have changed it since.
      const fresh = await latestCart.fetch();
      const now = checkQuickOrder(parseQuickOrder(text).entries, products.data, asMap(cartQuantities(fresh)));
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

  const onScan = (code: string) => {
    if (!products.data || !accountNumber) return;
    // The cache, not this render's copy: scans come faster than renders, and each builds on the last.
    const now = cartQuantities(latestCart.peek());
    const outcome = scanOutcome(code, products.data, (sku) => now[sku] ?? 0);
    const id = Date.now();
    if (outcome.kind !== 'added') {
      setScan({ result: { id, tone: 'critical', message: outcome.message } });
      return;
    }
    editor.setQuantity(outcome.product, outcome.to);
    setScan({ result: { id, tone: 'positive', message: outcome.message, canUndo: true }, undo: { product: outcome.product, from: outcome.from } });
  };
  const camera = useCameraToggle(onScan);
  const onUndoScan = () => {
    if (!scan?.undo) return;
    const { product, from } = scan.undo;
    editor.setQuantity(product, from);
    setScan({ result: { id: Date.now(), tone: 'positive', message: scanMessages.undone(product.Product, from) } });
  };
  // A scan the server refused: its message replaces the 'Added' one (the line is back, §8).
  const scanError = scan?.undo ? editor.errors[scan.undo.product.SKU] : undefined;
  const scanResult: ScanResult | null = scan && scanError ? { id: scan.result.id, tone: 'critical', message: scanError } : (scan?.result ?? null);

  const cartLines = cart.data?.BackEndCartDetails;
  const csvHref = useMemo(
    () => (cartLines?.length ? `data:text/csv;charset=utf-8,${encodeURIComponent(toQuickOrderCsv(cartLines))}` : null),
    [cartLines],
  );

  return (
    <Stack gap="large">
      <Heading level="1">Quick Order</Heading>
      <Text as="p" tone="secondary" className={own.text}>
        Order by product code: type the lines, paste them from a spreadsheet or an email, or upload a CSV file. You see what will be added before
        anything goes into your cart.
      </Text>
      <Box display="flex" flexWrap="wrap" className={own.links}>
        <Link href="/place-order" variant="standalone">Place Order</Link>
        <Link href="/stock-card" variant="standalone">My Stock Card</Link>
        <Link href="/cart" variant="standalone">Go to cart ({outers(cart.data?.TotalItems ?? 0)})</Link>
        {csvHref && (
          <Link href={csvHref} download={`cart-${accountNumber}.csv`} variant="standalone">
            Download cart as CSV
          </Link>
        )}
      </Box>
      {products.isError && <InlineMessage tone="critical" title="The products could not be loaded.">{errorMessage(products.error)}</InlineMessage>}
      <Heading level="2" size="large">Scan</Heading>
      <ScanField
        onScan={onScan}
        result={scanResult}
        onUndo={onUndoScan}
        isDisabled={!products.data}
        onStartCamera={camera.onStartCamera}
        isCameraOn={camera.isCameraOn}
      />
      {camera.view}
      <Heading level="2" size="large">Paste, type or upload lines</Heading>
      <QuickOrderForm
        value={text}
        onChange={(value) => {
          setText(value);
          setInputError(undefined);
        }}
        onCheck={() => check(text)}
        onFile={(file) => void onFile(file)}
        errorMessage={inputError}
        isPending={products.isLoading}
      />
      <div ref={reportRef} className={own.report}>
        {report && (
          <QuickOrderReport
            report={report}
            onAdd={() => void onAdd()}
            onEdit={() => {
              setReport(null);
              document.querySelector<HTMLTextAreaElement>('textarea')?.focus();
            }}
            alternatives={alternatives}
            onAddAlternative={(alt) => void onAddAlternative(alt)}
            addedAlternatives={addedAlternatives}
            isAdding={setLines.isPending}
            errorMessage={addError}
            added={added}
          />
        )}
      </div>
    </Stack>
  );
}
