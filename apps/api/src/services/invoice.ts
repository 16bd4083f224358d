/**
 * The PDF invoice of an order (§7 Invoice): lines in outers, prices per outer, VAT at 23 % and
 * totals in EUR. pdfkit is loaded on first use (its import costs ~200 ms).
 */
import { formatEur, formatOrdinalDate, orderStatusName, VAT_RATE } from '@trade-portal/domain';
import type { Order } from '@trade-portal/api-client';

/** The seller block printed on every invoice (fictional demo company). */
export const SELLER = {
  name: 'Trade Portal Distribution Ltd',
  address: ['Unit 4, Harbour Business Park', 'Dublin 24, D24 X2Y3', 'Ireland'],
  vatNumber: 'IE 1234567TA',
} as const;

/** The buyer block: the store the order was placed for. */
export interface InvoiceAccount {
  AccountName: string;
  AddressLine1: string;
  JtiAccountId: string;
}

/**
 * Renders the invoice of one order: seller, buyer, order number and date, one row per line (SKU, product,
 * outers, EUR per outer, line total), subtotal, VAT at 23 % and the total in EUR.
 * Uncompressed, so the text (and the order number) can be found in the bytes.
 * @returns the PDF bytes, starting with `%PDF-`
 */
export async function renderInvoice(order: Order, account: InvoiceAccount): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, compress: false, info: { Title: `Invoice ${order.OrderNumber}`, Author: 'Trade Portal' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor('#0B2545').fontSize(22).font('Helvetica-Bold').text('Trade Portal', { continued: false });
  doc.fillColor('#4B5563').fontSize(9).font('Helvetica').text(SELLER.name);
  for (const line of SELLER.address) doc.text(line);
  doc.text(`VAT number ${SELLER.vatNumber}`).text('Trade sales only. Not for sale to persons under 18.');
  doc.moveDown(1.5);
  doc.fillColor('#1B1F24').fontSize(16).font('Helvetica-Bold').text(`Invoice for order ${order.OrderNumber}`);
  doc.moveDown(0.5).fontSize(10).font('Helvetica');
  doc.text(`Order date: ${formatOrdinalDate(order.OrderDate)}`);
  doc.text(`Status: ${orderStatusName(order.Status)}`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(account.AccountName);
  doc.font('Helvetica').text(account.AddressLine1).text(`Account ${account.JtiAccountId}`);
  doc.moveDown(1);

  const rows = order.OrderDetails.map((l) => [l.SKU, l.Product, String(l.Quantity), formatEur(l.PriceOuter), formatEur(l.LineTotal)]);
  doc.table({
    columnStyles: ['auto', '*', 50, 80, 80],
    data: [['SKU', 'Product', 'Outers', 'Price / outer', 'Line total'], ...rows],
  });
  doc.moveDown(1);
  const right = { align: 'right' as const };
  doc.fontSize(10).text(`Outers: ${order.TotalItems}`, right);
  doc.text(`Subtotal: ${formatEur(order.SubTotal)}`, right);
  doc.text(`VAT (${Math.round(VAT_RATE * 100)}%): ${formatEur(order.VatTotal)}`, right);
  doc.font('Helvetica-Bold').fontSize(12).text(`Total: ${formatEur(order.OrderTotal)}`, right);
  doc.end();
  return done;
}
