/**
 * The PDF invoice of an order (§7 Invoice, §9), and the credit note of an accepted claim (ADR 0055): lines in outers, prices per outer, VAT at 23 % and
 * totals in EUR with the euro sign and two decimals ('€1,234.50', as the portal's Price). The text is set
 * in Inter (the portal's typeface, from @fontsource/inter, SIL Open Font License), embedded as a subset,
 * so the € sign and any accented store name print in every viewer. pdfkit is loaded on first use (its
 * import costs ~200 ms).
 *
 * Which document an order has (docs/adr/0010): Submitted and Processing orders an invoice; a Pending one a
 * pro-forma invoice, which says it is not a tax invoice; a Cancelled one none.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { claimReasonLabels, formatEur, formatOrdinalDate, OrderStatus, orderStatusName, VAT_RATE } from '@trade-portal/domain';
import type { DeliveryClaim, Order, UserAccount } from '@trade-portal/api-client';

/** The seller block printed on every invoice (fictional demo company). */
export const SELLER = {
  name: 'Trade Portal Distribution Ltd',
  address: ['Unit 4, Harbour Business Park', 'Dublin 24, D24 X2Y3', 'Ireland'],
  vatNumber: 'IE 1234567TA',
} as const;

/** The buyer block: the store the order was placed for. */
export type InvoiceAccount = Pick<UserAccount, 'AccountName' | 'AddressLine1' | 'JtiAccountId'>;

/** What an order's document is: a tax invoice, a pro-forma invoice (Pending), or none (Cancelled). */
export type InvoiceKind = 'invoice' | 'pro-forma' | 'none';

/** The `Message` of the 409 answered for a cancelled order's invoice (docs/adr/0010). */
export const CANCELLED_INVOICE_MESSAGE = 'A cancelled order has no invoice.';

/** The line a pro-forma invoice carries under its title (docs/adr/0010). */
export const PRO_FORMA_NOTE = 'This is not a tax invoice. The tax invoice is issued once the order is processed.';

/**
 * The document of an order by its status (§4 order statuses, docs/adr/0010).
 * @param status 0 Submitted, 1 Pending, 2 Processing, 3 Cancelled; unknown codes count as Submitted
 */
export function invoiceKind(status: number): InvoiceKind {
  if (status === OrderStatus.Cancelled) return 'none';
  return status === OrderStatus.Pending ? 'pro-forma' : 'invoice';
}

/** The file name offered for download: 'invoice-100123.pdf' or 'pro-forma-invoice-100123.pdf'. */
export function invoiceFileName(order: Pick<Order, 'OrderNumber' | 'Status'>): string {
  return `${invoiceKind(order.Status) === 'pro-forma' ? 'pro-forma-invoice' : 'invoice'}-${order.OrderNumber}.pdf`;
}

const require = createRequire(import.meta.url);
/** Inter's Latin subset (ASCII, Latin-1, € and typographic punctuation) as WOFF, which pdfkit's fontkit reads. */
const FONT_FILES = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
/** The two font files, read once per process (~60 kB together); a failed read is retried next time. */
function loadFonts() {
  fonts ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fonts = undefined;
      throw error;
    });
  return fonts;
}

/** One trade document to print (an invoice or a credit note): its title, facts, buyer, lines and totals. EUR. */
interface TradeDocument {
  /** The PDF's title, and the heading. */
  title: string;
  heading: string;
  /** A bold line under the heading (a pro-forma's), if any. */
  note?: string;
  /** Lines under it: the dates, the status, what it refers to. */
  facts: string[];
  account: InvoiceAccount;
  /** SKU, product, outers, EUR per outer, line total (EUR), per line. */
  lines: { SKU: string; Product: string; Outers: number; PriceOuter: number; LineTotal: number }[];
  totals: { outers: number; subTotal: number; vatTotal: number; total: number };
}

/**
 * The one generator of the portal's PDFs (invoices, credit notes): seller, buyer, the document's facts, one
 * row per line (SKU, product, outers, EUR per outer, line total), subtotal, VAT at 23 % and the total in EUR
 * ('€1,234.50'). Uncompressed, so the document's structure can be read in the bytes (the text is glyph ids
 * of the embedded font, mapped back to characters by its ToUnicode table).
 * @returns the PDF bytes, starting with `%PDF-`
 */
