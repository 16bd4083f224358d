/**
 * Invoices (§7 Invoice, §8 Invoice download failure), shared by /my-orders and the /invoice viewer: the
 * message of a failure, the file name, and saving a PDF that `useFetchInvoice` (GET
 * /api/OrderHistory/Invoice) returns or any other PDF blob.
 */
import { ApiError } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';

/**
 * The message to show for a failed invoice download (§8): 'Order Number is invalid. Please go back to
 * order history.' for anything but a 401; for a 401 the raw message (the session is ending anyway).
 */
export function invoiceErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return error.Message;
  return messages.invoiceInvalid;
}

/**
 * File name the browser saves an invoice under: 'invoice-N.pdf', or 'pro-forma-invoice-N.pdf' for a
 * pending order's pro-forma invoice (the server's names).
 */
export const invoiceFileName = (orderNumber: string, proForma = false): string => `${proForma ? 'pro-forma-invoice' : 'invoice'}-${orderNumber}.pdf`;

/**
 * Saves a blob under `fileName` through an object URL and an `<a download>` (the browser's download, no
 * new tab).
 * @param fileName e.g. 'invoice-100029.pdf'
 * @param blob the file's bytes
 */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Revoking at once can cancel the download in some browsers; a tick later is enough.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * Saves an order's invoice PDF under `invoiceFileName`.
 * @param pdf the invoice as `useFetchInvoice` returns it
 * @param proForma a pending order's pro-forma invoice
 */
export function saveInvoice(orderNumber: string, pdf: Blob, proForma = false): void {
  saveBlob(invoiceFileName(orderNumber, proForma), pdf);
}
