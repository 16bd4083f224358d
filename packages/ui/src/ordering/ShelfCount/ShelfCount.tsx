import { useState, type ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components';
import { MAX_SHELF_PACKS, outers as outersText, proposeFromShelfCount, shelfProposalText, type QuantityRule } from '@trade-portal/domain';
import type { Product } from '@trade-portal/api-client';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { sprinkles } from '../../theme';
import * as css from './ShelfCount.css';

/** A stock-card product as the shelf count needs it: its quantity rule, SKU, name (Product) and PackSize (packs per outer). */
export type ShelfCountProduct = QuantityRule & Pick<Product, 'SKU' | 'Product' | 'PackSize'> & Partial<Pick<Product, 'OutOfStock'>>;

/** Props of `ShelfCount`. Packs on the shelf; outers in the cart. */
export interface ShelfCountProps {
  /** The stock card's products, in card order. */
  products: ReadonlyArray<ShelfCountProduct>;
  /** Target shelf levels by SKU, packs (a line without one asks for it first). */
  targets: Readonly<Record<string, number | undefined>>;
  /** Outers in the back-end cart by SKU: accepting sets a line to the proposal, not on top of it. */
  inCart: Readonly<Record<string, number | undefined>>;
  /** A target typed and left (blur or Enter): packs 1–9999, or null when cleared. Saved by the portal. */
  onTargetChange: (sku: string, targetPacks: number | null) => void;
  /** Accept pressed: the lines and their proposed outers, to set in the cart. */
  onAccept: (lines: ReadonlyArray<{ sku: string; outers: number }>) => void;
  /** Saving lines' SKUs (their Accept spins). */
  saving?: Readonly<Record<string, boolean | undefined>>;
  /** Messages by SKU (a target or a cart change the server refused). */
  errors?: Readonly<Record<string, string | null | undefined>>;
  /**
   * Today's counts as typed, packs by SKU: given, the fields show them and `onCountChange` reports
   * each edit (a scan changes counts from outside); omitted, the component keeps them itself.
   */
  counts?: Readonly<Record<string, string | undefined>>;
  /** A count field edited (its text); with `counts`. */
  onCountChange?: (sku: string, text: string) => void;
  /** Enter in a count field: the page moves the focus back to its scan field, ready for the next scan. */
  onCountEnter?: (sku: string) => void;
  /** A scan field shown above the lines (the portal's `ScanField`), when scanning is offered. */
  scanner?: ReactNode;
  /** The line the last scan counted: marked (`data-scanned`) so the eye finds it. */
  lastScanned?: string | null;
}

const PACKS = /^\d{1,4}$/;
const NONE: Readonly<Record<string, never>> = {};

/** Packs typed in a field: a whole number 0–9999, '' for empty, NaN for anything else. */
function readPacks(text: string): number {
  const t = text.trim();
  if (t === '') return Number.NaN;
  return PACKS.test(t) ? Number(t) : Number.NaN;
}

/** A count's field: its small label over the box, half a grid step apart. */
const fieldClass = `${sprinkles({ display: 'flex', flexDirection: 'column', minWidth: 0 })} ${css.field}`;

/**
 * Shelf count to order on /stock-card (beyond the spec; ADR 0029). For each stock-card line the
 * retailer sets a target shelf level once (packs, saved on the server) and types today's count; the line
 * then proposes the outers that bring the shelf back to the target, rounded up to whole outers on the
 * product's §5 steps, and says why ('60 packs short: 3 outers of 20 packs each.'). 'Accept' sets that line's cart
 * quantity to the proposal; 'Accept all' every line with one. A line already holding the proposal, a full
 * shelf or an out-of-stock product offers nothing to accept. Counts are today's and stay on this device.
 *
 * With a `scanner`, the shelf can be counted by scanning what is on it: each scan adds packs to its line's
 * count (the page decides how many), the line is marked `data-scanned`, and the focus stays in the scan
 * field; Enter in a count typed by hand hands the focus back to it (`onCountEnter`).
 */
export function ShelfCount({
  products, targets, inCart, onTargetChange, onAccept, saving = NONE, errors = NONE, counts: countsProp, onCountChange, onCountEnter, scanner, lastScanned = null,
}: ShelfCountProps) {
  const [ownCounts, setOwnCounts] = useState<Record<string, string>>({});
  const counts = countsProp ?? ownCounts;
  const setCount = (sku: string, text: string) => (countsProp ? onCountChange?.(sku, text) : setOwnCounts((c) => ({ ...c, [sku]: text })));
  const [targetTexts, setTargetTexts] = useState<Record<string, string>>({});
  const lines = products.map((p) => {
    const targetText = targetTexts[p.SKU] ?? (targets[p.SKU] !== undefined ? String(targets[p.SKU]) : '');
    const target = readPacks(targetText);
    const count = readPacks(counts[p.SKU] ?? '');
    const targetInvalid = targetText.trim() !== '' && !(target >= 1 && target <= MAX_SHELF_PACKS);
    const countInvalid = (counts[p.SKU] ?? '').trim() !== '' && Number.isNaN(count);
    const proposal = !targetInvalid && target >= 1 && !Number.isNaN(count) ? proposeFromShelfCount(target, count, p) : null;
    const acceptable = !!proposal && !p.OutOfStock && proposal.outers > 0 && proposal.outers !== (inCart[p.SKU] ?? 0);
    return { p, targetText, targetInvalid, countInvalid, proposal, acceptable };
  });
  const ready = lines.filter((l) => l.acceptable);
  const commitTarget = (sku: string) => {
    const text = targetTexts[sku];
    if (text === undefined) return;
    const value = readPacks(text);
    if (text.trim() === '') onTargetChange(sku, null);
    else if (value >= 1 && value <= MAX_SHELF_PACKS && value !== targets[sku]) onTargetChange(sku, value);
  };
  return (
    <Stack as="section" gap="small" padding="medium" className={css.section} aria-labelledby="shelf-count-title">
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="small">
        <Heading level="2" size="large" id="shelf-count-title">Shelf count to order</Heading>
      </Box>
      {/* One text node, so the line shapes as it always has. */}
      <Text as="p" size="small" tone="secondary">{`Set each product’s full-shelf level once, then ${scanner ? 'scan or type' : 'type'} today’s count in packs: the order that refills the shelf is worked out in whole outers.`}</Text>
      {scanner && <div className={css.scanner}>{scanner}</div>}
      <Box as="ul" display="flex" flexDirection="column" className={css.list} aria-label="Shelf count">
        {lines.map(({ p, targetText, targetInvalid, countInvalid, proposal, acceptable }) => (
          <li key={p.SKU} className={css.line} data-sku={p.SKU} data-scanned={p.SKU === lastScanned || undefined}>
            <span className={css.name}>
              {p.Product}
              <Text display="block" size="small" weight="regular" tone="secondary">SKU {p.SKU} · {p.PackSize} packs an outer</Text>
            </span>
            <TextField
              className={fieldClass}
              value={targetText}
              onChange={(v) => setTargetTexts((t) => ({ ...t, [p.SKU]: v }))}
              onBlur={() => commitTarget(p.SKU)}
              onKeyDown={(e) => e.key === 'Enter' && commitTarget(p.SKU)}
              isInvalid={targetInvalid}
              inputMode="numeric"
              maxLength={4}
              aria-label={`Full shelf of ${p.Product}, packs`}
            >
              <Text size="xsmall" tone="secondary" aria-hidden="true">Full shelf</Text>
              <Input className={css.input} />
            </TextField>
            <TextField
              className={fieldClass}
              value={counts[p.SKU] ?? ''}
              onChange={(v) => setCount(p.SKU, v)}
              onKeyDown={(e) => e.key === 'Enter' && onCountEnter?.(p.SKU)}
              isInvalid={countInvalid}
              inputMode="numeric"
              maxLength={4}
              aria-label={`On the shelf today of ${p.Product}, packs`}
            >
              <Text size="xsmall" tone="secondary" aria-hidden="true">On shelf</Text>
              <Input className={css.input} />
            </TextField>
            <span className={css.proposal} aria-live="polite">
              {errors[p.SKU] ? (
                <Text tone="critical" weight="medium">{errors[p.SKU]}</Text>
              ) : targetInvalid || countInvalid ? (
                <Text tone="critical" weight="medium">Packs are a whole number{targetInvalid ? ` from 1 to ${MAX_SHELF_PACKS}` : ''}.</Text>
              ) : p.OutOfStock ? (
                'Out of stock.'
              ) : proposal ? (
                <>
                  <Text display="block" size="body" weight="strong" tone="primary">{proposal.outers > 0 ? outersText(proposal.outers) : 'Nothing to order'}</Text>
                  {shelfProposalText(proposal, p)}
                  {proposal.outers > 0 && proposal.outers === (inCart[p.SKU] ?? 0) ? ' In your cart.' : ''}
                </>
              ) : targetText.trim() === '' ? (
                'Set the full shelf first.'
              ) : (
                'Type today’s count.'
              )}
            </span>
            <span className={css.accept}>
              {acceptable && (
                <Button size="small" variant="secondary" isPending={Boolean(saving[p.SKU])} onPress={() => onAccept([{ sku: p.SKU, outers: proposal!.outers }])} aria-label={`Accept ${outersText(proposal!.outers)} of ${p.Product}`}>
                  Accept
                </Button>
              )}
            </span>
          </li>
        ))}
      </Box>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="small" justifyContent="flex-end">
        <Button isDisabled={ready.length === 0} onPress={() => onAccept(ready.map((l) => ({ sku: l.p.SKU, outers: l.proposal!.outers })))}>
          {ready.length === 0 ? 'Accept all' : `Accept all (${ready.length} ${ready.length === 1 ? 'line' : 'lines'})`}
        </Button>
      </Box>
    </Stack>
  );
}
