/**
 * Demo data for ordering in depth (§1, §2.1 /stock-card, §2.13, §3): stock cards, a brand-ambassador (BA)
 * and a territory-manager (TM) suggestion, and product popups for Place Order and Cart. Drawn from the
 * 300-product demo catalogue only, so it is the same whatever SEED_PRODUCTS is.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/open';
import { schema } from '../db/open';
import { seededRandom } from './random';

type ProductRow = typeof schema.products.$inferInsert;

const DAY = 86_400_000;

/** Stores with a stock card and how many products it holds (§2.5); 10020003 and 10030001 have none. */
const stockCards = [
  { accountId: '10010001', size: 32 },
  { accountId: '10020001', size: 24 },
  { accountId: '10020002', size: 38 },
] as const;

const isOrderable = (p: ProductRow) => !p.isArchived && !p.outOfStock;

/**
 * Seeds the ordering demo data inside `seed()`'s transaction.
 * @param demo the demo catalogue's 300 rows (`DEMO_PRODUCTS`), as inserted
 * @param now the seed's reference time; the BA suggestion is agreed 3 days before it, the TM one 1 day before
 */
export async function seedOrdering(tx: Tx, demo: readonly ProductRow[], now: Date): Promise<void> {
  const rnd = seededRandom(931);
  const orderable = demo.filter(isOrderable);
  const outOfStock = demo.filter((p) => !p.isArchived && p.outOfStock);

  // Stock cards: mostly orderable products, with one or two out of stock so the card shows them as such.
  await tx
    .update(schema.accounts)
    .set({ hasStockCard: true })
    .where(inArray(schema.accounts.jtiAccountId, stockCards.map((c) => c.accountId)));
  for (const [index, card] of stockCards.entries()) {
    const picked = new Set<string>([outOfStock[index]!.sku, ...(index === 1 ? [outOfStock[index + 3]!.sku] : [])]);
    while (picked.size < card.size) picked.add(rnd.pick(orderable).sku);
    // Card order: the shuffled pick, so each store's card reads differently from the price list.
    const items = [...picked].map((sku, i) => ({ accountId: card.accountId, sku, position: i + 1 }));
    await tx.insert(schema.stockCardItems).values(items);
  }

  // Suggestions: products on several rules, one of them off its product's steps so adding rounds it up.
  const stepped = orderable.filter((p) => (p.minimumOrderIncremental ?? 1) > 1);
  const single = orderable.filter((p) => (p.minimumOrderIncremental ?? 1) === 1);
  const onStep = (p: ProductRow, k: number) => (p.minimumOrder ?? 1) + k * (p.minimumOrderIncremental ?? 1);
  const baProducts = [stepped[3]!, single[10]!, stepped[12]!, single[40]!, single[77]!];
  const [ba] = await tx
    .insert(schema.suggestions)
    .values({
      accountId: '10010001',
      source: 'BA',
      baName: "Siobhán O'Connor",
      agreedDate: new Date(now.getTime() - 3 * DAY),
      additionalInfo: 'Agreed at our visit on Thursday: top up your best sellers ahead of the bank holiday weekend, and a first case of the new pouch flavours.',
    })
    .returning({ id: schema.suggestions.id });
  await tx.insert(schema.suggestionLines).values(
    baProducts.map((p, position) => ({
      suggestionId: ba!.id,
      sku: p.sku,
      // The first is one outer past a step (rounded up when added); the rest sit on their steps.
      stockReplenishedQuantity: position === 0 ? onStep(p, 1) + 1 : onStep(p, position % 3),
      position,
    })),
  );

  const tmProducts = [single[5]!, stepped[20]!, single[60]!, single[95]!];
  const [tm] = await tx
    .insert(schema.suggestions)
    .values({
      accountId: '10020002',
      source: 'TM',
      baName: 'Ciarán Walsh',
      agreedDate: new Date(now.getTime() - 1 * DAY),
      additionalInfo: 'Salthill summer range: the seafront trade picks up from next week, so more of the lines that sold out last year.',
    })
    .returning({ id: schema.suggestions.id });
  await tx.insert(schema.suggestionLines).values(
    tmProducts.map((p, position) => ({ suggestionId: tm!.id, sku: p.sku, stockReplenishedQuantity: onStep(p, position + 1), position })),
  );

  // Product popups (§2.13): one back-in-stock banner on Place Order, one product banner on Cart.
  const backInStock = orderable.find((p) => p.lowStock) ?? orderable[0]!;
  const promoted = orderable.find((p) => p.newArrival && p.sku !== backInStock.sku) ?? orderable[1]!;
  await tx.insert(schema.productPopups).values([
    {
      section: 'Place Order',
      kind: 'BackInStock',
      title: 'Back in stock',
      description: `${backInStock.name} is back: stocks are limited, so order now to keep your shelf full.`,
      sku: backInStock.sku,
      position: 0,
      activeFrom: new Date(now.getTime() - 2 * DAY),
    },
    {
      section: 'Cart',
      kind: 'Product',
      title: 'New this month',
      description: `Add ${promoted.name} to this order: a new arrival your customers are asking for.`,
      sku: promoted.sku,
      position: 0,
      activeFrom: new Date(now.getTime() - 2 * DAY),
    },
  ]);
}
