import { describe, expect, it } from 'vitest';
import { withEanCheckDigit } from './barcode';
import { checkQuickOrder, parseQuickOrder, readQuantity, scanOutcome, toQuickOrderCsv, type QuickOrderProduct } from './quickOrder';

const product = (SKU: string, over: Partial<QuickOrderProduct> = {}): QuickOrderProduct => ({
  SKU,
  Product: `Product ${SKU}`,
  PackBarCode: `50000000${SKU.slice(-5)}`,
  MinimumOrder: 1,
  MinimumOrderIncremental: 1,
  ...over,
});

const catalogue = [
  product('10010001'),
  product('10010002', { MinimumOrder: 4, MinimumOrderIncremental: 2 }),
  product('10010003', { OutOfStock: true }),
  product('10010004', { IsArchived: true }),
  product('10010005', { MinimumOrder: 5, MinimumOrderIncremental: 5 }),
];

describe('parseQuickOrder', () => {
  it.each([
    ['spaces', '10010001 6'],
    ['several spaces', '  10010001     6  '],
    ['a comma', '10010001,6'],
    ['a tab, as copied from a spreadsheet', '10010001\t6'],
    ['a semicolon', '10010001;6'],
    ['quotes', '"10010001";"6"'],
    ['a trailing comma', '10010001,6,'],
    ['a byte-order mark', '\uFEFF10010001,6'],
    ['Windows line ends', '10010001,6\r\n'],
  ])('reads code and quantity separated by %s', (_, text) => {
    expect(parseQuickOrder(text).entries).toEqual([{ line: 1, code: '10010001', quantityText: '6' }]);
  });

  it('skips blank lines and keeps the line numbers of the others', () => {
    const { entries } = parseQuickOrder('10010001 6\n\n   \n10010002 4\n');
    expect(entries.map((e) => [e.line, e.code])).toEqual([
      [1, '10010001'],
      [4, '10010002'],
    ]);
  });

  it('takes the last field as the quantity when a name sits between', () => {
    expect(parseQuickOrder('10010001\tMarlboro Gold 20\t6').entries[0]).toMatchObject({ code: '10010001', quantityText: '6' });
  });

  it('reads the named columns of a header, whatever their order, and skips other columns', () => {
    const parsed = parseQuickOrder('Product,Qty,SKU\n"Gold, 20s",6,10010001\nBlue,,10010002\n');
    expect(parsed.hadHeader).toBe(true);
    expect(parsed.entries).toEqual([
      { line: 2, code: '10010001', quantityText: '6' },
      { line: 3, code: '10010002', quantityText: '' },
    ]);
  });

  it('reads back its own export', () => {
    const csv = toQuickOrderCsv([
      { SKU: '10010001', Quantity: 6 },
      { SKU: '10010002', Quantity: 12 },
    ]);
    expect(csv).toBe('SKU,Quantity\r\n10010001,6\r\n10010002,12\r\n');
    expect(parseQuickOrder(csv).entries.map((e) => [e.code, e.quantityText])).toEqual([
      ['10010001', '6'],
      ['10010002', '12'],
    ]);
  });

  it('never throws on malformed input: odd lines become entries to report', () => {
    const { entries } = parseQuickOrder('"unclosed,6\n,,,\n10010001\n;;\nabc def ghi');
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) expect(typeof e.code).toBe('string');
  });

  it('reads 10,000 lines', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `${10010001 + (i % 5)}\t${(i % 9) + 1}`).join('\n');
    const { entries } = parseQuickOrder(text);
    expect(entries).toHaveLength(10_000);
    expect(entries[9_999]).toEqual({ line: 10_000, code: '10010005', quantityText: '1' });
  });
});

describe('readQuantity', () => {
  it.each([
    ['12', 12],
    [' 012 ', 12],
    ['0', 0],
    ['1.5', null],
    ['-2', null],
    ['ten', null],
    ['', null],
    ['1e3', null],
  ])('%j reads %j', (text, expected) => expect(readQuantity(text)).toBe(expected));
});

