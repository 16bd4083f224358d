import { useMemo } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { outers } from '@trade-portal/domain';
import { toQuickOrderCsv } from '@trade-portal/domain/quick-order';
import { Box, Heading, InlineMessage, Link, QuickOrderForm, QuickOrderReport, ScanField, Stack, Text } from '@trade-portal/ui';
import { useAccountNumber, useCart, useLatestCart, useProducts } from '../../api';
import { useCartLines } from '../../api/cartLinesEntry';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useCameraToggle } from '../../scan/useCameraToggle';
import { useQuickOrderLines } from './useQuickOrderLines';
import { useScanToCart } from './useScanToCart';
import * as own from './quickOrder.css';

/**
 * /quick-order, 'Quick Order' (beyond the spec; linked from /place-order and /stock-card): 'Scan a barcode'
 * adds one step of a product per scan, from a wedge scanner or the camera (`useScanToCart`); below it,
 * lines typed, pasted or uploaded as CSV are checked and reported before they are added in one request
 * (`useQuickOrderLines`). The cart itself downloads as CSV in the same format, to edit and paste back.
 */
export default function QuickOrderPage() {
  usePageTitle('Quick Order');
  const accountNumber = useAccountNumber();
  const products = useProducts();
  const cart = useCart();
  const latestCart = useLatestCart();
  const editor = useCartLines();
  const lines = useQuickOrderLines(accountNumber, products.data);
  const scan = useScanToCart(accountNumber ? products.data : undefined, latestCart.peek, editor);
  const camera = useCameraToggle(scan.onScan);
  const cartLines = cart.data?.BackEndCartDetails;
  const csvHref = useMemo(() => (cartLines?.length ? `data:text/csv;charset=utf-8,${encodeURIComponent(toQuickOrderCsv(cartLines))}` : null), [cartLines]);

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
      <ScanField onScan={scan.onScan} result={scan.result} onUndo={scan.onUndo} isDisabled={!products.data} onStartCamera={camera.onStartCamera} isCameraOn={camera.isCameraOn} />
      {camera.view}
      <Heading level="2" size="large">Paste, type or upload lines</Heading>
      <QuickOrderForm
        value={lines.text}
        onChange={lines.onTextChange}
        onCheck={() => lines.check(lines.text)}
        onFile={(file) => void lines.onFile(file)}
        errorMessage={lines.inputError}
        isPending={products.isLoading}
      />
      <div ref={lines.reportRef} className={own.report}>
        {lines.report && (
          <QuickOrderReport
            report={lines.report}
            onAdd={() => void lines.onAdd()}
            onEdit={() => {
              lines.clearReport();
              document.querySelector<HTMLTextAreaElement>('textarea')?.focus();
            }}
            alternatives={lines.alternatives}
            onAddAlternative={(alt) => void lines.onAddAlternative(alt)}
            addedAlternatives={lines.addedAlternatives}
            isAdding={lines.isAdding}
            errorMessage={lines.addError}
            added={lines.added}
          />
        )}
      </div>
    </Stack>
  );
}
