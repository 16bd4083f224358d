import { toQuickOrderCsv } from '@trade-portal/domain';

/**
 * Saves lines as a quick-order CSV file (`SKU,Quantity`) in the browser's downloads.
 * @param lines SKU and outers
 * @param filename the file's name, e.g. `order-100245.csv`
 */
export function downloadQuickOrderCsv(lines: readonly { SKU: string; Quantity: number }[], filename: string): void {
  const url = URL.createObjectURL(new Blob([toQuickOrderCsv(lines)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