async function renderTradeDocument({ title, heading, note, facts, account, lines, totals }: TradeDocument): Promise<Buffer> {
  const [{ default: PDFDocument }, font] = await Promise.all([import('pdfkit'), loadFonts()]);
  const doc = new PDFDocument({ size: 'A4', margin: 48, compress: false, info: { Title: title, Author: 'Trade Portal' } });
  doc.registerFont('Inter', font.regular);
  doc.registerFont('Inter-Bold', font.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor('#0B2545').fontSize(22).font('Inter-Bold').text('Trade Portal', { continued: false });
  doc.fillColor('#4B5563').fontSize(9).font('Inter').text(SELLER.name);
  for (const line of SELLER.address) doc.text(line);
  doc.text(`VAT number ${SELLER.vatNumber}`).text('Trade sales only. Not for sale to persons under 18.');
  doc.moveDown(1.5);
  doc.fillColor('#1B1F24').fontSize(16).font('Inter-Bold').text(heading);
  if (note) doc.moveDown(0.25).fontSize(10).font('Inter-Bold').text(note);
  doc.moveDown(0.5).fontSize(10).font('Inter');
  for (const fact of facts) doc.text(fact);
  doc.moveDown(0.5);
  doc.font('Inter-Bold').text(account.AccountName);
  doc.font('Inter').text(account.AddressLine1).text(`Account ${account.JtiAccountId}`);
  doc.moveDown(1);

  const rows = lines.map((l) => [l.SKU, l.Product, String(l.Outers), formatEur(l.PriceOuter), formatEur(l.LineTotal)]);
  const header = ['SKU', 'Product', 'Outers', 'Price / outer', 'Line total'].map((text) => ({ text, type: 'TH' as const, font: { src: 'Inter-Bold' }, backgroundColor: '#EEF1F5' }));
  // Fixed widths (points) for the codes and amounts, the rest for the product name; amounts right-aligned.
  const figures = { align: { x: 'right' as const, y: 'top' as const } };
  doc.font('Inter').fontSize(9).table({
    columnStyles: [{ width: 64 }, { width: '*' }, { width: 44, ...figures }, { width: 76, ...figures }, { width: 80, ...figures }],
    data: [header, ...rows],
  });
  doc.moveDown(1);
  const right = { align: 'right' as const };
  doc.font('Inter').fontSize(10).text(`Outers: ${totals.outers}`, right);
  doc.text(`Subtotal: ${formatEur(totals.subTotal)}`, right);
  doc.text(`VAT (${Math.round(VAT_RATE * 100)}%): ${formatEur(totals.vatTotal)}`, right);
  doc.font('Inter-Bold').fontSize(12).text(`Total: ${formatEur(totals.total)}`, right);
  doc.end();
  return done;
}

/**
 * Renders the invoice of one order (`renderTradeDocument`): order number and date, status, its lines and
 * totals. A Pending order's is titled 'Pro-forma invoice' and says it is not a tax invoice (docs/adr/0010).
 * @returns the PDF bytes, starting with `%PDF-`
 * @throws Error for a Cancelled order, which has no invoice (the handler answers 409 before calling this)
 */
export async function renderInvoice(order: Order, account: InvoiceAccount): Promise<Buffer> {
  const kind = invoiceKind(order.Status);
  if (kind === 'none') throw new Error(CANCELLED_INVOICE_MESSAGE);
  const title = kind === 'pro-forma' ? 'Pro-forma invoice' : 'Invoice';
  return renderTradeDocument({
    title: `${title} ${order.OrderNumber}`,
    heading: `${title} for order ${order.OrderNumber}`,
    ...(kind === 'pro-forma' ? { note: PRO_FORMA_NOTE } : {}),
    facts: [`Order date: ${formatOrdinalDate(order.OrderDate)}`, `Status: ${orderStatusName(order.Status)}`],
    account,
    lines: order.OrderDetails.map((l) => ({ SKU: l.SKU, Product: l.Product, Outers: l.Quantity, PriceOuter: l.PriceOuter, LineTotal: l.LineTotal })),
    totals: { outers: order.TotalItems, subTotal: order.SubTotal, vatTotal: order.VatTotal, total: order.OrderTotal },
  });
}

/**
 * Renders the credit note of an accepted claim (ADR 0055) with the invoices' generator: its number and
 * date, the claim and order it credits, each claimed line (outers at the order's price, with why) and its
 * net, VAT at 23 % and gross, all credited.
 * @throws Error for a claim with no credit note (the handler answers 404 before calling this)
 */
export async function renderCreditNote(claim: DeliveryClaim, account: InvoiceAccount): Promise<Buffer> {
  const note = claim.CreditNote;
  if (!note) throw new Error(`Claim ${claim.ClaimNumber} has no credit note.`);
  return renderTradeDocument({
    title: `Credit note ${note.CreditNoteNumber}`,
    heading: `Credit note ${note.CreditNoteNumber}`,
    facts: [`Date: ${formatOrdinalDate(note.IssuedAt)}`, `Credits claim ${claim.ClaimNumber} on order ${claim.OrderNumber}`],
    account,
    lines: claim.Lines.map((l) => ({ SKU: l.SKU, Product: `${l.Product} (${claimReasonLabels[l.Reason]})`, Outers: l.Outers, PriceOuter: l.NetAmount / l.Outers, LineTotal: l.NetAmount })),
    totals: { outers: claim.Lines.reduce((n, l) => n + l.Outers, 0), subTotal: note.SubTotal, vatTotal: note.VatTotal, total: note.Total },
  });
}
