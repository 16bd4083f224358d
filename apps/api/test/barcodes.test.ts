/**
 * Barcodes of the demo catalogue: every pack and every outer carries a real EAN-13 (its check
 * digit right), none shared, so quick order's scan and lines can name a product by either.
 */
import { isValidEan13 } from '@trade-portal/domain';
import { checkQuickOrder, parseQuickOrder } from '@trade-portal/domain/quick-order';
import { describe, expect, it } from 'vitest';
import { auth, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const token = await h.login('single@demo.test');
type Product = { SKU: string; Product: string; PackBarCode: string; OuterBarCode: string | null; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean };
const products: Product[] = (await h.app.inject({ method: 'GET', url: `/api/Product/AllProducts?accountNumber=${SINGLE}`, headers: auth(token) })).json().Products;

describe('pack and outer barcodes', () => {
  it('are valid EAN-13s, one per pack and one per outer, none shared', () => {
    const codes = products.flatMap((p) => [p.PackBarCode, p.OuterBarCode]);
    for (const code of codes) expect(isValidEan13(code ?? ''), `${code}`).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('an outer’s code names its product in a quick order', () => {
    const p = products.find((x) => !x.OutOfStock && x.MinimumOrder === 1)!;
    const report = checkQuickOrder(parseQuickOrder(`${p.OuterBarCode} 1`).entries, products, new Map());
    expect(report.lines[0]).toMatchObject({ status: 'added', product: { SKU: p.SKU } });
  });
});