describe('checkQuickOrder', () => {
  const check = (text: string, cart: Record<string, number> = {}) => checkQuickOrder(parseQuickOrder(text).entries, catalogue, new Map(Object.entries(cart)));

  it('adds a valid line as asked', () => {
    const report = check('10010001 6');
    expect(report.lines[0]).toMatchObject({ status: 'added', adds: 6, quantity: 6, message: 'Adds 6 outers' });
    expect(report.toSet).toEqual([{ SKU: '10010001', Quantity: 6 }]);
    expect(report.outersAdded).toBe(6);
  });

  it('finds a product by its pack EAN, with spaces and any case in the code', () => {
    expect(check('5000000010001 2').lines[0]).toMatchObject({ status: 'added', product: { SKU: '10010001' } });
    expect(check('5 000000 010001,2').lines[0]?.status).toBe('added');
  });

  it('finds a product by its outer’s EAN too, and sums it with lines naming its pack', () => {
    const outer = withEanCheckDigit('501200000007');
    const products = [...catalogue.slice(0, 1).map((p) => ({ ...p, OuterBarCode: outer })), ...catalogue.slice(1)];
    const report = checkQuickOrder(parseQuickOrder(`${outer} 2\n5000000010001 3`).entries, products, new Map());
    expect(report.lines).toHaveLength(1);
    expect(report.lines[0]).toMatchObject({ status: 'added', product: { SKU: '10010001' }, quantity: 5 });
  });

  it('rounds up to the minimum, then to the next step, and says from what to what', () => {
    expect(check('10010002 1').lines[0]).toMatchObject({ status: 'adjusted', adds: 4, message: '1 outer asked, adds 4 outers: the minimum order is 4 outers' });
    expect(check('10010002 5').lines[0]).toMatchObject({ status: 'adjusted', adds: 6, message: '5 outers asked, adds 6 outers: sold in steps of 2 outers from 4' });
  });

  it('puts the lines on top of the cart and rounds the total', () => {
    const line = check('10010002 3', { '10010002': 4 }).lines[0];
    expect(line).toMatchObject({ status: 'adjusted', inCart: 4, quantity: 8, adds: 4 });
    expect(line?.message).toContain('on top of 4 in the cart');
  });

  it('caps at the largest valid quantity and reports a full line', () => {
    expect(check('10010005 5000').lines[0]).toMatchObject({ status: 'adjusted', quantity: 995, message: '5000 outers asked, adds 995 outers: the most that can be ordered is 995 outers' });
    expect(check('10010001 1', { '10010001': 999 }).lines[0]).toMatchObject({ status: 'atMaximum', adds: 0 });
    expect(check('10010001 1', { '10010001': 999 }).toSet).toEqual([]);
  });

  it('sums lines naming one product, by SKU or EAN', () => {
    const report = check('10010001 2\n5000000010001 3\n10010001 1');
    expect(report.lines).toHaveLength(1);
    expect(report.lines[0]).toMatchObject({ lines: [1, 2, 3], requested: 6, status: 'added', adds: 6 });
  });

  it('reports unknown, out-of-stock and archived products, and adds nothing for them', () => {
    const report = check('99999999 1\n10010003 2\n10010004 3');
    expect(report.lines.map((l) => l.status)).toEqual(['unknown', 'outOfStock', 'archived']);
    expect(report.lines[0]?.product).toBeNull();
    expect(report.toSet).toEqual([]);
    expect(report.counts).toMatchObject({ unknown: 1, outOfStock: 1, archived: 1, added: 0 });
  });

  it('reports a line without a quantity: nothing written, or 0', () => {
    expect(check('10010001').lines[0]).toMatchObject({ status: 'noQuantity', message: 'No quantity: write the outers after the code' });
    expect(check('10010001 0').lines[0]).toMatchObject({ status: 'noQuantity', message: 'No quantity: 0 outers asked' });
  });

  it('tells a quantity that is not a whole number of outers apart from a missing one', () => {
    for (const text of ['two', '-1', '1.5', '+3']) {
      expect(check(`10010001 ${text}`).lines[0]).toMatchObject({ status: 'notAQuantity', message: `“${text}” is not a quantity: write a whole number of outers` });
    }
    const report = check('10010001 two\n10010002 -1\n10010001');
    expect(report.counts).toMatchObject({ notAQuantity: 2, noQuantity: 1 });
  });

  it('keeps a line without a quantity apart from the summed lines of its product', () => {
    const report = check('10010001 2\n10010001 lots\n10010001 3');
    expect(report.lines.map((l) => [l.lines, l.status])).toEqual([
      [[1, 3], 'added'],
      [[2], 'notAQuantity'],
    ]);
  });

  it('keeps each unknown code as its own line, and counts every status', () => {
    const report = check('X1 1\nX1 2\n10010001 1\n10010002 1');
    expect(report.lines.map((l) => l.status)).toEqual(['unknown', 'unknown', 'added', 'adjusted']);
    expect(report.counts).toEqual({ added: 1, adjusted: 1, unknown: 2, outOfStock: 0, archived: 0, noQuantity: 0, notAQuantity: 0, atMaximum: 0 });
  });

  it('only ever sets valid quantities (§5), whatever is asked', () => {
    for (let asked = 1; asked <= 1200; asked += 7) {
      for (const p of catalogue.filter((c) => !c.OutOfStock && !c.IsArchived)) {
        for (const inCart of [0, p.MinimumOrder, 990]) {
          const report = checkQuickOrder([{ line: 1, code: p.SKU, quantityText: String(asked) }], [p], new Map([[p.SKU, inCart]]));
          for (const { Quantity } of report.toSet) {
            expect(Quantity).toBeLessThanOrEqual(999);
            expect(Quantity).toBeGreaterThan(inCart);
            expect((Quantity - p.MinimumOrder) % p.MinimumOrderIncremental).toBe(0);
          }
        }
      }
    }
  });

  it('checks 10,000 lines against the catalogue', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `${10010001 + (i % 5)}\t1`).join('\n');
    const report = check(text);
    expect(report.lines).toHaveLength(5);
    expect(report.lines.find((l) => l.product?.SKU === '10010001')).toMatchObject({ requested: 2000, quantity: 999, status: 'adjusted' });
  });
});

