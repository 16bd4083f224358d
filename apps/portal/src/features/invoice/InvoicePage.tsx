import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OrderStatus, formatShortDate, messages } from '@trade-portal/domain';
import { PdfViewer, type MediaStatus } from '@trade-portal/ui';
import { useFetchInvoice, useOrderDetails } from '../../api';
import { invoiceErrorMessage, invoiceFileName } from '../../documents/invoice';

/** An order number as the contract accepts it (openapi `ordernumber`: 1 to 20 digits). */
const ORDER_NUMBER = /^[0-9]{1,20}$/;

type Fetched = { status: MediaStatus; url?: string; error?: string };

/**
 * /invoice?ordernumber=N (§2.1 standalone, §7 Invoice, §8; ADR 0023): the order's invoice PDF full-window,
 * without the shell. GET /api/OrderHistory/Invoice gives the blob, shown in a frame through an object URL
 * (revoked when the page goes) with 'Download PDF' (saved as invoice-N.pdf, or pro-forma-invoice-N.pdf
 * for a pending order, as /my-orders names it) and 'Back to My Orders'. A missing or malformed number
 * asks nothing; it and any failure but a 401 show 'Order Number is invalid. Please go back to order
 * history.' (§8; a 401 ends the session, which goes to /login).
 */
export default function InvoicePage() {
  const [params] = useSearchParams();
  const raw = params.get('ordernumber') ?? '';
  const orderNumber = ORDER_NUMBER.test(raw) ? raw : null;
  const fetchInvoice = useFetchInvoice();
  // Only for the document's name and the date line: the invoice shows without it.
  const order = useOrderDetails(orderNumber);
  const [fetched, setFetched] = useState<Fetched>({ status: 'pending' });

  useEffect(() => {
    if (!orderNumber) return;
    let url: string | undefined;
    let cancelled = false;
    setFetched({ status: 'pending' });
    fetchInvoice(orderNumber).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
        setFetched({ status: 'success', url });
      },
      (error: unknown) => {
        if (!cancelled) setFetched({ status: 'error', error: invoiceErrorMessage(error) });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [orderNumber, fetchInvoice]);

  const proForma = order.data?.Status === OrderStatus.Pending;
  const title = orderNumber ? `${proForma ? 'Pro-forma invoice' : 'Invoice'} ${orderNumber}` : 'Invoice';
  useEffect(() => {
    document.title = `${title} · Trade Portal`;
    return () => {
      document.title = 'Trade Portal';
    };
  }, [title]);

  const state: Fetched = orderNumber ? fetched : { status: 'error', error: messages.invoiceInvalid };
  return (
    <PdfViewer
      title={title}
      // A blank line until the order arrives, so the frame below does not move down when it does.
      subtitle={order.data ? `Order of ${formatShortDate(order.data.OrderDate)}` : '\u00a0'}
      src={state.url}
      status={state.status}
      errorMessage={state.error ?? messages.invoiceInvalid}
      fileName={invoiceFileName(orderNumber ?? 'order', proForma)}
      backHref="/my-orders"
      backLabel="Back to My Orders"
    />
  );
}
