/**
 * Invoice download (§7 GET /api/OrderHistory/Invoice, §8 Invoice download failure).
 */
import { ApiError, errorMessage } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { portalClient } from '../../api/client';

/**
 * The message to show for a failed invoice download (§8): 'Order Number is invalid. Please go back to
 * order history.' for anything but a 401; for a 401 the raw message (the session is ending anyway).
 */
export function invoiceErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return error.Message;
  return messages.invoiceInvalid;
}

/** File name the browser saves an invoice under. */
export const invoiceFileName = (orderNumber: string): string => `invoice-${orderNumber}.pdf`;

/**
 * Downloads an order's invoice as a blob and saves it through an object URL and an `<a download>`.
 * @throws ApiError (status and Message) when the server refuses or the body is not a PDF
 */
export async function downloadInvoice(accountNumber: string, orderNumber: string): Promise<void> {
  const { data, response, error } = await portalClient.GET('/api/OrderHistory/Invoice', {
    params: { query: { accountNumber, ordernumber: orderNumber } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(response.status, errorMessage(error, messages.invoiceInvalid));
  const url = URL.createObjectURL(data as Blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = invoiceFileName(orderNumber);
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Revoking at once can cancel the download in some browsers; a tick later is enough.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