describe('scanOutcome', () => {
  const ean = withEanCheckDigit('539000010002');
  const products = [...catalogue, product('10010006', { PackBarCode: ean, MinimumOrder: 4, MinimumOrderIncremental: 2 })];
  const scan = (code: string, cart: Record<string, number> = {}) => scanOutcome(code, products, (sku) => cart[sku] ?? 0);

  it('adds one step: the minimum first, then the increment', () => {
    expect(scan(ean)).toMatchObject({ kind: 'added', from: 0, to: 4, message: 'Added 4 outers of Product 10010006: 4 outers in the cart' });
    expect(scan(ean, { '10010006': 4 })).toMatchObject({ kind: 'added', from: 4, to: 6 });
  });

  it('reads an outer’s barcode as its product: one step more, in outers', () => {
    const outer = withEanCheckDigit('501200000006');
    const withOuter = products.map((p) => (p.SKU === '10010006' ? { ...p, OuterBarCode: outer } : p));
    expect(scanOutcome(outer, withOuter, () => 4)).toMatchObject({ kind: 'added', product: { SKU: '10010006' }, from: 4, to: 6 });
  });

  it('takes a typed SKU too, in any case and with spaces', () => {
    expect(scan(' 1001 0001 ')).toMatchObject({ kind: 'added', to: 1 });
  });

  it('never passes the largest valid quantity', () => {
    expect(scan('10010005', { '10010005': 995 })).toMatchObject({ kind: 'atMaximum', quantity: 995 });
  });

  it('says a misread code (wrong check digit) apart from an unknown one', () => {
    const misread = `${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`;
    expect(scan(misread)).toMatchObject({ kind: 'misread', message: `${misread} did not read correctly (its check digit is wrong): scan it again` });
    expect(scan(withEanCheckDigit('539999999999'))).toMatchObject({ kind: 'unknown' });
    expect(scan('NOPE')).toMatchObject({ kind: 'unknown', message: 'No product has the code NOPE' });
  });

  it('adds nothing for an out-of-stock or archived product', () => {
    expect(scan('10010003').kind).toBe('outOfStock');
    expect(scan('10010004').kind).toBe('archived');
  });
});

describe('toQuickOrderCsv', () => {
  it('quotes a SKU holding a comma or a quote (RFC 4180), and Papa Parse reads it back', () => {
    const csv = toQuickOrderCsv([{ SKU: 'A,1', Quantity: 2 }, { SKU: 'B"2', Quantity: 3 }]);
    expect(csv).toBe('SKU,Quantity\r\n"A,1",2\r\n"B""2",3\r\n');
    expect(parseQuickOrder(csv).entries.map((e) => [e.code, e.quantityText])).toEqual([
      ['A,1', '2'],
      ['B"2', '3'],
    ]);
  });
});
